"""Conceding as the Polish and other tables count it, and the Polish rounding (D9-D14, F8).

Kurnik's bomb (the declarer loses nothing, the first bomb gives the opponents nothing),
pagat's cycle of free concessions, a flat fine, caps per player and per game, conceding
on the barrel, any award; rounding to 10 with 5 up, and always down.
"""

from __future__ import annotations

import random

import attrs
import pytest

import thousand as t
from helpers.games import CLASSIC, conceded, event, game_at, kinds, record, summary
from helpers.rounds import LAB, assert_illegal, assert_legal, bid
from thousand import (
    ConcedeAward,
    ConcedePenalty,
    ConcedeScope,
    DealScoringRules,
    EventKind,
    Reason,
    RoundContext,
    Rounding,
    Rules,
    TalonRules,
)
from thousand.i18n import describe
from thousand.scoring import concede_award, concede_scores

rule = pytest.mark.rule


def talon(**settings: object) -> Rules:
    return Rules(talon=TalonRules(**settings))  # type: ignore[arg-type]


KURNIK_BOMB = talon(concede_penalty=ConcedePenalty.NOTHING, free_awards=1)
"""Kurnik's bomb: no loss for the declarer, the first bomb free for the opponents."""


# --- F8: rounding to 10, and always down ---------------------------------------------------


def rounded(rounding: Rounding) -> Rules:
    return Rules(deal_scoring=DealScoringRules(rounding=rounding))


@rule("F8")
def test_rounding_to_ten_rounds_five_up() -> None:
    """Kurnik, "Tysiąc - zasady": «Pozostali gracze zdobywają tyle, ile wzięli w kartach
    plus meldunki, zaokrąglone do wielokrotności 10 (od 5 w górę, poniżej - w dół).»"""
    ten = Rounding.NEAREST_10
    assert [t.round_points(p, ten) for p in (0, 4, 5, 14, 15, 24, 25, 99, 105)] == [
        0, 0, 10, 10, 20, 20, 30, 100, 110,
    ]  # fmt: skip
    # The defenders only: 35 and 15 card points become 40 and 20, the declarer's contract
    # is scored as it is.
    deal = summary(1, 120, (35, 70, 15), (2, 4, 2), {1: "h"})
    assert t.score_round(rounded(ten), deal).score_changes == (40, 120, 20)
    assert t.score_round(CLASSIC, deal).score_changes == (35, 120, 15)


@rule("F8")
@rule("F2")
def test_the_declarer_is_not_rounded_to_ten() -> None:
    """Kurnik: «Jeśli grający zdobędzie co najmniej tyle punktów, ile deklarował, to dopisuje
    sobie deklarowaną wartość»: 95 points do not make 100, though 95 rounds to 100."""
    deal = summary(1, 100, (20, 95, 5), (2, 5, 1))
    result = t.score_round(rounded(Rounding.NEAREST_10), deal)
    assert not result.made
    assert result.score_changes == (20, -100, 10)


@rule("F8")
def test_rounding_always_down() -> None:
    """everything2, "1000": "When tallying up the final scores, players round down to the
    nearest 5 or 10." """
    assert [t.round_points(p, Rounding.DOWN_10) for p in (0, 9, 10, 19, 35)] == [0, 0, 10, 10, 30]
    assert [t.round_points(p, Rounding.DOWN_5) for p in (0, 4, 5, 19, 38)] == [0, 0, 5, 15, 35]
    deal = summary(1, 120, (39, 70, 11), (2, 4, 2), {1: "h"})
    assert t.score_round(rounded(Rounding.DOWN_10), deal).score_changes == (30, 120, 10)
    assert t.score_round(rounded(Rounding.DOWN_5), deal).score_changes == (35, 120, 10)
    assert t.score_round(CLASSIC, deal).score_changes == (40, 120, 10)


@rule("F8")
@rule("D6")
def test_half_the_contract_is_rounded_as_the_defenders_are() -> None:
    def half(rounding: Rounding) -> Rules:
        return Rules(
            talon=TalonRules(concede_award=ConcedeAward.HALF_CONTRACT),
            deal_scoring=DealScoringRules(rounding=rounding),
        )

    assert concede_award(half(Rounding.NEAREST_10), 110) == 60  # 55, 5 up
    assert concede_award(half(Rounding.DOWN_10), 110) == 50
    assert concede_award(half(Rounding.NEAREST_5), 110) == 55


