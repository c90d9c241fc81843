"""Putting unseen cards into piles, for the worlds of ``sample_world`` (private).

Both samplers (``views.worlds`` and, for two players, ``views.two_player_worlds``) place
cards one by one; each card goes to a pile chosen with weight by the pile's room, so that a deal
nothing constrains is a uniform shuffle.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from thousand.cards import Card


_P = TypeVar("_P")
"""A pile: a seat's hand (its number), or a named pile."""


def known_mask(cards: tuple[Card | None, ...] | tuple[Card, ...]) -> int:
    """The mask of the cards a view shows face up (``None`` is a face-down card)."""
    mask = 0
    for card in cards:
        if card is not None:
            mask |= 1 << card
    return mask


def put_card(
    card: int, open_piles: list[_P], piles: dict[_P, int], room: dict[_P, int], rng: random.Random
) -> _P:
    """Put ``card`` in one of ``open_piles``, chosen with weight by room; return the pile."""
    pick = open_piles[0]
    if len(open_piles) > 1:
        pick = rng.choices(open_piles, weights=[room[p] for p in open_piles])[0]
    piles[pick] |= 1 << card
    room[pick] -= 1
    return pick
