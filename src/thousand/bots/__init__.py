"""Bots: players that act from their own seat's view.

A bot (:class:`Bot`) is a function from a :class:`~thousand.PlayerView` to one of its
legal actions. :func:`simple_action` is the baseline bot (:mod:`thousand.bots.simple`);
:func:`play_to_end` lets bots play a deal to its end, handing each only its own view.

>>> import random, thousand as t
>>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(3)))
>>> t.is_over(t.bots.play_to_end(s))
True
"""

from __future__ import annotations

from thousand.bots.play_out import play_to_end
from thousand.bots.protocol import Bot
from thousand.bots.random_choice import RandomBot
from thousand.bots.search import Candidate, Hint, SearchBot, hint
from thousand.bots.simple import TALON_GUESS, hand_strength, simple_action, wants_redeal

__all__ = [
    "TALON_GUESS",
    "Bot",
    "Candidate",
    "Hint",
    "RandomBot",
    "SearchBot",
    "hand_strength",
    "hint",
    "play_to_end",
    "simple_action",
    "wants_redeal",
]
