"""Frozen values built from fields the library trusts, without running ``__init__`` (private).

An attrs ``frozen`` class sets each field through ``object.__setattr__`` in its
``__init__``: about 2 µs for the 26 fields of a :class:`~thousand.RoundResult`, more for
a :class:`~thousand.PlayerView`, which the engine builds at every decision a bot makes.
The classes built here keep their fields in the instance ``__dict__`` (``slots=False``),
so a value the library has just worked out is built by filling that dict in one step,
about four times faster. Users build them with their constructors as before; equality,
hashing, ``repr`` and pickling are attrs' own and do not see the difference.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

__all__ = ["builder", "tolerant_unpickling"]

T = TypeVar("T")

_new = object.__new__
_set_dict = object.__setattr__


def builder(cls: type[T], *, complete: bool = False) -> Callable[[dict[str, Any]], T]:
    """A function building a ``cls`` from a dict of its fields; absent ones get defaults.

    ``cls`` is a frozen attrs class with ``slots=False``, without converters or
    validators: the fields are taken as given. With ``complete`` the caller passes every
    field, and the dict itself becomes the value's ``__dict__`` (it must not be reused).
    """
    fields = attrs.fields(cls)  # type: ignore[arg-type]
    if "__dict__" not in cls.__dict__ and not any(
        "__dict__" in base.__dict__ for base in cls.__mro__[1:-1]
    ):
        raise TypeError(f"{cls.__name__} keeps its fields in slots; build it with slots=False")
    if any(field.converter is not None or field.validator is not None for field in fields):
        raise TypeError(f"{cls.__name__} converts or validates its fields")
    if any(isinstance(field.default, attrs.Factory) for field in fields):  # type: ignore[arg-type]
        raise TypeError(f"{cls.__name__} makes a default with a factory")
    defaults = {field.name: field.default for field in fields if field.default is not attrs.NOTHING}

    if complete:

        def build_complete(values: dict[str, Any]) -> T:
            value = _new(cls)
            _set_dict(value, "__dict__", values)
            return value

        return build_complete

    def build(values: dict[str, Any]) -> T:
        value = _new(cls)
        _set_dict(value, "__dict__", {**defaults, **values} if defaults else values)
        return value

    return build


def tolerant_unpickling(cls: type[T]) -> type[T]:
    """Let a pickle made before a field was added load, the field at its default.

    attrs pickles a slotted class as a dict of its fields and, loading it, sets only the
    fields the dict holds: a setting added since would be missing from the value. The
    class's ``__setstate__`` is wrapped to fill each missing field with its default first.
    """
    original = cls.__setstate__  # type: ignore[attr-defined]
    defaults = [(f.name, f.default) for f in attrs.fields(cls) if f.default is not attrs.NOTHING]  # type: ignore[arg-type]

    def setstate(self: object, state: object) -> None:
        if isinstance(state, dict):
            missing = {name: _default(default) for name, default in defaults if name not in state}
            if missing:
                state = {**state, **missing}
        original(self, state)

    setattr(cls, "__setstate__", setstate)  # noqa: B010
    return cls


def _default(default: object) -> object:
    """A field's default value: the value itself, or what its factory makes."""
    factory = getattr(default, "factory", None)  # an attrs Factory
    return factory() if callable(factory) else default
