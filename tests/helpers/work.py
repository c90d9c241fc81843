"""The work a call does, counted rather than timed: no test depends on the machine's speed.

:func:`calls` counts the function calls a call makes (Python functions and the built-in
ones they call, through :func:`sys.setprofile`): the same on a busy machine as on an
idle one. :func:`worlds_drawn` counts the worlds each search for a world draws
(:func:`~thousand.sample_world`, and loading a view, which searches for one).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any, TypeVar

from thousand.views import worlds

T = TypeVar("T")


class Work:
    """What a call cost: its function calls, and what it returned or raised."""

    def __init__(self) -> None:
        self.calls = 0
        self.result: object = None
        self.error: BaseException | None = None


def calls(run: Callable[[], object]) -> Work:
    """Run ``run`` counting its function calls; what it raised is kept, not raised."""
    work = Work()

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event in ("call", "c_call"):
            work.calls += 1

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        work.result = run()
    except Exception as error:  # the caller asserts on it
        work.error = error
    finally:
        sys.setprofile(previous)
    return work


@contextmanager
def worlds_drawn() -> Iterator[list[int]]:
    """The worlds each search for a world drew while the block ran, one entry a search."""
    draws: list[int] = []
    find = worlds._find_world

    def counting(v: Any, rng: random.Random, attempts: int) -> Any:
        found, drawn = worlds._search(v, rng, attempts)
        draws.append(drawn)
        return found

    worlds._find_world = counting
    try:
        yield draws
    finally:
        worlds._find_world = find
