"""The chance action: checking and applying a :class:`~thousand.Deal` (A2)."""

from __future__ import annotations

from thousand._bidding import take_talon
from thousand._common import wrong_phase
from thousand._tables import FULL_DECK
from thousand.actions import Deal
from thousand.cards import Card
from thousand.errors import Reason, Violation
from thousand.rules import Rules
from thousand.state import Data, Phase

_THREE_PLAYERS = ((7, 7, 7), (3,))
"""A2: seven cards to each of three players and one talon of three."""


def deal_shape(rules: Rules, dealer: int = 0) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hand sizes (seat 0 first) and the talon sizes of a deal under ``rules`` (A2).

    The one place that says how many cards go where; dealing, checking a deal and the
    world sampler all ask it. ``dealer`` matters where a seat's share depends on it (a
    dealer who sits out, A5); three players get seven cards each whoever deals.
    """
    return _THREE_PLAYERS


def _invalid(message: str) -> Violation:
    return Violation(Reason.INVALID_DEAL, message)


def check_deal(d: Data, action: Deal) -> Violation | None:
    """Check that a deal shares out the 24 cards as the rules say."""
    if d.phase is not Phase.DEALING:
        return wrong_phase(d, action)
    n = d.setup.players
    hand_sizes, talon_sizes = deal_shape(d.setup.rules, d.setup.dealer)
    hands, talons = action.hands, action.talons
    if len(hands) != n:
        return _invalid(f"a deal for {n} players has {n} hands, not {len(hands)}")
    if len(talons) != len(talon_sizes):
        count = len(talon_sizes)
        noun = "talon" if count == 1 else "talons"
        return _invalid(f"a deal for {n} players has {count} {noun}, not {len(talons)}")
    seen = 0
    piles = [(f"hand {i}", hands[i], size) for i, size in enumerate(hand_sizes)]
    piles += [(f"talon {i}", talons[i], size) for i, size in enumerate(talon_sizes)]
    for where, cards, size in piles:
        if len(cards) != size:
            return _invalid(f"{where} must have {size} cards, not {len(cards)}")
        for card in cards:
            if type(card) is not Card:
                return _invalid(f"{where} holds {card!r}, which is not a Card")
            if seen >> card & 1:
                return _invalid(f"{card} is dealt twice")
            seen |= 1 << card
    if seen != FULL_DECK:  # pragma: no cover - sizes add up to 24 distinct cards
        return _invalid("the deal does not hold the 24 cards")
    return None


def apply_deal(d: Data, action: Deal) -> Data:
    """Lay out the cards; the auction opens left of the opening bid's holder (C1, C2).

    Under C8 ``first_hand`` the holder acts first, to go dark or look at its cards.

    In a deal without an auction (C11 ``takes_talon``, G13) the talon goes straight to
    its player.
    """
    setup = d.setup
    hands = tuple(_mask(hand) for hand in action.hands)
    d = d._replace(
        phase=Phase.BIDDING,
        to_act=setup.holder if setup.blind_first_hand else setup.next_seat[setup.holder],
        hands=hands,
        log=(action,),
        terms=d.terms._replace(
            talons=tuple(_mask(talon) for talon in action.talons),
            bid=setup.opening_bid,
            bidder=setup.holder,
            unseen=setup.blind,  # C8: who may go dark does not see the cards dealt
        ),
    )
    if setup.direct >= 0:
        d = d._replace(terms=d.terms._replace(bidder=setup.direct))
        return take_talon(d, hidden=setup.direct_hidden)
    return d


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask
