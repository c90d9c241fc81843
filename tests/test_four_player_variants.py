"""Four players: who sits out (A11), what the seat that sits out scores (A12), two on
two (A13).

pagat, "1000": "When four play, there are only three active players in each deal. In
some places it is the player to the right of the dealer who is dealt no cards and sits
out of the play. In other places it is the player opposite the dealer who is inactive.
Some play that the inactive player scores 40 points for any ace in the talon, and if the
prikup contains a king-queen pair, the inactive player scores the value of this pair. Of
course these scores are not awarded if the inactive player is on a barrel."
Kurnik, "Tysiąc - zasady": «Gdy gra jest w czterech, jeden w każdym rozdaniu jest "na
musie" i nie bierze udziału we właściwej grze, ale otrzymuje punkty za karty z musiku -
za asa 50 pkt., za meldunki wartość meldunku.»
1000cardgame.com, "Game 1000 online": "During a two-on-two match, the number of points
needed to win increases to 2000."
"""

from __future__ import annotations

import random

import attrs
import pytest

import thousand as t
from helpers.rounds import assert_illegal, cards
from thousand import Reason, RoundSummary, Rules, Sitter, SitterScores, Suit
from thousand.serialization import dumps, loads

rule = pytest.mark.rule


def four(**dealing: object) -> Rules:
    return Rules(dealing=t.DealingRules(players=4, **dealing))  # type: ignore[arg-type]


RIGHT = four(sitter=Sitter.RIGHT_OF_DEALER)
OPPOSITE = four(sitter=Sitter.OPPOSITE_DEALER)
KURNIK = four(sitter_scores=SitterScores.ACES)
PAGAT = four(sitter=Sitter.RIGHT_OF_DEALER, sitter_scores=SitterScores.ACES, sitter_ace_points=40)


OFFSETS = {Sitter.DEALER: 0, Sitter.RIGHT_OF_DEALER: 3, Sitter.OPPOSITE_DEALER: 2}
"""Where the sitter sits, clockwise from the dealer."""


def deal_to(rules: Rules, dealer: int, talon: str) -> t.Deal:
    """The talon given, the other 21 cards to the three active seats in card order."""
    out = t.new_round(rules, dealer).sitting_out
    rest = [c for c in t.DECK if c not in cards(talon)]
    hands: list[tuple[t.Card, ...]] = []
    for seat in range(4):
        if seat == out:
            hands.append(())
        else:
            hands.append(tuple(rest[:7]))
            rest = rest[7:]
    return t.Deal(hands=hands, talons=[cards(talon)])


def dealt(rules: Rules, talon: str = "Kh Qh Jh", dealer: int = 0, **kw: object) -> t.RoundState:
    context = kw.get("context", t.RoundContext())
    assert isinstance(context, t.RoundContext)
    state = t.new_round(rules, dealer, context=context)
    return t.apply(state, deal_to(rules, dealer, talon))


def finish(state: t.RoundState) -> t.RoundState:
    return t.bots.play_to_end(state)


# --- A11: who sits out -------------------------------------------------------------------


@rule("A11")
@pytest.mark.parametrize(
    ("rules", "offset"), [(four(), 0), (RIGHT, 3), (OPPOSITE, 2)], ids=["dealer", "right", "opp"]
)
def test_the_sitter_gets_no_cards_and_the_others_play_clockwise(rules: Rules, offset: int) -> None:
    """pagat: "the player to the right of the dealer who is dealt no cards and sits out of
    the play ... the player opposite the dealer who is inactive"."""
    for dealer in range(4):
        sitter = (dealer + offset) % 4
        d = t.deal(rules, random.Random(dealer), dealer=dealer)
        assert [len(h) for h in d.hands] == [0 if s == sitter else 7 for s in range(4)]
        state = t.apply(t.new_round(rules, dealer), d)
        assert state.sitting_out == sitter
        expected = tuple(s for s in ((dealer + i) % 4 for i in (1, 2, 3, 4)) if s != sitter)
        assert state.seats == expected
        # The dealer's left holds the hundred (C1), the next active seat opens (C2).
        assert state.obligatory_bidder == (dealer + 1) % 4
        assert state.to_act == expected[1]


