"""Playing a match: :func:`play_match` splits it into tasks and runs them on an executor.

The executor is any :class:`concurrent.futures.Executor`: a local process pool by
default, none (the tasks run one after another in this process), or one that reaches a
cluster, such as Dask's ``distributed.Client.get_executor()``. The results do not depend
on the choice: every unit is seeded on its own (:mod:`thousand.arena.tasks`) and the
results are put back in unit order, whatever order the tasks finish in.
"""

from __future__ import annotations

import math
import os
import pickle
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from typing import Literal

from thousand.arena.entrants import Player, lineup_of
from thousand.arena.limits import Limits
from thousand.arena.progress import TextProgress
from thousand.arena.results import MatchInterrupted, MatchKind, MatchResult, UnitResult
from thousand.arena.seeds import MAX_SEED
from thousand.arena.tasks import Plan, Task, run_task
from thousand.errors import MatchError, Reason, shown
from thousand.rules.presets import PRESETS
from thousand.rules.ruleset import Rules

__all__ = ["MAX_DEALS", "MAX_UNITS", "TASKS", "TASK_GRACE", "play_match"]

MAX_DEALS = 1000
"""The most deals a game of a match may take by default (a game between the simple bots
takes about 35); past it the match stops with ``game_too_long`` rather than run on."""

MAX_UNITS = 10_000_000
"""The most games or duplicate deals one match plays."""

TASK_GRACE = 30.0
"""With ``task_time``, the seconds a task may run past it before the match gives up
waiting for its worker (a bot stuck in code that holds the interpreter, say)."""

TASKS = 100
"""By default a match is split into about this many tasks (fewer for a short match), so
that progress is reported at every hundredth and the work spreads over many workers."""

Progress = Callable[[int, int], object]
"""A progress callback: called with the units done and the units in all."""


