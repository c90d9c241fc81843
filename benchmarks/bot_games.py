"""Whole games between simple bots: this version against another, run alternately.

Plays the workload of section 3 of ``run.py`` (whole games to a winner between three
copies of the library's simple bot, ``play_game``) with two versions of the library in
turn, each in a fresh process whose ``PYTHONPATH`` points at that version's ``src``
directory, and prints games per second for each, run by run, and their ratio. The
machine may be shared: alternating the two versions exposes both to the same load, and
the ratio of each pair of runs is the figure to compare. With ``--callgrind`` it also
counts the instructions each version executes for the same seeded games under
``valgrind --tool=callgrind`` (``PYTHONHASHSEED=0``), less those of starting Python and
importing the library: a count that does not depend on the load.

Usage::

    python benchmarks/bot_games.py --old ../thousand-0.1/src           # 7 pairs of runs
    python benchmarks/bot_games.py --old ../thousand-0.1/src --rounds 11 --games 20
    python benchmarks/bot_games.py --old ../thousand-0.1/src --callgrind
    python benchmarks/bot_games.py --old src --quick --json out.json    # a smoke run

Not part of the test suite: timing belongs here, not in tests.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
from pathlib import Path
from time import perf_counter, process_time

HERE = Path(__file__).resolve().parent
NEW_SRC = HERE.parent / "src"
FIRST_SEED = 3000
"""Run ``i`` plays its games from ``random.Random(FIRST_SEED + i)``, as ``run.py`` does."""


def child(games: int, seed: int) -> None:
    """Play ``games`` games with the library on ``sys.path``; print the figures as JSON."""
    sys.path.insert(0, str(HERE))
    import run  # imported here, with the version under test on the path

    found = run.library_bot()
    if found is None:
        raise SystemExit("this version of the library has no simple bot")
    bot = found[0]
    rng = random.Random(seed)
    deals = 0
    start, cpu = perf_counter(), process_time()
    for _ in range(games):
        deals += run.play_game(rng, bot)[1]
    elapsed, cpu = perf_counter() - start, process_time() - cpu
    rate = games / elapsed if games else 0.0
    print(json.dumps({"games_per_s": rate, "deals": deals, "seconds": elapsed, "cpu": cpu}))


def run_child(src: Path, games: int, seed: int, wrapper: list[str] | None = None) -> str:
    env = dict(os.environ, PYTHONPATH=str(src), PYTHONHASHSEED="0")
    command = [sys.executable, str(Path(__file__).resolve()), "--child"]
    command += ["--games", str(games), "--seed", str(seed)]
    done = subprocess.run(
        [*(wrapper or []), *command], env=env, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"the run with {src} failed:\n{done.stderr}")
    return done.stdout + done.stderr


def timed(src: Path, games: int, seed: int) -> dict[str, float]:
    out = run_child(src, games, seed)
    figures: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    return figures


def instructions(src: Path, games: int, seed: int) -> int:
    """Instructions of ``games`` seeded games, less those of a run of no game."""
    wrapper = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]

    def count(n: int) -> int:
        found = re.search(r"Collected : (\d+)", run_child(src, n, seed, wrapper))
        if found is None:
            raise SystemExit("valgrind printed no instruction count")
        return int(found.group(1))

    return count(games) - count(0)


def load() -> str:
    if not hasattr(os, "getloadavg"):
        return "n/a"
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--old", type=Path, help="the src directory of the version to compare")
    parser.add_argument("--new", type=Path, default=NEW_SRC, help="default: this checkout's src")
    parser.add_argument("--rounds", type=int, default=7, help="pairs of runs (default 7)")
    parser.add_argument("--games", type=int, default=10, help="games per run (default 10)")
    parser.add_argument("--callgrind", action="store_true", help="also count instructions")
    parser.add_argument("--quick", action="store_true", help="a smoke run: one pair, one game")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the numbers here")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=FIRST_SEED, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.games, args.seed)
        return 0
    if args.old is None:
        parser.error("--old is required: the src directory of the version to compare")
    if args.quick:
        args.rounds, args.games = 1, 1
    old, new = args.old.resolve(), args.new.resolve()
    print(f"old: {old}\nnew: {new}")
    print(f"{args.rounds} pairs of runs of {args.games} games, old then new; load before: {load()}")
    rates: dict[str, list[float]] = {"old": [], "new": []}
    ratios = []
    for i in range(args.rounds):
        seed = FIRST_SEED + i
        pair = {name: timed(src, args.games, seed) for name, src in (("old", old), ("new", new))}
        if pair["old"]["deals"] != pair["new"]["deals"]:
            print(f"   note: the versions played different games ({pair['old']['deals']} and"
                  f" {pair['new']['deals']} deals)")  # fmt: skip
        for name in rates:
            rates[name].append(pair[name]["games_per_s"])
        ratios.append(pair["new"]["games_per_s"] / pair["old"]["games_per_s"])
        print(
            f"   run {i + 1}: old {pair['old']['games_per_s']:6.1f}  new"
            f" {pair['new']['games_per_s']:6.1f} games/s  new/old {ratios[-1]:.2f}"
            f"  (load {load()})"
        )
    for name, values in rates.items():
        print(
            f"{name}: median {statistics.median(values):.1f} games/s"
            f" [{min(values):.1f} - {max(values):.1f}]"
        )
    print(
        f"new/old: median {statistics.median(ratios):.2f} [{min(ratios):.2f} - {max(ratios):.2f}]"
        f"; load after: {load()}"
    )
    if args.callgrind:
        counts = {
            name: instructions(src, args.games, FIRST_SEED)
            for name, src in (("old", old), ("new", new))
        }
        for name, value in counts.items():
            print(f"{name}: {value / 1e6:,.0f} M instructions for {args.games} games (callgrind)")
        print(f"old/new instructions: {counts['old'] / counts['new']:.2f}")
    if args.json is not None:
        report = {"games": args.games, "games_per_second": rates, "ratios": ratios}
        if args.callgrind:
            report["instructions"] = counts
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
