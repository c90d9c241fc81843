# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""Bolts: what earns one, the bolt penalty, doubled bolts (F3, F4, F5)."""

from __future__ import annotations

import pytest

import thousand as t
from helpers.games import CLASSIC, conceded, event, game_at, kinds, made, record, summary
from thousand import BoltCount, BoltRule, DealScoringRules, EventKind, GameScoringRules, Rules

rule = pytest.mark.rule

# Seat 2 takes no trick: 0 card points (seat 1 declares 100 with its marriage of hearts).
SEAT_2_BOLT = summary(1, 100, (40, 80, 0), (3, 5, 0), {1: "h"})
# Seat 2 takes one trick of nines and a jack: 2 card points, no bolt by tricks.
SEAT_2_ONE_TRICK = summary(1, 100, (40, 78, 2), (3, 4, 1), {1: "h"})
# Seat 2 takes one trick worth nothing (three nines).
SEAT_2_EMPTY_TRICK = summary(1, 100, (40, 80, 0), (3, 4, 1), {1: "h"})


@rule("F3")
def test_a_bolt_is_a_deal_without_a_trick() -> None:
    # Seed 001: "If in the process of drawing round player did not take any bribes, he
    # recorded «bolt»."
    assert t.score_round(CLASSIC, SEAT_2_BOLT).bolts == (0, 0, 1)
    assert t.score_round(CLASSIC, SEAT_2_ONE_TRICK).bolts == (0, 0, 0)
    assert t.score_round(CLASSIC, SEAT_2_EMPTY_TRICK).bolts == (0, 0, 0)


@rule("F3")
def test_a_bolt_can_be_a_deal_without_points() -> None:
    # Seed 000: "It is written to the player if he did not score a single point during the
    # rally"; seed 002: «если тот за розыгрыш не набрал ни одного очка».
    rules = Rules(deal_scoring=DealScoringRules(bolt_rule=BoltRule.NO_POINTS))
    assert t.score_round(rules, SEAT_2_BOLT).bolts == (0, 0, 1)
    assert t.score_round(rules, SEAT_2_EMPTY_TRICK).bolts == (0, 0, 1)
    assert t.score_round(rules, SEAT_2_ONE_TRICK).bolts == (0, 0, 0)
    # A declared marriage is points: a trick of nines and a marriage is no bolt.
    with_marriage = summary(1, 100, (40, 80, 0), (3, 4, 1), {1: "h", 2: "s"})
    assert t.score_round(rules, with_marriage).bolts == (0, 0, 0)


@rule("F3")
def test_the_declarer_can_bolt_and_a_concession_gives_none() -> None:
    no_trick = summary(1, 100, (60, 0, 60), (4, 0, 4))
    result = t.score_round(CLASSIC, no_trick)
    assert (result.made, result.bolts) == (False, (0, 1, 0))
    assert t.score_round(CLASSIC, conceded(1, 100)).bolts == (0, 0, 0)


@rule("F4")
def test_three_bolts_cost_120_and_the_count_restarts() -> None:
    # Seed 003, rule 6: «За три болта в течение игры с игрока списывается 120 очков, болты
    # аннулируются, а при повторном получении трех болтов процедура повторяется.»
    g = game_at(scores=(0, 0, 300))
    g = record(g, SEAT_2_BOLT)
    assert (g.scores[2], g.bolts[2]) == (300, 1)
    assert str(event(g, 2, EventKind.BOLT)) == "bolt 1 of 3"
    g = record(g, made(1, 105))  # no bolt in between: every third bolt still counts
    assert (g.scores[2], g.bolts[2]) == (325, 1)
    g = record(g, summary(0, 105, (80, 40, 0), (5, 3, 0), {0: "h"}))
    assert (g.scores[2], g.bolts[2]) == (325, 2)
    g = record(g, summary(1, 105, (40, 80, 0), (3, 5, 0), {1: "h"}))
    assert (g.scores[2], g.bolts[2]) == (205, 0)
    penalty = event(g, 2, EventKind.BOLT_PENALTY)
    assert penalty.change == -120
    assert kinds(g, 2) == [EventKind.POINTS, EventKind.BOLT, EventKind.BOLT_PENALTY]
    g = record(g, summary(0, 105, (80, 40, 0), (5, 3, 0), {0: "h"}))
    assert (g.scores[2], g.bolts[2]) == (205, 1)  # counting again from 1


@rule("F4")
def test_the_bolt_penalty_can_be_100() -> None:
    # Seed 001: "For the three bolts in a row player is deducted 100 points".
    rules = Rules(deal_scoring=DealScoringRules(bolt_penalty=100))
    g = record(game_at(rules, scores=(0, 0, 300), bolts=(0, 0, 2)), SEAT_2_BOLT)
    assert g.scores[2] == 200


@rule("F4")
def test_only_three_bolts_in_a_row_can_count() -> None:
    # Seed 001: "For the three bolts in a row player is deducted 100 points, while the
    # previous bolts canceled."
    rules = Rules(deal_scoring=DealScoringRules(bolt_count=BoltCount.THREE_IN_A_ROW))
    g = game_at(rules, scores=(0, 0, 300), bolts=(0, 0, 2))
    g = record(g, made(1, 100))  # no bolt: the run is broken
    assert g.bolts[2] == 0
    g = game_at(rules, scores=(0, 0, 300), bolts=(0, 0, 2))
    g = record(g, SEAT_2_BOLT)
    assert (g.scores[2], g.bolts[2]) == (180, 0)


@rule("F5")
def test_a_bolt_in_a_golden_deal_counts_double() -> None:
    # Seed 001: "The resulting bolt can be doubled if you get in the game «in the dark»
    # or «gold»."
    golden = Rules(game_scoring=GameScoringRules(golden_round=True))
    deal = summary(1, 120, (40, 80, 0), (3, 5, 0), {1: "h"}, golden=True)
    assert t.score_round(golden, deal).bolts == (0, 0, 2)
    g = record(game_at(golden, scores=(0, 0, 300), bolts=(0, 0, 1)), deal)
    assert g.bolts[2] == 0
    assert kinds(g, 2)[-3:] == [EventKind.BOLT, EventKind.BOLT, EventKind.BOLT_PENALTY]
    assert g.scores[2] == 300 - 120
    single = Rules(
        game_scoring=GameScoringRules(golden_round=True),
        deal_scoring=DealScoringRules(bolt_doubling=False),
    )
    assert t.score_round(single, deal).bolts == (0, 0, 1)
    g = record(game_at(single, scores=(0, 0, 300), bolts=(0, 0, 1)), deal)
    assert (g.bolts[2], g.scores[2]) == (2, 300)