# --- D9: Kurnik's bomb ------------------------------------------------------------------


@rule("D9")
def test_a_bomb_costs_the_declarer_nothing() -> None:
    """Kurnik: «Grający może wycofać się z grania, rzucając tzw. bombę. Nie odpisuje mu się
    wtedy wylicytowanych punktów.»"""
    rules = talon(concede_penalty=ConcedePenalty.NOTHING)
    result = t.score_round(rules, conceded(1, 150))
    assert result.score_changes == (60, 0, 60)
    assert result.bolts == (0, 0, 0)  # nothing, not even a bolt (D5 ``bolt`` gives one)
    assert t.score_round(talon(concede_penalty=ConcedePenalty.BOLT), conceded(1, 150)).bolts == (
        0, 1, 0,
    )  # fmt: skip


@rule("D9")
def test_the_first_bomb_gives_the_opponents_nothing_and_later_ones_60() -> None:
    """Kurnik: «Pierwsza bomba jest bezkarna, przy kolejnych przeciwnikom dopisuje się po
    60 pkt.»"""
    g = record(game_at(KURNIK_BOMB, scores=(100, 200, 300)), conceded(1, 120))
    assert g.scores == (100, 200, 300)
    award = event(g, 0, EventKind.FREE_AWARD)
    assert (award.change, str(award)) == (-60, "free concession 1 of 1, no award: -60")
    assert kinds(g, 2) == [EventKind.CONCEDE_AWARD, EventKind.FREE_AWARD]
    g = record(g, conceded(1, 120))
    assert g.scores == (160, 200, 360)
    assert EventKind.FREE_AWARD not in kinds(g, 0)
    assert g.concedes == (0, 2, 0)


@rule("D9")
def test_each_player_has_a_free_bomb_or_the_game_has_one() -> None:
    """«Pierwsza bomba» reads either way: each player's first bomb, or the game's."""
    per_player = record(game_at(KURNIK_BOMB), conceded(1, 120), conceded(2, 120))
    assert per_player.scores == (0, 0, 0)
    per_game = talon(
        concede_penalty=ConcedePenalty.NOTHING, free_awards=1, free_awards_scope=ConcedeScope.GAME
    )
    g = record(game_at(per_game), conceded(1, 120), conceded(2, 120))
    assert g.scores == (60, 60, 0)


@rule("D9")
@rule("D14")
def test_forty_with_four_players() -> None:
    """Kurnik: «(40 pkt. przy grze w czterech)»: the four-player award as a setting."""
    rules = Rules(
        dealing=t.DealingRules(players=4),
        talon=TalonRules(concede_penalty=ConcedePenalty.NOTHING, concede_award_points=40),
    )
    state = t.new_round(rules, dealer=0)
    state = t.apply(state, t.deal(rules, random.Random(3)))
    while state.phase is t.Phase.BIDDING:
        seat = state.to_act
        assert seat is not None
        state = t.apply(state, t.Pass(seat=seat))
    declarer = state.declarer
    assert declarer is not None
    result = t.round_result(t.apply(state, t.Concede(seat=declarer)))
    opponents = [s for s in range(4) if s not in (0, declarer)]
    assert [result.score_changes[s] for s in opponents] == [40, 40]
    assert result.score_changes[declarer] == 0


# --- D10: pagat's cycle ------------------------------------------------------------------


@rule("D10")
def test_only_every_third_concession_costs() -> None:
    """pagat, "1000": "Each of the opponents scores 60 points. On the first two occasions
    when you declare a Rospisat, your cumulative score does not change, but if you declare
    a third Rospisat, points are subtracted from your cumulative score. If you declare
    further Rospisats, you lose points every third time that you do so." """
    rules = talon(concede_cycle=3)
    g = game_at(rules, scores=(0, 500, 0))
    totals = []
    for _ in range(6):
        g = record(g, conceded(1, 120))
        totals.append(g.scores[1])
    assert totals == [500, 500, 380, 380, 380, 260]
    assert g.scores[0] == g.scores[2] == 6 * 60  # the opponents score every time
    g = record(game_at(rules, scores=(0, 500, 0)), conceded(1, 120))
    free = event(g, 1, EventKind.FREE_CONCEDE_CYCLE)
    assert (free.change, str(free)) == (120, "concession 1, only every 3th costs: +120")


