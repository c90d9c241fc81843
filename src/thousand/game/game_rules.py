"""The game-level rules of :func:`~thousand.record_round` that need no module of their own.

Free concessions (D7), standing still while a barrel player declares (G10), the dump
truck (G12), the golden round's reset (G13) and the winner (G1, G2, ``core.winner``);
each reads and writes the ``Tally`` of the deal being recorded (private). The barrel
and the bolts have their own modules, ``game.barrel`` and ``game.bolts``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.rules.game_scoring import DumpTruck
from thousand.scoring.events import EventKind

if TYPE_CHECKING:
    from thousand.game.state import GameState
    from thousand.game.tally import Tally


DUMP_TRUCK_TOTAL = 555
"""G12: the total the dump truck resets to 0."""


def free_concede(tally: Tally) -> None:
    """D7: the first ``free_concedes`` concessions of a player cost nothing."""
    result = tally.result
    if not result.conceded:
        return
    seat = tally.declarer
    tally.concedes[seat] += 1
    free = tally.rules.talon.free_concedes
    if tally.concedes[seat] <= free:
        tally.earned[seat] = 0  # D5 bolt: no bolt either
        tally.add(
            seat,
            EventKind.FREE_CONCEDE,
            -result.score_changes[seat],
            used=tally.concedes[seat],
            free=free,
        )


def stand_still(tally: Tally, game: GameState) -> None:
    """G10: while a barrel player plays the contract, the others stand still.

    They score nothing and get no bolts (*How many points*: "the opponents do not count any
    points or sticks in this circle").
    """
    if not (game.rules.game_scoring.barrel_freeze_others and game.on_barrel[tally.declarer]):
        return
    for seat in range(tally.players):
        if seat == tally.declarer:
            continue
        tally.still[seat] = True
        tally.earned[seat] = 0
        change = tally.before[seat] - tally.scores[seat]
        if change:
            tally.add(seat, EventKind.STOOD_STILL, change)


_NO_DUMP_TRUCK = DumpTruck.OFF  # read once: ~0.2 µs a read off the class


def dump_truck(tally: Tally) -> None:
    """G12: a total of exactly 555 (and -555 with ``both``) resets to 0."""
    mode = tally.rules.game_scoring.dump_truck
    if mode is _NO_DUMP_TRUCK:
        return
    totals = {DUMP_TRUCK_TOTAL}
    if mode is DumpTruck.BOTH:
        totals.add(-DUMP_TRUCK_TOTAL)
    for seat in range(tally.players):
        score = tally.scores[seat]
        if score in totals:
            tally.add(seat, EventKind.DUMP_TRUCK, -score, total=score)
            if tally.on_barrel[seat]:  # a barrel at 555: the reset takes the player off
                tally.add(seat, EventKind.LEFT_BARREL)
                tally.on_barrel[seat] = False
                tally.attempts[seat] = 0


def golden_reset(tally: Tally, game: GameState) -> None:
    """G13: if no golden contract was made, everything starts again from 0.

    After the last golden deal every score and counter resets (*Тысяча вчетвером*,
    Gambler rule 16: «Если на своём прикупе ни один игрок не набирает 120 очков, то очки
    обнуляются, и начинается обычная игра»).
    """
    n = tally.players
    scoring = game.rules.game_scoring
    # G20: pagat's gold set, bid for, resets nothing.
    if not scoring.golden_round or scoring.golden_bidding or game.played != n - 1:
        return
    golden = [*game.results, tally.result]
    if any(r.golden and r.made for r in golden):
        return
    for seat in range(n):
        tally.add(seat, EventKind.GOLDEN_RESET, -tally.scores[seat])
        tally.bolts[seat] = 0
        tally.on_barrel[seat] = False
        tally.attempts[seat] = 0
        tally.falls[seat] = 0
    tally.barrel_winners.clear()


def winner_of(tally: Tally, candidates: list[int]) -> int | None:
    """G1, G2, ``core.winner``: who reached the target.

    With the barrel, only a barrel player making the barrel contract (or, with
    ``win_from_below``, a player jumping to the target) can reach it. Without it, any
    seat can; if several do, the declarer wins, else the highest total, else the first
    in bidding order.
    """
    if tally.rules.game_scoring.barrel_threshold is None:
        candidates = list(range(tally.players))
    reached = [s for s in candidates if tally.reaches_target(tally.scores[s])]
    if not reached:
        return None
    declarer = tally.declarer
    if declarer in reached:
        return declarer
    order = tally.order_from_dealer()
    return max(reached, key=lambda s: (tally.scores[s], -order.index(s)))
