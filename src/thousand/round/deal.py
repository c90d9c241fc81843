"""The chance action: checking and applying a :class:`~thousand.Deal` (A2, A3, A5)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from thousand.cards import DECK, Card, cards_mask
from thousand.errors import Reason, Violation, shown
from thousand.round.facts import (
    DEALING,
    PHASE_DONE,
    BeforePlay,
    RoundFacts,
    new_before_play,
    new_facts,
)
from thousand.round.turn import wrong_phase
from thousand.rules.dealing import TwoPlayerDeal, TwoTalonExchange, sitting_seat, stock_size
from thousand.rules.ruleset import Rules

if TYPE_CHECKING:
    from thousand.actions import Deal
    from thousand.round.facts import RoundFacts


_THREE_PLAYERS = ((7, 7, 7), (3,))
"""A2: seven cards to each of three players and one talon of three."""


_TWO_PLAYERS = {
    TwoPlayerDeal.TWO_TALONS: ((10, 10), (2, 2)),
    TwoPlayerDeal.DUMMY: ((7, 7), (3, 7)),
    TwoPlayerDeal.NINE_CARDS: ((9, 9), (3, 3)),
}
"""A3: ten each and two talons of two; seven each, the talon and the dummy's seven; nine
each and two piles of three."""


_FOUR_PLAYERS = tuple(
    (tuple(0 if seat == sitter else 7 for seat in range(4)), (3,)) for sitter in range(4)
)
"""A5, A11: seven cards to each seat but the one that sits out, and a talon of three."""


def deal_shape(rules: Rules, dealer: int = 0) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hand sizes (seat 0 first) and the talon sizes of a deal under ``rules``.

    The one place that says how many cards go where; dealing, checking a deal and the
    world sampler all ask it. Three players: seven each and a talon of three (A2). Four:
    the same for three seats, none for the seat that sits out (the dealer, A5, or as
    ``dealing.sitter`` says, A11). Two (A3):
    ``two_talons`` ten each and two talons of two; ``dummy`` seven each, the talon of
    three and the dummy's seven (the second "talon", out of play); ``nine_cards`` nine
    each and two piles of three; ``stock`` ``stock_hand_size`` each and the stock, in
    the order it is drawn from.

    >>> from thousand import DealingRules
    >>> deal_shape(Rules(dealing=DealingRules(players=4)), dealer=1)
    ((7, 0, 7, 7), (3,))
    """
    players = rules.dealing.players
    if players == 4:
        return _FOUR_PLAYERS[sitting_seat(rules.dealing, dealer % 4)]
    if players == 2:
        mode = rules.dealing.two_player_deal
        if mode is TwoPlayerDeal.STOCK:
            hand = rules.dealing.stock_hand_size
            return ((hand, hand), (stock_size(hand),))
        return _TWO_PLAYERS[mode]
    return _THREE_PLAYERS


def keeps_order(rules: Rules) -> bool:
    """Whether the (only) talon is a stock whose order matters (A3 ``stock``)."""
    return rules.dealing.players == 2 and rules.dealing.two_player_deal is TwoPlayerDeal.STOCK


DUMMY = -1
"""A receiver of :func:`receivers`: the dummy's hand (A3 ``dummy``)."""


STOCK = -2
"""A receiver of :func:`receivers`: the stock (A3 ``stock``)."""


@functools.lru_cache(maxsize=64)
def receivers(rules: Rules, dealer: int) -> tuple[int, ...]:
    """Who receives each card not set aside for the talon, dealt one at a time.

    ``core.deal_one_by_one``: round and round clockwise from the dealer's left, each seat
    until its share is complete; a seat whose share is 0 (the dealer sitting out, A5) is
    skipped. Two players (A3): a dummy's hand is dealt as a third hand, just before the
    dealer (:data:`DUMMY`), as for three players; with a stock the hands are dealt first
    and the rest of the pack is the stock, in the order it is drawn (:data:`STOCK`).
    """
    hand_sizes, talon_sizes = deal_shape(rules, dealer)
    n = rules.dealing.players
    order = [s for s in ((dealer + i) % n for i in range(1, n + 1)) if hand_sizes[s]]
    room = {s: hand_sizes[s] for s in order}
    layout = rules.dealing.two_player_deal if n == 2 else None
    if layout is TwoPlayerDeal.DUMMY:
        order.insert(len(order) - 1, DUMMY)
        room[DUMMY] = talon_sizes[1]
    total = sum(room.values())
    sequence: list[int] = []
    at = 0
    while len(sequence) < total:
        place = order[at % len(order)]
        at += 1
        if room[place]:
            room[place] -= 1
            sequence.append(place)
    if layout is TwoPlayerDeal.STOCK:
        sequence.extend([STOCK] * talon_sizes[0])
    return tuple(sequence)


