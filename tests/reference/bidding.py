"""Reference rules of the auction for the properties: bids open and dark, looking, passing.

Written from the rules reference (C3-C9, C11, G13), in terms of the public API only and
independent of the engine: the engine must refuse exactly what these refuse, with one of
the reasons they give.
"""

from __future__ import annotations

import thousand as t

from . import play as ref

Reason = t.Reason
DARK_MINIMUM = 120
"""C9: the lowest dark bid."""


def may_go_dark(state: t.RoundState, seat: int) -> bool:
    """C8: dark bidding is on, the auction is open to all and the seat may bid at all."""
    bidding = state.rules.bidding
    context = state.context
    if bidding.blind_bidding is t.BlindBidding.OFF or context.barrel or context.golden is not None:
        return False
    if seat not in state.seats:  # A5: the dealer sitting out does not bid
        return False
    limit = bidding.negative_score_limit
    if limit is not None and context.scores and context.scores[seat] < limit:
        return False
    if bidding.blind_bidding is t.BlindBidding.FIRST_HAND:
        return seat == state.obligatory_bidder
    return True


def deciding(state: t.RoundState, seat: int) -> bool:
    """C8 ``first_hand``: the holder, asked before the auction opens whether to go dark."""
    highest = state.highest_bid
    return (
        state.rules.bidding.blind_bidding is t.BlindBidding.FIRST_HAND
        and may_go_dark(state, seat)
        and highest is not None
        and highest[0] == seat
    )


def holds_marriage(rules: t.Rules, hand: tuple[t.Card, ...]) -> bool:
    """A king and queen of one suit, or the four aces with E3 on."""
    kings_and_queens = any(
        t.Card.of(t.Rank.KING, suit) in hand and t.Card.of(t.Rank.QUEEN, suit) in hand
        for suit in t.Suit
    )
    return kings_and_queens or ref.four_aces(rules, hand)


def dark_cap(rules: t.Rules) -> int:
    """C9: dark bids are held to the cap of a hand without marriages, or to C5's maximum."""
    bidding = rules.bidding
    if bidding.blind_bids_capped and bidding.cap is not t.BidCap.NONE:
        return min(120, bidding.max_bid)
    return bidding.max_bid


def _value_reasons(
    value: int, lowest: int, step: int, exact: bool, top: int, cap: int
) -> set[Reason]:
    reasons: set[Reason] = set()
    if value < lowest:
        reasons.add(Reason.BID_TOO_LOW)
    elif (value != lowest) if exact else (value - lowest) % step:
        reasons.add(Reason.BID_OFF_STEP)
    if value > top:
        reasons.add(Reason.BID_ABOVE_MAX)
    if value > cap and value >= lowest:
        reasons.add(Reason.BID_ABOVE_CAP)
    return reasons


def bid_reasons(state: t.RoundState, action: t.Bid) -> set[Reason]:
    """Why the seat to act may not make ``action`` (a bid of its own); empty when legal.

    Seat-level rules give one reason; value rules every reason that applies (the engine
    reports the first it checks).
    """
    rules = state.rules
    bidding = rules.bidding
    seat = action.seat
    highest = state.highest_bid
    step = bidding.bid_step
    # C1 none: until somebody bids, the first bid is the minimum.
    standing = highest[1] if highest is not None else bidding.min_bid - step
    # C4: the next multiple of the step; a barrel player's automatic contract (C11, G5)
    # may stand off the step (121 under Games24, topped by 125).
    above = (standing // step + 1) * step
    limit = bidding.negative_score_limit
    context = state.context
    if limit is not None and context.scores and context.scores[seat] < limit:
        return {Reason.MUST_PASS}
    unseen = seat in state.unseen
    topping_dark = state.dark and bidding.blind_outbid_needs_marriage
    if action.blind:
        first_hand = bidding.blind_bidding is t.BlindBidding.FIRST_HAND
        if not may_go_dark(state, seat) or not unseen:
            return {Reason.BLIND_NOT_ALLOWED}
        if first_hand and not deciding(state, seat):
            return {Reason.BLIND_NOT_ALLOWED}
        if topping_dark:
            return {Reason.BLIND_OUTBID_NEEDS_MARRIAGE}
        lowest = max(above, DARK_MINIMUM)
        # C14: the first hand's dark bid is exactly 120 unless any value from 120 is allowed.
        exact = (not bidding.blind_first_hand_any) if first_hand else not bidding.bid_jumps
        return _value_reasons(action.value, lowest, step, exact, bidding.max_bid, dark_cap(rules))
    if unseen:
        return {Reason.MUST_LOOK}
    hand = state.hand(seat)
    if topping_dark and not holds_marriage(rules, hand):
        return {Reason.BLIND_OUTBID_NEEDS_MARRIAGE}
    cap = ref.cap(rules, hand)
    exact = not bidding.bid_jumps
    return _value_reasons(action.value, above, step, exact, bidding.max_bid, cap)


def look_reasons(state: t.RoundState, seat: int) -> set[Reason]:
    """Why the seat to act may not look at its cards; empty when it may (C8)."""
    return set() if seat in state.unseen else {Reason.ALREADY_LOOKED}


def pass_reasons(state: t.RoundState, seat: int) -> set[Reason]:
    """Why the seat to act may not pass; empty when it may (C8 ``first_hand``)."""
    return {Reason.HOLDER_MAY_NOT_PASS} if deciding(state, seat) else set()


def auction_reasons(state: t.RoundState, action: t.Action) -> set[Reason] | None:
    """Why the seat to act may not make an auction action (a bid, a look, a pass): empty
    when it may; ``None`` for another kind of action."""
    seat = state.to_act
    assert seat is not None
    if isinstance(action, t.Bid):
        return bid_reasons(state, action)  # C4-C9, open or dark
    if isinstance(action, t.Look):
        return look_reasons(state, seat)
    if isinstance(action, t.Pass):
        return pass_reasons(state, seat)
    return None


def first_to_act(state: t.RoundState) -> int:
    """C2, C8: who acts first in the auction of a freshly dealt, ordinary deal.

    Without an obligatory bid (C1 ``none``) the dealer's left opens.
    """
    holder = state.obligatory_bidder
    seats = state.seats
    if holder is None:
        return seats[0]
    if deciding(state, holder):
        return holder
    return seats[(seats.index(holder) + 1) % len(seats)]
