"""Whole games between simple bots play out exactly as they always have.

The games of the benchmark's workload (``benchmarks/run.py``, section 3): each deal
started with :func:`~thousand.next_round` and a seeded RNG, every decision taken by
:func:`~thousand.bots.simple_action` from the state and applied with the checked
:func:`~thousand.apply`, each result recorded with :func:`~thousand.record_round`. The
digest covers every deal's action log and every line of the score sheet, events
included, so any change to a decision of the bot, a transition of the engine, the
scoring or the game's rules changes it. The expected digests were taken before the
bot's and the game's faster paths, from the plain code.
"""

from __future__ import annotations

import hashlib
import random

import pytest

import thousand as t

GAMES = 3
SEED = 3000
EXPECTED = {
    "classic": ("46123845ccdb6c9b", 110),
    "four_player": ("5f30c55fdaedb625", 179),
    "gambler": ("1206826ed02d1583", 150),
    "games24": ("4162015fd8b43245", 157),
    "two_player": ("321246318b40c074", 42),
    # Taken when these presets were added.
    "k1c": ("41b8faa19cb92b70", 104),
    "shram": ("fd05232b89149483", 167),
    "glinskie": ("33b68380af08bc76", 85),
    "ukrainian_golden": ("215a84d3b30ad1ac", 123),
    "kurnik": ("65e64f844800b433", 123),
    "kurnik_two": ("6a4201d50184370d", 49),
    "kurnik_four": ("7e512645c9e4b56a", 120),
    "zagraj": ("6b14b38be58e8d20", 123),
    "bga": ("25c034e16aa5d513", 30),
    "pagat": ("92f2420a49e86cad", 106),
    "k1c_pairs": ("5f76c338b9b89532", 144),
}


def preset(name: str) -> t.Rules:
    return t.Rules() if name == "classic" else t.Rules.preset(name)


def digest(rules: t.Rules, seed: int, games: int) -> tuple[str, int]:
    """The digest of ``games`` seeded games between simple bots, and their deals."""
    rng = random.Random(seed)
    h = hashlib.sha256()
    deals = 0
    for _ in range(games):
        game = t.new_game(rules, first_dealer=0)
        while not game.is_over:  # a draw (G18) ends a game too
            state = t.next_round(game, rng)
            if t.is_chance(state):
                state = t.apply(state, t.deal(rules, rng))
            while not t.is_over(state):
                # A recut (rules with a cutter) waits for chance: a new cut.
                if t.is_chance(state):
                    state = t.apply(state, t.chance_action(state, rng))
                else:
                    state = t.apply(state, t.bots.simple_action(state))
            h.update(repr(state.log).encode())
            game = t.record_round(game, t.round_result(state))
            deals += 1
        h.update(repr((game.scores, game.winner, game.rounds)).encode())
    return h.hexdigest()[:16], deals


def test_every_preset_is_pinned() -> None:
    assert set(EXPECTED) == set(t.PRESETS)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_seeded_games_between_simple_bots_are_the_games_they_always_were(name: str) -> None:
    assert digest(preset(name), SEED, GAMES) == EXPECTED[name]
