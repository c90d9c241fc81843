"""Records of deals: rules, dealer, the deal and the actions, never a state snapshot.

A :class:`RoundRecord` is what a game log stores: from it :func:`replay` rebuilds every
state of the deal exactly, through the engine, so a record can be checked, stepped
through, resumed or scored. Metadata (player names, a date, and free-form keys starting
with ``_``) travel with it unchanged. :mod:`thousand.serialization` writes records as
JSON and :mod:`thousand.notation` as text, one action per line.

>>> import random, thousand as t
>>> rules = t.Rules()
>>> s = t.apply(t.new_round(rules, dealer=2), t.deal(rules, random.Random(3)))
>>> s = t.apply(s, t.legal_actions(s)[0])
>>> r = t.record_of(s, players=("Ann", "Bob", "Cy"))
>>> r.dealer, len(r.actions), r.players
(2, 1, ('Ann', 'Bob', 'Cy'))
>>> states = list(t.replay(r))
>>> len(states), states[-1] == s
(3, True)
"""

from __future__ import annotations

import types
from collections.abc import Iterable, Iterator, Mapping

import attrs

from thousand.actions import Action, Deal
from thousand.engine import apply, new_round
from thousand.errors import IllegalActionError, RecordError, StateError
from thousand.rules import Rules
from thousand.state import RoundState

__all__ = ["RoundRecord", "final_state", "record_of", "replay"]

JSONValue = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]
"""A value JSON can hold (the values of a record's ``_`` keys)."""


def _extra(value: Mapping[str, object] | None) -> Mapping[str, object]:
    """Check the free-form keys (each starts with ``_``) and freeze the mapping."""
    items = dict(value or {})
    for key in items:
        if type(key) is not str or not key.startswith("_"):
            raise RecordError(f"free-form keys start with '_': {key!r}", where="extra")
    return types.MappingProxyType(items)


def _actions(actions: Iterable[Action]) -> tuple[Action, ...]:
    return tuple(actions)


def _names(names: Iterable[str]) -> tuple[str, ...]:
    return tuple(names)


@attrs.frozen(kw_only=True)
class RoundRecord:
    """One deal as a record: the rules, the dealer, the deal and the actions in order.

    Building a record checks nothing; :func:`replay` checks every action, and loading a
    record from JSON or text replays it.

    Attributes:
        rules: the rules of the deal.
        dealer: the dealer's seat.
        deal: the chance action, or ``None`` if the cards were not dealt yet.
        actions: the players' actions after the deal, in order.
        players: the players' names, seat 0 first (may be empty).
        date: when the deal was played, as text (ISO 8601 is recommended).
        extra: free-form metadata; keys start with ``_`` and are kept verbatim, values
            are anything JSON can hold.
    """

    rules: Rules = attrs.field(factory=Rules)
    dealer: int = 0
    deal: Deal | None = None
    actions: tuple[Action, ...] = attrs.field(default=(), converter=_actions)
    players: tuple[str, ...] = attrs.field(default=(), converter=_names)
    date: str | None = None
    extra: Mapping[str, object] = attrs.field(factory=dict, converter=_extra, hash=False)


def record_of(
    state: RoundState,
    *,
    players: Iterable[str] = (),
    date: str | None = None,
    extra: Mapping[str, object] | None = None,
) -> RoundRecord:
    """The record of ``state``: its rules, dealer, deal and actions so far.

    Args:
        state: a deal at any point.
        players: the players' names, seat 0 first.
        date: when it was played.
        extra: free-form metadata, keys starting with ``_``.

    Returns:
        A record that :func:`replay` turns back into ``state``.

    >>> import thousand as t
    >>> t.record_of(t.new_round(t.Rules(), dealer=1)).deal is None
    True
    """
    log = state.log
    deal = log[0] if log else None
    assert deal is None or isinstance(deal, Deal)
    return RoundRecord(
        rules=state.rules,
        dealer=state.dealer,
        deal=deal,
        actions=log[1:],
        players=tuple(players),
        date=date,
        extra=extra,
    )


def replay(record: RoundRecord) -> Iterator[RoundState]:
    """Every state of a recorded deal: the new deal, then the state after each action.

    Args:
        record: the record.

    Yields:
        ``new_round(rules, dealer)``, the state after the deal, then after each action.

    Raises:
        RecordError: the dealer is not a seat, there are actions but no deal, or an
            action is illegal where it stands; ``where`` names it (``"actions[7]"``) and
            the message says why. The states before it have been yielded.

    >>> import thousand as t
    >>> r = t.RoundRecord(actions=[t.Pass(seat=1)])
    >>> list(t.replay(r))
    Traceback (most recent call last):
    ...
    thousand.errors.RecordError: actions[0]: there is no deal before the actions
    """
    try:
        state = new_round(record.rules, record.dealer)
    except StateError as error:
        raise RecordError(str(error), where="dealer") from error
    yield state
    if record.deal is None:
        if record.actions:
            raise RecordError("there is no deal before the actions", where="actions[0]")
        return
    try:
        state = apply(state, record.deal)
    except IllegalActionError as error:
        raise RecordError(str(error), where="deal") from error
    yield state
    for index, action in enumerate(record.actions):
        try:
            state = apply(state, action)
        except IllegalActionError as error:
            raise RecordError(str(error), where=f"actions[{index}]") from error
        yield state


def final_state(record: RoundRecord) -> RoundState:
    """The last state of :func:`replay`: the deal as far as it was recorded.

    Raises:
        RecordError: as :func:`replay`.

    >>> import thousand as t
    >>> t.final_state(t.RoundRecord()).phase
    <Phase.DEALING: 'dealing'>
    """
    state: RoundState | None = None
    for state in replay(record):  # noqa: B007 - only the last one is kept
        pass
    assert state is not None
    return state
