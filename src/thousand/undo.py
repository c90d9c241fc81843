"""Taking back a move: :func:`undo` gives the state before the last action.

States are immutable values, so a program that keeps the states it went through can
always step back to one. :func:`undo` needs only the state itself: it replays the deal's
log without its last action, through the engine, as a record is replayed.

>>> import random, thousand as t
>>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(3)))
>>> after = t.apply(s, t.Pass(seat=2))
>>> t.undo(after) == s
True
"""

from __future__ import annotations

from thousand.engine import apply_all, new_round
from thousand.errors import Reason, StateError, not_a_deal
from thousand.state import RoundState

__all__ = ["undo"]


def undo(state: RoundState) -> RoundState:
    """The state before the last action of ``state``: the way to take back a move.

    The last action may be any: a player's, or a chance action (undoing the deal gives
    the deal waiting for its cards). To take back one player's move and the bots' moves
    after it, undo until that player is to act again.

    Raises:
        StateError: the deal has no action yet, there is nothing to undo (reason
            ``nothing_to_undo``), or ``state`` is not a deal (reason ``malformed_action``).

    >>> import thousand as t
    >>> t.undo(t.new_round(t.Rules()))
    Traceback (most recent call last):
    ...
    thousand.errors.StateError: the deal has no action to take back: it has just started
    """
    if not isinstance(state, RoundState):
        raise not_a_deal("undo", state)
    log = state.log
    if not log:
        raise StateError(
            Reason.NOTHING_TO_UNDO, "the deal has no action to take back: it has just started"
        )
    return apply_all(new_round(state.rules, state.dealer, context=state.context), log[:-1])
