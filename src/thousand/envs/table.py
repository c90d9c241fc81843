"""The table an environment runs: one episode, a deal or a whole game, and its rewards.

:class:`Table` holds what the environments of :mod:`thousand.envs` share and needs
nothing beyond the library: the current deal (and game), the chance actions drawn from
its own seeded :class:`random.Random`, the seat to act, and what each decision earns.

Rewards are points of the score sheet:

- ``episode="deal"``: one deal, outside any game; when it ends each seat receives the
  deal's :attr:`~thousand.RoundResult.score_changes` (what the deal adds to the score
  before a game's rules apply). The dealer is drawn from the RNG. A deal that ends by
  chance alone, before any seat decides (the cutter's third nine, A9), is dealt again.
- ``episode="game"``: a game to the target; when a deal ends each seat receives the
  change of its game score (:func:`~thousand.record_round`: the deal's points and every
  game rule, barrel penalties and bolts included), and the winner ``win_bonus`` more at
  the end. The first dealer is drawn from the RNG.

Every other step earns 0.

>>> import thousand as t
>>> from thousand.envs.table import Table
>>> table = Table(t.Rules())
>>> table.reset(seed=1)
>>> table.to_act, table.state.phase.value
(2, 'bidding')
>>> rewards = [0.0, 0.0, 0.0]
>>> while not table.over:
...     seat = table.to_act
...     rewards = [r + x for r, x in zip(rewards, table.act(t.legal_actions(table.state)[0]))]
>>> rewards == list(t.round_result(table.state).score_changes)
True
"""

from __future__ import annotations

import math
import operator
import random
from typing import Any, Literal

from thousand.actions import Action
from thousand.dealing import chance_action
from thousand.engine import apply, is_chance, is_over, new_round
from thousand.errors import Reason, StateError, shown
from thousand.game.state import GameState, new_game, next_round, record_round
from thousand.rules.ruleset import Rules, validate
from thousand.scoring.summary import round_result
from thousand.state import RoundState

__all__ = ["Episode", "Snapshot", "Table", "check_reward", "check_seed"]

Snapshot = tuple[Any, RoundState, GameState | None, bool, int | None, int]
"""A table as it was (:meth:`Table.snapshot`): the RNG's state and the episode's."""

Episode = Literal["deal", "game"]
"""What one episode is: one deal, or a whole game to the target."""


