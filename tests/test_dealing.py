"""Dealing a known deck order (A8, ``core.deal_one_by_one``), the cutting (A9) and an
exposed card (A10): worked examples from the seeds, the refusals, and properties."""

from __future__ import annotations

import itertools
import random

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import thousand as t
from helpers.rounds import assert_illegal, assert_legal, card, cards, complete_deal
from thousand import (
    DECK,
    AcceptCut,
    BuryJack,
    Cut,
    Cutter,
    DealingRules,
    ExposedCard,
    Phase,
    Reason,
    Recut,
    Rules,
)

rule = pytest.mark.rule
SETTINGS = settings(deadline=None, max_examples=150, suppress_health_check=[HealthCheck.too_slow])

CUTTING = Rules(dealing=DealingRules(cutter=Cutter.RIGHT_OF_DEALER))
"""A9 on: with dealer 0 the player to the dealer's right, p3, cuts."""


# --- A8, core.deal_one_by_one: deal_from_order ------------------------------------------


@rule("A8")
@rule("core.deal_one_by_one")
def test_the_deck_is_dealt_one_card_at_a_time_from_the_dealers_left() -> None:
    # Seed 000: "The first card is dealt to the player to the left of the dealer. During
    # the deal, you need to put three cards in the buy-in."
    order = list(DECK)
    deal = t.deal_from_order(Rules(), order, dealer=2)
    # Dealer 2: seat 0 gets the first card, then seat 1, then the dealer; the talon takes
    # the cards at positions 3, 7 and 11 (one after each of the first three rounds).
    assert deal.talons == ((order[3], order[7], order[11]),)
    hand_cards = [c for i, c in enumerate(order) if i not in (3, 7, 11)]
    for seat, offset in ((0, 0), (1, 1), (2, 2)):
        assert deal.hands[seat] == tuple(sorted(hand_cards[offset::3]))
    assert order[0] in deal.hands[0]
    assert order[-1] in deal.hands[2]  # the bottom card goes to the dealer
    assert t.default_talon_positions(Rules()) == (3, 7, 11)
    state = t.apply(t.new_round(Rules(), dealer=2), deal)
    assert state.phase in (Phase.BIDDING, Phase.REDEAL)


@rule("A8")
def test_the_talon_goes_where_it_is_set_aside() -> None:
    order = list(DECK)
    deal = t.deal_from_order(Rules(), order, talon_positions=[20, 3, 12])
    assert set(deal.talons[0]) == {order[3], order[12], order[20]}
    assert sum(len(hand) for hand in deal.hands) == 21


@rule("A8")
@pytest.mark.parametrize("position", [0, 1, 2, 21, 22, 23])
def test_the_talon_is_never_among_the_first_or_last_three_cards(position: int) -> None:
    # Seed 002: «Запрещается класть в прикуп первые и последние три карты.»
    with pytest.raises(t.DealError) as raised:
        t.deal_from_order(Rules(), DECK, talon_positions=[position, 10, 11])
    assert raised.value.reason is Reason.TALON_POSITION_FORBIDDEN
    assert "A8" in str(raised.value)


@rule("A8")
def test_the_other_reading_forbids_only_the_first_and_last_card() -> None:
    # Seed 000, third text: "You cannot put the first or last card of the deck into the
    # buy-in."
    rules = Rules(dealing=DealingRules(talon_positions=t.TalonPositions.NOT_FIRST_OR_LAST_CARD))
    deal = t.deal_from_order(rules, DECK, talon_positions=[1, 2, 22])
    assert deal.talons == ((DECK[1], DECK[2], DECK[22]),)
    for position in (0, 23):
        with pytest.raises(t.DealError) as raised:
            t.deal_from_order(rules, DECK, talon_positions=[position, 5, 6])
        assert raised.value.reason is Reason.TALON_POSITION_FORBIDDEN


@rule("A8")
@pytest.mark.parametrize(
    ("positions", "why"),
    [([3, 7], "3 distinct positions"), ([3, 3, 7], "3 distinct positions"), ([3, 7, 11, 12], "3")],
)
def test_talon_positions_are_the_talons_size_in_distinct_places(
    positions: list[int], why: str
) -> None:
    with pytest.raises(t.DealError) as raised:
        t.deal_from_order(Rules(), DECK, talon_positions=positions)
    assert raised.value.reason is Reason.TALON_POSITION_FORBIDDEN
    assert why in str(raised.value)


