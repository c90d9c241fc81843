"""The arena under hostile bots and careless callers: time limits, Ctrl-C, bots that exit,
objects that cannot be shown, results that do not load. Each test names its defect.

No test here reads a clock to decide: a bot that never answers is detected by a small
limit, and the test asserts what the match reports, never how long it took.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any

import pytest

import thousand as t
from helpers import bots as hostile
from thousand.arena import MatchInterrupted, MatchResult
from thousand.errors import MatchError, Reason, RecordError
from thousand.serialization import dumps, loads

SIMPLE = t.bots.simple_action


@pytest.fixture(autouse=True)
def _release_blocked_bots() -> Iterator[None]:
    """Let the bots blocked on :data:`hostile.RELEASE` end once the test is over."""
    hostile.RELEASE.clear()
    yield
    hostile.RELEASE.set()


def _pool(workers: int = 1) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))


# --- time limits ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("limits", "limit"),
    [({"decision_time": 2.0}, "decision_time"), ({"task_time": 2.0}, "task_time")],
)
def test_a_bot_that_never_answers_is_stopped_and_named(limits: dict[str, Any], limit: str) -> None:
    """Gap: a bot that never returned hung ``play_match`` forever."""
    # Seat 1 bids first: the blocking bot's decision is the match's first.
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE, hostile.blocking_bot, SIMPLE], deals=3, executor=None, **limits)
    error = raised.value
    assert error.reason is Reason.BOT_TIMED_OUT
    assert error.bot == "blocking_bot"
    assert error.unit == 0
    assert dict(error.details)["limit"] == limit
    assert "blocking_bot took longer than" in str(error)


def test_a_factory_that_never_returns_is_stopped_and_named() -> None:
    def stuck() -> t.bots.Bot:
        hostile.RELEASE.wait()
        return SIMPLE

    entrant = t.arena.Entrant.made_by(stuck, name="stuck")
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([entrant, SIMPLE, SIMPLE], deals=1, executor=None, decision_time=2.0)
    assert raised.value.reason is Reason.BOT_TIMED_OUT
    assert raised.value.bot == "stuck"


def test_bots_within_the_limits_play_the_same_match() -> None:
    lineup: list[t.arena.Player] = [SIMPLE, t.bots.RandomBot, SIMPLE]
    plain = t.arena.play_match(lineup, deals=4, seed=3, executor=None)
    limited = t.arena.play_match(
        lineup, deals=4, seed=3, executor=None, decision_time=600, task_time=3600
    )
    assert limited == plain


def test_a_bot_that_never_answers_in_a_worker_process_is_stopped_and_named() -> None:
    """Gap: a process pool waited for ever on the worker."""
    with pytest.raises(MatchError) as raised:
        t.arena.play_match(
            [SIMPLE, hostile.blocking_bot, SIMPLE], deals=2, workers=1, decision_time=2.0
        )
    assert raised.value.reason is Reason.BOT_TIMED_OUT
    assert raised.value.bot == "blocking_bot"


@pytest.mark.skipif(sys.platform == "win32", reason="SIGSTOP is POSIX")
def test_a_worker_that_stops_altogether_is_given_up_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker that runs no code at all any more (here stopped by a signal) is given up
    on ``TASK_GRACE`` after the task limit, and the pool's processes are ended."""
    monkeypatch.setattr(t.arena.match, "TASK_GRACE", 0.5)
    with pytest.raises(MatchError) as raised:
        t.arena.play_match(
            [SIMPLE, hostile.stopping_bot, SIMPLE], deals=2, workers=1, task_time=0.5
        )
    assert raised.value.reason is Reason.TASK_FAILED
    assert "stuck" in str(raised.value)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"decision_time": 0},
        {"decision_time": -1},
        {"decision_time": float("nan")},
        {"decision_time": float("inf")},
        {"decision_time": "1"},
        {"decision_time": True},
        {"task_time": 10**400},
        {"task_time": 1e12},
        {"task_time": [1]},
    ],
)
def test_time_limits_out_of_range_are_refused(kwargs: dict[str, Any]) -> None:
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE] * 3, deals=1, executor=None, **kwargs)
    assert raised.value.reason is Reason.INVALID_MATCH


