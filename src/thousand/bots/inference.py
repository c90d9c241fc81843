"""Worlds in which the other seats bid as the bot expects them to.

:func:`~thousand.sample_world` deals the unseen cards at random, whatever the other
seats bid. A seat that bid on is likely to hold a strong hand, a seat that passed a
weak one; :func:`plausible_world` redraws a world in which a seat would not have bid
(or passed) as the simple bot does with that hand, a few times, and keeps the last
world drawn if none agrees (a player who bids otherwise still gets worlds).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import Bid, Pass
from thousand.bots.simple import simple_action
from thousand.engine import apply, new_round
from thousand.round.facts import BIDDING
from thousand.views.worlds import sample_world

if TYPE_CHECKING:
    import random

    from thousand.state import RoundState
    from thousand.views.player_view import PlayerView

__all__ = ["plausible_world"]


def plausible_world(view: PlayerView, rng: random.Random, tries: int) -> RoundState:
    """A world for ``view``, redrawn up to ``tries`` times until the auction agrees with it."""
    world = sample_world(view, rng)
    if not _others_bid(view):
        return world
    for _ in range(tries - 1):
        if auction_agrees(world, view.seat):
            break
        world = sample_world(view, rng)
    return world


def _others_bid(view: PlayerView) -> bool:
    seat = view.seat
    return any(isinstance(a, Bid | Pass) and a.seat != seat for a in view.log)


def auction_agrees(world: RoundState, seat: int | None) -> bool:
    """Whether every other seat bid (or passed) in ``world`` where the simple bot would.

    Only the choice between bidding and passing counts, not the value bid; a bid in the
    dark is never checked (the simple bot makes none).
    """
    state = new_round(world.rules, world.dealer, context=world.context)
    bidding = False
    for action in world.log:
        if state.phase is BIDDING:
            bidding = True
            if (
                isinstance(action, Bid | Pass)
                and action.seat != seat
                and not (isinstance(action, Bid) and action.blind)
                and isinstance(simple_action(state), Bid) != isinstance(action, Bid)
            ):
                return False
        elif bidding:
            break
        state = apply(state, action)
    return True
