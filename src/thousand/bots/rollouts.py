"""Playouts: a deal played to its end from a sampled world, the simple bot in every seat.

The search bot (:mod:`thousand.bots.search`) values an action by what follows it in
worlds drawn from its view. Here the rest of the deal is played: the other seats and,
unless told otherwise, the searching seat too, by :func:`~thousand.bots.simple_action`.
The searching seat may follow a plan of its own in the auction (:class:`OwnPlan`):
keep bidding up to a limit, and declare the contract its hand is expected to make.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import attrs

from thousand.actions import Bid, DeclareContract, Pass
from thousand.bots.simple import hand_strength, simple_action, simple_play
from thousand.dealing import chance_action
from thousand.engine import apply, is_chance, legal_actions
from thousand.round.facts import BIDDING, CONTRACT, OVER, PLAYING

if TYPE_CHECKING:
    from thousand.actions import Action
    from thousand.state import RoundState

__all__ = ["OwnPlan", "expected_points", "playout"]

POINTS_PER_STRENGTH = 1.215
"""How many points a declarer takes per point of :func:`hand_strength` of its hand
after the exchange (fitted over 2,800 deals of the simple bot under the classic rules)."""

POINTS_OFFSET = -47.8
"""The constant of that fit."""

POINTS_SPREAD = 37.4
"""The spread (standard deviation) of the points taken around that fit."""


def expected_points(rules_hand_strength: int) -> float:
    """The points a declarer whose hand has this strength takes on average."""
    return POINTS_OFFSET + POINTS_PER_STRENGTH * rules_hand_strength


def _made_probability(expected: float, contract: int) -> float:
    return 0.5 * math.erfc((contract - expected) / (POINTS_SPREAD * math.sqrt(2)))


@attrs.frozen
class OwnPlan:
    """How the searching seat plays its later decisions in a playout.

    Attributes:
        seat: the searching seat.
        bid_limit: in the auction, bid the lowest bid while it is at most this, then
            pass; ``None`` leaves the auction to the simple bot.
        judge_contract: as declarer, declare the contract of the best expected score for
            the strength of its hand (a bid that is not raised gives the simple bot's
            hand no credit for the talon it has since taken); otherwise declare the bid.
    """

    seat: int
    bid_limit: int | None = None
    judge_contract: bool = False

    def act(self, state: RoundState) -> Action:
        """The searching seat's action in a playout."""
        phase = state.phase
        if phase is BIDDING and self.bid_limit is not None and self.seat not in state.unseen:
            legal = legal_actions(state)
            bids = [a for a in legal if isinstance(a, Bid) and not a.blind]
            if bids and bids[0].value <= self.bid_limit:
                return bids[0]
            return next((a for a in legal if isinstance(a, Pass)), simple_action(state))
        if phase is CONTRACT and self.judge_contract:
            contracts = [a for a in legal_actions(state) if isinstance(a, DeclareContract)]
            if contracts:
                expected = expected_points(hand_strength(state.rules, state.hand(self.seat)))
                return max(
                    contracts,
                    key=lambda a: a.value * (2 * _made_probability(expected, a.value) - 1),
                )
        return simple_action(state)


def playout(
    state: RoundState, plan: OwnPlan | None, rng: random.Random
) -> tuple[RoundState, tuple[int, ...]]:
    """Play ``state`` to the end of the deal: the simple bot everywhere, ``plan`` in its seat.

    ``rng`` draws the chance actions on the way (a deal not yet dealt or cut).

    Returns:
        The deal at its end, and the contracts the planning seat could have declared
        when it declared one (``()`` when it did not).
    """
    own = -1 if plan is None else plan.seat
    contracts: tuple[int, ...] = ()
    while state.phase is not OVER:
        if is_chance(state):
            state = apply(state, chance_action(state, rng))
            continue
        if state.phase is PLAYING:  # every plan plays its cards as the simple bot
            seat = state.to_act
            assert seat is not None
            state = apply(state, simple_play(state, state.hand(seat), legal_actions(state)))
        elif state.to_act == own:
            assert plan is not None
            if state.phase is CONTRACT:
                contracts = tuple(
                    a.value for a in legal_actions(state) if isinstance(a, DeclareContract)
                )
            state = apply(state, plan.act(state))
        else:
            state = apply(state, simple_action(state))
    return state, contracts
