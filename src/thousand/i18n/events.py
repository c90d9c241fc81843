"""What happened to a score, in each language: болт, слетел с бочки, самосвал.

Each :class:`~thousand.EventKind` has a short name (:func:`event_name`, the legend of a
score sheet) and a sentence with its numbers (:func:`format_event`, the English of which
is ``str(event)``).

>>> from thousand import EventKind, ScoreEvent
>>> event_name(EventKind.FELL_OFF_BARREL, "ru"), event_name(EventKind.DUMP_TRUCK, "ru")
('слетел с бочки', 'самосвал')
>>> format_event(ScoreEvent(EventKind.BOLT, 0, (("bolts", 2),)), "ru")
'болт 2 из 3'
>>> format_event(ScoreEvent(EventKind.CONTRACT_MADE, 120, (("contract", 120),)), "pl")
'ugrana gra 120: +120'
"""

from __future__ import annotations

from collections.abc import Sequence

from thousand.errors import NotationError, detail_fields, shown, signed
from thousand.i18n.locale import Locale, locale_of
from thousand.i18n.terms import CONDITION_NAMES, DEAL_KINDS
from thousand.i18n.text import Text
from thousand.lang.seats import checked_names, seat_name
from thousand.rules.redeal import RedealCondition
from thousand.scoring.events import EventKind, ScoreEvent

__all__ = ["EVENT_NAMES", "EVENT_TEXTS", "event_name", "format_event"]


EVENT_NAMES: dict[EventKind, Text] = {
    EventKind.CONTRACT_MADE: Text(en="contract made", ru="игра сыграна", pl="gra ugrana"),
    EventKind.CONTRACT_FAILED: Text(en="contract failed", ru="недобор", pl="gra nieugrana"),
    EventKind.CONCEDED: Text(en="conceded", ru="роспись", pl="bomba"),
    EventKind.CONCEDE_AWARD: Text(
        en="opponent conceded", ru="соперник расписал игру", pl="bomba przeciwnika"
    ),
    EventKind.POINTS: Text(en="points", ru="очки", pl="punkty"),
    EventKind.MULTIPLIED: Text(
        en="golden or dark", ru="золотой кон или втёмную", pl="złota runda lub w ciemno"
    ),
    EventKind.TALON: Text(en="sat out on the talon", ru="сидит на прикупе", pl="na musiku"),
    EventKind.CUT_PENALTY: Text(
        en="third nine cut", ru="третья девятка снизу", pl="trzecia dziewiątka na spodzie"
    ),
    EventKind.EXPOSED_CARD: Text(en="exposed card", ru="вскрытая карта", pl="odkryta karta"),
    EventKind.REDEAL_CLAIMED: Text(en="redeal claimed", ru="пересдача", pl="ponowne rozdanie"),
    EventKind.FREE_CONCEDE: Text(en="free concession", ru="бесплатная роспись", pl="darmowa bomba"),
    EventKind.FREE_CONCEDE_CYCLE: Text(
        en="free concession in the cycle",
        ru="бесплатная роспись по кругу",
        pl="darmowa bomba w cyklu",
    ),
    EventKind.FREE_AWARD: Text(
        en="no award for a free concession",
        ru="без очков за бесплатную роспись",
        pl="bez punktów za darmową bombę",
    ),
    EventKind.BOLT: Text(en="bolt", ru="болт", pl="zero lew"),
    EventKind.BOLT_PENALTY: Text(en="bolt penalty", ru="штраф за болты", pl="kara za zero lew"),
    EventKind.STOOD_STILL: Text(en="stood still", ru="стоит на месте", pl="stoi w miejscu"),
    EventKind.BARREL_HELD: Text(en="held on the barrel", ru="сидит на бочке", pl="na beczce"),
    EventKind.CLIMBED_BARREL: Text(
        en="climbed the barrel", ru="сел на бочку", pl="wszedł na beczkę"
    ),
    EventKind.BARREL_ATTEMPT: Text(
        en="barrel attempt", ru="попытка на бочке", pl="próba na beczce"
    ),
    EventKind.FELL_OFF_BARREL: Text(en="fell off", ru="слетел с бочки", pl="spadł z beczki"),
    EventKind.FELL_TO_ZERO: Text(en="back to 0", ru="очки обнулены", pl="wynik do zera"),
    EventKind.KNOCKED_OFF_BARREL: Text(
        en="knocked off", ru="сброшен с бочки", pl="zrzucony z beczki"
    ),
    EventKind.FELL_TOGETHER: Text(
        en="fell off together", ru="скатились с бочки", pl="spadli z beczki razem"
    ),
    EventKind.LEFT_BARREL: Text(en="left the barrel", ru="ушёл с бочки", pl="zszedł z beczki"),
    EventKind.DUMP_TRUCK: Text(en="dump truck", ru="самосвал", pl="555 do zera"),
    EventKind.GOLDEN_RESET: Text(
        en="golden round reset", ru="золотой кон не сыгран", pl="złota runda nieugrana"
    ),
    EventKind.WON: Text(en="won", ru="выиграл", pl="wygrał"),
    EventKind.LOCKED: Text(en="locked", ru="очки не идут", pl="tylko grający"),
    EventKind.IDLE_PENALTY: Text(
        en="idle penalty", ru="штраф за пустой кон", pl="kara za puste rozdanie"
    ),
    EventKind.DRAW: Text(en="draw", ru="ничья", pl="remis"),
    EventKind.BAD_HAND: Text(en="bad hand", ru="плохая раздача", pl="złe rozdanie"),
}
"""The short name of each kind of event."""