def play_match(
    bots: Sequence[Player],
    rules: Rules | str = "classic",
    *,
    games: int | None = None,
    deals: int | None = None,
    seed: int = 0,
    executor: Executor | Literal["processes"] | None = "processes",
    workers: int | None = None,
    chunk: int | None = None,
    progress: bool | Progress = False,
    max_deals: int = MAX_DEALS,
    decision_time: float | None = None,
    task_time: float | None = None,
) -> MatchResult:
    """Play a match between ``bots``: whole games, or duplicate deals.

    With ``games=N``, game ``i`` seats the lineup rotated by ``i`` places (player ``k``
    in seat ``(k + i) % n``, seat 0 dealing first) and is played to its winner. With
    ``deals=N``, each deal is dealt from its own seed and played once in every rotation
    of the lineup, so each player holds every seat's cards; the deal's score for a
    player is the sum over those plays. Every game and rotation builds fresh bots.

    Args:
        bots: one bot per seat: a function ``(PlayerView) -> Action``, an object with
            such a ``__call__`` (each game plays a copy of it as given), a reference
            ``"package.module:name"`` to one, or an :class:`Entrant` (for a factory).
            To run in a process pool they must pickle: functions and classes defined
            at the top level of a module, not in an interactive session (Dask's own
            pickler sends those too).
        rules: a :class:`~thousand.Rules` value or a preset's name
            (:data:`~thousand.PRESETS`); ``"classic"`` by default.
        games: play this many whole games (exactly one of ``games`` and ``deals``).
        deals: play this many duplicate deals.
        seed: the match's seed, a whole number from ``-MAX_SEED`` to :data:`MAX_SEED`:
            the same seed and bots play the same match, on any executor and in any
            number of tasks.
        executor: where the tasks run: ``"processes"`` (the default) for a new local
            :class:`~concurrent.futures.ProcessPoolExecutor` (started with ``spawn``
            and shut down at the end), ``None`` to run them one after another in this
            process, or any :class:`~concurrent.futures.Executor`, which the caller
            owns (a Dask cluster's ``client.get_executor()``, say).
        workers: the size of the ``"processes"`` pool; the CPUs this process may use
            by default, and never more than those CPUs nor than the tasks.
        chunk: the games or deals per task; by default the match is split into about
            :data:`TASKS` tasks. It changes only how the work is shared out.
        progress: ``True`` to write progress to standard error
            (:class:`~thousand.arena.progress.TextProgress`), or a callable called with
            ``(done, total)`` at the start and after every task.
        max_deals: the most deals one game may take (:data:`MAX_DEALS`).
        decision_time: the most seconds a bot may take for one decision (or to be
            built); ``None`` (the default) for no limit.
        task_time: the most seconds a task may take, all its games or deals; ``None``
            (the default) for no limit. A worker whose task runs :data:`TASK_GRACE`
            seconds past it is given up on (and, in the ``"processes"`` pool, stopped).

    Returns:
        the games or deals and the standings (:class:`MatchResult`).

    Raises:
        MatchError: with reason ``unknown_preset`` (no such preset), ``invalid_match``
            (no games or deals, a lineup without one bot per seat, a setting of the
            wrong type or range), ``unknown_bot`` (a reference that does not import,
            something that is not a bot), ``bot_not_picklable`` (a bot that cannot go
            to a process pool), ``bot_failed`` (a bot raised), ``bot_illegal_action``
            (a bot chose an illegal action), ``bot_timed_out`` (a bot ran past
            ``decision_time``, or was deciding when its task ran past ``task_time``),
            ``game_too_long``, ``progress_failed`` (the progress callable raised) or
            ``task_failed`` (a worker died or ran :data:`TASK_GRACE` past
            ``task_time``, or the executor failed). Every argument is checked before a
            task starts; on a failure the tasks not yet started are cancelled.
        MatchInterrupted: Ctrl-C (:class:`KeyboardInterrupt`) ended the match; the
            workers are stopped and the error keeps the games or deals finished
            (:attr:`MatchInterrupted.result`). It is a :class:`KeyboardInterrupt`.

    >>> import thousand as t
    >>> r = t.arena.play_match(
    ...     [t.bots.simple_action, "thousand.bots:simple_action", t.bots.simple_action],
    ...     deals=3, seed=7, executor=None)
    >>> r.players
    ('simple_action', 'simple_action#2', 'simple_action#3')
    >>> [unit.scores for unit in r.units]
    [(...), (...), (...)]
    """
    resolved, preset = _rules(rules)
    kind, units = _size(games, deals)
    _check_int("seed", seed, minimum=-MAX_SEED, maximum=MAX_SEED)
    _check_int("max_deals", max_deals, minimum=1)
    limits = Limits.of(decision_time=decision_time, task_time=task_time)
    if workers is not None:
        _check_int("workers", workers, minimum=1)
    if chunk is not None:
        _check_int("chunk", chunk, minimum=1)
    if not (executor is None or executor == "processes" or isinstance(executor, Executor)):
        raise MatchError(
            Reason.INVALID_MATCH,
            f'executor is an Executor, "processes" or None, not {shown(executor)}',
        )
    if not (isinstance(progress, bool) or callable(progress)):
        raise MatchError(
            Reason.INVALID_MATCH, f"progress is True, False or a callable, not {shown(progress)}"
        )
    entrants = lineup_of(bots, resolved.players)
    for entrant in entrants:
        entrant.check()
    plan = Plan(
        kind=kind,
        rules=resolved,
        entrants=entrants,
        seed=seed,
        max_deals=max_deals,
        limits=limits,
    )
    if _is_process_pool(executor):
        _check_pickles(plan)
    size = chunk if chunk is not None else max(1, math.ceil(units / TASKS))
    tasks = [
        Task(plan=plan, start=start, stop=min(start + size, units))
        for start in range(0, units, size)
    ]
    report = _reporter(progress, kind)
    run = _Run(tasks, report, units, limits.task_time)

    def result(units: tuple[UnitResult, ...]) -> MatchResult:
        return MatchResult(
            kind=kind,
            rules=resolved,
            preset=preset,
            seed=seed,
            players=tuple(entrant.name for entrant in entrants),
            units=units,
        )

    try:
        if executor == "processes":
            # Imported here: ``import thousand`` should not load multiprocessing's machinery.
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            # spawn, as on macOS and Windows: a bot that plays here plays on every platform
            # and on a cluster, and no lock held by another thread is copied by a fork.
            context = multiprocessing.get_context("spawn")
            processes = min(workers or _cpus(), _cpus(), len(tasks))  # none without a task
            pool = ProcessPoolExecutor(max_workers=processes, mp_context=context)
            try:
                run.on(pool)
            except BaseException:
                _stop(pool)
                raise
            pool.shutdown()
        elif executor is None:
            run.here()
        else:
            run.on(executor)
    except KeyboardInterrupt:
        finished = run.finished()
        prefix = run.prefix()
        raise MatchInterrupted(result(prefix) if prefix else None, finished) from None
    return result(run.prefix())


