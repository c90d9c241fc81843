"""The views the Gymnasium environment hands its bots: equal to view(), holding nothing more."""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable

import attrs
import pytest

import thousand as t
from thousand.envs.lazy_view import lazy_view
from thousand.serialization import dumps


def _states(rules: t.Rules, seed: int, deals: int) -> list[t.RoundState]:
    rng = random.Random(seed)
    out = []
    for _ in range(deals):
        state = t.new_round(rules, dealer=rng.randrange(rules.players))
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
                continue
            out.append(state)
            state = t.apply(state, rng.choice(t.legal_actions(state)))
        out.append(state)
    return out


@pytest.mark.parametrize("name", sorted(t.PRESETS))
def test_a_lazy_view_is_the_view_field_by_field(name: str) -> None:
    rules = t.Rules.preset(name)
    for state in _states(rules, seed=3, deals=15):
        for seat in range(rules.players):
            expected = t.view(state, seat)
            lazy = lazy_view(state, seat)
            assert isinstance(lazy, t.PlayerView)
            # The cheap fields come without building the view.
            assert lazy.legal_actions == expected.legal_actions
            assert (lazy.seat, lazy.to_act, lazy.phase) == (seat, expected.to_act, expected.phase)
            assert lazy.is_my_turn == expected.is_my_turn
            for field in attrs.fields(t.PlayerView):
                assert getattr(lazy, field.name) == getattr(expected, field.name), field.name
            assert type(lazy) is t.PlayerView
            assert lazy == expected
            assert hash(lazy) == hash(expected)


def test_comparing_printing_copying_or_pickling_builds_the_view_first() -> None:
    state = _states(t.Rules(), seed=5, deals=1)[10]
    seat = t.to_act(state)
    assert seat is not None
    expected = t.view(state, seat)
    checks: dict[str, Callable[[t.PlayerView], bool]] = {
        "eq": lambda v: v == expected,
        "eq_reflected": lambda v: expected == v,
        "ne": lambda v: (v != expected) is False,
        "hash": lambda v: hash(v) == hash(expected),
        "repr": lambda v: repr(v) == repr(expected),
        "str": lambda v: str(v) == str(expected),
        "copy": lambda v: copy.copy(v) == expected and type(copy.copy(v)) is t.PlayerView,
        "deepcopy": lambda v: copy.deepcopy(v) == expected,
        "pickle": lambda v: pickle.loads(pickle.dumps(v)) == expected,
        "dumps": lambda v: dumps(v) == dumps(expected),
        "evolve": lambda v: attrs.evolve(v, seat=seat) == expected,
        "asdict": lambda v: attrs.asdict(v) == attrs.asdict(expected),
        "property": lambda v: v.played == expected.played and v.voids == expected.voids,
        "two_lazy": lambda v: v == lazy_view(state, seat),
    }
    for name, check in checks.items():
        assert check(lazy_view(state, seat)), name
    assert lazy_view(state, seat) != t.view(state, (seat + 1) % 3)


def test_a_missing_attribute_is_still_an_attribute_error() -> None:
    state = _states(t.Rules(), seed=6, deals=1)[3]
    lazy = lazy_view(state, 0)
    with pytest.raises(AttributeError):
        lazy.no_such_field  # type: ignore[attr-defined]  # noqa: B018
    assert lazy == t.view(state, 0)


@pytest.mark.parametrize("seat", [-1, 3, 1.0, True, None])
def test_a_lazy_view_for_no_seat_of_the_deal_is_refused(seat: object) -> None:
    state = _states(t.Rules(), seed=7, deals=1)[0]
    with pytest.raises(t.StateError) as caught:
        lazy_view(state, seat)  # type: ignore[arg-type]
    assert caught.value.reason is t.Reason.MALFORMED_ACTION
