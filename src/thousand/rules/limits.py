"""The ranges of the numeric settings: what a deal or a game can reach, and no more.

Every number of :class:`~thousand.Rules` lies in a documented range, so that rules read
from a file cannot ask for what no table plays (a maximum bid of a billion) nor make the
engine work without end: :func:`~thousand.legal_actions` offers one bid per multiple of
the step up to the maximum bid, and a bolt in a multiplied deal counts as that many
bolts (F5). Each group lists the ranges of its settings as :class:`Bound` values, and
:func:`~thousand.rules.ruleset.problems_of` checks them before any check that combines
settings.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from thousand.cards import CARD_POINTS
from thousand.errors import shown

MAX_POINTS = 1_000
"""The most points a bid, a contract, a marriage's value, a bonus or a penalty may be.

A deal is worth at most 120 card points and the marriages declared in it: 120 + 40 + 60
+ 80 + 100 = 400 under the classic values, 600 with the ace marriage's 200 (E3), and the
highest bid of the rule texts is 300 (C5). A thousand points, the whole game's target, leaves
room for any house values and still keeps the bids a seat chooses from (one per multiple
of the step, C4) below a thousand."""


PACK_POINTS = sum(CARD_POINTS)
"""The card points of the whole pack, 120 (``core.card_points``): no hand or talon holds
more, so a higher redeal threshold (B1) says nothing more."""


MAX_SCORE = 10_000
"""The most a score setting may be: the target (G1), the barrel threshold below it (G3),
the bank (G14) and either side of the negative score limit (C7). Ten times the target of
the classic game, 1000."""


MAX_COUNT = 100
"""The most deals or concessions a setting may count: barrel attempts (G6), falls before
the score resets (G7), free concessions (D7). The rule texts count to 3."""


MAX_MULTIPLIER = 10
"""The most a golden (F7) or dark (F6) deal may multiply its scores by; the rule texts
double them. A bolt in a multiplied deal counts as that many bolts (F5)."""


POINTS = "the most points a bid, a value, a bonus or a penalty may be"
"""Why a setting stops at :data:`MAX_POINTS`, for its problem's message."""
PACK = "the card points of the whole pack"
"""Why a setting stops at :data:`PACK_POINTS`."""
SCORE = "the most a score setting may be"
"""Why a setting stops at :data:`MAX_SCORE`."""
COUNT = "the most deals or concessions a setting may count"
"""Why a setting stops at :data:`MAX_COUNT`."""
MULTIPLIER = "the most a deal's scores may be multiplied by"
"""Why a setting stops at :data:`MAX_MULTIPLIER`."""


class Bound(NamedTuple):
    """The range a numeric setting lies in, both ends included.

    A setting that may be ``None`` (no limit, no penalty) is checked only when it is a
    number.
    """

    field: str
    """The dotted path of the setting, e.g. ``"bidding.max_bid"``."""
    low: int
    """The least value allowed."""
    high: int
    """The most value allowed: one of this module's limits."""
    why: str
    """What ``high`` is, for the message: one of this module's phrases (:data:`POINTS`)."""


def value_at(rules: Any, path: str) -> Any:
    """The setting at the dotted ``path`` of ``rules`` (``"play.marriage_values.hearts"``)."""
    return _getter(path)(rules)


@functools.cache
def _getter(path: str) -> Callable[[Any], Any]:
    return operator.attrgetter(path)


def check_bounds(rules: Any, bounds: Iterable[Bound], typed: Any, problem: Any) -> None:
    """Report each setting of ``bounds`` that is a number outside its range.

    Args:
        rules: the :class:`~thousand.Rules` value.
        bounds: the ranges, in the order of the settings.
        typed: whether fields have the right type, as :func:`problems_of` passes it.
        problem: reports a problem, as :func:`problems_of` passes it.
    """
    for field, low, high, why in bounds:
        if not typed(field):
            continue
        value = value_at(rules, field)
        if value is None or low <= value <= high:
            continue
        if value > high:
            message = f"must be at most {high} ({why}), not {shown(value)}"
        elif low == 0:
            message = f"must not be negative: {shown(value)}"
        elif low == 1:
            message = f"must be positive, not {shown(value)}"
        else:
            message = f"must be at least {low}, not {shown(value)}"
        problem(field, message)
