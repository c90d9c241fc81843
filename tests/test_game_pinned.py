# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""Game rules pinned down where mutation testing found them loose (G1-G13, F4, core.winner).

Each test is a worked example of the rule text in docs/rules-reference.md, with the
barrel players and the seats placed where an off-by-one seat, a wrong comparison or a
loop cut short would change the result (a barrel player at seat 2, two barrel players,
equal totals). Deals are recorded from summaries, as a score keeper does.
"""

from __future__ import annotations

import pytest

import thousand as t
from helpers.games import event, failed, game_at, kinds, made, record, summary
from thousand import (
    BarrelSimultaneous,
    BoltCount,
    DealingRules,
    DealScoringRules,
    DumpTruck,
    EventKind,
    GameScoringRules,
    RoundSummary,
    Rules,
    Suit,
)

rule = pytest.mark.rule


def game_rules(**game: object) -> Rules:
    return Rules(game_scoring=GameScoringRules(**game))  # type: ignore[arg-type]


# --- G6: attempts are counted from the climb, for any seat ---------------------------------


@rule("G3")
@rule("G6")
def test_a_player_who_climbs_has_three_whole_attempts() -> None:
    # "If the third attempt was unsuccessful, then the player flies from the barrel": the
    # deal of the climb is no attempt, the next three are.
    g = record(game_at(scores=(800, 0, 0)), made(0, 105))  # 905: sits at 880
    assert (g.on_barrel[0], g.barrel_attempts[0]) == (True, 0)
    g = record(g, made(2, 100), made(1, 105))
    assert (g.scores[0], g.on_barrel[0], g.barrel_attempts[0]) == (880, True, 2)
    g = record(g, made(1, 100))
    assert (g.scores[0], g.on_barrel[0], g.barrel_falls[0]) == (760, False, 1)


@rule("G6")
@rule("G8")
def test_each_of_two_barrel_players_is_checked_for_a_fall() -> None:
    # Without bumping (G8 off) two players sit on the barrel, each with their own
    # attempts; seat 0 has attempts left, seat 2 spends its third and falls: 880 - 120.
    rules = game_rules(barrel_bump=False)
    g = game_at(rules, scores=(880, 0, 880), barrel=(0, 2), attempts=(0, 0, 2))
    g = record(g, made(1, 100))
    assert g.on_barrel == (True, False, False)
    assert g.barrel_attempts == (1, 0, 0)
    assert (g.scores[2], g.barrel_falls[2]) == (760, 1)
    assert event(g, 2, EventKind.FELL_OFF_BARREL).change == -120


@rule("G6")
@rule("G10")
@rule("F4")
def test_a_barrel_player_taken_below_the_barrel_does_not_stop_the_others_falling() -> None:
    # G10 off: the bolt penalty takes seat 0 below the barrel, so it leaves without a fall;
    # seat 2 on the barrel spends its third attempt in the same deal and falls.
    rules = game_rules(barrel_bump=False, barrel_freeze_others=False)
    g = game_at(rules, scores=(880, 0, 880), barrel=(0, 2), attempts=(0, 0, 2), bolts=(2, 0, 0))
    g = record(g, summary(1, 100, (0, 90, 30), (0, 6, 2), {1: "h"}))
    assert g.on_barrel == (False, False, False)
    assert g.scores == (760, 100, 760)
    assert g.barrel_falls == (0, 0, 1)
    assert EventKind.LEFT_BARREL in kinds(g, 0)
    assert EventKind.FELL_OFF_BARREL in kinds(g, 2)


@rule("G7")
def test_the_fall_to_zero_names_the_fall_that_caused_it() -> None:
    # «Три несыгранных бочки обнуляют очки данного игрока»: the event is the third fall.
    g = game_at(scores=(880, 0, 0), barrel=(0,), attempts=(2, 0, 0), falls=(2, 0, 0))
    g = record(g, made(1, 100))
    zero = event(g, 0, EventKind.FELL_TO_ZERO)
    assert (zero.change, zero.detail("falls")) == (-760, 3)


# --- G4, G5, G11: only the declarer's contract wins or loses -----------------------------------


@rule("G5")
@rule("G4")
def test_another_players_made_contract_does_not_win_for_the_barrel_player() -> None:
    # "A barrel player wins by making a contract of at least that as declarer": seat 1
    # makes 120, seat 0 on the barrel defends; its 25 points are held back at 880.
    g = record(game_at(scores=(880, 0, 0), barrel=(0,)), made(1, 120))
    assert g.winner is None
    assert (g.scores[0], g.on_barrel[0], g.barrel_attempts[0]) == (880, True, 1)
    assert event(g, 0, EventKind.BARREL_HELD).change == -25


@rule("G4")
@rule("G5")
def test_a_second_barrel_player_is_held_while_the_first_wins() -> None:
    # G8 and G10 off: both sit and the others score. Seat 0 makes 120 and wins; seat 2,
    # also on the barrel, takes 25 points that are not added (G4).
    rules = game_rules(barrel_bump=False, barrel_freeze_others=False)
    g = record(game_at(rules, scores=(880, 0, 880), barrel=(0, 2)), made(0, 120))
    assert g.winner == 0
    assert g.scores == (1000, 25, 880)
    held = event(g, 2, EventKind.BARREL_HELD)
    assert (held.change, held.detail("threshold")) == (-25, 880)
    assert event(g, 2, EventKind.BARREL_ATTEMPT).detail("attempt") == 1


@rule("G11")
@rule("G4")
def test_a_barrel_player_failing_above_the_minimum_leaves_and_the_other_is_held() -> None:
    # «с него списывают количество очков в размере ставки и он покидает «бочку»»: seat 0
    # fails 140 (880 - 140 = 740); seat 2, also on the barrel, is held at 880.
    rules = game_rules(barrel_bump=False, barrel_freeze_others=False)
    g = record(game_at(rules, scores=(880, 0, 880), barrel=(0, 2)), failed(0, 140))
    assert g.scores == (740, 40, 880)
    assert g.on_barrel == (False, False, True)
    assert event(g, 0, EventKind.LEFT_BARREL).detail("contract") == 140
    assert event(g, 2, EventKind.BARREL_HELD).change == -40


# --- G10 and F4: standing still keeps the bolt count ---------------------------------------------

IN_A_ROW = DealScoringRules(bolt_count=BoltCount.THREE_IN_A_ROW)


@rule("G10")
@rule("F4")
def test_the_others_standing_still_keep_a_bolt_streak() -> None:
    # F4 three_in_a_row: a deal without a bolt restarts the count, but "a player who stands
    # still (G10) keeps the count as it was". Seat 0 plays the barrel; seat 2 takes 40.
    rules = Rules(deal_scoring=IN_A_ROW)
    g = game_at(rules, scores=(880, 0, 200), barrel=(0,), bolts=(0, 0, 2))
    g = record(g, summary(0, 120, (80, 0, 40), (5, 0, 3)))
    assert g.bolts == (0, 0, 2)
    assert EventKind.STOOD_STILL in kinds(g, 2)


@rule("G10")
@rule("F4")
def test_a_barrel_player_outbid_keeps_a_bolt_streak() -> None:
    # «бочкующий не получает ни очков, ни палок»: seat 0 on the barrel defends and takes
    # tricks; its streak of two is neither broken nor added to.
    rules = Rules(deal_scoring=IN_A_ROW)
    g = game_at(rules, scores=(880, 0, 0), barrel=(0,), bolts=(2, 0, 0))
    g = record(g, made(1, 100))
    assert g.bolts == (2, 0, 0)


@rule("F3")
@rule("G10")
def test_a_barrel_player_defending_does_not_stop_the_others_bolts() -> None:
    # Seat 0 on the barrel gets no bolt (G10), but seat 2, taking no trick, does (F3).
    g = game_at(scores=(880, 0, 0), barrel=(0,))
    g = record(g, summary(1, 100, (40, 80, 0), (3, 5, 0), {1: "h"}))
    assert g.bolts == (0, 0, 1)
    assert event(g, 2, EventKind.BOLT).detail("bolts") == 1


@rule("A5")
@rule("F3")
def test_the_dealer_sitting_out_does_not_stop_the_others_bolts() -> None:
    # Four players, seat 0 deals and sits out: it gets no bolt (A5), but seat 2, who
    # plays and takes no trick, does (F3).
    rules = Rules(dealing=DealingRules(players=4))
    result = t.score_round(
        rules,
        RoundSummary(
            declarer=1,
            contract=100,
            card_points=(0, 95, 0, 25),
            tricks=(0, 6, 0, 2),
            marriages=((), (Suit.HEARTS,), (), ()),
            sitting_out=0,
            talon_points=25,
        ),
    )
    g = t.record_round(t.new_game(rules, first_dealer=0), result)
    assert g.bolts == (0, 0, 1, 0)


@rule("F4")
def test_the_third_bolt_costs_the_penalty_and_says_so() -> None:
    # «За три болта в течение игры с игрока списывается 120 очков, болты аннулируются».
    g = game_at(scores=(0, 0, 200), bolts=(0, 0, 2))
    g = record(g, summary(1, 100, (40, 80, 0), (3, 5, 0), {1: "h"}))
    assert (g.scores[2], g.bolts[2]) == (80, 0)
    penalty = event(g, 2, EventKind.BOLT_PENALTY)
    assert (penalty.change, penalty.detail("bolts")) == (-120, 3)


# --- G9 one_sits: the declarer, else the higher total, else the first to bid -----------------

ONE_SITS = game_rules(barrel_simultaneous=BarrelSimultaneous.ONE_SITS)


@rule("G9")
def test_the_declarer_sits_even_with_the_lower_total() -> None:
    # Seat 1 declares and makes 100 (790 -> 890); seat 2 defends to 895. The declarer sits.
    g = record(game_at(ONE_SITS, scores=(0, 790, 870)), made(1, 100))
    assert g.on_barrel == (False, True, False)
    assert g.scores[1:] == (880, 760)
    assert event(g, 2, EventKind.FELL_TOGETHER).change == -120


@rule("G9")
def test_with_equal_totals_the_first_in_bidding_order_sits() -> None:
    # Dealer 0: the bidding order is 1, 2, 0. Seats 1 and 2 both reach 890 as defenders.
    g = record(game_at(ONE_SITS, scores=(0, 850, 850)), failed(0, 105))
    assert g.on_barrel == (False, True, False)
    assert g.scores[1:] == (880, 760)
    # Dealer 1: the bidding order is 2, 0, 1; seats 0 and 1 tie, and seat 0 bids first.
    g = record(game_at(ONE_SITS, scores=(850, 850, 0), dealer=1), failed(2, 105))
    assert g.on_barrel == (True, False, False)
    assert g.scores[:2] == (880, 760)


# --- core.winner: several reaching the target -------------------------------------------------


@rule("core.winner")
@rule("G1")
def test_with_equal_totals_at_the_target_the_first_in_bidding_order_wins() -> None:
    # No barrel; seat 2 declares and fails, seats 0 and 1 both reach exactly 1000. Dealer 1:
    # the bidding order is 2, 0, 1, so seat 0 wins ("else the first in bidding order").
    rules = game_rules(barrel_threshold=None)
    g = record(game_at(rules, scores=(960, 960, 0), dealer=1), failed(2, 105))
    assert g.scores == (1000, 1000, -105)
    assert g.winner == 0


# --- G12 and G13: resets that take a player off the barrel ------------------------------------


@rule("G12")
@rule("G4")
def test_a_barrel_at_555_is_reset_by_the_dump_truck_and_left() -> None:
    # A threshold of 555 (target 675): the barrel player is held at exactly 555, which the
    # dump truck resets to 0 («очки этого игрока становятся равным 0»); at 0 it is no
    # longer on the barrel, and its attempts start again.
    rules = game_rules(target=675, barrel_threshold=555, dump_truck=DumpTruck.BOTH)
    g = game_at(rules, scores=(555, 0, 0), barrel=(0,), attempts=(1, 0, 0))
    g = record(g, made(1, 100))
    assert g.scores[0] == 0
    assert (g.on_barrel[0], g.barrel_attempts[0]) == (False, 0)
    assert kinds(g, 0)[-2:] == [EventKind.DUMP_TRUCK, EventKind.LEFT_BARREL]


@rule("G13")
def test_the_golden_reset_clears_the_barrel_too() -> None:
    # «Если на своём прикупе ни один игрок не набирает 120 очков, то очки обнуляются»:
    # "every score and counter resets to 0", the barrel, its attempts and falls included.
    rules = game_rules(golden_round=True)
    g = game_at(
        rules, scores=(880, 0, 0), barrel=(0,), attempts=(1, 0, 0), falls=(1, 0, 0), played=2
    )
    seat = g.golden_seat
    assert seat is not None
    assert seat != 0
    g = record(
        g,
        RoundSummary(
            declarer=seat,
            contract=120,
            card_points=tuple(40 for _ in range(3)),
            tricks=(3, 3, 2),
            golden=True,
        ),
    )
    assert EventKind.GOLDEN_RESET in kinds(g, 0)
    assert g.scores == (0, 0, 0)
    assert g.on_barrel == (False, False, False)
    assert g.barrel_attempts == (0, 0, 0)
    assert g.barrel_falls == (0, 0, 0)
