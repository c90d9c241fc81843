"""The auction: who bids when, the step, the maximum, the cap, passing, taking the talon.

Rules: core.dealer_rotation (the obligatory bid left of each dealer), core.pass_final,
C1, C2, C4, C5, C6, C10, D1; plus the phase and turn checks of every action.
"""

from __future__ import annotations

import pytest

import thousand as t
from helpers.rounds import (
    CLASSIC,
    LAB,
    LAB_GIFTS,
    assert_illegal,
    assert_legal,
    bid,
    card,
    complete_deal,
    declare,
    give,
    start,
    untyped,
)
from thousand import (
    Bid,
    BidCap,
    BiddingRules,
    Concede,
    DeclareContract,
    GiveCard,
    MarriageValues,
    Pass,
    Phase,
    PlayCard,
    PlayRules,
    Reason,
    RoundState,
    Rules,
)

# --- core.dealer_rotation, C1, C2: who holds the hundred and who opens --------------------


@pytest.mark.rule("core.dealer_rotation")
@pytest.mark.rule("C1")
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_obligatory_bid_is_left_of_each_dealer(dealer: int) -> None:
    # Seed 000: "The player sitting to the left of the dealer is always "obliged" to score
    # 100 points in the game ("obligatory hundred")".
    holder = (dealer + 1) % 3
    state = start(LAB, dealer=dealer)
    assert state.dealer == dealer
    assert state.obligatory_bidder == holder
    assert state.highest_bid == (holder, 100)


@pytest.mark.rule("core.dealer_rotation")
@pytest.mark.rule("C2")
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_auction_opens_with_the_player_after_the_hundred(dealer: int) -> None:
    # Seed 000: "The first to have the word is the player following the "sitting on a
    # hundred" clockwise." In three-handed play that is the dealer's right.
    opener = (dealer + 2) % 3
    state = start(LAB, dealer=dealer)
    assert state.to_act == opener
    assert t.to_act(state) == opener
    assert t.legal_actions(state) == (Bid(seat=opener, value=105), Pass(seat=opener))


@pytest.mark.rule("core.dealer_rotation")
@pytest.mark.rule("C1")
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_hundred_holder_plays_100_when_all_others_pass(dealer: int) -> None:
    # Seed 001: "Player to the left of the dealer, referred to as the «first hand» and is
    # obliged to declare a bet of at least 100 points."
    holder = (dealer + 1) % 3
    state = bid(start(LAB, dealer=dealer), "p p")
    assert state.phase is Phase.EXCHANGE
    assert state.declarer == holder
    assert state.contract == 100
    assert state.to_act == holder
    assert state.passed == frozenset({dealer, (dealer + 2) % 3})


@pytest.mark.rule("C2")
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_auction_goes_clockwise(dealer: int) -> None:
    # Seed 000: "Further trading in a thousand takes place clockwise."
    state = start(LAB, dealer=dealer)
    order = []
    for value in (105, 110, 115, 120):
        seat = state.to_act
        assert seat is not None
        order.append(seat)
        state = t.apply(state, Bid(seat=seat, value=value))
    opener = (dealer + 2) % 3
    assert order == [opener, dealer, (dealer + 1) % 3, opener]


@pytest.mark.rule("C1")
@pytest.mark.rule("C2")
@pytest.mark.parametrize("seat", [0, 1])
def test_only_the_opener_may_act_first(seat: int) -> None:
    state = start(LAB)
    violation = assert_illegal(state, Bid(seat=seat, value=105), Reason.NOT_YOUR_TURN)
    assert violation.seat == seat
    assert ("to_act", 2) in violation.details
    assert_illegal(state, Pass(seat=seat), Reason.NOT_YOUR_TURN)


@pytest.mark.rule("C1")
def test_hundred_holder_may_give_up_the_hundred_after_a_bid() -> None:
    state = bid(start(LAB), "105 p")
    assert state.to_act == 1
    state = assert_legal(state, Pass(seat=1))
    assert state.declarer == 2
    assert state.contract == 105


