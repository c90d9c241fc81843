"""The order of a deal's phases: the one place that says which phase follows which.

A phase's handler (:mod:`~thousand.round.auction`, :mod:`~thousand.round.exchange`, …)
applies an action and records what happened. When that action finishes its phase, the
handler sets ``to_act`` to :data:`~thousand.round.facts.PHASE_DONE` instead of choosing a
successor, and the engine calls :func:`advance`, which reads what happened and enters the
next phase::

    CUTTING (A9) ─► DEALING ─► REDEAL (B3 before bidding) ─► BIDDING ─► TALON (A3)
        ─► EXCHANGE ─► REDEAL (B3 after the exchange) ─► CONTRACT ─► PLAYING ─► OVER

With the contract named before the talon is opened (C12 ``before_talon``) the contract
comes straight after the auction and none follows the exchange::

    … BIDDING ─► CONTRACT ─► TALON (A3) ─► EXCHANGE ─► REDEAL (B3) ─► PLAYING ─► OVER

A phase in brackets is entered only when its rule is on and applies to the deal; a
concession, a redeal claim, an exposed card, the cutter's third nine or an auction
that everybody passes ends the deal at once (``OVER``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import ClaimRedeal, Concede, ExposedCard
from thousand.round import exchange, talons
from thousand.round.facts import (
    BIDDING,
    CONTRACT,
    CUTTING,
    DEALING,
    EXCHANGE,
    OVER,
    PHASE_DONE,
    PLAYING,
    REDEAL,
    TALON,
    Phase,
    RoundFacts,
    new_facts,
)
from thousand.round.redeal import ask
from thousand.round.redeal_conditions import counted_hands, eligible
from thousand.rules.dealing import CUT_NINES_FOR_PENALTY

if TYPE_CHECKING:
    from collections.abc import Callable

    from thousand.round.facts import RoundFacts
    from thousand.round.setup import DealSetup


_ENDS_THE_DEAL = frozenset({Concede, ClaimRedeal, ExposedCard})
"""Actions after which no phase follows, whatever phase they came in (a concession in
trick play ends it as the last trick does)."""


def first_phase(setup: DealSetup) -> Phase:
    """The phase a deal starts in: the cutting when the rules cut the pack (A9)."""
    return CUTTING if setup.cutter >= 0 else DEALING


def advance(d: RoundFacts) -> RoundFacts:
    """Enter the phase that follows the one the last action finished.

    A phase with nothing to do (a stock's exchange, A3) finishes as it is entered, so
    this goes on until some seat or chance is to act, or the deal is over.
    """
    while d.to_act == PHASE_DONE:
        d = _AFTER[d.phase](d)
    return d


def _ended(d: RoundFacts) -> bool:
    """Whether the last action ended the deal whatever its phase (a concession, a claim)."""
    return type(d.log[-1]) in _ENDS_THE_DEAL


def _enter(d: RoundFacts, phase: Phase, to_act: int) -> RoundFacts:
    """The facts in ``phase`` with ``to_act`` to act.

    A positional rebuild: the flow runs on every deal, and ``_replace`` costs three
    times as much.
    """
    setup, _, _, hands, trump, marriages, leader, trick, tricks, log, before = d
    return new_facts(
        RoundFacts,
        (setup, phase, to_act, hands, trump, marriages, leader, trick, tricks, log, before),
    )


def _over(d: RoundFacts) -> RoundFacts:
    return _enter(d, OVER, -1)


def _after_cutting(d: RoundFacts) -> RoundFacts:
    if d.before_play.cut_and_claims.nines >= CUT_NINES_FOR_PENALTY:
        return _over(d)  # A9: the third nine in a row; the cutter pays
    return _enter(d, DEALING, -1)


def _after_dealing(d: RoundFacts) -> RoundFacts:
    if _ended(d):
        return _over(d)  # A10: an exposed card
    setup = d.setup
    if setup.redeal.hand and not setup.redeal.after_exchange:
        # B3 before_bidding; C8: a seat that has not looked at its cards is not asked.
        claims = eligible(setup, d.hands) & ~setup.may_go_dark
        if claims:
            return ask(d, claims)
    return _open_auction(d)


def _after_redeal_claims(d: RoundFacts) -> RoundFacts:
    if _ended(d):
        return _over(d)  # B1: a redeal claimed
    if d.setup.redeal.after_exchange:
        return _contract(d)
    return _open_auction(d)


def _open_auction(d: RoundFacts) -> RoundFacts:
    """The auction opens (C2), or the talon goes to its player in a deal without one."""
    setup = d.setup
    if setup.talon_without_auction >= 0:  # C11 takes_talon, G13
        before = d.before_play._replace(
            bidder=setup.talon_without_auction, talon_shown=not setup.hidden_talon_without_auction
        )
        return _talon_or_contract(d._replace(before_play=before))
    return _enter(d, BIDDING, setup.first_bidder)


def _after_auction(d: RoundFacts) -> RoundFacts:
    if d.before_play.bidder < 0:
        return _over(d)  # C1 none: everybody passed; the deal is thrown in
    return _talon_or_contract(d)


def _talon_or_contract(d: RoundFacts) -> RoundFacts:
    """The declarer takes the talon, or first names the contract (C12 ``before_talon``)."""
    if not d.setup.contract_before_talon:
        return _take_talon(d)
    if d.before_play.unseen:
        # C8: the auction is over, so a dark declarer sees its own cards (not the talon).
        d = d._replace(before_play=d.before_play._replace(unseen=0))
    return _enter(d, CONTRACT, d.before_play.bidder)


def _take_talon(d: RoundFacts) -> RoundFacts:
    """The declarer takes the talon as the layout says (D1, A3); every seat sees its cards."""
    if d.before_play.unseen:
        d = d._replace(
            before_play=d.before_play._replace(unseen=0)
        )  # C8: a dark declarer looks now
    if d.setup.two_player is None:
        return exchange.take_talon(d)
    return talons.take_talon(d)


def _after_talon_choice(d: RoundFacts) -> RoundFacts:
    return _enter(d, EXCHANGE, d.before_play.bidder)


def _after_exchange(d: RoundFacts) -> RoundFacts:
    if _ended(d):
        return _over(d)  # D4: conceded; B2: a redeal claimed on the talon
    setup = d.setup
    if setup.redeal.hand and setup.redeal.after_exchange:
        # B3 after_exchange: claims before the contract; B6: only the nines dealt count.
        mask = eligible(setup, counted_hands(d))
        if mask:
            return ask(d, mask)
    return _contract(d)


def _contract(d: RoundFacts) -> RoundFacts:
    """After the exchange: the contract, or trick play when it was named (C12)."""
    if d.setup.contract_before_talon:
        return _play(d)
    return _enter(d, CONTRACT, d.before_play.bidder)


def _after_contract(d: RoundFacts) -> RoundFacts:
    if _ended(d):
        return _over(d)  # D4: conceded
    if d.setup.contract_before_talon:
        return _take_talon(d)  # C12: named before the talon is opened
    return _play(d)


def _play(d: RoundFacts) -> RoundFacts:
    """The declarer leads to the first trick (``core.declarer_leads``; E8: or another)."""
    first = d.setup.first_leader
    if first < 0:
        return _enter(d, PLAYING, d.before_play.bidder)
    setup, _, _, hands, trump, marriages, _, trick, tricks, log, before = d
    return new_facts(
        RoundFacts,
        (setup, PLAYING, first, hands, trump, marriages, first, trick, tricks, log, before),
    )


_AFTER: dict[Phase, Callable[[RoundFacts], RoundFacts]] = {
    CUTTING: _after_cutting,
    DEALING: _after_dealing,
    REDEAL: _after_redeal_claims,
    BIDDING: _after_auction,
    TALON: _after_talon_choice,
    EXCHANGE: _after_exchange,
    CONTRACT: _after_contract,
    PLAYING: _over,
}
