# ruff: noqa: RUF002 (docstrings quote Russian and Ukrainian rules)
"""Bidding and contract variants: the contract before the talon (C12), a contract ceiling
apart from the bids (C13), the first hand's dark bid above 120 (C14), the golden round
with an auction (G20), and pagat's rising bids (C4).

Seats are 0..2 and the dealer is 0: seat 1 holds the obligatory bid, seat 2 opens. LAB
gives seat 0 the marriage of clubs, seat 1 hearts and spades, seat 2 diamonds, and the
talon 9s Js Jc.
"""

from __future__ import annotations

import json
import random

import attrs
import jsonschema
import pytest

import thousand as t
from helpers.dark import NO_REDEAL, dark
from helpers.games import failed, record
from helpers.rounds import (
    LAB,
    LAB_GIFTS,
    assert_illegal,
    assert_legal,
    bid,
    complete_deal,
    give,
    start,
)
from thousand import (
    Bid,
    BidCap,
    BiddingRules,
    BlindBidding,
    Concede,
    ContractTiming,
    DeclareContract,
    GameScoringRules,
    Look,
    Pass,
    Phase,
    Reason,
    RoundContext,
    RoundSummary,
    Rules,
    RulesError,
    TalonRules,
)
from thousand.schema import documents
from thousand.serialization import dumps, loads

rule = pytest.mark.rule

BEFORE = Rules(
    redeal=NO_REDEAL,
    bidding=BiddingRules(talon_hidden_on_hundred=False),
    talon=TalonRules(contract_timing=ContractTiming.BEFORE_TALON),
)
"""C12 before_talon; the talon is shown on the hundred too, so that showing it can be seen."""

TALON = t.parse_cards("9s Js Jc")


def contracts(state: t.RoundState) -> list[int]:
    return [a.value for a in t.legal_actions(state) if isinstance(a, DeclareContract)]


def dark_bids(state: t.RoundState) -> list[int]:
    return [a.value for a in t.legal_actions(state) if isinstance(a, Bid) and a.blind]


def open_bids(state: t.RoundState) -> list[int]:
    return [a.value for a in t.legal_actions(state) if isinstance(a, Bid) and not a.blind]


def problem_fields(**groups: object) -> set[str]:
    with pytest.raises(RulesError) as raised:
        Rules(**groups)  # type: ignore[arg-type]
    return {p.field for p in raised.value.problems}


def whole_game(rules: Rules, seed: int, limit: int = 300) -> t.GameState:
    """A game between simple bots, deal after deal, until it is won (or ``limit`` deals)."""
    game = t.new_game(rules, first_dealer=seed % rules.players)
    rng = random.Random(seed)
    for _ in range(limit):
        if game.is_over:
            break
        state = t.next_round(game, rng)
        end = t.bots.play_to_end(state, [t.bots.simple_action] * state.players, rng)
        game = t.record_round(game, t.round_result(end))
    return game


# --- C12: the final contract named before the talon is opened ------------------------------


@rule("C12")
@rule("D1")
def test_before_the_talon_the_contract_comes_straight_after_the_auction() -> None:
    """poker-cards.ru, «Тысяча»: «После паса двоих игроков до вскрытия прикупа игрок обязан
    объявить окончательное количество очков. … Никаких назначений после вскрытия прикупа
    быть не должно.»"""
    state = bid(start(LAB, BEFORE), "p p")
    assert (state.phase, state.to_act, state.declarer, state.contract) == (
        Phase.CONTRACT,
        1,
        1,
        100,
    )
    assert len(state.hand(1)) == 7  # the talon is still a pile
    assert not set(TALON) & set(state.hand(1))
    assert not state.talon_shown
    for seat in range(3):
        assert t.view(state, seat).talons == ((None, None, None),)
    # The cap is the hand's before the talon: hearts and spades, 120 + 100 + 40.
    assert contracts(state) == list(range(100, 265, 5))
    assert all(isinstance(a, DeclareContract) for a in t.legal_actions(state))
    state = assert_legal(state, DeclareContract(seat=1, value=150))
    # Then the talon, shown, and the exchange; no contract after it.
    assert (state.phase, state.to_act, state.contract) == (Phase.EXCHANGE, 1, 150)
    assert set(TALON) <= set(state.hand(1))
    assert state.talon_shown
    assert t.view(state, 0).talons == (TALON,)
    assert not any(isinstance(a, DeclareContract) for a in t.legal_actions(state))
    state = give(state, LAB_GIFTS)
    assert (state.phase, state.to_act, state.leader, state.contract) == (Phase.PLAYING, 1, 1, 150)
    assert_illegal(state, DeclareContract(seat=1, value=150), Reason.WRONG_PHASE)


