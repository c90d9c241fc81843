"""Replaying a view's log from a drawn deal: the last step of ``sample_world`` (private).

Both plans (:mod:`thousand.views.worlds` for three and four players,
:mod:`thousand.views.two_player_worlds` for two) draw the cards a view hides and rebuild
the deal; :func:`replay` then plays the view's log again from it, filling in what the log
hides: the deal, the gifts and discards made face down, the bottom card after a cut (A9).
When the engine refuses an action of the log, :class:`Refused` says which and why, and
:func:`conclusive` whether another draw could do better.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from thousand.actions import ClaimRedeal, Cut, DeclareContract, DeclineRedeal, Discard, GiveCard
from thousand.cards import DECK, FULL_DECK
from thousand.engine import apply, new_round
from thousand.errors import IllegalActionError, Reason, Violation
from thousand.round.deal import last_dealt_seat
from thousand.round.facts import Phase
from thousand.views.cut_worlds import bottom_card
from thousand.views.piles import known_mask
from thousand.views.player_view import HiddenCut, HiddenDeal, HiddenDiscard, HiddenGiveCard

if TYPE_CHECKING:
    import random

    from thousand.actions import Action, Deal
    from thousand.state import RoundState
    from thousand.views.player_view import PlayerView


class Refused(NamedTuple):
    """The engine refused an action of the view's log in a drawn world.

    Attributes:
        at: the index of the action in the view's log.
        phase: the phase of the state that refused it.
        violation: why.
    """

    at: int
    phase: Phase
    violation: Violation
    barrel: bool = False
    """Whether the action declares the barrel contract of a declarer on the barrel: the
    least contract such a declarer's cards allow (G5), so other cards may accept it."""


def replay(
    v: PlayerView,
    deal: Deal | None,
    rng: random.Random,
    gifts: Iterable[int] = (),
    discards: Iterable[int] = (),
) -> RoundState | Refused | None:
    """The view's log replayed from ``deal``, the hidden gifts and discards filled in order.

    ``deal`` is ``None`` for a view of a deal not dealt yet (or ended before the deal).

    A hidden cut (A9) shows a bottom card of the right kind: before the deal any card, after
    it one the deal gave to the seat dealt last (with a stock, its last card). ``None``: the
    drawn cards run out (a hidden gift or discard more than drawn, no bottom card of the
    kind), which another draw may avoid.
    """
    state = new_round(v.rules, v.dealer, context=v.context)
    gift_cards = iter(gifts)
    discard_cards = iter(discards)
    pool = FULL_DECK if deal is None else bottom_pile(v, deal)
    for at, entry in enumerate(v.log):
        action: Action
        if type(entry) is HiddenDeal:
            if deal is None:
                return None
            action = deal
        elif type(entry) is HiddenGiveCard:
            card = next(gift_cards, -1)
            if card < 0:
                return None
            action = GiveCard(seat=entry.seat, to=entry.to, card=DECK[card])
        elif type(entry) is HiddenDiscard:
            card = next(discard_cards, -1)
            if card < 0:
                return None
            action = Discard(seat=entry.seat, card=DECK[card])
        elif type(entry) is HiddenCut:
            bottom = bottom_card(v, at, pool, rng)
            if bottom is None:
                return None
            action = Cut(seat=entry.seat, bottom=bottom)
        else:
            action = entry  # type: ignore[assignment]
        try:
            state = apply(state, action)
        except IllegalActionError as error:
            return Refused(at, state.phase, error.violation, _barrel_contract(state, action))
    return state


def bottom_pile(v: PlayerView, deal: Deal) -> int:
    """A9: the cards that may be the bottom card the dealer kept: where the last went."""
    seat = last_dealt_seat(v.rules, v.dealer)
    if seat is None:  # A3 stock: the stock's last card
        return 1 << deal.talons[0][-1]
    return known_mask(deal.hands[seat])


def _barrel_contract(state: RoundState, action: Action) -> bool:
    setup = state._d.setup
    return (
        type(action) is DeclareContract
        and bool(setup.on_barrel >> action.seat & 1)
        and action.value == setup.barrel_contract
    )


