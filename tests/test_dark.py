"""Dark (blind) bidding in the engine: who may go dark, looking, topping a dark bid, the
hidden talon, and what a dark deal scores (C8, C9, F6, F5, D1, D4).

Seats are 0..2 and the dealer is 0: seat 1 holds the obligatory bid, seat 2 opens.
"""

from __future__ import annotations

import pytest

import thousand as t
from helpers.dark import (
    ANYONE,
    FIRST_HAND,
    JUNK,
    JUNK_GIFTS,
    JUNK_PLAY,
    NO_REDEAL,
    STRONG,
    STRONG_GIFTS,
    STRONG_PLAY,
    dark,
    dark_declarer,
    dark_rules,
    played,
)
from helpers.rounds import LAB, assert_illegal, assert_legal, cards, complete_deal, start, untyped
from thousand import (
    AceMarriage,
    Bid,
    BidCap,
    BiddingRules,
    BlindBidding,
    Concede,
    ConcedeAward,
    ConcedePenalty,
    DealScoringRules,
    Look,
    Pass,
    Phase,
    PlayRules,
    Reason,
    RoundContext,
    Rules,
    TalonRules,
)
from thousand.rules import BLIND_MIN_BID

rule = pytest.mark.rule


# --- C8 first_hand: the holder of the obligatory bid decides first --------------------------


@rule("C8")
def test_first_hand_the_holder_decides_first_to_go_dark_or_look() -> None:
    # Seed 001: "Play «in the dark» is entitled to only the «first hand», that is, the
    # player sitting to the left of the dealer." Seed 000: "When the cards are dealt, the
    # player who has the right to be the first to name the buy-in price announces a
    # "blind" game. It automatically sets a price of 120".
    state = start(LAB, FIRST_HAND)
    assert state.to_act == 1
    assert state.unseen == frozenset({1})
    assert t.legal_actions(state) == (dark(1), Look(seat=1))
    assert_illegal(state, Pass(seat=1), Reason.HOLDER_MAY_NOT_PASS)
    assert_illegal(state, Bid(seat=1, value=105), Reason.MUST_LOOK)
    assert_illegal(state, dark(1, 125), Reason.BID_OFF_STEP)
    assert_illegal(state, dark(1, 115), Reason.BID_TOO_LOW)
    after = assert_legal(state, dark(1))
    assert (after.highest_bid, after.dark, after.multiplier, after.to_act) == ((1, 120), True, 2, 2)
    assert after.bids == (dark(1),)
    assert after.unseen == frozenset({1})


@rule("C8")
def test_first_hand_the_holder_who_looks_keeps_the_open_hundred() -> None:
    state = assert_legal(start(LAB, FIRST_HAND), Look(seat=1))
    assert (state.to_act, state.highest_bid, state.dark, state.unseen) == (
        2,
        (1, 100),
        False,
        frozenset(),
    )
    assert t.legal_actions(state) == (Bid(seat=2, value=105), Pass(seat=2))
    assert_illegal(state, dark(2), Reason.BLIND_NOT_ALLOWED)
    # Everyone passes: the holder plays the open 100, the talon hidden on the hundred (C10).
    state = t.apply_all(state, [Pass(seat=2), Pass(seat=0)])
    assert (state.declarer, state.contract, state.dark, state.multiplier) == (1, 100, False, 1)


@rule("C8")
def test_first_hand_only_the_holder_goes_dark_and_only_before_the_auction() -> None:
    state = t.apply(start(LAB, FIRST_HAND), dark(1))
    violation = assert_illegal(state, dark(2, 125), Reason.BLIND_NOT_ALLOWED)
    assert "holder of the obligatory bid" in violation.message
    # Seat 2 tops the dark 120 with its marriage of diamonds; the holder, still in the
    # dark, may not go dark again: it looks or passes.
    state = t.apply_all(state, [Bid(seat=2, value=125), Pass(seat=0)])
    assert state.to_act == 1
    assert t.legal_actions(state) == (Look(seat=1), Pass(seat=1))
    violation = assert_illegal(state, dark(1, 130), Reason.BLIND_NOT_ALLOWED)
    assert "before the auction opens" in violation.message
    assert_illegal(state, Bid(seat=1, value=130), Reason.MUST_LOOK)


