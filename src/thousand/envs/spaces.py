"""The Gymnasium spaces the environments share, and a seat's observation as numpy arrays.

Needs numpy and Gymnasium (``pip install thousand[pettingzoo]``).
:class:`EnvSpaces` holds, for one :class:`~thousand.Rules`, the action space (a
``Discrete`` over the ids of :class:`~thousand.envs.encoding.ActionCodec`) and the
observation space, a ``Dict`` of:

- ``"observation"``: ``Box(-1, 1, (ObservationEncoder.size,), float32)``, the seat's
  view encoded by :class:`~thousand.envs.encoding.ObservationEncoder`;
- ``"action_mask"``: ``Box(0, 1, (ActionCodec.size,), int8)``, 1 for each legal id.

:meth:`EnvSpaces.observe` reads the observation straight from the deal's state
(:class:`~thousand.envs.state_encoding.StateEncoder`, the same vector as the encoded view)
and takes the mask from a table of the masks already made, kept by legal-actions tuple.

>>> import random, thousand as t
>>> from thousand.envs.spaces import EnvSpaces
>>> from thousand.envs.table import Table
>>> spaces = EnvSpaces(t.Rules())
>>> table = Table(t.Rules())
>>> table.reset(seed=1)
>>> observation = spaces.observe(table, table.to_act)
>>> spaces.observation_space.contains(observation)
True
>>> [spaces.codec.decode(i, table.to_act) for i in observation["action_mask"].nonzero()[0]]
[Pass(seat=2), Bid(seat=2, value=105)]
"""

from __future__ import annotations

from typing import Any, Literal

import numpy as np
from gymnasium import spaces

from thousand.actions import Action
from thousand.engine import legal_actions
from thousand.envs.encoding import ActionCodec
from thousand.envs.state_encoding import StateEncoder
from thousand.envs.table import Table
from thousand.errors import Reason, StateError, shown
from thousand.formats.notation import format_action
from thousand.rules.ruleset import Rules
from thousand.state import RoundState

__all__ = [
    "EnvSpaces",
    "IllegalAction",
    "Observation",
    "check_illegal_action",
    "check_render_mode",
    "render",
    "render_text",
]

IllegalAction = Literal["raise", "penalize"]
"""What an illegal action id does: raise :class:`~thousand.IllegalActionError`, or change
nothing but the acting agent's reward (``illegal_reward``)."""

Observation = dict[str, np.ndarray[Any, Any]]
"""An agent's observation: ``{"observation": ..., "action_mask": ...}``."""

RENDER_MODES = ("ansi", "human")
"""``"ansi"``: ``render()`` returns the table as text; ``"human"``: it prints it."""


class EnvSpaces:
    """The spaces, the codec and the encoder of one rules, and a seat's observation.

    Attributes:
        codec: the action ids.
        encoder: the observation vector.
        action_space: ``Discrete(codec.size)``.
        observation_space: the ``Dict`` of the module's documentation.
    """

    def __init__(self, rules: Rules) -> None:
        self.codec = ActionCodec(rules)
        self.state_encoder = StateEncoder(rules)
        self.encoder = self.state_encoder.encoder
        self.action_space = spaces.Discrete(self.codec.size)
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-1.0, 1.0, (self.encoder.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.codec.size,), np.int8),
            }
        )

        self._no_mask = np.zeros(self.codec.size, np.int8)
        self._masks: dict[int, tuple[tuple[Action, ...], np.ndarray[Any, np.dtype[np.int8]]]] = {}

    def observe(self, table: Table, seat: int) -> Observation:
        """What ``seat`` observes at ``table`` now, what its view shows (new arrays)."""
        return self.observe_state(table.state, seat)

    def observe_state(self, state: RoundState, seat: int) -> Observation:
        """What ``seat`` observes in ``state``, what its view shows (new arrays)."""
        return {
            # encode returns a new bytearray: numpy reads it writable, without a copy.
            "observation": np.frombuffer(self.state_encoder.encode(state, seat), _FLOAT32),
            "action_mask": self.mask(state, seat),
        }

    def mask(self, state: RoundState, seat: int) -> np.ndarray[Any, np.dtype[np.int8]]:
        """The action mask of ``seat`` in ``state`` (a new array): all 0 unless it is to act."""
        if state._d.to_act != seat:
            return self._no_mask.copy()
        legal = legal_actions(state)
        # A state keeps its legal tuple, and the engine hands out the same tuple for
        # many states, so many masks are a copy of one made before.
        known = self._masks.get(id(legal))
        if known is None or known[0] is not legal:
            if len(self._masks) >= _MASKS_KEPT:
                self._masks.clear()
            known = (legal, np.frombuffer(self.codec.mask(legal), _INT8))
            self._masks[id(legal)] = known  # keeps the tuple, so its id
        return known[1].copy()


_FLOAT32 = np.dtype(np.float32)
_INT8 = np.dtype(np.int8)
_MASKS_KEPT = 4096
"""Masks kept before the table is emptied."""


def check_illegal_action(illegal_action: object) -> IllegalAction:
    """``illegal_action`` if it is ``"raise"`` or ``"penalize"``.

    Raises:
        StateError: it is not (reason ``malformed_action``).
    """
    if type(illegal_action) is str and illegal_action == "raise":
        return "raise"
    if type(illegal_action) is str and illegal_action == "penalize":
        return "penalize"
    raise StateError(
        Reason.MALFORMED_ACTION,
        f'illegal_action is "raise" or "penalize", not {shown(illegal_action)}',
    )


def check_render_mode(render_mode: object) -> str | None:
    """``render_mode`` if it is ``None`` or one of :data:`RENDER_MODES`.

    Raises:
        StateError: it is not (reason ``malformed_action``).
    """
    if render_mode is None or (type(render_mode) is str and render_mode in RENDER_MODES):
        return render_mode
    raise StateError(
        Reason.MALFORMED_ACTION,
        f"render_mode is None, 'ansi' or 'human', not {shown(render_mode)}",
    )


def render(table: Table, render_mode: str | None) -> str | None:
    """What ``render()`` gives in ``render_mode``.

    The text for ``ansi``; nothing for ``None``; for ``human`` the text is printed (the
    frameworks' way) and nothing is returned.
    """
    if render_mode is None:
        return None
    text = render_text(table)
    if render_mode == "human":
        print(text)
        return None
    return text


def render_text(table: Table) -> str:
    """The table as text for a person watching: the deal, every hand, the last action."""
    state = table.state
    hands = " | ".join(
        " ".join(str(card) for card in state.hand(seat)) for seat in range(table.players)
    )
    last = format_action(state.log[-1]) if state.log else "-"
    return f"{state!r}\nhands: {hands}\nlast: {last}"
