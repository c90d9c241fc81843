"""Four players: the dealer sits out and scores the talon (A1, A5, A6, A7).

Seed 002: «При игре в 1000 вчетвером сдающий игрок сидит на прикупе и наблюдает за игрой.
Сдающий может также записать на свой счет очки = сумме очков, находящихся в прикупе. Если
в прикупе находится марьяж, то записывается также номинальная стоимость этой хвали».
Seed 001: "With the game «in the dark» and «gold», these points are doubled. If the
marriage was Widow — surrendering recorded nominal value of the Marriage (with «gold» and
the game «in the dark», these points are not doubled)" and "An exception is the game
four, when the dealer («sitting on the community cards») has the right to see their own
community cards".
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

import thousand as t
from helpers.rounds import assert_illegal, card, cards
from thousand import Reason, RoundSummary, Rules, Suit

rule = pytest.mark.rule

FOUR = Rules(dealing=t.DealingRules(players=4))


def four_deal(talon: str) -> t.Deal:
    """Seat 0 deals: the talon given, the other 21 cards to seats 1-3 in card order."""
    rest = [c for c in t.DECK if c not in cards(talon)]
    hands = [(), tuple(rest[:7]), tuple(rest[7:14]), tuple(rest[14:])]
    return t.Deal(hands=hands, talons=[cards(talon)])


def dealt(talon: str = "Kh Qh Jh", rules: Rules = FOUR, **kwargs: object) -> t.RoundState:
    context = kwargs.get("context", t.RoundContext())
    assert isinstance(context, t.RoundContext)
    return t.apply(t.new_round(rules, 0, context=context), four_deal(talon))


def finish(state: t.RoundState) -> t.RoundState:
    return t.bots.play_to_end(state)


# --- the deal and the auction (A1, A5) ---------------------------------------------------


@rule("A1")
@rule("A5")
def test_the_dealer_gets_no_cards_and_the_others_seven_each() -> None:
    for dealer in range(4):
        d = t.deal(FOUR, random.Random(dealer), dealer=dealer)
        assert [len(hand) for hand in d.hands] == [0 if s == dealer else 7 for s in range(4)]
        assert [len(talon) for talon in d.talons] == [3]
        state = t.apply(t.new_round(FOUR, dealer), d)
        assert state.sitting_out == dealer
        assert dealer not in state.seats
        assert state.seats == tuple((dealer + i) % 4 for i in (1, 2, 3))


@rule("A5")
def test_a_deal_that_gives_the_dealer_cards_is_refused() -> None:
    good = four_deal("Kh Qh Jh")
    wrong = t.Deal(hands=[good.hands[1], (), good.hands[2], good.hands[3]], talons=good.talons)
    violation = assert_illegal(t.new_round(FOUR, 0), wrong, Reason.INVALID_DEAL)
    assert "p1" in violation.message


@rule("A5")
@rule("C1")
def test_the_three_others_bid_as_three_players_do() -> None:
    state = dealt()
    # C1: left of the dealer holds the hundred; C2: the next seat opens.
    assert state.obligatory_bidder == 1
    assert state.to_act == 2
    assert_illegal(state, t.Pass(seat=0), Reason.NOT_YOUR_TURN)
    state = t.apply_all(state, [t.Pass(seat=2), t.Bid(seat=3, value=105), t.Pass(seat=1)])
    assert (state.declarer, state.contract, state.phase) == (3, 105, t.Phase.EXCHANGE)
    # D2: one card to each of the two other players, none to the dealer.
    gives = {a.to for a in t.legal_actions(state) if isinstance(a, t.GiveCard)}
    assert gives == {1, 2}
    assert_illegal(state, t.GiveCard(seat=3, to=0, card=card("9d")), Reason.NOT_AN_OPPONENT)


@rule("A5")
def test_a_deal_of_four_is_eight_tricks_of_three() -> None:
    final = finish(dealt())
    assert len(final.tricks) == 8
    assert all(len(trick.plays) == 3 for trick in final.tricks)
    assert all(seat != 0 for trick in final.tricks for seat, _ in trick.plays)
    result = t.round_result(final)
    assert sum(result.card_points) == 120  # the talon's cards are played by the others
    assert (result.card_points[0], result.tricks[0], result.bolts[0]) == (0, 0, 0)


# --- what the dealer scores (A5, A6) -----------------------------------------------------


@rule("A5")
def test_the_dealer_scores_the_talon_and_its_marriage() -> None:
    # Seed 002: the points of the talon, and the marriage's value if it lies there.
    result = t.round_result(finish(dealt("Kh Qh As")))
    assert (result.sitting_out, result.talon_points, result.talon_marriage) == (
        0,
        18,
        Suit.HEARTS,
    )
    assert result.marriage_points[0] == 100
    assert result.points[0] == 118
    assert result.score_changes[0] == 120  # 118, rounded as a defender's (F1)
    assert [str(e) for e in result.events[0]] == ["sat out on the talon, 118 points: +120"]


@rule("A5")
def test_a_talon_without_a_marriage_scores_its_card_points() -> None:
    result = t.round_result(finish(dealt("9h Jh Th")))
    assert (result.talon_points, result.talon_marriage) == (12, None)
    assert result.score_changes[0] == 10  # 12 rounds to 10 (F1)
    rules = Rules(
        dealing=t.DealingRules(players=4), deal_scoring=t.DealScoringRules(rounding=t.Rounding.NONE)
    )
    assert t.round_result(finish(dealt("9h Jh Th", rules))).score_changes[0] == 12


@rule("A5")
def test_the_dealer_scores_the_talon_when_the_declarer_concedes() -> None:
    state = t.apply_all(dealt("Kh Qh As"), [t.Pass(seat=2), t.Pass(seat=3)])
    state = t.apply(state, t.Concede(seat=1))
    result = t.round_result(state)
    assert result.score_changes == (120, -100, 60, 60)  # D6: 60 to each opponent


@rule("A6")
@rule("F7")
def test_a_golden_deal_doubles_the_talon_points_but_not_its_marriage() -> None:
    # Seed 001: in a golden (or dark) deal the talon's points are doubled, the
    # marriage lying in it is not.
    rules = attrs.evolve(FOUR, game_scoring=t.GameScoringRules(golden_round=True))
    state = dealt("Kh Qh As", rules, context=t.RoundContext(golden=1))
    result = t.round_result(finish(state))
    assert result.multiplier == 2
    # 18 + 100 = 118 rounds to 120: the 20 card points doubled, the 100 once.
    assert result.score_changes[0] == 140
    assert [str(e) for e in result.events[0]][-1] == "golden deal x2: +20"
    plain = t.round_result(finish(dealt("9h Jh Th", rules, context=t.RoundContext(golden=1))))
    assert plain.score_changes[0] == 20  # 12 rounds to 10, doubled


@rule("A6")
def test_the_doubling_follows_the_deals_multiplier() -> None:
    """The dealer's card points take whatever the deal multiplies by (F7 golden, and F6
    dark, which sets the same multiplier), the talon's marriage never."""
    summary = RoundSummary(
        declarer=1,
        contract=120,
        card_points=(0, 80, 20, 20),
        tricks=(0, 6, 1, 1),
        golden=True,
        sitting_out=0,
        talon_points=7,
        talon_marriage=Suit.SPADES,
    )
    for multiplier in (1, 2, 3):
        rules = Rules(
            dealing=t.DealingRules(players=4),
            deal_scoring=t.DealScoringRules(golden_multiplier=multiplier),
            game_scoring=t.GameScoringRules(golden_round=True),
        )
        result = t.score_round(rules, summary)
        # 7 + 40 = 47 rounds to 45: 5 card points multiplied, the 40 once.
        assert result.score_changes[0] == 40 + 5 * multiplier