@rule("A8")
@pytest.mark.parametrize(
    "positions",
    [[10**5000, 7, 11], [3, 7, -(10**5000)], [10**5000, 7]],
    ids=["huge", "huge_negative", "huge_and_too_few"],
)
def test_talon_positions_far_out_of_range_are_refused_with_a_short_message(
    positions: list[int],
) -> None:
    with pytest.raises(t.DealError) as raised:
        t.deal_from_order(Rules(), DECK, talon_positions=positions)
    assert raised.value.reason is Reason.TALON_POSITION_FORBIDDEN
    assert len(str(raised.value)) < 200


@rule("A8")
@pytest.mark.parametrize(
    "order",
    [list(DECK[:23]), [*DECK[:23], DECK[0]], [*DECK[:23], "Ah"], [], None, 5],
    ids=["23 cards", "a card twice", "not a card", "empty", "none", "a number"],
)
def test_a_deck_order_is_the_24_cards_each_once(order: list[object]) -> None:
    with pytest.raises(t.DealError) as raised:
        t.deal_from_order(Rules(), order)  # type: ignore[arg-type]
    assert raised.value.reason is Reason.INVALID_DECK_ORDER
    assert isinstance(raised.value, ValueError)


@rule("A8")
@rule("core.deal_one_by_one")
@SETTINGS
@given(
    st.permutations(DECK), st.integers(0, 2), st.sets(st.integers(3, 20), min_size=3, max_size=3)
)
def test_any_allowed_positions_deal_a_valid_deal(
    order: list[t.Card], dealer: int, positions: set[int]
) -> None:
    deal = t.deal_from_order(Rules(), order, dealer=dealer, talon_positions=positions)
    assert set(deal.talons[0]) == {order[p] for p in positions}
    assert t.last_dealt_seat(Rules(), dealer) == dealer  # three players: the dealer
    assert order[-1] in deal.hands[dealer]
    assert t.check(t.new_round(Rules(), dealer), deal) is None


# --- A9: cutting --------------------------------------------------------------------------


@rule("A9")
def test_the_player_on_the_dealers_right_cuts_and_the_dealer_sees_the_bottom_card() -> None:
    # Seed 002: «сдающий игрок обязан дать сдвинуть карты игроку сидящему по правую руку
    # от него. Сдающий игрок имеет право посмотреть последнюю карту в колоде (при раздаче
    # она достается ему)».
    state = t.new_round(CUTTING, dealer=0)
    assert (state.phase, state.to_act, state.cutter) == (Phase.CUTTING, None, 2)
    assert t.is_chance(state)
    assert t.legal_actions(state) == ()
    state = t.apply(state, Cut(seat=2, bottom=card("Ah")))
    # Neither a nine nor a jack: the dealer keeps it, and it goes to the dealer.
    assert (state.phase, state.bottom_card) == (Phase.DEALING, card("Ah"))
    assert t.view(state, 0).log == (Cut(seat=2, bottom=card("Ah")),)
    assert t.view(state, 1).log == (t.HiddenCut(seat=2),)
    assert t.public_view(state).log == (t.HiddenCut(seat=2),)
    elsewhere = complete_deal({1: "Ah Ad Ac As Kh Kd Kc"})
    assert_illegal(state, elsewhere, Reason.BOTTOM_CARD_MISPLACED)
    dealt = t.apply(state, complete_deal({0: "Ah Ad Ac As Kh Kd Kc"}))
    assert card("Ah") in dealt.hand(0)


@rule("A9")
def test_the_cutter_is_the_player_to_the_left_in_igry_azartnye_karty() -> None:
    # Seed 002: «игрок слева от сдающего снимает верхнюю половину колоды».
    rules = Rules(dealing=DealingRules(cutter=Cutter.LEFT_OF_DEALER))
    state = t.new_round(rules, dealer=1)
    assert state.cutter == 2
    violation = assert_illegal(state, Cut(seat=0, bottom=card("Ah")), Reason.NOT_YOUR_TURN)
    assert "p3 cuts" in violation.message


