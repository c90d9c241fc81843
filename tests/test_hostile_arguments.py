"""Hostile arguments: every public function refuses wrong types and values out of range.

Each parameter of each public function of ``thousand``, :mod:`thousand.arena`,
:mod:`thousand.i18n`, :mod:`thousand.serialization`, :mod:`thousand.scoring`,
:mod:`thousand.svg` and :mod:`thousand.envs.encoding` (and
``Card.parse``, ``Rules.preset``) is handed None, text, bytes, floats, NaN, huge and
negative numbers, bools, containers, other library values, in turn, the other arguments
right. The call must succeed only where the value is one the parameter takes (listed
below), and otherwise raise a :class:`thousand.ThousandError`, never a bare
AttributeError, TypeError, KeyError, ValueError or IndexError; it leaves a mutable
argument as it was. The functions are found from ``__all__``, so a new one is covered as
soon as it is exported.

:mod:`thousand.bots` and the environments (all but :mod:`thousand.envs.encoding`'s
functions) are not covered here.
"""

from __future__ import annotations

import copy
import inspect
import itertools
import json
import random
import re
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import attrs
import pytest

import thousand as t
from thousand import arena, i18n, scoring, svg
from thousand import serialization as ser
from thousand.envs import encoding
from thousand.errors import shown

MODULES = (
    ("thousand", t),
    ("thousand.arena", arena),
    ("thousand.i18n", i18n),
    ("thousand.serialization", ser),
    ("thousand.scoring", scoring),
    ("thousand.envs.encoding", encoding),
    ("thousand.svg", svg),
)

LEFT_OUT = {
    # A match runs bots in processes: its arguments are checked by tests/test_arena.py.
    "thousand.arena.play_match",
    # Seeds of any type that hashes are a derivation path (str, int), tested there too.
    "thousand.arena.derive_seed",
}


def _callables() -> list[tuple[str, Callable[..., object]]]:
    found: list[tuple[str, Callable[..., object]]] = []
    for module_name, module in MODULES:
        for name in sorted(module.__all__):
            value = getattr(module, name)
            qualified = f"{module_name}.{name}"
            if inspect.isfunction(value) and qualified not in LEFT_OUT:
                found.append((qualified, value))
    found += [
        ("thousand.Card.parse", t.Card.parse),
        ("thousand.Rules.preset", t.Rules.preset),
        ("thousand.arena.MatchResult", arena.MatchResult),
        ("thousand.arena.Entrant", arena.Entrant),
    ]
    # One function exported from several modules is tested once.
    seen: set[int] = set()
    return [(n, f) for n, f in found if not (id(f) in seen or seen.add(id(f)))]  # type: ignore[func-returns-value]


CALLABLES = dict(_callables())


@cache
def _values() -> dict[str, object]:
    """A right value for each parameter name."""
    rules = t.Rules()
    state = t.apply(t.new_round(rules), t.deal(rules, random.Random(1)))
    over = t.bots.play_to_end(state)
    summary = t.round_summary(over)
    record = t.record_of(over)
    match = arena.play_match(
        [t.bots.simple_action] * 3, deals=1, seed=1, executor=None, max_deals=50
    )
    return {
        "rules": rules,
        "rng": random.Random(2),
        "dealer": 0,
        "first_dealer": 0,
        "state": state,
        "game": t.new_game(rules),
        "seat": 2,
        "card": t.Card.ACE_OF_HEARTS,
        "cards": list(t.DECK[:3]),
        "text": "p3 pass",
        "summary": summary,
        "record": record,
        "result": t.round_result(over),
        "scores": (1000, 0, 0),
        "winner": 0,
        "marriages": [t.Suit.HEARTS],
        "suit": t.Suit.HEARTS,
        "points": 83,
        "rounding": t.Rounding.NEAREST_5,
        "order": list(t.DECK),
        "view": t.view(state, 2),
        "v": t.view(state, 2),
        "action": t.legal_actions(state)[0],
        "actions": [t.legal_actions(state)[0]],
        "locale": "ru",
        "error": t.StateError(t.Reason.ROUND_OVER, "over"),
        "reason": t.Reason.ROUND_OVER,
        "event": t.ScoreEvent(t.EventKind.POINTS, 15),
        "kind": t.EventKind.POINTS,
        "rank": t.Rank.ACE,
        "name": "dealer",
        "reference": "thousand.bots:simple_action",
        "value": rules,
        "data": ser.unstructure(rules),
        "cls": t.Rules,
        "contract": 120,
        "tricks": 2,
        "multiplier": 2,
        "declarer": 1,
        "seats": [1, 2, 0],
        "match": match,
        "action_id": 0,
    }