# ``{change}`` is signed; the other fields come from the event's details.
EVENT_TEXTS: dict[EventKind, Text] = {
    EventKind.CONTRACT_MADE: Text(
        en="made {contract}: {change}",
        ru="сыграл {contract}: {change}",
        pl="ugrana gra {contract}: {change}",
    ),
    EventKind.CONTRACT_FAILED: Text(
        en="failed {contract}: {change}",
        ru="недобор {contract}: {change}",
        pl="nieugrana gra {contract}: {change}",
    ),
    EventKind.CONCEDED: Text(
        en="conceded {contract}: {change}",
        ru="расписал {contract}: {change}",
        pl="bomba przy {contract}: {change}",
    ),
    EventKind.CONCEDE_AWARD: Text(
        en="opponent conceded: {change}",
        ru="соперник расписал игру: {change}",
        pl="bomba przeciwnika: {change}",
    ),
    EventKind.POINTS: Text(
        en="{points} points, rounded: {change}",
        ru="очки: {points}, с округлением: {change}",
        pl="punkty: {points}, zaokrąglone: {change}",
    ),
    EventKind.MULTIPLIED: Text(
        en="{deal} deal x{multiplier}: {change}",
        ru="кон {deal} x{multiplier}: {change}",
        pl="rozdanie {deal} x{multiplier}: {change}",
    ),
    EventKind.TALON: Text(
        en="sat out on the talon, {points} points: {change}",
        ru="сидел на прикупе, очки: {points}: {change}",
        pl="na musiku, punkty: {points}: {change}",
    ),
    EventKind.FREE_CONCEDE: Text(
        en="free concession {used} of {free}: {change}",
        ru="бесплатная роспись {used} из {free}: {change}",
        pl="darmowa bomba {used} z {free}: {change}",
    ),
    EventKind.FREE_CONCEDE_CYCLE: Text(
        en="concession {used}, only every {cycle}th costs: {change}",
        ru="роспись {used}, штраф только за каждую {cycle}-ю: {change}",
        pl="bomba {used}, kara tylko za co {cycle}. bombę: {change}",
    ),
    EventKind.FREE_AWARD: Text(
        en="free concession {used} of {free}, no award: {change}",
        ru="бесплатная роспись {used} из {free}, без очков: {change}",
        pl="darmowa bomba {used} z {free}, bez punktów: {change}",
    ),
    EventKind.BOLT: Text(
        en="bolt {bolts} of 3", ru="болт {bolts} из 3", pl="zero lew: {bolts} z 3"
    ),
    EventKind.BOLT_PENALTY: Text(
        en="third bolt: {change}, the count restarts",
        ru="третий болт: {change}, счёт болтов заново",
        pl="trzecie zero lew: {change}, liczenie od nowa",
    ),
    EventKind.STOOD_STILL: Text(
        en="stands still: {change}", ru="стоит на месте: {change}", pl="stoi w miejscu: {change}"
    ),
    EventKind.BARREL_HELD: Text(
        en="held on the barrel: {change}", ru="сидит на бочке: {change}", pl="na beczce: {change}"
    ),
    EventKind.CLIMBED_BARREL: Text(
        en="climbed the barrel at {threshold}: {change}",
        ru="сел на бочку на {threshold}: {change}",
        pl="wszedł na beczkę przy {threshold}: {change}",
    ),
    EventKind.BARREL_ATTEMPT: Text(
        en="barrel attempt {attempt} of {attempts}",
        ru="попытка на бочке {attempt} из {attempts}",
        pl="próba na beczce {attempt} z {attempts}",
    ),
    EventKind.FELL_OFF_BARREL: Text(
        en="fell off the barrel (fall {falls}): {change}",
        ru="слетел с бочки (раз {falls}): {change}",
        pl="spadł z beczki (raz {falls}): {change}",
    ),
    EventKind.FELL_TO_ZERO: Text(
        en="fall {falls}: back to 0: {change}",
        ru="слетел с бочки в {falls}-й раз, очки обнулены: {change}",
        pl="upadek {falls}: wynik do zera: {change}",
    ),
    EventKind.KNOCKED_OFF_BARREL: Text(
        en="knocked off the barrel by {by}: {change}",
        ru="сброшен с бочки игроком {by}: {change}",
        pl="zrzucony z beczki przez gracza {by}: {change}",
    ),
    EventKind.FELL_TOGETHER: Text(
        en="climbed the barrel together with others, fell off: {change}",
        ru="залезли на бочку вместе и скатились: {change}",
        pl="weszli na beczkę razem i spadli: {change}",
    ),
    EventKind.LEFT_BARREL: Text(en="left the barrel", ru="ушёл с бочки", pl="zszedł z beczki"),
    EventKind.DUMP_TRUCK: Text(
        en="dump truck {total} -> 0: {change}",
        ru="самосвал {total} -> 0: {change}",
        pl="{total} do zera: {change}",
    ),
    EventKind.GOLDEN_RESET: Text(
        en="nobody made the golden round, back to 0: {change}",
        ru="никто не сыграл золотой кон, очки обнулены: {change}",
        pl="nikt nie ugrał złotej rundy, wynik do zera: {change}",
    ),
    EventKind.WON: Text(
        en="won the game with {score}", ru="выиграл партию: {score}", pl="wygrał partię: {score}"
    ),
    EventKind.LOCKED: Text(
        en="locked at {threshold}, only the declarer scores: {change}",
        ru="от {threshold} очки идут только игроку: {change}",
        pl="od {threshold} punkty zdobywa tylko grający: {change}",
    ),
    EventKind.IDLE_PENALTY: Text(
        en="nothing scored at {threshold} or more: {change}",
        ru="ни одного очка при {threshold} и более: {change}",
        pl="zero punktów przy {threshold} lub więcej: {change}",
    ),
    EventKind.DRAW: Text(en="drew the game with {score}", ru="ничья: {score}", pl="remis: {score}"),
    EventKind.CUT_PENALTY: Text(
        en="third nine at the bottom: {change}",
        ru="третья девятка снизу: {change}",
        pl="trzecia dziewiątka na spodzie: {change}",
    ),
    EventKind.EXPOSED_CARD: Text(
        en="exposed a card while dealing: {change}",
        ru="вскрыл карту при сдаче: {change}",
        pl="odkryta karta przy rozdawaniu: {change}",
    ),
    EventKind.REDEAL_CLAIMED: Text(
        en="claimed a redeal ({condition})",
        ru="потребовал пересдачу ({condition})",
        pl="zażądał ponownego rozdania ({condition})",
    ),
    EventKind.BAD_HAND: Text(
        en="bad hand, redeal {redeals} in a row: {change}, the deal passes",
        ru="пересдача {redeals} раза подряд: {change}, сдача переходит",
        pl="{redeals}. ponowne rozdanie z rzędu: {change}, rozdaje następny",
    ),
}
"""The sentence of each kind of event."""


