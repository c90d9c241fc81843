"""Records of deals and their replay: a record gives back every state of the deal."""

from __future__ import annotations

import copy
import json
import pickle
import random
from typing import TYPE_CHECKING, Any, cast

import attrs
import pytest
from hypothesis import HealthCheck, given, settings

import thousand as t
from helpers.rounds import LAB, start
from strategies import Playout, playouts
from thousand.serialization import dumps, loads, unstructure

if TYPE_CHECKING:
    from collections.abc import Callable

_SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


@_SETTINGS
@given(playouts(with_context=True))
def test_replay_gives_back_every_state_of_the_deal(playout: Playout) -> None:
    record = t.record_of(playout.final)
    assert record.rules == playout.rules
    assert record.dealer == playout.dealer
    assert record.deal == playout.deal
    assert record.prelude == playout.prelude  # the cutting (A9), an exposed card (A10)
    assert (*record.prelude, *([record.deal] if record.deal else []), *record.actions) == (
        playout.actions
    )
    assert tuple(t.replay(record)) == playout.states
    assert t.final_state(record) == playout.final


@_SETTINGS
@given(playouts(with_context=True))
def test_the_record_of_any_state_replays_to_that_state(playout: Playout) -> None:
    for state in playout.states[:: max(1, len(playout.states) // 5)]:
        assert t.final_state(t.record_of(state)) == state


def test_metadata_is_kept_verbatim() -> None:
    state = start(LAB)
    extra = {"_venue": "Kraków", "_table": {"number": 3, "tags": ["final", None]}}
    record = t.record_of(state, players=["Ann", "Bob", "Cy"], date="2024-05-01", extra=extra)
    assert record.players == ("Ann", "Bob", "Cy")
    assert record.date == "2024-05-01"
    # Kept frozen: lists come back as tuples, objects as read-only mappings.
    assert record.extra == {"_venue": "Kraków", "_table": {"number": 3, "tags": ("final", None)}}
    assert unstructure(record)["_table"] == extra["_table"]
    assert record == t.record_of(
        state, players=("Ann", "Bob", "Cy"), date="2024-05-01", extra=extra
    )


NESTED = {"_x": [1, 2], "_table": {"number": 3, "tags": ["final", None], "at": {"row": [1]}}}
"""Free-form values nested as JSON nests them: lists and objects inside each other."""


def _nested_records() -> list[t.RoundRecord | t.GameRecord]:
    round_record = t.record_of(start(LAB), players=["Ann", "Bob", "Cy"], extra=NESTED)
    game = t.new_game(t.Rules(), first_dealer=1)
    first = t.bots.play_to_end(t.next_round(game, random.Random(5)))
    game = t.record_round(game, t.round_result(first))
    second = attrs.evolve(t.record_of(start(LAB, dealer=2)), context=game.next_context)
    rounds = [t.record_of(first, extra={"_deal": [1]}), second]
    return [round_record, t.GameRecord(first_dealer=1, rounds=rounds, extra=NESTED)]


@pytest.mark.parametrize("record", _nested_records(), ids=["round", "game"])
def test_nested_metadata_cannot_change_in_place(record: t.RoundRecord | t.GameRecord) -> None:
    before = attrs.evolve(record)
    key = hash(record)
    extra = cast("Any", record.extra)
    with pytest.raises(AttributeError):
        extra["_x"].append(3)
    with pytest.raises(TypeError):
        extra["_table"]["number"] = 4
    with pytest.raises(TypeError):
        extra["_table"]["at"]["row"] += (2,)  # builds a new tuple, which cannot be stored
    with pytest.raises(TypeError):
        extra["_y"] = 1
    with pytest.raises(AttributeError):
        extra._items = {}
    assert record == before
    assert hash(record) == key == hash(before)
    assert record.extra["_x"] == (1, 2)
    assert record.extra["_table"] == {"number": 3, "tags": ("final", None), "at": {"row": (1,)}}


def test_changing_the_given_values_later_leaves_the_record_alone() -> None:
    given: dict[str, Any] = {"_x": [1], "_t": {"list": [1]}}
    record = t.RoundRecord(extra=given)
    copy = t.RoundRecord(extra={"_x": [1], "_t": {"list": [1]}})
    given["_x"].append(2)
    given["_t"]["list"].append(2)
    given["_z"] = 3
    assert record == copy
    assert record.extra == {"_x": (1,), "_t": {"list": (1,)}}


def test_equal_metadata_gives_equal_records_and_hashes() -> None:
    lists = t.RoundRecord(extra={"_x": [1, [2]], "_t": {"a": [], "b": {}}})
    tuples = t.RoundRecord(extra={"_x": (1, (2,)), "_t": {"b": {}, "a": ()}})
    assert lists == tuples
    assert hash(lists) == hash(tuples)
    assert lists != t.RoundRecord(extra={"_x": [1, [3]], "_t": {"a": [], "b": {}}})
    assert lists != t.RoundRecord(extra={"_x": [1, [2]]})
    assert len({lists, tuples, attrs.evolve(lists, extra=lists.extra)}) == 1


def test_metadata_shows_as_json_lists_and_objects() -> None:
    record, game = _nested_records()
    assert isinstance(record, t.RoundRecord)
    plain = json.dumps(NESTED, ensure_ascii=False)[1:-1]
    assert dumps(record).endswith(plain + "}")
    assert dumps(game).endswith(plain + "}")
    assert json.loads(dumps(game))["rounds"][0]["_deal"] == [1]
    assert unstructure(record)["_x"] == [1, 2]
    assert type(unstructure(record)["_table"]["tags"]) is list
    assert loads(dumps(record), t.RoundRecord) == record
    assert loads(dumps(game), t.GameRecord) == game
    text = t.format_record(record)
    assert '\n_x [1, 2]\n_table {"number": 3, "tags": ["final", null], "at": {"row": [1]}}\n' in (
        text
    )
    assert t.parse_record(text) == record


@pytest.mark.parametrize(
    ("value", "where"),
    [
        ({1, 2}, "_x"),
        ([1, object()], "_x[1]"),
        ({"a": {"b": b"bytes"}}, "_x.a.b"),
        ({1: "not text"}, "_x"),
    ],
)
def test_metadata_holds_only_json_values(value: object, where: str) -> None:
    # Anything else could change in place, or not come back from JSON as it went in.
    with pytest.raises(t.RecordError) as raised:
        t.RoundRecord(extra={"_x": value})
    assert raised.value.where == "extra"
    assert str(raised.value).startswith(f"extra: {where}: ")


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
@pytest.mark.parametrize("record", _nested_records(), ids=["round", "game"])
def test_records_pickle(record: t.RoundRecord | t.GameRecord, protocol: int) -> None:
    data = pickle.dumps(record, protocol)
    # The metadata pickles as plain JSON: the class that freezes it is free to change.
    assert b"JSONObject" not in data
    again = pickle.loads(data)
    assert type(again) is type(record)
    assert again == record
    assert hash(again) == hash(record)
    with pytest.raises(AttributeError):
        cast("Any", again.extra)["_x"].append(3)
    # The frozen metadata on its own pickles too, and stays frozen.
    extra = pickle.loads(pickle.dumps(record.extra, protocol))
    assert type(extra) is type(record.extra)
    assert extra == record.extra
    assert hash(extra) == hash(record.extra)


@pytest.mark.parametrize("how", [copy.copy, copy.deepcopy], ids=["copy", "deepcopy"])
@pytest.mark.parametrize("record", _nested_records(), ids=["round", "game"])
def test_records_copy(
    record: t.RoundRecord | t.GameRecord, how: Callable[[object], object]
) -> None:
    again = how(record)
    assert isinstance(again, (t.RoundRecord, t.GameRecord))
    assert type(again) is type(record)
    assert again == record
    assert hash(again) == hash(record)
    assert t.final_state(again) == t.final_state(record)
    assert how(record.extra) == record.extra


@pytest.mark.parametrize("key", ["venue", "", 3])
def test_free_form_keys_start_with_an_underscore(key: object) -> None:
    with pytest.raises(t.RecordError) as raised:
        t.RoundRecord(extra={key: 1})  # type: ignore[dict-item]
    assert raised.value.where == "extra"


@pytest.mark.parametrize(
    ("fields", "where"),
    [
        ({"actions": 5}, "actions"),
        ({"prelude": None}, "prelude"),
        ({"players": 3}, "players"),
        ({"extra": [1, 2]}, "extra"),
        ({"extra": 5}, "extra"),
    ],
)
def test_a_record_with_a_field_that_is_no_sequence_is_a_record_error(
    fields: dict[str, object], where: str
) -> None:
    with pytest.raises(t.RecordError) as raised:
        t.RoundRecord(**fields)  # type: ignore[arg-type]
    assert raised.value.where == where


@pytest.mark.parametrize(
    ("fields", "where"),
    [({"rounds": 5}, "rounds"), ({"players": None}, "players"), ({"extra": 1}, "extra")],
)
def test_a_game_record_with_a_field_that_is_no_sequence_is_a_record_error(
    fields: dict[str, object], where: str
) -> None:
    with pytest.raises(t.RecordError) as raised:
        t.GameRecord(**fields)  # type: ignore[arg-type]
    assert raised.value.where == where


def test_replay_names_the_illegal_action() -> None:
    record = t.record_of(start(LAB))
    bad = t.RoundRecord(deal=record.deal, actions=[t.Pass(seat=2), t.Pass(seat=2)])
    states: list[t.RoundState] = []
    with pytest.raises(t.RecordError) as raised:
        states.extend(t.replay(bad))
    assert raised.value.where == "actions[1]"
    assert str(raised.value) == "actions[1]: p3 has passed and may not bid again in this deal"
    assert isinstance(raised.value.__cause__, t.IllegalActionError)
    assert len(states) == 3  # the new deal, after the deal, after the first pass


def test_replay_refuses_a_bad_deal_and_a_bad_dealer() -> None:
    deal = t.Deal(hands=LAB.hands, talons=[LAB.talons[0][:2]])
    with pytest.raises(t.RecordError) as raised:
        t.final_state(t.RoundRecord(deal=deal))
    assert raised.value.where == "deal"
    with pytest.raises(t.RecordError) as raised:
        t.final_state(t.RoundRecord(dealer=3))
    assert raised.value.where == "dealer"


def test_a_record_without_a_deal_is_a_deal_waiting_for_its_cards() -> None:
    state = t.final_state(t.RoundRecord(dealer=2))
    assert state == t.new_round(t.Rules(), dealer=2)
