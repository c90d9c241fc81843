"""A whole game: dealer rotation, the target, the winner, both ways of scoring, and a
game between simple bots (``core.dealer_rotation``, ``core.winner``, G1, G2)."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import thousand as t
from helpers.games import CLASSIC, failed, game_at, made, record, summary
from reference import layouts as lay
from reference import play as ref
from strategies import games_in_progress, rules
from thousand import EventKind, GameScoringRules, Reason, Rules, WinCondition

rule = pytest.mark.rule


def bot_game(rules: Rules, seed: int, *, first_dealer: int = 0, limit: int = 500) -> t.GameState:
    """A game between three simple bots, every deal played through the engine."""
    rng = random.Random(seed)
    game = t.new_game(rules, first_dealer=first_dealer)
    while game.winner is None and len(game.rounds) < limit:
        state = t.bots.play_to_end(t.next_round(game, rng))
        game = t.record_round(game, t.round_result(state))
    return game


# --- core.dealer_rotation, core.winner ---------------------------------------------------


@rule("core.dealer_rotation")
def test_the_deal_passes_to_the_left() -> None:
    # Seed 000: "At the beginning of each subsequent game, the deal goes to the one who sits
    # to the left of the dealer."
    g = t.new_game(CLASSIC, first_dealer=2)
    rng = random.Random(11)
    dealers = []
    for _ in range(5):
        state = t.next_round(g, rng)
        assert state.dealer == g.dealer
        assert state.obligatory_bidder == (g.dealer + 1) % 3
        dealers.append(state.dealer)
        g = t.record_round(g, t.round_result(t.bots.play_to_end(state)))
    assert dealers == [2, 0, 1, 2, 0]
    assert [entry.dealer for entry in g.rounds] == dealers
    assert [entry.number for entry in g.rounds] == [1, 2, 3, 4, 5]
    assert g.first_dealer == 2


@rule("core.dealer_rotation")
def test_a_game_refuses_a_first_dealer_that_is_no_seat() -> None:
    for dealer in (-1, 3, True, "0"):
        with pytest.raises(t.StateError) as raised:
            t.new_game(CLASSIC, first_dealer=dealer)  # type: ignore[arg-type]
        assert raised.value.reason is Reason.MALFORMED_ACTION
    with pytest.raises(t.StateError):
        t.new_game("classic")  # type: ignore[arg-type]


@rule("core.winner")
@rule("G1")
def test_a_game_between_simple_bots_reaches_a_winner() -> None:
    # Seed 000: "Whoever first reaches the total number of points equal to 1000 or more is
    # the winner of the game." ... "The results of the games are recorded."
    g = bot_game(CLASSIC, seed=2024)
    assert g.winner is not None
    assert g.is_over
    assert g.scores[g.winner] >= 1000
    assert all(score < 1000 for seat, score in enumerate(g.scores) if seat != g.winner)
    before = g.rounds[-2].scores if len(g.rounds) > 1 else (0, 0, 0)
    assert before[g.winner] == 880  # the classic game is won from the barrel
    assert g.rounds[-1].result.declarer == g.winner
    assert g.rounds[-1].events[g.winner][-1].kind is EventKind.WON
    for entry in g.rounds:  # points are recorded for every player every deal
        assert len(entry.events) == len(entry.scores) == 3
    with pytest.raises(t.StateError) as raised:
        t.next_round(g, random.Random(1))
    assert raised.value.reason is Reason.GAME_OVER
    with pytest.raises(t.StateError) as raised:
        t.record_round(g, g.rounds[-1].result)
    assert raised.value.reason is Reason.GAME_OVER


@rule("core.winner")
def test_the_same_seed_gives_the_same_game() -> None:
    assert bot_game(CLASSIC, seed=7) == bot_game(CLASSIC, seed=7)


@rule("core.winner")
@rule("G1")
def test_several_reaching_the_target_the_declarer_wins_else_the_highest() -> None:
    # Reading: no seed says; the declarer (who plays the deal out) wins, else the higher
    # total, else the first in bidding order.
    rules = Rules(game_scoring=GameScoringRules(barrel_threshold=None))
    g = record(game_at(rules, scores=(970, 900, 990)), made(1, 100))
    assert (g.scores, g.winner) == ((995, 1000, 1015), 1)
    g = record(game_at(rules, scores=(970, 900, 990)), failed(1, 100))
    assert (g.scores, g.winner) == ((1010, 800, 1030), 2)


@rule("G1")
def test_the_target_is_a_setting() -> None:
    rules = Rules(game_scoring=GameScoringRules(target=500, barrel_threshold=None))
    g = record(game_at(rules, scores=(0, 400, 0)), made(1, 100))
    assert g.winner == 1


@rule("G2")
def test_exceeding_the_target_can_be_required() -> None:
    # Seed 003, Games24: «Как известно партия ведется до тех пор, пока кто нибудь не
    # наберет 1001 очко или более.»
    rules = Rules(game_scoring=GameScoringRules(win=WinCondition.EXCEED, barrel_threshold=None))
    g = record(game_at(rules, scores=(0, 900, 0)), made(1, 100))
    assert (g.scores[1], g.winner) == (1000, None)
    g = record(game_at(rules, scores=(0, 900, 0)), made(1, 105))
    assert (g.scores[1], g.winner) == (1005, 1)


@rule("G2")
@rule("G5")
def test_a_barrel_that_cannot_win_is_refused() -> None:
    with pytest.raises(t.RulesError) as raised:
        Rules(game_scoring=GameScoringRules(win=WinCondition.EXCEED))
    assert [p.field for p in raised.value.problems] == ["game_scoring.barrel_min_contract"]
    with pytest.raises(t.RulesError) as raised:
        Rules(game_scoring=GameScoringRules(barrel_threshold=1000, barrel_attempts=0))
    assert {p.field for p in raised.value.problems} == {
        "game_scoring.barrel_threshold",
        "game_scoring.barrel_attempts",
    }


# --- the two ways of scoring ------------------------------------------------------------------


@rule("core.declarer_score")
def test_a_worked_example_scores_a_table_deal() -> None:
    rules = t.Rules()
    g = t.new_game(rules, first_dealer=0)
    res = t.score_round(
        rules,
        t.RoundSummary(
            declarer=1,
            contract=120,
            card_points=(35, 70, 15),
            tricks=(2, 4, 2),
            marriages=((), (t.Suit.HEARTS,), ()),
        ),
    )
    g = t.record_round(g, res)
    assert g.scores == (35, 120, 15)
    assert [str(e) for e in g.rounds[0].events[1]] == ["made 120: +120"]


def written_down(state: t.RoundState) -> t.RoundSummary:
    """A summary of a played deal, written from what happened on the table.

    With two players each seat's card points count the piles it took (A4); with four a
    seat sat out and scores the talon (A5, A11), its aces too under A12's ``aces``.
    """
    n = state.players
    tricks = [0] * n
    for trick in state.tricks:
        tricks[trick.winner] += 1
    marriages: list[list[t.Suit]] = [[] for _ in range(n)]
    for seat, suit in reversed(state.marriages):  # the order of writing does not matter
        marriages[seat].append(suit)
    halves: list[list[t.Suit]] = [[] for _ in range(n)]
    ace_marriage = None
    for declaration in state.declarations:  # E3, E4
        if declaration.kind is t.MarriageKind.HALF_MARRIAGE:
            halves[declaration.seat].append(declaration.suit)
        elif declaration.kind is t.MarriageKind.ACE_MARRIAGE:
            ace_marriage = declaration.seat
    outcome = state.outcome
    assert outcome is not None
    if outcome is not t.Outcome.PLAYED:
        # A deal not played: what ended it and the seat it names (A9, A10, B1, C1).
        result = t.round_result(state)
        return t.RoundSummary(
            outcome=outcome,
            outcome_seat=result.outcome_seat,
            redeal_condition=result.redeal_condition,
            golden=state.golden,
        )
    bonus = state.rules.play.last_trick_bonus  # E6: who took the last trick, if it scores
    declarer, contract = state.declarer, state.contract
    assert declarer is not None
    assert contract is not None
    sitting = state.sitting_out
    talon_points = sum(card.points for card in state.talon) if sitting is not None else 0
    talon_marriage = lay.talon_marriage(state.talon) if sitting is not None else None
    # A12: the aces are written down when they score.
    aces = sum(1 for card in state.talon if card.rank is t.Rank.ACE)
    talon_aces = aces if state.rules.dealing.sitter_scores is t.SitterScores.ACES else 0
    if sitting is None:
        talon_aces = 0
    if state.conceded:
        return t.RoundSummary(
            declarer=declarer,
            contract=contract,
            conceded=True,
            golden=state.golden,
            dark=state.dark,
            sitting_out=sitting,
            talon_points=talon_points,
            talon_marriage=talon_marriage,
            talon_aces=talon_aces,
        )
    piles = lay.pile_points(state)
    return t.RoundSummary(
        declarer=declarer,
        contract=contract,
        card_points=tuple(sum(card.points for card in state.taken(s)) + piles[s] for s in range(n)),
        tricks=tuple(tricks),
        marriages=tuple(tuple(m) for m in marriages),
        golden=state.golden,
        half_marriages=tuple(tuple(h) for h in halves) if any(halves) else (),
        ace_marriage=ace_marriage,
        last_trick=state.tricks[-1].winner if bonus else None,
        dark=state.dark,  # C9: the score keeper notes a deal won in the dark
        sitting_out=sitting,
        talon_points=talon_points,
        talon_marriage=talon_marriage,
        talon_aces=talon_aces,
        four_nines=ref.four_nines_leader(state),
    )


@st.composite
def mixed_chooser(draw: st.DrawFn) -> t.bots.Bot:
    """Mostly the simple bot, sometimes a random legal action (concessions included)."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    share = draw(st.sampled_from((0.0, 0.2, 0.5)))

    def choose(view: t.PlayerView) -> t.Action:
        if rng.random() < share:
            return rng.choice(view.legal_actions)
        return t.bots.simple_action(view)

    return choose


GAMES = settings(deadline=None, max_examples=40, suppress_health_check=[HealthCheck.too_slow])


@rule("F3")
@rule("F4")
@rule("G4")
@rule("G6")
@GAMES
@given(st.data())
def test_played_deals_and_their_summaries_make_the_same_game(data: st.DataObject) -> None:
    the_rules = golden_sometimes(data, data.draw(rules()))
    game = data.draw(games_in_progress(the_rules))
    choose = data.draw(mixed_chooser())
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1)))
    by_engine = by_hand = game
    for _ in range(12):
        if by_engine.winner is not None:
            break
        state = t.bots.play_to_end(t.next_round(by_engine, rng), choose, rng)
        played = t.round_result(state)
        summarized = t.score_round(the_rules, written_down(state))
        assert played == summarized
        by_engine = t.record_round(by_engine, played)
        by_hand = t.record_round(by_hand, summarized)
        assert by_engine == by_hand


def golden_sometimes(data: st.DataObject, the_rules: Rules) -> Rules:
    """The drawn rules, with the golden round turned on a third of the time (G13)."""
    b = the_rules.bidding
    if (
        120 % b.bid_step == 0
        and b.min_bid <= 120 <= b.max_bid
        and data.draw(st.integers(0, 2)) == 0
    ):
        game_scoring = attrs.evolve(the_rules.game_scoring, golden_round=True)
        return attrs.evolve(the_rules, game_scoring=game_scoring)
    return the_rules


