"""Scoring a deal: card points, marriages, rounding, bolts, and the result of a deal.

One function per rule, each named for what it scores. A deal is scored from a
:class:`RoundSummary` (who declared what, each seat's card points, tricks and declared
marriages, whether it was conceded or golden) by one implementation shared by both ways
of scoring:

* :func:`round_result` scores a deal played through the engine (it builds the summary
  from the final state, :func:`round_summary`);
* :func:`score_round` scores a summary written down at a table playing with real cards,
  after checking that the deal could have happened (:class:`~thousand.SummaryError`).

The game-level rules (bolt penalties, the barrel, the dump truck, the winner) belong to
:func:`~thousand.record_round`.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from thousand import _tables as tables
from thousand._conditions import four_nines_seat
from thousand._data import ACE_MARRIAGE
from thousand._deal_rules import Outcome
from thousand._sitting_out import marriage_in, sitter_score
from thousand._summary_checks import summary_problems
from thousand._talons import pile_points
from thousand.actions import Concede, PlayCard
from thousand.cards import CARD_POINTS, SUITS, Card, Suit
from thousand.errors import Reason, StateError, SummaryError
from thousand.events import EventKind, ScoreEvent
from thousand.rules import (
    BoltRule,
    ConcedeAward,
    ConcedePenalty,
    MarriageKind,
    RedealCondition,
    Rounding,
    Rules,
)
from thousand.state import Phase, RoundState

__all__ = [
    "CONCEDE_AWARD",
    "Outcome",
    "RoundResult",
    "RoundSummary",
    "bolt_weight",
    "card_points",
    "concede_award",
    "concede_scores",
    "declarer_score",
    "defender_score",
    "is_bolt",
    "marriage_points",
    "marriage_value",
    "round_points",
    "round_result",
    "round_summary",
    "score_round",
]

CONCEDE_AWARD = 60
"""D6 ``fixed``: what each opponent scores when the declarer concedes."""


def card_points(cards: Iterable[Card]) -> int:
    """The card points of some cards (``core.card_points``).

    >>> from thousand import parse_cards
    >>> card_points(parse_cards("Ah Th Kh Qh Jh 9h"))
    30
    """
    return sum(CARD_POINTS[c] for c in cards)


def marriage_value(suit: Suit, rules: Rules, kind: MarriageKind = MarriageKind.MARRIAGE) -> int:
    """The value of a marriage of ``suit`` under ``rules`` (E2; E3 and E4 by ``kind``).

    A half marriage is worth half the suit's marriage, rounded down (E4); the ace marriage
    is worth ``play.ace_marriage_value`` whatever the suit of the ace led (E3).

    >>> marriage_value(Suit.HEARTS, Rules())
    100
    >>> marriage_value(Suit.CLUBS, Rules(), MarriageKind.HALF_MARRIAGE)
    30
    >>> marriage_value(Suit.SPADES, Rules(), MarriageKind.ACE_MARRIAGE)
    200
    """
    return rules.play.value_of(kind, suit)


def marriage_points(
    rules: Rules,
    marriages: Iterable[Suit],
    half_marriages: Iterable[Suit] = (),
    ace_marriage: bool = False,
) -> int:
    """What one seat's declared marriages are worth (E2-E4, ``core.marriage_declared_by_lead``).

    The one place where declared marriages become points, for both ways of scoring: the
    whole marriages, the half marriages (E4) and the ace marriage (E3), each valued by
    :meth:`PlayRules.value_of <thousand.PlayRules.value_of>`.

    >>> marriage_points(Rules(), [Suit.HEARTS, Suit.SPADES])
    140
    >>> marriage_points(Rules(), [Suit.HEARTS], [Suit.CLUBS], ace_marriage=True)
    330
    """
    play = rules.play
    points = sum(play.value_of(MarriageKind.MARRIAGE, suit) for suit in marriages)
    points += sum(play.value_of(MarriageKind.HALF_MARRIAGE, suit) for suit in half_marriages)
    if ace_marriage:
        points += play.ace_marriage_value
    return points


def round_points(points: int, rounding: Rounding) -> int:
    """Round a defender's total (F1).

    ``nearest_5``: a remainder of 1 or 2 rounds down, 3 or 4 rounds up (seed 001:
    "17 = 15 points; 18 points = 20").

    >>> [round_points(p, Rounding.NEAREST_5) for p in (17, 18, 31, 33, 37, 38)]
    [15, 20, 30, 35, 35, 40]
    >>> round_points(17, Rounding.NONE)
    17
    """
    if rounding is Rounding.NEAREST_5:
        remainder = points % 5
        return points - remainder if remainder <= 2 else points + 5 - remainder
    return points


def declarer_score(contract: int, points: int) -> int:
    """The declarer scores +contract if ``points`` reach it, else -contract.

    ``core.declarer_score`` and F2: the points (tricks plus declared marriages, plus the
    last-trick bonus of E6) are not rounded, and overtricks are ignored (seed 000: bid
    170, took 220, scores 170).

    >>> declarer_score(170, 220), declarer_score(100, 99)
    (170, -100)
    """
    return contract if points >= contract else -contract


def defender_score(points: int, rules: Rules) -> int:
    """A defender scores their points, rounded (``core.defender_score``, F1).

    The points are the card points of their tricks plus their declared marriages, plus
    the last-trick bonus of E6 when they took the last trick.

    >>> defender_score(17, Rules())
    15
    """
    return round_points(points, rules.deal_scoring.rounding)


def concede_award(rules: Rules, contract: int) -> int:
    """D6: what each opponent scores when the declarer concedes ``contract``.

    ``fixed``: 60. ``half_contract``: half the contract, rounded down to a whole number
    and then as a defender's points are (F1): half of 105 is 52, which rounds to 50.

    >>> concede_award(Rules(), 120)
    60
    >>> from thousand import TalonRules
    >>> half = Rules(talon=TalonRules(concede_award=ConcedeAward.HALF_CONTRACT))
    >>> concede_award(half, 120), concede_award(half, 105), concede_award(half, 115)
    (60, 50, 55)
    """
    if rules.talon.concede_award is ConcedeAward.HALF_CONTRACT:
        return defender_score(contract // 2, rules)
    return CONCEDE_AWARD


def concede_scores(
    rules: Rules, declarer: int, contract: int, seats: Iterable[int]
) -> dict[int, int]:
    """D4-D6: what a concession scores per seat, before any multiplier.

    The declarer loses the contract (nothing with D5 ``bolt``, which records a bolt
    instead); each opponent scores the award of D6.

    >>> concede_scores(Rules(), 1, 120, [1, 2, 0])
    {1: -120, 2: 60, 0: 60}
    """
    penalty = 0 if rules.talon.concede_penalty is ConcedePenalty.BOLT else -contract
    award = concede_award(rules, contract)
    return {seat: penalty if seat == declarer else award for seat in seats}


def is_bolt(rules: Rules, tricks: int, points: int) -> bool:
    """F3: whether a seat gets a bolt in a played deal.

    ``tricks`` is what it took; ``points`` its card points plus declared marriages.

    >>> is_bolt(Rules(), 0, 0), is_bolt(Rules(), 1, 0)
    (True, False)
    >>> from thousand import DealScoringRules
    >>> is_bolt(Rules(deal_scoring=DealScoringRules(bolt_rule=BoltRule.NO_POINTS)), 1, 0)
    True
    """
    if rules.deal_scoring.bolt_rule is BoltRule.NO_POINTS:
        return points == 0
    return tricks == 0


def bolt_weight(rules: Rules, multiplier: int) -> int:
    """F5: how many bolts one bolt counts for in a deal with this multiplier.

    >>> bolt_weight(Rules(), 1), bolt_weight(Rules(), 2)
    (1, 2)
    """
    return multiplier if rules.deal_scoring.bolt_doubling and multiplier > 1 else 1


@attrs.frozen(kw_only=True)
class RoundSummary:
    """What a score keeper writes down about a deal: enough to score it.

    Attributes:
        declarer: the seat that won the auction (or played the golden deal).
        contract: the final contract.
        card_points: per seat, the card points of the tricks taken and of the piles the
            rules give it (two players, A4: the unused talon, the discards, the bank);
            they add up to 120 (with a dummy, A3, 120 less the cards out of play). May be
            left out (``()``) for a conceded deal.
        tricks: per seat, the number of tricks taken (they add up to 8; two players: 10,
            11 with seed 004's ``give_one``, 12 with a stock of six each, A3). May be
            left out for a conceded deal.
        marriages: per seat, the suits of the marriages it declared; ``()`` when nobody
            declared one.
        conceded: the declarer conceded (D4).
        golden: a golden deal: the compulsory 120, scores multiplied (G13, F7).
        half_marriages: per seat, the suits of the half marriages it declared (E4);
            ``()`` when nobody declared one.
        ace_marriage: the seat that declared the ace marriage (E3), or ``None``.
        last_trick: the seat that took the last trick; needed for a played deal when the
            rules give a last-trick bonus (E6), else ``None`` will do.
        dark: a dark deal: won with a dark bid (C8, C9), the contract at least 120,
            scores multiplied (F6).
        sitting_out: four players: the seat that sat out, the dealer (A5); it takes no
            trick and scores the talon. ``None`` for two and three players.
        talon_points: four players: the card points of the talon, which the dealer
            sitting out scores (A5).
        talon_marriage: four players: the suit of a marriage (king and queen) lying in
            the talon, whose value the dealer sitting out scores too (A5), or ``None``.
        outcome: how the deal ended: ``played`` (the default: played out or conceded), or
            ended without play (:class:`Outcome`): then ``declarer`` and ``contract`` are
            ``None`` and nothing was played.
        outcome_seat: for a deal that ended without play, the seat it is about: the
            seat that claimed the redeal, the cutter who pays for the third nine (A9),
            the dealer who exposed a card (A10); ``None`` for a deal thrown in (C1).
        redeal_condition: for a redeal, the condition claimed (B1), if written down.
        four_nines: the seat that led the first of the four nines it held and scores the
            four-nines bonus (B5), or ``None``.

    >>> s = RoundSummary(declarer=1, contract=120, card_points=(35, 70, 15),
    ...                  tricks=(2, 4, 2), marriages=((), (Suit.HEARTS,), ()))
    >>> score_round(Rules(), s).score_changes
    (35, 120, 15)
    >>> redeal = RoundSummary(outcome=Outcome.REDEAL, outcome_seat=2,
    ...                       redeal_condition=RedealCondition.HAND_POINTS_BELOW)
    >>> score_round(Rules(), redeal).score_changes, score_round(Rules(), redeal).declarer
    ((0, 0, 0), None)
    """

    declarer: int | None = None
    contract: int | None = None
    card_points: tuple[int, ...] = ()
    tricks: tuple[int, ...] = ()
    marriages: tuple[tuple[Suit, ...], ...] = ()
    conceded: bool = False
    golden: bool = False
    half_marriages: tuple[tuple[Suit, ...], ...] = ()
    ace_marriage: int | None = None
    last_trick: int | None = None
    dark: bool = False
    sitting_out: int | None = None
    talon_points: int = 0
    talon_marriage: Suit | None = None
    outcome: Outcome = Outcome.PLAYED
    outcome_seat: int | None = None
    redeal_condition: RedealCondition | None = None
    four_nines: int | None = None


@attrs.frozen
class RoundResult:
    """The outcome of one deal, with the reason for every number.

    A deal that ended without being played (a redeal, a deal thrown in, an exposed card,
    the cutter's third nine: ``outcome``) has no declarer and no contract (``None``),
    nothing made or conceded, zero points everywhere; its ``score_changes`` hold the
    penalty, if any, and ``outcome_seat`` names the seat it is about.

    Attributes:
        declarer: the seat that won the auction; ``None`` for a deal not played.
        contract: the final contract; ``None`` for a deal not played.
        made: whether the declarer made the contract (``False`` when conceded).
        conceded: whether the declarer conceded (D4).
        card_points: per seat, the card points of the tricks taken, and with two players
            of the piles the rules give it (A4): 120 in all when the deal is played out
            (with a dummy, A3, less the cards out of play).
        marriage_points: per seat, the value of the marriages declared, of every kind
            (E2; the ace marriage E3 and half marriages E4 included); for a dealer who
            sat out, the value of the marriage lying in the talon (A5).
        tricks: per seat, the number of tricks taken.
        score_changes: per seat, what the deal adds to the score, before the game's rules
            (:func:`~thousand.record_round`) apply.
        marriages: per seat, the suits of the marriages declared, in suit order.
        bolts: per seat, the bolts earned (F3; 2 for one bolt in a doubled deal, F5; the
            declarer's bolt for a concession under D5 ``bolt``).
        multiplier: what the scores were multiplied by (F7 golden, F6 dark; 1 otherwise).
        golden: whether this was a golden deal (G13).
        events: per seat, how the score change came about (they add up to it).
        bonus_points: per seat, the bonuses that count like card points: the last-trick
            bonus (E6, ``play.last_trick_bonus`` for the seat that took the last trick)
            and the four-nines bonus (B5); 0 for the others and when conceded.
        half_marriages: per seat, the suits of the half marriages declared (E4).
        ace_marriage: the seat that declared the ace marriage (E3), or ``None``.
        last_trick: the seat that took the last trick when it earned the bonus (E6),
            else ``None``.
        dark: whether this was a dark deal, won with a dark bid (C8, C9, F6).
        sitting_out: four players: the dealer, who sat out (A5); else ``None``.
        talon_points: four players: the talon's card points, scored by the dealer who
            sat out (A5), on top of the 120 in the tricks.
        talon_marriage: four players: the suit of the marriage lying in the talon (A5),
            or ``None``.
        outcome: how the deal ended (:class:`Outcome`): ``played`` unless it ended
            without being played.
        outcome_seat: for a deal not played, the seat it is about: the claimant of a
            redeal, the cutter penalized for the third nine, the dealer who exposed a
            card; ``None`` otherwise (and for a deal thrown in).
        redeal_condition: the condition a redeal was claimed on (B1), if known.
        four_nines: the seat that scored the four-nines bonus (B5), or ``None``.
    """

    declarer: int | None
    contract: int | None
    made: bool
    conceded: bool
    card_points: tuple[int, ...]
    marriage_points: tuple[int, ...]
    tricks: tuple[int, ...]
    score_changes: tuple[int, ...]
    marriages: tuple[tuple[Suit, ...], ...] = ()
    bolts: tuple[int, ...] = ()
    multiplier: int = 1
    golden: bool = False
    events: tuple[tuple[ScoreEvent, ...], ...] = ()
    bonus_points: tuple[int, ...] = ()
    half_marriages: tuple[tuple[Suit, ...], ...] = ()
    ace_marriage: int | None = None
    last_trick: int | None = None
    dark: bool = False
    sitting_out: int | None = None
    talon_points: int = 0
    talon_marriage: Suit | None = None
    outcome: Outcome = Outcome.PLAYED
    outcome_seat: int | None = None
    redeal_condition: RedealCondition | None = None
    four_nines: int | None = None

    @property
    def played(self) -> bool:
        """Whether the deal was played (or conceded), not ended before play."""
        return self.outcome is Outcome.PLAYED

    @property
    def points(self) -> tuple[int, ...]:
        """Per seat, card points plus marriage points plus the last-trick bonus, unrounded.

        What the declarer's contract is compared with, and what a defender's rounded
        score comes from. A dealer who sat out (A5) has the talon's points and marriage.
        """
        bonus = self.bonus_points or (0,) * len(self.card_points)
        points = [
            c + m + b for c, m, b in zip(self.card_points, self.marriage_points, bonus, strict=True)
        ]
        if self.sitting_out is not None:
            points[self.sitting_out] += self.talon_points
        return tuple(points)

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.score_changes)


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


def _score(rules: Rules, summary: RoundSummary) -> RoundResult:
    """Score a summary known to be possible: every deal-level rule, both paths."""
    if summary.outcome is not Outcome.PLAYED:
        from thousand._unplayed import score_unplayed

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
                    ScoreEvent(EventKind.CONCEDED, by_seat[seat], (("contract", contract),))
                )
                if rules.talon.concede_penalty is ConcedePenalty.BOLT:
                    bolts[seat] = weight  # D5: a bolt instead of the penalty
            else:
                events[seat].append(ScoreEvent(EventKind.CONCEDE_AWARD, by_seat[seat]))
    else:
        totals = [c + m + b for c, m, b in zip(cards, extras, bonus, strict=True)]
        made = totals[declarer] >= contract
        for seat in playing:
            details: tuple[tuple[str, int], ...]
            if seat == declarer:
                bases[seat] = declarer_score(contract, totals[seat])
                kind = EventKind.CONTRACT_MADE if made else EventKind.CONTRACT_FAILED
                details = (("contract", contract), ("points", totals[seat]))
            else:
                bases[seat] = defender_score(totals[seat], rules)
                kind = EventKind.POINTS
                details = (("points", totals[seat]), ("marriages", extras[seat]))
            if extra and seat == last:
                details += (("last_trick", extra),)
            if nines_bonus and seat == nines:
                details += (("four_nines", nines_bonus),)
            events[seat].append(ScoreEvent(kind, bases[seat], details))
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
                events[seat].append(ScoreEvent(EventKind.MULTIPLIED, more, why))
    return RoundResult(
        declarer=declarer,
        contract=contract,
        made=made,
        conceded=summary.conceded,
        card_points=tuple(cards),
        marriage_points=extras,
        tricks=tuple(tricks),
        score_changes=tuple(sum(e.change for e in seat_events) for seat_events in events),
        marriages=marriages,
        bolts=tuple(bolts),
        multiplier=multiplier,
        golden=summary.golden,
        events=tuple(tuple(seat_events) for seat_events in events),
        bonus_points=bonus,
        half_marriages=halves,
        ace_marriage=summary.ace_marriage,
        last_trick=last if extra else None,
        dark=summary.dark,
        sitting_out=sitting,
        talon_points=summary.talon_points,
        talon_marriage=summary.talon_marriage,
        four_nines=nines if nines_bonus else None,
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
    allows (C3-C6), a golden deal only at 120 under rules with a golden round (G13), a
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
    return _score(rules, summary)


def round_summary(state: RoundState) -> RoundSummary:
    """The summary of a finished deal: what a score keeper would write down.

    Raises:
        StateError: the deal is not over (reason ``round_not_over``).
    """
    d = state._d
    if d.phase is not Phase.OVER:
        raise StateError(
            Reason.ROUND_NOT_OVER, f"the deal is not over (phase {d.phase.value}): no result yet"
        )
    last = type(d.log[-1])
    if last is not PlayCard and last is not Concede:  # ended before play (outcome_of)
        from thousand._unplayed import unplayed_summary

        return unplayed_summary(d)
    n = d.setup.players
    marriages: tuple[tuple[Suit, ...], ...] = ()
    halves: tuple[tuple[Suit, ...], ...] = ()
    ace_marriage = None
    if d.marriages:
        by_kind: tuple[list[list[Suit]], ...] = ([[] for _ in range(n)], [[] for _ in range(n)])
        for seat, suit, kind in d.marriages:
            if kind == ACE_MARRIAGE:
                ace_marriage = seat
            else:  # kind codes 0 and 1: MARRIAGE, HALF_MARRIAGE
                by_kind[kind][seat].append(SUITS[suit])
        whole, half = (tuple(tuple(suits) for suits in k) for k in by_kind)
        marriages = whole if any(whole) else ()
        halves = half if any(half) else ()
    tricks = [0] * n
    for _, _, winner in d.tricks:
        tricks[winner] += 1
    setup = d.setup
    card_points = tuple(tables.mask_points(mask) for mask in d.taken)
    if setup.two is not None and setup.two.talon_choice:
        # A4: the unused talon (or the bank) and the discards.
        card_points = tuple(p + x for p, x in zip(card_points, pile_points(d), strict=True))
    summary = RoundSummary(
        declarer=d.terms.bidder,
        contract=d.terms.bid,
        card_points=card_points,
        tricks=tuple(tricks),
        marriages=marriages,
        conceded=d.terms.conceded,
        golden=setup.context.golden is not None,
        half_marriages=halves,
        ace_marriage=ace_marriage,
        # E6: written down only when it scores, as a score keeper would.
        last_trick=d.tricks[-1][2] if d.tricks and setup.rules.play.last_trick_bonus else None,
        dark=d.terms.dark,
        four_nines=four_nines_seat(d) if setup.rules.redeal.four_nines_bonus else None,
    )
    if setup.sitting >= 0:  # A5: the dealer sat out and scores the talon
        talon = d.terms.talons[0]
        return attrs.evolve(
            summary,
            sitting_out=setup.sitting,
            talon_points=tables.mask_points(talon),
            talon_marriage=marriage_in(talon),
        )
    return summary


def round_result(state: RoundState) -> RoundResult:
    """Score a finished deal.

    Args:
        state: a deal in phase ``OVER``.

    Returns:
        The result: who declared what, who took what, each seat's score change and why.

    Raises:
        StateError: the deal is not over (reason ``round_not_over``).
    """
    return _score(state.rules, round_summary(state))
