"""Benchmark of thousand.arena: matches between the simple bots, serial against a pool.

Run ``python benchmarks/arena.py`` (``--quick`` for a smoke run, ``--workers N`` for the
pool's size, ``--json FILE`` to write the numbers). It plays the same seeded match of
whole games between three simple bots (classic rules) three ways and reports games per
second of wall-clock time:

1. serial: ``executor=None``, every task in this process;
2. pool, cold: the default ``executor="processes"``, which starts its worker processes
   (``spawn``) for the match and stops them after: what one call costs;
3. pool, warm: a ``ProcessPoolExecutor`` that the caller keeps, already started: what
   each further match costs.

Every run must give the same result; the script checks that. Timing is plain
:func:`time.perf_counter`, the median of ``--runs`` runs with their spread, on a machine
that may be shared (the load average is printed first). Not part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import thousand as t

LINEUP = [t.bots.simple_action] * 3


def timed(
    play: Callable[[], t.arena.MatchResult], runs: int
) -> tuple[list[float], t.arena.MatchResult]:
    times = []
    result = None
    for _ in range(runs):
        start = time.perf_counter()
        result = play()
        times.append(time.perf_counter() - start)
    assert result is not None
    return times, result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="a short smoke run")
    parser.add_argument("--games", type=int, default=None, help="games per match")
    parser.add_argument("--runs", type=int, default=3, help="runs per figure")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--json", type=Path, default=None, help="write the figures here")
    args = parser.parse_args(argv)
    games = args.games or (6 if args.quick else 120)
    runs = 1 if args.quick else args.runs
    print(f"load average {os.getloadavg()}, {os.cpu_count()} CPUs, {args.workers} workers")
    print(f"{games} games of three simple bots, classic rules; {runs} run(s) per figure")

    def match(executor: object) -> t.arena.MatchResult:
        return t.arena.play_match(
            LINEUP,
            games=games,
            seed=1,
            executor=executor,  # type: ignore[arg-type]
            workers=args.workers,
        )

    figures: dict[str, list[float]] = {}
    results = []
    times, result = timed(lambda: match(None), runs)
    figures["serial"] = times
    results.append(result)
    times, result = timed(lambda: match("processes"), runs)
    figures["pool, cold"] = times
    results.append(result)
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=args.workers, mp_context=spawn) as pool:
        match(pool)  # starts the workers
        times, result = timed(lambda: match(pool), runs)
    figures["pool, warm"] = times
    results.append(result)
    if any(other != results[0] for other in results):
        print("the executors gave different results", file=sys.stderr)
        return 1
    report = []
    for name, times in figures.items():
        rates = [games / seconds for seconds in times]
        line = (
            f"{name:<11} {statistics.median(rates):8.1f} games/s"
            f"  [{min(rates):.1f} - {max(rates):.1f}]"
            f"  {statistics.median(times):6.2f} s per match"
        )
        print(line)
        report.append({"name": name, "games": games, "seconds": times, "games_per_second": rates})
    print(f"mean deals per game {results[0].mean_deals:.1f}")
    if args.json is not None:
        args.json.write_text(json.dumps({"workers": args.workers, "figures": report}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
