"""Before the deal: cutting the pack (A9) and a card exposed during the deal (A10).

The procedure, as phases and actions (phase ``CUTTING`` exists only when
``dealing.cutter`` is not ``none``):

1. Chance: the cutter cuts and the dealer looks at the bottom card, reported as
   :class:`~thousand.Cut` (``seat`` the cutter, ``bottom`` the card).
2. A nine: the dealer demands a new cut (:class:`~thousand.Recut`, back to 1) or keeps it
   (:class:`~thousand.AcceptCut`). The third nine in a row ends the deal: the cutter loses
   ``dealing.cut_nine_penalty`` and the same dealer deals again.
3. A jack, under ``cut_jack`` ``bury``: the dealer buries it in the middle of the pack
   (:class:`~thousand.BuryJack`; the bottom card is then unknown) or keeps it
   (:class:`~thousand.AcceptCut`); no more cutting either way. Under ``dealer_cuts`` the
   dealer cuts once himself, unseen, and the dealing follows. Under ``reshuffle`` (A14)
   the pack is shuffled and cut again: back to 1, the jack shown and the row of nines
   broken.
4. Any other card is kept. A bottom card kept goes to the seat dealt the last card (the
   dealer, with three players), and the :class:`~thousand.Deal` must give it there.

Then phase ``DEALING``: the chance action :class:`~thousand.Deal`, or instead
:class:`~thousand.ExposedCard` when a card was exposed during the deal: the deal ends, the
dealer loses ``dealing.exposed_card_penalty`` and the next player deals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import MAX_SEATS, AcceptCut, BuryJack, Recut
from thousand.cards import DECK, JACK, Card
from thousand.errors import Reason, Violation, shown
from thousand.round.facts import CUTTING, DEALING, PHASE_DONE
from thousand.round.turn import check_turn, malformed, wrong_phase
from thousand.rules.dealing import CUT_NINES_FOR_PENALTY, CutJack

if TYPE_CHECKING:
    from thousand.actions import Action, Cut, ExposedCard
    from thousand.round.facts import BeforePlay, RoundFacts


NINE, JACK = 0, JACK
"""Ranks by strength (``card % 6``)."""


_RECUT = tuple(Recut(seat=seat) for seat in range(MAX_SEATS))


_BURY = tuple(BuryJack(seat=seat) for seat in range(MAX_SEATS))


_ACCEPT = tuple(AcceptCut(seat=seat) for seat in range(MAX_SEATS))


def check_cut(d: RoundFacts, action: Cut) -> Violation | None:
    """The cut is the chance action of the cutting, made in the cutter's name."""
    if d.phase is not CUTTING:
        return wrong_phase(d, action)
    seat = action.seat
    if d.to_act >= 0:
        bottom = DECK[d.before_play.cut_and_claims.bottom]
        return Violation(
            Reason.WRONG_PHASE,
            f"the dealer decides on the {bottom} at the bottom first",
            seat=seat if type(seat) is int else None,
            details=(("phase", d.phase.value),),
        )
    cutter = d.setup.cutter
    if type(seat) is not int or not 0 <= seat < d.setup.players:
        return malformed(f"seat must be 0..{d.setup.players - 1}, not {shown(seat)}")
    if seat != cutter:
        return Violation(
            Reason.NOT_YOUR_TURN,
            f"p{cutter + 1} cuts the pack, not p{seat + 1}",
            seat=seat,
            details=(("cutter", cutter),),
        )
    if type(action.bottom) is not Card:
        return malformed(f"{shown(action.bottom)} is not a Card", seat)
    return None


def _bottom(before: BeforePlay, card: int, nines: int | None = None) -> BeforePlay:
    """The terms with the bottom card (and the nines in a row) set."""
    extras = before.cut_and_claims
    if nines is None:
        nines = extras.nines
    return before._replace(cut_and_claims=extras._replace(bottom=card, nines=nines))


