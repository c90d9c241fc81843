# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""Redeals (B1-B5): the conditions and their thresholds, who claims and when, the bad hand
after three redeals in a row, and the four-nines bonus; worked examples from the seeds."""

from __future__ import annotations

import random

import pytest

import thousand as t
from helpers.games import record
from helpers.rounds import CLASSIC, LAB, assert_illegal, assert_legal, bid, card, cards, give, play
from thousand import (
    ClaimRedeal,
    Deal,
    DeclineRedeal,
    Outcome,
    Phase,
    Reason,
    RedealCondition,
    RedealRules,
    RedealTiming,
    Rules,
)

rule = pytest.mark.rule
FOUR_NINES = RedealCondition.HAND_FOUR_NINES
BELOW = RedealCondition.HAND_POINTS_BELOW
TALON_BELOW = RedealCondition.TALON_POINTS_BELOW

# Seat 2, who opens the auction with dealer 0, holds 13 points; nobody else may claim.
THIRTEEN = Deal.parse(
    ["As Ts Ac Tc Ad Td 9s", "Qc Kc Qd Kd Ah Th 9h", "Js Qs Ks Jc Jd 9c 9d"], ["Jh Qh Kh"]
)
# The same with 14 points in seat 2.
FOURTEEN = Deal.parse(
    ["As Ts Ac Tc Ad Td Js", "Kc Qd Kd Ah Th 9h 9d", "Qs Ks Qc Jc Jd 9s 9c"], ["Jh Qh Kh"]
)
# Seat 1, on the hundred, holds the four nines and 33 points; nobody else may claim.
NINES = Deal.parse(
    ["Ts Tc Td Kh Qh Js Jc", "9s 9c 9d 9h As Ac Ad", "Ks Qs Kc Qc Kd Qd Ah"], ["Jd Th Jh"]
)


def claim(seat: int, condition: RedealCondition) -> ClaimRedeal:
    return ClaimRedeal(seat=seat, condition=condition)


# --- B1: the conditions -----------------------------------------------------------------


@rule("B1")
@rule("B3")
def test_a_hand_of_13_points_may_claim_a_redeal_under_below_14() -> None:
    # Seed 000: "If the player has 4 nines in his hands (3 nines on the "hundred") or less
    # than 14 points, the player can ask partners to re-deal cards."
    state = t.apply(t.new_round(CLASSIC, dealer=0), THIRTEEN)
    assert (state.phase, state.to_act) == (Phase.REDEAL, 2)  # before the auction (B3)
    assert t.legal_actions(state) == (claim(2, BELOW), DeclineRedeal(seat=2))
    assert t.redeal_conditions(CLASSIC, state.hand(2)) == {BELOW}
    over = assert_legal(state, claim(2, BELOW))
    assert t.is_over(over)
    assert (over.outcome, over.declarer, over.contract, over.highest_bid) == (
        Outcome.REDEAL,
        None,
        None,
        None,
    )
    result = t.round_result(over)
    assert (result.declarer, result.contract, result.made) == (None, None, False)
    assert (result.outcome, result.outcome_seat, result.redeal_condition) == (
        Outcome.REDEAL,
        2,
        BELOW,
    )
    assert result.score_changes == (0, 0, 0)
    assert [str(e) for e in result.events[2]] == ["claimed a redeal (hand_points_below)"]
    # The claimant lays the hand down.
    assert t.view(over, 0).claimed_hand == tuple(sorted(cards("Js Qs Ks Jc Jd 9c 9d")))


@rule("B1")
def test_a_hand_of_14_points_may_not() -> None:
    state = t.apply(t.new_round(CLASSIC, dealer=0), FOURTEEN)
    assert state.phase is Phase.BIDDING  # nobody may claim: the deal goes on as ever
    assert t.redeal_conditions(CLASSIC, state.hand(2)) == frozenset()
    assert_illegal(state, claim(2, BELOW), Reason.WRONG_PHASE)


@rule("B1")
def test_the_threshold_is_a_setting() -> None:
    # Seed 003, Gambler rule 15: «Сумма карт на руках у игрока меньше 13 очков.»
    gambler = Rules(redeal=RedealRules(hand_points_below=13))
    assert t.apply(t.new_round(gambler, dealer=0), THIRTEEN).phase is Phase.BIDDING
    # Seed 001: "the minimum amount is equal to 14 or 16 points".
    sixteen = Rules(redeal=RedealRules(hand_points_below=16))
    state = t.apply(t.new_round(sixteen, dealer=0), FOURTEEN)
    assert (state.phase, state.to_act) == (Phase.REDEAL, 2)


@rule("B1")
def test_four_nines_may_claim_a_redeal() -> None:
    state = t.apply(t.new_round(CLASSIC, dealer=0), NINES)
    assert (state.phase, state.to_act) == (Phase.REDEAL, 1)
    assert t.legal_actions(state) == (claim(1, FOUR_NINES), DeclineRedeal(seat=1))
    violation = assert_illegal(state, claim(1, BELOW), Reason.REDEAL_CONDITION_NOT_MET)
    assert "fewer than 14 points" in violation.message
    assert_illegal(state, claim(1, RedealCondition.HAND_FOUR_JACKS), Reason.REDEAL_CONDITION_OFF)
    assert_illegal(state, claim(1, TALON_BELOW), Reason.REDEAL_NOT_NOW)
    assert_illegal(state, claim(2, FOUR_NINES), Reason.NOT_YOUR_TURN)
    assert_illegal(state, t.Bid(seat=2, value=105), Reason.WRONG_PHASE)
    assert_illegal(state, claim(1, "nines"), Reason.MALFORMED_ACTION)  # type: ignore[arg-type]
    # Declining: the auction opens as it would have.
    after = assert_legal(state, DeclineRedeal(seat=1))
    assert (after.phase, after.to_act, after.highest_bid) == (Phase.BIDDING, 2, (1, 100))


@rule("B1")
def test_every_condition_of_the_rule_texts_can_be_played() -> None:
    everything = Rules(redeal=RedealRules(conditions=frozenset(RedealCondition)))
    hand = cards("9s 9c 9d Js Jc Jd Jh")  # 8 points, three nines, four jacks
    assert t.redeal_conditions(everything, hand) == {
        BELOW,
        RedealCondition.HAND_THREE_NINES,
        RedealCondition.HAND_FOUR_JACKS,
    }
    assert RedealCondition.HAND_THREE_NINES_ON_HUNDRED in t.redeal_conditions(
        everything, hand, on_hundred=True
    )
    assert t.redeal_conditions(everything, cards("9s 9c Jh"), talon=True) == {
        TALON_BELOW,
        RedealCondition.TALON_TWO_NINES,
    }
    assert t.redeal_conditions(everything, cards("Js Jc Jh"), talon=True) == {
        RedealCondition.TALON_THREE_JACKS
    }
    assert t.redeal_conditions(everything, cards("Ah As Ac"), talon=True) == frozenset()


@rule("B1")
@rule("B2")
def test_several_seats_are_asked_in_turn_from_the_dealers_left() -> None:
    easy = Rules(redeal=RedealRules(hand_points_below=40))
    deal = Deal.parse(
        ["As Ts Ac Tc Ad Td Ks", "9s 9c 9d Js Jc Qs Kc", "Qc Jd Qd Kd 9h Jh Qh"], ["Kh Th Ah"]
    )
    state = t.apply(t.new_round(easy, dealer=0), deal)
    assert (state.phase, state.to_act) == (Phase.REDEAL, 1)
    state = assert_legal(state, DeclineRedeal(seat=1))
    assert (state.phase, state.to_act) == (Phase.REDEAL, 2)  # seat 0 holds 62: not asked
    state = assert_legal(state, DeclineRedeal(seat=2))
    assert (state.phase, state.to_act) == (Phase.BIDDING, 2)


# --- B2: who claims on the talon ---------------------------------------------------------


@rule("B2")
@rule("B1")
def test_the_declarer_claims_on_a_poor_talon_after_taking_it() -> None:
    # Seed 003, Gambler rule 15: «Также о пересдаче может заявить выигравший торговлю
    # игрок, если в прикупе: Сумма карт меньше 5 очков.» LAB's talon: 9s Js Jc, 4 points.
    state = bid(t.apply(t.new_round(CLASSIC, dealer=0), LAB), "p p")
    assert (state.phase, state.declarer, state.talon_shown) == (Phase.EXCHANGE, 1, False)
    assert t.legal_actions(state)[-1] == claim(1, TALON_BELOW)
    assert_illegal(state, claim(1, BELOW), Reason.REDEAL_NOT_NOW)
    over = assert_legal(state, claim(1, TALON_BELOW))
    assert over.outcome is Outcome.REDEAL
    assert over.declarer == 1  # the auction was won; the deal is not played
    assert t.round_result(over).declarer is None
    # The claim shows the talon to everybody.
    assert t.view(over, 2).talons == ((card("9s"), card("Js"), card("Jc")),)
    # A talon of 5 points or more: no claim.
    rich = Rules(redeal=RedealRules(talon_points_below=4))
    state = bid(t.apply(t.new_round(rich, dealer=0), LAB), "p p")
    assert not any(isinstance(a, ClaimRedeal) for a in t.legal_actions(state))
    assert_illegal(state, claim(1, TALON_BELOW), Reason.REDEAL_CONDITION_NOT_MET)


@rule("B2")
def test_only_the_holder_who_took_the_talon_at_100_may_claim_on_it_in_igry_azartnye_karty() -> None:
    # Seed 002: «Если в прикупе карт меньше чем на 5 очков, то получивший его может
    # потребовать пересдачу, если он был сдающим и поставил 100 автоматически.»
    rules = Rules(redeal=RedealRules(talon_claimant=t.TalonClaimant.ON_THE_HUNDRED))
    at_hundred = bid(t.apply(t.new_round(rules, dealer=0), LAB), "p p")
    assert claim(1, TALON_BELOW) in t.legal_actions(at_hundred)
    outbid = bid(t.apply(t.new_round(rules, dealer=0), LAB), "105 p p")
    assert outbid.declarer == 2
    assert not any(isinstance(a, ClaimRedeal) for a in t.legal_actions(outbid))
    assert_illegal(outbid, claim(2, TALON_BELOW), Reason.REDEAL_NOT_CLAIMANT)


# --- B3: after the exchange ---------------------------------------------------------------


@rule("B3")
def test_games24_claims_come_when_players_hold_8_cards() -> None:
    # Seed 003, Games24: «когда у игроков в 1000 окажется по 8 карт и у кого-то будет
    # четыре девятки или количество очков в руке менее 14, то такой игрок может
    # потребовать пересдачу.»
    games24 = Rules(
        redeal=RedealRules(
            conditions=frozenset({FOUR_NINES, BELOW}), timing=RedealTiming.AFTER_EXCHANGE
        )
    )
    state = t.apply(t.new_round(games24, dealer=0), NINES)
    assert state.phase is Phase.BIDDING  # not before bidding
    state = bid(state, "p p")
    assert not any(isinstance(a, ClaimRedeal) for a in t.legal_actions(state))  # no talon claims
    state = give(state, {2: "Jd", 0: "Jh"})
    assert [len(h) for h in state.hands] == [8, 8, 8]
    assert (state.phase, state.to_act, state.declarer) == (Phase.REDEAL, 1, 1)
    assert t.legal_actions(state) == (claim(1, FOUR_NINES), DeclineRedeal(seat=1))
    assert_illegal(state, t.Concede(seat=1), Reason.WRONG_PHASE)
    declined = assert_legal(state, DeclineRedeal(seat=1))
    assert (declined.phase, declined.to_act) == (Phase.CONTRACT, 1)
    over = assert_legal(state, claim(1, FOUR_NINES))
    assert (over.outcome, over.declarer) == (Outcome.REDEAL, 1)
    assert len(t.view(over, 0).claimed_hand) == 8


# --- B4: the bad hand -------------------------------------------------------------------


def _redeal(seat: int) -> t.RoundSummary:
    return t.RoundSummary(outcome=Outcome.REDEAL, outcome_seat=seat, redeal_condition=BELOW)


@rule("B4")
def test_a_third_redeal_in_a_row_costs_the_dealer_100_and_the_next_dealer_deals() -> None:
    # Seed 001: "the requirement to retake three times in a row could lead fine
    # surrendering. Such a distribution is called a «bad hand». The dealer for the «bad
    # hand» is credited to a fine of 100 points, the distribution of proceeds to the next
    # player."
    rules = Rules(redeal=RedealRules(bad_hand_penalty=100))
    game = t.new_game(rules, first_dealer=1)
    game = record(game, _redeal(2), _redeal(0))
    assert (game.dealer, game.redeals, game.scores) == (1, 2, (0, 0, 0))  # the same dealer
    game = record(game, _redeal(2))
    assert game.scores == (0, -100, 0)
    assert (game.dealer, game.redeals) == (2, 0)  # the deal passes
    assert [str(e) for e in game.rounds[-1].events[1]] == [
        "bad hand, redeal 3 in a row: -100, the deal passes"
    ]
    assert t.sheet.marks(game.rounds[-1].events[1]) == "h"


@rule("B4")
def test_a_deal_played_in_between_restarts_the_count() -> None:
    rules = Rules(redeal=RedealRules(bad_hand_penalty=100))
    played = t.RoundSummary(declarer=1, contract=100, card_points=(40, 60, 20), tricks=(2, 4, 2))
    game = record(t.new_game(rules), _redeal(1), _redeal(2), played, _redeal(2), _redeal(0))
    assert [entry.dealer for entry in game.rounds] == [0, 0, 0, 1, 1]
    assert (game.redeals, game.dealer) == (2, 1)
    assert not any(
        e.kind is t.EventKind.BAD_HAND
        for entry in game.rounds
        for seat in entry.events
        for e in seat
    )


@rule("B4")
def test_without_the_penalty_redeals_go_on_and_the_dealer_stays() -> None:
    game = record(t.new_game(CLASSIC, first_dealer=2), *[_redeal(0)] * 4)
    assert (game.dealer, game.scores, game.redeals) == (2, (0, 0, 0), 4)
    passing = Rules(redeal=RedealRules(passes_deal=True))
    assert record(t.new_game(passing, first_dealer=2), _redeal(0)).dealer == 0


# --- B5: the four-nines bonus -----------------------------------------------------------


@rule("B5")
def test_four_nines_score_200_when_the_first_of_them_is_led() -> None:
    # Seed 002: «Если игрок имеет на руках четыре девятки, то выложив на стол первую, он
    # получает 360 или 200 очков. Также с 4 девятками участник может по своему желанию
    # объявить пересдачу карт.»
    rules = Rules(redeal=RedealRules(four_nines_bonus=200))
    state = t.apply(t.new_round(rules, dealer=0), NINES)
    assert t.legal_actions(state) == (claim(1, FOUR_NINES), DeclineRedeal(seat=1))
    state = bid(assert_legal(state, DeclineRedeal(seat=1)), "p p")
    state = give(state, {2: "Jd", 0: "Jh"})
    state = t.apply(state, t.DeclareContract(seat=1, value=100))
    # Seat 1 holds 9s 9c 9d 9h As Ac Ad Th and leads the nine of spades.
    state = play(state, "9s Ks Ts")
    result = _finish(state)
    assert result.four_nines == 1
    assert result.bonus_points[1] == 200
    assert result.made  # the bonus counts like a declared marriage's points
    assert result.points[1] >= 200


@rule("B5")
def test_the_bonus_needs_the_first_nine_led_not_followed() -> None:
    rules = Rules(redeal=RedealRules(four_nines_bonus=360))
    state = t.apply(t.new_round(rules, dealer=0), NINES)
    state = bid(t.apply(state, DeclineRedeal(seat=1)), "p p")
    state = give(state, {2: "Jd", 0: "Jh"})
    state = t.apply(state, t.DeclareContract(seat=1, value=100))
    # An ace led first keeps all four nines: the first nine led later still scores.
    led_later = _finish(play(state, "As Ks Ts / 9s"))
    assert (led_later.four_nines, led_later.bonus_points[1]) == (1, 360)


@rule("B5")
def test_a_score_keeper_writes_the_bonus_down() -> None:
    rules = Rules(redeal=RedealRules(four_nines_bonus=200))
    summary = t.RoundSummary(
        declarer=1, contract=120, card_points=(50, 40, 30), tricks=(3, 3, 2), four_nines=1
    )
    result = t.score_round(rules, summary)
    assert result.score_changes == (50, 120, 30)
    assert result.points == (50, 240, 30)
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(CLASSIC, summary)
    assert raised.value.reason is Reason.FOUR_NINES_IMPOSSIBLE
    no_lead = t.RoundSummary(
        declarer=1, contract=120, card_points=(50, 70, 0), tricks=(3, 5, 0), four_nines=2
    )
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(rules, no_lead)
    assert raised.value.reason is Reason.FOUR_NINES_IMPOSSIBLE


def _finish(state: t.RoundState) -> t.RoundResult:
    """Play the rest with the simple bot and score it."""
    return t.round_result(t.bots.play_to_end(state))


# --- B6: four nines count only if dealt ---------------------------------------------------

THREE_NINES = RedealCondition.HAND_THREE_NINES


def _pagat(conditions: frozenset[RedealCondition], dealt_only: bool = True) -> Rules:
    return Rules(
        redeal=RedealRules(
            conditions=conditions, timing=RedealTiming.AFTER_EXCHANGE, dealt_nines_only=dealt_only
        )
    )


# Seat 2 is dealt three nines; the fourth lies in the talon, which seat 1 takes at 100.
NINE_IN_TALON = Deal.parse(
    ["Qs Qc Qd Qh Js Jc Jd", "As Ac Ad Ah Ks Kc Kd", "9c 9d 9h Ts Tc Td Th"], ["9s Kh Jh"]
)
# The declarer, seat 1, is dealt three nines; the fourth lies in the talon.
DECLARER_NINE_IN_TALON = Deal.parse(
    ["Qs Qc Qd Qh Js Jc Jd", "9c 9d 9h As Ac Ad Ah", "Ks Kc Kd Ts Tc Td Th"], ["9s Kh Jh"]
)
# Seat 2 is dealt all four nines.
DEALT_FOUR = Deal.parse(
    ["Qs Qc Qd Qh Js Jc Jd", "As Ac Ad Ah Ks Kc Kd", "9s 9c 9d 9h Ts Tc Td"], ["Th Kh Jh"]
)


@rule("B6")
def test_a_nine_received_from_the_declarer_does_not_make_four() -> None:
    """pagat, *Thousand*: four nines after the exchange count "only if they were all in
    the player's original hand"."""
    for dealt_only, asked in ((False, True), (True, False)):
        rules = _pagat(frozenset({FOUR_NINES}), dealt_only)
        state = bid(t.apply(t.new_round(rules, dealer=0), NINE_IN_TALON), "p p")
        state = give(state, {2: "9s", 0: "Jh"})
        assert card("9s") in state.hand(2)
        assert len([c for c in state.hand(2) if c.rank is t.Rank.NINE]) == 4
        if asked:
            assert (state.phase, state.to_act) == (Phase.REDEAL, 2)
            assert t.legal_actions(state) == (claim(2, FOUR_NINES), DeclineRedeal(seat=2))
        else:
            # Nobody may claim: the phase is skipped and the contract follows.
            assert (state.phase, state.to_act) == (Phase.CONTRACT, 1)


