# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""Game rules around the deals: the dump truck, the golden round, settlement, bidding in
the red, and what conceding costs (G12, G13, G14, F7, C7, D5, D6, D7)."""

from __future__ import annotations

import random

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
from helpers.rounds import LAB, assert_illegal, bid
from thousand import (
    BiddingRules,
    ConcedeAward,
    ConcedePenalty,
    DealScoringRules,
    DeclareContract,
    DumpTruck,
    EventKind,
    GameScoringRules,
    Reason,
    RoundContext,
    Rules,
    Settlement,
    TalonRules,
)

rule = pytest.mark.rule
GOLDEN = Rules(game_scoring=GameScoringRules(golden_round=True))


# --- G12: the dump truck -------------------------------------------------------------------


@rule("G12")
def test_a_total_of_555_becomes_0() -> None:
    # Seed 003, rule 14: «При достижении любым игроком после очередной раздачи 555 или -555
    # очков, очки этого игрока становятся равным 0.»
    g = record(game_at(scores=(0, 455, 0)), made(1, 100))
    assert g.scores[1] == 0
    truck = event(g, 1, EventKind.DUMP_TRUCK)
    assert (truck.change, truck.detail("total"), str(truck)) == (
        -555,
        555,
        "dump truck 555 -> 0: -555",
    )


@rule("G12")
def test_minus_555_too_unless_only_555() -> None:
    g = record(game_at(scores=(0, -455, 0)), failed(1, 100))
    assert g.scores[1] == 0
    # Seed 002: «При достижении любым игроком после очередного раунда 555 очков, его очки
    # обнуляются.»
    positive = Rules(game_scoring=GameScoringRules(dump_truck=DumpTruck.POSITIVE))
    g = record(game_at(positive, scores=(0, -455, 0)), failed(1, 100))
    assert g.scores[1] == -555
    g = record(game_at(positive, scores=(0, 455, 0)), made(1, 100))
    assert g.scores[1] == 0
    off = Rules(game_scoring=GameScoringRules(dump_truck=DumpTruck.OFF))
    g = record(game_at(off, scores=(0, 455, 0)), made(1, 100))
    assert g.scores[1] == 555


@rule("G12")
def test_passing_555_is_not_landing_on_it() -> None:
    g = record(game_at(scores=(0, 450, 0)), made(1, 105))
    assert g.scores[1] == 555 - 555
    g = record(game_at(scores=(0, 445, 0)), made(1, 115))
    assert g.scores[1] == 560
    assert EventKind.DUMP_TRUCK not in kinds(g, 1)


# --- G13, F7: the golden round ------------------------------------------------------------------


@rule("G13")
@rule("D1")
def test_golden_deals_are_a_compulsory_120_without_an_auction() -> None:
    # Seed 000: "The player under the declarer automatically plays 120, without the right
    # to trade"; seed 001: "with the exception of the «golden con» ... when the talon not be
    # opened".
    g = t.new_game(GOLDEN, first_dealer=2)
    assert g.golden_seat == 0
    state = t.next_round(g, random.Random(1))
    assert state.phase is t.Phase.EXCHANGE
    assert (state.golden, state.multiplier) == (True, 2)
    assert (state.declarer, state.contract, state.talon_shown, state.bids) == (0, 120, False, ())
    state = t.bots.play_to_end(state, lambda v: v.legal_actions[0])
    assert state.contract == 120


@rule("G13")
def test_the_golden_contract_is_not_raised() -> None:
    context = RoundContext(golden=1)
    state = t.apply(t.new_round(GOLDEN, 0, context=context), LAB)
    gifts = [a for a in t.legal_actions(state) if isinstance(a, t.GiveCard)]
    state = t.apply_all(
        state, [gifts[0], next(a for a in t.legal_actions(t.apply(state, gifts[0])))]
    )
    assert state.phase is t.Phase.CONTRACT
    assert [a for a in t.legal_actions(state) if isinstance(a, DeclareContract)] == [
        DeclareContract(seat=1, value=120)
    ]
    violation = assert_illegal(state, DeclareContract(seat=1, value=125), Reason.RAISE_NOT_ALLOWED)
    assert "golden" in violation.message


@rule("G13")
@rule("F7")
def test_golden_scores_are_doubled() -> None:
    # Seed 002: «Правило "Золотого кона" - в первых трех партиях набранные и ненабранные
    # игроками очки умножаются на два.»
    g = t.new_game(GOLDEN, first_dealer=0)
    g = record(g, made(1, 120, golden=True))
    assert g.scores == (50, 240, 50)
    multiplied = event(g, 1, EventKind.MULTIPLIED)
    assert (multiplied.change, multiplied.detail("multiplier")) == (120, 2)
    g = record(g, failed(2, 120, golden=True))
    assert g.scores == (130, 320, 50 - 240)
    assert g.results[-1].multiplier == 2


@rule("G13")
def test_three_golden_deals_then_normal_play() -> None:
    g = t.new_game(GOLDEN, first_dealer=0)
    seats = []
    for number in range(3):
        seat = g.golden_seat
        assert seat is not None
        seats.append(seat)
        g = record(
            g, made(seat, 120, golden=True) if number == 0 else failed(seat, 120, golden=True)
        )
    assert seats == [1, 2, 0]  # each player in turn, left of the dealer
    assert g.golden_seat is None
    assert not t.next_round(g, random.Random(2)).golden
    assert g.scores != (0, 0, 0)  # a golden contract was made: no reset


@rule("G13")
def test_nobody_making_the_golden_round_resets_every_score() -> None:
    # Seed 003, rule 16: «Если на своём прикупе ни один игрок не набирает 120 очков, то
    # очки обнуляются, и начинается обычная игра.»
    g = t.new_game(GOLDEN, first_dealer=0)
    g = record(g, failed(1, 120, golden=True), failed(2, 120, golden=True))
    assert g.scores == (160, -160, -160)  # -240 each, +80 (40 doubled) for each defence
    g = record(g, failed(0, 120, golden=True))
    assert g.rounds[-1].result.score_changes == (-240, 80, 80)
    assert g.scores == (0, 0, 0)
    assert g.bolts == (0, 0, 0)
    assert event(g, 1, EventKind.GOLDEN_RESET).change == 80  # from -80
    assert all(kinds(g, seat)[-1] is EventKind.GOLDEN_RESET for seat in range(3))


@rule("G13")
def test_the_golden_round_is_recorded_only_where_it_belongs() -> None:
    g = t.new_game(GOLDEN, first_dealer=0)
    with pytest.raises(t.SummaryError) as raised:
        record(g, made(1, 120))
    assert raised.value.reason is Reason.GOLDEN_MISMATCH
    with pytest.raises(t.SummaryError) as raised:
        record(g, made(2, 120, golden=True))
    assert raised.value.reason is Reason.GOLDEN_MISMATCH
    with pytest.raises(t.SummaryError) as raised:
        record(game_at(GOLDEN, played=3), made(1, 120, golden=True))
    assert raised.value.reason is Reason.GOLDEN_MISMATCH
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(CLASSIC, made(1, 120, golden=True))
    assert raised.value.reason is Reason.GOLDEN_MISMATCH
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(GOLDEN, made(1, 125, golden=True))
    assert raised.value.reason is Reason.GOLDEN_MISMATCH


@rule("F7")
def test_golden_marriages_are_multiplied_or_not() -> None:
    # Seed 003, rule 16: «очки, получаемые за объявление марьяжей, также удваиваются»;
    # seed 001: "During the «golden Kona» ... obtained through bribes points are doubled,
    # then it is added to the par value of marriage."
    deal = summary(1, 120, (30, 70, 20), (2, 4, 2), {1: "h", 0: "s"}, golden=True)
    assert t.score_round(GOLDEN, deal).score_changes == (140, 240, 40)
    plain = Rules(
        game_scoring=GameScoringRules(golden_round=True),
        deal_scoring=DealScoringRules(golden_marriages_multiplied=False),
    )
    assert t.score_round(plain, deal).score_changes == (100, 240, 40)
    triple = Rules(
        game_scoring=GameScoringRules(golden_round=True),
        deal_scoring=DealScoringRules(golden_multiplier=3),
    )
    result = t.score_round(triple, deal)
    assert (result.score_changes, result.multiplier) == ((210, 360, 60), 3)


@rule("F7")
@rule("D4")
def test_a_conceded_golden_deal_is_doubled_too() -> None:
    result = t.score_round(
        GOLDEN, t.RoundSummary(declarer=1, contract=120, conceded=True, golden=True)
    )
    assert result.score_changes == (120, -240, 120)


# --- G14: settlement --------------------------------------------------------------------------


@rule("G14")
def test_settlement_at_the_end_of_the_game() -> None:
    # Seed 000: "At the end of the game, the person who wins the game receives game points
    # from the losing players in proportion to the points they scored." Seed 003, rule 1:
    # «Игрок находящийся в этот момент на втором месте – не получает ничего, но и ничего не
    # теряет, Игрок занявший третье место, теряет количество очков заявленного «банка».»
    final = made(0, 120)  # seats 1 and 2 stand still: 640 and -80
    none = record(game_at(scores=(880, 640, -80), barrel=(0,)), final)
    assert (none.winner, none.settlement) == (0, None)
    proportional = Rules(game_scoring=GameScoringRules(settlement=Settlement.PROPORTIONAL))
    g = game_at(proportional, scores=(880, 640, -80), barrel=(0,))
    assert g.settlement is None
    g = record(g, final)
    assert g.settlement == (1440, -360, -1080)
    bank = Rules(game_scoring=GameScoringRules(settlement=Settlement.BANK, settlement_bank=50))
    g = record(game_at(bank, scores=(880, 640, -80), barrel=(0,)), final)
    assert g.settlement == (50, 0, -50)
    assert sum(g.settlement) == 0


# --- C7: bidding in the red -----------------------------------------------------------------


RED = Rules(bidding=BiddingRules(negative_score_limit=0))


@rule("C7")
def test_a_player_below_the_limit_may_only_pass() -> None:
    # Seed 003, Games24: «Торговля в минусе: 0/-100/-200/-300/-1000. Если игрок набрал очков
    # меньше чем в этом параметре он всегда говорит пас при торговле автоматически.»
    context = RoundContext(scores=(-20, 0, -5))
    state = t.apply(t.new_round(RED, 0, context=context), LAB)
    assert t.legal_actions(state) == (t.Pass(seat=2),)
    violation = assert_illegal(state, t.Bid(seat=2, value=105), Reason.MUST_PASS)
    assert violation.details == (("negative_score_limit", 0),)
    state = bid(state, "p")
    assert t.legal_actions(state) == (t.Pass(seat=0),)
    state = bid(state, "p")
    assert (state.declarer, state.contract) == (1, 100)


@rule("C7")
def test_the_holder_below_the_limit_still_plays_the_hundred() -> None:
    context = RoundContext(scores=(0, -300, 0))
    state = bid(t.apply(t.new_round(RED, 0, context=context), LAB), "p p")
    assert (state.declarer, state.contract) == (1, 100)
    state = bid(t.apply(t.new_round(RED, 0, context=context), LAB), "105")
    assert t.legal_actions(state) == (t.Bid(seat=0, value=110), t.Pass(seat=0))
    state = bid(state, "p")
    assert t.legal_actions(state) == (t.Pass(seat=1),)


@rule("C7")
def test_at_the_limit_a_player_may_bid_and_without_a_limit_anyone() -> None:
    limit = Rules(bidding=BiddingRules(negative_score_limit=-120))
    for rules, scores in ((limit, (0, 0, -120)), (CLASSIC, (0, 0, -1000))):
        state = t.apply(t.new_round(rules, 0, context=RoundContext(scores=scores)), LAB)
        assert t.Bid(seat=2, value=105) in t.legal_actions(state)


@rule("C7")
def test_the_game_passes_its_scores_to_the_deal() -> None:
    g = game_at(RED, scores=(10, 20, -30))
    state = t.next_round(g, random.Random(3))
    assert state.context.scores == (10, 20, -30)
    assert t.legal_actions(state) == (t.Pass(seat=2),)
    with pytest.raises(t.SummaryError) as raised:
        record(g, made(2, 105))
    assert raised.value.reason is Reason.MUST_PASS


# --- D5, D6, D7: what a concession costs ------------------------------------------------------


@rule("D5")
@rule("D6")
def test_a_concession_costs_the_contract_and_gives_60() -> None:
    # Seed 000: "he can schedule the game, while the player receives a penalty equal to the
    # bet made during the trade, his opponents receive 60 points."
    result = t.score_round(CLASSIC, conceded(1, 130))
    assert result.score_changes == (60, -130, 60)
    assert [e.kind for e in result.events[1]] == [EventKind.CONCEDED]


@rule("D5")
def test_a_concession_can_cost_a_bolt_instead() -> None:
    # Seed 003, Games24: «Когда этот параметр установлен в значение «НЕТ» то игрок получает
    # палку, а противники по половине очков от заказанной игры.»
    rules = Rules(
        talon=TalonRules(
            concede_penalty=ConcedePenalty.BOLT, concede_award=ConcedeAward.HALF_CONTRACT
        )
    )
    result = t.score_round(rules, conceded(1, 120))
    assert (result.score_changes, result.bolts) == ((60, 0, 60), (0, 1, 0))
    g = record(game_at(rules, scores=(0, 100, 0), bolts=(0, 2, 0)), conceded(1, 120))
    assert (g.scores, g.bolts) == ((60, -20, 60), (0, 0, 0))


@rule("D6")
def test_the_award_can_be_half_the_contract() -> None:
    # Seed 003, rule 13: «При этом он отнимает у себя сумму заказа и пишет соперникам по
    # половине от суммы заказа.»
    rules = Rules(talon=TalonRules(concede_award=ConcedeAward.HALF_CONTRACT))
    assert t.score_round(rules, conceded(1, 150)).score_changes == (75, -150, 75)
    # Half of 105 is 52.5: 52, rounded as a defender's points (F1) to 50.
    assert t.score_round(rules, conceded(1, 105)).score_changes == (50, -105, 50)


@rule("D7")
def test_the_first_concession_can_be_free() -> None:
    # Seed 000: "Sometimes the right to one "free" painting is given, when the penalty for
    # the bet is not removed."
    rules = Rules(talon=TalonRules(free_concedes=1))
    g = record(game_at(rules, scores=(0, 200, 0)), conceded(1, 120))
    assert g.scores == (60, 200, 60)
    free = event(g, 1, EventKind.FREE_CONCEDE)
    assert (free.change, str(free)) == (120, "free concession 1 of 1: +120")
    assert g.concedes == (0, 1, 0)
    g = record(g, conceded(1, 105))
    assert g.scores == (120, 95, 120)
    g = record(game_at(CLASSIC, scores=(0, 200, 0)), conceded(1, 120))
    assert g.scores == (60, 80, 60)


@rule("D7")
@rule("D5")
def test_a_free_concession_gives_no_bolt_either() -> None:
    rules = Rules(talon=TalonRules(free_concedes=1, concede_penalty=ConcedePenalty.BOLT))
    g = record(game_at(rules, bolts=(0, 2, 0)), conceded(1, 120))
    assert g.bolts == (0, 2, 0)