@rule("A11")
def test_with_the_sitter_right_of_the_dealer_the_dealer_bids_and_plays() -> None:
    state = dealt(RIGHT)  # dealer 0; seat 3 sits out; 1 holds the hundred, 2 opens
    assert state.seats == (1, 2, 0)
    assert_illegal(state, t.Pass(seat=3), Reason.NOT_YOUR_TURN)
    state = t.apply_all(state, [t.Pass(seat=2), t.Bid(seat=0, value=105), t.Pass(seat=1)])
    assert (state.declarer, state.contract, state.phase) == (0, 105, t.Phase.EXCHANGE)
    gives = {a.to for a in t.legal_actions(state) if isinstance(a, t.GiveCard)}
    assert gives == {1, 2}  # D2: to each active opponent, never to the sitter
    final = finish(state)
    assert all(seat != 3 for trick in final.tricks for seat, _ in trick.plays)
    assert any(seat == 0 for trick in final.tricks for seat, _ in trick.plays)
    result = t.round_result(final)
    assert result.sitting_out == 3
    assert (result.tricks[3], result.card_points[3]) == (0, 0)
    assert sum(result.card_points) == 120


@rule("A11")
def test_opposite_the_dealer_the_seats_skip_the_sitter() -> None:
    state = dealt(OPPOSITE, dealer=1)  # seat 3 sits out
    assert state.sitting_out == 3
    assert state.seats == (2, 0, 1)
    final = finish(state)
    for trick in final.tricks:
        assert [seat for seat, _ in trick.plays] in ([2, 0, 1], [0, 1, 2], [1, 2, 0])


@rule("A11")
def test_a_deal_that_gives_the_sitter_cards_is_refused() -> None:
    good = deal_to(RIGHT, 0, "Kh Qh Jh")
    wrong = t.Deal(hands=[(), good.hands[1], good.hands[2], good.hands[0]], talons=good.talons)
    violation = assert_illegal(t.new_round(RIGHT, 0), wrong, Reason.INVALID_DEAL)
    assert "p4 sits out" in violation.message


@rule("A11")
@rule("C1")
def test_the_dealer_may_hold_the_obligatory_bid_only_when_it_plays() -> None:
    dealer_bids = t.BiddingRules(obligatory_bid=t.ObligatoryBid.DEALER)
    with pytest.raises(t.RulesError) as raised:
        Rules(dealing=t.DealingRules(players=4), bidding=dealer_bids)
    assert [p.field for p in raised.value.problems] == ["bidding.obligatory_bid"]
    rules = attrs.evolve(RIGHT, bidding=dealer_bids)
    state = dealt(rules)
    assert state.obligatory_bidder == 0
    assert state.to_act == 1  # the next after the holder


@rule("A11")
@rule("A7")
def test_the_sitter_sees_the_talon_and_the_dealer_who_plays_does_not() -> None:
    """A7 follows the sitter: the seat that sits out sees the talon from the deal on."""
    state = dealt(RIGHT, "Kh Qh Jh")
    assert t.view(state, 3).talons == (cards("Jh Qh Kh"),)
    for seat in (0, 1, 2):
        assert t.view(state, seat).talons == ((None, None, None),)
        assert t.view(state, seat).sitting_out == 3
    rng = random.Random(1)
    v = t.view(state, 3)
    for _ in range(10):
        world = t.sample_world(v, rng)
        assert world.talon == cards("Jh Qh Kh")
        assert world.hand(3) == ()
        assert t.view(world, 3) == v
    over = t.apply(t.apply_all(state, [t.Pass(seat=2), t.Pass(seat=0)]), t.Concede(seat=1))
    for seat in range(4):
        assert t.view(over, seat).talons == (cards("Jh Qh Kh"),)


@rule("A11")
@rule("G13")
def test_the_golden_round_is_for_the_dealers_left_never_the_sitter() -> None:
    rules = attrs.evolve(OPPOSITE, game_scoring=t.GameScoringRules(golden_round=True))
    state = t.new_round(rules, 0, context=t.RoundContext(golden=0))  # the dealer plays
    assert state.sitting_out == 2
    with pytest.raises(t.StateError) as raised:
        t.new_round(rules, 0, context=t.RoundContext(golden=2))
    assert raised.value.reason is Reason.INVALID_CONTEXT
    assert "p3 sits out" in str(raised.value)
    game = t.new_game(rules, first_dealer=0)
    rng = random.Random(3)
    for _ in range(5):
        state = t.next_round(game, rng)
        if state.golden:
            assert state.declarer == (state.dealer + 1) % 4 != state.sitting_out
        game = t.record_round(game, t.round_result(finish(state)))


