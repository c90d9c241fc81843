"""F: scoring a deal. Rounding, bolts, the golden and dark multipliers.

:class:`DealScoringRules` with :class:`Rounding` (F1, F2) and the bolt rules
:class:`BoltRule` and :class:`BoltCount` (F3-F5); the multipliers of dark (F6) and
golden (F7) deals.
"""

from __future__ import annotations

import enum

import attrs

from thousand.rules.limits import MAX_MULTIPLIER, MAX_POINTS, MULTIPLIER, POINTS, Bound


class Rounding(enum.StrEnum):
    """How the defenders' totals are rounded (F1, F8)."""

    NEAREST_5 = "nearest_5"
    """To a multiple of 5: a remainder of 1-2 rounds down, 3-4 up (17→15, 18→20)."""
    NONE = "none"
    """Not rounded."""
    NEAREST_10 = "nearest_10"
    """To a multiple of 10, a remainder of 5 up (F8; 14→10, 15→20; Kurnik's
    "Tysiąc - zasady": «zaokrąglone do wielokrotności 10 (od 5 w górę, poniżej - w
    dół)», zagraj.pl, Board Game Arena's "Base score unit: 10")."""
    DOWN_10 = "down_10"
    """Down to a multiple of 10 (F8; 19→10; everything2's "1000": "players round down
    to the nearest 5 or 10")."""
    DOWN_5 = "down_5"
    """Down to a multiple of 5 (F8; 19→15), the same text's other unit."""


class BoltRule(enum.StrEnum):
    """What earns a bolt (F3)."""

    NO_TRICK = "no_trick"
    """Taking no trick in a deal that was played (*Thousand for two, three or four*,
    *Тысяча вчетвером*)."""
    NO_POINTS = "no_points"
    """Scoring no points in a deal that was played: no card points and no marriage
    (*How many points*, *Игры азартные карты 1000*: "did not score a single point")."""


class BoltCount(enum.StrEnum):
    """Which bolts cost the bolt penalty (F4)."""

    EVERY_THIRD = "every_third"
    """Every third bolt of the game; the count restarts after each penalty."""
    THREE_IN_A_ROW = "three_in_a_row"
    """Only three bolts in a row; a deal without a bolt restarts the count
    (*Thousand for two, three or four*)."""


@attrs.frozen(kw_only=True)
class DealScoringRules:
    """F. Deal scoring.

    Attributes:
        rounding: F1, F8, how the defenders' totals are rounded: to the nearest 5, to
            the nearest 10 with 5 up, down to 10 or to 5, or not at all. The declarer's points are
            never rounded before they are compared with the contract (F2).
        bolt_rule: F3, what earns a bolt.
        bolt_count: F4, which bolts cost the penalty: every third, or three in a row.
        bolt_penalty: F4, what the penalized bolt costs (120; 100 in
            *Thousand for two, three or four*); 0 to 1000
            (:data:`~thousand.rules.limits.MAX_POINTS`).
        bolt_doubling: F5, a bolt in a multiplied (golden or dark) deal counts as many
            bolts as the deal's multiplier (*Thousand for two, three or four*: "The
            resulting bolt can be doubled if you get in the game «in the dark» or
            «gold»").
        golden_multiplier: F7, what a golden deal multiplies scores by (2); 1 to 10
            (:data:`~thousand.rules.limits.MAX_MULTIPLIER`).
        golden_marriages_multiplied: F7, declared marriages are multiplied too
            (*Тысяча вчетвером*, Gambler rule 16); off: they count once
            (*Thousand for two, three or four*).
        dark_multiplier: F6, what a dark deal (won with a dark bid, C8, C9) multiplies
            scores by (2: *Игры азартные карты 1000*, «Результат данной сдачи удваивается»);
            1 to 10 (:data:`~thousand.rules.limits.MAX_MULTIPLIER`).
        dark_marriages_multiplied: F6, declared marriages are multiplied too in a dark
            deal (every result doubled, *How many points* and
            *Игры азартные карты 1000*); off: they count once
            (*Thousand for two, three or four*: "«in the dark» obtained through bribes
            points are doubled, then it is added to the par value of marriage").
        sitting_out_keeps_bolts: A5 and F4, with four players: a deal a seat sits out
            (the dealer, or as ``dealing.sitter`` says, A11) leaves its bolt count as it
            was, as standing still does (G10), also under ``three_in_a_row``; off: it
            counts as a deal without a bolt and breaks a run of bolts in a row. The rule
            texts do not say; a seat that sits out never gets a bolt.
    """

    rounding: Rounding = Rounding.NEAREST_5
    bolt_rule: BoltRule = BoltRule.NO_TRICK
    bolt_count: BoltCount = BoltCount.EVERY_THIRD
    bolt_penalty: int = 120
    bolt_doubling: bool = True
    golden_multiplier: int = 2
    golden_marriages_multiplied: bool = True
    dark_multiplier: int = 2
    dark_marriages_multiplied: bool = True
    sitting_out_keeps_bolts: bool = True


BOUNDS = (
    Bound("deal_scoring.bolt_penalty", 0, MAX_POINTS, POINTS),
    Bound("deal_scoring.golden_multiplier", 1, MAX_MULTIPLIER, MULTIPLIER),
    Bound("deal_scoring.dark_multiplier", 1, MAX_MULTIPLIER, MULTIPLIER),
)
"""F4, F6, F7: the ranges of the bolt penalty and the multipliers."""
