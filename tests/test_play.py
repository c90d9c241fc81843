# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""Trick play: following suit, trumping, who takes the trick, declaring marriages.

Rules: core.follow, core.trick_winner, core.rank_order, core.trump_changes,
core.marriage, core.marriage_declared_by_lead, core.marriage_lost, E1, A2 (8 tricks).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import thousand as t
from helpers.rounds import (
    CLASSIC,
    LAB,
    LAB_GIFTS,
    RUFF,
    RUFF_GIFTS,
    RUFF_PLAY,
    assert_illegal,
    assert_legal,
    card,
    cards,
    play,
    plays,
    through_contract,
    untyped,
)
from thousand import Deal, PlayCard, Reason, RoundState, Suit, Trick


def _lab() -> RoundState:
    """LAB at the first lead, contract 100. Seat 1 leads.

    seat 0: Ac Tc Kc Qc Ts Jd 9d Jc; seat 1: Ah Kh Qh As Ks Qs 9c Js;
    seat 2: Ad Td Kd Qd Th Jh 9h 9s.
    """
    return through_contract(LAB, "p p", LAB_GIFTS)


def _ruff(tricks: int = 0) -> RoundState:
    """RUFF at the first lead, then ``tricks`` tricks of RUFF_PLAY played."""
    return play(through_contract(RUFF, "p p", RUFF_GIFTS), " ".join(RUFF_PLAY[:tricks]))


def _last_trick(state: RoundState) -> Trick:
    return state.tricks[-1]


# --- core.follow --------------------------------------------------------------------------


@pytest.mark.rule("core.follow")
def test_must_follow_the_led_suit() -> None:
    # Seed 000: "After the first move is made, the players must lay down cards in the suit."
    state = play(_lab(), "Kh")
    assert state.to_act == 2
    assert plays(state) == {"Th", "Jh", "9h"}
    violation = assert_illegal(state, PlayCard(seat=2, card=card("Ad")), Reason.MUST_FOLLOW_SUIT)
    assert "holds Th, Jh, 9h" in violation.message
    assert "hearts" in violation.message
    assert ("led_suit", "h") in violation.details
    for text in ("Th", "Jh", "9h"):
        assert_legal(state, PlayCard(seat=2, card=card(text)))


@pytest.mark.rule("core.follow")
def test_void_without_trump_may_play_any_card() -> None:
    # Seed 000: "If the trump card has not yet been announced or there are no trump cards
    # on hand, you can put a card of any suit."
    state = play(_lab(), "Kh Th")
    assert state.to_act == 0
    assert state.trump is None
    assert plays(state) == {str(c) for c in state.hand(0)}
    assert len(plays(state)) == 8


@pytest.mark.rule("core.follow")
def test_void_with_trump_set_and_held_must_trump() -> None:
    # Seed 000: "In the event that such a suit is not on hand, then it is imperative to
    # beat with a trump card, if one has already been announced."
    state = play(_ruff(2), "Ac")
    assert state.trump is Suit.HEARTS
    assert state.to_act == 2
    assert plays(state) == {"9h"}
    violation = assert_illegal(state, PlayCard(seat=2, card=card("Ad")), Reason.MUST_TRUMP)
    assert "holds 9h" in violation.message
    assert ("trump", "h") in violation.details
    assert ("led_suit", "c") in violation.details


@pytest.mark.rule("core.follow")
def test_void_with_trump_set_but_not_held_may_play_any_card() -> None:
    state = play(_ruff(1), "Kh! Jh")
    assert state.trump is Suit.HEARTS
    assert state.to_act == 0
    assert not any(c.suit is Suit.HEARTS for c in state.hand(0))
    assert plays(state) == {str(c) for c in state.hand(0)}


@pytest.mark.rule("core.follow")
def test_following_suit_comes_before_trumping() -> None:
    # Seat 0 holds clubs and is not void: it must follow clubs, not trump.
    state = play(_ruff(2), "Ac 9h")
    assert state.to_act == 0
    assert plays(state) == {"Tc", "Kc", "Qc"}
    assert_illegal(state, PlayCard(seat=0, card=card("Ts")), Reason.MUST_FOLLOW_SUIT)