def _summary(sitter: int, declarer: int) -> RoundSummary:
    cards_ = [25, 25, 25, 25]
    cards_[sitter] = 0
    cards_[declarer] = 70
    tricks = [2, 2, 2, 2]
    tricks[sitter] = 0
    tricks[declarer] = 4
    marriages: list[tuple[Suit, ...]] = [(), (), (), ()]
    marriages[declarer] = (Suit.HEARTS,)
    return RoundSummary(
        declarer=declarer,
        contract=100,
        card_points=tuple(cards_),
        tricks=tuple(tricks),
        marriages=tuple(marriages),
        sitting_out=sitter,
        talon_points=25,
    )


@rule("A11")
def test_the_game_checks_the_sitter_not_the_dealer() -> None:
    game = t.new_game(RIGHT, first_dealer=0)  # seat 3 sits out
    with pytest.raises(t.SummaryError) as raised:
        t.record_round(game, t.score_round(RIGHT, _summary(sitter=0, declarer=1)))
    assert raised.value.problems[0].reason is Reason.SITTING_OUT
    assert "p4 sits out" in raised.value.problems[0].message
    after = t.record_round(game, t.score_round(RIGHT, _summary(sitter=3, declarer=1)))
    assert after.scores == (25, 100, 25, 25)  # the dealer defended; the sitter's talon 25
    redeal = t.score_round(RIGHT, RoundSummary(outcome=t.Outcome.REDEAL, outcome_seat=3))
    with pytest.raises(t.SummaryError) as raised:
        t.record_round(game, redeal)
    assert raised.value.problems[0].reason is Reason.SITTING_OUT


@rule("A11")
@rule("G6")
def test_a_deal_the_sitter_sits_out_on_the_barrel_is_no_attempt() -> None:
    """G6 follows the sitter: the seat right of the dealer sits out; the dealer plays."""
    game = attrs.evolve(
        t.new_game(RIGHT, first_dealer=0),
        scores=(880, 0, 0, 880),
        on_barrel=(True, False, False, True),
    )
    after = t.record_round(game, t.score_round(RIGHT, _summary(sitter=3, declarer=1)))
    assert after.barrel_attempts == (1, 0, 0, 0)  # the dealer tried; the sitter did not
    assert after.scores[3] == 880  # G4: the talon's points are held back
    rules = attrs.evolve(RIGHT, game_scoring=t.GameScoringRules(sitting_out_barrel_attempt=True))
    game = attrs.evolve(game, rules=rules)
    after = t.record_round(game, t.score_round(rules, _summary(sitter=3, declarer=1)))
    assert after.barrel_attempts == (1, 0, 0, 1)


@rule("A11")
@rule("F4")
def test_the_sitter_keeps_its_run_of_bolts() -> None:
    for keeps in (True, False):
        rules = attrs.evolve(
            OPPOSITE,
            deal_scoring=t.DealScoringRules(
                bolt_count=t.BoltCount.THREE_IN_A_ROW, sitting_out_keeps_bolts=keeps
            ),
        )
        game = attrs.evolve(t.new_game(rules, first_dealer=0), bolts=(0, 0, 2, 0))
        summary = attrs.evolve(_summary(sitter=2, declarer=1), talon_points=0)
        after = t.record_round(game, t.score_round(rules, summary))
        assert after.rounds[-1].result.bolts[2] == 0
        assert after.bolts[2] == (2 if keeps else 0)


@rule("A11")
@rule("A12")
@pytest.mark.parametrize("sitter", list(Sitter))
@pytest.mark.parametrize("scores", list(SitterScores))
def test_seeded_games_of_four_end_under_every_sitter(sitter: Sitter, scores: SitterScores) -> None:
    rules = four(sitter=sitter, sitter_scores=scores, sitter_ace_points=40)
    for seed in (1, 2):
        game = t.new_game(rules, first_dealer=seed)
        rng = random.Random(seed)
        deals = 0
        while not game.is_over:
            state = finish(t.next_round(game, rng))
            result = t.round_result(state)
            if result.played:
                assert result.sitting_out == state.sitting_out
                assert state.sitting_out == (state.dealer + OFFSETS[sitter]) % 4
            game = t.record_round(game, result)
            deals += 1
            assert deals < 300
        assert game.winner is not None
        record = t.record_of(game)
        assert t.final_state(record) == game
        assert loads(dumps(record), t.GameRecord) == record
        assert loads(dumps(game), t.GameState) == game


