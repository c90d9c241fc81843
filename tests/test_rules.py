"""The Rules value: defaults, validation with every problem at once, equality and hashing.

Rules: A1 (3 players; 2 and 4 refused until their issue), and the catalogue defaults of
the settings of the foundation issue.
"""

from __future__ import annotations

import random
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
from thousand.rules import problems_of
from thousand.serialization import dumps, loads


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


# --- every number has a range -------------------------------------------------------------

_GROUP_CLASSES: dict[str, type] = {
    "dealing": DealingRules,
    "redeal": t.RedealRules,
    "bidding": BiddingRules,
    "talon": TalonRules,
    "play": PlayRules,
    "deal_scoring": DealScoringRules,
    "game_scoring": t.GameScoringRules,
}

_RANGES: dict[str, tuple[int, int]] = {
    "dealing.players": (2, 4),
    "dealing.stock_hand_size": (1, 12),
    "dealing.stock_follow_from": (0, 12),  # the stock of the default hands of 6
    "dealing.cut_nine_penalty": (0, 1000),
    "dealing.exposed_card_penalty": (0, 1000),
    "dealing.sitter_ace_points": (0, 1000),
    "redeal.hand_points_below": (0, 120),
    "redeal.talon_points_below": (0, 120),
    "redeal.bad_hand_penalty": (0, 1000),
    "redeal.four_nines_bonus": (0, 1000),
    "bidding.min_bid": (1, 1000),
    "bidding.bid_step": (1, 1000),
    "bidding.max_bid": (1, 1000),
    "bidding.negative_score_limit": (-10_000, 10_000),
    "bidding.max_contract": (1, 1000),
    "talon.free_concedes": (0, 100),
    "talon.free_awards": (0, 100),
    "talon.concede_cycle": (0, 100),
    "talon.concede_penalty_points": (0, 1000),
    "talon.concede_limit_per_player": (1, 100),
    "talon.concede_limit_per_game": (1, 100),
    "talon.concede_award_points": (0, 1000),
    "play.marriage_values.spades": (0, 1000),
    "play.marriage_values.clubs": (0, 1000),
    "play.marriage_values.diamonds": (0, 1000),
    "play.marriage_values.hearts": (0, 1000),
    "play.ace_marriage_value": (0, 1000),
    "play.last_trick_bonus": (0, 1000),
    "deal_scoring.bolt_penalty": (0, 1000),
    "deal_scoring.golden_multiplier": (1, 10),
    "deal_scoring.dark_multiplier": (1, 10),
    "game_scoring.target": (1, 10_000),
    "game_scoring.barrel_threshold": (1, 999),  # below the default target of 1000
    "game_scoring.barrel_min_contract": (1, 1000),
    "game_scoring.barrel_attempts": (1, 100),
    "game_scoring.barrel_penalty": (1, 1000),
    "game_scoring.barrel_falls_to_zero": (0, 100),
    "game_scoring.settlement_bank": (0, 10_000),
    "game_scoring.lock_threshold": (1, 999),  # below the default target of 1000
    "game_scoring.idle_penalty": (0, 1000),
    "game_scoring.idle_threshold": (1, 10_000),
}
"""The range of every numeric setting, as the docstrings document them."""


def _numeric_fields(prefix: str, cls: type) -> list[str]:
    out = []
    for field in attrs.fields(cls):
        if attrs.has(field.type):
            out.extend(_numeric_fields(f"{prefix}.{field.name}", field.type))
        elif field.type in (int, int | None):
            out.append(f"{prefix}.{field.name}")
    return out


_NUMERIC_FIELDS = [f for g, cls in _GROUP_CLASSES.items() for f in _numeric_fields(g, cls)]


def _with(path: str, value: int) -> dict[str, Any]:
    """The keyword arguments of ``Rules`` that set ``path`` to ``value``, else the defaults."""
    group, *rest = path.split(".")

    def build(cls: Any, names: list[str]) -> Any:
        name, *inner = names
        inner_value = build(attrs.fields_dict(cls)[name].type, inner) if inner else value
        return cls(**{name: inner_value})

    return {group: build(_GROUP_CLASSES[group], rest)}


def _step(path: str) -> int:
    # Bids stay multiples of the step, so the bound alone refuses them.
    return 5 if path in ("bidding.min_bid", "bidding.max_bid", "bidding.max_contract") else 1


def test_every_numeric_setting_has_a_documented_range() -> None:
    assert sorted(_NUMERIC_FIELDS) == sorted(_RANGES)
    for path in _RANGES:
        group, name = path.split(".")[0], path.split(".")[-1]
        cls = MarriageValues if "marriage_values" in path else _GROUP_CLASSES[group]
        assert name in (cls.__doc__ or "")


