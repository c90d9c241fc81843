"""Views: what each seat may know (and nothing more), and worlds consistent with a view."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import thousand as t
from helpers.rounds import bid, card, cards, complete_deal, give, play, start, through_contract
from strategies import Playout, playouts
from thousand.serialization import dumps, loads

rule = pytest.mark.rule

LAB = complete_deal(
    {
        0: "As Ks Qs Ac Kc Qc Ad",
        1: "Ts Js 9s Tc Jc 9c Td",
        2: "9d Jd Qd Kd Ah Kh Qh",
    },
    "Th Jh 9h",
)
"""Seat 2 holds the marriages of diamonds and hearts; seat 0 those of spades and clubs."""

_SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def views_of(state: t.RoundState) -> list[t.PlayerView]:
    return [t.view(state, seat) for seat in range(state.players)] + [t.public_view(state)]


# --- what a seat sees ------------------------------------------------------------------


def test_a_seat_sees_its_own_hand_and_the_sizes_of_the_others() -> None:
    state = start(LAB)
    for seat in range(3):
        v = t.view(state, seat)
        assert v.hand == state.hand(seat)
        assert v.hand_sizes == (7, 7, 7)
        assert v.log == (t.HiddenDeal(seat=seat, hand=tuple(sorted(LAB.hands[seat]))),)
    assert t.public_view(state).hand == ()
    assert t.public_view(state).log == (t.HiddenDeal(seat=None, hand=()),)


def test_a_new_deal_shows_nothing_but_the_setting() -> None:
    v = t.view(t.new_round(t.Rules(), dealer=2), 1)
    assert (v.phase, v.to_act, v.hand, v.hand_sizes, v.talons) == (
        t.Phase.DEALING,
        None,
        (),
        (0, 0, 0),
        (),
    )
    assert v.seats == (0, 1, 2)
    assert v.highest_bid is None


@rule("D1")
def test_the_talon_is_face_down_during_the_auction_and_shown_after_it() -> None:
    # Seed 001: "Winning bidder takes buy-and shows it to other players".
    state = start(LAB)
    for v in views_of(state):
        assert v.talons == ((None, None, None),)
    state = bid(state, "105 p p")
    for v in views_of(state):
        assert v.talons == (cards("9h Jh Th"),)
        assert v.talon_shown


@rule("C10")
def test_a_talon_taken_on_the_hundred_is_seen_only_by_the_declarer() -> None:
    # Seed 003, rule 12: the talon of a player "on the hundred" who wins unopposed
    # is not shown.
    state = bid(start(LAB), "p p")
    assert state.declarer == 1
    assert t.view(state, 1).talons == (cards("9h Jh Th"),)
    for v in (t.view(state, 0), t.view(state, 2), t.public_view(state)):
        assert v.talons == ((None, None, None),)
        assert not v.talon_shown
        assert not set(cards("9h Jh Th")) & set(v.hand)
    # Still hidden at the end of the deal.
    over = t.apply(give(state, {2: "9h", 0: "Jh"}), t.Concede(seat=1))
    assert t.view(over, 0).talons == ((None, None, None),)


@rule("C10")
def test_with_c10_off_the_talon_taken_on_the_hundred_is_shown() -> None:
    rules = t.Rules(bidding=t.BiddingRules(talon_hidden_on_hundred=False))
    state = bid(start(LAB, rules), "p p")
    assert t.public_view(state).talons == (cards("9h Jh Th"),)


def test_a_gift_is_seen_by_giver_and_receiver_only() -> None:
    state = give(bid(start(LAB), "105 p p"), {0: "9h", 1: "Qh"})
    gift_to_0 = t.GiveCard(seat=2, to=0, card=card("9h"))
    gift_to_1 = t.GiveCard(seat=2, to=1, card=card("Qh"))
    assert t.view(state, 2).log[-2:] == (gift_to_0, gift_to_1)
    assert t.view(state, 0).log[-2:] == (gift_to_0, t.HiddenGiveCard(seat=2, to=1))
    assert t.view(state, 1).log[-2:] == (t.HiddenGiveCard(seat=2, to=0), gift_to_1)
    assert t.public_view(state).log[-2:] == (
        t.HiddenGiveCard(seat=2, to=0),
        t.HiddenGiveCard(seat=2, to=1),
    )
    assert card("9h") in t.view(state, 0).hand
    assert t.view(state, 1).hand_sizes == (8, 8, 8)


def test_played_cards_bids_trump_and_marriages_are_public() -> None:
    state = through_contract(LAB, "105 p p", {0: "9h", 1: "Jh"})
    state = t.apply_all(
        state,
        [
            t.PlayCard(seat=2, card=card("Ah")),
            t.PlayCard(seat=0, card=card("9h")),
            t.PlayCard(seat=1, card=card("Jh")),
            t.PlayCard(seat=2, card=card("Kh"), declare=True),
        ],
    )
    for v in views_of(state):
        assert v.bids == state.bids
        assert v.highest_bid == (2, 105)
        assert (v.declarer, v.contract) == (2, 105)
        assert v.trump is t.Suit.HEARTS
        assert v.marriages == ((2, t.Suit.HEARTS),)
        assert v.tricks == state.tricks
        assert v.trick == state.trick
        assert v.leader == 2
        assert v.played == (*state.tricks[0].plays, *state.trick)


@rule("C11")
@rule("G5")
def test_every_seat_sees_the_barrel_players_automatic_121() -> None:
    # *Тысяча вчетвером* (Games24): «играющий бочку всегда автоматом заявляет игру на 121
    # очко»: a bid nobody made at the table, standing before the auction opens.
    context = t.RoundContext(scores=(0, 0, 880), barrel=(2,))
    state = t.apply(t.new_round(t.Rules.preset("games24"), 0, context=context), LAB)
    assert state.highest_bid == (2, 121)
    for v in views_of(state):
        assert v.highest_bid == (2, 121)


def test_legal_actions_only_for_the_seat_to_act() -> None:
    state = start(LAB)
    assert t.view(state, 2).legal_actions == t.legal_actions(state)
    assert t.view(state, 2).is_my_turn
    assert t.view(state, 0).legal_actions == ()
    assert t.public_view(state).legal_actions == ()


def test_the_result_is_in_the_view_once_the_deal_is_over() -> None:
    state = t.apply(give(bid(start(LAB), "105 p p"), {0: "9h", 1: "Jh"}), t.Concede(seat=2))
    for v in views_of(state):
        assert v.result == t.round_result(state)
        assert v.conceded


def test_voids_from_failing_to_follow_and_to_trump() -> None:
    state = through_contract(LAB, "105 p p", {0: "9h", 1: "Jh"})
    # Trick 1 takes hearts from seat 1 (its one heart); after the marriage of hearts,
    # seat 1 neither follows diamonds nor trumps.
    state = t.apply_all(
        state,
        [
            t.PlayCard(seat=2, card=card("Ah")),
            t.PlayCard(seat=0, card=card("9h")),
            t.PlayCard(seat=1, card=card("Jh")),
            t.PlayCard(seat=2, card=card("Kh"), declare=True),
            t.PlayCard(seat=0, card=card("Ks")),
            t.PlayCard(seat=1, card=card("Ts")),
        ],
    )
    hearts, spades = t.Suit.HEARTS, t.Suit.SPADES
    assert spades not in t.view(state, 2).voids[0]
    assert t.view(state, 2).voids == (frozenset({hearts}), frozenset({hearts}), frozenset())


@rule("E3")
def test_an_ace_marriage_for_points_only_sets_no_trump_to_fail() -> None:
    # Seat 0 declares the ace marriage (points only: no trump). Seat 1 then fails to
    # follow diamonds with a club: it has no diamonds, and may still hold spades (Ts).
    rules = t.Rules(play=t.PlayRules(ace_marriage=t.AceMarriage.POINTS_ONLY))
    deal = complete_deal(
        {0: "As Ac Ad Ah Ks Qs Kc", 1: "9s Js Ts 9c Jc Tc Qc", 2: "9d Jd Qd Kd Td 9h Jh"},
        "Qh Kh Th",
    )
    state = through_contract(deal, "p 105 p", {1: "Th", 2: "Kc"}, rules=rules)
    state = play(state, "Ks 9s 9h / As! Js Jh / Ad 9c Td")
    assert state.trump is None
    v = t.view(state, 2)
    spades, diamonds = t.Suit.SPADES, t.Suit.DIAMONDS
    assert v.voids == (frozenset(), frozenset({diamonds}), frozenset({spades}))
    rng = random.Random(1)
    worlds = [t.sample_world(v, rng) for _ in range(20)]
    assert all(t.view(world, 2) == v for world in worlds)
    assert any(card("Ts") in world.hand(1) for world in worlds)


@pytest.mark.parametrize("seat", [-1, 3, True, "1"])
def test_a_view_is_for_a_seat(seat: object) -> None:
    with pytest.raises(t.StateError) as raised:
        t.view(start(LAB), seat)  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.MALFORMED_ACTION


def test_views_are_values() -> None:
    state = start(LAB)
    assert t.view(state, 1) == t.view(start(LAB), 1)
    assert hash(t.view(state, 1)) == hash(t.view(start(LAB), 1))
    assert t.view(state, 1) != t.view(state, 2)


# --- sampling worlds -------------------------------------------------------------------


def test_sample_world_keeps_what_the_seat_saw() -> None:
    state = give(bid(start(LAB), "105 p p"), {0: "9h", 1: "Qh"})
    v = t.view(state, 0)
    rng = random.Random(1)
    worlds = [t.sample_world(v, rng) for _ in range(30)]
    for world in worlds:
        assert t.view(world, 0) == v
        assert card("9h") in world.hand(0)
        # The shown talon went to the declarer, but one of its cards may be the gift
        # that seat 0 did not see.
        talon_left = set(cards("Th Jh"))
        assert len(talon_left & set(world.hand(2))) >= 1
        assert talon_left <= set(world.hand(2)) | set(world.hand(1))
    assert len({world.hand(1) for world in worlds}) > 1, "the hidden hands should vary"
    assert any(set(cards("Th Jh")) & set(world.hand(1)) for world in worlds)


def test_sample_world_respects_voids_and_marriages() -> None:
    state = through_contract(LAB, "105 p p", {0: "9h", 1: "Jh"})
    state = t.apply_all(
        state,
        [
            t.PlayCard(seat=2, card=card("Ah")),
            t.PlayCard(seat=0, card=card("9h")),
            t.PlayCard(seat=1, card=card("Jh")),
            t.PlayCard(seat=2, card=card("Kh"), declare=True),
            t.PlayCard(seat=0, card=card("Ks")),
            t.PlayCard(seat=1, card=card("Ts")),
        ],
    )
    v = t.view(state, 0)
    rng = random.Random(3)
    for _ in range(30):
        world = t.sample_world(v, rng)
        assert card("Qh") in world.hand(2)  # the declared marriage's queen
        assert not any(c.suit is t.Suit.HEARTS for c in world.hand(1))
        assert t.view(world, 0) == v


def test_sample_world_of_a_new_deal() -> None:
    v = t.view(t.new_round(t.Rules(), dealer=1), 0)
    assert t.sample_world(v, random.Random(0)) == t.new_round(t.Rules(), dealer=1)


def test_sample_world_refuses_a_view_no_deal_agrees_with() -> None:
    import attrs

    v = t.view(start(LAB), 0)
    forged = attrs.evolve(v, hand_sizes=(7, 7, 8))
    with pytest.raises(t.StateError) as raised:
        t.sample_world(forged, random.Random(0))
    assert raised.value.reason is t.Reason.NO_CONSISTENT_WORLD
    with pytest.raises(t.StateError):
        t.sample_world(attrs.evolve(t.view(t.new_round(t.Rules()), 0), dealer=1), random.Random())


# --- properties over random playouts ---------------------------------------------------


@_SETTINGS
@given(playouts(with_context=True))
def test_the_acting_seat_sees_exactly_the_legal_actions(playout: Playout) -> None:
    for state in playout.states:
        for seat in range(state.players):
            v = t.view(state, seat)
            expected = t.legal_actions(state) if seat == state.to_act else ()
            assert v.legal_actions == expected
            assert v.highest_bid == state.highest_bid  # C11, G13: bids nobody made too


_DECLARED_RANKS = {
    t.MarriageKind.MARRIAGE: (t.Rank.KING, t.Rank.QUEEN),
    # A half marriage shows its queen and jack, and tells that the king was elsewhere
    # (holding it, the seat would have declared the whole marriage): its place is known.
    t.MarriageKind.HALF_MARRIAGE: (t.Rank.QUEEN, t.Rank.JACK, t.Rank.KING),
}


def _declared_cards(declaration: t.Declaration) -> set[t.Card]:
    """The cards a declaration shows or places."""
    if declaration.kind is t.MarriageKind.ACE_MARRIAGE:
        return {t.Card.of(t.Rank.ACE, suit) for suit in t.Suit}
    return {t.Card.of(rank, declaration.suit) for rank in _DECLARED_RANKS[declaration.kind]}


def _seen_cards(v: t.PlayerView) -> set[t.Card]:
    """Every card the view names anywhere (the cards it may know the place of).

    A declaration shows its cards (seed 000: the marriage is shown when its card is led):
    the king and queen of a marriage, the queen and jack of a half marriage (E4), the
    four aces (E3).
    """
    seen = set(v.hand) | {c for talon in v.talons for c in talon if c is not None}
    seen |= {c for _, c in v.played}
    seen |= set(v.claimed_hand)  # a redeal claimed on a hand shows it (B1)
    for declaration in v.declarations:
        seen |= _declared_cards(declaration)
    for entry in v.log:
        if isinstance(entry, t.HiddenDeal):
            seen |= set(entry.hand)
        elif isinstance(entry, t.GiveCard | t.Discard):
            seen.add(entry.card)
        elif isinstance(entry, t.Cut):  # a bottom card shown to this seat (A9)
            seen.add(entry.bottom)
        elif isinstance(entry, t.ExposedCard):  # A10
            seen.add(entry.card)
    return seen


def _relabel(actions: tuple[t.Action, ...], a: t.Card, b: t.Card) -> list[t.Action]:
    """The actions with cards ``a`` and ``b`` swapped wherever they lie unseen."""

    def swap(c: t.Card) -> t.Card:
        return b if c == a else a if c == b else c

    out: list[t.Action] = []
    for action in actions:
        if isinstance(action, t.Deal):
            out.append(
                t.Deal(
                    hands=[[swap(c) for c in hand] for hand in action.hands],
                    talons=[[swap(c) for c in talon] for talon in action.talons],
                )
            )
        elif isinstance(action, t.GiveCard):
            out.append(t.GiveCard(seat=action.seat, to=action.to, card=swap(action.card)))
        elif isinstance(action, t.Cut):
            out.append(t.Cut(seat=action.seat, bottom=swap(action.bottom)))
        elif isinstance(action, t.Discard):
            out.append(t.Discard(seat=action.seat, card=swap(action.card)))
        else:
            out.append(action)
    return out


@rule("A3")
@rule("A4")
@rule("A7")
@_SETTINGS
@given(playouts(with_context=True), st.randoms(use_true_random=False))
def test_a_view_does_not_change_when_hidden_cards_are_swapped(
    playout: Playout, rng: random.Random
) -> None:
    for index in sorted(rng.sample(range(1, len(playout.states)), min(4, len(playout.states) - 1))):
        state = playout.states[index]
        for seat in (*range(state.players), None):
            v = t.public_view(state) if seat is None else t.view(state, seat)
            hidden = sorted(set(t.DECK) - _seen_cards(v))
            if len(hidden) < 2:
                continue
            a, b = rng.sample(hidden, 2)
            try:
                other = t.apply_all(
                    t.new_round(playout.rules, playout.dealer, context=state.context),
                    _relabel(state.log, a, b),
                )
            except t.IllegalActionError:
                continue  # the swap breaks a play, a bid's cap or a marriage: not unseen
            if (other.phase, other.to_act, other.bottom_card is None) != (
                state.phase,
                state.to_act,
                state.bottom_card is None,
            ):
                # The swap changes who is asked for a redeal (B1-B3), or whether the dealer
                # decides on the bottom card or shows it (a nine or a jack, A9): being
                # asked shows what may be claimed, as at a table.
                continue
            w = t.public_view(other) if seat is None else t.view(other, seat)
            assert w == v


@rule("A3")
@rule("A5")
@rule("A7")
@_SETTINGS
@given(playouts(with_context=True), st.randoms(use_true_random=False))
def test_a_sampled_world_gives_back_the_view(playout: Playout, rng: random.Random) -> None:
    for index in sorted(rng.sample(range(len(playout.states)), min(5, len(playout.states)))):
        state = playout.states[index]
        for seat in (*range(state.players), None):
            v = t.public_view(state) if seat is None else t.view(state, seat)
            assert loads(dumps(v), t.PlayerView) == v  # a real view passes the load checks
            world = t.sample_world(v, rng)
            w = t.public_view(world) if seat is None else t.view(world, seat)
            assert w == v
            assert world.rules == state.rules
            assert world.context == state.context
            assert world.phase is state.phase
