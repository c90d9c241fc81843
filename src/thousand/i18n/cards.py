"""Cards, suits and ranks as players of each language name them.

The short form is the rank's letter as that language writes it and the suit's symbol
(``Т♥``: the Russian туз; ``D♠``: the Polish dama); the long form is the card's name.

>>> from thousand import Card, Suit
>>> ace = Card.ACE_OF_HEARTS
>>> format_card(ace), format_card(ace, "ru"), format_card(ace, "pl")
('A♥', 'Т♥', 'A♥')
>>> format_card(Card.QUEEN_OF_SPADES, "ru", long=True)
'дама пик'
>>> format_card(Card.QUEEN_OF_SPADES, "pl", long=True)
'dama pik'
>>> format_suit(Suit.DIAMONDS, "ru"), marriage_name(Suit.DIAMONDS, "pl")
('бубны', 'meldunek karowy')
"""

from __future__ import annotations

from collections.abc import Iterable

from thousand.cards import DECK, MAX_CARDS_READ, RANKS, SUITS, Card, Rank, Suit
from thousand.errors import NotationError, shown
from thousand.i18n.locale import Locale, locale_of
from thousand.i18n.text import Text

__all__ = [
    "RANK_LETTERS",
    "RANK_NAMES",
    "SUIT_NAMES",
    "format_card",
    "format_cards",
    "format_rank",
    "format_suit",
    "marriage_name",
]


RANK_LETTERS: dict[Rank, Text] = {
    Rank.NINE: Text(en="9", ru="9", pl="9"),
    Rank.JACK: Text(en="J", ru="В", pl="W"),
    Rank.QUEEN: Text(en="Q", ru="Д", pl="D"),
    Rank.KING: Text(en="K", ru="К", pl="K"),
    Rank.TEN: Text(en="10", ru="10", pl="10"),
    Rank.ACE: Text(en="A", ru="Т", pl="A"),
}
"""How each language writes a rank on a card: the Russian туз is Т, the Polish walet W."""


RANK_NAMES: dict[Rank, Text] = {
    Rank.NINE: Text(en="nine", ru="девятка", pl="dziewiątka"),
    Rank.JACK: Text(en="jack", ru="валет", pl="walet"),
    Rank.QUEEN: Text(en="queen", ru="дама", pl="dama"),
    Rank.KING: Text(en="king", ru="король", pl="król"),
    Rank.TEN: Text(en="ten", ru="десятка", pl="dziesiątka"),
    Rank.ACE: Text(en="ace", ru="туз", pl="as"),
}
"""The name of each rank."""


SUIT_NAMES: dict[Suit, Text] = {
    Suit.SPADES: Text(en="spades", ru="пики", pl="pik"),
    Suit.CLUBS: Text(en="clubs", ru="трефы", pl="trefl"),
    Suit.DIAMONDS: Text(en="diamonds", ru="бубны", pl="karo"),
    Suit.HEARTS: Text(en="hearts", ru="червы", pl="kier"),
}
"""The name of each suit, as a trump or a led suit is named."""


_OF_SUIT: dict[Suit, Text] = {
    Suit.SPADES: Text(en="of spades", ru="пик", pl="pik"),
    Suit.CLUBS: Text(en="of clubs", ru="треф", pl="trefl"),
    Suit.DIAMONDS: Text(en="of diamonds", ru="бубен", pl="karo"),
    Suit.HEARTS: Text(en="of hearts", ru="червей", pl="kier"),
}
"""The suit after a card's rank: the ace of hearts, туз червей, as kier."""


_MARRIAGES: dict[Suit, Text] = {
    Suit.SPADES: Text(en="marriage of spades", ru="пиковый марьяж", pl="meldunek pikowy"),
    Suit.CLUBS: Text(en="marriage of clubs", ru="трефовый марьяж", pl="meldunek treflowy"),
    Suit.DIAMONDS: Text(en="marriage of diamonds", ru="бубновый марьяж", pl="meldunek karowy"),
    Suit.HEARTS: Text(en="marriage of hearts", ru="червовый марьяж", pl="meldunek kierowy"),
}


_SHORT = {
    locale: tuple(RANK_LETTERS[RANKS[i % 6]][locale] + SUITS[i // 6].symbol for i in range(24))
    for locale in Locale
}


_LONG = {
    locale: tuple(
        f"{RANK_NAMES[RANKS[i % 6]][locale]} {_OF_SUIT[SUITS[i // 6]][locale]}" for i in range(24)
    )
    for locale in Locale
}


def _card(card: object) -> Card:
    if type(card) is Card:
        return card
    if type(card) is int and 0 <= card < len(DECK):
        return DECK[card]
    raise NotationError(f"not a card: {shown(card)}", text=card)


def _suit(suit: object) -> Suit:
    if type(suit) is Suit:
        return suit
    if isinstance(suit, str) and suit in _SUIT_VALUES:
        return Suit(suit)
    raise NotationError(f"not a suit: {shown(suit)}", text=suit)


def _rank(rank: object) -> Rank:
    if type(rank) is Rank:
        return rank
    if isinstance(rank, str) and rank in _RANK_VALUES:
        return Rank(rank)
    raise NotationError(f"not a rank: {shown(rank)}", text=rank)


_SUIT_VALUES = frozenset(suit.value for suit in SUITS)


_RANK_VALUES = frozenset(rank.value for rank in RANKS)


def format_card(card: Card, locale: Locale | str = Locale.EN, *, long: bool = False) -> str:
    """A card in ``locale``: ``"Т♥"``, or with ``long`` its name, ``"туз червей"``.

    Args:
        card: the card.
        locale: the language (:func:`~thousand.i18n.locale_of`).
        long: the card's name instead of its rank letter and suit symbol.

    Raises:
        LocaleError: an unknown locale.
        NotationError: ``card`` is not a card.
    """
    table = (_LONG if long else _SHORT)[locale_of(locale)]
    return table[_card(card)]


def format_cards(
    cards: Iterable[Card], locale: Locale | str = Locale.EN, *, long: bool = False
) -> str:
    """Several cards in ``locale``, separated by spaces (commas in the long form).

    >>> from thousand import i18n, parse_cards
    >>> i18n.format_cards(parse_cards("Ah Kh 9s"), "pl")
    'A♥ K♥ 9♠'
    >>> i18n.format_cards(parse_cards("Jd Tc"), "ru", long=True)
    'валет бубен, десятка треф'
    """
    where = locale_of(locale)
    if not isinstance(cards, Iterable):
        raise NotationError(f"not a sequence of cards: {shown(cards)}", text=cards)
    texts: list[str] = []
    for card in cards:
        if len(texts) == MAX_CARDS_READ:  # an endless iterable of cards stops here
            raise NotationError(f"more than {MAX_CARDS_READ} cards: {shown(cards)}", text=cards)
        texts.append(format_card(card, where, long=long))
    return (", " if long else " ").join(texts)


def format_suit(suit: Suit, locale: Locale | str = Locale.EN) -> str:
    """The name of a suit in ``locale``: ``"червы"``, ``"kier"``."""
    return SUIT_NAMES[_suit(suit)][locale_of(locale)]


def format_rank(rank: Rank, locale: Locale | str = Locale.EN) -> str:
    """The name of a rank in ``locale``: ``"туз"``, ``"walet"``."""
    return RANK_NAMES[_rank(rank)][locale_of(locale)]


def marriage_name(suit: Suit, locale: Locale | str = Locale.EN) -> str:
    """The name of a suit's marriage: ``"червовый марьяж"``, ``"meldunek kierowy"``."""
    return _MARRIAGES[_suit(suit)][locale_of(locale)]