@rule("D10")
@rule("D5")
def test_a_concession_free_in_the_cycle_gives_no_bolt() -> None:
    rules = talon(concede_cycle=3, concede_penalty=ConcedePenalty.BOLT)
    g = record(game_at(rules), conceded(1, 120), conceded(1, 120))
    assert g.bolts == (0, 0, 0)
    g = record(g, conceded(1, 120))
    assert g.bolts == (0, 1, 0)


@rule("D10")
@rule("D11")
def test_the_third_can_cost_a_flat_120() -> None:
    """What the third costs is not said; ``fixed`` makes it 120 whatever the contract."""
    rules = talon(concede_cycle=3, concede_penalty=ConcedePenalty.FIXED)
    g = record(game_at(rules, scores=(0, 500, 0)), *[conceded(1, 150)] * 3)
    assert g.scores[1] == 380


@rule("D10")
@rule("D7")
def test_free_concessions_and_the_cycle_add_up() -> None:
    rules = talon(concede_cycle=2, free_concedes=2)
    g = game_at(rules, scores=(0, 500, 0), dealer=2)
    totals = []
    for _ in range(4):
        g = attrs.evolve(g, dealer=0)  # seat 1 holds the opening 100
        g = record(g, conceded(1, 100))
        totals.append(g.scores[1])
    assert totals == [500, 500, 500, 400]  # the 1st, 2nd free (D7), the 3rd odd (D10)


# --- D11: a flat fine ------------------------------------------------------------------------


@rule("D11")
def test_conceding_can_cost_a_flat_120() -> None:
    """*1,000 points. 1xGames*: "they can finish their turn but they will be fined 120
    points. [...] Other players will get 60 points"."""
    rules = talon(concede_penalty=ConcedePenalty.FIXED)
    assert t.score_round(rules, conceded(1, 150)).score_changes == (60, -120, 60)
    assert t.score_round(rules, conceded(0, 100)).score_changes == (-120, 60, 60)
    other = talon(concede_penalty=ConcedePenalty.FIXED, concede_penalty_points=50)
    assert t.score_round(other, conceded(1, 150)).score_changes == (60, -50, 60)
    assert concede_scores(other, 1, 150, [0, 1, 2]) == {0: 60, 1: -50, 2: 60}


# --- D12: caps -------------------------------------------------------------------------------


def exchange(rules: Rules, concedes: tuple[int, ...], dealer: int = 0) -> t.RoundState:
    """Seat 1 has taken the talon at 100 and may concede, if the caps allow."""
    context = RoundContext(concedes=concedes)
    return bid(t.apply(t.new_round(rules, dealer=dealer, context=context), LAB), "p p")


@rule("D12")
def test_at_most_two_concessions_per_player() -> None:
    """Board Game Arena's table option "Forfeit limit: Up to 2 forfeits per player"."""
    rules = talon(concede_limit_per_player=2)
    assert_legal(exchange(rules, (0, 1, 0)), t.Concede(seat=1))
    violation = assert_illegal(
        exchange(rules, (0, 2, 0)), t.Concede(seat=1), Reason.CONCEDE_LIMIT_REACHED
    )
    assert dict(violation.details) == {"limit": 2, "made": 2}
    assert describe(violation, "en") == "p2 may not concede: 2 concessions allowed, 2 made"
    # Another's concessions do not count, nor does a deal outside a game.
    assert_legal(exchange(rules, (2, 0, 2)), t.Concede(seat=1))
    assert_legal(exchange(rules, ()), t.Concede(seat=1))


@rule("D12")
def test_at_most_three_concessions_in_a_game() -> None:
    rules = talon(concede_limit_per_game=3)
    assert_legal(exchange(rules, (1, 0, 1)), t.Concede(seat=1))
    assert_illegal(exchange(rules, (1, 1, 1)), t.Concede(seat=1), Reason.CONCEDE_LIMIT_REACHED)
    assert_illegal(exchange(rules, (3, 0, 0)), t.Concede(seat=1), Reason.CONCEDE_LIMIT_REACHED)


