"""One text in every language (see :mod:`thousand.lang.text`)."""

from thousand.lang.text import Text, fields_of

__all__ = ["Text", "fields_of"]
