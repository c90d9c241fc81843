"""Trick-play variants that are not marriages: overtaking (E5) and the last-trick bonus (E6).

Rules: E5, E6. The properties in ``test_properties.py`` (``test_plays_follow_suit_then
_trump``, ``test_score_changes_follow_the_formulas``, ``test_a_played_out_deal_has_120
_card_points``) check both settings over random playouts against ``reference.play``.
"""

from __future__ import annotations

import pytest

import thousand as t
from helpers.rounds import (
    RUFF,
    RUFF_GIFTS,
    RUFF_PLAY,
    assert_illegal,
    assert_legal,
    card,
    complete_deal,
    play,
    plays,
    through_contract,
    untyped,
)
from thousand import Overtake, PlayCard, PlayRules, Reason, RoundState, Rules

# Seat 1 (on the hundred) takes the talon at 100 and gives 9d to seat 2, 9s to seat 0:
# seat 0: Ah Th Jh Kc Tc Jc Qs 9s; seat 1: Kh Qh 9h As Ks Ts Js Qc;
# seat 2: Ad Td Kd Qd Jd 9d Ac 9c (no hearts, no spades).
OVERTAKE = complete_deal(
    {0: "Ah Th Jh Qs Jc Tc Kc", 1: "Kh Qh 9h As Ks Ts Qc", 2: "Ad Td Kd Qd Jd Ac 9c"},
    talon="9d 9s Js",
)
OVERTAKE_GIFTS = {2: "9d", 0: "9s"}
# A full deal of OVERTAKE, legal under every E5 reading. Seat 1 takes 77 card points and
# declares hearts (100); seat 0 takes 27, seat 2 16; seat 1 takes the last trick.
OVERTAKE_PLAY = (
    "As 9d 9s / Kh! Jd Ah / Jc Qc Ac / Ad Jh Qh / 9h 9c Th / Qs Ks Td / Ts Qd Kc / Js Kd Tc"
)

# As OVERTAKE, but seat 1 holds no club (9s instead of Qc) and seat 0 holds Qc: when seat
# 0 leads a club, seat 1 trumps and seat 2 follows clubs into a trumped trick.
TRUMPED = complete_deal(
    {0: "Ah Th Jh Qs Jc Tc Kc", 1: "Kh Qh 9h As Ks Ts 9s", 2: "Ad Td Kd Qd Jd Ac 9c"},
    talon="9d Qc Js",
)
TRUMPED_GIFTS = {2: "9d", 0: "Qc"}


def overtaking(mode: Overtake) -> Rules:
    return Rules(play=PlayRules(must_overtake=mode))


def _overtake(mode: Overtake, line: str = "") -> RoundState:
    state = through_contract(OVERTAKE, "p p", OVERTAKE_GIFTS, rules=overtaking(mode))
    return play(state, line)


def _trumped(mode: Overtake, line: str = "") -> RoundState:
    state = through_contract(TRUMPED, "p p", TRUMPED_GIFTS, rules=overtaking(mode))
    return play(state, line)


# --- E5: must overtake -------------------------------------------------------------------

ON = (Overtake.BEAT_TRICK, Overtake.BEAT_LED_SUIT)


@pytest.mark.rule("E5")
def test_must_overtake_is_off_by_default() -> None:
    # The seeds ask only to follow suit, else to trump (core.follow).
    assert Rules().play.must_overtake is Overtake.OFF
    state = _overtake(Overtake.OFF, "As 9d 9s / Kh! Jd")
    assert plays(state) == {"Ah", "Th", "Jh"}


@pytest.mark.rule("E5")
@pytest.mark.parametrize("mode", ON)
def test_a_follower_must_beat_the_led_card_when_able(mode: Overtake) -> None:
    # Seat 1 leads Kh (declaring hearts); seat 0 holds Ah, Th, Jh: Ah and Th beat Kh.
    state = _overtake(mode, "As 9d 9s / Kh! Jd")
    assert state.to_act == 0
    assert plays(state) == {"Ah", "Th"}
    violation = assert_illegal(state, PlayCard(seat=0, card=card("Jh")), Reason.MUST_OVERTAKE)
    assert violation.message == "p1 must beat Kh (holds Ah, Th)"
    assert violation.details == (("to_beat", "Kh"),)
    assert_legal(state, PlayCard(seat=0, card=card("Th")))


