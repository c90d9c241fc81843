"""A seat's view for a bot of the Gymnasium environment, holding nothing but that view.

:func:`lazy_view` returns ``view(state, seat)``: a plain :class:`~thousand.PlayerView`.
An earlier form worked the view out when first read and, until then, kept the whole
state inside the object it handed the bot, where ``vars()`` or a walk of its references
found every hand. A bot is handed only what its seat may know, so the view is built
before the bot is called: nothing reachable from the object (its attributes,
``vars``, ``__dict__``, its pickle, the objects it refers to) holds a card the seat has
not seen.

The Gymnasium environment skips building views for the library's own bots, which read
only what a view shows: :func:`~thousand.bots.simple_action` acts from the state
itself, and a :class:`~thousand.bots.RandomBot` needs only the legal actions.

>>> import random, thousand as t
>>> from thousand.envs.lazy_view import lazy_view
>>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(3)))
>>> v = lazy_view(s, 2)
>>> v == t.view(s, 2), type(v) is t.PlayerView
(True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.errors import Reason, StateError, shown
from thousand.views.player_view import PlayerView, view

if TYPE_CHECKING:
    from thousand.state import RoundState

__all__ = ["lazy_view"]


def lazy_view(state: RoundState, seat: int) -> PlayerView:
    """``view(state, seat)`` (see the module).

    Raises:
        StateError: ``seat`` is not a seat of the deal (reason ``malformed_action``).
    """
    n = state._d.setup.players
    if type(seat) is not int or not 0 <= seat < n:
        raise StateError(
            Reason.MALFORMED_ACTION, f"a view is for a seat 0..{n - 1}, not {shown(seat)}"
        )
    return view(state, seat)
