"""Records of deals and their replay: a record gives back every state of the deal."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

import thousand as t
from helpers.rounds import LAB, start
from strategies import Playout, playouts

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
    assert dict(record.extra) == extra
    assert record == t.record_of(
        state, players=("Ann", "Bob", "Cy"), date="2024-05-01", extra=extra
    )


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
    assert str(raised.value) == "actions[1]: seat 2 has passed and may not bid again in this deal"
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