@rule("C8")
def test_dark_bids_are_refused_without_dark_bidding() -> None:
    state = start(LAB)
    assert state.unseen == frozenset()
    violation = assert_illegal(state, dark(2), Reason.BLIND_NOT_ALLOWED)
    assert "no dark bids" in violation.message
    assert_illegal(state, Look(seat=2), Reason.ALREADY_LOOKED)
    assert_illegal(state, dark(2, 105), Reason.BLIND_NOT_ALLOWED)
    assert_illegal(state, Bid(seat=2, value=120, blind=untyped(1)), Reason.MALFORMED_ACTION)
    assert_illegal(state, Bid(seat=2, value=120, blind=untyped(None)), Reason.MALFORMED_ACTION)


# --- C8 anyone: every seat starts in the dark ----------------------------------------------


@rule("C8")
def test_anyone_may_go_dark_at_their_turn_before_looking() -> None:
    # Seed 000: "You can bargain in the dark without looking at your cards."
    state = start(LAB, ANYONE)
    assert state.to_act == 2
    assert state.unseen == frozenset({0, 1, 2})
    assert t.legal_actions(state) == (dark(2), Look(seat=2), Pass(seat=2))
    assert_illegal(state, Bid(seat=2, value=105), Reason.MUST_LOOK)
    assert_illegal(state, dark(2, 115), Reason.BID_TOO_LOW)
    looked = assert_legal(state, Look(seat=2))
    assert (looked.to_act, looked.unseen) == (2, frozenset({0, 1}))
    assert t.legal_actions(looked) == (Bid(seat=2, value=105), Pass(seat=2))
    assert_illegal(looked, Look(seat=2), Reason.ALREADY_LOOKED)
    violation = assert_illegal(looked, dark(2), Reason.BLIND_NOT_ALLOWED)
    assert "has looked" in violation.message


@rule("C8")
@rule("C9")
def test_a_dark_bid_is_at_least_120_and_one_step_above_the_standing_bid() -> None:
    # Seed 001: "going «in the dark» is obliged to score at least 120 points".
    state = t.apply_all(start(LAB, ANYONE), [Look(seat=2), Bid(seat=2, value=105)])
    assert t.legal_actions(state) == (dark(0), Look(seat=0), Pass(seat=0))
    assert_illegal(state, dark(0, 110), Reason.BID_TOO_LOW)
    assert_illegal(state, dark(0, 125), Reason.BID_OFF_STEP)
    # Seat 0's dark 120 is topped by seat 1, who looked and holds marriages: seat 0 may
    # bid in the dark again only if dark bids are not held to 120 (C9).
    auction: list[t.Action] = [dark(0), Look(seat=1), Bid(seat=1, value=125), Pass(seat=2)]
    capped = t.apply_all(state, auction)
    assert t.legal_actions(capped) == (Look(seat=0), Pass(seat=0))
    free = dark_rules(BlindBidding.ANYONE, blind_bids_capped=False)
    state = t.apply_all(start(LAB, free), [Look(seat=2), Bid(seat=2, value=105), *auction])
    assert t.legal_actions(state) == (dark(0, 130), Look(seat=0), Pass(seat=0))
    assert_illegal(state, dark(0, 135), Reason.BID_OFF_STEP)


@rule("C9")
@rule("C4")
def test_dark_bids_jump_like_open_ones_up_to_the_dark_cap() -> None:
    rules = dark_rules(BlindBidding.ANYONE, cap=BidCap.NONE, bid_jumps=True)
    state = start(LAB, rules)
    dark_bids = [a.value for a in t.legal_actions(state) if isinstance(a, Bid)]
    assert dark_bids == list(range(120, 305, 5))
    assert_illegal(state, dark(2, 122), Reason.BID_OFF_STEP)
    # Under a marriage cap a dark bid knows of no marriage: 120 only (C9).
    capped = start(LAB, dark_rules(BlindBidding.ANYONE, bid_jumps=True))
    assert [a for a in t.legal_actions(capped) if isinstance(a, Bid)] == [dark(2)]
    violation = assert_illegal(capped, dark(2, 125), Reason.BID_ABOVE_CAP)
    assert "knows of no marriage" in violation.message


@rule("C8")
def test_a_seat_that_passes_in_the_dark_sees_its_cards() -> None:
    state = t.apply(start(LAB, ANYONE), Pass(seat=2))
    assert state.unseen == frozenset({0, 1})
    assert t.view(state, 2).hand == state.hand(2)


# --- C9: topping a dark bid, looking, continuing openly ------------------------------------


