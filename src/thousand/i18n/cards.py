"""Cards, suits and ranks as players of each language name them (see :mod:`thousand.lang.cards`)."""

from thousand.lang.cards import (
    RANK_LETTERS,
    RANK_NAMES,
    SUIT_NAMES,
    Letters,
    format_card,
    format_cards,
    format_rank,
    format_suit,
    letters_of,
    marriage_name,
)

__all__ = [
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
