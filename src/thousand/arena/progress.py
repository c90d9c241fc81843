"""Progress of a long match, as plain text on a stream (standard error by default).

:func:`~thousand.arena.play_match` reports progress to a callable ``(done, total)`` once
at the start and after every task; ``progress=True`` uses a :class:`TextProgress`. On a
terminal it rewrites one line; elsewhere (a log file, a notebook's captured output) it
writes a line at every tenth of the match, so the log stays short.

>>> import io
>>> from thousand.arena import TextProgress
>>> out = io.StringIO()
>>> bar = TextProgress("games", stream=out, clock=iter(range(100)).__next__)
>>> for done in (0, 5, 10):
...     bar(done, 10)
>>> print(out.getvalue(), end="")
games 0/10 (0%)
games 5/10 (50%), 5.0 per second, about 1 s left
games 10/10 (100%), 5.0 per second, 2 s in all
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

__all__ = ["TextProgress"]


class TextProgress:
    """Writes ``label done/total (percent)``, the rate and the time left to a stream.

    Args:
        label: what is counted (``"games"``, ``"deals"``).
        stream: where to write; standard error by default.
        clock: the time in seconds; :func:`time.monotonic` by default.
    """

    def __init__(
        self,
        label: str,
        stream: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.label = label
        self.stream = sys.stderr if stream is None else stream
        self.clock = clock
        self.started: float | None = None
        self.tenths = -1
        try:
            self.live = self.stream.isatty()
        except (AttributeError, ValueError):  # closed, or not a real stream
            self.live = False

    def __call__(self, done: int, total: int) -> None:
        """Report that ``done`` of ``total`` units are played."""
        now = self.clock()
        if self.started is None:
            self.started = now
        tenths = 10 * done // total if total else 10
        if not self.live and tenths == self.tenths:
            return
        self.tenths = tenths
        line = f"{self.label} {done}/{total} ({100 * done // max(total, 1)}%)"
        elapsed = now - self.started
        if done and elapsed > 0:
            rate = done / elapsed
            if done < total:
                line += f", {rate:.1f} per second, about {(total - done) / rate:.0f} s left"
            else:
                line += f", {rate:.1f} per second, {elapsed:.0f} s in all"
        end = "\n" if done >= total or not self.live else ""
        self.stream.write(("\r\x1b[K" if self.live else "") + line + end)
        self.stream.flush()
