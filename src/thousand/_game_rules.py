"""The values of the game-level settings, and their checks (private; see :mod:`thousand.rules`).

The enums are public through :mod:`thousand.rules` and the package; the checks run inside
:func:`thousand.rules.problems_of`.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from thousand.rules import Rules

GOLDEN_CONTRACT = 120
"""G13: the compulsory contract of a golden deal."""


class BarrelBidding(enum.StrEnum):
    """How the auction goes while someone is on the barrel (C11)."""

    NORMAL = "normal"
    """The barrel player bids like everybody else and must win the auction; as declarer
    they must declare at least the barrel minimum (G5)."""
    AUTO = "auto"
    """The barrel player holds the opening bid at the barrel minimum instead of the
    obligatory 100; the others may outbid it (seed 003, Games24 «Торговля на бочке: ДА»)."""
    TAKES_TALON = "takes_talon"
    """No auction: the barrel player takes the talon at the barrel minimum (seed 000:
    "The player who is on the "barrel" receives a buy-in without bargaining")."""


class ConcedePenalty(enum.StrEnum):
    """What conceding costs the declarer (D5)."""

    CONTRACT = "contract"
    """The declarer loses the contract."""
    BOLT = "bolt"
    """The declarer loses nothing but gets a bolt (seed 003, the Games24 option «Штраф на
    росписи» set to no)."""


class ConcedeAward(enum.StrEnum):
    """What each opponent scores when the declarer concedes (D6)."""

    FIXED = "fixed"
    """60 each (seeds 000, 001, 002)."""
    HALF_CONTRACT = "half_contract"
    """Half the contract each, rounded as the defenders' points are (F1) (seed 003)."""


class BoltRule(enum.StrEnum):
    """What earns a bolt (F3)."""

    NO_TRICK = "no_trick"
    """Taking no trick in a deal that was played (seeds 001, 003)."""
    NO_POINTS = "no_points"
    """Scoring no points in a deal that was played: no card points and no marriage
    (seeds 000, 002: "did not score a single point")."""


class BoltCount(enum.StrEnum):
    """Which bolts cost the bolt penalty (F4)."""

    EVERY_THIRD = "every_third"
    """Every third bolt of the game; the count restarts after each penalty."""
    THREE_IN_A_ROW = "three_in_a_row"
    """Only three bolts in a row; a deal without a bolt restarts the count (seed 001)."""


class WinCondition(enum.StrEnum):
    """How the target wins the game (G2)."""

    REACH = "reach"
    """Reaching the target or more."""
    EXCEED = "exceed"
    """More than the target (1001 for 1000: seed 003, Games24)."""


class FallPenalty(enum.StrEnum):
    """What falling off the barrel after the last attempt costs (G6)."""

    FIXED = "fixed"
    """``game_scoring.barrel_penalty`` points (120: 880 - 120 = 760)."""
    CONTRACT = "contract"
    """The contract of the last attempt (seed 003, second text: «штраф в размере
    объявленной игры»); the barrel minimum when the barrel player did not declare it."""


class BarrelSimultaneous(enum.StrEnum):
    """What happens when several players climb the barrel in the same deal (G9)."""

    ALL_FALL = "all_fall"
    """They all fall off at once, each losing the barrel penalty (seeds 000, 003)."""
    ONE_SITS = "one_sits"
    """One of them sits, the others fall off (seed 003, Gambler rule 11)."""


class DumpTruck(enum.StrEnum):
    """Which totals the dump truck resets to 0 (G12)."""

    BOTH = "both"
    """555 and -555."""
    POSITIVE = "positive"
    """555 only."""
    OFF = "off"
    """None."""


class Settlement(enum.StrEnum):
    """How the game is settled at the end (G14)."""

    NONE = "none"
    """No settlement."""
    PROPORTIONAL = "proportional"
    """Each loser pays the winner the difference between their totals (seeds 000, 003)."""
    BANK = "bank"
    """The winner takes the bank from the last player; the others pay nothing (seed 003,
    Gambler rule 1)."""


def check_barrel(rules: Rules, typed: Any, problem: Any) -> None:
    """G3 and G5: a barrel below the target that a barrel player can win from."""
    g = rules.game_scoring
    if not typed("game_scoring.barrel_threshold", "game_scoring.target") or g.target < 1:
        return
    threshold = g.barrel_threshold
    if threshold is None:
        return
    if not 0 < threshold < g.target:
        problem(
            "game_scoring.barrel_threshold",
            f"must be above 0 and below the target {g.target}, not {threshold}",
        )
        return
    if not typed("game_scoring.barrel_min_contract", "game_scoring.win"):
        return
    b = rules.bidding
    if g.barrel_min_contract < 1:
        return
    needed = barrel_contract(rules)
    if needed > b.max_bid:
        problem(
            "game_scoring.barrel_min_contract",
            f"the barrel contract {needed} is above the maximum bid {b.max_bid}",
        )
    elif not _wins(threshold + needed, g.target, g.win):
        problem(
            "game_scoring.barrel_min_contract",
            f"a barrel player making {needed} from {threshold} reaches {threshold + needed},"
            f" which does not win ({g.win.value} {g.target})",
        )


def check_golden(rules: Rules, typed: Any, problem: Any) -> None:
    """G13: the golden contract of 120 must be a contract these rules allow."""
    if not typed("game_scoring.golden_round") or not rules.game_scoring.golden_round:
        return
    b = rules.bidding
    if GOLDEN_CONTRACT % b.bid_step or not b.min_bid <= GOLDEN_CONTRACT <= b.max_bid:
        problem(
            "game_scoring.golden_round",
            f"the golden contract of {GOLDEN_CONTRACT} must be a multiple of the bid step"
            f" {b.bid_step} between the minimum {b.min_bid} and maximum {b.max_bid} bids",
        )


def _wins(score: int, target: int, win: WinCondition) -> bool:
    return score > target if win is WinCondition.EXCEED else score >= target


def barrel_contract(rules: Rules) -> int:
    """G5: the smallest contract that wins from the barrel under ``rules``.

    The smallest multiple of the bid step that is at least both
    ``game_scoring.barrel_min_contract`` and the minimum bid.

    >>> from thousand import GameScoringRules, Rules
    >>> barrel_contract(Rules())
    120
    >>> barrel_contract(Rules(game_scoring=GameScoringRules(barrel_min_contract=121)))
    125
    """
    step = rules.bidding.bid_step
    needed = max(rules.game_scoring.barrel_min_contract, rules.bidding.min_bid)
    return -(-needed // step) * step