@rule("D12")
def test_a_game_counts_the_concessions_for_its_deals() -> None:
    rules = talon(concede_limit_per_player=1)
    g = record(game_at(rules, dealer=2), conceded(0, 100))  # seat 0 used its concession
    assert g.concedes == (1, 0, 0)
    assert t.next_round(g).context.concedes == (1, 0, 0)
    with pytest.raises(t.SummaryError) as refused:
        record(g, conceded(0, 110))
    assert [p.reason for p in refused.value.problems] == [Reason.CONCEDE_LIMIT_REACHED]
    assert record(g, conceded(1, 100)).concedes == (1, 1, 0)
    # Without a cap the deal's context is what it always was.
    assert t.next_round(record(game_at(CLASSIC, dealer=2), conceded(0, 100))).context.concedes == ()


@rule("D12")
def test_a_cap_per_player_above_the_cap_per_game_is_refused() -> None:
    with pytest.raises(t.RulesError) as refused:
        talon(concede_limit_per_player=3, concede_limit_per_game=2)
    assert [p.field for p in refused.value.problems] == ["talon.concede_limit_per_player"]
    talon(concede_limit_per_player=2, concede_limit_per_game=2)


@rule("D12")
def test_a_context_with_bad_counts_is_refused() -> None:
    for bad in ((0, 1), (0, -1, 0), (0, "1", 0)):
        with pytest.raises(t.StateError) as refused:
            t.new_round(CLASSIC, context=RoundContext(concedes=bad))  # type: ignore[arg-type]
        assert refused.value.reason is Reason.INVALID_CONTEXT


# --- D13: conceding on the barrel -----------------------------------------------------------


ON_BARREL = talon(concede_on_barrel=True)


@rule("D13")
@rule("D8")
def test_a_barrel_player_may_concede_only_if_the_rules_say_so() -> None:
    context = RoundContext(barrel=(1,), scores=(0, 880, 0))
    for rules, legal in ((CLASSIC, False), (ON_BARREL, True)):
        state = bid(t.apply(t.new_round(rules, dealer=0, context=context), LAB), "p p")
        assert state.declarer == 1
        if legal:
            assert_legal(state, t.Concede(seat=1))
        else:
            assert_illegal(state, t.Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED)


@rule("D13")
def test_conceding_on_the_barrel_is_a_fall_and_the_others_score() -> None:
    """*1,000 points. 1xGames*: "If the player was "on the barrel", they will "climb down
    from the barrel" and be fined. Other players will get 60 points"."""
    g = game_at(ON_BARREL, scores=(100, 880, 200), barrel=(1,))
    g = record(g, conceded(1, 120))
    assert g.scores == (160, 760, 260)  # held at 880, then the fall's 120
    assert g.on_barrel == (False, False, False)
    assert g.barrel_falls == (0, 1, 0)
    assert g.concedes == (0, 1, 0)
    fall = event(g, 1, EventKind.FELL_OFF_BARREL)
    assert fall.change == -120
    # The others do not stand still (G10): the deal was not played.
    assert EventKind.STOOD_STILL not in kinds(g, 0)


@rule("D13")
@rule("G7")
def test_a_third_fall_by_conceding_resets_the_score() -> None:
    g = game_at(ON_BARREL, scores=(0, 880, 0), barrel=(1,), falls=(0, 2, 0))
    g = record(g, conceded(1, 120))
    assert g.scores[1] == 0
    assert g.barrel_falls == (0, 0, 0)


@rule("D13")
def test_the_engine_and_the_score_keeper_agree_on_a_barrel_concession() -> None:
    g = game_at(ON_BARREL, scores=(100, 880, 200), barrel=(1,))
    state = t.next_round(g)
    state = bid(t.apply(state, LAB), "p p")
    final = t.apply(state, t.Concede(seat=1))
    played = t.record_round(g, t.round_result(final))
    kept = t.record_round(g, t.score_round(ON_BARREL, conceded(1, final.contract or 0)))
    assert played.scores == kept.scores == (160, 760, 260)


# --- D14: any award --------------------------------------------------------------------------


@rule("D14")
def test_the_award_is_a_setting() -> None:
    assert t.score_round(talon(concede_award_points=0), conceded(1, 120)).score_changes == (
        0, -120, 0,
    )  # fmt: skip
    assert concede_award(talon(concede_award_points=40), 200) == 40
    assert concede_award(CLASSIC, 200) == 60


# --- whole games ---------------------------------------------------------------------------


