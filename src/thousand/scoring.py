"""Scoring a deal: card points, marriages, rounding, bolts, and the result of a deal.

One function per rule, each named for what it scores. A deal is scored from a
:class:`RoundSummary` (who declared what, each seat's card points, tricks and declared
marriages, whether it was conceded or golden) by one implementation shared by both ways
of scoring:

* :func:`round_result` scores a deal played through the engine (it builds the summary
  from the final state, :func:`round_summary`);
* :func:`score_round` scores a summary written down at a table playing with real cards,
  after checking that the deal could have happened (:class:`~thousand.SummaryError`).

The game-level rules (bolt penalties, the barrel, the dump truck, the winner) belong to
:func:`~thousand.record_round`.

Everything is importable from here; inside, the functions of the rules live in
``_rule_scores``, the summary and the result in ``_results``, and the one scorer both
ways share in ``_scorer``.
"""

from __future__ import annotations

import attrs

from thousand import _tables as tables
from thousand._conditions import four_nines_seat
from thousand._data import ACE_MARRIAGE
from thousand._deal_rules import Outcome
from thousand._results import RoundResult, RoundSummary
from thousand._rule_scores import (
    CONCEDE_AWARD,
    bolt_weight,
    card_points,
    concede_award,
    concede_scores,
    declarer_score,
    defender_score,
    is_bolt,
    marriage_points,
    marriage_value,
    round_points,
)
from thousand._scorer import score
from thousand._sitting_out import marriage_in
from thousand._summary_checks import summary_problems
from thousand._talons import pile_points
from thousand.actions import Concede, PlayCard
from thousand.cards import SUITS, Suit
from thousand.errors import Reason, StateError, SummaryError
from thousand.rules import Rules
from thousand.state import Phase, RoundState

__all__ = [
    "CONCEDE_AWARD",
    "Outcome",
    "RoundResult",
    "RoundSummary",
    "bolt_weight",
    "card_points",
    "concede_award",
    "concede_scores",
    "declarer_score",
    "defender_score",
    "is_bolt",
    "marriage_points",
    "marriage_value",
    "round_points",
    "round_result",
    "round_summary",
    "score_round",
]


def score_round(rules: Rules, summary: RoundSummary) -> RoundResult:
    """Score a deal from its summary, as a score keeper for real cards does.

    The same rules as :func:`round_result` apply, through the same code. The summary is
    checked first: card points adding up to 120 and tricks to 8, each suit's marriage
    declared at most once and only by a seat that took a trick (E1), no card points
    without a trick, a contract on the step between the minimum and the highest a hand
    allows (C3-C6), a golden deal only at 120 under rules with a golden round (G13), a
    dark deal only at 120 or more under rules with dark bidding (C8, C9), a conceded deal
    without play (D4).

    Args:
        rules: the rules of the game.
        summary: what happened in the deal.

    Returns:
        The result, as :func:`round_result` gives it for a deal played in the engine.

    Raises:
        SummaryError: the deal could not have happened; ``problems`` lists every reason,
            each with a stable :class:`~thousand.Reason` code.

    >>> rules = Rules()
    >>> r = score_round(rules, RoundSummary(declarer=1, contract=120,
    ...     card_points=(35, 70, 15), tricks=(2, 4, 2), marriages=((), (Suit.HEARTS,), ())))
    >>> r.made, r.score_changes
    (True, (35, 120, 15))
    >>> score_round(rules, RoundSummary(declarer=0, contract=105, card_points=(60, 60, 10),
    ...                                 tricks=(4, 4, 0)))
    Traceback (most recent call last):
    ...
    thousand.errors.SummaryError: impossible deal: card_points: the card points (60, 60, 10)
    add up to 130, not 120; card_points[2]: seat 2 took no trick, so it has no card points...
    """
    problems = summary_problems(rules, summary)
    if problems:
        raise SummaryError(problems)
    return score(rules, summary)


def round_summary(state: RoundState) -> RoundSummary:
    """The summary of a finished deal: what a score keeper would write down.

    Raises:
        StateError: the deal is not over (reason ``round_not_over``).
    """
    d = state._d
    if d.phase is not Phase.OVER:
        raise StateError(
            Reason.ROUND_NOT_OVER, f"the deal is not over (phase {d.phase.value}): no result yet"
        )
    last = type(d.log[-1])
    if last is not PlayCard and last is not Concede:  # ended before play (outcome_of)
        from thousand._unplayed import unplayed_summary

        return unplayed_summary(d)
    n = d.setup.players
    marriages: tuple[tuple[Suit, ...], ...] = ()
    halves: tuple[tuple[Suit, ...], ...] = ()
    ace_marriage = None
    if d.marriages:
        by_kind: tuple[list[list[Suit]], ...] = ([[] for _ in range(n)], [[] for _ in range(n)])
        for seat, suit, kind in d.marriages:
            if kind == ACE_MARRIAGE:
                ace_marriage = seat
            else:  # kind codes 0 and 1: MARRIAGE, HALF_MARRIAGE
                by_kind[kind][seat].append(SUITS[suit])
        whole, half = (tuple(tuple(suits) for suits in k) for k in by_kind)
        marriages = whole if any(whole) else ()
        halves = half if any(half) else ()
    tricks = [0] * n
    for _, _, winner in d.tricks:
        tricks[winner] += 1
    setup = d.setup
    card_points = tuple(tables.mask_points(mask) for mask in d.taken)
    if setup.two is not None and setup.two.talon_choice:
        # A4: the unused talon (or the bank) and the discards.
        card_points = tuple(p + x for p, x in zip(card_points, pile_points(d), strict=True))
    summary = RoundSummary(
        declarer=d.terms.bidder,
        contract=d.terms.bid,
        card_points=card_points,
        tricks=tuple(tricks),
        marriages=marriages,
        conceded=d.terms.conceded,
        golden=setup.context.golden is not None,
        half_marriages=halves,
        ace_marriage=ace_marriage,
        # E6: written down only when it scores, as a score keeper would.
        last_trick=d.tricks[-1][2] if d.tricks and setup.rules.play.last_trick_bonus else None,
        dark=d.terms.dark,
        four_nines=four_nines_seat(d) if setup.rules.redeal.four_nines_bonus else None,
    )
    if setup.sitting >= 0:  # A5: the dealer sat out and scores the talon
        talon = d.terms.talons[0]
        return attrs.evolve(
            summary,
            sitting_out=setup.sitting,
            talon_points=tables.mask_points(talon),
            talon_marriage=marriage_in(talon),
        )
    return summary


def round_result(state: RoundState) -> RoundResult:
    """Score a finished deal.

    Args:
        state: a deal in phase ``OVER``.

    Returns:
        The result: who declared what, who took what, each seat's score change and why.

    Raises:
        StateError: the deal is not over (reason ``round_not_over``).
    """
    return score(state.rules, round_summary(state))
