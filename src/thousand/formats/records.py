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

import itertools
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TypeVar, overload

import attrs

from thousand.actions import Action, Deal
from thousand.engine import apply, is_over, new_round
from thousand.errors import (
    IllegalActionError,
    RecordError,
    StateError,
    ThousandError,
    shown,
    wrong_type,
)
from thousand.formats.json_values import JSONObject, thaw
from thousand.formats.json_values import JSONValue as JSONValue
from thousand.game.state import GameState, new_game, record_round
from thousand.round.context import STANDALONE, RoundContext
from thousand.rules.ruleset import Rules
from thousand.scoring.results import RoundSummary, summary_of
from thousand.scoring.scorer import score_round
from thousand.scoring.summary import round_result
from thousand.state import RoundState

__all__ = ["GameRecord", "RoundRecord", "final_state", "record_of", "replay"]


_S = TypeVar("_S", RoundState, GameState)
"""What a replay yields: the states of a deal, or of a game."""


def _extra(value: Mapping[str, object] | None) -> JSONObject:
    """Check the free-form keys (each starts with ``_``) and freeze the mapping, deeply."""
    if value is not None and not isinstance(value, Mapping):
        raise RecordError(f"a mapping of free-form keys, not {shown(value)}", where="extra")
    if isinstance(value, JSONObject) and all(key.startswith("_") for key in value):
        return value  # frozen already, e.g. by attrs.evolve
    items = dict(value or {})
    for key in items:
        if type(key) is not str or not key.startswith("_"):
            raise RecordError(f"free-form keys start with '_': {key!r}", where="extra")
    try:
        return JSONObject(items)
    except RecordError as error:
        raise RecordError(str(error), where="extra") from None
    except RecursionError:
        raise RecordError("nested too deeply", where="extra") from None


def _sequence(value: object, where: str, what: str, limit: int | None = None) -> tuple[Any, ...]:
    """``value`` as a tuple; a value that is no sequence is refused at once.

    Building a record checks nothing else (:func:`replay` checks the actions), but a
    record holds its fields as tuples, and there is no tuple of ``None``. With a
    ``limit``, no more than one item too many is read.
    """
    if not isinstance(value, Iterable):
        raise RecordError(f"a sequence of {what}, not {shown(value)}", where=where)
    try:
        return tuple(itertools.islice(value, limit + 1) if limit is not None else value)
    except OverflowError:  # a range too long to hold
        raise RecordError(f"too many {what}: {shown(value)}", where=where) from None


MAX_ACTIONS = 10_000
"""The most actions the record of one deal may hold.

Far more than any deal takes: with the largest rules a deal takes about 1,100 (a
thousand bids of one point, the cutting, the claims, the exchange and the cards), so a
record of hostile length is refused before it is read or replayed."""


def _bounded(actions: Iterable[Action], where: str) -> tuple[Action, ...]:
    held = _sequence(actions, where, "actions", MAX_ACTIONS)
    if len(held) > MAX_ACTIONS:
        raise RecordError(f"a deal holds at most {MAX_ACTIONS:,} actions", where=where)
    return held


def _actions(actions: Iterable[Action]) -> tuple[Action, ...]:
    return _bounded(actions, "actions")


def _prelude(actions: Iterable[Action]) -> tuple[Action, ...]:
    return _bounded(actions, "prelude")


def _names(names: Iterable[str]) -> tuple[str, ...]:
    if isinstance(names, str | bytes):  # one name is not the names of the players
        raise RecordError(f"a sequence of names, not {shown(names)}", where="players")
    if not isinstance(names, Iterable):
        raise RecordError(f"a sequence of names, not {shown(names)}", where="players")
    held: list[str] = []
    for name in names:  # one by one: the first that is no name stops a huge iterable
        if type(name) is not str:
            raise RecordError(f"a name is text, not {shown(name)}", where=f"players[{len(held)}]")
        held.append(name)
    return tuple(held)


def _date(date: str | None) -> str | None:
    if date is not None and type(date) is not str:
        raise RecordError(f"a date is text or None, not {shown(date)}", where="date")
    return date


