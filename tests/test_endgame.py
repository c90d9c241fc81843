# ruff: noqa: RUF002 (docstrings quote the Polish and Russian sources)
"""The end of a game: the lock, unlimited barrel attempts, leaving the barrel after a
failed contract, equal totals and the idle penalty (G15-G19)."""

from __future__ import annotations

import io
import random

import attrs
import pytest

import thousand as t
from helpers.games import event, failed, game_at, kinds, made, record, summary
from thousand import (
    BarrelFail,
    EventKind,
    GameScoringRules,
    Reason,
    RoundSummary,
    Rules,
    Settlement,
    Suit,
    Tie,
)
from thousand.cli.console import Console
from thousand.serialization import dumps, loads

rule = pytest.mark.rule


def game_rules(**fields: object) -> Rules:
    return Rules(game_scoring=GameScoringRules(**fields))  # type: ignore[arg-type]


KURNIK_LOCK = game_rules(barrel_threshold=None, lock_threshold=800)
ZAGRAJ_LOCK = game_rules(barrel_threshold=None, lock_threshold=801)


def problems(**fields: object) -> list[tuple[str, str]]:
    """The problems of game settings ``fields``, all reported at once."""
    with pytest.raises(t.RulesError) as caught:
        game_rules(**fields)
    return [(p.field, p.message) for p in caught.value.problems]


# --- G15: the lock ---------------------------------------------------------------------


@rule("G15")
def test_from_800_a_defender_scores_nothing() -> None:
    """Kurnik, *Tysiąc – zasady*: «Mając 800 pkt. lub więcej, kolejne punkty zdobywa się,
    tylko będąc grającym.»"""
    g = record(game_at(KURNIK_LOCK, scores=(800, 500, 0)), made(2, 120))
    # made(2, ...): the defenders take 25 card points each.
    assert g.scores == (800, 525, 120)
    locked = event(g, 0, EventKind.LOCKED)
    assert (locked.change, locked.detail("threshold")) == (-25, 800)
    assert str(locked) == "locked at 800, only the declarer scores: -25"
    assert EventKind.LOCKED not in kinds(g, 1)
    assert g.rounds[-1].changes == (0, 25, 120)


@rule("G15")
def test_from_800_the_declarer_scores_both_ways() -> None:
    """Kurnik: points are won from 800 «tylko będąc grającym» (only as the declarer); a
    failed contract still costs it."""
    g = record(game_at(KURNIK_LOCK, scores=(800, 0, 0)), made(0, 150))
    assert g.scores[0] == 950
    assert EventKind.LOCKED not in kinds(g, 0)
    g = record(game_at(KURNIK_LOCK, scores=(850, 0, 0)), failed(0, 120))
    assert g.scores[0] == 730


@rule("G15")
def test_a_locked_defender_s_marriage_and_a_concession_award_are_not_added() -> None:
    """Every point a deal gives a defender at the lock is withheld: a marriage declared
    in defence, and the award of a declarer conceding."""
    deal = summary(1, 120, (30, 70, 20), (2, 4, 2), {0: "d", 1: "h"})
    g = record(game_at(KURNIK_LOCK, scores=(900, 0, 0)), deal)
    assert g.scores[0] == 900
    assert event(g, 0, EventKind.LOCKED).change == -110  # 30 + 80
    conceding = RoundSummary(declarer=1, contract=120, conceded=True)
    g = record(game_at(KURNIK_LOCK, scores=(900, 0, 0)), conceding)
    assert g.scores == (900, -120, 60)


@rule("G15")
def test_the_lock_is_read_before_the_deal() -> None:
    """A player below the lock when the deal starts scores it in full, even past 800."""
    g = record(game_at(KURNIK_LOCK, scores=(790, 0, 0)), made(2, 120))
    assert g.scores[0] == 815
    g = record(g, made(1, 120))
    assert g.scores[0] == 815


