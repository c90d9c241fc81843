"""Scoring a deal from a score keeper's summary, and refusing deals that cannot happen."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import thousand as t
from helpers.games import CLASSIC, conceded, game_at, made, summary
from helpers.rounds import RUFF, RUFF_GIFTS, RUFF_PLAY, bid, declare, give, play, start, untyped
from thousand import (
    BidCap,
    BiddingRules,
    Reason,
    RoundSummary,
    Rules,
    Suit,
    SummaryError,
    TalonRules,
)

rule = pytest.mark.rule


def problems(rules: Rules, s: RoundSummary) -> list[tuple[str, Reason]]:
    with pytest.raises(SummaryError) as raised:
        t.score_round(rules, s)
    error = raised.value
    assert error.reason is error.problems[0].reason
    assert str(error).startswith("impossible deal: ")
    return [(p.field, p.reason) for p in error.problems]


@rule("core.declarer_score")
@rule("core.defender_score")
@rule("E2")
def test_a_played_deal_and_its_summary_score_alike() -> None:
    state = play(declare(give(bid(start(RUFF), "p p"), RUFF_GIFTS)), "/".join(RUFF_PLAY))
    result = t.round_result(state)
    written = RoundSummary(
        declarer=1,
        contract=100,
        card_points=(23, 21, 76),
        tricks=(1, 2, 5),
        marriages=((), (Suit.HEARTS,), (Suit.DIAMONDS,)),
    )
    assert t.score_round(CLASSIC, written) == result
    assert t.round_summary(state) == written
    assert result.score_changes == (25, 100, 155)
    assert [str(e) for e in result.events[2]] == ["156 points, rounded: +155"]
    assert result.marriages == ((), (Suit.HEARTS,), (Suit.DIAMONDS,))


@rule("core.card_points")
def test_card_points_must_add_up_to_120() -> None:
    assert problems(CLASSIC, summary(1, 100, (40, 80, 10), (3, 4, 1))) == [
        ("card_points", Reason.CARD_POINTS_TOTAL)
    ]
    assert problems(CLASSIC, summary(1, 100, (-10, 110, 20), (3, 4, 1))) == [
        ("card_points", Reason.CARD_POINTS_TOTAL)
    ]


@rule("A2")
def test_tricks_must_add_up_to_8() -> None:
    assert problems(CLASSIC, summary(1, 100, (40, 60, 20), (3, 4, 2))) == [
        ("tricks", Reason.TRICKS_TOTAL)
    ]


@rule("F3")
def test_a_bolt_has_no_points() -> None:
    assert problems(CLASSIC, summary(1, 100, (40, 70, 10), (3, 5, 0))) == [
        ("card_points[2]", Reason.POINTS_WITHOUT_TRICK)
    ]


@rule("core.marriage")
def test_a_marriage_is_declared_once_by_one_seat() -> None:
    twice = summary(1, 100, (40, 70, 10), (3, 4, 1), {1: "hh"})
    assert problems(CLASSIC, twice) == [("marriages[1]", Reason.MARRIAGE_CLAIMED_TWICE)]
    two_seats = summary(1, 100, (40, 70, 10), (3, 4, 1), {1: "h", 0: "h"})
    error = problems(CLASSIC, two_seats)
    assert error == [("marriages[1]", Reason.MARRIAGE_CLAIMED_TWICE)]


@rule("E1")
def test_a_marriage_needs_a_trick() -> None:
    assert problems(CLASSIC, summary(1, 100, (40, 80, 0), (3, 5, 0), {2: "s"})) == [
        ("marriages[2]", Reason.MARRIAGE_WITHOUT_TRICK)
    ]


@rule("C3")
@rule("C4")
@rule("C5")
@rule("C6")
def test_the_contract_must_be_a_possible_one() -> None:
    deal = (40, 70, 10), (3, 4, 1)
    assert problems(CLASSIC, summary(1, 95, *deal)) == [("contract", Reason.CONTRACT_BELOW_BID)]
    assert problems(CLASSIC, summary(1, 102, *deal)) == [("contract", Reason.CONTRACT_OFF_STEP)]
    assert problems(CLASSIC, summary(1, 305, *deal)) == [("contract", Reason.CONTRACT_ABOVE_MAX)]
    # C6: no hand holds more than 120 plus the four marriages (280).
    wide = Rules(bidding=BiddingRules(max_bid=500))
    assert problems(wide, summary(1, 405, *deal)) == [("contract", Reason.CONTRACT_ABOVE_CAP)]
    t.score_round(wide, summary(1, 400, *deal))
    uncapped = Rules(bidding=BiddingRules(max_bid=500, cap=BidCap.NONE))
    t.score_round(uncapped, summary(1, 500, *deal))


@rule("D4")
def test_a_conceded_deal_has_no_play() -> None:
    played = RoundSummary(
        declarer=1, contract=100, card_points=(40, 70, 10), tricks=(3, 4, 1), conceded=True
    )
    assert problems(CLASSIC, played) == [("conceded", Reason.CONCEDED_WITH_PLAY)]
    zeros = RoundSummary(
        declarer=1, contract=100, card_points=(0, 0, 0), tricks=(0, 0, 0), conceded=True
    )
    assert t.score_round(CLASSIC, zeros) == t.score_round(CLASSIC, conceded(1, 100))
    no_concede = Rules(talon=TalonRules(concede=False))
    assert problems(no_concede, conceded(1, 100)) == [("conceded", Reason.CONCEDE_NOT_ALLOWED)]


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"declarer": 3}, "declarer"),
        ({"declarer": True}, "declarer"),
        ({"contract": "100"}, "contract"),
        ({"conceded": 1}, "conceded"),
        ({"golden": None}, "golden"),
        ({"card_points": (40, 80)}, "card_points"),
        ({"card_points": [40, 70, 10]}, "card_points"),
        ({"tricks": (3, 4.0, 1)}, "tricks"),
        ({"tricks": ()}, "tricks"),
        ({"marriages": ((), ("h",), ())}, "marriages"),
        ({"marriages": ((), ())}, "marriages"),
    ],
)
def test_a_malformed_summary_is_refused_with_the_field(fields: dict[str, Any], field: str) -> None:
    base: dict[str, Any] = {
        "declarer": 1,
        "contract": 100,
        "card_points": (40, 70, 10),
        "tricks": (3, 4, 1),
    }
    s = RoundSummary(**{**base, **{k: untyped(v) for k, v in fields.items()}})
    assert problems(CLASSIC, s) == [(field, Reason.MALFORMED_SUMMARY)]


def test_every_problem_is_reported_at_once() -> None:
    s = summary(1, 102, (40, 80, 10), (3, 4, 0), {1: "h", 2: "h"})
    found = problems(CLASSIC, s)
    assert {reason for _, reason in found} == {
        Reason.CONTRACT_OFF_STEP,
        Reason.CARD_POINTS_TOTAL,
        Reason.TRICKS_TOTAL,
        Reason.POINTS_WITHOUT_TRICK,
        Reason.MARRIAGE_CLAIMED_TWICE,
        Reason.MARRIAGE_WITHOUT_TRICK,
    }


def test_recording_refuses_a_result_of_another_game_and_changes_nothing() -> None:
    g = game_at()
    result = t.score_round(CLASSIC, made(1, 100))
    for bad, field in (
        (
            t.RoundResult(1, 100, True, False, (0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0)),
            "score_changes",
        ),
        (
            t.RoundResult(5, 100, True, False, (0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0)),
            "declarer",
        ),
        (untyped("a result"), "result"),
    ):
        with pytest.raises(SummaryError) as raised:
            t.record_round(g, bad)
        assert raised.value.problems[0].field == field
        assert raised.value.reason is Reason.MALFORMED_SUMMARY
    with pytest.raises(SummaryError) as raised:
        t.record_round(g, t.score_round(CLASSIC, made(0, 100)))  # seat 1 holds the 100
    assert raised.value.reason is Reason.CONTRACT_BELOW_BID
    assert t.record_round(g, result).scores == (25, 170 - 70, 25)
    assert g == game_at()
    with pytest.raises(t.StateError) as state_error:
        t.record_round(untyped(None), result)
    assert state_error.value.reason is Reason.MALFORMED_ACTION


_HUGE = 10**5000
"""A number Python refuses to write out (more than 4300 digits)."""


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("declarer", _HUGE),
        ("contract", _HUGE),
        ("contract", -_HUGE),
        ("card_points", (_HUGE, 30, 30)),
        ("card_points", (_HUGE, -_HUGE, 0)),
        ("tricks", (_HUGE, 2, 2)),
        ("tricks", (-_HUGE, 2, 2)),
        ("ace_marriage", _HUGE),
        ("last_trick", -_HUGE),
        ("talon_points", _HUGE),
        ("outcome_seat", _HUGE),
        ("four_nines", _HUGE),
    ],
    ids=lambda value: value if isinstance(value, str) else "huge",
)
def test_a_summary_holding_a_huge_number_is_refused_with_a_short_message(
    field: str, value: Any
) -> None:
    summary = RoundSummary(declarer=0, contract=100, card_points=(60, 30, 30), tricks=(4, 2, 2))
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(t.Rules(), attrs.evolve(summary, **{field: value}))
    assert len(str(raised.value)) < 400