def _rounds(
    rounds: Iterable[RoundRecord | RoundSummary],
) -> tuple[RoundRecord | RoundSummary, ...]:
    return _sequence(rounds, "rounds", "deals")


def _fields_of(record: RoundRecord | GameRecord) -> dict[str, object]:
    """A record's fields by name, its free-form values as plain JSON: what it pickles as.

    Plain JSON, so that a pickle or a copy names no class of the library for them and
    goes through the constructor again, which freezes them (see :func:`_rebuild`).
    """
    fields = {field.name: getattr(record, field.name) for field in attrs.fields(type(record))}
    fields["extra"] = thaw(record.extra)
    return fields


def _rebuild(record: RoundRecord | GameRecord, fields: dict[str, Any]) -> None:
    """Fill ``record``, made by pickle or copy without its constructor, from ``fields``."""
    # Through the constructor: its converters freeze the metadata again, and a field
    # missing from an older pickle takes its default.
    built = type(record)(**fields)
    for field in attrs.fields(type(record)):
        object.__setattr__(record, field.name, getattr(built, field.name))


@attrs.frozen(kw_only=True)
class RoundRecord:
    """One deal as a record: the rules, the dealer, the deal and the actions in order.

    Building a record checks only that its sequences are sequences and that its
    metadata is JSON under free-form keys that start with ``_`` (frozen, deeply;
    :class:`~thousand.RecordError` says which field); :func:`replay` checks every action,
    and loading a record from JSON or text replays it.

    Attributes:
        rules: the rules of the deal.
        dealer: the dealer's seat.
        context: what the deal knew of its game (scores, the barrel, a golden deal);
            the default is a deal on its own.
        deal: the chance action, or ``None`` if the cards were not dealt (yet, or at all:
            a deal that ended in the cutting, or with a card exposed).
        actions: the players' actions after the deal, in order.
        players: the players' names, seat 0 first (may be empty).
        date: when the deal was played, as text (ISO 8601 is recommended).
        extra: free-form metadata; keys start with ``_`` and are kept verbatim, values
            are anything JSON can hold, frozen: lists become tuples and objects read-only
            mappings (JSON and text records write them as lists and objects).
        prelude: the actions before the deal, in order: the cutting (A9: the cuts and
            the dealer's choices) and a card exposed instead of the deal (A10); empty
            without cutting.
    """

    rules: Rules = attrs.field(factory=Rules)
    dealer: int = 0
    context: RoundContext = STANDALONE
    deal: Deal | None = None
    actions: tuple[Action, ...] = attrs.field(default=(), converter=_actions)
    players: tuple[str, ...] = attrs.field(default=(), converter=_names)
    date: str | None = attrs.field(default=None, converter=_date)
    extra: Mapping[str, object] = attrs.field(factory=dict, converter=_extra)
    prelude: tuple[Action, ...] = attrs.field(default=(), converter=_prelude)

    def __getstate__(self) -> dict[str, object]:
        return _fields_of(self)

    def __setstate__(self, state: dict[str, Any]) -> None:
        _rebuild(self, state)


@attrs.frozen(kw_only=True)
class GameRecord:
    """A whole game as a record: the rules, the first dealer and each deal in order.

    Each deal is either a :class:`RoundRecord` (played through the engine: its cards and
    actions) or a :class:`~thousand.RoundSummary` (a deal played with real cards and
    kept by score). The dealer and the :class:`~thousand.RoundContext` of each deal
    follow from the game; :func:`replay` checks them, replays every deal and applies
    every game-level rule again. Building one checks only, as for a
    :class:`RoundRecord`, its sequences and free-form keys.

    Attributes:
        rules: the rules of the game.
        first_dealer: who dealt the first deal.
        rounds: the deals, in order. The last one may be a deal in progress (a record
            that is not over): it is checked, but not scored into the game.
        players: the players' names, seat 0 first (may be empty).
        date: when the game was played, as text.
        extra: free-form metadata; keys start with ``_`` and are kept verbatim, values
            frozen as in :class:`RoundRecord`.
    """

    rules: Rules = attrs.field(factory=Rules)
    first_dealer: int = 0
    rounds: tuple[RoundRecord | RoundSummary, ...] = attrs.field(default=(), converter=_rounds)
    players: tuple[str, ...] = attrs.field(default=(), converter=_names)
    date: str | None = attrs.field(default=None, converter=_date)
    extra: Mapping[str, object] = attrs.field(factory=dict, converter=_extra)

    def __getstate__(self) -> dict[str, object]:
        return _fields_of(self)

    def __setstate__(self, state: dict[str, Any]) -> None:
        _rebuild(self, state)


