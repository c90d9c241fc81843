"""The languages the library speaks, and how a program names one.

>>> locale_of("ru"), locale_of("pl_PL.UTF-8"), locale_of(Locale.EN)
(<Locale.RU: 'ru'>, <Locale.PL: 'pl'>, <Locale.EN: 'en'>)
>>> locale_of("de")
Traceback (most recent call last):
...
thousand.errors.LocaleError: unknown locale 'de': expected 'en', 'ru' or 'pl'
"""

from __future__ import annotations

import enum

from thousand.errors import LocaleError

__all__ = ["LOCALES", "Locale", "locale_of"]


class Locale(enum.StrEnum):
    """A language of the texts, valued as its ISO 639-1 code."""

    EN = "en"
    """English, the library's own language."""
    RU = "ru"
    """Russian, in the words of Russian rule texts: болт, бочка, самосвал, прикуп."""
    PL = "pl"
    """Polish, in the words of Polish Tysiąc: musik, meldunek, bomba, pas."""


LOCALES: tuple[Locale, ...] = tuple(Locale)
"""Every language, English first."""


_BY_CODE = {locale.value: locale for locale in LOCALES}


def locale_of(locale: Locale | str) -> Locale:
    """The :class:`Locale` a program names by its code.

    Args:
        locale: a :class:`Locale`, or a code such as ``"ru"``; a region and an encoding
            are allowed and ignored (``"pl_PL"``, ``"ru-RU"``, ``"ru_RU.UTF-8"``), as the
            environment's ``LANG`` writes them.

    Raises:
        LocaleError: not a language the library speaks (reason ``unknown_locale``).
    """
    if type(locale) is Locale:
        return locale
    found = None
    if isinstance(locale, str):
        code = locale.strip().lower().replace("-", "_").partition("_")[0].partition(".")[0]
        found = _BY_CODE.get(code)
    if found is None:
        raise LocaleError(locale)
    return found