@pytest.mark.rule("C1")
def test_hundred_holder_may_outbid() -> None:
    state = bid(start(LAB), "105 p 110 p")
    assert state.declarer == 1
    assert state.contract == 110


# --- core.pass_final ----------------------------------------------------------------------


@pytest.mark.rule("core.pass_final")
def test_a_pass_is_final() -> None:
    # Seed 000: "the player having once said "pass" is no longer entitled to bargain in
    # this rally."
    state = bid(start(LAB), "p 105 110")
    assert state.to_act == 0
    assert state.passed == frozenset({2})
    violation = assert_illegal(state, Bid(seat=2, value=115), Reason.ALREADY_PASSED)
    assert violation.seat == 2
    assert_illegal(state, Pass(seat=2), Reason.ALREADY_PASSED)


@pytest.mark.rule("core.pass_final")
def test_passed_seat_is_skipped_in_turn() -> None:
    state = bid(start(LAB), "105 p 110 115")
    # seat 0 passed: after seat 2's 115 the turn goes straight to seat 1
    assert state.to_act == 1
    state = bid(state, "120")
    assert state.to_act == 2
    assert_illegal(state, Bid(seat=0, value=125), Reason.ALREADY_PASSED)


@pytest.mark.rule("core.pass_final")
def test_auction_ends_when_all_but_one_have_passed() -> None:
    state = bid(start(LAB), "105 110 115 p")
    assert state.phase is Phase.BIDDING
    state = bid(state, "p")
    assert state.phase is Phase.EXCHANGE
    assert state.declarer == 1
    assert state.contract == 115
    assert state.passed == frozenset({2, 0})


# --- C4: the bid step ---------------------------------------------------------------------


@pytest.mark.rule("C4")
@pytest.mark.parametrize(
    ("value", "reason"),
    [
        (100, Reason.BID_TOO_LOW),
        (95, Reason.BID_TOO_LOW),
        (0, Reason.BID_TOO_LOW),
        (-105, Reason.BID_TOO_LOW),
        (104, Reason.BID_TOO_LOW),
        (106, Reason.BID_OFF_STEP),
        (110, Reason.BID_OFF_STEP),
        (150, Reason.BID_OFF_STEP),
        (300, Reason.BID_OFF_STEP),
    ],
)
def test_first_bid_must_be_exactly_105(value: int, reason: Reason) -> None:
    # Seed 000: "The bidding step is strictly limited to 5 points, no matter how good or
    # bad your cards are. ... he says "five", which means a statement of the game in 105
    # points."
    violation = assert_illegal(start(LAB), Bid(seat=2, value=value), reason)
    assert ("next_bid", 105) in violation.details
    assert ("standing_bid", 100) in violation.details
    assert "105" in violation.message


@pytest.mark.rule("C4")
def test_first_bid_of_105_is_legal() -> None:
    state = assert_legal(start(LAB), Bid(seat=2, value=105))
    assert state.highest_bid == (2, 105)
    assert state.bids == (Bid(seat=2, value=105),)


@pytest.mark.rule("C4")
@pytest.mark.parametrize(
    ("value", "reason"),
    [(105, Reason.BID_TOO_LOW), (100, Reason.BID_TOO_LOW), (115, Reason.BID_OFF_STEP)],
)
def test_each_bid_tops_the_standing_bid_by_exactly_5(value: int, reason: Reason) -> None:
    state = bid(start(LAB), "105")
    assert_illegal(state, Bid(seat=0, value=value), reason)
    assert t.legal_actions(state) == (Bid(seat=0, value=110), Pass(seat=0))
    assert assert_legal(state, Bid(seat=0, value=110)).highest_bid == (0, 110)