_OWN: dict[str, dict[str, object]] = {
    "thousand.parse_cards": {"text": "9h 10h"},
    "thousand.Card.parse": {"text": "9h"},
    "thousand.Rules.preset": {"name": "games24"},
    "thousand.i18n.event_name": {"kind": t.EventKind.POINTS},
    "thousand.i18n.term": {"name": "dealer"},
    "thousand.deal": {"rng": random.Random(3)},
    "thousand.chance_action": {"state": t.new_round(t.Rules())},
    "thousand.round_result": {"state": t.bots.play_to_end(_values()["state"])},  # type: ignore[arg-type]
    "thousand.round_summary": {"state": t.bots.play_to_end(_values()["state"])},  # type: ignore[arg-type]
    "thousand.svg.trick": {"plays": [(0, t.Card.ACE_OF_HEARTS), (1, t.Card.KING_OF_HEARTS)]},
}
"""Right arguments of the functions that need others than :func:`_values`'s."""


def _right(name: str) -> dict[str, object]:
    if name == "thousand.parse_summary":
        return {"text": t.format_summary(_values()["summary"])}  # type: ignore[arg-type]
    if name == "thousand.parse_record":
        return {"text": t.format_record(_values()["record"])}  # type: ignore[arg-type]
    if name == "thousand.serialization.loads":
        return {"text": ser.dumps(t.Rules()), "cls": t.Rules}
    if name == "thousand.arena.MatchResult":
        match = _values()["match"]
        return {f.name: getattr(match, f.name) for f in attrs.fields(arena.MatchResult)}
    if name == "thousand.arena.Entrant":
        return {"name": "simple", "bot": "thousand.bots:simple_action"}
    return {**_values(), **_OWN.get(name, {})}


def _parameters(name: str) -> list[inspect.Parameter]:
    kinds = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
    signature = inspect.signature(CALLABLES[name])
    return [p for p in signature.parameters.values() if p.kind not in kinds]


_EVERY_FIELD = ("thousand.arena.MatchResult", "thousand.arena.Entrant")
"""The classes called with every field :func:`_right` gives, defaults or not."""


def _call(name: str, /, **changed: object) -> object:
    """Call ``name`` with right arguments but those ``changed``."""
    right = _right(name)
    args: list[object] = []
    kwargs: dict[str, object] = {}
    for parameter in _parameters(name):
        if parameter.name in changed:
            value = changed[parameter.name]
        elif parameter.default is inspect.Parameter.empty or name in _EVERY_FIELD:
            if parameter.name not in right:
                continue
            value = right[parameter.name]
        else:
            continue
        if parameter.kind is inspect.Parameter.POSITIONAL_ONLY:
            args.append(value)
        else:
            kwargs[parameter.name] = value
    return CALLABLES[name](*args, **kwargs)


class _Hostile:
    """An object of no type the library knows, whose ``repr`` is long."""

    def __repr__(self) -> str:
        return "Hostile(" + "x" * 10_000 + ")"


def _hostile() -> list[object]:
    """Values no parameter should take, or takes only where :data:`TAKEN` says."""
    return [
        None,
        "x",
        "",
        b"x",
        1.5,
        float("nan"),
        float("inf"),
        10**100,
        -(10**100),
        10**5000,
        -1,
        True,
        [],
        [None],
        {},
        {"a": 1},
        (1, 2),
        _Hostile(),
        t.Rules(),
        t.new_game(t.Rules()),
        t.Pass(seat=0),
        range(10**100),
        itertools.count(),
    ]


