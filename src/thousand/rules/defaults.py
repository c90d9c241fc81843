"""Rules pickled before a setting existed: the setting takes its default (private).

A pickle of an attrs class holds its fields by name. A group of settings pickled by an
older version lacks the settings added since; :func:`restore_settings`, a group's
``__setstate__``, gives each of them its default, so that the old rules load as the
rules they were: every added setting's default keeps the old behaviour.
"""

from __future__ import annotations

from typing import Any

import attrs


def settings_state(group: Any) -> dict[str, object]:
    """A group's ``__getstate__``: its settings by name, as attrs pickles them."""
    return {field.name: getattr(group, field.name) for field in attrs.fields(type(group))}


def restore_settings(group: Any, state: object) -> None:
    """A group's ``__setstate__``: the pickled settings, the defaults for any missing.

    Args:
        group: the group being unpickled.
        state: the settings by name, or (as older attrs versions pickled them) a tuple of
            their values in field order.
    """
    fields = attrs.fields(type(group))
    named = (
        dict(zip((f.name for f in fields), state, strict=False))
        if isinstance(state, tuple)
        else dict(state)  # type: ignore[call-overload]
    )
    for field in fields:
        if field.name in named:
            value = named[field.name]
        elif isinstance(field.default, attrs.Factory):  # type: ignore[arg-type]
            value = field.default.factory()
        else:
            value = field.default
        object.__setattr__(group, field.name, value)