@rule("A9")
def test_the_third_nine_in_a_row_costs_the_cutter_120() -> None:
    # Seed 000: "If the last card is a nine, then the dealer has the right to ask to
    # "re-move". In the case of a three-fold drop of a nine, a penalty is written to the
    # player who moved. Penalty amount = 120 points."
    state = t.new_round(CUTTING, dealer=0)
    state = t.apply(state, Cut(seat=2, bottom=card("9h")))
    assert state.to_act == 0
    assert t.legal_actions(state) == (Recut(seat=0), AcceptCut(seat=0))
    state = assert_legal(state, Recut(seat=0))
    assert t.is_chance(state)
    assert t.view(state, 1).log[0] == Cut(seat=2, bottom=card("9h"))  # shown, then cut again
    state = t.apply_all(state, [Cut(seat=2, bottom=card("9s")), Recut(seat=0)])
    state = t.apply(state, Cut(seat=2, bottom=card("9c")))
    assert t.is_over(state)
    assert state.outcome is t.Outcome.CUT_PENALTY
    result = t.round_result(state)
    assert (result.declarer, result.contract, result.outcome_seat) == (None, None, 2)
    assert result.score_changes == (0, 0, -120)
    assert [str(e) for e in result.events[2]] == ["third nine at the bottom: -120"]
    game = t.record_round(t.new_game(CUTTING, first_dealer=0), result)
    assert game.scores == (0, 0, -120)
    assert game.dealer == 0  # the same dealer shuffles and deals again
    assert "p3: cut 9 9 9" in t.score_sheet(game)


@rule("A9")
def test_the_cut_penalty_is_a_setting() -> None:
    rules = Rules(dealing=DealingRules(cutter=Cutter.RIGHT_OF_DEALER, cut_nine_penalty=50))
    state = t.new_round(rules, dealer=1)  # seat 0 cuts
    for nine in ("9h", "9s"):
        state = t.apply_all(state, [Cut(seat=0, bottom=card(nine)), Recut(seat=1)])
    state = t.apply(state, Cut(seat=0, bottom=card("9d")))
    assert t.round_result(state).score_changes == (-50, 0, 0)


@rule("A9")
def test_a_nine_kept_goes_to_the_dealer_and_ends_the_cutting() -> None:
    state = t.apply_all(
        t.new_round(CUTTING, dealer=0), [Cut(seat=2, bottom=card("9h")), Recut(seat=0)]
    )
    state = t.apply(state, Cut(seat=2, bottom=card("9d")))
    state = assert_legal(state, AcceptCut(seat=0))
    assert (state.phase, state.bottom_card) == (Phase.DEALING, card("9d"))
    assert t.view(state, 2).log == (
        Cut(seat=2, bottom=card("9h")),
        Recut(seat=0),
        t.HiddenCut(seat=2),
        AcceptCut(seat=0),
    )
    assert_illegal(state, complete_deal({1: "9d 9s 9c Ah Ad Ac As"}), Reason.BOTTOM_CARD_MISPLACED)


@rule("A9")
def test_a_jack_at_the_bottom_may_be_buried_and_no_more_cutting_happens() -> None:
    # Seed 000: "If a jack falls out as the last card in the kalode, then the dealer can
    # put it in the middle of the deck - it is forbidden to move after that."
    state = t.apply(t.new_round(CUTTING, dealer=0), Cut(seat=2, bottom=card("Jc")))
    assert t.legal_actions(state) == (BuryJack(seat=0), AcceptCut(seat=0))
    assert_illegal(state, Recut(seat=0), Reason.RECUT_NEEDS_NINE)
    buried = assert_legal(state, BuryJack(seat=0))
    assert (buried.phase, buried.bottom_card) == (Phase.DEALING, None)
    # The jack went into the middle: any deal follows, and the jack was seen by all.
    assert t.check(buried, complete_deal({1: "Jc Ah Ad Ac As Kh Kd"})) is None
    assert t.view(buried, 1).log[0] == Cut(seat=2, bottom=card("Jc"))
    kept = assert_legal(state, AcceptCut(seat=0))
    assert kept.bottom_card == card("Jc")