def _label(value: object) -> str:
    # No memory address in a test's name: every worker of a parallel run must name it alike.
    text = shown(object.__repr__(value) if isinstance(value, _Hostile) else value, 30)
    return re.sub(r" at 0x[0-9a-fA-F]*", "", text)


TAKEN: dict[tuple[str, str], tuple[object, ...]] = {
    # Plain JSON passes through unstructure and dumps: text, numbers, lists, objects.
    ("thousand.serialization.unstructure", "value"): (t.GameState, t.Rules, t.Pass, "x", "",
        10**100, -(10**100), 10**5000, -1, True, 1.5, float("inf"), float("nan"), None, [],
        [None], {}, {"a": 1}, (1, 2)),
    # Any whole number of points rounds; any text is a term or a locale error.
    ("thousand.round_points", "points"): (10**100, -(10**100), 10**5000, -1),
    ("thousand.scoring.declarer_score", "contract"): (10**100, -(10**100), 10**5000, -1),
    ("thousand.scoring.declarer_score", "points"): (10**100, -(10**100), 10**5000, -1),
    ("thousand.scoring.defender_score", "points"): (10**100, -(10**100), 10**5000, -1),
    ("thousand.scoring.concede_award", "contract"): (10**100, -(10**100), 10**5000, -1),
    ("thousand.scoring.concede_scores", "contract"): (10**100, -(10**100), 10**5000, -1),
    ("thousand.scoring.is_bolt", "tricks"): (10**100, -(10**100), 10**5000, -1),
    ("thousand.scoring.is_bolt", "points"): (10**100, -(10**100), 10**5000, -1),
    ("thousand.scoring.bolt_weight", "multiplier"): (10**100, -(10**100), 10**5000, -1),
    ("thousand.marriage_points", "marriages"): ([], {}, ""),
    ("thousand.marriage_points", "half_marriages"): ([], {}, ""),
    ("thousand.marriage_points", "ace_marriage"): (True,),
    # Every action of the rules has an id, whatever the one the other values name.
    ("thousand.envs.encoding.action_to_id", "action"): (t.Pass,),
    # No cards are cards: a hand may be empty.
    ("thousand.card_points", "cards"): ([], {}, ""),
    ("thousand.format_cards", "cards"): ([], {}, ""),
    ("thousand.format_hand", "cards"): ([], {}, ""),
    ("thousand.redeal_conditions", "cards"): ([], {}, ""),
    ("thousand.redeal_conditions", "talon"): (True,),
    ("thousand.redeal_conditions", "on_hundred"): (True,),
    ("thousand.parse_cards", "text"): ("", [], {}),
    # A flag is read for its truth, as Python's own keyword flags are.
    **{
        (name, "ascii"): (object,)
        for name in ("thousand.format_card", "thousand.format_hand", "thousand.format_state",
                     "thousand.format_view")
    },
    **{
        (name, "long"): (object,)
        for name in ("thousand.i18n.format_card", "thousand.i18n.format_cards")
    },
    # ASCII in English (the default language): the notation's letters.
    ("thousand.i18n.format_card", "ascii"): (True,),
    ("thousand.i18n.format_cards", "ascii"): (True,),
    ("thousand.score_sheet", "legend"): (object,),
    # An action of the wrong type is not legal: a violation, not an error.
    ("thousand.check", "action"): (object,),
    ("thousand.is_legal", "action"): (object,),
    # Either a deal or a game.
    ("thousand.is_over", "state"): (t.GameState,),
    ("thousand.record_of", "state"): (t.GameState,),
    # No actions, no marriages: an empty text is an empty iterable.
    ("thousand.apply_all", "actions"): ("", [], {}),
    # The i18n functions take a card's index in the deck for the card.
    ("thousand.i18n.format_cards", "cards"): ("", [], {}, (1, 2)),
    ("thousand.format_action", "action"): (t.Pass,),
    ("thousand.i18n.format_action", "action"): (t.Pass,),
    ("thousand.scoring.concede_scores", "seats"): ("", [], {}, (1, 2)),
    # Any value of the library is written; plain data is read as the Rules it holds.
    ("thousand.serialization.dumps", "value"): (t.GameState, t.Rules, t.Pass, "x", "", 10**100,
        -(10**100), -1, True, 1.5, None, [], [None], {}, {"a": 1}, (1, 2)),
    ("thousand.serialization.structure", "data"): ({},),
    # Free-form: a where prefix, a date, metadata, names (as text), a line number.
    ("thousand.serialization.structure", "where"): ("x", ""),
    ("thousand.record_of", "date"): ("x", "", None),
    ("thousand.record_of", "extra"): (None, {}),
    ("thousand.record_of", "players"): ([], {}, {"a": 1}),  # a mapping's keys are names
    ("thousand.score_sheet", "names"): (None,),
    ("thousand.parse_action", "line"): (None, 10**100, -(10**100), 10**5000, -1, True),
    ("thousand.parse_action", "state"): (None,),
    # The rules of a view written without them are ignored by other documents.
    ("thousand.serialization.loads", "rules"): (None, t.Rules),
    ("thousand.serialization.structure", "rules"): (None, t.Rules),
    ("thousand.next_round", "rng"): (None,),
    ("thousand.settle", "winner"): (None,),  # a drawn game (G18)
    ("thousand.arena.MatchResult", "preset"): (None,),
    ("thousand.arena.MatchResult", "seed"): (10**100, -(10**100), 10**5000, -1),
    ("thousand.arena.Entrant", "bot"): (None, str),  # a reference, resolved when played
    ("thousand.arena.Entrant", "options"): ([], {}),
    ("thousand.arena.Entrant", "seed_keyword"): (None,),
    ("thousand.arena.Entrant", "name"): ("x",),
    ("thousand.arena.Entrant", "factory"): (None, str),
    # Pictures: no colours changed, no names given, a hand or a trick with no cards;
    # cards by their index in the deck, as i18n takes them; a talon's card face down.
    **{
        (f"thousand.svg.{name}", "colors"): (None, {})
        for name in ("card", "back", "hand", "talon", "trick", "view", "state")
    },
    **{
        (f"thousand.svg.{name}", "names"): (None,)
        for name in ("trick", "view", "state", "sheet_html")
    },
    ("thousand.svg.hand", "cards"): ([], {}, (1, 2)),
    ("thousand.svg.hand", "marked"): ([], {}, (1, 2)),
    ("thousand.svg.talon", "cards"): ([], {}, (1, 2), [None]),
    ("thousand.svg.trick", "plays"): ([], {}),
    # ``structure`` of plain data into plain types is plain data.
    ("thousand.serialization.structure", "cls"): (),
    ("thousand.serialization.loads", "cls"): (),
}  # fmt: skip
"""Per function and parameter, the hostile values it takes, by its documented contract;
a class stands for its instances (``object``: anything)."""


