"""Play a deal of Thousand in the terminal against two bots.

The referee holds the state; every player, the person included, sees only its own view
(``thousand.view``), exactly what a network client would get. Moves are typed in
notation: ``bid 110``, ``pass``, ``give p2 9s``, ``contract 120``, ``concede``,
``play Kh`` or ``play Kh m`` to lead the king and declare the marriage of hearts;
``redeal hand_points_below`` or ``decline`` when asked whether you claim a redeal.

Run: python examples/terminal_game.py [--auto] [--seed N]
With --auto, or when standard input is not a terminal, the bot plays your seat too.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable

import thousand as t

HUMAN = 0
Player = Callable[[t.PlayerView], t.Action]


def hand_value(view: t.PlayerView) -> int:
    """A rough estimate of what the hand can take: card points plus marriages held."""
    held = set(view.hand)
    points = sum(card.points for card in held)
    for suit in t.Suit:
        if {t.Card.of(t.Rank.KING, suit), t.Card.of(t.Rank.QUEEN, suit)} <= held:
            points += view.rules.play.marriage_values[suit]
    return points


def winning(view: t.PlayerView, card: t.Card) -> bool:
    """Whether ``card`` would beat every card in the current trick so far."""
    if not view.trick:
        return True
    led = view.trick[0][1].suit

    def key(c: t.Card) -> int:
        if c.suit is view.trump:
            return 100 + c.rank.strength
        return c.rank.strength if c.suit is led else -1

    return key(card) > max(key(c) for _, c in view.trick)


def bot(view: t.PlayerView) -> t.Action:
    """A simple bot that decides from its view alone."""
    legal = view.legal_actions
    if view.phase is t.Phase.REDEAL:  # asked whether it claims a redeal (B1)
        return legal[0] if hand_value(view) < 40 else legal[-1]  # claim, or decline
    bids = [a for a in legal if isinstance(a, t.Bid)]
    if bids or view.phase is t.Phase.BIDDING:
        if bids and bids[0].value <= hand_value(view) + 30:
            return bids[0]
        return next(a for a in legal if isinstance(a, t.Pass))
    gifts = [a for a in legal if isinstance(a, t.GiveCard)]
    if gifts:  # give away the cheapest card
        return min(gifts, key=lambda a: (a.card.points, a.card.rank.strength))
    contracts = [a for a in legal if isinstance(a, t.DeclareContract)]
    if contracts:
        return contracts[0]  # keep the bid
    plays = [a for a in legal if isinstance(a, t.PlayCard)]
    declares = [a for a in plays if a.declare]
    if declares:
        return max(declares, key=lambda a: view.rules.play.marriage_values[a.card.suit])
    winners = [a for a in plays if winning(view, a.card)]
    if view.trick and winners:
        return min(winners, key=lambda a: a.card.rank.strength)  # win as cheaply as possible
    if view.trick:
        return min(plays, key=lambda a: (a.card.points, a.card.rank.strength))
    return max(plays, key=lambda a: a.card.rank.strength)  # lead the strongest card


def show(view: t.PlayerView) -> None:
    """Print what the person's seat knows."""
    print(f"\nYou are p{HUMAN + 1}. Hand: {t.format_cards(view.hand)}")
    talon = " | ".join(
        " ".join("??" if c is None else str(c) for c in talon) for talon in view.talons
    )
    print(f"  talon: {talon}   cards held: {view.hand_sizes}")
    if view.contract is not None:
        trump = view.trump.symbol if view.trump else "none"
        print(f"  p{view.declarer + 1} plays {view.contract}; trump {trump}")  # type: ignore[operator]
    if view.trick:
        print("  trick: " + ", ".join(f"p{seat + 1} {card}" for seat, card in view.trick))
    print("  you may: " + ", ".join(t.format_action(a) for a in view.legal_actions))


def person(view: t.PlayerView) -> t.Action:
    """Ask the person for a move, in notation, until it parses."""
    show(view)
    while True:
        text = input("your move> ")
        try:
            return t.parse_action(f"p{HUMAN + 1} {text}")
        except t.NotationError as error:
            print(f"  {error}")


def play_deal(players: list[Player], seed: int) -> t.RoundState:
    """The referee: deals, asks each seat for a move from its view, applies it."""
    rules = t.Rules()
    rng = random.Random(seed)
    state = t.apply(t.new_round(rules, dealer=2), t.deal(rules, rng))
    print(f"Seed {seed}: p3 deals, p1 is on the hundred.")
    while not t.is_over(state):
        seat = t.to_act(state)
        assert seat is not None
        action = players[seat](t.view(state, seat))
        try:
            state = t.apply(state, action)
        except t.IllegalActionError as error:
            print(f"  not allowed: {error} ({error.reason.value})")
            continue
        if not isinstance(action, t.GiveCard) or seat == HUMAN:
            print(f"  {t.format_action(action)}")
        else:  # the referee tells the table only what the table may see
            print(f"  {t.format_action(t.public_view(state).log[-1])}")
        if isinstance(action, t.PlayCard) and not state.trick and state.tricks:
            trick = state.tricks[-1]
            print(f"    p{trick.winner + 1} takes {trick.points} points")
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--auto", action="store_true", help="let a bot play your seat")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    interactive = not args.auto and sys.stdin.isatty()
    players: list[Player] = [person if interactive else bot, bot, bot]
    state = play_deal(players, args.seed)
    result = t.round_result(state)
    if result.declarer is None:  # a redeal (B1): the deal was not played
        print(f"p{(result.outcome_seat or 0) + 1} claimed a redeal.")
    else:
        outcome = "conceded" if result.conceded else "made" if result.made else "went down in"
        print(f"p{result.declarer + 1} {outcome} {result.contract}.")
    for seat, change in enumerate(result.score_changes):
        print(f"  p{seat + 1}: {change:+d}")


if __name__ == "__main__":
    main()