@rule("A9")
def test_under_igry_azartnye_karty_the_dealer_cuts_a_jack_away_himself() -> None:
    # Seed 002: «Если снизу оказывается валет, то колоду снимает сам сдающий, но всего
    # один раз.»
    rules = Rules(
        dealing=DealingRules(cutter=Cutter.LEFT_OF_DEALER, cut_jack=t.CutJack.DEALER_CUTS)
    )
    state = t.apply(t.new_round(rules, dealer=0), Cut(seat=1, bottom=card("Jh")))
    assert (state.phase, state.bottom_card, state.to_act) == (Phase.DEALING, None, None)
    assert_illegal(state, BuryJack(seat=0), Reason.DEAL_EXPECTED)


@rule("A9")
def test_the_cutting_refuses_what_does_not_belong() -> None:
    state = t.new_round(CUTTING, dealer=0)
    assert_illegal(state, t.Pass(seat=1), Reason.CUT_EXPECTED)
    assert_illegal(state, Recut(seat=0), Reason.CUT_EXPECTED)
    assert_illegal(state, complete_deal({}), Reason.CUT_EXPECTED)
    assert_illegal(state, Cut(seat=5, bottom=card("Ah")), Reason.MALFORMED_ACTION)
    assert_illegal(state, Cut(seat=2, bottom="Ah"), Reason.MALFORMED_ACTION)  # type: ignore[arg-type]
    nine = t.apply(state, Cut(seat=2, bottom=card("9h")))
    assert_illegal(nine, Cut(seat=2, bottom=card("Ah")), Reason.WRONG_PHASE)
    assert_illegal(nine, BuryJack(seat=0), Reason.BURY_NEEDS_JACK)
    assert_illegal(nine, Recut(seat=1), Reason.NOT_YOUR_TURN)
    assert_illegal(nine, ExposedCard(card=card("Ah")), Reason.WRONG_PHASE)
    with pytest.raises(t.StateError) as raised:
        t.chance_action(nine, random.Random(0))
    assert raised.value.reason is Reason.NOT_CHANCE


@rule("A9")
@SETTINGS
@given(st.integers(0, 2**32 - 1), st.integers(0, 2))
def test_chance_draws_cuts_and_a_deal_that_agree(seed: int, dealer: int) -> None:
    """``chance_action`` draws the cut's bottom card, then a deal giving it to the dealer."""
    rng = random.Random(seed)
    state = t.new_round(CUTTING, dealer)
    while not t.is_over(state) and state.phase in (Phase.CUTTING, Phase.DEALING):
        action: t.Action
        if t.is_chance(state):
            action = t.chance_action(state, rng)
            if isinstance(action, Cut):
                moved = [a for a in state.log if isinstance(a, Cut)]
                if moved:  # a new cut moves the previous bottom card away
                    assert action.bottom != moved[-1].bottom
        else:
            action = t.bots.simple_action(state)  # a nine cut again, a jack buried
            assert isinstance(action, (Recut, BuryJack))
        kept = state.bottom_card
        state = t.apply(state, action)
        if isinstance(action, t.Deal) and kept is not None:
            assert kept in state.hand(dealer)
    if state.outcome is t.Outcome.CUT_PENALTY:
        assert t.round_result(state).score_changes[(dealer - 1) % 3] == -120


@rule("A9")
def test_a_game_deals_through_the_cutting_with_its_rng() -> None:
    game = t.new_game(CUTTING, first_dealer=1)
    rng = random.Random(7)
    for _ in range(6):
        state = t.bots.play_to_end(t.next_round(game, rng), rng=rng)
        assert isinstance(state.log[0], Cut)
        assert state.log[0].seat == (game.dealer - 1) % 3
        game = t.record_round(game, t.round_result(state))
    with pytest.raises(t.StateError) as raised:
        t.bots.play_to_end(t.next_round(game))
    assert raised.value.reason is Reason.CUT_EXPECTED


# --- A14: a jack at the bottom reshuffled and cut again ----------------------------------

RESHUFFLING = Rules(
    dealing=DealingRules(cutter=Cutter.RIGHT_OF_DEALER, cut_jack=t.CutJack.RESHUFFLE)
)
"""A14: dealer 0, seat 2 cuts, and a jack at the bottom is reshuffled and cut again."""


