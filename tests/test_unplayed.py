"""Deals that end without being played (A9, A10, B1, C1) through the whole library: the
score keeper's summaries, the game, the sheet, records, notation and JSON, and the bot."""

from __future__ import annotations

import json
import random

import jsonschema
import pytest

import thousand as t
from helpers.rounds import LAB, bid, card, cards
from thousand import (
    AcceptCut,
    BuryJack,
    ClaimRedeal,
    Cut,
    DeclineRedeal,
    ExposedCard,
    Outcome,
    Reason,
    Recut,
    RedealCondition,
    RoundSummary,
    Rules,
)
from thousand.schema import documents
from thousand.serialization import dumps, loads

rule = pytest.mark.rule
CUTTING = Rules(dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER, exposed_card_penalty=120))
NINES = t.Deal.parse(
    ["Ts Tc Td Kh Qh Js Jc", "9s 9c 9d 9h As Ac Ad", "Ks Qs Kc Qc Kd Qd Ah"], ["Jd Th Jh"]
)


# --- summaries ----------------------------------------------------------------------------


@rule("B1")
@rule("A9")
@rule("A10")
@pytest.mark.parametrize(
    ("summary", "reason", "field"),
    [
        (RoundSummary(outcome=Outcome.REDEAL), Reason.MALFORMED_SUMMARY, "outcome_seat"),
        (
            RoundSummary(outcome=Outcome.REDEAL, outcome_seat=1, card_points=(40, 40, 40)),
            Reason.OUTCOME_MISMATCH,
            "card_points",
        ),
        (
            RoundSummary(outcome=Outcome.REDEAL, outcome_seat=1, declarer=1, contract=100),
            Reason.OUTCOME_MISMATCH,
            "declarer",
        ),
        (
            RoundSummary(
                outcome=Outcome.REDEAL,
                outcome_seat=1,
                redeal_condition=RedealCondition.HAND_FOUR_JACKS,
            ),
            Reason.REDEAL_CONDITION_OFF,
            "redeal_condition",
        ),
        (
            RoundSummary(outcome=Outcome.CUT_PENALTY, outcome_seat=2),
            Reason.OUTCOME_MISMATCH,
            "outcome",
        ),
        (
            RoundSummary(
                outcome=Outcome.EXPOSED_CARD,
                outcome_seat=0,
                redeal_condition=RedealCondition.HAND_FOUR_NINES,
            ),
            Reason.OUTCOME_MISMATCH,
            "redeal_condition",
        ),
        (
            RoundSummary(outcome=Outcome.EXPOSED_CARD, outcome_seat=3),
            Reason.MALFORMED_SUMMARY,
            "outcome_seat",
        ),
        (
            RoundSummary(
                declarer=1, contract=100, card_points=(40, 40, 40), tricks=(3, 3, 2), outcome_seat=1
            ),
            Reason.OUTCOME_MISMATCH,
            "outcome_seat",
        ),
        (RoundSummary(outcome="redeal", outcome_seat=1), Reason.MALFORMED_SUMMARY, "outcome"),  # type: ignore[arg-type]
    ],
)
def test_a_summary_of_a_deal_not_played_is_checked(
    summary: RoundSummary, reason: Reason, field: str
) -> None:
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(Rules(), summary)
    assert (raised.value.problems[0].field, raised.value.reason) == (field, reason)


@rule("A9")
@rule("A10")
def test_the_game_checks_the_seat_a_penalty_names() -> None:
    game = t.new_game(CUTTING, first_dealer=1)  # seat 0 cuts, seat 1 deals
    wrong_cutter = t.score_round(CUTTING, RoundSummary(outcome=Outcome.CUT_PENALTY, outcome_seat=2))
    with pytest.raises(t.SummaryError) as raised:
        t.record_round(game, wrong_cutter)
    assert raised.value.reason is Reason.OUTCOME_MISMATCH
    assert "cutter" in str(raised.value)
    wrong_dealer = t.score_round(
        CUTTING, RoundSummary(outcome=Outcome.EXPOSED_CARD, outcome_seat=0)
    )
    with pytest.raises(t.SummaryError):
        t.record_round(game, wrong_dealer)
    right = t.score_round(CUTTING, RoundSummary(outcome=Outcome.CUT_PENALTY, outcome_seat=0))
    assert t.record_round(game, right).scores == (-120, 0, 0)