@pytest.mark.rule("C4")
def test_bid_step_setting_changes_the_next_bid() -> None:
    rules = Rules(bidding=BiddingRules(bid_step=10))
    state = start(LAB, rules)
    assert_illegal(state, Bid(seat=2, value=105), Reason.BID_TOO_LOW)
    assert_illegal(state, Bid(seat=2, value=120), Reason.BID_OFF_STEP)
    assert assert_legal(state, Bid(seat=2, value=110)).highest_bid == (2, 110)


# --- C5: the maximum bid ------------------------------------------------------------------


@pytest.mark.rule("C5")
@pytest.mark.rule("core.round_max")
def test_auction_can_reach_300_and_no_further() -> None:
    # Seed 000: "The maximum possible bet value is 300 points."
    rules = Rules(bidding=BiddingRules(cap=BidCap.NONE))
    state = start(LAB, rules)
    for value in range(105, 305, 5):
        seat = state.to_act
        assert seat is not None
        state = assert_legal(state, Bid(seat=seat, value=value))
    assert state.highest_bid is not None
    assert state.highest_bid[1] == 300
    seat = state.to_act
    assert seat is not None
    violation = assert_illegal(state, Bid(seat=seat, value=305), Reason.BID_ABOVE_MAX)
    assert ("max_bid", 300) in violation.details
    assert t.legal_actions(state) == (Pass(seat=seat),)
    state = bid(state, "p p")
    assert state.contract == 300


@pytest.mark.rule("C5")
def test_max_bid_setting_is_the_limit() -> None:
    # No barrel: with a maximum of 110 nobody could win from it (G5), which Rules refuses.
    rules = Rules(
        bidding=BiddingRules(cap=BidCap.NONE, max_bid=110),
        game_scoring=t.GameScoringRules(barrel_threshold=None),
    )
    state = bid(start(LAB, rules), "105 110")
    assert_illegal(state, Bid(seat=1, value=115), Reason.BID_ABOVE_MAX)
    assert t.legal_actions(state) == (Pass(seat=1),)


# --- C6: the cap on bids ------------------------------------------------------------------

# Seat 2's hand, and the cap it gives under `marriages_in_hand`. Seed 003, rule 8:
# «игрок не может делать ставку более 120 очков, не имея на руках марьяжа; ... более 160
# очков, если имеет на руках только пиковый марьяж; ... более 180 очков, если имеет на руках
# только трефовый марьяж; ... более 200 очков, если имеет на руках только бубновый марьяж;
# ... более 220 очков, если имеет на руках только червовый марьяж. При наличии двух и более
# марьяжей ограничение увеличивается соответственно сумме номиналов марьяжей.»
CAP_HANDS = [
    ("As Ks Ac Kc Ad Kd 9h", 120),  # kings without queens: no marriage
    ("Ks Qh Kc Qd Ad Ah As", 120),  # kings and queens of different suits: no marriage
    ("Ks Qs Ac Tc Ad 9h Jh", 160),  # spades
    ("Kc Qc As Ts Ad 9h Jh", 180),  # clubs
    ("Kd Qd As Ts Ac 9h Jh", 200),  # diamonds
    ("Kh Qh As Ts Ac 9d Jd", 220),  # hearts
    ("Ks Qs Kc Qc Ad 9h Jh", 220),  # spades + clubs = 100
    ("Ks Qs Kh Qh Ad 9c Jc", 260),  # spades + hearts = 140
    ("Kc Qc Kd Qd As 9h Jh", 260),  # clubs + diamonds = 140
    ("Ks Qs Kd Qd As 9h Jh", 240),  # spades + diamonds = 120
    ("Kd Qd Kh Qh As 9c Jc", 300),  # diamonds + hearts = 180
    ("Ks Qs Kc Qc Kd Qd Ah", 300),  # spades + clubs + diamonds = 180
    ("Kc Qc Kd Qd Kh Qh As", 300),  # clubs + diamonds + hearts = 240, capped at 300
    ("Ks Qs Kc Qc Kh Qh As", 300),  # spades + clubs + hearts = 200, capped at 300
]