@pytest.mark.parametrize("path", sorted(_RANGES))
def test_a_number_just_outside_its_range_is_refused_naming_the_field(path: str) -> None:
    low, high = _RANGES[path]
    for value in (high + _step(path), low - _step(path)):
        with pytest.raises(RulesError) as raised:
            Rules(**_with(path, value))
        assert path in _fields(raised.value), value
        with pytest.raises(t.RecordError) as loading:
            loads(dumps(_unchecked_rules(**_with_unchecked(path, value))), Rules)
        assert loading.value.where == path


@pytest.mark.parametrize("path", sorted(_RANGES))
def test_a_number_at_either_end_of_its_range_is_not_refused_for_its_range(path: str) -> None:
    low, high = _RANGES[path]
    if path == "bidding.bid_step":
        low, high = 1, 5  # the classic bids are multiples of the step
    for value in (low, high):
        problems = problems_of(_unchecked_rules(**_with_unchecked(path, value)))
        assert not any(p.field == path and "at most" in p.message for p in problems)
        assert not any(p.field == path and "negative" in p.message for p in problems)
        assert not any(p.field == path and "positive," in p.message for p in problems)


def _with_unchecked(path: str, value: int) -> dict[str, Any]:
    """As :func:`_with`, the value set past the checks (as a decoder might hold it)."""
    group, *rest = path.split(".")
    holder: Any = getattr(Rules(), group)
    built = attrs.evolve(holder)
    target = built
    for name in rest[:-1]:
        inner = attrs.evolve(getattr(target, name))
        object.__setattr__(target, name, inner)
        target = inner
    object.__setattr__(target, rest[-1], value)
    return {group: built}


def test_a_huge_maximum_bid_from_json_is_refused() -> None:
    text = '{"format":1,"bidding":{"max_bid":1000000000,"bid_jumps":true,"cap":"none"}}'
    with pytest.raises(t.RecordError) as raised:
        loads(text, Rules)
    assert raised.value.where == "bidding.max_bid"
    assert "at most 1000" in str(raised.value)


def test_a_number_too_long_to_write_is_refused_with_a_short_message() -> None:
    with pytest.raises(RulesError) as raised:
        Rules(
            bidding=BiddingRules(max_bid=10**5000),
            game_scoring=t.GameScoringRules(target=-(10**5000)),
        )
    assert _fields(raised.value) == ["bidding.max_bid", "game_scoring.target"]
    assert len(str(raised.value)) < 400


def _largest(players: int, **dealing: Any) -> Rules:
    """Every number at the end of its range that makes the engine offer the most."""
    # C8: two players do not bid in the dark.
    dark = t.BlindBidding.OFF if players == 2 else t.BlindBidding.ANYONE
    return Rules(
        dealing=DealingRules(
            players=players, cut_nine_penalty=1000, exposed_card_penalty=1000, **dealing
        ),
        redeal=t.RedealRules(
            hand_points_below=120, talon_points_below=120, bad_hand_penalty=1000,
            four_nines_bonus=1000,
        ),
        bidding=BiddingRules(
            min_bid=1, bid_step=1, max_bid=1000, bid_jumps=True, cap=BidCap.NONE,
            negative_score_limit=-10_000, blind_bidding=dark,
        ),
        talon=TalonRules(free_concedes=100),
        play=PlayRules(
            marriage_values=MarriageValues(spades=1000, clubs=1000, diamonds=1000, hearts=1000),
            ace_marriage=t.AceMarriage.SETS_TRUMP, ace_marriage_value=1000, half_marriage=True,
            last_trick_bonus=1000,
        ),
        deal_scoring=DealScoringRules(bolt_penalty=1000, golden_multiplier=10, dark_multiplier=10),
        game_scoring=t.GameScoringRules(
            target=10_000, barrel_threshold=9999, barrel_min_contract=1000, barrel_attempts=100,
            barrel_penalty=1000, barrel_falls_to_zero=100, settlement_bank=10_000,
        ),
    )  # fmt: skip


LONGEST_DEAL = 1_100
"""Actions in a deal of the largest rules at most: a bid for every point to 1000 by each
seat, the exchange and the play."""


@pytest.mark.parametrize(
    "rules",
    [
        _largest(3),
        _largest(4),
        _largest(2),
        _largest(2, two_player_deal=t.TwoPlayerDeal.STOCK),
    ],
    ids=["three", "four", "two_talons", "stock"],
)
def test_the_largest_rules_offer_a_bounded_number_of_actions_fast(rules: Rules) -> None:
    rng = random.Random(5)
    game = t.new_game(rules)
    most, longest = 0, 0
    for _ in range(10):
        state = t.next_round(game, rng)
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
                continue
            actions = t.legal_actions(state)
            most = max(most, len(actions))
            state = t.apply(state, rng.choice(actions))
        longest = max(longest, len(state.log))
        game = t.record_round(game, t.round_result(state))
    # Up to a bid or a contract for every point to 1000 (dark bids from 120), no more;
    # and a deal of a few hundred actions: the work is counted, never timed.
    assert 800 <= most < 2000
    assert longest <= LONGEST_DEAL
