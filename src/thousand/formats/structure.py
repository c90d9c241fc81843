"""Strict structure hooks and helpers of the converter (private; see serialization).

Problems found while structuring raise ``_Bad``, whose ``path`` grows as it climbs out
of nested values; :func:`thousand.serialization.structure` turns it into a
:class:`~thousand.RecordError` naming the place.
"""

from __future__ import annotations

import enum
import json
import math
import types
import typing
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from thousand.actions import (
    MAX_SEATS,
    PLAY,
    PLAY_DECLARE,
    AcceptCut,
    Bid,
    BuryJack,
    ChooseTalon,
    ClaimRedeal,
    Concede,
    Cut,
    Deal,
    DeclareContract,
    DeclineRedeal,
    Discard,
    ExposedCard,
    GiveCard,
    Look,
    Pass,
    PlayCard,
    Recut,
)
from thousand.cards import DECK, Card
from thousand.errors import Reason, RecordError, ThousandError, shown
from thousand.formats.records import bare_message, final_state
from thousand.views.player_view import HiddenCut, HiddenDeal, HiddenDiscard, HiddenGiveCard

if TYPE_CHECKING:
    from thousand.formats.records import RoundRecord


FORMAT_VERSION = 1
"""The version of the JSON documents this library writes and reads."""


TAGS: dict[type, str] = {
    Deal: "deal",
    Bid: "bid",
    Pass: "pass",
    GiveCard: "give",
    DeclareContract: "contract",
    Concede: "concede",
    PlayCard: "play",
    HiddenDeal: "hidden_deal",
    HiddenGiveCard: "hidden_give",
    Look: "look",
    ChooseTalon: "choose_talon",
    Discard: "discard",
    HiddenDiscard: "hidden_discard",
    Cut: "cut",
    Recut: "recut",
    BuryJack: "bury_jack",
    AcceptCut: "accept_cut",
    ExposedCard: "exposed_card",
    ClaimRedeal: "claim_redeal",
    DeclineRedeal: "decline_redeal",
    HiddenCut: "hidden_cut",
}
"""The ``type`` tag of each kind of action (and of a view's censored log entries)."""


_CARD_TEXT = tuple(str(card) for card in DECK)


_CARD_OF_TEXT = {text: card for card, text in zip(DECK, _CARD_TEXT, strict=True)}


class _Bad(Exception):  # noqa: N818 - internal, never escapes
    """A problem found while structuring; ``path`` grows as it climbs out.

    ``reason`` is the stable code the :class:`~thousand.RecordError` will carry.
    """

    def __init__(self, message: str, *path: str, reason: Reason = Reason.INVALID_RECORD) -> None:
        super().__init__(message)
        self.message = message
        self.path = list(path)
        self.reason = reason


