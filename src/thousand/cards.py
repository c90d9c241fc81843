"""Cards of the 24-card Thousand deck: suits, ranks, cards and their notation.

A :class:`Card` is an :class:`~enum.IntEnum` of 24 members numbered ``suit * 6 + rank``,
so that the engine can use cards as bit positions in 24-bit hand masks (``core.deck``).
Within a suit, higher numbers are stronger cards (``core.rank_order``: A > 10 > K > Q >
J > 9); across suits the order is spades < clubs < diamonds < hearts, the order of the
marriage values (``core.marriage``).

Text forms (:meth:`Card.parse`): rank then suit, case-insensitive, the ten written ``T``
or ``10``, the suit a letter (``s c d h``) or a symbol (``♠ ♣ ♦ ♥``). ``str(card)`` is the
canonical form: ``"Ah"``, ``"Th"``, ``"9s"``.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from thousand.errors import NotationError, shown, wrong_type

__all__ = [
    "CARD_POINTS",
    "DECK",
    "Card",
    "Rank",
    "Suit",
    "cards_mask",
    "cards_of_mask",
    "format_cards",
    "parse_cards",
]


class Suit(enum.StrEnum):
    """The four suits, valued as their notation letter.

    Declared in the order of their marriage values (``core.marriage``: ♠40 ♣60 ♦80
    ♥100), which is also the order of :class:`Card` numbers.

    >>> Suit.HEARTS.symbol
    '♥'
    >>> Suit("h") is Suit.HEARTS
    True
    """

    SPADES = "s"
    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"

    @property
    def ordinal(self) -> int:
        """Position 0..3 in the order spades, clubs, diamonds, hearts."""
        return _SUIT_INDEX[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: ``♠ ♣ ♦ ♥``."""
        return _SUIT_SYMBOLS[_SUIT_INDEX[self]]


class Rank(enum.StrEnum):
    """The six ranks, weakest first (``core.rank_order``), valued as their notation.

    Members are strings, so ``<`` compares their letters; compare :attr:`strength` for the
    order in a trick.

    >>> Rank.TEN.points, Rank.ACE.points
    (10, 11)
    >>> Rank.TEN.strength > Rank.KING.strength
    True
    """

    NINE = "9"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    TEN = "T"
    ACE = "A"

    @property
    def strength(self) -> int:
        """Trick-taking strength 0 (nine) .. 5 (ace)."""
        return _RANK_INDEX[self]

    @property
    def points(self) -> int:
        """Card points (``core.card_points``): A 11, 10 10, K 4, Q 3, J 2, 9 0."""
        return _RANK_POINTS[_RANK_INDEX[self]]


SUITS: tuple[Suit, ...] = tuple(Suit)


RANKS: tuple[Rank, ...] = tuple(Rank)


_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}


_RANK_INDEX = {r: i for i, r in enumerate(RANKS)}


_SUIT_SYMBOLS = ("♠", "♣", "♦", "♥")


_RANK_POINTS = (0, 2, 3, 4, 10, 11)


