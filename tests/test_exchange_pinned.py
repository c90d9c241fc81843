"""The exchange, the contract and conceding pinned down where mutation testing found
them loose (D2-D4, G5, G13), with the seat each refusal names.

G5 at its edge (a barrel hand whose cap is exactly the barrel contract, and a declarer
who is not the barrel player), the golden player when the dealer holds the hundred
(G13 with C1 ``dealer``), a card given to a seat that does not exist, and a defender
trying to concede once play has begun.
"""

from __future__ import annotations

import random

import pytest

import thousand as t
from helpers.rounds import (
    LAB,
    LAB_GIFTS,
    assert_illegal,
    bid,
    card,
    complete_deal,
    give,
    play,
    start,
    through_contract,
    untyped,
)
from thousand import (
    BidCap,
    BiddingRules,
    Concede,
    DeclareContract,
    GameScoringRules,
    GiveCard,
    ObligatoryBid,
    Phase,
    Reason,
    RoundContext,
    RoundState,
    Rules,
    TalonRules,
    Violation,
)

rule = pytest.mark.rule


def refused(state: RoundState, action: object, reason: Reason, seat: int) -> Violation:
    """``action`` is refused with ``reason``, and the refusal names ``seat``."""
    violation = assert_illegal(state, action, reason)
    assert violation.seat == seat
    return violation


def contracts(state: RoundState) -> list[int]:
    return [a.value for a in t.legal_actions(state) if isinstance(a, DeclareContract)]


# --- G5: the barrel contract -----------------------------------------------------------------


@rule("G5")
def test_a_barrel_hand_whose_cap_is_the_barrel_contract_must_declare_it() -> None:
    # "A barrel declarer declares at least the barrel contract when the cap (C6) allows
    # it": seat 1 holds no marriage, so its cap is 120, exactly the barrel contract.
    deal = complete_deal({1: "As Ac Ad Ts Tc Td 9h"}, talon="9s 9c 9d")
    context = RoundContext(scores=(0, 880, 0), barrel=(1,))
    state = t.apply(t.new_round(Rules(), 0, context=context), deal)
    state = give(bid(state, "p p"), {2: "9s", 0: "9c"})
    assert contracts(state) == [120]
    violation = refused(
        state, DeclareContract(seat=1, value=100), Reason.BARREL_CONTRACT_TOO_LOW, 1
    )
    assert violation.details == (("barrel_contract", 120),)


@rule("G5")
@rule("D3")
def test_a_declarer_not_on_the_barrel_keeps_its_bid_while_another_sits_there() -> None:
    # Seat 2 sits on the barrel; seat 1 (hearts and spades) takes the talon at 100 and
    # may keep it: the barrel contract is the barrel player's alone.
    context = RoundContext(scores=(0, 0, 880), barrel=(2,))
    state = t.apply(t.new_round(Rules(), 0, context=context), LAB)
    state = give(bid(state, "p p"), LAB_GIFTS)
    assert state.declarer == 1
    assert contracts(state)[0] == 100
    assert t.is_legal(state, DeclareContract(seat=1, value=100))


# --- G13: the golden player takes the talon ---------------------------------------------------


@rule("G13")
@rule("C1")
def test_the_golden_player_is_left_of_the_dealer_even_when_the_dealer_holds_the_hundred() -> None:
    # "The player left of the dealer ... takes the talon without an auction": with C1
    # dealer the dealer (seat 0) holds the hundred, but seat 1 plays the golden deal.
    rules = Rules(
        bidding=BiddingRules(obligatory_bid=ObligatoryBid.DEALER),
        game_scoring=GameScoringRules(golden_round=True),
    )
    state = t.apply(t.new_round(rules, 0, context=RoundContext(golden=1)), LAB)
    assert (state.phase, state.declarer, state.contract, state.to_act) == (
        Phase.EXCHANGE,
        1,
        120,
        1,
    )
    assert not state.talon_shown


# --- D2: giving -------------------------------------------------------------------------------


@rule("D2")
def test_gifts_go_to_an_opponent_who_exists_and_refusals_name_the_giver() -> None:
    state = bid(start(LAB), "p p")
    refused(state, GiveCard(seat=1, to=3, card=card("Ah")), Reason.MALFORMED_ACTION, 1)
    refused(state, GiveCard(seat=1, to=untyped("2"), card=card("Ah")), Reason.MALFORMED_ACTION, 1)
    refused(state, GiveCard(seat=1, to=2, card=untyped("Ah")), Reason.MALFORMED_ACTION, 1)
    refused(state, GiveCard(seat=1, to=1, card=card("Ah")), Reason.NOT_AN_OPPONENT, 1)
    refused(state, GiveCard(seat=1, to=2, card=card("Ad")), Reason.CARD_NOT_IN_HAND, 1)
    state = t.apply(state, GiveCard(seat=1, to=2, card=card("9s")))
    refused(state, GiveCard(seat=1, to=2, card=card("Js")), Reason.ALREADY_GIVEN, 1)


@rule("A3")
@rule("D2")
def test_a_declarer_who_only_discards_is_named_when_it_tries_to_give() -> None:
    rules = Rules(dealing=t.DealingRules(players=2, two_player_deal=t.TwoPlayerDeal.TWO_TALONS))
    deal = t.deal(rules, random.Random(3))
    state = t.apply(t.new_round(rules, 0), deal)
    state = t.apply_all(state, [t.Pass(seat=0), t.ChooseTalon(seat=1, index=0)])
    assert state.phase is Phase.EXCHANGE
    refused(state, GiveCard(seat=1, to=0, card=state.hand(1)[0]), Reason.NO_GIFT, 1)


# --- D3, core.raise_only: the contract ----------------------------------------------------------


@rule("core.raise_only")
@rule("D3")
def test_contract_refusals_name_the_declarer() -> None:
    state = give(bid(start(LAB), "p p"), LAB_GIFTS)
    refused(state, DeclareContract(seat=1, value=95), Reason.CONTRACT_BELOW_BID, 1)
    refused(state, DeclareContract(seat=1, value=103), Reason.CONTRACT_OFF_STEP, 1)
    refused(state, DeclareContract(seat=1, value=untyped("100")), Reason.MALFORMED_ACTION, 1)
    refused(state, DeclareContract(seat=1, value=265), Reason.CONTRACT_ABOVE_CAP, 1)
    no_cap = give(bid(start(LAB, Rules(bidding=BiddingRules(cap=BidCap.NONE))), "p p"), LAB_GIFTS)
    refused(no_cap, DeclareContract(seat=1, value=305), Reason.CONTRACT_ABOVE_MAX, 1)
    no_raise = Rules(talon=TalonRules(raise_after_exchange=False))
    kept = give(bid(start(LAB, no_raise), "p p"), LAB_GIFTS)
    refused(kept, DeclareContract(seat=1, value=105), Reason.RAISE_NOT_ALLOWED, 1)


# --- D4: conceding ------------------------------------------------------------------------------


@rule("D4")
def test_only_the_declarer_concedes_and_only_before_the_first_lead() -> None:
    state = through_contract(LAB, "p p", LAB_GIFTS)
    state = play(state, "As")
    # A defender: no concession is possible in trick play at all (wrong phase for it).
    refused(state, Concede(seat=2), Reason.WRONG_PHASE, 2)
    refused(state, Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED, 1)
    refused(start(LAB), Concede(seat=2), Reason.WRONG_PHASE, 2)
    forbidden = give(bid(start(LAB, Rules(talon=TalonRules(concede=False))), "p p"), LAB_GIFTS)
    refused(forbidden, Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED, 1)
