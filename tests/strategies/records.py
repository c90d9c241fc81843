"""Hypothesis strategies for round records and the JSON values they carry.

:func:`round_records` cuts a playout at a drawn point and adds metadata (player names, a
date, free-form ``_`` keys with :data:`JSON_VALUES`): every kind of
:class:`~thousand.RoundRecord` the library writes.
"""

from __future__ import annotations

from hypothesis import strategies as st

import thousand as t

from ._cached import _below
from .playouts import playouts

_JSON_LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**6), 10**6), st.text(max_size=8)
)
JSON_VALUES = st.recursive(
    _JSON_LEAVES,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)
"""JSON values (no floats: they do not always survive a text round trip unchanged)."""


_EXTRA_KEYS = st.text(st.sampled_from("abcxyz_-09é"), max_size=6).map(lambda k: "_" + k)
"""Free-form keys: one word after the underscore, as the text format writes them."""


@st.composite
def round_records(draw: st.DrawFn, *, metadata: bool = True) -> t.RoundRecord:
    """The record of a random playout (in a drawn game context) cut at a drawn point,
    with drawn metadata."""
    playout = draw(playouts(with_context=True))
    state = playout.states[draw(_below(len(playout.states)))]
    if not metadata or not draw(st.booleans()):
        return t.record_of(state)
    names = st.text(min_size=1, max_size=10)
    return t.record_of(
        state,
        players=draw(st.lists(names, min_size=state.players, max_size=state.players)),
        date=draw(st.one_of(st.none(), st.dates().map(str), st.text(max_size=12))),
        extra=draw(st.dictionaries(_EXTRA_KEYS, JSON_VALUES, max_size=3)),
    )
