"""Cards, suits and ranks as players of each language name them.

The short form is the rank's letter and the suit's symbol; the long form is the card's
name. Which letters a language writes is a choice (:class:`Letters`): its players' own
(``Т♥``: the Russian туз; ``D♠``: the Polish dama; ``10♠``) or the notation's (``A K Q J
T 9``). Russian and Polish write their own by default, English the notation's, so that
the English table, the notation and ``str()`` of a card agree (``T♠``). ASCII text
(``ascii``) is the notation itself: ``Th``, English only.

>>> from thousand import Card, Suit
>>> ace, ten = Card.ACE_OF_HEARTS, Card.TEN_OF_SPADES
>>> format_card(ace), format_card(ace, "ru"), format_card(ace, "pl")
('A♥', 'Т♥', 'A♥')
>>> format_card(ten), format_card(ten, "pl"), format_card(ten, letters="native")
('T♠', '10♠', '10♠')
>>> format_card(ten, "ru", letters="notation"), format_card(ten, ascii=True)
('T♠', 'Ts')
>>> format_card(Card.QUEEN_OF_SPADES, "ru", long=True)
'дама пик'
>>> format_card(Card.QUEEN_OF_SPADES, "pl", long=True)
'dama pik'
>>> format_suit(Suit.DIAMONDS, "ru"), marriage_name(Suit.DIAMONDS, "pl")
('бубны', 'meldunek karowy')
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from thousand.cards import DECK, MAX_CARDS_READ, RANKS, SUITS, Card, Rank, Suit
from thousand.errors import LocaleError, NotationError, shown
from thousand.lang.locale import Locale, locale_of
from thousand.lang.text import Text

__all__ = [
    "DEFAULT_LETTERS",
    "RANK_LETTERS",
    "RANK_NAMES",
    "SUIT_NAMES",
    "Letters",
    "format_card",
    "format_cards",
    "format_rank",
    "format_suit",
    "letters_of",
    "marriage_name",
]


class Letters(enum.StrEnum):
    """Which letters the ranks of cards are written with."""

    NATIVE = "native"
    """The language's own: ``A K Q J 10 9``, ``Т К Д В 10 9``, ``A K D W 10 9``."""
    NOTATION = "notation"
    """The notation's, in every language: ``A K Q J T 9``."""


DEFAULT_LETTERS: dict[Locale, Letters] = {
    Locale.EN: Letters.NOTATION,
    Locale.RU: Letters.NATIVE,
    Locale.PL: Letters.NATIVE,
}
"""The letters each language writes unless told: English the notation's (``T♠``, as the
notation and ``str()`` of a card write it), Russian and Polish their players' own (Т К Д В
as Russian cards and rule texts print them; A K D W 10 as Kurnik's Tysiąc shows them)."""


def letters_of(letters: Letters | str | None, locale: Locale) -> Letters:
    """The letters named, or the language's default for ``None``.

    Raises:
        NotationError: not ``"native"`` nor ``"notation"``.
    """
    if letters is None:
        return DEFAULT_LETTERS[locale]
    if type(letters) is Letters:
        return letters
    if isinstance(letters, str) and letters in _LETTER_VALUES:
        return Letters(letters)
    raise NotationError(
        f"not a choice of letters: {shown(letters)} (expected 'native' or 'notation')", text=letters
    )


_LETTER_VALUES = frozenset(letters.value for letters in Letters)


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


_NOTATION = tuple(card.symbol for card in DECK)


_ASCII = tuple(str(card) for card in DECK)


_LONG = {
    locale: tuple(
        f"{RANK_NAMES[RANKS[i % 6]][locale]} {_OF_SUIT[SUITS[i // 6]][locale]}" for i in range(24)
    )
    for locale in Locale
}


def _card(card: object) -> int:
    if type(card) is Card:
        return int(card)
    if type(card) is int and 0 <= card < len(DECK):
        return card
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


def format_card(
    card: Card,
    locale: Locale | str = Locale.EN,
    *,
    long: bool = False,
    letters: Letters | str | None = None,
    ascii: bool = False,
) -> str:
    """A card in ``locale``: ``"Т♥"``, or with ``long`` its name, ``"туз червей"``.

    Args:
        card: the card.
        locale: the language (:func:`~thousand.i18n.locale_of`).
        long: the card's name instead of its rank letter and suit symbol.
        letters: the rank letters (:class:`Letters`); ``None``, the language's default.
        ascii: the notation's ASCII form (``Th``); English only.

    Raises:
        LocaleError: an unknown locale, or ``ascii`` with a language that is not English.
        NotationError: ``card`` is not a card, or ``letters`` not a choice of letters.
    """
    where = locale_of(locale)
    index = _card(card)
    if type(ascii) is not bool:
        raise NotationError(f"ascii is True or False, not {shown(ascii)}", text=ascii)
    if ascii:
        ascii_only(where)
        return (_LONG[where] if long else _ASCII)[index]
    if long:
        return _LONG[where][index]
    if letters_of(letters, where) is Letters.NOTATION:
        return _NOTATION[index]
    return _SHORT[where][index]


def ascii_only(locale: Locale) -> None:
    """Refuse ASCII text in a language that ASCII cannot write.

    Raises:
        LocaleError: ``locale`` is not English.
    """
    if locale is not Locale.EN:
        raise LocaleError(
            locale.value, f"ASCII text is English only: {locale.value!r} needs Unicode"
        )


def format_cards(
    cards: Iterable[Card],
    locale: Locale | str = Locale.EN,
    *,
    long: bool = False,
    letters: Letters | str | None = None,
    ascii: bool = False,
) -> str:
    """Several cards in ``locale``, separated by spaces (commas in the long form).

    >>> from thousand import i18n, parse_cards
    >>> i18n.format_cards(parse_cards("Ah Kh 9s"), "pl")
    'A♥ K♥ 9♠'
    >>> i18n.format_cards(parse_cards("Jd Tc"), "ru", long=True)
    'валет бубен, десятка треф'
    """
    where = locale_of(locale)
    if type(ascii) is not bool:
        raise NotationError(f"ascii is True or False, not {shown(ascii)}", text=ascii)
    if not isinstance(cards, Iterable):
        raise NotationError(f"not a sequence of cards: {shown(cards)}", text=cards)
    texts: list[str] = []
    for card in cards:
        if len(texts) == MAX_CARDS_READ:  # an endless iterable of cards stops here
            raise NotationError(f"more than {MAX_CARDS_READ} cards: {shown(cards)}", text=cards)
        texts.append(format_card(card, where, long=long, letters=letters, ascii=ascii))
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