@rule("B6")
def test_a_nine_taken_with_the_talon_does_not_count_for_the_declarer() -> None:
    rules = _pagat(frozenset({FOUR_NINES, THREE_NINES}))
    state = bid(t.apply(t.new_round(rules, dealer=0), DECLARER_NINE_IN_TALON), "p p")
    state = give(state, {2: "Kh", 0: "Jh"})
    assert {card(c) for c in ("9s", "9c", "9d", "9h")} <= set(state.hand(1))
    # The three nines dealt still count (three or more); the fourth does not.
    assert (state.phase, state.to_act) == (Phase.REDEAL, 1)
    assert t.legal_actions(state) == (claim(1, THREE_NINES), DeclineRedeal(seat=1))
    violation = assert_illegal(state, claim(1, FOUR_NINES), Reason.REDEAL_CONDITION_NOT_MET)
    assert violation.seat == 1
    assert t.is_over(assert_legal(state, claim(1, THREE_NINES)))
    # Without the setting the four nines held after the exchange may claim.
    plain = _pagat(frozenset({FOUR_NINES, THREE_NINES}), dealt_only=False)
    state = bid(t.apply(t.new_round(plain, dealer=0), DECLARER_NINE_IN_TALON), "p p")
    state = give(state, {2: "Kh", 0: "Jh"})
    assert t.legal_actions(state) == (
        claim(1, FOUR_NINES),
        claim(1, THREE_NINES),
        DeclineRedeal(seat=1),
    )


