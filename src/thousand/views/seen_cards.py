"""Which cards a seat sees: the talons, the stock's draws, the voids play shows (private).

The parts of :func:`~thousand.view` that work out, card by card, what is face up for
one seat, and the voids of :attr:`PlayerView.voids <thousand.PlayerView.voids>` (also
read by :func:`~thousand.sample_world`).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from thousand.actions import PlayCard
from thousand.cards import SUITS, cards_of_mask
from thousand.round.facts import Phase, deal_in
from thousand.round.outcome import talon_pending
from thousand.rules.dealing import TwoPlayerDeal
from thousand.rules.play import AceMarriage
from thousand.rules.talon import ContractTiming

if TYPE_CHECKING:
    from thousand.cards import Card, Suit
    from thousand.round.facts import RoundFacts
    from thousand.rules.ruleset import Rules
    from thousand.views.player_view import PlayerView, SeenAction


_ACE = 5
"""The ace's strength (``card % 6``): an ace led to declare is the ace marriage (E3)."""


def stock_of(rules: Rules) -> tuple[int, int]:
    """The stock's size and ``stock_follow_from`` (A3 ``stock``), or ``(0, 0)``."""
    dealing = rules.dealing
    if dealing.players != 2 or dealing.two_player_deal is not TwoPlayerDeal.STOCK:
        return 0, 0
    return 24 - 2 * dealing.stock_hand_size, dealing.stock_follow_from


def ace_sets_trump(rules: Rules) -> bool:
    """Whether the ace marriage, when declared, makes its suit trump (E3)."""
    return rules.play.ace_marriage is not AceMarriage.POINTS_ONLY


def voids_of(
    log: tuple[SeenAction, ...],
    players: int,
    playing: int,
    stock: int = 0,
    follow_from: int = 0,
    ace_trump: bool = True,
) -> tuple[frozenset[Suit], ...]:
    """The suits each seat has shown it lacks, from the plays of a log (see ``voids``).

    With a stock of ``stock`` cards (A3), a trick played while it holds more than
    ``follow_from`` cards shows nothing, and the draws after a trick end every void. A
    declaration makes its suit trump, but for the ace marriage when it is worth points
    only (``ace_trump`` false, E3): failing to trump then shows nothing more.
    """
    voids = [0] * players
    trump = -1
    led = -1
    position = 0
    tricks = 0
    for action in log:
        if type(action) is not PlayCard:
            continue
        suit = action.card // 6
        if position == 0:
            led = suit
            if action.declare and (ace_trump or action.card % 6 != _ACE):
                trump = suit
        elif suit != led and stock - 2 * tricks <= follow_from:
            voids[action.seat] |= 1 << led
            if trump >= 0 and suit != trump:
                voids[action.seat] |= 1 << trump
        position = (position + 1) % playing
        if position == 0:
            if 2 * tricks < stock:
                voids = [0] * players  # both drew a card
            tricks += 1
    return tuple(frozenset(SUITS[s] for s in range(4) if mask >> s & 1) for mask in voids)


def talons_seen(
    d: RoundFacts, seat: int | None, auction_over: bool, turned_up: bool, played: bool
) -> tuple[tuple[Card | None, ...], ...]:
    """Each talon as ``seat`` may see it: cards where it may, ``None`` where it may not.

    The talon taken is shown to all (D1), or seen by the declarer who took it unshown
    (C10); the seat sitting out sees it from the deal on (A7), and everybody once the
    deal is played, when that seat scores it (A5, A11). Of two talons (A3) the
    one taken is seen so; the other when a deal played out is over (A4). The dummy's
    hand is never seen; of a stock, each seat sees the cards it drew.
    """
    setup = d.setup
    before = d.before_play
    if not before.talons:
        return ()
    if setup.stock_size:
        return (_stock_seen(d, seat),)
    taken = before.chosen if setup.talon_choice else 0
    sits = seat is not None and seat == setup.sitting_out
    sees = sits and setup.rules.dealing.sitting_dealer_sees_talon
    # A5: the seat that sat out scores the talon, so it is turned up at the end (of a
    # deal played: one not played scores nothing).
    sees = sees or (setup.sitting_out >= 0 and played)
    out = []
    for index, mask in enumerate(before.talons):
        if index == taken:
            # C12 before_talon: the declarer names the contract before the talon is taken.
            visible = sees or (
                auction_over
                and (before.talon_shown or seat == before.bidder)
                and not talon_pending(d)
            )
        else:
            visible = turned_up
        out.append(cards_of_mask(mask) if visible else _face_down(mask.bit_count()))
    return tuple(out)


def _stock_seen(d: RoundFacts, seat: int | None) -> tuple[Card | None, ...]:
    """A3 ``stock``: the stock in its order, the cards ``seat`` drew face up."""
    deal = deal_in(d.log)
    assert deal is not None
    stock = deal.talons[0]
    seen: list[Card | None] = [None] * len(stock)
    if seat is not None:
        next_seat = d.setup.next_seat
        for index, (_, winner, *_) in enumerate(d.tricks):
            at = 2 * index
            if at >= len(stock):
                break
            if winner == seat:
                seen[at] = stock[at]
            elif next_seat[winner] == seat:
                seen[at + 1] = stock[at + 1]
    return tuple(seen)


@functools.cache
def _face_down(size: int) -> tuple[None, ...]:
    return (None,) * size


def naming_before_talon(v: PlayerView) -> bool:
    """C12 ``before_talon``: the contract is named while the talon is still a pile."""
    return (
        v.phase is Phase.CONTRACT and v.rules.talon.contract_timing is ContractTiming.BEFORE_TALON
    )
