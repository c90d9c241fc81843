"""Thousand as a single-agent Gymnasium environment (``pip install thousand[pettingzoo]``).

:class:`ThousandGymEnv`: one seat learns, library bots (:class:`~thousand.bots.Bot`,
:func:`~thousand.bots.simple_action` by default) play the others, each from its own
:class:`~thousand.PlayerView`. The observation, the action ids and the rewards are
those of :mod:`thousand.envs.pettingzoo`, for the learning seat: its encoded view and
action mask, the ids of :class:`~thousand.envs.encoding.ActionCodec`, its score changes
(plus the winner's bonus at the end of a game). A step lasts from one decision of the
learning seat to its next, or to the end of the episode, and earns what the seat's
score gained in between.

Deals in which the learning seat never decides (with four players it deals and sits
out; a deal may end in a redeal before its turn) are played by the bots and not shown.
With ``episode="deal"`` such a deal is no episode: the next deal is dealt. In a game,
what it earns the seat counts towards the seat's next reward.

A bot is handed its seat's :class:`~thousand.PlayerView` and nothing else: no
attribute of it, nor its pickle, reaches a card its seat has not seen (the library's own
:func:`~thousand.bots.simple_action` and :class:`~thousand.bots.RandomBot` skip the view
and read only what it would show). A bot that raises or chooses an illegal action stops
the step with a :class:`~thousand.BotError` naming its seat (reason ``bot_failed`` or
``bot_illegal_action``), and the table is left as it was before the step (or, in
:meth:`~ThousandGymEnv.reset`, with no episode: reset again).

Gymnasium's checker and many algorithms try actions without looking at a mask, so an
illegal id by default changes nothing but the reward (``illegal_action="penalize"``,
``illegal_reward``), and the seat decides again; ``illegal_action="raise"`` raises
:class:`~thousand.IllegalActionError` instead. :meth:`ThousandGymEnv.action_masks`
gives the mask as booleans, for algorithms that ask the environment for it.

>>> import thousand as t
>>> from thousand.envs.gymnasium import ThousandGymEnv
>>> env = ThousandGymEnv(t.Rules(), seat=0)
>>> observation, info = env.reset(seed=3)
>>> total, done = 0.0, False
>>> while not done:
...     action = env.action_space.sample(observation["action_mask"])
...     observation, reward, terminated, truncated, info = env.step(action)
...     total += reward
...     done = terminated or truncated
>>> total == t.round_result(env.table.state).score_changes[0]
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium.utils import seeding

from thousand.actions import Action
from thousand.bots import Bot, RandomBot, simple_action
from thousand.engine import legal_actions
from thousand.envs.spaces import (
    EnvSpaces,
    IllegalAction,
    Observation,
    check_illegal_action,
    check_render_mode,
    render,
    render_text,
)
from thousand.envs.table import Episode, Table, check_reward, check_seed
from thousand.errors import BotError, IllegalActionError, Reason, StateError, shown
from thousand.rules.ruleset import Rules
from thousand.state import RoundState
from thousand.views.player_view import view

__all__ = ["ThousandGymEnv"]


class ThousandGymEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """One seat learns; bots play the others.

    Args:
        rules: the rules (classic by default).
        seat: the learning seat.
        opponents: one bot for every other seat, or a bot per seat (seat 0 first; the
            learning seat's entry is not used and may be ``None``).
        episode: ``"deal"`` (one deal) or ``"game"`` (a game to the target).
        win_bonus: with ``episode="game"``, the winner's reward on top of its score change.
        illegal_action: ``"penalize"`` (the default) or ``"raise"``.
        illegal_reward: the reward of an illegal id under ``"penalize"``.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.

    Raises:
        StateError: a parameter is not one of its values (reason ``malformed_action``).
        RulesError: ``rules`` cannot be played.
    """

    # Gymnasium declares it an instance variable; it is the same for every instance.
    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 1}  # noqa: RUF012

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        seat: int = 0,
        opponents: Bot | Sequence[Bot] = simple_action,
        episode: Episode = "deal",
        win_bonus: float = 0.0,
        illegal_action: IllegalAction = "penalize",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
    ) -> None:
        rules = Rules() if rules is None else rules
        self.table = Table(rules, episode=episode, win_bonus=win_bonus)
        n = rules.players
        if type(seat) is not int or not 0 <= seat < n:
            raise StateError(
                Reason.MALFORMED_ACTION, f"the learning seat is 0..{n - 1}, not {shown(seat)}"
            )
        self._deciders = _deciders(opponents, n, seat)
        self.rules = rules
        self.seat = seat
        self._spaces = EnvSpaces(rules)
        self.codec = self._spaces.codec
        self.observation_space = self._spaces.observation_space
        self.action_space = self._spaces.action_space
        self.illegal_action = check_illegal_action(illegal_action)
        self.illegal_reward = check_reward("illegal_reward", illegal_reward)
        self.render_mode = check_render_mode(render_mode)
        self._pending = 0.0
        self._generator: np.random.Generator | None = None
        self._generator_seed: int | None = None
        self._seed: int | None = None

    # Gymnasium's generator (np_random) is seeded by reset(seed=...). The environment
    # draws its deals from its own RNG and never from that one, and making a generator
    # costs more than a deal's decisions, so it is made from the seed when first read.
    @property
    def _np_random(self) -> np.random.Generator | None:
        if self._generator is None and self._seed is not None:
            self._generator, self._generator_seed = seeding.np_random(self._seed)
            self._seed = None
        return self._generator

    @_np_random.setter
    def _np_random(self, value: np.random.Generator | None) -> None:
        self._generator, self._seed = value, None

    @property
    def _np_random_seed(self) -> int | None:
        self._np_random  # noqa: B018 (made with its seed if it is due)
        return self._generator_seed

    @_np_random_seed.setter
    def _np_random_seed(self, value: int | None) -> None:
        self._generator_seed = value

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Start an episode and play the bots up to the learning seat's first decision.

        ``seed`` seeds the deals and cuts; ``options`` are ignored.

        Raises:
            StateError: ``seed`` is not ``None`` or a whole number >= 0 (reason
                ``malformed_action``); nothing changes.
        """
        seed = check_seed(seed)
        if seed is not None:
            self._generator, self._generator_seed, self._seed = None, None, seed
        self.table.reset(seed)
        self._pending = 0.0
        try:
            self._pending = self._play_bots()
            while self.table.over:  # the seat never decided: deal again
                self.table.reset()
                self._pending = self._play_bots()
        except BotError:
            self.table.over = True  # no episode until the next reset
            raise
        return self._spaces.observe(self.table, self.seat), {}

    def _play_bots(self) -> float:
        """Let the bots act until the learning seat decides or the episode ends.

        Returns what the learning seat earned meanwhile.
        """
        table, me, deciders = self.table, self.seat, self._deciders
        earned = 0.0
        while not table.over:
            seat = table.to_act
            if seat == me or seat is None:
                break
            try:
                action = deciders[seat](table.state, seat)
            except (Exception, SystemExit) as error:  # the bot is the caller's code
                raise BotError(
                    Reason.BOT_FAILED,
                    f"the bot at p{seat + 1} raised {type(error).__name__}: {shown(error)}",
                ) from error
            try:
                earned += table.act(action)[me]
            except IllegalActionError as error:
                raise BotError(
                    Reason.BOT_ILLEGAL_ACTION,
                    f"the bot at p{seat + 1} chose {shown(action)}, which is illegal: {error}",
                ) from error
            except Exception as error:  # not an action at all, e.g. its __eq__ raised
                raise BotError(
                    Reason.BOT_ILLEGAL_ACTION,
                    f"the bot at p{seat + 1} chose {shown(action)}, which is no action",
                ) from error
        return earned

    def step(
        self, action: int | np.integer[Any]
    ) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        """The learning seat takes ``action`` (an id); the bots play up to its next turn.

        Raises:
            IllegalActionError: the id is not legal now (``illegal_action="raise"``).
            EncodingError: the id is not an id of the action space.
            StateError: the episode is over (reason ``round_over``).
            BotError: a bot raised (reason ``bot_failed``) or chose an illegal action
                (``bot_illegal_action``); the table is as it was before the step.
        """
        table, me = self.table, self.seat
        decision = self.codec.decode(action, me)
        before = table.snapshot()
        try:
            reward = table.act(decision)[me]
        except IllegalActionError:
            if self.illegal_action == "raise":
                raise
            reward = self.illegal_reward
        else:
            try:
                reward += self._pending + self._play_bots()
            except BotError:
                table.restore(before)
                raise
            self._pending = 0.0
        if self.render_mode == "human":
            print(render_text(table))
        return self._spaces.observe(table, me), reward, table.over, False, {}

    def action_masks(self) -> np.ndarray[Any, np.dtype[np.bool_]]:
        """The learning seat's legal ids now, as booleans (all ``False`` once over)."""
        return self._spaces.mask(self.table.state, self.seat).view(np.bool_)

    def render(self) -> str | None:
        """The table as text: the deal, every hand, the last action."""
        return render(self.table, self.render_mode)


Decider = Callable[[RoundState, int], Action]
"""How a seat's bot decides in a state: handed its view, or, for the library's own bots,
reading only what the view would show."""


def _deciders(opponents: object, players: int, learner: int) -> tuple[Decider, ...]:
    """A decider per seat (the learner's is never called).

    Raises:
        StateError: ``opponents`` is not a bot nor a sequence of one per seat (reason
            ``malformed_action``).
    """
    if callable(opponents):
        bots: list[object] = [opponents] * players
    elif isinstance(opponents, Sequence) and not isinstance(opponents, str | bytes):
        if len(opponents) < players:
            raise StateError(
                Reason.MALFORMED_ACTION,
                f"opponents is one bot or one per seat ({players}), not {len(opponents)}",
            )
        bots = list(opponents[:players])
    else:
        raise StateError(
            Reason.MALFORMED_ACTION,
            f"opponents is a bot or a list of one per seat, not {shown(opponents)}",
        )
    out: list[Decider] = []
    for seat, bot in enumerate(bots):
        if seat != learner and not callable(bot):
            raise StateError(
                Reason.MALFORMED_ACTION,
                f"the opponent at p{seat + 1} is a bot (callable), not {shown(bot)}",
            )
        out.append(_decider(bot))  # type: ignore[arg-type]
    return tuple(out)


def _decider(bot: Bot) -> Decider:
    if bot is simple_action:
        return _simple
    if type(bot) is RandomBot:
        choice = bot.rng.choice
        return lambda state, seat: choice(legal_actions(state))
    return lambda state, seat: bot(view(state, seat))


def _simple(state: RoundState, seat: int) -> Action:
    return simple_action(state)