def rotation(rules: Rules, dealer: int) -> int:
    """How many places one round of the deal gives a card to (the dummy counts, A3)."""
    return len(set(receivers(rules, dealer)) - {STOCK})


def talon_cards(rules: Rules, dealer: int) -> int:
    """How many cards the dealer sets aside for the talon(s) as they come (A8).

    Every talon card, but the dummy's hand, which is dealt as a hand, and the stock,
    which is the rest of the pack (A3).
    """
    talon_sizes = deal_shape(rules, dealer)[1]
    if rules.dealing.players == 2:
        layout = rules.dealing.two_player_deal
        if layout is TwoPlayerDeal.STOCK:
            return 0
        if layout is TwoPlayerDeal.DUMMY:
            return talon_sizes[0]
    return sum(talon_sizes)


def last_dealt_seat(rules: Rules, dealer: int) -> int | None:
    """The seat that receives the last card of the pack, dealt one at a time (A9).

    The talon is never set aside from the last card (A8), so the bottom card of the pack
    goes to a hand: the dealer's, with three players and with two (a dummy is dealt
    before the dealer); the dealer's right with four, the dealer sitting out. ``None``
    with a stock (A3): the last card is the stock's, drawn last.
    """
    last = receivers(rules, dealer)[-1]
    return last if last >= 0 else None


def _invalid(message: str) -> Violation:
    return Violation(Reason.INVALID_DEAL, message)


_CARD_TYPE = frozenset({Card})


Shape = tuple[tuple[int, ...], tuple[int, ...]]
"""The hand sizes and the talon sizes of a deal (:func:`deal_shape`)."""

_DEALT: dict[int, tuple[Deal, Shape, tuple[int, ...], tuple[int, ...]] | tuple[Deal, Shape]] = {}
"""The deals :func:`thousand.deal` made lately, by identity, with their shape and the
masks of their hands and talons (until the deal is applied).

A deal made by the library from a shuffled pack shares out the 24 cards as that shape
says, so :func:`check_deal` need not look at its cards again, nor :func:`apply_deal`
work out their masks: a simulator applies one at every deal. Each entry keeps its deal
alive, so its id is not reused while listed.
"""
_DEALT_LIMIT = 256


def dealt(deal: Deal, shape: Shape, hands: tuple[int, ...], talons: tuple[int, ...]) -> Deal:
    """Note that ``deal`` was made by the library with ``shape`` and these masks (private).

    Returns ``deal``.
    """
    if len(_DEALT) >= _DEALT_LIMIT:
        _DEALT.clear()
    _DEALT[id(deal)] = (deal, shape, hands, talons)
    return deal


def check_deal(d: RoundFacts, action: Deal) -> Violation | None:
    """Check that a deal shares out the 24 cards as the rules say."""
    if d.phase is not DEALING:
        return wrong_phase(d, action)
    n = d.setup.players
    hand_sizes, talon_sizes = deal_shape(d.setup.rules, d.setup.dealer)
    known = _DEALT.get(id(action))
    if known is not None and known[0] is action and known[1] == (hand_sizes, talon_sizes):
        bottom = d.before_play.cut_and_claims.bottom
        return _check_bottom(d, action, bottom) if bottom >= 0 else None
    hands, talons = action.hands, action.talons
    for name, piles_given in (("hands", hands), ("talons", talons)):
        if type(piles_given) is not tuple:
            return _invalid(f"the {name} of a deal are a list of piles, not {shown(piles_given)}")
    if len(hands) != n:
        return _invalid(f"a deal for {n} players has {n} hands, not {len(hands)}")
    if len(talons) != len(talon_sizes):
        count = len(talon_sizes)
        noun = "talon" if count == 1 else "talons"
        return _invalid(f"a deal for {n} players has {count} {noun}, not {len(talons)}")
    sitter = d.setup.sitting_out
    if sitter >= 0 and hands[sitter]:
        who = "the dealer, " if sitter == d.setup.dealer else ""
        return _invalid(f"{who}p{sitter + 1} sits out and gets no cards")
    seen = 0
    for kind, given, sizes in (("hand", hands, hand_sizes), ("talon", talons, talon_sizes)):
        for i, size in enumerate(sizes):
            cards = given[i]
            if type(cards) is not tuple:
                return _invalid(f"{kind} {i} is not a list of cards: {shown(cards)}")
            if len(cards) != size:
                return _invalid(f"{kind} {i} must have {size} cards, not {len(cards)}")
            if set(map(type, cards)) - _CARD_TYPE:
                card = next(card for card in cards if type(card) is not Card)
                return _invalid(f"{kind} {i} holds {shown(card)}, which is not a Card")
            mask = cards_mask(cards)
            if seen & mask or mask.bit_count() != size:
                duplicate = next(
                    card for card in cards if cards.count(card) > 1 or seen >> card & 1
                )
                return _invalid(f"{duplicate} is dealt twice")
            seen |= mask
    bottom = d.before_play.cut_and_claims.bottom
    if bottom >= 0:
        return _check_bottom(d, action, bottom)
    return None


