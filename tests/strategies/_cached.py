"""Strategies built once, shared by the modules of this package.

Building a hypothesis strategy is not free, and the composite strategies draw from the
same few ranges and tuples again and again: :func:`_ints`, :func:`_below` and
:func:`_choice` build each one once (cached); :data:`_BOOLEANS` is built once.
"""

from __future__ import annotations

import functools
from typing import TypeVar, cast

from hypothesis import strategies as st

T = TypeVar("T")


@functools.cache
def _ints(low: int, high: int) -> st.SearchStrategy[int]:
    """``st.integers(low, high)``, built once per range (building strategies is not free)."""
    return st.integers(low, high)


@functools.cache
def _sampled(values: tuple[object, ...]) -> st.SearchStrategy[object]:
    return st.sampled_from(values)


def _choice(values: tuple[T, ...]) -> st.SearchStrategy[T]:
    """``st.sampled_from(values)``, built once per tuple."""
    return cast("st.SearchStrategy[T]", _sampled(values))


_BOOLEANS = st.booleans()


@functools.cache
def _below(n: int) -> st.SearchStrategy[int]:
    """``st.integers(0, n - 1)``, built once per ``n`` (building strategies is not free)."""
    return st.integers(0, n - 1)
