"""The checks of a :class:`~thousand.Rules` value (private; see :func:`thousand.rules.problems_of`).

Types first (input may come from JSON), then the values of each group; every problem is
reported, in the order of the settings. The checks of single areas live beside their
settings' values (``_deal_rules``, ``_blind_rules``, ``_game_rules``, ``_layouts``).
"""

from __future__ import annotations

import enum
import typing
from typing import TYPE_CHECKING, Any

import attrs

from thousand._blind_rules import check_blind
from thousand._deal_rules import check_dealing, check_redeal
from thousand._game_rules import check_barrel, check_golden
from thousand._layouts import check_players
from thousand.cards import Suit
from thousand.errors import RulesProblem

if TYPE_CHECKING:
    from thousand.rules import Rules


def rules_problems(rules: Rules, groups: tuple[tuple[str, type], ...]) -> tuple[RulesProblem, ...]:
    """Every problem of ``rules``, in the order of the settings (empty when playable).

    ``groups`` names each group of :class:`~thousand.Rules` with its class.
    """
    problems: list[RulesProblem] = []

    def problem(field: str, message: str) -> None:
        problems.append(RulesProblem(field, message))

    for name, group_type in groups:
        group = getattr(rules, name)
        if type(group) is not group_type:
            problem(name, f"must be a {group_type.__name__}, not {type(group).__name__}")
        else:
            _check_types(name, group, problem)
    mistyped = {p.field for p in problems}

    def typed(*fields: str) -> bool:
        # Value checks run only on fields of the right type, and all of them run.
        return not any(f in mistyped or f.split(".")[0] in mistyped for f in fields)

    check_players(rules, typed, problem)
    b = rules.bidding
    if typed("bidding.bid_step") and b.bid_step <= 0:
        problem("bidding.bid_step", f"must be positive, not {b.bid_step}")
    for field in ("min_bid", "max_bid"):
        if typed("bidding.bid_step", f"bidding.{field}") and b.bid_step > 0:
            value = getattr(b, field)
            if value <= 0 or value % b.bid_step:
                problem(
                    f"bidding.{field}",
                    f"must be a positive multiple of the bid step {b.bid_step}, not {value}",
                )
    if typed("bidding.min_bid", "bidding.max_bid") and b.max_bid < b.min_bid:
        problem("bidding.max_bid", f"{b.max_bid} is below the minimum bid {b.min_bid}")
    for suit in Suit:
        field = f"play.marriage_values.{suit.name.lower()}"
        if typed(field, "play.marriage_values") and rules.play.marriage_values[suit] < 0:
            problem(field, f"must not be negative: {rules.play.marriage_values[suit]}")
    for field in (
        "play.ace_marriage_value",
        "play.last_trick_bonus",
        "talon.free_concedes",
        "deal_scoring.bolt_penalty",
        "game_scoring.barrel_falls_to_zero",
        "game_scoring.settlement_bank",
    ):
        value = _get(rules, field)
        if typed(field) and value < 0:
            problem(field, f"must not be negative: {value}")
    for field in (
        "deal_scoring.golden_multiplier",
        "deal_scoring.dark_multiplier",
        "game_scoring.target",
        "game_scoring.barrel_attempts",
        "game_scoring.barrel_min_contract",
        # A fall or a knock-off takes the player below the barrel.
        "game_scoring.barrel_penalty",
    ):
        value = _get(rules, field)
        if typed(field) and value < 1:
            problem(field, f"must be at least 1, not {value}")
    check_dealing(rules, typed, problem)
    check_redeal(rules, typed, problem)
    # The barrel and golden checks need bid limits that are right in themselves.
    if not any(p.field.split(".")[0] == "bidding" for p in problems):
        check_barrel(rules, typed, problem)
        check_golden(rules, typed, problem)
        check_blind(rules, typed, problem)
    return tuple(problems)


def _get(rules: Rules, path: str) -> Any:
    group, field = path.split(".")
    return getattr(getattr(rules, group), field)


_PLANS: dict[type, tuple[tuple[str, Any], ...]] = {}


def _plan(cls: type) -> tuple[tuple[str, Any], ...]:
    """The fields of an attrs class with their declared types, worked out once."""
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = tuple((f.name, f.type) for f in attrs.fields(cls))
    return plan


_OPTIONAL_INT = int | None


def _check_types(prefix: str, value: Any, problem: Any) -> None:
    """Report fields whose value is not of the declared type (input may come from JSON)."""
    for name, expected in _plan(type(value)):
        item = getattr(value, name)
        if expected is int:
            if type(item) is not int:
                problem(f"{prefix}.{name}", f"must be a whole number, not {item!r}")
        elif expected is bool:
            if type(item) is not bool:
                problem(f"{prefix}.{name}", f"must be true or false, not {item!r}")
        elif typing.get_origin(expected) is frozenset:
            (kind,) = typing.get_args(expected)
            if type(item) is not frozenset or not all(isinstance(x, kind) for x in item):
                problem(f"{prefix}.{name}", f"must be a frozenset of {kind.__name__}, not {item!r}")
        elif expected == _OPTIONAL_INT:
            if item is not None and type(item) is not int:
                problem(f"{prefix}.{name}", f"must be a whole number or None, not {item!r}")
        elif isinstance(expected, type) and issubclass(expected, enum.Enum):
            if not isinstance(item, expected):
                allowed = ", ".join(m.value for m in expected)
                problem(f"{prefix}.{name}", f"must be one of {allowed}, not {item!r}")
        elif attrs.has(expected):
            if type(item) is not expected:
                problem(
                    f"{prefix}.{name}",
                    f"must be a {expected.__name__}, not {type(item).__name__}",
                )
            else:
                _check_types(f"{prefix}.{name}", item, problem)
