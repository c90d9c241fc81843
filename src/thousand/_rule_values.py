"""The values of the bidding and trick-play settings (private; see :mod:`thousand.rules`).

The enums are public through :mod:`thousand.rules` and the package.
"""

from __future__ import annotations

import enum


class ObligatoryBid(enum.StrEnum):
    """Who holds the obligatory opening bid (C1)."""

    LEFT_OF_DEALER = "left_of_dealer"
    """The player to the dealer's left is "on the hundred" and plays it if all others pass."""
    DEALER = "dealer"
    """The dealer holds it; the player to the dealer's left opens the auction (seed 002,
    first text: «Первым заказ делает сдатчик… Дальше ставку делает игрок, сидящий по
    левую руку»)."""
    NONE = "none"
    """Nobody holds it: the player to the dealer's left opens the auction with the
    minimum bid or passes; if everybody passes the deal is thrown in and dealt again,
    as after a redeal (B1)."""


class BidCap(enum.StrEnum):
    """How marriages held limit bids and the contract (C6)."""

    MARRIAGES_IN_HAND = "marriages_in_hand"
    """At most 120 plus the values of the marriages held (♠160, ♣180, ♦200, ♥220, sums
    for several), never above the maximum bid (seed 003, rule 8). With the ace marriage
    on (E3), four aces held add its value (200)."""
    MARRIAGE_ABOVE_120 = "marriage_above_120"
    """Above 120 only while holding some marriage (seeds 000 and 002); with the ace
    marriage on (E3), four aces count as a marriage."""
    NONE = "none"
    """No limit but the maximum bid."""


class MarriageTiming(enum.StrEnum):
    """When a marriage may be declared (E1)."""

    AFTER_TRICK = "after_trick"
    """By the player on lead who has taken at least one trick in this deal, so never on
    the first lead (all seeds)."""
    ANY_LEAD = "any_lead"
    """By any player on lead, even on the very first lead of the deal (seed 002's house
    rule: anybody may declare a trump with a marriage on the very first lead)."""


class AceMarriage(enum.StrEnum):
    """Whether four aces are a marriage, and what declaring it does (E3)."""

    OFF = "off"
    """Four aces are no marriage."""
    POINTS_ONLY = "points_only"
    """Leading an ace while holding all four, declared like a marriage, scores the ace
    marriage (200); the trump does not change (seed 003, Gambler rule 5)."""
    SETS_TRUMP = "sets_trump"
    """As ``points_only``, and the ace's suit becomes trump; from then on the holder, when
    on lead and holding an ace, must lead an ace (seed 002: "in the following plays he
    must start with an ace")."""


class Overtake(enum.StrEnum):
    """Whether a follower must beat the trick's best card when able (E5)."""

    OFF = "off"
    """Only follow suit, else trump (``core.follow``): the seeds ask no more."""
    BEAT_TRICK = "beat_trick"
    """Among the cards ``core.follow`` allows, a follower must play one that would take
    the trick so far, if holding one: a higher card of the led suit than the best played,
    unless the trick is already trumped; when trumping, a higher trump than any in the
    trick (overtrumping). The Russian book reading: "must play a higher card of the same
    suit unless the suit was already trumped" (poker-cards.ru, research notes row 63)."""
    BEAT_LED_SUIT = "beat_led_suit"
    """As ``beat_trick``, but a follower of the led suit must beat the best card of the
    led suit even when the trick is already trumped: the Polish reading, "the duty to
    beat a card with a higher one if we have it (a higher card or a trump)" (zagraj.pl,
    Kurnik; research notes row 63)."""


class MarriageKind(enum.StrEnum):
    """The kinds of marriage a player may declare (E2, E3, E4)."""

    MARRIAGE = "marriage"
    """King and queen of one suit (``core.marriage``), worth the suit's value (E2)."""
    HALF_MARRIAGE = "half_marriage"
    """Queen and jack of one suit, worth half the suit's marriage (E4)."""
    ACE_MARRIAGE = "ace_marriage"
    """The four aces, worth ``play.ace_marriage_value`` (E3)."""


class Rounding(enum.StrEnum):
    """How the defenders' totals are rounded (F1)."""

    NEAREST_5 = "nearest_5"
    """To a multiple of 5: a remainder of 1-2 rounds down, 3-4 up (17→15, 18→20)."""
    NONE = "none"
    """Not rounded."""
