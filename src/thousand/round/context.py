"""What a deal needs to know of the game it belongs to: :class:`RoundContext`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from thousand.errors import Reason, StateError, shown
from thousand.rules.dealing import sitting_seat
from thousand.values import tolerant_unpickling

if TYPE_CHECKING:
    from thousand.rules.ruleset import Rules

__all__ = ["STANDALONE", "RoundContext", "check_context", "concede_cap", "concede_capped"]


@tolerant_unpickling  # ``concedes`` (D12) came after the first release
@attrs.frozen(kw_only=True, cache_hash=True)
class RoundContext:
    """What a deal needs to know of the game it belongs to.

    :func:`~thousand.next_round` fills it in from a :class:`~thousand.GameState`; the
    default is a deal on its own, outside any game. It is part of the deal's fixed facts
    (:attr:`RoundState.context`): two deals with different contexts are different states.

    Attributes:
        scores: each seat's score before the deal, or ``()`` for a deal on its own. A
            seat below ``bidding.negative_score_limit`` may only pass (C7).
        barrel: the seats on the barrel, ascending. The first of them in bidding order
            holds the opening bid at the barrel minimum or takes the talon, as
            ``bidding.barrel_bidding`` says (C11); a barrel declarer declares at least
            the barrel minimum (G5) and may not concede (D8).
        golden: the seat that plays the golden deal's compulsory 120 without an auction,
            the talon hidden (G13), or holds it in the deal's auction (G20); or ``None``.
        concedes: each seat's concessions earlier in the game, or ``()``. Only a cap on
            concessions reads them (D12, ``talon.concede_limit_per_player`` and
            ``concede_limit_per_game``): a seat that reached a cap may not concede, and
            :func:`~thousand.next_round` fills them in only under rules with a cap.

    >>> import random, thousand as t
    >>> rules = t.Rules(bidding=t.BiddingRules(negative_score_limit=0))
    >>> s = t.new_round(rules, dealer=0, context=t.RoundContext(scores=(50, 0, -20)))
    >>> s = t.apply(s, t.deal(rules, random.Random(7)))
    >>> t.legal_actions(s)        # seat 2 is below 0: it may only pass
    (Pass(seat=2),)
    """

    scores: tuple[int, ...] = ()
    barrel: tuple[int, ...] = ()
    golden: int | None = None
    concedes: tuple[int, ...] = ()


STANDALONE = RoundContext()
"""The context of a deal outside a game."""


def _problem(message: str) -> StateError:
    return StateError(Reason.INVALID_CONTEXT, message)


def check_context(rules: Rules, context: object, dealer: int | None = None) -> RoundContext:
    """The context, if it fits the rules and the seats; else a StateError saying why.

    Given the dealer, a golden deal is not for the seat that sits out (four players: the
    dealer, A5, or as ``dealing.sitter`` says, A11).
    """
    if type(context) is not RoundContext:
        raise _problem(f"context must be a RoundContext, not {shown(context)}")
    n = rules.dealing.players
    scores, barrel, golden = context.scores, context.barrel, context.golden
    if type(scores) is not tuple or (
        scores and (len(scores) != n or any(type(x) is not int for x in scores))
    ):
        raise _problem(f"scores must be () or {n} whole numbers, not {shown(scores)}")
    if type(barrel) is not tuple or any(type(x) is not int or not 0 <= x < n for x in barrel):
        raise _problem(f"barrel must be a tuple of seats 0..{n - 1}, not {shown(barrel)}")
    if list(barrel) != sorted(set(barrel)):
        raise _problem(f"barrel seats must be distinct and ascending, not {shown(barrel)}")
    if barrel and rules.game_scoring.barrel_threshold is None:
        raise _problem("these rules have no barrel (game_scoring.barrel_threshold is None)")
    concedes = context.concedes
    if type(concedes) is not tuple or (
        concedes and (len(concedes) != n or any(type(x) is not int or x < 0 for x in concedes))
    ):
        raise _problem(
            f"concedes must be () or {n} counts (whole numbers from 0), not {shown(concedes)}"
        )
    if golden is not None:
        if type(golden) is not int or not 0 <= golden < n:
            raise _problem(f"golden must be None or a seat 0..{n - 1}, not {shown(golden)}")
        if not rules.game_scoring.golden_round:
            raise _problem("these rules have no golden round (game_scoring.golden_round)")
        if dealer is not None and golden == sitting_seat(rules.dealing, dealer):
            who = "the dealer, " if golden == dealer else ""
            raise _problem(f"{who}p{golden + 1} sits out and plays no golden deal")
    return context


def concede_capped(rules: Rules, context: RoundContext) -> int:
    """D12: the seat mask of the players who reached a cap on concessions.

    A player who made ``talon.concede_limit_per_player`` concessions, or everybody once
    the players together made ``concede_limit_per_game``, may not concede again. 0
    without a cap or without the counts (a deal on its own).
    """
    talon = rules.talon
    counts = context.concedes
    if not counts or not talon.concede_limited:
        return 0
    per_game = talon.concede_limit_per_game
    if per_game is not None and sum(counts) >= per_game:
        return (1 << len(counts)) - 1
    per_player = talon.concede_limit_per_player
    mask = 0
    if per_player is not None:
        for seat, count in enumerate(counts):
            if count >= per_player:
                mask |= 1 << seat
    return mask


def concede_cap(rules: Rules, context: RoundContext, seat: int) -> tuple[int, int] | None:
    """D12: the cap ``seat`` reached and the concessions it counts, or ``None``.

    The cap per game first: ``(limit, concessions of the game)``; else the cap per
    player: ``(limit, the seat's concessions)``.
    """
    if not concede_capped(rules, context) >> seat & 1:
        return None
    talon, counts = rules.talon, context.concedes
    per_game = talon.concede_limit_per_game
    if per_game is not None and sum(counts) >= per_game:
        return per_game, sum(counts)
    per_player = talon.concede_limit_per_player
    assert per_player is not None
    return per_player, counts[seat]
