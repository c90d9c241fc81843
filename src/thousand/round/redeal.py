"""Redeal claims: the conditions of B1, who claims (B2) and when (B3).

The conditions are a table of predicates on card masks (``_conditions.MET``), one per
:class:`~thousand.RedealCondition`; :mod:`thousand.dealing` offers them on cards.

The hand conditions are asked in phase ``REDEAL``: once the cards are dealt (B3
``before_bidding``) or once the exchange is done (``after_exchange``), every seat whose
hand meets one of them is asked in turn, clockwise from the dealer's left, and claims
(:class:`~thousand.ClaimRedeal`) or declines (:class:`~thousand.DeclineRedeal`). The phase
is entered only when some seat may claim, so a deal where nobody may goes on as if no
redeal rule existed. The talon conditions are claimed by the declarer in the exchange,
like conceding (B2). A claim ends the deal (outcome ``redeal``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import MAX_SEATS, ClaimRedeal, DeclineRedeal
from thousand.cards import card_list, mask_points
from thousand.errors import Reason, Violation, shown
from thousand.round.facts import EXCHANGE, PHASE_DONE, REDEAL
from thousand.round.redeal_conditions import (
    MET,
    counted_hands,
    describe,
    hand_conditions,
    on_the_hundred,
)
from thousand.round.turn import check_turn, malformed, wrong_phase
from thousand.rules.redeal import TALON_CONDITIONS, RedealCondition, TalonClaimant

if TYPE_CHECKING:
    from thousand.actions import Action
    from thousand.round.facts import BeforePlay, RoundFacts
    from thousand.round.setup import DealSetup


_CLAIM = {
    (seat, condition): ClaimRedeal(seat=seat, condition=condition)
    for seat in range(MAX_SEATS)
    for condition in RedealCondition
}


_DECLINE = tuple(DeclineRedeal(seat=seat) for seat in range(MAX_SEATS))


def _first(setup: DealSetup, mask: int) -> int:
    return next(seat for seat in setup.seats if mask >> seat & 1)


def _claims(before: BeforePlay, claims: int) -> BeforePlay:
    return before._replace(cut_and_claims=before.cut_and_claims._replace(claims=claims))


def ask(d: RoundFacts, mask: int) -> RoundFacts:
    """Phase ``REDEAL``: the first seat of ``mask`` is asked, the others in turn.

    In turn means clockwise from the dealer's left.
    """
    first = _first(d.setup, mask)
    return d._replace(
        phase=REDEAL, to_act=first, before_play=_claims(d.before_play, mask & ~(1 << first))
    )


def taken_talon(d: RoundFacts) -> int:
    """The cards of the talon the declarer took (``take_talon``).

    Two players (A3): the talon chosen of two, or the talon of three beside the dummy;
    a stock is no talon.
    """
    talons = d.before_play.talons
    two = d.setup.two_player
    if two is None:
        return talons[0]
    if two.talon_choice:
        return talons[d.before_play.chosen] if d.before_play.chosen >= 0 else 0
    return 0 if d.setup.stock_size else talons[0]


def check_claim(d: RoundFacts, action: ClaimRedeal) -> Violation | None:
    """A condition of these rules, claimed at its time by its claimant, and met (B1-B3)."""
    phase = d.phase
    if phase is not REDEAL and phase is not EXCHANGE:
        return wrong_phase(d, action)
    violation = check_turn(d, action, phase)
    if violation is not None:
        return violation
    seat, condition = action.seat, action.condition
    if type(condition) is not RedealCondition:
        return malformed(f"{shown(condition)} is not a RedealCondition", seat)
    setup = d.setup
    if condition not in setup.rules.redeal.conditions:
        return Violation(
            Reason.REDEAL_CONDITION_OFF,
            f"these rules allow no redeal on {condition.value}",
            seat=seat,
            details=(("condition", condition.value),),
        )
    on_talon = condition in TALON_CONDITIONS
    if phase is REDEAL:
        if on_talon:
            return Violation(
                Reason.REDEAL_NOT_NOW,
                f"a redeal on {condition.value} is claimed by the declarer on taking the talon",
                seat=seat,
            )
        cards, what = counted_hands(d)[seat], f"p{seat + 1}'s hand"
    else:
        if not on_talon:
            when = "after the exchange" if setup.redeal.after_exchange else "before bidding"
            return Violation(
                Reason.REDEAL_NOT_NOW,
                f"a redeal on {condition.value} is claimed {when}, when the claims are asked",
                seat=seat,
            )
        if setup.rules.redeal.talon_claimant is TalonClaimant.ON_THE_HUNDRED and not (
            on_the_hundred(d)
        ):
            return Violation(
                Reason.REDEAL_NOT_CLAIMANT,
                "only the holder of the obligatory bid who took the talon at it may claim a"
                " redeal on the talon",
                seat=seat,
            )
        cards, what = taken_talon(d), "the talon"
    if not MET[condition](setup, cards, seat):
        return Violation(
            Reason.REDEAL_CONDITION_NOT_MET,
            f"{what} ({card_list(cards)}) does not hold {describe(setup, condition)}",
            seat=seat,
            details=(("condition", condition.value), ("points", mask_points(cards))),
        )
    return None


def apply_claim(d: RoundFacts, action: ClaimRedeal) -> RoundFacts:
    """The deal ends in a redeal; a claim on the talon shows it to everybody."""
    before = _claims(d.before_play, 0)
    if d.phase is EXCHANGE:
        before = before._replace(talon_shown=True)
    elif not d.setup.redeal.after_exchange:
        before = before._replace(bidder=-1, bid=0)  # no auction was held
    return d._replace(to_act=PHASE_DONE, log=d.log + (action,), before_play=before)


def check_decline(d: RoundFacts, action: DeclineRedeal) -> Violation | None:
    """The seat asked may decline."""
    return check_turn(d, action, REDEAL)


def apply_decline(d: RoundFacts, action: DeclineRedeal) -> RoundFacts:
    """The next seat that may claim is asked; after the last, the deal goes on."""
    setup = d.setup
    claims = d.before_play.cut_and_claims.claims
    d = d._replace(log=d.log + (action,))
    if claims:
        seat = _first(setup, claims)
        return d._replace(to_act=seat, before_play=_claims(d.before_play, claims & ~(1 << seat)))
    return d._replace(to_act=PHASE_DONE)


def legal_redeal(d: RoundFacts) -> tuple[Action, ...]:
    """The claims the seat asked may make, in condition order, then declining."""
    seat = d.to_act
    claims = hand_conditions(d.setup, counted_hands(d)[seat], seat)
    return (*(_CLAIM[seat, c] for c in claims), _DECLINE[seat])


def talon_claims(d: RoundFacts) -> tuple[Action, ...]:
    """The declarer's claims on the talon taken (B1, B2), in condition order.

    Which conditions the talon meets was worked out on taking it (``BeforePlay.talon_met``).
    """
    met = d.before_play.cut_and_claims.talon_met
    seat = d.before_play.bidder
    return tuple(_CLAIM[seat, c] for i, c in enumerate(d.setup.redeal.talon) if met >> i & 1)