@pytest.mark.rule("core.follow")
def test_a_trump_lead_is_followed_with_trumps() -> None:
    state = play(_ruff(3), "Kd!")
    assert state.trump is Suit.DIAMONDS
    assert plays(state) == {"Jd"}
    state = play(state, "Jd")
    assert plays(state) == {"9d"}


@pytest.mark.rule("core.follow")
def test_leader_may_lead_any_card() -> None:
    state = _lab()
    assert plays(state) == {str(c) for c in state.hand(1)}


@pytest.mark.rule("core.follow")
def test_a_card_not_held_cannot_be_played() -> None:
    violation = assert_illegal(_lab(), PlayCard(seat=1, card=card("Ad")), Reason.CARD_NOT_IN_HAND)
    assert "Ad" in violation.message
    state = play(_lab(), "Kh Th Ac")
    # Kh is now in a trick, no longer in the hand
    assert_illegal(state, PlayCard(seat=2, card=card("Ac")), Reason.CARD_NOT_IN_HAND)


def test_only_the_seat_to_act_may_play() -> None:
    state = _lab()
    violation = assert_illegal(state, PlayCard(seat=2, card=card("Ad")), Reason.NOT_YOUR_TURN)
    assert ("to_act", 1) in violation.details
    state = play(state, "Kh")
    assert_illegal(state, PlayCard(seat=0, card=card("Ac")), Reason.NOT_YOUR_TURN)
    assert_illegal(state, PlayCard(seat=1, card=card("Ah")), Reason.NOT_YOUR_TURN)


@pytest.mark.parametrize(
    "action",
    [
        PlayCard(seat=1, card=untyped(5)),
        PlayCard(seat=1, card=untyped("Ah")),
        PlayCard(seat=1, card=untyped(None)),
        PlayCard(seat=1, card=card("Kh"), declare=untyped("yes")),
        PlayCard(seat=1, card=card("Kh"), declare=untyped(1)),
        PlayCard(seat=1, card=card("Kh"), declare=untyped(None)),
        PlayCard(seat=untyped("1"), card=card("Ah")),
        PlayCard(seat=untyped(1.0), card=card("Ah")),
        PlayCard(seat=9, card=card("Ah")),
        PlayCard(seat=-1, card=card("Ah")),
    ],
    ids=repr,
)
def test_malformed_play_is_refused_not_a_crash(action: object) -> None:
    assert_illegal(_lab(), action, Reason.MALFORMED_ACTION)


# --- core.trick_winner and core.rank_order ------------------------------------------------


@pytest.mark.rule("core.trick_winner")
@pytest.mark.rule("core.rank_order")
def test_ten_beats_king_and_an_off_suit_ace_never_wins() -> None:
    # Seed 001: "if the first card is put another card suit (not a trump card), it is
    # considered to be dropped and can not qualify for bruising bribes". Ten over king:
    # seed 002 «Помните, что десятка самая старшая, выше ее только туз!»
    state = play(_lab(), "Kh Th Ac")
    trick = _last_trick(state)
    assert trick.plays == ((1, card("Kh")), (2, card("Th")), (0, card("Ac")))
    assert trick.winner == 2
    assert trick.leader == 1
    assert trick.points == 25
    assert state.to_act == 2
    assert state.leader == 2
    assert set(state.taken(2)) == set(cards("Kh Th Ac"))


@pytest.mark.rule("core.trick_winner")
@pytest.mark.rule("core.rank_order")
@pytest.mark.parametrize(
    ("trick", "winner"),
    [
        ("As 9s Ts", 1),
        ("Qs 9s Ks", 0),
        ("Qs 9s Ts", 0),
        ("Js 9s Ks", 0),
    ],
)
def test_highest_card_of_the_led_suit_wins(trick: str, winner: int) -> None:
    # Seed 000: "The bribe is taken by the player who played the highest card."
    deal = Deal.parse(
        ["Ac Tc Kc Qc Ts Ks Jd", "Ah Kh Qh As Qs Js 9c", "Ad Td Kd Qd Th Jh 9h"],
        ["9s 9d Jc"],
    )
    state = through_contract(deal, "p p", {2: "9s", 0: "9d"})
    state = play(state, trick)
    assert _last_trick(state).cards == cards(trick)
    assert _last_trick(state).winner == winner
    assert state.to_act == winner


