"""JSON Schemas for the documents :mod:`thousand.serialization` writes, made from the types.

:func:`json_schema` walks the same attrs classes, tuples, unions, enums and cards that the
converter handles, so the schema follows the code. The schemas describe what the
library writes (cards in canonical form, ``"Ah"``); the loader also reads the other card
forms (``"10h"``, ``"A♥"``) and checks more than a schema can (a record is replayed).

>>> import thousand as t
>>> schema = json_schema(t.RoundRecord)
>>> schema["properties"]["format"]
{'const': 1}
>>> sorted(schema["required"])
['format']
"""

from __future__ import annotations

import enum
import json
import types
import typing
from typing import Any

import attrs

from thousand.actions import Action, Deal
from thousand.cards import DECK, Card
from thousand.errors import RecordError, shown
from thousand.formats.messages import ViewMessage
from thousand.formats.records import GameRecord, RoundRecord
from thousand.formats.rules_refs import DIGEST_LENGTH
from thousand.formats.structure import FORMAT_VERSION, TAGS
from thousand.game.state import GameState
from thousand.round.played import Trick
from thousand.scoring.results import RoundSummary
from thousand.state import RoundState
from thousand.views.player_view import PlayerView

__all__ = ["DIALECT", "documents", "json_schema", "schema_text"]


DIALECT = "https://json-schema.org/draft/2020-12/schema"
"""The JSON Schema dialect of the generated schemas."""


def json_schema(cls: Any, *, title: str | None = None) -> dict[str, Any]:
    """The JSON Schema of a document holding a ``cls``, ``format`` included.

    The document is what :func:`~thousand.serialization.dumps` writes.

    Args:
        cls: :class:`~thousand.RoundRecord`, :class:`~thousand.PlayerView`,
            :class:`~thousand.ViewMessage`, :class:`~thousand.Rules`,
            :class:`~thousand.RoundResult`, an action class or the :data:`~thousand.Action`
            union. :class:`~thousand.RoundState` has the schema of its record.
        title: the schema's title; by default the class name.

    Returns:
        A JSON Schema (draft 2020-12) as a dict, ready for ``json.dumps``.

    Raises:
        RecordError: ``cls`` is none of these, or ``title`` is not text (reason
            ``invalid_record``).
    """
    if not (_is_document_class(cls) or _is_union_of_document_classes(cls)):
        raise RecordError(
            f"no schema for {shown(cls)}: not a class the library writes", where="cls"
        )
    if title is not None and not isinstance(title, str):
        raise RecordError(f"a schema's title is text, not {shown(title)}", where="title")
    if cls is RoundState:
        cls = RoundRecord
    if cls is GameState:
        cls = GameRecord
    defs: dict[str, Any] = {}
    if cls is ViewMessage:
        root = _document(_message(defs))
    elif attrs.has(cls):
        root = _document(_object(cls, defs))
    else:  # a union of actions: each kind is a document of its own
        members = typing.get_args(cls)
        root = {"anyOf": [_document(_object(member, defs)) for member in members]}
    name = title or getattr(cls, "__name__", "Action")
    document: dict[str, Any] = {"$schema": DIALECT, "title": f"thousand {name}", **root}
    if defs:
        document["$defs"] = dict(sorted(defs.items()))
    return document


def _is_document_class(cls: object) -> bool:
    """Whether ``cls`` is a class of the library that documents hold."""
    if cls is RoundState or cls is GameState:
        return True
    return (
        isinstance(cls, type)
        and attrs.has(cls)
        and (cls.__module__ == "thousand" or cls.__module__.startswith("thousand."))
    )


def _is_union_of_document_classes(cls: object) -> bool:
    """Whether ``cls`` is a union of such classes (:data:`~thousand.Action`, say)."""
    if typing.get_origin(cls) not in (typing.Union, types.UnionType):
        return False
    return all(_is_document_class(member) for member in typing.get_args(cls))


def _document(schema: dict[str, Any]) -> dict[str, Any]:
    """An object schema with the ``format`` version added in front."""
    properties = {"format": {"const": FORMAT_VERSION}, **schema.get("properties", {})}
    return {
        **schema,
        "properties": properties,
        "required": ["format", *schema.get("required", [])],
    }


_CARD = {
    "type": "string",
    "description": "A card in canonical notation: rank 9 J Q K T A, then suit s c d h.",
    "enum": [str(card) for card in DECK],
}