_SHOWN = frozenset(
    {
        Reason.MALFORMED_ACTION,
        Reason.ROUND_OVER,
        Reason.DEAL_EXPECTED,
        Reason.CUT_EXPECTED,
        Reason.INVALID_DEAL,
        Reason.ALREADY_PASSED,
        Reason.BID_TOO_LOW,
        Reason.BID_OFF_STEP,
        Reason.BID_ABOVE_MAX,
        Reason.MUST_PASS,
        Reason.BLIND_NOT_ALLOWED,
        Reason.MUST_LOOK,
        Reason.ALREADY_LOOKED,
        Reason.HOLDER_MAY_NOT_PASS,
        Reason.NOT_AN_OPPONENT,
        Reason.ALREADY_GIVEN,
        Reason.CONTRACT_BELOW_BID,
        Reason.CONTRACT_OFF_STEP,
        Reason.CONTRACT_ABOVE_MAX,
        Reason.CONCEDE_NOT_ALLOWED,
        Reason.CONCEDE_LIMIT_REACHED,
        Reason.DECLARE_NOT_LEADING,
        Reason.DECLARE_NOT_MARRIAGE_CARD,
        Reason.MARRIAGE_ALREADY_DECLARED,
        Reason.MARRIAGE_NEEDS_TRICK,
        Reason.NO_SUCH_TALON,
        Reason.NO_DISCARD,
        Reason.ALREADY_DISCARDED,
        Reason.NO_GIFT,
        Reason.RECUT_NEEDS_NINE,
        Reason.BURY_NEEDS_JACK,
        Reason.REDEAL_CONDITION_OFF,
    }
)
"""Refusals that turn only on what a view shows (the rules, the context, the log's public
actions, the cards played): every world refuses the action alike."""


_TURN = frozenset({Reason.WRONG_PHASE, Reason.NOT_YOUR_TURN})


_OWN_HAND = frozenset(
    {
        Reason.CARD_NOT_IN_HAND,
        Reason.BID_ABOVE_CAP,
        Reason.BLIND_OUTBID_NEEDS_MARRIAGE,
        Reason.CONTRACT_ABOVE_CAP,
        Reason.MUST_FOLLOW_SUIT,
        Reason.MUST_TRUMP,
        Reason.MUST_OVERTAKE,
        Reason.MUST_LEAD_ACE,
        Reason.MARRIAGE_NOT_HELD,
    }
)
"""Refusals that turn on the acting seat's own cards and what the view shows: of the
view's own seat, which knows every card it holds, every world refuses them alike."""


_REDEAL_ANSWERS = (ClaimRedeal, DeclineRedeal)


def conclusive(refused: Refused, v: PlayerView) -> bool:
    """Whether no world at all replays the log: the refusal does not depend on the cards.

    Refusals over the hidden cards (a card not held, a suit not followed, a bid above what
    the marriages allow, C6) are the draw's fault, unless they are of the view's own seat:
    with three or four players every world deals it the cards it was dealt and gives it
    what it saw (``NOT_DEALT`` in :mod:`thousand.views.worlds`), so a refusal of its own
    move over its own cards is the same in all of them (a seat in the dark, C8, does not
    know its cards, and two players' plans place drawn stock cards). The phase and the
    turn depend on the cards only where a redeal may be claimed (B1-B3): whether the
    claims are asked, and of whom first, follows from the hands; anywhere else a wrong
    phase or turn is the log's.
    """
    reason = refused.violation.reason
    if reason in _SHOWN:
        return True
    log = v.log
    if reason in _OWN_HAND:
        seat = getattr(log[refused.at], "seat", None)
        return (
            seat is not None
            and seat == v.seat
            and seat not in v.unseen
            and v.rules.players != 2
            and refused.phase is not Phase.REDEAL
        )
    if reason is Reason.RAISE_NOT_ALLOWED:
        # Whether a contract is a raise turns on the cards only for the barrel contract,
        # which a barrel declarer whose cap reaches it declares without raising (G5).
        return not refused.barrel
    return (
        reason in _TURN
        and refused.phase is not Phase.REDEAL
        and type(log[refused.at]) not in _REDEAL_ANSWERS
    )