@pytest.mark.rule("core.trick_winner")
def test_a_lower_card_led_loses_to_a_higher_follow() -> None:
    state = play(_lab(), "Kh Th Ac Kd! 9d 9c 9s Ts")
    # 9s led by seat 2, Ts by seat 0 takes it over the led nine; seat 1 still to play
    assert state.to_act == 1
    state = play(state, "Js")
    trick = _last_trick(state)
    assert trick.cards == cards("9s Ts Js")
    assert trick.winner == 0


@pytest.mark.rule("core.trick_winner")
@pytest.mark.rule("core.follow")
def test_a_trump_played_from_a_void_hand_beats_the_led_ace() -> None:
    # Seed 001: "Exceptions are times when a stake announced ace and the player has no cards
    # of the same suit as the ace player of the setting, but there is a trump card, which
    # he hits an ace."
    state = _ruff(3)
    trick = _last_trick(state)
    assert trick.cards == cards("Ac 9h Tc")
    assert trick.winner == 2
    assert state.to_act == 2


def _overtrump_deal(hearts2: str, hearts0: str) -> Deal:
    """Seat 1 holds every spade and Kh (Qh in the talon); the others are void in spades."""
    return Deal.parse(
        [f"{hearts0} Ad Td Kd Qd Jd", "As Ts Ks Qs Js 9s Kh", f"{hearts2} Ac Tc Kc Qc Jc"],
        ["Qh 9c 9d"],
    )


@pytest.mark.rule("core.trick_winner")
@pytest.mark.parametrize(
    ("hearts2", "hearts0", "third_trick", "winner"),
    [
        ("Th 9h", "Ah Jh", "9s Th Ah", 0),  # the second trump is higher: it wins
        ("Ah 9h", "Th Jh", "9s Ah Th", 2),  # the second trump is lower: the first wins
    ],
)
def test_highest_trump_wins(hearts2: str, hearts0: str, third_trick: str, winner: int) -> None:
    # Seed 001: "if the first card put more than one trump card — a bribe takes a player,
    # put a senior trump."
    state = through_contract(_overtrump_deal(hearts2, hearts0), "p p", {2: "9c", 0: "9d"})
    state = play(state, "As Jc Jd / Kh! 9h Jh")
    assert state.trump is Suit.HEARTS
    state = play(state, third_trick)
    assert _last_trick(state).winner == winner
    assert state.to_act == winner


# --- core.trump_changes -------------------------------------------------------------------


@pytest.mark.rule("core.trump_changes")
def test_no_trump_at_the_start_of_a_deal() -> None:
    # Seed 001: "At the beginning of each game round no trumps and all suits play on equal
    # terms."
    state = _lab()
    assert state.trump is None
    assert state.marriages == ()
    state = play(state, "Kh Th Ac")
    assert state.trump is None


@pytest.mark.rule("core.trump_changes")
@pytest.mark.rule("core.marriage_declared_by_lead")
def test_each_declared_marriage_replaces_the_trump() -> None:
    # Seed 001: "«overrated» (announcement of another trump the Marriage within one CONAE)
    # previous trump turns into an ordinary suit and comes into force last trump the
    # Marriage."
    state = _ruff(1)
    assert state.trump is None
    state = play(state, "Kh!")
    assert state.trump is Suit.HEARTS
    state = play(state, "Jh 9c Ac 9h Tc")
    assert state.trump is Suit.HEARTS
    state = play(state, "Kd!")
    assert state.trump is Suit.DIAMONDS
    assert state.marriages == ((1, Suit.HEARTS), (2, Suit.DIAMONDS))


