"""Matches between bots (thousand.arena): seeded tasks, any executor, the same results."""

from __future__ import annotations

import io
import multiprocessing
import pickle
import random
import re
import sys
import types
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

import pytest

import thousand as t
from helpers.bots import Recorder, failing_factory, illegal_bot, raising_bot
from thousand.arena import Entrant, MatchKind, MatchResult, derive_seed
from thousand.arena.statistics import mean_interval, t_quantile, wilson_interval
from thousand.errors import MatchError, Reason, RecordError
from thousand.serialization import dumps, loads

SIMPLE = t.bots.simple_action
LINEUP: list[t.arena.Player] = [SIMPLE, t.bots.RandomBot, "thousand.bots:simple_action"]
"""Three bots: a function, a seeded class (a factory) and a reference."""


def serial(**kwargs: Any) -> MatchResult:
    return t.arena.play_match(LINEUP, executor=None, **kwargs)


# --- the same match everywhere -------------------------------------------------------------


def test_a_match_is_the_same_in_one_process_in_a_pool_and_on_a_dask_cluster() -> None:
    distributed = pytest.importorskip("distributed")
    games = serial(games=6, seed=5)
    deals = serial(deals=6, seed=5)
    # One pool for both matches: starting worker processes is most of the time here.
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=2, mp_context=spawn) as pool:
        pooled_games = t.arena.play_match(LINEUP, games=6, seed=5, executor=pool, chunk=1)
        pooled_deals = t.arena.play_match(LINEUP, deals=6, seed=5, executor=pool, chunk=4)
    with (
        distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=":0",  # any free port: other clusters may run beside it
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        executor = client.get_executor()
        dask_games = t.arena.play_match(LINEUP, games=6, seed=5, executor=executor, chunk=2)
        dask_deals = t.arena.play_match(LINEUP, deals=6, seed=5, executor=executor, chunk=1)
    assert pooled_games == dask_games == games
    assert pooled_deals == dask_deals == deals
    assert dumps(pooled_games) == dumps(games)
    assert games.kind is MatchKind.GAMES
    assert deals.kind is MatchKind.DEALS
    assert len(games.units) == len(deals.units) == 6


def test_the_size_of_the_tasks_and_the_order_they_finish_in_change_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    whole = serial(deals=5, seed=2, chunk=5)
    assert serial(deals=5, seed=2, chunk=1) == whole
    assert serial(deals=5, seed=2, chunk=2) == whole
    submitted: list[Future[Any]] = []
    submit = t.arena.match._submit

    def recorded(executor: Executor, task: Any) -> Future[Any]:
        submitted.append(submit(executor, task))
        return submitted[-1]

    def last_first(fs: set[Future[Any]], **_: object) -> tuple[set[Future[Any]], set[Future[Any]]]:
        last = next(future for future in reversed(submitted) if future in fs)
        return {last}, set(fs) - {last}

    monkeypatch.setattr(t.arena.match, "_submit", recorded)
    monkeypatch.setattr(t.arena.match, "wait", last_first)
    order: list[int] = []
    backwards = t.arena.play_match(
        LINEUP,
        deals=5,
        seed=2,
        chunk=1,
        executor=InlineExecutor(),
        progress=lambda done, total: order.append(done),
    )
    assert backwards == whole
    assert order == [0, 1, 2, 3, 4, 5]


def test_the_seed_chooses_the_match() -> None:
    assert serial(deals=3, seed=1) != serial(deals=3, seed=2)
    assert serial(deals=3, seed=1) == serial(deals=3, seed=1)


class InlineExecutor(Executor):
    """Runs each task when it is submitted, in this process."""

    def __init__(self, fail: bool = False) -> None:
        self.fail = fail
        self.submitted: list[Future[Any]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        if self.fail:
            future.set_exception(ConnectionError("the scheduler went away"))
        else:
            future.set_result(fn(*args, **kwargs))
        self.submitted.append(future)
        return future


# --- how games and deals are played --------------------------------------------------------


def test_game_i_seats_the_lineup_rotated_by_i_and_is_dealt_from_its_own_seed() -> None:
    bots: list[t.bots.Bot] = [SIMPLE, t.bots.RandomBot(seed=4), SIMPLE]
    result = t.arena.play_match(bots, games=4, seed=9, executor=None)
    for index, unit in enumerate(result.units):
        rotation = index % 3
        # Every game plays a copy of the random bot as it was given.
        seats: list[t.bots.Bot] = [
            t.bots.RandomBot(seed=4) if (seat - rotation) % 3 == 1 else SIMPLE for seat in range(3)
        ]
        rng = random.Random(derive_seed(9, "unit", index))
        game = t.new_game(t.Rules(), first_dealer=0)
        while game.winner is None:
            end = t.bots.play_to_end(t.next_round(game, rng), seats, rng)
            game = t.record_round(game, t.round_result(end))
        assert unit.scores == tuple(game.scores[(p + rotation) % 3] for p in range(3))
        assert unit.winner == (game.winner - rotation) % 3
        assert unit.deals == len(game.rounds)


def test_in_duplicate_deals_every_player_holds_every_seat() -> None:
    # Three copies of one deterministic bot: each player plays each seat once per deal.
    result = t.arena.play_match([SIMPLE] * 3, deals=4, seed=1, executor=None)
    for unit in result.units:
        assert unit.scores[0] == unit.scores[1] == unit.scores[2]
        assert unit.winner is None
        assert unit.deals == 3
    assert result.players == ("simple_action", "simple_action#2", "simple_action#3")


def test_a_duplicate_deal_scores_the_sum_of_its_rotations() -> None:
    result = t.arena.play_match(LINEUP, deals=2, seed=3, executor=None)
    for index, unit in enumerate(result.units):
        totals = [0, 0, 0]
        for rotation in range(3):
            seats: list[t.bots.Bot] = []
            for seat in range(3):
                player = (seat - rotation) % 3
                seed = derive_seed(3, "bot", index, rotation, player)
                seats.append(t.bots.RandomBot(seed=seed) if player == 1 else SIMPLE)
            rng = random.Random(derive_seed(3, "unit", index))
            end = t.bots.play_to_end(t.next_round(t.new_game(t.Rules()), rng), seats, rng)
            changes = t.round_result(end).score_changes
            for player in range(3):
                totals[player] += changes[(player + rotation) % 3]
        assert unit.scores == tuple(totals)


@pytest.mark.parametrize("name", sorted(t.PRESETS))
def test_every_preset_plays_games_and_deals(name: str) -> None:
    players = t.Rules.preset(name).players
    bots: list[t.arena.Player] = [SIMPLE, *["thousand.bots:RandomBot"] * (players - 1)]
    games = t.arena.play_match(bots, name, games=players, seed=1, executor=None)
    deals = t.arena.play_match(bots, name, deals=2, seed=1, executor=None)
    assert games.preset == deals.preset == name
    assert t.arena.play_match(bots, t.Rules.preset(name), deals=1, executor=None).preset == name
    assert games.rules == t.Rules.preset(name)
    for unit in games.units:
        assert unit.winner is not None
        assert len(unit.scores) == players
    assert [len(u.scores) for u in deals.units] == [players, players]
    assert f"{name} rules" in str(games)


def test_a_bot_given_as_an_object_is_copied_for_every_game() -> None:
    bot = t.bots.RandomBot(seed=8)
    before = bot.rng.getstate()
    one = t.arena.play_match([SIMPLE, bot, SIMPLE], deals=3, seed=4, executor=None, chunk=1)
    assert bot.rng.getstate() == before  # the match played copies
    assert one == t.arena.play_match([SIMPLE, bot, SIMPLE], deals=3, seed=4, executor=None)


def test_a_factory_gets_its_options_and_a_seed_per_game_and_seat() -> None:
    built: list[Recorder] = []

    def factory(**kwargs: Any) -> Recorder:
        built.append(Recorder(**kwargs))
        return built[-1]

    entrant = Entrant.made_by(factory, name="rec", seed_keyword="seed", depth=3)
    assert entrant.options == (("depth", 3),)
    t.arena.play_match([entrant, SIMPLE, SIMPLE], deals=2, seed=6, executor=None)
    assert len(built) == 2 * 3  # every deal, every rotation
    assert {r.depth for r in built} == {3}
    assert len({r.seed for r in built}) == 6
    assert built[0].seed == derive_seed(6, "bot", 0, 0, 0)


def test_random_bots_with_one_seed_play_alike_and_pickle_with_their_state() -> None:
    rules = t.Rules()
    state = t.apply(t.new_round(rules), t.deal(rules, random.Random(2)))
    one = t.bots.play_to_end(state, [t.bots.RandomBot(seed=s) for s in range(3)])
    two = t.bots.play_to_end(state, [t.bots.RandomBot(seed=s) for s in range(3)])
    assert one == two
    other = t.bots.play_to_end(state, [t.bots.RandomBot(seed=s + 3) for s in range(3)])
    assert other.log != one.log
    bot = t.bots.RandomBot(seed=5)
    bot.rng.random()
    copy = pickle.loads(pickle.dumps(bot))
    assert [copy.rng.random() for _ in range(3)] == [bot.rng.random() for _ in range(3)]


def test_entrants_by_reference_and_their_names() -> None:
    assert Entrant.of("thousand.bots:RandomBot").seed_keyword == "seed"
    assert Entrant.of("helpers.bots:Recorder").factory == "helpers.bots:Recorder"
    assert Entrant.of(SIMPLE, name="simple").name == "simple"
    assert Entrant.of(t.bots.RandomBot(seed=1)).name == "RandomBot"
    assert Entrant.of(lambda v: v.legal_actions[0]).name == "lambda"
    named = t.arena.play_match(
        [
            Entrant.of(SIMPLE, name="a#2"),
            Entrant.of(SIMPLE, name="a"),
            Entrant.of(SIMPLE, name="a"),
        ],
        deals=1,
        executor=None,
    )
    assert named.players == ("a#2", "a", "a#3")


# --- results ---------------------------------------------------------------------------------


def test_a_result_round_trips_through_json_and_reads_as_a_table() -> None:
    result = serial(games=3, seed=1)
    text = dumps(result)
    assert loads(text, MatchResult) == result
    assert '"standings"' in text
    assert '"win_interval"' in text
    summary = str(result)
    assert summary == result.summary()
    assert summary.splitlines()[0].startswith("3 games (")
    for standing in result.standings:
        assert standing.player in summary
    assert sum(s.wins for s in result.standings) == 3


def test_a_result_whose_standings_do_not_follow_from_its_games_does_not_load() -> None:
    result = serial(games=2, seed=1)
    text = dumps(result).replace('"wins": 0', '"wins": 2', 1)
    assert text != dumps(result)
    with pytest.raises(RecordError, match="standings do not follow"):
        loads(text, MatchResult)
    with pytest.raises(RecordError, match="preset 'gambler'"):
        loads(dumps(result).replace('"preset": "classic"', '"preset": "gambler"'), MatchResult)
    bad_winner = re.sub(r'"winner": \d', '"winner": 7', dumps(result), count=1)
    with pytest.raises(RecordError, match="winner"):
        loads(bad_winner, MatchResult)


def test_the_standings_count_wins_means_and_intervals() -> None:
    result = serial(games=6, seed=2)
    for index, standing in enumerate(result.standings):
        scores = [unit.scores[index] for unit in result.units]
        wins = sum(unit.winner == index for unit in result.units)
        assert standing.wins == wins
        assert standing.win_rate == wins / 6
        assert standing.mean_score == sum(scores) / 6
        assert standing.score_interval is not None
        assert standing.score_interval.low < standing.mean_score < standing.score_interval.high
        assert standing.win_interval.low <= standing.win_rate <= standing.win_interval.high
    one = serial(deals=1, seed=2)
    assert all(s.score_interval is None for s in one.standings)
    assert "-" in one.summary().splitlines()[2]


def test_the_confidence_intervals() -> None:
    assert t_quantile(1) == 12.706
    assert t_quantile(30) == 2.042
    assert abs(t_quantile(35) - 2.030) < 0.001
    assert abs(t_quantile(80) - 1.990) < 0.001
    assert abs(t_quantile(10**6) - 1.960) < 0.001
    interval = mean_interval([10, 20, 30, 40])
    assert interval is not None
    assert abs(interval.low - (25 - 3.182 * 12.909944 / 2)) < 1e-3
    assert mean_interval([5]) is None
    assert mean_interval([]) is None
    low, high = wilson_interval(7, 10).low, wilson_interval(7, 10).high
    assert (round(low, 4), round(high, 4)) == (0.3968, 0.8922)
    assert wilson_interval(0, 5).low == 0.0
    assert wilson_interval(5, 5).high == 1.0


# --- progress ------------------------------------------------------------------------------


def test_progress_goes_from_nothing_to_everything() -> None:
    calls: list[tuple[int, int]] = []
    serial(deals=7, seed=1, chunk=3, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(0, 7), (3, 7), (6, 7), (7, 7)]


def test_progress_true_writes_to_standard_error(capsys: pytest.CaptureFixture[str]) -> None:
    serial(deals=4, seed=1, chunk=1, progress=True)
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "deals 0/4 (0%)"
    assert err[-1].startswith("deals 4/4 (100%)")
    assert len(err) == 5


def test_text_progress_on_a_terminal_rewrites_one_line() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Terminal()
    bar = t.arena.TextProgress("games", stream=out, clock=iter(range(10)).__next__)
    for done in range(4):
        bar(done, 3)
    text = out.getvalue()
    assert text.count("\r") == 4
    assert text.endswith("3 s in all\n")
    assert text.count("\n") == 1


# --- bad input and failures ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        ({"rules": "nope", "games": 1}, Reason.UNKNOWN_PRESET),
        ({"rules": "Classic", "games": 1}, Reason.UNKNOWN_PRESET),
        ({"rules": 3, "games": 1}, Reason.INVALID_MATCH),
        ({}, Reason.INVALID_MATCH),
        ({"games": 0}, Reason.INVALID_MATCH),
        ({"deals": 0}, Reason.INVALID_MATCH),
        ({"games": -1}, Reason.INVALID_MATCH),
        ({"games": 2, "deals": 2}, Reason.INVALID_MATCH),
        ({"games": True}, Reason.INVALID_MATCH),
        ({"games": 2.0}, Reason.INVALID_MATCH),
        ({"games": 10**8}, Reason.INVALID_MATCH),
        ({"deals": 1, "seed": "1"}, Reason.INVALID_MATCH),
        ({"deals": 1, "chunk": 0}, Reason.INVALID_MATCH),
        ({"deals": 1, "workers": 0}, Reason.INVALID_MATCH),
        ({"deals": 1, "max_deals": 0}, Reason.INVALID_MATCH),
        ({"deals": 1, "executor": "threads"}, Reason.INVALID_MATCH),
        ({"deals": 1, "progress": "yes"}, Reason.INVALID_MATCH),
    ],
)
def test_bad_settings_are_refused_before_anything_is_played(
    kwargs: dict[str, Any], reason: Reason
) -> None:
    with pytest.raises(MatchError) as raised:
        t.arena.play_match(LINEUP, **kwargs)
    assert raised.value.reason is reason


