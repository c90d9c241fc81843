"""JSON through the one converter: round trips for every type, and strict loading."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import thousand as t
from helpers.rounds import LAB, bid, give, start
from strategies import Playout, playouts, round_records, rules
from thousand.serialization import (
    FORMAT_VERSION,
    converter,
    dumps,
    loads,
    rules_changes,
    structure,
    unstructure,
)

_SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def round_trip(value: Any, cls: Any) -> Any:
    text = dumps(value)
    assert json.loads(text)["format"] == FORMAT_VERSION
    again = loads(text, cls)
    assert direct_round_trip(value, cls) == value
    return again


def direct_round_trip(value: Any, cls: Any) -> Any:
    """``structure(unstructure(value))`` in Python, with no JSON between them.

    Plain data is what JSON gives back (lists, never tuples), so the two agree.
    """
    data = unstructure(value)
    assert data == json.loads(json.dumps(data))
    assert _no_tuples(data)
    return structure(data, cls)


def _no_tuples(data: object) -> bool:
    if isinstance(data, tuple):
        return False
    if isinstance(data, dict):
        return all(_no_tuples(item) for item in data.values())
    if isinstance(data, list):
        return all(_no_tuples(item) for item in data)
    return True


# --- round trips -----------------------------------------------------------------------


@_SETTINGS
@given(rules())
def test_rules_round_trip(the_rules: t.Rules) -> None:
    assert round_trip(the_rules, t.Rules) == the_rules
    assert structure(rules_changes(the_rules), t.Rules) == the_rules


@_SETTINGS
@given(playouts(with_context=True))
def test_actions_states_views_and_results_round_trip(playout: Playout) -> None:
    for action in playout.actions:
        assert round_trip(action, t.Action) == action
        assert round_trip(action, type(action)) == action
    for state in playout.states[:: max(1, len(playout.states) // 4)]:
        assert round_trip(state, t.RoundState) == state
        for v in (t.public_view(state), *(t.view(state, s) for s in range(state.players))):
            assert round_trip(v, t.PlayerView) == v
    result = t.round_result(playout.final)
    assert round_trip(result, t.RoundResult) == result
    for trick in playout.final.tricks:
        assert round_trip(trick, t.Trick) == trick


@_SETTINGS
@given(round_records())
def test_records_round_trip(record: t.RoundRecord) -> None:
    assert round_trip(record, t.RoundRecord) == record


def _preset_values(preset: str, seed: int) -> list[tuple[Any, Any]]:
    """(type, value) for every kind of document, from a seeded game of ``preset``."""
    rules = t.Rules.preset(preset)
    rng = random.Random(seed)
    game = t.new_game(rules, first_dealer=seed % rules.players)
    values: list[tuple[Any, Any]] = [(t.Rules, rules), (t.GameState, game)]
    for _ in range(2):  # two deals: the second starts from the first's scores
        state = t.next_round(game, rng)
        states = [state]
        while not t.is_over(state):
            action = t.chance_action(state, rng) if t.is_chance(state) else None
            state = t.apply(state, action or rng.choice(t.legal_actions(state)))
            states.append(state)
        for at in [*states[:: max(1, len(states) // 5)], state]:
            values.append((t.RoundState, at))
            values += [(t.PlayerView, v) for v in _views(at)]
            values.append((t.ViewMessage, t.ViewMessage(t.view(at, rng.randrange(rules.players)))))
        values += [(t.Action, action) for action in state.log]
        values += [
            (t.RoundResult, t.round_result(state)),
            (t.RoundSummary, t.round_summary(state)),
            (t.RoundRecord, t.record_of(state)),
            (t.RoundContext, state.context),
        ]
        values += [(t.Trick, trick) for trick in state.tricks]
        game = t.record_round(game, t.round_result(state))
        values += [(t.GameState, game), (t.GameRecord, t.record_of(game))]
        if game.winner is not None:
            break
    return values


def _views(state: t.RoundState) -> list[t.PlayerView]:
    return [t.public_view(state), *(t.view(state, seat) for seat in range(state.players))]


@pytest.mark.parametrize("preset", sorted(t.PRESETS))
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_structure_takes_back_what_unstructure_gives_for_every_preset(
    preset: str, seed: int
) -> None:
    for cls, value in _preset_values(preset, seed):
        assert direct_round_trip(value, cls) == value, (cls, value)


def test_the_document_shapes() -> None:
    assert unstructure(t.Bid(seat=1, value=110)) == {"type": "bid", "seat": 1, "value": 110}
    assert unstructure(t.PlayCard(seat=0, card=t.Card.parse("Th"))) == {
        "type": "play",
        "seat": 0,
        "card": "Th",
    }
    assert unstructure(t.Rules())["bidding"]["cap"] == "marriages_in_hand"
    record = t.record_of(start(LAB), players=["A", "B", "C"], extra={"_x": [1]})
    data = unstructure(record)
    assert list(data) == ["rules", "dealer", "deal", "actions", "players", "_x"]
    assert data["deal"]["hands"][0] == ["Ac", "Tc", "Kc", "Qc", "Ts", "Jd", "9d"]
    assert json.loads(dumps(start(LAB))) == {"format": 1, **unstructure(t.record_of(start(LAB)))}


def test_hidden_entries_of_a_view_are_tagged() -> None:
    state = give(bid(start(LAB), "105 p p"), {0: "Th", 1: "Jh"})
    log = unstructure(t.view(state, 0))["log"]
    assert log[0] == {
        "type": "hidden_deal",
        "seat": 0,
        "hand": ["Ts", "Qc", "Kc", "Tc", "Ac", "9d", "Jd"],
    }
    assert log[-1] == {"type": "hidden_give", "seat": 2, "to": 1}
    assert unstructure(t.view(state, 0))["talons"] == [["9s", "Js", "Jc"]]
    assert unstructure(t.view(start(LAB), 0))["talons"] == [[None, None, None]]


def test_cards_load_in_every_form() -> None:
    for text in ("Th", "10h", "th", "T♥", "10♥"):
        action = loads(json.dumps({"format": 1, "type": "play", "seat": 0, "card": text}), t.Action)
        assert action == t.PlayCard(seat=0, card=t.Card.parse("Th"))


def test_the_converter_structures_strictly_too() -> None:
    assert converter.structure({"type": "pass", "seat": 1}, t.Action) == t.Pass(seat=1)
    with pytest.raises(t.RecordError):
        converter.structure({"type": "pass", "seat": "1"}, t.Action)


# --- strict loading --------------------------------------------------------------------


def _record_data() -> dict[str, Any]:
    state = t.apply_all(start(LAB), [t.Pass(seat=2), t.Pass(seat=0)])
    data: dict[str, Any] = json.loads(dumps(t.record_of(state)))
    return data


def _mutated(path: list[Any], value: Any, *, delete: bool = False) -> str:
    data = _record_data()
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    if delete:
        del target[path[-1]]
    elif isinstance(target, list) and path[-1] == len(target):
        target.append(value)
    else:
        target[path[-1]] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    ("document", "where", "why"),
    [
        ("", "line 1 column 1", "not JSON"),
        ('{"format": 1, "rules": {', "line 1 column 25", "not JSON"),
        ("[1, 2]", "", "a document is a JSON object"),
        ('{"rules": {}}', "format", "missing the format version"),
        ('{"format": "1"}', "format", 'unsupported format "1"'),
        ('{"format": 2}', "format", "unsupported format 2"),
        ('{"format": 1, "format": 1}', "", "appears twice"),
        (_mutated(["dealer"], "0"), "dealer", 'expected a whole number, not "0"'),
        (_mutated(["dealer"], True), "dealer", "expected a whole number, not true"),
        (_mutated(["dealer"], 3), "dealer", "the dealer must be a seat 0..2"),
        (_mutated(["dealer"], 0.0), "dealer", "expected a whole number, not 0.0"),
        (_mutated(["rules", "bidding", "cap"], "always"), "rules.bidding.cap", "expected one of"),
        (_mutated(["rules", "dealing", "players"], 5), "rules.dealing.players", "not 5"),
        (_mutated(["rules", "bidding", "step"], 5), "rules.bidding", 'unknown field "step"'),
        (_mutated(["rules", "talon"], []), "rules.talon", "expected an object (TalonRules)"),
        (_mutated(["deal", "hands", 0, 0], "1s"), "deal.hands[0][0]", "not a card: '1s'"),
        (_mutated(["deal", "hands", 0, 7], "Ah"), "deal", "hand 0 must have 7 cards, not 8"),
        (_mutated(["deal", "hands", 0], "Ac Tc"), "deal.hands[0]", "expected a list"),
        (_mutated(["deal", "type"], "dael"), "deal.type", "expected 'deal'"),
        (_mutated(["deal", "talons"], None, delete=True), "deal", "missing field 'talons'"),
        (_mutated(["actions", 0, "type"], "fold"), "actions[0].type", "expected one of deal, bid"),
        (_mutated(["actions", 0, "type"], None, delete=True), "actions[0].type", "expected one of"),
        (_mutated(["actions", 0], "p3 pass"), "actions[0]", "expected an object with a type"),
        (_mutated(["actions", 1, "seat"], 2), "actions[1]", "p3 has passed"),
        (_mutated(["actions", 1, "seat"], 9), "actions[1]", "seat must be 0..2, not 9"),
        (_mutated(["actions", 1, "seat"], -1), "actions[1]", "seat must be 0..2, not -1"),
        (_mutated(["actions", 1, "extra"], 1), "actions[1]", 'unknown field "extra" in Pass'),
        (
            _mutated(["actions", 2], {"type": "play", "seat": 1, "card": "9c"}),
            "actions[2]",
            "giving a card"[:0] + "playing a card is not possible during the exchange",
        ),
        (_mutated(["actions"], {}), "actions", "expected a list"),
        (_mutated(["players"], ["A", 2]), "players[1]", "expected text, not 2"),
        (_mutated(["extra"], {}), "", "unknown field 'extra'"),
        (_mutated(["date"], 20240501), "date", "expected text"),
    ],
)
def test_loading_is_strict_and_says_where_and_why(document: str, where: str, why: str) -> None:
    with pytest.raises(t.RecordError) as raised:
        loads(document, t.RoundRecord)
    assert raised.value.where == where
    assert why in str(raised.value)


def test_a_deal_with_25_cards_is_refused() -> None:
    document = _mutated(["deal", "talons", 0, 3], "Ah")
    with pytest.raises(t.RecordError, match="talon 0 must have 3 cards, not 4"):
        loads(document, t.RoundRecord)


def test_loading_a_state_replays_its_record() -> None:
    state = t.apply_all(start(LAB), [t.Pass(seat=2), t.Pass(seat=0)])
    assert loads(dumps(state), t.RoundState) == state
    with pytest.raises(t.RecordError, match="p3 has passed"):
        loads(_mutated(["actions", 1, "seat"], 2), t.RoundState)


def test_a_record_error_carries_a_stable_reason() -> None:
    for text, cls in (
        ("{", t.RoundRecord),
        ('{"format": 1, "type": "pass", "seat": "2"}', t.Action),
        (_mutated(["actions", 1, "seat"], 2), t.RoundState),
    ):
        with pytest.raises(t.RecordError) as raised:
            loads(text, cls)
        assert raised.value.reason is t.Reason.INVALID_RECORD


def test_a_view_loads_structurally() -> None:
    data = json.loads(dumps(t.view(start(LAB), 0)))
    data["phase"] = "napping"
    with pytest.raises(t.RecordError) as raised:
        loads(json.dumps(data), t.PlayerView)
    assert raised.value.where == "phase"


def test_free_form_values_are_json() -> None:
    with pytest.raises(t.RecordError) as raised:
        structure({**_record_data(), "_x": {"a": {1, 2}}}, t.RoundRecord)
    assert raised.value.where == "_x.a"
    deep: Any = []
    for _ in range(200):
        deep = [deep]
    with pytest.raises(t.RecordError, match="nested too deeply"):
        structure({**_record_data(), "_x": deep}, t.RoundRecord)


def test_deeply_nested_json_is_refused_cleanly() -> None:
    with pytest.raises(t.RecordError):
        loads('{"format": 1, "_x": ' + "[" * 100_000 + "]" * 100_000 + "}", t.RoundRecord)


@pytest.mark.parametrize("value", [None, 3, b"{}", object()])
def test_loads_takes_text(value: Any) -> None:
    with pytest.raises(t.RecordError):
        loads(value, t.RoundRecord)


@given(st.integers(min_value=2))
def test_unknown_format_versions_are_refused(version: int) -> None:
    with pytest.raises(t.RecordError, match=f"unsupported format {version}"):
        loads(json.dumps({"format": version, "type": "pass", "seat": 0}), t.Action)
