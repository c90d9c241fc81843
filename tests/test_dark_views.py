"""Dark deals where users meet them: views, sampled worlds, notation, JSON, records and
the simple bot (C8, C9, D1)."""

from __future__ import annotations

import json
import random

import pytest

import thousand as t
from helpers.dark import ANYONE, FIRST_HAND, JUNK, STRONG, dark, dark_declarer
from helpers.rounds import LAB, start
from thousand import Bid, Look, Pass
from thousand.serialization import dumps, loads

rule = pytest.mark.rule


# --- views ---------------------------------------------------------------------------------


@rule("C8")
def test_a_seat_that_has_not_looked_sees_no_hand_of_its_own() -> None:
    state = start(LAB, ANYONE)
    for seat in range(3):
        v = t.view(state, seat)
        assert v.hand == ()
        assert v.hand_sizes == (7, 7, 7)
        assert v.unseen == (0, 1, 2)
        assert v.log == (t.HiddenDeal(seat=seat, hand=()),)
    assert t.view(state, 2).legal_actions == (dark(2), Look(seat=2), Pass(seat=2))
    looked = t.apply(state, Look(seat=2))
    v = t.view(looked, 2)
    assert v.hand == looked.hand(2)
    assert v.log[0] == t.HiddenDeal(seat=2, hand=looked.hand(2))
    assert v.log[1:] == (Look(seat=2),)
    assert (v.unseen, t.view(looked, 0).hand) == ((0, 1), ())
    assert t.format_action(v.log[0]) == "p3 dealt " + t.format_cards(looked.hand(2))


@rule("C8")
def test_under_first_hand_only_the_holder_starts_in_the_dark() -> None:
    state = start(LAB, FIRST_HAND)
    assert t.view(state, 1).hand == ()
    assert t.view(state, 0).hand == state.hand(0)
    assert t.view(state, 2).hand == state.hand(2)
    assert t.public_view(state).unseen == (1,)


@rule("C9")
@rule("D1")
def test_views_say_the_deal_is_dark_and_hide_its_talon() -> None:
    state = dark_declarer(STRONG)
    for v in (t.view(state, 0), t.view(state, 2), t.public_view(state)):
        assert v.dark
        assert v.talons == ((None, None, None),)
    assert t.view(state, 1).talons != ((None, None, None),)
    gift = t.apply(state, t.GiveCard(seat=1, to=2, card=t.Card.parse("Ts")))
    # Cards are given face down (D2): only the receiver sees it.
    assert t.view(gift, 0).log[-1] == t.HiddenGiveCard(seat=1, to=2)
    assert t.view(gift, 2).log[-1] == t.GiveCard(seat=1, to=2, card=t.Card.parse("Ts"))


@rule("C8")
def test_a_world_sampled_for_a_seat_in_the_dark_places_its_own_cards_too() -> None:
    state = t.apply_all(start(LAB, ANYONE), [dark(2), Look(seat=0), Pass(seat=0)])
    v = t.view(state, 1)
    assert v.hand == ()
    rng = random.Random(5)
    worlds = [t.sample_world(v, rng) for _ in range(20)]
    for world in worlds:
        assert t.view(world, 1) == v
    assert len({world.hand(1) for world in worlds}) > 1, "its own cards are unknown to it"
    # The seat that looked knows its hand; the worlds keep it.
    mine = t.view(state, 0)
    for _ in range(10):
        assert t.sample_world(mine, rng).hand(0) == state.hand(0)


# --- notation, JSON, records -----------------------------------------------------------------


@rule("C8")
def test_dark_bids_and_looks_in_notation() -> None:
    assert t.format_action(dark(1)) == "p2 bid 120 dark"
    assert t.format_action(Look(seat=1)) == "p2 look"
    assert t.parse_action("p2 bid 120 dark") == dark(1)
    assert t.parse_action("p2 bid 120 DARK  # in the dark") == dark(1)
    assert t.parse_action("p2 bid 120") == Bid(seat=1, value=120)
    assert t.parse_action("p2 look") == Look(seat=1)
    with pytest.raises(t.NotationError):
        t.parse_action("p2 bid 120 darker")
    with pytest.raises(t.NotationError):
        t.parse_action("p2 look now")


@rule("C8")
@rule("C9")
def test_a_dark_deal_round_trips_through_text_and_json() -> None:
    final = t.bots.play_to_end(dark_declarer(JUNK))
    record = t.record_of(final)
    text = t.format_record(record)
    assert "p2 bid 120 dark" in text
    assert t.parse_record(text) == record
    assert loads(dumps(record), t.RoundRecord) == record
    assert loads(dumps(final), t.RoundState) == final
    data = json.loads(dumps(dark(1)))
    assert data == {"format": 1, "type": "bid", "seat": 1, "value": 120, "blind": True}
    assert json.loads(dumps(Look(seat=2))) == {"format": 1, "type": "look", "seat": 2}
    v = t.view(start(LAB, ANYONE), 0)
    assert loads(dumps(v), t.PlayerView) == v


def test_records_without_the_blind_field_still_load() -> None:
    old = {"format": 1, "type": "bid", "seat": 2, "value": 105}
    assert loads(json.dumps(old), t.Action) == Bid(seat=2, value=105)
    assert json.loads(dumps(Bid(seat=2, value=105))) == old
    with pytest.raises(t.RecordError):
        loads(json.dumps({**old, "blind": 1}), t.Action)


# --- the simple bot --------------------------------------------------------------------------


@rule("C8")
@pytest.mark.parametrize("rules", [FIRST_HAND, ANYONE])
def test_the_simple_bot_looks_at_its_cards_and_never_goes_dark(rules: t.Rules) -> None:
    for seed in range(20):
        state = t.apply(t.new_round(rules, seed % 3), t.deal(rules, random.Random(seed)))
        final = t.bots.play_to_end(state)
        bids = [a for a in final.log if isinstance(a, Bid)]
        assert not any(a.blind for a in bids)
        assert not final.dark
        looks = [a for a in final.log if isinstance(a, Look)]
        if rules is FIRST_HAND:
            assert looks[0] == Look(seat=(seed % 3 + 1) % 3)
