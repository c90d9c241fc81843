"""The words of the score sheet in each language: headings, contracts, the legend.

The marks themselves (``/`` a bolt, ``^`` climbing the barrel, ``$`` the dump truck, ...)
are the same in every language, as they are on paper.

>>> print(legend("ru"))
/ болт  ! штраф за болты  ^ сел на бочку  B2 попытка на бочке 2
v слетел с бочки  k сброшен с бочки  < ушёл с бочки  0 очки обнулены  $ самосвал
= стоит на месте  f бесплатная роспись  x2 золотой кон или втёмную  W выиграл
D ничья  L очки не идут  i штраф за пустой кон  r пересдача  h плохая раздача
c третья девятка снизу  e вскрытая карта
"""

from __future__ import annotations

from thousand.i18n.locale import Locale, locale_of
from thousand.i18n.text import Text
from thousand.round.outcome import Outcome

__all__ = ["LEGEND_ENTRIES", "NOT_PLAYED", "RESULTS", "SHEET", "legend"]


SHEET: dict[str, Text] = {
    "deal": Text(en="deal", ru="кон", pl="rozdanie"),
    "contract": Text(en="contract", ru="заказ", pl="gra"),
    "dealer": Text(en="dealer {dealer}", ru="сдаёт {dealer}", pl="rozdaje {dealer}"),
    "settlement": Text(en="settlement", ru="расчёт", pl="rozliczenie"),
    "teams": Text(en="teams", ru="команды", pl="drużyny"),
}
"""The headings of the columns, the dealer of a deal, the settlement's line and the
team totals' line (A13; each seat's column is headed by its name, or ``p1``, ``p2``,
... in every language)."""


RESULTS: dict[str, Text] = {
    "made": Text(
        en="{declarer}: {contract} made",
        ru="{declarer}: {contract} сыграно",
        pl="{declarer}: {contract} ugrane",
    ),
    "down": Text(
        en="{declarer}: {contract} down",
        ru="{declarer}: {contract} недобор",
        pl="{declarer}: {contract} nieugrane",
    ),
    "conceded": Text(
        en="{declarer}: {contract} conceded",
        ru="{declarer}: {contract} роспись",
        pl="{declarer}: {contract} bomba",
    ),
}
"""The contract column of a played deal: the declarer, the contract, how it went."""


NOT_PLAYED: dict[Outcome, Text] = {
    Outcome.REDEAL: Text(en="{seat}: redeal", ru="{seat}: пересдача", pl="{seat}: nowe rozdanie"),
    Outcome.THROWN_IN: Text(en="thrown in", ru="все пасовали", pl="wszyscy pas"),
    Outcome.EXPOSED_CARD: Text(
        en="{seat}: exposed", ru="{seat}: вскрыл карту", pl="{seat}: odkryta karta"
    ),
    Outcome.CUT_PENALTY: Text(
        en="{seat}: cut 9 9 9", ru="{seat}: сдвиг 9 9 9", pl="{seat}: przełożenie 9 9 9"
    ),
}
"""The contract column of a deal not played (A9, A10, B1, C1)."""


LEGEND_ENTRIES: tuple[tuple[str, Text], ...] = (
    ("/", Text(en="bolt", ru="болт", pl="zero lew")),
    ("!", Text(en="bolt penalty", ru="штраф за болты", pl="kara za zero lew")),
    ("^", Text(en="climbed the barrel", ru="сел на бочку", pl="wszedł na beczkę")),
    ("B2", Text(en="barrel attempt 2", ru="попытка на бочке 2", pl="próba na beczce 2")),
    ("v", Text(en="fell off", ru="слетел с бочки", pl="spadł z beczki")),
    ("k", Text(en="knocked off", ru="сброшен с бочки", pl="zrzucony z beczki")),
    ("<", Text(en="left the barrel", ru="ушёл с бочки", pl="zszedł z beczki")),
    ("0", Text(en="back to 0", ru="очки обнулены", pl="wynik do zera")),
    ("$", Text(en="dump truck", ru="самосвал", pl="555 do zera")),
    ("=", Text(en="stood still", ru="стоит на месте", pl="stoi w miejscu")),
    ("f", Text(en="free concession", ru="бесплатная роспись", pl="darmowa bomba")),
    ("x2", Text(en="golden or dark", ru="золотой кон или втёмную", pl="złota runda lub w ciemno")),
    ("W", Text(en="won", ru="выиграл", pl="wygrał")),
    ("D", Text(en="draw", ru="ничья", pl="remis")),
    ("L", Text(en="locked", ru="очки не идут", pl="tylko grający")),
    ("i", Text(en="idle penalty", ru="штраф за пустой кон", pl="kara za puste rozdanie")),
    ("r", Text(en="redeal claimed", ru="пересдача", pl="ponowne rozdanie")),
    ("h", Text(en="bad hand", ru="плохая раздача", pl="złe rozdanie")),
    ("c", Text(en="third nine cut", ru="третья девятка снизу", pl="trzecia dziewiątka na spodzie")),
    ("e", Text(en="exposed card", ru="вскрытая карта", pl="odkryta karta")),
)
"""Each mark of the sheet and what it means."""


LEGEND_WIDTH = 80
"""The legend's lines are at most this long."""


def legend(locale: Locale | str = Locale.EN) -> str:
    """What the marks of the score sheet mean, in ``locale``, in lines of at most 80.

    Raises:
        LocaleError: an unknown locale.
    """
    where = locale_of(locale)
    lines: list[str] = []
    line = ""
    for mark, meaning in LEGEND_ENTRIES:
        entry = f"{mark} {meaning[where]}"
        if line and len(line) + 2 + len(entry) > LEGEND_WIDTH:
            lines.append(line)
            line = entry
        else:
            line = f"{line}  {entry}" if line else entry
    lines.append(line)
    return "\n".join(lines)
