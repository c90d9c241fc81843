"""The 95% confidence intervals of a match: Student's t for means, Wilson for win rates.

Both are computed from the per-game (or per-deal) results alone, with the standard
library, and come out the same on every machine.

>>> from thousand.arena.statistics import mean_interval, wilson_interval
>>> mean_interval([10, 20, 30, 40])
Interval(low=4.46..., high=45.53...)
>>> wilson_interval(7, 10)
Interval(low=0.396..., high=0.892...)
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections.abc import Sequence

import attrs

__all__ = ["Interval", "mean_interval", "t_quantile", "wilson_interval"]

Z_95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""

_T_95 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip
"""The two-sided 95% quantiles of Student's t for 1 to 30 degrees of freedom."""

_T_95_BEYOND = ((30, 2.042), (40, 2.021), (60, 2.000), (120, 1.980))
"""Quantiles past the table, interpolated in 1/df towards :data:`Z_95`."""


@attrs.frozen
class Interval:
    """A 95% confidence interval.

    Attributes:
        low: its lower end.
        high: its upper end.
    """

    low: float
    high: float

    def __str__(self) -> str:
        return f"[{self.low:.1f}, {self.high:.1f}]"


def t_quantile(df: int) -> float:
    """The two-sided 95% quantile of Student's t with ``df`` degrees of freedom (df >= 1).

    Exact to three decimals up to 30 degrees of freedom; beyond, interpolated in ``1/df``
    between 30, 40, 60, 120 and the normal quantile, within 0.001.

    >>> from thousand.arena.statistics import t_quantile
    >>> t_quantile(1), t_quantile(30), round(t_quantile(10**9), 3)
    (12.706, 2.042, 1.96)
    """
    if df <= len(_T_95):
        return _T_95[df - 1]
    points = (*_T_95_BEYOND, (math.inf, Z_95))
    for (df0, t0), (df1, t1) in itertools.pairwise(points):
        if df <= df1:
            x, x0, x1 = 1 / df, 1 / df0, 1 / df1
            return t1 + (t0 - t1) * (x - x1) / (x0 - x1)
    return Z_95  # not reached: every df is at most infinity


def mean_interval(values: Sequence[int]) -> Interval | None:
    """The 95% confidence interval of the mean of ``values`` (Student's t).

    ``None`` for fewer than two values: one value says nothing of the spread.
    """
    n = len(values)
    if n < 2:
        return None
    mean = sum(values) / n
    half = t_quantile(n - 1) * statistics.stdev(values) / math.sqrt(n)
    return Interval(mean - half, mean + half)


def wilson_interval(wins: int, n: int) -> Interval:
    """The 95% Wilson score interval of a win rate of ``wins`` out of ``n`` (n >= 1).

    Unlike the normal approximation it stays inside [0, 1] and is not empty at 0 or n
    wins.

    >>> from thousand.arena.statistics import wilson_interval
    >>> wilson_interval(0, 4)
    Interval(low=0.0, high=0.489...)
    """
    p = wins / n
    z2 = Z_95 * Z_95
    scale = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / scale
    half = Z_95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / scale
    # At no wins (or all) the interval ends at 0 (or 1) exactly, not a rounding away.
    low = 0.0 if wins == 0 else centre - half
    high = 1.0 if wins == n else centre + half
    return Interval(low, high)
