# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""After the auction: giving cards, declaring the contract, conceding, the first lead.

Rules: D2, D3, D4, core.raise_only, core.declarer_leads, C4 (the contract may be raised
to any multiple of 5), C6 (the cap on the contract is computed after the exchange).
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
    cards,
    complete_deal,
    declare,
    give,
    play,
    start,
    through_contract,
    untyped,
)
from thousand import (
    DECK,
    BidCap,
    BiddingRules,
    Concede,
    DeclareContract,
    GiveCard,
    Phase,
    PlayCard,
    Reason,
    RoundState,
    Rules,
    TalonRules,
)


def _exchange(rules: Rules = CLASSIC) -> RoundState:
    """LAB after "p p": p2 holds Ah Kh Qh As Ks Qs 9c 9s Js Jc and gives two cards."""
    return bid(start(LAB, rules), "p p")


def _contract(rules: Rules = CLASSIC) -> RoundState:
    """LAB after the exchange: p2 holds Ah Kh Qh As Ks Qs 9c Js (cap 260)."""
    return give(_exchange(rules), LAB_GIFTS)


# --- D2: the exchange ---------------------------------------------------------------------


@pytest.mark.rule("D2")
def test_exchange_offers_each_card_to_each_opponent_then_concede() -> None:
    # Seed 000: "After evaluating 10 cards that are in the player's hands, the player must
    # give one card he does not need to each of the opponents."
    state = _exchange()
    hand = state.hand(1)
    assert len(hand) == 10
    expected = [GiveCard(seat=1, to=to, card=c) for to in (2, 0) for c in hand]
    # B1: LAB's talon (9s Js Jc) holds 4 points: the declarer may also claim a redeal.
    claim = t.ClaimRedeal(seat=1, condition=t.RedealCondition.TALON_POINTS_BELOW)
    assert list(t.legal_actions(state)) == [*expected, Concede(seat=1), claim]


@pytest.mark.rule("D2")
def test_giving_moves_one_card_to_the_opponent() -> None:
    state = _exchange()
    before2 = state.hand(2)
    state = assert_legal(state, GiveCard(seat=1, to=2, card=card("9s")))
    assert state.phase is Phase.EXCHANGE
    assert state.to_act == 1
    assert card("9s") not in state.hand(1)
    assert set(state.hand(2)) == {*before2, card("9s")}
    assert [len(state.hand(s)) for s in range(3)] == [7, 9, 8]
    # seat 2 has its card: only seat 0 is still owed one
    hand = state.hand(1)
    assert list(t.legal_actions(state)) == [
        *(GiveCard(seat=1, to=0, card=c) for c in hand),
        Concede(seat=1),
        t.ClaimRedeal(seat=1, condition=t.RedealCondition.TALON_POINTS_BELOW),
    ]


@pytest.mark.rule("D2")
def test_after_both_gifts_every_hand_holds_eight() -> None:
    state = _contract()
    assert state.phase is Phase.CONTRACT
    assert state.to_act == 1
    assert [len(state.hand(s)) for s in range(3)] == [8, 8, 8]
    assert sorted(c for s in range(3) for c in state.hand(s)) == list(DECK)
    assert set(state.hand(1)) == set(cards("Ah Kh Qh As Ks Qs 9c Js"))
    assert card("Jc") in state.hand(0)
    assert card("9s") in state.hand(2)


@pytest.mark.rule("D2")
def test_gifts_may_go_in_either_order() -> None:
    first = give(_exchange(), {2: "9s", 0: "Jc"})
    second = give(_exchange(), {0: "Jc", 2: "9s"})
    assert first.hands == second.hands
    assert first.phase is second.phase is Phase.CONTRACT


@pytest.mark.rule("D2")
def test_a_second_card_to_the_same_opponent_is_refused() -> None:
    state = give(_exchange(), {2: "9s"})
    violation = assert_illegal(state, GiveCard(seat=1, to=2, card=card("Js")), Reason.ALREADY_GIVEN)
    assert "p3" in violation.message


