"""Scoring a deal: card points, marriages, rounding, and the result of a deal.

One function per rule, each named for what it scores; :func:`round_result` puts them
together for a deal played through the engine.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from thousand import _tables as tables
from thousand.cards import CARD_POINTS, Card, Suit
from thousand.errors import Reason, StateError
from thousand.rules import MarriageKind, Rounding, Rules
from thousand.state import Phase, RoundState, Setup

__all__ = [
    "CONCEDE_AWARD",
    "RoundResult",
    "card_points",
    "concede_scores",
    "declarer_score",
    "defender_score",
    "marriage_value",
    "round_points",
    "round_result",
]

CONCEDE_AWARD = 60
"""D4: what each opponent scores when the declarer concedes."""


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


def declared_points(setup: Setup, marriages: Iterable[tuple[int, int, int]]) -> list[int]:
    """Per seat, the value of the marriages declared, of every kind (E2-E4; private).

    ``marriages`` are the state's facts: ``(seat, suit index, kind code)``.
    """
    points = [0] * setup.players
    values = setup.declaration_values
    for seat, suit, kind in marriages:
        points[seat] += values[kind][suit]
    return points


def last_trick_points(
    setup: Setup, tricks: tuple[tuple[int, tuple[int, ...], int], ...]
) -> list[int]:
    """Per seat, E6's bonus to whoever took the last trick of a finished deal (private).

    ``tricks`` are every trick of the deal, the state's facts; none when it was conceded.
    """
    points = [0] * setup.players
    if tricks:
        points[tricks[-1][2]] = setup.rules.play.last_trick_bonus
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
    """
    return round_points(points, rules.deal_scoring.rounding)


def concede_scores(
    rules: Rules, declarer: int, contract: int, seats: Iterable[int]
) -> dict[int, int]:
    """D4: the declarer loses the contract, each opponent scores 60."""
    return {seat: -contract if seat == declarer else CONCEDE_AWARD for seat in seats}


@attrs.frozen
class RoundResult:
    """The outcome of one deal.

    Attributes:
        declarer: the seat that won the auction.
        contract: the final contract.
        made: whether the declarer made the contract (``False`` when conceded).
        conceded: whether the declarer conceded (D4).
        card_points: per seat, the card points of the tricks taken (120 in all when the
            deal is played out).
        marriage_points: per seat, the value of the marriages declared, of every kind
            (E2; the ace marriage E3 and half marriages E4 included).
        tricks: per seat, the number of tricks taken.
        score_changes: per seat, what the deal adds to the score.
        bonus_points: per seat, the last-trick bonus (E6): ``play.last_trick_bonus`` for
            the seat that took the last trick, 0 for the others and when conceded.
    """

    declarer: int
    contract: int
    made: bool
    conceded: bool
    card_points: tuple[int, ...]
    marriage_points: tuple[int, ...]
    tricks: tuple[int, ...]
    score_changes: tuple[int, ...]
    bonus_points: tuple[int, ...]

    @property
    def points(self) -> tuple[int, ...]:
        """Per seat, card points plus marriage points plus the last-trick bonus, unrounded.

        What the declarer's contract is compared with, and what a defender's rounded
        score comes from.
        """
        return tuple(
            c + m + b
            for c, m, b in zip(
                self.card_points, self.marriage_points, self.bonus_points, strict=True
            )
        )


def round_result(state: RoundState) -> RoundResult:
    """Score a finished deal.

    Args:
        state: a deal in phase ``OVER``.

    Returns:
        The result: who declared what, who took what, and each seat's score change.

    Raises:
        StateError: the deal is not over (reason ``round_not_over``).
    """
    d = state._d
    if d.phase is not Phase.OVER:
        raise StateError(
            Reason.ROUND_NOT_OVER, f"the deal is not over (phase {d.phase.value}): no result yet"
        )
    setup = d.setup
    rules = setup.rules
    n = setup.players
    declarer, contract = d.terms.bidder, d.terms.bid
    cards = tuple(tables.mask_points(mask) for mask in d.taken)
    marriages = declared_points(setup, d.marriages)
    bonus = last_trick_points(setup, d.tricks)
    tricks = [0] * n
    for _, _, winner in d.tricks:
        tricks[winner] += 1
    if d.terms.conceded:
        by_seat = concede_scores(rules, declarer, contract, setup.seats)
        changes = tuple(by_seat.get(seat, 0) for seat in range(n))
        made = False
    else:
        totals = [c + m + b for c, m, b in zip(cards, marriages, bonus, strict=True)]
        made = totals[declarer] >= contract
        changes = tuple(
            declarer_score(contract, totals[seat])
            if seat == declarer
            else defender_score(totals[seat], rules)
            for seat in range(n)
        )
    return RoundResult(
        declarer=declarer,
        contract=contract,
        made=made,
        conceded=d.terms.conceded,
        card_points=cards,
        marriage_points=tuple(marriages),
        tricks=tuple(tricks),
        score_changes=changes,
        bonus_points=tuple(bonus),
    )