def _rules(
    cap: BidCap = BidCap.MARRIAGES_IN_HAND, *, min_bid: int = 100, max_bid: int = 300
) -> Rules:
    return Rules(bidding=BiddingRules(cap=cap, min_bid=min_bid, max_bid=max_bid))


@pytest.mark.rule("C6")
@pytest.mark.parametrize(("hand", "cap"), CAP_HANDS)
def test_cap_by_marriages_in_hand_allows_the_cap(hand: str, cap: int) -> None:
    # The obligatory bid is set just below the cap, so seat 2's first bid is the cap.
    state = start(complete_deal({2: hand}), _rules(min_bid=cap - 5))
    after = assert_legal(state, Bid(seat=2, value=cap))
    assert after.highest_bid == (2, cap)


@pytest.mark.rule("C6")
@pytest.mark.parametrize(("hand", "cap"), [(h, c) for h, c in CAP_HANDS if c < 300])
def test_cap_by_marriages_in_hand_refuses_5_more(hand: str, cap: int) -> None:
    state = start(complete_deal({2: hand}), _rules(min_bid=cap))
    violation = assert_illegal(state, Bid(seat=2, value=cap + 5), Reason.BID_ABOVE_CAP)
    assert ("cap", cap) in violation.details
    assert f"at most {cap}" in violation.message
    assert t.legal_actions(state) == (Pass(seat=2),)


@pytest.mark.rule("C6")
@pytest.mark.rule("C5")
@pytest.mark.rule("core.round_max")
def test_cap_by_marriages_never_exceeds_300() -> None:
    state = start(complete_deal({2: "Kc Qc Kd Qd Kh Qh As"}), _rules(min_bid=300))
    assert_illegal(state, Bid(seat=2, value=305), Reason.BID_ABOVE_MAX)


@pytest.mark.rule("C6")
def test_cap_by_marriages_sums_all_marriages_held() -> None:
    # Three marriages are 120 + 240 = 360: visible when the maximum bid allows it.
    rules = _rules(min_bid=355, max_bid=400)
    state = start(complete_deal({2: "Kc Qc Kd Qd Kh Qh As"}), rules)
    assert_legal(state, Bid(seat=2, value=360))
    rules = _rules(min_bid=360, max_bid=400)
    state = start(complete_deal({2: "Kc Qc Kd Qd Kh Qh As"}), rules)
    violation = assert_illegal(state, Bid(seat=2, value=365), Reason.BID_ABOVE_CAP)
    assert ("cap", 360) in violation.details


@pytest.mark.rule("C6")
def test_cap_in_a_real_auction_stops_a_seat_without_marriage_at_120() -> None:
    # Seat 0 holds kings but no queen; the others bid around it.
    state = bid(start(complete_deal({0: "As Ks Ac Kc Ad Kd 9h"})), "105 110 115 120")
    assert state.to_act == 0
    violation = assert_illegal(state, Bid(seat=0, value=125), Reason.BID_ABOVE_CAP)
    assert "without a marriage" in violation.message
    assert t.legal_actions(state) == (Pass(seat=0),)


@pytest.mark.rule("C6")
def test_cap_in_a_real_auction_stops_a_spades_marriage_at_160() -> None:
    deal = complete_deal(
        {
            0: "Kh Qh Ah Th 9h Jh Js",  # hearts: 220
            1: "Ks Qs As Ac Tc 9c Jc",  # spades only: 160
            2: "Kd Qd Ad Td 9d Jd 9s",  # diamonds: 200
        }
    )
    state = bid(start(deal), " ".join(str(v) for v in range(105, 160, 5)))
    assert state.to_act == 1
    state = assert_legal(state, Bid(seat=1, value=160))
    state = bid(state, "165 170")
    assert state.to_act == 1
    violation = assert_illegal(state, Bid(seat=1, value=175), Reason.BID_ABOVE_CAP)
    assert "spades" in violation.message
    assert ("cap", 160) in violation.details


