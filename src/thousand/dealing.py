"""Dealing: the only place where randomness enters, through an RNG the caller passes in."""

from __future__ import annotations

import random

from thousand._deal import deal_shape, keeps_order
from thousand.actions import Deal
from thousand.cards import DECK
from thousand.rules import Rules

__all__ = ["deal"]


def deal(rules: Rules, rng: random.Random, *, dealer: int = 0) -> Deal:
    """Shuffle the 24 cards with ``rng`` and share them out as ``rules`` say (A2-A5).

    The same seed gives the same deal (for a given library version), so a seeded RNG
    makes games reproducible. Each hand and talon is sorted in :class:`~thousand.Card`
    order, except a stock (A3 ``stock``), which keeps the order it is drawn in.

    Args:
        rules: the rules (they fix the number of hands and talons).
        rng: the source of randomness, e.g. ``random.Random(7)``.
        dealer: the dealer's seat; it matters with four players, where the dealer sits
            out and gets no cards (A5). :func:`~thousand.next_round` passes it.

    Returns:
        The chance action to apply to a new deal.

    >>> import random
    >>> d = deal(Rules(), random.Random(7))
    >>> [len(h) for h in d.hands], [len(t) for t in d.talons]
    ([7, 7, 7], [3])
    >>> d == deal(Rules(), random.Random(7))
    True
    >>> from thousand import DealingRules
    >>> four = Rules(dealing=DealingRules(players=4))
    >>> [len(h) for h in deal(four, random.Random(7), dealer=2).hands]
    [7, 7, 0, 7]
    """
    cards = list(DECK)
    rng.shuffle(cards)
    hand_sizes, talon_sizes = deal_shape(rules, dealer)
    piles = []
    start = 0
    for size in (*hand_sizes, *talon_sizes):
        piles.append(sorted(cards[start : start + size]))
        start += size
    if len(hand_sizes) == 2 and keeps_order(rules):  # A3: a stock keeps its order
        piles[-1] = cards[start - talon_sizes[-1] : start]
    return Deal(hands=piles[: len(hand_sizes)], talons=piles[len(hand_sizes) :])