@rule("A10")
@rule("G3")
def test_a_penalty_takes_a_barrel_player_off_the_barrel_without_an_attempt() -> None:
    rules = Rules(dealing=t.DealingRules(exposed_card_penalty=120))
    game = t.new_game(rules, first_dealer=0)
    import attrs

    game = attrs.evolve(
        game, scores=(880, 0, 0), on_barrel=(True, False, False), barrel_attempts=(1, 0, 0)
    )
    result = t.score_round(rules, RoundSummary(outcome=Outcome.EXPOSED_CARD, outcome_seat=0))
    after = t.record_round(game, result)
    assert after.scores == (760, 0, 0)
    assert after.on_barrel == (False, False, False)
    assert [e.kind for e in after.rounds[-1].events[0]] == [
        t.EventKind.EXPOSED_CARD,
        t.EventKind.LEFT_BARREL,
    ]


@rule("G13")
@rule("B1")
def test_a_golden_deal_redealt_is_dealt_again_golden() -> None:
    rules = Rules(game_scoring=t.GameScoringRules(golden_round=True))
    game = t.new_game(rules, first_dealer=0)
    assert game.golden_seat == 1
    redeal = RoundSummary(outcome=Outcome.REDEAL, outcome_seat=2, golden=True)
    game = t.record_round(game, t.score_round(rules, redeal))
    assert (game.dealer, game.golden_seat, game.played) == (0, 1, 0)


# --- records, notation, JSON ---------------------------------------------------------------


def _cut_and_claimed() -> t.RoundState:
    rules = Rules(dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER))
    state = t.apply_all(
        t.new_round(rules, dealer=0),
        [
            Cut(seat=2, bottom=card("9s")),
            Recut(seat=0),
            Cut(seat=2, bottom=card("Jc")),
            BuryJack(seat=0),
        ],
    )
    return t.apply_all(
        state, [NINES, ClaimRedeal(seat=1, condition=RedealCondition.HAND_FOUR_NINES)]
    )


@rule("A9")
@rule("B1")
def test_a_record_keeps_the_cutting_in_its_prelude() -> None:
    state = _cut_and_claimed()
    record = t.record_of(state)
    assert len(record.prelude) == 4
    assert record.deal == NINES
    assert record.actions == (ClaimRedeal(seat=1, condition=RedealCondition.HAND_FOUR_NINES),)
    assert t.final_state(record) == state
    assert list(t.replay(record))[-1] == state
    assert loads(dumps(record), t.RoundRecord) == record
    assert loads(dumps(state), t.RoundState) == state
    jsonschema.validate(json.loads(dumps(record)), documents()["record.schema.json"])
    text = t.format_record(record)
    assert "p3 cut 9s\np1 recut\np3 cut Jc\np1 bury\ndeal " in text
    assert "p2 redeal hand_four_nines" in text
    assert t.parse_record(text) == record


@rule("A9")
@rule("A10")
@rule("B1")
@pytest.mark.parametrize(
    ("action", "text"),
    [
        (Cut(seat=2, bottom=card("Ah")), "p3 cut Ah"),
        (Recut(seat=0), "p1 recut"),
        (BuryJack(seat=1), "p2 bury"),
        (AcceptCut(seat=2), "p3 keep"),
        (ExposedCard(card=card("Th")), "exposed Th"),
        (
            ClaimRedeal(seat=1, condition=RedealCondition.TALON_TWO_NINES),
            "p2 redeal talon_two_nines",
        ),
        (DeclineRedeal(seat=0), "p1 decline"),
    ],
)
def test_the_new_actions_in_notation_and_json(action: t.Action, text: str) -> None:
    assert t.format_action(action) == text
    assert t.parse_action(text) == action
    assert loads(dumps(action), t.Action) == action
    assert t.format_action(t.HiddenCut(seat=2)) == "p3 cut ?"