@rule("C12")
@rule("C6")
def test_before_the_talon_a_marriage_in_the_talon_does_not_lift_the_cap() -> None:
    # Seat 1 holds the king of hearts; the queen lies in the talon. Named after the
    # exchange the contract may go to 220; named before the talon, to 120.
    deal = complete_deal({1: "Kh Ah Ac Tc 9c 9d 9s"}, talon="Qh Jh Th")
    before = bid(start(deal, BEFORE), "p p")
    assert contracts(before) == [100, 105, 110, 115, 120]
    violation = assert_illegal(
        before, DeclareContract(seat=1, value=125), Reason.CONTRACT_ABOVE_CAP
    )
    assert "at most 120" in violation.message
    after_rules = attrs.evolve(BEFORE, talon=TalonRules())
    after = bid(start(deal, after_rules), "p p")
    after = give(after, {2: "9d", 0: "9c"})
    assert after.phase is Phase.CONTRACT
    assert contracts(after)[-1] == 220


@rule("C12")
@rule("D3")
def test_before_the_talon_without_raising_only_the_bid_is_named() -> None:
    rules = attrs.evolve(
        BEFORE,
        talon=TalonRules(contract_timing=ContractTiming.BEFORE_TALON, raise_after_exchange=False),
    )
    state = bid(start(LAB, rules), "105 p p")
    assert (state.phase, state.declarer) == (Phase.CONTRACT, 2)
    assert contracts(state) == [105]
    assert_illegal(state, DeclareContract(seat=2, value=110), Reason.RAISE_NOT_ALLOWED)


@rule("C12")
@rule("D4")
def test_before_the_talon_conceding_comes_with_the_talon() -> None:
    """poker-cards.ru: «Игрок, который взял прикуп, имеет право отказаться от розыгрыша,
    записав себе со знаком минус количество очков, объявленное до взятия прикупа. Его
    соперники в этом случае записывают себе по 60 очков со знаком «плюс».»"""
    state = bid(start(LAB, BEFORE), "p p")
    violation = assert_illegal(state, Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED)
    assert "talon" in violation.message
    state = t.apply(state, DeclareContract(seat=1, value=140))
    assert Concede(seat=1) in t.legal_actions(state)  # the talon taken, in the exchange
    conceded = t.apply(state, Concede(seat=1))
    assert t.is_over(conceded)
    assert t.round_result(conceded).score_changes == (60, -140, 60)
    # Still allowed at the first lead, as in any deal (D4).
    playing = give(state, LAB_GIFTS)
    assert Concede(seat=1) in t.legal_actions(playing)


@rule("C12")
@rule("C9")
def test_before_the_talon_a_dark_declarer_sees_its_cards_but_not_the_talon() -> None:
    rules = attrs.evolve(BEFORE, bidding=BiddingRules(blind_bidding=BlindBidding.FIRST_HAND))
    state = start(LAB, rules)
    state = t.apply_all(state, [dark(1), Pass(seat=2), Pass(seat=0)])
    assert (state.phase, state.dark, state.unseen) == (Phase.CONTRACT, True, frozenset())
    mine = t.view(state, 1)
    assert len(mine.hand) == 7
    assert mine.talons == ((None, None, None),)
    state = t.apply(state, DeclareContract(seat=1, value=120))
    assert set(TALON) <= set(state.hand(1))
    assert not state.talon_shown  # C9: a dark declarer's talon is shown to nobody
    assert t.view(state, 1).talons == (TALON,)
    assert t.view(state, 2).talons == ((None, None, None),)


