"""Trick play under the variants: marriages of every kind, the ace duty, overtaking.

Rules: E1 ``any_lead``, E3 (the ace marriage and, under ``sets_trump``, the duty to keep
leading aces), E4 (half marriages), E5 (overtaking). :mod:`thousand._play` calls the
functions here only when ``DealSetup.classic_play`` is false, so the classic rules keep their
fast paths; :func:`check_declare` is the exception: declaring is rare, and one check of
a declaration for every rule set keeps the refusals the same everywhere.

The reading chosen where the seeds are silent (the rules reference says why):

- A declaration's kind follows from the card led and the hand: a king declares its
  marriage; a queen declares the marriage when the king is held (the whole marriage
  takes precedence), else the half marriage when the jack is held; a jack declares the
  half marriage; an ace declares the ace marriage while all four aces are held.
- With half marriages on, each suit's marriage is declared once per deal, whole or half:
  the queen is not counted twice.
- Under ``sets_trump`` the seat that declared the ace marriage, on lead and holding an
  ace, must lead an ace.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import CONCEDE, declares_of_mask, plays_of_mask
from thousand.cards import (
    ABOVE,
    ACE,
    ACES,
    DECK,
    JACK,
    KING,
    QUEEN,
    SUIT_MASKS,
    card_list,
    half_marriage_cards,
    marriage_cards,
)
from thousand.errors import Reason, Violation
from thousand.round.facts import ACE_MARRIAGE, HALF_MARRIAGE, MARRIAGE
from thousand.rules.play import AceMarriage, Overtake

if TYPE_CHECKING:
    from thousand.actions import Action
    from thousand.cards import Card
    from thousand.round.facts import RoundFacts
    from thousand.round.setup import DealSetup


SUIT_NAMES = ("spades", "clubs", "diamonds", "hearts")


NOTHING = -1
"""The kind code of a card that declares nothing."""


def declared_kind(setup: DealSetup, card: int, hand: int) -> int:
    """The kind of marriage that leading ``card`` from ``hand`` declares, or ``NOTHING``."""
    rank = card % 6
    if rank == KING:
        return MARRIAGE if hand >> (card - 1) & 1 else NOTHING
    if rank == QUEEN:
        if hand >> (card + 1) & 1:
            return MARRIAGE
        return HALF_MARRIAGE if setup.half_marriage and hand >> (card - 1) & 1 else NOTHING
    if rank == JACK:
        return HALF_MARRIAGE if setup.half_marriage and hand >> (card + 1) & 1 else NOTHING
    if rank == ACE and setup.ace_marriage is not AceMarriage.OFF:
        return ACE_MARRIAGE if hand & ACES == ACES else NOTHING
    return NOTHING


def _declared_suits(d: RoundFacts) -> int:
    """Suit mask of the marriages and half marriages declared so far (E4: once a suit)."""
    mask = 0
    for _, suit, kind in d.marriages:
        if kind != ACE_MARRIAGE:
            mask |= SUIT_MASKS[suit]
    return mask


def declarable_cards(d: RoundFacts, hand: int) -> int:
    """The cards of ``hand`` whose lead may declare a marriage (timing aside)."""
    setup = d.setup
    mask = marriage_cards(hand)
    if setup.half_marriage:
        mask = (mask | half_marriage_cards(hand)) & ~_declared_suits(d)
    if hand & ACES == ACES and setup.ace_marriage is not AceMarriage.OFF:
        mask |= ACES
    return mask


def declaration(d: RoundFacts, seat: int, card: int) -> tuple[int, tuple[int, int, int]]:
    """The trump after ``seat`` declares by leading ``card``, and the declaration's facts.

    Every kind makes the suit led trump, except the ace marriage under ``points_only``.
    """
    setup = d.setup
    kind = declared_kind(setup, card, d.hands[seat])
    suit = card // 6
    keeps_trump = kind == ACE_MARRIAGE and setup.ace_marriage is AceMarriage.POINTS_ONLY
    return (d.trump if keeps_trump else suit), (seat, suit, kind)


def check_declare(d: RoundFacts, seat: int, card: Card, hand: int) -> Violation | None:
    """A declaration: leading, a card of a marriage held and not yet declared, E1's timing."""
    if d.trick:
        return Violation(
            Reason.DECLARE_NOT_LEADING,
            f"seat {seat} may declare a marriage only when leading to a trick",
            seat=seat,
        )
    setup = d.setup
    kind = declared_kind(setup, card, hand)
    if kind == NOTHING:
        return _not_declarable(setup, seat, card, hand)
    suit = card // 6
    if kind != ACE_MARRIAGE and setup.half_marriage and _declared_suits(d) >> card & 1:
        return Violation(
            Reason.MARRIAGE_ALREADY_DECLARED,
            f"the marriage of {SUIT_NAMES[suit]} was declared already in this deal;"
            " a suit's marriage is declared once, whole or half",
            seat=seat,
        )
    if not (d.taken[seat] or setup.any_lead):
        return Violation(
            Reason.MARRIAGE_NEEDS_TRICK,
            f"seat {seat} may declare a marriage only after taking a trick in this deal",
            seat=seat,
        )
    return check_lead(d, seat, card, hand)


