"""thousand.envs.pettingzoo: PettingZoo's own tests, random play, rewards, illegal ids."""

from __future__ import annotations

import random
import types
import warnings
from typing import Any

import attrs
import pytest

pytest.importorskip("pettingzoo")

import numpy as np
from pettingzoo.test import api_test, max_cycles_test, seed_test
from pettingzoo.utils.conversions import parallel_to_aec

import thousand as t
from thousand.envs.pettingzoo import ThousandEnv, env, parallel_env, raw_env

PRESETS = sorted(t.PRESETS)

ADVISORIES = (
    # PettingZoo's checks name the environments whose observations may be dictionaries
    # (its own card and board games); every other one is told so, and that its space
    # had better be a Box or Discrete.
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or"
    " gymnasium.spaces.discrete",
    # An agent that is not to act (or whose episode is over) has no legal action.
    "Action mask numpy array is all zeros (no legal actions).",
)
"""The warnings api_test gives for what the environment means to do; any other fails."""


def _run_api_test(game: ThousandEnv, cycles: int) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(game, num_cycles=cycles)
    unexpected = {str(w.message) for w in caught} - set(ADVISORIES)
    assert not unexpected


@pytest.mark.parametrize("name", PRESETS)
def test_the_deal_environment_passes_pettingzoo_s_api_test(name: str) -> None:
    _run_api_test(env(t.Rules.preset(name)), cycles=200)


@pytest.mark.parametrize("name", PRESETS)
def test_the_game_environment_passes_pettingzoo_s_api_test(name: str) -> None:
    _run_api_test(env(t.Rules.preset(name), episode="game", max_cycles=150), cycles=200)


@pytest.mark.parametrize("episode", ["deal", "game"])
@pytest.mark.parametrize("name", PRESETS)
def test_a_seeded_environment_plays_the_same_twice(name: str, episode: str) -> None:
    seed_test(lambda: env(t.Rules.preset(name), episode=episode), num_cycles=100)


@pytest.mark.parametrize("name", PRESETS)
def test_max_cycles_truncates_the_parallel_environment(name: str) -> None:
    # PettingZoo's max_cycles_test counts cycles in which every agent acts once: the
    # parallel environment, and its AEC form (parallel_to_aec). It samples ids without
    # masks, so illegal ids must cost a penalty rather than raise.
    rules = t.Rules.preset(name)

    def make_parallel(**kwargs: Any) -> Any:
        return parallel_env(rules, illegal_action="penalize", **kwargs)

    module = types.SimpleNamespace(
        parallel_env=make_parallel,
        env=lambda **kwargs: parallel_to_aec(make_parallel(**kwargs)),
    )
    max_cycles_test(module)


def test_max_cycles_truncates_the_aec_environment_after_that_many_decisions() -> None:
    game = env(t.Rules(), episode="game", max_cycles=7)
    game.reset(seed=1)
    decisions = 0
    for agent in game.agent_iter():
        observation, _, termination, truncation, _ = game.last()
        if termination or truncation:
            assert truncation
            assert not termination
            game.step(None)
            continue
        decisions += 1
        game.step(game.action_space(agent).sample(observation["action_mask"]))
    assert decisions == 7


def _play(game: ThousandEnv, rng: np.random.Generator) -> dict[str, float]:
    """Play one episode with actions drawn from the masks; each agent's total reward."""
    totals = dict.fromkeys(game.possible_agents, 0.0)
    for agent in game.agent_iter():
        observation, reward, termination, truncation, _ = game.last()
        totals[agent] += reward
        if termination or truncation:
            game.step(None)
            continue
        mask = observation["action_mask"]
        legal = np.flatnonzero(mask)
        # The mask is exactly the seat's legal actions.
        seat = game.possible_agents.index(agent)
        view = t.view(game.table.state, seat)
        assert [game.codec.decode(i, seat) for i in legal] == sorted(
            view.legal_actions, key=game.codec.encode
        )
        game.step(int(rng.choice(legal)))
    return totals


