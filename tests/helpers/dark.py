"""Helpers for the dark-bidding tests: rules, deals played out, dark bids (C8, C9).

Seats are 0..2 and the dealer is 0: seat 1 holds the obligatory bid, seat 2 opens.
"""

from __future__ import annotations

import thousand as t
from thousand import (
    Bid,
    BidCap,
    BiddingRules,
    BlindBidding,
    DeclareContract,
    Pass,
    RedealRules,
    Rules,
)

from .rounds import card, give, start

NO_REDEAL = RedealRules(conditions=frozenset())
"""No redeal claims (B1): the deals of these tests hold hands below 14 points, which would
be asked first (``test_dark_redeal_claims`` covers the two together)."""


def dark_rules(
    mode: BlindBidding = BlindBidding.FIRST_HAND,
    *,
    cap: BidCap = BidCap.MARRIAGES_IN_HAND,
    bid_jumps: bool = False,
    blind_outbid_needs_marriage: bool = True,
    blind_bids_capped: bool = True,
    negative_score_limit: int | None = None,
) -> Rules:
    """Classic rules with dark bidding ``mode`` and the bidding settings given.

    Without redeal claims (:data:`NO_REDEAL`).
    """
    return Rules(
        redeal=NO_REDEAL,
        bidding=BiddingRules(
            blind_bidding=mode,
            cap=cap,
            bid_jumps=bid_jumps,
            blind_outbid_needs_marriage=blind_outbid_needs_marriage,
            blind_bids_capped=blind_bids_capped,
            negative_score_limit=negative_score_limit,
        ),
    )


FIRST_HAND = dark_rules()
ANYONE = dark_rules(BlindBidding.ANYONE)


def dark(seat: int, value: int = 120) -> Bid:
    """A dark bid."""
    return Bid(seat=seat, value=value, blind=True)


STRONG = t.Deal.parse(
    ["Ks Qs Js 9s Kc Qc 9h", "Ah Th Kh Qh As Ts Ac", "Jc 9c Kd Qd Jd 9d Jh"], ["Tc Ad Td"]
)
"""Seat 1 (on the hundred) holds aces, tens and the marriage of hearts; the talon brings
the other aces and tens. Played by ``STRONG_PLAY`` after giving Ts to seat 2 and Td to
seat 0, seat 1 takes every trick: 120 card points and the marriage of hearts (100)."""
STRONG_GIFTS = {2: "Ts", 0: "Td"}
STRONG_PLAY = (
    "Ah Jh 9h / Qh! 9c 9s / Ad 9d Td / Ac Jc Qc / As Ts Js / Th Jd Qs / Tc Qd Kc / Kh Kd Ks"
)

JUNK = t.Deal.parse(
    ["As Ts Ks Ac Tc Kc Ad", "9s Js 9c Jc 9d Jd 9h", "Td Kd Qd Ah Th Kh Jh"], ["Qs Qc Qh"]
)
"""Seat 1 (on the hundred) holds nines and jacks, the talon three queens. Seat 0 holds no
marriage, seat 2 those of diamonds and hearts. Played by ``JUNK_PLAY`` after giving Qs
to seat 2 and Qh to seat 0, seat 0 takes every trick."""
JUNK_GIFTS = {2: "Qs", 0: "Qh"}
JUNK_PLAY = "Qc Ah Ac / Ad Jd Td / As Js Qs / Tc Jc Th / Ts 9s Kh / Kc 9c Kd / Ks 9h Qd / Qh 9d Jh"


def play(state: t.RoundState, text: str) -> t.RoundState:
    for token in text.replace("/", " ").split():
        seat = state.to_act
        assert seat is not None
        declare = token.endswith("!")
        state = t.apply(state, t.PlayCard(seat=seat, card=card(token.rstrip("!")), declare=declare))
    return state


def dark_declarer(deal: t.Deal, rules: Rules = FIRST_HAND) -> t.RoundState:
    """Seat 1 goes dark at 120 before the auction opens; the others pass."""
    return t.apply_all(start(deal, rules), [dark(1), Pass(seat=2), Pass(seat=0)])


def played(
    deal: t.Deal, gifts: dict[int, str], plays: str, rules: Rules = FIRST_HAND
) -> t.RoundState:
    state = give(dark_declarer(deal, rules), gifts)
    state = t.apply(state, DeclareContract(seat=1, value=120))
    return play(state, plays)