def _cpus() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):  # not on every platform
        return os.cpu_count() or 1


def _stop(pool: object) -> None:
    """Shut a process pool of the match down at once, stopping its workers."""
    processes = dict(getattr(pool, "_processes", None) or {})
    pool.shutdown(wait=False, cancel_futures=True)  # type: ignore[attr-defined]
    for process in processes.values():
        process.kill()  # a stopped process ignores terminate()
    for process in processes.values():
        process.join(5)


def _rules(rules: Rules | str) -> tuple[Rules, str | None]:
    if isinstance(rules, Rules):
        # Rules equal to a preset's are that preset: the summary names it.
        return rules, next((name for name, make in PRESETS.items() if make() == rules), None)
    if isinstance(rules, str):
        if rules not in PRESETS:
            raise MatchError(
                Reason.UNKNOWN_PRESET,
                f"no preset {shown(rules)}; the presets are {', '.join(PRESETS)}",
            )
        return PRESETS[rules](), rules
    raise MatchError(
        Reason.INVALID_MATCH, f"rules are a Rules value or a preset's name, not {shown(rules)}"
    )


def _size(games: int | None, deals: int | None) -> tuple[MatchKind, int]:
    if (games is None) == (deals is None):
        raise MatchError(
            Reason.INVALID_MATCH, "a match plays games=N or deals=N: give exactly one of them"
        )
    if games is not None:
        _check_int("games", games, minimum=1, maximum=MAX_UNITS)
        return MatchKind.GAMES, games
    assert deals is not None
    _check_int("deals", deals, minimum=1, maximum=MAX_UNITS)
    return MatchKind.DEALS, deals


def _check_int(
    name: str, value: object, *, minimum: int | None, maximum: int | None = None
) -> None:
    if (
        type(value) is not int
        or (minimum is not None and value < minimum)
        or (maximum is not None and value > maximum)
    ):
        bounds = "a whole number"
        if minimum is not None:
            bounds += f" from {minimum}" + (f" to {maximum:,}" if maximum is not None else " up")
        raise MatchError(Reason.INVALID_MATCH, f"{name} is {bounds}, not {shown(value)}")


def _is_process_pool(executor: object) -> bool:
    """Whether the tasks go to worker processes through :mod:`pickle`.

    Other executors send them their own way (Dask's cloudpickle also sends functions
    defined in a notebook) and report what they cannot send.
    """
    if executor == "processes":
        return True
    # Not loaded, no process pool exists: ``import thousand`` stays light.
    process = sys.modules.get("concurrent.futures.process")
    return process is not None and isinstance(executor, process.ProcessPoolExecutor)


def _check_pickles(plan: Plan) -> None:
    # A script's __main__ is imported again in a worker; an interactive session's (or
    # ``python -c``'s) is not, and the worker would die looking for the bot.
    main_is_file = getattr(sys.modules.get("__main__"), "__file__", None) is not None
    for entrant in plan.entrants:
        made = entrant.bot if entrant.bot is not None else entrant.factory
        module = getattr(made, "__module__", None) or type(made).__module__
        if module == "__main__" and not main_is_file:
            raise MatchError(
                Reason.BOT_NOT_PICKLABLE,
                f"{entrant.name} is defined in an interactive session, where other "
                "processes cannot find it; define it in a module, or play with "
                "executor=None",
                bot=entrant.name,
            )
        try:
            pickle.dumps(entrant)
        except Exception as error:  # pickling runs the objects' own __reduce__
            raise MatchError(
                Reason.BOT_NOT_PICKLABLE,
                f"{entrant.name} does not pickle, and the match runs in other processes "
                f"({type(error).__name__}: {error}); define it at the top level of a "
                "module, give it as 'package.module:name', or play with executor=None",
                bot=entrant.name,
            ) from error


