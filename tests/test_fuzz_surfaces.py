"""Fuzzing what is built around the engine: the bots, the arena and the environments.

Each test draws hostile calls (arguments of every type and size, bots that raise, exit,
cheat or return what cannot be shown, calls out of order) and checks that the library
answers with its own errors (:class:`~thousand.ThousandError`) or a right result, never
a bare ``TypeError``, ``KeyError``, ``OverflowError``..., and that what it promises
holds after each call (a failed step changes nothing; a bot is handed only a view).

``THOUSAND_FUZZ_EXAMPLES`` sets the examples of each test, as for
``tests/test_untrusted_input.py``: the normal run draws a few, ``nox -s fuzz`` tens of
thousands. No test reads a clock.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

import thousand as t
from helpers import bots as hostile
from thousand.arena import Entrant, MatchResult
from thousand.serialization import dumps, loads

EXAMPLES = int(os.environ.get("THOUSAND_FUZZ_EXAMPLES", "40"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize="THOUSAND_FUZZ_EXAMPLES" not in os.environ,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

RULES = [
    t.Rules(),
    t.Rules.preset("two_player"),
    t.Rules.preset("four_player"),
    t.Rules(dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER)),
    t.Rules(bidding=t.BiddingRules(blind_bidding=t.BlindBidding.ANYONE)),
]
SHORT_GAME = t.Rules(game_scoring=t.GameScoringRules(target=300, barrel_threshold=None))
"""A game that ends in a few deals, so that a match of games stays cheap."""

JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**6), max_value=10**6),
    st.sampled_from([10**400, -(10**400), 2**63, 2**128 + 1, float("nan"), float("inf")]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6),
    st.binary(max_size=4),
    st.lists(st.integers(min_value=-3, max_value=3), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.builds(hostile.Unprintable),
)
"""Values of every type and size, for any argument."""

Thousand = t.ThousandError


def _is(value: object, word: str) -> bool:
    """Whether ``value`` is the text ``word`` (junk may not even compare)."""
    return type(value) is str and value == word


def _state(rules: t.Rules, seed: int, moves: int) -> t.RoundState:
    """A deal of ``rules`` after up to ``moves`` random moves (chance included)."""
    rng = random.Random(seed)
    state = t.new_round(rules, dealer=rng.randrange(rules.players))
    for _ in range(moves):
        if t.is_over(state):
            break
        if t.is_chance(state):
            state = t.apply(state, t.chance_action(state, rng))
        else:
            state = t.apply(state, rng.choice(t.legal_actions(state)))
    return state


# --- bots ---------------------------------------------------------------------------------


@FUZZ
@given(
    rules=st.sampled_from(RULES),
    seed=st.integers(0, 2**32),
    moves=st.integers(0, 60),
    seat=st.integers(-1, 4),
    search=st.booleans(),
)
def test_bots_act_from_any_seat_s_view_or_refuse_it(
    rules: t.Rules, seed: int, moves: int, seat: int, search: bool
) -> None:
    state = _state(rules, seed, moves)
    if not 0 <= seat < rules.players:
        with pytest.raises(Thousand):
            t.view(state, seat)
        return
    view = t.view(state, seat)
    players: list[t.bots.Bot] = [t.bots.simple_action, t.bots.RandomBot(seed=seed)]
    if search:
        players.append(t.bots.SearchBot(worlds=1, seed=seed))
    for bot in players:
        action: object = None
        try:
            action = bot(view)
        except (t.StateError, t.BotError):
            assert view.to_act != view.seat or not view.legal_actions
            continue
        assert action in view.legal_actions


@FUZZ
@given(handed=JUNK, search=st.booleans())
def test_bots_handed_something_else_than_a_view_refuse_it(handed: object, search: bool) -> None:
    players: list[t.bots.Bot] = [t.bots.simple_action, t.bots.RandomBot(seed=1)]
    if search:
        players.append(t.bots.SearchBot(worlds=1))
    for bot in players:
        with pytest.raises(Thousand):
            bot(handed)  # type: ignore[arg-type]


@FUZZ
@given(worlds=JUNK, seed=JUNK, time_limit=JUNK)
def test_search_bots_are_made_as_asked_or_refused(
    worlds: object, seed: object, time_limit: object
) -> None:
    try:
        bot = t.bots.SearchBot(worlds, seed, time_limit)  # type: ignore[arg-type]
    except Thousand:
        return
    assert bot.worlds == worlds


# --- the arena ----------------------------------------------------------------------------


class _Inline(Executor):
    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:
            future.set_exception(error)
        return future


def _lineup_player() -> st.SearchStrategy[object]:
    return st.one_of(
        st.sampled_from(
            [
                t.bots.simple_action,
                t.bots.RandomBot,
                "thousand.bots:simple_action",
                "thousand.bots:no_such_bot",
                "no.such.module:bot",
                hostile.raising_bot,
                hostile.illegal_bot,
                hostile.exiting_bot,
                hostile.unprintable_bot,
                hostile.unprintable_raising_bot,
                hostile.failing_factory,
                Entrant.made_by(hostile.Recorder, seed_keyword="seed", depth=1),
            ]
        ),
        JUNK,
    )


SIZES = st.one_of(
    st.integers(-2, 3), st.sampled_from([0, t.arena.MAX_UNITS + 1, 10**400, 2.0, "3", None])
)
"""Numbers of games or deals: a few, or none, too many, or not numbers (never many)."""


GOOD_PLAYERS = st.sampled_from(
    [
        t.bots.simple_action,
        t.bots.RandomBot,
        "thousand.bots:simple_action",
        Entrant.made_by(hostile.Recorder, seed_keyword="seed", depth=1),
    ]
)
BAD_PLAYERS = st.sampled_from(
    [
        hostile.raising_bot,
        hostile.illegal_bot,
        hostile.exiting_bot,
        hostile.unprintable_bot,
        hostile.unprintable_raising_bot,
        hostile.failing_factory,
    ]
)
KWARGS = [
    "seed",
    "workers",
    "chunk",
    "progress",
    "max_deals",
    "decision_time",
    "task_time",
]

GOOD_KWARGS = st.fixed_dictionaries(
    {},
    optional={
        "seed": st.integers(-(2**128), 2**128),
        "chunk": st.integers(1, 3),
        "progress": st.sampled_from([False, lambda done, total: None]),
        "max_deals": st.integers(1, 1000),
    },
)

# A match that can be played: a lineup of three, a deal or two (or a short game), and
# now and then a bot that fails or an argument out of range.
PLAYABLE = st.fixed_dictionaries(
    {
        "lineup": st.lists(
            st.one_of(*[GOOD_PLAYERS] * 8, BAD_PLAYERS),
            min_size=3,
            max_size=3,
        ),
        "rules": st.just(SHORT_GAME),
        "size": st.one_of(
            st.tuples(st.just(None), st.integers(1, 2)), st.tuples(st.just(1), st.just(None))
        ),
        "kwargs": st.one_of(
            *[GOOD_KWARGS] * 4, st.dictionaries(st.sampled_from(KWARGS), JUNK, max_size=1)
        ),
    }
)
# Anything at all in every argument.
ANYTHING = st.fixed_dictionaries(
    {
        "lineup": st.one_of(st.lists(_lineup_player(), min_size=0, max_size=4), JUNK),
        "rules": st.one_of(st.sampled_from(["classic", "two_player", "no_such", SHORT_GAME]), JUNK),
        "size": st.tuples(SIZES, SIZES),
        "kwargs": st.dictionaries(st.sampled_from(KWARGS), JUNK, max_size=3),
    }
)


@FUZZ
@given(
    case=st.one_of(PLAYABLE, ANYTHING),
    executor=st.sampled_from([None, None, "inline", "inline", "threads", 7]),
)
def test_a_match_is_played_or_refused_with_a_reason(case: dict[str, Any], executor: Any) -> None:
    lineup, rules, kwargs = case["lineup"], case["rules"], dict(case["kwargs"])
    games, deals = case["size"]
    if isinstance(games, int) and not isinstance(games, bool) and games > 0:
        rules = SHORT_GAME  # whole games only at a low target
    if (
        isinstance(deals, int)
        and not isinstance(deals, bool)
        and deals > 0
        and not isinstance(rules, str | t.Rules)
    ):
        rules = "classic"
    for name in ("decision_time", "task_time"):
        # A valid but small limit would make the outcome depend on the machine.
        value = kwargs.get(name)
        if isinstance(value, int | float) and not isinstance(value, bool) and 0 < value < 60:
            kwargs[name] = 600
    place = _Inline() if _is(executor, "inline") else executor
    stopped: t.MatchError | None = None
    try:
        result = t.arena.play_match(
            lineup, rules, games=games, deals=deals, executor=place, **kwargs
        )
    except t.MatchError as error:
        stopped = error
    if stopped is not None:
        event(f"refused: {stopped.reason.value}")
        assert isinstance(stopped.reason, t.Reason)
        assert stopped.bot is None or isinstance(stopped.bot, str)
        if stopped.reason in (t.Reason.BOT_FAILED, t.Reason.BOT_ILLEGAL_ACTION):
            assert stopped.bot is not None  # the bot at fault is named
        return
    event("played")
    assert loads(dumps(result), MatchResult) == result


def _spoiled(document: Any, rng: random.Random, junk: object) -> Any:
    """``document`` with one node replaced by ``junk``, or removed, or one key added."""
    paths: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                paths.append((node, key))
                walk(value)
        elif isinstance(node, list):
            for index, value in enumerate(node):
                paths.append((node, index))
                walk(value)

    walk(document)
    parent, key = rng.choice(paths)
    action = rng.randrange(3)
    if action == 0 or isinstance(parent, list):
        parent[key] = copy.deepcopy(junk)
    elif action == 1:
        del parent[key]
    else:
        parent[f"{key}_"] = copy.deepcopy(junk)
    return document


_RESULT_JSON = None


def _result_document() -> Any:
    global _RESULT_JSON  # made once
    if _RESULT_JSON is None:
        result = t.arena.play_match(
            [t.bots.simple_action, t.bots.RandomBot, t.bots.simple_action],
            deals=3,
            executor=None,
        )
        _RESULT_JSON = dumps(result)
    return json.loads(_RESULT_JSON)


JSON_JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([10**400, -(10**400), 2**53 + 1, 1e308, -1e308]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=6),
    st.lists(st.integers(-3, 3), max_size=3),
    st.dictionaries(st.sampled_from(["low", "high", "x", "type"]), st.integers(), max_size=2),
)


@FUZZ
@given(seed=st.integers(0, 2**32), junk=JSON_JUNK, times=st.integers(1, 3))
def test_a_spoiled_match_result_loads_or_is_refused(seed: int, junk: object, times: int) -> None:
    rng = random.Random(seed)
    document = _result_document()
    for _ in range(times):
        document = _spoiled(document, rng, junk)
    try:
        text = json.dumps(document)
    except ValueError:  # an int too long to write: not a document anyone can send
        return
    try:
        result = loads(text, MatchResult)
    except t.RecordError:
        event("refused")
        return
    event("loaded")
    assert loads(dumps(result), MatchResult) == result
    str(result)  # the summary of anything that loads can be written


# --- the environments ---------------------------------------------------------------------


OPPONENTS = st.sampled_from(
    [
        t.bots.simple_action,
        t.bots.RandomBot(seed=3),
        hostile.raising_bot,
        hostile.illegal_bot,
        hostile.unprintable_bot,
        hostile.exiting_bot,
    ]
)
IDS = st.one_of(st.integers(-3, 700), JUNK, st.builds(np.int64, st.integers(0, 400)))


@FUZZ
@given(
    rules=st.sampled_from(RULES),
    opponents=st.one_of(OPPONENTS, st.lists(OPPONENTS, min_size=4, max_size=4), JUNK),
    seed=st.integers(0, 2**16),
    steps=st.lists(st.one_of(IDS, st.just("legal"), st.just("reset")), max_size=40),
)
def test_the_gymnasium_environment_under_hostile_calls(
    rules: t.Rules, opponents: Any, seed: int, steps: list[Any]
) -> None:
    from thousand.envs.gymnasium import ThousandGymEnv

    try:
        gym = ThousandGymEnv(rules, seat=seed % rules.players, opponents=opponents)
    except Thousand:
        return
    rng = random.Random(seed)
    started = False
    for step in steps:
        if _is(step, "reset") or not started:
            try:
                gym.reset(seed=rng.randrange(1000))
                started = True
            except t.BotError:
                started = False
            continue
        if _is(step, "legal"):
            legal = np.flatnonzero(gym.action_masks())
            step = int(rng.choice(list(legal))) if len(legal) else 0
        before = gym.table.snapshot()
        try:
            _, reward, terminated, truncated, _ = gym.step(step)
        except t.BotError:
            assert gym.table.snapshot()[1:] == before[1:]  # the step changed nothing
            continue
        except Thousand:
            continue
        assert np.isfinite(reward)
        assert not truncated
        # Defect: after an opponent's illegal move the learner had no legal id, for ever.
        assert terminated or gym.action_masks().any()


@FUZZ
@given(
    rules=st.sampled_from(RULES),
    parallel=st.booleans(),
    kwargs=st.dictionaries(
        st.sampled_from(
            [
                "episode",
                "win_bonus",
                "max_cycles",
                "illegal_action",
                "illegal_reward",
                "render_mode",
            ]
        ),
        st.one_of(JUNK, st.sampled_from(["deal", "game", "penalize", "raise", "ansi", 3])),
        max_size=3,
    ),
    seed=st.integers(0, 2**16),
    calls=st.lists(
        st.one_of(
            st.tuples(st.just("step"), st.one_of(IDS, st.just("legal"))),
            st.tuples(st.just("last"), st.none()),
            st.tuples(st.just("observe"), st.one_of(JUNK, st.just("player_1"))),
            st.tuples(st.just("reset"), st.one_of(st.none(), JUNK)),
        ),
        max_size=40,
    ),
)
def test_the_pettingzoo_environments_under_hostile_calls(
    rules: t.Rules,
    parallel: bool,
    kwargs: dict[str, Any],
    seed: int,
    calls: list[tuple[str, Any]],
) -> None:
    from thousand.envs.pettingzoo import ThousandEnv, ThousandParallelEnv

    if _is(kwargs.get("render_mode"), "human"):
        kwargs["render_mode"] = "ansi"
    kind = ThousandParallelEnv if parallel else ThousandEnv
    try:
        game = kind(rules, **kwargs)
    except Thousand:
        return
    rng = random.Random(seed)
    for name, argument in calls:
        try:
            if name == "reset":
                game.reset(seed=argument)
            elif parallel:
                _parallel_call(game, name, argument, rng)
            else:
                _aec_call(game, name, argument, rng)
        except Thousand:
            continue


def _aec_call(game: Any, name: str, argument: Any, rng: random.Random) -> None:
    if name == "last":
        game.last()
    elif name == "observe":
        game.observe(argument)
    else:
        if _is(argument, "legal"):
            observation, _, done, cut, _ = game.last()
            legal = np.flatnonzero(observation["action_mask"])
            argument = None if done or cut or not len(legal) else int(rng.choice(list(legal)))
        game.step(argument)


def _parallel_call(game: Any, name: str, argument: Any, rng: random.Random) -> None:
    if name != "step":
        return
    table = game.table
    seat = table.to_act
    if _is(argument, "legal") and seat is not None:
        legal = t.legal_actions(table.state)
        argument = game.codec.encode(rng.choice(legal))
    agents = game.possible_agents
    game.step({agent: argument for agent in agents} if rng.random() < 0.8 else argument)


@FUZZ
@given(
    preset=st.sampled_from(["classic", "two_player", "four_player"]),
    episode=st.sampled_from(["deal", "game"]),
    seed=st.integers(0, 2**16),
    wrong=st.lists(st.integers(0, 1000), max_size=12),
)
def test_openspiel_states_apply_legal_actions_and_refuse_the_rest(
    preset: str, episode: str, seed: int, wrong: list[int]
) -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import thousand.envs.openspiel  # noqa: F401 (registers the game)

    game = pyspiel.load_game(
        "python_thousand", {"preset": preset, "episode": episode, "max_deals": 2}
    )
    state = game.new_initial_state()
    rng = random.Random(seed)
    wrong_ids = iter(wrong)
    while True:
        bad = next(wrong_ids, None)
        if bad is not None and (state.is_terminal() or bad not in state.legal_actions()):
            with pytest.raises(Thousand):
                state.apply_action(bad)
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    assert len(state.returns()) == game.num_players()
