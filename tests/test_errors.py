"""Errors as values: every error of the library pickles and copies into an equal error.

Errors travel between processes (a pool of workers replaying records, a test runner
collecting failures) and are copied by tools; each kind must come back with the same
type, message and attributes whatever its constructor asks for.
"""

from __future__ import annotations

import copy
import inspect
import pickle
from typing import TYPE_CHECKING

import pytest

import thousand as t
from thousand import errors

if TYPE_CHECKING:
    from collections.abc import Callable

PROTOCOLS = range(pickle.HIGHEST_PROTOCOL + 1)

ATTRIBUTES = ("violation", "reason", "problems", "message", "text", "line", "column", "where")
"""The attributes an error may carry besides its message; each is compared when present."""


def _raised(call: Callable[[], object]) -> t.ThousandError:
    with pytest.raises(t.ThousandError) as raised:
        call()
    return raised.value


def _examples() -> list[t.ThousandError]:
    """One error of every kind, raised by the library itself where it raises that kind."""
    rules = t.Rules()
    state = t.new_round(rules, dealer=0)
    notation = _raised(lambda: t.parse_record("format 1\ndealer p1\np1 bid x\n"))
    assert isinstance(notation, t.NotationError)
    noted = t.ThousandError("plain")
    noted.add_note("a note added on the way")
    return [
        noted,
        _raised(lambda: t.apply(state, t.Pass(seat=1))),
        _raised(lambda: t.round_result(state)),
        _raised(lambda: t.deal_from_order(rules, tuple(t.DECK[:-1]))),
        _raised(lambda: t.Rules(dealing=t.DealingRules(players=7))),
        notation,
        t.NotationError("not a card", text="Xx"),
        _raised(lambda: t.score_round(rules, t.RoundSummary(declarer=0, contract=100))),
        _raised(lambda: list(t.replay(t.RoundRecord(actions=[t.Pass(seat=1)])))),
        t.RecordError("no where"),
        _raised(lambda: t.bots.SearchBot(worlds=0)),
    ]


EXAMPLES = _examples()

KINDS = sorted(
    (
        cls
        for _, cls in inspect.getmembers(errors, inspect.isclass)
        if issubclass(cls, BaseException) and cls.__module__ == errors.__name__
    ),
    key=lambda cls: cls.__name__,
)


def _same(a: BaseException, b: BaseException) -> None:
    assert type(b) is type(a)
    assert str(b) == str(a)
    assert b.args == a.args
    assert getattr(b, "__notes__", None) == getattr(a, "__notes__", None)
    for name in ATTRIBUTES:
        assert hasattr(b, name) == hasattr(a, name), name
        if hasattr(a, name):
            assert getattr(b, name) == getattr(a, name), name


def test_the_examples_hold_every_kind_of_error() -> None:
    # A kind added to thousand.errors needs an example here, or it goes untested.
    assert {type(error) for error in EXAMPLES} == set(KINDS)
    assert all(str(error) for error in EXAMPLES)


@pytest.mark.parametrize("protocol", PROTOCOLS)
@pytest.mark.parametrize("error", EXAMPLES, ids=lambda e: type(e).__name__)
def test_every_error_pickles_as_the_same_error(error: t.ThousandError, protocol: int) -> None:
    _same(error, pickle.loads(pickle.dumps(error, protocol)))


@pytest.mark.parametrize("how", [copy.copy, copy.deepcopy], ids=["copy", "deepcopy"])
@pytest.mark.parametrize("error", EXAMPLES, ids=lambda e: type(e).__name__)
def test_every_error_copies_as_the_same_error(
    error: t.ThousandError, how: Callable[[object], object]
) -> None:
    copied = how(error)
    assert isinstance(copied, BaseException)
    _same(error, copied)


def test_an_unpickled_error_keeps_its_reason_and_problems() -> None:
    illegal, rules_error, summary_error = EXAMPLES[1], EXAMPLES[4], EXAMPLES[7]
    assert isinstance(illegal, t.IllegalActionError)
    again = pickle.loads(pickle.dumps(illegal))
    assert again.reason is illegal.reason is t.Reason.DEAL_EXPECTED
    assert str(again) == illegal.violation.message
    assert isinstance(rules_error, t.RulesError)
    problems = pickle.loads(pickle.dumps(rules_error)).problems
    assert problems == rules_error.problems
    assert all(isinstance(p, t.RulesProblem) for p in problems)
    assert str(pickle.loads(pickle.dumps(rules_error))).startswith("invalid rules: dealing.")
    assert isinstance(summary_error, t.SummaryError)
    assert pickle.loads(pickle.dumps(summary_error)).reason is summary_error.reason