# --- A12: what the sitter scores -----------------------------------------------------------


@rule("A12")
def test_kurnik_fifty_per_ace_plus_the_marriage() -> None:
    """Kurnik: «otrzymuje punkty za karty z musiku - za asa 50 pkt., za meldunki wartość
    meldunku»; zagraj.pl: «50 punktów za asa, i meldunek jak meldunek (100, 80, 60,
    40)»."""
    result = t.round_result(finish(dealt(KURNIK, "As Kh Qh")))
    assert (result.sitting_out, result.talon_aces, result.talon_marriage) == (0, 1, Suit.HEARTS)
    assert result.score_changes[0] == 150  # 50 + 100, not 18 + 100
    assert [str(e) for e in result.events[0]] == ["sat out on the talon, 150 points: +150"]
    two = t.round_result(finish(dealt(KURNIK, "As Ad 9c")))
    assert (two.talon_aces, two.score_changes[0]) == (2, 100)
    none = t.round_result(finish(dealt(KURNIK, "Ts Td Tc")))
    assert (none.talon_aces, none.score_changes[0]) == (0, 0)  # 30 card points count nothing


@rule("A12")
def test_pagat_forty_per_ace_for_the_seat_right_of_the_dealer() -> None:
    """pagat: "the inactive player scores 40 points for any ace in the talon, and if the
    prikup contains a king-queen pair, the inactive player scores the value of this
    pair"."""
    result = t.round_result(finish(dealt(PAGAT, "As Ac Kh")))
    assert result.sitting_out == 3
    assert result.score_changes[3] == 80
    marriage = t.round_result(finish(dealt(PAGAT, "Ah Ks Qs")))
    assert marriage.score_changes[3] == 40 + 40  # one ace and the spade marriage


@rule("A12")
@rule("A6")
def test_a_golden_deal_doubles_the_aces_but_not_the_marriage() -> None:
    rules = attrs.evolve(KURNIK, game_scoring=t.GameScoringRules(golden_round=True))
    result = t.round_result(finish(dealt(rules, "As Kh Qh", context=t.RoundContext(golden=1))))
    assert result.multiplier == 2
    assert result.score_changes[0] == 50 * 2 + 100
    assert [str(e) for e in result.events[0]][-1] == "golden deal x2: +50"


@rule("A12")
def test_sitting_out_can_score_nothing() -> None:
    rules = four(sitter_scores=SitterScores.NOTHING)
    result = t.round_result(finish(dealt(rules, "As Kh Qh")))
    assert result.score_changes[0] == 0
    assert result.events[0] == ()
    assert result.marriage_points[0] == 0


@rule("A12")
def test_the_default_still_scores_the_talons_card_points() -> None:
    result = t.round_result(finish(dealt(four(), "As Kh Qh")))
    assert (result.score_changes[0], result.talon_aces) == (120, 0)  # 18 + 100, rounded


@rule("A12")
def test_the_ace_points_are_range_checked() -> None:
    for bad in (-1, 1001):
        with pytest.raises(t.RulesError) as raised:
            four(sitter_ace_points=bad)
        assert [p.field for p in raised.value.problems] == ["dealing.sitter_ace_points"]
    assert four(sitter_ace_points=0).dealing.sitter_ace_points == 0


@rule("A12")
def test_a_score_keepers_summary_names_the_aces() -> None:
    summary = RoundSummary(
        declarer=1,
        contract=100,
        card_points=(0, 80, 20, 20),
        tricks=(0, 6, 1, 1),
        sitting_out=0,
        talon_points=18,
        talon_marriage=Suit.HEARTS,
        talon_aces=1,
    )
    assert t.score_round(KURNIK, summary).score_changes[0] == 150
    text = t.format_summary(summary)
    assert text.endswith("out p1 ; talon 18 h ; aces 1")
    assert t.parse_summary(text, players=4) == summary
    for change, words in (
        ({"talon_aces": 2}, "0..1 aces"),
        ({"talon_aces": 1, "talon_marriage": None, "talon_points": 10}, "more than 10"),
    ):
        with pytest.raises(t.SummaryError) as raised:
            t.score_round(KURNIK, attrs.evolve(summary, **change))
        assert words in raised.value.problems[0].message
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(four(), summary)  # the aces count only under ``aces``
    assert "sitter_scores aces" in raised.value.problems[0].message


