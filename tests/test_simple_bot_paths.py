"""The simple bot decides alike from a view and from a state, and sees nothing hidden.

:func:`~thousand.bots.simple_action` given a :class:`~thousand.RoundState` does not build
the view of the seat to act: it reads from the state what that view shows. Its decisions
work on card masks. Checked here at every decision of seeded games of every preset:

- the state, the seat's view, and worlds drawn for that view (the hidden cards dealt
  otherwise, :func:`~thousand.sample_world`) give the same action: a bot that read a
  hidden card would tell some of those worlds apart;
- that action is the one the bot took before it worked on masks (``reference_action``
  below: its former code, kept here as the specification), and one of the very objects
  :func:`~thousand.legal_actions` listed.
"""

from __future__ import annotations

import random

import pytest

import thousand as t
from thousand.actions import (
    PASS,
    Action,
    Bid,
    ChooseTalon,
    ClaimRedeal,
    DeclareContract,
    DeclineRedeal,
    Discard,
    GiveCard,
    Look,
    Pass,
    PlayCard,
)
from thousand.bots.simple import _strength, _wants_redeal, simple_play
from thousand.cards import Card, Rank, Suit, cards_of_mask
from thousand.rules.play import MarriageKind
from thousand.scoring.formulas import card_points

PRESETS = tuple(sorted(t.PRESETS))
DEALS = 150
WORLDS_EVERY = 3
"""Draw worlds at every third decision: sample_world is the slow part of the test."""


def preset(name: str) -> t.Rules:
    return t.Rules() if name == "classic" else t.Rules.preset(name)


# --- the former simple bot, verbatim but for names: the specification ----------------------


def _marriages(hand: tuple[Card, ...]) -> list[Suit]:
    held = set(hand)
    return [
        suit
        for suit in Suit
        if Card.of(Rank.KING, suit) in held and Card.of(Rank.QUEEN, suit) in held
    ]


def _strength_of(rules: t.Rules, hand: tuple[Card, ...]) -> int:
    aces = sum(1 for card in hand if card.rank is Rank.ACE)
    marriages = sum(rules.play.marriage_values[suit] for suit in _marriages(hand))
    return card_points(hand) + 10 * aces + marriages * 3 // 4 + 10


def _keep_value(card: Card, marriages: list[Suit]) -> tuple[int, int, int]:
    in_marriage = card.rank in (Rank.KING, Rank.QUEEN) and card.suit in marriages
    return (int(in_marriage), card.points, card.rank.strength)


def _beats(card: Card, best: Card, trump: Suit | None) -> bool:
    if card.suit == best.suit:
        return card.rank.strength > best.rank.strength
    return card.suit == trump


def _declared_value(rules: t.Rules, hand: tuple[Card, ...], card: Card) -> int:
    kind = MarriageKind.MARRIAGE
    if card.rank is Rank.ACE:
        kind = MarriageKind.ACE_MARRIAGE
    elif card.rank is Rank.JACK or (
        card.rank is Rank.QUEEN and Card.of(Rank.KING, card.suit) not in hand
    ):
        kind = MarriageKind.HALF_MARRIAGE
    return rules.play.value_of(kind, card.suit)


def _wants(rules: t.Rules, hand: tuple[Card, ...]) -> bool:
    nines = sum(1 for card in hand if card.rank is Rank.NINE)
    if nines == 4 and rules.redeal.four_nines_bonus:
        return False
    return _strength_of(rules, hand) < rules.bidding.min_bid


def reference_play(view: t.PlayerView, hand: tuple[Card, ...], legal: tuple[Action, ...]) -> Action:
    plays = [a for a in legal if isinstance(a, PlayCard)]
    declares = [a for a in plays if a.declare]
    if declares:
        return max(declares, key=lambda a: (_declared_value(view.rules, hand, a.card), a.card))
    if not view.trick:
        return max(plays, key=lambda a: (a.card.rank.strength, a.card))
    best = view.trick[0][1]
    for _, card in view.trick[1:]:
        if _beats(card, best, view.trump):
            best = card
    winners = [a for a in plays if _beats(a.card, best, view.trump)]
    if winners:
        return max(winners, key=lambda a: (a.card.rank.strength, a.card))
    return min(plays, key=lambda a: (a.card.points, a.card.rank.strength, a.card))


