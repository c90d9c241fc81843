""":func:`play_to_end`: bots play a deal to its end, each from its own seat's view."""

from __future__ import annotations

import random
from collections.abc import Sequence

from thousand.bots.protocol import Bot
from thousand.bots.simple import nobody_to_act, simple_action
from thousand.dealing import chance_action
from thousand.engine import apply, is_chance
from thousand.errors import Reason, StateError, not_a_deal, wrong_type
from thousand.round.facts import OVER
from thousand.state import RoundState
from thousand.views.player_view import view as view_of

__all__ = ["play_to_end"]


def play_to_end(
    state: RoundState,
    bot: Bot | Sequence[Bot] = simple_action,
    rng: random.Random | None = None,
) -> RoundState:
    """Let bots play every seat until the deal is over.

    Each bot is handed only the view of its own seat (:func:`~thousand.view`), never
    the state.

    Args:
        state: a deal.
        bot: one bot for every seat, or a bot per seat (seat 0 first);
            :func:`simple_action` by default.
        rng: draws the chance actions on the way (:func:`~thousand.chance_action`: a new
            cut, the deal after the cutting); without it the deal must not wait for one.

    Raises:
        StateError: the deal waits for its cards (reason ``deal_expected``) or its cut
            (``cut_expected``) and no ``rng`` is given, or ``bot`` is a sequence with
            fewer bots than seats (``malformed_action``).
        IllegalActionError: a bot chose an illegal action.
    """
    if not isinstance(state, RoundState):
        raise not_a_deal("play_to_end", state)
    bots = _bots_per_seat(bot, state.players)
    while state.phase is not OVER:
        if is_chance(state):
            if rng is None:
                raise nobody_to_act(state.phase)
            state = apply(state, chance_action(state, rng))
            continue
        seat = state.to_act
        assert seat is not None  # a state that is neither over nor chance has a seat to act
        state = apply(state, bots[seat](view_of(state, seat)))
    return state


def _bots_per_seat(bot: Bot | Sequence[Bot], players: int) -> tuple[Bot, ...]:
    if not isinstance(bot, Sequence):
        bots: tuple[Bot, ...] = (bot,) * players
    elif len(bot[:players]) < players:  # a slice: a huge range has no len()
        raise StateError(
            Reason.MALFORMED_ACTION, f"{players} seats need {players} bots, not {len(bot)}"
        )
    else:
        bots = tuple(bot[:players])
    for one in bots:
        if not callable(one):
            raise wrong_type("play_to_end", "a bot (a function of a view)", one)
    return bots