@pytest.mark.parametrize(
    ("lineup", "reason"),
    [
        ([SIMPLE, SIMPLE], Reason.INVALID_MATCH),
        ([SIMPLE] * 4, Reason.INVALID_MATCH),
        ("thousand.bots:simple_action", Reason.INVALID_MATCH),
        (SIMPLE, Reason.INVALID_MATCH),
        ([SIMPLE, SIMPLE, 42], Reason.UNKNOWN_BOT),
        ([SIMPLE, SIMPLE, "simple_action"], Reason.UNKNOWN_BOT),
        ([SIMPLE, SIMPLE, "thousand.bots:nothing"], Reason.UNKNOWN_BOT),
        ([SIMPLE, SIMPLE, "thousand.nowhere:bot"], Reason.UNKNOWN_BOT),
        ([SIMPLE, SIMPLE, "thousand.bots:TALON_GUESS"], Reason.UNKNOWN_BOT),
    ],
)
def test_a_lineup_of_other_than_one_bot_per_seat_is_refused(lineup: Any, reason: Reason) -> None:
    with pytest.raises(MatchError) as raised:
        t.arena.play_match(lineup, deals=1, executor=None)
    assert raised.value.reason is reason


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        ({"name": "x"}, Reason.UNKNOWN_BOT),
        ({"name": "x", "bot": SIMPLE, "factory": Recorder}, Reason.UNKNOWN_BOT),
        ({"name": "", "bot": SIMPLE}, Reason.INVALID_MATCH),
        ({"name": "x", "bot": SIMPLE, "options": {"depth": 1}}, Reason.INVALID_MATCH),
        ({"name": "x", "bot": SIMPLE, "seed_keyword": "seed"}, Reason.INVALID_MATCH),
        ({"name": "x", "factory": Recorder, "seed_keyword": "not a name"}, Reason.INVALID_MATCH),
        ({"name": "x", "factory": Recorder, "options": [(1, 2)]}, Reason.INVALID_MATCH),
        ({"name": "x", "factory": Recorder, "options": [("a", 1), ("a", 2)]}, Reason.INVALID_MATCH),
    ],
)
def test_an_entrant_that_cannot_be_built_is_refused(kwargs: dict[str, Any], reason: Reason) -> None:
    with pytest.raises(MatchError) as raised:
        Entrant(**kwargs)
    assert raised.value.reason is reason