@pytest.mark.rule("E5")
@pytest.mark.parametrize("mode", ON)
def test_a_follower_who_cannot_beat_may_play_any_card_of_the_suit(mode: Overtake) -> None:
    # Seat 0 holds Qs and 9s; nothing beats the led As.
    state = _overtake(mode, "As 9d")
    assert plays(state) == {"Qs", "9s"}


@pytest.mark.rule("E5")
@pytest.mark.parametrize("mode", ON)
def test_the_best_card_so_far_is_the_one_to_beat(mode: Overtake) -> None:
    # Seat 0 leads Jc, seat 1 follows with Qc: seat 2 (Ac, 9c) must beat the queen.
    state = _overtake(mode, "As 9d 9s / Kh! Jd Ah / Jc Qc")
    assert plays(state) == {"Ac"}
    violation = assert_illegal(state, PlayCard(seat=2, card=card("9c")), Reason.MUST_OVERTAKE)
    assert violation.message == "p3 must beat Qc (holds Ac)"


@pytest.mark.rule("E5")
@pytest.mark.parametrize("mode", ON)
def test_a_trumping_follower_must_overtrump_when_able(mode: Overtake) -> None:
    # Seat 2 leads Ad; seat 0, void in diamonds, trumps with Jh; seat 1, void too, holds
    # Qh and 9h and must overtrump the jack.
    state = _overtake(mode, "As 9d 9s / Kh! Jd Ah / Jc Qc Ac / Ad")
    assert plays(state) == {"Th", "Jh"}  # no trump in the trick yet: any trump
    state = play(state, "Jh")
    assert plays(state) == {"Qh"}
    violation = assert_illegal(state, PlayCard(seat=1, card=card("9h")), Reason.MUST_OVERTAKE)
    assert violation.message == "p2 must overtrump Jh (holds Qh)"
    assert violation.details == (("to_beat", "Jh"),)


@pytest.mark.rule("E5")
def test_overtrumping_is_not_asked_when_the_rule_is_off() -> None:
    state = _overtake(Overtake.OFF, "As 9d 9s / Kh! Jd Ah / Jc Qc Ac / Ad Jh")
    assert plays(state) == {"Qh", "9h"}


@pytest.mark.rule("E5")
def test_beat_trick_frees_a_follower_of_a_trumped_trick() -> None:
    # Seat 0 leads Jc; seat 1, void in clubs, trumps with 9h. No club can take the trick
    # now, so under beat_trick seat 2 may follow with either club.
    state = _trumped(Overtake.BEAT_TRICK, "As 9d Qs / Kh! Jd Ah / Jc 9h")
    assert state.trump is t.Suit.HEARTS
    assert plays(state) == {"Ac", "9c"}


@pytest.mark.rule("E5")
def test_beat_led_suit_asks_to_head_the_led_suit_even_when_trumped() -> None:
    # The Polish reading: seat 2 must still beat the best club, Jc, although 9h wins.
    state = _trumped(Overtake.BEAT_LED_SUIT, "As 9d Qs / Kh! Jd Ah / Jc 9h")
    assert plays(state) == {"Ac"}
    violation = assert_illegal(state, PlayCard(seat=2, card=card("9c")), Reason.MUST_OVERTAKE)
    assert violation.message == "p3 must beat Jc (holds Ac)"
    state = play(state, "Ac")
    assert state.tricks[-1].winner == 1  # the trump still takes the trick


@pytest.mark.rule("E5")
@pytest.mark.parametrize("mode", ON)
def test_following_suit_and_trumping_come_before_overtaking(mode: Overtake) -> None:
    # Seat 0 may not beat Kh with a trump it does not hold, nor skip the suit to win.
    state = _overtake(mode, "As 9d 9s / Kh! Jd")
    assert_illegal(state, PlayCard(seat=0, card=card("Kc")), Reason.MUST_FOLLOW_SUIT)
    # Void in diamonds and holding trumps, seat 0 must trump first.
    state = _overtake(mode, "As 9d 9s / Kh! Jd Ah / Jc Qc Ac / Ad")
    assert_illegal(state, PlayCard(seat=0, card=card("Kc")), Reason.MUST_TRUMP)


@pytest.mark.rule("E5")
def test_the_leader_is_free_under_overtaking() -> None:
    state = _overtake(Overtake.BEAT_TRICK)
    assert plays(state) == {str(c) for c in state.hand(1)}