def _show(value: object) -> str:
    """A short JSON-like rendering of a bad value for messages."""
    if isinstance(value, int) and not isinstance(value, bool):
        return shown(value)  # JSON writes an int as Python does, and refuses the same
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return shown(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _where(path: list[str]) -> str:
    text = ""
    for part in reversed(path):
        text += part if part.startswith("[") or not text else "." + part
    return text


def _structure_int(value: object, _: object) -> int:
    if type(value) is int:
        return value
    raise _Bad(f"expected a whole number, not {_show(value)}")


def _structure_float(value: object, _: object) -> float:
    # An int is a number too (JSON writes 2.0 as 2 in many programs), if a float holds it.
    if type(value) is float or type(value) is int:
        try:
            number = float(value)
        except OverflowError:
            number = math.inf
        if math.isfinite(number):
            return number
    raise _Bad(f"expected a finite number, not {_show(value)}")


def _structure_bool(value: object, _: object) -> bool:
    if type(value) is bool:
        return value
    raise _Bad(f"expected true or false, not {_show(value)}")


def _structure_str(value: object, _: object) -> str:
    if type(value) is str:
        return value
    raise _Bad(f"expected text, not {_show(value)}")


def _structure_card(value: object, _: object) -> Card:
    card = _CARD_OF_TEXT.get(value) if type(value) is str else None
    if card is not None:
        return card
    if type(value) is not str:
        raise _Bad(f'expected a card such as "Ah", not {_show(value)}')
    try:
        return Card.parse(value)
    except ThousandError as error:
        raise _Bad(str(error)) from None


def _enum_hook(cls: type[enum.Enum]) -> Callable[[object, object], enum.Enum]:
    members = {member.value: member for member in cls}
    allowed = ", ".join(str(value) for value in members)

    def hook(value: object, _: object) -> enum.Enum:
        member = members.get(value) if type(value) is str else None
        if member is None:
            raise _Bad(f"expected one of {allowed}, not {_show(value)}")
        return member

    return hook


def _is_tuple(t: object) -> bool:
    return typing.get_origin(t) is tuple


def _is_frozenset(t: object) -> bool:
    return typing.get_origin(t) is frozenset


def _is_union(t: object) -> bool:
    return typing.get_origin(t) in (types.UnionType, typing.Union)


def _enum_value(member: enum.Enum) -> Any:
    return member.value


def _enums_in(roots: tuple[Any, ...]) -> set[type[enum.Enum]]:
    """The enum types found in the fields of ``roots``, recursively (cards aside)."""
    found: set[type[enum.Enum]] = set()
    seen: set[Any] = set()
    todo = list(roots)
    while todo:
        t = todo.pop()
        if t in seen:
            continue
        seen.add(t)
        if isinstance(t, type) and issubclass(t, enum.Enum):
            if t is not Card:
                found.add(t)
        elif attrs.has(t):
            attrs.resolve_types(t)
            todo.extend(f.type for f in attrs.fields(t))
        else:
            todo.extend(typing.get_args(t))
    return found


def _unstructure_enum_set(members: frozenset[enum.Enum]) -> list[Any]:
    """A set of enum members as a list of values, in the enum's order (stable JSON)."""
    if not members:
        return []
    kind = type(next(iter(members)))
    return [member.value for member in kind if member in members]


def _fast_play(value: dict[Any, Any]) -> PlayCard | None:
    """The shared PlayCard of a well-formed play (the bulk of a record), else ``None``."""
    seat = value.get("seat")
    text = value.get("card")
    card = _CARD_OF_TEXT.get(text) if type(text) is str else None
    declare = value.get("declare", False)
    if (
        card is None
        or type(seat) is not int
        or not 0 <= seat < MAX_SEATS
        or type(declare) is not bool
        or len(value) != (4 if "declare" in value else 3)
    ):
        return None
    return (PLAY_DECLARE if declare else PLAY)[seat][card]


def _unstructure_deal(deal: Deal) -> dict[str, Any]:
    return {
        "type": "deal",
        "hands": [[_CARD_TEXT[card] for card in hand] for hand in deal.hands],
        "talons": [[_CARD_TEXT[card] for card in talon] for talon in deal.talons],
    }


def _unstructure_bid(action: Bid) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "bid", "seat": action.seat, "value": action.value}
    if action.blind:
        out["blind"] = True  # written only for a dark bid: older records have no field
    return out


def _unstructure_play(action: PlayCard) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "play", "seat": action.seat, "card": _CARD_TEXT[action.card]}
    if action.declare:
        out["declare"] = True
    return out


def _json_value(value: object, where: str, depth: int = 0) -> object:
    """Check that a free-form value is plain JSON (it is kept verbatim)."""
    if depth > 100:
        raise _Bad("nested too deeply", where)
    if value is None or type(value) in (bool, int, float, str):
        return value
    if type(value) is list:
        for index, item in enumerate(value):
            _json_value(item, f"{where}[{index}]", depth + 1)
        return value
    if type(value) is dict:
        for key, item in value.items():
            if type(key) is not str:
                raise _Bad(f"object keys are text, not {_show(key)}", where)
            _json_value(item, f"{where}.{key}", depth + 1)
        return value
    raise _Bad(f"not a JSON value: {_show(value)}", where)


def _check_replay(record: RoundRecord) -> None:
    """A record loads only if every action in it is legal where it stands."""
    try:
        final_state(record)
    except RecordError as error:
        raise _Bad(
            bare_message(error), *reversed(_split_where(error.where)), reason=error.reason
        ) from None


def _split_where(where: str) -> list[str]:
    parts: list[str] = []
    for part in where.split("."):
        name, bracket, rest = part.partition("[")
        if name:
            parts.append(name)
        if bracket:
            parts.extend(f"[{index}" for index in rest.split("["))
    return parts