@overload
def record_of(
    state: RoundState,
    *,
    players: Iterable[str] = (),
    date: str | None = None,
    extra: Mapping[str, object] | None = None,
) -> RoundRecord: ...


@overload
def record_of(
    state: GameState,
    *,
    players: Iterable[str] = (),
    date: str | None = None,
    extra: Mapping[str, object] | None = None,
) -> GameRecord: ...


def record_of(
    state: RoundState | GameState,
    *,
    players: Iterable[str] = (),
    date: str | None = None,
    extra: Mapping[str, object] | None = None,
) -> RoundRecord | GameRecord:
    """The record of a deal (its rules, dealer, context, deal and actions) or of a game.

    A :class:`~thousand.GameState` keeps each deal's result, not its cards: its record
    holds one :class:`~thousand.RoundSummary` per deal. To keep the cards of deals played
    through the engine, build a :class:`GameRecord` with ``record_of(final_state)`` of
    each deal.

    Args:
        state: a deal at any point, or a game.
        players: the players' names, seat 0 first.
        date: when it was played.
        extra: free-form metadata, keys starting with ``_``.

    Returns:
        A record that :func:`replay` turns back into ``state``.

    Raises:
        StateError: ``state`` is neither a deal nor a game (reason ``malformed_action``).

    >>> import thousand as t
    >>> t.record_of(t.new_round(t.Rules(), dealer=1)).deal is None
    True
    >>> t.record_of(t.new_game(t.Rules(), first_dealer=2)).rounds
    ()
    """
    if isinstance(state, GameState):
        return GameRecord(
            rules=state.rules,
            first_dealer=state.first_dealer,
            rounds=[summary_of(entry.result) for entry in state.rounds],
            players=_names(players),
            date=date,
            extra=extra,
        )
    if not isinstance(state, RoundState):
        raise wrong_type("record_of", "a deal or a game (a RoundState or a GameState)", state)
    log = state.log
    at = next((i for i, action in enumerate(log) if type(action) is Deal), None)
    deal = log[at] if at is not None else None
    assert deal is None or isinstance(deal, Deal)
    return RoundRecord(
        rules=state.rules,
        dealer=state.dealer,
        context=state.context,
        deal=deal,
        actions=log[at + 1 :] if at is not None else (),
        players=_names(players),
        date=date,
        extra=extra,
        prelude=log[:at] if at is not None else log,
    )


@overload
def replay(record: RoundRecord) -> Iterator[RoundState]: ...


@overload
def replay(record: GameRecord) -> Iterator[GameState]: ...


def replay(record: RoundRecord | GameRecord) -> Iterator[RoundState] | Iterator[GameState]:
    """Every state of a recorded deal, or every state of a recorded game.

    For a :class:`RoundRecord`: ``new_round(rules, dealer, context=...)``, the state after
    each action of the prelude (the cutting), after the deal, then after each action.
    For a :class:`GameRecord`: ``new_game(rules, first_dealer)``, then the game after
    each deal (each played deal is replayed and scored with
    :func:`~thousand.round_result`, each summary with :func:`~thousand.score_round`,
    then :func:`~thousand.record_round`).

    Args:
        record: the record.

    Yields:
        The states, in order.

    Raises:
        RecordError: something in the record is illegal or inconsistent; ``where`` names
            it (``"actions[7]"``, ``"rounds[3].actions[2]"``, ``"rounds[4].dealer"``) and
            the message says why. The states before it have been yielded.

    >>> import thousand as t
    >>> r = t.RoundRecord(actions=[t.Pass(seat=1)])
    >>> list(t.replay(r))
    Traceback (most recent call last):
    ...
    thousand.errors.RecordError: actions[0]: there is no deal before the actions
    """
    if isinstance(record, GameRecord):
        return _replay_game(record)
    return _replay_round(_a_record("replay", record))


