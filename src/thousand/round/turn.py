"""Checks shared by every phase: the phase, the seat and the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.errors import Reason, Violation, shown
from thousand.round.facts import (
    BIDDING,
    CONTRACT,
    CUTTING,
    DEALING,
    EXCHANGE,
    OVER,
    PLAYING,
    REDEAL,
    TALON,
    Phase,
)

if TYPE_CHECKING:
    from thousand.actions import Action
    from thousand.round.facts import RoundFacts


_ACTION_NAMES = {
    "Deal": "dealing",
    "Bid": "a bid",
    "Pass": "a pass",
    "GiveCard": "giving a card",
    "DeclareContract": "declaring the contract",
    "Concede": "conceding",
    "PlayCard": "playing a card",
    "Look": "looking at the cards",
    "ChooseTalon": "choosing a talon",
    "Discard": "discarding",
    "Cut": "cutting",
    "Recut": "a new cut",
    "BuryJack": "burying the jack",
    "AcceptCut": "keeping the bottom card",
    "ExposedCard": "an exposed card",
    "ClaimRedeal": "claiming a redeal",
    "DeclineRedeal": "declining a redeal",
}


_PHASE_NAMES = {
    CUTTING: "the cutting",
    DEALING: "the deal",
    REDEAL: "the redeal claims",
    BIDDING: "the auction",
    EXCHANGE: "the exchange",
    CONTRACT: "the contract declaration",
    PLAYING: "trick play",
    TALON: "the choice of a talon",
}


def wrong_phase(d: RoundFacts, action: Action) -> Violation:
    """The violation for an action that does not belong to the current phase."""
    seat = getattr(action, "seat", None)
    seat = seat if type(seat) is int else None
    if d.phase is OVER:
        return Violation(Reason.ROUND_OVER, "the deal is over", seat=seat)
    if d.phase is DEALING:
        return Violation(
            Reason.DEAL_EXPECTED, "the cards have not been dealt yet: apply a Deal", seat=seat
        )
    if d.phase is CUTTING and d.to_act < 0:
        return Violation(
            Reason.CUT_EXPECTED, "the pack has not been cut yet: apply a Cut", seat=seat
        )
    name = _ACTION_NAMES.get(type(action).__name__, type(action).__name__)

    return Violation(
        Reason.WRONG_PHASE,
        f"{name} is not possible during {_PHASE_NAMES[d.phase]}",
        seat=seat,
        details=(("phase", d.phase.value),),
    )


def malformed(message: str, seat: int | None = None) -> Violation:
    """The violation for an action whose fields have the wrong type or range."""
    return Violation(Reason.MALFORMED_ACTION, message, seat=seat)


def check_turn(d: RoundFacts, action: Action, phase: Phase) -> Violation | None:
    """Check the phase, that ``action.seat`` is a seat, and that it is that seat's turn."""
    if d.phase is not phase:
        return wrong_phase(d, action)
    seat = action.seat  # type: ignore[union-attr]
    if seat != d.to_act:
        return not_your_turn(d, seat)
    if type(seat) is not int:  # True == 1: a bool seat must not pass for seat 1
        return malformed(f"seat must be a whole number, not {shown(seat)}")
    return None


def not_your_turn(d: RoundFacts, seat: object) -> Violation:
    """The violation for an action of a seat that is not to act (or is no seat)."""
    n = d.setup.players
    if type(seat) is not int or not 0 <= seat < n:
        return malformed(f"seat must be 0..{n - 1}, not {shown(seat)}")
    return Violation(
        Reason.NOT_YOUR_TURN,
        f"p{d.to_act + 1} is to act, not p{seat + 1}",
        seat=seat,
        details=(("to_act", d.to_act),),
    )
