"""Trick play under the variants: E1 ``any_lead``, E3-E5, E7, and free play beside a stock.

The per-deal setup (:mod:`~thousand.round.handlers`) picks the handlers here instead of
the classic ones of :mod:`~thousand.round.play` when the rules of the deal have any of
them: a marriage declared on any lead (E1 ``any_lead``), the ace marriage (E3), half
marriages (E4), overtaking (E5), marriages declared automatically (E7), or two players
beside a stock (A3), who need not follow while the stock lasts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import CONCEDE, declares_of_mask, plays_of_mask
from thousand.cards import ABOVE, ACES, DECK, SUIT_MASKS, card_list
from thousand.errors import Reason, Violation
from thousand.round import play, stock
from thousand.round.facts import has_taken_a_trick
from thousand.round.marriages import (
    NOTHING,
    ace_duty,
    automatic_cards,
    check_automatic,
    check_lead,
    declarable_cards,
    declaration,
)
from thousand.round.play import follow_mask
from thousand.rules.play import Overtake

if TYPE_CHECKING:
    from thousand.actions import Action, PlayCard
    from thousand.round.facts import RoundFacts


_FOLLOWING = frozenset({Reason.MUST_FOLLOW_SUIT, Reason.MUST_TRUMP})
"""The refusals of ``core.follow``, which a stock lifts while it lasts (A3)."""


def check_play(d: RoundFacts, action: PlayCard) -> Violation | None:
    """A card of the hand, led as E1 and E3 allow or following as the variants demand.

    The classic check comes first (the card, the declaration, ``core.follow``). Beside a
    stock nobody need follow while it lasts (A3); a lead may be held to the aces (E3);
    a follower who can beat the trick must, under E5.
    """
    violation = play.check_play(d, action)
    if violation is not None:
        if violation.reason in _FOLLOWING and stock.plays_freely(d):
            return None
        return violation
    if action.declare:
        return None
    seat, card = action.seat, action.card
    hand = d.hands[seat]
    trick = d.trick
    if not trick:
        violation = check_lead(d, seat, card, hand)
        if violation is None and d.setup.auto_marriage:
            return check_automatic(d, seat, card, hand)  # E7
        return violation
    if stock.plays_freely(d):
        return None
    return check_overtake(d, seat, card, follow_mask(hand, trick[0] // 6, d.trump))


def apply_play(d: RoundFacts, action: PlayCard) -> RoundFacts:
    """Play the card; a declaration of any kind sets its trump (E3: not ``points_only``).

    Beside a stock the winner of each trick draws first, then the others (A3).
    """
    declared = None
    if action.declare:
        trump, marriage = declaration(d, action.seat, action.card)
        declared = trump, (*d.marriages, marriage)
    return play.apply_play(d, action, declared, stock.draw if d.setup.stock_size else None)


def legal_play(d: RoundFacts) -> tuple[Action, ...]:
    """The cards a seat may play under the variants, in card order.

    Following: those ``core.follow`` allows, narrowed by overtaking (E5), or any while a
    stock lasts (A3). Leading: :func:`legal_lead`.
    """
    seat = d.to_act
    hand = d.hands[seat]
    trick = d.trick
    if not trick:
        return legal_lead(d, seat, hand)
    if stock.plays_freely(d):
        return plays_of_mask(seat, hand)
    allowed = follow_mask(hand, trick[0] // 6, d.trump)
    return plays_of_mask(seat, overtaking_cards(d, allowed))


def legal_lead(d: RoundFacts, seat: int, hand: int) -> tuple[Action, ...]:
    """The leads in card order, then the declarations in card order, then conceding (D4)."""
    setup = d.setup
    aces = hand & ACES
    if aces and ace_duty(d, seat):
        return plays_of_mask(seat, aces)
    plays: tuple[Action, ...] = plays_of_mask(seat, hand)
    if setup.any_lead or has_taken_a_trick(d, seat):
        declarable = declarable_cards(d, hand)
        if declarable:
            if setup.auto_marriage:  # E7: these cards are led declaring, never plainly
                plays = plays_of_mask(seat, hand & ~automatic_cards(d, seat, hand))
            plays += declares_of_mask(seat, declarable)
    if not d.tricks and setup.may_concede >> seat & 1 and seat == d.before_play.bidder:  # D4, E8
        plays += (CONCEDE[seat],)
    return plays


def _to_beat(d: RoundFacts, allowed: int) -> int:
    """The card a follower must beat if able (E5), or ``NOTHING``.

    ``allowed`` is what ``core.follow`` allows: the led suit when held, else the trumps
    when held, else the whole hand.
    """
    mode = d.setup.overtake
    if mode is Overtake.OFF:
        return NOTHING
    trick, trump = d.trick, d.trump
    led = trick[0] // 6
    top_led = top_trump = NOTHING  # card numbers rise with strength within a suit
    for card in trick:
        suit = card // 6
        if suit == led:
            top_led = max(top_led, card)
        elif suit == trump:
            top_trump = max(top_trump, card)
    if allowed & SUIT_MASKS[led]:
        if top_trump != NOTHING and mode is Overtake.BEAT_TRICK:
            return NOTHING  # trumped: no card of the led suit can take the trick
        return top_led
    if trump >= 0 and allowed & SUIT_MASKS[trump]:
        return top_trump
    return NOTHING


def overtaking_cards(d: RoundFacts, allowed: int) -> int:
    """The cards a follower may play: those of ``allowed`` that beat the trick, if any."""
    target = _to_beat(d, allowed)
    if target == NOTHING:
        return allowed
    return allowed & ABOVE[target] or allowed


def check_overtake(d: RoundFacts, seat: int, card: int, allowed: int) -> Violation | None:
    """E5: a follower holding an allowed card that beats the trick must play one."""
    target = _to_beat(d, allowed)
    if target == NOTHING:
        return None
    beating = allowed & ABOVE[target]
    if not beating or beating >> card & 1:
        return None
    overtrump = target // 6 == d.trump and d.trick[0] // 6 != d.trump
    verb = "overtrump" if overtrump else "beat"
    return Violation(
        Reason.MUST_OVERTAKE,
        f"p{seat + 1} must {verb} {DECK[target]} (holds {card_list(beating)})",
        seat=seat,
        details=(("to_beat", str(DECK[target])),),
    )