@rule("A12")
@rule("G4")
def test_the_sitter_on_the_barrel_scores_no_aces() -> None:
    """pagat: "Of course these scores are not awarded if the inactive player is on a
    barrel"."""
    game = attrs.evolve(
        t.new_game(KURNIK, first_dealer=0), scores=(880, 0, 0, 0), on_barrel=(True,) + (False,) * 3
    )
    summary = attrs.evolve(_summary(sitter=0, declarer=1), talon_points=11, talon_aces=1)
    result = t.score_round(KURNIK, summary)
    assert result.score_changes[0] == 50
    after = t.record_round(game, result)
    assert after.scores[0] == 880


# --- A13: two on two ----------------------------------------------------------------------

PAIRS = Rules(
    dealing=t.DealingRules(players=4, partnerships=True),
    game_scoring=t.GameScoringRules(target=2000, barrel_threshold=None),
)
"""Two on two to 2000 (1000cardgame.com), without the barrel."""


@rule("A13")
def test_partnerships_need_four_players_no_barrel_and_no_settlement() -> None:
    for players in (2, 3):
        with pytest.raises(t.RulesError) as raised:
            Rules(dealing=t.DealingRules(players=players, partnerships=True))
        assert "need four players" in raised.value.problems[0].message
    with pytest.raises(t.RulesError) as raised:
        Rules(dealing=t.DealingRules(players=4, partnerships=True))  # the barrel at 880
    assert [p.field for p in raised.value.problems] == ["dealing.partnerships"]
    assert "barrel" in raised.value.problems[0].message
    with pytest.raises(t.RulesError) as raised:
        attrs.evolve(
            PAIRS,
            game_scoring=attrs.evolve(PAIRS.game_scoring, settlement=t.Settlement.PROPORTIONAL),
        )
    assert "settled" in raised.value.problems[0].message


def _pairs_game(scores: tuple[int, int, int, int]) -> t.GameState:
    return attrs.evolve(t.new_game(PAIRS, first_dealer=0), scores=scores)


@rule("A13")
def test_the_partners_scores_add_up_to_the_team_total() -> None:
    """1000cardgame.com: "During a two-on-two match, the number of points needed to win
    increases to 2000." Each seat keeps its column; a team's total is its partners' sum
    (seats 0 and 2 against 1 and 3)."""
    game = _pairs_game((300, 500, 400, 100))
    assert (game.team_scores, game.winners, game.winning_team) == ((700, 600), (), None)
    after = t.record_round(game, t.score_round(PAIRS, _summary(sitter=0, declarer=1)))
    assert after.scores == (325, 600, 425, 125)
    assert after.team_scores == (750, 725)
    assert not after.is_over


@rule("A13")
def test_a_team_wins_when_its_total_reaches_the_target() -> None:
    # Seat 1 declares 100 and makes it: team 1 goes from 1920 to 2045, though neither
    # partner is near 2000 alone; team 0 reaches 1950 + 50 = 2000 too, but the
    # declarer's team wins (as core.winner).
    game = _pairs_game((1000, 1000, 950, 920))
    after = t.record_round(game, t.score_round(PAIRS, _summary(sitter=0, declarer=1)))
    assert after.team_scores == (2000, 2045)
    assert after.is_over
    assert after.winning_team == 1
    assert after.winner == 1  # the declarer, a seat of the winning team
    assert after.winners == (1, 3)
    won = [[e.kind for e in seat] for seat in after.rounds[-1].events]
    assert [t.EventKind.WON in kinds for kinds in won] == [False, True, False, True]


@rule("A13")
def test_a_defending_team_can_win() -> None:
    game = _pairs_game((990, 0, 990, 0))
    after = t.record_round(game, t.score_round(PAIRS, _summary(sitter=0, declarer=1)))
    assert after.team_scores == (2030, 125)  # the sitter's talon counts for its team
    assert (after.winning_team, after.winners) == (0, (0, 2))
    assert after.winner == 2  # 1015 each: the first of them in bidding order


