"""The auction pinned down where mutation testing found it loose (C1, C4-C9).

Bids exactly at the maximum (C5) and exactly at the hand's cap (C6) through the variant
handlers (jumps), the first bid of the last seat under C1 ``none`` when that seat is not
seat 0, the limit of C7 when it is not 0, looking only at one's turn (C8), the holder who
went dark and was topped under uncapped dark bids (C8, C9), and the seat and details
each refusal names.
"""

from __future__ import annotations

import pytest

import thousand as t
from helpers.dark import ANYONE, FIRST_HAND, dark, dark_rules
from helpers.rounds import LAB, assert_illegal, assert_legal, bid, complete_deal, start, untyped
from thousand import (
    Bid,
    BidCap,
    BiddingRules,
    BlindBidding,
    Look,
    ObligatoryBid,
    Pass,
    Phase,
    Reason,
    RoundContext,
    RoundState,
    Rules,
    Violation,
)

rule = pytest.mark.rule


def refused(state: RoundState, action: object, reason: Reason, seat: int) -> Violation:
    """``action`` is refused with ``reason``, and the refusal names ``seat``."""
    violation = assert_illegal(state, action, reason)
    assert violation.seat == seat
    return violation


def bids_of(state: RoundState) -> list[int]:
    return [a.value for a in t.legal_actions(state) if isinstance(a, Bid)]


# --- C5, C6 with jumps: the maximum and the cap are bids too -----------------------------------


@rule("C5")
@rule("C4")
def test_the_maximum_bid_itself_may_be_bid() -> None:
    # C5: 300 is the highest bid, not the first refused. With jumps and no cap, seat 2
    # may bid it at once; after 295, 300 is still offered.
    rules = Rules(bidding=BiddingRules(bid_jumps=True, cap=BidCap.NONE))
    state = start(LAB, rules)
    assert bids_of(state)[-1] == 300
    assert assert_legal(state, Bid(seat=2, value=300)).highest_bid == (2, 300)
    violation = refused(state, Bid(seat=2, value=305), Reason.BID_ABOVE_MAX, 2)
    assert violation.details == (("max_bid", 300),)
    state = bid(state, "295")
    assert bids_of(state) == [300]


@rule("C6")
@rule("C4")
def test_a_bid_may_reach_the_cap_of_the_marriages_held_but_not_pass_it() -> None:
    # C6: seat 2 of LAB holds the marriage of diamonds: 120 + 80 = 200.
    rules = Rules(bidding=BiddingRules(bid_jumps=True))
    state = start(LAB, rules)
    assert bids_of(state)[-1] == 200
    assert_legal(state, Bid(seat=2, value=200))
    violation = refused(state, Bid(seat=2, value=205), Reason.BID_ABOVE_CAP, 2)
    assert violation.details == (("cap", 200),)
    # Seat 1 (hearts and spades: 120 + 100 + 40 = 260) raises to 195; seat 2, facing it,
    # may still bid its cap of 200, and after seat 1's 255 only pass.
    state = bid(state, "105 p 195")
    assert (state.to_act, bids_of(state)) == (2, [200])
    state = bid(state, "200 255")
    assert (state.to_act, t.legal_actions(state)) == (2, (Pass(seat=2),))


# --- C1 none: the last seat's first bid ends the auction ----------------------------------------

NO_HUNDRED = Rules(bidding=BiddingRules(obligatory_bid=ObligatoryBid.NONE))


@rule("C1")
def test_without_a_hundred_the_last_seats_first_bid_wins_at_once() -> None:
    # Dealer 1: seats 2 and 0 pass, seat 1 bids 100 and has won the auction.
    state = bid(start(LAB, NO_HUNDRED, dealer=1), "p p")
    assert state.to_act == 1
    state = t.apply(state, Bid(seat=1, value=100))
    assert (state.phase, state.declarer, state.contract) == (Phase.EXCHANGE, 1, 100)
    assert state.talon_shown
    assert state.log[-1] == Bid(seat=1, value=100)


# --- C7 with a limit below 0 ----------------------------------------------------------------------


@rule("C7")
def test_a_seat_below_a_negative_limit_must_pass_and_is_told_the_limit() -> None:
    rules = Rules(bidding=BiddingRules(negative_score_limit=-100))
    state = t.apply(t.new_round(rules, 0, context=RoundContext(scores=(0, 0, -150))), LAB)
    assert t.legal_actions(state) == (Pass(seat=2),)
    violation = refused(state, Bid(seat=2, value=105), Reason.MUST_PASS, 2)
    assert violation.details == (("negative_score_limit", -100),)
    assert "-100" in violation.message


