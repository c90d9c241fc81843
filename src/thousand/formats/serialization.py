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
from typing import TYPE_CHECKING, Any, Literal, TypeVar, overload

from thousand.errors import RecordError, ThousandError
from thousand.formats.converter import StrictConverter, make_converter, structure_strictly
from thousand.formats.messages import ViewMessage
from thousand.formats.rules_refs import difference
from thousand.formats.structure import FORMAT_VERSION, TAGS, _Bad, _show
from thousand.rules.ruleset import Rules
from thousand.views.player_view import PlayerView

if TYPE_CHECKING:
    from typing_extensions import TypeForm

__all__ = [
    "FORMAT_VERSION",
    "TAGS",
    "StrictConverter",
    "ViewMessage",
    "converter",
    "dumps",
    "loads",
    "make_converter",
    "rules_changes",
    "rules_digest",
    "structure",
    "unstructure",
]


T = TypeVar("T")


converter: StrictConverter = make_converter()
"""The library's converter: :func:`structure` and :func:`unstructure` go through it."""


_PLAIN = (type(None), bool, int, float, str, list, dict)
"""What :func:`unstructure` passes through as it is: JSON's own values."""


RulesForm = Literal["full", "omit"]
"""How :func:`dumps` writes the rules of a view: in ``full``, or ``omit`` (a ``rules_ref``)."""


def unstructure(value: object, *, rules: RulesForm = "full") -> Any:
    """Plain JSON-ready data (dicts, lists, text, numbers) for any library value.

    The data is what ``json.loads`` gives back for it (lists, never tuples), so
    :func:`structure` takes it as it is: ``structure(unstructure(x), type(x)) == x``.

    Args:
        value: a rules value, action, state, view, view message, result or record.
        rules: ``"omit"`` writes a view (or a view message) without its rules, naming
            them in a ``rules_ref`` (:func:`rules_digest`); see :func:`dumps`.

    Raises:
        RecordError: ``rules="omit"`` for a value that is not a view or a view message
            (records always hold their rules), or a value built by hand with a field of
            the wrong type.

    >>> import thousand as t
    >>> unstructure(t.PlayCard(seat=2, card=t.Card.parse("Qh"), declare=True))
    {'type': 'play', 'seat': 2, 'card': 'Qh', 'declare': True}
    """
    try:
        data = converter.unstructure(value)
    except ThousandError:
        raise
    except (AttributeError, TypeError, ValueError, KeyError, IndexError):
        # A value built by hand (attrs classes check no types) with a field of another type.
        raise RecordError(f"cannot write {_show(value)}: a field has the wrong type") from None
    except RecursionError:
        raise RecordError(f"cannot write {_show(value)}: nested too deeply") from None
    if data is value and not isinstance(value, _PLAIN):
        # The converter hands back what it has no hook for; every value of the library
        # (an attrs class, an enum) becomes something else, and plain data stays itself.
        raise RecordError(f"cannot write {_show(value)}: not a value of the library")
    if rules == "full":
        return data
    if rules != "omit":
        raise RecordError(f"rules is 'full' or 'omit', not {_show(rules)}", where="rules")
    if isinstance(value, PlayerView):
        return _lean(data, value.rules)
    if isinstance(value, ViewMessage):
        return {**data, "view": _lean(data["view"], value.view.rules)}
    raise RecordError(
        f"only a view or a view message is written without its rules, not a {type(value).__name__}",
        where="rules",
    )


def _lean(data: dict[str, Any], rules: Rules) -> dict[str, Any]:
    """A view's data with a ``rules_ref`` in the place of its rules."""
    ref = converter.rules_ref(rules)
    return {
        ("rules_ref" if key == "rules" else key): (ref if key == "rules" else item)
        for key, item in data.items()
    }


def rules_digest(rules: Rules) -> str:
    """A short, stable name of a rule set: what a view written without its rules names.

    The first 16 hex digits of the SHA-256 of :func:`rules_changes` (the settings that
    differ from the classic rules) as canonical JSON: keys sorted, no spaces, UTF-8
    (``json.dumps(changes, sort_keys=True, separators=(",", ":"), ensure_ascii=False)``).
    Equal rules have equal digests, in every version of the library that has their
    settings; a setting added later, at its default, changes no digest.

    :func:`dumps` with ``rules="omit"`` names a preset by its name (``"gambler"``) and
    other rules by their digest.

    >>> import thousand as t
    >>> rules_digest(t.Rules())
    '44136fa355b3678a'
    >>> rules_digest(t.Rules(bidding=t.BiddingRules(bid_step=10)))
    'b228254a3e599b6f'
    """
    if not isinstance(rules, Rules):
        raise RecordError(f"expected rules, not {type(rules).__name__}", where="rules")
    return converter.rules_digest(rules)


@overload
def structure(data: object, cls: type[T], *, where: str = "", rules: Rules | None = None) -> T: ...


@overload
def structure(
    data: object, cls: TypeForm[T], *, where: str = "", rules: Rules | None = None
) -> T: ...


@overload
def structure(data: object, cls: object, *, where: str = "", rules: Rules | None = None) -> Any: ...