@rule("C12")
@rule("G13")
def test_before_the_talon_the_golden_player_names_120_first() -> None:
    rules = attrs.evolve(BEFORE, game_scoring=GameScoringRules(golden_round=True))
    state = t.apply(t.new_round(rules, 0, context=RoundContext(golden=1)), LAB)
    assert (state.phase, state.to_act, state.bids) == (Phase.CONTRACT, 1, ())
    assert contracts(state) == [120]
    state = t.apply(state, DeclareContract(seat=1, value=120))
    assert (state.phase, state.talon_shown) == (Phase.EXCHANGE, False)


@rule("C12")
def test_before_the_talon_a_world_keeps_the_talon_a_pile() -> None:
    state = bid(start(LAB, BEFORE), "105 p p")
    for seat in range(3):
        view = t.view(state, seat)
        world = t.sample_world(view, random.Random(seat))
        assert world.phase is Phase.CONTRACT
        assert t.view(world, seat) == view
        assert len(world.hand(2)) == 7
        assert len(world.talon) == 3


@rule("C12")
def test_before_the_talon_bots_name_legal_contracts() -> None:
    state = bid(start(LAB, BEFORE), "p p")
    assert t.bots.simple_action(t.view(state, 1)) in t.legal_actions(state)
    search = t.bots.SearchBot(worlds=2, seed=1)
    assert search(t.view(state, 1)) in t.legal_actions(state)


# --- C13: a contract ceiling apart from the bid ceiling ------------------------------------


@rule("C13")
@rule("C5")
def test_the_contract_may_be_raised_to_400_while_bids_stop_at_300() -> None:
    # atelier des gourmands, "Tysiac": the contract may be raised "up to 400".
    rules = Rules(bidding=BiddingRules(cap=BidCap.NONE, bid_jumps=True, max_contract=400))
    state = start(LAB, rules)
    assert open_bids(state)[-1] == 300
    assert_illegal(state, Bid(seat=2, value=305), Reason.BID_ABOVE_MAX)
    state = give(bid(state, "300 p p"), {1: "9s", 0: "Jc"})
    assert contracts(state) == list(range(300, 405, 5))
    assert_legal(state, DeclareContract(seat=2, value=400))
    violation = assert_illegal(state, DeclareContract(seat=2, value=405), Reason.CONTRACT_ABOVE_MAX)
    assert "400" in violation.message


@rule("C13")
def test_bids_to_120_before_the_talon_and_a_free_raise_after_it() -> None:
    rules = Rules(bidding=BiddingRules(cap=BidCap.NONE, max_bid=120, max_contract=300))
    state = start(LAB, rules)
    state = bid(state, "105 110 115 120")
    assert (state.to_act, open_bids(state)) == (0, [])  # 120 is the most anyone bids
    state = give(bid(state, "p p"), {1: "9s", 0: "Jc"})
    assert state.declarer == 2
    assert contracts(state) == list(range(120, 305, 5))


@rule("C13")
@rule("C6")
def test_the_ceiling_does_not_lift_the_cap_of_the_hand() -> None:
    # Seat 1 holds hearts and spades after the exchange: 260, whatever the ceiling.
    rules = Rules(bidding=BiddingRules(max_contract=500))
    state = give(bid(start(LAB, rules), "p p"), LAB_GIFTS)
    assert contracts(state)[-1] == 260
    assert_illegal(state, DeclareContract(seat=1, value=265), Reason.CONTRACT_ABOVE_CAP)
    above = Rules(bidding=BiddingRules(cap=BidCap.MARRIAGE_ABOVE_120, max_contract=500))
    state = give(bid(start(LAB, above), "p p"), LAB_GIFTS)
    assert contracts(state)[-1] == 500  # a marriage held: up to the ceiling


@rule("C13")
def test_the_contract_ceiling_is_checked_with_the_rules() -> None:
    assert BiddingRules().contract_ceiling == 300
    assert BiddingRules(max_contract=400).contract_ceiling == 400
    assert BiddingRules(max_contract=300).contract_ceiling == 300
    assert problem_fields(bidding=BiddingRules(max_contract=303)) == {"bidding.max_contract"}
    assert problem_fields(bidding=BiddingRules(max_contract=250)) == {"bidding.max_contract"}
    assert problem_fields(bidding=BiddingRules(max_contract=1005)) == {"bidding.max_contract"}
    Rules(bidding=BiddingRules(bid_step=10, max_contract=1000))