@rule("A14")
def test_a_jack_at_the_bottom_is_reshuffled_and_cut_again() -> None:
    """pagat, *Thousand*: "If it is a jack, he reshuffles and the cards are cut again"."""
    state = t.apply(t.new_round(RESHUFFLING, dealer=0), Cut(seat=2, bottom=card("Jc")))
    # No decision for the dealer: chance cuts again, still in the cutting.
    assert (state.phase, state.to_act, state.bottom_card) == (Phase.CUTTING, None, None)
    assert t.is_chance(state)
    assert t.legal_actions(state) == ()
    assert_illegal(state, BuryJack(seat=0), Reason.CUT_EXPECTED)
    assert_illegal(state, AcceptCut(seat=0), Reason.CUT_EXPECTED)
    assert_illegal(state, complete_deal({}), Reason.CUT_EXPECTED)
    # The jack was shuffled back, shown to all; the new cut may bring it back again.
    for seat in (0, 1, 2, None):
        seen = t.view(state, seat) if seat is not None else t.public_view(state)
        assert seen.log == (Cut(seat=2, bottom=card("Jc")),)
    assert t.check(state, Cut(seat=2, bottom=card("Jc"))) is None
    again = t.apply(state, Cut(seat=2, bottom=card("Jc")))
    assert (again.phase, again.to_act) == (Phase.CUTTING, None)
    kept = t.apply(again, Cut(seat=2, bottom=card("Ah")))
    assert (kept.phase, kept.bottom_card) == (Phase.DEALING, card("Ah"))
    assert t.view(kept, 1).log[-1] == t.HiddenCut(seat=2)
    assert t.view(kept, 0).log[-1] == Cut(seat=2, bottom=card("Ah"))
    dealt = t.apply(kept, complete_deal({0: "Ah Ad Ac As Kh Kd Kc"}))
    assert card("Ah") in dealt.hand(0)


@rule("A14")
def test_a_reshuffled_jack_breaks_the_row_of_nines() -> None:
    """The penalty is for the third nine *in a row* (*Игры азартные карты 1000*: «в
    случае троекратного выпадения девятки»); a reshuffle starts a new row."""
    state = t.apply_all(
        t.new_round(RESHUFFLING, dealer=0),
        [
            Cut(seat=2, bottom=card("9h")),
            Recut(seat=0),
            Cut(seat=2, bottom=card("9s")),
            Recut(seat=0),
            Cut(seat=2, bottom=card("Jd")),
            Cut(seat=2, bottom=card("9c")),
        ],
    )
    # Not the third nine in a row: the dealer decides, and nobody pays.
    assert not t.is_over(state)
    assert t.legal_actions(state) == (Recut(seat=0), AcceptCut(seat=0))
    assert t.view(state, 1).log[-1] == t.HiddenCut(seat=2)
    state = t.apply_all(state, [Recut(seat=0), Cut(seat=2, bottom=card("9d")), Recut(seat=0)])
    state = t.apply(state, Cut(seat=2, bottom=card("9h")))
    assert state.outcome is t.Outcome.CUT_PENALTY  # 9c 9d 9h: three in a row
    assert t.round_result(state).score_changes == (0, 0, -120)
    # Under bury the same start would have stopped at the jack for the dealer.
    buried = t.apply_all(
        t.new_round(CUTTING, dealer=0),
        [Cut(seat=2, bottom=card("9h")), Recut(seat=0), Cut(seat=2, bottom=card("Jd"))],
    )
    assert t.legal_actions(buried) == (BuryJack(seat=0), AcceptCut(seat=0))


