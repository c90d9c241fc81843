"""The observation read from a state equals the encoded view, at every decision of every seat."""

from __future__ import annotations

import random

import pytest

import thousand as t
from helpers.envs import VARIANTS, game_states
from thousand.envs.encoding import ActionCodec, ObservationEncoder
from thousand.envs.state_encoding import StateEncoder


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_observation_read_from_the_state_is_the_encoded_view(name: str) -> None:
    rules = VARIANTS[name]
    encoder, fast = ObservationEncoder(rules), StateEncoder(rules)
    phases = set()
    for state in game_states(rules, seed=len(name), deals=150, ends=True):
        phases.add(state.phase)
        for seat in range(rules.players):
            assert fast.encode(state, seat) == encoder.encode(t.view(state, seat)).tobytes()
    assert {t.Phase.BIDDING, t.Phase.PLAYING, t.Phase.OVER} <= phases


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_environment_s_mask_is_the_mask_of_the_view_s_legal_actions(name: str) -> None:
    pytest.importorskip("gymnasium")
    import numpy as np

    from thousand.envs.spaces import EnvSpaces

    rules = VARIANTS[name]
    spaces, codec, encoder = EnvSpaces(rules), ActionCodec(rules), ObservationEncoder(rules)
    for state in game_states(rules, seed=len(name) + 1, deals=40, ends=True):
        for seat in range(rules.players):
            expected = np.frombuffer(codec.mask(t.view(state, seat).legal_actions), np.int8)
            mask = spaces.mask(state, seat)
            assert mask.dtype == np.int8
            assert np.array_equal(mask, expected)
            # A new array every time: changing one changes no later mask.
            mask[:] = 1
            assert np.array_equal(spaces.mask(state, seat), expected)
            observation = spaces.observe_state(state, seat)
            assert observation["observation"].flags.writeable
            assert np.array_equal(
                observation["observation"],
                np.frombuffer(encoder.encode(t.view(state, seat)), np.float32),
            )


def test_a_seat_or_a_deal_the_encoder_does_not_take_is_refused() -> None:
    fast = StateEncoder(t.Rules())
    state = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(1)))
    for seat in (-1, 3, 1.0, True, None):
        with pytest.raises(t.EncodingError) as caught:
            fast.encode(state, seat)  # type: ignore[arg-type]
        assert caught.value.reason is t.Reason.VIEW_NOT_ENCODABLE
    two = t.Rules.preset("two_player")
    other = t.apply(t.new_round(two), t.deal(two, random.Random(1)))
    with pytest.raises(t.EncodingError) as caught:
        fast.encode(other, 0)
    assert caught.value.reason is t.Reason.VIEW_NOT_ENCODABLE


def test_the_size_is_the_observation_encoder_s() -> None:
    for rules in VARIANTS.values():
        assert StateEncoder(rules).size == ObservationEncoder(rules).size


@pytest.mark.parametrize("name", ["classic", "four_player", "two_player"])
def test_states_observed_in_any_order_encode_as_their_views(name: str) -> None:
    # The encoder keeps what it worked out by the identity of the facts; states of many
    # deals seen out of order, and states dropped and made again, must not mislead it.
    rules = VARIANTS[name]
    encoder, fast = ObservationEncoder(rules), StateEncoder(rules)
    rng = random.Random(11)
    for batch in range(3):
        states = list(game_states(rules, seed=100 + batch, deals=25, ends=True))
        rng.shuffle(states)
        for state in states[:400]:
            seat = rng.randrange(rules.players)
            assert fast.encode(state, seat) == encoder.encode(t.view(state, seat)).tobytes()
