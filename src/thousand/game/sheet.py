"""A game's score sheet as text, the way it is kept on paper: one line per deal.

>>> import thousand as t
>>> g = t.record_round(t.new_game(t.Rules()), t.score_round(t.Rules(), t.RoundSummary(
...     declarer=1, contract=120, card_points=(50, 70, 0), tricks=(3, 5, 0),
...     marriages=((), (t.Suit.HEARTS,), ()))))
>>> print(score_sheet(g))
  #  deal       contract            seat 0          seat 1          seat 2
  1  dealer 0   1: 120 made             50             120               0 /
<BLANKLINE>
/ bolt  ! bolt penalty  ^ climbed the barrel  B2 barrel attempt 2  v fell off
k knocked off  < left the barrel  0 back to 0  $ dump truck  = stood still
f free concession  x2 golden or dark  W won  r redeal claimed  h bad hand
c third nine cut  e exposed card
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from thousand.round.outcome import Outcome
from thousand.scoring.events import EventKind

if TYPE_CHECKING:
    from thousand.game.state import GameState, RoundEntry
    from thousand.scoring.events import ScoreEvent

__all__ = ["LEGEND", "marks", "score_sheet"]


_MARKS = {
    EventKind.BOLT: "/",
    EventKind.BOLT_PENALTY: "!",
    EventKind.CLIMBED_BARREL: "^",
    EventKind.FELL_OFF_BARREL: "v",
    EventKind.FELL_TOGETHER: "v",
    EventKind.KNOCKED_OFF_BARREL: "k",
    EventKind.LEFT_BARREL: "<",
    EventKind.FELL_TO_ZERO: "0",
    EventKind.GOLDEN_RESET: "0",
    EventKind.DUMP_TRUCK: "$",
    EventKind.STOOD_STILL: "=",
    EventKind.FREE_CONCEDE: "f",
    EventKind.WON: "W",
    EventKind.REDEAL_CLAIMED: "r",
    EventKind.BAD_HAND: "h",
    EventKind.CUT_PENALTY: "c",
    EventKind.EXPOSED_CARD: "e",
}


LEGEND = (
    "/ bolt  ! bolt penalty  ^ climbed the barrel  B2 barrel attempt 2  v fell off\n"
    "k knocked off  < left the barrel  0 back to 0  $ dump truck  = stood still\n"
    "f free concession  x2 golden or dark  W won  r redeal claimed  h bad hand\n"
    "c third nine cut  e exposed card"
)
"""What the marks of :func:`score_sheet` mean."""


def marks(events: Sequence[ScoreEvent]) -> str:
    """The sheet's marks for one seat's events in a deal, e.g. ``"B2"`` or ``"//!"``.

    >>> from thousand import EventKind, ScoreEvent
    >>> from thousand.sheet import marks
    >>> marks([ScoreEvent(EventKind.BOLT), ScoreEvent(EventKind.BOLT_PENALTY, -120)])
    '/!'
    """
    out = []
    for event in events:
        if event.kind is EventKind.BARREL_ATTEMPT:
            out.append(f"B{event.detail('attempt')}")
        elif event.kind is EventKind.MULTIPLIED:
            out.append(f"x{event.detail('multiplier')}")
        else:
            out.append(_MARKS.get(event.kind, ""))
    return "".join(out)


_NOT_PLAYED = {
    Outcome.REDEAL: "{seat}: redeal",
    Outcome.THROWN_IN: "thrown in",
    Outcome.EXPOSED_CARD: "{seat}: exposed",
    Outcome.CUT_PENALTY: "{seat}: cut 9 9 9",
}
"""The contract column of a deal not played (A9, A10, B1, C1)."""


def _contract(entry: RoundEntry) -> str:
    result = entry.result
    if not result.played:
        return _NOT_PLAYED[result.outcome].format(seat=result.outcome_seat)
    outcome = "conceded" if result.conceded else ("made" if result.made else "down")
    return f"{result.declarer}: {result.contract} {outcome}"


def score_sheet(game: GameState, names: Sequence[str] | None = None) -> str:
    """The score sheet of ``game`` as text, one line per deal.

    Each line has the dealer, the contract and each seat's total with marks for bolts,
    the barrel and the rest; the legend (:data:`LEGEND`) follows. A deal not played
    shows what ended it in the contract column: ``2: redeal`` (seat 2 claimed it),
    ``thrown in``, ``0: exposed`` (the dealer exposed a card), ``1: cut 9 9 9`` (the
    cutter's third nine).

    Args:
        game: the game.
        names: a heading per seat (``"seat 0"`` ...).
    """
    n = game.players
    heads = list(names) if names is not None else [f"seat {s}" for s in range(n)]
    # Columns: number and dealer (16), contract (16), then per seat 10 + marks (6).
    lines = [f"{'  #  deal':<16}{'contract':<16}" + "".join(f"{h:>10}{'':6}" for h in heads)]
    for entry in game.rounds:
        row = f"{entry.number:>3}  dealer {entry.dealer:<4}{_contract(entry):<16}"
        for seat in range(n):
            row += f"{entry.scores[seat]:>10} {marks(entry.events[seat]):<5}"
        lines.append(row)
    if game.settlement is not None:
        lines.append(f"{'  settlement':<32}" + "".join(f"{x:>+10}{'':6}" for x in game.settlement))
    return "\n".join([*(line.rstrip() for line in lines), "", LEGEND])
