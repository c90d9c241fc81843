"""The Rules value: defaults, validation with every problem at once, equality and hashing.

Rules: A1 (3 players; 2 and 4 refused until their issue), and the catalogue defaults of
the settings of the foundation issue.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import thousand as t
from helpers.rounds import untyped
from thousand import (
    BidCap,
    BiddingRules,
    DealingRules,
    DealScoringRules,
    MarriageTiming,
    MarriageValues,
    PlayRules,
    Rounding,
    Rules,
    RulesError,
    TalonRules,
)


def _fields(error: RulesError) -> list[str]:
    return [p.field for p in error.problems]


def _unchecked_rules(**groups: object) -> Rules:
    """A Rules value built without running its checks (as a decoder might build one)."""
    defaults = Rules()
    rules: Any = object.__new__(Rules)
    for field in attrs.fields(Rules):
        object.__setattr__(rules, field.name, groups.get(field.name, getattr(defaults, field.name)))
    result: Rules = rules
    return result


# --- defaults -----------------------------------------------------------------------------


@pytest.mark.rule("A1")
def test_default_rules_have_three_players() -> None:
    rules = Rules()
    assert rules.players == 3
    assert rules.dealing.players == 3
    assert t.new_round(rules).players == 3


@pytest.mark.rule("C1")
@pytest.mark.rule("C4")
@pytest.mark.rule("C5")
@pytest.mark.rule("C6")
@pytest.mark.rule("C10")
def test_default_bidding_rules_are_classic() -> None:
    b = Rules().bidding
    assert b.min_bid == 100
    assert b.bid_step == 5
    assert b.max_bid == 300
    assert b.cap is BidCap.MARRIAGES_IN_HAND
    assert b.talon_hidden_on_hundred is True


@pytest.mark.rule("D3")
@pytest.mark.rule("D4")
@pytest.mark.rule("E1")
@pytest.mark.rule("E2")
@pytest.mark.rule("F1")
def test_default_talon_play_and_scoring_rules_are_classic() -> None:
    rules = Rules()
    assert rules.talon.raise_after_exchange is True
    assert rules.talon.concede is True
    assert rules.play.marriage_timing is MarriageTiming.AFTER_TRICK
    assert rules.play.marriage_values.by_index == (40, 60, 80, 100)
    assert rules.deal_scoring.rounding is Rounding.NEAREST_5


# --- A1: the number of players ------------------------------------------------------------


@pytest.mark.rule("A1")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_three_and_four_players_are_playable(players: int) -> None:
    # Seed 002: «Количество игроков в 1000 - от двух до 4 человек».
    rules = Rules(dealing=DealingRules(players=players))
    assert rules.players == players
    assert t.new_round(rules).players == players


@pytest.mark.rule("A3")
@pytest.mark.parametrize(
    ("dealing", "field", "words"),
    [
        (DealingRules(stock_hand_size=0), "dealing.stock_hand_size", "1..12"),
        (DealingRules(stock_hand_size=13), "dealing.stock_hand_size", "1..12"),
        (DealingRules(stock_follow_from=-1), "dealing.stock_follow_from", "0..12"),
        (DealingRules(stock_follow_from=13), "dealing.stock_follow_from", "0..12"),
        (
            DealingRules(stock_hand_size=10, stock_follow_from=5),
            "dealing.stock_follow_from",
            "0..4",
        ),
    ],
)
def test_the_stock_numbers_must_be_possible(dealing: DealingRules, field: str, words: str) -> None:
    with pytest.raises(RulesError) as raised:
        Rules(dealing=attrs.evolve(dealing, players=2))
    assert _fields(raised.value) == [field]
    assert words in raised.value.problems[0].message


@pytest.mark.rule("A3")
def test_the_stock_numbers_accept_their_whole_range() -> None:
    for hand in range(1, 13):
        for follow in range(0, 24 - 2 * hand + 1):
            Rules(dealing=DealingRules(players=2, stock_hand_size=hand, stock_follow_from=follow))


@pytest.mark.rule("A1")
@pytest.mark.parametrize("players", [0, 1, 5, -3])
def test_impossible_numbers_of_players_are_refused(players: int) -> None:
    with pytest.raises(RulesError) as raised:
        Rules(dealing=DealingRules(players=players))
    assert _fields(raised.value) == ["dealing.players"]


@pytest.mark.rule("A1")
@pytest.mark.parametrize("players", [True, 3.0, "3", None])
def test_players_must_be_a_whole_number(players: object) -> None:
    with pytest.raises(RulesError) as raised:
        Rules(dealing=DealingRules(players=untyped(players)))
    assert _fields(raised.value) == ["dealing.players"]
    assert "whole number" in raised.value.problems[0].message


@pytest.mark.rule("A1")
@pytest.mark.parametrize("players", [1, 5])
def test_validate_and_new_round_refuse_rules_built_without_checks(players: int) -> None:
    dealing = DealingRules()
    object.__setattr__(dealing, "players", players)
    rules = _unchecked_rules(dealing=dealing)
    with pytest.raises(RulesError) as raised:
        t.validate(rules)
    assert _fields(raised.value) == ["dealing.players"]
    with pytest.raises(RulesError):
        t.new_round(rules)


def test_validate_accepts_the_defaults() -> None:
    t.validate(Rules())
    assert _unchecked_rules() == Rules()


# --- validate reports every problem -------------------------------------------------------


def test_rules_error_lists_every_problem_with_field_paths_in_order() -> None:
    with pytest.raises(RulesError) as raised:
        Rules(
            dealing=DealingRules(players=5),
            bidding=BiddingRules(bid_step=0),
            play=PlayRules(marriage_values=MarriageValues(hearts=-1)),
        )
    assert _fields(raised.value) == [
        "dealing.players",
        "bidding.bid_step",
        "play.marriage_values.hearts",
    ]
    text = str(raised.value)
    for field in _fields(raised.value):
        assert field in text
    assert isinstance(raised.value, ValueError)


def test_validate_reports_every_problem_of_an_unchecked_value() -> None:
    dealing = DealingRules()
    object.__setattr__(dealing, "players", 5)
    bidding = BiddingRules()
    object.__setattr__(bidding, "min_bid", 102)
    object.__setattr__(bidding, "max_bid", "300")
    talon = TalonRules()
    object.__setattr__(talon, "concede", "yes")
    rules = _unchecked_rules(dealing=dealing, bidding=bidding, talon=talon)
    with pytest.raises(RulesError) as raised:
        t.validate(rules)
    assert set(_fields(raised.value)) == {
        "dealing.players",
        "bidding.min_bid",
        "bidding.max_bid",
        "talon.concede",
    }


@pytest.mark.parametrize(
    ("rules_kwargs", "field", "words"),
    [
        ({"bidding": BiddingRules(min_bid=102)}, "bidding.min_bid", "multiple"),
        ({"bidding": BiddingRules(max_bid=303)}, "bidding.max_bid", "multiple"),
        ({"bidding": BiddingRules(max_bid=95)}, "bidding.max_bid", "below"),
        ({"bidding": BiddingRules(bid_step=-5)}, "bidding.bid_step", "positive"),
        ({"bidding": BiddingRules(max_bid=untyped("300"))}, "bidding.max_bid", "whole number"),
        ({"bidding": BiddingRules(cap=untyped("none"))}, "bidding.cap", "marriages_in_hand"),
        ({"talon": TalonRules(concede=untyped(1))}, "talon.concede", "true or false"),
        (
            {"deal_scoring": DealScoringRules(rounding=untyped("nearest_5"))},
            "deal_scoring.rounding",
            "one of",
        ),
        (
            {"play": PlayRules(marriage_values=MarriageValues(spades=untyped(40.0)))},
            "play.marriage_values.spades",
            "whole number",
        ),
        (
            {"play": PlayRules(marriage_values=MarriageValues(clubs=-60))},
            "play.marriage_values.clubs",
            "negative",
        ),
        ({"bidding": untyped(TalonRules())}, "bidding", "BiddingRules"),
    ],
)
def test_rules_problem_names_the_field(
    rules_kwargs: dict[str, Any], field: str, words: str
) -> None:
    with pytest.raises(RulesError) as raised:
        Rules(**rules_kwargs)
    assert _fields(raised.value) == [field]
    assert words in raised.value.problems[0].message
    assert str(raised.value.problems[0]).startswith(f"{field}: ")


# --- equality and hashing -----------------------------------------------------------------


def test_rules_equal_and_hash_equal() -> None:
    assert Rules() == Rules()
    assert hash(Rules()) == hash(Rules())
    a = Rules(bidding=BiddingRules(cap=BidCap.NONE), talon=TalonRules(concede=False))
    b = Rules(talon=TalonRules(concede=False), bidding=BiddingRules(cap=BidCap.NONE))
    assert a == b
    assert hash(a) == hash(b)
    assert len({Rules(), Rules(), a, b}) == 2


@pytest.mark.parametrize(
    "other",
    [
        Rules(bidding=BiddingRules(cap=BidCap.NONE)),
        Rules(talon=TalonRules(raise_after_exchange=False)),
        Rules(play=PlayRules(marriage_values=MarriageValues(hearts=120))),
        Rules(deal_scoring=DealScoringRules(rounding=Rounding.NONE)),
    ],
)
def test_rules_differ_when_a_setting_differs(other: Rules) -> None:
    assert other != Rules()
    assert {Rules(): "classic"}.get(other) is None


def test_rules_are_frozen() -> None:
    rules = Rules()
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        untyped(rules).dealing = DealingRules()
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        untyped(rules.bidding).max_bid = 250


def test_evolve_checks_the_new_value() -> None:
    rules = attrs.evolve(Rules(), bidding=BiddingRules(max_bid=250))
    assert rules.bidding.max_bid == 250
    with pytest.raises(RulesError):
        attrs.evolve(Rules(), dealing=DealingRules(players=5))


def test_new_round_refuses_something_that_is_not_rules() -> None:
    with pytest.raises(t.StateError) as raised:
        t.new_round(untyped("classic"))
    assert raised.value.reason is t.Reason.MALFORMED_ACTION


@pytest.mark.parametrize("dealer", [-1, 3, "0", None, True])
def test_new_round_refuses_a_dealer_that_is_not_a_seat(dealer: object) -> None:
    with pytest.raises(t.StateError) as raised:
        t.new_round(Rules(), dealer=untyped(dealer))
    assert raised.value.reason is t.Reason.MALFORMED_ACTION