@rule("G15")
def test_zagraj_above_800_is_a_lock_at_801() -> None:
    """zagraj.pl, *Zasady gry*: «jeśli gracz ma powyżej 800 punktów, punkty nie są
    doliczane, chyba, że gracz je wylicytował»: above 800, so 800 itself still scores as
    a defender; 801 does not."""
    g = record(game_at(ZAGRAJ_LOCK, scores=(800, 801, 0)), made(2, 120))
    assert g.scores[:2] == (825, 801)


@rule("G15")
def test_a_locked_defender_still_gets_bolts() -> None:
    """The lock withholds points won, not penalties: a defender without a trick gets a
    bolt as usual (F3), and the third costs the penalty."""
    deal = summary(1, 120, (0, 90, 30), (0, 6, 2), {1: "h"})
    g = record(game_at(KURNIK_LOCK, scores=(900, 0, 0), bolts=(2, 0, 0)), deal)
    assert kinds(g, 0)[-2:] == [EventKind.BOLT, EventKind.BOLT_PENALTY]
    assert g.scores[0] == 780


@rule("G15")
def test_only_the_declarer_can_win_from_the_lock() -> None:
    g = record(game_at(KURNIK_LOCK, scores=(990, 900, 0)), made(1, 100))
    assert g.winner == 1
    assert g.scores == (990, 1000, 25)


@rule("G15")
def test_the_lock_replaces_the_barrel_and_lies_below_the_target() -> None:
    """Both problems are reported at once."""
    found = problems(lock_threshold=1000)
    assert [field for field, _ in found] == ["game_scoring.lock_threshold"] * 2
    assert "below the target 1000" in found[0][1]
    assert "the lock replaces the barrel" in found[1][1]
    assert problems(barrel_threshold=None, lock_threshold=0) == [
        ("game_scoring.lock_threshold", "must be positive, not 0")
    ]
    t.validate(KURNIK_LOCK)
    t.validate(game_rules(barrel_threshold=None, lock_threshold=999))


# --- G16: unlimited barrel attempts ----------------------------------------------------

UNLIMITED = game_rules(barrel_attempts=None)


@rule("G16")
def test_without_a_limit_a_barrel_player_stays_on_the_barrel() -> None:
    """pagat, *1000*, the Lviv variation: "the barrel is set at 900 points and players
    can stay on it indefinitely"."""
    g = game_at(UNLIMITED, scores=(880, 0, 0), barrel=(0,), attempts=(10, 0, 0))
    g = record(g, failed(0, 120), made(1, 120), made(2, 120))
    assert g.on_barrel[0]
    assert g.scores[0] == 880
    assert g.barrel_attempts[0] == 13
    assert g.barrel_falls[0] == 0
    attempt = event(g, 0, EventKind.BARREL_ATTEMPT)
    assert attempt.detail("attempts") is None
    assert str(attempt) == "barrel attempt 13"
    assert t.i18n.format_event(attempt, "ru") == "попытка на бочке 13"
    assert t.i18n.format_event(attempt, "pl") == "próba na beczce 13"
    assert "B13" in t.score_sheet(g)
    # The limit of 3 drops the same player after the third attempt.
    limited = game_at(scores=(880, 0, 0), barrel=(0,), attempts=(2, 0, 0))
    assert record(limited, failed(0, 120)).scores[0] == 760


@rule("G16")
def test_without_a_limit_the_barrel_is_still_won_or_left() -> None:
    g = game_at(UNLIMITED, scores=(880, 0, 0), barrel=(0,), attempts=(40, 0, 0))
    assert record(g, made(0, 120)).winner == 0
    # Another player climbing knocks the barrel player off (G8).
    g = game_at(UNLIMITED, scores=(880, 800, 0), barrel=(0,), attempts=(40, 0, 0))
    g = record(g, made(1, 100))
    assert not g.on_barrel[0]
    assert g.scores[0] == 760


@rule("G16")
def test_unlimited_attempts_are_accepted_and_zero_is_not() -> None:
    t.validate(UNLIMITED)
    assert problems(barrel_attempts=0) == [
        ("game_scoring.barrel_attempts", "must be positive, not 0")
    ]