@pytest.mark.rule("C6")
@pytest.mark.parametrize(
    ("hand", "value"),
    [
        ("Ks Qs Ac Tc Ad 9h Jh", 125),
        ("Ks Qs Ac Tc Ad 9h Jh", 165),
        ("Ks Qs Ac Tc Ad 9h Jh", 300),
        ("Kh Qh As Ts Ac 9d Jd", 300),
        ("As Ks Ac Kc Ad Kd 9h", 120),
    ],
)
def test_cap_marriage_above_120_allows(hand: str, value: int) -> None:
    # Seed 000: "it is forbidden to offer at the auction a price over 120 points without
    # having a margin on hand".
    state = start(complete_deal({2: hand}), _rules(BidCap.MARRIAGE_ABOVE_120, min_bid=value - 5))
    assert_legal(state, Bid(seat=2, value=value))


@pytest.mark.rule("C6")
@pytest.mark.parametrize("hand", ["As Ks Ac Kc Ad Kd 9h", "Ks Qh Kc Qd Ad Ah As"])
def test_cap_marriage_above_120_refuses_125_without_marriage(hand: str) -> None:
    state = start(complete_deal({2: hand}), _rules(BidCap.MARRIAGE_ABOVE_120, min_bid=120))
    violation = assert_illegal(state, Bid(seat=2, value=125), Reason.BID_ABOVE_CAP)
    assert ("cap", 120) in violation.details


@pytest.mark.rule("C6")
@pytest.mark.parametrize("value", [125, 200, 300])
def test_cap_none_lets_a_hand_without_marriage_bid_to_300(value: int) -> None:
    hand = "As Ks Ac Kc Ad Kd 9h"
    state = start(complete_deal({2: hand}), _rules(BidCap.NONE, min_bid=value - 5))
    assert_legal(state, Bid(seat=2, value=value))


@pytest.mark.rule("C6")
def test_cap_none_still_stops_at_the_maximum() -> None:
    state = start(complete_deal({2: "As Ks Ac Kc Ad Kd 9h"}), _rules(BidCap.NONE, min_bid=300))
    assert_illegal(state, Bid(seat=2, value=305), Reason.BID_ABOVE_MAX)


@pytest.mark.rule("C6")
@pytest.mark.rule("E2")
@pytest.mark.parametrize(
    ("values", "cap"),
    [
        (MarriageValues(spades=50), 170),
        (MarriageValues(spades=0), 120),
        (MarriageValues(spades=100, hearts=40), 220),
    ],
)
def test_cap_follows_the_marriage_table(values: MarriageValues, cap: int) -> None:
    hand = "Ks Qs Ac Tc Ad 9h Jh"  # spades only
    rules = Rules(bidding=BiddingRules(min_bid=cap - 5), play=PlayRules(marriage_values=values))
    assert_legal(start(complete_deal({2: hand}), rules), Bid(seat=2, value=cap))
    rules = Rules(bidding=BiddingRules(min_bid=cap), play=PlayRules(marriage_values=values))
    state = start(complete_deal({2: hand}), rules)
    assert_illegal(state, Bid(seat=2, value=cap + 5), Reason.BID_ABOVE_CAP)


# --- C10 and D1: taking the talon, shown or hidden ----------------------------------------


@pytest.mark.rule("C10")
@pytest.mark.rule("D1")
@pytest.mark.parametrize(
    ("auction", "declarer", "contract", "shown"),
    [
        ("p p", 1, 100, False),  # on the hundred, unopposed: hidden
        ("105 p p", 2, 105, True),
        ("p 105 p", 0, 105, True),
        ("105 p 110 p", 1, 110, True),  # the holder won, but not at the hundred
        ("p 105 110 p", 1, 110, True),
    ],
)
def test_talon_is_shown_unless_taken_on_the_hundred(
    auction: str, declarer: int, contract: int, shown: bool
) -> None:
    # Seed 003, rule 12: «Если игрок, «сидящий на сотне», выигрывает торговлю (то есть
    # остальные игроки сразу сказали «пас»), то прикуп не показывается.» Seed 001:
    # "Winning bidder takes buy-and shows it to other players".
    state = bid(start(LAB), auction)
    assert state.phase is Phase.EXCHANGE
    assert state.declarer == declarer
    assert state.contract == contract
    assert state.talon_shown is shown