def _not_declarable(setup: DealSetup, seat: int, card: Card, hand: int) -> Violation:
    rank, suit = card % 6, SUIT_NAMES[card // 6]
    half = setup.half_marriage
    aces = setup.ace_marriage is not AceMarriage.OFF
    message = ""
    if rank == KING or (rank == QUEEN and not half):
        partner = DECK[card ^ 1]  # queen <-> king
        message = f"seat {seat} does not hold {partner} to declare the marriage of {suit}"
    elif rank == QUEEN:
        message = (
            f"seat {seat} holds neither {DECK[card + 1]} nor {DECK[card - 1]} to declare"
            f" the marriage or the half marriage of {suit}"
        )
    elif rank == JACK and half:
        message = (
            f"seat {seat} does not hold {DECK[card + 1]} to declare the half marriage of {suit}"
        )
    elif rank == ACE and aces:
        message = (
            f"seat {seat} does not hold the four aces to declare the ace marriage"
            f" (holds {card_list(hand & ACES)})"
        )
    if message:
        return Violation(Reason.MARRIAGE_NOT_HELD, message, seat=seat)
    cards = ["its king or queen"]
    if half:
        cards.append("the queen or jack of a half marriage")
    if aces:
        cards.append("an ace of the four aces")
    return Violation(
        Reason.DECLARE_NOT_MARRIAGE_CARD,
        f"a marriage is declared by leading {' or '.join(cards)}, not {card}",
        seat=seat,
    )


def _ace_duty(d: RoundFacts, seat: int) -> bool:
    """E3 ``sets_trump``: ``seat`` has declared the ace marriage and must keep leading aces."""
    if d.setup.ace_marriage is not AceMarriage.SETS_TRUMP:
        return False
    return any(s == seat and kind == ACE_MARRIAGE for s, _, kind in d.marriages)


def check_lead(d: RoundFacts, seat: int, card: int, hand: int) -> Violation | None:
    """A lead by the holder of a declared ``sets_trump`` ace marriage is an ace, if held."""
    aces = hand & ACES
    if aces and not aces >> card & 1 and _ace_duty(d, seat):
        return Violation(
            Reason.MUST_LEAD_ACE,
            f"seat {seat} declared the ace marriage and must lead an ace (holds {card_list(aces)})",
            seat=seat,
        )
    return None


def legal_lead(d: RoundFacts, seat: int, hand: int) -> tuple[Action, ...]:
    """The leads in card order, then the declarations in card order, then conceding (D4)."""
    setup = d.setup
    aces = hand & ACES
    if aces and _ace_duty(d, seat):
        return plays_of_mask(seat, aces)
    plays: tuple[Action, ...] = plays_of_mask(seat, hand)
    if d.taken[seat] or setup.any_lead:
        declarable = declarable_cards(d, hand)
        if declarable:
            plays += declares_of_mask(seat, declarable)
    if not d.tricks and setup.may_concede >> seat & 1:  # D4, D8
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
        f"seat {seat} must {verb} {DECK[target]} (holds {card_list(beating)})",
        seat=seat,
        details=(("to_beat", str(DECK[target])),),
    )
