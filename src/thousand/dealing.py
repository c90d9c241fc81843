"""Dealing: the only place where randomness enters, through an RNG the caller passes in."""

from __future__ import annotations

import random

from thousand._deal import deal_shape
from thousand.actions import Deal
from thousand.cards import DECK
from thousand.rules import Rules

__all__ = ["deal"]


def deal(rules: Rules, rng: random.Random) -> Deal:
    """Shuffle the 24 cards with ``rng`` and share them out as ``rules`` say (A2).

    The same seed gives the same deal (for a given library version), so a seeded RNG
    makes games reproducible. Each hand is sorted in :class:`~thousand.Card` order.

    Args:
        rules: the rules (they fix the number of hands and talons).
        rng: the source of randomness, e.g. ``random.Random(7)``.

    Returns:
        The chance action to apply to a new deal.

    >>> import random
    >>> d = deal(Rules(), random.Random(7))
    >>> [len(h) for h in d.hands], [len(t) for t in d.talons]
    ([7, 7, 7], [3])
    >>> d == deal(Rules(), random.Random(7))
    True
    """
    cards = list(DECK)
    rng.shuffle(cards)
    hand_sizes, talon_sizes = deal_shape(rules)
    piles = []
    start = 0
    for size in (*hand_sizes, *talon_sizes):
        piles.append(sorted(cards[start : start + size]))
        start += size
    return Deal(hands=piles[: len(hand_sizes)], talons=piles[len(hand_sizes) :])