@rule("A14")
def test_views_of_a_reshuffle_load_and_sample_worlds() -> None:
    from thousand.serialization import dumps, loads

    state = t.apply_all(
        t.new_round(RESHUFFLING, dealer=0),
        [
            Cut(seat=2, bottom=card("Jd")),
            Cut(seat=2, bottom=card("9s")),
            Recut(seat=0),
            Cut(seat=2, bottom=card("Js")),
            Cut(seat=2, bottom=card("9h")),
        ],
    )
    for seat in (1, 2):
        v = t.view(state, seat)
        assert isinstance(v.log[-1], t.HiddenCut)
        assert loads(dumps(v), t.PlayerView) == v
        for seed in range(4):
            world = t.sample_world(v, random.Random(seed))
            # The dealer decides: a nine (a jack would have been reshuffled, shown).
            assert world.bottom_card is not None
            assert world.bottom_card.rank is t.Rank.NINE
    # A card kept at once is neither a nine nor a jack.
    kept = t.apply_all(t.new_round(RESHUFFLING, dealer=0), [Cut(seat=2, bottom=card("Jd"))])
    kept = t.apply(kept, Cut(seat=2, bottom=card("Kc")))
    v = t.view(kept, 1)
    assert loads(dumps(v), t.PlayerView) == v
    world = t.sample_world(v, random.Random(1))
    assert world.bottom_card is not None
    assert world.bottom_card.rank not in (t.Rank.NINE, t.Rank.JACK)


@rule("A14")
def test_a_forged_view_hiding_a_reshuffled_jack_is_refused() -> None:
    from thousand.serialization import dumps, loads

    state = t.apply_all(
        t.new_round(RESHUFFLING, dealer=0),
        [Cut(seat=2, bottom=card("Jd")), Cut(seat=2, bottom=card("Ah"))],
    )
    v = t.view(state, 1)
    forged = attrs.evolve(v, log=(t.HiddenCut(seat=2), *v.log[1:]))
    with pytest.raises(t.RecordError):
        loads(dumps(forged), t.PlayerView)
    # Under bury a jack followed by another cut cannot be.
    bury = attrs.evolve(v, rules=CUTTING)
    with pytest.raises(t.RecordError):
        loads(dumps(bury), t.PlayerView)


@rule("A14")
def test_a_reshuffle_is_recorded_and_replays_exactly() -> None:
    from thousand.notation import format_record, parse_record
    from thousand.serialization import dumps, loads

    state = t.apply_all(
        t.new_round(RESHUFFLING, dealer=0),
        [
            Cut(seat=2, bottom=card("Jc")),
            Cut(seat=2, bottom=card("Jc")),
            Cut(seat=2, bottom=card("Ah")),
        ],
    )
    state = t.bots.play_to_end(state, rng=random.Random(1))
    assert [a for a in state.log if isinstance(a, Cut)] == [
        Cut(seat=2, bottom=card("Jc")),
        Cut(seat=2, bottom=card("Jc")),
        Cut(seat=2, bottom=card("Ah")),
    ]
    dealt = next(a for a in state.log if isinstance(a, t.Deal))
    assert card("Ah") in dealt.hands[0]  # the card kept at the bottom went to the dealer
    assert loads(dumps(state), t.RoundState) == state
    record = t.record_of(state)
    assert parse_record(format_record(record)) == record
    assert t.final_state(record) == state


@rule("A14")
@SETTINGS
@given(st.integers(0, 2**32 - 1), st.integers(0, 2))
def test_chance_reshuffles_until_the_cutting_ends(seed: int, dealer: int) -> None:
    rng = random.Random(seed)
    state = t.new_round(RESHUFFLING, dealer)
    while state.phase is Phase.CUTTING and not t.is_over(state):
        action = t.chance_action(state, rng) if t.is_chance(state) else t.bots.simple_action(state)
        assert not isinstance(action, BuryJack)
        state = t.apply(state, action)
    assert state.phase is Phase.DEALING or state.outcome is t.Outcome.CUT_PENALTY
    if state.bottom_card is not None:
        assert state.bottom_card.rank is not t.Rank.JACK


@rule("A14")
@pytest.mark.parametrize("seed", range(4))
def test_whole_games_with_reshuffles_end(seed: int) -> None:
    rng = random.Random(seed)
    game = t.new_game(RESHUFFLING, first_dealer=seed % 3)
    for _ in range(400):
        if game.winner is not None:
            break
        state = t.bots.play_to_end(t.next_round(game, rng), rng=rng)
        game = t.record_round(game, t.round_result(state))
    assert game.winner is not None


# --- A10: a card exposed during the deal --------------------------------------------------