_UNUSUAL = Text(en="{kind}: {change}", ru="{kind}: {change}", pl="{kind}: {change}")
"""An event without the details its sentence needs (one a program built itself)."""


EVENT_TEXTS_WITHOUT_LIMIT: dict[EventKind, Text] = {
    EventKind.BARREL_ATTEMPT: Text(
        en="barrel attempt {attempt}",
        ru="попытка на бочке {attempt}",
        pl="próba na beczce {attempt}",
    ),
}
"""The sentence of an event whose limit is absent: a barrel attempt when the attempts
are unlimited (G16)."""


def event_name(kind: EventKind | str, locale: Locale | str = Locale.EN) -> str:
    """The short name of a kind of event in ``locale``: ``"болт"``, ``"beczka"``.

    Raises:
        LocaleError: an unknown locale.
        NotationError: not an event kind.
    """
    return EVENT_NAMES[_kind(kind)][locale_of(locale)]


def format_event(
    event: ScoreEvent, locale: Locale | str = Locale.EN, *, names: Sequence[str] | None = None
) -> str:
    """An event's sentence in ``locale``, with its change and details.

    In English without ``names`` it is ``str(event)``. In the other languages the kind of
    a multiplied deal and the condition of a redeal are translated too. A seat is named
    as the table names it: ``p1``, or its player's name from ``names``.

    Raises:
        LocaleError: an unknown locale.
        NotationError: ``event`` is not a :class:`~thousand.ScoreEvent`.
    """
    where = locale_of(locale)
    if not isinstance(event, ScoreEvent):
        raise NotationError(f"not a score event: {shown(event)}", text=event)
    kind = _kind(event.kind)
    named = checked_names(names)
    if where is Locale.EN and named is None:  # the event's own English, codes as they are
        return str(event)
    # An event built by hand may have any details: those that fit fill the sentence.
    values: dict[str, object] = dict(detail_fields(event.details, reserved=("change",)))
    by = values.get("by")
    if type(by) is int:
        values["by"] = seat_name(by, named)
    deal = values.get("deal")
    if isinstance(deal, str) and deal in DEAL_KINDS:
        values["deal"] = DEAL_KINDS[deal][where]
    condition = values.get("condition")
    if isinstance(condition, str) and condition in _CONDITIONS:
        values["condition"] = CONDITION_NAMES[RedealCondition(condition)][where]
    change = signed(event.change)
    try:
        return EVENT_TEXTS[kind].format(where, change=change, **values)
    except KeyError:
        pass
    try:
        return EVENT_TEXTS_WITHOUT_LIMIT[kind].format(where, change=change, **values)
    except KeyError:
        return _UNUSUAL.format(where, kind=EVENT_NAMES[kind][where], change=change)


_CONDITIONS = frozenset(condition.value for condition in RedealCondition)


_KINDS = {kind.value: kind for kind in EventKind}


def _kind(kind: object) -> EventKind:
    found = _KINDS.get(kind) if isinstance(kind, str) else None
    if found is None:
        raise NotationError(f"not an event kind: {shown(kind)}", text=kind)
    return found
