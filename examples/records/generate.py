"""Write the example records of this folder: whole games played by the simple bot.

Each game is dealt from a seeded ``random.Random`` and played by
:func:`thousand.bots.play_to_end`; the deals' own records (cards and actions) make a
:class:`thousand.GameRecord`, written by :func:`thousand.serialization.dumps`, the
library's record writer. Run from anywhere: ``python examples/records/generate.py``.
"""

from __future__ import annotations

import random
from pathlib import Path

import thousand as t
from thousand.serialization import dumps

HERE = Path(__file__).resolve().parent

GAMES = {
    # file name: (rule set, seed); the barrel fall is seed 0, the first with one and a bolt
    "classic-game.json": ("classic", 2),
    "two-player-game.json": ("two_player", 0),
    "four-player-game.json": ("four_player", 3),
    "barrel-fall-and-bolt.json": ("classic", 0),
}
"""The records, the rules they are played by and the seed of their deals."""


def rules_of(name: str) -> t.Rules:
    """The rules of a rule set's name (``classic`` is the default rules)."""
    return t.Rules() if name == "classic" else t.Rules.preset(name)


def game_record(rules: t.Rules, seed: int) -> t.GameRecord:
    """A whole game of ``rules`` played by the simple bot, its deals dealt from ``seed``."""
    rng = random.Random(seed)
    game = t.new_game(rules)
    deals = []
    while not game.is_over:
        state = t.bots.play_to_end(t.next_round(game, rng))
        deals.append(t.record_of(state))
        game = t.record_round(game, t.round_result(state))
    return t.GameRecord(
        rules=rules,
        rounds=deals,
        extra={"_generator": f"examples/records/generate.py, seed {seed}"},
    )


def text(name: str) -> str:
    """The file ``name`` as this script writes it."""
    rules, seed = GAMES[name]
    return dumps(game_record(rules_of(rules), seed), indent=1) + "\n"


def main() -> None:
    for name in GAMES:
        (HERE / name).write_text(text(name), encoding="utf-8")
        print("wrote", name)


if __name__ == "__main__":
    main()