def apply_cut(d: RoundFacts, action: Cut) -> RoundFacts:
    """A nine or a jack (under ``bury``) waits for the dealer; any other card is kept."""
    card = int(action.bottom)
    rank = card % 6
    log = d.log + (action,)
    before = d.before_play
    extras = before.cut_and_claims
    if rank == NINE:
        nines = extras.nines + 1
        if nines >= CUT_NINES_FOR_PENALTY:
            # The third nine in a row: the cutter pays and the deal ends.
            return d._replace(to_act=PHASE_DONE, log=log, before_play=_bottom(before, -1, nines))
        return d._replace(to_act=d.setup.dealer, log=log, before_play=_bottom(before, card, nines))
    if rank == JACK:
        cut_jack = d.setup.rules.dealing.cut_jack
        if cut_jack is CutJack.BURY:
            return d._replace(to_act=d.setup.dealer, log=log, before_play=_bottom(before, card))
        if cut_jack is CutJack.RESHUFFLE:
            # A14: shuffled and cut again; the next cut is chance again, any card.
            return d._replace(to_act=-1, log=log, before_play=_bottom(before, -1, 0))
        # dealer_cuts: the dealer cuts once himself, and nobody looks.
        return d._replace(to_act=PHASE_DONE, log=log, before_play=_bottom(before, -1))
    return d._replace(to_act=PHASE_DONE, log=log, before_play=_bottom(before, card))


def _check_dealer(d: RoundFacts, action: Recut | BuryJack | AcceptCut) -> Violation | None:
    if d.phase is CUTTING and d.to_act < 0:
        return wrong_phase(d, action)
    return check_turn(d, action, CUTTING)


def _check_bottom(
    d: RoundFacts, action: Recut | BuryJack, rank: int, reason: Reason, needs: str
) -> Violation | None:
    """The dealer's turn, and a card of ``rank`` at the bottom (``needs`` says so)."""
    violation = _check_dealer(d, action)
    if violation is not None:
        return violation
    bottom = d.before_play.cut_and_claims.bottom
    if bottom % 6 != rank:
        return Violation(reason, f"{needs}, not the {DECK[bottom]}", seat=action.seat)
    return None


def check_recut(d: RoundFacts, action: Recut) -> Violation | None:
    """A nine at the bottom: the dealer may demand a new cut."""
    return _check_bottom(
        d, action, NINE, Reason.RECUT_NEEDS_NINE, "a new cut needs a nine at the bottom"
    )


def apply_recut(d: RoundFacts, action: Recut) -> RoundFacts:
    """Back to the chance of the cut."""
    return d._replace(to_act=-1, log=d.log + (action,), before_play=_bottom(d.before_play, -1))


def check_bury(d: RoundFacts, action: BuryJack) -> Violation | None:
    """A jack at the bottom: the dealer may bury it (``cut_jack`` ``bury``)."""
    return _check_bottom(
        d, action, JACK, Reason.BURY_NEEDS_JACK, "only a jack at the bottom may be buried"
    )


def apply_bury(d: RoundFacts, action: BuryJack) -> RoundFacts:
    """The jack goes into the middle; the bottom card is unknown; the deal follows."""
    return d._replace(
        to_act=PHASE_DONE, log=d.log + (action,), before_play=_bottom(d.before_play, -1)
    )


def check_accept(d: RoundFacts, action: AcceptCut) -> Violation | None:
    """The dealer may keep the nine or jack at the bottom."""
    return _check_dealer(d, action)


def apply_accept(d: RoundFacts, action: AcceptCut) -> RoundFacts:
    """The bottom card stays: the deal gives it to the seat dealt last."""
    return d._replace(to_act=PHASE_DONE, log=d.log + (action,))


def legal_cutting(d: RoundFacts) -> tuple[Action, ...]:
    """The dealer's right on the bottom card (a new cut, burying the jack), then keeping it."""
    seat = d.to_act
    if seat < 0:
        return ()
    right = _RECUT[seat] if d.before_play.cut_and_claims.bottom % 6 == NINE else _BURY[seat]
    return (right, _ACCEPT[seat])


def check_exposed(d: RoundFacts, action: ExposedCard) -> Violation | None:
    """A10: reported in the deal's place, while the cards are being dealt."""
    if d.phase is not DEALING:
        return wrong_phase(d, action)
    if type(action.card) is not Card:
        return malformed(f"{shown(action.card)} is not a Card")
    return None


def apply_exposed(d: RoundFacts, action: ExposedCard) -> RoundFacts:
    """The deal ends; :func:`~thousand.round_result` charges the dealer."""
    return d._replace(
        to_act=PHASE_DONE, log=d.log + (action,), before_play=_bottom(d.before_play, -1)
    )
