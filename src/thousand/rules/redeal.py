"""B: redeals. Which hands and talons may be thrown in, who claims, when, at what cost.

:class:`RedealRules` with :class:`RedealCondition` (B1), the claimant of a talon
condition (B2), the timing (B3), the bad-hand penalty (B4), the four-nines bonus (B5) and
the nines counted after the exchange (B6),
the checks of their combinations, and :class:`RedealFacts`, what the conditions of a
rules value come to, worked out once per value.
"""

from __future__ import annotations

import enum
import functools
from typing import TYPE_CHECKING, Any, NamedTuple

import attrs

from thousand.rules.limits import MAX_POINTS, PACK, PACK_POINTS, POINTS, Bound
from thousand.values import tolerant_unpickling

if TYPE_CHECKING:
    from thousand.rules.ruleset import Rules


BAD_HAND_REDEALS = 3
"""B4: the third redeal in a row is a "bad hand"."""


class RedealCondition(enum.StrEnum):
    """A condition under which a seat may claim a redeal (B1).

    The hand conditions are claimed by the seat holding the hand, the talon conditions
    by the declarer after taking the talon (B2).
    """

    HAND_FOUR_NINES = "hand_four_nines"
    """The hand holds the four nines (*How many points*,
    *Thousand for two, three or four*, *Игры азартные карты 1000*,
    *Тысяча вчетвером*)."""
    HAND_POINTS_BELOW = "hand_points_below"
    """The hand's card points are below ``redeal.hand_points_below`` (14; 13 in the
    Gambler rules of *Тысяча вчетвером*, 16 in *Thousand for two, three or four*)."""
    TALON_POINTS_BELOW = "talon_points_below"
    """The talon's card points are below ``redeal.talon_points_below`` (5;
    *How many points*, *Thousand for two, three or four*, *Игры азартные карты 1000*,
    *Тысяча вчетвером*)."""
    HAND_THREE_NINES_ON_HUNDRED = "hand_three_nines_on_hundred"
    """The holder of the obligatory bid holds three nines or more (*How many points* and
    *Thousand for two, three or four*: "3 nines on the hundred")."""
    HAND_THREE_NINES = "hand_three_nines"
    """Any seat holding three nines or more (*Тысяча вчетвером*, Gambler rule 15)."""
    HAND_FOUR_JACKS = "hand_four_jacks"
    """The hand holds the four jacks (*Тысяча вчетвером*, Gambler rule 15;
    *Mille pour deux*)."""
    TALON_TWO_NINES = "talon_two_nines"
    """The talon holds two nines or more (*How many points*,
    *Thousand for two, three or four*, *Тысяча вчетвером*)."""
    TALON_THREE_JACKS = "talon_three_jacks"
    """The talon is three jacks (*Тысяча вчетвером*, Gambler rule 15; *Mille pour deux*)."""


HAND_CONDITIONS = frozenset(
    {
        RedealCondition.HAND_FOUR_NINES,
        RedealCondition.HAND_POINTS_BELOW,
        RedealCondition.HAND_THREE_NINES_ON_HUNDRED,
        RedealCondition.HAND_THREE_NINES,
        RedealCondition.HAND_FOUR_JACKS,
    }
)
"""B1: the conditions on a seat's hand."""


TALON_CONDITIONS = frozenset(RedealCondition) - HAND_CONDITIONS
"""B1: the conditions on the talon."""


DEFAULT_REDEAL_CONDITIONS = frozenset(
    {
        RedealCondition.HAND_FOUR_NINES,
        RedealCondition.HAND_POINTS_BELOW,
        RedealCondition.TALON_POINTS_BELOW,
    }
)
"""B1's default: four nines, a hand below 14 points, a talon below 5 points."""


class RedealTiming(enum.StrEnum):
    """When the hand conditions of a redeal are claimed (B3)."""

    BEFORE_BIDDING = "before_bidding"
    """Once the cards are dealt, before the first bid (*Тысяча вчетвером*, Gambler rule
    15: «При начале торговли любой игрок может заявить…»)."""
    AFTER_EXCHANGE = "after_exchange"
    """After the exchange, before the contract is declared (*Тысяча вчетвером*, the Games24
    convention: «когда … в 1000 окажется по 8 карт»)."""


class TalonClaimant(enum.StrEnum):
    """Who may claim a redeal on a talon condition (B2)."""

    DECLARER = "declarer"
    """The declarer, on taking the talon (*How many points*,
    *Thousand for two, three or four*, *Тысяча вчетвером*: «…может заявить выигравший
    торговлю игрок»)."""
    ON_THE_HUNDRED = "on_the_hundred"
    """Only the holder of the obligatory bid who took the talon at it unopposed
    (*Игры азартные карты 1000*: «если он был сдающим и поставил 100 автоматически»;
    *Thousand for two, three or four*)."""


_INLINE_CLAIMS = frozenset({RedealCondition.HAND_FOUR_NINES, RedealCondition.HAND_POINTS_BELOW})
"""The default hand conditions, which the claim check of every deal tests inline."""


class RedealFacts(NamedTuple):
    """The redeal settings as the engine reads them (B1, B3; private)."""

    hand: tuple[RedealCondition, ...]
    """The hand conditions played, in :class:`RedealCondition` order."""
    talon: tuple[RedealCondition, ...]
    """The talon conditions played, in :class:`RedealCondition` order."""
    after_exchange: bool
    """B3: the hand conditions are claimed after the exchange, not before bidding."""
    four_nines: bool
    """``hand_four_nines`` is played (checked inline on every deal)."""
    points_below: int
    """``hand_points_below``'s threshold when it is played, else 0 (inline too)."""
    others: tuple[RedealCondition, ...]
    """The other hand conditions played."""
    dealt_nines_only: bool = False
    """B6: after the exchange, a hand's nines count only if they were dealt to it."""


