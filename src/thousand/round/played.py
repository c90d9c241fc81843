"""Tricks and declared marriages as public values, built from a state's raw facts.

:class:`Trick` and :class:`Declaration` are what :class:`~thousand.RoundState` and
:class:`~thousand.PlayerView` show of trick play; :mod:`thousand.state` re-exports them.
The helpers turn the state's tuples of ints into them for both. Completed tricks and
declarations are shared between successive states, so their values are cached by the
raw tuples.
"""

from __future__ import annotations

import functools

import attrs

from thousand.cards import DECK, SUITS, Card, Suit
from thousand.round.facts import KINDS, MARRIAGE
from thousand.rules.play import MarriageKind


@attrs.frozen
class Trick:
    """A trick: the cards played to it in order, and who took it.

    Attributes:
        plays: ``(seat, card)`` pairs in the order played; the first seat led.
        winner: the seat that took the trick (``core.trick_winner``).
    """

    plays: tuple[tuple[int, Card], ...]
    winner: int

    @property
    def leader(self) -> int:
        """The seat that led."""
        return self.plays[0][0]

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the order played."""
        return tuple(card for _, card in self.plays)

    @property
    def points(self) -> int:
        """The card points in the trick."""
        return sum(card.points for _, card in self.plays)


@attrs.frozen
class Declaration:
    """A declared marriage of any kind (``core.marriage_declared_by_lead``, E3, E4).

    Attributes:
        seat: the seat that declared it by leading one of its cards.
        kind: a marriage (king and queen), a half marriage (queen and jack, E4) or the
            ace marriage (four aces, E3).
        suit: the suit of the card led: the marriage's suit, or for the ace marriage the
            suit of the ace led (the new trump under ``sets_trump``).

    >>> Declaration(1, MarriageKind.MARRIAGE, Suit.HEARTS)
    Declaration(seat=1, kind=<MarriageKind.MARRIAGE: 'marriage'>, suit=<Suit.HEARTS: 'h'>)
    """

    seat: int
    kind: MarriageKind
    suit: Suit


@functools.lru_cache(maxsize=256)
def marriages_of(raw: tuple[tuple[int, int, int], ...]) -> tuple[tuple[int, Suit], ...]:
    """The ``(seat, suit)`` of the ordinary marriages among declarations ``raw``."""
    return tuple((seat, SUITS[suit]) for seat, suit, kind in raw if kind == MARRIAGE)


@functools.lru_cache(maxsize=256)
def declarations_of(raw: tuple[tuple[int, int, int], ...]) -> tuple[Declaration, ...]:
    """Declarations ``raw`` (seat, suit index, kind code) as :class:`Declaration` values."""
    return tuple(Declaration(seat, KINDS[kind], SUITS[suit]) for seat, suit, kind in raw)


def plays_of(
    next_seat: tuple[int, ...], leader: int, cards: tuple[int, ...]
) -> tuple[tuple[int, Card], ...]:
    """The ``(seat, card)`` plays of a trick led by ``leader``."""
    plays = []
    seat = leader
    for card in cards:
        plays.append((seat, DECK[card]))
        seat = next_seat[seat]
    return tuple(plays)


@functools.lru_cache(maxsize=4096)
def tricks_of(next_seat: tuple[int, ...], raw: tuple[tuple[int, ...], ...]) -> tuple[Trick, ...]:
    """Completed tricks ``raw`` (leader, winner, *cards) as :class:`Trick` values."""
    if not raw:
        return ()
    done = tricks_of(next_seat, raw[:-1])
    last = raw[-1]
    return (*done, Trick(plays_of(next_seat, last[0], last[2:]), last[1]))
