"""The one implementation that scores a deal from its summary (private).

:func:`~thousand.round_result` (a deal played in the engine) and
:func:`~thousand.score_round` (a score keeper's summary) both end here, so that every
deal-level rule applies the same way to both.
"""

from __future__ import annotations

from thousand.cards import SUITS, Suit
from thousand.errors import Reason, SummaryError, SummaryProblem, not_rules, shown
from thousand.round.outcome import Outcome
from thousand.rules.deal_scoring import BoltRule
from thousand.rules.play import MarriageKind
from thousand.rules.ruleset import Rules
from thousand.rules.talon import ConcedePenalty
from thousand.scoring.checks import summary_problems
from thousand.scoring.events import EventKind, ScoreEvent
from thousand.scoring.formulas import (
    bolt_weight,
    rounded,
    unchecked_concede_scores,
    unchecked_declarer_score,
    unchecked_defender_score,
)
from thousand.scoring.results import RoundResult, RoundSummary
from thousand.scoring.sitting_out import sitter_score
from thousand.scoring.unplayed import score_unplayed
from thousand.values import builder

__all__ = ["ScoringPlan", "score", "score_round", "scoring_plan"]

# Enum members read once: off their class they cost ~0.2 µs a read in Python 3.11, and
# every deal is scored.
_build_result = builder(RoundResult, complete=True)
_event = builder(ScoreEvent, complete=True)
_PLAYED = Outcome.PLAYED
_BOLT = ConcedePenalty.BOLT
_CONCEDED = EventKind.CONCEDED
_CONCEDE_AWARD = EventKind.CONCEDE_AWARD
_CONTRACT_MADE = EventKind.CONTRACT_MADE
_CONTRACT_FAILED = EventKind.CONTRACT_FAILED
_POINTS = EventKind.POINTS
_MULTIPLIED = EventKind.MULTIPLIED
_MARRIAGE_KIND = MarriageKind.MARRIAGE
_HALF_KIND = MarriageKind.HALF_MARRIAGE
_NO_POINTS = BoltRule.NO_POINTS


class ScoringPlan:
    """What a rules value says about scoring a played deal, read once per rules object.

    Every deal is scored, and the rules are immutable: their nested settings and enum
    members are looked up here once instead of at every deal.
    """

    __slots__ = (
        "ace_value", "concede_bolt", "dark",
        "four_nines_bonus", "golden", "halves", "last_trick_bonus", "marriages",
        "no_points_bolt", "plain", "rounding", "rules",
    )  # fmt: skip

    def __init__(self, rules: Rules) -> None:
        play, scoring = rules.play, rules.deal_scoring
        self.rules = rules
        self.marriages = {suit: play.value_of(_MARRIAGE_KIND, suit) for suit in SUITS}
        self.halves = {suit: play.value_of(_HALF_KIND, suit) for suit in SUITS}
        self.ace_value = play.ace_marriage_value
        self.last_trick_bonus = play.last_trick_bonus
        self.four_nines_bonus = rules.redeal.four_nines_bonus
        self.rounding = scoring.rounding
        self.no_points_bolt = scoring.bolt_rule is _NO_POINTS
        self.concede_bolt = rules.talon.concede_penalty is _BOLT
        # F7 for a golden deal, F6 for a dark one, each as (multiplier, whether declared
        # marriages are multiplied, the kind of deal, the weight of a bolt, F5).
        golden, dark = scoring.golden_multiplier, scoring.dark_multiplier
        self.golden = (
            golden,
            scoring.golden_marriages_multiplied,
            "golden",
            bolt_weight(rules, golden),
        )
        self.dark = (dark, scoring.dark_marriages_multiplied, "dark", bolt_weight(rules, dark))
        self.plain = (1, True, "", bolt_weight(rules, 1))


_PLANS: dict[int, ScoringPlan] = {}
"""Plans by the identity of their rules; each plan keeps its rules alive, so the id is
not reused while listed."""


def scoring_plan(rules: Rules) -> ScoringPlan:
    """The plan of ``rules``: made at the first deal scored under them (private)."""
    plan = _PLANS.get(id(rules))
    if plan is None or plan.rules is not rules:
        if len(_PLANS) >= 256:
            _PLANS.clear()
        plan = _PLANS[id(rules)] = ScoringPlan(rules)
    return plan