# --- Ctrl-C -------------------------------------------------------------------------------


def _interrupt_after(units: int) -> Callable[[int, int], None]:
    def progress(done: int, total: int) -> None:
        if done >= units:
            raise KeyboardInterrupt

    return progress


def test_ctrl_c_ends_a_match_keeping_the_games_finished() -> None:
    lineup: list[t.arena.Player] = [SIMPLE, t.bots.RandomBot, SIMPLE]
    with pytest.raises(MatchInterrupted) as raised:
        t.arena.play_match(
            lineup, deals=6, seed=4, chunk=1, executor=None, progress=_interrupt_after(2)
        )
    interrupted = raised.value
    assert isinstance(interrupted, KeyboardInterrupt)
    assert interrupted.result == t.arena.play_match(lineup, deals=2, seed=4, executor=None)
    assert [index for index, _ in interrupted.finished] == [0, 1]


def test_ctrl_c_before_any_game_keeps_nothing() -> None:
    with pytest.raises(MatchInterrupted) as raised:
        t.arena.play_match([SIMPLE] * 3, deals=2, executor=None, progress=_interrupt_after(0))
    assert raised.value.result is None
    assert raised.value.finished == ()


def test_ctrl_c_ends_a_process_pool_stuck_on_a_bot() -> None:
    """Gap: Ctrl-C did not end a process pool stuck on a bot that never answers."""

    # Ctrl-C comes once the match waits for its workers: when progress reports the start.
    def press_ctrl_c(done: int, total: int) -> None:
        if done == 0:
            threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT)).start()

    with pytest.raises(MatchInterrupted) as raised:
        t.arena.play_match(
            [SIMPLE, hostile.blocking_bot, SIMPLE], deals=2, workers=1, progress=press_ctrl_c
        )
    assert raised.value.result is None


# --- workers ------------------------------------------------------------------------------


class _RecordingPool(Executor):
    """Stands for the process pool: runs each task at once and keeps its size."""

    sizes: list[int] = []  # noqa: RUF012 (one list for the test)

    def __init__(self, max_workers: int, mp_context: object = None) -> None:
        self.sizes.append(max_workers)

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_result(fn(*args, **kwargs))
        return future


def test_workers_are_never_more_than_the_cpus(monkeypatch: pytest.MonkeyPatch) -> None:
    """Gap: ``workers=24`` started 24 processes on 2 cores."""
    import concurrent.futures

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", _RecordingPool)
    monkeypatch.setattr(t.arena.match, "_cpus", lambda: 2)
    monkeypatch.setattr(t.arena.match, "_check_pickles", lambda plan: None)
    _RecordingPool.sizes = []
    for workers in (24, None, 1):
        t.arena.play_match([SIMPLE] * 3, deals=5, chunk=1, workers=workers)
    assert _RecordingPool.sizes == [2, 2, 1]


# --- bots that exit, or return what cannot be shown --------------------------------------


def test_a_bot_that_exits_stops_the_match_with_its_name() -> None:
    """Defect: ``sys.exit`` in a bot escaped the arena as ``SystemExit``."""
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE, hostile.exiting_bot, SIMPLE], deals=1, executor=None)
    assert raised.value.reason is Reason.BOT_FAILED
    assert raised.value.bot == "exiting_bot"
    assert "SystemExit" in str(raised.value)


def test_a_bot_that_exits_in_a_worker_process_stops_the_match_with_its_name() -> None:
    """Defect: ``sys.exit`` in a pool worker raised ``SystemExit`` in the caller."""
    with _pool() as pool, pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE, hostile.exiting_bot, SIMPLE], deals=1, executor=pool)
    assert raised.value.reason is Reason.BOT_FAILED
    assert raised.value.bot == "exiting_bot"