def _check_bottom(d: RoundFacts, action: Deal, bottom: int) -> Violation | None:
    """A9: the card the dealer kept at the bottom goes where the last card is dealt."""
    seat = last_dealt_seat(d.setup.rules, d.setup.dealer)
    if seat is None:  # A3 stock: it is the stock's last card
        if action.talons[0][-1] != bottom:
            card = DECK[bottom]
            return Violation(
                Reason.BOTTOM_CARD_MISPLACED,
                f"the {card} the dealer kept at the bottom is the last card of the stock",
                details=(("bottom", str(card)),),
            )
        return None
    if bottom not in action.hands[seat]:
        card = DECK[bottom]
        return Violation(
            Reason.BOTTOM_CARD_MISPLACED,
            f"the {card} the dealer kept at the bottom goes to p{seat + 1}, dealt the last card",
            details=(("bottom", str(card)), ("seat", seat)),
        )
    return None


def apply_deal(d: RoundFacts, action: Deal) -> RoundFacts:
    """Lay out the cards; the auction opens after the opening bid's holder (C1, C2).

    Seats that may claim a redeal are asked first (B1-B3). Under C8 ``first_hand`` the
    holder acts first in the auction, to go dark or look at its cards. In a deal without
    an auction (C11 ``takes_talon``, G13) the talon goes straight to its player.
    """
    setup = d.setup
    before = d.before_play
    known = _DEALT.get(id(action))
    if known is not None and known[0] is action and len(known) == 4:
        hands, talons = known[2], known[3]
        # From here the masks live on in the state only, as if it had worked them out.
        _DEALT[id(action)] = (action, known[1])
    else:
        hands = tuple([cards_mask(hand) for hand in action.hands])
        talons = tuple([cards_mask(talon) for talon in action.talons])
    # Positional rebuilds: every deal passes here once.
    before = new_before_play(
        BeforePlay,
        (
            talons, setup.opening_bid,
            setup.obligatory_bidder, *before[3:7],
            setup.may_go_dark,  # C8: who may go dark does not see the cards dealt
            *before[8:],
        ),
    )  # fmt: skip
    return new_facts(
        RoundFacts,
        (
            setup, d.phase, PHASE_DONE, hands,
            *d[4:9], d.log + (action,), before,
        ),
    )  # fmt: skip


def tricks_per_deal(rules: Rules) -> int:
    """The tricks of a deal played out: the cards played over the seats that play.

    Eight for three and four players (A2, A5); with two players (A3) the cards that are
    not played (the unused talon, the discards, the dummy) stay out: ten with two talons
    (eleven with ``give_one``), eight with a dummy, ten with nine cards, twelve with a
    stock.
    """
    if rules.dealing.players != 2:
        return 8
    out = {
        TwoPlayerDeal.TWO_TALONS: 2 if _gives_one(rules) else 4,
        TwoPlayerDeal.DUMMY: 8,
        TwoPlayerDeal.NINE_CARDS: 4,
        TwoPlayerDeal.STOCK: 0,
    }[rules.dealing.two_player_deal]
    return (24 - out) // 2


def most_cards_held(rules: Rules) -> int:
    """The most cards a declarer holds at once before trick play (the talon taken)."""
    if rules.dealing.players != 2:
        return 10
    mode = rules.dealing.two_player_deal
    if mode is TwoPlayerDeal.STOCK:
        return rules.dealing.stock_hand_size
    hand_sizes, talon_sizes = deal_shape(rules)
    return hand_sizes[0] + talon_sizes[0]


def _gives_one(rules: Rules) -> bool:
    return rules.dealing.two_talon_exchange is TwoTalonExchange.GIVE_ONE
