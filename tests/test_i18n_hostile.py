"""Texts of values a program built by hand: whatever their details, they read, never raise.

A bot, a server or a test may build a :class:`~thousand.ScoreEvent` or a
:class:`~thousand.Violation` itself, with details that are not pairs, keys that are not
text, a key the sentence fills itself (``change``), numbers too long to write, values of
any kind. ``str()``, :func:`~thousand.i18n.format_event` and
:func:`~thousand.i18n.describe` still give a sentence: the details that fit are used, the
rest left out or quoted briefly.
"""

from __future__ import annotations

from typing import Any

import pytest

import thousand as t
from thousand import i18n
from thousand.sheet import marks


class Unprintable:
    """A value whose text cannot be had."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    def __str__(self) -> str:
        raise RuntimeError("no str")

    def __format__(self, spec: str) -> str:
        raise RuntimeError("no format")


HUGE = 10**5000  # more digits than Python writes out

ODD_DETAILS: list[Any] = [
    (("change", 5),),  # the sentence fills {change} itself
    (("kind", "x"),),
    ((1, 2),),  # a key that is not text
    (("bolts",),),  # not a pair
    (("bolts", 1, 2),),
    ("bolts",),
    (None,),
    ((("a", "b"), 1),),  # an unhashable key? a tuple, hashable, but not text
    ((["a"], 1),),  # an unhashable key
    (("bolts", HUGE),),
    (("bolts", Unprintable()),),
    (("bolts", ["a", "list"]),),
    (("bolts", None),),
    (("bolts", "x" * 100_000),),
    (("led_suit", 5), ("phase", None), ("to_beat", "not a card"), ("condition", [])),
    (("attempt", "{0}"), ("attempts", "{attempts}")),  # braces in a value
    None,
    5,
    "bolts",
    {"bolts": 2},
    [("bolts", 2)],
]
ODD_CHANGES: list[Any] = [0, -120, HUGE, -HUGE, "ten", None, 1.5, True, Unprintable()]


def _readable(text: object, limit: int = 2000) -> None:
    """A sentence, short: a detail of any size is quoted briefly."""
    assert type(text) is str
    assert len(text) < limit


@pytest.mark.parametrize("details", ODD_DETAILS, ids=lambda v: type(v).__name__)
@pytest.mark.parametrize("kind", list(t.EventKind))
def test_a_score_event_with_odd_details_reads(kind: t.EventKind, details: Any) -> None:
    event = t.ScoreEvent(kind, 10, details)
    _readable(str(event))
    for locale in i18n.Locale:
        _readable(i18n.format_event(event, locale))
    event.detail("bolts")  # no error either
    marks([event])


@pytest.mark.parametrize("change", ODD_CHANGES, ids=lambda c: type(c).__name__)
@pytest.mark.parametrize("kind", [t.EventKind.BOLT, t.EventKind.POINTS, t.EventKind.WON])
def test_a_score_event_with_an_odd_change_reads(kind: t.EventKind, change: Any) -> None:
    event = t.ScoreEvent(kind, change, (("points", 15), ("bolts", 1), ("score", 1000)))
    _readable(str(event))
    for locale in i18n.Locale:
        _readable(i18n.format_event(event, locale))


def test_a_score_event_keeps_the_details_that_fit() -> None:
    odd: Any = (("bolts", 2), ("change", 99), (3, 4))
    event = t.ScoreEvent(t.EventKind.BOLT, 0, odd)
    assert str(event) == "bolt 2 of 3"
    assert i18n.format_event(event, "ru") == "болт 2 из 3"
    made = t.ScoreEvent(t.EventKind.CONTRACT_MADE, HUGE, (("contract", HUGE),))
    assert str(made) == "made a number of about 5000 digits: a number of about 5000 digits"


@pytest.mark.parametrize("details", ODD_DETAILS, ids=lambda v: type(v).__name__)
@pytest.mark.parametrize(
    "reason",
    [t.Reason.MUST_FOLLOW_SUIT, t.Reason.BID_TOO_LOW, t.Reason.WRONG_PHASE, t.Reason.NOT_YOUR_TURN],
)
def test_a_violation_with_odd_details_is_described(reason: t.Reason, details: Any) -> None:
    violation = t.Violation(reason, "refused", seat=1, details=details)
    _readable(str(violation))
    for locale in i18n.Locale:
        _readable(i18n.describe(violation, locale))
        _readable(i18n.describe(t.IllegalActionError(violation), locale))


@pytest.mark.parametrize(
    ("reason", "message", "seat"),
    [
        ("not a reason", "refused", 1),
        (["unhashable"], "refused", 1),
        (None, None, None),
        (t.Reason.NOT_YOUR_TURN, HUGE, HUGE),
        (t.Reason.NOT_YOUR_TURN, Unprintable(), Unprintable()),
        (t.Reason.NOT_YOUR_TURN, ["a"], "p1"),
        (t.Reason.NOT_YOUR_TURN, "x" * 100_000, -1),
    ],
    ids=lambda v: type(v).__name__,
)
def test_a_violation_of_odd_parts_is_described(reason: Any, message: Any, seat: Any) -> None:
    violation = t.Violation(reason, message, seat=seat)
    # A message of text is the program's own, said as it is, however long.
    _readable(str(violation), 200_000)
    for locale in i18n.Locale:
        _readable(i18n.describe(violation, locale), 200_000)


def test_a_violation_keeps_the_details_that_fit() -> None:
    odd: Any = (("to_act", 2), (5, 6), ("x",))
    violation = t.Violation(t.Reason.NOT_YOUR_TURN, "refused", seat=1, details=odd)
    assert i18n.describe(violation) == i18n.describe(
        t.Violation(t.Reason.NOT_YOUR_TURN, "refused", seat=1, details=(("to_act", 2),))
    )


@pytest.mark.parametrize(
    ("field", "message"),
    [(HUGE, "m"), (Unprintable(), "m"), ("f", Unprintable()), (None, None)],
    ids=lambda v: type(v).__name__,
)
def test_a_summary_problem_of_odd_parts_is_described(field: Any, message: Any) -> None:
    problem = t.SummaryProblem(field, t.Reason.CARD_POINTS_TOTAL, message)
    _readable(str(problem))
    for locale in i18n.Locale:
        _readable(i18n.describe(problem, locale))