@pytest.mark.rule("core.trump_changes")
def test_the_old_trump_is_an_ordinary_suit_after_a_change() -> None:
    # After diamonds replace hearts, Th (a heart) no longer beats anything.
    state = _ruff(6)
    assert state.trump is Suit.DIAMONDS
    state = play(state, "Td Kc Th")
    trick = _last_trick(state)
    assert trick.winner == 2
    state = play(state, "Js Ts Ah")
    # Ah is no trump any more: Ts, the highest spade, takes the last trick
    assert _last_trick(state).winner == 0


# --- core.marriage_declared_by_lead, E1 ---------------------------------------------------


@pytest.mark.rule("E1")
@pytest.mark.rule("core.marriage_lost")
@pytest.mark.parametrize("text", ["Kh", "Qh", "Ks", "Qs"])
def test_first_lead_cannot_declare(text: str) -> None:
    # Seed 003: «На первом ходу марьяж объявлять нельзя.» Seed 000 (Games24): "The first move
    # immediately with one of the margin cards is admissible, but the announcement of the
    # margin and trump card does not occur."
    state = _lab()
    assert not any(a.declare for a in t.legal_actions(state) if isinstance(a, PlayCard))
    violation = assert_illegal(
        state, PlayCard(seat=1, card=card(text), declare=True), Reason.MARRIAGE_NEEDS_TRICK
    )
    assert "trick" in violation.message
    after = assert_legal(state, PlayCard(seat=1, card=card(text)))
    assert after.trump is None
    assert after.marriages == ()


@pytest.mark.rule("core.marriage_lost")
def test_marriage_card_led_first_declares_nothing_for_the_whole_deal() -> None:
    state = play(_lab(), "Kh Jh Jc")  # seat 1 takes the trick with Kh
    assert _last_trick(state).winner == 1
    assert state.trump is None
    assert "Qh!" not in plays(state)
    violation = assert_illegal(
        state, PlayCard(seat=1, card=card("Qh"), declare=True), Reason.MARRIAGE_NOT_HELD
    )
    assert "Kh" in violation.message
    state = play(state, "Qh 9h Qc")
    assert state.trump is None
    assert state.marriages == ()


@pytest.mark.rule("E1")
@pytest.mark.rule("core.marriage_declared_by_lead")
def test_after_taking_a_trick_the_leader_may_declare() -> None:
    state = play(_lab(), "As 9s Ts")
    assert _last_trick(state).winner == 1
    assert {"Kh!", "Qh!", "Ks!", "Qs!"} <= plays(state)
    assert plays(state) - {"Kh!", "Qh!", "Ks!", "Qs!"} == {str(c) for c in state.hand(1)}


@pytest.mark.rule("core.marriage_declared_by_lead")
@pytest.mark.parametrize("text", ["Kd", "Qd"])
def test_a_defender_declares_by_leading_king_or_queen(text: str) -> None:
    # Seed 002: «Важно помнить, что если противник перехватит ход он может перезаявить
    # козырь, в случае если у него на руках также имеется марьяж.»
    state = play(_lab(), "Kh Th Ac")
    assert state.to_act == 2
    assert state.declarer == 1
    assert {"Kd!", "Qd!"} <= plays(state)
    state = assert_legal(state, PlayCard(seat=2, card=card(text), declare=True))
    assert state.trump is Suit.DIAMONDS
    assert state.marriages == ((2, Suit.DIAMONDS),)
    assert state.trick == ((2, card(text)),)


@pytest.mark.rule("core.marriage_declared_by_lead")
def test_only_the_leader_declares() -> None:
    state = play(_lab(), "Kh Th Ac Kd!")
    assert state.to_act == 0
    violation = assert_illegal(
        state, PlayCard(seat=0, card=card("Jd"), declare=True), Reason.DECLARE_NOT_LEADING
    )
    assert violation.seat == 0
    state = play(state, "9d")
    # seat 1, void in diamonds, discards: declaring is still refused
    assert_illegal(
        state, PlayCard(seat=1, card=card("Qs"), declare=True), Reason.DECLARE_NOT_LEADING
    )


