"""The table as people read it, who is winning the trick, and taking back a move."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings

import thousand as t
from strategies import Playout, playouts, rules, variant_play_rules
from thousand.table import format_hand

PRESETS = ("classic", *sorted(t.PRESETS))


def preset(name: str) -> t.Rules:
    return t.Rules() if name == "classic" else t.Rules.preset(name)


def _check_trick_winners(states: tuple[t.RoundState, ...]) -> int:
    """Each state's trick winner against the winner recorded when its trick completes."""
    checked = 0
    for before, after in itertools.pairwise(states):
        if before.trick and len(after.tricks) == len(before.tricks) + 1:
            # The last card of the trick: whoever wins with it takes the trick.
            completed = after.tricks[-1]
            assert completed.plays[: len(before.trick)] == before.trick
            assert len(before.trick) == len(completed.plays) - 1
            last_seat = completed.plays[-1][0]
            best = before.trick_winner
            assert best is not None
            # The winner so far keeps the trick unless the last card takes it.
            assert completed.winner in (best, last_seat)
            checked += 1
        if after.trick:
            winner = after.trick_winner
            assert winner in {seat for seat, _ in after.trick}
            for seat in after.seats:
                assert t.view(after, seat).trick_winner == winner
            assert t.public_view(after).trick_winner == winner
        else:
            assert after.trick_winner is None
    return checked


@pytest.mark.rule("core.trick_winner")
@pytest.mark.parametrize("name", PRESETS)
def test_the_winner_so_far_is_the_winner_recorded_when_the_trick_completes(name: str) -> None:
    rules_ = preset(name)
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = t.new_round(rules_, dealer=seed % rules_.players)
        states = [state]
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
            else:
                state = t.apply(state, rng.choice(t.legal_actions(state)))
            states.append(state)
        checked += _check_last_card(tuple(states))
    assert checked > 0


def _check_last_card(states: tuple[t.RoundState, ...]) -> int:
    """At the trick's last card, the trick winner is the seat that then takes it."""
    checked = _check_trick_winners(states)
    for before, after in itertools.pairwise(states):
        if before.trick and len(after.tricks) == len(before.tricks) + 1:
            completed = after.tricks[-1]
            # The state with every card of the trick but none taken does not exist in
            # the engine: the trick is taken with its last card. The winner so far of
            # the trick before its last card, and the last card alone, decide it.
            last_seat, last_card = completed.plays[-1]
            best_seat = before.trick_winner
            best_card = dict(before.trick)[best_seat] if best_seat is not None else None
            assert best_card is not None
            trump = after.trump
            led = completed.plays[0][1].suit
            beats = (last_card.suit == best_card.suit and last_card > best_card) or (
                last_card.suit == trump and best_card.suit != trump
            )
            assert completed.winner == (last_seat if beats else best_seat)
            assert led == before.trick[0][1].suit
    return checked


@pytest.mark.rule("core.trick_winner")
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(playouts(rules(play=variant_play_rules()), seeded=True, eager_declarations=True))
def test_the_winner_so_far_holds_under_the_play_variants(playout: Playout) -> None:
    _check_last_card(playout.states)


@pytest.mark.rule("core.trick_winner")
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(playouts(seeded=True))
def test_the_winner_so_far_holds_for_any_rules(playout: Playout) -> None:
    _check_last_card(playout.states)


def test_undo_takes_back_each_action_in_turn() -> None:
    rules_ = t.Rules.preset("gambler")
    rng = random.Random(5)
    state = t.apply(t.new_round(rules_, dealer=1), t.deal(rules_, rng))
    states = [t.new_round(rules_, dealer=1), state]
    while not t.is_over(state):
        state = t.apply(state, rng.choice(t.legal_actions(state)))
        states.append(state)
    for earlier, later in itertools.pairwise(states):
        assert t.undo(later) == earlier
    with pytest.raises(t.StateError) as raised:
        t.undo(states[0])
    assert raised.value.reason is t.Reason.NOTHING_TO_UNDO


def test_undo_keeps_the_deals_context() -> None:
    rules_ = t.Rules()
    context = t.RoundContext(scores=(100, 200, 300))
    state = t.new_round(rules_, dealer=2, context=context)
    after = t.apply(state, t.deal(rules_, random.Random(1)))
    assert t.undo(after) == state
    assert t.undo(after).context == context


def test_str_is_the_table_and_repr_is_unchanged() -> None:
    rules_ = t.Rules()
    state = t.apply(t.new_round(rules_), t.deal(rules_, random.Random(2)))
    assert str(state) == t.format_state(state)
    assert repr(state).startswith("<RoundState phase=bidding")
    v = t.view(state, 1)
    assert str(v) == t.format_view(v)
    assert repr(v).startswith("PlayerView(seat=1")


def test_a_view_shows_its_own_hand_and_no_other() -> None:
    rules_ = t.Rules()
    state = t.apply(t.new_round(rules_), t.deal(rules_, random.Random(2)))
    for seat in range(3):
        text = t.format_view(t.view(state, seat), ascii=True)
        own = [str(card) for card in state.hand(seat)]
        others = [str(c) for s in range(3) if s != seat for c in state.hand(s)]
        assert all(card in text.split() for card in own)
        assert not any(card in text.split() for card in others)
    public = t.format_view(t.public_view(state), ascii=True)
    assert not any(str(card) in public.split() for card in t.DECK)
    referee = t.format_state(state, ascii=True)
    assert all(str(card) in referee.split() for s in range(3) for card in state.hand(s))


@pytest.mark.parametrize("name", PRESETS)
def test_every_state_and_view_of_a_deal_has_a_table(name: str) -> None:
    rules_ = preset(name)
    rng = random.Random(11)
    state = t.new_round(rules_, dealer=0)
    while t.is_chance(state):  # the cut (rules with a cutter), then the deal
        state = t.apply(state, t.chance_action(state, rng))
    while True:
        assert t.format_state(state).startswith(f"dealer p1 · {state.phase.value}")
        for seat in range(rules_.players):
            text = t.format_view(t.view(state, seat))
            if state.to_act is not None:
                assert f"p{state.to_act + 1} to act" in text.splitlines()[0]
        if t.is_over(state):
            break
        if t.is_chance(state):  # a recut waits for a new cut
            state = t.apply(state, t.chance_action(state, rng))
        else:
            state = t.apply(state, rng.choice(t.legal_actions(state)))
    assert "result" in t.format_view(t.view(state, 0))


def test_the_hand_is_sorted_by_suit_strongest_first() -> None:
    hand = t.parse_cards("9h Ah Ks Tc Js Kh Td 9s")
    assert format_hand(hand) == "K♠ J♠ 9♠  T♣  T♦  A♥ K♥ 9♥"
    assert format_hand(hand, ascii=True) == "Ks Js 9s  Tc  Td  Ah Kh 9h"
