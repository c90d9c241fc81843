"""A whole game to 1000: dealer rotation, bolts, the barrel, the dump truck, the winner.

A :class:`GameState` is an immutable value, like a deal. :func:`new_game` starts one;
:func:`next_round` gives the next deal, carrying what the deal needs of the game (a
:class:`~thousand.RoundContext`: scores, who is on the barrel, the golden round);
:func:`record_round` applies every game-level rule to a deal's
:class:`~thousand.RoundResult`, whether it came from a deal played in the engine
(:func:`~thousand.round_result`) or from a score keeper's summary
(:func:`~thousand.score_round`).

>>> import random, thousand as t
>>> g = t.new_game(t.Rules(), first_dealer=0)
>>> s = t.next_round(g, random.Random(3))        # dealt: the auction is open
>>> s.dealer, s.phase.value
(0, 'bidding')
>>> s = t.bots.play_to_end(s)                      # three simple bots play it out
>>> g = t.record_round(g, t.round_result(s))
>>> g.scores, g.dealer
((35, 100, 15), 1)
>>> [str(event) for event in g.rounds[-1].events[0]]
['37 points, rounded: +35']
"""

from __future__ import annotations

from thousand.game.game_rules import DUMP_TRUCK_TOTAL
from thousand.game.state import GameState, RoundEntry, new_game, next_round, record_round, settle

__all__ = [
    "DUMP_TRUCK_TOTAL",
    "GameState",
    "RoundEntry",
    "new_game",
    "next_round",
    "record_round",
    "settle",
]