# --- G17: off the barrel after a failed contract ---------------------------------------

PAGAT_FAIL = game_rules(barrel_fail=BarrelFail.LEAVE)


@rule("G17")
def test_a_failed_barrel_contract_leaves_the_barrel_with_the_bid_subtracted() -> None:
    """pagat, *1000*: "If you are the declarer and fail to make your bid, then the amount
    of your bid is subtracted from your score as usual and you are no longer on the
    barrel." 880 - 120 = 760, no fall counted."""
    g = game_at(PAGAT_FAIL, scores=(880, 0, 0), barrel=(0,))
    g = record(g, failed(0, 120))
    assert g.scores[0] == 760
    assert not g.on_barrel[0]
    assert g.barrel_attempts[0] == 0
    assert g.barrel_falls[0] == 0
    assert EventKind.LEFT_BARREL in kinds(g, 0)
    assert EventKind.BARREL_HELD not in kinds(g, 0)


@rule("G17")
def test_by_default_a_failed_barrel_contract_is_only_an_attempt() -> None:
    g = record(game_at(scores=(880, 0, 0), barrel=(0,)), failed(0, 120))
    assert (g.scores[0], g.on_barrel[0], g.barrel_attempts[0]) == (880, True, 1)


@rule("G17")
def test_leaving_takes_a_failed_bid_only_not_a_deal_in_defence() -> None:
    g = game_at(PAGAT_FAIL, scores=(880, 0, 0), barrel=(0,))
    g = record(g, failed(1, 120))
    assert (g.scores[0], g.on_barrel[0], g.barrel_attempts[0]) == (880, True, 1)


@rule("G17")
def test_leaving_after_a_failure_also_without_the_outbid_rule() -> None:
    rules = game_rules(barrel_fail=BarrelFail.LEAVE, barrel_outbid_fail=False)
    g = record(game_at(rules, scores=(880, 0, 0), barrel=(0,)), failed(0, 140))
    assert (g.scores[0], g.on_barrel[0]) == (740, False)


# --- G18: equal totals -----------------------------------------------------------------

NO_BARREL = game_rules(barrel_threshold=None)
DRAW = game_rules(barrel_threshold=None, tie=Tie.DRAW)
HIGH = game_rules(barrel_threshold=None, tie=Tie.HIGH_SCORE)


def level_finish(rules: Rules) -> t.GameState:
    """Seats 0 and 2, defenders at 975, take 25 each to 1000; seat 1 declares."""
    return record(game_at(rules, scores=(975, 0, 975)), made(1, 120))


@rule("G18")
def test_equal_totals_are_a_draw() -> None:
    """Kurnik, *Tysiąc – zasady*: «Jeśli kilku zdobędzie jednocześnie, to wygrywa ten z
    nich, który był grającym, a jeśli żaden nie był, to ten, kto zdobył więcej (a jeśli
    zdobyli po równo, to jest remis).»"""
    g = level_finish(DRAW)
    assert g.winner is None
    assert g.draw == (0, 2)
    assert g.is_over
    assert g.is_draw
    assert t.is_over(g)
    assert kinds(g, 0)[-1] is EventKind.DRAW
    assert str(event(g, 2, EventKind.DRAW)) == "drew the game with 1000"
    assert EventKind.DRAW not in kinds(g, 1)


@rule("G18")
def test_a_drawn_game_refuses_more_deals() -> None:
    g = level_finish(DRAW)
    for step in (lambda: t.next_round(g), lambda: record(g, made(1, 120))):
        with pytest.raises(t.StateError) as caught:
            step()
        assert caught.value.reason is Reason.GAME_OVER
        assert "a draw between p1, p3" in str(caught.value)


@rule("G18")
def test_under_the_draw_the_declarer_and_then_the_higher_total_still_win() -> None:
    g = record(game_at(DRAW, scores=(975, 880, 0)), made(1, 120))
    assert (g.winner, g.draw) == (1, ())
    g = record(game_at(DRAW, scores=(980, 0, 975)), made(1, 120))
    assert (g.winner, g.draw) == (0, ())


@rule("G18")
@rule("core.winner")
def test_by_default_equal_totals_go_to_the_first_in_bidding_order() -> None:
    # Seat 0 dealing: the bidding goes 1, 2, 0.
    g = level_finish(NO_BARREL)
    assert (g.winner, g.draw) == (2, ())
    # Seat 2 dealing: the bidding goes 0, 1, 2.
    g = record(game_at(NO_BARREL, scores=(975, 0, 975), dealer=2), made(1, 120))
    assert g.winner == 0


@rule("G18")
def test_high_score_puts_the_highest_total_before_the_declarer() -> None:
    """mekedron/thousand's `high_score` tiebreak: the highest total wins whoever declared;
    the declarer only breaks equal totals."""
    g = record(game_at(HIGH, scores=(990, 880, 0)), made(1, 120))
    assert g.scores[:2] == (1015, 1000)
    assert g.winner == 0
    assert record(game_at(NO_BARREL, scores=(990, 880, 0)), made(1, 120)).winner == 1
    g = record(game_at(HIGH, scores=(975, 880, 0)), made(1, 120))
    assert g.winner == 1  # 1000 each: the declarer breaks the tie
    assert level_finish(HIGH).winner == 2  # no declarer among them: bidding order


@rule("G18")
@rule("G14")
def test_a_draw_settles_nothing() -> None:
    rules = game_rules(barrel_threshold=None, tie=Tie.DRAW, settlement=Settlement.PROPORTIONAL)
    g = level_finish(rules)
    assert g.settlement == (0, 0, 0)
    assert t.settle(rules, (1000, 1000, 120), None) == (0, 0, 0)
    assert level_finish(DRAW).settlement is None
    with pytest.raises(t.StateError):
        t.settle(rules, (1000, 1000, 120), 3)


@rule("G18")
def test_the_sheet_marks_a_draw_in_every_language() -> None:
    g = level_finish(DRAW)
    line = t.score_sheet(g, legend=False).splitlines()[-1]
    assert line.count(" D") == 2
    assert "W" not in line
    assert "D draw" in t.score_sheet(g)
    assert "D ничья" in t.i18n.legend("ru")
    assert "D remis" in t.i18n.legend("pl")
    drawn = event(g, 0, EventKind.DRAW)
    assert t.i18n.format_event(drawn, "ru") == "ничья: 1000"
    assert t.i18n.format_event(drawn, "pl") == "remis: 1000"


TINY_DRAW = game_rules(barrel_threshold=None, tie=Tie.DRAW, target=40)
LEVEL_DEAL = summary(1, 120, (40, 40, 40), (3, 2, 3))
"""Seat 1 fails 120; seats 0 and 2 take 40 each, the target."""


@rule("G18")
def test_a_drawn_game_round_trips_through_json() -> None:
    g = record(t.new_game(TINY_DRAW), LEVEL_DEAL)
    assert g.draw == (0, 2)
    again = loads(dumps(g), t.GameState)
    assert (again.draw, again.winner, again.scores) == ((0, 2), None, (40, -120, 40))
    assert again.rounds == g.rounds
    # A deal recorded after the draw is refused where it stands.
    more = t.GameRecord(rules=TINY_DRAW, rounds=(LEVEL_DEAL, LEVEL_DEAL))
    with pytest.raises(t.RecordError) as caught:
        loads(dumps(more), t.GameRecord)
    assert "the game is over" in str(caught.value)
    assert "rounds[1]" in str(caught.value)


@rule("G18")
def test_the_score_keeper_s_command_line_ends_on_a_draw() -> None:
    from thousand.cli.score import run

    out = io.StringIO()
    lines = "p2 120 : 40 40 40 ; tricks 3 2 3\n"
    status = run(Console(io.StringIO(lines), out), TINY_DRAW, dealer=0, names=None)
    assert status == 0
    assert "The game is over: a draw between p1 and p3." in out.getvalue()


