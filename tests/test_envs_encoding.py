"""The encodings of thousand.envs: action ids both ways, masks, observation vectors."""

from __future__ import annotations

import itertools
import random
import subprocess
import sys

import attrs
import pytest

import thousand as t
from helpers.envs import VARIANTS, game_states
from thousand.envs.encoding import (
    ActionCodec,
    ObservationEncoder,
    action_count,
    action_to_id,
    bid_values,
    blind_values,
    codec_of,
    contract_values,
    id_to_action,
)


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_mask_is_the_legal_actions_and_ids_go_both_ways(name: str) -> None:
    rules = VARIANTS[name]
    codec, encoder = ActionCodec(rules), ObservationEncoder(rules)
    seen_segments: set[str] = set()
    for state in game_states(rules, seed=len(name), deals=120):
        seat = t.to_act(state)
        assert seat is not None
        view = t.view(state, seat)
        legal = view.legal_actions
        ids = codec.ids(legal)
        # A bijection: distinct ids, one per legal action, each decoding to its action.
        assert len(set(ids)) == len(legal)
        assert [codec.decode(i, seat) for i in ids] == list(legal)
        mask = codec.mask(legal)
        assert len(mask) == codec.size
        assert {i for i in range(codec.size) if mask[i]} == set(ids)
        seen_segments.update(codec.segment_of(i).name for i in ids)
        # Every other seat's view has an observation too, of the same size and range;
        # what the encoder keeps between views changes nothing (a new one agrees).
        for other in range(rules.players):
            vector = encoder.encode(t.view(state, other) if other != seat else view)
            assert len(vector) == encoder.size
            assert all(-1.0 <= x <= 1.0 for x in vector)
        if len(view.tricks) % 3 == 1:
            assert encoder.encode(view) == ObservationEncoder(rules).encode(view)
    assert {"pass", "bid", "contract", "play"} <= seen_segments


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_id_decodes_to_an_action_that_encodes_back(name: str) -> None:
    rules = VARIANTS[name]
    codec = ActionCodec(rules)
    for seat in range(rules.players):
        actions = [codec.decode(i, seat) for i in range(codec.size)]
        assert len(set(actions)) == codec.size
        assert [codec.encode(a) for a in actions] == list(range(codec.size))
        assert all(getattr(a, "seat", seat) == seat for a in actions)


def test_the_segments_tile_the_space() -> None:
    rules = t.Rules.preset("four_player")
    for segments, size in (
        (ActionCodec(rules).segments, ActionCodec(rules).size),
        (ObservationEncoder(rules).segments, ObservationEncoder(rules).size),
    ):
        assert segments[0].start == 0
        for a, b in itertools.pairwise(segments):
            assert b.start == a.start + a.size
        assert segments[-1].start + segments[-1].size == size


def test_the_value_tables_follow_the_rules() -> None:
    games24 = t.Rules.preset("games24")
    assert bid_values(games24) == tuple(range(100, games24.bidding.max_bid + 1, 5))
    assert blind_values(t.Rules()) == ()
    dark = t.Rules(bidding=t.BiddingRules(blind_bidding=t.BlindBidding.ANYONE))
    assert blind_values(dark) == tuple(range(120, 301, 5))
    assert 121 in contract_values(games24)
    assert 121 not in bid_values(games24)


def test_a_gift_is_named_by_the_receiver_s_place_clockwise() -> None:
    rules = t.Rules.preset("four_player")
    codec = ActionCodec(rules)
    give = codec.segments[-1]
    nine = t.Card.parse("9s")
    # Seat 3 gives to seat 0 (one place clockwise) and to seat 1 (two places).
    assert codec.encode(t.GiveCard(seat=3, to=0, card=nine)) == give.start
    assert codec.encode(t.GiveCard(seat=3, to=1, card=nine)) == give.start + 24
    assert codec.encode(t.GiveCard(seat=1, to=2, card=nine)) == give.start


@pytest.mark.parametrize(
    "action",
    [
        t.Bid(seat=0, value=103),
        t.Bid(seat=0, value=100, blind=True),
        t.DeclareContract(seat=0, value=1000),
        t.GiveCard(seat=0, to=0, card=t.Card.parse("9s")),
        t.PlayCard(seat=5, card=t.Card.parse("9s")),
        t.Cut(seat=0, bottom=t.Card.parse("9s")),
        t.Deal(hands=[[]], talons=[]),
        t.Bid(seat=0, value=[100]),  # type: ignore[arg-type]
    ],
    ids=repr,
)
def test_an_action_outside_the_space_is_refused_with_a_reason(action: t.Action) -> None:
    with pytest.raises(t.EncodingError) as raised:
        ActionCodec(t.Rules()).encode(action)
    assert raised.value.reason is t.Reason.ACTION_NOT_ENCODABLE


