"""Deals that end without being played: redeals, deals thrown in, penalties (private).

A9 (the cutter's third nine), A10 (an exposed card), B1 (a redeal claimed), B4 (the bad
hand, applied by the game) and C1 ``none`` (everybody passed). Such a deal has no
declarer and no contract; its result holds the penalty, if any, as events of the seat
that pays. :func:`record` is the part of :func:`~thousand.record_round` for them: no
barrel attempt, no bolt, no golden deal is spent on a deal that was not played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import ClaimRedeal
from thousand.errors import Reason, shown
from thousand.round.outcome import Outcome, outcome_of
from thousand.rules.bidding import ObligatoryBid
from thousand.rules.dealing import Cutter
from thousand.scoring.events import EventKind, ScoreEvent
from thousand.scoring.results import RoundResult, RoundSummary

if TYPE_CHECKING:
    from collections.abc import Callable

    from thousand.round.facts import RoundFacts
    from thousand.rules.ruleset import Rules


def cutter_of(rules: Rules, dealer: int) -> int | None:
    """A9: the seat that cuts for ``dealer``, or ``None`` without cutting."""
    n = rules.players
    return {Cutter.RIGHT_OF_DEALER: (dealer - 1) % n, Cutter.LEFT_OF_DEALER: (dealer + 1) % n}.get(
        rules.dealing.cutter
    )


def unplayed_summary(d: RoundFacts) -> RoundSummary:
    """The summary of a deal of ``d`` that ended without being played."""
    outcome = outcome_of(d)
    assert outcome is not None
    assert outcome is not Outcome.PLAYED
    last = d.log[-1]
    seat: int | None = None
    condition = None
    if outcome is Outcome.REDEAL:
        assert isinstance(last, ClaimRedeal)
        seat, condition = last.seat, last.condition
    elif outcome is Outcome.CUT_PENALTY:
        seat = d.setup.cutter
    elif outcome is Outcome.EXPOSED_CARD:
        seat = d.setup.dealer
    return RoundSummary(
        outcome=outcome,
        outcome_seat=seat,
        redeal_condition=condition,
        golden=d.setup.context.golden is not None,
    )


def score_unplayed(rules: Rules, summary: RoundSummary) -> RoundResult:
    """The result of a deal that ended without being played: the penalty, if any."""
    n = rules.players
    events: list[tuple[ScoreEvent, ...]] = [() for _ in range(n)]
    seat = summary.outcome_seat
    if summary.outcome is Outcome.CUT_PENALTY and seat is not None:
        penalty = rules.dealing.cut_nine_penalty
        events[seat] = (ScoreEvent(EventKind.CUT_PENALTY, -penalty, (("nines", 3),)),)
    elif summary.outcome is Outcome.EXPOSED_CARD and seat is not None:
        penalty = rules.dealing.exposed_card_penalty
        events[seat] = (ScoreEvent(EventKind.EXPOSED_CARD, -penalty),)
    elif summary.outcome is Outcome.REDEAL and seat is not None:
        details: tuple[tuple[str, int | str], ...] = ()
        if summary.redeal_condition is not None:
            details = (("condition", summary.redeal_condition.value),)
        events[seat] = (ScoreEvent(EventKind.REDEAL_CLAIMED, 0, details),)
    zeros = (0,) * n
    return RoundResult(
        declarer=None,
        contract=None,
        made=False,
        conceded=False,
        card_points=zeros,
        marriage_points=zeros,
        tricks=zeros,
        score_changes=tuple(sum(e.change for e in seat_events) for seat_events in events),
        marriages=((),) * n,
        bolts=zeros,
        golden=summary.golden,
        events=tuple(events),
        bonus_points=zeros,
        half_marriages=((),) * n,
        outcome=summary.outcome,
        outcome_seat=seat,
        redeal_condition=summary.redeal_condition,
    )


_PLAY_FIELDS = (
    "declarer",
    "contract",
    "card_points",
    "tricks",
    "marriages",
    "half_marriages",
    "ace_marriage",
    "last_trick",
    "four_nines",
    "sitting_out",
    "talon_marriage",
)
"""What only a deal that was played has: nobody scores a deal not played, not even the
dealer sitting out on the talon (A5)."""


def summary_problems(
    rules: Rules, s: RoundSummary, add: Callable[[str, Reason, str], None]
) -> None:
    """Why a summary of a deal not played cannot have happened under ``rules``."""
    n = rules.players
    outcome = s.outcome
    for field in _PLAY_FIELDS:
        value = getattr(s, field)
        if value is not None and value != ():
            add(
                field,
                Reason.OUTCOME_MISMATCH,
                f"a deal that ended in {outcome.value} has no {field}",
            )
    for field in ("conceded", "dark"):
        if getattr(s, field) is not False:
            what = "concession" if field == "conceded" else "dark contract"
            add(
                field,
                Reason.OUTCOME_MISMATCH,
                f"a deal that ended in {outcome.value} has no {what}",
            )
    for field in ("talon_points", "talon_aces"):
        if getattr(s, field) != 0:
            add(
                field,
                Reason.OUTCOME_MISMATCH,
                f"a deal that ended in {outcome.value} scores no talon (A5)",
            )
    seat = s.outcome_seat
    if outcome is Outcome.THROWN_IN:
        if seat is not None:
            add("outcome_seat", Reason.OUTCOME_MISMATCH, "a deal thrown in names no seat")
        if rules.bidding.obligatory_bid is not ObligatoryBid.NONE:
            add(
                "outcome",
                Reason.OUTCOME_MISMATCH,
                "a deal is thrown in only without an obligatory bid (C1 none)",
            )
        return
    if type(seat) is not int or not 0 <= seat < n:
        add(
            "outcome_seat",
            Reason.MALFORMED_SUMMARY,
            f"must be a seat 0..{n - 1}, not {shown(seat)}",
        )
    if outcome is Outcome.REDEAL:
        condition = s.redeal_condition
        if condition is not None and condition not in rules.redeal.conditions:
            add(
                "redeal_condition",
                Reason.REDEAL_CONDITION_OFF,
                f"these rules allow no redeal on {condition.value}",
            )
        elif condition is None and not rules.redeal.conditions:
            add("outcome", Reason.REDEAL_CONDITION_OFF, "these rules allow no redeal")
    elif outcome is Outcome.CUT_PENALTY and rules.dealing.cutter is Cutter.NONE:
        add("outcome", Reason.OUTCOME_MISMATCH, "these rules play no cutting (A9)")
    if outcome is not Outcome.REDEAL and s.redeal_condition is not None:
        add("redeal_condition", Reason.OUTCOME_MISMATCH, "only a redeal has a redeal condition")
