"""Thousand as a PettingZoo environment (``pip install thousand[pettingzoo]``).

:func:`env` makes an AEC environment (:class:`ThousandEnv`) for any
:class:`~thousand.Rules`: the agents ``player_0`` … are the seats, the agent selected is
the seat to act, one episode is a deal or a whole game (``episode``). Every agent
observes a dictionary:

- ``"observation"``: its :class:`~thousand.PlayerView` encoded by
  :class:`~thousand.envs.encoding.ObservationEncoder` (``Box(-1, 1)``, float32);
- ``"action_mask"``: 1 for each id of the action space that is legal for it now, as
  :class:`~thousand.envs.encoding.ActionCodec` numbers the actions (``Box(0, 1)``,
  int8); all 0 unless it is to act.

Actions are the ids of :class:`~thousand.envs.encoding.ActionCodec` (one ``Discrete``
space). Rewards are points of the score sheet (:mod:`thousand.envs.table`): each seat's
score change when a deal ends, 0 for every other step. The deal and the cuts are drawn
from the environment's RNG, seeded by ``reset(seed=...)``.

An illegal id raises :class:`~thousand.IllegalActionError` (``illegal_action="raise"``,
the default), or, with ``illegal_action="penalize"``, changes nothing but the agent's
reward (``illegal_reward``) and leaves it to act again.

:func:`parallel_env` makes the same game as a PettingZoo parallel environment
(:class:`ThousandParallelEnv`): every live agent hands in an action at each step and the
action of the seat to act is the one applied; the others wait (their masks are all 0).

>>> import thousand as t
>>> from thousand.envs.pettingzoo import env
>>> game = env(t.Rules(), episode="deal")
>>> game.reset(seed=7)
>>> for agent in game.agent_iter():
...     observation, reward, termination, truncation, info = game.last()
...     if termination or truncation:
...         action = None
...     else:
...         action = game.action_space(agent).sample(observation["action_mask"])
...     game.step(action)
>>> sorted(game.possible_agents)
['player_0', 'player_1', 'player_2']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv

from thousand.envs.spaces import (
    EnvSpaces,
    IllegalAction,
    Observation,
    check_illegal_action,
    check_render_mode,
    render,
    render_text,
)
from thousand.envs.table import Episode, Table, check_reward
from thousand.errors import IllegalActionError, Reason, StateError, shown
from thousand.rules.ruleset import Rules

__all__ = ["ThousandEnv", "ThousandParallelEnv", "env", "parallel_env", "raw_env"]


class _TableEnv:
    """What both environments share: one :class:`Table`, its spaces, agents, rendering."""

    render_mode: str | None
    table: Table
    _spaces: EnvSpaces

    def _set_up(
        self,
        rules: Rules | None,
        episode: Episode,
        win_bonus: float,
        max_cycles: int | None,
        illegal_action: IllegalAction,
        illegal_reward: float,
        render_mode: str | None,
    ) -> None:
        rules = Rules() if rules is None else rules
        self.table = Table(rules, episode=episode, win_bonus=win_bonus)
        self.rules = rules
        self._spaces = EnvSpaces(rules)
        self.codec = self._spaces.codec
        self.max_cycles = _check_max_cycles(max_cycles)
        self.illegal_action = check_illegal_action(illegal_action)
        self.illegal_reward = check_reward("illegal_reward", illegal_reward)
        self.render_mode = check_render_mode(render_mode)
        self.possible_agents = [f"player_{seat}" for seat in range(rules.players)]
        self.observation_spaces = dict.fromkeys(
            self.possible_agents, self._spaces.observation_space
        )
        self.action_spaces = dict.fromkeys(self.possible_agents, self._spaces.action_space)
        self.steps = 0
        """Steps of the agents to act this episode (illegal ones included)."""

    def observation_space(self, agent: str) -> spaces.Dict:
        """The observation space (the same for every agent)."""
        return self._spaces.observation_space

    def action_space(self, agent: str) -> spaces.Discrete:
        """The action space (the same for every agent)."""
        return self._spaces.action_space

    def render(self) -> str | None:
        """The table as text: the deal, every hand, the last action."""
        return render(self.table, self.render_mode)

    def close(self) -> None:
        """Nothing to release."""


class ThousandEnv(_TableEnv, AECEnv):  # type: ignore[misc]
    """Thousand as a PettingZoo AEC environment: the agent selected is the seat to act.

    Args:
        rules: the rules (classic by default).
        episode: ``"deal"`` (one deal) or ``"game"`` (a game to the target).
        win_bonus: with ``episode="game"``, the winner's reward on top of its score change.
        max_cycles: truncate the episode after this many steps of the agents to act, a
            whole number from 1 (``None``: never).
        illegal_action: ``"raise"`` or ``"penalize"`` (see the module's documentation).
        illegal_reward: the reward of an illegal id under ``"penalize"``.
        render_mode: ``None``, ``"ansi"`` (:meth:`render` returns the table as text) or
            ``"human"`` (prints it).

    Raises:
        StateError: a parameter is not one of its values (reason ``malformed_action``).
        RulesError: ``rules`` cannot be played.
    """

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi", "human"],
        "name": "thousand_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        episode: Episode = "deal",
        win_bonus: float = 0.0,
        max_cycles: int | None = None,
        illegal_action: IllegalAction = "raise",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self._set_up(
            rules, episode, win_bonus, max_cycles, illegal_action, illegal_reward, render_mode
        )
        self.encoder = self._spaces.encoder
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._no_rewards = dict.fromkeys(self.possible_agents, 0.0)
        self._observe = self._spaces.observe_state
        # Before the first reset there is no episode: step() and last() say so.
        self.agents: list[str] = []
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}
        self.agent_selection = self.possible_agents[0]
        self._started = False

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start an episode; ``seed`` seeds the deals and cuts. ``options`` are ignored.

        Raises:
            StateError: ``seed`` is not ``None`` or a whole number >= 0 (reason
                ``malformed_action``); nothing changes.
        """
        self.table.reset(seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self.steps = 0
        self._skip_agent_selection = None
        self._started = True
        self._select()

    def _select(self) -> None:
        seat = self.table.to_act
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]

    def observe(self, agent: str) -> Observation:
        """What ``agent`` observes now: its encoded view and its action mask.

        Raises:
            StateError: ``agent`` is not one of :attr:`possible_agents` (reason
                ``malformed_action``).
        """
        try:
            seat = self._seat[agent]
        except (KeyError, TypeError):  # TypeError: unhashable
            raise _not_an_agent(agent, self.possible_agents) from None
        return self._observe(self.table.state, seat)

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """The observation, reward, termination, truncation and info of the agent selected.

        Raises:
            StateError: no episode was started, or every agent is done and removed
                (reason ``round_over``): call :meth:`reset`.
        """
        agent = self._live_selection()
        observation = self.observe(agent) if observe else None
        return (
            observation,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def _live_selection(self) -> str:
        """The agent selected, if the episode still holds it."""
        agent = self.agent_selection
        if agent not in self.terminations:
            if not self._started:
                raise StateError(Reason.ROUND_OVER, "no episode yet: call reset()")
            raise StateError(Reason.ROUND_OVER, "the episode is over: call reset()")
        return agent

    def step(self, action: int | np.integer[Any] | None) -> None:
        """The agent selected takes ``action`` (an id), or ``None`` once it is done.

        Raises:
            IllegalActionError: the id is not legal now (``illegal_action="raise"``).
            EncodingError: the id is not an id of the action space.
            StateError: no episode was started, or every agent is done and removed
                (reason ``round_over``); an agent that is done steps with an action
                other than ``None`` (``malformed_action``).
        """
        agent = self._live_selection()
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise StateError(
                    Reason.MALFORMED_ACTION,
                    f"{agent} is done: its only step is None, not {shown(action)}",
                )
            self._was_dead_step(action)
            return
        seat = self._seat[agent]
        decision = self.codec.decode(action, seat)  # type: ignore[arg-type]
        table = self.table
        try:
            earned = table.act(decision)
        except IllegalActionError:
            if self.illegal_action == "raise":
                raise
            earned = [0.0] * table.players
            earned[seat] = self.illegal_reward
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        if any(earned):
            self.rewards = dict(zip(self.possible_agents, earned, strict=True))
            self._accumulate_rewards()
        else:  # most steps: nothing to add up
            self.rewards = self._no_rewards.copy()
        if table.over:
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.max_cycles is not None and self.steps >= self.max_cycles:
            self.truncations = dict.fromkeys(self.agents, True)
        to_act = table.to_act
        if to_act is not None:
            self.agent_selection = self.possible_agents[to_act]
        if self.render_mode == "human":
            self.render()


class ThousandParallelEnv(_TableEnv, ParallelEnv):  # type: ignore[misc]
    """Thousand as a PettingZoo parallel environment.

    At each step every live agent hands in an action; the action of the seat to act is
    applied and the others are ignored (their masks are all 0). The parameters are
    :class:`ThousandEnv`'s; ``max_cycles`` counts parallel steps.
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi", "human"], "name": "thousand_v0"}

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        episode: Episode = "deal",
        win_bonus: float = 0.0,
        max_cycles: int | None = None,
        illegal_action: IllegalAction = "raise",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
    ) -> None:
        self._set_up(
            rules, episode, win_bonus, max_cycles, illegal_action, illegal_reward, render_mode
        )
        self.agents: list[str] = []

    def _observations(self) -> dict[str, Observation]:
        return {
            agent: self._spaces.observe(self.table, seat)
            for seat, agent in enumerate(self.possible_agents)
        }

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Observation], dict[str, dict[str, Any]]]:
        """Start an episode; ``seed`` seeds the deals and cuts. ``options`` are ignored.

        Raises:
            StateError: ``seed`` is not ``None`` or a whole number >= 0 (reason
                ``malformed_action``); nothing changes.
        """
        self.table.reset(seed)
        self.agents = self.possible_agents[:]
        self.steps = 0
        return self._observations(), {agent: {} for agent in self.agents}

    def step(
        self, actions: dict[str, int]
    ) -> tuple[
        dict[str, Observation],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        """Apply the action of the seat to act; the others wait.

        Raises:
            IllegalActionError: its id is not legal now (``illegal_action="raise"``).
            EncodingError: its id is not an id of the action space.
            StateError: the seat to act handed in no action (reason ``not_your_turn``),
                or the episode is over (reason ``round_over``).
        """
        table = self.table
        seat = table.to_act
        if seat is None:
            raise StateError(Reason.ROUND_OVER, "the episode is over: call reset()")
        agent = self.possible_agents[seat]
        if not isinstance(actions, Mapping):
            raise StateError(
                Reason.MALFORMED_ACTION,
                f"actions is a dict of an action per agent, not {shown(actions)}",
            )
        if agent not in actions:
            raise StateError(Reason.NOT_YOUR_TURN, f"{agent} is to act and handed in no action")
        decision = self.codec.decode(actions[agent], seat)
        try:
            earned = table.act(decision)
        except IllegalActionError:
            if self.illegal_action == "raise":
                raise
            earned = [0.0] * table.players
            earned[seat] = self.illegal_reward
        self.steps += 1
        over = table.over
        cut = not over and self.max_cycles is not None and self.steps >= self.max_cycles
        observations = self._observations()
        rewards = dict(zip(self.possible_agents, earned, strict=True))
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, cut)
        infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        if over or cut:
            self.agents = []
        if self.render_mode == "human":
            print(render_text(table))
        return observations, rewards, terminations, truncations, infos


def _check_max_cycles(max_cycles: object) -> int | None:
    """``max_cycles`` if it is ``None`` or a whole number from 1.

    Raises:
        StateError: it is not (reason ``malformed_action``).
    """
    if max_cycles is None or (type(max_cycles) is int and max_cycles >= 1):
        return max_cycles
    raise StateError(
        Reason.MALFORMED_ACTION,
        f"max_cycles is None or a whole number from 1, not {shown(max_cycles)}",
    )


def _not_an_agent(agent: object, agents: list[str]) -> StateError:
    return StateError(
        Reason.MALFORMED_ACTION, f"the agents are {', '.join(agents)}, not {shown(agent)}"
    )


def raw_env(rules: Rules | None = None, **kwargs: Any) -> ThousandEnv:
    """A :class:`ThousandEnv`, without wrappers (the keyword arguments are its own)."""
    return ThousandEnv(rules, **kwargs)


def env(rules: Rules | None = None, **kwargs: Any) -> ThousandEnv:
    """A :class:`ThousandEnv` of ``rules``; the keyword arguments are its own.

    The environment checks its inputs itself (the order of turns, the ids, the masks),
    so it comes without PettingZoo's order-enforcing wrapper, which would only slow it.
    """
    return ThousandEnv(rules, **kwargs)


def parallel_env(rules: Rules | None = None, **kwargs: Any) -> ThousandParallelEnv:
    """A :class:`ThousandParallelEnv` of ``rules``; the keyword arguments are its own."""
    return ThousandParallelEnv(rules, **kwargs)