@rule("A10")
def test_an_exposed_card_costs_the_dealer_120_and_the_deal_passes() -> None:
    # Seed 000: "If during the distribution at least one card turned out to be revealed
    # (whether by negligence or on purpose), then the dealer is charged a penalty of 120
    # points and the cards go to the next player for re-dealing."
    rules = Rules(dealing=DealingRules(exposed_card_penalty=120))
    state = t.new_round(rules, dealer=1)
    state = t.apply(state, ExposedCard(card=card("Kh")))
    assert t.is_over(state)
    assert state.outcome is t.Outcome.EXPOSED_CARD
    result = t.round_result(state)
    assert (result.score_changes, result.outcome_seat) == ((0, -120, 0), 1)
    game = t.record_round(t.new_game(rules, first_dealer=1), result)
    assert (game.scores, game.dealer) == ((0, -120, 0), 2)
    assert [str(e) for e in game.rounds[0].events[1]] == ["exposed a card while dealing: -120"]


@rule("A10")
def test_by_default_an_exposed_card_costs_nothing_but_the_deal_passes() -> None:
    # Seed 003: «часто это правило опускается».
    state = t.apply(t.new_round(Rules(), dealer=0), ExposedCard(card=card("9s")))
    game = t.record_round(t.new_game(Rules()), t.round_result(state))
    assert (game.scores, game.dealer) == ((0, 0, 0), 1)


@rule("A10")
def test_an_exposed_card_is_reported_while_dealing_only() -> None:
    dealt = t.apply(t.new_round(Rules(), 0), complete_deal({0: "As Ac Ad Ah Ks Kc Kd"}))
    assert_illegal(dealt, ExposedCard(card=card("Ah")), Reason.WRONG_PHASE)
    assert_illegal(t.new_round(Rules()), ExposedCard(card="Ah"), Reason.MALFORMED_ACTION)  # type: ignore[arg-type]
    cutting = t.new_round(CUTTING)
    assert_illegal(cutting, ExposedCard(card=card("Ah")), Reason.CUT_EXPECTED)
    assert cards("Ah") == (card("Ah"),)


@rule("A9")
@rule("A10")
@pytest.mark.parametrize(
    "prelude",
    [
        [Cut(seat=2, bottom=card("As"))],
        [Cut(seat=2, bottom=card("9d")), AcceptCut(seat=0)],
        [Cut(seat=2, bottom=card("9h")), Recut(seat=0), Cut(seat=2, bottom=card("Jc"))],
    ],
)
def test_a_kept_bottom_card_stays_hidden_when_a_card_is_exposed(prelude: list[t.Action]) -> None:
    # The dealer keeps the bottom card; the exposed card ends the deal before the cards
    # reach anybody, so nobody but the dealer ever saw it.
    rules = Rules(dealing=DealingRules(cutter=Cutter.RIGHT_OF_DEALER, exposed_card_penalty=120))
    state = t.apply_all(t.new_round(rules, dealer=0), prelude)
    if state.to_act is not None:
        state = t.apply(state, AcceptCut(seat=0))
    kept = state.bottom_card
    assert kept is not None
    over = t.apply(state, ExposedCard(card=card("Th")))
    assert over.outcome is t.Outcome.EXPOSED_CARD
    at = max(i for i, action in enumerate(prelude) if isinstance(action, Cut))
    assert t.view(over, 0).log[at] == Cut(seat=2, bottom=kept)  # the dealer saw it
    for v in (t.view(over, 1), t.view(over, 2), t.public_view(over)):
        assert v.log[at] == t.HiddenCut(seat=2)
        assert kept not in [getattr(entry, "bottom", None) for entry in v.log]
        world = t.sample_world(v, random.Random(5))
        assert (t.public_view(world) if v.seat is None else t.view(world, v.seat)) == v


# --- A15: the talon never two cards in a row ------------------------------------------------

APART = Rules(dealing=DealingRules(talon_positions=t.TalonPositions.APART, cutter=Cutter.NONE))
"""A15: never the first or the last card, never two cards in a row."""


@rule("A15")
def test_apart_sets_the_talon_aside_from_cards_not_in_a_row() -> None:
    """Tysiąc (gra), terazgry.pl: the dealer chooses the musik, "not the first or last
    card", and "not two consecutive cards" to the musik."""
    deal = t.deal_from_order(APART, DECK, talon_positions=[1, 3, 22])
    assert deal.talons == ((DECK[1], DECK[3], DECK[22]),)
    assert sum(len(hand) for hand in deal.hands) == 21


