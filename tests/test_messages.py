"""The view message (``{"format", "to", "view"}``) and views written without their rules."""

from __future__ import annotations

import json
import random
from typing import Any

import attrs
import pytest

import thousand as t
from thousand.serialization import dumps, loads, rules_changes, rules_digest, structure, unstructure

GAMBLER = t.Rules.preset("gambler")
STEP_10 = t.Rules(bidding=t.BiddingRules(bid_step=10))


def _state(rules: t.Rules, seed: int = 7, moves: int = 0) -> t.RoundState:
    state = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(seed)))
    rng = random.Random(seed)
    for _ in range(moves):
        if t.is_over(state):
            break
        state = t.apply(state, rng.choice(t.legal_actions(state)))
    return state


def _over(rules: t.Rules) -> t.RoundState:
    return _state(rules, moves=1000)


def _refused(text: str, cls: Any, **kwargs: Any) -> t.RecordError:
    with pytest.raises(t.RecordError) as raised:
        loads(text, cls, **kwargs)
    return raised.value


# --- the view message ------------------------------------------------------------------


def test_a_view_message_round_trips_for_every_seat_and_a_spectator() -> None:
    state = _state(t.Rules(), moves=12)
    for v in (t.public_view(state), *(t.view(state, seat) for seat in range(3))):
        message = t.ViewMessage(v)
        text = dumps(message)
        data = json.loads(text)
        assert list(data) == ["format", "to", "view"]
        assert data["to"] == v.seat
        assert data["view"] == unstructure(v)
        assert loads(text, t.ViewMessage) == message
        del data["format"]
        assert structure(data, t.ViewMessage) == message


@pytest.mark.parametrize(
    ("mutate", "where"),
    [
        (lambda d: d.pop("to"), ""),
        (lambda d: d.pop("view"), ""),
        (lambda d: d.update(extra=1), ""),
        (lambda d: d.update(to=1), "to"),
        (lambda d: d.update(to=None), "to"),
        (lambda d: d.update(to="0"), "to"),
        (lambda d: d.update(to=True), "to"),
    ],
)
def test_an_envelope_that_is_not_one_is_refused_as_an_invalid_message(
    mutate: Any, where: str
) -> None:
    data = json.loads(dumps(t.ViewMessage(t.view(_state(t.Rules()), 0))))
    mutate(data)
    error = _refused(json.dumps(data), t.ViewMessage)
    assert error.reason is t.Reason.INVALID_MESSAGE
    assert error.where == where


@pytest.mark.parametrize(
    "payload",
    [None, "view", {}, 2, t.new_game(t.Rules()), _state(t.Rules())],
    ids=["None", "text", "dict", "int", "game", "state"],
)
def test_a_message_made_of_something_else_than_a_view_is_an_invalid_message(
    payload: object,
) -> None:
    with pytest.raises(t.RecordError) as raised:
        t.ViewMessage(payload)  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.INVALID_MESSAGE
    assert raised.value.where == "view"


def test_a_message_made_of_a_view_with_fields_of_the_wrong_types_is_an_invalid_message() -> None:
    v = t.view(_state(t.Rules()), 0)
    wrong: list[dict[str, Any]] = [{"rules": None}, {"log": 3}]
    for changes in wrong:
        with pytest.raises(t.RecordError) as raised:
            t.ViewMessage(attrs.evolve(v, **changes))
        assert raised.value.reason is t.Reason.INVALID_MESSAGE, changes


@pytest.mark.parametrize(
    ("changes", "where"),
    [
        ({"seat": 3}, "view.seat"),
        ({"dealer": 5}, "view.dealer"),
        ({"hand_sizes": (7, 7, 9)}, "view.hand_sizes[2]"),
        ({"hand": (t.Card.ACE_OF_HEARTS,) * 7}, "view.hand"),
        ({"phase": t.Phase.PLAYING}, "view.phase"),
    ],
)
def test_a_message_made_of_a_view_that_cannot_be_is_refused_as_loading_refuses_it(
    changes: dict[str, Any], where: str
) -> None:
    v = t.view(_state(t.Rules()), 0)
    bad = attrs.evolve(v, **changes)
    with pytest.raises(t.RecordError) as made:
        t.ViewMessage(bad)
    assert made.value.reason is t.Reason.INCONSISTENT_VIEW
    assert made.value.where == where
    document = json.loads(dumps(t.ViewMessage(v)))
    document["view"] = json.loads(json.dumps(unstructure(bad)))
    document["to"] = document["view"]["seat"]
    loaded = _refused(json.dumps(document), t.ViewMessage)
    assert (loaded.reason, loaded.where) == (made.value.reason, made.value.where)


