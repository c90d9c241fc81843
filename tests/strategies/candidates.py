"""Candidate actions: actions of every kind for a state, legal or not.

:func:`candidate_actions` lists, for a state, every seat (and two that are no seat),
every card, bid and contract values on and off the step. Properties compare it with
``legal_actions``. :data:`CHANCE_KINDS` and :data:`CHANCE_REFUSALS` say which actions
are chance actions and why one may be refused at a chance node.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import thousand as t

from .deals import deal_from_order

CHANCE_KINDS = (t.Deal, t.Cut, t.ExposedCard)
"""The chance actions: never in ``legal_actions``, applied at a chance node."""
CHANCE_REFUSALS = frozenset(
    {
        t.Reason.INVALID_DEAL,
        t.Reason.BOTTOM_CARD_MISPLACED,
        t.Reason.NOT_YOUR_TURN,
        t.Reason.MALFORMED_ACTION,
        t.Reason.WRONG_PHASE,
        t.Reason.DEAL_EXPECTED,
        t.Reason.CUT_EXPECTED,
    }
)
"""Why a chance action may be refused at a chance node: a deal that does not share out the
cards or forgets the kept bottom card (A9), a cut in another seat's name, or a chance
action of the other chance node (a cut when the deal is due, a deal before the cut)."""

_BID_VALUES = tuple(range(0, 401, 5))
"""All bid values 0..400 in steps of 5 (C4's classic step)."""

_SOME_CARDS = (t.DECK[0], t.DECK[9], t.DECK[20], t.DECK[23])
"""A few cards (9s, Kc, Qh, Ah) for the kinds of action that do not belong to the phase."""


def _values_near(state: t.RoundState) -> list[int]:
    """Bid and contract values on and just off the step, around every limit that matters.

    Every value 0..400 in steps of 5; every multiple of the rules' step from below the
    standing bid to above the maximum; and one either side of the standing bid, the
    minimum, the maximum and each cap C6 can give (120 plus any sum of marriage values,
    with or without the ace marriage's).
    """
    bidding = state.rules.bidding
    step = bidding.bid_step
    highest = state.highest_bid
    standing = state.contract or (highest[1] if highest else bidding.min_bid)
    values = set(_BID_VALUES)
    values.update(range(max(0, standing - 2 * step), bidding.max_bid + 3 * step, step))
    marriages = state.rules.play.marriage_values.by_index
    aces = state.rules.play.ace_marriage_value  # E3: four aces in the cap of C6
    caps = {
        120 + sum(v for i, v in enumerate(marriages) if held >> i & 1) + ace
        for held in range(16)
        for ace in (0, aces)
    }
    # 120 is among the caps: the dark minimum and dark cap (C9) are covered too.
    for base in (standing, bidding.min_bid, bidding.max_bid, *caps):
        for k in (-1, 0, 1, 2):
            values.update((base + k * step - 1, base + k * step, base + k * step + 1))
    return sorted(values)


def _few_values(state: t.RoundState) -> list[int]:
    bidding = state.rules.bidding
    return [0, bidding.min_bid, bidding.min_bid + bidding.bid_step, bidding.max_bid, 401]


@functools.lru_cache(maxsize=256)
def _candidates(
    players: int, phase: t.Phase, near: tuple[int, ...], few: tuple[int, ...]
) -> tuple[t.Action, ...]:
    """The part of :func:`candidate_actions` that depends only on its arguments (cached)."""
    seats = (*range(players), -1, players)
    out: list[t.Action] = []
    for seat in seats:
        real = 0 <= seat < players
        out.append(t.Pass(seat=seat))
        out.append(t.Concede(seat=seat))
        bids = near if real and phase is t.Phase.BIDDING else few
        out.extend(t.Bid(seat=seat, value=v) for v in bids)
        out.extend(t.Bid(seat=seat, value=v, blind=True) for v in bids)  # C8
        out.append(t.Look(seat=seat))
        contracts = near if real and phase is t.Phase.CONTRACT else few
        out.extend(t.DeclareContract(seat=seat, value=v) for v in contracts)
        play_cards = t.DECK if real and phase is t.Phase.PLAYING else _SOME_CARDS
        for card in play_cards:
            out.append(t.PlayCard(seat=seat, card=card))
            out.append(t.PlayCard(seat=seat, card=card, declare=True))
        if real and phase is t.Phase.EXCHANGE:
            out.extend(t.GiveCard(seat=seat, to=to, card=c) for to in seats for c in t.DECK)
            out.extend(t.Discard(seat=seat, card=c) for c in t.DECK)
        else:
            out.extend(
                t.GiveCard(seat=seat, to=to, card=c) for to in seats for c in _SOME_CARDS[:2]
            )
            out.extend(t.Discard(seat=seat, card=c) for c in _SOME_CARDS[:2])
        # A3: the talons as the deal lists them (two with two players), and no talon.
        out.extend(t.ChooseTalon(seat=seat, index=i) for i in (-1, 0, 1, 2))
        # The cutting (A9) and the redeal claims (B1-B3).
        cut_cards = t.DECK if real and phase is t.Phase.CUTTING else _SOME_CARDS
        out.extend(t.Cut(seat=seat, bottom=c) for c in cut_cards)
        out.extend((t.Recut(seat=seat), t.BuryJack(seat=seat), t.AcceptCut(seat=seat)))
        out.extend(t.ClaimRedeal(seat=seat, condition=c) for c in t.RedealCondition)
        out.append(t.DeclineRedeal(seat=seat))
    exposed = t.DECK if phase is t.Phase.DEALING else _SOME_CARDS
    out.extend(t.ExposedCard(card=c) for c in exposed)
    return tuple(out)


def candidate_actions(
    state: t.RoundState, extra: Sequence[t.Action] = (), *, exhaustive: bool = True
) -> list[t.Action]:
    """Actions of every kind for ``state``, legal or not, without duplicates.

    Every kind of action for every seat and for two values that are no seat (-1 and
    ``players``). For the kinds that belong to the current phase the list is exhaustive
    around the legal ones: bids (open and dark, C8) and contracts take the values of
    ``_values_near`` (on
    and off the step, around the standing bid, the minimum, the maximum and the caps);
    plays take every card with and without ``declare``; gifts every card to every seat;
    discards every card. Talons are chosen by every index from -1 to 2 in every phase.
    Kinds that do not belong to the phase get a few values each (all are refused for the
    phase); the cutting's (A9) and the redeal claims' kinds (B1) for every seat, every
    condition. The dealt deal and a fresh valid one are included; so are
    ``legal_actions(state)`` and ``extra``, so the list holds every legal action.

    Args:
        state: the state.
        extra: more actions to include.
        exhaustive: ``False`` gives bids and contracts only a few values in every phase.
    """
    phase = state.phase
    wide = exhaustive and phase in (t.Phase.BIDDING, t.Phase.CONTRACT)
    near = _values_near(state) if wide else _few_values(state)
    out = list(_candidates(state.players, phase, tuple(near), tuple(_few_values(state))))
    out.append(deal_from_order(state.rules, t.DECK, state.dealer))
    out.extend(a for a in state.log if isinstance(a, t.Deal))
    out.extend(t.legal_actions(state))
    out.extend(extra)
    return list(dict.fromkeys(out))
