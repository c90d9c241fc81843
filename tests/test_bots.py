"""Bots act from their own seat's view, never from the state."""

from __future__ import annotations

import random

import pytest

import thousand as t
from thousand.errors import Reason, StateError

PRESETS = ("classic", *sorted(t.PRESETS))


class Spy:
    """A bot that records what it is handed, then plays the simple bot's move."""

    def __init__(self) -> None:
        self.handed: list[object] = []

    def __call__(self, view: t.PlayerView) -> t.Action:
        self.handed.append(view)
        return t.bots.simple_action(view)


def preset(name: str) -> t.Rules:
    return t.Rules() if name == "classic" else t.Rules.preset(name)


@pytest.mark.parametrize("name", PRESETS)
def test_play_to_end_hands_each_bot_only_its_own_seats_view(name: str) -> None:
    rules = preset(name)
    game = t.new_game(rules)
    rng = random.Random(11)
    for _ in range(3):
        state = t.next_round(game, rng)
        spies = [Spy() for _ in range(state.players)]
        end = t.bots.play_to_end(state, spies, rng)
        for seat, spy in enumerate(spies):
            for handed in spy.handed:
                assert type(handed) is t.PlayerView
                assert handed.seat == seat
                assert handed.to_act == seat
        assert sum(len(spy.handed) for spy in spies) > 0
        game = t.record_round(game, t.round_result(end))


def test_a_bot_is_a_function_or_an_object_with_call() -> None:
    assert isinstance(t.bots.simple_action, t.bots.Bot)
    assert isinstance(Spy(), t.bots.Bot)
    assert not isinstance(42, t.bots.Bot)


def test_the_simple_bot_acts_from_a_view_as_it_did_from_the_state() -> None:
    rules = t.Rules()
    rng = random.Random(5)
    for _ in range(20):
        state = t.apply(t.new_round(rules), t.deal(rules, rng))
        while not t.is_over(state):
            seat = t.to_act(state)
            assert seat is not None
            action = t.bots.simple_action(t.view(state, seat))
            assert action == t.bots.simple_action(state)  # the 0.1 form: the state
            assert action in t.legal_actions(state)
            state = t.apply(state, action)


def test_the_simple_bot_refuses_the_view_of_a_seat_not_to_act() -> None:
    rules = t.Rules()
    state = t.apply(t.new_round(rules), t.deal(rules, random.Random(3)))
    with pytest.raises(StateError) as raised:
        t.bots.simple_action(t.view(state, 0))
    assert raised.value.reason is Reason.NOT_YOUR_TURN


def test_the_simple_bot_refuses_a_deal_nobody_is_to_act_in() -> None:
    rules = t.Rules()
    with pytest.raises(StateError) as raised:
        t.bots.simple_action(t.public_view(t.new_round(rules)))
    assert raised.value.reason is Reason.DEAL_EXPECTED
    over = t.bots.play_to_end(t.apply(t.new_round(rules), t.deal(rules, random.Random(2))))
    with pytest.raises(StateError) as raised:
        t.bots.simple_action(t.view(over, 0))
    assert raised.value.reason is Reason.ROUND_OVER


def test_too_few_bots_for_the_seats_is_refused() -> None:
    rules = t.Rules()
    state = t.apply(t.new_round(rules), t.deal(rules, random.Random(3)))
    with pytest.raises(StateError) as raised:
        t.bots.play_to_end(state, [t.bots.simple_action] * 2)
    assert raised.value.reason is Reason.MALFORMED_ACTION