@pytest.mark.parametrize("preset", sorted(t.PRESETS))
def test_every_view_of_a_deal_makes_a_message(preset: str) -> None:
    rules = t.Rules.preset(preset)
    rng = random.Random(5)
    state = t.new_round(rules, dealer=1)
    while True:
        for v in (t.public_view(state), *(t.view(state, s) for s in range(rules.players))):
            assert t.ViewMessage(v).view is v
        if t.is_over(state):
            break
        action = t.chance_action(state, rng) if t.is_chance(state) else None
        state = t.apply(state, action or rng.choice(t.legal_actions(state)))


def test_a_message_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(t.RecordError) as raised:
        structure([], t.ViewMessage)
    assert raised.value.reason is t.Reason.INVALID_MESSAGE


def test_a_bad_view_inside_a_message_is_named_inside_the_view() -> None:
    data = json.loads(dumps(t.ViewMessage(t.view(_state(t.Rules()), 0))))
    data["view"]["declarer"] = -5
    error = _refused(json.dumps(data), t.ViewMessage)
    assert (error.reason, error.where) == (t.Reason.INCONSISTENT_VIEW, "view.declarer")
    data = json.loads(dumps(t.ViewMessage(t.view(_state(t.Rules()), 0))))
    data["view"]["phase"] = "napping"
    error = _refused(json.dumps(data), t.ViewMessage)
    assert (error.reason, error.where) == (t.Reason.INVALID_RECORD, "view.phase")


def test_the_view_of_a_message_has_no_format_of_its_own() -> None:
    data = json.loads(dumps(t.ViewMessage(t.view(_state(t.Rules()), 0))))
    data["view"]["format"] = 1
    assert _refused(json.dumps(data), t.ViewMessage).where == "view"


# --- the rules digest ------------------------------------------------------------------


def test_the_digest_is_the_documented_hash_of_the_rules_changes() -> None:
    import hashlib

    for rules in (t.Rules(), STEP_10, GAMBLER):
        canonical = json.dumps(
            rules_changes(rules), sort_keys=True, separators=(",", ":"), ensure_ascii=False
        )
        assert rules_digest(rules) == hashlib.sha256(canonical.encode()).hexdigest()[:16]
    assert rules_digest(t.Rules()) == "44136fa355b3678a"  # pinned: clients may store it
    assert len({rules_digest(t.Rules.preset(name)) for name in t.PRESETS}) == len(t.PRESETS)


def test_the_digest_refuses_what_is_not_rules() -> None:
    with pytest.raises(t.RecordError):
        rules_digest({})  # type: ignore[arg-type]


# --- views written without their rules -------------------------------------------------


@pytest.mark.parametrize("rules", [t.Rules(), GAMBLER, STEP_10])
def test_a_lean_view_loads_with_its_rules_and_equals_the_full_one(rules: t.Rules) -> None:
    for state in (_state(rules), _over(rules)):
        for v in (t.view(state, 0), t.public_view(state)):
            lean = dumps(v, rules="omit")
            data = json.loads(lean)
            assert "rules" not in data
            assert list(data)[:3] == ["format", "seat", "rules_ref"]
            assert loads(lean, t.PlayerView, rules=rules) == v
            assert len(lean) < len(dumps(v))


def test_a_preset_is_named_and_loads_without_the_rules() -> None:
    v = t.view(_state(GAMBLER), 1)
    assert json.loads(dumps(v, rules="omit"))["rules_ref"] == "gambler"
    assert loads(dumps(v, rules="omit"), t.PlayerView) == v
    classic = t.view(_state(t.Rules()), 1)
    assert json.loads(dumps(classic, rules="omit"))["rules_ref"] == "classic"


def test_other_rules_are_named_by_their_digest_and_need_them() -> None:
    v = t.view(_state(STEP_10), 2)
    lean = dumps(v, rules="omit")
    assert json.loads(lean)["rules_ref"] == rules_digest(STEP_10)
    error = _refused(lean, t.PlayerView)
    assert (error.reason, error.where) == (t.Reason.RULES_UNKNOWN, "rules_ref")


@pytest.mark.parametrize(
    ("written", "given"),
    [(STEP_10, t.Rules()), (GAMBLER, t.Rules()), (t.Rules(), STEP_10), (STEP_10, GAMBLER)],
)
def test_a_lean_view_refuses_other_rules(written: t.Rules, given: t.Rules) -> None:
    lean = dumps(t.view(_state(written), 0), rules="omit")
    error = _refused(lean, t.PlayerView, rules=given)
    assert (error.reason, error.where) == (t.Reason.RULES_MISMATCH, "rules_ref")