def _schema(t: Any, defs: dict[str, Any]) -> dict[str, Any]:
    if t is bool:
        return {"type": "boolean"}
    if t is int:
        return {"type": "integer"}
    if t is str:
        return {"type": "string"}
    if t is Card:
        return _ref(t, defs, lambda: dict(_CARD))
    if t is Trick:
        return _ref(t, defs, lambda: _trick(defs))
    if isinstance(t, type) and issubclass(t, enum.Enum):
        return {"type": "string", "enum": [member.value for member in t]}
    if typing.get_origin(t) is frozenset:
        (item,) = typing.get_args(t)
        return {"type": "array", "items": _schema(item, defs), "uniqueItems": True}
    if typing.get_origin(t) is tuple:
        args = typing.get_args(t)
        if len(args) == 2 and args[1] is Ellipsis:
            return {"type": "array", "items": _schema(args[0], defs)}
        return {
            "type": "array",
            "prefixItems": [_schema(arg, defs) for arg in args],
            "minItems": len(args),
            "maxItems": len(args),
        }
    if typing.get_origin(t) in (types.UnionType, typing.Union):
        members = [m for m in typing.get_args(t) if m is not type(None)]
        choices = [_schema(m, defs) for m in members]
        if len(members) < len(typing.get_args(t)):
            choices.append({"type": "null"})
        return choices[0] if len(choices) == 1 else {"anyOf": choices}
    if attrs.has(t):
        return _ref(t, defs, lambda: _object(t, defs))
    raise TypeError(f"no schema for {t!r}")  # pragma: no cover - every field type is handled


def _ref(t: Any, defs: dict[str, Any], build: Any) -> dict[str, Any]:
    name = t.__name__
    if name not in defs:
        defs[name] = {}  # a placeholder while the definition is built
        defs[name] = build()
    return {"$ref": f"#/$defs/{name}"}


def _trick(defs: dict[str, Any]) -> dict[str, Any]:
    play = {
        "type": "array",
        "prefixItems": [{"type": "integer"}, _schema(Card, defs)],
        "minItems": 2,
        "maxItems": 2,
    }
    return {
        "type": "object",
        "properties": {"plays": {"type": "array", "items": play}, "winner": {"type": "integer"}},
        "required": ["plays", "winner"],
        "additionalProperties": False,
    }


def _object(cls: Any, defs: dict[str, Any]) -> dict[str, Any]:
    attrs.resolve_types(cls)
    properties: dict[str, Any] = {}
    required: list[str] = []
    tag = TAGS.get(cls)
    if tag is not None:
        properties["type"] = {"const": tag}
        required.append("type")
    for field in attrs.fields(cls):
        if cls in (RoundRecord, GameRecord) and field.name == "extra":
            continue
        if cls is GameRecord and field.name == "rounds":
            properties["rounds"] = {"type": "array", "items": _game_round(defs)}
            continue
        properties[field.name] = _schema(field.type, defs)
        if field.default is attrs.NOTHING:
            required.append(field.name)
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if cls.__doc__:
        schema["description"] = cls.__doc__.strip().splitlines()[0]
    if required:
        schema["required"] = required
    if cls in (RoundRecord, GameRecord):
        schema["patternProperties"] = {"^_": {}}
    if cls is PlayerView:
        _rules_or_ref(schema)
    schema["additionalProperties"] = False
    return schema


_RULES_REF = {
    "type": "string",
    "description": (
        "The view's rules, written apart: the name of a preset (classic, gambler, ...) or"
        f" the rules digest, {DIGEST_LENGTH} hex digits."
    ),
    "pattern": f"^([a-z][a-z0-9_]*|[0-9a-f]{{{DIGEST_LENGTH}}})$",
}


def _rules_or_ref(schema: dict[str, Any]) -> None:
    """A view holds its rules, or (written without them) a ``rules_ref``: one of the two."""
    properties = schema["properties"]
    at = list(properties).index("rules") + 1
    items = list(properties.items())
    schema["properties"] = dict([*items[:at], ("rules_ref", dict(_RULES_REF)), *items[at:]])
    schema["required"] = [name for name in schema["required"] if name != "rules"]
    schema["oneOf"] = [{"required": ["rules"]}, {"required": ["rules_ref"]}]


def _message(defs: dict[str, Any]) -> dict[str, Any]:
    """A view message: the seat it is for (``null`` for a spectator) and the view."""
    return {
        "type": "object",
        "description": (ViewMessage.__doc__ or "").strip().splitlines()[0],
        "properties": {
            "to": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
            "view": _schema(PlayerView, defs),
        },
        "required": ["to", "view"],
        "additionalProperties": False,
    }


def _game_round(defs: dict[str, Any]) -> dict[str, Any]:
    """A deal of a game: its summary, or its prelude, deal and actions.

    The dealer and the context follow from the game.
    """
    summary = {
        "type": "object",
        "properties": {"summary": _schema(RoundSummary, defs)},
        "required": ["summary"],
        "additionalProperties": False,
    }
    played = {
        "type": "object",
        "properties": {
            "prelude": _schema(tuple[Action, ...], defs),
            "deal": _schema(Deal | None, defs),
            "actions": _schema(tuple[Action, ...], defs),
        },
        "patternProperties": {"^_": {}},
        "additionalProperties": False,
    }
    return {"anyOf": [summary, played]}


def documents() -> dict[str, dict[str, Any]]:
    """The schemas published in the docs, by file name."""
    return {
        "record.schema.json": json_schema(RoundRecord),
        "game.schema.json": json_schema(GameRecord),
        "view.schema.json": json_schema(PlayerView),
        "message.schema.json": json_schema(ViewMessage),
    }


def schema_text(schema: dict[str, Any]) -> str:
    """A schema as the docs publish it: JSON indented by 2, ending with a newline."""
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
