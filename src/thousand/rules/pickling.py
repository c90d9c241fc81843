"""Rules pickled before a setting existed still load, with the setting's default (private).

A slotted attrs class pickles as the values of its fields and loads by setting each of
them: a field added since the pickle was made would be left unset. :func:`with_defaults`
gives a group of the rules a ``__setstate__`` that sets such fields to their defaults,
which are the behaviour the older library had.
"""

from __future__ import annotations

from typing import Any, TypeVar

import attrs

T = TypeVar("T")


def with_defaults(cls: type[T]) -> type[T]:
    """``cls`` (a slotted attrs class), loading fields missing from a pickle as defaults."""
    loads = cls.__setstate__  # type: ignore[attr-defined]
    fields = attrs.fields(cls)  # type: ignore[arg-type]

    def load(self: Any, state: Any) -> None:
        loads(self, state)
        for field in fields:
            if not hasattr(self, field.name) and field.default is not attrs.NOTHING:
                object.__setattr__(self, field.name, field.default)

    cls.__setstate__ = load  # type: ignore[attr-defined]
    return cls
