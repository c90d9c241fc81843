"""Trick play: following, trumping, declaring marriages, and taking tricks.

Rules: ``core.follow``, ``core.trick_winner``, ``core.trump_changes``,
``core.marriage_declared_by_lead``, ``core.marriage_lost`` and E1. The handlers here play
the classic rules; the per-deal setup (:mod:`~thousand.round.handlers`) picks those of
:mod:`~thousand.round.play_variants` instead for a deal with E1 ``any_lead``, E3-E5, E7 or a
stock, which build on :func:`check_play` and :func:`apply_play` here. Declarations of
every kind are checked in :mod:`~thousand.round.marriages`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from thousand.actions import (
    CONCEDE,
    DECLARES_OF_MARRIAGES,
    PLAY_BY_SUIT,
    plays_of_mask,
)
from thousand.cards import QUEEN_BITS, SUIT_MASKS, SUITS, Card, card_list
from thousand.errors import Reason, Violation, shown
from thousand.round.facts import MARRIAGE, PHASE_DONE, PLAYING, RoundFacts, new_facts
from thousand.round.marriages import SUIT_NAMES, check_declare
from thousand.round.turn import malformed, not_your_turn, wrong_phase

if TYPE_CHECKING:
    from thousand.actions import Action, PlayCard
    from thousand.round.setup import DealSetup


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


def trick_winner(setup: DealSetup, leader: int, trick: tuple[int, ...], trump: int) -> int:
    """The seat whose card takes the trick (``core.trick_winner``).

    The highest trump wins; otherwise the highest card of the led suit; a card of
    another suit never wins. Of a trick not yet complete: the seat winning it so far.
    """
    position = winning_play(trick, trump)
    if position == 0:
        return leader
    # A trick holds three cards at most: its winner is at most two seats on (no table of
    # turn orders per deal, which every state would reach).
    seat = setup.next_seat[leader]
    return seat if position == 1 else setup.next_seat[seat]


def winning_play(trick: tuple[int, ...], trump: int) -> int:
    """The position in ``trick`` (cards in the order played) of the card taking it.

    A card beats the best so far when it is higher in the same suit, or a trump played
    on a card that is not: the cards of a suit are numbered by rank.
    """
    best = 0
    top = trick[0]
    for position, card in enumerate(trick):
        suit = card // 6
        if suit == top // 6:
            if card > top:
                best, top = position, card
        elif suit == trump:
            best, top = position, card
    return best


def check_play(d: RoundFacts, action: PlayCard) -> Violation | None:
    """A card of the hand that follows suit, or trumps, as ``core.follow`` demands."""
    if d.phase is not PLAYING:
        return wrong_phase(d, action)
    seat = action.seat
    if seat != d.to_act:
        return not_your_turn(d, seat)
    card = action.card
    if type(seat) is not int:
        return malformed(f"seat must be a whole number, not {shown(seat)}")
    if type(card) is not Card:
        return malformed(f"{shown(card)} is not a Card", seat)
    hand = d.hands[seat]
    if not hand >> card & 1:
        return Violation(Reason.CARD_NOT_IN_HAND, f"p{seat + 1} does not hold {card}", seat=seat)
    declare: object = action.declare
    if declare is not False:
        if declare is not True:
            return malformed(f"declare must be true or false, not {shown(declare)}", seat)
        return check_declare(d, seat, card, hand)
    trick = d.trick
    if not trick:
        return None
    # core.follow, spelled out: this is the hottest check of the engine.
    led = trick[0] // 6
    suit = card // 6
    if suit != led:
        in_suit = hand & SUIT_MASKS[led]
        if in_suit:
            return Violation(
                Reason.MUST_FOLLOW_SUIT,
                f"p{seat + 1} must follow {SUIT_NAMES[led]} (holds {card_list(in_suit)})",
                seat=seat,
                details=(("led_suit", SUITS[led].value),),
            )
        trump = d.trump
        if trump >= 0 and suit != trump:
            trumps = hand & SUIT_MASKS[trump]
            if trumps:
                return Violation(
                    Reason.MUST_TRUMP,
                    f"p{seat + 1} cannot follow {SUIT_NAMES[led]} and must play a trump"
                    f" (holds {card_list(trumps)})",
                    seat=seat,
                    details=(("led_suit", SUITS[led].value), ("trump", SUITS[trump].value)),
                )
    return None


Draw = Callable[[RoundFacts, list[int], int], None]
"""Refills the hands from a stock after a trick, the winner first (A3)."""


def apply_play(
    d: RoundFacts,
    action: PlayCard,
    declared: tuple[int, tuple[tuple[int, int, int], ...]] | None = None,
    draw: Draw | None = None,
) -> RoundFacts:
    """Play the card; a declared marriage makes its suit trump at once; a full trick is taken.

    The engine calls it with the action alone: the classic rules. The variants
    (:mod:`~thousand.round.play_variants`) pass what a declaration of theirs comes to,
    ``declared`` (the trump and the marriages after it), and ``draw`` beside a stock.
    The last trick finishes the phase (``PHASE_DONE``).
    """
    seat = action.seat
    card = action.card
    # One unpacking instead of a field read each: the hottest handler of the engine.
    setup, _, _, held, trump, marriages, leader, trick, tricks, log, before = d
    hands = list(held)
    hands[seat] &= ~(1 << card)
    if declared is not None:
        trump, marriages = declared
    elif action.declare:
        trump = card // 6
        marriages = marriages + ((seat, trump, MARRIAGE),)
    trick = trick + (card,)
    log = log + (action,)
    if len(trick) < setup.trick_size:
        return new_facts(
            RoundFacts,
            (
                setup, PLAYING, setup.next_seat[seat], tuple(hands), trump, marriages,
                leader, trick, tricks, log, before,
            ),
        )  # fmt: skip
    # trick_winner, spelled out: the seat of the winning card, at most two seats on.
    position = winning_play(trick, trump)
    if position == 0:
        winner = leader
    else:
        winner = setup.next_seat[leader]
        if position == 2:
            winner = setup.next_seat[winner]
    if draw is not None:
        draw(d, hands, winner)
    over = not any(hands)
    # The trick done, one flat tuple: three cards, or two with two players (A3).
    done: tuple[int, ...]
    if len(trick) == 3:
        done = (leader, winner, trick[0], trick[1], trick[2])
    else:
        done = (leader, winner) + trick
    return new_facts(
        RoundFacts,
        (
            setup, PLAYING, PHASE_DONE if over else winner, tuple(hands),
            trump, marriages, winner, (), tricks + (done,), log, before,
        ),
    )  # fmt: skip


def legal_play(d: RoundFacts) -> tuple[Action, ...]:
    """The playable cards in card order; when leading, then the marriage declarations.

    At the first lead conceding comes last (D4).
    """
    seat = d.to_act
    hand = d.hands[seat]
    trick = d.trick
    if trick:
        # follow_mask, spelled out on the hottest path: the cards of one suit are one
        # lookup in the table of that suit's 6-bit patterns.
        led = trick[0] // 6
        allowed = hand >> 6 * led & 63
        if allowed:
            return PLAY_BY_SUIT[seat][led][allowed]
        trump = d.trump
        if trump >= 0:
            allowed = hand >> 6 * trump & 63
            if allowed:
                return PLAY_BY_SUIT[seat][trump][allowed]
        return plays_of_mask(seat, hand)
    plays: tuple[Action, ...] = plays_of_mask(seat, hand)
    # E1 after_trick (the classic rules): the seat on lead has taken a trick, which is
    # to say a trick has been played (its winner leads the next); any_lead is played by
    # thousand.round.play_variants.
    if d.tricks:
        plays += DECLARES_OF_MARRIAGES[seat][hand & hand >> 1 & QUEEN_BITS]
    if not d.tricks and d.setup.may_concede >> seat & 1 and seat == d.before_play.bidder:
        # D4: the declarer may still concede at the first lead (E8: if it leads it).
        plays += (CONCEDE[seat],)
    return plays
