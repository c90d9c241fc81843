"""JSON for rules, actions, states, views, results and records, through one cattrs converter.

Everything goes through :data:`converter`: cards are written ``"Ah"``, enums as their
values, actions as objects tagged with a ``type`` field (``{"type": "bid", "seat": 1,
"value": 110}``), and a state as its record (rules, dealer, deal, actions), never as a
snapshot of its insides. :func:`dumps` writes a document, a JSON object with a
``format`` version first; :func:`loads` checks that version and reads the rest strictly.

Loading is strict: malformed JSON, a missing or unknown field, a wrong type, an unknown
rule value, a deal that does not share out the 24 cards or an action that is illegal
where it stands raises :class:`~thousand.RecordError`, whose ``where`` names the place
(``"actions[7].card"``) and whose message says why. Nothing half-built is returned.

>>> import thousand as t
>>> from thousand.serialization import dumps, loads
>>> dumps(t.Bid(seat=1, value=110))
'{"format": 1, "type": "bid", "seat": 1, "value": 110}'
>>> loads('{"format": 1, "type": "play", "seat": 0, "card": "10h"}', t.Action)
PlayCard(seat=0, card=Card.TEN_OF_HEARTS, declare=False)
>>> loads('{"format": 1, "type": "play", "seat": 0, "card": "1h"}', t.Action)
Traceback (most recent call last):
...
thousand.errors.RecordError: card: not a card: '1h' (expected rank 9 J Q K T/10 A then suit ...
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, TypeVar, overload

from thousand.errors import RecordError
from thousand.formats.converter import StrictConverter, make_converter, structure_strictly
from thousand.formats.structure import FORMAT_VERSION, TAGS, _Bad, _show
from thousand.rules.ruleset import Rules

__all__ = [
    "FORMAT_VERSION",
    "TAGS",
    "StrictConverter",
    "converter",
    "dumps",
    "loads",
    "make_converter",
    "rules_changes",
    "structure",
    "unstructure",
]


T = TypeVar("T")


converter: StrictConverter = make_converter()
"""The library's converter: :func:`structure` and :func:`unstructure` go through it."""


def unstructure(value: object) -> Any:
    """Plain JSON-ready data (dicts, lists, text, numbers) for any library value.

    >>> import thousand as t
    >>> unstructure(t.PlayCard(seat=2, card=t.Card.parse("Qh"), declare=True))
    {'type': 'play', 'seat': 2, 'card': 'Qh', 'declare': True}
    """
    return converter.unstructure(value)


@overload
def structure(data: object, cls: type[T], *, where: str = "") -> T: ...


@overload
def structure(data: object, cls: object, *, where: str = "") -> Any: ...


def structure(data: object, cls: Any, *, where: str = "") -> Any:
    """Build a library value of type ``cls`` from plain data, strictly.

    Args:
        data: what :func:`unstructure` gives (or ``json.loads``), without ``format``.
        cls: the type, e.g. :class:`~thousand.RoundRecord`, :class:`~thousand.Rules` or
            the :data:`~thousand.Action` union.
        where: a prefix for the places named in errors.

    Raises:
        RecordError: the data is not a valid ``cls``; ``where`` names the place.

    >>> import thousand as t
    >>> structure({"bidding": {"bid_step": 10}}, t.Rules).bidding.bid_step
    10
    >>> structure({"bidding": {"bid_step": "10"}}, t.Rules)
    Traceback (most recent call last):
    ...
    thousand.errors.RecordError: bidding.bid_step: expected a whole number, not "10"
    """
    return structure_strictly(converter, data, cls, where)


def dumps(value: object, *, indent: int | None = None) -> str:
    """A JSON document for ``value``: ``{"format": 1, ...}``.

    Args:
        value: a rules value, action, state, view, result or record.
        indent: pretty-print with this indent.

    >>> import thousand as t
    >>> dumps(t.Pass(seat=2))
    '{"format": 1, "type": "pass", "seat": 2}'
    """
    data = unstructure(value)
    document = {"format": FORMAT_VERSION, **data} if isinstance(data, dict) else data
    return json.dumps(document, ensure_ascii=False, indent=indent)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Bad(f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


@overload
def loads(text: str | bytes, cls: type[T]) -> T: ...


@overload
def loads(text: str | bytes, cls: object) -> Any: ...


def loads(text: str | bytes, cls: Any) -> Any:
    """Read a JSON document written by :func:`dumps`, strictly.

    Args:
        text: the document.
        cls: the type to read, e.g. :class:`~thousand.RoundRecord`,
            :class:`~thousand.RoundState` (its record, replayed),
            :class:`~thousand.PlayerView` or :data:`~thousand.Action`.

    Raises:
        RecordError: the text is not JSON, the format version is missing or unknown, or
            the content is not a valid ``cls``; ``where`` names the place.

    >>> import thousand as t
    >>> loads('{"format": 2, "type": "pass", "seat": 2}', t.Action)
    Traceback (most recent call last):
    ...
    thousand.errors.RecordError: format: unsupported format 2 (this version reads format 1)
    """
    if not isinstance(text, str | bytes):
        raise RecordError(f"a document is JSON text, not {type(text).__name__}")
    try:
        data = json.loads(text, object_pairs_hook=_unique_keys)
    except _Bad as bad:
        raise RecordError(bad.message) from None
    except json.JSONDecodeError as error:
        raise RecordError(
            f"not JSON: {error.msg}", where=f"line {error.lineno} column {error.colno}"
        ) from None
    except (ValueError, RecursionError) as error:
        raise RecordError(f"not JSON: {error}") from None
    if type(data) is not dict:
        raise RecordError(f"a document is a JSON object, not {_show(data)}")
    if "format" not in data:
        raise RecordError('missing the format version, e.g. "format": 1', where="format")
    version = data.pop("format")
    if type(version) is not int or version != FORMAT_VERSION:
        raise RecordError(
            f"unsupported format {_show(version)} (this version reads format {FORMAT_VERSION})",
            where="format",
        )
    return structure(data, cls)


def rules_changes(rules: Rules) -> dict[str, Any]:
    """The settings of ``rules`` that differ from the classic ``Rules()``, as data.

    >>> import thousand as t
    >>> rules_changes(t.Rules(bidding=t.BiddingRules(bid_step=10)))
    {'bidding': {'bid_step': 10}}
    """
    return _difference(unstructure(rules), unstructure(Rules()))


def _difference(value: Mapping[str, Any], base: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, item in value.items():
        if isinstance(item, dict):
            inner = _difference(item, base[key])
            if inner:
                out[key] = inner
        elif item != base[key]:
            out[key] = item
    return out
