# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""Redeals and deals not played, pinned down where mutation testing found them loose.

B1 (the conditions, each both ways: met and just not met), B2 (who may claim on the
talon, several talon conditions at once), B4 (the count of redeals in a row), B5 (the
four nines held by a seat other than 1, and followed rather than led), and what the game
checks and records of a deal not played (A5, A10, G3).
"""

from __future__ import annotations

import attrs
import pytest

import thousand as t
from helpers.rounds import CLASSIC, assert_illegal, assert_legal, bid, cards, complete_deal, give
from thousand import (
    ClaimRedeal,
    DeclineRedeal,
    Outcome,
    Phase,
    Reason,
    RedealCondition,
    RedealRules,
    RoundSummary,
    Rules,
)

rule = pytest.mark.rule

THREE_NINES = RedealCondition.HAND_THREE_NINES
ON_HUNDRED = RedealCondition.HAND_THREE_NINES_ON_HUNDRED
FOUR_JACKS = RedealCondition.HAND_FOUR_JACKS
TALON_BELOW = RedealCondition.TALON_POINTS_BELOW
TALON_NINES = RedealCondition.TALON_TWO_NINES


def conditions(*these: RedealCondition, **more: object) -> Rules:
    return Rules(redeal=RedealRules(conditions=frozenset(these), **more))  # type: ignore[arg-type]


def claim(seat: int, condition: RedealCondition) -> ClaimRedeal:
    return ClaimRedeal(seat=seat, condition=condition)


# --- B1: three nines, on the hundred or not, and four jacks ---------------------------------


@rule("B1")
def test_three_nines_are_three_and_two_are_not() -> None:
    # Seed 003, Gambler rule 15: «На руках у игрока три девятки»: two nines are no reason.
    everything = Rules(redeal=RedealRules(conditions=frozenset(RedealCondition)))
    two = cards("9s 9c As Ac Ad Kh Qh")
    assert THREE_NINES not in t.redeal_conditions(everything, two)
    assert ON_HUNDRED not in t.redeal_conditions(everything, two, on_hundred=True)
    three = cards("9s 9c 9d Ac Ad Kh Qh")
    assert THREE_NINES in t.redeal_conditions(everything, three)
    assert ON_HUNDRED in t.redeal_conditions(everything, three, on_hundred=True)
    assert ON_HUNDRED not in t.redeal_conditions(everything, three)


@rule("B1")
@rule("B3")
def test_a_seat_with_three_nines_is_asked_and_nobody_else() -> None:
    # Seat 2 holds three nines; seat 1 one, seat 0 none: only seat 2 is asked.
    rules = conditions(THREE_NINES)
    deal = complete_deal(
        {0: "As Ts Ac Tc Ad Td Ah", 1: "9h Jd Ks Qs Kc Qc Th", 2: "9s 9c 9d Js Jc Kd Qd"},
        talon="Jh Qh Kh",
    )
    state = t.apply(t.new_round(rules, dealer=0), deal)
    assert (state.phase, state.to_act) == (Phase.REDEAL, 2)
    assert t.legal_actions(state) == (claim(2, THREE_NINES), DeclineRedeal(seat=2))
    after = assert_legal(state, DeclineRedeal(seat=2))
    assert after.phase is Phase.BIDDING


@rule("B1")
def test_nobody_with_three_nines_or_four_jacks_means_no_claims() -> None:
    # Two nines and three jacks in a hand meet neither condition: the auction opens.
    rules = conditions(THREE_NINES, FOUR_JACKS)
    deal = complete_deal(
        {0: "As Ts Ac Tc Ad Td Ah", 1: "9s 9c Js Jc Jd Qs Kc", 2: "9d 9h Ks Qc Kd Qd Th"},
        talon="Jh Qh Kh",
    )
    state = t.apply(t.new_round(rules, dealer=0), deal)
    assert state.phase is Phase.BIDDING
    # Four jacks in seat 0 (the dealer): it is asked.
    deal = complete_deal(
        {0: "Js Jc Jd Jh As Ts Ac", 1: "9s 9c Tc Ad Td Qs Kc", 2: "9d 9h Ks Qc Kd Qd Th"},
        talon="Ah Qh Kh",
    )
    state = t.apply(t.new_round(rules, dealer=0), deal)
    assert (state.phase, state.to_act) == (Phase.REDEAL, 0)
    assert claim(0, FOUR_JACKS) in t.legal_actions(state)


@rule("B1")
@rule("C1")
def test_three_nines_on_the_hundred_belong_to_the_holder_of_the_hundred() -> None:
    # Seed 000: "If the player has 4 nines in his hands (3 nines on the "hundred") ...":
    # seat 1 holds the obligatory 100 (dealer 0) and three nines; it may claim.
    rules = conditions(ON_HUNDRED)
    deal = complete_deal(
        {0: "As Ts Ac Tc Ad Td Ah", 1: "9s 9c 9d Js Jc Jd Th", 2: "9h Ks Qs Kc Qc Kd Qd"},
        talon="Jh Qh Kh",
    )
    state = t.apply(t.new_round(rules, dealer=0), deal)
    assert (state.phase, state.to_act) == (Phase.REDEAL, 1)
    over = assert_legal(state, claim(1, ON_HUNDRED))
    assert over.outcome is Outcome.REDEAL
    # The same three nines in seat 2, who does not hold the hundred: no claim.
    deal = complete_deal(
        {0: "As Ts Ac Tc Ad Td Ah", 1: "9h Ks Qs Kc Qc Kd Qd", 2: "9s 9c 9d Js Jc Jd Th"},
        talon="Jh Qh Kh",
    )
    assert t.apply(t.new_round(rules, dealer=0), deal).phase is Phase.BIDDING
    # Seat 1 with only two nines: no claim either.
    deal = complete_deal(
        {0: "As Ts Ac Tc Ad Td Ah", 1: "9s 9c Ks Js Jc Jd Th", 2: "9h 9d Qs Kc Qc Kd Qd"},
        talon="Jh Qh Kh",
    )
    assert t.apply(t.new_round(rules, dealer=0), deal).phase is Phase.BIDDING


# --- B2: claims on the talon -----------------------------------------------------------------

# Hands of 14 points or more and no four nines; the talon 9s 9c Jh holds 2 points and two
# nines.
POOR_TALON = complete_deal(
    {0: "As Ts Ac Tc Ad Td Ah", 1: "Ks Qs Kc Qc Kd Qd Th", 2: "Js Jc Jd 9d 9h Kh Qh"},
    talon="9s 9c Jh",
)


@rule("B2")
@rule("B1")
def test_a_talon_meeting_two_conditions_may_be_claimed_on_either() -> None:
    rules = conditions(TALON_BELOW, TALON_NINES)
    state = bid(t.apply(t.new_round(rules, dealer=0), POOR_TALON), "p p")
    assert (state.phase, state.declarer) == (Phase.EXCHANGE, 1)
    claims = [a for a in t.legal_actions(state) if isinstance(a, ClaimRedeal)]
    assert claims == [claim(1, TALON_BELOW), claim(1, TALON_NINES)]
    assert assert_legal(state, claim(1, TALON_NINES)).outcome is Outcome.REDEAL


@rule("B2")
def test_the_holder_of_the_hundred_who_raised_may_not_claim_on_the_talon() -> None:
    # Seed 002: the talon may be claimed on «если он был сдающим и поставил 100
    # автоматически»: seat 1 held the hundred but won the auction at 110.
    rules = conditions(TALON_BELOW, talon_claimant=t.TalonClaimant.ON_THE_HUNDRED)
    state = bid(t.apply(t.new_round(rules, dealer=0), POOR_TALON), "105 p 110 p")
    assert (state.phase, state.declarer, state.contract) == (Phase.EXCHANGE, 1, 110)
    assert not any(isinstance(a, ClaimRedeal) for a in t.legal_actions(state))
    assert_illegal(state, claim(1, TALON_BELOW), Reason.REDEAL_NOT_CLAIMANT)


# --- B5: the four nines --------------------------------------------------------------------


def _four_nines_in_seat_2(rules: Rules) -> t.RoundState:
    """Seat 2 holds the four nines, declines the redeal and wins the auction at 105."""
    deal = complete_deal(
        {0: "As Ts Ac Tc Ad Td Ks", 1: "Js Qs Jc Qc Jd Qd Kd", 2: "9s 9c 9d 9h Ah Th Kc"},
        talon="Jh Qh Kh",
    )
    state = t.apply(t.new_round(rules, dealer=0), deal)
    assert (state.phase, state.to_act) == (Phase.REDEAL, 2)
    state = bid(t.apply(state, DeclineRedeal(seat=2)), "105 p p")
    state = give(state, {0: "Jh", 1: "Qh"})
    return t.apply(state, t.DeclareContract(seat=2, value=105))


@rule("B5")
def test_four_nines_in_any_seat_score_the_bonus_when_the_first_is_led() -> None:
    # Seed 002: «Если игрок имеет на руках четыре девятки, то выложив на стол первую, он
    # получает 360 или 200 очков.» Seat 2 leads the nine of hearts first.
    rules = Rules(redeal=RedealRules(four_nines_bonus=200))
    state = t.apply(_four_nines_in_seat_2(rules), t.PlayCard(seat=2, card=t.Card.parse("9h")))
    result = t.round_result(t.bots.play_to_end(state))
    assert result.four_nines == 2
    assert result.bonus_points == (0, 0, 200)


@rule("B5")
def test_four_nines_whose_first_is_played_to_a_lead_score_nothing() -> None:
    # «выложив на стол первую»: the bonus is for leading the first nine. Seat 2 leads Kc,
    # seat 0 takes it with Ac and leads As; seat 2 must follow with its only spade, 9s.
    rules = Rules(redeal=RedealRules(four_nines_bonus=200))
    state = _four_nines_in_seat_2(rules)
    state = t.apply_all(
        state,
        [
            t.PlayCard(seat=2, card=t.Card.parse("Kc")),
            t.PlayCard(seat=0, card=t.Card.parse("Ac")),
            t.PlayCard(seat=1, card=t.Card.parse("Jc")),
            t.PlayCard(seat=0, card=t.Card.parse("As")),
            t.PlayCard(seat=1, card=t.Card.parse("Js")),
            t.PlayCard(seat=2, card=t.Card.parse("9s")),
        ],
    )
    result = t.round_result(t.bots.play_to_end(state))
    assert result.four_nines is None
    assert result.bonus_points == (0, 0, 0)


# --- the game: deals not played --------------------------------------------------------------


def _redeal(seat: int) -> RoundSummary:
    return RoundSummary(
        outcome=Outcome.REDEAL,
        outcome_seat=seat,
        redeal_condition=RedealCondition.HAND_POINTS_BELOW,
    )


@rule("B1")
def test_a_result_not_played_must_have_a_score_change_and_events_per_seat() -> None:
    result = t.score_round(CLASSIC, _redeal(1))
    game = t.new_game(CLASSIC)
    for field, bad in (
        ("score_changes", attrs.evolve(result, score_changes=(0, 0))),
        ("events", attrs.evolve(result, events=((), ()))),
    ):
        with pytest.raises(t.SummaryError) as raised:
            t.record_round(game, bad)
        (problem,) = raised.value.problems
        assert (problem.field, problem.reason) == (field, Reason.MALFORMED_SUMMARY)
        assert "3" in problem.message


@rule("A5")
@rule("B1")
def test_the_dealer_sitting_out_cannot_have_claimed_a_redeal() -> None:
    # Four players: the dealer holds no hand (A5), so no hand condition to claim on.
    four = Rules(dealing=t.DealingRules(players=4))
    result = t.score_round(four, _redeal(0))
    with pytest.raises(t.SummaryError) as raised:
        t.record_round(t.new_game(four, first_dealer=0), result)
    (problem,) = raised.value.problems
    assert (problem.field, problem.reason) == ("outcome_seat", Reason.SITTING_OUT)
    assert problem.message
    assert t.record_round(t.new_game(four, first_dealer=1), result).redeals == 1


@rule("A10")
def test_an_exposed_card_is_the_dealers_and_the_refusal_says_so() -> None:
    rules = Rules(dealing=t.DealingRules(exposed_card_penalty=120))
    game = t.new_game(rules, first_dealer=1)
    wrong = t.score_round(rules, RoundSummary(outcome=Outcome.EXPOSED_CARD, outcome_seat=0))
    with pytest.raises(t.SummaryError) as raised:
        t.record_round(game, wrong)
    (problem,) = raised.value.problems
    assert (problem.field, problem.reason) == ("outcome_seat", Reason.OUTCOME_MISMATCH)
    assert "dealer" in problem.message
    assert "cutter" not in problem.message


@rule("B4")
@rule("A10")
def test_an_exposed_card_breaks_a_run_of_redeals() -> None:
    # "The third redeal in a row ... Any deal that is not a redeal restarts it too."
    rules = Rules(
        redeal=RedealRules(bad_hand_penalty=100),
        dealing=t.DealingRules(exposed_card_penalty=120),
    )
    game = t.new_game(rules, first_dealer=0)
    for seat in (1, 2):
        game = t.record_round(game, t.score_round(rules, _redeal(seat)))
    assert game.redeals == 2
    exposed = RoundSummary(outcome=Outcome.EXPOSED_CARD, outcome_seat=0)
    game = t.record_round(game, t.score_round(rules, exposed))
    assert (game.redeals, game.dealer) == (0, 1)
    game = t.record_round(game, t.score_round(rules, _redeal(2)))
    assert game.redeals == 1
    assert game.scores == (-120, 0, 0)  # the exposed card only, no bad hand


@rule("G3")
@rule("B1")
def test_a_redeal_leaves_a_barrel_player_on_the_barrel() -> None:
    # No penalty: the barrel player at exactly 880 stays, and spends no attempt.
    game = attrs.evolve(
        t.new_game(CLASSIC),
        scores=(880, 0, 0),
        on_barrel=(True, False, False),
        barrel_attempts=(1, 0, 0),
    )
    game = t.record_round(game, t.score_round(CLASSIC, _redeal(1)))
    assert game.on_barrel == (True, False, False)
    assert game.barrel_attempts == (1, 0, 0)


@rule("A10")
@rule("G6")
def test_a_penalty_below_the_barrel_restarts_the_attempts() -> None:
    rules = Rules(dealing=t.DealingRules(exposed_card_penalty=120))
    game = attrs.evolve(
        t.new_game(rules, first_dealer=0),
        scores=(880, 0, 0),
        on_barrel=(True, False, False),
        barrel_attempts=(2, 0, 0),
    )
    exposed = RoundSummary(outcome=Outcome.EXPOSED_CARD, outcome_seat=0)
    game = t.record_round(game, t.score_round(rules, exposed))
    assert (game.scores[0], game.on_barrel[0], game.barrel_attempts[0]) == (760, False, 0)