def test_a_bot_that_raises_stops_the_match_with_its_name_and_traceback() -> None:
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE, raising_bot, SIMPLE], deals=3, executor=None)
    error = raised.value
    assert error.reason is Reason.BOT_FAILED
    assert error.bot == "raising_bot"
    assert error.unit == 0
    assert "RuntimeError: seat" in str(error)
    assert "gives up" in dict(error.details)["traceback"]


def test_a_bot_that_plays_an_illegal_action_stops_the_match() -> None:
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE, SIMPLE, illegal_bot], games=2, executor=None)
    error = raised.value
    assert error.reason is Reason.BOT_ILLEGAL_ACTION
    assert error.bot == "illegal_bot"
    assert dict(error.details)["violation"] == "not_your_turn"


def returns_nothing(view: t.PlayerView) -> Any:
    return None


def test_a_bot_that_returns_no_action_stops_the_match() -> None:
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE, SIMPLE, returns_nothing], deals=1, executor=None)
    assert raised.value.reason is Reason.BOT_ILLEGAL_ACTION
    assert dict(raised.value.details)["violation"] == "malformed_action"


def test_a_factory_that_fails_stops_the_match() -> None:
    entrant = Entrant.made_by(failing_factory)
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE, SIMPLE, entrant], deals=2, executor=None)
    assert raised.value.reason is Reason.BOT_FAILED
    assert raised.value.bot == "failing_factory"
    assert raised.value.unit == 0
    assert "OSError: no model file" in str(raised.value)


