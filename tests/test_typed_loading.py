"""What ``loads`` and ``structure`` return has the type asked for, for mypy too.

mypy checks this file with the rest of the tests (``[tool.mypy] files``). The
``assert_type`` calls fail the type check if a result were ``Any`` or another type, and
the ``type: ignore[assignment]`` line fails it too (``warn_unused_ignores`` of strict
mode) unless mypy sees the wrong type. At run time the same lines check the values.
"""

from __future__ import annotations

import json
import random
from typing import assert_type

import thousand as t
from thousand.serialization import dumps, loads, structure, unstructure


def _state() -> t.RoundState:
    rules = t.Rules()
    return t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(7)))


def test_loads_gives_the_type_asked_for() -> None:
    state = _state()
    loaded: t.RoundState = loads(dumps(state), t.RoundState)
    assert_type(loads(dumps(state), t.RoundState), t.RoundState)
    record = loads(dumps(t.record_of(state)), t.RoundRecord)
    assert_type(record, t.RoundRecord)
    v = loads(dumps(t.view(state, 1)), t.PlayerView)
    assert_type(v, t.PlayerView)
    message = loads(dumps(t.ViewMessage(v)), t.ViewMessage)
    assert_type(message, t.ViewMessage)
    assert_type(message.to, int | None)
    assert loaded == state
    assert record == t.record_of(state)
    assert message.view == v
    assert message.to == 1


def test_an_action_union_loads_as_the_union() -> None:
    action = loads(dumps(t.Pass(seat=2)), t.Action)
    assert_type(action, t.Action)
    actions = structure([unstructure(t.Pass(seat=2))], tuple[t.Action, ...])
    assert_type(actions, tuple[t.Action, ...])
    assert action == t.Pass(seat=2)
    assert actions == (t.Pass(seat=2),)


def test_structure_gives_the_type_asked_for() -> None:
    rules = structure({"bidding": {"bid_step": 10}}, t.Rules)
    assert_type(rules, t.Rules)
    optional = structure(None, t.Deal | None)
    assert_type(optional, t.Deal | None)
    assert rules.bidding.bid_step == 10
    assert optional is None


def test_the_type_checker_refuses_the_wrong_type() -> None:
    text = dumps(_state())
    # Were loads to give Any, the ignore below would be unused, and strict mypy fails.
    wrong: t.GameState = loads(text, t.RoundState)  # type: ignore[assignment]
    assert isinstance(wrong, t.RoundState)
    assert json.loads(text)["format"] == 1
