"""The Gymnasium spaces the environments share, and a seat's observation as numpy arrays.

Needs numpy and Gymnasium (``pip install thousand[pettingzoo]``).
:class:`EnvSpaces` holds, for one :class:`~thousand.Rules`, the action space (a
``Discrete`` over the ids of :class:`~thousand.envs.encoding.ActionCodec`) and the
observation space, a ``Dict`` of:

- ``"observation"``: ``Box(-1, 1, (ObservationEncoder.size,), float32)``, the seat's
  view encoded by :class:`~thousand.envs.encoding.ObservationEncoder`;
- ``"action_mask"``: ``Box(0, 1, (ActionCodec.size,), int8)``, 1 for each legal id.

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

from thousand.envs.encoding import ActionCodec, ObservationEncoder
from thousand.envs.table import Table
from thousand.errors import Reason, StateError, shown
from thousand.formats.notation import format_action
from thousand.rules.ruleset import Rules
from thousand.views.player_view import view

__all__ = [
    "EnvSpaces",
    "IllegalAction",
    "Observation",
    "check_illegal_action",
    "check_render_mode",
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
        self.encoder = ObservationEncoder(rules)
        self.action_space = spaces.Discrete(self.codec.size)
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-1.0, 1.0, (self.encoder.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.codec.size,), np.int8),
            }
        )

    def observe(self, table: Table, seat: int) -> Observation:
        """What ``seat`` observes at ``table`` now, built from its view alone (new arrays)."""
        seen = view(table.state, seat)
        return {
            "observation": np.frombuffer(self.encoder.encode(seen), dtype=np.float32),
            "action_mask": np.frombuffer(self.codec.mask(seen.legal_actions), dtype=np.int8),
        }


def check_illegal_action(illegal_action: object) -> IllegalAction:
    """``illegal_action`` if it is ``"raise"`` or ``"penalize"``.

    Raises:
        StateError: it is not (reason ``malformed_action``).
    """
    if illegal_action == "raise":
        return "raise"
    if illegal_action == "penalize":
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
    if render_mode is None or render_mode in RENDER_MODES:
        return render_mode
    raise StateError(
        Reason.MALFORMED_ACTION,
        f"render_mode is None, 'ansi' or 'human', not {shown(render_mode)}",
    )


def render_text(table: Table) -> str:
    """The table as text for a person watching: the deal, every hand, the last action."""
    state = table.state
    hands = " | ".join(
        " ".join(str(card) for card in state.hand(seat)) for seat in range(table.players)
    )
    last = format_action(state.log[-1]) if state.log else "-"
    return f"{state!r}\nhands: {hands}\nlast: {last}"
