"""Wrong arguments: every public function that takes a deal, a game or a view refuses
anything else with a typed error, never a bare AttributeError or TypeError.

The functions are found from ``thousand.__all__`` by their annotations, so a new one is
covered as soon as it is exported.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from functools import cache

import pytest

import thousand as t

KINDS = ("RoundState", "GameState", "PlayerView")
"""The annotations that mark a parameter as taking a deal, a game or a view."""


def _takes(parameter: inspect.Parameter) -> set[str]:
    """Which of :data:`KINDS` ``parameter`` takes (``"None"`` too, when it may be left out)."""
    annotation = str(parameter.annotation)
    kinds = {kind for kind in KINDS if kind in annotation}
    return kinds | {"None"} if kinds and "None" in annotation else kinds


def _state_parameters() -> list[tuple[str, str]]:
    """(function, parameter) for each parameter of a public function taking a state."""
    found = []
    for name in sorted(t.__all__):
        function = getattr(t, name)
        if not inspect.isfunction(function):
            continue
        for parameter in inspect.signature(function).parameters.values():
            if _takes(parameter):
                found.append((name, parameter.name))
    return found


STATE_PARAMETERS = _state_parameters()


@cache
def _values() -> dict[str, object]:
    """A right value for each parameter name of those functions."""
    rules = t.Rules()
    rng = random.Random(1)
    state = t.apply(t.new_round(rules), t.deal(rules, rng))
    game = t.new_game(rules)
    over = t.bots.play_to_end(state)
    return {
        "state": state,
        "game": game,
        "v": t.view(state, 2),
        "view": t.view(state, 2),
        "action": t.legal_actions(state)[0],
        "actions": [t.legal_actions(state)[0]],
        "seat": 2,
        "rng": random.Random(2),
        "result": t.round_result(over),
        "text": "p3 pass",
        "over": over,
    }


def _wrong_values(kinds: set[str]) -> list[object]:
    """What a parameter taking ``kinds`` is handed: None, other types, the other states."""
    values = _values()
    states = {
        "RoundState": values["state"],
        "GameState": values["game"],
        "PlayerView": values["view"],
    }
    wrong = [None, "x", 0, 1.5, object(), [], *states.values()]
    taken = [states[kind] for kind in kinds if kind in states] + [None] * ("None" in kinds)
    return [value for value in wrong if not any(value is right for right in taken)]


def _call(name: str, **changed: object) -> object:
    """Call ``thousand.<name>`` with right arguments but those ``changed``."""
    function: Callable[..., object] = getattr(t, name)
    values = {**_values(), **_OWN.get(name, {})}
    kwargs = {}
    for parameter in inspect.signature(function).parameters.values():
        if parameter.name in changed:
            kwargs[parameter.name] = changed[parameter.name]
        elif parameter.default is inspect.Parameter.empty:
            kwargs[parameter.name] = values[parameter.name]
    return function(**kwargs)


_OWN: dict[str, dict[str, object]] = {
    "chance_action": {"state": t.new_round(t.Rules())},
    "round_result": {"state": _values()["over"]},
    "round_summary": {"state": _values()["over"]},
    "deal": {"rules": t.Rules()},
}
"""The right arguments of the functions that need others than :func:`_values`'s."""


def test_the_functions_taking_a_state_are_found() -> None:
    names = {name for name, _ in STATE_PARAMETERS}
    expected = {
        "apply", "apply_all", "chance_action", "check", "format_state", "format_view",
        "is_chance", "is_legal", "is_over", "legal_actions", "next_round", "public_view",
        "record_of", "record_round", "round_result", "round_summary", "sample_world",
        "score_sheet", "to_act", "undo", "view",
    }  # fmt: skip
    assert expected <= names


def test_every_function_runs_with_the_right_arguments() -> None:
    # The wrong-argument cases below change one argument of these calls, so each must
    # succeed as it stands: an error below is then the wrong argument's.
    for name in {name for name, _ in STATE_PARAMETERS}:
        _call(name)


@pytest.mark.parametrize(("name", "parameter"), STATE_PARAMETERS)
def test_a_wrong_state_is_a_typed_error(name: str, parameter: str) -> None:
    function = getattr(t, name)
    kinds = _takes(inspect.signature(function).parameters[parameter])
    for wrong in _wrong_values(kinds):
        with pytest.raises(t.ThousandError) as raised:
            _call(name, **{parameter: wrong})
        assert isinstance(raised.value, t.StateError), (name, wrong, raised.value)
        assert raised.value.reason is t.Reason.MALFORMED_ACTION, (name, wrong)


@pytest.mark.parametrize(
    ("name", "parameter", "wrong", "error", "reason"),
    [
        ("apply", "action", None, t.IllegalActionError, t.Reason.MALFORMED_ACTION),
        ("apply", "action", "p3 pass", t.IllegalActionError, t.Reason.MALFORMED_ACTION),
        ("apply_all", "actions", None, t.IllegalActionError, t.Reason.MALFORMED_ACTION),
        ("apply_all", "actions", 3, t.IllegalActionError, t.Reason.MALFORMED_ACTION),
        ("apply_all", "actions", [None], t.IllegalActionError, t.Reason.MALFORMED_ACTION),
        ("view", "seat", "x", t.StateError, t.Reason.MALFORMED_ACTION),
        ("view", "seat", None, t.StateError, t.Reason.MALFORMED_ACTION),
        ("chance_action", "rng", None, t.StateError, t.Reason.MALFORMED_ACTION),
        ("sample_world", "rng", None, t.StateError, t.Reason.MALFORMED_ACTION),
        ("sample_world", "rng", "x", t.StateError, t.Reason.MALFORMED_ACTION),
        ("next_round", "rng", "x", t.StateError, t.Reason.MALFORMED_ACTION),
        ("record_round", "result", None, t.SummaryError, t.Reason.MALFORMED_SUMMARY),
    ],
)
def test_a_wrong_argument_beside_the_state_is_a_typed_error(
    name: str, parameter: str, wrong: object, error: type[Exception], reason: t.Reason
) -> None:
    with pytest.raises(error) as raised:
        _call(name, **{parameter: wrong})
    assert getattr(raised.value, "reason", None) is reason


def test_check_reports_a_wrong_action_as_a_violation() -> None:
    violation = t.check(_values()["state"], None)  # type: ignore[arg-type]
    assert violation is not None
    assert violation.reason is t.Reason.MALFORMED_ACTION
