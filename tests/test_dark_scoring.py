"""Dark deals kept by score and recorded in a game: summaries, checks, bolts, concessions
(C8, C9, F5, F6, D4, D7, G13)."""

from __future__ import annotations

import attrs
import pytest

import thousand as t
from helpers.dark import ANYONE, FIRST_HAND, JUNK, JUNK_GIFTS, JUNK_PLAY, played
from helpers.games import conceded, event, failed, game_at, made, summary
from helpers.rounds import untyped
from thousand import (
    DealScoringRules,
    EventKind,
    GameScoringRules,
    Reason,
    RoundSummary,
    Rules,
    TalonRules,
)

rule = pytest.mark.rule


def in_the_dark(s: RoundSummary) -> RoundSummary:
    return attrs.evolve(s, dark=True)


def problems(rules: Rules, s: RoundSummary) -> list[tuple[str, Reason]]:
    with pytest.raises(t.SummaryError) as error:
        t.score_round(rules, s)
    return [(p.field, p.reason) for p in error.value.problems]


# --- F6 on the score keeper's path -------------------------------------------------------


@rule("F6")
@rule("C9")
def test_a_dark_120_kept_by_score_is_plus_or_minus_240() -> None:
    # Seed 001: "«darkling» has the ability to score 240 points ... If the «darkling» not
    # gaining points the amount claimed or «paints» from his account automatically
    # deducted 240 points."
    won = t.score_round(FIRST_HAND, in_the_dark(made(1, 120)))
    assert (won.made, won.dark, won.multiplier) == (True, True, 2)
    assert won.score_changes == (50, 240, 50)  # defenders: 25 each, doubled
    lost = t.score_round(FIRST_HAND, in_the_dark(failed(1, 120)))
    assert lost.score_changes == (80, -240, 80)
    gave_up = t.score_round(FIRST_HAND, in_the_dark(conceded(1, 120)))
    assert gave_up.score_changes == (120, -240, 120)  # D6's 60 each, doubled


@rule("F6")
def test_dark_marriages_are_multiplied_or_not() -> None:
    # Seed 001: "During the «golden Kona» or the game «in the dark» obtained through
    # bribes points are doubled, then it is added to the par value of marriage."
    s = in_the_dark(summary(1, 120, (25, 70, 25), (2, 4, 2), {1: "h", 2: "s"}))
    assert t.score_round(FIRST_HAND, s).score_changes == (50, 240, 130)  # (25 + 40) x 2
    once = Rules(
        bidding=FIRST_HAND.bidding,
        deal_scoring=DealScoringRules(dark_marriages_multiplied=False),
    )
    result = t.score_round(once, s)
    assert result.score_changes == (50, 240, 90)  # 25 x 2 + 40
    # The golden setting is another one: it does not change a dark deal.
    golden_once = Rules(
        bidding=FIRST_HAND.bidding,
        deal_scoring=DealScoringRules(golden_marriages_multiplied=False),
    )
    assert t.score_round(golden_once, s).score_changes == (50, 240, 130)
    assert [str(e) for e in result.events[2]] == ["65 points, rounded: +65", "dark deal x2: +25"]


@rule("C9")
@rule("C8")
def test_an_impossible_dark_summary_is_refused() -> None:
    assert problems(Rules(), in_the_dark(made(1, 120))) == [("dark", Reason.DARK_MISMATCH)]
    assert problems(FIRST_HAND, in_the_dark(made(1, 115))) == [
        ("contract", Reason.CONTRACT_BELOW_BID)
    ]
    golden = Rules(bidding=FIRST_HAND.bidding, game_scoring=GameScoringRules(golden_round=True))
    both = attrs.evolve(made(1, 120), dark=True, golden=True)
    assert problems(golden, both) == [("dark", Reason.DARK_MISMATCH)]
    assert problems(FIRST_HAND, attrs.evolve(made(1, 120), dark=untyped(1))) == [
        ("dark", Reason.MALFORMED_SUMMARY)
    ]


# --- record_round: whether the declarer could go dark in the game's next deal ---------------