def _cases() -> Iterator[tuple[str, str]]:
    for name in CALLABLES:
        for parameter in _parameters(name):
            yield name, parameter.name


CASES = list(_cases())


def test_the_public_functions_are_found() -> None:
    names = set(CALLABLES)
    expected = {
        "thousand.validate", "thousand.settle", "thousand.barrel_contract",
        "thousand.default_talon_positions", "thousand.last_dealt_seat",
        "thousand.marriage_points", "thousand.marriage_value", "thousand.score_round",
        "thousand.redeal_conditions", "thousand.deal", "thousand.deal_from_order",
        "thousand.new_round", "thousand.new_game", "thousand.round_points",
        "thousand.scoring.concede_award", "thousand.format_card", "thousand.format_cards",
        "thousand.format_hand", "thousand.card_points", "thousand.parse_cards",
        "thousand.Card.parse", "thousand.parse_action", "thousand.parse_summary",
        "thousand.final_state", "thousand.format_record", "thousand.format_summary",
        "thousand.serialization.loads", "thousand.serialization.dumps",
        "thousand.serialization.structure", "thousand.serialization.unstructure",
        "thousand.Rules.preset", "thousand.i18n.describe", "thousand.arena.resolve",
    }  # fmt: skip
    assert expected <= names
    assert len(CASES) > 150


