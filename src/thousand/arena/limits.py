"""Time limits of a match: how long a bot may take for a decision, and a task in all.

With a limit, every call of a bot's code (building it, each decision) runs in a thread
of its own while the task waits for it at most as long as the limits leave. A bot that
does not answer in time is left behind in its thread, which is a daemon and keeps
nothing from ending; the task stops with a :class:`~thousand.MatchError` (reason
``bot_timed_out``) that names the bot. The limits are the only place where a match
reads a clock: the results of a match that keeps within them do not depend on it.

Without limits (the default) a bot is called directly, at no cost.

>>> from thousand.arena.limits import Limits
>>> Limits.of(decision_time=2, task_time=None)
Limits(decision_time=2.0, task_time=None)
"""

from __future__ import annotations

import math
import queue
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

import attrs

from thousand.errors import MatchError, Reason, shown

__all__ = ["MAX_TIME_LIMIT", "Call", "Limits", "Stopwatch"]

MAX_TIME_LIMIT = 30 * 86_400.0
"""The longest time limit a match takes, in seconds (thirty days)."""


@attrs.frozen
class Limits:
    """The time limits of a match, in seconds; ``None`` for none.

    Attributes:
        decision_time: the most one decision of a bot (or the building of a bot) may
            take.
        task_time: the most one task, all its games or deals, may take.
    """

    decision_time: float | None = None
    task_time: float | None = None

    @classmethod
    def of(cls, *, decision_time: object, task_time: object) -> Limits:
        """Limits checked: each ``None`` or a positive number up to :data:`MAX_TIME_LIMIT`.

        Raises:
            MatchError: a limit is neither (reason ``invalid_match``).
        """
        return cls(_seconds("decision_time", decision_time), _seconds("task_time", task_time))

    @property
    def any(self) -> bool:
        """Whether there is a limit at all."""
        return self.decision_time is not None or self.task_time is not None


def _seconds(name: str, value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, int | float) and not isinstance(value, bool):
        try:
            seconds = float(value)
        except OverflowError:  # an int beyond any float
            seconds = math.inf
        if 0 < seconds <= MAX_TIME_LIMIT:
            return seconds
    raise MatchError(
        Reason.INVALID_MATCH,
        f"{name} is None or a number of seconds above 0 and up to {MAX_TIME_LIMIT:,.0f}, "
        f"not {shown(value)}",
    )


@attrs.frozen
class Call:
    """What a call of a bot's code gave: a value, or what it raised and its traceback."""

    value: Any = None
    error: BaseException | None = None
    traceback: str = ""


class Stopwatch:
    """Runs a task's calls of bots' code under its :class:`Limits`.

    Args:
        limits: the limits.
        clock: the time in seconds (:func:`time.monotonic`).
    """

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self.deadline = None if limits.task_time is None else clock() + limits.task_time
        self._inbox: queue.SimpleQueue[tuple[Callable[[Any], Any], Any] | None] | None = None
        self._outbox: queue.SimpleQueue[Call] = queue.SimpleQueue()

    def call(self, function: Callable[[Any], Any], argument: Any, who: str, unit: int) -> Call:
        """``function(argument)``, in the thread of the bots, within the limits.

        Raises:
            MatchError: it took too long (reason ``bot_timed_out``); ``who`` names the
                bot, ``unit`` the game or deal.
        """
        if not self.limits.any:
            return _run(function, argument)
        wait, limit, which = self._wait()
        inbox = self._inbox
        if inbox is None:
            inbox = self._inbox = queue.SimpleQueue()
            threading.Thread(
                target=_serve, args=(inbox, self._outbox), name="thousand-bot", daemon=True
            ).start()
        inbox.put((function, argument))
        try:
            return self._outbox.get(timeout=wait)
        except queue.Empty:
            # The thread is busy with the bot for good: let it end once the bot returns,
            # and start another for the next call, should there be one.
            inbox.put(None)
            self._inbox = None
            self._outbox = queue.SimpleQueue()
            raise MatchError(
                Reason.BOT_TIMED_OUT,
                f"{who} took longer than {which}",
                bot=who,
                unit=unit,
                details=(("limit", limit),),
            ) from None

    def _wait(self) -> tuple[float, str, str]:
        """How long the next call may take, the limit that says so, and in words."""
        decision = self.limits.decision_time
        if self.deadline is not None:
            left = max(0.0, self.deadline - self.clock())
            if decision is None or left < decision:
                task = f"what was left of the {self.limits.task_time:g} s its task may take"
                return left, "task_time", task
        assert decision is not None
        return decision, "decision_time", f"the {decision:g} s a decision may take"

    def close(self) -> None:
        """Let the thread of the bots end."""
        if self._inbox is not None:
            self._inbox.put(None)
            self._inbox = None


def _run(function: Callable[[Any], Any], argument: Any) -> Call:
    try:
        return Call(value=function(argument))
    except (Exception, SystemExit) as error:  # the bot's code: sys.exit() included
        return Call(error=error, traceback=_traceback())


def _serve(
    inbox: queue.SimpleQueue[tuple[Callable[[Any], Any], Any] | None],
    outbox: queue.SimpleQueue[Call],
) -> None:
    while (job := inbox.get()) is not None:
        function, argument = job
        try:
            done = Call(value=function(argument))
        except BaseException as error:  # the bot's code, whatever it raises
            done = Call(error=error, traceback=_traceback())
        outbox.put(done)


def _traceback() -> str:
    try:
        return traceback.format_exc()
    except Exception:  # an exception whose text cannot be written
        return "(the traceback cannot be written)"
