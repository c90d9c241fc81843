"""Benchmark of the learning environments against the plain engine, in the same run.

Run ``python benchmarks/envs.py`` (needs ``thousand[pettingzoo]``). Options: ``--rules
NAME`` (a preset, classic by default), ``--deals N`` per run, ``--runs N``, ``--quick``,
``--json FILE``. Every loop plays whole deals with uniformly random legal decisions and
counts decisions per second; the loops take turns run after run on the same machine, and
each figure is the median of the runs (with their spread), because a shared machine is
noisy:

- ``engine``: ``legal_actions``, a random choice, ``apply`` (chance by
  ``chance_action``), the score at the end;
- ``engine + view``: the same, and the acting seat's ``view`` at each decision: the
  least any environment whose observations come from the seat's view must spend;
- ``engine + mask``: the engine loop, but the decision drawn as the environments' random
  agents draw it: the legal actions as an action mask (``ActionCodec.mask``), a random id
  among its 1s, the id decoded. No observation and no environment: the least any
  environment with an action mask and a random agent drawing from it must spend;
- ``pettingzoo``: the AEC environment, a random agent drawing from the action mask in
  ``env.last()``'s observation;
- ``gymnasium``: the single-seat environment, its seat drawing from the mask and the
  other seats played by a bot that draws from its view's legal actions (every decision
  counted, the bots' too).

The ratio of each environment to ``engine`` is what the environment costs on top of the
rules. Not part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

import thousand as t
from thousand.envs.encoding import codec_of
from thousand.envs.gymnasium import ThousandGymEnv
from thousand.envs.pettingzoo import env as make_env

perf_counter = time.perf_counter


def engine_loop(rules: t.Rules, deals: int, seed: int, with_view: bool) -> tuple[int, float]:
    rng = random.Random(seed)
    legal_actions, apply, choice, view = t.legal_actions, t.apply, rng.choice, t.view
    is_chance, is_over, chance_action = t.is_chance, t.is_over, t.chance_action
    decisions = 0
    start = perf_counter()
    for _ in range(deals):
        state = t.new_round(rules, dealer=rng.randrange(rules.players))
        while not is_over(state):
            if is_chance(state):
                state = apply(state, chance_action(state, rng))
                continue
            if with_view:
                view(state, state.to_act)  # type: ignore[arg-type]
            state = apply(state, choice(legal_actions(state)))
            decisions += 1
        t.round_result(state)
    return decisions, perf_counter() - start


def mask_loop(rules: t.Rules, deals: int, seed: int) -> tuple[int, float]:
    rng = random.Random(seed)
    codec = codec_of(rules)
    legal_actions, apply, choice = t.legal_actions, t.apply, rng.choice
    is_chance, is_over, chance_action = t.is_chance, t.is_over, t.chance_action
    flatnonzero, frombuffer, mask, decode = np.flatnonzero, np.frombuffer, codec.mask, codec.decode
    decisions = 0
    start = perf_counter()
    for _ in range(deals):
        state = t.new_round(rules, dealer=rng.randrange(rules.players))
        while not is_over(state):
            if is_chance(state):
                state = apply(state, chance_action(state, rng))
                continue
            action_mask = frombuffer(mask(legal_actions(state)), np.int8)
            action_id = int(choice(flatnonzero(action_mask)))
            state = apply(state, decode(action_id, state.to_act))  # type: ignore[arg-type]
            decisions += 1
        t.round_result(state)
    return decisions, perf_counter() - start


def pettingzoo_loop(rules: t.Rules, deals: int, seed: int) -> tuple[int, float]:
    rng = random.Random(seed)
    env = make_env(rules)
    flatnonzero, choice = np.flatnonzero, rng.choice
    decisions = 0
    start = perf_counter()
    for episode in range(deals):
        env.reset(seed=seed * 100_003 + episode)
        for _ in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            env.step(int(choice(flatnonzero(observation["action_mask"]))))
            decisions += 1
    return decisions, perf_counter() - start


def gymnasium_loop(rules: t.Rules, deals: int, seed: int) -> tuple[int, float]:
    rng = random.Random(seed)

    def random_bot(view: t.PlayerView) -> t.Action:
        return rng.choice(view.legal_actions)

    env = ThousandGymEnv(rules, opponents=random_bot, illegal_action="raise")
    flatnonzero, choice = np.flatnonzero, rng.choice
    start = perf_counter()
    decisions = 0
    for episode in range(deals):
        observation, _ = env.reset(seed=seed * 100_003 + episode)
        done = False
        while not done:
            action = int(choice(flatnonzero(observation["action_mask"])))
            observation, _, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
        decisions += env.table.decisions
    return decisions, perf_counter() - start


LOOPS: dict[str, Callable[[t.Rules, int, int], tuple[int, float]]] = {
    "engine": lambda rules, deals, seed: engine_loop(rules, deals, seed, with_view=False),
    "engine + view": lambda rules, deals, seed: engine_loop(rules, deals, seed, with_view=True),
    "engine + mask": mask_loop,
    "pettingzoo": pettingzoo_loop,
    "gymnasium": gymnasium_loop,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="classic", choices=sorted(t.PRESETS))
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="20 deals, 2 runs")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    deals, runs = (20, 2) if args.quick else (args.deals, args.runs)
    rules = t.Rules.preset(args.rules)
    rates: dict[str, list[float]] = {name: [] for name in LOOPS}
    for run in range(runs):
        for name, loop in LOOPS.items():
            decisions, seconds = loop(rules, deals, run)
            rates[name].append(decisions / seconds)
    base = statistics.median(rates["engine"])
    print(f"rules {args.rules}: {deals} random deals per run, {runs} runs; decisions per second")
    report = []
    for name, values in rates.items():
        median = statistics.median(values)
        print(
            f"  {name:14} {median:10,.0f}  [{min(values):,.0f} - {max(values):,.0f}]"
            f"  x{median / base:.2f} of engine"
        )
        report.append(
            {"name": name, "median": median, "runs": values, "ratio_to_engine": median / base}
        )
    if args.json is not None:
        args.json.write_text(json.dumps({"rules": args.rules, "loops": report}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
