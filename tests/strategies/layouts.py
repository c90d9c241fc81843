"""The layouts the strategies deal for: the player counts, a deal's shape, its tricks.

The shape of a deal (hand and talon sizes) comes from :data:`DEAL_SHAPES` through
:func:`shape_of`, keyed by the number of players or the two-player layout (A3);
four-player deals are made for dealer 0 and turned to the drawn dealer
(:func:`for_dealer`). :data:`PLAYABLE_PLAYERS` are the counts that ``dealing_rules``
draws; :func:`tricks_of` counts the tricks of a deal played out.
"""

from __future__ import annotations

import thousand as t

PLAYABLE_PLAYERS: tuple[int, ...] = (3, 2, 4)
"""The player counts that ``Rules()`` accepts (A1)."""

Shape = tuple[tuple[int, ...], tuple[int, ...]]

DEAL_SHAPES: dict[int | t.TwoPlayerDeal, Shape] = {
    3: ((7, 7, 7), (3,)),  # A2: seven cards each and one talon of three.
    4: ((0, 7, 7, 7), (3,)),  # A5, dealer 0: the dealer sits out; see shape_of.
    t.TwoPlayerDeal.TWO_TALONS: ((10, 10), (2, 2)),  # A3: two talons of two.
    t.TwoPlayerDeal.DUMMY: ((7, 7), (3, 7)),  # A3: the talon, then the dummy's hand.
    t.TwoPlayerDeal.NINE_CARDS: ((9, 9), (3, 3)),  # A3: two piles of three.
    t.TwoPlayerDeal.STOCK: ((6, 6), (12,)),  # A3, six each: the stock; see shape_of.
}
"""Per layout (the number of players, or the two-player mode of A3): the hand sizes
(seat 0 first) and the talon sizes, as the catalogue describes them."""


def shape_of(rules: t.Rules, dealer: int = 0) -> Shape:
    """The shape of a deal under ``rules``: :data:`DEAL_SHAPES`, with the stock's hand size
    (A3) and, for four players, the empty hand of the seat that sits out (A5, A11)."""
    players = rules.players
    if players == 2:
        mode = rules.dealing.two_player_deal
        if mode is t.TwoPlayerDeal.STOCK:
            hand = rules.dealing.stock_hand_size
            return ((hand, hand), (24 - 2 * hand,))
        return DEAL_SHAPES[mode]
    hands, talons = DEAL_SHAPES[players]
    if players == 4:
        dealer = sitter_of(rules, dealer)
    return (hands[-dealer:] + hands[:-dealer] if dealer else hands), talons


SITTER_PLACES = {t.Sitter.DEALER: 0, t.Sitter.RIGHT_OF_DEALER: 3, t.Sitter.OPPOSITE_DEALER: 2}
"""A11: where the seat that sits out sits, clockwise from the dealer."""


def sitter_of(rules: t.Rules, dealer: int) -> int:
    """The seat that sits out a deal of four dealt by ``dealer`` (A5, A11)."""
    return (dealer + SITTER_PLACES[rules.dealing.sitter]) % 4


def keeps_order(rules: t.Rules) -> bool:
    """A3 ``stock``: the stock keeps the order it is drawn in (it is not sorted)."""
    return rules.players == 2 and rules.dealing.two_player_deal is t.TwoPlayerDeal.STOCK


def hand_piles(rules: t.Rules, at_least: int = 1) -> list[int]:
    """The hands (as piles of :func:`gather`, dealer 0) of at least ``at_least`` cards."""
    return [i for i, size in enumerate(shape_of(rules)[0]) if size >= at_least]


def for_dealer(deal: t.Deal, dealer: int) -> t.Deal:
    """A four-player deal made for dealer 0, turned so that the seat that sits out when
    ``dealer`` deals gets no cards (the sitter turns with the dealer, A5, A11)."""
    n = len(deal.hands)
    if n != 4 or not dealer:
        return deal
    hands = [deal.hands[(seat - dealer) % n] for seat in range(n)]
    return t.Deal(hands=hands, talons=deal.talons)


def tricks_of(rules: t.Rules) -> int:
    """The tricks of a deal played out, as the catalogue counts them (A2, A3, A5)."""
    if rules.players != 2:
        return 8
    mode = rules.dealing.two_player_deal
    if mode is t.TwoPlayerDeal.TWO_TALONS:
        return 11 if rules.dealing.two_talon_exchange is t.TwoTalonExchange.GIVE_ONE else 10
    return {t.TwoPlayerDeal.DUMMY: 8, t.TwoPlayerDeal.NINE_CARDS: 10}.get(mode, 12)