def check_events(rules: Rules, before: t.GameState, after: t.GameState) -> None:
    """Every event of the last deal changes the score by its documented amount, and the
    events of a seat add up to its score change."""
    entry = after.rounds[-1]
    result = entry.result
    g = rules.game_scoring
    threshold = g.barrel_threshold
    contract = result.contract if result.contract is not None else 0
    for seat in range(rules.players):
        score = before.scores[seat]
        for e in entry.events[seat]:
            change, kind = e.change, e.kind
            documented: set[int] | None = None
            if kind is EventKind.CONTRACT_MADE:
                documented = {contract}
            elif kind is EventKind.CONTRACT_FAILED:
                documented = {-contract}
            elif kind is EventKind.CONCEDED:  # D5, D9 (nothing), D11 (a fixed penalty)
                documented = {-contract, 0, -rules.talon.concede_penalty_points}
            elif kind is EventKind.CONCEDE_AWARD:  # D6, D14: any fixed amount
                documented = {
                    rules.talon.concede_award_points,
                    t.round_points(contract // 2, rules.deal_scoring.rounding),
                }
            elif kind is EventKind.TALON and rules.dealing.sitter_scores is t.SitterScores.ACES:
                # A12: the talon's aces at their value, and its marriage.
                aces = dict(e.details)["aces"]
                assert isinstance(aces, int)
                value = aces * rules.dealing.sitter_ace_points + result.marriage_points[seat]
                documented = {t.round_points(value, rules.deal_scoring.rounding)}
            elif kind in (EventKind.POINTS, EventKind.TALON):  # TALON: A5
                documented = {t.round_points(result.points[seat], rules.deal_scoring.rounding)}
            elif kind is EventKind.FREE_CONCEDE:
                documented = {-result.score_changes[seat]}
            elif kind in (EventKind.BOLT, EventKind.BARREL_ATTEMPT, EventKind.LEFT_BARREL):
                documented = {0}
            elif kind is EventKind.WON:
                documented = {0}
                assert seat in after.winners  # A13: both partners win
            elif kind is EventKind.BOLT_PENALTY:
                documented = {-rules.deal_scoring.bolt_penalty}
            elif kind is EventKind.STOOD_STILL:
                documented = {before.scores[seat] - score}
            elif kind in (EventKind.BARREL_HELD, EventKind.CLIMBED_BARREL):
                assert threshold is not None
                documented = {threshold - score}
            elif kind in (EventKind.KNOCKED_OFF_BARREL, EventKind.FELL_TOGETHER):
                documented = {-g.barrel_penalty}
            elif kind is EventKind.FELL_OFF_BARREL:
                documented = {-g.barrel_penalty}
                if g.barrel_fall_penalty is t.FallPenalty.CONTRACT:
                    documented = {-contract, -t.barrel_contract(rules)}
            elif kind in (EventKind.FELL_TO_ZERO, EventKind.GOLDEN_RESET):
                documented = {-score}
            elif kind is EventKind.DUMP_TRUCK:
                assert score in (555, -555)
                documented = {-score}
            elif kind is EventKind.MULTIPLIED:
                assert result.multiplier > 1
                documented = None  # checked against the formula below
            elif kind is EventKind.CUT_PENALTY:  # A9
                assert seat == result.outcome_seat
                documented = {-rules.dealing.cut_nine_penalty}
            elif kind is EventKind.EXPOSED_CARD:  # A10
                assert seat == result.outcome_seat == before.dealer
                documented = {-rules.dealing.exposed_card_penalty}
            elif kind is EventKind.REDEAL_CLAIMED:  # B1
                documented = {0}
            elif kind is EventKind.LOCKED:  # G15: a defender at the lock keeps no gain
                assert g.lock_threshold is not None
                assert before.scores[seat] >= g.lock_threshold
                assert seat != result.declarer
                assert score > before.scores[seat]
                documented = {before.scores[seat] - score}
            elif kind is EventKind.IDLE_PENALTY:  # G19: at the threshold, the deal gave 0
                assert before.scores[seat] >= g.idle_threshold
                assert result.score_changes[seat] == 0
                assert seat != result.sitting_out
                documented = {-g.idle_penalty}
            elif kind is EventKind.BAD_HAND:  # B4
                assert seat == before.dealer
                assert rules.redeal.bad_hand_penalty is not None
                documented = {-rules.redeal.bad_hand_penalty}
            assert documented is None or change in documented, (kind, change, documented)
            score += change
        assert score == after.scores[seat] == entry.scores[seat]
        if result.multiplier > 1 and seat == result.sitting_out:
            # A6: the talon's card points multiplied, its marriage counted once; A12:
            # the talon's score as its event wrote it (checked above), or nothing.
            talon = [e.change for e in entry.events[seat] if e.kind is EventKind.TALON]
            base = talon[0] if talon else 0
            value = result.marriage_points[seat] if talon else 0
            assert result.score_changes[seat] == base + (base - value) * (result.multiplier - 1)
        elif result.multiplier > 1 and not result.conceded and seat != result.declarer:
            # F6, F7: the defender's score multiplied, marriages counted once if the
            # setting of that kind of deal (dark or golden) does not multiply them.
            base = t.round_points(result.points[seat], rules.deal_scoring.rounding)
            m = result.multiplier
            expected = base * m
            scoring = rules.deal_scoring
            if result.golden:
                multiplied = scoring.golden_marriages_multiplied
            else:
                multiplied = scoring.dark_marriages_multiplied
            if not multiplied:
                expected -= result.marriage_points[seat] * (m - 1)
            assert result.score_changes[seat] == expected
    assert entry.changes == tuple(a - b for a, b in zip(after.scores, before.scores, strict=True))


def team_total(rules: Rules, scores: tuple[int, ...], seat: int) -> int:
    """The total that counts towards the target: the seat's, or with fixed partnerships
    (A13) its team's (partners sit opposite)."""
    if rules.dealing.partnerships:
        return scores[seat] + scores[(seat + 2) % 4]
    return scores[seat]


def check_position(rules: Rules, game: t.GameState) -> None:
    """The game's invariants: the barrel holds exactly the threshold, nobody but the
    winner reaches the target, counters stay in their ranges."""
    g = rules.game_scoring
    for seat in range(rules.players):
        score = game.scores[seat]
        assert 0 <= game.bolts[seat] < 3
        if g.barrel_threshold is None:
            assert not game.on_barrel[seat]
        elif game.on_barrel[seat]:
            assert score == g.barrel_threshold
            spent, limit = game.barrel_attempts[seat], g.barrel_attempts
            assert spent >= 0
            assert limit is None or spent < limit  # G16: None, no limit
        elif not game.is_over:
            assert score < g.barrel_threshold
        if not game.is_over and not rules.dealing.partnerships:
            # A13: with partnerships a seat may pass the target while its team does
            # not (test_variant_games checks the teams' totals of games played).
            target = g.target + (1 if g.win is WinCondition.EXCEED else 0)
            assert score < target
    if game.winner is not None:
        target = g.target + (1 if g.win is WinCondition.EXCEED else 0)
        assert team_total(rules, game.scores, game.winner) >= target
        if g.settlement is t.Settlement.NONE:
            assert game.settlement is None
        else:
            assert game.settlement is not None
            assert sum(game.settlement) == 0
            assert game.settlement[game.winner] >= 0
    if game.is_draw:  # G18: level on the highest total, at the target
        target = g.target + (1 if g.win is WinCondition.EXCEED else 0)
        level = {game.scores[seat] for seat in game.draw}
        assert len(game.draw) >= 2
        assert len(level) == 1
        assert min(level) >= target
        assert max(game.scores) == min(level)
        assert game.settlement is None or game.settlement == (0,) * rules.players


@rule("F4")
@rule("F5")
@rule("F7")
@rule("D5")
@rule("D6")
@rule("D7")
@rule("G3")
@rule("G4")
@rule("G6")
@rule("G7")
@rule("G8")
@rule("G9")
@rule("G10")
@rule("G12")
@rule("G13")
@rule("G14")
@GAMES
@given(st.data())
def test_scores_change_only_by_the_documented_amounts(data: st.DataObject) -> None:
    the_rules = golden_sometimes(data, data.draw(rules()))
    game = data.draw(games_in_progress(the_rules))
    choose = data.draw(mixed_chooser())
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1)))
    check_position(the_rules, game)
    for _ in range(12):
        if game.winner is not None:
            break
        state = t.bots.play_to_end(t.next_round(game, rng), choose, rng)
        after = t.record_round(game, t.round_result(state))
        check_events(the_rules, game, after)
        check_position(the_rules, after)
        assert after.dealer == next_dealer(the_rules, game, after)
        game = after


