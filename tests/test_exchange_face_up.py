"""D15: the exchange passed face up, every gift seen by every seat (pagat's variation).

pagat, *Thousand*: "Some play that the two cards handed by the bidder to the opponents, so
that everyone has eight cards, are passed face up, so that both opponents know what cards
were passed."
"""

from __future__ import annotations

import random

import attrs
import pytest

import thousand as t
from helpers.rounds import bid, card, complete_deal, give, start
from thousand.envs.encoding import ObservationEncoder
from thousand.envs.state_encoding import StateEncoder
from thousand.serialization import dumps, loads

rule = pytest.mark.rule

FACE_UP = t.Rules(talon=t.TalonRules(exchange_face_up=True))

LAB = complete_deal(
    {
        0: "As Ks Qs Ac Kc Qc Ad",
        1: "Ts Js 9s Tc Jc 9c Td",
        2: "9d Jd Qd Kd Ah Kh Qh",
    },
    "Th Jh 9h",
)
"""Seat 2 wins the auction at 105 and gives 9h to seat 0, Qh to seat 1."""


def _exchanged(rules: t.Rules) -> t.RoundState:
    return give(bid(start(LAB, rules), "105 p p"), {0: "9h", 1: "Qh"})


@rule("D15")
def test_both_opponents_know_what_cards_were_passed() -> None:
    """pagat: the two cards "are passed face up, so that both opponents know what cards
    were passed"."""
    state = _exchanged(FACE_UP)
    gifts = (
        t.GiveCard(seat=2, to=0, card=card("9h")),
        t.GiveCard(seat=2, to=1, card=card("Qh")),
    )
    for seat in range(3):
        assert t.view(state, seat).log[-2:] == gifts
    assert t.public_view(state).log[-2:] == gifts  # face up on the table
    # Face down (the default) the other opponent's gift is hidden from each.
    hidden = _exchanged(t.Rules())
    assert t.view(hidden, 0).log[-1] == t.HiddenGiveCard(seat=2, to=1)
    assert t.view(hidden, 1).log[-2] == t.HiddenGiveCard(seat=2, to=0)


@rule("D15")
def test_passing_face_up_changes_what_is_seen_not_what_is_played() -> None:
    up, down = _exchanged(FACE_UP), _exchanged(t.Rules())
    assert up.hands == down.hands
    assert t.legal_actions(up) == t.legal_actions(down)
    assert up.log == down.log
    # A hand shown is the same hand: only the log of the other seats differs.
    assert t.view(up, 0).hand == t.view(down, 0).hand


@rule("D15")
def test_views_of_a_face_up_exchange_load_and_sample_the_gifts_where_they_went() -> None:
    state = _exchanged(FACE_UP)
    state = t.apply(state, t.DeclareContract(seat=2, value=105))
    for seat in (0, 1, None):
        v = t.view(state, seat) if seat is not None else t.public_view(state)
        assert loads(dumps(v), t.PlayerView) == v
        for seed in range(4):
            world = t.sample_world(v, random.Random(seed))
            # The gifts are public: every world puts them where they went.
            assert card("9h") in world.hand(0)
            assert card("Qh") in world.hand(1)


@rule("D15")
def test_a_view_hiding_a_face_up_gift_is_refused() -> None:
    state = _exchanged(FACE_UP)
    v = t.view(state, 0)
    forged = attrs.evolve(v, log=(*v.log[:-1], t.HiddenGiveCard(seat=2, to=1)))
    with pytest.raises(t.RecordError) as raised:
        loads(dumps(forged), t.PlayerView)
    assert raised.value.reason is t.Reason.INCONSISTENT_VIEW
    assert "face up" in str(raised.value)
    # And a face-down view showing another seat's gift is refused as before.
    shown = attrs.evolve(v, rules=t.Rules())
    with pytest.raises(t.RecordError):
        loads(dumps(shown), t.PlayerView)


@rule("D15")
def test_the_sitting_dealer_of_four_sees_the_gifts() -> None:
    rules = t.Rules(dealing=t.DealingRules(players=4), talon=t.TalonRules(exchange_face_up=True))
    rng = random.Random(3)
    state = t.apply(t.new_round(rules, dealer=0), t.deal(rules, rng, dealer=0))
    while state.phase is not t.Phase.CONTRACT and not t.is_over(state):
        state = t.apply(state, t.bots.simple_action(state))
    gifts = [a for a in state.log if isinstance(a, t.GiveCard)]
    assert len(gifts) == 2
    for seat in range(4):
        seen = [a for a in t.view(state, seat).log if isinstance(a, t.GiveCard)]
        assert seen == gifts
        assert not any(isinstance(a, t.HiddenGiveCard) for a in t.view(state, seat).log)


@rule("D15")
def test_two_players_gifts_are_shown_but_discards_stay_face_down() -> None:
    rules = t.Rules(
        dealing=t.DealingRules(players=2, two_player_deal=t.TwoPlayerDeal.DUMMY),
        talon=t.TalonRules(exchange_face_up=True),
    )
    rng = random.Random(5)
    state = t.apply(t.new_round(rules, dealer=0), t.deal(rules, rng, dealer=0))
    while state.phase is not t.Phase.CONTRACT and not t.is_over(state):
        state = t.apply(state, t.bots.simple_action(state))
    if t.is_over(state):
        pytest.skip("the deal ended before the exchange")  # pragma: no cover
    public = t.public_view(state)
    assert any(isinstance(a, t.GiveCard) for a in public.log)
    assert any(isinstance(a, t.HiddenDiscard) for a in public.log)
    assert loads(dumps(public), t.PlayerView) == public


@rule("D15")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_observation_from_the_state_is_the_encoded_view(players: int) -> None:
    rules = t.Rules(
        dealing=t.DealingRules(players=players, two_player_deal=t.TwoPlayerDeal.DUMMY),
        talon=t.TalonRules(exchange_face_up=True),
    )
    encoder, fast = ObservationEncoder(rules), StateEncoder(rules)
    rng = random.Random(players)
    game = t.new_game(rules)
    for _ in range(12):
        state = t.next_round(game, rng)
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
                continue
            for seat in range(players):
                assert fast.encode(state, seat) == encoder.encode(t.view(state, seat)).tobytes()
            state = t.apply(state, rng.choice(t.legal_actions(state)))
        game = t.record_round(game, t.round_result(state))
        if game.is_over:
            game = t.new_game(rules)


@rule("D15")
def test_a_record_of_a_face_up_game_replays_with_the_same_views() -> None:
    rng = random.Random(11)
    game = t.new_game(FACE_UP)
    state = t.bots.play_to_end(t.next_round(game, rng), rng=rng)
    text = dumps(state)
    again = loads(text, t.RoundState)
    assert again == state
    for seat in range(3):
        assert t.view(again, seat) == t.view(state, seat)


@rule("D15")
@pytest.mark.parametrize("seed", range(4))
def test_whole_games_with_a_face_up_exchange_end(seed: int) -> None:
    rng = random.Random(seed)
    game = t.new_game(FACE_UP, first_dealer=seed % 3)
    for _ in range(400):
        if game.winner is not None:
            break
        state = t.bots.play_to_end(t.next_round(game, rng), rng=rng)
        game = t.record_round(game, t.round_result(state))
    assert game.winner is not None
