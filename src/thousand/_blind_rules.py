"""The values of dark (blind) bidding, and their checks (private; see :mod:`thousand.rules`).

Dark bidding is C8 (who may go dark) and C9 (what a dark contract is); its multiplier is
F6. The enum and the constant are public through :mod:`thousand.rules` and the package;
:func:`check_blind` runs inside :func:`thousand.rules.problems_of`.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from thousand.rules import Rules

BLIND_MIN_BID = 120
"""C9: the lowest dark bid and so the lowest dark contract (seed 000: "It automatically
sets a price of 120"; seed 001: "obliged to score at least 120 points")."""


class BlindBidding(enum.StrEnum):
    """Who may bid in the dark, without having looked at their cards (C8)."""

    OFF = "off"
    """Nobody: every player sees their cards when they are dealt."""
    FIRST_HAND = "first_hand"
    """Only the holder of the obligatory bid, before the auction opens, at 120 (seed 001:
    "Play «in the dark» is entitled to only the «first hand»"; seed 000's "blind game":
    "the player who has the right to be the first to name the buy-in price announces a
    "blind" game. It automatically sets a price of 120")."""
    ANYONE = "anyone"
    """Any player who has not looked at their cards yet, at their turn in the auction
    (seed 000: "You can bargain in the dark without looking at your cards"; seed 002:
    «можно делать заказ втемную, не заглядывая в свои карты»)."""


def check_blind(rules: Rules, typed: Any, problem: Any) -> None:
    """C8, C9: with dark bidding on, the dark 120 must be a bid these rules allow.

    ``first_hand`` needs a holder of the obligatory bid (C1).

    The seeds describe dark bidding at a table of three (and four, where the dealer sits
    out of the auction); two players do not bid in the dark.
    """
    if not typed("bidding.blind_bidding") or rules.bidding.blind_bidding is BlindBidding.OFF:
        return
    if typed("dealing.players") and rules.dealing.players == 2:
        problem(
            "bidding.blind_bidding",
            "two players do not bid in the dark: the seeds describe dark bidding for"
            " three players (and four, the dealer sitting out)",
        )
    b = rules.bidding
    if b.blind_bidding is BlindBidding.FIRST_HAND and b.obligatory_bid.value == "none":
        # C8 first_hand is the holder's dark bid; C1 none has no holder.
        problem(
            "bidding.blind_bidding",
            "first_hand dark bidding is the holder's, and nobody holds the obligatory bid"
            " (bidding.obligatory_bid is none): use anyone, or an obligatory bid",
        )
    if BLIND_MIN_BID % b.bid_step or not b.min_bid <= BLIND_MIN_BID <= b.max_bid:
        problem(
            "bidding.blind_bidding",
            f"the dark bid of {BLIND_MIN_BID} must be a multiple of the bid step"
            f" {b.bid_step} between the minimum {b.min_bid} and maximum {b.max_bid} bids",
        )
