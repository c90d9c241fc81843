"""Two players: taking one of two talons, discarding, and the stock's deal (A3, A4).

Rules: A3 (``two_talons``: choose a talon blind and discard two, or give one under
``give_one``; ``dummy``: take the talon, give one card to the opponent and one onto the
dummy; ``nine_cards``: choose a pile blind, give one card to the opponent and one to the
bank; ``stock``: no talon and no exchange). Three and four players never come here:
:mod:`~thousand.round.flow` hands the talon to :func:`take_talon` only for two.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import MAX_SEATS, ChooseTalon, Discard
from thousand.cards import DECK, Card, mask_cards, mask_points
from thousand.errors import Reason, Violation, shown
from thousand.round.facts import EXCHANGE, PHASE_DONE, TALON
from thousand.round.redeal_conditions import talon_met
from thousand.round.turn import check_turn, malformed
from thousand.rules.dealing import TwoPlayerDeal, UnusedTalon

if TYPE_CHECKING:
    from thousand.actions import Action
    from thousand.round.facts import RoundFacts
    from thousand.round.setup import DealSetup


def take_talon(d: RoundFacts) -> RoundFacts:
    """Two players, after the auction: the choice of a talon, or the dummy's talon taken.

    Under ``stock`` (or with nothing in the talon) there is nothing to take or exchange,
    and the exchange is over at once.
    """
    setup = d.setup
    declarer = d.before_play.bidder
    if setup.talon_choice:
        return d._replace(phase=TALON, to_act=declarer)
    if setup.stock_size or not d.before_play.talons[0]:
        return d._replace(
            phase=EXCHANGE,
            to_act=PHASE_DONE,
            before_play=d.before_play._replace(talon_shown=False),
        )
    hands = list(d.hands)
    talon = d.before_play.talons[0]
    hands[declarer] |= talon  # A3 dummy: the talon; the dummy stays out
    d = d._replace(phase=EXCHANGE, to_act=declarer, hands=tuple(hands))
    return _redeal_facts(d, talon)


def _redeal_facts(d: RoundFacts, talon: int) -> RoundFacts:
    """B1, B2: which redeal conditions the talon taken meets, for the declarer to claim.

    With two players "the talon" of a talon condition is the one the declarer takes: the
    talon of three beside a dummy, or the talon chosen of two.
    """
    if not d.setup.redeal.talon:
        return d
    met = talon_met(d, talon)
    if not met:
        return d
    return d._replace(
        before_play=d.before_play._replace(
            cut_and_claims=d.before_play.cut_and_claims._replace(talon_met=met)
        )
    )


def check_choose(d: RoundFacts, action: ChooseTalon) -> Violation | None:
    """The declarer names one of the talons as the deal lists them."""
    violation = check_turn(d, action, TALON)
    if violation is not None:
        return violation
    index = action.index
    if type(index) is not int:
        return malformed(
            f"a talon is named by its index, a number, not {shown(index)}", action.seat
        )
    count = len(d.before_play.talons)
    if not 0 <= index < count:
        return Violation(
            Reason.NO_SUCH_TALON,
            f"the deal has talons 0..{count - 1}, not {shown(index)}",
            seat=action.seat,
        )
    return None


def apply_choose(d: RoundFacts, action: ChooseTalon) -> RoundFacts:
    """The talon joins the declarer's hand; the exchange follows (with its redeal claims)."""
    seat = action.seat
    hands = list(d.hands)
    talon = d.before_play.talons[action.index]
    hands[seat] |= talon
    d = d._replace(
        to_act=PHASE_DONE,
        hands=tuple(hands),
        log=d.log + (action,),
        before_play=d.before_play._replace(chosen=action.index),
    )
    return _redeal_facts(d, talon)


def legal_talon(d: RoundFacts) -> tuple[Action, ...]:
    """Each talon, in the deal's order."""
    seat = d.to_act
    return tuple(_choice(seat, index) for index in range(len(d.before_play.talons)))


