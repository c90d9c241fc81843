"""The names of :mod:`thousand.rules.presets`, importable from their former place."""

from __future__ import annotations

from thousand.rules.presets import (
    GAMES24_RED_LIMITS,
    PRESET_DESCRIPTIONS,
    PRESET_SOURCES,
    PRESETS,
    Games24Table,
    PresetSource,
    classic,
    four_player,
    gambler,
    games24,
    glinskie,
    k1c,
    kurnik,
    kurnik_four,
    kurnik_two,
    preset,
    shram,
    two_player,
    ukrainian_golden,
    zagraj,
)

__all__ = [
    "GAMES24_RED_LIMITS",
    "PRESETS",
    "PRESET_DESCRIPTIONS",
    "PRESET_SOURCES",
    "Games24Table",
    "PresetSource",
    "classic",
    "four_player",
    "gambler",
    "games24",
    "glinskie",
    "k1c",
    "kurnik",
    "kurnik_four",
    "kurnik_two",
    "preset",
    "shram",
    "two_player",
    "ukrainian_golden",
    "zagraj",
]