# --- the talon in the dealer's view (A7) -------------------------------------------------


@rule("A7")
def test_the_sitting_dealer_sees_the_talon_from_the_deal_on() -> None:
    state = dealt("Kh Qh Jh")
    assert t.view(state, 0).talons == (cards("Jh Qh Kh"),)
    for seat in (1, 2, 3):
        assert t.view(state, seat).talons == ((None, None, None),)
    # C10: taken unopposed on the hundred it is not shown, but the dealer sees it.
    state = t.apply_all(state, [t.Pass(seat=2), t.Pass(seat=3)])
    assert not state.talon_shown
    assert t.view(state, 0).talons == (cards("Jh Qh Kh"),)
    assert t.view(state, 2).talons == ((None, None, None),)
    assert t.view(state, 1).talons == (cards("Jh Qh Kh"),)  # the declarer


@rule("A7")
def test_without_a7_the_dealer_sees_the_talon_only_when_everybody_does() -> None:
    rules = Rules(dealing=t.DealingRules(players=4, sitting_dealer_sees_talon=False))
    state = dealt("Kh Qh Jh", rules)
    assert t.view(state, 0).talons == ((None, None, None),)
    hidden = t.apply_all(state, [t.Pass(seat=2), t.Pass(seat=3)])  # C10
    assert t.view(hidden, 0).talons == ((None, None, None),)
    shown = t.apply_all(state, [t.Bid(seat=2, value=105), t.Pass(seat=3), t.Pass(seat=1)])
    assert t.view(shown, 0).talons == (cards("Jh Qh Kh"),)