def exchange_done(setup: DealSetup, given: int, discarded: int, declarer: int) -> bool:
    """Whether the declarer has given and discarded all the exchange asks (D2, A3)."""
    opponents = setup.seat_mask & ~(1 << declarer)
    if setup.gives and given & opponents != opponents:
        return False
    return discarded.bit_count() == setup.discards


def check_discard(d: RoundFacts, action: Discard) -> Violation | None:
    """A card of the declarer's hand, while the exchange asks for discards (A3)."""
    violation = check_turn(d, action, EXCHANGE)
    if violation is not None:
        return violation
    seat, card = action.seat, action.card
    if type(card) is not Card:
        return malformed(f"{shown(card)} is not a Card", seat)
    setup = d.setup
    if not setup.discards:
        return Violation(
            Reason.NO_DISCARD,
            "the declarer gives cards to the opponents and discards none under these rules",
            seat=seat,
        )
    if d.before_play.discarded.bit_count() >= setup.discards:
        count = setup.discards
        return Violation(
            Reason.ALREADY_DISCARDED,
            f"p{seat + 1} has discarded {count} card{'s' if count > 1 else ''}, all the"
            " exchange asks for",
            seat=seat,
        )
    if not d.hands[seat] >> card & 1:
        return Violation(Reason.CARD_NOT_IN_HAND, f"p{seat + 1} does not hold {card}", seat=seat)
    return None


def apply_discard(d: RoundFacts, action: Discard) -> RoundFacts:
    """The card leaves the hand face down; once the exchange is done, the contract."""
    seat = action.seat
    bit = 1 << action.card
    hands = list(d.hands)
    hands[seat] &= ~bit
    discarded = d.before_play.discarded | bit
    done = exchange_done(d.setup, d.before_play.given, discarded, seat)
    return d._replace(
        to_act=PHASE_DONE if done else d.to_act,
        hands=tuple(hands),
        log=d.log + (action,),
        before_play=d.before_play._replace(discarded=discarded),
    )


def legal_discards(d: RoundFacts, seat: int) -> tuple[Action, ...]:
    """The discards of every card of the hand, in card order, while any is owed."""
    if d.before_play.discarded.bit_count() >= d.setup.discards:
        return ()
    return tuple(_discard(seat, card) for card in mask_cards(d.hands[seat]))


_CHOICES: dict[tuple[int, int], ChooseTalon] = {}


_DISCARDS = tuple(
    tuple(Discard(seat=seat, card=card) for card in DECK) for seat in range(MAX_SEATS)
)


def _choice(seat: int, index: int) -> ChooseTalon:
    action = _CHOICES.get((seat, index))
    if action is None:
        action = _CHOICES[seat, index] = ChooseTalon(seat=seat, index=index)
    return action


def _discard(seat: int, card: int) -> Discard:
    return _DISCARDS[seat][card]


def pile_points(d: RoundFacts) -> tuple[int, ...]:
    """Per seat, the card points of the piles it takes at the end of a played deal (A4).

    The talon the declarer did not take goes to whoever took the last trick: the unused
    talon (``two_talons``) or the bank with the declarer's card in it (``nine_cards``).
    The discards of ``two_talons`` go with it under ``with_discards`` and count for the
    declarer under ``last_trick``. The dummy's cards and the card laid on it are out of
    play; a stock leaves nothing over.
    """
    setup = d.setup
    extra = [0] * setup.players
    if not setup.talon_choice or d.before_play.chosen < 0 or not d.tricks:
        return tuple(extra)
    last = d.tricks[-1][1]
    unused = d.before_play.talons[1 - d.before_play.chosen]
    discards = d.before_play.discarded
    keeps = (
        setup.layout is TwoPlayerDeal.TWO_TALONS
        and setup.rules.dealing.unused_talon is UnusedTalon.LAST_TRICK
    )
    if keeps:
        extra[d.before_play.bidder] += mask_points(discards)
    else:
        unused |= discards
    extra[last] += mask_points(unused)
    return tuple(extra)