def next_dealer(rules: Rules, before: t.GameState, after: t.GameState) -> int:
    """Who deals next: the left after a played deal, an exposed card (A10) or a bad hand
    (B4); the same dealer after a redeal (B1, C1) unless the rules pass the deal, and
    after the cutter's third nine (A9)."""
    result = after.rounds[-1].result
    left = (before.dealer + 1) % rules.players
    if result.outcome in (t.Outcome.PLAYED, t.Outcome.EXPOSED_CARD):
        return left
    if result.outcome is t.Outcome.CUT_PENALTY:
        return before.dealer
    bad_hand = any(e.kind is EventKind.BAD_HAND for e in after.rounds[-1].events[before.dealer])
    return left if bad_hand or rules.redeal.passes_deal else before.dealer


@rule("F4")
@rule("G6")
def test_the_score_sheet_marks_bolts_and_the_barrel() -> None:
    g = game_at(scores=(880, 0, 300), barrel=(0,), bolts=(0, 0, 2))
    g = record(g, summary(1, 100, (40, 80, 0), (3, 5, 0), {1: "h"}), made(0, 120))
    sheet = t.score_sheet(g, ["Anna", "Boris", "Vera"])
    lines = sheet.splitlines()
    assert lines[0].split() == ["#", "deal", "contract", "Anna", "Boris", "Vera"]
    # Given names, the sheet names the dealer and the declarer too.
    assert lines[1].split() == [
        "1",
        "dealer",
        "Anna",
        "Boris:",
        "100",
        "made",
        "880",
        "B1",
        "100",
        "180",
        "/!",
    ]
    assert lines[2].split() == [
        "2",
        "dealer",
        "Boris",
        "Anna:",
        "120",
        "made",
        "1000",
        "B2W",
        "100",
        "=",
        "180",
        "=",
    ]
    assert sheet.endswith(t.sheet.LEGEND)
    assert t.sheet.marks(g.rounds[-1].events[0]) == "B2W"


def test_is_over_answers_for_a_game_as_for_a_deal() -> None:
    rules = t.Rules()
    game = t.new_game(rules, first_dealer=0)
    rng = random.Random(1)
    while True:
        assert t.is_over(game) is game.is_over is (game.winner is not None)
        if game.is_over:
            break
        deal = t.next_round(game, rng)
        assert t.is_over(deal) is False
        deal = t.bots.play_to_end(deal)
        assert t.is_over(deal) is True
        game = t.record_round(game, t.round_result(deal))
    assert t.is_over(game) is True
    assert t.engine.is_over(deal) is True  # the deal-only function is still there
