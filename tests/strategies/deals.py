"""Hypothesis strategies for deals: who deals, and the cards of hands and talons.

:func:`seeded_deals` goes through :func:`thousand.deal` with a ``random.Random(seed)``;
:func:`shuffled_deals` lets hypothesis draw the permutation of the deck itself (and
shrink it); :func:`ace_deals` puts the four aces in one hand (or three there and one in
the talon) so that the ace marriage comes up, :func:`nine_deals` the four nines and
:func:`long_suit_deals` a whole suit; :func:`deals` is any of the first three. A deck
order is cut into hands and talons by :func:`deal_from_order`, to the shape of
:func:`~strategies.layouts.shape_of`; the strategies make their deals for dealer 0 (a
playout turns a four-player deal to its dealer with
:func:`~strategies.layouts.for_dealer`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import strategies as st

import thousand as t

from .layouts import hand_piles, keeps_order, shape_of


def dealers(rules: t.Rules) -> st.SearchStrategy[int]:
    """A seat to deal."""
    return st.integers(0, rules.players - 1)


def deal_from_order(rules: t.Rules, order: Sequence[t.Card], dealer: int = 0) -> t.Deal:
    """Cut a deck order into the hands and talons of :func:`shape_of` (piles sorted, but a
    stock keeps the order, A3)."""
    hand_sizes, talon_sizes = shape_of(rules, dealer)
    piles: list[tuple[t.Card, ...]] = []
    at = 0
    for size in (*hand_sizes, *talon_sizes):
        piles.append(tuple(sorted(order[at : at + size])))
        at += size
    if keeps_order(rules):
        piles[-1] = tuple(order[at - talon_sizes[-1] : at])
    assert at == len(order) == len(t.DECK)
    return t.Deal(hands=piles[: len(hand_sizes)], talons=piles[len(hand_sizes) :])


def seeded_deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """``thousand.deal(rules, random.Random(seed))`` for a drawn seed."""
    return st.integers(0, 2**32 - 1).map(lambda seed: t.deal(rules, random.Random(seed)))


def shuffled_deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """A deck order drawn (and shrunk) by hypothesis, cut into hands and talons."""
    return st.permutations(t.DECK).map(lambda order: deal_from_order(rules, order))


ACES = tuple(card for card in t.DECK if card.rank is t.Rank.ACE)


def gather(
    rules: t.Rules, order: Sequence[t.Card], cards: Sequence[t.Card], pile: int
) -> list[t.Card]:
    """``order`` with ``cards`` swapped into pile ``pile`` (the hands, then the talons).

    Each card outside the pile changes places with a card of the pile that is not one
    of ``cards``; the other cards keep their places.
    """
    hand_sizes, talon_sizes = shape_of(rules)
    sizes = (*hand_sizes, *talon_sizes)
    start = sum(sizes[:pile])
    inside = range(start, start + sizes[pile])
    deck = list(order)
    free = [i for i in inside if deck[i] not in cards]
    for card in cards:
        at = deck.index(card)
        if at not in inside:
            to = free.pop()
            deck[at], deck[to] = deck[to], deck[at]
    return deck


def ace_deal(
    rules: t.Rules, order: Sequence[t.Card], pile: int, talon_ace: t.Card | None
) -> t.Deal:
    """The deal of ``order`` with the four aces in hand ``pile``, or, given ``talon_ace``,
    the other three there and ``talon_ace`` in the (first) talon."""
    if talon_ace is None or not shape_of(rules)[1][0]:  # A3: a stock may be empty
        return deal_from_order(rules, gather(rules, order, ACES, pile))
    three = [ace for ace in ACES if ace != talon_ace]
    talon = len(shape_of(rules)[0])
    return deal_from_order(
        rules, gather(rules, gather(rules, order, three, pile), [talon_ace], talon)
    )


_TALON_ACES = st.one_of(st.none(), st.sampled_from(ACES))


def ace_deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """Deals with the four aces in one hand, or three in a hand and one in the talon.

    Four aces in one hand are rare in random deals (about 1 in 300); these make the ace
    marriage (E3) and its part in the cap (C6, in bids and after taking the talon) come
    up in playouts.
    """
    piles = hand_piles(rules, 4)
    if not piles:  # A3: a stock dealt fewer than four cards each
        return seeded_deals(rules)
    return st.builds(
        lambda order, pile, talon_ace: ace_deal(rules, order, pile, talon_ace),
        st.permutations(t.DECK),
        st.sampled_from(piles),
        _TALON_ACES,
    )


def long_suit_deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """Deals with the six cards of one suit in one hand: the others are void in it.

    When that suit is led after a trump is set, both followers must trump: the
    overtrumping of E5 comes up.
    """
    piles = hand_piles(rules, 6)
    if not piles:  # A3: a stock dealt fewer than six cards each
        return seeded_deals(rules)
    return st.builds(
        lambda order, pile, suit: deal_from_order(
            rules, gather(rules, order, [c for c in t.DECK if c.suit is suit], pile)
        ),
        st.permutations(t.DECK),
        st.sampled_from(piles),
        st.sampled_from(t.Suit),
    )


NINES = tuple(card for card in t.DECK if card.rank is t.Rank.NINE)
_ORDERS = st.permutations(t.DECK)


def nine_deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """Deals with the four nines in one hand: a redeal claim on them (B1) and the
    four-nines bonus (B5) come up (about 1 deal in 100 otherwise)."""
    piles = hand_piles(rules, 4)
    if not piles:  # A3: a stock dealt fewer than four cards each
        return seeded_deals(rules)
    return st.builds(
        lambda order, pile: deal_from_order(rules, gather(rules, order, NINES, pile)),
        _ORDERS,
        st.sampled_from(piles),
    )


def deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """Any kind of deal: seeded, shuffled by hypothesis, or with the aces together."""
    return st.one_of(seeded_deals(rules), shuffled_deals(rules), ace_deals(rules))
