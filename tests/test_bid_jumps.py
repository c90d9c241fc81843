# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""Bid jumps (C4) and the minimum bid (C3) through whole deals, with the cap (C6).

Seats are 0..2 and the dealer is 0: seat 1 holds the obligatory bid, seat 2 opens.
"""

from __future__ import annotations

import random

import pytest

import thousand as t
from helpers.rounds import LAB, assert_illegal, assert_legal, bid, complete_deal, start
from thousand import (
    AceMarriage,
    Bid,
    BidCap,
    BiddingRules,
    BlindBidding,
    Pass,
    PlayRules,
    Reason,
    Rules,
)

rule = pytest.mark.rule

JUMPS = Rules(bidding=BiddingRules(bid_jumps=True))


def bids_of(state: t.RoundState) -> list[int]:
    return [a.value for a in t.legal_actions(state) if isinstance(a, Bid)]


# --- C4: jumps ------------------------------------------------------------------------------


@rule("C4")
def test_with_jumps_100_to_130_is_legal_and_without_it_is_not() -> None:
    # Seed 003, Gambler rule 7: «Торги идут с шагом в 5 очков, т.е. каждый игрок может
    # повышать ставку либо на 5 очков, либо на любое число, кратное пяти.» Seed 000:
    # "The bidding step is strictly limited to 5 points".
    after = assert_legal(start(LAB, JUMPS), Bid(seat=2, value=130))
    assert after.highest_bid == (2, 130)
    violation = assert_illegal(start(LAB), Bid(seat=2, value=130), Reason.BID_OFF_STEP)
    assert "exactly 5" in violation.message


@rule("C4")
@rule("C6")
def test_with_jumps_every_multiple_of_the_step_up_to_the_cap_is_offered() -> None:
    # Seat 2 holds the marriage of diamonds: at most 200 (C6, seed 003 rule 8).
    state = start(LAB, JUMPS)
    assert bids_of(state) == list(range(105, 205, 5))
    assert t.legal_actions(state)[-1] == Pass(seat=2)
    assert_illegal(state, Bid(seat=2, value=205), Reason.BID_ABOVE_CAP)
    assert_illegal(state, Bid(seat=2, value=132), Reason.BID_OFF_STEP)
    assert_illegal(state, Bid(seat=2, value=100), Reason.BID_TOO_LOW)
    # After a jump to 150, the next seat tops it by any multiple of 5 within its cap (180).
    state = t.apply(state, Bid(seat=2, value=150))
    assert bids_of(state) == list(range(155, 185, 5))
    assert_illegal(state, Bid(seat=0, value=150), Reason.BID_TOO_LOW)


@rule("C4")
def test_jumps_follow_the_bid_step_setting() -> None:
    rules = Rules(bidding=BiddingRules(bid_jumps=True, bid_step=10, cap=BidCap.NONE))
    state = start(LAB, rules)
    assert bids_of(state) == list(range(110, 310, 10))
    assert_illegal(state, Bid(seat=2, value=125), Reason.BID_OFF_STEP)
    assert assert_legal(state, Bid(seat=2, value=250)).highest_bid == (2, 250)


@rule("C4")
@rule("C6")
@rule("E3")
def test_with_jumps_four_aces_raise_the_cap_when_the_ace_marriage_is_on() -> None:
    deal = complete_deal({2: "As Ac Ad Ah 9s 9c 9d"})
    aces = Rules(
        bidding=BiddingRules(bid_jumps=True), play=PlayRules(ace_marriage=AceMarriage.SETS_TRUMP)
    )
    assert bids_of(start(deal, aces)) == list(range(105, 305, 5))  # 120 + 200, at most 300
    assert bids_of(start(deal, JUMPS)) == [105, 110, 115, 120]
    above = Rules(bidding=BiddingRules(bid_jumps=True, cap=BidCap.MARRIAGE_ABOVE_120))
    assert bids_of(start(deal, above)) == [105, 110, 115, 120]
    assert bids_of(start(LAB, above)) == list(range(105, 305, 5))


@rule("C4")
@rule("D3")
def test_with_jumps_the_auction_ends_as_usual_and_the_contract_may_still_be_raised() -> None:
    state = bid(start(LAB, JUMPS), "150 p p")
    assert (state.declarer, state.contract) == (2, 150)
    state = t.apply_all(
        state,
        [
            t.GiveCard(seat=2, to=0, card=t.Card.parse("9h")),
            t.GiveCard(seat=2, to=1, card=t.Card.parse("Jh")),
        ],
    )
    contracts = [a.value for a in t.legal_actions(state) if isinstance(a, t.DeclareContract)]
    assert contracts == list(range(150, 205, 5))


# --- C3: the minimum bid, every value ---------------------------------------------------------


@rule("C3")
@rule("C1")
@rule("C6")
def test_minimum_bid_50_plays_a_whole_deal() -> None:
    # Seed 000: "The minimum number of points is negotiated immediately. Everywhere is
    # different. Someone has a minimum number of 50, and someone has 100."
    rules = Rules(bidding=BiddingRules(min_bid=50))
    no_marriage = complete_deal({2: "As Ks Ac Kc Ad Kd 9h"})
    # The cap (C6) still stops a hand without a marriage at 120: seat 2 bids from 55 up.
    state = bid(start(no_marriage, rules), "55 60 65 70 75 80 85 90 95 100 105 110 115")
    assert t.legal_actions(state) == (Bid(seat=0, value=120), Pass(seat=0))
    state = bid(state, "p p")
    assert (state.declarer, state.contract) == (2, 115)
    assert t.legal_actions(
        bid(start(no_marriage, rules), "55 60 65 70 75 80 85 90 95 100 105 110 115 p 120")
    ) == (Pass(seat=2),)
    opened = start(no_marriage, rules)
    assert t.legal_actions(opened) == (Bid(seat=2, value=55), Pass(seat=2))
    # Everybody passes: the holder plays 50, the talon unseen (C10), scored +-50.
    state = bid(opened, "p p")
    assert (state.declarer, state.contract, state.talon_shown) == (1, 50, False)
    result = t.round_result(t.bots.play_to_end(state))
    assert result.contract == 50
    assert result.score_changes[1] == (50 if result.made else -50)


@rule("C3")
def test_minimum_bid_50_on_the_score_keepers_path() -> None:
    rules = Rules(bidding=BiddingRules(min_bid=50))
    s = t.RoundSummary(declarer=1, contract=50, card_points=(40, 55, 25), tricks=(3, 3, 2))
    assert t.score_round(rules, s).score_changes == (40, 50, 25)
    with pytest.raises(t.SummaryError) as error:
        t.score_round(
            rules,
            t.RoundSummary(declarer=1, contract=45, card_points=(40, 55, 25), tricks=(3, 3, 2)),
        )
    assert error.value.reason is Reason.CONTRACT_BELOW_BID
    with pytest.raises(t.SummaryError):
        t.score_round(Rules(), s)  # 50 is below the classic minimum
    game = t.record_round(t.new_game(rules), t.score_round(rules, s))
    assert game.scores == (40, 50, 25)


@rule("C3")
@rule("C4")
@rule("C8")
@rule("G5")
def test_minimum_bid_50_with_jumps_dark_bids_and_the_barrel() -> None:
    rules = Rules(
        bidding=BiddingRules(min_bid=50, bid_jumps=True, blind_bidding=BlindBidding.ANYONE)
    )
    state = start(LAB, rules)
    # A dark bid is at least 120 (C9), whatever the minimum.
    assert [a.value for a in t.legal_actions(state) if isinstance(a, Bid)] == [120]
    looked = t.apply(state, t.Look(seat=2))
    assert bids_of(looked) == list(range(55, 205, 5))
    assert t.barrel_contract(rules) == 120


@rule("C3")
@pytest.mark.parametrize("min_bid", [5, 50, 95, 100, 120, 150, 300])
def test_every_minimum_bid_opens_the_auction_and_plays_out(min_bid: int) -> None:
    rules = Rules(
        bidding=BiddingRules(min_bid=min_bid, cap=BidCap.NONE),
        game_scoring=t.GameScoringRules(barrel_threshold=None),
        # No redeal claims (B1): every deal is played, with a contract.
        redeal=t.RedealRules(conditions=frozenset()),
    )
    state = start(LAB, rules)
    assert state.highest_bid == (1, min_bid)
    if min_bid < 300:
        assert t.legal_actions(state) == (Bid(seat=2, value=min_bid + 5), Pass(seat=2))
    else:
        assert t.legal_actions(state) == (Pass(seat=2),)
    final = t.bots.play_to_end(state)
    result = t.round_result(final)
    assert result.contract is not None
    assert result.contract >= min_bid
    rng = random.Random(min_bid)
    for _ in range(5):
        s = t.apply(t.new_round(rules, rng.randrange(3)), t.deal(rules, rng))
        contract = t.round_result(t.bots.play_to_end(s)).contract
        assert contract is not None
        assert contract >= min_bid


@rule("C3")
@rule("C6")
def test_a_minimum_above_120_is_held_whatever_the_cap() -> None:
    # The obligatory bid is played whatever the holder's cards allow (C1, C6); the
    # others need a marriage to top it.
    rules = Rules(
        bidding=BiddingRules(min_bid=150), game_scoring=t.GameScoringRules(barrel_threshold=None)
    )
    no_marriage = complete_deal({2: "As Ks Ac Kc Ad Kd 9h", 1: "9s Js 9c Jc 9d Jd Ah"})
    state = start(no_marriage, rules)
    assert t.legal_actions(state) == (Pass(seat=2),)
    state = bid(state, "p")
    assert t.legal_actions(state) == (Pass(seat=0),)  # Qs Ts Qc Tc Qd Td Jh: no marriage
    state = bid(start(no_marriage, rules), "p p")
    assert (state.declarer, state.contract) == (1, 150)
    result = t.round_result(t.bots.play_to_end(state))
    assert result.contract == 150
    assert result.score_changes[1] == (150 if result.made else -150)