class Card(enum.IntEnum):
    """One of the 24 cards, numbered ``suit.index * 6 + rank.strength``.

    >>> card = Card.parse("10h")
    >>> card, str(card), card.suit, card.rank, card.points
    (Card.TEN_OF_HEARTS, 'Th', <Suit.HEARTS: 'h'>, <Rank.TEN: 'T'>, 10)
    >>> Card.parse("A♥") is Card.parse("ah") is Card.ACE_OF_HEARTS
    True
    >>> Card.ACE_OF_HEARTS > Card.TEN_OF_HEARTS > Card.KING_OF_HEARTS
    True
    """

    NINE_OF_SPADES = 0
    JACK_OF_SPADES = 1
    QUEEN_OF_SPADES = 2
    KING_OF_SPADES = 3
    TEN_OF_SPADES = 4
    ACE_OF_SPADES = 5
    NINE_OF_CLUBS = 6
    JACK_OF_CLUBS = 7
    QUEEN_OF_CLUBS = 8
    KING_OF_CLUBS = 9
    TEN_OF_CLUBS = 10
    ACE_OF_CLUBS = 11
    NINE_OF_DIAMONDS = 12
    JACK_OF_DIAMONDS = 13
    QUEEN_OF_DIAMONDS = 14
    KING_OF_DIAMONDS = 15
    TEN_OF_DIAMONDS = 16
    ACE_OF_DIAMONDS = 17
    NINE_OF_HEARTS = 18
    JACK_OF_HEARTS = 19
    QUEEN_OF_HEARTS = 20
    KING_OF_HEARTS = 21
    TEN_OF_HEARTS = 22
    ACE_OF_HEARTS = 23

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return SUITS[self // 6]

    @property
    def rank(self) -> Rank:
        """The card's rank."""
        return RANKS[self % 6]

    @property
    def points(self) -> int:
        """Card points (``core.card_points``)."""
        return CARD_POINTS[self]

    @property
    def symbol(self) -> str:
        """The card with its suit symbol, e.g. ``"A♥"``."""
        return RANKS[self % 6].value + _SUIT_SYMBOLS[self // 6]

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        """The card of ``rank`` and ``suit``.

        >>> Card.of(Rank.KING, Suit.SPADES)
        Card.KING_OF_SPADES
        """
        return DECK[_SUIT_INDEX[suit] * 6 + _RANK_INDEX[rank]]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from text such as ``"Ah"``, ``"10h"``, ``"Th"``, ``"A♥"`` or ``"ah"``.

        Args:
            text: rank then suit; surrounding spaces are ignored.

        Returns:
            The card.

        Raises:
            NotationError: the text is not a card.

        >>> Card.parse(" 9S ")
        Card.NINE_OF_SPADES
        >>> Card.parse("1h")
        Traceback (most recent call last):
        ...
        thousand.errors.NotationError: not a card: '1h' (expected rank 9 J Q K T/10 A ...
        """
        if not isinstance(text, str):
            raise NotationError(
                f"not a card: {shown(text)} (expected text such as 'Ah')", text=text
            )
        card = _PARSE.get(text.strip().lower())
        if card is None:
            raise NotationError(
                f"not a card: {shown(text)} (expected rank 9 J Q K T/10 A then suit s c d h or"
                " ♠ ♣ ♦ ♥, e.g. 'Ah')",
                text=text,
            )
        return card

    def __str__(self) -> str:
        return _CARD_TEXT[self]

    def __format__(self, spec: str) -> str:
        return format(_CARD_TEXT[self], spec)

    def __repr__(self) -> str:
        return f"Card.{self.name}"


DECK: tuple[Card, ...] = tuple(Card)
"""The 24 cards in :class:`Card` order (``core.deck``)."""


CARD_POINTS: tuple[int, ...] = tuple(_RANK_POINTS[i % 6] for i in range(24))
"""Card points indexed by card number; they sum to 120 (``core.card_points``)."""


_CARD_TEXT = tuple(RANKS[i % 6].value + SUITS[i // 6].value for i in range(24))


_PARSE: dict[str, Card] = {}

for _card in DECK:
    _ranks = [_card.rank.value.lower()] + (["10"] if _card.rank is Rank.TEN else [])
    _suits = [_card.suit.value, _SUIT_SYMBOLS[_card // 6]]
    for _r in _ranks:
        for _s in _suits:
            _PARSE[_r + _s] = _card

del _card, _ranks, _suits, _r, _s


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read several cards, separated by spaces or commas, or given as a list of texts.

    Args:
        text: e.g. ``"Ah 10h Kh"`` or ``["Ah", "Th"]``.

    Returns:
        The cards in the order given.

    Raises:
        NotationError: one of the texts is not a card, or ``text`` is neither text nor
            a sequence of texts.

    >>> parse_cards("Ah, 10h Kh")
    (Card.ACE_OF_HEARTS, Card.TEN_OF_HEARTS, Card.KING_OF_HEARTS)
    """
    if isinstance(text, str):
        if len(text) > _MAX_CARDS_TEXT:
            raise NotationError(f"more than {MAX_CARDS_READ} cards: {shown(text)}", text=text)
        parts: Iterable[str] = text.replace(",", " ").split()
    elif isinstance(text, Iterable):
        parts = text
    else:
        raise NotationError(
            f"not cards: {shown(text)} (expected text such as 'Ah 10h' or a list of cards)",
            text=text,
        )
    cards: list[Card] = []
    for part in parts:
        if len(cards) == MAX_CARDS_READ:
            raise NotationError(f"more than {MAX_CARDS_READ} cards: {shown(text)}", text=text)
        cards.append(Card.parse(part))
    return tuple(cards)


def format_cards(cards: Iterable[Card]) -> str:
    """Write cards in canonical notation, separated by spaces.

    Raises:
        StateError: ``cards`` are not :class:`Card` values (reason ``malformed_action``).

    >>> format_cards(parse_cards("10h 9s"))
    'Th 9s'
    """
    return " ".join([_CARD_TEXT[c] for c in checked_cards("format_cards", cards)])


def checked_cards(function: str, cards: object) -> list[Card]:
    """``cards`` as a list, or the error of ``function`` handed anything but cards.

    The cards are read one by one and the first that is not a :class:`Card` (an int, a
    string of notation) stops the reading, as does a card beyond ``MAX_CARDS_READ``,
    so a huge or endless iterable costs nothing.
    """
    if not isinstance(cards, Iterable):
        raise wrong_type(function, "cards (Card values)", cards)
    given: list[Card] = []
    for card in cards:
        if type(card) is not Card:
            raise wrong_type(function, "cards (Card values)", card)
        if len(given) == MAX_CARDS_READ:
            raise wrong_type(function, f"at most {MAX_CARDS_READ} cards", cards)
        given.append(card)
    return given


MAX_CARDS_READ = 1000
"""The most cards a function reads from one argument: far more than any pile of the
24-card pack holds, repeats included, and few enough that a huge or endless argument
is refused at once."""

_MAX_CARDS_TEXT = 16 * MAX_CARDS_READ
"""The longest text :func:`parse_cards` reads: room for every card it reads, written
with generous spacing."""


def cards_mask(cards: Iterable[Card]) -> int:
    """The 24-bit mask with the bit of each card set.

    >>> cards_mask([Card.NINE_OF_SPADES, Card.JACK_OF_SPADES])
    3
    """
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a 24-bit mask, in :class:`Card` order.

    >>> cards_of_mask(3)
    (Card.NINE_OF_SPADES, Card.JACK_OF_SPADES)
    """
    return (
        _SUIT_CARDS[0][mask & 63]
        + _SUIT_CARDS[1][(mask >> 6) & 63]
        + _SUIT_CARDS[2][(mask >> 12) & 63]
        + _SUIT_CARDS[3][(mask >> 18) & 63]
    )


# For each suit, the cards of every 6-bit pattern: masks turn into tuples with four lookups.
_SUIT_CARDS: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(
    tuple(tuple(DECK[s * 6 + r] for r in range(6) if bits >> r & 1) for bits in range(64))
    for s in range(4)
)


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


QUEEN_BITS = _QUEEN_BITS
"""The four queens: ``mask & mask >> 1 & QUEEN_BITS`` keeps the queen of each marriage
held, the key of :data:`MARRIAGE_SUITS`."""

MARRIAGE_SUITS = _MARRIAGE_SUITS
"""Suit indices of the marriages held, ascending, by the queens of those marriages."""


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


def card_list(mask: int) -> str:
    """Cards of a mask as text for messages, e.g. ``"Kh, 9h"`` (strongest first)."""
    return ", ".join(str(DECK[c]) for c in range(23, -1, -1) if mask >> c & 1)
