"""The one implementation that scores a deal from its summary (private).

:func:`~thousand.round_result` (a deal played in the engine) and
:func:`~thousand.score_round` (a score keeper's summary) both end here, so that every
deal-level rule applies the same way to both.
"""

from __future__ import annotations

from thousand.cards import SUITS, Suit
from thousand.errors import SummaryError
from thousand.round.outcome import Outcome
from thousand.rules.ruleset import Rules
from thousand.rules.talon import ConcedePenalty
from thousand.scoring.checks import summary_problems
from thousand.scoring.events import EventKind, ScoreEvent
from thousand.scoring.formulas import (
    bolt_weight,
    concede_scores,
    declarer_score,
    defender_score,
    is_bolt,
    marriage_points,
)
from thousand.scoring.results import RoundResult, RoundSummary
from thousand.scoring.sitting_out import sitter_score
from thousand.scoring.unplayed import score_unplayed
from thousand.values import builder

__all__ = ["score", "score_round"]

# Enum members read once: off their class they cost ~0.2 µs a read in Python 3.11, and
# every deal is scored.
_build_result = builder(RoundResult)
_event = builder(ScoreEvent)
_PLAYED = Outcome.PLAYED
_BOLT = ConcedePenalty.BOLT
_CONCEDED = EventKind.CONCEDED
_CONCEDE_AWARD = EventKind.CONCEDE_AWARD
_CONTRACT_MADE = EventKind.CONTRACT_MADE
_CONTRACT_FAILED = EventKind.CONTRACT_FAILED
_POINTS = EventKind.POINTS
_MULTIPLIED = EventKind.MULTIPLIED


def _multiplier(rules: Rules, summary: RoundSummary) -> tuple[int, bool, str]:
    """The multiplier, whether declared marriages are multiplied, and the kind of deal.

    F7 for a golden deal, F6 for a dark one; never both: a golden deal has no auction.
    """
    scoring = rules.deal_scoring
    if summary.golden:
        return scoring.golden_multiplier, scoring.golden_marriages_multiplied, "golden"
    if summary.dark:
        return scoring.dark_multiplier, scoring.dark_marriages_multiplied, "dark"
    return 1, True, ""


def score(rules: Rules, summary: RoundSummary) -> RoundResult:
    """Score a summary known to be possible: every deal-level rule, both paths."""
    if summary.outcome is not _PLAYED:
        return score_unplayed(rules, summary)
    n = rules.players
    declarer, contract = summary.declarer, summary.contract
    assert declarer is not None
    assert contract is not None
    multiplier, marriages_multiplied, multiplied_deal = _multiplier(rules, summary)
    if summary.marriages or summary.half_marriages or summary.ace_marriage is not None:
        marriages = _in_suit_order(summary.marriages, n)
        halves = _in_suit_order(summary.half_marriages, n)
        extras = tuple(
            marriage_points(rules, marriages[seat], halves[seat], summary.ace_marriage == seat)
            for seat in range(n)
        )
    else:
        marriages = halves = ((),) * n
        extras = (0,) * n
    # E6: the last-trick bonus counts as points of the seat that took the last trick.
    last = summary.last_trick
    extra = rules.play.last_trick_bonus if last is not None and not summary.conceded else 0
    bonus = tuple(extra if seat == last else 0 for seat in range(n)) if extra else (0,) * n
    # B5: the four-nines bonus counts like points of the seat that led the first nine.
    nines = summary.four_nines
    nines_bonus = rules.redeal.four_nines_bonus if nines is not None else 0
    if nines_bonus:
        bonus = tuple(b + nines_bonus if seat == nines else b for seat, b in enumerate(bonus))
    cards = summary.card_points or (0,) * n
    tricks = summary.tricks or (0,) * n
    events: list[list[ScoreEvent]] = [[] for _ in range(n)]
    bolts = [0] * n
    weight = bolt_weight(rules, multiplier)
    made = False
    bases = [0] * n
    sitting = summary.sitting_out
    playing: range | list[int] = range(n)
    if sitting is not None:
        playing = [seat for seat in range(n) if seat != sitting]
        # A5, A6: the dealer sitting out scores the talon, played or conceded.
        value, _, sitter_events = sitter_score(
            rules,
            summary.talon_points,
            summary.talon_marriage,
            multiplier,
            defender_score,
            multiplied_deal,
        )
        extras = tuple(value if seat == sitting else x for seat, x in enumerate(extras))
        events[sitting].extend(sitter_events)
    if summary.conceded:
        by_seat = concede_scores(rules, declarer, contract, playing)
        for seat in playing:
            bases[seat] = by_seat[seat]
            if seat == declarer:
                events[seat].append(
                    _event(
                        {
                            "kind": _CONCEDED,
                            "change": by_seat[seat],
                            "details": (("contract", contract),),
                        }
                    )
                )
                if rules.talon.concede_penalty is _BOLT:
                    bolts[seat] = weight  # D5: a bolt instead of the penalty
            else:
                events[seat].append(_event({"kind": _CONCEDE_AWARD, "change": by_seat[seat]}))
    else:
        totals = [c + m + b for c, m, b in zip(cards, extras, bonus, strict=True)]
        made = totals[declarer] >= contract
        for seat in playing:
            details: tuple[tuple[str, int], ...]
            if seat == declarer:
                bases[seat] = declarer_score(contract, totals[seat])
                kind = _CONTRACT_MADE if made else _CONTRACT_FAILED
                details = (("contract", contract), ("points", totals[seat]))
            else:
                bases[seat] = defender_score(totals[seat], rules)
                kind = _POINTS
                details = (("points", totals[seat]), ("marriages", extras[seat]))
            if extra and seat == last:
                details += (("last_trick", extra),)
            if nines_bonus and seat == nines:
                details += (("four_nines", nines_bonus),)
            events[seat].append(_event({"kind": kind, "change": bases[seat], "details": details}))
            if is_bolt(rules, tricks[seat], totals[seat]):
                bolts[seat] = weight
    if multiplier > 1:
        # F6, F7: everything multiplied; declared marriages in a defender's score only if
        # the rules multiply them (the declarer scores the contract either way).
        plain = not marriages_multiplied
        why = (("multiplier", multiplier), ("deal", multiplied_deal))
        for seat in playing:
            more = bases[seat] * (multiplier - 1)
            if plain and seat != declarer and not summary.conceded:
                more -= extras[seat] * (multiplier - 1)
            if more:
                events[seat].append(_event({"kind": _MULTIPLIED, "change": more, "details": why}))
    return _build_result(
        {
            "declarer": declarer,
            "contract": contract,
            "made": made,
            "conceded": summary.conceded,
            "card_points": tuple(cards),
            "marriage_points": extras,
            "tricks": tuple(tricks),
            "score_changes": tuple(
                [sum([e.change for e in seat_events]) for seat_events in events]
            ),
            "marriages": marriages,
            "bolts": tuple(bolts),
            "multiplier": multiplier,
            "golden": summary.golden,
            "events": tuple(map(tuple, events)),
            "bonus_points": bonus,
            "half_marriages": halves,
            "ace_marriage": summary.ace_marriage,
            "last_trick": last if extra else None,
            "dark": summary.dark,
            "sitting_out": sitting,
            "talon_points": summary.talon_points,
            "talon_marriage": summary.talon_marriage,
            "four_nines": nines if nines_bonus else None,
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
    add up to 130, not 120; card_points[2]: seat 2 took no trick, so it has no card points...
    """
    problems = summary_problems(rules, summary)
    if problems:
        raise SummaryError(problems)
    return score(rules, summary)