def _reporter(progress: bool | Progress, kind: MatchKind) -> Progress | None:
    if progress is True:
        return TextProgress(kind.value)
    if progress is False:
        return None
    return progress


class _Run:
    """The tasks of a match as they are played: each task's results, in task order."""

    def __init__(
        self, tasks: list[Task], report: Progress | None, total: int, task_time: float | None
    ) -> None:
        self.tasks = tasks
        self.report = report
        self.total = total
        self.task_time = task_time
        self.results: list[tuple[UnitResult, ...] | None] = [None] * len(tasks)
        self.done = 0

    def _finish(self, index: int, results: tuple[UnitResult, ...]) -> None:
        self.results[index] = results
        task = self.tasks[index]
        self.done += task.stop - task.start
        self._report()

    def _report(self) -> None:
        if self.report is None:
            return
        try:
            self.report(self.done, self.total)
        except Exception as error:  # the caller's code
            raise MatchError(
                Reason.PROGRESS_FAILED,
                f"the progress callable raised {type(error).__name__}: {shown(error)}",
            ) from error

    def here(self) -> None:
        """Play every task in this process, one after another."""
        self._report()
        for index, task in enumerate(self.tasks):
            self._finish(index, run_task(task))

    def on(self, executor: Executor) -> None:
        """Play the tasks on ``executor``; on a failure cancel those not started."""
        self._report()
        futures: dict[Future[tuple[UnitResult, ...]], int] = {}
        try:
            for index, task in enumerate(self.tasks):
                futures[_submit(executor, task)] = index
            # Every running task started before the last one finished (or the match
            # started) and keeps to task_time: one of them ends within task_time of it.
            patience = None if self.task_time is None else self.task_time + TASK_GRACE
            waiting = set(futures)
            while waiting:
                finished, waiting = wait(waiting, timeout=patience, return_when=FIRST_COMPLETED)
                if not finished:
                    raise MatchError(
                        Reason.TASK_FAILED,
                        f"no task ended within {patience:g} s, {TASK_GRACE:g} s past the "
                        "task_time: a worker is stuck and was given up on",
                    )
                for future in sorted(finished, key=futures.__getitem__):
                    index = futures[future]
                    self._finish(index, _result(future, self.tasks[index]))
        except BaseException:
            for future in futures:
                future.cancel()
            raise

    def finished(self) -> tuple[tuple[int, UnitResult], ...]:
        """Every unit finished so far, with its index."""
        return tuple(
            (task.start + offset, unit)
            for task, results in zip(self.tasks, self.results, strict=True)
            if results is not None
            for offset, unit in enumerate(results)
        )

    def prefix(self) -> tuple[UnitResult, ...]:
        """The units finished from the first on, up to the first not finished."""
        out: list[UnitResult] = []
        for results in self.results:
            if results is None:
                break
            out.extend(results)
        return tuple(out)


def _submit(executor: Executor, task: Task) -> Future[tuple[UnitResult, ...]]:
    try:
        return executor.submit(run_task, task)
    except Exception as error:  # an executor shut down, or that cannot send the task
        raise MatchError(
            Reason.TASK_FAILED,
            f"the executor did not take the task of units {task.start} to {task.stop - 1}: "
            f"{type(error).__name__}: {error}",
            unit=task.start,
        ) from error


def _result(future: Future[tuple[UnitResult, ...]], task: Task) -> tuple[UnitResult, ...]:
    try:
        return future.result()
    except MatchError:
        raise
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # a worker that died or exited, an executor that failed
        raise MatchError(
            Reason.TASK_FAILED,
            f"the task of units {task.start} to {task.stop - 1} failed: "
            f"{type(error).__name__}: {error}",
            unit=task.start,
        ) from error