@rule("A15")
@pytest.mark.parametrize(
    ("positions", "pair"),
    [([3, 4, 11], "3 and 4"), ([10, 5, 11], "10 and 11"), ([20, 21, 22], "20 and 21")],
)
def test_apart_refuses_two_talon_cards_in_a_row(positions: list[int], pair: str) -> None:
    """terazgry.pl: never two consecutive cards to the musik."""
    with pytest.raises(t.DealError) as raised:
        t.deal_from_order(APART, DECK, talon_positions=positions)
    assert raised.value.reason is Reason.TALON_POSITION_FORBIDDEN
    assert pair in str(raised.value)
    assert "A15" in str(raised.value)
    # The other readings of A8 allow these positions.
    other = Rules(dealing=DealingRules(talon_positions=t.TalonPositions.NOT_FIRST_OR_LAST_CARD))
    assert len(t.deal_from_order(other, DECK, talon_positions=positions).talons[0]) == 3


@rule("A15")
@pytest.mark.parametrize("position", [0, 23])
def test_apart_refuses_the_first_and_the_last_card(position: int) -> None:
    """Tysiąc (gra): the musik is never the first or the last card."""
    with pytest.raises(t.DealError) as raised:
        t.deal_from_order(APART, DECK, talon_positions=[position, 5, 9])
    assert raised.value.reason is Reason.TALON_POSITION_FORBIDDEN
    assert "first or last card" in str(raised.value)


@rule("A15")
@pytest.mark.parametrize(
    "dealing",
    [
        DealingRules(),
        DealingRules(players=4),
        *(DealingRules(players=2, two_player_deal=mode) for mode in t.TwoPlayerDeal),
    ],
    ids=["three", "four", *(f"two_{mode.value}" for mode in t.TwoPlayerDeal)],
)
def test_the_default_positions_are_never_in_a_row(dealing: DealingRules) -> None:
    rules = Rules(dealing=attrs.evolve(dealing, talon_positions=t.TalonPositions.APART))
    for dealer in range(rules.players):
        positions = t.default_talon_positions(rules, dealer)
        assert all(b - a > 1 for a, b in itertools.pairwise(positions))
        assert all(0 < p < len(DECK) - 1 for p in positions)
        # deal_from_order takes them back as given, and so a cut pack is dealt with them.
        given = t.deal_from_order(rules, DECK, dealer=dealer, talon_positions=positions)
        assert given == t.deal_from_order(rules, DECK, dealer=dealer)


@rule("A15")
@SETTINGS
@given(
    st.permutations(DECK), st.integers(0, 2), st.sets(st.integers(1, 22), min_size=3, max_size=3)
)
def test_apart_allows_exactly_the_positions_not_in_a_row(
    order: list[t.Card], dealer: int, positions: set[int]
) -> None:
    ordered = sorted(positions)
    in_a_row = any(b == a + 1 for a, b in itertools.pairwise(ordered))
    if in_a_row:
        with pytest.raises(t.DealError) as raised:
            t.deal_from_order(APART, order, dealer=dealer, talon_positions=positions)
        assert raised.value.reason is Reason.TALON_POSITION_FORBIDDEN
    else:
        deal = t.deal_from_order(APART, order, dealer=dealer, talon_positions=positions)
        assert set(deal.talons[0]) == {order[p] for p in positions}
        assert t.check(t.new_round(APART, dealer), deal) is None


@rule("A15")
@pytest.mark.parametrize("seed", range(3))
def test_whole_games_with_the_talon_apart_end(seed: int) -> None:
    # With the cutting on, a card kept at the bottom is dealt by deal_from_order at the
    # default positions, which the rule allows.
    rules = Rules(
        dealing=DealingRules(talon_positions=t.TalonPositions.APART, cutter=Cutter.RIGHT_OF_DEALER)
    )
    rng = random.Random(seed)
    game = t.new_game(rules, first_dealer=seed % 3)
    for _ in range(400):
        if game.winner is not None:
            break
        state = t.bots.play_to_end(t.next_round(game, rng), rng=rng)
        game = t.record_round(game, t.round_result(state))
    assert game.winner is not None
