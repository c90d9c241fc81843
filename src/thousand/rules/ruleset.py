"""The :class:`Rules` value: the seven groups together, its validation and its presets.

Each group (:mod:`~thousand.rules.dealing`, :mod:`~thousand.rules.redeal`,
:mod:`~thousand.rules.bidding`, :mod:`~thousand.rules.talon`, :mod:`~thousand.rules.play`,
:mod:`~thousand.rules.deal_scoring`, :mod:`~thousand.rules.game_scoring`) holds its
settings, their enums, the ranges of their numbers and the checks of their
combinations; this module puts them together, checks the types of every setting, the
range of every number (:mod:`~thousand.rules.limits`), and asks every group for its
problems.

>>> rules = Rules()
>>> rules.dealing.players, rules.bidding.min_bid
(3, 100)
"""

from __future__ import annotations

import enum
import functools
import typing
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import attrs

from thousand.errors import RulesError, RulesProblem, not_rules, shown
from thousand.rules.bidding import BOUNDS as BIDDING_BOUNDS
from thousand.rules.bidding import BiddingRules, check_blind, check_max_contract
from thousand.rules.deal_scoring import BOUNDS as DEAL_SCORING_BOUNDS
from thousand.rules.deal_scoring import DealScoringRules
from thousand.rules.dealing import BOUNDS as DEALING_BOUNDS
from thousand.rules.dealing import DealingRules, check_players
from thousand.rules.game_scoring import BOUNDS as GAME_SCORING_BOUNDS
from thousand.rules.game_scoring import (
    GameScoringRules,
    check_barrel,
    check_endgame,
    check_golden,
)
from thousand.rules.limits import check_bounds
from thousand.rules.play import BOUNDS as PLAY_BOUNDS
from thousand.rules.play import MarriageValues, PlayRules, check_first_lead
from thousand.rules.redeal import BOUNDS as REDEAL_BOUNDS
from thousand.rules.redeal import RedealRules, check_redeal
from thousand.rules.talon import BOUNDS as TALON_BOUNDS
from thousand.rules.talon import TalonRules, check_conceding

__all__ = [
    "BiddingRules",
    "DealScoringRules",
    "DealingRules",
    "GameScoringRules",
    "MarriageValues",
    "PlayRules",
    "RedealRules",
    "Rules",
    "TalonRules",
    "validate",
]


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
    # The fields with a problem; the checks below read only the others.
    refused = {p.field for p in problems}

    def typed(*fields: str) -> bool:
        # Value checks run only on fields of the right type (and, after the ranges, in
        # range), and all of them run. A field is refused with the group or the settings
        # class holding it ("play.marriage_values.hearts" with "play.marriage_values").
        return not refused or not any(
            path in refused for field in fields for path in _paths_to(field)
        )

    check_bounds(rules, _BOUNDS, typed, problem)
    refused |= {p.field for p in problems}
    check_players(rules, typed, problem)
    b = rules.bidding
    for field in ("min_bid", "max_bid"):
        if typed("bidding.bid_step", f"bidding.{field}") and getattr(b, field) % b.bid_step:
            problem(
                f"bidding.{field}",
                f"must be a multiple of the bid step {b.bid_step}, not {getattr(b, field)}",
            )
    if typed("bidding.min_bid", "bidding.max_bid") and b.max_bid < b.min_bid:
        problem("bidding.max_bid", f"{b.max_bid} is below the minimum bid {b.min_bid}")
    if typed("bidding.bid_step", "bidding.max_bid", "bidding.max_contract"):
        check_max_contract(b, problem)
    check_redeal(rules, typed, problem)
    check_conceding(rules, typed, problem)
    check_first_lead(rules, typed, problem)
    # The barrel and golden checks need bid limits that are right in themselves.
    if not any(p.field.split(".")[0] == "bidding" for p in problems):
        check_barrel(rules, typed, problem)
        check_golden(rules, typed, problem)
        check_endgame(rules, typed, problem)
        check_blind(rules, typed, problem)
    if not problems:
        return ()
    # The checks run in the order they need; the problems come in the order of the settings.
    place = _places(groups)
    return tuple(sorted(problems, key=lambda p: _place_of(place, p.field)))


@functools.cache
def _paths_to(field: str) -> tuple[str, ...]:
    """``field`` and the settings holding it: ``"a.b.c"``, ``"a.b"``, ``"a"``."""
    parts = field.split(".")
    return tuple(".".join(parts[:depth]) for depth in range(len(parts), 0, -1))


_PLACES: dict[tuple[tuple[str, type], ...], dict[str, int]] = {}


def _places(groups: tuple[tuple[str, type], ...]) -> dict[str, int]:
    """Each setting's dotted path and its place in the order of the settings."""
    places = _PLACES.get(groups)
    if places is None:
        places = _PLACES[groups] = {}

        def walk(prefix: str, cls: type) -> None:
            for name, expected in _plan(cls):
                path = f"{prefix}.{name}"
                places[path] = len(places)
                if attrs.has(expected):
                    walk(path, expected)

        for name, group_type in groups:
            places[name] = len(places)
            walk(name, group_type)
    return places


