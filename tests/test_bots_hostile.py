"""Bots refuse wrong arguments with typed errors, never a bare AttributeError or TypeError."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import thousand as t
from thousand import bots
from thousand.bots.simple import cards_to_part_with
from thousand.errors import BotError, Reason, RulesError, StateError

RULES = t.Rules()
STATE = t.apply(t.new_round(RULES), t.deal(RULES, random.Random(1)))
VIEW = t.view(STATE, 2)
HAND = t.parse_cards("Ah Th Kh Qh 9s Jc 9d")
HOSTILE: tuple[object, ...] = (None, "x", 3, 10**100, [], {}, float("nan"), STATE, RULES)
EMPTY = HOSTILE[4:6]
"""No cards at all: a hand may be empty."""


CALLS: dict[str, tuple[Callable[[object], object], tuple[object, ...]]] = {
    # name: (the call with the hostile value, the values among HOSTILE it rightly takes)
    "hand_strength-rules": (lambda bad: bots.hand_strength(bad, HAND), (RULES,)),  # type: ignore[arg-type]
    "hand_strength-hand": (lambda bad: bots.hand_strength(RULES, bad), EMPTY),  # type: ignore[arg-type]
    "wants_redeal-rules": (lambda bad: bots.wants_redeal(bad, HAND), (RULES,)),  # type: ignore[arg-type]
    "wants_redeal-hand": (lambda bad: bots.wants_redeal(RULES, bad), EMPTY),  # type: ignore[arg-type]
    "cards_to_part_with": (lambda bad: cards_to_part_with(bad), EMPTY),  # type: ignore[arg-type]
    "play_to_end-state": (lambda bad: bots.play_to_end(bad), (STATE,)),  # type: ignore[arg-type]
    "play_to_end-bot": (lambda bad: bots.play_to_end(STATE, bad), ()),  # type: ignore[arg-type]
    "RandomBot-view": (lambda bad: bots.RandomBot()(bad), ()),  # type: ignore[arg-type]
    "SearchBot-view": (lambda bad: bots.SearchBot(worlds=2)(bad), ()),  # type: ignore[arg-type]
    "hint-view": (lambda bad: bots.hint(bad, worlds=2), ()),  # type: ignore[arg-type]
}  # fmt: skip


@pytest.mark.parametrize("index", range(len(HOSTILE)))
@pytest.mark.parametrize("name", CALLS)
def test_a_wrong_argument_is_a_typed_error(name: str, index: int) -> None:
    call, takes = CALLS[name]
    bad = HOSTILE[index]
    if any(bad is value for value in takes):
        call(bad)  # a value the parameter takes: no error
        return
    with pytest.raises(t.ThousandError):
        call(bad)


def test_simple_action_refuses_what_is_not_a_view_or_a_deal() -> None:
    for bad in HOSTILE:
        if bad is STATE:
            continue
        with pytest.raises(BotError) as raised:
            bots.simple_action(bad)  # type: ignore[arg-type]
        assert raised.value.reason is Reason.NOT_A_VIEW


def test_bots_refuse_seeds_clocks_and_budgets_they_cannot_use() -> None:
    for bad_seed in ([], {}, object()):
        with pytest.raises(StateError):
            bots.RandomBot(seed=bad_seed)  # type: ignore[arg-type]
        with pytest.raises(StateError):
            bots.SearchBot(seed=bad_seed)  # type: ignore[arg-type]
        with pytest.raises(StateError):
            bots.hint(VIEW, seed=bad_seed)  # type: ignore[arg-type]
    with pytest.raises(StateError):
        bots.hint(VIEW, time_limit=0.01, clock=5)  # type: ignore[arg-type]
    for budget in (10**100, bots.search.MAX_WORLDS + 1, 0, -1, 2.5, True):
        with pytest.raises(BotError) as raised:
            bots.SearchBot(worlds=budget)  # type: ignore[arg-type]
        assert raised.value.reason is Reason.INVALID_BUDGET
    assert bots.SearchBot(worlds=bots.search.MAX_WORLDS).worlds == bots.search.MAX_WORLDS


def test_rules_of_the_wrong_type_are_a_rules_error() -> None:
    with pytest.raises(RulesError):
        bots.hand_strength(None, HAND)  # type: ignore[arg-type]
