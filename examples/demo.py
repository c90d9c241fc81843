"""A seeded deal between three bots that choose uniformly among the legal actions.

Prints the hands, the auction, the exchange and contract, each trick, and the result.
Run: python examples/demo.py [seed]
"""

import random
import sys

import thousand as t


def describe(action: t.Action) -> str:
    """One action in words."""
    match action:
        case t.Bid(seat=seat, value=value):
            return f"seat {seat} bids {value}"
        case t.Pass(seat=seat):
            return f"seat {seat} passes"
        case t.GiveCard(seat=seat, to=to, card=card):
            return f"seat {seat} gives {card} to seat {to}"
        case t.DeclareContract(seat=seat, value=value):
            return f"seat {seat} declares {value}"
        case t.Concede(seat=seat):
            return f"seat {seat} concedes"
        case t.PlayCard(seat=seat, card=card, declare=declare):
            return f"seat {seat} plays {card}" + (" and declares the marriage" if declare else "")
        case _:
            return str(action)


def main(seed: int = 7) -> None:
    rng = random.Random(seed)
    rules = t.Rules()
    state = t.new_round(rules, dealer=0)
    state = t.apply(state, t.deal(rules, rng))
    print(f"Seed {seed}; seat {state.dealer} deals, seat {state.obligatory_bidder} is on 100.")
    for seat, hand in enumerate(state.hands):
        print(f"  seat {seat}: {t.format_cards(hand)}")
    print(f"  talon:  {t.format_cards(state.talon)}")

    print("Auction:")
    while not t.is_over(state):
        action = rng.choice(t.legal_actions(state))
        before = state
        state = t.apply(state, action)
        if not isinstance(action, t.PlayCard) or action.declare:
            print(f"  {describe(action)}")
        if len(state.tricks) > len(before.tricks):
            trick = state.tricks[-1]
            plays = ", ".join(f"{seat}:{card}" for seat, card in trick.plays)
            trump = state.trump.symbol if state.trump else "none"
            print(
                f"  trick {len(state.tricks)}: {plays} -> seat {trick.winner}"
                f" ({trick.points} points; trump {trump})"
            )
        if before.phase is t.Phase.BIDDING and state.phase is t.Phase.EXCHANGE:
            shown = "shows" if state.talon_shown else "takes without showing"
            print(
                f"Seat {state.declarer} wins the auction at {state.contract} and {shown} the talon."
            )
        elif state.phase is t.Phase.PLAYING and before.phase is not t.Phase.PLAYING:
            print("Play:")

    result = t.round_result(state)
    outcome = "conceded" if result.conceded else ("made" if result.made else "went down")
    print(f"Result: seat {result.declarer} {outcome} a contract of {result.contract}.")
    for seat in range(state.players):
        print(
            f"  seat {seat}: tricks {result.tricks[seat]}, card points {result.card_points[seat]},"
            f" marriages {result.marriage_points[seat]} -> {result.score_changes[seat]:+d}"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
