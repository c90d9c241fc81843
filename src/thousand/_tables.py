"""Precomputed tables for the hot paths: card masks, points, and interned actions.

Cards are bit positions ``suit * 6 + strength`` in 24-bit masks. Legal actions are
shared, prebuilt action objects (actions are immutable), so generating them is a few
table lookups instead of constructing attrs instances.
"""

from __future__ import annotations

from thousand.actions import Bid, Concede, DeclareContract, GiveCard, Look, Pass, PlayCard
from thousand.cards import CARD_POINTS, DECK

MAX_SEATS = 4
FULL_DECK = (1 << 24) - 1
TOTAL_CARD_POINTS = 120

SUIT_MASKS = tuple(63 << (6 * s) for s in range(4))
"""The six cards of each suit."""
JACK, QUEEN, KING, ACE = 1, 2, 3, 5
ACES = sum(1 << (6 * s + ACE) for s in range(4))
"""The four aces (E3, the ace marriage)."""
ABOVE = tuple(SUIT_MASKS[c // 6] & ~((2 << c) - 1) for c in range(24))
"""The cards of a card's suit that beat it (``core.rank_order``)."""
MARRIAGE_MASKS = tuple((1 << (6 * s + QUEEN)) | (1 << (6 * s + KING)) for s in range(4))
"""King and queen of each suit (``core.marriage``)."""
HALF_MARRIAGE_MASKS = tuple((1 << (6 * s + QUEEN)) | (1 << (6 * s + JACK)) for s in range(4))
"""Queen and jack of each suit (E4)."""

# Card points of every 6-bit pattern of one suit: a mask's points in four lookups.
_SUIT_POINTS = tuple(sum(CARD_POINTS[r] for r in range(6) if bits >> r & 1) for bits in range(64))


def mask_points(mask: int) -> int:
    """Card points of the cards in ``mask``."""
    return (
        _SUIT_POINTS[mask & 63]
        + _SUIT_POINTS[(mask >> 6) & 63]
        + _SUIT_POINTS[(mask >> 12) & 63]
        + _SUIT_POINTS[(mask >> 18) & 63]
    )


_QUEEN_BITS = sum(1 << (6 * s + QUEEN) for s in range(4))
# Queen bits of the suits whose king is also held -> those suits' indices.
_MARRIAGE_SUITS = {
    sum(1 << (6 * s + QUEEN) for s in range(4) if pattern >> s & 1): tuple(
        s for s in range(4) if pattern >> s & 1
    )
    for pattern in range(16)
}


def marriages_held(mask: int) -> tuple[int, ...]:
    """Suit indices of the marriages (king and queen) in ``mask``, ascending."""
    return _MARRIAGE_SUITS[mask & (mask >> 1) & _QUEEN_BITS]


def marriage_cards(mask: int) -> int:
    """The kings and queens of the marriages in ``mask``."""
    queens = mask & (mask >> 1) & _QUEEN_BITS
    return queens | queens << 1


def half_marriage_cards(mask: int) -> int:
    """The queens and jacks of the half marriages (E4) in ``mask``."""
    queens = mask & (mask << 1) & _QUEEN_BITS
    return queens | queens >> 1


# The card numbers of every 6-bit pattern of each suit.
_SUIT_CARD_INTS = tuple(
    tuple(tuple(s * 6 + r for r in range(6) if bits >> r & 1) for bits in range(64))
    for s in range(4)
)


def mask_cards(mask: int) -> tuple[int, ...]:
    """The card numbers in ``mask``, ascending."""
    return (
        _SUIT_CARD_INTS[0][mask & 63]
        + _SUIT_CARD_INTS[1][(mask >> 6) & 63]
        + _SUIT_CARD_INTS[2][(mask >> 12) & 63]
        + _SUIT_CARD_INTS[3][(mask >> 18) & 63]
    )


PLAY: tuple[tuple[PlayCard, ...], ...] = tuple(
    tuple(PlayCard(seat=seat, card=card) for card in DECK) for seat in range(MAX_SEATS)
)
PLAY_DECLARE: tuple[tuple[PlayCard, ...], ...] = tuple(
    tuple(PlayCard(seat=seat, card=card, declare=True) for card in DECK)
    for seat in range(MAX_SEATS)
)
# PLAY_BY_SUIT[seat][suit][bits]: the plays of the cards of one suit in a 6-bit pattern.
PLAY_BY_SUIT: tuple[tuple[tuple[tuple[PlayCard, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(tuple(PLAY[seat][s * 6 + r] for r in range(6) if bits >> r & 1) for bits in range(64))
        for s in range(4)
    )
    for seat in range(MAX_SEATS)
)


def plays_of_mask(seat: int, mask: int) -> tuple[PlayCard, ...]:
    """The plain plays of every card in ``mask`` by ``seat``, in card order."""
    by_suit = PLAY_BY_SUIT[seat]
    return (
        by_suit[0][mask & 63]
        + by_suit[1][(mask >> 6) & 63]
        + by_suit[2][(mask >> 12) & 63]
        + by_suit[3][(mask >> 18) & 63]
    )


def declares_of_mask(seat: int, mask: int) -> tuple[PlayCard, ...]:
    """The declaring plays (``declare=True``) of every card in ``mask``, in card order."""
    declares = PLAY_DECLARE[seat]
    return tuple(declares[card] for card in mask_cards(mask))


PASS: tuple[Pass, ...] = tuple(Pass(seat=seat) for seat in range(MAX_SEATS))
CONCEDE: tuple[Concede, ...] = tuple(Concede(seat=seat) for seat in range(MAX_SEATS))
GIVE: tuple[tuple[tuple[GiveCard, ...], ...], ...] = tuple(
    tuple(tuple(GiveCard(seat=seat, to=to, card=card) for card in DECK) for to in range(MAX_SEATS))
    for seat in range(MAX_SEATS)
)

LOOK: tuple[Look, ...] = tuple(Look(seat=seat) for seat in range(MAX_SEATS))

_BIDS: dict[tuple[int, int], Bid] = {}
_BLIND_BIDS: dict[tuple[int, int], Bid] = {}
_CONTRACTS: dict[tuple[int, int], DeclareContract] = {}


def bid(seat: int, value: int) -> Bid:
    """The shared ``Bid(seat, value)``."""
    action = _BIDS.get((seat, value))
    if action is None:
        action = _BIDS[seat, value] = Bid(seat=seat, value=value)
    return action


def blind_bid(seat: int, value: int) -> Bid:
    """The shared dark ``Bid(seat, value, blind=True)`` (C8)."""
    action = _BLIND_BIDS.get((seat, value))
    if action is None:
        action = _BLIND_BIDS[seat, value] = Bid(seat=seat, value=value, blind=True)
    return action


def contract(seat: int, value: int) -> DeclareContract:
    """The shared ``DeclareContract(seat, value)``."""
    action = _CONTRACTS.get((seat, value))
    if action is None:
        action = _CONTRACTS[seat, value] = DeclareContract(seat=seat, value=value)
    return action


def card_list(mask: int) -> str:
    """Cards of a mask as text for messages, e.g. ``"Kh, 9h"`` (strongest first)."""
    return ", ".join(str(DECK[c]) for c in range(23, -1, -1) if mask >> c & 1)