# --- G19: the idle penalty -------------------------------------------------------------

IDLE = game_rules(idle_penalty=100)
ZERO_FOR_SEAT_0 = summary(1, 120, (0, 90, 30), (1, 5, 2), {1: "h"})


@rule("G19")
def test_at_850_a_deal_that_gives_nothing_costs_100() -> None:
    """poker-cards.ru, *Тысяча*: «Игрок, набравший 850 или более очков и не получивший при
    розыгрыше ни одного очка, штрафуется на 100 очков.» Seat 0 takes a trick of no
    points."""
    g = record(game_at(IDLE, scores=(850, 0, 0)), ZERO_FOR_SEAT_0)
    assert g.scores[0] == 750
    idle = event(g, 0, EventKind.IDLE_PENALTY)
    assert (idle.change, idle.detail("threshold")) == (-100, 850)
    assert str(idle) == "nothing scored at 850 or more: -100"
    assert t.i18n.format_event(idle, "ru") == "ни одного очка при 850 и более: -100"
    assert " i" in t.score_sheet(g, legend=False)


@rule("G19")
def test_below_850_with_points_or_without_the_rule_nothing_is_taken() -> None:
    assert record(game_at(IDLE, scores=(849, 0, 0)), ZERO_FOR_SEAT_0).scores[0] == 849
    assert record(game_at(scores=(850, 0, 0)), ZERO_FOR_SEAT_0).scores[0] == 850
    # Two card points round to 0 (F1): the deal gives nothing, and that is what counts.
    two = summary(1, 120, (2, 88, 30), (1, 5, 2), {1: "h"})
    assert record(game_at(IDLE, scores=(860, 0, 0)), two).scores[0] == 760
    five = summary(1, 120, (5, 85, 30), (1, 5, 2), {1: "h"})
    assert record(game_at(IDLE, scores=(860, 0, 0)), five).scores[0] == 865


@rule("G19")
def test_a_failed_contract_is_not_an_idle_deal() -> None:
    g = record(game_at(IDLE, scores=(900, 0, 0)), failed(0, 120))
    assert g.scores[0] == 780
    assert EventKind.IDLE_PENALTY not in kinds(g, 0)


@rule("G19")
def test_the_idle_penalty_takes_a_barrel_player_off_the_barrel() -> None:
    """A barrel player defending at 880 who scores nothing drops to 780 and leaves the
    barrel without a fall, as a bolt penalty would."""
    g = game_at(IDLE, scores=(880, 0, 0), barrel=(0,))
    g = record(g, ZERO_FOR_SEAT_0)
    assert (g.scores[0], g.on_barrel[0], g.barrel_falls[0]) == (780, False, 0)
    assert kinds(g, 0)[-2:] == [EventKind.IDLE_PENALTY, EventKind.LEFT_BARREL]


@rule("G19")
def test_the_idle_penalty_and_threshold_are_checked() -> None:
    assert problems(idle_penalty=-1) == [("game_scoring.idle_penalty", "must not be negative: -1")]
    assert problems(idle_penalty=100, idle_threshold=1000) == [
        (
            "game_scoring.idle_threshold",
            "must be below the target 1000 for the idle penalty to apply, not 1000",
        )
    ]
    t.validate(game_rules(idle_threshold=1000))  # no penalty, nothing to apply


# --- Whole games under each setting ----------------------------------------------------

SETTINGS = {
    "lock": KURNIK_LOCK,
    "zagraj": ZAGRAJ_LOCK,
    "unlimited": UNLIMITED,
    "unlimited_no_bump": game_rules(barrel_attempts=None, barrel_bump=False),
    "leave": PAGAT_FAIL,
    "draw": DRAW,
    "high_score": HIGH,
    "idle": IDLE,
    "all": game_rules(
        barrel_threshold=None,
        lock_threshold=800,
        tie=Tie.DRAW,
        idle_penalty=100,
        settlement=Settlement.PROPORTIONAL,
    ),
}


