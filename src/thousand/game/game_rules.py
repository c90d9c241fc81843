"""The game-level rules of :func:`~thousand.record_round` that need no module of their own.

Free concessions and free awards (D7, D9, D10), standing still while a barrel player
declares (G10), the lock (G15), the idle penalty (G19), the dump truck (G12), the golden
round's reset (G13) and the winner or a draw (G1, G2, G18, ``core.winner``; a team's
with fixed partnerships, A13); each reads and writes the ``Tally`` of the deal being
recorded (private). The barrel
and the bolts have their own modules, ``game.barrel`` and ``game.bolts``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.rules.dealing import partner_of, team_of, team_totals
from thousand.rules.game_scoring import DumpTruck, Tie
from thousand.rules.talon import ConcedeScope
from thousand.scoring.events import EventKind

if TYPE_CHECKING:
    from thousand.game.state import GameState
    from thousand.game.tally import Tally


_PER_PLAYER = ConcedeScope.PLAYER  # read once: ~0.2 µs a read off the class

DUMP_TRUCK_TOTAL = 555
"""G12: the total the dump truck resets to 0."""


def free_concede(tally: Tally) -> None:
    """D7, D9, D10: what a game's count of concessions waives.

    D9: the first ``free_awards`` concessions (of the player, or of the game) give the
    opponents nothing. D7: a player's first ``free_concedes`` concessions cost the
    declarer nothing; D10: with ``concede_cycle`` *n*, only every *n*-th does.
    """
    result = tally.result
    if not result.conceded:
        return
    seat = tally.declarer
    talon = tally.rules.talon
    earlier = sum(tally.concedes)
    tally.concedes[seat] += 1
    used = tally.concedes[seat]
    free_awards = talon.free_awards
    if free_awards:
        counted = used if talon.free_awards_scope is _PER_PLAYER else earlier + 1
        if counted <= free_awards:
            for other in range(tally.players):
                award = result.score_changes[other]
                if other in (seat, tally.sitting) or not award:
                    continue
                tally.add(other, EventKind.FREE_AWARD, -award, used=counted, free=free_awards)
    free = talon.free_concedes
    cycle = talon.concede_cycle
    if used <= free:
        kind, details = EventKind.FREE_CONCEDE, {"used": used, "free": free}
    elif cycle and used % cycle:
        kind, details = EventKind.FREE_CONCEDE_CYCLE, {"used": used, "cycle": cycle}
    else:
        return
    tally.earned[seat] = 0  # D5 bolt: no bolt either
    tally.add(seat, kind, -result.score_changes[seat], **details)


def stand_still(tally: Tally, game: GameState) -> None:
    """G10: while a barrel player plays the contract, the others stand still.

    They score nothing and get no bolts (*How many points*: "the opponents do not count any
    points or sticks in this circle").
    """
    if not (game.rules.game_scoring.barrel_freeze_others and game.on_barrel[tally.declarer]):
        return
    if tally.result.conceded:  # D13: a barrel player conceded; the others score the award
        return
    for seat in range(tally.players):
        if seat == tally.declarer:
            continue
        tally.still[seat] = True
        tally.earned[seat] = 0
        change = tally.before[seat] - tally.scores[seat]
        if change:
            tally.add(seat, EventKind.STOOD_STILL, change)


def lock(tally: Tally, game: GameState) -> None:
    """G15: from the lock on, only the declarer scores.

    A player whose total is at or above ``lock_threshold`` when the deal starts and who
    is not its declarer gains nothing from it (Kurnik's *Tysiąc - zasady*: «Mając 800
    pkt. lub więcej, kolejne punkty zdobywa się, tylko będąc grającym»): card points,
    marriages, a concession's award and a sitter's talon alike. Only gains are withheld;
    penalties (bolts, the idle penalty) still apply, and bolts are earned as the deal
    gave them.
    """
    threshold = tally.rules.game_scoring.lock_threshold
    if threshold is None:
        return
    before = game.scores
    for seat in range(tally.players):
        if seat == tally.declarer or before[seat] < threshold:
            continue
        gained = tally.scores[seat] - before[seat]
        if gained > 0:
            tally.add(seat, EventKind.LOCKED, -gained, threshold=threshold)


def idle_penalty(tally: Tally, game: GameState) -> None:
    """G19: a player at or above ``idle_threshold`` whom the deal gives nothing pays.

    poker-cards.ru, *Тысяча*: «Игрок, набравший 850 или более очков и не получивший при
    розыгрыше ни одного очка, штрафуется на 100 очков». "Nothing" is the deal's own score
    of 0 for the seat (its card points and marriages rounded, before the game's rules:
    the barrel, the lock); a seat that sat the deal out (A5) took no part in the play and
    pays nothing.
    """
    g = tally.rules.game_scoring
    penalty = g.idle_penalty
    if not penalty:
        return
    changes = tally.result.score_changes
    for seat in range(tally.players):
        if seat == tally.sitting or game.scores[seat] < g.idle_threshold or changes[seat]:
            continue
        tally.add(seat, EventKind.IDLE_PENALTY, -penalty, threshold=g.idle_threshold)


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


def winner_of(tally: Tally, candidates: list[int]) -> tuple[int | None, tuple[int, ...]]:
    """G1, G2, G18, ``core.winner``: who reached the target, or who drew.

    With the barrel, only a barrel player making the barrel contract (or, with
    ``win_from_below``, a player jumping to the target) can reach it. Without it, any
    seat can; if several do, ``game_scoring.tie`` says who wins (G18): by default the
    declarer, else the highest total, else the first in bidding order; with ``draw``
    equal highest totals of players other than the declarer are a draw; with
    ``high_score`` the highest total wins, the declarer and then the bidding order
    breaking equal totals.

    Returns:
        The winner (or ``None``) and the seats sharing a draw (or ``()``).
    """
    g = tally.rules.game_scoring
    if g.barrel_threshold is None:
        candidates = list(range(tally.players))
    scores = tally.scores
    reached = [s for s in candidates if tally.reaches_target(scores[s])]
    if not reached:
        return None, ()
    declarer = tally.declarer
    if len(reached) == 1:
        return reached[0], ()
    if g.tie is not _HIGH_SCORE and declarer in reached:
        return declarer, ()
    top = max(scores[s] for s in reached)
    level = [s for s in tally.order_from_dealer() if s in reached and scores[s] == top]
    if len(level) == 1 or g.tie is _BY_ORDER:
        return level[0], ()
    if g.tie is _HIGH_SCORE:
        return (declarer if declarer in level else level[0]), ()
    return None, tuple(sorted(level))


_HIGH_SCORE = Tie.HIGH_SCORE  # read once: ~0.2 µs a read off the class
_BY_ORDER = Tie.DECLARER


def team_winner_of(tally: Tally) -> int | None:
    """A13, G1, G2: with fixed partnerships the team whose total reaches the target wins.

    If both do in one deal, the declarer's team wins, else the higher total, else the
    team first in bidding order (as ``core.winner`` does for seats). The winner named is
    a seat of that team: the declarer if it is one, else the partner with the higher
    score, else the one first in bidding order.
    """
    totals = team_totals(tally.scores)
    reached = [team for team in (0, 1) if tally.reaches_target(totals[team])]
    if not reached:
        return None
    order = tally.order_from_dealer()
    declarer = tally.declarer  # -1 without one
    first = [team_of(s) for s in order]
    if len(reached) == 2:
        if declarer >= 0:
            reached = [team_of(declarer)]
        else:
            reached = [max(reached, key=lambda team: (totals[team], -first.index(team)))]
    team = reached[0]
    if declarer >= 0 and team_of(declarer) == team:
        return declarer
    seats = [s for s in order if team_of(s) == team]
    return max(seats, key=lambda s: (tally.scores[s], -order.index(s)))


def winning_seats(winner: int, partnerships: bool) -> tuple[int, ...]:
    """The seats that won: the winner, and with fixed partnerships its partner (A13)."""
    return tuple(sorted((winner, partner_of(winner)))) if partnerships else (winner,)
