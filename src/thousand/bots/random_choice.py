"""A bot that plays a legal action chosen at random: a baseline below the simple bot."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from thousand.bots.simple import acting_seat
from thousand.errors import BotError, Reason, wrong_type
from thousand.views.player_view import PlayerView

if TYPE_CHECKING:
    from thousand.actions import Action

__all__ = ["RandomBot"]


class RandomBot:
    """A bot that plays a legal action chosen at random, from a generator of its own.

    A baseline below the simple bot, and an example of a bot that keeps state: it
    pickles with its generator, and two bots made with the same seed play alike.

    Args:
        seed: seeds its :class:`random.Random`; ``None`` seeds it from the system.

    >>> import random, thousand as t
    >>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(3)))
    >>> t.bots.RandomBot(seed=1)(t.view(s, 2)) in t.legal_actions(s)
    True
    """

    def __init__(self, seed: int | None = None) -> None:
        try:
            self.rng = random.Random(seed)
        except TypeError:
            raise wrong_type("RandomBot", "a seed (a whole number or text)", seed) from None

    def __call__(self, view: PlayerView, /) -> Action:
        """A legal action of ``view``, chosen uniformly at random.

        Raises:
            BotError: ``view`` is not a :class:`~thousand.PlayerView` (reason
                ``not_a_view``).
            StateError: nobody is to act, or another seat (as :func:`simple_action`).
        """
        if not isinstance(view, PlayerView):
            raise BotError(
                Reason.NOT_A_VIEW, f"a bot acts from a PlayerView, not from {type(view).__name__}"
            )
        acting_seat(view)
        return self.rng.choice(view.legal_actions)