@rule("C13")
def test_the_score_keeper_takes_a_contract_up_to_the_ceiling() -> None:
    rules = Rules(bidding=BiddingRules(cap=BidCap.NONE, max_contract=400))
    made = RoundSummary(declarer=1, contract=400, card_points=(10, 100, 10), tricks=(1, 6, 1))
    assert t.score_round(rules, made).score_changes == (10, -400, 10)
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(rules, attrs.evolve(made, contract=405))
    assert raised.value.reason is Reason.CONTRACT_ABOVE_MAX
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(Rules(bidding=BiddingRules(cap=BidCap.NONE)), made)
    assert raised.value.reason is Reason.CONTRACT_ABOVE_MAX


# --- C14: the first hand's dark bid above 120 ---------------------------------------------

FIRST_ANY = Rules(
    redeal=NO_REDEAL,
    bidding=BiddingRules(
        blind_bidding=BlindBidding.FIRST_HAND, blind_first_hand_any=True, blind_bids_capped=False
    ),
)


@rule("C14")
@rule("C8")
def test_the_first_hand_goes_dark_at_120_or_more() -> None:
    """Як грати у 1000 у четвер? (metallodetal.com.ua): «Грати «в темну» має право тільки
    «перша рука» … той, хто йде «у темну» зобов'язується набрати не менше 120 очок, не
    знаючи при цьому ні своїх карт, ні прикупу.»"""
    state = start(LAB, FIRST_ANY)
    assert state.to_act == 1
    assert dark_bids(state) == list(range(120, 305, 5))
    assert t.legal_actions(state)[-1] == Look(seat=1)  # the holder does not pass
    state = assert_legal(state, dark(1, 150))
    assert (state.highest_bid, state.dark, state.to_act) == ((1, 150), True, 2)
    # Seat 2 tops it with its marriage of diamonds (C9), openly, up to its cap of 200.
    assert open_bids(state) == [155]
    # Classic first hand: exactly 120.
    classic = Rules(redeal=NO_REDEAL, bidding=BiddingRules(blind_bidding=BlindBidding.FIRST_HAND))
    assert dark_bids(start(LAB, classic)) == [120]
    assert_illegal(start(LAB, classic), dark(1, 150), Reason.BID_OFF_STEP)


@rule("C14")
@rule("C9")
def test_a_dark_first_hand_above_120_plays_doubled() -> None:
    state = start(LAB, FIRST_ANY)
    state = t.apply_all(state, [dark(1, 200), Pass(seat=2), Pass(seat=0)])
    state = give(state, LAB_GIFTS)
    assert (state.phase, state.contract, state.multiplier) == (Phase.CONTRACT, 200, 2)
    end = t.bots.play_to_end(
        t.apply(state, DeclareContract(seat=1, value=200)), lambda v: v.legal_actions[0]
    )
    result = t.round_result(end)
    assert (result.dark, result.contract, result.multiplier) == (True, 200, 2)
    assert result.score_changes[1] in (400, -400)


@rule("C14")
def test_the_first_hand_above_120_needs_a_dark_cap_above_120() -> None:
    capped = BiddingRules(blind_bidding=BlindBidding.FIRST_HAND, blind_first_hand_any=True)
    assert problem_fields(bidding=capped) == {"bidding.blind_first_hand_any"}
    anyone = attrs.evolve(capped, blind_bidding=BlindBidding.ANYONE, blind_bids_capped=False)
    assert problem_fields(bidding=anyone) == {"bidding.blind_first_hand_any"}
    off = BiddingRules(blind_first_hand_any=True)
    assert problem_fields(bidding=off) == {"bidding.blind_first_hand_any"}
    # The cap none leaves the dark cap at the maximum bid: capped or not, it may rise.
    none = attrs.evolve(capped, cap=BidCap.NONE)
    assert dark_bids(start(LAB, Rules(redeal=NO_REDEAL, bidding=none)))[-1] == 300