@pytest.mark.rule("D2")
def test_the_declarer_cannot_give_to_himself() -> None:
    assert_illegal(_exchange(), GiveCard(seat=1, to=1, card=card("9s")), Reason.NOT_AN_OPPONENT)


@pytest.mark.rule("D2")
@pytest.mark.parametrize("text", ["Ad", "Ac", "Th"])
def test_a_card_not_held_cannot_be_given(text: str) -> None:
    violation = assert_illegal(
        _exchange(), GiveCard(seat=1, to=2, card=card(text)), Reason.CARD_NOT_IN_HAND
    )
    assert text in violation.message


@pytest.mark.rule("D2")
def test_only_the_declarer_gives() -> None:
    assert_illegal(_exchange(), GiveCard(seat=2, to=0, card=card("Ad")), Reason.NOT_YOUR_TURN)


@pytest.mark.parametrize(
    "action",
    [
        GiveCard(seat=1, to=untyped("2"), card=card("9s")),
        GiveCard(seat=1, to=5, card=card("9s")),
        GiveCard(seat=1, to=-1, card=card("9s")),
        GiveCard(seat=1, to=2, card=untyped(5)),
        GiveCard(seat=1, to=2, card=untyped("9s")),
        GiveCard(seat=1, to=2, card=untyped(None)),
        GiveCard(seat=untyped("1"), to=2, card=card("9s")),
        GiveCard(seat=untyped(True), to=2, card=card("9s")),
        Concede(seat=untyped("1")),
        Concede(seat=4),
    ],
    ids=repr,
)
def test_malformed_exchange_action_is_refused_not_a_crash(action: object) -> None:
    assert_illegal(_exchange(), action, Reason.MALFORMED_ACTION)


@pytest.mark.parametrize(
    "action",
    [
        DeclareContract(seat=1, value=untyped("110")),
        DeclareContract(seat=1, value=untyped(110.0)),
        DeclareContract(seat=1, value=untyped(None)),
        DeclareContract(seat=untyped("1"), value=100),
        DeclareContract(seat=9, value=100),
    ],
    ids=repr,
)
def test_malformed_contract_is_refused_not_a_crash(action: object) -> None:
    assert_illegal(_contract(), action, Reason.MALFORMED_ACTION)


# --- D3, core.raise_only, C4: the contract ------------------------------------------------


@pytest.mark.rule("D3")
@pytest.mark.rule("C6")
def test_contract_may_be_kept_or_raised_up_to_the_cap() -> None:
    # Seed 000: "After the cards are handed over to the opponents, the player who ordered
    # the game has the right to raise the bet." Seat 1 holds hearts and spades: 260.
    state = _contract()
    assert list(t.legal_actions(state)) == [
        *(DeclareContract(seat=1, value=v) for v in range(100, 265, 5)),
        Concede(seat=1),
    ]
    assert assert_legal(state, DeclareContract(seat=1, value=100)).contract == 100
    assert assert_legal(state, DeclareContract(seat=1, value=260)).contract == 260


@pytest.mark.rule("D3")
@pytest.mark.rule("C4")
@pytest.mark.parametrize("value", [105, 150, 195, 250])
def test_contract_may_jump_to_any_multiple_of_5(value: int) -> None:
    after = assert_legal(_contract(), DeclareContract(seat=1, value=value))
    assert after.contract == value
    assert after.phase is Phase.PLAYING


@pytest.mark.rule("C4")
@pytest.mark.parametrize("value", [101, 102, 107, 153])
def test_contract_off_the_step_is_refused(value: int) -> None:
    assert_illegal(_contract(), DeclareContract(seat=1, value=value), Reason.CONTRACT_OFF_STEP)


@pytest.mark.rule("core.raise_only")
@pytest.mark.parametrize("value", [95, 50, 0, -100])
def test_contract_cannot_be_lowered(value: int) -> None:
    # Seed 000: "can re-declare the cost of the game, but only upwards."
    violation = assert_illegal(
        _contract(), DeclareContract(seat=1, value=value), Reason.CONTRACT_BELOW_BID
    )
    assert ("bid", 100) in violation.details