@rule("A5")
@rule("A7")
def test_the_talon_is_turned_up_when_the_deal_is_over() -> None:
    """The dealer scores it: once the deal is over everybody sees it (A5)."""
    rules = Rules(dealing=t.DealingRules(players=4, sitting_dealer_sees_talon=False))
    state = t.apply_all(dealt("Kh Qh Jh", rules), [t.Pass(seat=2), t.Pass(seat=3)])
    over = t.apply(state, t.Concede(seat=1))
    for seat in range(4):
        assert t.view(over, seat).talons == (cards("Jh Qh Kh"),)
    assert t.public_view(over).talons == (cards("Jh Qh Kh"),)


@rule("A7")
def test_a_sampled_world_of_the_dealers_view_keeps_the_talon() -> None:
    state = dealt("Kh Qh Jh")
    v = t.view(state, 0)
    rng = random.Random(4)
    for _ in range(20):
        world = t.sample_world(v, rng)
        assert world.talon == cards("Jh Qh Kh")
        assert t.view(world, 0) == v


# --- the game: rotation, barrel, bolts, golden round -----------------------------------


@rule("A5")
def test_the_deal_rotates_so_that_every_seat_sits_out_in_turn() -> None:
    game = t.new_game(FOUR, first_dealer=2)
    rng = random.Random(8)
    sat = []
    for _ in range(8):
        state = t.next_round(game, rng)
        assert state.sitting_out == state.dealer == game.dealer
        assert state.hand(game.dealer) == ()
        sat.append(state.sitting_out)
        game = t.record_round(game, t.round_result(finish(state)))
    assert sat == [2, 3, 0, 1, 2, 3, 0, 1]


def _barrel_game(rules: Rules, dealer: int) -> t.GameState:
    game = t.new_game(rules, first_dealer=dealer)
    return attrs.evolve(game, scores=(880, 0, 0, 0), on_barrel=(True, False, False, False))


def _sat_out(rules: Rules) -> RoundSummary:
    return RoundSummary(
        declarer=1,
        contract=100,
        card_points=(0, 70, 25, 25),
        tricks=(0, 4, 2, 2),
        marriages=((), (Suit.HEARTS,), (), ()),
        sitting_out=0,
        talon_points=25,
    )


@rule("A5")
@rule("G6")
@rule("G4")
def test_a_deal_sat_out_on_the_barrel_is_no_attempt_by_default() -> None:
    game = _barrel_game(FOUR, dealer=0)
    after = t.record_round(game, t.score_round(FOUR, _sat_out(FOUR)))
    assert after.barrel_attempts[0] == 0
    assert after.scores[0] == 880  # G4: the talon's 25 are held back
    kinds = [e.kind for e in after.rounds[-1].events[0]]
    assert t.EventKind.BARREL_ATTEMPT not in kinds
    assert t.EventKind.BARREL_HELD in kinds


@rule("A5")
@rule("G6")
def test_a_deal_sat_out_on_the_barrel_can_count_as_an_attempt() -> None:
    rules = attrs.evolve(FOUR, game_scoring=t.GameScoringRules(sitting_out_barrel_attempt=True))
    game = _barrel_game(rules, dealer=0)
    after = t.record_round(game, t.score_round(rules, _sat_out(rules)))
    assert after.barrel_attempts[0] == 1
    assert after.scores[0] == 880


