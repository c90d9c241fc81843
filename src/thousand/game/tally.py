"""The working sheet of :func:`~thousand.record_round` (private).

Recording a deal applies the game's rules one after another; each rule reads and writes
this mutable tally and explains itself with events. Nothing here escapes: the game
builds a new frozen :class:`~thousand.GameState` from the tally at the end.
"""

from __future__ import annotations

from operator import add
from typing import TYPE_CHECKING

from thousand.rules.game_scoring import WinCondition
from thousand.scoring.events import ScoreEvent

if TYPE_CHECKING:
    from thousand.game.state import GameState
    from thousand.rules.ruleset import Rules
    from thousand.scoring.events import EventKind
    from thousand.scoring.results import RoundResult


_EXCEED = WinCondition.EXCEED  # read once: ~0.2 µs a read off the class


class Tally:
    """Scores, counters and events of the seats while a deal is being recorded."""

    def __init__(self, game: GameState, result: RoundResult) -> None:
        n = game.players
        self.rules: Rules = game.rules
        self.players = n
        self.dealer = game.dealer
        self.result = result
        # A played deal's declarer and contract (-1 and 0 for a deal not played).
        self.declarer: int = result.declarer if result.declarer is not None else -1
        self.contract: int = result.contract if result.contract is not None else 0
        self.before = game.scores
        # The deal's own scoring comes first: its events and score changes.
        self.scores = list(map(add, game.scores, result.score_changes))
        self.events: list[list[ScoreEvent]] = (
            list(map(list, result.events)) if result.events else [[] for _ in range(n)]
        )
        self.earned = list(result.bolts) if result.bolts else [0] * n
        """Bolts earned this deal (F3, F5), cleared where a rule says they do not count."""
        self.still = [False] * n
        """Seats that stand still this deal (G10): no points, no bolts, no bolt streak."""
        self.bolts = list(game.bolts)
        self.on_barrel = list(game.on_barrel)
        self.attempts = list(game.barrel_attempts)
        self.falls = list(game.barrel_falls)
        self.concedes = list(game.concedes)
        self.barrel_winners: list[int] = []
        self.sitting = result.sitting_out
        """The seat that sat out the deal (four players, A5, A11), or None."""

    def add(self, seat: int, kind: EventKind, change: int = 0, **details: int | str) -> None:
        """Record an event for ``seat`` and apply its change to the score."""
        self.scores[seat] += change
        self.events[seat].append(ScoreEvent(kind, change, tuple(details.items())))

    def reaches_target(self, score: int) -> bool:
        """G1, G2: whether ``score`` wins the game."""
        g = self.rules.game_scoring
        return score > g.target if g.win is _EXCEED else score >= g.target

    def order_from_dealer(self) -> list[int]:
        """The seats clockwise from the dealer's left (the bidding order)."""
        return [(self.dealer + i) % self.players for i in range(1, self.players + 1)]