@functools.lru_cache(maxsize=64)
def redeal_facts(rules: Rules) -> RedealFacts:
    """:class:`RedealFacts` of ``rules`` (a rules value hashes fast: its hash is cached)."""
    redeal = rules.redeal
    conditions = redeal.conditions
    ordered = [c for c in RedealCondition if c in conditions]
    return RedealFacts(
        hand=tuple(c for c in ordered if c in HAND_CONDITIONS),
        talon=tuple(c for c in ordered if c in TALON_CONDITIONS),
        after_exchange=redeal.timing is RedealTiming.AFTER_EXCHANGE,
        four_nines=RedealCondition.HAND_FOUR_NINES in conditions,
        points_below=(
            redeal.hand_points_below if RedealCondition.HAND_POINTS_BELOW in conditions else 0
        ),
        others=tuple(c for c in ordered if c in HAND_CONDITIONS and c not in _INLINE_CLAIMS),
        dealt_nines_only=redeal.dealt_nines_only and redeal.timing is RedealTiming.AFTER_EXCHANGE,
    )


def check_redeal(rules: Rules, typed: Any, problem: Any) -> None:
    """B1, B2: the claims "on the hundred" need an obligatory bid (C1); B6 after the exchange.

    Counting only the nines dealt (B6) needs B3's ``after_exchange``: before bidding every
    hand is the hand dealt. The ranges of the thresholds and amounts are :data:`BOUNDS`.
    """
    r = rules.redeal
    if (
        typed("redeal.dealt_nines_only", "redeal.timing")
        and r.dealt_nines_only
        and r.timing is not RedealTiming.AFTER_EXCHANGE
    ):
        problem(
            "redeal.dealt_nines_only",
            "counting only the nines dealt needs redeal.timing after_exchange (before"
            " bidding every hand is the hand dealt)",
        )
    if not typed("bidding.obligatory_bid") or rules.bidding.obligatory_bid.value != "none":
        return
    # C1 none: nobody is "on the hundred".
    if typed("redeal.conditions") and RedealCondition.HAND_THREE_NINES_ON_HUNDRED in r.conditions:
        problem(
            "redeal.conditions",
            "hand_three_nines_on_hundred needs an obligatory bid (bidding.obligatory_bid is none)",
        )
    if typed("redeal.talon_claimant") and r.talon_claimant is TalonClaimant.ON_THE_HUNDRED:
        problem(
            "redeal.talon_claimant",
            "on_the_hundred needs an obligatory bid (bidding.obligatory_bid is none)",
        )


@tolerant_unpickling  # B6 came after the first release
@attrs.frozen(kw_only=True)
class RedealRules:
    """B. Redeal (пересдача).

    Attributes:
        conditions: B1, the conditions under which a seat may claim a redeal
            (:class:`~thousand.ClaimRedeal`); by default four nines, a hand below 14
            points and a talon below 5 points; ``frozenset()`` plays no redeals.
        hand_points_below: B1, the threshold of ``hand_points_below``: a hand with fewer
            card points may claim (14; 13 in the Gambler rules of *Тысяча вчетвером*, 16
            in *Thousand for two, three or four*). 0 to 120, the card points of the pack
            (:data:`~thousand.rules.limits.PACK_POINTS`).
        talon_points_below: B1, the threshold of ``talon_points_below`` (5); 0 to 120.
        talon_claimant: B2, who may claim on a talon condition: the declarer, or only
            the holder of the obligatory bid who took the talon at it
            (*Игры азартные карты 1000*).
        timing: B3, when the hand conditions are claimed: before bidding, or after the
            exchange (*Тысяча вчетвером*, Games24). Talon conditions are claimed on
            taking the talon, in the exchange.
        bad_hand_penalty: B4, what the dealer loses for the third redeal in a row (a
            "bad hand", *Thousand for two, three or four*: 100); the deal then passes to
            the next player. ``None``: no penalty; else 0 to 1000
            (:data:`~thousand.rules.limits.MAX_POINTS`).
        four_nines_bonus: B5, the points for leading the first of four nines held (0,
            off; 200 or 360 in *Игры азартные карты 1000*); they count like a declared
            marriage's. 0 to 1000 (:data:`~thousand.rules.limits.MAX_POINTS`).
        passes_deal: after a redeal (or a deal thrown in) the next player deals; off
            (the default), the same dealer deals again.
        dealt_nines_only: B6, with ``timing`` ``after_exchange``: a hand's nines count
            for the conditions on nines only if they were dealt to it, not taken with
            the talon or received in the exchange (pagat, *Thousand*: "only if they were
            all in the player's original hand"). Off (the default): every nine held
            after the exchange counts.
    """

    conditions: frozenset[RedealCondition] = DEFAULT_REDEAL_CONDITIONS
    hand_points_below: int = 14
    talon_points_below: int = 5
    talon_claimant: TalonClaimant = TalonClaimant.DECLARER
    timing: RedealTiming = RedealTiming.BEFORE_BIDDING
    bad_hand_penalty: int | None = None
    four_nines_bonus: int = 0
    passes_deal: bool = False
    dealt_nines_only: bool = False


BOUNDS = (
    Bound("redeal.hand_points_below", 0, PACK_POINTS, PACK),
    Bound("redeal.talon_points_below", 0, PACK_POINTS, PACK),
    Bound("redeal.bad_hand_penalty", 0, MAX_POINTS, POINTS),
    Bound("redeal.four_nines_bonus", 0, MAX_POINTS, POINTS),
)
"""B1, B4, B5: the ranges of the thresholds and amounts."""
