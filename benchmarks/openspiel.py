"""Benchmark: a random agent through the OpenSpiel game against the plain engine.

Run ``python benchmarks/openspiel.py`` (it needs the ``openspiel`` extra). Options:
``--quick`` for a short smoke run, ``--runs N``, ``--deals N`` per run, ``--json FILE``.

Both loops play whole deals of the classic rules, every decision chosen uniformly from
the legal ones, in the same process, taking turns every 20 deals, so that both meet the
same load of a shared machine:

- engine: ``t.deal(rules, rng)`` for the deal, then per decision ``legal_actions``,
  ``rng.choice`` and the checked ``apply``;
- OpenSpiel: ``pyspiel.load_game("python_thousand")``; per chance step (24 a deal: the
  cards one by one) ``chance_outcomes``, ``rng.choice`` and ``apply_action``; per
  decision ``is_chance_node``, ``legal_actions``, ``rng.choice`` and ``apply_action``.

The figures: decisions per second, timed over the decisions alone in both loops; the
OpenSpiel game's chance steps per second, timed alone; and whole deals per second. The
target: the OpenSpiel game makes at least half the engine's decisions per second.
Timing is :func:`time.perf_counter`; each figure is the median of the runs, with the
spread of the runs. Not part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

import pyspiel

import thousand as t
import thousand.envs.openspiel  # registers python_thousand

RULES = t.Rules()
TARGET = 0.5
"""The least ratio of OpenSpiel decisions per second to the engine's."""
CHUNK = 20
"""Deals each loop plays before the other takes its turn."""

perf_counter = time.perf_counter


def engine_deals(deals: int, seed: int) -> tuple[int, float, float]:
    """Random deals through the engine: (decisions, seconds in decisions, seconds in all)."""
    rng = random.Random(seed)
    choice, legal_actions, apply, is_over = rng.choice, t.legal_actions, t.apply, t.is_over
    decisions, in_decisions = 0, 0.0
    start = perf_counter()
    for i in range(deals):
        state = apply(t.new_round(RULES, i % 3), t.deal(RULES, rng))
        while not is_over(state):
            before = perf_counter()
            state = apply(state, choice(legal_actions(state)))
            in_decisions += perf_counter() - before
            decisions += 1
        t.round_result(state)
    return decisions, in_decisions, perf_counter() - start


def openspiel_deals(games: list[pyspiel.Game], deals: int, seed: int) -> tuple[float, ...]:
    """Random deals through the OpenSpiel game.

    Returns (decisions, seconds in decisions, chance steps, seconds in them, seconds in all).
    """
    rng = random.Random(seed)
    choice = rng.choice
    decisions, in_decisions, chances, in_chance = 0, 0.0, 0, 0.0
    start = perf_counter()
    for i in range(deals):
        state = games[i % 3].new_initial_state()
        while not state.is_terminal():
            before = perf_counter()
            if state.is_chance_node():
                state.apply_action(choice(state.chance_outcomes())[0])
                in_chance += perf_counter() - before
                chances += 1
            else:
                state.apply_action(choice(state.legal_actions()))
                in_decisions += perf_counter() - before
                decisions += 1
        state.returns()
    return decisions, in_decisions, chances, in_chance, perf_counter() - start


def summary(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="a short smoke run")
    parser.add_argument("--runs", type=int, help="runs of each loop (default 7, quick 2)")
    parser.add_argument("--deals", type=int, help="deals per run (default 1000, quick 30)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the numbers here")
    args = parser.parse_args(argv)
    runs = args.runs or (2 if args.quick else 7)
    deals = args.deals or (30 if args.quick else 1000)
    games = [pyspiel.load_game("python_thousand", {"dealer": dealer}) for dealer in range(3)]
    engine_deals(50, 1)  # warm up both
    openspiel_deals(games, 50, 1)
    figures: dict[str, list[float]] = {
        "engine decisions/s": [],
        "openspiel decisions/s": [],
        "openspiel chance steps/s": [],
        "engine deals/s": [],
        "openspiel deals/s": [],
        "ratio of decisions/s": [],
    }
    chunk = min(CHUNK, deals)
    for run in range(runs):
        # Chunk by chunk in turn, so that both loops meet the same load of a shared machine.
        totals = [0.0] * 8
        for start in range(0, deals, chunk):
            seed = 1000 * run + start
            size = min(chunk, deals - start)
            for i, value in enumerate(engine_deals(size, seed)):
                totals[i] += value
            for i, value in enumerate(openspiel_deals(games, size, seed)):
                totals[3 + i] += value
        decisions, in_decisions, whole = totals[:3]
        engine_rate = decisions / in_decisions
        figures["engine decisions/s"].append(engine_rate)
        figures["engine deals/s"].append(deals / whole)
        decisions, in_decisions, chances, in_chance, whole = totals[3:]
        rate = decisions / in_decisions
        figures["openspiel decisions/s"].append(rate)
        figures["openspiel chance steps/s"].append(chances / in_chance)
        figures["openspiel deals/s"].append(deals / whole)
        figures["ratio of decisions/s"].append(rate / engine_rate)
    print(
        f"random agent, classic rules: {runs} runs of {deals} deals each way, Python"
        f" {sys.version.split()[0]}, pyspiel from open_spiel"
    )
    print("each figure: median of the runs [min - max]")
    for name, values in figures.items():
        s = summary(values)
        print(f"   {name:<28} {s['median']:>10,.2f}   [{s['min']:,.2f} - {s['max']:,.2f}]")
    ratio = statistics.median(figures["ratio of decisions/s"])
    verdict = "met" if ratio >= TARGET else "NOT MET"
    print(f"   target: ratio of decisions/s >= {TARGET}: {verdict}")
    if args.json is not None:
        report = {
            "runs": runs,
            "deals": deals,
            "figures": {
                name: summary(values) | {"runs": values} for name, values in figures.items()
            },
            "target": TARGET,
            "met": ratio >= TARGET,
        }
        args.json.write_text(json.dumps(report, indent=2) + "\n")
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
