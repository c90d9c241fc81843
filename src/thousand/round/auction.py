"""The auction: bids, passes, looking at the cards, and the cap on bids (C1-C10).

The classic auction (no dark bids, no jumps) has handlers of its own (:func:`check_bid`,
:func:`legal_bidding`); a deal with dark bids (C8, C9, in :mod:`~thousand.round.dark`) or
jumps (C4) runs :func:`check_bid_with_variants` and :func:`legal_bidding_with_variants`
(the deal's setup picks them, :mod:`~thousand.round.handlers`). When the auction is won,
or everybody passes, the flow (:mod:`~thousand.round.flow`) says what follows.

Without an obligatory bid (C1 ``none``) the standing bid starts one step below the
minimum and has no bidder (-1): the first bid is the minimum, and a deal where everybody
passes is thrown in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import PASS, bid
from thousand.cards import ACES, QUEEN_BITS, TOTAL_CARD_POINTS, marriages_held
from thousand.errors import Reason, Violation, shown
from thousand.round import dark
from thousand.round.facts import (
    BIDDING,
    PHASE_DONE,
    BeforePlay,
    RoundFacts,
    new_before_play,
    new_facts,
)
from thousand.round.turn import malformed, not_your_turn, wrong_phase
from thousand.rules.bidding import BidCap, next_bid
from thousand.rules.limits import MAX_POINTS
from thousand.rules.play import AceMarriage

if TYPE_CHECKING:
    from thousand.actions import Action, Bid, Look, Pass
    from thousand.round.setup import DealSetup
    from thousand.rules.ruleset import Rules


_ACES = ACES
# Enum members read once: off their class they cost ~0.2 µs a read in Python 3.11.
_MARRIAGES_IN_HAND = BidCap.MARRIAGES_IN_HAND
_MARRIAGE_ABOVE_120 = BidCap.MARRIAGE_ABOVE_120
_ACE_MARRIAGE_OFF = AceMarriage.OFF


def bid_cap(setup: DealSetup, hand: int) -> int:
    """The highest bid the marriages in ``hand`` allow (C6), at most C5's maximum.

    With the ace marriage on (E3) four aces held count as a marriage worth its value;
    half marriages (E4) do not count.
    """
    return min(hand_cap(setup, hand), setup.rules.bidding.max_bid)


def contract_cap(setup: DealSetup, hand: int) -> int:
    """The highest contract the marriages in ``hand`` allow (C6), at most the ceiling (C13).

    The ceiling is ``bidding.max_contract``, or the maximum bid (C5) without one.
    """
    return min(hand_cap(setup, hand), setup.rules.bidding.contract_ceiling)


def hand_cap(setup: DealSetup, hand: int) -> int:
    """What the marriages in ``hand`` allow (C6), before the ceilings of bids and contracts.

    Under ``marriage_above_120`` with a marriage, and under ``none``, only the ceilings
    limit: :data:`~thousand.rules.limits.MAX_POINTS`.
    """
    # The cap depends on the rules and on the marriages and aces held, and every auction
    # asks it: each rules value remembers it by the queens of the marriages held (a
    # 4-bit pattern, never bit 0) and whether all four aces are (bit 0).
    rules = setup.rules
    caps = _CAPS.get(id(rules))
    if caps is None or caps[0] is not rules:
        if len(_CAPS) >= 64:
            _CAPS.clear()
        caps = _CAPS[id(rules)] = (rules, {})
    key = hand & hand >> 1 & QUEEN_BITS | (hand & _ACES == _ACES)
    cap = caps[1].get(key)
    if cap is None:
        cap = caps[1][key] = _hand_cap(setup, hand)
    return cap


_CAPS: dict[int, tuple[Rules, dict[int, int]]] = {}
"""Per rules value, by identity, the caps worked out so far; each entry keeps its rules
alive, so the id is not reused while listed."""


def _hand_cap(setup: DealSetup, hand: int) -> int:
    bidding = setup.rules.bidding
    kind = bidding.cap
    if kind is _MARRIAGES_IN_HAND:
        values = setup.marriage_values
        cap = TOTAL_CARD_POINTS
        for suit in marriages_held(hand):  # a loop: most hands hold none
            cap += values[suit]
        if hand & _ACES == _ACES:
            cap += setup.ace_cap  # 0 when the ace marriage is off
        return cap
    if kind is _MARRIAGE_ABOVE_120:
        held = marriages_held(hand) or _four_aces_count(setup, hand)
        return MAX_POINTS if held else TOTAL_CARD_POINTS
    return MAX_POINTS


def _four_aces_count(setup: DealSetup, hand: int) -> bool:
    """E3 on and all four aces in ``hand``: the ace marriage is held."""
    return hand & ACES == ACES and setup.ace_marriage is not _ACE_MARRIAGE_OFF


def cap_reason(setup: DealSetup, hand: int) -> str:
    """Why the cap is what it is, for messages."""
    if setup.rules.bidding.cap is BidCap.NONE:
        return "the maximum bid"
    names = [("spades", "clubs", "diamonds", "hearts")[s] for s in marriages_held(hand)]
    held = [f"the marriage{'s' if len(names) > 1 else ''} of {', '.join(names)}"] if names else []
    if _four_aces_count(setup, hand):
        held.append("the ace marriage")
    if not held:
        return "without a marriage"
    return f"with {' and '.join(held)}"


def _check_seat(d: RoundFacts, action: Bid | Pass | Look) -> Violation | None:
    if d.phase is not BIDDING:
        return wrong_phase(d, action)
    seat = action.seat
    if seat != d.to_act:
        if type(seat) is int and 0 <= seat < d.setup.players and d.before_play.passed >> seat & 1:
            return Violation(
                Reason.ALREADY_PASSED,
                f"p{seat + 1} has passed and may not bid again in this deal",
                seat=seat,
            )
        return not_your_turn(d, seat)
    if type(seat) is not int:
        return malformed(f"seat must be a whole number, not {shown(seat)}")
    return None


def check_bid(d: RoundFacts, action: Bid) -> Violation | None:
    """The classic auction (no dark bids, no jumps): a bid tops the standing one by a step.

    It stays within C5 and C6. A dark bid is refused as the variants refuse it: nobody
    bids in the dark in this deal.
    """
    violation = _check_bidder(d, action)
    if violation is not None:
        return violation
    if action.blind is not False:
        return _check_variant_bid(d, action)
    seat, value = action.seat, action.value
    setup = d.setup
    bidding = setup.rules.bidding
    lowest = next_bid(d.before_play.bid, bidding.bid_step)
    # A legal bid is answered at once; a refusal says why in _check_value.
    if value == lowest and value <= bidding.max_bid and value <= bid_cap(setup, d.hands[seat]):
        return None
    return _check_value(d, seat, value, lowest, -1, False)


def check_bid_with_variants(d: RoundFacts, action: Bid) -> Violation | None:
    """A bid tops the standing bid by one step, or by any multiple with jumps (C4).

    It stays within C5 and C6; a dark bid (C8, C9) is at least 120 and held to the dark
    cap instead of the hand's.
    """
    violation = _check_bidder(d, action)
    if violation is not None:
        return violation
    return _check_variant_bid(d, action)


def _check_bidder(d: RoundFacts, action: Bid) -> Violation | None:
    """The seat may bid now, the value is a number, and the seat is not held to passing."""
    violation = _check_seat(d, action)
    if violation is not None:
        return violation
    seat, value = action.seat, action.value
    if type(value) is not int:
        return malformed(f"a bid is a whole number, not {shown(value)}", seat)
    setup = d.setup
    if setup.pass_only >> seat & 1:
        limit = setup.rules.bidding.negative_score_limit
        return Violation(
            Reason.MUST_PASS,
            f"p{seat + 1} is below the score limit of {limit} and may only pass",
            seat=seat,
            details=(("negative_score_limit", int(limit or 0)),),
        )
    return None


def _check_variant_bid(d: RoundFacts, action: Bid) -> Violation | None:
    setup = d.setup
    bidding = setup.rules.bidding
    seat, value = action.seat, action.value
    lowest = next_bid(d.before_play.bid, bidding.bid_step)
    if action.blind is not False or setup.may_go_dark:
        violation = dark.check_bid(d, action)
        if violation is not None:
            return violation
        if action.blind:
            lowest, jumps = dark.lowest_blind_bid(d), not dark.exact_blind_bid(d)
            return _check_value(d, seat, value, lowest, setup.dark_bid_cap, jumps)
    return _check_value(d, seat, value, lowest, -1, bidding.bid_jumps)


def _check_value(
    d: RoundFacts, seat: int, value: int, lowest: int, cap: int, jumps: bool
) -> Violation | None:
    """The value of a bid: from ``lowest``, on the step, within C5 and the cap.

    ``cap`` is the dark cap (C9) for a dark bid; -1 for an open bid, whose cap comes from
    the hand (C6).
    """
    setup = d.setup
    bidding = setup.rules.bidding
    standing = d.before_play.bid
    details: tuple[tuple[str, int | str], ...] = (
        ("standing_bid", standing),
        ("next_bid", lowest),
    )
    at_least = "at least " if jumps else ""
    if value < lowest:
        what = "a dark bid of at least 120" if cap >= 0 else "a bid"
        # C1 none: before the first bid nobody stands to be topped.
        to = f"to top the standing bid of {standing}" if d.before_play.bidder >= 0 else "to open"
        return Violation(
            Reason.BID_TOO_LOW,
            f"p{seat + 1} must bid {at_least}{lowest} {to} with {what}, not {shown(value)}",
            seat=seat,
            details=details,
        )
    if (value - lowest) % bidding.bid_step if jumps else value != lowest:
        rule = f"by multiples of {bidding.bid_step}" if jumps else f"by exactly {bidding.bid_step}"
        return Violation(
            Reason.BID_OFF_STEP,
            f"bids rise {rule}: p{seat + 1} may bid {at_least}{lowest}, not {shown(value)}",
            seat=seat,
            details=details,
        )
    if value > bidding.max_bid:
        return Violation(
            Reason.BID_ABOVE_MAX,
            f"the highest bid is {bidding.max_bid}; p{seat + 1} may not bid {shown(value)}",
            seat=seat,
            details=(("max_bid", bidding.max_bid),),
        )
    if cap < 0:
        hand = d.hands[seat]
        cap = bid_cap(setup, hand)
        if value > cap:
            return Violation(
                Reason.BID_ABOVE_CAP,
                f"p{seat + 1} may bid at most {cap} {cap_reason(setup, hand)}, not {shown(value)}",
                seat=seat,
                details=(("cap", cap),),
            )
    elif value > cap:
        return Violation(
            Reason.BID_ABOVE_CAP,
            f"a dark bid is at most {cap}: p{seat + 1} knows of no marriage (C9),"
            f" not {shown(value)}",
            seat=seat,
            details=(("cap", cap),),
        )
    return None


def check_pass(d: RoundFacts, action: Pass) -> Violation | None:
    """Any seat to act in the auction may pass, but the holder asked to go dark (C8)."""
    violation = _check_seat(d, action)
    if violation is None and d.setup.dark_first_hand and dark.first_hand_decision(d, action.seat):
        return Violation(
            Reason.HOLDER_MAY_NOT_PASS,
            f"p{action.seat + 1} holds the obligatory bid: it goes dark or looks at"
            " its cards before the auction opens (C8 first_hand)",
            seat=action.seat,
        )
    return violation


def check_look(d: RoundFacts, action: Look) -> Violation | None:
    """C8: a seat that has not seen its cards looks at them, at its turn in the auction."""
    violation = _check_seat(d, action)
    if violation is None and not d.before_play.unseen >> action.seat & 1:
        why = "" if d.setup.may_go_dark else " (nobody bids in the dark in this deal)"
        return Violation(
            Reason.ALREADY_LOOKED,
            f"p{action.seat + 1} has seen its cards already{why}",
            seat=action.seat,
        )
    return violation


def apply_look(d: RoundFacts, action: Look) -> RoundFacts:
    """The seat sees its cards and bids on openly; the holder asked first keeps its bid.

    The holder of the obligatory bid under ``first_hand`` keeps the obligatory bid
    (open) and the auction opens with the next seat (C2); any other seat stays to act.
    """
    seat = action.seat
    to_act = d.to_act
    if dark.first_hand_decision(d, seat):
        to_act = _next_bidder(d, seat, d.before_play.passed)
    return d._replace(
        to_act=to_act,
        log=d.log + (action,),
        before_play=d.before_play._replace(unseen=d.before_play.unseen & ~(1 << seat)),
    )


def _next_bidder(d: RoundFacts, seat: int, passed: int) -> int:
    next_seat = d.setup.next_seat
    seat = next_seat[seat]
    while passed >> seat & 1:
        seat = next_seat[seat]
    return seat


def apply_bid(d: RoundFacts, action: Bid) -> RoundFacts:
    """The bid stands, open or dark (C9); the next seat that has not passed is to act.

    Without an obligatory bid (C1 ``none``) the first bid of the last seat in the auction
    wins it at once.
    """
    seat = action.seat
    before = d.before_play
    # Positional rebuilds: the auction is the busiest phase before trick play.
    (
        talons, _, _, passed, talon_shown, given, conceded, unseen, dark,
        discarded, chosen, cut,
    ) = before  # fmt: skip
    if action.blind or dark:
        dark = action.blind
    setup = d.setup
    log = d.log + (action,)
    if setup.obligatory_bidder < 0 and (passed | 1 << seat) == setup.seat_mask:
        # C1 none: the others have passed; C9: a dark declarer's talon is shown to nobody.
        to_act, talon_shown = PHASE_DONE, not dark
    else:
        to_act = _next_bidder(d, seat, passed)
    before = new_before_play(
        BeforePlay,
        (
            talons, action.value, seat, passed, talon_shown, given, conceded, unseen, dark,
            discarded, chosen, cut,
        ),
    )  # fmt: skip
    _, phase, _, hands, trump, marriages, leader, trick, tricks, _, _ = d
    return new_facts(
        RoundFacts,
        (setup, phase, to_act, hands, trump, marriages, leader, trick, tricks, log, before),
    )


def apply_pass(d: RoundFacts, action: Pass) -> RoundFacts:
    """The pass is final; when one bidder remains the auction ends (``core.pass_final``).

    A seat that passes without having looked sees its cards from then on (C8).
    """
    seat = action.seat
    setup = d.setup
    (
        talons, bid, bidder, passed, talon_shown, given, conceded, unseen, dark,
        discarded, chosen, cut,
    ) = d.before_play  # fmt: skip
    passed |= 1 << seat
    unseen &= ~(1 << seat)
    if bidder < 0:
        # C1 none: nobody has bid; when everybody has passed the deal is thrown in.
        to_act = PHASE_DONE if passed == setup.seat_mask else _next_bidder(d, seat, passed)
    elif (passed | 1 << bidder) == setup.seat_mask:
        bidding = setup.rules.bidding
        # C10: taken unopposed on the hundred, the talon stays hidden; C9: a dark
        # declarer's talon is shown to nobody.
        hidden = dark or (
            bidding.talon_hidden_on_hundred
            and bidder == setup.obligatory_bidder
            and bid == bidding.min_bid
        )
        to_act, talon_shown = PHASE_DONE, not hidden
    else:
        to_act = _next_bidder(d, seat, passed)
    before = new_before_play(
        BeforePlay,
        (
            talons, bid, bidder, passed, talon_shown, given, conceded, unseen, dark,
            discarded, chosen, cut,
        ),
    )  # fmt: skip
    _, phase, _, hands, trump, marriages, leader, trick, tricks, log, _ = d
    return new_facts(
        RoundFacts,
        (
            setup, phase, to_act, hands, trump, marriages, leader, trick, tricks,
            log + (action,), before,
        ),
    )  # fmt: skip


def legal_bidding(d: RoundFacts) -> tuple[Action, ...]:
    """The classic auction: the next bid if the seat may make it, then the pass (C5, C6)."""
    seat = d.to_act
    setup = d.setup
    bidding = setup.rules.bidding
    value = next_bid(d.before_play.bid, bidding.bid_step)
    if (
        value <= bidding.max_bid
        and not setup.pass_only >> seat & 1
        and value <= bid_cap(setup, d.hands[seat])
    ):
        return (bid(seat, value), PASS[seat])
    return (PASS[seat],)


def legal_bidding_with_variants(d: RoundFacts) -> tuple[Action, ...]:
    """The bids the seat may make, ascending (C4-C6, C8, C9), looking (C8), the pass."""
    seat = d.to_act
    setup = d.setup
    bidding = setup.rules.bidding
    if setup.may_go_dark and not setup.pass_only >> seat & 1:
        if d.before_play.unseen >> seat & 1:
            return dark.legal_unseen(d, seat)
        if not dark.may_bid_openly(d, seat):
            return (PASS[seat],)
    value = next_bid(d.before_play.bid, bidding.bid_step)
    if value > bidding.max_bid or setup.pass_only >> seat & 1:
        return (PASS[seat],)
    cap = bid_cap(setup, d.hands[seat])
    if value > cap:
        return (PASS[seat],)
    # C4 jumps: every multiple of the step up to the cap; else the next bid.
    top = cap if bidding.bid_jumps else value
    return (
        *(bid(seat, v) for v in range(value, top + 1, bidding.bid_step)),
        PASS[seat],
    )