# --- G20: the golden round with an auction -------------------------------------------------

GOLDEN_BIDDING = Rules(game_scoring=GameScoringRules(golden_round=True, golden_bidding=True))


@rule("G20")
def test_a_golden_deal_with_bidding_starts_at_a_compulsory_120() -> None:
    """pagat, "1000": "Some people begin a game with a "gold set", which is a set of three
    deals, one by each player, in which the minimum bid is 120." """
    state = t.apply(t.new_round(GOLDEN_BIDDING, 0, context=RoundContext(golden=1)), LAB)
    assert (state.phase, state.to_act, state.highest_bid) == (Phase.BIDDING, 2, (1, 120))
    assert (state.golden, state.multiplier) == (True, 2)
    assert open_bids(state) == [125]
    assert_illegal(state, Bid(seat=2, value=120), Reason.BID_TOO_LOW)
    state = bid(state, "125 p p")
    assert (state.declarer, state.contract, state.talon_shown) == (2, 125, True)
    state = give(state, {1: "9s", 0: "Jc"})
    # The contract may be raised (D3), up to seat 2's cap with diamonds: 200.
    assert contracts(state) == list(range(125, 205, 5))


@rule("G20")
def test_the_golden_player_plays_120_when_the_others_pass() -> None:
    state = t.apply(t.new_round(GOLDEN_BIDDING, 0, context=RoundContext(golden=1)), LAB)
    state = bid(state, "p p")
    assert (state.declarer, state.contract, state.talon_shown) == (1, 120, True)
    state = give(state, LAB_GIFTS)
    assert contracts(state)[:2] == [120, 125]


@rule("G20")
@rule("G13")
def test_nobody_making_the_golden_deals_with_bidding_resets_nothing() -> None:
    g = t.new_game(GOLDEN_BIDDING, first_dealer=0)
    assert g.golden_seat == 1
    # The golden deal is won by another seat than the golden player, above 120.
    g = record(g, failed(2, 125, golden=True))
    assert g.golden_seat == 2
    g = record(g, failed(2, 120, golden=True))  # the golden player's own 120
    assert g.golden_seat == 0
    g = record(g, failed(1, 130, golden=True))
    assert g.golden_seat is None
    # Each failure costs the contract doubled; each defence scores its 40 doubled.
    assert g.scores == (80 + 80 + 80, 80 + 80 - 260, -250 - 240 + 80)
    assert all(
        t.EventKind.GOLDEN_RESET not in [e.kind for e in r.events[s]]
        for r in g.results
        for s in range(3)
    )
    # Without the auction (G13) the same deals reset every score.
    reset = t.new_game(Rules(game_scoring=GameScoringRules(golden_round=True)), first_dealer=0)
    reset = record(
        reset, failed(1, 120, golden=True), failed(2, 120, golden=True), failed(0, 120, golden=True)
    )
    assert reset.scores == (0, 0, 0)


@rule("G20")
def test_a_golden_result_with_bidding_is_checked_against_the_golden_120() -> None:
    g = t.new_game(GOLDEN_BIDDING, first_dealer=0)  # seat 1 holds the golden 120
    with pytest.raises(t.SummaryError) as raised:
        record(g, failed(2, 120, golden=True))  # seat 2 must have outbid it
    assert raised.value.reason is Reason.CONTRACT_BELOW_BID
    with pytest.raises(t.SummaryError) as raised:
        record(g, failed(1, 115, golden=True))
    assert raised.value.reason is Reason.CONTRACT_BELOW_BID
    with pytest.raises(t.SummaryError) as raised:
        record(g, failed(2, 125))  # the deal is golden
    assert raised.value.reason is Reason.GOLDEN_MISMATCH


@rule("G20")
def test_golden_bidding_belongs_to_a_golden_round() -> None:
    assert problem_fields(game_scoring=GameScoringRules(golden_bidding=True)) == {
        "game_scoring.golden_bidding"
    }
    Rules(game_scoring=GameScoringRules(golden_round=True, golden_bidding=True))


# --- C4: pagat's rising bids ----------------------------------------------------------------


