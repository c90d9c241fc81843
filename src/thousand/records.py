"""The names of :mod:`thousand.formats.records`, importable from their former place."""

from __future__ import annotations

from thousand.formats.records import GameRecord, RoundRecord, final_state, record_of, replay

__all__ = ["GameRecord", "RoundRecord", "final_state", "record_of", "replay"]