@rule("B1")
def test_notation_refuses_an_unknown_condition() -> None:
    with pytest.raises(t.NotationError) as raised:
        t.parse_action("p2 redeal six_nines")
    assert "not a redeal condition" in str(raised.value)
    assert raised.value.column == 11


@rule("A10")
def test_a_record_of_an_exposed_card_has_no_deal() -> None:
    first = t.new_game(CUTTING, first_dealer=1)
    state = t.apply(t.next_round(first), Cut(seat=0, bottom=card("Ah")))
    state = t.apply(state, ExposedCard(card=card("Kd")))
    record = t.record_of(state)
    assert (record.deal, record.actions, len(record.prelude)) == (None, (), 2)
    assert t.parse_record(t.format_record(record)) == record
    assert loads(dumps(record), t.RoundRecord) == record
    game = t.record_round(first, t.round_result(state))
    by_cards = t.GameRecord(rules=CUTTING, first_dealer=1, rounds=[record])
    assert t.final_state(by_cards) == game
    assert loads(dumps(by_cards), t.GameRecord) == by_cards
    assert t.final_state(t.record_of(game)) == game
    jsonschema.validate(json.loads(dumps(by_cards)), documents()["game.schema.json"])
    jsonschema.validate(json.loads(dumps(t.record_of(game))), documents()["game.schema.json"])


@rule("B1")
def test_views_of_a_redeal_show_the_claimed_hand_and_sample_back() -> None:
    state = _cut_and_claimed()
    for seat in (0, 1, 2, None):
        v = t.public_view(state) if seat is None else t.view(state, seat)
        assert v.claimed_hand == tuple(sorted(cards("9s 9c 9d 9h As Ac Ad")))
        assert v.result is not None
        assert v.result.outcome is Outcome.REDEAL
        world = t.sample_world(v, random.Random(3))
        assert (t.public_view(world) if seat is None else t.view(world, seat)) == v
        assert loads(dumps(v), t.PlayerView) == v
        jsonschema.validate(json.loads(dumps(v)), documents()["view.schema.json"])


# --- the simple bot -----------------------------------------------------------------------


@rule("B1")
@rule("B5")
def test_the_bot_claims_a_redeal_with_a_weak_hand_and_keeps_four_nines_for_the_bonus() -> None:
    state = t.apply(t.new_round(Rules(), dealer=0), NINES)
    assert t.bots.simple_action(state) == ClaimRedeal(
        seat=1, condition=RedealCondition.HAND_FOUR_NINES
    )
    bonus = Rules(redeal=t.RedealRules(four_nines_bonus=200))
    state = t.apply(t.new_round(bonus, dealer=0), NINES)
    assert t.bots.simple_action(state) == DeclineRedeal(seat=1)
    assert t.bots.wants_redeal(Rules(), cards("Js Qs Ks Jc Jd 9c 9d"))


@rule("B1")
@rule("A9")
def test_the_bot_claims_on_a_poor_talon_short_of_its_contract_and_recuts_a_nine() -> None:
    # LAB: seat 1 takes the talon (9s Js Jc, 4 points) at 100 with two marriages: it plays.
    state = bid(t.apply(t.new_round(Rules(), dealer=0), LAB), "p p")
    assert isinstance(t.bots.simple_action(state), t.GiveCard)
    # On an obligatory 200 the poor talon leaves it short: it claims the redeal.
    rules = Rules(bidding=t.BiddingRules(min_bid=200))
    high = bid(t.apply(t.new_round(rules, dealer=0), LAB), "p p")
    assert high.contract == 200
    assert t.bots.simple_action(high) == ClaimRedeal(
        seat=1, condition=RedealCondition.TALON_POINTS_BELOW
    )
    cut = t.apply(t.new_round(CUTTING, dealer=0), Cut(seat=2, bottom=card("9h")))
    assert t.bots.simple_action(cut) == Recut(seat=0)