def test_every_function_runs_with_the_right_arguments() -> None:
    # The cases below change one argument of these calls, so each must succeed as it
    # stands: an error below is then the hostile argument's.
    for name in CALLABLES:
        _call(name)


def _expected_error(name: str, parameter: str) -> type[t.ThousandError]:
    """The error class a hostile value of ``parameter`` gets."""
    short = name.rsplit(".", 1)[-1]
    if name.startswith("thousand.serialization.") or short in ("final_state", "format_record"):
        return t.RecordError
    if name.startswith("thousand.arena."):
        return t.MatchError
    if short in ("parse_cards", "parse_action", "parse_summary", "parse_record", "parse"):
        return t.NotationError if parameter == "text" else t.ThousandError
    if short in ("score_round", "format_summary") and parameter == "summary":
        return t.SummaryError
    if parameter == "locale":
        return t.LocaleError
    if parameter == "rules" and name.startswith("thousand.envs."):
        return t.StateError  # as the environments' classes do, and new_round
    if parameter == "rules" and short not in ("new_round", "new_game"):
        return t.RulesError
    return t.ThousandError


@pytest.mark.parametrize(("name", "parameter"), CASES)
def test_a_hostile_argument_is_a_typed_error(name: str, parameter: str) -> None:
    taken = TAKEN.get((name, parameter), ())
    expected = _expected_error(name, parameter)
    right = _right(name).get(parameter)
    default = next(p.default for p in _parameters(name) if p.name == parameter)
    for hostile in _hostile():
        if type(hostile) is type(right) and not isinstance(hostile, int | str | list | dict):
            continue  # another value of the right type: a Rules where rules go
        if hostile is default:
            continue
        before = copy.deepcopy(hostile) if isinstance(hostile, list | dict) else None
        error = _raised(lambda: _call(name, **{parameter: hostile}))  # noqa: B023 - called at once
        if error is None:
            assert any(_takes(value, hostile) for value in taken), (
                f"{name}({parameter}={_label(hostile)}) was taken"
            )
        else:
            assert isinstance(error, expected), (name, parameter, _label(hostile), error)
            assert len(str(error)) < 1_000, (name, parameter, _label(hostile))
        if before is not None:
            assert hostile == before, (name, parameter)


def _raised(call: Callable[[], object]) -> t.ThousandError | None:
    """The library's error ``call`` raises, or None if it returns."""
    try:
        call()
    except t.ThousandError as error:
        return error
    return None


def _takes(value: object, hostile: object) -> bool:
    if isinstance(value, type):
        return isinstance(hostile, value)
    return hostile is value or _same(hostile, value)


def _same(a: object, b: object) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, float) and a != a:  # NaN
        return b != b
    return isinstance(a, str | bytes | int | float | list | dict | tuple | type(None)) and a == b


@pytest.mark.parametrize("function", ["validate", "barrel_contract", "settle", "score_round"])
def test_rules_of_another_type_name_the_function(function: str) -> None:
    with pytest.raises(t.RulesError) as raised:
        _call(f"thousand.{function}", rules="classic")
    assert raised.value.problems[0].field == "rules"
    assert function in str(raised.value)


@pytest.mark.parametrize(
    ("function", "rules", "error"),
    [("new_round", None, t.StateError), ("new_game", "classic", t.StateError)],
)
def test_the_functions_starting_play_keep_their_error(
    function: str, rules: object, error: type[t.ThousandError]
) -> None:
    with pytest.raises(error) as raised:
        _call(f"thousand.{function}", rules=rules)
    assert getattr(raised.value, "reason", None) is t.Reason.MALFORMED_ACTION


SUMMARY_FIELDS = [field.name for field in attrs.fields(t.RoundSummary)]

SUMMARY_HOSTILE = [
    None, "x", 1.5, float("nan"), 10**100, -(10**100), -1, True, [], (1, 2), (10**100,) * 3,
    (-5, 60, 65), ((t.Suit.HEARTS,), (), (), ()), (("h",), (), ()), object(),
]  # fmt: skip