def score(rules: Rules, summary: RoundSummary) -> RoundResult:
    """Score a summary known to be possible: every deal-level rule, both paths."""
    values = summary.__dict__  # every field: built by attrs or thousand.values
    if values["outcome"] is not _PLAYED:
        return score_unplayed(rules, summary)
    plan = scoring_plan(rules)
    n = rules.players
    declarer, contract = values["declarer"], values["contract"]
    assert declarer is not None
    assert contract is not None
    conceded = values["conceded"]
    # F7 for a golden deal, F6 for a dark one; never both: a golden deal has no auction.
    multiplier, marriages_multiplied, multiplied_deal, weight = (
        plan.golden if values["golden"] else plan.dark if values["dark"] else plan.plain
    )
    ace_marriage = values["ace_marriage"]
    if values["marriages"] or values["half_marriages"] or ace_marriage is not None:
        marriages = _in_suit_order(values["marriages"], n)
        halves = _in_suit_order(values["half_marriages"], n)
        whole_value, half_value = plan.marriages, plan.halves
        extras = tuple(
            [
                sum([whole_value[suit] for suit in marriages[seat]])
                + sum([half_value[suit] for suit in halves[seat]])
                + (plan.ace_value if ace_marriage == seat else 0)
                for seat in range(n)
            ]
        )
    else:
        marriages = halves = ((),) * n
        extras = (0,) * n
    # E6: the last-trick bonus counts as points of the seat that took the last trick.
    last = values["last_trick"]
    extra = plan.last_trick_bonus if last is not None and not conceded else 0
    bonus = tuple([extra if seat == last else 0 for seat in range(n)]) if extra else (0,) * n
    # B5: the four-nines bonus counts like points of the seat that led the first nine.
    nines = values["four_nines"]
    nines_bonus = plan.four_nines_bonus if nines is not None else 0
    if nines_bonus:
        bonus = tuple([b + nines_bonus if seat == nines else b for seat, b in enumerate(bonus)])
    cards = values["card_points"] or (0,) * n
    tricks = values["tricks"] or (0,) * n
    # Per seat, its events and what they add up to: the playing seats get one event each,
    # a multiplied deal one more, and the dealer sitting out those of the talon.
    events: list[tuple[ScoreEvent, ...]] = [()] * n
    changes = [0] * n
    bolts = [0] * n
    made = False
    sitting = values["sitting_out"]
    playing: range | list[int] = range(n)
    if sitting is not None:
        playing = [seat for seat in range(n) if seat != sitting]
        # A5, A6, A12: the seat sitting out scores the talon, played or conceded.
        value, _, sitter_events = sitter_score(
            rules,
            values["talon_points"],
            values["talon_marriage"],
            multiplier,
            unchecked_defender_score,
            multiplied_deal,
            values["talon_aces"],
        )
        extras = tuple([value if seat == sitting else x for seat, x in enumerate(extras)])
        events[sitting] = tuple(sitter_events)
        changes[sitting] = sum([event.change for event in sitter_events])
    if conceded:
        by_seat = unchecked_concede_scores(rules, declarer, contract, playing)
        for seat in playing:
            changes[seat] = by_seat[seat]
            if seat == declarer:
                events[seat] = (
                    _event(
                        {
                            "kind": _CONCEDED,
                            "change": by_seat[seat],
                            "details": (("contract", contract),),
                        }
                    ),
                )
                if plan.concede_bolt:
                    bolts[seat] = weight  # D5: a bolt instead of the penalty
            else:
                events[seat] = (
                    _event({"kind": _CONCEDE_AWARD, "change": by_seat[seat], "details": ()}),
                )
    else:
        totals = [c + m + b for c, m, b in zip(cards, extras, bonus, strict=True)]
        made = totals[declarer] >= contract
        rounding, no_points_bolt = plan.rounding, plan.no_points_bolt
        for seat in playing:
            total = totals[seat]
            details: tuple[tuple[str, int], ...]
            if seat == declarer:
                base = unchecked_declarer_score(contract, total)
                kind = _CONTRACT_MADE if made else _CONTRACT_FAILED
                details = (("contract", contract), ("points", total))
            else:
                base = rounded(total, rounding)  # F1
                kind = _POINTS
                details = (("points", total), ("marriages", extras[seat]))
            changes[seat] = base
            if extra and seat == last:
                details += (("last_trick", extra),)
            if nines_bonus and seat == nines:
                details += (("four_nines", nines_bonus),)
            events[seat] = (_event({"kind": kind, "change": base, "details": details}),)
            # F3 (is_bolt): no trick, or under ``no_points`` no point.
            if (total == 0) if no_points_bolt else (tricks[seat] == 0):
                bolts[seat] = weight
    if multiplier > 1:
        # F6, F7: everything multiplied; declared marriages in a defender's score only if
        # the rules multiply them (the declarer scores the contract either way).
        plain = not marriages_multiplied
        why = (("multiplier", multiplier), ("deal", multiplied_deal))
        for seat in playing:
            more = changes[seat] * (multiplier - 1)
            if plain and seat != declarer and not conceded:
                more -= extras[seat] * (multiplier - 1)
            if more:
                events[seat] += (_event({"kind": _MULTIPLIED, "change": more, "details": why}),)
                changes[seat] += more
    return _build_result(
        {
            "declarer": declarer,
            "contract": contract,
            "made": made,
            "conceded": conceded,
            "card_points": tuple(cards),
            "marriage_points": extras,
            "tricks": tuple(tricks),
            "score_changes": tuple(changes),
            "marriages": marriages,
            "bolts": tuple(bolts),
            "multiplier": multiplier,
            "golden": values["golden"],
            "events": tuple(events),
            "bonus_points": bonus,
            "half_marriages": halves,
            "ace_marriage": ace_marriage,
            "last_trick": last if extra else None,
            "dark": values["dark"],
            "sitting_out": sitting,
            "talon_points": values["talon_points"],
            "talon_marriage": values["talon_marriage"],
            "talon_aces": values["talon_aces"],
            "four_nines": nines if nines_bonus else None,
            "outcome": _PLAYED,
            "outcome_seat": None,
            "redeal_condition": None,
        }
    )


