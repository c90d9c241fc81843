"""Untrusted input: every loader and parser, fed mutated documents, random and oversized text.

A server that embeds the library reads rules, actions, views and records from the network.
Whatever it is handed, the only outcomes allowed are a valid value (which writes back the
same and loads again equal; a view then samples a world that agrees with it) or the
documented error (:class:`~thousand.RecordError` for JSON, :class:`~thousand.NotationError`
for text), each within a bound on its work (function calls counted, never seconds). The
documents mutated are real ones, from seeded deals and games of every preset, so the
mutations reach deep into valid structure.

``THOUSAND_FUZZ_EXAMPLES`` sets the examples of each test (``nox -s fuzz`` runs about
100,000 in all); ``--hypothesis-show-statistics`` prints how many ran.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import thousand as t
from helpers.work import calls, worlds_drawn
from thousand.serialization import dumps, loads

T = TypeVar("T")

EXAMPLES = int(os.environ.get("THOUSAND_FUZZ_EXAMPLES", "150"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    # The test run draws the same cases every time; the long fuzz run draws new ones.
    derandomize="THOUSAND_FUZZ_EXAMPLES" not in os.environ,
    # No shrinking: a failing document is reported as drawn (shrinking large documents
    # takes minutes and adds little here).
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
BASE_CALLS = 2_000_000
"""Function calls any single load, parse or world sample may make, beyond
:data:`CALLS_PER_CHARACTER` for each character read: a genuine view loads in about 30,000
(one world drawn and replayed); a search through every attempt makes about ten million."""

CALLS_PER_CHARACTER = 4
"""Reading is linear in the input: a long text costs calls in proportion, no more."""

# --- real documents, from seeded deals and games of every preset ---------------------------


def _played(rules: t.Rules, seed: int, stop: float) -> t.RoundState:
    """A seeded deal of ``rules`` played at random for a fraction ``stop`` of its actions."""
    rng = random.Random(seed)
    state = t.new_round(rules, dealer=seed % rules.players)
    states = [state]
    while not t.is_over(state):
        if t.is_chance(state):
            state = t.apply(state, t.chance_action(state, rng))
        else:
            state = t.apply(state, rng.choice(t.legal_actions(state)))
        states.append(state)
    return states[int(stop * (len(states) - 1))]


@cache
def corpus() -> tuple[tuple[type[Any] | object, Any], ...]:
    """(type to load as, value) for real values of every loadable kind."""
    out: list[tuple[Any, Any]] = []
    for index, name in enumerate(t.PRESETS):
        rules = t.Rules.preset(name)
        out.append((t.Rules, rules))
        for stop in (0.0, 0.3, 0.7, 1.0):
            state = _played(rules, index * 10 + int(stop * 10), stop)
            out.append((t.RoundState, state))
            out.append((t.RoundRecord, t.record_of(state)))
            for seat in range(rules.players):
                out.append((t.PlayerView, t.view(state, seat)))
            out.append((t.PlayerView, t.public_view(state)))
            out.append((t.ViewMessage, t.ViewMessage(t.view(state, index % rules.players))))
            for action in state.log:
                out.append((t.Action, action))
            if t.is_over(state):
                out.append((t.RoundResult, t.round_result(state)))
                out.append((t.RoundSummary, t.round_summary(state)))
        game = t.new_game(rules)
        rng = random.Random(index)
        for _ in range(3):
            deal = t.bots.play_to_end(t.next_round(game, rng), rng=rng)
            game = t.record_round(game, t.round_result(deal))
        out.append((t.GameState, game))
        out.append((t.GameRecord, t.record_of(game)))
    return tuple(out)


@cache
def documents() -> tuple[tuple[Any, Any], ...]:
    """(type, parsed JSON document) of every value of the corpus; views lean and full."""
    full = [(cls, json.loads(dumps(value))) for cls, value in corpus()]
    # The corpus plays the presets: a lean view names its preset and loads on its own.
    lean = [
        (cls, json.loads(dumps(value, rules="omit")))
        for cls, value in corpus()
        if cls in (t.PlayerView, t.ViewMessage)
    ]
    return tuple(full + lean)


@cache
def notation() -> tuple[str, ...]:
    """Text records of every deal of the corpus."""
    return tuple(t.format_record(value) for cls, value in corpus() if cls is t.RoundRecord)


# --- mutations ------------------------------------------------------------------------------

HUGE = st.sampled_from([10**6, -(10**6), 10**18, -(10**18), 10**400, 2**63, -1, 0, 1000])
JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-1000, max_value=1000),
    HUGE,
    st.floats(allow_nan=False),
    st.text(max_size=12),
    st.sampled_from(["Ah", "10h", "As", "p1", "pass", "bid", "play", "over", "dealing"]),
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=12,
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*path, index))


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def _mutate(document: Any, data: st.DataObject) -> Any:
    """One change somewhere in ``document`` (a copy): a value replaced, a key or an item
    removed or added, a number pushed out of range, a container nested deep."""
    document = json.loads(json.dumps(document))
    paths = list(_paths(document))
    path = data.draw(st.sampled_from(paths), label="path")
    kind = data.draw(
        st.sampled_from(["replace", "delete", "insert", "number", "deep", "duplicate"]),
        label="kind",
    )
    if not path:
        return data.draw(JSON_VALUES) if kind == "replace" else document
    parent, key = _get(document, path[:-1]), path[-1]
    if kind == "replace":
        parent[key] = data.draw(JSON_VALUES, label="value")
    elif kind == "delete":
        del parent[key]
    elif kind == "insert" and isinstance(parent, dict):
        parent[data.draw(st.text(max_size=8), label="key")] = data.draw(JSON_VALUES)
    elif kind == "insert":
        parent.insert(data.draw(st.integers(0, len(parent))), data.draw(JSON_VALUES))
    elif kind == "number":
        old = parent[key]
        delta = data.draw(st.sampled_from([1, -1, 7, -7, 10**6, -(10**9), 10**30]))
        parent[key] = (old + delta) if type(old) is int else delta
    elif kind == "deep":
        nested: Any = parent[key]
        for _ in range(data.draw(st.sampled_from([2, 50, 500]), label="depth")):
            nested = [nested]
        parent[key] = nested
    elif isinstance(parent, list):
        parent.insert(key, parent[key])
    return document


def _mutate_text(text: str, data: st.DataObject) -> str:
    """One change in ``text``: characters replaced, removed or inserted, a line repeated or
    dropped, a number made huge."""
    kind = data.draw(st.sampled_from(["char", "cut", "insert", "line", "number"]), label="kind")
    at = data.draw(st.integers(0, max(0, len(text) - 1)), label="at")
    if kind == "char":
        return text[:at] + data.draw(st.characters(), label="char") + text[at + 1 :]
    if kind == "cut":
        return text[:at] + text[at + data.draw(st.integers(1, 40)) :]
    if kind == "insert":
        return text[:at] + data.draw(st.text(max_size=30), label="text") + text[at:]
    lines = text.splitlines()
    if kind == "line" and lines:
        index = data.draw(st.integers(0, len(lines) - 1))
        if data.draw(st.booleans()):
            lines.insert(index, lines[index])
        else:
            del lines[index]
        return "\n".join(lines) + "\n"
    digits = data.draw(st.sampled_from([1, 12, 5000, 100_000]), label="digits")
    return text[:at] + "9" * digits + text[at:]


# --- the outcomes allowed -------------------------------------------------------------------


def _within_bound(run: Callable[[], T], size: int = 0) -> T:
    """``run()``, its work bounded: calls counted, and at most one search for a world."""
    with worlds_drawn() as draws:
        work = calls(run)
    limit = BASE_CALLS + CALLS_PER_CHARACTER * size
    assert work.calls <= limit, f"{work.calls:,} calls, more than {limit:,}"
    assert len(draws) <= 1, f"{len(draws)} searches for a world"
    if work.error is not None:
        raise work.error
    return work.result  # type: ignore[return-value]


def _load(document: Any, cls: Any) -> Any | None:
    """Load ``document`` as ``cls``: a value that round-trips, or RecordError, its work bounded."""
    text = json.dumps(document)
    try:
        value = _within_bound(lambda: loads(text, cls), len(text))
    except t.RecordError as error:
        refusal: t.RecordError | None = error
    else:
        refusal = None
    if refusal is not None:
        assert str(refusal), "a refusal says why"
        return None
    again = loads(dumps(value), cls)
    assert again == value
    return value


def _sample_agrees(v: t.PlayerView) -> None:
    """A loaded view samples a world that agrees with it, or is refused at once."""
    try:
        world = _within_bound(lambda: t.sample_world(v, random.Random(0)))
    except t.StateError as error:
        refusal: t.StateError | None = error
    else:
        refusal = None
    if refusal is not None:
        assert refusal.reason is t.Reason.NO_CONSISTENT_WORLD
        return
    seen = t.view(world, v.seat) if v.seat is not None else t.public_view(world)
    assert seen == v


# --- the tests ------------------------------------------------------------------------------


@FUZZ
@given(st.data())
def test_loads_refuses_mutated_documents_or_reads_a_valid_value(data: st.DataObject) -> None:
    cls, document = data.draw(st.sampled_from(documents()), label="document")
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        document = _mutate(document, data)
    if isinstance(document, dict):
        document.setdefault("format", 1)
    value = _load(document, cls)
    if isinstance(value, t.ViewMessage):
        value = value.view
    if isinstance(value, t.PlayerView):
        _sample_agrees(value)


@FUZZ
@given(st.data())
def test_loads_reads_every_document_as_every_type_or_refuses_it(data: st.DataObject) -> None:
    # The wrong type for the document: a record read as a view, a state as rules, ...
    _, document = data.draw(st.sampled_from(documents()), label="document")
    cls = data.draw(st.sampled_from(sorted({c for c, _ in corpus()}, key=str)), label="as")
    _load(document, cls)


@FUZZ
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200), JSON_VALUES.map(json.dumps)))
def test_loads_refuses_random_text(text: str | bytes) -> None:
    kinds = (t.Rules, t.Action, t.RoundState, t.PlayerView, t.ViewMessage, t.RoundRecord)
    for cls in (*kinds, t.GameRecord):
        try:
            _within_bound(lambda cls=cls: loads(text, cls), len(text))  # type: ignore[misc]
        except t.RecordError:
            continue


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000 + "]" * 100_000,
        '{"format": 1, "a": ' * 50_000 + "1" + "}" * 50_000,
        '{"format": 1, "type": "pass", "seat": ' + "9" * 100_000 + "}",
        '{"format": 1, "type": "pass", "seat": 1e999}',
        '{"format": 1, "type": "pass", "seat": 2, "seat": 1}',
        '{"format": 1, "type": "pass", "seat": "' + "x" * 1_000_000 + '"}',
        '{"format": 1, "bidding": {"max_bid": 1000000000, "bid_jumps": true, "cap": "none"}}',
    ],
)
def test_loads_refuses_oversized_documents_at_once(text: str) -> None:
    for cls in (t.Rules, t.Action, t.RoundState, t.PlayerView, t.RoundRecord):
        with pytest.raises(t.RecordError):
            _within_bound(lambda cls=cls: loads(text, cls), len(text))  # type: ignore[misc]


@FUZZ
@given(st.data())
def test_parse_record_refuses_mutated_records_or_reads_a_valid_one(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(notation()), label="record")
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        text = _mutate_text(text, data)
    try:
        record = _within_bound(lambda: t.parse_record(text), len(text))
    except t.NotationError as error:
        refusal: t.NotationError | None = error
    else:
        refusal = None
    if refusal is not None:
        assert str(refusal), "a refusal says why"
        return
    assert t.parse_record(t.format_record(record)) == record
    assert t.final_state(record) is not None  # it replays


@FUZZ
@given(st.data())
def test_parse_action_refuses_mutated_lines_or_reads_an_action(data: st.DataObject) -> None:
    record = data.draw(st.sampled_from(notation()), label="record")
    lines = [line for line in record.splitlines() if line.startswith("p")] or ["p1 pass"]
    text = _mutate_text(data.draw(st.sampled_from(lines), label="line"), data)
    try:
        action = _within_bound(lambda: t.parse_action(text), len(text))
    except t.NotationError as error:
        refusal: t.NotationError | None = error
    else:
        refusal = None
    if refusal is not None:
        assert str(refusal), "a refusal says why"
        return
    assert t.parse_action(t.format_action(action)) == action


@FUZZ
@given(st.text(max_size=60))
def test_cards_parse_or_refuse(text: str) -> None:
    try:
        card = t.Card.parse(text)
    except t.NotationError:
        pass
    else:
        assert t.Card.parse(str(card)) is card
    try:
        cards = t.parse_cards(text)
    except t.NotationError:
        return
    assert t.parse_cards(t.format_cards(cards)) == cards


@pytest.mark.parametrize(
    "text", ["p1 bid 1000001", "p1 bid 5000000 dark", "p2 contract 99999999", "p1 talon 92"]
)
def test_parse_action_reads_only_what_format_action_writes(text: str) -> None:
    # A bid above MAX_WHOLE, or a talon numbered above the seats, used to read as an
    # action that format_action refused to write back.
    with pytest.raises(t.NotationError):
        t.parse_action(text)
    for fits in ("p1 bid 1000000", "p2 contract 1000000", "p1 talon 4"):
        assert t.format_action(t.parse_action(fits)) == fits


@pytest.mark.parametrize(
    "text",
    [
        "p" + "9" * 100_000 + " pass",
        "p1 bid " + "9" * 100_000,
        "p1 play " + "A" * 1_000_000,
        "\n" * 100_000,
        "p1 " + "pass " * 100_000,
    ],
)
def test_parse_action_refuses_oversized_lines_at_once(text: str) -> None:
    with pytest.raises(t.NotationError):
        _within_bound(lambda: t.parse_action(text), len(text))


@pytest.mark.parametrize(
    "text",
    [
        "format 1\ndealer p" + "9" * 5000 + "\n",
        "format " + "9" * 100_000 + "\n",
        "format 1\nrules " + "{" * 100_000 + "\n",
        "format 1\n" + "p1 pass\n" * 200_000,
    ],
)
def test_parse_record_refuses_oversized_records_at_once(text: str) -> None:
    with pytest.raises(t.NotationError):
        _within_bound(lambda: t.parse_record(text), len(text))


@FUZZ
@given(st.data())
def test_forged_actions_never_change_a_state(data: st.DataObject) -> None:
    # Actions loaded from a client, applied to states of another deal: the state is a
    # value, so a refusal leaves it as it was, and check agrees with apply.
    states = [value for cls, value in corpus() if cls is t.RoundState]
    actions = [value for cls, value in corpus() if cls is t.Action]
    state = data.draw(st.sampled_from(states), label="state")
    action = data.draw(st.sampled_from(actions), label="action")
    before = t.record_of(state)
    violation = t.check(state, action)
    if violation is None:
        # At a chance node the legal actions are empty: chance is not a seat's choice.
        assert t.is_chance(state) or action in t.legal_actions(state)
        t.apply(state, action)
    else:
        with pytest.raises(t.IllegalActionError):
            t.apply(state, action)
        assert action not in t.legal_actions(state)
    assert t.record_of(state) == before


def test_a_record_of_hostile_length_is_refused_before_it_is_read() -> None:
    # A deal takes at most about 1,100 actions with the largest rules; a record holding
    # more than MAX_ACTIONS is refused as it is read, not replayed action by action.
    from thousand.formats.records import MAX_ACTIONS

    state = _played(t.Rules(), 1, 0.1)
    document = json.loads(dumps(t.record_of(state)))
    document["actions"] = document["actions"] + [{"type": "pass", "seat": 1}] * (MAX_ACTIONS + 1)
    with pytest.raises(t.RecordError, match="at most 10,000 actions") as refused:
        loads(json.dumps(document), t.RoundRecord)
    assert refused.value.where == "actions"
    game = json.loads(dumps(t.record_of(t.new_game(t.Rules()))))
    game["rounds"] = [{"actions": [{"type": "pass", "seat": 1}] * (MAX_ACTIONS + 1)}]
    with pytest.raises(t.RecordError, match="at most 10,000 actions"):
        loads(json.dumps(game), t.GameRecord)
    for before_the_deal in (True, False):
        deal = "" if before_the_deal else t.format_action(t.deal(t.Rules(), random.Random(1)))
        text = "format 1\n" + deal + "\n" + "p1 pass\n" * (MAX_ACTIONS + 1)
        with pytest.raises(t.NotationError, match="at most 10,000 actions") as too_long:
            t.parse_record(text)
        assert too_long.value.line == MAX_ACTIONS + 3
    with pytest.raises(t.RecordError, match="at most 10,000 actions"):
        t.RoundRecord(rules=t.Rules(), actions=[t.Pass(seat=1)] * (MAX_ACTIONS + 1))
