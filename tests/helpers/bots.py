"""Bots for the arena tests, at the top level of a module so that they pickle.

Worker processes import them by name, as they would a user's bots.
"""

from __future__ import annotations

import thousand as t


def raising_bot(view: t.PlayerView) -> t.Action:
    """Fails on its first decision."""
    raise RuntimeError(f"seat {view.seat} gives up")


def illegal_bot(view: t.PlayerView) -> t.Action:
    """Always passes for the seat after its own: never legal."""
    return t.Pass(seat=((view.seat or 0) + 1) % view.players)


def failing_factory() -> t.bots.Bot:
    """A factory that cannot build its bot."""
    raise OSError("no model file")


class Recorder:
    """A factory that keeps what it was built with; it plays like the simple bot."""

    def __init__(self, seed: int | None = None, depth: int = 0) -> None:
        self.seed = seed
        self.depth = depth

    def __call__(self, view: t.PlayerView) -> t.Action:
        return t.bots.simple_action(view)
