"""Benchmarks of the thousand engine: how fast the hot paths are on this machine.

Run ``python benchmarks/run.py`` (or ``nox -s bench``). Options: ``--quick`` for a short
smoke run, ``--runs N`` to repeat each measurement N times, ``--json FILE`` to write the
numbers. Timing is plain :func:`time.perf_counter`; every figure is the median of several
runs with the spread ``[min - max]`` of those runs, because a shared machine is noisy.

Sections (classic rules, seeded and reproducible):

1. random deal: ``deal`` to ``round_result``, every decision chosen uniformly from
   ``legal_actions`` and applied with the checked ``apply``;
2. per action: ``legal_actions`` and ``apply`` timed call by call over those playouts;
3. random game: whole games to a winner with the library's simple bot;
4. views: ``view(state, seat)`` and ``sample_world``;
5. records: JSON dump and strict load of a 50-deal game record;
6. memory of one mid-deal ``RoundState`` (``tracemalloc``).

Sections 3-5 look their APIs up by name; run against a version of the library without
one, the section says which API it misses instead of printing numbers. Not part of the
test suite.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import inspect
import json
import os
import platform
import random
import statistics
import sys
import textwrap
import time
import tracemalloc
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import thousand as t

sys.path.insert(0, str(Path(__file__).parent))
import floor_playout  # beside this script, not a package

RULES = t.Rules()
"""Every section measures the classic rules."""

perf_counter = time.perf_counter
process_time = time.process_time


# --- results ------------------------------------------------------------------------------


@dataclass
class Metric:
    """One measured quantity: a value per run, and the target it is held to (if any)."""

    name: str
    unit: str
    runs: list[float]
    target: float | None = None
    at_most: bool = False
    """The target is an upper bound (times); otherwise a lower bound (rates)."""

    @property
    def median(self) -> float:
        return statistics.median(self.runs)

    @property
    def met(self) -> bool | None:
        if self.target is None:
            return None
        return self.median <= self.target if self.at_most else self.median >= self.target

    def as_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "unit": self.unit,
            "median": self.median,
            "min": min(self.runs),
            "max": max(self.runs),
            "runs": self.runs,
            "target": self.target,
            "target_is_upper_bound": self.at_most if self.target is not None else None,
            "met": self.met,
        }


@dataclass
class Section:
    """The outcome of one section: metrics, or why there are none."""

    number: int
    title: str
    status: str = "ok"
    """``ok``, ``unavailable`` (an API of the library is missing) or ``error``."""
    message: str = ""
    metrics: list[Metric] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def add(self, metric: Metric) -> Metric:
        self.metrics.append(metric)
        return metric

    def as_json(self) -> dict[str, object]:
        return {
            "number": self.number,
            "title": self.title,
            "status": self.status,
            "message": self.message,
            "metrics": [m.as_json() for m in self.metrics],
            "notes": self.notes,
        }


class NotAvailableError(Exception):
    """A section needs an API that this version of the library lacks."""


@dataclass
class Settings:
    """How much work each section does."""

    runs: int
    deals: int
    """Deals per run of section 1."""
    playouts: int
    """Playouts per run of section 2."""
    games: int
    """Games per run of section 3."""
    view_playouts: int
    """Playouts whose states section 4 views."""
    records: int
    """Round trips per run of section 5."""

    @classmethod
    def make(cls, quick: bool, runs: int | None) -> Settings:
        if quick:
            return cls(runs or 3, deals=100, playouts=30, games=1, view_playouts=5, records=2)
        return cls(runs or 7, deals=2000, playouts=400, games=10, view_playouts=60, records=30)


def percentile(values: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def optional_api(module: str, *names: str) -> Any:
    """The first of ``names`` found in ``module``, or ``None`` if the module or names are absent.

    Only the absence of ``module`` itself counts as "not there yet"; any other import error
    is a real error and propagates.
    """
    try:
        mod = importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name is not None and module.startswith(error.name):
            return None
        raise
    for name in names:
        found = getattr(mod, name, None)
        if found is not None:
            return found
    return None


# --- random playouts ----------------------------------------------------------------------


def random_playout(rng: random.Random, dealer: int = 0) -> int:
    """One deal from ``deal`` to ``round_result``, uniformly random legal decisions.

    Returns the number of decisions.
    """
    legal_actions, apply, choice = t.legal_actions, t.apply, rng.choice
    state = apply(t.new_round(RULES, dealer), t.deal(RULES, rng))
    n = 0
    while not t.is_over(state):
        state = apply(state, choice(legal_actions(state)))
        n += 1
    t.round_result(state)
    return n


def random_states(rng: random.Random, playouts: int) -> Iterator[t.RoundState]:
    """Every state after the deal of ``playouts`` random deals (the final states included)."""
    for i in range(playouts):
        state = t.apply(t.new_round(RULES, i % 3), t.deal(RULES, rng))
        yield state
        while not t.is_over(state):
            state = t.apply(state, rng.choice(t.legal_actions(state)))
            yield state


# --- 1. random deal -----------------------------------------------------------------------


SLICES = 8
"""Slices of a run of section 1, engine and floor taking turns."""


def floor_playouts(rng: random.Random, deals: int) -> None:
    """``deals`` deals of the plain-Python floor (``floor_playout.py``)."""
    one_deal = floor_playout.one_deal
    for i in range(deals):
        one_deal(rng, i % 3)


def bench_random_deal(cfg: Settings, section: Section) -> None:
    warm_up = random.Random(999)
    for i in range(50):
        random_playout(warm_up, i % 3)
    floor_playouts(warm_up, 200)
    rates, cpu_rates, lengths, floor_rates, ratios, cpu_ratios = [], [], [], [], [], []
    for run in range(cfg.runs):
        # The engine and the floor alternate in slices of a run, so that both see the same
        # machine: a virtual machine's speed drifts within seconds, and a run's ratio is
        # only as good as the two halves are alike.
        rng, floor_rng = random.Random(1000 + run), random.Random(1000 + run)
        actions = 0
        slices = max(1, min(SLICES, cfg.deals))
        per_slice = cfg.deals // slices
        floor_per_slice = per_slice * 4  # the floor is about four times as fast
        engine_time = engine_cpu = floor_time = floor_cpu = 0.0
        for part in range(slices):
            start, cpu_start = perf_counter(), process_time()
            for i in range(part * per_slice, (part + 1) * per_slice):
                actions += random_playout(rng, i % 3)
            engine_time += perf_counter() - start
            engine_cpu += process_time() - cpu_start
            start, cpu_start = perf_counter(), process_time()
            floor_playouts(floor_rng, floor_per_slice)
            floor_time += perf_counter() - start
            floor_cpu += process_time() - cpu_start
        deals = slices * per_slice
        rate, cpu_rate = deals / engine_time, deals / engine_cpu
        floor_rate = slices * floor_per_slice / floor_time
        floor_cpu_rate = slices * floor_per_slice / floor_cpu
        rates.append(rate)
        cpu_rates.append(cpu_rate)
        lengths.append(actions / deals)
        floor_rates.append(floor_rate)
        ratios.append(rate / floor_rate)
        cpu_ratios.append(cpu_rate / floor_cpu_rate)
    section.add(Metric("deals per second", "deals/s", rates, target=5000))
    section.add(Metric("deals per CPU second of this process", "deals/s", cpu_rates))
    section.add(Metric("decisions per deal", "actions", lengths))
    section.add(Metric("plain-Python floor, deals per second", "deals/s", floor_rates))
    section.add(Metric("engine ÷ floor (wall clock)", "ratio", ratios, target=0.35))
    section.add(Metric("engine ÷ floor (CPU time)", "ratio", cpu_ratios))
    section.notes.append(
        f"{cfg.runs} runs of {cfg.deals} deals after 50 to warm up; each deal is new_round,"
        " deal(rules, rng), the checked apply of every decision (rng.choice of legal_actions),"
        " round_result. The target is judged on wall-clock time (perf_counter); the CPU-time"
        " rate (process_time) leaves out the time the machine gave to other processes."
        " Within each run, every eighth of the engine's deals is followed by four times as"
        " many deals of the plain-Python floor (benchmarks/floor_playout.py: the same"
        " workload with mutable int masks, no checks and no API); the ratio is taken run by"
        " run, so load and machine speed that come and go cancel."
    )


# --- 2. per action ------------------------------------------------------------------------


def timer_overhead() -> float:
    """Median seconds between two back-to-back ``perf_counter`` calls."""
    samples = []
    for _ in range(10_000):
        a = perf_counter()
        b = perf_counter()
        samples.append(b - a)
    return statistics.median(samples)


def bench_per_action(cfg: Settings, section: Section) -> None:
    legal_actions, apply, is_over = t.legal_actions, t.apply, t.is_over
    pair_medians, pair_p90s, legal_medians, apply_medians = [], [], [], []
    deal_medians, deal_apply_medians, result_medians = [], [], []
    by_phase: dict[str, tuple[list[float], list[float]]] = {}
    for run in range(cfg.runs):
        rng = random.Random(2000 + run)
        choice = rng.choice
        legal_t: list[float] = []
        apply_t: list[float] = []
        phase_t: dict[str, tuple[list[float], list[float]]] = {}
        deal_t: list[float] = []
        deal_apply_t: list[float] = []
        result_t: list[float] = []
        for i in range(cfg.playouts):
            state = t.new_round(RULES, i % 3)
            t0 = perf_counter()
            dealt = t.deal(RULES, rng)
            t1 = perf_counter()
            state = apply(state, dealt)
            t2 = perf_counter()
            deal_t.append(t1 - t0)
            deal_apply_t.append(t2 - t1)
            while not is_over(state):
                phase = state.phase.value
                t0 = perf_counter()
                legal = legal_actions(state)
                t1 = perf_counter()
                action = choice(legal)
                t2 = perf_counter()
                state = apply(state, action)
                t3 = perf_counter()
                legal_t.append(t1 - t0)
                apply_t.append(t3 - t2)
                per = phase_t.setdefault(phase, ([], []))
                per[0].append(t1 - t0)
                per[1].append(t3 - t2)
            t0 = perf_counter()
            t.round_result(state)
            result_t.append(perf_counter() - t0)
        pairs = [a + b for a, b in zip(legal_t, apply_t, strict=True)]
        pair_medians.append(statistics.median(pairs) * 1e6)
        pair_p90s.append(percentile(pairs, 0.9) * 1e6)
        legal_medians.append(statistics.median(legal_t) * 1e6)
        apply_medians.append(statistics.median(apply_t) * 1e6)
        deal_medians.append(statistics.median(deal_t) * 1e6)
        deal_apply_medians.append(statistics.median(deal_apply_t) * 1e6)
        result_medians.append(statistics.median(result_t) * 1e6)
        for phase, (legal_p, apply_p) in phase_t.items():
            into = by_phase.setdefault(phase, ([], []))
            into[0].append(statistics.median(legal_p) * 1e6)
            into[1].append(statistics.median(apply_p) * 1e6)
    section.add(Metric("legal_actions + apply, median", "µs", pair_medians, 3, at_most=True))
    section.add(Metric("legal_actions + apply, p90", "µs", pair_p90s))
    section.add(Metric("legal_actions alone, median", "µs", legal_medians))
    section.add(Metric("apply alone, median", "µs", apply_medians))
    for phase in ("bidding", "exchange", "contract", "playing"):
        if phase in by_phase:
            legal_p, apply_p = by_phase[phase]
            section.add(Metric(f"  {phase}: legal_actions, median", "µs", legal_p))
            section.add(Metric(f"  {phase}: apply, median", "µs", apply_p))
    section.add(Metric("deal(rules, rng), median", "µs", deal_medians))
    section.add(Metric("apply(Deal), median", "µs", deal_apply_medians))
    section.add(Metric("round_result, median", "µs", result_medians))
    section.notes.append(
        f"{cfg.runs} runs of {cfg.playouts} random deals; each call timed on its own (the"
        " rng.choice between them is not counted); the pair is legal_actions + apply of one"
        f" decision. perf_counter costs {timer_overhead() * 1e6:.2f} µs per reading pair,"
        " included in every figure."
    )


# --- 3. random game -----------------------------------------------------------------------

Bot = Callable[[t.RoundState, random.Random], t.Action]
BOT_NAMES = (
    "simple_action",
    "simple_bot",
    "SimpleBot",
    "simple",
    "greedy_bot",
    "GreedyBot",
    "heuristic_bot",
)
BOT_METHODS = ("choose", "choose_action", "act", "__call__")


def library_bot() -> tuple[Bot, str] | None:
    """The library's simple bot, adapted to ``bot(state, rng) -> action``."""
    found = optional_api("thousand.bots", *BOT_NAMES)
    if found is None:
        return None
    name = f"thousand.bots.{getattr(found, '__name__', type(found).__name__)}"
    if isinstance(found, type):
        found = found()
    if not isinstance(found, types.FunctionType):
        found = next(getattr(found, m) for m in BOT_METHODS if hasattr(found, m))
    required = [
        p
        for p in inspect.signature(found).parameters.values()
        if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    call = cast("Callable[..., t.Action]", found)
    if len(required) >= 2:
        return (lambda state, rng: call(state, rng)), name
    return (lambda state, _rng: call(state)), name


def fallback_bot(state: t.RoundState, rng: random.Random) -> t.Action:
    """A bot of this script, used only if ``thousand.bots`` has no simple bot yet.

    It bids while the bid is at most its hand's card points plus its marriages plus 20,
    gives away its cheapest cards, keeps the bid as the contract, never concedes, leads a
    marriage when it may, and otherwise plays its highest legal card.
    """
    legal = t.legal_actions(state)
    bids = [a for a in legal if isinstance(a, t.Bid)]
    if bids:
        hand = state.hand(bids[0].seat)
        strength = t.card_points(hand) + 20
        for card in hand:
            if card.rank is t.Rank.KING and t.Card(card - 1) in hand:  # its queen: a marriage
                strength += t.marriage_value(state.rules, card.suit)
        return bids[0] if bids[0].value <= strength else legal[-1]
    plays = [a for a in legal if isinstance(a, t.PlayCard)]
    if plays:
        declares = [a for a in plays if a.declare]
        if declares:
            return max(declares, key=lambda a: t.marriage_value(state.rules, a.card.suit))
        return max(plays, key=lambda a: (a.card % 6, a.card))
    gives = [a for a in legal if isinstance(a, t.GiveCard)]
    if gives:
        return min(gives, key=lambda a: (a.card.points, a.card))
    keep = [a for a in legal if not isinstance(a, t.Concede)]
    return keep[0] if keep else legal[0]


def game_api() -> tuple[Any, Any, Any]:
    """``new_game``, ``next_round``, ``record_round``, or :class:`NotAvailableError`."""
    new_game = getattr(t, "new_game", None)
    next_round = getattr(t, "next_round", None)
    record_round = getattr(t, "record_round", None)
    if new_game is None or next_round is None or record_round is None:
        raise NotAvailableError("needs thousand.new_game, next_round, record_round")
    return new_game, next_round, record_round


def play_game(rng: random.Random, bot: Bot, max_deals: int = 5000) -> tuple[Any, int]:
    """A whole game to a winner between three copies of ``bot``; the game and its deals."""
    new_game, next_round, record_round = game_api()
    game = new_game(RULES, first_dealer=0)
    deals = 0
    while game.winner is None:
        if deals == max_deals:
            raise RuntimeError(f"no winner after {max_deals} deals")
        state = next_round(game, rng)
        if t.is_chance(state):
            state = t.apply(state, t.deal(RULES, rng))
        while not t.is_over(state):
            state = t.apply(state, bot(state, rng))
        game = record_round(game, t.round_result(state))
        deals += 1
    return game, deals


def bench_random_game(cfg: Settings, section: Section) -> None:
    game_api()
    found = library_bot()
    bot, bot_name = found if found is not None else (fallback_bot, "the script's fallback bot")
    if found is None:
        section.notes.append(
            f"thousand.bots has none of {', '.join(BOT_NAMES)}: measured with {bot_name}."
        )
    game_rates, deal_rates, cpu_rates, lengths = [], [], [], []
    for run in range(cfg.runs):
        rng = random.Random(3000 + run)
        total_deals = 0
        start, cpu_start = perf_counter(), process_time()
        for _ in range(cfg.games):
            total_deals += play_game(rng, bot)[1]
        elapsed, cpu = perf_counter() - start, process_time() - cpu_start
        game_rates.append(cfg.games / elapsed)
        deal_rates.append(total_deals / elapsed)
        cpu_rates.append(total_deals / cpu)
        lengths.append(total_deals / cfg.games)
    section.add(Metric("games per second", "games/s", game_rates))
    section.add(Metric("deals per second", "deals/s", deal_rates))
    section.add(Metric("deals per CPU second of this process", "deals/s", cpu_rates))
    section.add(Metric("deals per game", "deals", lengths))
    section.notes.append(f"{cfg.runs} runs of {cfg.games} games, three copies of {bot_name}.")


# --- 4. views -----------------------------------------------------------------------------


def bench_views(cfg: Settings, section: Section) -> None:
    view = getattr(t, "view", None) or optional_api("thousand.views", "view")
    sample_world = getattr(t, "sample_world", None) or optional_api(
        "thousand.views", "sample_world"
    )
    if view is None:
        raise NotAvailableError("needs thousand.view, sample_world")
    states = list(random_states(random.Random(4000), cfg.view_playouts))
    seats = range(RULES.dealing.players)
    view_times, sample_times = [], []
    for run in range(cfg.runs):
        start = perf_counter()
        for state in states:
            for seat in seats:
                view(state, seat)
        view_times.append((perf_counter() - start) / (len(states) * len(seats)) * 1e6)
        if sample_world is not None:
            rng = random.Random(4100 + run)
            views = [view(s, s.to_act) for s in states if s.to_act is not None]
            start = perf_counter()
            for v in views:
                sample_world(v, rng)
            sample_times.append((perf_counter() - start) / len(views) * 1e6)
    section.add(Metric("view(state, seat)", "µs", view_times, 20, at_most=True))
    if sample_world is not None:
        section.add(Metric("sample_world(view, rng)", "µs", sample_times))
    else:
        section.notes.append("sample_world: not available in this version.")
    section.notes.append(
        f"{cfg.runs} runs over the {len(states)} states of {cfg.view_playouts} random deals"
        " (every seat's view); sample_world from the acting seat's view."
    )


# --- 5. records ---------------------------------------------------------------------------

# Candidate (dump, load) names in thousand.serialization, checked in this order.
RECORD_CODECS = (
    ("dumps", "loads"),
    ("to_json", "from_json"),
    ("dump_record", "load_record"),
    ("record_to_json", "record_from_json"),
)


def record_codec() -> tuple[Callable[[Any], str], Callable[[str], Any], str]:
    """JSON dump and strict load of a game record, or :class:`NotAvailableError`."""
    missing = NotAvailableError("needs thousand.record_of and thousand.serialization")
    try:
        serialization = importlib.import_module("thousand.serialization")
    except ModuleNotFoundError as error:
        if error.name in ("thousand", "thousand.serialization"):
            raise missing from None
        raise
    record_type = getattr(t, "GameRecord", None)
    for dump_name, load_name in RECORD_CODECS:
        dump = getattr(serialization, dump_name, None)
        load = getattr(serialization, load_name, None)
        if dump is None or load is None:
            continue
        params = inspect.signature(load).parameters
        kwargs = {"strict": True} if "strict" in params else {}
        needs_type = (
            len([p for p in params.values() if p.default is p.empty and p.kind != p.KEYWORD_ONLY])
            >= 2
        )

        def load_record(
            text: str, load: Any = load, kwargs: Any = kwargs, needs_type: bool = needs_type
        ) -> Any:
            return load(text, record_type, **kwargs) if needs_type else load(text, **kwargs)

        return dump, load_record, f"thousand.serialization.{dump_name}/{load_name}"
    raise missing


def fifty_deal_record() -> Any:
    """The record of a game after 50 deals of uniformly random play (no winner yet)."""
    record_of = getattr(t, "record_of", None)
    if record_of is None:
        raise NotAvailableError("needs thousand.record_of")
    new_game, next_round, record_round = game_api()
    for seed in range(20):
        rng = random.Random(5000 + seed)
        game = new_game(RULES, first_dealer=0)
        for _ in range(50):
            state = next_round(game, rng)
            if t.is_chance(state):
                state = t.apply(state, t.deal(RULES, rng))
            while not t.is_over(state):
                state = t.apply(state, rng.choice(t.legal_actions(state)))
            game = record_round(game, t.round_result(state))
            if game.winner is not None:
                break
        else:
            return record_of(game)
    raise RuntimeError("every seeded random game ended before 50 deals")


def bench_records(cfg: Settings, section: Section) -> None:
    dump, load, codec = record_codec()
    record = fifty_deal_record()
    text = dump(record)
    if load(text) != record:
        raise RuntimeError("the record does not survive a JSON round trip")
    rates = []
    for _ in range(cfg.runs):
        start = perf_counter()
        for _ in range(cfg.records):
            load(dump(record))
        rates.append(cfg.records / (perf_counter() - start))
    section.add(Metric("JSON dump + strict load", "round trips/s", rates, target=100))
    section.notes.append(
        f"{cfg.runs} runs of {cfg.records} round trips with {codec}; the record of a game"
        f" after 50 random deals is {len(text.encode()):,} bytes of JSON."
    )


# --- 6. memory ----------------------------------------------------------------------------


def mid_deal_state(seed: int) -> t.RoundState:
    """A seeded random deal stopped in trick play after 12 cards (4 of 8 tricks)."""
    rng = random.Random(seed)
    state = t.apply(t.new_round(RULES, 0), t.deal(RULES, rng))
    while state.phase is not t.Phase.PLAYING or len(state.tricks) < 4:
        legal = [a for a in t.legal_actions(state) if not isinstance(a, t.Concede)]
        state = t.apply(state, rng.choice(legal))
    return state


def retained(make: Callable[[], object]) -> tuple[int, object]:
    """Bytes that ``make()`` allocates and its result keeps alive (``tracemalloc``)."""
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    kept = make()
    gc.collect()
    return tracemalloc.get_traced_memory()[0] - before, kept


def deep_size(root: object) -> int:
    """``sys.getsizeof`` summed over every object reachable from ``root``, each once.

    Classes, modules and functions are not followed (they are code, not state).
    """
    seen: set[int] = set()
    stack = [root]
    total = 0
    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        stack.extend(gc.get_referents(obj))
    return total


def bench_memory(cfg: Settings, section: Section) -> None:
    seed = 6000
    tracemalloc.start()
    try:
        mid_deal_state(seed)  # warm-up: fills the interned-action caches
        own, state = retained(lambda: mid_deal_state(seed))
        assert isinstance(state, t.RoundState)
        child_action = t.legal_actions(state)[0]
        child, _ = retained(lambda: t.apply(state, child_action))
    finally:
        tracemalloc.stop()
    section.add(Metric("one mid-deal RoundState, own objects", "bytes", [own]))
    section.add(Metric("one more state (apply of a card to it)", "bytes", [child]))
    section.add(Metric("deep size including shared objects", "bytes", [deep_size(state)]))
    section.notes.append(
        "A seeded deal after 12 cards of trick play (log of"
        f" {len(state.log)} actions). 'Own objects' (tracemalloc: allocated while building the"
        " state and kept alive by it): the state and its private tuples and masks, the action"
        " log tuple, the Deal action with its card tuples, and any per-deal setup object."
        " Excluded there, because they exist before the deal and are shared by every state:"
        " the Rules value, the interned Bid/Pass/GiveCard/PlayCard objects of the log, Card"
        " and Phase members, small ints. 'One more state': what a child state adds while its"
        " parent is alive (the per-node cost of a search tree). 'Deep size': sys.getsizeof"
        " over everything reachable, shared objects (Rules, interned actions, enum members)"
        " included, classes and functions not."
    )


# --- driver -------------------------------------------------------------------------------

SECTIONS: tuple[tuple[int, str, Callable[[Settings, Section], None]], ...] = (
    (1, "random deal: deal -> round_result, uniform legal decisions, checked apply",
     bench_random_deal),
    (2, "per action: legal_actions and apply over random deals", bench_per_action),
    (3, "random game: whole games to a winner with the simple bot", bench_random_game),
    (4, "views: view(state, seat) and sample_world", bench_views),
    (5, "records: JSON dump + strict load of a 50-deal game record", bench_records),
    (6, "memory of one mid-deal RoundState (tracemalloc)", bench_memory),
)  # fmt: skip


def run_section(
    number: int, title: str, bench: Callable[[Settings, Section], None], cfg: Settings
) -> Section:
    section = Section(number, title)
    try:
        bench(cfg, section)
    except NotAvailableError as why:
        section.status, section.message = "unavailable", f"not available yet ({why})"
        section.metrics.clear()
    except Exception as error:  # report it, go on with the other sections
        section.status = "error"
        section.message = f"error: {type(error).__name__}: {error}"
        section.metrics.clear()
    return section


def format_number(value: float) -> str:
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:.2f}" if value < 10 else f"{value:.1f}"


