"""Determinism: the same seed gives the same deal and the same playout.

Randomness enters only through the ``random.Random`` the caller passes to
``thousand.deal``; nothing in the engine touches the global RNG.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import thousand as t
from strategies import dealing_state, keeps_order, rules, seeded_play_out, shape_of

rule = pytest.mark.rule
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(0, 2**64 - 1)


@rule("A2")
@rule("A3")
@rule("A5")
@rule("core.deck")
@SETTINGS
@given(rules(), SEEDS, st.integers(0, 3))
def test_the_same_seed_gives_the_same_deal(the_rules: t.Rules, seed: int, dealer: int) -> None:
    dealer %= the_rules.players
    first = t.deal(the_rules, random.Random(seed), dealer=dealer)
    second = t.deal(the_rules, random.Random(seed), dealer=dealer)
    assert first == second
    assert hash(first) == hash(second)
    # The deal is a valid chance action of the shape A2 (A3, A5) gives.
    hand_sizes, talon_sizes = shape_of(the_rules, dealer)
    assert tuple(len(hand) for hand in first.hands) == hand_sizes
    assert tuple(len(talon) for talon in first.talons) == talon_sizes
    assert sorted(c for pile in (*first.hands, *first.talons) for c in pile) == sorted(t.DECK)
    assert all(list(hand) == sorted(hand) for hand in first.hands)
    # A3: a stock keeps the shuffled order; the other talons are sorted.
    assert keeps_order(the_rules) or all(list(p) == sorted(p) for p in first.talons)
    assert t.check(dealing_state(the_rules, dealer, first), first) is None


@SETTINGS
@given(rules(), SEEDS, st.integers(0, 10))
def test_the_deal_depends_on_the_rng_state_only(the_rules: t.Rules, seed: int, skip: int) -> None:
    """Two RNGs in the same state give the same deal, wherever that state came from."""
    rng = random.Random(seed)
    for _ in range(skip):
        rng.random()
    twin = random.Random()
    twin.setstate(rng.getstate())
    assert t.deal(the_rules, rng) == t.deal(the_rules, twin)
    assert rng.getstate() == twin.getstate()


@SETTINGS
@given(rules(), SEEDS, SEEDS, st.integers(0, 3))
def test_the_same_seeds_give_the_same_playout(
    the_rules: t.Rules, deal_seed: int, play_seed: int, dealer: int
) -> None:
    global_state = random.getstate()
    dealer %= the_rules.players
    deal = t.deal(the_rules, random.Random(deal_seed), dealer=dealer)
    first = seeded_play_out(the_rules, dealer, deal, play_seed)
    second = seeded_play_out(
        the_rules, dealer, t.deal(the_rules, random.Random(deal_seed), dealer=dealer), play_seed
    )
    assert first.actions == second.actions
    assert first.states == second.states
    assert [hash(s) for s in first.states] == [hash(s) for s in second.states]
    assert t.round_result(first.final) == t.round_result(second.final)
    # Nothing used the global RNG.
    assert random.getstate() == global_state