def _replay_round(record: RoundRecord) -> Iterator[RoundState]:
    try:
        state = new_round(record.rules, record.dealer, context=record.context)
    except StateError as error:
        where = "context" if error.reason.value == "invalid_context" else "dealer"
        raise RecordError(str(error), where=where) from error
    yield state
    for index, action in enumerate(record.prelude):
        try:
            state = apply(state, action)
        except IllegalActionError as error:
            raise RecordError(str(error), where=f"prelude[{index}]") from error
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


def _replay_game(record: GameRecord) -> Iterator[GameState]:
    try:
        game = new_game(record.rules, record.first_dealer)
    except StateError as error:
        raise RecordError(str(error), where="first_dealer") from error
    yield game
    last = len(record.rounds) - 1
    for index, entry in enumerate(record.rounds):
        after = advance(record, game, entry, f"rounds[{index}]", last=index == last)
        if after is None:
            return  # a deal in progress: checked, not scored
        game = after
        yield game


def advance(
    record: GameRecord,
    game: GameState,
    entry: RoundRecord | RoundSummary,
    where: str,
    *,
    last: bool,
) -> GameState | None:
    """The game after one more recorded deal (``None`` for a last deal still in progress).

    Raises:
        RecordError: the deal is illegal or does not fit the game at this point.
    """
    if game.is_over:
        raise RecordError("the game is over: no more deals", where=where)
    try:
        if isinstance(entry, RoundRecord):
            _check_setting(record, game, entry, where)
            state = _last_of(_replay_round(entry), where)
            if not is_over(state):
                if last:
                    return None
                raise RecordError("the deal is not over, and deals follow it", where=where)
            result = round_result(state)
        else:
            result = score_round(record.rules, entry)
        return record_round(game, result)
    except RecordError:
        raise
    except ThousandError as error:
        raise RecordError(str(error), where=where) from error


def _check_setting(record: GameRecord, game: GameState, entry: RoundRecord, where: str) -> None:
    if entry.rules != record.rules:
        raise RecordError(
            "a deal of the game is played with the game's rules", where=f"{where}.rules"
        )
    if entry.dealer != game.dealer:
        raise RecordError(
            f"p{game.dealer + 1} deals this deal, not p{entry.dealer + 1}", where=f"{where}.dealer"
        )
    if entry.context != game.next_context:
        raise RecordError(
            f"the deal's context must be {game.next_context}, not {entry.context}",
            where=f"{where}.context",
        )


def _last_of(states: Iterator[RoundState], where: str) -> RoundState:
    try:
        return _last(states)
    except RecordError as error:
        raise RecordError(bare_message(error), where=f"{where}.{error.where}") from error


def _last(states: Iterator[_S]) -> _S:
    """The last of the states a replay yields (it yields the starting state first)."""
    last: _S | None = None
    for last in states:  # noqa: B007 - only the last one is kept
        pass
    assert last is not None
    return last


def bare_message(error: RecordError) -> str:
    """The message of ``error`` without the ``where`` it starts with."""
    return str(error).partition(": ")[2] if error.where else str(error)


@overload
def final_state(record: RoundRecord) -> RoundState: ...


@overload
def final_state(record: GameRecord) -> GameState: ...


def final_state(record: RoundRecord | GameRecord) -> RoundState | GameState:
    """The last state of :func:`replay`: the deal or the game as far as it was recorded.

    Raises:
        RecordError: as :func:`replay`.

    >>> import thousand as t
    >>> t.final_state(t.RoundRecord()).phase
    <Phase.DEALING: 'dealing'>
    >>> t.final_state(t.GameRecord(first_dealer=1)).dealer
    1
    """
    if isinstance(record, GameRecord):
        return _last(_replay_game(record))
    return _last(_replay_round(_a_record("final_state", record)))


def _a_record(function: str, record: object) -> RoundRecord:
    """``record``, the argument of ``function``, refused unless it is a record."""
    if not isinstance(record, RoundRecord):
        raise RecordError(
            f"{function} takes a record (a RoundRecord or a GameRecord), not {shown(record)}"
        )
    return record
