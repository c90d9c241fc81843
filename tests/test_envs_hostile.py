"""The environments under hostile use: bots that pry or misbehave, wrong arguments, calls
out of order. Each test names the defect it guards against."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from typing import Any

import numpy as np
import pytest

import thousand as t
from helpers.envs import VARIANTS
from helpers.leaks import leaks
from thousand.envs.gymnasium import ThousandGymEnv
from thousand.envs.lazy_view import lazy_view
from thousand.envs.pettingzoo import ThousandEnv, ThousandParallelEnv, env

# --- What a bot is handed holds no face-down card -----------------------------------


class Prying:
    """A bot that looks for face-down cards in what it is handed before it reads it,
    then plays like the simple bot."""

    def __init__(self) -> None:
        self.handed: list[object] = []
        self.found: list[str] = []

    def __call__(self, view: t.PlayerView) -> t.Action:
        if len(self.handed) % 7 == 0:
            self.found += leaks(view)
            self.found += [key for key in vars(view) if key not in _FIELDS]
        self.handed.append(view)
        return t.bots.simple_action(view)


_FIELDS = {field.name for field in t.PlayerView.__attrs_attrs__}


@pytest.mark.parametrize("name", ["classic", "dark_anyone_jumps", "cutting", "two_talons"])
def test_a_gymnasium_opponent_reaches_no_face_down_card(name: str) -> None:
    """Defect: ``vars(view)`` of the lazy view held the whole state, every hand in it."""
    rules = VARIANTS[name]
    spy = Prying()
    gym = ThousandGymEnv(rules, seat=0, opponents=spy)
    rng = random.Random(1)
    for seed in range(3):
        observation, _ = gym.reset(seed=seed)
        done = False
        while not done:
            legal = np.flatnonzero(observation["action_mask"])
            observation, _, done, _, _ = gym.step(int(rng.choice(list(legal))))
    assert spy.handed
    assert spy.found == []
    assert {type(handed) for handed in spy.handed} == {t.PlayerView}


def test_a_lazy_view_holds_nothing_but_the_view() -> None:
    """Defect: ``lazy_view`` kept the state under a key of its ``__dict__``."""
    rules = t.Rules()
    rng = random.Random(4)
    state = t.apply(t.new_round(rules), t.deal(rules, rng))
    while not t.is_over(state):
        for seat in range(rules.players):
            handed = lazy_view(state, seat)
            assert leaks(handed) == []
            assert handed == t.view(state, seat)
        state = t.apply(state, rng.choice(t.legal_actions(state)))


def test_an_arena_bot_reaches_no_face_down_card() -> None:
    spies: list[Prying] = []

    def spy() -> Prying:
        spies.append(Prying())
        return spies[-1]

    t.arena.play_match(
        [t.arena.Entrant.made_by(spy), t.bots.simple_action, t.bots.simple_action],
        deals=1,
        executor=None,
    )
    assert spies
    assert all(one.handed for one in spies)
    assert [found for one in spies for found in one.found] == []


# --- Gymnasium ----------------------------------------------------------------------


class IllegalLater:
    """Plays like the simple bot until its ``after``-th decision, then an illegal action."""

    def __init__(self, after: int) -> None:
        self.after = after
        self.calls = 0

    def __call__(self, view: t.PlayerView) -> t.Action:
        self.calls += 1
        if self.calls > self.after:
            return t.Pass(seat=7)
        return t.bots.simple_action(view)


def test_an_opponent_s_illegal_move_stops_the_step_and_changes_nothing() -> None:
    """Defect: the learner's move stayed applied, the mask went all zero, the episode
    never ended and every step cost -1."""
    bot = IllegalLater(after=1)
    gym = ThousandGymEnv(t.Rules(), seat=0, opponents=bot)
    observation, _ = gym.reset(seed=3)
    while bot.calls < bot.after:  # the learner moves until the next bot move is illegal
        observation, _, _, _, _ = gym.step(int(np.flatnonzero(observation["action_mask"])[0]))
    state, rng = gym.table.state, gym.table.rng.getstate()
    action = int(np.flatnonzero(observation["action_mask"])[0])
    with pytest.raises(t.BotError) as raised:
        gym.step(action)
    assert raised.value.reason is t.Reason.BOT_ILLEGAL_ACTION
    assert "seat" in str(raised.value)
    assert gym.table.state is state
    assert gym.table.rng.getstate() == rng
    assert gym.action_masks().any()  # the learner decides again


def _boom(view: t.PlayerView) -> t.Action:
    raise RuntimeError("no model")


def _reset_until_a_bot_acts(gym: ThousandGymEnv) -> None:
    for seed in range(20):  # most deals start with another seat
        gym.reset(seed=seed)


def test_an_opponent_that_raises_in_reset_leaves_no_episode() -> None:
    gym = ThousandGymEnv(t.Rules(), seat=0, opponents=_boom)
    with pytest.raises(t.BotError) as raised:
        _reset_until_a_bot_acts(gym)
    assert raised.value.reason is t.Reason.BOT_FAILED
    with pytest.raises(t.StateError):
        gym.step(0)


@pytest.mark.parametrize("opponents", [None, "abc", 5, [None, None, None], b"xyz", 1.5])
def test_opponents_that_are_not_bots_are_refused_at_once(opponents: object) -> None:
    """Defect: ``None``, ``"abc"`` and ``5`` were accepted and failed at ``reset()``."""
    with pytest.raises(t.StateError) as raised:
        ThousandGymEnv(t.Rules(), opponents=opponents)  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.MALFORMED_ACTION


def test_the_learning_seat_s_entry_may_be_none() -> None:
    simple = t.bots.simple_action
    gym = ThousandGymEnv(t.Rules(), seat=1, opponents=[simple, None, simple])  # type: ignore[list-item]
    observation, _ = gym.reset(seed=1)
    assert observation["action_mask"].any()


def test_library_bots_play_as_they_do_from_their_views() -> None:
    """The library's bots skip the view: they must choose what they choose from it."""
    for opponents in (t.bots.simple_action, t.bots.RandomBot(seed=5)):
        fast = ThousandGymEnv(t.Rules(), opponents=opponents)
        other = (
            opponents
            if callable(opponents) and not isinstance(opponents, t.bots.RandomBot)
            else t.bots.RandomBot(seed=5)
        )
        slow = ThousandGymEnv(t.Rules(), opponents=lambda v, bot=other: bot(v))
        for env_ in (fast, slow):
            env_.reset(seed=11)
        for _ in range(200):
            a, b = fast.table, slow.table
            assert a.state == b.state
            if a.over:
                break
            action = int(np.flatnonzero(fast.action_masks())[0])
            fast.step(action)
            slow.step(action)