@pytest.mark.parametrize("field", SUMMARY_FIELDS)
def test_a_summary_built_by_hand_with_a_hostile_field_is_refused(field: str) -> None:
    good = t.RoundSummary(
        declarer=1, contract=120, card_points=(35, 70, 15), tricks=(2, 4, 2),
        marriages=((), (t.Suit.HEARTS,), ()),
    )  # fmt: skip
    for hostile in SUMMARY_HOSTILE:
        changed: dict[str, Any] = {field: hostile}
        bad = attrs.evolve(good, **changed)
        for rules in (t.Rules(), t.Rules.preset("games24"), t.Rules.preset("two_player")):
            try:
                t.score_round(rules, bad)
            except t.SummaryError:
                pass
            else:  # only a value of the right type, and of a right value under these rules
                assert type(hostile) in (bool, type(None)) or (
                    field == "talon_points" and hostile == -1
                ), (field, _label(hostile))
        error = _raised(lambda: t.format_summary(bad))  # noqa: B023 - called at once
        if error is None:  # a summary of the right types is written, if not possible
            assert type(hostile) in (bool, int, tuple, type(None)), (field, _label(hostile))
        else:
            assert isinstance(error, t.SummaryError)
            assert error.reason is t.Reason.MALFORMED_SUMMARY


def test_a_summary_of_another_type_is_refused() -> None:
    for function in (t.format_summary, lambda s: t.score_round(t.Rules(), s)):
        with pytest.raises(t.SummaryError) as raised:
            function(t.round_result(t.bots.play_to_end(_values()["state"])))  # type: ignore[arg-type]
        assert raised.value.reason is t.Reason.MALFORMED_SUMMARY


RULE_VALUES = [None, "x", 1.5, float("nan"), 10**100, -(10**100), 10**5000, [], object()]

RULE_FIELDS = [
    (group, field.name)
    for group in attrs.fields(t.Rules)
    for field in attrs.fields(type(getattr(t.Rules(), group.name)))
]


@pytest.mark.parametrize(("group", "field"), RULE_FIELDS, ids=lambda x: getattr(x, "name", x))
def test_rules_built_with_a_hostile_setting_are_refused(group: attrs.Attribute, field: str) -> None:  # type: ignore[type-arg]
    default = getattr(t.Rules(), group.name)
    for hostile in RULE_VALUES:
        if hostile is None and "None" in str(attrs.fields_dict(type(default))[field].type):
            continue  # the setting may be left out
        with pytest.raises(t.RulesError) as raised:
            t.Rules(**{group.name: attrs.evolve(default, **{field: hostile})})
        assert raised.value.problems[0].field.startswith(f"{group.name}.{field}")
        assert len(str(raised.value)) < 1_000


def test_an_unknown_preset_is_a_rules_error() -> None:
    for name in ("nope", None, 3, ["classic"]):
        with pytest.raises(t.RulesError):
            t.Rules.preset(name)  # type: ignore[arg-type]


DOCUMENTS: list[str | bytes] = [
    '{"format": 1, "bidding": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "[" * 1_000_000,
    '{"format": 1e400}',
    '{"format": NaN}',
    '{"format": Infinity}',
    '{"format": 1, "bidding": {"min_bid": NaN}}',
    '{"format": 1, "bidding": {"min_bid": -Infinity}}',
    '{"format": 1, "bidding": {"min_bid": 1e400}}',
    '{"format": 1, "bidding": {"min_bid": ' + "9" * 5000 + "}}",
    '{"format": 1, "bidding": {"min_bid": 100.0}}',
    '{"format": 1, "nope": 1}',
    '{"format": 1, "type": "pass", "seat": ' + "9" * 4000 + "}",
    '{"format": 1, "type": "pass", "seat": true}',
    '{"format": 1, "type": "pass", "seat": 0, "seat": 1}',
    b"\xff\xfe",
    b'{"format": 1, "type": "pass", "seat": 99}',
    "\ud800",
    '{"format": 1, "rounds": [' + ",".join(["{}"] * 100_000) + "]}",
    '{"format": 1, "actions": ' + "[{}," * 50_000 + "]" * 50_000 + "}",
]