@pytest.mark.rule("E5")
@pytest.mark.parametrize("mode", list(Overtake))
def test_a_whole_deal_under_each_overtaking_reading(mode: Overtake) -> None:
    state = _overtake(mode, OVERTAKE_PLAY)
    assert t.is_over(state)
    result = t.round_result(state)
    assert result.card_points == (27, 77, 16)
    assert result.marriage_points == (0, 100, 0)


@pytest.mark.rule("E5")
def test_must_overtake_refuses_what_is_not_a_reading() -> None:
    with pytest.raises(t.RulesError) as info:
        Rules(play=PlayRules(must_overtake=untyped("yes")))
    assert [p.field for p in info.value.problems] == ["play.must_overtake"]
    assert "off, beat_trick, beat_led_suit" in str(info.value)


# --- E6: last-trick bonus ----------------------------------------------------------------


def _with_bonus(bonus: int, contract: int | None = None) -> RoundState:
    rules = Rules(play=PlayRules(last_trick_bonus=bonus))
    state = through_contract(OVERTAKE, "p p", OVERTAKE_GIFTS, contract, rules=rules)
    return play(state, OVERTAKE_PLAY)


@pytest.mark.rule("E6")
def test_no_last_trick_bonus_by_default() -> None:
    assert Rules().play.last_trick_bonus == 0
    result = t.round_result(_with_bonus(0))
    assert result.bonus_points == (0, 0, 0)
    assert result.points == (27, 177, 16)


@pytest.mark.rule("E6")
def test_the_last_trick_earns_10() -> None:
    # Seed 000 (blogger text): "After the knight is played, the points are counted, and
    # the last one who took the bribe is credited with another 10 points for the last
    # bribe."
    state = _with_bonus(10)
    assert state.tricks[-1].winner == 1
    result = t.round_result(state)
    assert result.bonus_points == (0, 10, 0)
    assert result.card_points == (27, 77, 16)  # card points stay card points: 120
    assert sum(result.card_points) == 120
    assert result.points == (27, 187, 16)


@pytest.mark.rule("E6")
def test_the_bonus_counts_toward_the_contract() -> None:
    # Seat 1 raises to 185 and takes 77 + 100 = 177: failed without the bonus, made with it.
    without = t.round_result(_with_bonus(0, contract=185))
    assert (without.made, without.score_changes[1]) == (False, -185)
    made = t.round_result(_with_bonus(10, contract=185))
    assert (made.made, made.score_changes[1]) == (True, 185)


@pytest.mark.rule("E6")
def test_a_defender_taking_the_last_trick_scores_the_bonus_rounded() -> None:
    # RUFF: seat 0 takes the last trick (Js Ts Ah) and 23 card points: 23 + 10 = 33,
    # rounded to 35 (F1); without the bonus 23 rounds to 25.
    rules = Rules(play=PlayRules(last_trick_bonus=10))
    state = play(through_contract(RUFF, "p p", RUFF_GIFTS, rules=rules), " ".join(RUFF_PLAY))
    result = t.round_result(state)
    assert result.bonus_points == (10, 0, 0)
    assert result.points == (33, 121, 156)
    assert result.score_changes == (35, 100, 155)


@pytest.mark.rule("E6")
def test_a_conceded_deal_has_no_last_trick() -> None:
    rules = Rules(play=PlayRules(last_trick_bonus=10))
    state = through_contract(OVERTAKE, "p p", OVERTAKE_GIFTS, rules=rules)
    state = t.apply(state, t.Concede(seat=1))
    result = t.round_result(state)
    assert result.bonus_points == (0, 0, 0)
    assert result.score_changes == (60, -100, 60)


@pytest.mark.rule("E6")
@pytest.mark.parametrize("bonus", [-10, -1])
def test_a_negative_bonus_is_refused(bonus: int) -> None:
    with pytest.raises(t.RulesError) as info:
        Rules(play=PlayRules(last_trick_bonus=bonus))
    assert [p.field for p in info.value.problems] == ["play.last_trick_bonus"]


@pytest.mark.rule("E6")
def test_the_bonus_must_be_a_whole_number() -> None:
    with pytest.raises(t.RulesError) as info:
        Rules(play=PlayRules(last_trick_bonus=untyped(10.0)))
    assert [p.field for p in info.value.problems] == ["play.last_trick_bonus"]