SETTINGS = {
    "kurnik": Rules(
        talon=TalonRules(concede_penalty=ConcedePenalty.NOTHING, free_awards=1),
        deal_scoring=DealScoringRules(rounding=Rounding.NEAREST_10),
    ),
    "kurnik_game": talon(
        concede_penalty=ConcedePenalty.NOTHING,
        free_awards=2,
        free_awards_scope=ConcedeScope.GAME,
    ),
    "cycle": talon(concede_cycle=3),
    "fixed": talon(concede_penalty=ConcedePenalty.FIXED, concede_penalty_points=120),
    "caps": talon(concede_limit_per_player=2, concede_limit_per_game=3),
    "barrel": talon(concede_on_barrel=True),
    "award": talon(concede_award_points=0),
    "down": Rules(deal_scoring=DealScoringRules(rounding=Rounding.DOWN_5)),
}


def play_game(rules: Rules, seed: int, limit: int = 400) -> t.GameState:
    """Simple bots play a game; a declarer concedes in a fifth of the deals it may."""
    rng = random.Random(seed)
    game = t.new_game(rules, first_dealer=seed % rules.players)
    for _ in range(limit):
        state = t.next_round(game, rng)
        wants = rng.random() < 0.2
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
                continue
            seat = state.to_act
            assert seat is not None
            concede = t.Concede(seat=seat)
            if wants and t.is_legal(state, concede):
                state = t.apply(state, concede)
            else:
                state = t.apply(state, t.bots.simple_action(t.view(state, seat)))
        game = t.record_round(game, t.round_result(state))
        if game.is_over:
            return game
    raise AssertionError(f"no winner after {limit} deals")


@rule("D9")
@rule("D10")
@rule("D11")
@rule("D12")
@rule("D13")
@rule("D14")
@rule("F8")
@pytest.mark.parametrize("name", sorted(SETTINGS))
def test_whole_games_end_under_each_setting(name: str) -> None:
    rules = SETTINGS[name]
    concessions = 0
    for seed in range(3):
        game = play_game(rules, seed)
        assert game.winner is not None
        concessions += sum(game.concedes)
        cap = rules.talon.concede_limit_per_player
        if cap is not None:
            assert max(game.concedes) <= cap
        game_cap = rules.talon.concede_limit_per_game
        if game_cap is not None:
            assert sum(game.concedes) <= game_cap
    assert concessions  # the games did concede


@rule("D12")
def test_records_keep_the_concession_counts() -> None:
    """A deal's record carries its context's counts; a game's record replays to the
    same game, caps and all."""
    rules = SETTINGS["caps"]
    game = play_game(rules, 1)
    assert sum(game.concedes)
    record = t.record_of(game)
    again = t.serialization.loads(t.serialization.dumps(record), t.GameRecord)
    assert list(t.replay(again))[-1] == game
    state = t.next_round(attrs.evolve(game, winner=None, settlement=None), random.Random(5))
    assert state.context.concedes == game.concedes
    deal = t.record_of(state)
    assert t.parse_record(t.format_record(deal)) == deal
    assert t.serialization.loads(t.serialization.dumps(deal), t.RoundRecord) == deal


@rule("D9")
@rule("A6")
def test_a_free_bomb_leaves_the_sitting_dealer_the_talon() -> None:
    """With four players the dealer sits out and scores the talon (A6); a free bomb takes
    back the opponents' award, never the sitter's points."""
    rules = Rules(
        dealing=t.DealingRules(players=4),
        talon=TalonRules(
            concede_penalty=ConcedePenalty.NOTHING, free_awards=1, concede_award_points=40
        ),
    )
    sitter_scored = 0
    for seed in range(6):
        game = t.new_game(rules)
        state = t.next_round(game, random.Random(seed))
        while state.phase is t.Phase.BIDDING:
            seat = state.to_act
            assert seat is not None
            state = t.apply(state, t.Pass(seat=seat))
        declarer = state.declarer
        assert declarer is not None
        result = t.round_result(t.apply(state, t.Concede(seat=declarer)))
        after = t.record_round(game, result)
        assert after.scores[0] == result.score_changes[0]  # the sitter keeps the talon
        assert [after.scores[s] for s in range(1, 4)] == [0, 0, 0]
        sitter_scored += after.scores[0]
    assert sitter_scored