def format_metric(metric: Metric) -> str:
    spread = ""
    if len(metric.runs) > 1:
        spread = f"[{format_number(min(metric.runs))} - {format_number(max(metric.runs))}]"
    line = f"   {metric.name:<40} {format_number(metric.median):>8} {metric.unit:<13} {spread:<17}"
    if metric.target is not None:
        bound = "<=" if metric.at_most else ">="
        verdict = "met" if metric.met else "NOT MET"
        line += f" target {bound} {format_number(metric.target)}: {verdict}"
    return line.rstrip()


def machine() -> dict[str, object]:
    return {
        "thousand": t.__version__,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "load_average": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="a short smoke run")
    parser.add_argument("--runs", type=int, help="runs per measurement (default 7, quick 3)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the numbers here")
    args = parser.parse_args(argv)
    cfg = Settings.make(args.quick, args.runs)
    info = machine()
    print(
        f"thousand {info['thousand']} benchmarks: classic rules, Python {info['python']},"
        f" {info['cpus']} CPUs, {cfg.runs} runs per figure{' (quick)' if args.quick else ''}"
    )
    load = info["load_average"]
    if isinstance(load, tuple):
        print(f"load average before the run: {' '.join(f'{x:.2f}' for x in load)} (1, 5, 15 min)")
    print("each figure: median of the runs [min - max of the runs]")
    sections = []
    for number, title, bench in SECTIONS:
        print(f"\n{number}. {title}", flush=True)
        section = run_section(number, title, bench, cfg)
        sections.append(section)
        if section.message:
            print(f"   {section.message}")
        for metric in section.metrics:
            print(format_metric(metric))
        for note in section.notes:
            print(textwrap.fill(note, 96, initial_indent="   note: ", subsequent_indent="   "))
    if args.json is not None:
        report = {"machine": info, "quick": args.quick, "sections": [s.as_json() for s in sections]}
        args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
        print(f"\nwrote {args.json}")
    return 1 if any(s.status == "error" for s in sections) else 0


if __name__ == "__main__":
    sys.exit(main())
