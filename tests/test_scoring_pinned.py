"""Deal scoring pinned down where mutation testing found it loose.

What each seat's events say and in which order a seat's marriages are listed are part of
the result (the score sheet shows them), so they are checked exactly: a concession
(D4-D6), a failed contract (F2), the last-trick bonus (E6), the four-nines bonus (B5),
two marriages of one seat (E2), and the sitting dealer's talon in a dark deal (A5, A6).
"""

from __future__ import annotations

import pytest

import thousand as t
from thousand import (
    BiddingRules,
    BlindBidding,
    DealingRules,
    EventKind,
    PlayRules,
    RedealRules,
    RoundSummary,
    Rules,
    ScoreEvent,
    Suit,
)
from thousand.scoring import marriage_points

rule = pytest.mark.rule


@rule("E2")
@rule("E3")
def test_marriage_points_without_an_ace_marriage_are_the_suits_values() -> None:
    # E2: ♠40 ♣60 ♦80 ♥100; the ace marriage (E3, 200) only when declared.
    assert marriage_points(Rules(), [Suit.HEARTS]) == 100
    assert marriage_points(Rules(), [Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS]) == 180
    assert marriage_points(Rules(), []) == 0
    assert marriage_points(Rules(), [], ace_marriage=True) == 200


@rule("D4")
@rule("D5")
@rule("D6")
def test_a_concession_is_not_made_and_its_events_say_why() -> None:
    # D5 contract: the declarer loses the contract; D6 fixed: each opponent scores 60.
    result = t.score_round(Rules(), RoundSummary(declarer=1, contract=120, conceded=True))
    assert result.made is False
    assert result.score_changes == (60, -120, 60)
    assert result.events[1] == (ScoreEvent(EventKind.CONCEDED, -120, (("contract", 120),)),)
    for seat in (0, 2):
        assert result.events[seat] == (ScoreEvent(EventKind.CONCEDE_AWARD, 60),)


@rule("F2")
@rule("core.declarer_score")
def test_a_failed_contract_is_recorded_as_failed_with_the_points_taken() -> None:
    # The declarer bid 120 and took 95 card points: -120.
    result = t.score_round(
        Rules(), RoundSummary(declarer=1, contract=120, card_points=(15, 95, 10), tricks=(1, 6, 1))
    )
    assert result.made is False
    assert result.events[1] == (
        ScoreEvent(EventKind.CONTRACT_FAILED, -120, (("contract", 120), ("points", 95))),
    )
    # Exactly the contract is made.
    made = t.score_round(
        Rules(), RoundSummary(declarer=1, contract=100, card_points=(10, 100, 10), tricks=(1, 6, 1))
    )
    assert made.events[1] == (
        ScoreEvent(EventKind.CONTRACT_MADE, 100, (("contract", 100), ("points", 100))),
    )


HEARTS_FOR_1 = ((), (Suit.HEARTS,), ())


@rule("E6")
def test_only_the_seat_that_took_the_last_trick_has_the_bonus() -> None:
    # E6 with a bonus of 10: seat 1 took the last trick; 70 + 100 + 10 = 180.
    rules = Rules(play=PlayRules(last_trick_bonus=10))
    summary = RoundSummary(
        declarer=1,
        contract=120,
        card_points=(35, 70, 15),
        tricks=(2, 4, 2),
        marriages=HEARTS_FOR_1,
        last_trick=1,
    )
    result = t.score_round(rules, summary)
    assert (result.last_trick, result.bonus_points) == (1, (0, 10, 0))
    assert result.events[1][0].details == (("contract", 120), ("points", 180), ("last_trick", 10))
    assert result.events[0][0].details == (("points", 35), ("marriages", 0))
    assert result.events[2][0].details == (("points", 15), ("marriages", 0))
    # Without the bonus the result names no last trick: it earned nothing.
    plain = t.score_round(Rules(), summary)
    assert (plain.last_trick, plain.bonus_points) == (None, (0, 0, 0))


@rule("B5")
def test_only_the_seat_with_the_four_nines_has_the_bonus() -> None:
    # B5 200: seat 1 led the first of its four nines; 40 + 200 = 240.
    rules = Rules(redeal=RedealRules(four_nines_bonus=200))
    summary = RoundSummary(
        declarer=1, contract=120, card_points=(50, 40, 30), tricks=(3, 3, 2), four_nines=1
    )
    result = t.score_round(rules, summary)
    assert result.events[1][0].details == (("contract", 120), ("points", 240), ("four_nines", 200))
    assert result.events[0][0].details == (("points", 50), ("marriages", 0))
    assert result.events[2][0].details == (("points", 30), ("marriages", 0))


@rule("E2")
@rule("core.marriage")
def test_a_seats_marriages_are_listed_in_suit_order() -> None:
    # Suit order is the order of the marriage values: ♠ ♣ ♦ ♥, whatever order they came in.
    summary = RoundSummary(
        declarer=1,
        contract=200,
        card_points=(35, 70, 15),
        tricks=(2, 4, 2),
        marriages=((), (Suit.HEARTS, Suit.SPADES), ()),
    )
    result = t.score_round(Rules(), summary)
    assert result.marriages == ((), (Suit.SPADES, Suit.HEARTS), ())
    assert result.marriage_points == (0, 140, 0)
    three = RoundSummary(
        declarer=1,
        contract=300,
        card_points=(35, 70, 15),
        tricks=(2, 4, 2),
        marriages=((), (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS), ()),
    )
    assert t.score_round(Rules(), three).marriages[1] == (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)


@rule("A6")
@rule("F6")
def test_the_sitting_dealers_talon_in_a_dark_deal_is_multiplied_as_dark() -> None:
    # Four players, seat 0 deals. The talon holds 7 card points and the marriage of
    # spades: 7 + 40 = 47 rounds to 45; the 5 card points are doubled (F6), the 40 not.
    rules = Rules(
        dealing=DealingRules(players=4),
        bidding=BiddingRules(blind_bidding=BlindBidding.ANYONE),
    )
    summary = RoundSummary(
        declarer=1,
        contract=120,
        card_points=(0, 80, 20, 20),
        tricks=(0, 6, 1, 1),
        dark=True,
        sitting_out=0,
        talon_points=7,
        talon_marriage=Suit.SPADES,
    )
    result = t.score_round(rules, summary)
    assert result.score_changes[0] == 50
    assert result.events[0] == (
        ScoreEvent(EventKind.TALON, 45, (("points", 47), ("marriage", 40))),
        ScoreEvent(EventKind.MULTIPLIED, 5, (("multiplier", 2), ("deal", "dark"))),
    )
