"""The game in English, Russian and Polish: cards, actions, events, errors, the score sheet.

Most people who play Thousand speak Russian, Ukrainian or Polish, and each table has
its own words: болт, бочка, самосвал, расписать, прикуп, марьяж; bomba, musik,
meldunek, pas. Every function takes a ``locale``: a :class:`Locale` or its code,
``"en"`` (the default), ``"ru"`` or ``"pl"``; any other raises a
:class:`~thousand.LocaleError` (reason ``unknown_locale``). Reason codes, event kinds
and every other code stay English snake_case in every language: they are for programs.

>>> import thousand as t
>>> from thousand import i18n
>>> i18n.format_card(t.Card.QUEEN_OF_SPADES, "ru"), i18n.format_card(t.Card.QUEEN_OF_SPADES, "pl")
('Д♠', 'D♠')
>>> i18n.format_action(t.Concede(seat=1), "pl")
'gracz p2: bomba'
>>> i18n.event_name(t.EventKind.BOLT, "ru"), i18n.term("barrel", "pl")
('болт', 'beczka')
"""

from thousand.i18n.actions import format_action
from thousand.i18n.cards import (
    Letters,
    format_card,
    format_cards,
    format_rank,
    format_suit,
    marriage_name,
)
from thousand.i18n.events import event_name, format_event
from thousand.i18n.locale import LOCALES, Locale, locale_of
from thousand.i18n.messages import describe, explain
from thousand.i18n.sheet_texts import legend
from thousand.i18n.terms import Term, term

__all__ = [
    "LOCALES",
    "Letters",
    "Locale",
    "Term",
    "describe",
    "event_name",
    "explain",
    "format_action",
    "format_card",
    "format_cards",
    "format_event",
    "format_rank",
    "format_suit",
    "legend",
    "locale_of",
    "marriage_name",
    "term",
]