def _in_suit_order(per_seat: tuple[tuple[Suit, ...], ...], n: int) -> tuple[tuple[Suit, ...], ...]:
    """Per seat, the suits in suit order; ``()`` (nobody declared) becomes empty tuples."""
    if not per_seat:
        return ((),) * n
    return tuple(
        tuple(sorted(suits, key=SUITS.index)) if len(suits) > 1 else tuple(suits)
        for suits in per_seat
    )


def score_round(rules: Rules, summary: RoundSummary) -> RoundResult:
    """Score a deal from its summary, as a score keeper for real cards does.

    The same rules as :func:`round_result` apply, through the same code. The summary is
    checked first: card points adding up to 120 and tricks to 8, each suit's marriage
    declared at most once and only by a seat that took a trick (E1), no card points
    without a trick, a contract on the step between the minimum and the highest a hand
    allows (C3-C6) or the barrel contract declared automatically (C11, G5: 121 under
    Games24), a golden deal only at 120 under rules with a golden round (G13), a
    dark deal only at 120 or more under rules with dark bidding (C8, C9), a conceded deal
    without play (D4).

    Args:
        rules: the rules of the game.
        summary: what happened in the deal.

    Returns:
        The result, as :func:`round_result` gives it for a deal played in the engine.

    Raises:
        SummaryError: the deal could not have happened; ``problems`` lists every reason,
            each with a stable :class:`~thousand.Reason` code.

    >>> rules = Rules()
    >>> r = score_round(rules, RoundSummary(declarer=1, contract=120,
    ...     card_points=(35, 70, 15), tricks=(2, 4, 2), marriages=((), (Suit.HEARTS,), ())))
    >>> r.made, r.score_changes
    (True, (35, 120, 15))
    >>> score_round(rules, RoundSummary(declarer=0, contract=105, card_points=(60, 60, 10),
    ...                                 tricks=(4, 4, 0)))
    Traceback (most recent call last):
    ...
    thousand.errors.SummaryError: impossible deal: card_points: the card points (60, 60, 10)
    add up to 130, not 120; card_points[2]: p3 took no trick, so it has no card points...
    """
    if not isinstance(rules, Rules):
        raise not_rules("score_round", rules)
    if not isinstance(summary, RoundSummary):
        raise SummaryError(
            [
                SummaryProblem(
                    "summary",
                    Reason.MALFORMED_SUMMARY,
                    f"score_round takes a RoundSummary, not {shown(summary)}",
                )
            ]
        )
    problems = summary_problems(rules, summary)
    if problems:
        raise SummaryError(problems)
    return score(rules, summary)