def reference_action(view: t.PlayerView) -> Action:
    seat = view.to_act
    assert seat is not None
    assert view.seat == seat
    legal = view.legal_actions
    phase = view.phase
    rules = view.rules
    if phase is t.Phase.BIDDING and seat in view.unseen:
        return next((a for a in legal if isinstance(a, Look)), PASS[seat])
    hand = view.hand
    if phase is t.Phase.BIDDING:
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and bids[0].value <= _strength_of(rules, hand):
            return bids[0]
        return PASS[seat] if any(isinstance(a, Pass) for a in legal) else legal[0]
    if phase is t.Phase.CUTTING:
        return legal[0]
    if phase is t.Phase.REDEAL:
        claims = [a for a in legal if isinstance(a, ClaimRedeal)]
        if claims and _wants(rules, hand):
            return claims[0]
        return next(a for a in legal if isinstance(a, DeclineRedeal))
    if phase is t.Phase.TALON:
        return next(a for a in legal if isinstance(a, ChooseTalon))
    if phase is t.Phase.EXCHANGE:
        claims = [a for a in legal if isinstance(a, ClaimRedeal)]
        if claims and _strength_of(rules, hand) - 10 < (view.contract or 0):
            return claims[0]
        away = [a for a in legal if isinstance(a, GiveCard | Discard)]
        marriages = _marriages(hand)
        return min(
            away, key=lambda a: (_keep_value(a.card, marriages), getattr(a, "to", view.players))
        )
    if phase is t.Phase.CONTRACT:
        return next(a for a in legal if isinstance(a, DeclareContract))
    return reference_play(view, hand, legal)


# --- the checks ----------------------------------------------------------------------------


def decisions(rules: t.Rules, seed: int, deals: int) -> list[tuple[t.RoundState, t.Action]]:
    """Every decision of ``deals`` deals of games between simple bots, and the bot's action.

    One decision in four is played at random instead, so that the deals reach states the
    simple bots would not.
    """
    rng = random.Random(seed)
    game = t.new_game(rules)
    seen = []
    for _ in range(deals):
        state = t.next_round(game, rng)
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
                continue
            action = t.bots.simple_action(state)
            seen.append((state, action))
            if rng.random() < 0.25:
                action = rng.choice(t.legal_actions(state))
            state = t.apply(state, action)
        game = t.record_round(game, t.round_result(state))
        if game.winner is not None:
            game = t.new_game(rules)
    return seen


@pytest.mark.parametrize("name", PRESETS)
def test_the_state_its_view_and_worlds_drawn_for_it_give_the_former_action(name: str) -> None:
    rules = preset(name)
    rng = random.Random(7)
    phases = set()
    worlds = 0
    for at, (state, action) in enumerate(decisions(rules, 11, DEALS)):
        seat = t.to_act(state)
        assert seat is not None
        seen = t.view(state, seat)
        phases.add(state.phase)
        assert t.bots.simple_action(seen) == action
        assert reference_action(seen) == action
        assert any(listed is action for listed in t.legal_actions(state))
        if state.phase is t.Phase.PLAYING:
            assert simple_play(state, state.hand(seat), t.legal_actions(state)) == action
            assert simple_play(seen, seen.hand, seen.legal_actions) == action
        if at % WORLDS_EVERY == 0:
            world = t.sample_world(seen, rng)
            assert t.view(world, seat) == seen  # the same view, other hidden cards
            assert t.bots.simple_action(world) == action
            worlds += 1
    assert worlds > 100
    assert {t.Phase.BIDDING, t.Phase.EXCHANGE, t.Phase.CONTRACT, t.Phase.PLAYING} <= phases


def test_worlds_drawn_for_a_view_deal_the_hidden_cards_otherwise() -> None:
    # Without this the world test above would prove nothing: the other seats' hands
    # must differ between the state and the worlds the bot is asked about.
    rules = t.Rules()
    rng = random.Random(5)
    differ = 0
    seen = decisions(rules, 3, 5)[:200]
    for state, _ in seen:
        seat = t.to_act(state)
        assert seat is not None
        world = t.sample_world(t.view(state, seat), rng)
        others = [s for s in range(rules.players) if s != seat]
        differ += any(world.hand(s) != state.hand(s) for s in others)
    assert differ > len(seen) // 3  # late in a deal few cards are hidden


def test_a_bot_that_read_a_hidden_card_would_be_caught() -> None:
    # The world test above, run against a bot that peeks at the next seat's hand.
    def peeking(state: t.RoundState) -> t.Action:
        seat = t.to_act(state)
        assert seat is not None
        legal = t.legal_actions(state)
        hidden = state.hand((seat + 1) % 3)  # a hand this seat does not see
        return legal[(hidden[0] if hidden else 0) % len(legal)]

    rng = random.Random(9)
    caught = False
    for state, _ in decisions(t.Rules(), 4, 3):
        seat = t.to_act(state)
        assert seat is not None
        seen = t.view(state, seat)
        world = t.sample_world(seen, rng)
        if len(t.legal_actions(state)) > 1 and peeking(world) != peeking(state):
            caught = True
            break
    assert caught


@pytest.mark.parametrize("name", PRESETS)
def test_the_strength_of_a_hand_mask_is_that_of_its_cards(name: str) -> None:
    rules = preset(name)
    rng = random.Random(13)
    for _ in range(2000):
        mask = rng.getrandbits(24) & rng.getrandbits(24)
        hand = cards_of_mask(mask)
        assert (
            _strength(rules, mask) == t.bots.hand_strength(rules, hand) == _strength_of(rules, hand)
        )
        assert _wants_redeal(rules, mask) == t.bots.wants_redeal(rules, hand) == _wants(rules, hand)
    nines = cards_of_mask(sum(1 << (6 * s) for s in range(4)))
    assert _wants_redeal(rules, sum(1 << c for c in nines)) == _wants(rules, nines)