# --- PettingZoo ---------------------------------------------------------------------


def test_the_aec_environment_before_reset_says_to_reset() -> None:
    """Defect: ``step()`` and ``last()`` raised ``AttributeError``."""
    game = env(t.Rules())
    for call in (lambda: game.step(0), lambda: game.last(), lambda: game.step(None)):
        with pytest.raises(t.StateError) as raised:
            call()
        assert raised.value.reason is t.Reason.ROUND_OVER
        assert "reset" in str(raised.value)


def test_the_aec_environment_after_the_episode_says_it_is_over() -> None:
    """Defect: ``step(None)`` after every agent was done raised ``KeyError``."""
    game = env(t.Rules())
    game.reset(seed=2)
    for _ in game.agent_iter():
        observation, _, termination, truncation, _ = game.last()
        if termination or truncation:
            with pytest.raises(t.StateError) as wrong:
                game.step(0)
            assert wrong.value.reason is t.Reason.MALFORMED_ACTION
            game.step(None)
        else:
            game.step(int(np.flatnonzero(observation["action_mask"])[0]))
    assert game.agents == []
    for call in (lambda: game.step(None), lambda: game.step(3), lambda: game.last()):
        with pytest.raises(t.StateError) as raised:
            call()
        assert raised.value.reason is t.Reason.ROUND_OVER
    game.reset(seed=3)  # and it plays again
    assert game.last()[0] is not None


@pytest.mark.parametrize("max_cycles", ["3", -1, 0, 1.5, True, float("nan"), [3]])
@pytest.mark.parametrize("kind", [ThousandEnv, ThousandParallelEnv])
def test_max_cycles_other_than_a_whole_number_from_1_is_refused(
    kind: type[Any], max_cycles: object
) -> None:
    """Defect: ``"3"``, -1, 0 and 1.5 were accepted silently."""
    with pytest.raises(t.StateError) as raised:
        kind(t.Rules(), max_cycles=max_cycles)
    assert raised.value.reason is t.Reason.MALFORMED_ACTION


# --- OpenSpiel ----------------------------------------------------------------------


def test_thousand_game_of_something_not_rules_is_refused() -> None:
    """Defect: ``thousand_game(5)`` raised ``AttributeError``."""
    from thousand.envs.openspiel import thousand_game

    for rules in (5, None, "classic"):
        with pytest.raises(t.StateError) as raised:
            thousand_game(rules)  # type: ignore[arg-type]
        assert raised.value.reason is t.Reason.MALFORMED_ACTION


def test_a_game_that_failed_to_build_does_not_crash_the_process() -> None:
    """Defect: the half-built game a failed ``thousand_game(5)`` left in the traceback
    crashed the process when printed."""
    script = textwrap.dedent(
        """
        from thousand.envs.openspiel import ThousandGame
        for params, rules in (({"preset": "custom"}, 5), ({"dealer": 9}, None)):
            try:
                ThousandGame(params, rules=rules)
            except Exception as error:
                tb = error.__traceback__
                while "self" not in tb.tb_frame.f_locals:
                    tb = tb.tb_next
                half = tb.tb_frame.f_locals["self"]
                print(repr(half), str(half), half.num_players())
        print("alive")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.rstrip().endswith("alive")


def test_an_action_after_the_end_says_the_episode_is_over() -> None:
    """Defect: the error spoke of "a seat ... not -4"."""
    import pyspiel

    import thousand.envs.openspiel  # noqa: F401 (registers the game)

    state = pyspiel.load_game("python_thousand").new_initial_state()
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    for action in (0, 5):
        with pytest.raises(t.StateError) as raised:
            state.apply_action(action)
        assert raised.value.reason is t.Reason.ROUND_OVER
        assert "-4" not in str(raised.value)


@pytest.mark.parametrize("max_deals", [0, -1, 10**9, 1.0, True])
def test_max_deals_out_of_range_is_refused(max_deals: object) -> None:
    from thousand.envs.openspiel import thousand_game

    with pytest.raises(t.StateError):
        thousand_game(t.Rules(), episode="game", max_deals=max_deals)  # type: ignore[arg-type]
