"""Free-form JSON values, frozen: what a record keeps under its ``_`` keys.

A record is an immutable value, so the JSON it carries is frozen all the way down when
the record is built: a list becomes a tuple and an object a :class:`JSONObject`, a
read-only mapping. :func:`thaw` turns them back into lists and dicts for JSON and text.

>>> frozen = freeze({"tags": ["final", None], "table": {"number": 3}}, "_x")
>>> frozen["tags"], frozen["table"]["number"]
(('final', None), 3)
>>> thaw(frozen)
{'tags': ['final', None], 'table': {'number': 3}}
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from thousand.errors import RecordError

__all__ = ["JSONObject", "JSONValue", "freeze", "thaw"]


JSONValue = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]
"""A value JSON can hold (the values of a record's ``_`` keys)."""


class JSONObject(Mapping[str, object]):
    """A JSON object that cannot change: text keys, frozen values, hashable.

    It equals any mapping with the same items, and its values are frozen as
    :func:`freeze` freezes them. It pickles and copies as the plain dict it holds.

    >>> obj = JSONObject({"b": [1, 2], "a": {}})
    >>> obj == {"a": {}, "b": (1, 2)}, hash(obj) == hash(JSONObject({"a": {}, "b": (1, 2)}))
    (True, True)
    >>> obj["c"] = 3
    Traceback (most recent call last):
    ...
    TypeError: 'JSONObject' object does not support item assignment
    """

    __slots__ = ("_hash", "_items")

    _items: dict[str, object]
    _hash: int

    def __init__(self, items: Mapping[str, object] | None = None, *, where: str = "") -> None:
        """Freeze ``items``.

        Args:
            items: the object's items.
            where: the object's place, for the message of an error.

        Raises:
            RecordError: a key is not text or a value is not JSON (the message names
                the place).
        """
        frozen: dict[str, object] = {}
        for key, item in (items or {}).items():
            if type(key) is not str:
                raise RecordError(f"{where or 'an object'}: object keys are text, not {key!r}")
            frozen[key] = freeze(item, f"{where}.{key}" if where else key)
        # Set once here; __setattr__ below refuses every later change.
        object.__setattr__(self, "_items", frozen)
        object.__setattr__(self, "_hash", hash(frozenset(frozen.items())))

    def __getitem__(self, key: str) -> object:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __eq__(self, other: object) -> bool:
        if isinstance(other, JSONObject):
            return self._hash == other._hash and self._items == other._items
        if isinstance(other, Mapping):
            return self._items == dict(other.items())
        return NotImplemented

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"JSONObject({self._items!r})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"'JSONObject' object is read-only: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"'JSONObject' object is read-only: cannot delete {name!r}")

    def __reduce__(self) -> tuple[type[JSONObject], tuple[dict[str, object]]]:
        # Pickled as the dict it holds and rebuilt through the constructor: a pickle
        # names no private slot.
        return (JSONObject, (self._items,))

    def __copy__(self) -> JSONObject:
        return self  # immutable, as a tuple is

    def __deepcopy__(self, memo: dict[int, object]) -> JSONObject:
        return self


def freeze(value: object, where: str) -> object:
    """``value``, a JSON value, frozen: tuples for lists, :class:`JSONObject` for objects.

    Text, numbers, booleans and ``None`` are kept as they are; a tuple is read as a list
    and any mapping with text keys as an object.

    Args:
        value: the value.
        where: its place, for the message of an error (``"_table.tags[1]"``).

    Raises:
        RecordError: something in ``value`` is not JSON (a set, bytes, an object key that
            is not text, …): it could change in place, or not come back from JSON as it
            went in. The message starts with the place.
    """
    if value is None or isinstance(value, (str, int, float)):
        return value
    if isinstance(value, JSONObject):
        return value
    if isinstance(value, (list, tuple)):
        return tuple(freeze(item, f"{where}[{index}]") for index, item in enumerate(value))
    if isinstance(value, Mapping):
        return JSONObject(value, where=where)
    raise RecordError(f"{where}: not a JSON value: {type(value).__name__} {value!r}")


def thaw(value: object) -> Any:
    """``value`` as plain JSON data: lists for tuples, dicts for mappings.

    The inverse of :func:`freeze`, for :func:`json.dumps` and for programs that want
    values they can change.
    """
    if isinstance(value, tuple):
        return [thaw(item) for item in value]
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    return value
