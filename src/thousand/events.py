"""The names of :mod:`thousand.scoring.events`, importable from their former place."""

from __future__ import annotations

from thousand.scoring.events import EventKind, ScoreEvent

__all__ = ["EventKind", "ScoreEvent"]
