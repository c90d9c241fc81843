"""The names of :mod:`thousand.formats.notation`, importable from their former place."""

from __future__ import annotations

from thousand.formats.notation import format_action, format_record, parse_action, parse_record

__all__ = ["format_action", "format_record", "parse_action", "parse_record"]