DOCUMENT_CLASSES = [
    t.Rules, t.Action, t.Pass, t.RoundRecord, t.GameRecord, t.RoundState, t.GameState,
    t.PlayerView, t.ViewMessage, t.RoundSummary, t.RoundResult, t.Deal, t.RoundContext,
]  # fmt: skip


@pytest.mark.parametrize("cls", DOCUMENT_CLASSES, ids=lambda c: getattr(c, "__name__", "Action"))
def test_a_hostile_document_is_a_record_error(cls: Any) -> None:
    for document in DOCUMENTS:
        if cls in (t.Action, t.Pass) and '"seat": 9' in str(document):
            continue  # an action is a value: its seat is checked when it is applied
        with pytest.raises(t.RecordError):
            ser.loads(document, cls)
    deep: list[Any] = json.loads("[" * 900 + "]" * 900)
    for data in (None, 5, "x", [], {"a": 1}, 10**100, float("nan"), deep, {"type": 5}):
        with pytest.raises(t.RecordError):
            ser.structure(data, cls)


@pytest.mark.parametrize(
    "value",
    [b"x", object(), float("nan"), {"a": float("inf")}, {1, 2}, [b"x"], t.Rules, int],
    ids=_label,
)
def test_what_is_not_json_is_not_written(value: object) -> None:
    with pytest.raises(t.RecordError):
        ser.dumps(value)


@pytest.mark.parametrize(
    ("field", "value"),
    [("rules", None), ("context", None), ("deal", "x"), ("dealer", "x"), ("dealer", 10**5000)],
    ids=_label,
)
def test_a_record_built_by_hand_with_a_hostile_field_is_refused(field: str, value: object) -> None:
    changed: dict[str, Any] = {field: value}
    record = t.RoundRecord(**changed)
    for function in (t.format_record, t.final_state):
        with pytest.raises(t.ThousandError):
            function(record)
    if field in ("rules", "context", "deal"):  # nothing to write them as
        for writer in (ser.dumps, ser.unstructure):
            with pytest.raises(t.RecordError):
                writer(record)


@pytest.mark.parametrize(
    ("field", "value"),
    [("date", 5), ("date", b"x"), ("players", "ab"), ("players", [None]), ("players", 3),
     ("players", range(10**100)), ("actions", range(10**100)), ("actions", itertools.count())],
    ids=_label,
)  # fmt: skip
def test_a_record_is_not_built_with_a_hostile_field(field: str, value: object) -> None:
    changed: dict[str, Any] = {field: value}
    for record in (t.RoundRecord, t.GameRecord):
        if field in attrs.fields_dict(record):
            with pytest.raises(t.RecordError) as raised:
                record(**changed)
            assert raised.value.where.startswith(field)


def test_a_game_record_of_no_deals_is_not_written() -> None:
    with pytest.raises(t.RecordError):
        ser.dumps(t.GameRecord(rounds=["x"]))  # type: ignore[list-item]


def test_huge_or_endless_iterables_are_refused_at_once() -> None:
    endless = itertools.cycle(t.DECK)
    with pytest.raises(t.DealError):
        t.deal_from_order(t.Rules(), endless)  # type: ignore[arg-type]
    for function in (t.card_points, t.format_cards, t.format_hand):
        with pytest.raises(t.StateError):
            function(itertools.count())  # type: ignore[arg-type]
    with pytest.raises(t.StateError):
        t.redeal_conditions(t.Rules(), range(10**100))  # type: ignore[arg-type]
    # Endless cards that are all right one by one are refused too, once past the cap.
    ace = t.Card.ACE_OF_HEARTS
    for function in (t.card_points, t.format_cards, t.format_hand):
        with pytest.raises(t.StateError) as raised:
            function(itertools.repeat(ace))
        assert raised.value.reason is t.Reason.MALFORMED_ACTION
    with pytest.raises(t.StateError):
        t.redeal_conditions(t.Rules(), itertools.repeat(ace))
    with pytest.raises(t.NotationError):
        t.parse_cards(itertools.repeat("Ah"))
    with pytest.raises(t.NotationError):
        t.parse_cards("Ah " * 10**6)
    with pytest.raises(t.NotationError):
        i18n.format_cards(itertools.repeat(ace), "ru")
    with pytest.raises(t.StateError):
        t.marriage_points(t.Rules(), itertools.repeat(t.Suit.HEARTS))
    with pytest.raises(t.StateError):
        scoring.concede_scores(t.Rules(), 0, 120, itertools.cycle([1, 2]))


