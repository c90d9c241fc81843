"""Seeding a match: a seed per game or deal and per bot, each derived from the match seed.

A seed is derived from the match's seed and a path (the unit's index, the rotation, the
player) by SHA-256, so it depends on nothing else: not on the task that plays the unit,
the process, the machine, the order tasks finish in or ``PYTHONHASHSEED``.

>>> from thousand.arena import derive_seed
>>> derive_seed(1, "unit", 0) == derive_seed(1, "unit", 0) != derive_seed(1, "unit", 1)
True
"""

from __future__ import annotations

import hashlib

__all__ = ["MAX_SEED", "derive_seed"]

MAX_SEED = 2**128
"""A match's seed lies from ``-MAX_SEED`` to ``MAX_SEED``."""


def derive_seed(seed: int, *path: int | str) -> int:
    """A 64-bit seed for the part of a match that ``path`` names, from the match's ``seed``."""
    text = ":".join(str(part) for part in ("thousand.arena", seed, *path))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