@rule("C9")
def test_an_opponent_without_a_marriage_cannot_outbid_a_dark_bid() -> None:
    # Seed 000: "Opponents can "darken" it, but only if they have some kind of margins
    # on their hands." Under cap `none` this rule alone stops seat 0 (no marriage).
    rules = dark_rules(cap=BidCap.NONE)
    state = t.apply_all(start(JUNK, rules), [dark(1), Pass(seat=2)])
    assert state.to_act == 0
    violation = assert_illegal(state, Bid(seat=0, value=125), Reason.BLIND_OUTBID_NEEDS_MARRIAGE)
    assert "holds none" in violation.message
    assert t.legal_actions(state) == (Pass(seat=0),)
    # With the rule off, seat 0 may top it.
    off = dark_rules(cap=BidCap.NONE, blind_outbid_needs_marriage=False)
    state = t.apply_all(start(JUNK, off), [dark(1), Pass(seat=2)])
    assert assert_legal(state, Bid(seat=0, value=125)).dark is False


@rule("C9")
def test_an_opponent_with_a_marriage_can_outbid_a_dark_bid() -> None:
    rules = dark_rules(cap=BidCap.NONE)
    state = t.apply(start(JUNK, rules), dark(1))
    assert t.legal_actions(state) == (Bid(seat=2, value=125), Pass(seat=2))  # diamonds, hearts
    after = assert_legal(state, Bid(seat=2, value=125))
    assert (after.highest_bid, after.dark, after.multiplier) == ((2, 125), False, 1)


@rule("C9")
@rule("C6")
@rule("E3")
def test_four_aces_count_as_a_marriage_for_topping_a_dark_bid() -> None:
    deal = complete_deal({0: "As Ac Ad Ah 9s 9c 9d", 2: "Ks Qs Jc Jd Jh 9h Js"})
    aces = Rules(
        bidding=BiddingRules(blind_bidding=BlindBidding.FIRST_HAND, cap=BidCap.NONE),
        play=PlayRules(ace_marriage=AceMarriage.POINTS_ONLY),
    )
    state = t.apply_all(start(deal, aces), [dark(1), Pass(seat=2)])
    assert_legal(state, Bid(seat=0, value=125))
    plain = dark_rules(cap=BidCap.NONE)
    state = t.apply_all(start(deal, plain), [dark(1), Pass(seat=2)])
    assert_illegal(state, Bid(seat=0, value=125), Reason.BLIND_OUTBID_NEEDS_MARRIAGE)


@rule("C9")
def test_a_seat_in_the_dark_cannot_top_a_dark_bid_without_looking() -> None:
    state = t.apply(start(LAB, ANYONE), dark(2))
    assert t.legal_actions(state) == (Look(seat=0), Pass(seat=0))
    assert_illegal(state, dark(0, 125), Reason.BLIND_OUTBID_NEEDS_MARRIAGE)
    assert_illegal(state, Bid(seat=0, value=125), Reason.MUST_LOOK)


@rule("C9")
def test_a_dark_bidder_who_looks_continues_openly() -> None:
    # Seed 000: "If in the course of the betting blindly the player has doubts about the
    # correctness of his decision, he can consider his cards. From this moment on,
    # trading continues in the usual way, openly."
    state = t.apply_all(
        start(LAB, ANYONE),
        [dark(2), Look(seat=0), Bid(seat=0, value=125), Pass(seat=1)],
    )
    assert (state.to_act, state.dark, state.unseen) == (2, False, frozenset({2}))
    assert t.legal_actions(state) == (Look(seat=2), Pass(seat=2))  # a dark 130 is above 120
    state = assert_legal(state, Look(seat=2))
    assert t.view(state, 2).hand == state.hand(2)
    assert t.legal_actions(state) == (Bid(seat=2, value=130), Pass(seat=2))
    state = t.apply_all(state, [Bid(seat=2, value=130), Pass(seat=0)])
    # Won with an open bid: not a dark deal, the talon shown.
    assert (state.declarer, state.contract, state.dark, state.multiplier) == (2, 130, False, 1)
    assert state.talon_shown


# --- D1: the talon of a dark deal is shown to nobody ----------------------------------------


@rule("D1")
@rule("C9")
def test_a_dark_declarer_takes_the_talon_unshown_and_sees_its_cards_then() -> None:
    # Seed 001: "Going «in the dark» if none of the players' rastemnyaet «takes talon
    # without showing it to other players»."
    state = t.apply(start(STRONG, FIRST_HAND), dark(1))
    assert t.view(state, 1).hand == ()
    assert t.view(state, 1).talons == ((None, None, None),)
    state = t.apply_all(state, [Pass(seat=2), Pass(seat=0)])
    assert (state.phase, state.declarer, state.dark, state.talon_shown) == (
        Phase.EXCHANGE,
        1,
        True,
        False,
    )
    assert state.unseen == frozenset()
    mine = t.view(state, 1)
    assert mine.hand == state.hand(1)
    assert len(mine.hand) == 10
    assert mine.talons == (cards("Tc Td Ad"),)
    for v in (t.view(state, 0), t.view(state, 2), t.public_view(state)):
        assert v.talons == ((None, None, None),)
        assert v.dark
        assert not v.talon_shown


