"""Deals that end without being played: redeals, deals thrown in, penalties (private).

A9 (the cutter's third nine), A10 (an exposed card), B1 (a redeal claimed), B4 (the bad
hand, applied by the game) and C1 ``none`` (everybody passed). Such a deal has no
declarer and no contract; its result holds the penalty, if any, as events of the seat
that pays. :func:`record` is the part of :func:`~thousand.record_round` for them: no
barrel attempt, no bolt, no golden deal is spent on a deal that was not played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.errors import Reason, SummaryProblem, seat_shown
from thousand.game.tally import Tally
from thousand.round.outcome import REDEALS, Outcome
from thousand.rules.dealing import sitting_seat
from thousand.rules.redeal import BAD_HAND_REDEALS
from thousand.scoring.events import EventKind
from thousand.scoring.unplayed import cutter_of

if TYPE_CHECKING:
    from thousand.game.state import GameState
    from thousand.scoring.results import RoundResult


def game_problems(game: GameState, result: RoundResult) -> list[SummaryProblem]:
    """Why a result of a deal not played cannot be the game's next deal."""
    problems: list[SummaryProblem] = []
    n = game.players
    if len(result.score_changes) != n or not all(type(x) is int for x in result.score_changes):
        problems.append(
            SummaryProblem("score_changes", Reason.MALFORMED_SUMMARY, f"must be {n} whole numbers")
        )
    if result.events and len(result.events) != n:
        problems.append(
            SummaryProblem("events", Reason.MALFORMED_SUMMARY, f"must be () or {n} entries")
        )
    seat = result.outcome_seat
    if (
        result.outcome is Outcome.REDEAL
        and seat is not None
        and seat == sitting_seat(game.rules.dealing, game.dealer)
    ):
        problems.append(
            SummaryProblem(
                "outcome_seat",
                Reason.SITTING_OUT,
                f"p{seat + 1} sits out (A5, A11): it holds no hand to claim a redeal on",
            )
        )
    expected: int | None = seat
    if result.outcome is Outcome.EXPOSED_CARD:
        expected = game.dealer
    elif result.outcome is Outcome.CUT_PENALTY:
        expected = cutter_of(game.rules, game.dealer)
    if seat != expected:
        who = "dealer" if result.outcome is Outcome.EXPOSED_CARD else "cutter"
        problems.append(
            SummaryProblem(
                "outcome_seat",
                Reason.OUTCOME_MISMATCH,
                f"{seat_shown(expected)} is the {who} of the game's next deal,"
                f" not {seat_shown(seat)}",
            )
        )
    return problems


def record(tally: Tally, game: GameState) -> tuple[int, int]:
    """Record a deal not played: B4 and the barrel; the next dealer and redeals in a row.

    A redeal (or a deal thrown in) that is the third in a row is a bad hand: the dealer
    loses ``redeal.bad_hand_penalty`` and the deal passes. A penalty that takes a barrel
    player below the threshold takes it off the barrel; no attempt is spent.
    """
    rules = game.rules
    result = tally.result
    n = game.players
    dealer = game.dealer
    redeals = 0
    passes = result.outcome is Outcome.EXPOSED_CARD
    if result.outcome in REDEALS:
        redeals = game.redeals + 1
        passes = rules.redeal.passes_deal
        penalty = rules.redeal.bad_hand_penalty
        if penalty is not None and redeals >= BAD_HAND_REDEALS:
            tally.add(dealer, EventKind.BAD_HAND, -penalty, redeals=redeals)
            redeals = 0
            passes = True
    threshold = rules.game_scoring.barrel_threshold
    if threshold is not None:
        for seat in range(n):
            if tally.on_barrel[seat] and tally.scores[seat] < threshold:
                tally.add(seat, EventKind.LEFT_BARREL)
                tally.on_barrel[seat] = False
                tally.attempts[seat] = 0
    return ((dealer + 1) % n if passes else dealer), redeals