@pytest.mark.rule("core.raise_only")
def test_contract_cannot_be_lowered_below_a_won_bid_of_125() -> None:
    state = give(bid(start(LAB), "105 p 110 115 120 125 p"), {1: "9h", 0: "Jh"})
    assert state.contract == 125
    assert_illegal(state, DeclareContract(seat=2, value=120), Reason.CONTRACT_BELOW_BID)
    assert_illegal(state, DeclareContract(seat=2, value=100), Reason.CONTRACT_BELOW_BID)
    assert assert_legal(state, DeclareContract(seat=2, value=125)).contract == 125


@pytest.mark.rule("D3")
@pytest.mark.rule("C6")
def test_contract_above_the_cap_is_refused() -> None:
    violation = assert_illegal(
        _contract(), DeclareContract(seat=1, value=265), Reason.CONTRACT_ABOVE_CAP
    )
    assert ("cap", 260) in violation.details


@pytest.mark.rule("D3")
@pytest.mark.rule("C5")
def test_contract_above_300_is_refused() -> None:
    rules = Rules(bidding=BiddingRules(cap=BidCap.NONE))
    assert assert_legal(_contract(rules), DeclareContract(seat=1, value=300)).contract == 300
    assert_illegal(_contract(rules), DeclareContract(seat=1, value=305), Reason.CONTRACT_ABOVE_MAX)


@pytest.mark.rule("D3")
def test_without_raise_after_exchange_only_the_bid_is_declared() -> None:
    rules = Rules(talon=TalonRules(raise_after_exchange=False))
    state = _contract(rules)
    assert list(t.legal_actions(state)) == [DeclareContract(seat=1, value=100), Concede(seat=1)]
    for value in (105, 150, 260):
        assert_illegal(state, DeclareContract(seat=1, value=value), Reason.RAISE_NOT_ALLOWED)
    assert_illegal(state, DeclareContract(seat=1, value=95), Reason.CONTRACT_BELOW_BID)
    assert assert_legal(state, DeclareContract(seat=1, value=100)).contract == 100


@pytest.mark.rule("D3")
def test_without_raise_after_exchange_a_won_bid_is_kept() -> None:
    rules = Rules(talon=TalonRules(raise_after_exchange=False))
    state = give(bid(start(LAB, rules), "105 p p"), {1: "9h", 0: "Jh"})
    assert list(t.legal_actions(state)) == [DeclareContract(seat=2, value=105), Concede(seat=2)]
    assert_illegal(state, DeclareContract(seat=2, value=110), Reason.RAISE_NOT_ALLOWED)


@pytest.mark.rule("C6")
def test_contract_cap_counts_a_marriage_completed_by_the_talon() -> None:
    # Seed 000: "This often happens when a good card or margin comes in the buy." Seat 1
    # holds Kh and finds Qh in the talon: 220 after the exchange, though 120 before it.
    deal = complete_deal({1: "Kh As Ac Ad Ts Tc Td"}, talon="Qh 9s 9c")
    state = start(deal)
    state = bid(state, "p p")
    state = give(state, {2: "9s", 0: "9c"})
    assert assert_legal(state, DeclareContract(seat=1, value=220)).contract == 220
    violation = assert_illegal(state, DeclareContract(seat=1, value=225), Reason.CONTRACT_ABOVE_CAP)
    assert ("cap", 220) in violation.details


@pytest.mark.rule("C6")
def test_contract_cap_counts_a_marriage_completed_from_the_talon_under_marriage_above_120() -> None:
    rules = Rules(bidding=BiddingRules(cap=BidCap.MARRIAGE_ABOVE_120))
    deal = complete_deal({1: "Kh As Ac Ad Ts Tc Td"}, talon="Qh 9s 9c")
    state = give(bid(start(deal, rules), "p p"), {2: "9s", 0: "9c"})
    assert assert_legal(state, DeclareContract(seat=1, value=300)).contract == 300