def test_a_game_that_runs_past_the_deal_limit_stops_the_match() -> None:
    with pytest.raises(MatchError) as raised:
        serial(games=2, max_deals=3)
    assert raised.value.reason is Reason.GAME_TOO_LONG
    assert raised.value.unit == 0


def test_a_bot_that_does_not_pickle_is_refused_before_a_process_starts() -> None:
    def local(view: t.PlayerView) -> t.Action:
        return SIMPLE(view)

    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE, SIMPLE, local], deals=1)
    assert raised.value.reason is Reason.BOT_NOT_PICKLABLE
    assert raised.value.bot == "local"


def test_a_bot_of_an_interactive_session_is_refused_before_a_process_starts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def typed_in(view: t.PlayerView) -> t.Action:
        return SIMPLE(view)

    typed_in.__module__ = "__main__"
    monkeypatch.setitem(sys.modules, "__main__", types.ModuleType("__main__"))  # no file
    with pytest.raises(MatchError) as raised:
        t.arena.play_match([SIMPLE, SIMPLE, typed_in], deals=1)
    assert raised.value.reason is Reason.BOT_NOT_PICKLABLE
    assert "interactive session" in str(raised.value)
    # In this process, or on an executor with its own way of sending bots, it plays.
    assert t.arena.play_match([SIMPLE, SIMPLE, typed_in], deals=1, executor=InlineExecutor())


