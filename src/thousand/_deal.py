"""The chance action: checking and applying a :class:`~thousand.Deal` (A2)."""

from __future__ import annotations

from thousand._common import wrong_phase
from thousand._conditions import eligible
from thousand._redeal import ask, open_auction
from thousand._tables import FULL_DECK
from thousand.actions import Deal
from thousand.cards import DECK, Card
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


def dealing_order(rules: Rules, dealer: int) -> tuple[int, ...]:
    """The seats that receive cards, in the order dealt (``core.deal_one_by_one``).

    Clockwise from the dealer's left; a seat whose share is 0 (a dealer sitting out) is
    skipped.
    """
    n = rules.dealing.players
    hand_sizes = deal_shape(rules, dealer)[0]
    return tuple(s for s in ((dealer + i) % n for i in range(1, n + 1)) if hand_sizes[s])


def hand_sequence(rules: Rules, dealer: int) -> tuple[int, ...]:
    """The seat that receives each hand card in turn, dealt one at a time.

    Round and round in :func:`dealing_order`, skipping a seat whose share is complete.
    """
    room = list(deal_shape(rules, dealer)[0])
    order = dealing_order(rules, dealer)
    sequence = []
    at = 0
    for _ in range(sum(room)):
        while not room[order[at % len(order)]]:
            at += 1
        seat = order[at % len(order)]
        room[seat] -= 1
        sequence.append(seat)
        at += 1
    return tuple(sequence)


def last_dealt_seat(rules: Rules, dealer: int) -> int:
    """The seat that receives the last card of the pack, dealt one at a time (A9).

    The talon is never set aside from the last card (A8), so the bottom card of the pack
    goes to a hand: the dealer's, with three players.
    """
    return hand_sequence(rules, dealer)[-1]


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
    bottom = d.terms.extras.bottom
    if bottom >= 0:
        seat = last_dealt_seat(d.setup.rules, d.setup.dealer)
        if bottom not in hands[seat]:
            card = DECK[bottom]
            return Violation(
                Reason.BOTTOM_CARD_MISPLACED,
                f"the {card} the dealer kept at the bottom goes to seat {seat}, dealt the last"
                " card",
                details=(("bottom", str(card)), ("seat", seat)),
            )
    return None


def apply_deal(d: Data, action: Deal) -> Data:
    """Lay out the cards; the auction opens after the opening bid's holder (C1, C2).

    Seats that may claim a redeal are asked first (B1-B3). In a deal without an auction
    (C11 ``takes_talon``, G13) the talon goes straight to its player.
    """
    setup = d.setup
    hands = tuple(_mask(hand) for hand in action.hands)
    log = (*d.log, action)
    terms = d.terms._replace(
        talons=tuple(_mask(talon) for talon in action.talons),
        bid=setup.opening_bid,
        bidder=setup.holder,
    )
    if setup.redeal.hand and not setup.redeal.after_exchange:
        claims = eligible(setup, hands)  # B3 before_bidding
        if claims:
            return ask(d._replace(hands=hands, log=log, terms=terms), claims)
    if setup.direct >= 0:
        return open_auction(d._replace(hands=hands, log=log, terms=terms))
    return d._replace(phase=Phase.BIDDING, to_act=setup.opener, hands=hands, log=log, terms=terms)


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask
