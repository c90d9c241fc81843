"""The names of :mod:`thousand.game.sheet`, importable from their former place."""

from __future__ import annotations

from thousand.game.sheet import LEGEND, marks, score_sheet

__all__ = ["LEGEND", "marks", "score_sheet"]