@rule("C4")
def test_pagat_each_bid_must_exceed_the_one_before_it_by_a_multiple_of_five() -> None:
    """pagat, "1000" (an English copy, "Card game one thousand"): "Each bid must exceed the
    one before it."; its paraphrase on lodige.com: "The minimum bid is 100, and increases
    in multiples of five (100, 105, 110, 115, 120, etc)". That is ``bid_jumps`` with the
    step of 5."""
    rules = Rules(bidding=BiddingRules(bid_step=5, bid_jumps=True))
    state = start(LAB, rules)
    assert_illegal(state, Bid(seat=2, value=100), Reason.BID_TOO_LOW)  # not above 100
    assert_illegal(state, Bid(seat=2, value=127), Reason.BID_OFF_STEP)
    state = assert_legal(state, Bid(seat=2, value=150))  # a jump of 50
    assert_illegal(state, Bid(seat=0, value=150), Reason.BID_TOO_LOW)  # equal: not above
    assert open_bids(state) == list(range(155, 185, 5))  # seat 0: clubs, cap 180


# --- whole games under each setting ---------------------------------------------------------

VARIANTS = {
    "C12 before_talon": BEFORE,
    "C12 two players": Rules(
        dealing=t.DealingRules(players=2),
        talon=TalonRules(contract_timing=ContractTiming.BEFORE_TALON),
    ),
    "C12 four players, dark": Rules(
        dealing=t.DealingRules(players=4),
        bidding=BiddingRules(blind_bidding=BlindBidding.ANYONE),
        talon=TalonRules(contract_timing=ContractTiming.BEFORE_TALON),
    ),
    "C13 max_contract": Rules(bidding=BiddingRules(cap=BidCap.NONE, max_bid=120, max_contract=300)),
    "C14 first hand above 120": FIRST_ANY,
    "G20 golden bidding": GOLDEN_BIDDING,
    "G20 golden bidding, before_talon": Rules(
        talon=TalonRules(contract_timing=ContractTiming.BEFORE_TALON),
        game_scoring=GameScoringRules(golden_round=True, golden_bidding=True),
    ),
}


@rule("C12")
@rule("C13")
@rule("C14")
@rule("G20")
@pytest.mark.parametrize("name", list(VARIANTS))
def test_whole_games_between_simple_bots_end(name: str) -> None:
    for seed in range(3):
        game = whole_game(VARIANTS[name], seed)
        assert game.is_over, (name, seed, game.scores)


@rule("C12")
@rule("C14")
@rule("G20")
@pytest.mark.parametrize("name", list(VARIANTS))
def test_the_search_bot_plays_deals_legally_under_each_variant(name: str) -> None:
    rules = VARIANTS[name]
    game = t.new_game(rules)
    rng = random.Random(5)
    for deal in range(2):
        state = t.next_round(game, rng)
        bots = [t.bots.SearchBot(worlds=1, seed=deal * 10 + s) for s in range(rules.players)]
        end = t.bots.play_to_end(state, bots, rng)  # apply refuses an illegal action
        assert t.is_over(end)
        game = t.record_round(game, t.round_result(end))


@rule("C12")
@rule("C13")
@rule("C14")
@rule("G20")
@pytest.mark.parametrize("name", list(VARIANTS))
def test_records_of_games_under_each_variant_replay_and_round_trip(name: str) -> None:
    rules = VARIANTS[name]
    rng = random.Random(8)
    game = t.new_game(rules)
    deals = []
    for _ in range(6):
        if game.is_over:
            break
        end = t.bots.play_to_end(t.next_round(game, rng), rng=rng)
        deals.append(end)
        game = t.record_round(game, t.round_result(end))
    by_cards = t.GameRecord(rules=rules, first_dealer=0, rounds=[t.record_of(s) for s in deals])
    by_summary = t.record_of(game)
    assert t.final_state(by_cards) == game
    assert t.final_state(by_summary) == game  # each summary passes the score keeper's checks
    for kept in (by_cards, by_summary):
        text = dumps(kept)
        assert loads(text, t.GameRecord) == kept
        jsonschema.validate(json.loads(text), documents()["game.schema.json"])
    for end in deals:
        deal = t.record_of(end)
        assert t.parse_record(t.format_record(deal)) == deal
