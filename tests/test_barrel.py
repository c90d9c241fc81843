# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""The barrel: climbing, attempts, falls, knocking off, standing still (G3-G11, C11, D8).

Most deals here are recorded from summaries (the score keeper's path); the bidding modes
and the barrel contract are checked in the engine.
"""

from __future__ import annotations

import random

import attrs
import pytest

import thousand as t
from helpers.games import (
    CLASSIC,
    conceded,
    event,
    failed,
    game_at,
    kinds,
    made,
    record,
    summary,
)
from helpers.rounds import LAB, LAB_GIFTS, assert_illegal, bid, complete_deal, give, play
from thousand import (
    BarrelBidding,
    BarrelSimultaneous,
    BiddingRules,
    Concede,
    DeclareContract,
    EventKind,
    FallPenalty,
    GameScoringRules,
    Reason,
    RoundContext,
    Rules,
)

rule = pytest.mark.rule


def barrel_rules(**game: object) -> Rules:
    return Rules(game_scoring=GameScoringRules(**game))  # type: ignore[arg-type]


# --- G3, G4: climbing the barrel, the score held --------------------------------------------


@rule("G3")
@rule("G4")
def test_reaching_880_sits_on_the_barrel_at_880() -> None:
    # Seed 002: «Как только игрок набирает 880 очков или больше, он садится на "бочку".
    # Его очки опускаются до 880».
    g = game_at(scores=(800, 0, 0))
    g = record(g, summary(1, 100, (90, 25, 5), (4, 3, 1), {1: "h"}))
    assert g.scores == (880, 100, 5)
    assert g.on_barrel == (True, False, False)
    climbed = event(g, 0, EventKind.CLIMBED_BARREL)
    assert climbed.change == -10
    assert climbed.detail("threshold") == 880


@rule("G3")
def test_a_900_barrel_starts_at_900() -> None:
    # Seed 000: "The achievement of 880 points by one or more players (900 in some
    # versions of the game) is called a "barrel"."
    rules = barrel_rules(barrel_threshold=900)
    g = record(
        game_at(rules, scores=(800, 0, 0)), summary(1, 100, (90, 25, 5), (4, 3, 1), {1: "h"})
    )
    assert g.scores[0] == 890
    assert g.on_barrel == (False, False, False)
    g = record(g, summary(1, 105, (10, 105, 5), (1, 6, 1), {1: "h"}))
    assert g.scores[0] == 900
    assert g.on_barrel[0]


@rule("G3")
@rule("G1")
def test_without_a_barrel_scores_run_on_to_the_target() -> None:
    # Seed 002, two players: «"Бочки" в игре один против одного обычно нет».
    rules = barrel_rules(barrel_threshold=None)
    g = record(
        game_at(rules, scores=(800, 0, 0)), summary(1, 100, (90, 25, 5), (4, 3, 1), {1: "h"})
    )
    assert g.scores[0] == 890
    assert g.on_barrel == (False, False, False)
    g = record(g, summary(1, 105, (110, 5, 5), (6, 1, 1), {1: "h"}))
    assert g.scores[0] == 1000
    assert g.winner == 0


@rule("G4")
def test_points_above_the_threshold_are_not_added_on_the_barrel() -> None:
    # Seed 003: «Когда один из игроков в 1000 достигает 880 очков, то дальше ему очки не
    # начисляют, а игрок садится на «бочку».»
    g = game_at(CLASSIC, scores=(880, 300, 0), barrel=(0,))
    g = record(g, summary(1, 100, (40, 60, 20), (3, 3, 2), {1: "h"}))
    assert g.scores == (880, 400, 20)
    held = event(g, 0, EventKind.BARREL_HELD)
    assert held.change == -40
    assert kinds(g, 0) == [EventKind.POINTS, EventKind.BARREL_ATTEMPT, EventKind.BARREL_HELD]


@rule("G4")
@rule("G2")
def test_a_jump_past_the_target_stops_at_the_barrel_unless_win_from_below() -> None:
    jump = summary(0, 200, (90, 25, 5), (4, 3, 1), {0: "hd"})  # 90 + 180 = 270: made
    g = record(game_at(scores=(850, 0, 0)), jump)
    assert (g.scores[0], g.on_barrel[0], g.winner) == (880, True, None)
    # Seed 003, Games24: «Если кто-то из игроков взял бочку или набрал 1000 очков, то
    # игра заканчивается».
    rules = barrel_rules(win_from_below=True)
    g = record(game_at(rules, scores=(850, 0, 0)), jump)
    assert (g.scores[0], g.on_barrel[0], g.winner) == (1050, False, 0)


# --- G5: what wins from the barrel ------------------------------------------------------------


@rule("G5")
@rule("G1")
def test_the_barrel_player_making_120_reaches_1000_and_wins() -> None:
    # Seed 003, rule 11: «Чтобы выиграть игру, сидящий на бочке должен достичь планки в
    # 1000 очков (то есть набрать всего 120 очков).»
    g = record(game_at(scores=(880, 200, 300), barrel=(0,)), made(0, 120))
    assert g.scores == (1000, 200, 300)
    assert g.winner == 0
    assert kinds(g, 0) == [EventKind.CONTRACT_MADE, EventKind.BARREL_ATTEMPT, EventKind.WON]
    with pytest.raises(t.StateError) as raised:
        record(g, made(1, 100))
    assert raised.value.reason is Reason.GAME_OVER


@rule("G5")
@rule("G2")
def test_121_means_a_contract_above_120() -> None:
    # Seed 000: "The player on the barrel must score 121 points"; seed 001 pairs it with
    # a target of 1001. With bids in fives the barrel contract is 125.
    rules = barrel_rules(barrel_min_contract=121, win=t.WinCondition.EXCEED)
    assert t.barrel_contract(rules) == 125
    g = record(game_at(rules, scores=(880, 0, 0), barrel=(0,)), made(0, 120))
    assert (g.scores[0], g.winner) == (880, None)  # made, but below the barrel contract
    assert event(g, 0, EventKind.BARREL_HELD).change == -120
    g = record(g, made(0, 125))
    assert (g.scores[0], g.winner) == (1005, 0)


@rule("G5")
@rule("C11")
def test_a_barrel_declarer_declares_at_least_the_barrel_minimum() -> None:
    # Seed 000: "the player playing the barrel automatically declaring the game for 121
    # points" -- the barrel player plays at least the barrel minimum.
    context = RoundContext(scores=(0, 880, 0), barrel=(1,))
    state = t.apply(t.new_round(CLASSIC, 0, context=context), LAB)
    state = give(bid(state, "p p"), LAB_GIFTS)  # seat 1 takes the talon at 100
    contracts = [a.value for a in t.legal_actions(state) if isinstance(a, DeclareContract)]
    assert contracts[0] == 120
    assert_illegal(state, DeclareContract(seat=1, value=95), Reason.CONTRACT_BELOW_BID)
    assert_illegal(state, DeclareContract(seat=1, value=100), Reason.BARREL_CONTRACT_TOO_LOW)
    assert_illegal(state, DeclareContract(seat=1, value=115), Reason.BARREL_CONTRACT_TOO_LOW)
    assert t.is_legal(state, DeclareContract(seat=1, value=120))


@rule("G5")
def test_a_barrel_hand_that_cannot_reach_the_minimum_plays_its_bid() -> None:
    # Seed 001: "To win the game, sitting on a barrel ... Thus to win a must-have on their
    # hands marriage" -- without one the cap stays below 125 and the deal cannot win.
    rules = barrel_rules(barrel_min_contract=121, win=t.WinCondition.EXCEED)
    deal = complete_deal({1: "Ah As Ac Ad Th Ts Tc"}, talon="9s 9c 9d")
    state = t.apply(t.new_round(rules, 0, context=RoundContext(barrel=(1,))), deal)
    state = give(bid(state, "p p"), {2: "9s", 0: "9c"})
    contracts = [a.value for a in t.legal_actions(state) if isinstance(a, DeclareContract)]
    assert contracts == [100, 105, 110, 115, 120]


# --- G5, C11 under Games24: the barrel player's automatic 121 --------------------------------

GAMES24 = Rules.preset("games24")


def games24_barrel_game(barrel: int = 2) -> t.GameState:
    """Games24 past its golden round, dealer 0, ``barrel`` on the barrel at 880."""
    scores = tuple(880 if seat == barrel else 0 for seat in range(3))
    return game_at(GAMES24, scores=scores, barrel=(barrel,), played=3)  # type: ignore[arg-type]


def games24_barrel_summary(declarer: int, contract: int, points: int) -> t.RoundSummary:
    """The declarer takes ``points``: the marriage of spades (40) and the rest in cards."""
    others = [s for s in range(3) if s != declarer]
    card_points = [0, 0, 0]
    card_points[declarer] = points - 40
    card_points[others[0]] = card_points[others[1]] = (160 - points) // 2
    card_points[others[0]] += (160 - points) % 2
    tricks = tuple(6 if seat == declarer else 1 for seat in range(3))
    return summary(declarer, contract, tuple(card_points), tricks, {declarer: "s"})


@rule("G5")
@rule("C11")
def test_the_games24_barrel_player_declares_121_automatically() -> None:
    # *Тысяча вчетвером* (Games24): «За кон игрок, находящийся на бочке должен
    # обязательно набрать 121 очко»; «торговля должна идти как всегда, а играющий бочку
    # всегда автоматом заявляет игру на 121 очко». Declared, not bid: no step of 5 applies.
    assert GAMES24.bidding.barrel_bidding is BarrelBidding.AUTO
    assert t.barrel_contract(GAMES24) == 121
    context = RoundContext(scores=(0, 0, 880), barrel=(2,))
    state = t.apply(t.new_round(GAMES24, 0, context=context), LAB)
    assert (state.obligatory_bidder, state.highest_bid, state.to_act) == (2, (2, 121), 0)
    # The auction goes on as usual, in fives: the next bid is 125.
    assert t.legal_actions(state) == (t.Bid(seat=0, value=125), t.Pass(seat=0))
    assert_illegal(state, t.Bid(seat=0, value=126), Reason.BID_OFF_STEP)
    state = bid(state, "p p")
    assert (state.declarer, state.contract) == (2, 121)
    state = give(state, {0: "9s", 1: "Jc"})
    contracts = [a.value for a in t.legal_actions(state) if isinstance(a, DeclareContract)]
    assert contracts[:3] == [121, 125, 130]  # kept as declared, or raised in fives (D3)
    assert_illegal(state, DeclareContract(seat=2, value=120), Reason.CONTRACT_BELOW_BID)
    assert_illegal(state, DeclareContract(seat=2, value=123), Reason.CONTRACT_OFF_STEP)
    assert t.apply(state, DeclareContract(seat=2, value=121)).contract == 121


@rule("G5")
@rule("C11")
def test_without_barrel_trading_the_games24_barrel_player_takes_the_talon_at_121() -> None:
    # *Тысяча вчетвером* (Games24): «если установлено значение «НЕТ» то тот кто находится
    # на бочке сразу забирает прикуп и объявляет игру на 121 очко».
    rules = t.presets.games24(t.Games24Table(barrel_trading=False))
    assert t.barrel_contract(rules) == 121
    context = RoundContext(scores=(0, 0, 880), barrel=(2,))
    state = t.apply(t.new_round(rules, 0, context=context), LAB)
    assert state.phase is t.Phase.EXCHANGE
    assert (state.declarer, state.contract, state.bids) == (2, 121, ())


@rule("G5")
@rule("C11")
@rule("F2")
@pytest.mark.parametrize(("points", "wins"), [(122, True), (121, True), (120, False)])
def test_the_games24_barrel_player_needs_121_points(points: int, wins: bool) -> None:
    # 880 + 121 = 1001, «1001 очко или более» (G2 exceed). The declarer's points are
    # compared unrounded (F2): 120 does not make 121.
    game = games24_barrel_game()
    result = t.score_round(GAMES24, games24_barrel_summary(2, 121, points))
    assert (result.contract, result.points[2], result.made) == (121, points, wins)
    g = t.record_round(game, result)
    if wins:
        assert (g.scores[2], g.winner, g.on_barrel[2]) == (1001, 2, False)
        assert EventKind.WON in kinds(g, 2)
    else:
        assert (g.scores[2], g.winner, g.on_barrel[2]) == (880, None, True)
        assert g.barrel_attempts[2] == 1  # a failed attempt costs nothing (G6)
        assert g.scores[:2] == (0, 0)  # the others stand still (G10)


@rule("G5")
@rule("C11")
def test_a_summary_at_121_is_only_the_games24_barrel_players() -> None:
    game = games24_barrel_game()
    made_121 = t.score_round(GAMES24, games24_barrel_summary(2, 121, 130))
    assert t.record_round(game, made_121).winner == 2
    # 121 is off the step of 5: nobody else plays it, in this game or without a barrel.
    for g, declarer in ((game, 0), (games24_barrel_game(barrel=1), 2)):
        with pytest.raises(t.SummaryError) as raised:
            t.record_round(g, t.score_round(GAMES24, games24_barrel_summary(declarer, 121, 130)))
        assert Reason.CONTRACT_OFF_STEP in {p.reason for p in raised.value.problems}
    # Without a barrel in the rules 121 is no contract at all.
    no_barrel = attrs.evolve(
        GAMES24, game_scoring=attrs.evolve(GAMES24.game_scoring, barrel_threshold=None)
    )
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(no_barrel, games24_barrel_summary(2, 121, 130))
    assert raised.value.reason is Reason.CONTRACT_OFF_STEP
    # The barrel player holds 121: below it is no contract of his, above it an outbid
    # is 125 or more.
    with pytest.raises(t.SummaryError) as raised:
        record(game, games24_barrel_summary(2, 120, 130))
    assert raised.value.reason is Reason.CONTRACT_BELOW_BID
    outbid = record(game, games24_barrel_summary(0, 125, 130))
    assert outbid.scores == (125, 15, 880)  # the outbid barrel player stays at 880 (G4)


# The Games24 barrel player (seat 2) takes the talon at 121 and plays spades: the ace, then
# the king declaring the marriage (40), the queen and the ten, the aces of hearts and
# diamonds; he loses the ten of clubs to the ace and the last trick to the ten of hearts.
BARREL_121 = complete_deal(
    {
        0: "Th Kh Qh Jh 9h Ac 9c",
        1: "Td Kd Qd Jd Kc Qc Jc",
        2: "As Ts Ks Qs Ah Js 9s",
    },
    talon="Ad Tc 9d",
)
BARREL_121_GIFTS = {0: "Js", 1: "9s"}
BARREL_121_PLAY = (
    "As Js 9s / Ks! 9h Jd / Qs Jh Qd / Ts Qh Jc / Ah Kh {t5} / Ad 9c Td / Tc Ac {t7} / Th Kd 9d"
)


@rule("G5")
@rule("C11")
@rule("F2")
@pytest.mark.parametrize(
    ("seat_1_clubs", "points"),
    [(("Qc", "Kc"), 121), (("Kc", "Qc"), 122)],
)
def test_a_played_games24_barrel_deal_scores_as_its_summary(
    seat_1_clubs: tuple[str, str], points: int
) -> None:
    # The engine's way and the score keeper's way give one result and one game.
    game = games24_barrel_game()
    state = t.apply(t.new_round(GAMES24, game.dealer, context=game.next_context), BARREL_121)
    state = give(bid(state, "p p"), BARREL_121_GIFTS)
    state = t.apply(state, DeclareContract(seat=2, value=121))
    t5, t7 = seat_1_clubs
    final = play(state, BARREL_121_PLAY.format(t5=t5, t7=t7))
    assert final.phase is t.Phase.OVER
    played = t.round_result(final)
    assert (played.contract, played.points[2], played.made) == (121, points, True)
    summary_ = t.round_summary(final)
    assert summary_.contract == 121
    assert t.score_round(GAMES24, summary_) == played
    g = t.record_round(game, played)
    assert g == t.record_round(game, t.score_round(GAMES24, summary_))
    assert (g.scores[2], g.winner) == (1001, 2)


# --- G6, G7: attempts and falls ---------------------------------------------------------------


@rule("G6")
def test_880_minus_120_is_760_after_the_third_failed_attempt() -> None:
    # Seed 002 (and 004): «Если и третья попытка не принесла успеха, то игрок слетает с
    # "бочки" и ему записывается 120 штрафных очков, т.е. в таблице 880 - 120 = 760 очков.»
    g = game_at(scores=(880, 100, 100), barrel=(0,))
    g = record(g, failed(0, 120))
    assert (g.scores[0], g.barrel_attempts[0], g.on_barrel[0]) == (880, 1, True)
    assert event(g, 0, EventKind.BARREL_HELD).change == 120  # the failure costs nothing
    g = record(g, failed(0, 120))
    assert (g.scores[0], g.barrel_attempts[0], g.on_barrel[0]) == (880, 2, True)
    g = record(g, failed(0, 120))
    assert g.scores[0] == 760
    assert (g.on_barrel[0], g.barrel_attempts[0], g.barrel_falls[0]) == (False, 0, 1)
    fell = event(g, 0, EventKind.FELL_OFF_BARREL)
    assert (fell.change, fell.detail("falls")) == (-120, 1)
    attempt = event(g, 0, EventKind.BARREL_ATTEMPT)
    assert (attempt.detail("attempt"), attempt.detail("attempts")) == (3, 3)


@rule("G6")
def test_every_deal_on_the_barrel_is_an_attempt_even_as_defender() -> None:
    # Seed 003, rule 11: «Если по итогам трёх раздач игрок не выигрывает - он "слетает с
    # бочки", т.е. его счёт уменьшается на 120 очков».
    g = game_at(scores=(880, 0, 0), barrel=(0,))
    g = record(g, made(1, 100), made(2, 100), made(1, 105))
    assert g.scores[0] == 760
    assert g.barrel_falls[0] == 1


@rule("G6")
def test_the_fall_can_cost_the_contract() -> None:
    # Seed 003, second text: «Если и третья попытка не принесла успеха, то игрок слетает
    # с "бочки" и ему записывается штраф в размере объявленной игры.»
    rules = barrel_rules(barrel_fall_penalty=FallPenalty.CONTRACT, barrel_outbid_fail=False)
    g = record(game_at(rules, scores=(880, 0, 0), barrel=(0,), attempts=(2, 0, 0)), failed(0, 130))
    assert g.scores[0] == 750
    # Not the declarer in the last attempt: the barrel contract.
    g = record(game_at(rules, scores=(880, 0, 0), barrel=(0,), attempts=(2, 0, 0)), made(1, 100))
    assert g.scores[0] == 760


@rule("G6")
def test_the_number_of_attempts_is_a_setting() -> None:
    rules = barrel_rules(barrel_attempts=1, barrel_penalty=100)
    g = record(game_at(rules, scores=(880, 0, 0), barrel=(0,)), made(1, 100))
    assert (g.scores[0], g.on_barrel[0]) == (780, False)


@rule("G7")
def test_three_falls_reset_the_score_to_0() -> None:
    # Seed 002: «Три несыгранных бочки обнуляют очки данного игрока.»
    g = game_at(scores=(880, 0, 0), barrel=(0,), attempts=(2, 0, 0), falls=(1, 0, 0))
    g = record(g, made(1, 100))
    assert (g.scores[0], g.barrel_falls[0]) == (760, 2)
    g = game_at(scores=(880, 0, 0), barrel=(0,), attempts=(2, 0, 0), falls=(2, 0, 0))
    g = record(g, made(1, 100))
    assert (g.scores[0], g.barrel_falls[0]) == (0, 0)
    assert kinds(g, 0)[-2:] == [EventKind.FELL_OFF_BARREL, EventKind.FELL_TO_ZERO]
    assert event(g, 0, EventKind.FELL_TO_ZERO).change == -760


@rule("G7")
def test_the_first_fall_can_reset_to_0_or_none_ever() -> None:
    # Seed 002, first text: «У игрока будет три попытки, и если ничего не выйдет, то его
    # очки упадут до нуля.»
    at_once = barrel_rules(barrel_falls_to_zero=1)
    g = record(game_at(at_once, scores=(880, 0, 0), barrel=(0,), attempts=(2, 0, 0)), made(1, 100))
    assert g.scores[0] == 0
    never = barrel_rules(barrel_falls_to_zero=0)
    g = game_at(never, scores=(880, 0, 0), barrel=(0,), attempts=(2, 0, 0), falls=(5, 0, 0))
    g = record(g, made(1, 100))
    assert (g.scores[0], g.barrel_falls[0]) == (760, 6)


# --- G8, G9: others climbing --------------------------------------------------------------------


@rule("G8")
def test_climbing_the_barrel_knocks_the_sitting_player_off() -> None:
    # Seed 000: "If another player climbs onto the "barrel", then the player sitting on the
    # barrel is discarded from it, 120 points are deducted from the player sitting on the
    # barrel."
    g = game_at(scores=(880, 800, 0), barrel=(0,))
    g = record(g, made(1, 100))  # seat 1: 800 + 100 = 900, held at 880
    assert g.scores[:2] == (760, 880)
    assert g.on_barrel == (False, True, False)
    knocked = event(g, 0, EventKind.KNOCKED_OFF_BARREL)
    assert (knocked.change, knocked.detail("by")) == (-120, 1)
    assert g.barrel_falls[0] == 0  # a knock-off is not an unplayed barrel


@rule("G8")
def test_without_bumping_both_sit_on_the_barrel() -> None:
    rules = barrel_rules(barrel_bump=False)
    g = record(game_at(rules, scores=(880, 800, 0), barrel=(0,)), made(1, 100))
    assert g.scores[:2] == (880, 880)
    assert g.on_barrel == (True, True, False)
    assert g.next_context.barrel == (0, 1)


@rule("G9")
def test_two_climbing_at_once_both_fall() -> None:
    # Seed 000: "If 2 or 3 players hit the barrel at the same time, then they all roll
    # off, 120 points are deducted from each player."
    g = game_at(scores=(0, 850, 850))
    g = record(g, failed(0, 105))  # seats 1 and 2 take 40 each: 890
    assert g.scores == (-105, 760, 760)
    assert g.on_barrel == (False, False, False)
    for seat in (1, 2):
        assert kinds(g, seat)[-2:] == [EventKind.CLIMBED_BARREL, EventKind.FELL_TOGETHER]
        assert event(g, seat, EventKind.FELL_TOGETHER).change == -120


@rule("G8")
@rule("G9")
def test_climbers_falling_together_still_knock_the_sitting_player_off() -> None:
    # Reading: each of them reached the barrel, so the sitting player is knocked off (G8)
    # before they fall off together (G9).
    g = game_at(scores=(880, 850, 850), barrel=(0,))
    g = record(g, summary(1, 100, (10, 65, 45), (1, 4, 3), {1: "h"}))  # 1: 950, 2: 895
    assert g.scores == (760, 760, 760)
    assert g.on_barrel == (False, False, False)
    assert event(g, 0, EventKind.KNOCKED_OFF_BARREL).change == -120


@rule("G9")
def test_only_one_may_sit_the_declarer_first_then_the_higher_total() -> None:
    # Seed 003, rule 11: «Одновременно на бочке может сидеть только один игрок. ... Если
    # два игрока садятся на неё вместе, то один из них слетает.»
    rules = barrel_rules(barrel_simultaneous=BarrelSimultaneous.ONE_SITS)
    g = record(game_at(rules, scores=(0, 800, 860)), made(1, 100))  # 900 and 885
    assert g.scores[1:] == (880, 760)
    assert g.on_barrel == (False, True, False)
    g = record(game_at(rules, scores=(0, 850, 860)), failed(0, 105))  # 890 and 900
    assert g.scores[1:] == (760, 880)
    assert g.on_barrel == (False, False, True)


# --- G10: standing still ---------------------------------------------------------------------


@rule("G10")
def test_the_others_stand_still_while_the_barrel_player_declares() -> None:
    # Seed 000: "Regardless of whether the player has played the "barrel" or not, the
    # opponents do not count any points or sticks in this circle. They "stand still"."
    g = game_at(scores=(880, 300, 200), barrel=(0,), bolts=(0, 2, 0))
    no_trick = summary(0, 120, (80, 0, 40), (5, 0, 3))  # seat 1 takes no trick
    g = record(g, no_trick)
    assert g.scores == (880, 300, 200)
    assert g.bolts == (0, 2, 0)  # no bolt, so no penalty either
    assert event(g, 2, EventKind.STOOD_STILL).change == -40
    g = record(game_at(scores=(880, 300, 200), barrel=(0,)), made(0, 120))
    assert g.scores == (1000, 300, 200)


@rule("G10")
def test_an_outbid_barrel_player_gets_neither_points_nor_bolts() -> None:
    # Seed 003: «Когда на бочке ставка бочкующего будет перебита другим игроком, то
    # бочкующий не получает ни очков, ни палок по итогам кона».
    g = game_at(scores=(880, 300, 200), barrel=(0,), bolts=(2, 0, 0))
    g = record(g, summary(1, 100, (0, 90, 30), (0, 6, 2), {1: "h"}))
    assert g.scores == (880, 400, 230)
    assert g.bolts == (2, 0, 0)


@rule("G10")
def test_without_standing_still_everybody_scores_and_bolts() -> None:
    rules = barrel_rules(barrel_freeze_others=False)
    g = game_at(rules, scores=(880, 300, 200), barrel=(0,))
    g = record(g, summary(0, 120, (80, 0, 40), (5, 0, 3)))
    assert g.scores == (880, 300, 240)
    assert g.bolts == (0, 1, 0)
    # The barrel player's own bolt counts too, and the third one takes it off the barrel.
    g = game_at(rules, scores=(880, 300, 200), barrel=(0,), bolts=(2, 0, 0))
    g = record(g, summary(1, 100, (0, 90, 30), (0, 6, 2), {1: "h"}))
    assert (g.scores[0], g.on_barrel[0]) == (760, False)
    assert EventKind.LEFT_BARREL in kinds(g, 0)


# --- G11: failing above the minimum ---------------------------------------------------------


@rule("G11")
def test_failing_a_contract_above_the_barrel_minimum_loses_it_and_leaves() -> None:
    # Seed 003: «Если бочкующий перебивает ставку и выигрывает торговлю, а потом не
    # набирает необходимого количества очков, то с него списывают количество очков в
    # размере ставки и он покидает «бочку».»
    g = record(game_at(scores=(880, 0, 0), barrel=(0,)), failed(0, 140))
    assert (g.scores[0], g.on_barrel[0], g.barrel_falls[0]) == (740, False, 0)
    assert EventKind.LEFT_BARREL in kinds(g, 0)
    off = barrel_rules(barrel_outbid_fail=False)
    g = record(game_at(off, scores=(880, 0, 0), barrel=(0,)), failed(0, 140))
    assert (g.scores[0], g.on_barrel[0], g.barrel_attempts[0]) == (880, True, 1)


# --- C11: the auction with a barrel player ---------------------------------------------------


def barrel_deal(mode: BarrelBidding) -> t.RoundState:
    rules = Rules(bidding=BiddingRules(barrel_bidding=mode))
    context = RoundContext(scores=(0, 0, 880), barrel=(2,))
    return t.apply(t.new_round(rules, 0, context=context), LAB)


@rule("C11")
def test_normal_barrel_bidding_is_an_ordinary_auction() -> None:
    state = barrel_deal(BarrelBidding.NORMAL)
    assert (state.obligatory_bidder, state.highest_bid, state.to_act) == (1, (1, 100), 2)
    assert t.legal_actions(state) == (t.Bid(seat=2, value=105), t.Pass(seat=2))


@rule("C11")
def test_auto_barrel_bidding_opens_at_the_barrel_minimum() -> None:
    # Seed 003, Games24: «Если этот параметр установлен в значение «ДА» торговля должна
    # идти как всегда, а играющий бочку всегда автоматом заявляет игру на 121 очко».
    state = barrel_deal(BarrelBidding.AUTO)
    assert (state.obligatory_bidder, state.highest_bid, state.to_act) == (2, (2, 120), 0)
    assert t.legal_actions(state) == (t.Bid(seat=0, value=125), t.Pass(seat=0))
    state = bid(state, "p p")
    assert (state.declarer, state.contract, state.talon_shown) == (2, 120, True)
    assert state.phase is t.Phase.EXCHANGE


@rule("C11")
def test_takes_talon_barrel_bidding_skips_the_auction() -> None:
    # Seed 000: "The player who is on the "barrel" receives a buy-in without bargaining."
    state = barrel_deal(BarrelBidding.TAKES_TALON)
    assert state.phase is t.Phase.EXCHANGE
    assert (state.declarer, state.contract, state.talon_shown, state.bids) == (2, 120, True, ())
    assert len(state.hand(2)) == 10


@rule("C11")
def test_the_game_records_takes_talon_deals_only_for_the_barrel_player() -> None:
    rules = Rules(bidding=BiddingRules(barrel_bidding=BarrelBidding.TAKES_TALON))
    g = game_at(rules, scores=(0, 0, 880), barrel=(2,))
    state = t.next_round(g, random.Random(5))
    assert state.declarer == 2
    with pytest.raises(t.SummaryError) as raised:
        record(g, made(1, 120))
    assert raised.value.reason is Reason.BARREL_DECLARER_MISMATCH


# --- D8: no concession on the barrel -------------------------------------------------------------


@rule("D8")
def test_a_barrel_player_may_not_concede() -> None:
    # Seed 000: "You cannot paint the game on the "barrel"."; seed 003: «Сидящий на бочке
    # игру 1000 расписать не может.»
    state = barrel_deal(BarrelBidding.TAKES_TALON)
    assert not any(isinstance(a, Concede) for a in t.legal_actions(state))
    violation = assert_illegal(state, Concede(seat=2), Reason.CONCEDE_NOT_ALLOWED)
    assert "barrel" in violation.message
    state = give(state, {0: "9s", 1: "Jc"})
    assert_illegal(state, Concede(seat=2), Reason.CONCEDE_NOT_ALLOWED)
    state = t.apply(state, DeclareContract(seat=2, value=120))
    assert_illegal(state, Concede(seat=2), Reason.CONCEDE_NOT_ALLOWED)
    g = game_at(scores=(0, 0, 880), barrel=(2,))
    with pytest.raises(t.SummaryError) as raised:
        record(g, conceded(2, 120))
    assert raised.value.reason is Reason.CONCEDE_NOT_ALLOWED
    assert g.scores == (0, 0, 880)
