"""The simple bot: a baseline to play against and to measure with.

:func:`simple_action` bids by the strength of its hand within what the rules allow,
gives away (or discards) its least useful cards, takes the first of two talons (two
players: the choice is blind), declares the contract it won, declares its most
valuable marriage when it may, and otherwise plays the highest card that takes the
trick, or its cheapest card when none does. It never concedes and never bids in the
dark (C8): a seat that has not seen its cards looks at them first, since a dark bid is
a gamble on cards its estimate cannot judge. It claims a redeal when it may and its
hand is too weak to bid (unless it holds four nines that earn the bonus of B5), or, as
declarer, when the talon leaves it short of the contract; as dealer it uses its right
on the bottom card (a new cut for a nine, burying a jack). It acts from the acting
seat's :class:`~thousand.PlayerView`, like every bot: its own hand, the auction, the
trump and the current trick. It is not a strong player.

>>> import random, thousand as t
>>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(3)))
>>> t.bots.simple_action(t.view(s, 2))
Pass(seat=2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from thousand.cards import Card, Rank, Suit
from thousand.errors import Reason, StateError
from thousand.round.facts import BIDDING, CONTRACT, CUTTING, DEALING, EXCHANGE, REDEAL, TALON, Phase
from thousand.rules.play import MarriageKind
from thousand.scoring.formulas import card_points
from thousand.state import RoundState
from thousand.views.player_view import PlayerView
from thousand.views.player_view import view as view_of

if TYPE_CHECKING:
    from thousand.rules.ruleset import Rules

__all__ = [
    "TALON_GUESS",
    "acting_seat",
    "cards_to_part_with",
    "hand_strength",
    "nobody_to_act",
    "simple_action",
    "simple_play",
    "wants_redeal",
]


# Enum members read once: off their class they cost ~0.2 µs a read in Python 3.11,
# and a bot decides at every move.
_NINE, _JACK, _QUEEN, _KING, _ACE = Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE
_SUITS = tuple(Suit)
_card_of = Card.of

TALON_GUESS = 10
"""What the bot expects the talon to add to its hand when it wins the auction."""


def _marriages_held(hand: tuple[Card, ...]) -> list[Suit]:
    held = set(hand)
    return [
        suit for suit in _SUITS if _card_of(_KING, suit) in held and _card_of(_QUEEN, suit) in held
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
    aces = sum(1 for card in hand if card.rank is _ACE)
    marriages = sum(rules.play.marriage_values[suit] for suit in _marriages_held(hand))
    return card_points(hand) + 10 * aces + marriages * 3 // 4 + TALON_GUESS


def _keep_value(card: Card, marriages: list[Suit]) -> tuple[int, int, int]:
    """How much the bot wants to keep a card: marriage cards and aces most."""
    in_marriage = card.rank in (_KING, _QUEEN) and card.suit in marriages
    return (int(in_marriage), card.points, card.rank.strength)


def cards_to_part_with(hand: tuple[Card, ...]) -> list[Card]:
    """The cards of ``hand`` in the order the bot gives them away: the least useful first."""
    marriages = _marriages_held(hand)
    return sorted(hand, key=lambda card: (_keep_value(card, marriages), card))


def _beats(card: Card, best: Card, trump: Suit | None) -> bool:
    """Whether ``card`` takes a trick that ``best`` is winning (``core.trick_winner``)."""
    if card.suit == best.suit:
        return card.rank.strength > best.rank.strength
    return card.suit == trump


def _winning_card(state: PlayerView | RoundState) -> Card:
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
    if card.rank is _ACE:
        kind = MarriageKind.ACE_MARRIAGE
    elif card.rank is _JACK or (card.rank is _QUEEN and _card_of(_KING, card.suit) not in hand):
        kind = MarriageKind.HALF_MARRIAGE
    return rules.play.value_of(kind, card.suit)


def simple_play(
    state: PlayerView | RoundState, hand: tuple[Card, ...], legal: tuple[Action, ...]
) -> Action:
    """The simple bot's card in trick play, for the seat to act with ``hand`` and ``legal``.

    It reads only what that seat sees (its hand, the trick, the trump), so a playout
    may call it with the state itself and skip building the view.
    """
    plays = [a for a in legal if isinstance(a, PlayCard)]
    declares = [a for a in plays if a.declare]
    if declares:
        return max(declares, key=lambda a: (_declared_value(state.rules, hand, a.card), a.card))
    if not state.trick:
        return max(plays, key=lambda a: (a.card.rank.strength, a.card))
    best = _winning_card(state)
    trump = state.trump
    winners = [a for a in plays if _beats(a.card, best, trump)]
    if winners:
        return max(winners, key=lambda a: (a.card.rank.strength, a.card))
    return min(plays, key=lambda a: (a.card.points, a.card.rank.strength, a.card))


def wants_redeal(rules: Rules, hand: tuple[Card, ...]) -> bool:
    """Whether the bot claims a redeal it may claim on ``hand`` (B1).

    It claims when it would not bid the minimum with the hand, unless it holds the four
    nines and the four-nines bonus is played (B5): it plays on to lead one.

    >>> from thousand import Rules, parse_cards
    >>> from thousand.bots import wants_redeal
    >>> wants_redeal(Rules(), parse_cards("9s 9c 9d 9h Js Jc Qd"))
    True
    >>> wants_redeal(Rules(), parse_cards("9s 9c 9h As Ac Kh Qh"))
    False
    """
    nines = sum(1 for card in hand if card.rank is _NINE)
    if nines == 4 and rules.redeal.four_nines_bonus:
        return False
    return hand_strength(rules, hand) < rules.bidding.min_bid


def simple_action(view: PlayerView | RoundState) -> Action:
    """The simple bot's action in ``view``, the view of the seat to act.

    Given a :class:`~thousand.RoundState` (the form of 0.1), it acts from the view of
    the seat to act in it.

    Raises:
        StateError: the seat whose view it is is not to act (reason ``not_your_turn``),
            or nobody is to act: the deal waits for its cards (reason ``deal_expected``)
            or its cut (``cut_expected``), or is over (``round_over``).
    """
    seat = view.to_act
    if seat is None:
        raise nobody_to_act(view.phase)
    if isinstance(view, RoundState):
        view = view_of(view, seat)
    if view.seat != seat:
        raise StateError(
            Reason.NOT_YOUR_TURN, f"this is the view of seat {view.seat}; seat {seat} is to act"
        )
    legal = view.legal_actions
    phase = view.phase
    rules = view.rules
    if phase is BIDDING and seat in view.unseen:
        # C8: its hand is unknown to it; look first (or pass when it only may pass).
        return next((a for a in legal if isinstance(a, Look)), PASS[seat])
    hand = view.hand
    if phase is BIDDING:
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and bids[0].value <= hand_strength(rules, hand):
            return bids[0]
        return PASS[seat] if any(isinstance(a, Pass) for a in legal) else legal[0]
    if phase is CUTTING:
        return legal[0]  # A9: a new cut for a nine, the jack buried
    if phase is REDEAL:
        claims = [a for a in legal if isinstance(a, ClaimRedeal)]
        if claims and wants_redeal(rules, hand):
            return claims[0]
        return next(a for a in legal if isinstance(a, DeclineRedeal))
    if phase is TALON:
        return next(a for a in legal if isinstance(a, ChooseTalon))  # blind: the first
    if phase is EXCHANGE:
        claims = [a for a in legal if isinstance(a, ClaimRedeal)]
        # A poor talon that leaves it short of the contract: claim the redeal (B1).
        if claims and hand_strength(rules, hand) - TALON_GUESS < (view.contract or 0):
            return claims[0]
        away = [a for a in legal if isinstance(a, GiveCard | Discard)]
        marriages = _marriages_held(hand)
        players = view.players
        return min(away, key=lambda a: (_keep_value(a.card, marriages), getattr(a, "to", players)))
    if phase is CONTRACT:
        return next(a for a in legal if isinstance(a, DeclareContract))
    return simple_play(view, hand, legal)


def acting_seat(view: PlayerView) -> int:
    """The seat of ``view``, which must be the seat to act.

    Raises:
        StateError: as :func:`simple_action` says.
    """
    seat = view.to_act
    if seat is None:
        raise nobody_to_act(view.phase)
    if view.seat != seat:
        raise StateError(
            Reason.NOT_YOUR_TURN, f"this is the view of seat {view.seat}; seat {seat} is to act"
        )
    return seat


def nobody_to_act(phase: Phase) -> StateError:
    """The error for a bot asked to act in a deal where nobody is to act."""
    if phase is DEALING:
        return StateError(Reason.DEAL_EXPECTED, "the cards have not been dealt yet")
    if phase is CUTTING:
        return StateError(Reason.CUT_EXPECTED, "the pack has not been cut yet")
    return StateError(Reason.ROUND_OVER, "the deal is over")
