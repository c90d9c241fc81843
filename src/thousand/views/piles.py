"""Putting unseen cards into piles, for the worlds of ``sample_world`` (private).

Both samplers (``views.worlds`` and, for two players, ``views.two_player_worlds``) place
cards one by one; each card goes to a pile chosen with weight by the pile's room, so that a deal
nothing constrains is a uniform shuffle. Placed so, one card at a time, the cards may reach a
dead end where another order would have fitted them all; :func:`fits` says whether any
placement exists at all, so that a view whose cards fit nowhere is refused at once.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, TypeVar

from thousand.cards import DECK
from thousand.views.checks import ViewProblem

if TYPE_CHECKING:
    from thousand.cards import Card


_P = TypeVar("_P", bound=Hashable)
"""A pile: a seat's hand (its number), or a named pile."""


def known_mask(cards: tuple[Card | None, ...] | tuple[Card, ...]) -> int:
    """The mask of the cards a view shows face up (``None`` is a face-down card)."""
    mask = 0
    for card in cards:
        if card is not None:
            mask |= 1 << card
    return mask


NO_ROOM = ViewProblem("hand_sizes", "the cards the view hides do not fit where it leaves room")
"""No placement of the unseen cards exists (:func:`fits`): no draw can find one."""


def fits(
    homes: Mapping[int, Sequence[_P]],
    room: Mapping[_P, int],
    limited: tuple[int, frozenset[_P]] = (0, frozenset()),
) -> bool:
    """Whether every card can be placed at once, as :func:`put_card` places them one by one.

    Each card in one of its ``homes``, no pile over its ``room``, and at most one card of
    the mask ``limited[0]`` in each pile of ``limited[1]`` (a hidden gift takes one card
    of a shown talon at most).

    A flow of at most 24 cards from the cards to the piles, found by augmenting paths; a
    limited pile is reached by those cards through a gate that lets one through.
    """
    mask, once = limited
    # Residual capacities: source -> card -> (gate ->) pile -> sink.
    graph: dict[object, dict[object, int]] = {"source": {}, "sink": {}}

    def edge(a: object, b: object, capacity: int) -> None:
        graph.setdefault(a, {})[b] = graph.setdefault(a, {}).get(b, 0) + capacity
        graph.setdefault(b, {}).setdefault(a, 0)

    for card, piles in homes.items():
        edge("source", ("card", card), 1)
        for pile in piles:
            if mask >> card & 1 and pile in once:
                edge(("card", card), ("gate", pile), 1)
                edge(("gate", pile), ("pile", pile), 1)
            else:
                edge(("card", card), ("pile", pile), 1)
    for pile, size in room.items():
        edge(("pile", pile), "sink", size)

    def augment(node: object, seen: set[object]) -> bool:
        if node == "sink":
            return True
        seen.add(node)
        for nxt, capacity in graph[node].items():
            if capacity > 0 and nxt not in seen and augment(nxt, seen):
                graph[node][nxt] -= 1
                graph[nxt][node] += 1
                return True
        return False

    return all(augment("source", set()) for _ in homes)


def no_home(card: int) -> ViewProblem:
    """The problem of a view that leaves ``card`` no place to be: no draw finds one.

    Every card has a home in a view that :func:`~thousand.view` made.
    """
    return ViewProblem("log", f"no hand or pile the view leaves open may hold the {DECK[card]}")


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
