"""The barrel: attempts, falls, climbing, knocking off (G3-G11; private).

A player whose total reaches ``game_scoring.barrel_threshold`` sits on the barrel at the
threshold (G3, G4) and has ``barrel_attempts`` deals (G6) to win: as declarer with a
contract of at least the barrel minimum (G5), made. :func:`play_barrel_deal` scores the
deal for the players on the barrel, :func:`end_attempts` drops those whose attempts are
spent, :func:`climb` puts new players on the barrel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.rules.game_scoring import BarrelFail, BarrelSimultaneous, FallPenalty
from thousand.scoring.events import EventKind

if TYPE_CHECKING:
    from thousand.game.tally import Tally


_LEAVE = BarrelFail.LEAVE  # read once: ~0.2 µs a read off the class


def _leave(tally: Tally, seat: int) -> None:
    tally.on_barrel[seat] = False
    tally.attempts[seat] = 0


def play_barrel_deal(tally: Tally, barrel_contract: int) -> None:
    """G4-G6, G10, G11, G17: the deal of each player on the barrel.

    Every deal on the barrel is an attempt (*Тысяча вчетвером*: «по итогам трёх
    раздач»). The barrel player wins by making a contract of at least
    ``barrel_contract`` as declarer. Otherwise the score stays at the threshold (G4): a
    failed contract costs nothing (G6, "for two unsuccessful attempts, he does not
    receive penalty points"), except a failed contract above the barrel minimum with
    G11, which is lost and leaves the barrel; with G17 ``leave`` any failed contract is
    lost and leaves the barrel (pagat's *1000*: "you are no longer on the barrel"). With
    G10 a barrel player never gets a bolt (*Тысяча вчетвером*: «бочкующий не получает ни
    очков, ни палок»).
    """
    g = tally.rules.game_scoring
    threshold = g.barrel_threshold
    assert threshold is not None
    result = tally.result
    for seat in range(tally.players):
        if not tally.on_barrel[seat]:
            continue
        # A5: a deal sat out counts as an attempt only if the rules say so.
        if seat != tally.sitting or g.sitting_out_barrel_attempt:
            tally.attempts[seat] += 1
            if g.barrel_attempts is None:  # G16: no limit to show
                tally.add(seat, EventKind.BARREL_ATTEMPT, attempt=tally.attempts[seat])
            else:
                tally.add(
                    seat,
                    EventKind.BARREL_ATTEMPT,
                    attempt=tally.attempts[seat],
                    attempts=g.barrel_attempts,
                )
        if g.barrel_freeze_others:
            tally.earned[seat] = 0
            tally.still[seat] = True
        if seat == tally.declarer and result.conceded:
            # D13: conceding on the barrel is a fall, with the fall's penalty: the score
            # is held at the threshold, whatever the concession cost, then falls.
            held = threshold - tally.scores[seat]
            if held:
                tally.add(seat, EventKind.BARREL_HELD, held, threshold=threshold)
            fall(tally, seat, _fall_penalty(tally, seat, barrel_contract))
            continue
        declared = seat == tally.declarer and not result.conceded
        if declared and result.made and tally.contract >= barrel_contract:
            tally.barrel_winners.append(seat)
            _leave(tally, seat)  # off the barrel with the winning total
            continue
        if (
            declared
            and not result.made
            and (
                g.barrel_fail is _LEAVE
                or (g.barrel_outbid_fail and tally.contract > barrel_contract)
            )
        ):
            tally.add(seat, EventKind.LEFT_BARREL, contract=tally.contract)
            _leave(tally, seat)
            continue
        held = threshold - tally.scores[seat]
        if held:
            tally.add(seat, EventKind.BARREL_HELD, held, threshold=threshold)


def end_attempts(tally: Tally, barrel_contract: int) -> None:
    """G6, G7: a barrel player whose attempts are spent falls off.

    Enough falls reset the score to 0. A penalty (a bolt, with G10 off) that took the
    score below the threshold takes the player off the barrel without a fall.
    """
    g = tally.rules.game_scoring
    threshold = g.barrel_threshold
    assert threshold is not None
    for seat in range(tally.players):
        if not tally.on_barrel[seat] or seat in tally.barrel_winners:
            continue
        if tally.scores[seat] < threshold:
            tally.add(seat, EventKind.LEFT_BARREL)
            _leave(tally, seat)
            continue
        if g.barrel_attempts is None or tally.attempts[seat] < g.barrel_attempts:
            continue  # G16: without a limit the attempts never run out
        fall(tally, seat, _fall_penalty(tally, seat, barrel_contract))


def _fall_penalty(tally: Tally, seat: int, barrel_contract: int) -> int:
    """G6: what falling off the barrel costs ``seat``: the contract, or the penalty."""
    g = tally.rules.game_scoring
    if g.barrel_fall_penalty is FallPenalty.CONTRACT:
        # The declarer's own contract, played or conceded (D13).
        return tally.contract if seat == tally.declarer else barrel_contract
    return g.barrel_penalty


def fall(tally: Tally, seat: int, penalty: int) -> None:
    """G6, G7, D13: ``seat`` falls off the barrel, losing ``penalty``.

    Enough falls reset the score to 0.
    """
    g = tally.rules.game_scoring
    tally.falls[seat] += 1
    tally.add(seat, EventKind.FELL_OFF_BARREL, -penalty, falls=tally.falls[seat])
    _leave(tally, seat)
    if g.barrel_falls_to_zero and tally.falls[seat] >= g.barrel_falls_to_zero:
        tally.add(seat, EventKind.FELL_TO_ZERO, -tally.scores[seat], falls=tally.falls[seat])
        tally.falls[seat] = 0


def climb(tally: Tally) -> list[int]:
    """G3, G4, G8, G9: players reaching the threshold sit on the barrel.

    Returns the players who reached the target from below the barrel and so win at once
    (``win_from_below``); they do not climb.
    """
    g = tally.rules.game_scoring
    threshold = g.barrel_threshold
    assert threshold is not None
    if max(tally.scores) < threshold:  # most deals: nobody reaches the barrel
        return []
    order = tally.order_from_dealer()
    reached = [
        seat
        for seat in order
        if not tally.on_barrel[seat]
        and seat not in tally.barrel_winners
        and tally.scores[seat] >= threshold
    ]
    winners = [s for s in reached if g.win_from_below and tally.reaches_target(tally.scores[s])]
    climbers = [s for s in reached if s not in winners]
    if not climbers:
        return winners
    totals = {seat: tally.scores[seat] for seat in climbers}
    sitting = [s for s in range(tally.players) if tally.on_barrel[s]]
    for seat in climbers:
        tally.add(
            seat, EventKind.CLIMBED_BARREL, threshold - tally.scores[seat], threshold=threshold
        )
        tally.on_barrel[seat] = True
        tally.attempts[seat] = 0
    if g.barrel_bump:
        for seat in sitting:
            if seat in tally.barrel_winners:
                continue
            tally.add(seat, EventKind.KNOCKED_OFF_BARREL, -g.barrel_penalty, by=climbers[0])
            _leave(tally, seat)
    if len(climbers) > 1:
        if g.barrel_simultaneous is BarrelSimultaneous.ALL_FALL:
            fallers = climbers
        else:
            # G9 one_sits: the declarer, else the highest total, else the first to bid.
            declarer = tally.declarer
            sitter = (
                declarer
                if declarer in climbers
                else max(climbers, key=lambda s: (totals[s], -order.index(s)))
            )
            fallers = [s for s in climbers if s != sitter]
        for seat in fallers:
            tally.add(seat, EventKind.FELL_TOGETHER, -g.barrel_penalty)
            _leave(tally, seat)
    return winners