def test_the_cap_on_cards_read_leaves_room_for_any_pile() -> None:
    from thousand.cards import MAX_CARDS_READ

    cards = list(t.DECK) * (MAX_CARDS_READ // len(t.DECK))
    assert len(t.parse_cards(" ".join(t.format_card(c) for c in cards))) == len(cards)
    assert t.card_points(cards) == 120 * (MAX_CARDS_READ // len(t.DECK))
    assert len(t.format_cards(cards).split()) == len(cards)
    with pytest.raises(t.StateError):
        t.card_points([*cards, *t.DECK])


def test_an_int_is_not_a_card() -> None:
    # Card is an IntEnum, so an int indexes what a card does; it is refused all the same.
    for function in (t.card_points, t.format_cards, t.format_hand):
        with pytest.raises(t.StateError) as raised:
            function([0, 1])  # type: ignore[list-item]
        assert raised.value.reason is t.Reason.MALFORMED_ACTION
    with pytest.raises(t.StateError):
        t.format_card(0)  # type: ignore[arg-type]


@pytest.mark.parametrize("method", ["hand", "taken"])
@pytest.mark.parametrize("seat", [-1, 3, 2**64, 10**100, None, "0", 1.0, True, (0,)])
def test_a_state_asked_of_a_seat_it_has_not_refuses(method: str, seat: object) -> None:
    state = _values()["state"]
    assert isinstance(state, t.RoundState)
    with pytest.raises(t.StateError) as raised:
        getattr(state, method)(seat)
    assert raised.value.reason is t.Reason.MALFORMED_ACTION
    # The seats it has still answer, the last included (-1 is not taken as it).
    assert len(getattr(state, method)(2)) == len(getattr(state, method)(2))
    assert state.hand(2) == t.view(state, 2).hand


ACTION_CLASSES = (
    t.Bid, t.Pass, t.GiveCard, t.DeclareContract, t.Concede, t.PlayCard, t.Look,
    t.ChooseTalon, t.Discard, t.Cut, t.Recut, t.BuryJack, t.AcceptCut, t.ExposedCard,
    t.ClaimRedeal, t.DeclineRedeal, t.Deal,
)  # fmt: skip
ACTION_FIELDS = [(cls, field.name) for cls in ACTION_CLASSES for field in attrs.fields(cls)]


def _an_action(cls: Any) -> Any:
    """A well-formed action of ``cls``."""
    right = {
        "seat": 1, "to": 0, "value": 120, "blind": False, "card": t.Card.ACE_OF_HEARTS,
        "bottom": t.Card.ACE_OF_HEARTS, "declare": False, "index": 0,
        "condition": t.RedealCondition.HAND_FOUR_NINES,
        "hands": ((t.Card.ACE_OF_HEARTS,), ()), "talons": ((),),
    }  # fmt: skip
    return cls(**{field.name: right[field.name] for field in attrs.fields(cls)})


@pytest.mark.parametrize(("cls", "field"), ACTION_FIELDS, ids=lambda x: getattr(x, "__name__", x))
def test_notation_refuses_an_action_built_with_a_hostile_field(cls: Any, field: str) -> None:
    # An action is a plain attrs value: one can be built with anything in a field.
    # Notation writes the well-formed one and refuses every hostile one.
    assert t.format_action(_an_action(cls))
    hostile: list[object] = [None, -1, 10**100, "1", b"1", 1.5, float("nan"), object()]
    if field not in ("blind", "declare"):
        hostile.append(True)
    if field != "value":  # a bid of 4 is written; the rules refuse it
        hostile.append(4)
    if field not in ("hands", "talons"):  # a deal of no piles is written; dealing refuses it
        hostile.append([])
    for value in hostile:
        action = attrs.evolve(_an_action(cls), **{field: value})
        with pytest.raises((t.NotationError, t.StateError)):
            t.format_action(action)