# --- C8, C9 ------------------------------------------------------------------------------------


@rule("C8")
def test_a_seat_looks_at_its_cards_only_at_its_turn() -> None:
    # "Looking is an action at the seat's own turn": seat 0 is in the dark but not to act.
    state = start(LAB, ANYONE)
    assert state.to_act == 2
    refused(state, Look(seat=0), Reason.NOT_YOUR_TURN, 0)
    looked = assert_legal(state, Look(seat=2))
    assert looked.log[-1] == Look(seat=2)
    refused(looked, Look(seat=2), Reason.ALREADY_LOOKED, 2)


@rule("C8")
@rule("C9")
def test_the_holder_topped_after_going_dark_does_not_go_dark_again() -> None:
    # first_hand with dark bids not held to 120: the holder's dark 120 is topped openly
    # by seat 2 (marriage of diamonds); back at the holder, still in the dark, it may look
    # or pass, but not bid in the dark again ("Later in the auction the holder does not
    # go dark again").
    rules = dark_rules(blind_bids_capped=False)
    state = t.apply_all(start(LAB, rules), [dark(1), Bid(seat=2, value=125), Pass(seat=0)])
    assert state.to_act == 1
    assert t.legal_actions(state) == (Look(seat=1), Pass(seat=1))
    refused(state, dark(1, 130), Reason.BLIND_NOT_ALLOWED, 1)


@rule("C8")
@rule("C9")
def test_dark_refusals_name_the_seat() -> None:
    state = start(LAB, FIRST_HAND)
    refused(state, Pass(seat=1), Reason.HOLDER_MAY_NOT_PASS, 1)
    refused(state, Bid(seat=1, value=105), Reason.MUST_LOOK, 1)
    refused(state, Bid(seat=1, value=120, blind=untyped(1)), Reason.MALFORMED_ACTION, 1)
    refused(state, dark(1, 115), Reason.BID_TOO_LOW, 1)
    refused(state, dark(1, 125), Reason.BID_OFF_STEP, 1)
    state = t.apply(state, dark(1))
    refused(state, dark(2, 125), Reason.BLIND_NOT_ALLOWED, 2)
    # ANYONE: a seat that looked may not go dark; one in the dark may not top a dark bid.
    anyone = start(LAB, ANYONE)
    refused(t.apply(anyone, Look(seat=2)), dark(2), Reason.BLIND_NOT_ALLOWED, 2)
    topped = t.apply(anyone, dark(2))
    refused(topped, dark(0, 125), Reason.BLIND_OUTBID_NEEDS_MARRIAGE, 0)
    refused(start(LAB), dark(2), Reason.BLIND_NOT_ALLOWED, 2)


@rule("C9")
def test_a_dark_bid_above_the_dark_cap_names_the_cap() -> None:
    rules = dark_rules(BlindBidding.ANYONE, bid_jumps=True)
    violation = refused(start(LAB, rules), dark(2, 125), Reason.BID_ABOVE_CAP, 2)
    assert violation.details == (("cap", 120),)


@rule("C9")
def test_a_seat_without_a_marriage_topping_a_dark_bid_is_named() -> None:
    # Seat 0 holds no marriage; seat 1 went dark, seat 2 passed.
    deal = complete_deal(
        {0: "As Ts Ks Ac Tc Kc Ad", 1: "9s Js 9c Jc 9d Jd 9h", 2: "Td Kd Qd Ah Th Kh Jh"},
        talon="Qs Qc Qh",
    )
    rules = dark_rules(cap=BidCap.NONE)
    state = t.apply_all(start(deal, rules), [dark(1), Pass(seat=2)])
    refused(state, Bid(seat=0, value=125), Reason.BLIND_OUTBID_NEEDS_MARRIAGE, 0)


# --- refusals of open bids name the seat -------------------------------------------------------


@rule("C3")
@rule("C4")
def test_open_bid_refusals_name_the_seat() -> None:
    state = start(LAB)
    refused(state, Bid(seat=2, value=100), Reason.BID_TOO_LOW, 2)
    refused(state, Bid(seat=2, value=110), Reason.BID_OFF_STEP, 2)
    refused(state, Bid(seat=2, value=untyped("105")), Reason.MALFORMED_ACTION, 2)
    jumps = start(LAB, Rules(bidding=BiddingRules(bid_jumps=True)))
    refused(jumps, Bid(seat=2, value=107), Reason.BID_OFF_STEP, 2)
    exchange = bid(state, "p p")  # seat 1 took the talon: no more bids
    refused(exchange, Bid(seat=2, value=105), Reason.WRONG_PHASE, 2)
