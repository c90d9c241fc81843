"""Bots for the arena tests, at the top level of a module so that they pickle.

Worker processes import them by name, as they would a user's bots.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from typing import Any

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


RELEASE = threading.Event()
"""Set by a test to let the bots blocked on it go (they are then past their limits)."""


def blocking_bot(view: t.PlayerView) -> t.Action:
    """Never answers until a test releases it (in a worker process: never)."""
    RELEASE.wait()
    return t.bots.simple_action(view)


def exiting_bot(view: t.PlayerView) -> t.Action:
    """Ends its process instead of choosing."""
    sys.exit(3)


def stopping_bot(view: t.PlayerView) -> t.Action:
    """Stops its whole process (SIGSTOP): no thread of it runs again."""
    os.kill(os.getpid(), signal.SIGSTOP)
    return t.bots.simple_action(view)


class Unprintable:
    """An object whose repr and str fail, and that equals nothing."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    def __str__(self) -> str:
        raise RuntimeError("no str")

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no eq")

    __hash__ = object.__hash__

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        # Hypothesis prints a failing example this way, not by repr().
        printer.text("Unprintable()")


def unprintable_bot(view: t.PlayerView) -> t.Action:
    """Returns an object that cannot even be shown."""
    return Unprintable()  # type: ignore[return-value]


class UnprintableError(Exception):
    def __str__(self) -> str:
        raise RuntimeError("no str")


def unprintable_raising_bot(view: t.PlayerView) -> t.Action:
    """Raises an exception whose message cannot be written."""
    raise UnprintableError