def test_an_executor_that_refuses_the_tasks_stops_the_match() -> None:
    pool = ThreadPoolExecutor(max_workers=1)
    pool.shutdown()
    with pytest.raises(MatchError) as raised:
        t.arena.play_match(LINEUP, deals=2, executor=pool)
    assert raised.value.reason is Reason.TASK_FAILED
    assert "did not take" in str(raised.value)


def test_a_task_that_fails_outside_any_bot_stops_the_match() -> None:
    executor = InlineExecutor(fail=True)
    with pytest.raises(MatchError) as raised:
        t.arena.play_match(LINEUP, deals=4, chunk=2, executor=executor)
    assert raised.value.reason is Reason.TASK_FAILED
    assert "ConnectionError" in str(raised.value)


def test_a_failure_in_a_worker_process_comes_back_as_the_same_error() -> None:
    # The default executor: a pool of its own, shut down when the match stops.
    with pytest.raises(MatchError) as raised:
        t.arena.play_match(
            [SIMPLE, "helpers.bots:raising_bot", SIMPLE], deals=4, chunk=1, workers=2
        )
    assert raised.value.reason is Reason.BOT_FAILED
    assert raised.value.bot == "raising_bot"


def test_match_errors_pickle() -> None:
    error = MatchError(Reason.BOT_FAILED, "x raised", bot="x", unit=3, details=(("a", "b"),))
    again = pickle.loads(pickle.dumps(error))
    assert (again.reason, again.bot, again.unit, again.details, str(again)) == (
        error.reason,
        "x",
        3,
        (("a", "b"),),
        "x raised",
    )