class Table:
    """One episode of Thousand at a time, chance drawn from a seeded RNG.

    Args:
        rules: the rules.
        episode: ``"deal"`` or ``"game"`` (see the module's documentation for rewards).
        win_bonus: with ``episode="game"``, the reward the winner receives on top of its
            score change when the game ends.

    Raises:
        StateError: ``rules`` is not a :class:`~thousand.Rules` or ``episode`` is not
            ``"deal"`` or ``"game"`` (reason ``malformed_action``).
        RulesError: ``rules`` cannot be played.
    """

    def __init__(self, rules: Rules, *, episode: Episode = "deal", win_bonus: float = 0.0) -> None:
        if not isinstance(rules, Rules):
            raise StateError(Reason.MALFORMED_ACTION, f"rules must be a Rules, not {shown(rules)}")
        validate(rules)
        given: object = episode  # may be anything at all
        if type(given) is not str or given not in ("deal", "game"):
            raise StateError(
                Reason.MALFORMED_ACTION, f'episode is "deal" or "game", not {shown(episode)}'
            )
        self.rules = rules
        self.players = rules.players
        self.episode: Episode = episode
        self.win_bonus = check_reward("win_bonus", win_bonus)
        self.rng = random.Random()
        self.state: RoundState = new_round(rules)
        self.game: GameState | None = None
        self.over = True
        self.to_act: int | None = None
        self.decisions = 0
        """Decisions taken this episode."""
        self._zeros = [0.0] * self.players

    def reset(self, seed: int | None = None) -> None:
        """Start a new episode; with ``seed``, first seed the RNG with it.

        Without a seed the RNG goes on from where it was (from the operating system's
        randomness the first time), as Gymnasium's ``reset`` does.

        Raises:
            StateError: ``seed`` is not ``None`` or a whole number >= 0 (reason
                ``malformed_action``); nothing changes.
        """
        seed = check_seed(seed)
        if seed is not None:
            self.rng = random.Random(seed)
        rng, n = self.rng, self.players
        self.decisions = 0
        self.over = False
        if self.episode == "game":
            self.game = new_game(self.rules, first_dealer=rng.randrange(n))
            self.state = new_round(self.rules, self.game.dealer, context=self.game.next_context)
        else:
            self.game = None
            self.state = new_round(self.rules, dealer=rng.randrange(n))
        self._settle(self._zeros[:])

    def snapshot(self) -> Snapshot:
        """What :meth:`restore` needs to put the table back as it is now."""
        return (self.rng.getstate(), self.state, self.game, self.over, self.to_act, self.decisions)

    def restore(self, snapshot: Snapshot) -> None:
        """Put the table back as it was at :meth:`snapshot` (the RNG included)."""
        rng, state, game, over, to_act, decisions = snapshot
        self.rng.setstate(rng)
        self.state = state
        self.game = game
        self.over = over
        self.to_act = to_act
        self.decisions = decisions

    def act(self, action: Action) -> list[float]:
        """Apply the decision ``action``; the reward each seat earns by it, seat 0 first.

        Raises:
            IllegalActionError: ``action`` is not legal now; nothing changes.
            StateError: the episode is over (reason ``round_over``).
        """
        if self.over:
            raise StateError(Reason.ROUND_OVER, "the episode is over: reset the table")
        state = apply(self.state, action)
        self.state = state
        self.decisions += 1
        rewards = self._zeros[:]
        to_act = state._d.to_act
        if to_act >= 0:  # most decisions: a seat decides next, no chance, no end
            self.to_act = to_act
        else:
            self._settle(rewards)
        return rewards

    def _settle(self, rewards: list[float]) -> None:
        """Draw chance actions and finish deals until a seat is to act or the episode ends.

        Adds what finished deals earn to ``rewards``.
        """
        rng = self.rng
        state = self.state
        while True:
            if is_chance(state):
                state = apply(state, chance_action(state, rng))
                continue
            if not is_over(state):
                break
            if self.game is None:
                if self.decisions == 0:  # a deal without a decision: deal again
                    state = new_round(self.rules, dealer=rng.randrange(self.players))
                    continue
                for seat, change in enumerate(round_result(state).score_changes):
                    rewards[seat] += change
                self.over = True
                break
            before = self.game.scores
            self.game = game = record_round(self.game, round_result(state))
            for seat, (old, new) in enumerate(zip(before, game.scores, strict=True)):
                rewards[seat] += new - old
            if game.is_over:  # won, or drawn (G18): a draw earns no bonus
                for seat in game.winners:  # both partners of a winning team (A13)
                    rewards[seat] += self.win_bonus
                self.over = True
                break
            state = next_round(game)
        self.state = state
        self.to_act = None if self.over else state.to_act


def check_seed(seed: object) -> int | None:
    """``seed`` as an :class:`int` if it is ``None`` or a whole number >= 0 (as Gymnasium takes).

    Raises:
        StateError: it is not (reason ``malformed_action``).
    """
    if seed is None:
        return None
    if not isinstance(seed, bool):
        try:
            whole = operator.index(seed)  # type: ignore[arg-type]
        except TypeError:
            pass
        else:
            if whole >= 0:
                return whole
    raise StateError(
        Reason.MALFORMED_ACTION, f"a seed is None or a whole number >= 0, not {shown(seed)}"
    )


def check_reward(name: str, value: object) -> float:
    """``value`` as a :class:`float` if it is a finite real number (a reward).

    Raises:
        StateError: it is not (reason ``malformed_action``).
    """
    if isinstance(value, int | float) and not isinstance(value, bool):
        try:
            reward = float(value)
        except OverflowError:  # an int beyond any float
            reward = math.inf
        if math.isfinite(reward):
            return reward
    raise StateError(Reason.MALFORMED_ACTION, f"{name} is a finite number, not {shown(value)}")
