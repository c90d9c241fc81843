"""The auction: bids, passes, the cap on bids, and taking the talon (C1-C6, C10, D1)."""

from __future__ import annotations

from thousand import _tables as tables
from thousand import _talons
from thousand._common import malformed, not_your_turn, wrong_phase
from thousand.actions import Action, Bid, Pass
from thousand.errors import Reason, Violation
from thousand.rules import AceMarriage, BidCap
from thousand.state import Data, Phase, Setup

_ACES = tables.ACES


def bid_cap(setup: Setup, hand: int) -> int:
    """The highest bid or contract the marriages in ``hand`` allow (C6), at most C5's maximum.

    With the ace marriage on (E3) four aces held count as a marriage worth its value;
    half marriages (E4) do not count.
    """
    bidding = setup.rules.bidding
    kind = bidding.cap
    if kind is BidCap.MARRIAGES_IN_HAND:
        values = setup.marriage_values
        cap = tables.TOTAL_CARD_POINTS
        for suit in tables.marriages_held(hand):  # a loop: most hands hold none
            cap += values[suit]
        if hand & _ACES == _ACES:
            cap += setup.ace_cap  # 0 when the ace marriage is off
    elif kind is BidCap.MARRIAGE_ABOVE_120:
        held = tables.marriages_held(hand) or _four_aces_count(setup, hand)
        cap = bidding.max_bid if held else tables.TOTAL_CARD_POINTS
    else:
        cap = bidding.max_bid
    return min(cap, bidding.max_bid)


def _four_aces_count(setup: Setup, hand: int) -> bool:
    """E3 on and all four aces in ``hand``: the ace marriage is held."""
    return hand & tables.ACES == tables.ACES and setup.ace_marriage is not AceMarriage.OFF


def cap_reason(setup: Setup, hand: int) -> str:
    """Why the cap is what it is, for messages."""
    if setup.rules.bidding.cap is BidCap.NONE:
        return "the maximum bid"
    names = [("spades", "clubs", "diamonds", "hearts")[s] for s in tables.marriages_held(hand)]
    held = [f"the marriage{'s' if len(names) > 1 else ''} of {', '.join(names)}"] if names else []
    if _four_aces_count(setup, hand):
        held.append("the ace marriage")
    if not held:
        return "without a marriage"
    return f"with {' and '.join(held)}"


def _check_seat(d: Data, action: Bid | Pass) -> Violation | None:
    if d.phase is not Phase.BIDDING:
        return wrong_phase(d, action)
    seat = action.seat
    if seat != d.to_act:
        if type(seat) is int and 0 <= seat < d.setup.players and d.terms.passed >> seat & 1:
            return Violation(
                Reason.ALREADY_PASSED,
                f"seat {seat} has passed and may not bid again in this deal",
                seat=seat,
            )
        return not_your_turn(d, seat)
    if type(seat) is not int:
        return malformed(f"seat must be a whole number, not {seat!r}")
    return None


def check_bid(d: Data, action: Bid) -> Violation | None:
    """A bid must be exactly one step above the standing bid (C4), within C5 and C6."""
    violation = _check_seat(d, action)
    if violation is not None:
        return violation
    seat, value = action.seat, action.value
    if type(value) is not int:
        return malformed(f"a bid is a whole number, not {value!r}", seat)
    bidding = d.setup.rules.bidding
    if d.setup.silent >> seat & 1:
        limit = bidding.negative_score_limit
        return Violation(
            Reason.MUST_PASS,
            f"seat {seat} is below the score limit of {limit} and may only pass",
            seat=seat,
            details=(("negative_score_limit", int(limit or 0)),),
        )
    standing = d.terms.bid
    expected = standing + bidding.bid_step
    details: tuple[tuple[str, int | str], ...] = (
        ("standing_bid", standing),
        ("next_bid", expected),
    )
    if value < expected:
        return Violation(
            Reason.BID_TOO_LOW,
            f"seat {seat} must bid {expected} to top the standing bid of {standing}, not {value}",
            seat=seat,
            details=details,
        )
    if value != expected:
        return Violation(
            Reason.BID_OFF_STEP,
            f"bids rise by exactly {bidding.bid_step}: seat {seat} may bid {expected}, not {value}",
            seat=seat,
            details=details,
        )
    if value > bidding.max_bid:
        return Violation(
            Reason.BID_ABOVE_MAX,
            f"the highest bid is {bidding.max_bid}; seat {seat} may not bid {value}",
            seat=seat,
            details=(("max_bid", bidding.max_bid),),
        )
    hand = d.hands[seat]
    cap = bid_cap(d.setup, hand)
    if value > cap:
        return Violation(
            Reason.BID_ABOVE_CAP,
            f"seat {seat} may bid at most {cap} {cap_reason(d.setup, hand)}, not {value}",
            seat=seat,
            details=(("cap", cap),),
        )
    return None


def check_pass(d: Data, action: Pass) -> Violation | None:
    """Any seat to act in the auction may pass."""
    return _check_seat(d, action)


def _next_bidder(d: Data, seat: int, passed: int) -> int:
    next_seat = d.setup.next_seat
    seat = next_seat[seat]
    while passed >> seat & 1:
        seat = next_seat[seat]
    return seat


def apply_bid(d: Data, action: Bid) -> Data:
    """The bid stands; the next seat that has not passed is to act."""
    seat = action.seat
    return d._replace(
        to_act=_next_bidder(d, seat, d.terms.passed),
        log=(*d.log, action),
        terms=d.terms._replace(bid=action.value, bidder=seat),
    )


def apply_pass(d: Data, action: Pass) -> Data:
    """The pass is final; when one bidder remains the auction ends (``core.pass_final``)."""
    passed = d.terms.passed | 1 << action.seat
    d = d._replace(log=(*d.log, action), terms=d.terms._replace(passed=passed))
    if (passed | 1 << d.terms.bidder) == _all_seats(d.setup):
        setup = d.setup
        bidding = setup.rules.bidding
        # C10: taken unopposed on the hundred, the talon stays hidden.
        hidden = (
            bidding.talon_hidden_on_hundred
            and d.terms.bidder == setup.holder
            and d.terms.bid == bidding.min_bid
        )
        return take_talon(d, hidden=hidden)
    return d._replace(to_act=_next_bidder(d, action.seat, passed))


def _all_seats(setup: Setup) -> int:
    mask = 0
    for seat in setup.seats:
        mask |= 1 << seat
    return mask


def take_talon(d: Data, *, hidden: bool) -> Data:
    """The declarer takes the talon, shown to everybody unless ``hidden`` (D1).

    Two players take theirs as A3 says (:mod:`thousand._talons`).
    """
    if d.setup.two is not None:
        return _talons.take_talon(d, hidden=hidden)
    declarer = d.terms.bidder
    hands = list(d.hands)
    for talon in d.terms.talons:
        hands[declarer] |= talon
    return d._replace(
        phase=Phase.EXCHANGE,
        to_act=declarer,
        hands=tuple(hands),
        terms=d.terms._replace(talon_shown=not hidden),
    )


def legal_bidding(d: Data) -> tuple[Action, ...]:
    """The next bid if the seat may make it (C4-C6), then the pass."""
    seat = d.to_act
    bidding = d.setup.rules.bidding
    value = d.terms.bid + bidding.bid_step
    if (
        value <= bidding.max_bid
        and not d.setup.silent >> seat & 1
        and value <= bid_cap(d.setup, d.hands[seat])
    ):
        return (tables.bid(seat, value), tables.PASS[seat])
    return (tables.PASS[seat],)
