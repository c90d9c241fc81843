"""Deals that end without being played: redeals, deals thrown in, penalties (private).

A9 (the cutter's third nine), A10 (an exposed card), B1 (a redeal claimed), B4 (the bad
hand, applied by the game) and C1 ``none`` (everybody passed). Such a deal has no
declarer and no contract; its result holds the penalty, if any, as events of the seat
that pays. :func:`record` is the part of :func:`~thousand.record_round` for them: no
barrel attempt, no bolt, no golden deal is spent on a deal that was not played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand._data import Data
from thousand._deal_rules import BAD_HAND_REDEALS, HAND_CONDITIONS, Outcome
from thousand._game_steps import dump_truck
from thousand._results import RoundResult, RoundSummary
from thousand.actions import ClaimRedeal, Concede, Cut, ExposedCard, Pass, PlayCard
from thousand.errors import Reason, SummaryProblem
from thousand.events import EventKind, ScoreEvent
from thousand.rules import Cutter, ObligatoryBid, Rules
from thousand.state import Phase

if TYPE_CHECKING:
    from collections.abc import Callable

    from thousand._tally import Tally
    from thousand.game import GameState

_BEFORE_AUCTION = frozenset({Phase.CUTTING, Phase.DEALING, Phase.BIDDING})


def past_auction(d: Data) -> bool:
    """Whether the auction has ended with a declarer (private).

    Claims asked after the exchange (B3) come after it; a deal that ended before the
    auction did (a redeal before bidding, a deal thrown in, the cut penalty, an exposed
    card) has no declarer.
    """
    phase = d.phase
    if phase in _BEFORE_AUCTION:
        return False
    if phase is Phase.REDEAL:
        return d.setup.redeal.after_exchange
    if phase is Phase.OVER:
        return d.terms.bidder >= 0
    return True


_OUTCOMES: dict[type, Outcome] = {
    PlayCard: Outcome.PLAYED,
    Concede: Outcome.PLAYED,
    ClaimRedeal: Outcome.REDEAL,
    Pass: Outcome.THROWN_IN,
    ExposedCard: Outcome.EXPOSED_CARD,
    Cut: Outcome.CUT_PENALTY,
}
"""How a deal ended, by the kind of its last action (private)."""


def outcome_of(d: Data) -> Outcome | None:
    """How the deal of ``d`` ended, or ``None`` while it goes on (private)."""
    if d.phase is not Phase.OVER:
        return None
    return _OUTCOMES[type(d.log[-1])]


REDEALS = frozenset({Outcome.REDEAL, Outcome.THROWN_IN})
"""The outcomes dealt again "as a redeal": they count towards the bad hand (B4)."""


def cutter_of(rules: Rules, dealer: int) -> int | None:
    """A9: the seat that cuts for ``dealer``, or ``None`` without cutting."""
    n = rules.players
    return {Cutter.RIGHT_OF_DEALER: (dealer - 1) % n, Cutter.LEFT_OF_DEALER: (dealer + 1) % n}.get(
        rules.dealing.cutter
    )


def unplayed_summary(d: Data) -> RoundSummary:
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


def claimed_cards(d: Data) -> tuple[int, int] | None:
    """``(seat, hand mask)`` of a redeal claimed on a hand, or ``None``.

    The claimant lays the hand down: everybody sees it (B1).
    """
    last = d.log[-1] if d.log else None
    if d.phase is not Phase.OVER or type(last) is not ClaimRedeal:
        return None
    if last.condition not in HAND_CONDITIONS:
        return None
    return (last.seat, d.hands[last.seat])


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
    if s.talon_points != 0:
        add(
            "talon_points",
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
        add("outcome_seat", Reason.MALFORMED_SUMMARY, f"must be a seat 0..{n - 1}, not {seat!r}")
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
    if result.outcome is Outcome.REDEAL and seat is not None and n == 4 and seat == game.dealer:
        problems.append(
            SummaryProblem(
                "outcome_seat",
                Reason.SITTING_OUT,
                f"seat {seat} deals and sits out (A5): it holds no hand to claim a redeal on",
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
                f"seat {expected} is the {who} of the game's next deal, not seat {seat}",
            )
        )
    return problems


def record_game(game: GameState, result: RoundResult) -> GameState:
    """:func:`~thousand.record_round` for a deal that ended without being played."""
    import attrs

    from thousand._tally import Tally
    from thousand.errors import SummaryError
    from thousand.game import _round_entry

    problems = game_problems(game, result)
    if problems:
        raise SummaryError(problems)
    tally = Tally(game, result)
    dealer, redeals = record(tally, game)
    dump_truck(tally)  # G12 after a penalty
    return attrs.evolve(
        game,
        dealer=dealer,
        scores=tuple(tally.scores),
        on_barrel=tuple(tally.on_barrel),
        barrel_attempts=tuple(tally.attempts),
        rounds=(*game.rounds, _round_entry(game, tally)),
        redeals=redeals,
    )


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