@rule("B6")
def test_four_nines_dealt_still_claim_after_the_exchange() -> None:
    rules = _pagat(frozenset({FOUR_NINES}))
    state = bid(t.apply(t.new_round(rules, dealer=0), DEALT_FOUR), "p p")
    state = give(state, {2: "Th", 0: "Jh"})
    assert (state.phase, state.to_act) == (Phase.REDEAL, 2)
    over = assert_legal(state, claim(2, FOUR_NINES))
    assert (over.outcome, t.round_result(over).outcome_seat) == (Outcome.REDEAL, 2)


@rule("B6")
def test_counting_only_dealt_nines_needs_the_claims_after_the_exchange() -> None:
    with pytest.raises(t.RulesError) as raised:
        Rules(redeal=RedealRules(dealt_nines_only=True))
    assert [p.field for p in raised.value.problems] == ["redeal.dealt_nines_only"]
    assert "after_exchange" in raised.value.problems[0].message
    assert _pagat(frozenset({FOUR_NINES})).redeal.dealt_nines_only


@rule("B6")
def test_views_of_a_deal_with_only_dealt_nines_load_and_sample() -> None:
    from thousand.serialization import dumps, loads

    rules = _pagat(frozenset({FOUR_NINES, THREE_NINES}))
    state = bid(t.apply(t.new_round(rules, dealer=0), DECLARER_NINE_IN_TALON), "p p")
    state = give(state, {2: "Kh", 0: "Jh"})
    assert state.phase is Phase.REDEAL
    for seat in (0, 1, 2):
        v = t.view(state, seat)
        assert loads(dumps(v), t.PlayerView) == v
        for seed in range(3):
            world = t.sample_world(v, random.Random(seed))
            assert world.hand(seat) == state.hand(seat)
            assert (world.phase, world.to_act) == (Phase.REDEAL, 1)
            # Seat 1 was asked: it was dealt three nines at least, whoever holds the rest.
            dealt = next(a for a in world.log if isinstance(a, Deal))
            assert sum(c.rank is t.Rank.NINE for c in dealt.hands[1]) >= 3
    assert loads(dumps(state), t.RoundState) == state


@rule("B6")
@pytest.mark.parametrize("seed", range(4))
def test_whole_games_counting_only_dealt_nines_end(seed: int) -> None:
    rules = _pagat(frozenset({FOUR_NINES, THREE_NINES, BELOW}))
    rng = random.Random(seed)
    game = t.new_game(rules, first_dealer=seed % 3)
    for _ in range(400):
        if game.winner is not None:
            break
        state = t.bots.play_to_end(t.next_round(game, rng), rng=rng)
        game = t.record_round(game, t.round_result(state))
    assert game.winner is not None