@pytest.mark.parametrize("bot", [hostile.unprintable_bot, hostile.unprintable_raising_bot])
def test_a_bot_whose_result_cannot_be_shown_is_named(bot: t.bots.Bot) -> None:
    """Defect: a result whose ``__repr__`` raised escaped the arena serially."""
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE, bot, SIMPLE], deals=1, executor=None)
    assert raised.value.bot == bot.__name__  # type: ignore[attr-defined]
    assert raised.value.reason in (Reason.BOT_ILLEGAL_ACTION, Reason.BOT_FAILED)


def test_a_bot_whose_result_cannot_be_shown_is_named_from_a_worker() -> None:
    """Defect: on a pool it was reported without naming the bot."""
    with _pool() as pool:
        for bot in (hostile.unprintable_bot, hostile.unprintable_raising_bot):
            with pytest.raises(MatchError) as raised:
                t.arena.play_match([SIMPLE, bot, SIMPLE], deals=1, executor=pool)
            assert raised.value.bot == bot.__name__


def test_a_progress_callable_that_raises_stops_the_match_with_a_reason() -> None:
    """Defect: a progress callback that raised escaped raw."""

    def broken(done: int, total: int) -> None:
        raise ValueError("the bar is gone")

    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE] * 3, deals=1, executor=None, progress=broken)
    assert raised.value.reason is Reason.PROGRESS_FAILED
    assert "the bar is gone" in str(raised.value)


# --- seeds and results --------------------------------------------------------------------


@pytest.mark.parametrize(
    "seed",
    [10**4300, -(10**4300), 2**128 + 1, -(2**128) - 1],
    ids=["10**4300", "-10**4300", "2**128+1", "-2**128-1"],
)
def test_a_seed_out_of_range_is_refused(seed: int) -> None:
    """Defect: ``seed=10**4300`` raised a bare ``ValueError``."""
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE] * 3, deals=1, seed=seed, executor=None)
    assert raised.value.reason is Reason.INVALID_MATCH


def test_the_largest_seeds_play() -> None:
    for seed in (2**128, -(2**128)):
        result = t.arena.play_match([SIMPLE] * 3, deals=1, seed=seed, executor=None)
        assert loads(dumps(result), MatchResult) == result


def _result_json() -> dict[str, Any]:
    result = t.arena.play_match([SIMPLE, t.bots.RandomBot, SIMPLE], deals=2, executor=None)
    document: dict[str, Any] = json.loads(dumps(result))
    return document


def _standing(field: str, value: object) -> Callable[[dict[str, Any]], None]:
    return lambda document: document["standings"][0].__setitem__(field, value)


@pytest.mark.parametrize(
    "spoil",
    [
        _standing("win_interval", [0, 1]),
        _standing("win_interval", {"low": "0", "high": 1}),
        _standing("win_interval", {"low": 1e400, "high": 1}),
        _standing("mean_score", [1]),
        _standing("mean_score", 1e400),
        _standing("mean_score", 10**400),
        _standing("mean_score", "12.5"),
        _standing("win_rate", None),
        _standing("wins", 10**400),
        lambda document: document.__setitem__("seed", 10**400),
        lambda document: document["units"][0].__setitem__("scores", [10**400, 0, 0]),
        lambda document: document["units"][0].__setitem__("scores", [1e400, 0, 0]),
        lambda document: document["units"][0].__setitem__("deals", 10**400),
        lambda document: document["units"][0].__setitem__("winner", 10**400),
    ],
)
def test_a_result_that_does_not_hold_together_does_not_load(
    spoil: Callable[[dict[str, Any]], None],
) -> None:
    """Defect: a wrong interval, a list for a mean, ``1e400`` or ``10**400`` raised bare
    ``ValueError``, ``TypeError`` or ``OverflowError``."""
    document = _result_json()
    spoil(document)
    text = json.dumps(document)
    with pytest.raises(RecordError):
        loads(text, MatchResult)
