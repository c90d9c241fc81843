"""Helpers for the game tests: games at a chosen position and deals as summaries.

Seats are 0..2. A game built by :func:`game_at` starts from any scores and counters (as
a score keeper joining a game in progress would); deals are recorded from summaries
(:func:`made`, :func:`failed`, :func:`summary`) through ``score_round`` and
``record_round``, the score keeper's path.
"""

from __future__ import annotations

from collections.abc import Mapping

import attrs

import thousand as t
from thousand import EventKind, GameState, RoundResult, RoundSummary, Rules, Suit

CLASSIC = Rules()

SUITS = {"s": Suit.SPADES, "c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS}


def game_at(
    rules: Rules = CLASSIC,
    *,
    scores: tuple[int, int, int] = (0, 0, 0),
    dealer: int = 0,
    barrel: tuple[int, ...] = (),
    attempts: tuple[int, int, int] = (0, 0, 0),
    bolts: tuple[int, int, int] = (0, 0, 0),
    falls: tuple[int, int, int] = (0, 0, 0),
    concedes: tuple[int, int, int] = (0, 0, 0),
    played: int = 0,
) -> GameState:
    """A game in progress: these scores and counters, ``dealer`` to deal next.

    ``barrel`` lists the seats on the barrel (their scores must be the threshold);
    ``played`` pretends that many deals were played already (past the golden round).
    """
    game = t.new_game(rules, first_dealer=dealer)
    filler: tuple[t.RoundEntry, ...] = ()
    if played:
        entry = t.RoundEntry(
            number=0,
            dealer=dealer,
            result=score_made(rules, 1, 100),
            events=((), (), ()),
            scores=scores,
        )
        filler = (entry,) * played
    return attrs.evolve(
        game,
        scores=scores,
        on_barrel=tuple(seat in barrel for seat in range(3)),
        barrel_attempts=attempts,
        bolts=bolts,
        barrel_falls=falls,
        concedes=concedes,
        rounds=filler,
    )


def summary(
    declarer: int,
    contract: int,
    points: tuple[int, ...],
    tricks: tuple[int, ...],
    marriages: Mapping[int, str] | None = None,
    *,
    golden: bool = False,
) -> RoundSummary:
    """A played deal; ``marriages`` maps a seat to suit letters, e.g. ``{1: "hd"}``."""
    declared: tuple[tuple[Suit, ...], ...] = ()
    if marriages:
        declared = tuple(
            tuple(SUITS[letter] for letter in marriages.get(seat, "")) for seat in range(3)
        )
    return RoundSummary(
        declarer=declarer,
        contract=contract,
        card_points=points,
        tricks=tricks,
        marriages=declared,
        golden=golden,
    )


def _spread(declarer: int, mine: int, my_tricks: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Card points and tricks with ``mine`` for the declarer, the rest shared out."""
    others = [s for s in range(3) if s != declarer]
    rest, rest_tricks = 120 - mine, 8 - my_tricks
    points = [0, 0, 0]
    tricks = [0, 0, 0]
    points[declarer], tricks[declarer] = mine, my_tricks
    points[others[0]], tricks[others[0]] = rest - rest // 2, rest_tricks - rest_tricks // 2
    points[others[1]], tricks[others[1]] = rest // 2, rest_tricks // 2
    return tuple(points), tuple(tricks)


def made(declarer: int, contract: int, *, golden: bool = False) -> RoundSummary:
    """The declarer makes ``contract`` with a marriage of hearts and 70 card points; the
    defenders take 25 points and 2 tricks each (no bolts)."""
    points, tricks = _spread(declarer, 70, 4)
    return summary(declarer, contract, points, tricks, {declarer: "h"}, golden=golden)


def failed(declarer: int, contract: int, *, golden: bool = False) -> RoundSummary:
    """The declarer fails ``contract`` with 40 card points and 2 tricks; the defenders
    take 40 points and 3 tricks each (no bolts)."""
    points, tricks = _spread(declarer, 40, 2)
    return summary(declarer, contract, points, tricks, golden=golden)


def conceded(declarer: int, contract: int) -> RoundSummary:
    """The declarer concedes ``contract``."""
    return RoundSummary(declarer=declarer, contract=contract, conceded=True)


def score_made(rules: Rules, declarer: int, contract: int) -> RoundResult:
    return t.score_round(rules, made(declarer, contract))


def record(game: GameState, *summaries: RoundSummary) -> GameState:
    """Record deals from their summaries, as a score keeper does."""
    for s in summaries:
        game = t.record_round(game, t.score_round(game.rules, s))
    return game


def kinds(game: GameState, seat: int, deal: int = -1) -> list[EventKind]:
    """The kinds of the events of ``seat`` in a recorded deal (the last by default)."""
    return [e.kind for e in game.rounds[deal].events[seat]]


def event(game: GameState, seat: int, kind: EventKind, deal: int = -1) -> t.ScoreEvent:
    """The one event of ``kind`` for ``seat`` in a recorded deal."""
    found = [e for e in game.rounds[deal].events[seat] if e.kind is kind]
    assert len(found) == 1, (kind, game.rounds[deal].events[seat])
    return found[0]
