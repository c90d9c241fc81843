"""thousand.envs.gymnasium: one seat learns against bots."""

from __future__ import annotations

import warnings

import attrs
import pytest

pytest.importorskip("gymnasium")

import numpy as np
from gymnasium.utils.env_checker import check_env

import thousand as t
from thousand.envs.gymnasium import ThousandGymEnv
from thousand.envs.table import Episode

PRESETS = sorted(t.PRESETS)

ADVISORIES = (
    # check_env makes other render modes through a registered spec; this class is
    # constructed directly.
    "Not able to test alternative render modes",
)


@pytest.mark.parametrize("episode", ["deal", "game"])
@pytest.mark.parametrize("name", PRESETS)
def test_the_environment_passes_gymnasium_s_checker(name: str, episode: Episode) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(ThousandGymEnv(t.Rules.preset(name), episode=episode, render_mode="ansi"))
    unexpected = [str(w.message) for w in caught if not str(w.message).count(ADVISORIES[0])]
    assert not unexpected


def _play(env: ThousandGymEnv, seed: int) -> tuple[float, int]:
    observation, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    total, steps, done = 0.0, 0, False
    while not done:
        mask = observation["action_mask"]
        assert np.array_equal(mask.astype(bool), env.action_masks())
        legal = t.view(env.table.state, env.seat).legal_actions
        assert set(np.flatnonzero(mask)) == set(env.codec.ids(legal))
        observation, reward, terminated, truncated, _ = env.step(
            int(rng.choice(np.flatnonzero(mask)))
        )
        total += reward
        steps += 1
        done = terminated or truncated
    return total, steps


@pytest.mark.parametrize("name", PRESETS)
def test_a_deal_s_rewards_are_the_learning_seat_s_score_change(name: str) -> None:
    rules = t.Rules.preset(name)
    for seat in range(rules.players):
        env = ThousandGymEnv(rules, seat=seat)
        for seed in range(5):
            total, steps = _play(env, seed)
            assert steps >= 1
            assert total == t.round_result(env.table.state).score_changes[seat]
            assert not env.action_masks().any()


def test_the_learning_seat_decides_in_every_deal_it_is_shown() -> None:
    # Four players: a deal the learning seat deals, it sits out; it is not shown.
    env = ThousandGymEnv(t.Rules.preset("four_player"), seat=2)
    for seed in range(20):
        env.reset(seed=seed)
        assert env.table.to_act == 2
        assert env.table.state.dealer != 2


def test_bots_per_seat_play_the_other_seats() -> None:
    calls: list[int] = []

    def passer(view: t.PlayerView) -> t.Action:
        assert view.seat is not None
        calls.append(view.seat)
        return t.bots.simple_action(view)

    env = ThousandGymEnv(t.Rules(), seat=1, opponents=[passer, t.bots.simple_action, passer])
    _play(env, 3)
    assert calls
    assert set(calls) <= {0, 2}


def test_an_illegal_id_costs_the_penalty_and_changes_nothing() -> None:
    env = ThousandGymEnv(t.Rules(), illegal_reward=-3.0)
    observation, _ = env.reset(seed=1)
    before = env.table.state
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    again, reward, terminated, truncated, _ = env.step(illegal)
    assert (reward, terminated, truncated) == (-3.0, False, False)
    assert env.table.state is before
    assert np.array_equal(again["observation"], observation["observation"])


def test_an_illegal_id_can_raise_instead() -> None:
    env = ThousandGymEnv(t.Rules(), illegal_action="raise")
    observation, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with pytest.raises(t.IllegalActionError):
        env.step(illegal)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"seat": 3},
        {"seat": -1},
        {"opponents": [t.bots.simple_action]},
        {"illegal_action": "ignore"},
        {"render_mode": "rgb_array"},
        {"episode": "match"},
        {"win_bonus": None},
        {"win_bonus": float("inf")},
        {"illegal_reward": "-1"},
        {"illegal_reward": float("nan")},
    ],
)
def test_bad_parameters_are_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(t.StateError) as raised:
        ThousandGymEnv(t.Rules(), **kwargs)  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.MALFORMED_ACTION


def test_a_step_after_the_end_is_refused() -> None:
    env = ThousandGymEnv(t.Rules())
    _play(env, 2)
    with pytest.raises(t.StateError) as raised:
        env.step(0)
    assert raised.value.reason is t.Reason.ROUND_OVER


@pytest.mark.parametrize("name", ["classic", "four_player"])
def test_a_game_s_rewards_add_up_to_the_seat_s_score_and_the_win_bonus(name: str) -> None:
    # A low target, so that the game ends; with four players the seat sits some deals out.
    rules = t.Rules.preset(name)
    short = attrs.evolve(rules.game_scoring, target=150, barrel_threshold=None)
    env = ThousandGymEnv(
        attrs.evolve(rules, game_scoring=short), seat=1, episode="game", win_bonus=50.0
    )
    total, _ = _play(env, 6)
    game = env.table.game
    assert game is not None
    assert game.winner is not None
    assert len(game.rounds) > 1
    assert total == game.scores[1] + (50.0 if game.winner == 1 else 0.0)


@pytest.mark.parametrize("seed", [-1, 1.5, "7", [7], object(), True])
def test_a_hostile_seed_is_refused_and_changes_nothing(seed: object) -> None:
    env = ThousandGymEnv(t.Rules())
    env.reset(seed=3)
    before, generator = env.table.state, env.np_random
    with pytest.raises(t.StateError) as raised:
        env.reset(seed=seed)  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.MALFORMED_ACTION
    assert env.table.state is before
    assert env.np_random is generator