@pytest.mark.rule("C10")
@pytest.mark.rule("D1")
def test_talon_on_the_hundred_is_shown_when_c10_is_off() -> None:
    rules = Rules(bidding=BiddingRules(talon_hidden_on_hundred=False))
    state = bid(start(LAB, rules), "p p")
    assert state.declarer == 1
    assert state.talon_shown is True


@pytest.mark.rule("D1")
@pytest.mark.parametrize(("auction", "declarer"), [("p p", 1), ("105 p p", 2), ("p 105 p", 0)])
def test_declarer_takes_the_talon_into_the_hand(auction: str, declarer: int) -> None:
    before = start(LAB)
    state = bid(before, auction)
    assert set(state.hand(declarer)) == set(before.hand(declarer)) | set(before.talon)
    assert len(state.hand(declarer)) == 10
    assert state.talon == before.talon
    for seat in range(3):
        if seat != declarer:
            assert state.hand(seat) == before.hand(seat)


# --- phases and turns ---------------------------------------------------------------------


def _states() -> dict[str, RoundState]:
    exchange = bid(start(LAB), "p p")
    contract = give(exchange, LAB_GIFTS)
    return {
        "dealing": t.new_round(CLASSIC),
        "bidding": start(LAB),
        "exchange": exchange,
        "contract": contract,
        "playing": declare(contract),
        "over": t.apply(exchange, Concede(seat=1)),
    }


_BID = Bid(seat=1, value=105)
_PASS = Pass(seat=1)
_GIVE = GiveCard(seat=1, to=2, card=card("Ah"))
_CONTRACT = DeclareContract(seat=1, value=100)
_CONCEDE = Concede(seat=1)
_PLAY = PlayCard(seat=1, card=card("Ah"))


@pytest.mark.parametrize(
    ("phase", "action", "reason"),
    [
        ("dealing", _BID, Reason.DEAL_EXPECTED),
        ("dealing", _PASS, Reason.DEAL_EXPECTED),
        ("dealing", _GIVE, Reason.DEAL_EXPECTED),
        ("dealing", _CONTRACT, Reason.DEAL_EXPECTED),
        ("dealing", _CONCEDE, Reason.DEAL_EXPECTED),
        ("dealing", _PLAY, Reason.DEAL_EXPECTED),
        ("bidding", GiveCard(seat=2, to=0, card=card("Ad")), Reason.WRONG_PHASE),
        ("bidding", DeclareContract(seat=2, value=105), Reason.WRONG_PHASE),
        ("bidding", Concede(seat=2), Reason.WRONG_PHASE),
        ("bidding", PlayCard(seat=2, card=card("Ad")), Reason.WRONG_PHASE),
        ("exchange", _BID, Reason.WRONG_PHASE),
        ("exchange", _PASS, Reason.WRONG_PHASE),
        ("exchange", _CONTRACT, Reason.WRONG_PHASE),
        ("exchange", _PLAY, Reason.WRONG_PHASE),
        ("contract", _BID, Reason.WRONG_PHASE),
        ("contract", _PASS, Reason.WRONG_PHASE),
        ("contract", _GIVE, Reason.WRONG_PHASE),
        ("contract", _PLAY, Reason.WRONG_PHASE),
        ("playing", _BID, Reason.WRONG_PHASE),
        ("playing", _PASS, Reason.WRONG_PHASE),
        ("playing", _GIVE, Reason.WRONG_PHASE),
        ("playing", _CONTRACT, Reason.WRONG_PHASE),
        # D4: at the first lead the declarer (seat 1) may still concede; seat 2 may not.
        ("playing", Concede(seat=2), Reason.NOT_YOUR_TURN),
        ("over", _BID, Reason.ROUND_OVER),
        ("over", _PASS, Reason.ROUND_OVER),
        ("over", _GIVE, Reason.ROUND_OVER),
        ("over", _CONTRACT, Reason.ROUND_OVER),
        ("over", _CONCEDE, Reason.ROUND_OVER),
        ("over", _PLAY, Reason.ROUND_OVER),
        ("over", LAB, Reason.ROUND_OVER),
    ],
)
def test_action_outside_its_phase_is_refused(phase: str, action: object, reason: Reason) -> None:
    state = _states()[phase]
    assert state.phase.value == phase
    assert_illegal(state, action, reason)


