"""The names of :mod:`thousand.rules.presets`, importable from their former place."""

from __future__ import annotations

from thousand.rules.presets import (
    GAMES24_RED_LIMITS,
    PRESETS,
    Games24Table,
    classic,
    four_player,
    gambler,
    games24,
    preset,
    two_player,
)

__all__ = [
    "GAMES24_RED_LIMITS",
    "PRESETS",
    "Games24Table",
    "classic",
    "four_player",
    "gambler",
    "games24",
    "preset",
    "two_player",
]