# --- F6: a dark deal scores double -----------------------------------------------------------


@rule("F6")
@rule("C9")
def test_a_made_dark_120_scores_240() -> None:
    # Seed 001: "The essence of the «dark» is that it points scored are doubled, so
    # «darkling» has the ability to score 240 points".
    final = played(STRONG, STRONG_GIFTS, STRONG_PLAY)
    result = t.round_result(final)
    assert (result.made, result.dark, result.multiplier) == (True, True, 2)
    assert result.points == (0, 220, 0)
    assert result.score_changes == (0, 240, 0)
    multiplied = [e for e in result.events[1] if e.kind is t.EventKind.MULTIPLIED]
    assert [str(e) for e in multiplied] == ["dark deal x2: +120"]


@rule("F6")
@rule("C9")
def test_a_failed_dark_120_costs_240() -> None:
    # Seed 001: "If the «darkling» not gaining points the amount claimed or «paints» from
    # his account automatically deducted 240 points."
    final = played(JUNK, JUNK_GIFTS, JUNK_PLAY)
    result = t.round_result(final)
    assert (result.made, result.dark, result.points) == (False, True, (120, 0, 0))
    assert result.score_changes == (240, -240, 0)


@rule("F6")
@rule("D4")
@rule("D6")
def test_a_conceded_dark_120_costs_240_and_doubles_the_award() -> None:
    # Seed 001: "... or «paints» from his account automatically deducted 240 points."
    state = dark_declarer(JUNK)
    result = t.round_result(t.apply(state, Concede(seat=1)))
    assert (result.conceded, result.dark, result.score_changes) == (True, True, (120, -240, 120))
    half = Rules(
        bidding=FIRST_HAND.bidding, talon=TalonRules(concede_award=ConcedeAward.HALF_CONTRACT)
    )
    result = t.round_result(t.apply(dark_declarer(JUNK, half), Concede(seat=1)))
    assert result.score_changes == (120, -240, 120)  # half of 120, doubled


@rule("F6")
@rule("D5")
@rule("F5")
def test_a_dark_concession_can_cost_a_double_bolt() -> None:
    rules = Rules(
        bidding=BiddingRules(blind_bidding=BlindBidding.FIRST_HAND),
        talon=TalonRules(concede_penalty=ConcedePenalty.BOLT),
    )
    result = t.round_result(t.apply(dark_declarer(JUNK, rules), Concede(seat=1)))
    assert (result.score_changes, result.bolts) == ((120, 0, 120), (0, 2, 0))


@rule("F6")
def test_the_dark_multiplier_is_a_setting() -> None:
    rules = Rules(
        redeal=NO_REDEAL,
        bidding=BiddingRules(blind_bidding=BlindBidding.FIRST_HAND),
        deal_scoring=DealScoringRules(dark_multiplier=3),
    )
    assert t.round_result(played(STRONG, STRONG_GIFTS, STRONG_PLAY, rules)).score_changes == (
        0,
        360,
        0,
    )
    assert t.round_result(played(JUNK, JUNK_GIFTS, JUNK_PLAY, rules)).score_changes == (
        360,
        -360,
        0,
    )
    one = Rules(
        redeal=NO_REDEAL,
        bidding=BiddingRules(blind_bidding=BlindBidding.FIRST_HAND),
        deal_scoring=DealScoringRules(dark_multiplier=1),
    )
    result = t.round_result(played(STRONG, STRONG_GIFTS, STRONG_PLAY, one))
    assert (result.dark, result.multiplier, result.score_changes) == (True, 1, (0, 120, 0))


# --- F5: bolts in a dark deal ----------------------------------------------------------------


@rule("F5")
@rule("F6")
def test_a_bolt_in_a_dark_deal_counts_double() -> None:
    # Seed 001: "The resulting bolt can be doubled if you get in the game «in the dark» or
    # «gold»."
    result = t.round_result(played(STRONG, STRONG_GIFTS, STRONG_PLAY))
    assert (result.tricks, result.bolts) == ((0, 8, 0), (2, 0, 2))
    single = Rules(
        redeal=NO_REDEAL,
        bidding=BiddingRules(blind_bidding=BlindBidding.FIRST_HAND),
        deal_scoring=DealScoringRules(bolt_doubling=False),
    )
    assert t.round_result(played(STRONG, STRONG_GIFTS, STRONG_PLAY, single)).bolts == (1, 0, 1)


