"""Matches between bots, on one core or on a cluster.

:func:`play_match` plays whole games or duplicate deals between any bots under any
rules, split into seeded tasks that run on any :class:`concurrent.futures.Executor`: a
local process pool, this process alone, or a Dask cluster. The same seed gives the
same :class:`MatchResult` on every executor. See the guide, "Matches between bots".

>>> import thousand as t
>>> r = t.arena.play_match([t.bots.simple_action, t.bots.RandomBot, t.bots.RandomBot],
...     deals=6, seed=3, executor=None)
>>> [s.player for s in r.standings]
['simple_action', 'RandomBot', 'RandomBot#2']
>>> r.standings[0].mean_score > r.standings[1].mean_score
True
"""

from thousand.arena.entrants import Entrant, Player, resolve
from thousand.arena.limits import MAX_TIME_LIMIT
from thousand.arena.match import MAX_DEALS, MAX_UNITS, TASK_GRACE, TASKS, play_match
from thousand.arena.progress import TextProgress
from thousand.arena.results import (
    MatchInterrupted,
    MatchKind,
    MatchResult,
    Standing,
    UnitResult,
)
from thousand.arena.seeds import MAX_SEED, derive_seed
from thousand.arena.statistics import Interval

__all__ = [
    "MAX_DEALS",
    "MAX_SEED",
    "MAX_TIME_LIMIT",
    "MAX_UNITS",
    "TASKS",
    "TASK_GRACE",
    "Entrant",
    "Interval",
    "MatchInterrupted",
    "MatchKind",
    "MatchResult",
    "Player",
    "Standing",
    "TextProgress",
    "UnitResult",
    "derive_seed",
    "play_match",
    "resolve",
]