@pytest.mark.parametrize("bad", [-1, 219, 1.0, "3", None, True])
def test_an_unknown_id_is_refused_with_a_reason(bad: object) -> None:
    with pytest.raises(t.EncodingError) as raised:
        ActionCodec(t.Rules()).decode(bad, seat=0)  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.UNKNOWN_ACTION_ID


@pytest.mark.parametrize("seat", [-1, 3, None, 1.0])
def test_decoding_for_a_seat_out_of_range_is_refused(seat: object) -> None:
    with pytest.raises(t.EncodingError) as raised:
        ActionCodec(t.Rules()).decode(0, seat)  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.ACTION_NOT_ENCODABLE


def test_a_spectator_s_or_another_table_s_view_is_refused() -> None:
    rules = t.Rules()
    state = t.apply(t.new_round(rules), t.deal(rules, random.Random(1)))
    encoder = ObservationEncoder(rules)
    four = ObservationEncoder(t.Rules.preset("four_player"))
    for call in (
        lambda: encoder.encode(t.public_view(state)),
        lambda: four.encode(t.view(state, 0)),
        lambda: encoder.segment("nothing"),
    ):
        with pytest.raises(t.EncodingError) as raised:
            call()
        assert raised.value.reason is t.Reason.VIEW_NOT_ENCODABLE


def test_non_rules_are_refused() -> None:
    for build in (ActionCodec, ObservationEncoder):
        with pytest.raises(t.StateError):
            build("classic")  # type: ignore[arg-type]


def test_the_observation_shows_the_hand_the_trick_and_the_auction() -> None:
    rules = t.Rules()
    d = t.Deal.parse(
        ["As Ks Qs Ac Kc Qc Ad", "Ts Js 9s Tc Jc 9c Td", "9d Jd Qd Kd Ah Kh Qh"],
        ["Th Jh 9h"],
    )
    state = t.apply_all(
        t.new_round(rules, 0),
        [
            d,
            t.Bid(seat=2, value=105),
            t.Pass(seat=0),
            t.Bid(seat=1, value=110),
            t.Pass(seat=2),
            t.GiveCard(seat=1, to=2, card=t.Card.parse("9s")),
            t.GiveCard(seat=1, to=0, card=t.Card.parse("9c")),
            t.DeclareContract(seat=1, value=110),
            t.PlayCard(seat=1, card=t.Card.parse("Th")),
        ],
    )
    encoder = ObservationEncoder(rules)
    seg = {s.name: s for s in encoder.segments}
    view = t.view(state, 2)  # seat 2 is to act; seat 1 (declarer) is relative seat 2
    vector = encoder.encode(view)

    def ones(name: str) -> list[int]:
        s = seg[name]
        return [i for i in range(s.size) if vector[s.start + i] == 1.0]

    assert ones("hand") == sorted(int(c) for c in view.hand)
    assert ones("trick") == [int(t.Card.parse("Th"))]
    assert ones("trick_leader") == [2]
    assert ones("declarer") == [2]
    assert ones("passed") == [0, 1]  # seat 2 itself, seat 0 one place clockwise
    assert vector[seg["bid_value"].start] == pytest.approx(105 / 300)
    assert vector[seg["bid_value"].start + 2] == pytest.approx(110 / 300)
    assert vector[seg["highest_bid"].start] == pytest.approx(110 / 300)
    assert vector[seg["contract"].start] == pytest.approx(110 / 300)
    assert ones("given") == [int(t.Card.parse("9s"))]  # the gift seat 2 received
    assert ones("phase") == [list(t.Phase).index(t.Phase.PLAYING)]
    assert ones("my_turn") == [0]
    assert ones("played") == [2 * 24 + int(t.Card.parse("Th"))]
    assert ones("dealer") == [1]  # seat 0 sits one place clockwise of seat 2


def test_the_functions_use_one_codec_per_rules() -> None:
    rules = t.Rules.preset("games24")
    codec = codec_of(rules)
    assert codec_of(t.Rules.preset("games24")) is codec
    assert action_count(rules) == codec.size
    bid = t.Bid(seat=1, value=120)
    assert id_to_action(action_to_id(bid, rules), 1, rules) == bid


def test_the_encodings_import_no_optional_package() -> None:
    code = (
        "import sys, thousand, thousand.envs, thousand.envs.encoding, thousand.envs.table;"
        "print(sorted(m for m in ('numpy', 'gymnasium', 'pettingzoo') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.strip() == "[]"


def test_a_view_built_by_hand_encodes_like_a_new_encoder_sees_it() -> None:
    rules = t.Rules()
    encoder = ObservationEncoder(rules)
    state = next(s for s in game_states(rules, seed=3, deals=5) if len(s.tricks) >= 3)
    seat = t.to_act(state)
    assert seat is not None
    view = t.view(state, seat)
    encoder.encode(view)
    # The same last trick after other tricks: what the encoder kept must not leak in.
    odd = attrs.evolve(view, tricks=view.tricks[-1:])
    assert encoder.encode(odd) == ObservationEncoder(rules).encode(odd)
    assert encoder.encode(odd) != encoder.encode(view)
