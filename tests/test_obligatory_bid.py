# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""Who holds the obligatory bid (C1) and who opens the auction (C2): the dealer's left,
the dealer, or nobody (a deal where everybody passes is thrown in, as after a redeal)."""

from __future__ import annotations

import pytest

import thousand as t
from helpers.games import record
from helpers.rounds import LAB, assert_illegal, assert_legal, bid
from thousand import Bid, BiddingRules, ObligatoryBid, Outcome, Pass, Phase, Reason, Rules

rule = pytest.mark.rule

ON_THE_DEALER = Rules(bidding=BiddingRules(obligatory_bid=ObligatoryBid.DEALER))
NOBODY = Rules(bidding=BiddingRules(obligatory_bid=ObligatoryBid.NONE))


def start(rules: Rules, dealer: int) -> t.RoundState:
    return t.apply(t.new_round(rules, dealer=dealer), LAB)  # nobody may claim a redeal


@rule("C1")
@rule("C2")
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_the_dealer_holds_100_and_the_player_on_the_dealers_left_opens(dealer: int) -> None:
    # Seed 002, first text: «Первым заказ делает сдатчик. Делает он ее обязательно
    # размером в сто очков. Дальше ставку делает игрок, сидящий по левую руку.»
    state = start(ON_THE_DEALER, dealer)
    left = (dealer + 1) % 3
    assert state.obligatory_bidder == dealer
    assert state.highest_bid == (dealer, 100)
    assert state.to_act == left
    assert t.legal_actions(state) == (Bid(seat=left, value=105), Pass(seat=left))
    # Everybody else passes: the dealer plays 100, the talon unseen (C10).
    taken = bid(state, "p p")
    assert (taken.phase, taken.declarer, taken.contract) == (Phase.EXCHANGE, dealer, 100)
    assert not taken.talon_shown


@rule("C1")
def test_the_dealer_on_the_hundred_may_be_outbid() -> None:
    state = bid(start(ON_THE_DEALER, 0), "105 p")  # seat 1 bids, seat 2 passes
    assert state.to_act == 0  # the dealer, on the hundred, answers
    state = bid(state, "110 p")
    assert (state.declarer, state.contract, state.talon_shown) == (0, 110, True)


@rule("C1")
@rule("C2")
def test_without_an_obligatory_bid_the_dealers_left_opens_with_the_minimum() -> None:
    state = start(NOBODY, 0)
    assert state.obligatory_bidder is None
    assert state.highest_bid is None
    assert state.to_act == 1
    assert t.legal_actions(state) == (Bid(seat=1, value=100), Pass(seat=1))
    assert_illegal(state, Bid(seat=1, value=105), Reason.BID_OFF_STEP)
    violation = assert_illegal(state, Bid(seat=1, value=95), Reason.BID_TOO_LOW)
    assert "must bid 100 to open" in violation.message
    state = assert_legal(state, Bid(seat=1, value=100))
    assert state.highest_bid == (1, 100)
    state = bid(state, "p p")
    assert (state.declarer, state.contract, state.talon_shown) == (1, 100, True)


@rule("C1")
def test_the_last_seat_to_speak_wins_with_its_first_bid() -> None:
    state = bid(start(NOBODY, 0), "p p")  # seats 1 and 2 pass
    assert (state.phase, state.to_act) == (Phase.BIDDING, 0)
    assert t.legal_actions(state) == (Bid(seat=0, value=100), Pass(seat=0))
    state = t.apply(state, Bid(seat=0, value=100))
    assert (state.phase, state.declarer, state.contract) == (Phase.EXCHANGE, 0, 100)


@rule("C1")
def test_when_everybody_passes_the_deal_is_thrown_in_and_dealt_again() -> None:
    state = bid(start(NOBODY, 2), "p p p")
    assert t.is_over(state)
    assert (state.outcome, state.declarer, state.highest_bid) == (Outcome.THROWN_IN, None, None)
    result = t.round_result(state)
    assert (result.declarer, result.contract, result.outcome_seat) == (None, None, None)
    assert result.score_changes == (0, 0, 0)
    game = t.record_round(t.new_game(NOBODY, first_dealer=2), result)
    assert (game.dealer, game.redeals) == (2, 1)  # dealt again, as after a redeal (B1)
    assert "thrown in" in t.score_sheet(game)


@rule("C1")
@rule("B4")
def test_a_deal_thrown_in_counts_towards_the_bad_hand() -> None:
    rules = Rules(
        bidding=BiddingRules(obligatory_bid=ObligatoryBid.NONE),
        redeal=t.RedealRules(bad_hand_penalty=100),
    )
    thrown = t.RoundSummary(outcome=Outcome.THROWN_IN)
    game = record(t.new_game(rules, first_dealer=1), thrown, thrown, thrown)
    assert (game.scores, game.dealer, game.redeals) == ((0, -100, 0), 2, 0)
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(t.Rules(), thrown)  # with an obligatory bid nobody throws a deal in
    assert raised.value.reason is Reason.OUTCOME_MISMATCH


@rule("C1")
def test_nobody_on_the_hundred_leaves_no_condition_on_the_hundred() -> None:
    with pytest.raises(t.RulesError) as raised:
        Rules(
            bidding=BiddingRules(obligatory_bid=ObligatoryBid.NONE),
            redeal=t.RedealRules(
                conditions=frozenset({t.RedealCondition.HAND_THREE_NINES_ON_HUNDRED}),
                talon_claimant=t.TalonClaimant.ON_THE_HUNDRED,
            ),
        )
    assert {p.field for p in raised.value.problems} == {
        "redeal.conditions",
        "redeal.talon_claimant",
    }