@pytest.mark.rule("core.marriage_declared_by_lead")
@pytest.mark.parametrize("text", ["Ad", "Td", "Jh", "9h", "9s"])
def test_only_a_king_or_queen_declares(text: str) -> None:
    state = play(_lab(), "Kh Th Ac")
    assert_illegal(
        state, PlayCard(seat=2, card=card(text), declare=True), Reason.DECLARE_NOT_MARRIAGE_CARD
    )


@pytest.mark.rule("core.marriage_declared_by_lead")
@pytest.mark.rule("core.marriage")
def test_several_marriages_of_one_player_add_up() -> None:
    # Seed 001: "Points for the announcement of several marriage within one round summarized."
    state = play(_lab(), "As 9s Ts / Qs! 9h Jd")
    assert state.trump is Suit.SPADES
    state = play(state, "Kh! Jh 9d")
    assert state.trump is Suit.HEARTS
    assert state.marriages == ((1, Suit.SPADES), (1, Suit.HEARTS))
    while not t.is_over(state):
        state = t.apply(state, t.legal_actions(state)[0])
    result = t.round_result(state)
    assert result.marriage_points == (0, 140, 0)
    assert result.points[1] == result.card_points[1] + 140


@pytest.mark.rule("core.marriage_declared_by_lead")
@pytest.mark.rule("core.marriage")
def test_marriages_held_but_never_declared_score_nothing() -> None:
    # Seed 000: "the presence of margin on hand does not guarantee that the player will
    # account for these points. In order for the points from marriages to learn, it must be
    # declared."
    state = _lab()
    while not t.is_over(state):
        state = t.apply(state, t.legal_actions(state)[0])  # plain plays come first
    result = t.round_result(state)
    assert result.marriage_points == (0, 0, 0)
    assert result.points == result.card_points
    assert sum(result.card_points) == 120


@pytest.mark.rule("core.marriage")
def test_king_and_queen_of_different_suits_are_no_marriage() -> None:
    deal = Deal.parse(
        ["Ac Tc Kc Jc Ts Jd 9d", "Ah Kh Qd As Ks Qc 9c", "Ad Td Kd Qh Th Jh 9h"],
        ["9s Js Qs"],
    )
    state = through_contract(deal, "p p", {2: "9s", 0: "Js"})
    # seat 1: Ah Kh Qd As Ks Qc 9c Qs: spades Ks Qs is its only marriage
    state = play(state, "As 9s Ts")
    assert _last_trick(state).winner == 1
    assert {p for p in plays(state) if p.endswith("!")} == {"Ks!", "Qs!"}
    assert_illegal(state, PlayCard(seat=1, card=card("Kh"), declare=True), Reason.MARRIAGE_NOT_HELD)
    assert_illegal(state, PlayCard(seat=1, card=card("Qd"), declare=True), Reason.MARRIAGE_NOT_HELD)


# --- core.marriage_lost -------------------------------------------------------------------


@pytest.mark.rule("core.marriage_lost")
def test_marriage_given_away_cannot_be_declared() -> None:
    # Seed 000 (Games24): "Margin announcement also does not occur if the player has thrown
    # off one of the Margin cards before the announcement."
    state = through_contract(LAB, "p p", {2: "Qh", 0: "Jc"})
    state = play(state, "As Ad Ts")  # seat 2 holds no spade and discards Ad
    assert _last_trick(state).winner == 1
    assert "Kh!" not in plays(state)
    assert {"Ks!", "Qs!"} <= plays(state)
    violation = assert_illegal(
        state, PlayCard(seat=1, card=card("Kh"), declare=True), Reason.MARRIAGE_NOT_HELD
    )
    assert "Qh" in violation.message
    assert "hearts" in violation.message


@pytest.mark.rule("core.marriage_lost")
@pytest.mark.rule("core.marriage")
def test_marriage_completed_by_a_received_card_can_be_declared() -> None:
    # Seed 003, rule 4: «Половинку марьяжа (короля или даму) можно также получить при сносе
    # карт игроком, выигравшем торги.» Seat 2 received Qd in the exchange.
    state = _ruff(3)
    assert state.to_act == 2
    assert {"Kd!", "Qd!"} <= plays(state)
    state = play(state, "Kd!")
    assert state.marriages[-1] == (2, Suit.DIAMONDS)