def test_nothing_is_legal_at_the_chance_node_or_when_over() -> None:
    states = _states()
    assert t.legal_actions(states["dealing"]) == ()
    assert t.is_chance(states["dealing"])
    assert t.to_act(states["dealing"]) is None
    assert t.legal_actions(states["over"]) == ()
    assert t.is_over(states["over"])
    assert t.to_act(states["over"]) is None


@pytest.mark.parametrize(
    "action",
    [
        Bid(seat=untyped("2"), value=105),
        Bid(seat=3, value=105),
        Bid(seat=-1, value=105),
        Bid(seat=untyped(None), value=105),
        Bid(seat=2, value=untyped("105")),
        Bid(seat=2, value=untyped(105.0)),
        Bid(seat=2, value=untyped(None)),
        Bid(seat=2, value=untyped(True)),
        Pass(seat=untyped("2")),
        Pass(seat=untyped(2.0)),
        Pass(seat=7),
        "Pass(seat=2)",
        None,
        105,
    ],
    ids=repr,
)
def test_malformed_bidding_action_is_refused_not_a_crash(action: object) -> None:
    assert_illegal(start(LAB), action, Reason.MALFORMED_ACTION)


def test_bool_seat_does_not_pass_for_seat_one() -> None:
    state = bid(start(LAB), "105 p")
    assert state.to_act == 1
    assert_illegal(state, Bid(seat=untyped(True), value=110), Reason.MALFORMED_ACTION)
    assert_illegal(state, Pass(seat=untyped(True)), Reason.MALFORMED_ACTION)


def test_legal_bidding_actions_are_the_next_bid_and_pass() -> None:
    state = bid(start(LAB), "105 110")
    assert t.legal_actions(state) == (Bid(seat=1, value=115), Pass(seat=1))
    for action in t.legal_actions(state):
        assert t.is_legal(state, action)


# --- C3: the minimum bid -------------------------------------------------------------------


@pytest.mark.rule("C3")
@pytest.mark.rule("C1")
def test_minimum_bid_100_is_the_obligatory_bid() -> None:
    # Seed 000: "Someone has a minimum number of 50, and someone has 100."
    state = start(LAB)
    assert state.highest_bid == (1, 100)
    assert t.legal_actions(state) == (Bid(seat=2, value=105), Pass(seat=2))


@pytest.mark.rule("C3")
def test_minimum_bid_50_opens_the_auction_at_50() -> None:
    rules = Rules(bidding=BiddingRules(min_bid=50))
    state = start(LAB, rules)
    assert state.highest_bid == (1, 50)
    assert t.legal_actions(state) == (Bid(seat=2, value=55), Pass(seat=2))
    assert_illegal(state, Bid(seat=2, value=105), Reason.BID_OFF_STEP)
    # Everybody passes: the holder plays the minimum, 50, and the talon stays hidden (C10).
    state = bid(state, "p p")
    assert (state.declarer, state.contract, state.talon_shown) == (1, 50, False)


@pytest.mark.rule("C3")
def test_minimum_bid_must_be_a_positive_multiple_of_the_step() -> None:
    with pytest.raises(t.RulesError) as error:
        Rules(bidding=BiddingRules(min_bid=52))
    assert [p.field for p in error.value.problems] == ["bidding.min_bid"]
