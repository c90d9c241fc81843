"""How strong the search bot is against the simple bot, and how fast it decides.

Run ``python benchmarks/bot_strength.py`` (``--help`` for the options). Three-player
classic rules by default (``--preset`` for another), seeded and reproducible apart from
the timings. Not part of the test suite. It measures:

1. duplicate deals: the same seeded deals, each played once per seat with the search bot
   in that seat and simple bots elsewhere, and once with simple bots everywhere; the
   search bot's mean score per deal-seat minus the simple bot's in the same seat and
   deal, with a 95% confidence interval over the deals (the seats of one deal are
   averaged first, since they share the cards);
2. games to the end: the share of games the search bot wins against simple bots (it
   sits in seat ``game % players``), with a 95% confidence interval (Wilson);
3. the time per decision of the search bot (median and 95th percentile), over the
   decisions of the duplicate deals, with the load of the machine.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import thousand as t
from thousand.bots.search import DEFAULT_WORLDS


class TimedBot:
    """The search bot, with the time of every decision written down."""

    def __init__(self, worlds: int, seed: int) -> None:
        self.bot = t.bots.SearchBot(worlds=worlds, seed=seed)
        self.times: list[float] = []

    def __call__(self, view: t.PlayerView) -> t.Action:
        start = time.perf_counter()
        action = self.bot(view)
        self.times.append(time.perf_counter() - start)
        return action


def rules_of(preset: str) -> t.Rules:
    return t.Rules() if preset == "classic" else t.Rules.preset(preset)


def first_state(rules: t.Rules, deal: int) -> t.RoundState:
    """The deal numbered ``deal``: its dealer rotates, its cards come from its seed."""
    game = t.new_game(rules, first_dealer=deal % rules.dealing.players)
    return t.next_round(game, random.Random(deal))


def duplicate_deal(args: tuple[str, int, int]) -> tuple[list[int], list[float]]:
    """One deal, per seat: the search bot's score minus the simple bot's; the timings."""
    preset, worlds, deal = args
    rules = rules_of(preset)
    state = first_state(rules, deal)
    rng_seed = 1_000_003 * deal
    simple = t.round_result(t.bots.play_to_end(state, rng=random.Random(rng_seed)))
    diffs, times = [], []
    for seat in range(state.players):
        bot = TimedBot(worlds, seed=deal * 10 + seat)
        bots: list[t.bots.Bot] = [t.bots.simple_action] * state.players
        bots[seat] = bot
        end = t.bots.play_to_end(state, bots, random.Random(rng_seed))
        diffs.append(t.round_result(end).score_changes[seat] - simple.score_changes[seat])
        times.extend(bot.times)
    return diffs, times


def game(args: tuple[str, int, int]) -> tuple[bool, int]:
    """One game to the end: whether the search bot won it, and its deals."""
    preset, worlds, number = args
    rules = rules_of(preset)
    seat = number % rules.dealing.players
    bot = t.bots.SearchBot(worlds=worlds, seed=number)
    bots: list[t.bots.Bot] = [t.bots.simple_action] * rules.dealing.players
    bots[seat] = bot
    rng = random.Random(number)
    state = t.new_game(rules, first_dealer=number % rules.dealing.players)
    deals = 0
    while state.winner is None:
        end = t.bots.play_to_end(t.next_round(state, rng), bots, rng)
        state = t.record_round(state, t.round_result(end))
        deals += 1
    return state.winner == seat, deals


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal)."""
    mean = statistics.fmean(values)
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def wilson(wins: int, n: int) -> tuple[float, float, float]:
    """The share won and its 95% Wilson interval."""
    z = 1.96
    share = wins / n
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return share, centre - half, centre + half


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="classic", help="a preset name, or classic")
    parser.add_argument("--worlds", type=int, default=DEFAULT_WORLDS)
    parser.add_argument("--deals", type=int, default=200, help="duplicate deals")
    parser.add_argument("--games", type=int, default=60, help="games to the end")
    parser.add_argument("--first", type=int, default=0, help="the first deal's and game's seed")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    args = parser.parse_args(argv)
    report: dict[str, object] = {
        "preset": args.preset,
        "worlds": args.worlds,
        "load_before": os.getloadavg(),
    }
    print(f"preset {args.preset}, worlds {args.worlds}, load {os.getloadavg()}")
    with multiprocessing.Pool(args.jobs) as pool:
        if args.deals:
            start = time.perf_counter()
            tasks = [(args.preset, args.worlds, args.first + d) for d in range(args.deals)]
            per_deal, times = [], []
            for diffs, deal_times in pool.imap(duplicate_deal, tasks):
                per_deal.append(statistics.fmean(diffs))
                times.extend(deal_times)
            mean, half = mean_ci(per_deal)
            median, p95 = statistics.median(times), percentile(times, 0.95)
            print(
                f"duplicate: {args.deals} deals x {len(diffs)} seats: "
                f"{mean:+.1f} +/- {half:.1f} points per deal over the simple bot "
                f"({time.perf_counter() - start:.0f} s)"
            )
            print(
                f"decisions: {len(times)}, median {median * 1000:.1f} ms, "
                f"p95 {p95 * 1000:.1f} ms, max {max(times) * 1000:.0f} ms"
            )
            report["duplicate"] = {"deals": args.deals, "mean": mean, "ci95": half}
            report["decisions"] = {"count": len(times), "median_s": median, "p95_s": p95}
        if args.games:
            start = time.perf_counter()
            tasks = [(args.preset, args.worlds, args.first + g) for g in range(args.games)]
            results = list(pool.imap(game, tasks))
            wins = sum(won for won, _ in results)
            share, low, high = wilson(wins, len(results))
            deals = sum(d for _, d in results)
            print(
                f"games: won {wins} of {len(results)} = {share:.0%} "
                f"(95% CI {low:.0%} - {high:.0%}); {deals} deals "
                f"({time.perf_counter() - start:.0f} s)"
            )
            report["games"] = {"games": len(results), "won": wins, "low": low, "high": high}
    report["load_after"] = os.getloadavg()
    print(f"load {os.getloadavg()}")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