@pytest.mark.rule("core.marriage_lost")
def test_a_marriage_cannot_be_declared_twice() -> None:
    state = _ruff(4)
    assert state.to_act == 2
    assert_illegal(state, PlayCard(seat=2, card=card("Qd"), declare=True), Reason.MARRIAGE_NOT_HELD)


# --- A2: eight tricks ---------------------------------------------------------------------


@pytest.mark.rule("A2")
@pytest.mark.parametrize("seed", range(8))
def test_a_deal_is_eight_tricks_of_three_cards(seed: int) -> None:
    rng = random.Random(seed)
    state = t.apply(t.new_round(CLASSIC, dealer=seed % 3), t.deal(CLASSIC, rng))
    while not t.is_over(state):
        actions = t.legal_actions(state)
        actions = tuple(a for a in actions if not isinstance(a, t.Concede))
        state = t.apply(state, rng.choice(actions))
    assert len(state.tricks) == 8
    assert all(len(trick.plays) == 3 for trick in state.tricks)
    assert sum(trick.points for trick in state.tricks) == 120
    assert sum(t.round_result(state).tricks) == 8
    assert state.hands == ((), (), ())


def test_ruff_deal_plays_out_as_described() -> None:
    state = _ruff(8)
    assert t.is_over(state)
    assert [trick.winner for trick in state.tricks] == [1, 1, 2, 2, 2, 2, 2, 0]
    assert state.to_act is None


# --- states are values --------------------------------------------------------------------


def test_states_are_equal_values() -> None:
    first = play(_lab(), "Kh Th")
    again = play(_lab(), "Kh Th")
    assert first is not again
    assert first == again
    assert hash(first) == hash(again)
    assert first != play(_lab(), "Kh Jh")
    assert first != _lab()


def test_apply_leaves_the_old_state_unchanged() -> None:
    state = _lab()
    after = t.apply(state, PlayCard(seat=1, card=card("Kh")))
    assert state == _lab()
    assert card("Kh") in state.hand(1)
    assert card("Kh") not in after.hand(1)
    assert after != state


def test_a_refused_action_leaves_the_state_equal_to_before() -> None:
    state = play(_lab(), "Kh")
    refused: list[Any] = [
        PlayCard(seat=2, card=card("Ad")),
        PlayCard(seat=2, card=card("Th"), declare=True),
        PlayCard(seat=0, card=card("Ac")),
        PlayCard(seat=2, card=untyped(5)),
        t.Concede(seat=1),
        t.Bid(seat=2, value=105),
    ]
    for action in refused:
        with pytest.raises(t.IllegalActionError):
            t.apply(state, action)
        assert state == play(_lab(), "Kh")
    with pytest.raises(AttributeError):
        untyped(state).trump = Suit.HEARTS


@pytest.mark.rule("core.trick_winner")
@pytest.mark.rule("core.rank_order")
def test_every_trick_of_two_to_four_cards_goes_to_the_card_the_rule_names() -> None:
    """The engine's winner of every trick of distinct cards under every trump, against the
    rule as written: the highest trump if one was played, else the highest card of the
    suit led (ranks A > 10 > K > Q > J > 9)."""
    from itertools import permutations

    from thousand.round.play import winning_play

    order = ["9", "J", "Q", "K", "T", "A"]

    def named(trick: tuple[t.Card, ...], trump: int) -> int:
        trumps = [c for c in trick if c.suit.ordinal == trump]
        pool = trumps or [c for c in trick if c.suit == trick[0].suit]
        best = max(pool, key=lambda c: order.index(str(c)[0]))
        return trick.index(best)

    rng = random.Random(5)
    tricks = list(permutations(t.DECK, 2)) + [
        tuple(rng.sample(t.DECK, size)) for size in (3, 4) for _ in range(3000)
    ]
    for trump in range(-1, 4):
        for trick in tricks:
            assert winning_play(tuple(trick), trump) == named(tuple(trick), trump), (trick, trump)
