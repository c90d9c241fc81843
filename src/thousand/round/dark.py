"""Dark (blind) bidding: who may bid without having looked, and at what (C8, C9).

:mod:`thousand.round.auction` calls the functions here only in a deal where somebody may go
dark (``DealSetup.may_go_dark``) or for a bid that claims to be dark, so the classic auction keeps
its fast path. The readings chosen where the rule texts are vague (the rules reference says
why):

- "Dark" means the bidder has not seen its own cards. With dark bidding on, the seats
  that may go dark (``DealSetup.may_go_dark``) start the deal without seeing them
  (``BeforePlay.unseen``): their own hand is absent from their view until they look
  (:class:`~thousand.Look`), pass, or the auction ends.
- ``first_hand``: the holder of the obligatory bid acts before the auction opens: a dark
  bid of exactly 120 (or, C14 ``blind_first_hand_any``, of 120 or more) or a look (which
  keeps the obligatory bid, open); it does not pass.
  Later it may not go dark again. ``anyone``: a seat that has not looked may bid in the
  dark at its turn: at least 120 and above the standing bid, one step or (C4 jumps) any
  multiple of it.
- A seat that looks stays to act and bids openly from then on. It looks only at its
  turn, when its own dark bid (if any) has been topped: looking never turns a standing
  dark bid into an open one, and a deal is dark exactly when the winning bid was dark.
- A standing dark bid is topped only by a seat holding a marriage (C9
  ``blind_outbid_needs_marriage``): an open bid from a seat holding one, never a dark
  bid (an unseen seat cannot show one). Four aces count when the ace marriage is on
  (E3), as in C6.
- Dark bids do not depend on the hand (that would tell the bidder about its cards): a
  dark bid is held to ``DealSetup.dark_bid_cap``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import LOOK, PASS, blind_bid
from thousand.cards import ACES, marriages_held
from thousand.errors import Reason, Violation, shown
from thousand.round.turn import malformed
from thousand.rules.bidding import BLIND_MIN_BID, BlindBidding, next_bid
from thousand.rules.play import AceMarriage

if TYPE_CHECKING:
    from thousand.actions import Action, Bid
    from thousand.round.facts import RoundFacts
    from thousand.round.setup import DealSetup


def holds_marriage(setup: DealSetup, hand: int) -> bool:
    """A king and queen of one suit, or (E3 on) the four aces, in ``hand``."""
    if marriages_held(hand):
        return True
    return hand & ACES == ACES and setup.ace_marriage is not AceMarriage.OFF


def first_hand_decision(d: RoundFacts, seat: int) -> bool:
    """C8 ``first_hand``: ``seat`` is the holder asked, before the auction opens, to go dark.

    The holder is to act while it still holds the opening bid only then.
    """
    return d.setup.dark_first_hand and seat == d.before_play.bidder


def _topping_needs_marriage(d: RoundFacts) -> bool:
    return d.before_play.dark and d.setup.rules.bidding.blind_outbid_needs_marriage


def check_bid(d: RoundFacts, action: Bid) -> Violation | None:
    """C8, C9: whether the seat to act may bid dark (or openly) here; the value aside."""
    seat = action.seat
    blind: object = action.blind  # typed bool, but actions come from anywhere
    if type(blind) is not bool:
        return malformed(f"blind is true or false, not {shown(blind)}", seat)
    setup = d.setup
    unseen = d.before_play.unseen >> seat & 1
    if blind:
        if not setup.may_go_dark >> seat & 1:
            return Violation(Reason.BLIND_NOT_ALLOWED, _no_dark_bids(setup), seat=seat)
        if not unseen:
            return Violation(
                Reason.BLIND_NOT_ALLOWED,
                f"p{seat + 1} has looked at its cards: it bids openly now",
                seat=seat,
            )
        if setup.dark_first_hand and not first_hand_decision(d, seat):
            return Violation(
                Reason.BLIND_NOT_ALLOWED,
                "the holder of the obligatory bid goes dark before the auction opens,"
                " not later (C8 first_hand)",
                seat=seat,
            )
        if _topping_needs_marriage(d):
            return Violation(
                Reason.BLIND_OUTBID_NEEDS_MARRIAGE,
                f"a dark bid is topped only with a marriage in hand, and p{seat + 1} has not"
                " looked at its cards (C9)",
                seat=seat,
            )
        return None
    if unseen:
        return Violation(
            Reason.MUST_LOOK,
            f"p{seat + 1} has not looked at its cards: it bids in the dark, looks first or passes",
            seat=seat,
        )
    if _topping_needs_marriage(d) and not holds_marriage(setup, d.hands[seat]):
        return Violation(
            Reason.BLIND_OUTBID_NEEDS_MARRIAGE,
            f"a dark bid is topped only with a marriage in hand; p{seat + 1} holds none (C9)",
            seat=seat,
        )
    return None


def _no_dark_bids(setup: DealSetup) -> str:
    if setup.rules.bidding.blind_bidding is BlindBidding.OFF:
        return "these rules have no dark bids (C8)"
    if setup.on_barrel:
        return "nobody bids in the dark while someone is on the barrel"
    return "only the holder of the obligatory bid may go dark (C8 first_hand)"


def lowest_blind_bid(d: RoundFacts) -> int:
    """The lowest dark bid now: 120 (C9), and above the standing bid."""
    return max(next_bid(d.before_play.bid, d.setup.rules.bidding.bid_step), BLIND_MIN_BID)


def exact_blind_bid(d: RoundFacts) -> bool:
    """Whether only the lowest dark bid is allowed: no jumps (C4), or ``first_hand``'s 120.

    With ``blind_first_hand_any`` (C14) the first hand bids any multiple of the step from
    120 up to the dark cap, jumps or not: it opens the auction, so nothing stands below.
    """
    bidding = d.setup.rules.bidding
    if d.setup.dark_first_hand:
        return not bidding.blind_first_hand_any
    return not bidding.bid_jumps


def may_bid_openly(d: RoundFacts, seat: int) -> bool:
    """A seat that has looked may top the standing bid (C9: a dark one needs a marriage)."""
    return not _topping_needs_marriage(d) or holds_marriage(d.setup, d.hands[seat])


def legal_unseen(d: RoundFacts, seat: int) -> tuple[Action, ...]:
    """What a seat that has not looked may do: dark bids (ascending), look, pass.

    None of it depends on the seat's cards, which it has not seen.
    """
    setup = d.setup
    actions: list[Action] = []
    deciding = first_hand_decision(d, seat)
    if (deciding or not setup.dark_first_hand) and not _topping_needs_marriage(d):
        low = lowest_blind_bid(d)
        high = setup.dark_bid_cap
        if low <= high:
            step = setup.rules.bidding.bid_step
            top = low if exact_blind_bid(d) else high
            actions.extend(blind_bid(seat, value) for value in range(low, top + 1, step))
    actions.append(LOOK[seat])
    if not deciding:
        actions.append(PASS[seat])
    return tuple(actions)