# --- who may not go dark: the barrel, the golden round, a score below the limit --------------


@rule("C8")
@rule("C11")
def test_nobody_goes_dark_while_someone_is_on_the_barrel() -> None:
    state = t.apply(t.new_round(ANYONE, 0, context=RoundContext(barrel=(0,))), LAB)
    assert (state.to_act, state.unseen) == (2, frozenset())
    violation = assert_illegal(state, dark(2), Reason.BLIND_NOT_ALLOWED)
    assert "barrel" in violation.message
    assert t.legal_actions(state) == (Bid(seat=2, value=105), Pass(seat=2))


@rule("C8")
@rule("G13")
def test_a_golden_deal_is_never_dark() -> None:
    rules = Rules(
        bidding=BiddingRules(blind_bidding=BlindBidding.ANYONE),
        game_scoring=t.GameScoringRules(golden_round=True),
    )
    state = t.apply(t.new_round(rules, 0, context=RoundContext(golden=1)), LAB)
    assert (state.phase, state.unseen, state.dark, state.multiplier) == (
        Phase.EXCHANGE,
        frozenset(),
        False,
        2,
    )


@rule("C8")
@rule("C7")
def test_a_holder_who_may_only_pass_is_not_asked_to_go_dark() -> None:
    rules = dark_rules(negative_score_limit=0)
    state = t.apply(t.new_round(rules, 0, context=RoundContext(scores=(0, -50, 0))), LAB)
    assert (state.to_act, state.unseen) == (2, frozenset())
    anyone = dark_rules(BlindBidding.ANYONE, negative_score_limit=0)
    state = t.apply(t.new_round(anyone, 0, context=RoundContext(scores=(0, 0, -50))), LAB)
    assert state.unseen == frozenset({0, 1})
    assert t.legal_actions(state) == (Pass(seat=2),)
    assert_illegal(state, dark(2), Reason.MUST_PASS)


# --- the rules: impossible combinations --------------------------------------------------------


@rule("C8")
@rule("C9")
@rule("F6")
@pytest.mark.parametrize(
    "bidding",
    [
        BiddingRules(blind_bidding=BlindBidding.ANYONE, bid_step=7, min_bid=98, max_bid=301),
        BiddingRules(blind_bidding=BlindBidding.FIRST_HAND, min_bid=150),
        BiddingRules(blind_bidding=BlindBidding.FIRST_HAND, max_bid=115),
    ],
)
def test_dark_bidding_needs_120_to_be_a_bid(bidding: BiddingRules) -> None:
    no_barrel = t.GameScoringRules(barrel_threshold=None)
    with pytest.raises(t.RulesError) as error:
        Rules(bidding=bidding, game_scoring=no_barrel)
    assert [p.field for p in error.value.problems] == ["bidding.blind_bidding"]
    assert "120" in str(error.value)


@rule("C8")
@rule("A1")
@pytest.mark.parametrize("mode", [BlindBidding.ANYONE, BlindBidding.FIRST_HAND])
def test_two_players_do_not_bid_in_the_dark(mode: BlindBidding) -> None:
    with pytest.raises(t.RulesError) as error:
        Rules(dealing=t.DealingRules(players=2), bidding=BiddingRules(blind_bidding=mode))
    assert [p.field for p in error.value.problems] == ["bidding.blind_bidding"]
    assert "two players" in str(error.value)
    four = Rules(dealing=t.DealingRules(players=4), bidding=BiddingRules(blind_bidding=mode))
    assert four.bidding.blind_bidding is mode


@rule("F6")
def test_the_dark_multiplier_is_at_least_1() -> None:
    with pytest.raises(t.RulesError) as error:
        Rules(deal_scoring=DealScoringRules(dark_multiplier=0))
    assert [p.field for p in error.value.problems] == ["deal_scoring.dark_multiplier"]


@rule("C8")
def test_the_settings_default_to_no_dark_bidding() -> None:
    bidding = BiddingRules()
    assert bidding.blind_bidding is BlindBidding.OFF
    assert bidding.blind_outbid_needs_marriage
    assert bidding.blind_bids_capped
    assert (DealScoringRules().dark_multiplier, DealScoringRules().dark_marriages_multiplied) == (
        2,
        True,
    )
    assert BLIND_MIN_BID == 120
