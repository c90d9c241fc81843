"""Naming a rule set in a few characters: a preset's name, or a digest of the settings (private).

A view written without its rules (``dumps(view, rules="omit")``) carries a ``rules_ref``
instead: the name of the preset the rules are (``"classic"``, ``"gambler"``, ...), or
else their digest. :func:`thousand.serialization.rules_digest` is the public face; this
module holds the pieces that work on plain data, so that the converter can use them.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from thousand.rules.presets import PRESETS
from thousand.rules.ruleset import Rules

DIGEST_LENGTH = 16
"""Hex digits of a rules digest: 64 bits, so that two rule sets never share one by chance."""


def difference(value: Mapping[str, Any], base: Mapping[str, Any]) -> dict[str, Any]:
    """The entries of ``value`` that differ from ``base``, nested objects compared inside."""
    out: dict[str, Any] = {}
    for key, item in value.items():
        if isinstance(item, dict):
            inner = difference(item, base[key])
            if inner:
                out[key] = inner
        elif item != base[key]:
            out[key] = item
    return out


def digest_of_changes(changes: Mapping[str, Any]) -> str:
    """The digest of rules whose settings differ from the classic ones by ``changes``.

    The first :data:`DIGEST_LENGTH` hex digits of the SHA-256 of the changes as canonical
    JSON (keys sorted, no spaces, UTF-8). Only the changes count, so a setting added to the
    library later, at its default, leaves every digest as it was.
    """
    text = json.dumps(changes, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_LENGTH]


_PRESET_OF: dict[Rules, str] = {}


def preset_name(rules: Rules) -> str | None:
    """The name of the preset ``rules`` are, or ``None``; ``"classic"`` for ``Rules()``."""
    if not _PRESET_OF:
        # Reversed, so that of two presets with the same rules the first listed wins.
        for name, build in reversed(list(PRESETS.items())):
            _PRESET_OF[build()] = name
    return _PRESET_OF.get(rules)


def preset_rules(name: str) -> Rules | None:
    """The rules of the preset ``name``, or ``None`` if no preset has that name."""
    build = PRESETS.get(name)
    return None if build is None else build()
