"""A seeded game to 1000 between three simple bots, printed as a score sheet.

Every deal is dealt and played through the engine (``next_round``, the bots'
``simple_action``, ``round_result``); ``record_round`` applies the game's rules: bolts,
the barrel, the dump truck, the winner. The sheet marks bolts and barrel attempts; the
last deal is explained event by event.
Run: python examples/demo.py [seed]
"""

import random
import sys

import thousand as t


def main(seed: int = 7) -> None:
    rng = random.Random(seed)
    rules = t.Rules()
    game = t.new_game(rules, first_dealer=rng.randrange(rules.players))
    print(f"Seed {seed}: a game to {rules.game_scoring.target} between three simple bots.")
    while not game.is_over:
        state = t.next_round(game, rng)  # dealt, carrying the scores and the barrel
        state = t.bots.play_to_end(state)
        game = t.record_round(game, t.round_result(state))
    print(t.score_sheet(game))
    last = game.rounds[-1]
    # Seats as the sheet writes them: p1 is seat 0.
    winner = game.winner
    assert winner is not None  # the classic rules have no draw (G18)
    print(f"\np{winner + 1} wins with {game.scores[winner]} after {len(game.rounds)} deals.")
    print(f"Deal {last.number}, dealt by p{last.dealer + 1}:")
    for seat, events in enumerate(last.events):
        print(f"  p{seat + 1}: " + "; ".join(str(event) for event in events))
    bolts = sum(
        1
        for entry in game.rounds
        for seat in entry.events
        for e in seat
        if e.kind is t.EventKind.BOLT
    )
    falls = sum(
        1
        for entry in game.rounds
        for seat in entry.events
        for e in seat
        if e.kind is t.EventKind.FELL_OFF_BARREL
    )
    print(f"Bolts in the game: {bolts}; falls off the barrel: {falls}.")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