def _with_lock(preset: str) -> Rules:
    rules = Rules.preset(preset)
    scoring = attrs.evolve(
        rules.game_scoring,
        barrel_threshold=None,
        lock_threshold=800,
        tie=Tie.DRAW,
        idle_penalty=100,
    )
    return attrs.evolve(rules, game_scoring=scoring)


SETTINGS["four_player_all"] = _with_lock("four_player")
SETTINGS["two_player_all"] = _with_lock("two_player")
SETTINGS["gambler_unlimited_leave"] = attrs.evolve(
    Rules.preset("gambler"),
    game_scoring=attrs.evolve(
        Rules.preset("gambler").game_scoring, barrel_attempts=None, barrel_fail=BarrelFail.LEAVE
    ),
)


@pytest.mark.rule("G15")
@pytest.mark.rule("G16")
@pytest.mark.rule("G17")
@pytest.mark.rule("G18")
@pytest.mark.rule("G19")
@pytest.mark.parametrize("name", sorted(SETTINGS))
def test_games_between_simple_bots_end(name: str) -> None:
    rules = SETTINGS[name]
    rng = random.Random(1900)
    for _ in range(3):
        game = t.new_game(rules)
        while not game.is_over:
            assert len(game.rounds) < 500, f"{name}: no end after 500 deals"
            state = t.next_round(game, rng)
            while not t.is_over(state):
                state = t.apply(state, t.bots.simple_action(state))
            game = t.record_round(game, t.round_result(state))
        assert game.winner is not None or game.is_draw


@pytest.mark.rule("G15")
@pytest.mark.rule("G16")
@pytest.mark.rule("G17")
@pytest.mark.rule("G18")
@pytest.mark.rule("G19")
def test_the_new_settings_round_trip_through_json_and_their_defaults_change_no_digest() -> None:
    rules = SETTINGS["all"]
    unlimited_leave = game_rules(barrel_attempts=None, barrel_fail=BarrelFail.LEAVE)
    for value in (rules, unlimited_leave, HIGH):
        assert loads(dumps(value), Rules) == value
    text = dumps(unlimited_leave)
    assert '"barrel_attempts": null' in text.replace('":null', '": null')
    assert '"leave"' in text
    # A setting at its default is no change: the classic rules keep their name and digest.
    assert t.serialization.rules_digest(Rules()) == t.serialization.rules_digest(
        game_rules(tie=Tie.DECLARER, idle_penalty=0, barrel_fail=BarrelFail.ATTEMPT)
    )
    with pytest.raises(t.RecordError) as caught:
        loads(dumps(rules).replace('"draw"', '"coin_toss"'), Rules)
    assert caught.value.where == "game_scoring.tie"


@rule("G15")
@rule("A5")
def test_a_locked_dealer_sitting_out_gains_nothing_from_the_talon() -> None:
    """Kurnik: the seat «na musie» scores the talon's aces and marriage, but from 800
    points are won «tylko będąc grającym»: a locked sitter keeps its total."""
    rules = Rules(
        dealing=t.DealingRules(players=4),
        game_scoring=GameScoringRules(barrel_threshold=None, lock_threshold=800),
    )
    deal = RoundSummary(
        declarer=1,
        contract=120,
        card_points=(0, 80, 20, 20),
        tricks=(0, 6, 1, 1),
        sitting_out=0,
        talon_points=11,
        talon_marriage=Suit.SPADES,
    )
    game = attrs.evolve(t.new_game(rules), scores=(800, 0, 0, 0))
    after = t.record_round(game, t.score_round(rules, deal))
    assert after.scores[0] == 800
    assert event(after, 0, EventKind.LOCKED).change == -50  # 11 + 40 rounded
    below = t.record_round(attrs.evolve(game, scores=(790, 0, 0, 0)), t.score_round(rules, deal))
    assert below.scores[0] == 840