def test_a_random_agent_plays_a_thousand_deals() -> None:
    rng = np.random.default_rng(0)
    episodes = 0
    for name in PRESETS:
        game = env(t.Rules.preset(name))
        for episode in range(-(-1000 // len(PRESETS))):  # at least 1000 in all
            game.reset(seed=episode)
            totals = _play(game, rng)
            changes = t.round_result(game.table.state).score_changes
            assert [totals[a] for a in game.possible_agents] == list(changes)
            episodes += 1
    assert episodes >= 1000


@pytest.mark.parametrize("name", PRESETS)
def test_a_game_s_rewards_add_up_to_its_scores_and_the_win_bonus(name: str) -> None:
    # A low target, so that random play ends the game (and no barrel or lock below it);
    # bids up to 200, since random contracts up to 400 without conceding (zagraj.pl) sink
    # every total for ever.
    rules = t.Rules.preset(name)
    short = attrs.evolve(rules.game_scoring, target=150, barrel_threshold=None, lock_threshold=None)
    bidding = attrs.evolve(rules.bidding, max_bid=200)
    game = env(
        attrs.evolve(rules, game_scoring=short, bidding=bidding), episode="game", win_bonus=50.0
    )
    game.reset(seed=4)
    totals = _play(game, np.random.default_rng(4))
    played = game.table.game
    assert played is not None
    assert played.winner is not None
    assert len(played.rounds) > 1
    expected = [float(score) for score in played.scores]
    for seat in played.winners:  # the winner, or both partners of the winning team (A13)
        expected[seat] += 50.0
    assert [totals[a] for a in game.possible_agents] == expected


def test_an_observation_is_the_encoded_view_of_the_seat() -> None:
    game = env(t.Rules.preset("four_player"))
    game.reset(seed=9)
    for seat, agent in enumerate(game.possible_agents):
        observation = game.observe(agent)
        view = t.view(game.table.state, seat)
        assert list(observation["observation"]) == list(game.encoder.encode(view))
        assert set(np.flatnonzero(observation["action_mask"])) == set(
            game.codec.ids(view.legal_actions)
        )


def test_an_illegal_id_raises_and_changes_nothing() -> None:
    game = env(t.Rules())
    game.reset(seed=2)
    before, agent = game.table.state, game.agent_selection
    illegal = int(np.flatnonzero(game.observe(agent)["action_mask"] == 0)[0])
    with pytest.raises(t.IllegalActionError):
        game.step(illegal)
    assert game.table.state is before
    assert game.agent_selection == agent
    with pytest.raises(t.EncodingError) as raised:
        game.step(10_000)
    assert raised.value.reason is t.Reason.UNKNOWN_ACTION_ID


def test_an_illegal_id_can_cost_a_penalty_instead() -> None:
    game = env(t.Rules(), illegal_action="penalize", illegal_reward=-5.0)
    game.reset(seed=2)
    before, agent = game.table.state, game.agent_selection
    illegal = int(np.flatnonzero(game.observe(agent)["action_mask"] == 0)[0])
    game.step(illegal)
    _, reward, termination, truncation, _ = game.last()
    assert (reward, termination, truncation) == (-5.0, False, False)
    assert game.table.state is before
    assert game.agent_selection == agent


def test_the_parallel_environment_applies_the_action_of_the_seat_to_act() -> None:
    game = parallel_env(t.Rules.preset("two_player"))
    observations, _ = game.reset(seed=5)
    rng = np.random.default_rng(5)
    totals = dict.fromkeys(game.possible_agents, 0.0)
    while game.agents:
        masks = {a: observations[a]["action_mask"] for a in game.agents}
        acting = [a for a in game.agents if masks[a].any()]
        assert len(acting) == 1
        # Every agent hands in an action; only the acting seat's is legal, and used.
        actions = {a: int(rng.choice(np.flatnonzero(masks[acting[0]]))) for a in game.agents}
        observations, rewards, terminations, _, _ = game.step(actions)
        for a, r in rewards.items():
            totals[a] += r
    assert all(terminations.values())
    changes = t.round_result(game.table.state).score_changes
    assert [totals[a] for a in game.possible_agents] == list(changes)
    with pytest.raises(t.StateError) as raised:
        game.step({})
    assert raised.value.reason is t.Reason.ROUND_OVER


def test_the_parallel_environment_wants_the_action_of_the_seat_to_act() -> None:
    game = parallel_env(t.Rules())
    game.reset(seed=5)
    with pytest.raises(t.StateError) as raised:
        game.step({})
    assert raised.value.reason is t.Reason.NOT_YOUR_TURN


@pytest.mark.parametrize(
    "kwargs",
    [
        {"episode": "match"},
        {"illegal_action": "ignore"},
        {"render_mode": "rgb_array"},
        {"win_bonus": None},
        {"win_bonus": float("nan")},
        {"win_bonus": "10"},
        {"illegal_reward": [1]},
        {"illegal_reward": float("-inf")},
        {"illegal_reward": 10**400},
        {"illegal_reward": True},
    ],
)
def test_bad_parameters_are_refused(kwargs: dict[str, Any]) -> None:
    for make in (env, parallel_env):
        with pytest.raises(t.StateError) as raised:
            make(t.Rules(), **kwargs)
        assert raised.value.reason is t.Reason.MALFORMED_ACTION


def test_render_shows_the_table() -> None:
    game = raw_env(t.Rules(), render_mode="ansi")
    game.reset(seed=1)
    text = game.render()
    assert text is not None
    assert "phase=bidding" in text
    assert str(t.view(game.table.state, 0).hand[0]) in text
    assert env(t.Rules()).render() is None


def test_the_same_seed_deals_the_same_cards() -> None:
    a, b = env(t.Rules()), env(t.Rules())
    a.reset(seed=11)
    first = a.table.state
    b.reset(seed=11)
    assert b.table.state == first
    b.reset(seed=12)
    assert b.table.state != first
    random.seed(0)  # the environment's RNG is its own, not the random module's
    random.random()
    a.reset(seed=11)
    assert a.table.state == first


HOSTILE_SEEDS = [-1, 1.5, "7", b"7", [7], object(), True, float("nan")]


@pytest.mark.parametrize("seed", HOSTILE_SEEDS)
def test_a_hostile_seed_is_refused_and_changes_nothing(seed: object) -> None:
    for make in (env, parallel_env):
        game = make(t.Rules())
        game.reset(seed=3)
        before = game.table.state
        with pytest.raises(t.StateError) as raised:
            game.reset(seed=seed)  # type: ignore[arg-type]
        assert raised.value.reason is t.Reason.MALFORMED_ACTION
        assert game.table.state is before
    game = env(t.Rules())
    game.reset(seed=np.int64(3))  # type: ignore[arg-type]
    assert game.table.state == env_after_reset(3).table.state


def env_after_reset(seed: int) -> ThousandEnv:
    game = env(t.Rules())
    game.reset(seed=seed)
    return game


@pytest.mark.parametrize("agent", [None, "player_3", "player_-1", 0, ["player_0"], object()])
def test_observing_an_agent_the_game_has_not_is_refused(agent: object) -> None:
    game = env_after_reset(1)
    with pytest.raises(t.StateError) as raised:
        game.observe(agent)  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.MALFORMED_ACTION
    assert (
        game.observe("player_2")["observation"].shape
        == game.observation_space("player_2")["observation"].shape
    )


@pytest.mark.parametrize("actions", [None, 0, [0, 0, 0], "player_0", object()])
def test_the_parallel_environment_refuses_what_is_not_a_dict_of_actions(actions: object) -> None:
    game = parallel_env(t.Rules())
    game.reset(seed=5)
    before = game.table.state
    with pytest.raises(t.StateError) as raised:
        game.step(actions)  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.MALFORMED_ACTION
    assert game.table.state is before