def _gave_away_the_marriage(cap: BidCap) -> RoundState:
    """Seat 2 wins at 125 holding Kd Qd, then gives Kd away."""
    rules = Rules(bidding=BiddingRules(cap=cap))
    state = bid(start(LAB, rules), "105 p 110 115 120 125 p")
    assert state.declarer == 2
    assert state.contract == 125
    return give(state, {1: "Kd", 0: "9s"})


@pytest.mark.rule("C6")
@pytest.mark.parametrize("cap", [BidCap.MARRIAGES_IN_HAND, BidCap.MARRIAGE_ABOVE_120])
def test_contract_cap_is_computed_after_giving_a_marriage_card_away(cap: BidCap) -> None:
    state = _gave_away_the_marriage(cap)
    violation = assert_illegal(state, DeclareContract(seat=2, value=130), Reason.CONTRACT_ABOVE_CAP)
    assert ("cap", 120) in violation.details


@pytest.mark.rule("C6")
@pytest.mark.rule("core.raise_only")
@pytest.mark.parametrize("cap", [BidCap.MARRIAGES_IN_HAND, BidCap.MARRIAGE_ABOVE_120])
def test_keeping_the_bid_is_allowed_even_above_the_new_cap(cap: BidCap) -> None:
    state = _gave_away_the_marriage(cap)
    assert list(t.legal_actions(state)) == [DeclareContract(seat=2, value=125), Concede(seat=2)]
    assert assert_legal(state, DeclareContract(seat=2, value=125)).contract == 125


@pytest.mark.rule("C6")
def test_contract_cap_none_allows_300_without_marriage() -> None:
    state = _gave_away_the_marriage(BidCap.NONE)
    assert assert_legal(state, DeclareContract(seat=2, value=300)).contract == 300


@pytest.mark.rule("D3")
def test_only_the_declarer_declares() -> None:
    assert_illegal(_contract(), DeclareContract(seat=2, value=100), Reason.NOT_YOUR_TURN)
    assert_illegal(_contract(), DeclareContract(seat=0, value=105), Reason.NOT_YOUR_TURN)


# --- core.declarer_leads ------------------------------------------------------------------


@pytest.mark.rule("core.declarer_leads")
@pytest.mark.parametrize(
    ("dealer", "auction", "declarer"),
    [
        (0, "p p", 1),
        (0, "105 p p", 2),
        (0, "p 105 p", 0),
        (1, "p p", 2),
        (2, "105 p 110 p", 0),
    ],
)
def test_declarer_leads_to_the_first_trick(dealer: int, auction: str, declarer: int) -> None:
    # Seed 001: "The player who wins the bidding goes first."
    state = bid(start(LAB, dealer=dealer), auction)
    assert state.declarer == declarer
    hand = state.hand(declarer)
    opponents = [s for s in range(3) if s != declarer]
    for to, c in zip(opponents, hand[:2], strict=True):
        state = t.apply(state, GiveCard(seat=declarer, to=to, card=c))
    state = declare(state)
    assert state.phase is Phase.PLAYING
    assert state.to_act == declarer
    assert state.leader == declarer
    assert state.trick == ()
    for seat in opponents:
        assert_illegal(state, PlayCard(seat=seat, card=state.hand(seat)[0]), Reason.NOT_YOUR_TURN)
    # D4: conceding is still open at the first lead.
    assert set(t.legal_actions(state)) == {
        PlayCard(seat=declarer, card=c) for c in state.hand(declarer)
    } | {Concede(seat=declarer)}


# --- D4: conceding ------------------------------------------------------------------------


@pytest.mark.rule("D4")
def test_concede_before_giving_scores_minus_contract_and_60_each() -> None:
    # Seed 000: "he can schedule the game, while the player receives a penalty equal to the
    # bet made during the trade, his opponents receive 60 points."
    state = assert_legal(_exchange(), Concede(seat=1))
    assert state.phase is Phase.OVER
    assert t.is_over(state)
    assert state.conceded
    result = t.round_result(state)
    assert result.conceded
    assert not result.made
    assert result.declarer == 1
    assert result.contract == 100
    assert result.score_changes == (60, -100, 60)
    assert result.card_points == (0, 0, 0)
    assert result.tricks == (0, 0, 0)


