"""Declaring marriages of every kind, and the ace marriage's duty to lead aces.

Rules: ``core.marriage_declared_by_lead``, E1 (when a marriage may be declared), E3 (the
ace marriage and, under ``sets_trump``, the duty to keep leading aces), E4 (half
marriages). Declaring is rare, so the classic trick play (:mod:`~thousand.round.play`)
and the variants (:mod:`~thousand.round.play_variants`) share one check of a
declaration, and its refusals read the same under every rule set.

The reading chosen where the rule texts are silent (the rules reference says why):

- A declaration's kind follows from the card led and the hand: a king declares its
  marriage; a queen declares the marriage when the king is held (the whole marriage
  takes precedence), else the half marriage when the jack is held; a jack declares the
  half marriage; an ace declares the ace marriage while all four aces are held.
- With half marriages on, each suit's marriage is declared once per deal, whole or half:
  the queen is not counted twice.
- Under ``sets_trump`` the seat that declared the ace marriage, on lead and holding an
  ace, must lead an ace.
- Under E7 (``play.auto_marriage``) a king or queen led from a marriage that may be
  declared on that lead declares it: only the lead with ``declare=True`` is legal. Half
  marriages and the ace marriage stay a choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.cards import (
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
from thousand.round.facts import ACE_MARRIAGE, HALF_MARRIAGE, MARRIAGE, has_taken_a_trick
from thousand.rules.play import AceMarriage

if TYPE_CHECKING:
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


def automatic_cards(d: RoundFacts, seat: int, hand: int) -> int:
    """E7: the kings and queens of ``hand`` whose lead now declares their marriage by itself.

    Those of the marriages held that ``seat`` may declare on this lead: none before E1's
    timing allows it, none of a suit already declared as a half marriage (E4).
    """
    setup = d.setup
    if not (setup.any_lead or has_taken_a_trick(d, seat)):
        return 0
    mask = marriage_cards(hand)
    if mask and setup.half_marriage:
        mask &= ~_declared_suits(d)
    return mask


def check_automatic(d: RoundFacts, seat: int, card: Card, hand: int) -> Violation | None:
    """E7: a plain lead of a king or queen whose marriage may be declared is refused."""
    if not automatic_cards(d, seat, hand) >> card & 1:
        return None
    return Violation(
        Reason.MUST_DECLARE_MARRIAGE,
        f"p{seat + 1} leads {card} holding the marriage of {SUIT_NAMES[card // 6]}: under"
        " these rules the lead declares it (declare=True)",
        seat=seat,
    )


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
            f"p{seat + 1} may declare a marriage only when leading to a trick",
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
    if not (setup.any_lead or has_taken_a_trick(d, seat)):
        return Violation(
            Reason.MARRIAGE_NEEDS_TRICK,
            f"p{seat + 1} may declare a marriage only after taking a trick in this deal",
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
        message = f"p{seat + 1} does not hold {partner} to declare the marriage of {suit}"
    elif rank == QUEEN:
        message = (
            f"p{seat + 1} holds neither {DECK[card + 1]} nor {DECK[card - 1]} to declare"
            f" the marriage or the half marriage of {suit}"
        )
    elif rank == JACK and half:
        message = (
            f"p{seat + 1} does not hold {DECK[card + 1]} to declare the half marriage of {suit}"
        )
    elif rank == ACE and aces:
        message = (
            f"p{seat + 1} does not hold the four aces to declare the ace marriage"
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


def ace_duty(d: RoundFacts, seat: int) -> bool:
    """E3 ``sets_trump``: ``seat`` has declared the ace marriage and must keep leading aces."""
    if d.setup.ace_marriage is not AceMarriage.SETS_TRUMP:
        return False
    return any(s == seat and kind == ACE_MARRIAGE for s, _, kind in d.marriages)


def check_lead(d: RoundFacts, seat: int, card: int, hand: int) -> Violation | None:
    """A lead by the holder of a declared ``sets_trump`` ace marriage is an ace, if held."""
    aces = hand & ACES
    if aces and not aces >> card & 1 and ace_duty(d, seat):
        return Violation(
            Reason.MUST_LEAD_ACE,
            f"p{seat + 1} declared the ace marriage and must lead an ace (holds {card_list(aces)})",
            seat=seat,
        )
    return None
