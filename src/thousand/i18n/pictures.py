"""The words the pictures of :mod:`thousand.svg` draw beside the game's own terms.

>>> from thousand.i18n import Locale
>>> PICTURE_WORDS["cards"].format(Locale.RU, count=7)
'карт: 7'
"""

from __future__ import annotations

from thousand.i18n.text import Text

__all__ = ["PICTURE_WORDS"]


PICTURE_WORDS: dict[str, Text] = {
    "cards": Text(en="{count} cards", ru="карт: {count}", pl="kart: {count}"),
    "you": Text(en="{seat} (you)", ru="{seat} (вы)", pl="{seat} (ty)"),
    "to act": Text(en="to act", ru="ходит", pl="na ruchu"),
    "score": Text(en="score {score}", ru="счёт {score}", pl="wynik {score}"),
    "tricks": Text(en="tricks {count}", ru="взяток {count}", pl="lew {count}"),
}
"""A seat's count of cards face down, the seat the picture belongs to, the seat to act,
a score and the tricks taken."""