@pytest.mark.rule("D4")
def test_concede_after_one_gift() -> None:
    state = assert_legal(give(_exchange(), {2: "9s"}), Concede(seat=1))
    assert t.round_result(state).score_changes == (60, -100, 60)


@pytest.mark.rule("D4")
@pytest.mark.parametrize(
    ("auction", "gifts", "changes"),
    [
        ("p p", LAB_GIFTS, (60, -100, 60)),
        ("105 p p", {1: "9h", 0: "Jh"}, (60, 60, -105)),
        ("p 105 110 115 p", {1: "Ts", 2: "Jd"}, (-115, 60, 60)),
    ],
)
def test_concede_instead_of_declaring_the_contract(
    auction: str, gifts: dict[int, str], changes: tuple[int, int, int]
) -> None:
    # Seed 002: «участник теряет то количество очков, что он поставил, а его соперники
    # получают по 60 очков.»
    state = give(bid(start(LAB), auction), gifts)
    assert state.phase is Phase.CONTRACT
    declarer = state.declarer
    assert declarer is not None
    state = assert_legal(state, Concede(seat=declarer))
    assert t.round_result(state).score_changes == changes


@pytest.mark.rule("D4")
def test_concede_is_refused_after_the_first_lead() -> None:
    state = play(declare(_contract()), "Ah")
    violation = assert_illegal(state, Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED)
    assert violation.seat == 1
    state = play(state, "Th 9d")
    assert len(state.tricks) == 1
    assert state.to_act == 1
    assert_illegal(state, Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED)


@pytest.mark.rule("D4")
def test_concede_is_allowed_at_the_first_lead_and_costs_the_declared_contract() -> None:
    # The foundation issue: "concede from taking the talon until the first lead". After
    # DeclareContract the declarer may still concede before leading; the raised contract
    # is what is lost.
    state = declare(_contract(), 150)
    assert state.trick == ()
    assert Concede(seat=1) in t.legal_actions(state)
    result = t.round_result(t.apply(state, Concede(seat=1)))
    assert result.conceded
    assert result.score_changes[1] == -150
    assert sorted(result.score_changes) == [-150, 60, 60]


@pytest.mark.rule("D4")
def test_concede_is_refused_once_the_first_card_is_led() -> None:
    state = declare(_contract(), 150)
    card = next(a for a in t.legal_actions(state) if isinstance(a, t.PlayCard))
    state = t.apply(state, card)
    assert_illegal(state, Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED)


@pytest.mark.rule("D4")
def test_concede_off_refuses_in_exchange_and_contract() -> None:
    rules = Rules(talon=TalonRules(concede=False))
    for state in (_exchange(rules), _contract(rules)):
        assert Concede(seat=1) not in t.legal_actions(state)
        assert_illegal(state, Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED)


@pytest.mark.rule("D4")
def test_only_the_declarer_may_concede() -> None:
    for state in (_exchange(), _contract()):
        assert_illegal(state, Concede(seat=2), Reason.NOT_YOUR_TURN)
        assert_illegal(state, Concede(seat=0), Reason.NOT_YOUR_TURN)


@pytest.mark.rule("D4")
def test_concede_is_not_possible_during_the_auction() -> None:
    assert_illegal(start(LAB), Concede(seat=2), Reason.WRONG_PHASE)


@pytest.mark.rule("D4")
def test_a_conceded_deal_accepts_nothing_more() -> None:
    state = t.apply(_exchange(), Concede(seat=1))
    assert_illegal(state, Concede(seat=1), Reason.ROUND_OVER)
    assert_illegal(state, GiveCard(seat=1, to=2, card=card("9s")), Reason.ROUND_OVER)
    assert t.legal_actions(state) == ()


def test_through_contract_helper_reaches_the_first_lead() -> None:
    state = through_contract(LAB, "p p", LAB_GIFTS, 120)
    assert state.phase is Phase.PLAYING
    assert state.contract == 120
    assert state.to_act == 1