def structure(data: object, cls: Any, *, where: str = "", rules: Rules | None = None) -> Any:
    """Build a library value of type ``cls`` from plain data, strictly.

    The result has the type asked for (for a type checker too): ``structure(data,
    t.Rules)`` is a :class:`~thousand.Rules`, ``structure(data, t.Action)`` an
    :data:`~thousand.Action`.

    Args:
        data: what :func:`unstructure` gives (or ``json.loads``), without ``format``.
        cls: the type, e.g. :class:`~thousand.RoundRecord`, :class:`~thousand.Rules` or
            the :data:`~thousand.Action` union.
        where: a prefix for the places named in errors.
        rules: the rules of a view written without them (see :func:`loads`).

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
    _check_rules(rules)
    if type(where) is not str:
        raise RecordError(f"where is text, not {_show(where)}", where="where")
    return structure_strictly(converter, data, cls, where, rules)


def _check_rules(rules: object) -> None:
    if rules is not None and not isinstance(rules, Rules):
        raise RecordError(f"expected rules or None, not {type(rules).__name__}", where="rules")


def dumps(value: object, *, indent: int | None = None, rules: RulesForm = "full") -> str:
    """A JSON document for ``value``: ``{"format": 1, ...}``.

    Args:
        value: a rules value, action, state, view, view message, result or record.
        indent: pretty-print with this indent.
        rules: ``"full"`` (the default) writes a view with its rules; ``"omit"`` writes
            a ``rules_ref`` in their place, the name of the preset they are or else their
            :func:`rules_digest`, for a client that has them already (:func:`loads` with
            ``rules=``). Records and states always hold their rules.

    Raises:
        RecordError: ``rules="omit"`` for a value that is not a view or a view message;
            a value that is not one of the library's (JSON has no bytes, no NaN); an
            ``indent`` that is not ``None`` or a whole number from 0 to 64.

    >>> import thousand as t
    >>> dumps(t.Pass(seat=2))
    '{"format": 1, "type": "pass", "seat": 2}'
    """
    if indent is not None and (type(indent) is not int or not 0 <= indent <= MAX_INDENT):
        raise RecordError(f"indent is None or 0..{MAX_INDENT}, not {_show(indent)}", where="indent")
    data = unstructure(value, rules=rules)
    document = {"format": FORMAT_VERSION, **data} if isinstance(data, dict) else data
    try:
        return json.dumps(document, ensure_ascii=False, indent=indent, allow_nan=False)
    except (TypeError, ValueError):  # not a value of the library: an object, bytes, NaN
        raise RecordError(f"cannot write {_show(value)} as JSON") from None
    except RecursionError:
        raise RecordError("cannot write as JSON: nested too deeply") from None


MAX_INDENT = 64  # wider is no use to anyone, and json.dumps overflows on a huge one
"""The widest indent :func:`dumps` writes with."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Bad(f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


@overload
def loads(text: str | bytes, cls: type[T], *, rules: Rules | None = None) -> T: ...


@overload
def loads(text: str | bytes, cls: TypeForm[T], *, rules: Rules | None = None) -> T: ...


@overload
def loads(text: str | bytes, cls: object, *, rules: Rules | None = None) -> Any: ...


def loads(text: str | bytes, cls: Any, *, rules: Rules | None = None) -> Any:
    """Read a JSON document written by :func:`dumps`, strictly.

    The result has the type asked for, for a type checker too: ``loads(text,
    t.RoundState)`` is a :class:`~thousand.RoundState`, ``loads(text, t.Action)`` an
    :data:`~thousand.Action`.

    Args:
        text: the document.
        cls: the type to read, e.g. :class:`~thousand.RoundRecord`,
            :class:`~thousand.RoundState` (its record, replayed),
            :class:`~thousand.PlayerView`, :class:`~thousand.ViewMessage` or
            :data:`~thousand.Action`.
        rules: the rules a view written without them (``dumps(view, rules="omit")``)
            refers to. Its ``rules_ref`` must name them: their digest, or the name of the
            preset they are. A view naming a preset loads without ``rules``; a view
            written in full carries its own rules, and other documents ignore ``rules``.

    Raises:
        RecordError: the text is not JSON, the format version is missing or unknown, or
            the content is not a valid ``cls``; ``where`` names the place. A view's
            ``rules_ref`` that names other rules than ``rules`` has the reason
            ``rules_mismatch``; a digest without ``rules``, ``rules_unknown``.

    >>> import thousand as t
    >>> loads('{"format": 2, "type": "pass", "seat": 2}', t.Action)
    Traceback (most recent call last):
    ...
    thousand.errors.RecordError: format: unsupported format 2 (this version reads format 1)
    """
    if not isinstance(text, str | bytes):
        raise RecordError(f"a document is JSON text, not {type(text).__name__}")
    _check_rules(rules)
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
    return structure_strictly(converter, data, cls, "", rules)


def rules_changes(rules: Rules) -> dict[str, Any]:
    """The settings of ``rules`` that differ from the classic ``Rules()``, as data.

    >>> import thousand as t
    >>> rules_changes(t.Rules(bidding=t.BiddingRules(bid_step=10)))
    {'bidding': {'bid_step': 10}}

    Raises:
        RecordError: ``rules`` is not a :class:`~thousand.Rules`, as :func:`rules_digest`.
    """
    if not isinstance(rules, Rules):
        raise RecordError(f"expected rules, not {type(rules).__name__}", where="rules")
    return difference(unstructure(rules), unstructure(Rules()))
