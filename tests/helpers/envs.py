"""Helpers for the environment tests: rule sets that reach every part of the encoding,
and the states of random games to encode."""

from __future__ import annotations

import random
from collections.abc import Iterator

import thousand as t

VARIANTS = {
    **{name: t.Rules.preset(name) for name in t.PRESETS},
    "classic": t.Rules(),
    "dark_anyone_jumps": t.Rules(
        bidding=t.BiddingRules(blind_bidding=t.BlindBidding.ANYONE, bid_jumps=True)
    ),
    "dark_first_hand": t.Rules(bidding=t.BiddingRules(blind_bidding=t.BlindBidding.FIRST_HAND)),
    "cutting": t.Rules(dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER)),
    "two_talons": t.Rules(
        dealing=t.DealingRules(players=2, two_player_deal=t.TwoPlayerDeal.TWO_TALONS)
    ),
    "stock": t.Rules(dealing=t.DealingRules(players=2, two_player_deal=t.TwoPlayerDeal.STOCK)),
    "face_up_exchange": t.Rules(talon=t.TalonRules(exchange_face_up=True)),
}
"""Every preset and the variants that change what a seat sees (dark bids, the cut, the
two-player layouts, the exchange passed face up)."""


def game_states(
    rules: t.Rules, seed: int, deals: int, *, ends: bool = False
) -> Iterator[t.RoundState]:
    """Every state where a seat acts over ``deals`` deals of random games (with ``ends``,
    each deal's last state too).

    Games carry scores, barrels and golden deals into their deals, so the contexts vary.
    """
    rng = random.Random(seed)
    game = t.new_game(rules, first_dealer=seed % rules.players)
    for _ in range(deals):
        if game.is_over:
            game = t.new_game(rules, first_dealer=rng.randrange(rules.players))
        state = t.next_round(game, rng)
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
                continue
            yield state
            state = t.apply(state, rng.choice(t.legal_actions(state)))
        if ends:
            yield state
        game = t.record_round(game, t.round_result(state))
