"""The names of :mod:`thousand.round.context`, importable from their former place."""

from __future__ import annotations

from thousand.round.context import STANDALONE, RoundContext, check_context

__all__ = ["STANDALONE", "RoundContext", "check_context"]
