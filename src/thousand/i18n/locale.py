"""The languages the library speaks, and how a program names one (:mod:`thousand.lang.locale`)."""

from thousand.lang.locale import LOCALES, Locale, locale_of

__all__ = ["LOCALES", "Locale", "locale_of"]
