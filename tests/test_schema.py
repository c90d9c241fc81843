"""The published JSON Schemas: generated from the types, current, and valid for real documents."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings

import thousand as t
from strategies import round_records
from thousand.schema import documents, json_schema, schema_text
from thousand.serialization import dumps

DOCS = Path(__file__).parent.parent / "docs"

SCHEMAS = documents()
RECORD = jsonschema.Draft202012Validator(SCHEMAS["record.schema.json"])
VIEW = jsonschema.Draft202012Validator(SCHEMAS["view.schema.json"])
MESSAGE = jsonschema.Draft202012Validator(SCHEMAS["message.schema.json"])


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_the_schemas_are_valid_and_the_docs_hold_the_current_ones(name: str) -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMAS[name])
    assert (DOCS / "schema" / name).read_text(encoding="utf-8") == schema_text(SCHEMAS[name]), (
        "docs/schema is stale: build the docs (sphinx-build) to regenerate it"
    )


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=60)
@given(round_records())
def test_records_and_states_validate(record: t.RoundRecord) -> None:
    RECORD.validate(json.loads(dumps(record)))
    RECORD.validate(json.loads(dumps(t.final_state(record))))


def test_every_view_of_a_deal_validates() -> None:
    for seed in range(8):
        rules = t.Rules()
        state = t.apply(t.new_round(rules, seed % 3), t.deal(rules, random.Random(seed)))
        rng = random.Random(seed)
        while True:
            for v in (t.public_view(state), *(t.view(state, s) for s in range(3))):
                VIEW.validate(json.loads(dumps(v)))
                VIEW.validate(json.loads(dumps(v, rules="omit")))
                MESSAGE.validate(json.loads(dumps(t.ViewMessage(v))))
                MESSAGE.validate(json.loads(dumps(t.ViewMessage(v), rules="omit")))
            if t.is_over(state):
                break
            state = t.apply(state, rng.choice(t.legal_actions(state)))


@pytest.mark.parametrize(
    ("mutate", "schema"),
    [
        (lambda d: d.update(dealer="0"), RECORD),
        (lambda d: d.update(unknown=1), RECORD),
        (lambda d: d.pop("format"), RECORD),
        (lambda d: d["actions"].append({"type": "fold", "seat": 0}), RECORD),
        (lambda d: d["deal"]["hands"][0].append("10h"), RECORD),
    ],
)
def test_the_schema_refuses_what_the_loader_refuses(mutate: Any, schema: Any) -> None:
    state = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(1)))
    data = json.loads(dumps(t.record_of(state)))
    mutate(data)
    assert not schema.is_valid(data)
    with pytest.raises(t.RecordError):
        t.serialization.loads(json.dumps(data), t.RoundRecord)


def test_a_lean_view_validates_with_a_digest_and_not_with_rules_and_a_ref() -> None:
    rules = t.Rules(bidding=t.BiddingRules(bid_step=10))
    state = t.apply(t.new_round(rules), t.deal(rules, random.Random(1)))
    lean = json.loads(dumps(t.view(state, 0), rules="omit"))
    VIEW.validate(lean)
    assert not VIEW.is_valid({**lean, "rules": {}})
    assert not VIEW.is_valid({**lean, "rules_ref": "not a ref"})
    del lean["rules_ref"]
    assert not VIEW.is_valid(lean)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.pop("to"),
        lambda d: d.update(to="0"),
        lambda d: d.update(extra=1),
        lambda d: d["view"].update(format=1),
    ],
)
def test_the_message_schema_refuses_what_the_loader_refuses(mutate: Any) -> None:
    state = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(1)))
    data = json.loads(dumps(t.ViewMessage(t.view(state, 0))))
    mutate(data)
    assert not MESSAGE.is_valid(data)
    with pytest.raises(t.RecordError):
        t.serialization.loads(json.dumps(data), t.ViewMessage)


def test_schemas_for_other_types() -> None:
    action_schema = json_schema(t.Action)
    validator = jsonschema.Draft202012Validator(action_schema)
    assert validator.is_valid(
        {"format": 1, "type": "play", "seat": 0, "card": "Ah", "declare": True}
    )
    assert not validator.is_valid({"format": 1, "type": "play", "seat": 0})
    assert json_schema(t.RoundState)["title"] == "thousand RoundRecord"
    rules = jsonschema.Draft202012Validator(json_schema(t.Rules))
    assert rules.is_valid(json.loads(dumps(t.Rules())))


@pytest.mark.parametrize(
    "cls", [None, 5, "Rules", int, list[int], t.Card, t.Outcome, t.Bid | int, object]
)
def test_a_schema_of_what_the_library_does_not_write_is_refused(cls: object) -> None:
    with pytest.raises(t.RecordError) as raised:
        json_schema(cls)
    assert raised.value.reason is t.Reason.INVALID_RECORD


def test_a_schema_s_title_is_text() -> None:
    assert json_schema(t.Rules, title="house rules")["title"] == "thousand house rules"
    for title in (5, b"x", ["x"]):
        with pytest.raises(t.RecordError):
            json_schema(t.Rules, title=title)  # type: ignore[arg-type]
    # A union of action classes is written as any of its members.
    assert len(json_schema(t.Bid | t.Pass)["anyOf"]) == 2
