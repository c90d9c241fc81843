"""How a deal ended: played out, conceded, redealt, thrown in, or on a penalty.

:class:`Outcome` names the ways; :func:`outcome_of` reads a deal's way from its facts
(the last action and the phase), and :func:`past_auction` whether the auction was held.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from thousand.actions import ClaimRedeal, Concede, Cut, ExposedCard, Pass, PlayCard
from thousand.round.facts import BIDDING, CONTRACT, CUTTING, DEALING, OVER, REDEAL
from thousand.rules.redeal import HAND_CONDITIONS

if TYPE_CHECKING:
    from thousand.round.facts import RoundFacts


class Outcome(enum.StrEnum):
    """How a deal ended: played, or ended before it was played.

    A deal that ends without being played has no declarer and no contract
    (:attr:`RoundResult.declarer <thousand.RoundResult.declarer>` is ``None``); its
    result names the seat the outcome is about (``outcome_seat``).
    """

    PLAYED = "played"
    """Played out, or conceded by the declarer (D4)."""
    REDEAL = "redeal"
    """A seat claimed a redeal (B1, :class:`~thousand.ClaimRedeal`): nobody scores; the
    same dealer deals again (unless ``redeal.passes_deal``); the third in a row may cost
    the dealer the bad-hand penalty (B4)."""
    THROWN_IN = "thrown_in"
    """Everybody passed without an obligatory bid (C1 ``none``): dealt again, as after a
    redeal."""
    EXPOSED_CARD = "exposed_card"
    """A card was exposed during the deal (A10): the dealer loses the penalty and the next
    player deals."""
    CUT_PENALTY = "cut_penalty"
    """A nine came to the bottom for the third time in a row (A9): the cutter loses the
    penalty and the same dealer deals again."""


_BEFORE_AUCTION = frozenset({CUTTING, DEALING, BIDDING})


def past_auction(d: RoundFacts) -> bool:
    """Whether the auction has ended with a declarer (private).

    Claims asked after the exchange (B3) come after it; a deal that ended before the
    auction did (a redeal before bidding, a deal thrown in, the cut penalty, an exposed
    card) has no declarer.
    """
    phase = d.phase
    if phase in _BEFORE_AUCTION:
        return False
    if phase is REDEAL:
        return d.setup.redeal.after_exchange
    if phase is OVER:
        return d.before_play.bidder >= 0
    return True


def talon_pending(d: RoundFacts) -> bool:
    """C12 ``before_talon``: the contract is named while the talon is still a pile (private)."""
    return d.setup.contract_before_talon and d.phase is CONTRACT


def talon_shown(d: RoundFacts) -> bool:
    """Whether the declarer has shown the talon to everybody (D1, C10; private).

    The auction decides it; with the contract named first (C12) it is shown when taken.
    """
    return d.before_play.talon_shown and not talon_pending(d)


_OUTCOMES: dict[type, Outcome] = {
    PlayCard: Outcome.PLAYED,
    Concede: Outcome.PLAYED,
    ClaimRedeal: Outcome.REDEAL,
    Pass: Outcome.THROWN_IN,
    ExposedCard: Outcome.EXPOSED_CARD,
    Cut: Outcome.CUT_PENALTY,
}
"""How a deal ended, by the kind of its last action (private)."""


def outcome_of(d: RoundFacts) -> Outcome | None:
    """How the deal of ``d`` ended, or ``None`` while it goes on (private)."""
    if d.phase is not OVER:
        return None
    return _OUTCOMES[type(d.log[-1])]


REDEALS = frozenset({Outcome.REDEAL, Outcome.THROWN_IN})
"""The outcomes dealt again "as a redeal": they count towards the bad hand (B4)."""


def claimed_cards(d: RoundFacts) -> tuple[int, int] | None:
    """``(seat, hand mask)`` of a redeal claimed on a hand, or ``None``.

    The claimant lays the hand down: everybody sees it (B1).
    """
    last = d.log[-1] if d.log else None
    if d.phase is not OVER or type(last) is not ClaimRedeal:
        return None
    if last.condition not in HAND_CONDITIONS:
        return None
    return (last.seat, d.hands[last.seat])