@pytest.mark.parametrize("ref", [None, 3, "", "sky", "44136FA355B3678A", "44136fa355b3678"])
def test_a_rules_ref_that_names_nothing_is_refused(ref: object) -> None:
    data = json.loads(dumps(t.view(_state(t.Rules()), 0), rules="omit"))
    data["rules_ref"] = ref
    error = _refused(json.dumps(data), t.PlayerView, rules=t.Rules())
    assert (error.reason, error.where) == (t.Reason.INVALID_RECORD, "rules_ref")


def test_a_view_holds_its_rules_or_a_ref_not_both_not_neither() -> None:
    v = t.view(_state(t.Rules()), 0)
    data = json.loads(dumps(v))
    data["rules_ref"] = "classic"
    assert _refused(json.dumps(data), t.PlayerView).where == "rules_ref"
    del data["rules"], data["rules_ref"]
    assert "missing field 'rules'" in str(_refused(json.dumps(data), t.PlayerView))


def test_a_full_view_carries_its_own_rules_whatever_is_given() -> None:
    v = t.view(_state(STEP_10), 0)
    assert loads(dumps(v), t.PlayerView, rules=GAMBLER) == v


def test_a_lean_view_is_still_checked_against_its_rules() -> None:
    data = json.loads(dumps(t.view(_state(STEP_10), 2), rules="omit"))
    del data["legal_actions"][0]
    error = _refused(json.dumps(data), t.PlayerView, rules=STEP_10)
    assert (error.reason, error.where) == (t.Reason.INCONSISTENT_VIEW, "legal_actions[0]")
    # Rules that agree on the digest's terms but not with the view: a bid step of 10
    # makes the view's legal bids wrong for the classic rules.
    data = json.loads(dumps(t.view(_state(STEP_10), 2), rules="omit"))
    data["rules_ref"] = "classic"
    error = _refused(json.dumps(data), t.PlayerView)
    assert error.reason is t.Reason.INCONSISTENT_VIEW


def test_a_lean_message_round_trips_and_names_the_place_in_the_view() -> None:
    state = _state(STEP_10, moves=5)
    message = t.ViewMessage(t.view(state, 1))
    lean = dumps(message, rules="omit")
    assert json.loads(lean)["view"]["rules_ref"] == rules_digest(STEP_10)
    assert loads(lean, t.ViewMessage, rules=STEP_10) == message
    error = _refused(lean, t.ViewMessage, rules=t.Rules())
    assert (error.reason, error.where) == (t.Reason.RULES_MISMATCH, "view.rules_ref")
    error = _refused(lean, t.ViewMessage)
    assert (error.reason, error.where) == (t.Reason.RULES_UNKNOWN, "view.rules_ref")


def test_many_lean_views_load_with_one_rules_argument() -> None:
    state = _state(STEP_10, moves=3)
    views = tuple(t.view(state, seat) for seat in range(3))
    data = json.loads(json.dumps([unstructure(v, rules="omit") for v in views]))
    assert structure(data, tuple[t.PlayerView, ...], rules=STEP_10) == views


def test_records_and_states_are_always_written_with_their_rules() -> None:
    state = _state(STEP_10)
    for value in (state, t.record_of(state), STEP_10, t.Pass(seat=1)):
        with pytest.raises(t.RecordError) as raised:
            dumps(value, rules="omit")
        assert raised.value.where == "rules"


def test_the_rules_arguments_are_checked() -> None:
    v = t.view(_state(t.Rules()), 0)
    with pytest.raises(t.RecordError):
        dumps(v, rules="lean")  # type: ignore[arg-type]
    with pytest.raises(t.RecordError):
        loads(dumps(v), t.PlayerView, rules="classic")  # type: ignore[call-overload]
    with pytest.raises(t.RecordError):
        structure(unstructure(v), t.PlayerView, rules={})  # type: ignore[call-overload]


def test_the_rules_given_do_not_leak_into_the_next_load() -> None:
    lean = dumps(t.view(_state(STEP_10), 0), rules="omit")
    loads(lean, t.PlayerView, rules=STEP_10)
    assert _refused(lean, t.PlayerView).reason is t.Reason.RULES_UNKNOWN


def test_a_lean_view_is_smaller_at_the_start_and_at_the_end_of_a_deal() -> None:
    for state in (_state(t.Rules()), _over(t.Rules())):
        v = t.view(state, 0)
        full, lean = len(dumps(v).encode()), len(dumps(v, rules="omit").encode())
        # The rules are about 2 KB of every full view.
        assert full - lean > 2000