@rule("A5")
@rule("F3")
@rule("F4")
def test_the_dealer_gets_no_bolt_and_keeps_a_run_of_bolts() -> None:
    in_a_row = t.DealScoringRules(bolt_count=t.BoltCount.THREE_IN_A_ROW)
    for keeps in (True, False):
        rules = attrs.evolve(
            FOUR, deal_scoring=attrs.evolve(in_a_row, sitting_out_keeps_bolts=keeps)
        )
        game = attrs.evolve(t.new_game(rules, first_dealer=0), bolts=(2, 0, 0, 0))
        summary = attrs.evolve(_sat_out(rules), talon_points=0)  # three nines: no points
        after = t.record_round(game, t.score_round(rules, summary))
        assert after.rounds[-1].result.bolts[0] == 0
        assert after.bolts[0] == (2 if keeps else 0)


@rule("A5")
@rule("G13")
def test_the_golden_round_of_four_is_four_deals_none_for_the_dealer() -> None:
    rules = attrs.evolve(FOUR, game_scoring=t.GameScoringRules(golden_round=True))
    game = t.new_game(rules, first_dealer=0)
    rng = random.Random(3)
    golden = []
    for _ in range(5):
        state = t.next_round(game, rng)
        golden.append(state.context.golden)
        if state.golden:
            assert state.declarer == (state.dealer + 1) % 4 != state.dealer
        game = t.record_round(game, t.round_result(finish(state)))
    assert golden == [1, 2, 3, 0, None]
    with pytest.raises(t.StateError) as raised:
        t.new_round(rules, 1, context=t.RoundContext(golden=1))
    assert raised.value.reason is Reason.INVALID_CONTEXT


@rule("A5")
@rule("G12")
def test_the_dealers_talon_points_can_drive_the_dump_truck() -> None:
    game = attrs.evolve(t.new_game(FOUR, first_dealer=0), scores=(530, 0, 0, 0))
    after = t.record_round(game, t.score_round(FOUR, _sat_out(FOUR)))
    assert after.scores[0] == 0  # 530 + 25 = 555: the dump truck (G12)


# --- score keeping (A5) -----------------------------------------------------------------


@rule("A5")
@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"sitting_out": None}, "say which seat sat out"),
        ({"sitting_out": 1}, "was not the declarer"),
        ({"tricks": (1, 3, 2, 2)}, "took no trick"),
        ({"talon_points": 34}, "0..33"),
        ({"talon_marriage": Suit.CLUBS, "talon_points": 5}, "7..18"),
        ({"marriages": ((Suit.CLUBS,), (), (), ())}, "declared no marriage"),
    ],
)
def test_a_summary_of_four_names_the_dealer_who_sat_out(change: dict[str, Any], words: str) -> None:
    bad = attrs.evolve(_sat_out(FOUR), **change)
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(FOUR, bad)
    problems = [p for p in raised.value.problems if p.reason is Reason.SITTING_OUT]
    assert problems
    assert words in problems[0].message


@rule("A5")
def test_three_players_have_nobody_sitting_out() -> None:
    summary = RoundSummary(
        declarer=1, contract=100, card_points=(40, 40, 40), tricks=(2, 4, 2), sitting_out=0
    )
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(Rules(), summary)
    assert [p.reason for p in raised.value.problems] == [Reason.SITTING_OUT]


@rule("A5")
def test_the_game_checks_who_sat_out() -> None:
    game = t.new_game(FOUR, first_dealer=2)
    result = t.score_round(FOUR, _sat_out(FOUR))  # seat 0 sat out, but seat 2 deals
    with pytest.raises(t.SummaryError) as raised:
        t.record_round(game, result)
    assert raised.value.problems[0].reason is Reason.SITTING_OUT


# --- a whole game --------------------------------------------------------------------------


@rule("A1")
@rule("A5")
def test_a_seeded_game_of_four_runs_to_the_end() -> None:
    game = t.new_game(FOUR, first_dealer=0)
    rng = random.Random(2024)
    deals = 0
    while not game.is_over:
        state = finish(t.next_round(game, rng))
        result = t.round_result(state)
        if result.played:  # B1: some deals end in a redeal, and nobody scores
            assert sum(result.card_points) == 120
            assert result.sitting_out == state.dealer
            assert result.talon_points == sum(c.points for c in state.talon)
        else:
            assert result.score_changes == (0, 0, 0, 0)
        game = t.record_round(game, result)
        deals += 1
        assert deals < 200
    assert game.winner is not None
    assert game.scores[game.winner] >= 1000
    record = t.record_of(game)
    assert t.final_state(record) == game
    from thousand.serialization import dumps, loads

    assert loads(dumps(record), t.GameRecord) == record