def _place_of(places: dict[str, int], field: str) -> int:
    """The place of ``field``, or of the setting holding it; last if it is none."""
    while field not in places and "." in field:
        field = field.rsplit(".", 1)[0]
    return places.get(field, len(places))


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
                problem(f"{prefix}.{name}", f"must be a whole number, not {shown(item)}")
        elif expected is bool:
            if type(item) is not bool:
                problem(f"{prefix}.{name}", f"must be true or false, not {shown(item)}")
        elif typing.get_origin(expected) is frozenset:
            (kind,) = typing.get_args(expected)
            if type(item) is not frozenset or not all(isinstance(x, kind) for x in item):
                problem(
                    f"{prefix}.{name}", f"must be a frozenset of {kind.__name__}, not {shown(item)}"
                )
        elif expected == _OPTIONAL_INT:
            if item is not None and type(item) is not int:
                problem(f"{prefix}.{name}", f"must be a whole number or None, not {shown(item)}")
        elif isinstance(expected, type) and issubclass(expected, enum.Enum):
            if not isinstance(item, expected):
                allowed = ", ".join(m.value for m in expected)
                problem(f"{prefix}.{name}", f"must be one of {allowed}, not {shown(item)}")
        elif attrs.has(expected):
            if type(item) is not expected:
                problem(
                    f"{prefix}.{name}",
                    f"must be a {expected.__name__}, not {type(item).__name__}",
                )
            else:
                _check_types(f"{prefix}.{name}", item, problem)


@attrs.frozen(kw_only=True, cache_hash=True)
class Rules:
    """Every setting of a game of Thousand, grouped as in the rules reference.

    ``Rules()`` is the classic rule set for three players. Construction
    checks the whole value (:func:`validate`) and raises :class:`~thousand.RulesError`
    with every problem found.

    Attributes:
        dealing: A, players and dealing.
        redeal: B, redeal.
        bidding: C, bidding.
        talon: D, talon, exchange and conceding.
        play: E, trick play.
        deal_scoring: F, deal scoring.
        game_scoring: G, game scoring.
    """

    dealing: DealingRules = attrs.field(factory=DealingRules)
    redeal: RedealRules = attrs.field(factory=RedealRules)
    bidding: BiddingRules = attrs.field(factory=BiddingRules)
    talon: TalonRules = attrs.field(factory=TalonRules)
    play: PlayRules = attrs.field(factory=PlayRules)
    deal_scoring: DealScoringRules = attrs.field(factory=DealScoringRules)
    game_scoring: GameScoringRules = attrs.field(factory=GameScoringRules)

    def __attrs_post_init__(self) -> None:
        problems = problems_of(self)
        if problems:
            raise RulesError(problems)

    @property
    def players(self) -> int:
        """The number of players (``dealing.players``)."""
        return self.dealing.players

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named rule set ``name``, one of :data:`~thousand.PRESETS`.

        The rule sets the rule texts describe whole, by name (``classic``, ``gambler``,
        ``k1c``, ...); :data:`~thousand.PRESET_DESCRIPTIONS` describes each in a line.
        See :mod:`thousand.presets`.

        Raises:
            RulesError: no preset has that name.

        >>> Rules.preset("classic") == Rules()
        True
        >>> Rules.preset("four_player").players
        4
        """
        build = _presets.get(name) if isinstance(name, str) else None
        if build is None:
            names = ", ".join(_presets)
            raise RulesError(
                [RulesProblem("preset", f"no preset {shown(name)}; the presets are {names}")]
            )
        return build()


_presets: Mapping[str, Callable[[], Rules]] = MappingProxyType({})
"""The table behind :meth:`Rules.preset`, handed over by :mod:`thousand.rules.presets`.

The presets are built from :class:`Rules`, so that module sits above this one and hands
its table down (:func:`use_presets`) instead of being imported from here."""


def use_presets(presets: Mapping[str, Callable[[], Rules]]) -> None:
    """Make ``presets`` the table of :meth:`Rules.preset` (called once, by the presets)."""
    global _presets
    _presets = presets


def validate(rules: Rules) -> None:
    """Check rules again, raising :class:`~thousand.RulesError` with every problem.

    ``Rules(...)`` already does this on construction; call it on values built by other
    means (e.g. :func:`attrs.evolve` on a group).

    Raises:
        RulesError: the rules cannot be played, or ``rules`` is not a :class:`Rules`.

    >>> validate(Rules())
    """
    if not isinstance(rules, Rules):
        raise not_rules("validate", rules)
    problems = problems_of(rules)
    if problems:
        raise RulesError(problems)


_BOUNDS = (
    *DEALING_BOUNDS,
    *REDEAL_BOUNDS,
    *BIDDING_BOUNDS,
    *TALON_BOUNDS,
    *PLAY_BOUNDS,
    *DEAL_SCORING_BOUNDS,
    *GAME_SCORING_BOUNDS,
)
"""The range of every number of the rules, in the order of the settings."""


_GROUPS: tuple[tuple[str, type], ...] = (
    ("dealing", DealingRules),
    ("redeal", RedealRules),
    ("bidding", BiddingRules),
    ("talon", TalonRules),
    ("play", PlayRules),
    ("deal_scoring", DealScoringRules),
    ("game_scoring", GameScoringRules),
)


def problems_of(rules: Rules) -> tuple[RulesProblem, ...]:
    """Every problem of ``rules``, in the order of the settings (empty when playable).

    >>> problems_of(Rules())
    ()
    """
    return rules_problems(rules, _GROUPS)


for _group in (*(group for _, group in _GROUPS), MarriageValues, Rules):
    attrs.resolve_types(_group)