@rule("C8")
@rule("C11")
def test_a_dark_deal_is_recorded_only_where_the_declarer_could_go_dark() -> None:
    # Dealer 0: seat 1 holds the obligatory bid, the only one who goes dark (first_hand).
    game = game_at(FIRST_HAND)
    assert t.record_round(game, t.score_round(FIRST_HAND, in_the_dark(made(1, 120)))).scores == (
        50,
        240,
        50,
    )
    with pytest.raises(t.SummaryError) as error:
        t.record_round(game, t.score_round(FIRST_HAND, in_the_dark(made(2, 120))))
    assert error.value.reason is Reason.DARK_MISMATCH
    # Anyone may go dark, but not in a deal where someone sits on the barrel.
    assert t.record_round(game_at(ANYONE), t.score_round(ANYONE, in_the_dark(made(2, 120))))
    barrel = game_at(ANYONE, scores=(880, 0, 0), barrel=(0,))
    with pytest.raises(t.SummaryError) as error:
        t.record_round(barrel, t.score_round(ANYONE, in_the_dark(made(2, 120))))
    assert error.value.reason is Reason.DARK_MISMATCH
    forged = attrs.evolve(t.score_round(ANYONE, made(2, 120)), dark=untyped("yes"))
    with pytest.raises(t.SummaryError) as error:
        t.record_round(game_at(ANYONE), forged)
    assert error.value.reason is Reason.MALFORMED_SUMMARY


@rule("C8")
@rule("G13")
def test_golden_deals_are_never_dark_but_the_deals_after_may_be() -> None:
    rules = Rules(bidding=FIRST_HAND.bidding, game_scoring=GameScoringRules(golden_round=True))
    game = t.new_game(rules, first_dealer=0)
    dark_result = t.score_round(rules, in_the_dark(made(1, 120)))
    with pytest.raises(t.SummaryError) as error:
        t.record_round(game, dark_result)
    assert {p.reason for p in error.value.problems} == {
        Reason.GOLDEN_MISMATCH,
        Reason.DARK_MISMATCH,
    }
    after_golden = game_at(rules, played=3)
    assert t.record_round(after_golden, dark_result).scores == (50, 240, 50)


# --- F5 and D7 in a game -----------------------------------------------------------------------


@rule("F5")
@rule("F6")
def test_a_dark_bolt_counts_double_towards_the_bolt_penalty() -> None:
    s = in_the_dark(summary(1, 120, (0, 80, 40), (0, 5, 3), {1: "h"}))
    g = t.record_round(game_at(FIRST_HAND, bolts=(1, 0, 0)), t.score_round(FIRST_HAND, s))
    penalty = event(g, 0, EventKind.BOLT_PENALTY)
    assert (penalty.change, g.bolts[0], g.scores) == (-120, 0, (-120, 240, 80))


@rule("D7")
@rule("F6")
@rule("D4")
def test_a_free_concession_of_a_dark_deal_costs_nothing_and_still_pays_double() -> None:
    rules = Rules(bidding=FIRST_HAND.bidding, talon=TalonRules(free_concedes=1))
    g = t.record_round(game_at(rules), t.score_round(rules, in_the_dark(conceded(1, 120))))
    assert g.scores == (120, 0, 120)
    assert event(g, 1, EventKind.FREE_CONCEDE).change == 240


@rule("C9")
def test_a_dark_deal_scores_the_same_on_both_paths() -> None:
    """round_result of a played dark deal and score_round of its summary agree."""
    final = played(JUNK, JUNK_GIFTS, JUNK_PLAY)
    summary_ = t.round_summary(final)
    assert summary_.dark
    assert t.score_round(final.rules, summary_) == t.round_result(final)


@rule("E6")
@rule("F7")
@rule("F6")
def test_a_multiplied_deal_keeps_the_seat_of_the_last_trick() -> None:
    """The multiplier's extra for the last seat (0 here: seat 2 scores nothing) does not
    hide who took the last trick (E6)."""
    bonus = t.PlayRules(last_trick_bonus=10)
    golden = Rules(play=bonus, game_scoring=GameScoringRules(golden_round=True))
    dark = Rules(play=bonus, bidding=FIRST_HAND.bidding)
    played_ = summary(1, 120, (60, 60, 0), (4, 4, 0), {1: "h"})
    for rules, s in (
        (golden, attrs.evolve(played_, last_trick=1, golden=True)),
        (dark, attrs.evolve(played_, last_trick=1, dark=True)),
    ):
        result = t.score_round(rules, s)
        assert result.last_trick == 1
        assert result.score_changes[2] == 0
        assert result.bonus_points == (0, 10, 0)
