"""Keeping score for a table that plays with real cards.

After each deal the score keeper writes down who declared what, each player's card
points and tricks, and the marriages declared: a ``RoundSummary``. ``score_round``
checks that the deal could have happened and scores it; ``record_round`` applies the
game's rules (bolts, the barrel, the dump truck, the winner). The same code scores deals
played in the engine, so a table and a program never disagree.
Run: python examples/scorekeeper.py
"""

import thousand as t

H, D, C, S = t.Suit.HEARTS, t.Suit.DIAMONDS, t.Suit.CLUBS, t.Suit.SPADES
NAMES = ["Anna", "Boris", "Vera"]

# What the table wrote down, deal after deal (seats 0 Anna, 1 Boris, 2 Vera).
DEALS = [
    # Boris is on the hundred and plays it; he declares hearts.
    t.RoundSummary(
        declarer=1,
        contract=100,
        card_points=(30, 75, 15),
        tricks=(2, 4, 2),
        marriages=((), (H,), ()),
    ),
    # Anna bids 140 and falls short with 45 and diamonds (125); Vera takes no trick.
    t.RoundSummary(
        declarer=0,
        contract=140,
        card_points=(45, 75, 0),
        tricks=(3, 5, 0),
        marriages=((D,), (), ()),
    ),
    # Vera wins the auction at 120, sees the talon and concedes: -120, 60 to each.
    t.RoundSummary(declarer=2, contract=120, conceded=True),
    # Anna deals, holds 11 points and asks for a redeal (B1): nobody scores, she deals again.
    t.RoundSummary(
        outcome=t.Outcome.REDEAL,
        outcome_seat=0,
        redeal_condition=t.RedealCondition.HAND_POINTS_BELOW,
    ),
    # Boris plays 165 with hearts and clubs and makes it; Vera bolts again.
    t.RoundSummary(
        declarer=1,
        contract=165,
        card_points=(50, 70, 0),
        tricks=(2, 6, 0),
        marriages=((), (H, C), ()),
    ),
    # Anna plays 105 and makes it; Vera's third bolt costs 120.
    t.RoundSummary(
        declarer=0,
        contract=105,
        card_points=(90, 30, 0),
        tricks=(5, 3, 0),
        marriages=((S,), (), ()),
    ),
]

# A mistake at the table: the card points add up to 125, and a marriage is written twice.
MISTAKE = t.RoundSummary(
    declarer=1, contract=110, card_points=(40, 70, 15), tricks=(2, 5, 1), marriages=((H,), (H,), ())
)


def main() -> None:
    rules = t.Rules()
    game = t.new_game(rules, first_dealer=0)
    for summary in DEALS:
        result = t.score_round(rules, summary)
        game = t.record_round(game, result)
        entry = game.rounds[-1]
        print(f"Deal {entry.number} (dealer {NAMES[entry.dealer]}):")
        for seat, events in enumerate(entry.events):
            print(f"  {NAMES[seat]:<6}{entry.scores[seat]:>6}  " + "; ".join(map(str, events)))
    try:
        t.score_round(rules, MISTAKE)
    except t.SummaryError as error:
        print("Refused:")
        for problem in error.problems:
            print(f"  {problem.reason.value}: {problem.message}")
    print()
    print(t.score_sheet(game, NAMES))
    context = game.next_context
    on_hundred = NAMES[(game.dealer + 1) % 3]
    print(f"\nNext deal: {NAMES[game.dealer]} deals, {on_hundred} is on the hundred.")
    bolts = dict(zip(NAMES, game.bolts, strict=True))
    print(f"Bolts so far: {bolts}; on the barrel: {context.barrel}")


if __name__ == "__main__":
    main()