@rule("A13")
def test_without_partnerships_nothing_changes() -> None:
    game = attrs.evolve(t.new_game(four(), first_dealer=0), scores=(990, 0, 990, 0))
    after = t.record_round(game, t.score_round(four(), _summary(sitter=0, declarer=1)))
    assert after.team_scores is None
    assert after.winning_team is None
    assert after.winners == ()  # seat 0 sat out on 990 + 25: no winner; the barrel holds


@rule("A13")
def test_views_the_table_and_the_sheet_show_the_team_totals() -> None:
    game = _pairs_game((300, 500, 400, 100))
    state = t.next_round(game, random.Random(1))
    v = t.view(state, 1)
    assert v.team_scores == (700, 600)
    assert "teams p1+p3 700 p2+p4 600" in t.format_view(v)
    assert t.view(t.new_round(PAIRS, 0), 1).team_scores is None  # outside a game
    game = _pairs_game((1000, 1000, 950, 920))
    after = t.record_round(game, t.score_round(PAIRS, _summary(sitter=0, declarer=1)))
    sheet = t.score_sheet(after, legend=False)
    assert sheet.splitlines()[-1] == "  teams: p1+p3 2000 · p2+p4 2045 W"
    ru = t.score_sheet(after, locale="ru", legend=False)
    assert ru.splitlines()[-1].startswith("  команды: ")


@rule("A13")
@pytest.mark.parametrize("sitter", list(Sitter))
def test_seeded_games_of_two_on_two_end(sitter: Sitter) -> None:
    rules = attrs.evolve(PAIRS, dealing=attrs.evolve(PAIRS.dealing, sitter=sitter))
    for seed in (3, 4):
        game = t.new_game(rules, first_dealer=seed % 4)
        rng = random.Random(seed)
        deals = 0
        while not game.is_over:
            game = t.record_round(game, t.round_result(finish(t.next_round(game, rng))))
            deals += 1
            assert deals < 400
        assert game.team_scores is not None
        assert game.winning_team is not None
        assert game.team_scores[game.winning_team] >= 2000
        winner = game.winner
        assert winner is not None
        assert game.winners == tuple(sorted((winner, (winner + 2) % 4)))
        record = t.record_of(game)
        assert t.final_state(record) == game
        again = loads(dumps(game), t.GameState)
        assert again == game
        assert (again.winners, again.team_scores) == (game.winners, game.team_scores)


# --- the environments -----------------------------------------------------------------------


@rule("A11")
@rule("A13")
def test_a_game_environment_of_two_on_two_rewards_both_winners() -> None:
    """The environments follow the sitter (A11) and give the win bonus to both partners
    of the winning team (A13)."""
    np = pytest.importorskip("numpy")
    pettingzoo = pytest.importorskip("thousand.envs.pettingzoo")
    rules = attrs.evolve(
        PAIRS,
        dealing=attrs.evolve(PAIRS.dealing, sitter=Sitter.OPPOSITE_DEALER),
        game_scoring=attrs.evolve(PAIRS.game_scoring, target=300),
    )
    game = pettingzoo.env(rules, episode="game", win_bonus=50.0)
    game.reset(seed=7)
    rng = np.random.default_rng(7)
    totals = dict.fromkeys(game.possible_agents, 0.0)
    for agent in game.agent_iter():
        observation, reward, termination, truncation, _ = game.last()
        totals[agent] += reward
        if termination or truncation:
            game.step(None)
            continue
        state = game.table.state
        assert game.possible_agents.index(agent) != state.sitting_out
        game.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    played = game.table.game
    assert played is not None
    assert played.winner is not None
    expected = [float(score) for score in played.scores]
    for seat in played.winners:
        expected[seat] += 50.0
    assert len(played.winners) == 2
    assert [totals[a] for a in game.possible_agents] == expected


@rule("A11")
@rule("A12")
@rule("A13")
def test_rules_and_results_written_before_these_settings_still_load() -> None:
    """JSON without the new fields loads with their defaults: the behaviour it had."""
    import json

    rules = four()
    written = json.loads(dumps(rules))
    for key in ("sitter", "sitter_scores", "sitter_ace_points", "partnerships"):
        del written["dealing"][key]
    assert loads(json.dumps(written), Rules) == rules
    result = t.score_round(rules, _summary(sitter=0, declarer=1))
    written = json.loads(dumps(result))
    del written["talon_aces"]
    assert loads(json.dumps(written), t.RoundResult) == result
