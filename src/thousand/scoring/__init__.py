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
``scoring.formulas``, the summary and the result in ``scoring.results``, and the one scorer both
ways share in ``scoring.scorer``.
"""

from __future__ import annotations

from thousand.round.outcome import Outcome
from thousand.scoring.formulas import (
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
from thousand.scoring.results import RoundResult, RoundSummary
from thousand.scoring.scorer import score_round
from thousand.scoring.summary import round_result, round_summary

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
