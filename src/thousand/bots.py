"""A simple baseline bot, for tests, demos and benchmarks.

:func:`simple_action` bids by the strength of its hand within what the rules allow,
gives away (or discards) its least useful cards, takes the first of two talons (two
players: the choice is blind), declares the contract it won, declares its most
valuable marriage when it may, and otherwise plays the highest card that takes the
trick, or its cheapest card when none does. It never concedes and never bids in the
dark (C8): a seat that has not seen its cards looks at them first, since a dark bid is
a gamble on cards its estimate cannot judge. It looks only at what the acting seat may
know: its own hand, the auction, the trump and the current trick. It is a baseline to
play against and to measure with, not a strong player.

>>> import random, thousand as t
>>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(3)))
>>> t.bots.simple_action(s)
Pass(seat=2)
>>> t.is_over(t.bots.play_to_end(s))
True
"""

from __future__ import annotations

from collections.abc import Callable

from thousand import _tables as tables
from thousand.actions import (
    Action,
    Bid,
    ChooseTalon,
    DeclareContract,
    Discard,
    GiveCard,
    Look,
    Pass,
    PlayCard,
)
from thousand.cards import Card, Rank, Suit
from thousand.engine import apply, legal_actions
from thousand.errors import Reason, StateError
from thousand.rules import MarriageKind, Rules
from thousand.scoring import card_points
from thousand.state import Phase, RoundState

__all__ = ["Bot", "hand_strength", "play_to_end", "simple_action"]

Bot = Callable[[RoundState], Action]
"""A player: picks a legal action for the seat to act."""

TALON_GUESS = 10
"""What the bot expects the talon to add to its hand when it wins the auction."""


def _marriages_held(hand: tuple[Card, ...]) -> list[Suit]:
    held = set(hand)
    return [
        suit
        for suit in Suit
        if Card.of(Rank.KING, suit) in held and Card.of(Rank.QUEEN, suit) in held
    ]


def hand_strength(rules: Rules, hand: tuple[Card, ...]) -> int:
    """What the bot expects to take with ``hand`` as declarer.

    Its card points, 10 more per ace, three quarters of its marriages (one may be lost
    before it can be declared) and a guess at the talon.

    >>> from thousand import Rules, parse_cards
    >>> from thousand.bots import hand_strength
    >>> hand_strength(Rules(), parse_cards("Ah Th Kh Qh 9s Jc 9d"))
    125
    """
    aces = sum(1 for card in hand if card.rank is Rank.ACE)
    marriages = sum(rules.play.marriage_values[suit] for suit in _marriages_held(hand))
    return card_points(hand) + 10 * aces + marriages * 3 // 4 + TALON_GUESS


def _keep_value(card: Card, marriages: list[Suit]) -> tuple[int, int, int]:
    """How much the bot wants to keep a card: marriage cards and aces most."""
    in_marriage = card.rank in (Rank.KING, Rank.QUEEN) and card.suit in marriages
    return (int(in_marriage), card.points, card.rank.strength)


def _beats(card: Card, best: Card, trump: Suit | None) -> bool:
    """Whether ``card`` takes a trick that ``best`` is winning (``core.trick_winner``)."""
    if card.suit == best.suit:
        return card.rank.strength > best.rank.strength
    return card.suit == trump


def _winning_card(state: RoundState) -> Card:
    trick = state.trick
    trump = state.trump
    best = trick[0][1]
    for _, card in trick[1:]:
        if _beats(card, best, trump):
            best = card
    return best


def _declared_value(rules: Rules, hand: tuple[Card, ...], card: Card) -> int:
    """What leading ``card`` from ``hand`` with ``declare=True`` is worth.

    The ace marriage (E3), a half marriage (a jack, or a queen without its king, E4) or
    a marriage.
    """
    kind = MarriageKind.MARRIAGE
    if card.rank is Rank.ACE:
        kind = MarriageKind.ACE_MARRIAGE
    elif card.rank is Rank.JACK or (
        card.rank is Rank.QUEEN and Card.of(Rank.KING, card.suit) not in hand
    ):
        kind = MarriageKind.HALF_MARRIAGE
    return rules.play.value_of(kind, card.suit)


def _play(state: RoundState, legal: tuple[Action, ...]) -> Action:
    plays = [a for a in legal if isinstance(a, PlayCard)]
    declares = [a for a in plays if a.declare]
    if declares:
        hand = state.hand(declares[0].seat)
        return max(declares, key=lambda a: (_declared_value(state.rules, hand, a.card), a.card))
    if not state.trick:
        return max(plays, key=lambda a: (a.card.rank.strength, a.card))
    best = _winning_card(state)
    trump = state.trump
    winners = [a for a in plays if _beats(a.card, best, trump)]
    if winners:
        return max(winners, key=lambda a: (a.card.rank.strength, a.card))
    return min(plays, key=lambda a: (a.card.points, a.card.rank.strength, a.card))


def simple_action(state: RoundState) -> Action:
    """The simple bot's action for the seat to act in ``state``.

    Raises:
        StateError: nobody is to act: the deal waits for its cards (reason
            ``deal_expected``) or is over (reason ``round_over``).
    """
    seat = state.to_act
    if seat is None:
        if state.phase is Phase.DEALING:
            raise StateError(Reason.DEAL_EXPECTED, "the cards have not been dealt yet")
        raise StateError(Reason.ROUND_OVER, "the deal is over")
    legal = legal_actions(state)
    phase = state.phase
    if phase is Phase.BIDDING and seat in state.unseen:
        # C8: its hand is unknown to it; look first (or pass when it only may pass).
        return next((a for a in legal if isinstance(a, Look)), tables.PASS[seat])
    hand = state.hand(seat)
    if phase is Phase.BIDDING:
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and bids[0].value <= hand_strength(state.rules, hand):
            return bids[0]
        return tables.PASS[seat] if any(isinstance(a, Pass) for a in legal) else legal[0]
    if phase is Phase.TALON:
        return next(a for a in legal if isinstance(a, ChooseTalon))  # blind: the first
    if phase is Phase.EXCHANGE:
        away = [a for a in legal if isinstance(a, GiveCard | Discard)]
        marriages = _marriages_held(hand)
        return min(
            away, key=lambda a: (_keep_value(a.card, marriages), getattr(a, "to", state.players))
        )
    if phase is Phase.CONTRACT:
        return next(a for a in legal if isinstance(a, DeclareContract))
    return _play(state, legal)


def play_to_end(state: RoundState, bot: Bot = simple_action) -> RoundState:
    """Let ``bot`` play every seat until the deal is over.

    Args:
        state: a dealt deal (not waiting for its :class:`~thousand.Deal`).
        bot: picks each action; :func:`simple_action` by default.

    Raises:
        StateError: the deal waits for its cards (reason ``deal_expected``).
        IllegalActionError: the bot chose an illegal action.
    """
    if state.phase is Phase.DEALING:
        raise StateError(Reason.DEAL_EXPECTED, "the cards have not been dealt yet")
    while state.phase is not Phase.OVER:
        state = apply(state, bot(state))
    return state
