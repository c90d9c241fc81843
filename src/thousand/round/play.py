"""Trick play: following, trumping, declaring marriages, and taking tricks.

Rules: ``core.follow``, ``core.trick_winner``, ``core.trump_changes``,
``core.marriage_declared_by_lead``, ``core.marriage_lost`` and E1. The variants of trick
play (E1 ``any_lead``, E3-E5) live in :mod:`thousand._play_variants`; under the classic
rules (``DealSetup.classic_play``) the code here never calls it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from thousand.actions import CONCEDE, PLAY_DECLARE, plays_of_mask
from thousand.cards import KING, QUEEN, SUIT_MASKS, SUITS, Card, card_list, marriages_held
from thousand.errors import Reason, Violation
from thousand.round import play_variants as variants
from thousand.round import stock as _stock
from thousand.round.facts import MARRIAGE, PHASE_DONE, Phase, RoundFacts
from thousand.round.turn import malformed, not_your_turn, wrong_phase

if TYPE_CHECKING:
    from thousand.actions import Action, PlayCard
    from thousand.round.setup import DealSetup


_SUIT_NAMES = variants.SUIT_NAMES


_new = cast("Callable[[type[RoundFacts], tuple[Any, ...]], RoundFacts]", tuple.__new__)


def follow_mask(hand: int, led: int, trump: int) -> int:
    """The cards of ``hand`` that may follow a lead of suit ``led`` (``core.follow``).

    A card of the led suit if held; else a trump if a trump is set and held; else any.
    """
    legal = hand & SUIT_MASKS[led]
    if legal:
        return legal
    if trump >= 0:
        legal = hand & SUIT_MASKS[trump]
        if legal:
            return legal
    return hand


def may_declare(d: RoundFacts, seat: int) -> bool:
    """E1 ``after_trick`` (the classic rules): the seat on lead has taken a trick.

    ``any_lead`` is played by :mod:`thousand._play_variants`.
    """
    return d.taken[seat] != 0


def trick_winner(setup: DealSetup, leader: int, trick: tuple[int, ...], trump: int) -> int:
    """The seat whose card takes the trick (``core.trick_winner``).

    The highest trump wins; otherwise the highest card of the led suit; a card of
    another suit never wins.
    """
    led = trick[0] // 6
    best, best_key = 0, -1
    for i, card in enumerate(trick):
        suit = card // 6
        if suit == trump:
            key = 6 + card % 6
        elif suit == led:
            key = card % 6
        else:
            continue
        if key > best_key:
            best, best_key = i, key
    seat = leader
    for _ in range(best):
        seat = setup.next_seat[seat]
    return seat


def check_play(d: RoundFacts, action: PlayCard) -> Violation | None:
    """A card of the hand that follows suit, or trumps, as ``core.follow`` demands."""
    if d.phase is not Phase.PLAYING:
        return wrong_phase(d, action)
    seat = action.seat
    if seat != d.to_act:
        return not_your_turn(d, seat)
    card = action.card
    if type(seat) is not int:
        return malformed(f"seat must be a whole number, not {seat!r}")
    if type(card) is not Card:
        return malformed(f"{card!r} is not a Card", seat)
    hand = d.hands[seat]
    if not hand >> card & 1:
        return Violation(Reason.CARD_NOT_IN_HAND, f"seat {seat} does not hold {card}", seat=seat)
    declare: object = action.declare
    if declare is not False:
        if declare is not True:
            return malformed(f"declare must be true or false, not {declare!r}", seat)
        return variants.check_declare(d, seat, card, hand)
    trick = d.trick
    if not trick:
        return None if d.setup.classic_play else variants.check_lead(d, seat, card, hand)
    # core.follow, spelled out: this is the hottest check of the engine.
    led = trick[0] // 6
    suit = card // 6
    if suit != led:
        in_suit = hand & SUIT_MASKS[led]
        if in_suit:
            if not d.setup.classic_play and _stock.plays_freely(d):
                return None  # A3 stock: no need to follow while the stock lasts
            return Violation(
                Reason.MUST_FOLLOW_SUIT,
                f"seat {seat} must follow {_SUIT_NAMES[led]} (holds {card_list(in_suit)})",
                seat=seat,
                details=(("led_suit", SUITS[led].value),),
            )
        trump = d.trump
        if trump >= 0 and suit != trump:
            trumps = hand & SUIT_MASKS[trump]
            if trumps:
                if not d.setup.classic_play and _stock.plays_freely(d):
                    return None
                return Violation(
                    Reason.MUST_TRUMP,
                    f"seat {seat} cannot follow {_SUIT_NAMES[led]} and must play a trump"
                    f" (holds {card_list(trumps)})",
                    seat=seat,
                    details=(("led_suit", SUITS[led].value), ("trump", SUITS[trump].value)),
                )
    if d.setup.classic_play or _stock.plays_freely(d):
        return None
    return variants.check_overtake(d, seat, card, follow_mask(hand, led, d.trump))


def apply_play(d: RoundFacts, action: PlayCard) -> RoundFacts:
    """Play the card; a declared marriage makes its suit trump at once; a full trick is taken.

    The ace marriage makes its suit trump only under ``sets_trump`` (E3).
    """
    seat = action.seat
    card = action.card
    setup = d.setup
    hands = list(d.hands)
    hands[seat] &= ~(1 << card)
    trump = d.trump
    marriages = d.marriages
    if action.declare:
        if setup.classic_play:
            trump = card // 6
            marriages = (*marriages, (seat, trump, MARRIAGE))
        else:
            trump, declared = variants.declaration(d, seat, card)
            marriages = (*marriages, declared)
    trick = (*d.trick, card)
    log = (*d.log, action)
    if len(trick) < len(setup.seats):
        return _new(
            RoundFacts,
            (
                setup, Phase.PLAYING, setup.next_seat[seat], tuple(hands), trump, marriages,
                d.leader, trick, d.taken, d.tricks, log, d.before_play,
            ),
        )  # fmt: skip
    leader = d.leader
    winner = trick_winner(setup, leader, trick, trump)
    taken = list(d.taken)
    for c in trick:
        taken[winner] |= 1 << c
    if setup.stock_size:
        _stock.draw(d, hands, winner)  # A3 stock: the winner draws first
    over = not any(hands)
    return _new(
        RoundFacts,
        (
            setup, Phase.PLAYING, PHASE_DONE if over else winner, tuple(hands),
            trump, marriages, winner, (), tuple(taken), (*d.tricks, (leader, trick, winner)), log,
            d.before_play,
        ),
    )  # fmt: skip


def legal_play(d: RoundFacts) -> tuple[Action, ...]:
    """The playable cards in card order; when leading, then the marriage declarations.

    At the first lead conceding comes last (D4). Under the variants of E1 and E3-E5 the
    choice is :func:`thousand._play_variants.legal_lead` or narrowed by overtaking.
    """
    seat = d.to_act
    hand = d.hands[seat]
    trick = d.trick
    if trick:
        # follow_mask, spelled out on the hottest path.
        allowed = hand & SUIT_MASKS[trick[0] // 6]
        if not allowed:
            trump = d.trump
            allowed = (trump >= 0 and hand & SUIT_MASKS[trump]) or hand
        if not d.setup.classic_play:
            allowed = hand if _stock.plays_freely(d) else variants.overtaking_cards(d, allowed)
        return plays_of_mask(seat, allowed)
    if not d.setup.classic_play:
        return variants.legal_lead(d, seat, hand)
    plays: tuple[Action, ...] = plays_of_mask(seat, hand)
    if may_declare(d, seat):
        declares = PLAY_DECLARE[seat]
        for suit in marriages_held(hand):
            plays += (declares[suit * 6 + QUEEN], declares[suit * 6 + KING])
    if not d.tricks and d.setup.may_concede >> seat & 1:
        # D4: the declarer may still concede at the first lead.
        plays += (CONCEDE[seat],)
    return plays
