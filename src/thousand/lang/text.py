"""One text in every language: the entry of every table of :mod:`thousand.i18n`.

A :class:`Text` has one field per :class:`~thousand.i18n.Locale`, all required: a table
entry that lacks a language does not construct, and ``mypy`` reports it before any test
runs. Templates name their fields as :meth:`str.format` does (``"seat {seat}"``); every
language of one text names the same fields.

>>> from thousand.i18n import Locale
>>> Text(en="pass", ru="пас", pl="pas")[Locale.RU]
'пас'
>>> Text(en="seat {seat}", ru="игрок {seat}", pl="gracz {seat}").fields
frozenset({'seat'})
"""

from __future__ import annotations

import string

import attrs

from thousand.lang.locale import Locale

__all__ = ["Text", "fields_of"]


_FORMATTER = string.Formatter()


def fields_of(template: str) -> frozenset[str]:
    """The names of the fields a template fills, e.g. ``{"seat"}`` for ``"seat {seat}"``."""
    return frozenset(name for _, name, _, _ in _FORMATTER.parse(template) if name)


@attrs.frozen
class Text:
    """A text, or a template, in English, Russian and Polish.

    Attributes:
        en: English.
        ru: Russian.
        pl: Polish.
    """

    en: str
    ru: str
    pl: str

    def __getitem__(self, locale: Locale) -> str:
        """The text in ``locale``."""
        if locale is Locale.RU:
            return self.ru
        if locale is Locale.PL:
            return self.pl
        return self.en

    @property
    def fields(self) -> frozenset[str]:
        """The fields the English template fills (the other languages fill the same)."""
        return fields_of(self.en)

    def format(self, locale: Locale, **values: object) -> str:
        """The template in ``locale`` with its fields filled from ``values``."""
        return self[locale].format(**values)
