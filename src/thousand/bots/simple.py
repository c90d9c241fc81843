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

from thousand.actions import (
    GIVE,
    MAX_SEATS,
    PASS,
    PLAY,
    PLAY_BY_SUIT,
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
from thousand.cards import (
    ABOVE,
    ACES,
    KING,
    SUIT_MASKS,
    Card,
    Rank,
    Suit,
    cards_mask,
    checked_cards,
    marriage_cards,
    marriages_held,
    mask_points,
)
from thousand.engine import legal_actions
from thousand.errors import BotError, Reason, StateError, not_rules, seat_shown
from thousand.round.facts import (
    BIDDING,
    CONTRACT,
    CUTTING,
    DEALING,
    EXCHANGE,
    PLAYING,
    REDEAL,
    TALON,
    Phase,
)
from thousand.round.outcome import past_auction
from thousand.rules.play import MarriageKind
from thousand.rules.ruleset import Rules
from thousand.scoring.formulas import card_points
from thousand.state import RoundState
from thousand.views.player_view import PlayerView

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
    hand = _hand_of("hand_strength", rules, hand)
    aces = sum(1 for card in hand if card.rank is _ACE)
    marriages = sum(rules.play.marriage_values[suit] for suit in _marriages_held(hand))
    return card_points(hand) + 10 * aces + marriages * 3 // 4 + TALON_GUESS


def _hand_of(function: str, rules: Rules, hand: object) -> tuple[Card, ...]:
    """``hand`` as a tuple of cards, or the typed error of ``function`` for bad arguments."""
    if not isinstance(rules, Rules):
        raise not_rules(function, rules)
    return tuple(checked_cards(function, hand))


def _keep_value(card: Card, marriages: list[Suit]) -> tuple[int, int, int]:
    """How much the bot wants to keep a card: marriage cards and aces most."""
    in_marriage = card.rank in (_KING, _QUEEN) and card.suit in marriages
    return (int(in_marriage), card.points, card.rank.strength)


def cards_to_part_with(hand: tuple[Card, ...]) -> list[Card]:
    """The cards of ``hand`` in the order the bot gives them away: the least useful first."""
    hand = tuple(checked_cards("cards_to_part_with", hand))
    marriages = _marriages_held(hand)
    return sorted(hand, key=lambda card: (_keep_value(card, marriages), card))


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
    hand = _hand_of("wants_redeal", rules, hand)
    nines = sum(1 for card in hand if card.rank is _NINE)
    if nines == 4 and rules.redeal.four_nines_bonus:
        return False
    return hand_strength(rules, hand) < rules.bidding.min_bid


# --- the decisions, on card masks ----------------------------------------------------------
#
# A bot decides at every move of a game, so the decisions below work on the 24-bit card
# masks of thousand.cards (bit ``suit * 6 + rank``, ranks weakest first) and on the
# documented order of legal_actions. Both ways in, a view and a state, end here with the
# same few facts that the seat to act may know.

_RANK_MASKS = tuple(sum(1 << (6 * s + r) for s in range(4)) for r in range(6))
"""The four cards of each rank, weakest rank first."""
_STRONGEST_FIRST = _RANK_MASKS[::-1]
_NINES = _RANK_MASKS[0]


def _top(mask: int) -> int:
    """The card of ``mask`` the bot leads or takes a trick with.

    The strongest rank, then the highest card (``max`` by rank strength, then card).
    """
    for rank in _STRONGEST_FIRST:
        cards = mask & rank
        if cards:
            return cards.bit_length() - 1
    raise StateError(Reason.WRONG_PHASE, "no card to play")


def _bottom(mask: int) -> int:
    """The card of ``mask`` the bot throws away.

    The fewest card points, then the weakest rank, then the lowest card: card points
    grow with rank strength, so that is the weakest rank, then the lowest card.
    """
    for rank in _RANK_MASKS:
        cards = mask & rank
        if cards:
            return (cards & -cards).bit_length() - 1
    raise StateError(Reason.WRONG_PHASE, "no card to play")


_STRENGTHS: dict[int, tuple[Rules, dict[int, int]]] = {}
""":func:`hand_strength` by the identity of the rules (each entry keeps its rules alive,
so the id is not reused while it is listed), then by hand mask: plain ints, which the
garbage collector does not walk."""
_STRENGTHS_LIMIT = 8192


def _strength(rules: Rules, hand: int) -> int:
    """:func:`hand_strength` of the cards of the mask ``hand``."""
    table = _STRENGTHS.get(id(rules))
    if table is None or table[0] is not rules:
        if len(_STRENGTHS) >= 64:
            _STRENGTHS.clear()
        table = _STRENGTHS[id(rules)] = (rules, {})
    known = table[1]
    strength = known.get(hand)
    if strength is not None:
        return strength
    values = rules.play.marriage_values.by_index
    marriages = sum(values[suit] for suit in marriages_held(hand))
    strength = mask_points(hand) + 10 * (hand & ACES).bit_count() + marriages * 3 // 4
    strength += TALON_GUESS
    if len(known) >= _STRENGTHS_LIMIT:
        known.clear()
    known[hand] = strength
    return strength


def _wants_redeal(rules: Rules, hand: int) -> bool:
    """:func:`wants_redeal` of the cards of the mask ``hand``."""
    if (hand & _NINES).bit_count() == 4 and rules.redeal.four_nines_bonus:
        return False
    return _strength(rules, hand) < rules.bidding.min_bid


def _first(legal: tuple[Action, ...], kind: type[Action]) -> Action | None:
    for action in legal:
        if type(action) is kind:
            return action
    return None


def _declared_value(rules: Rules, hand: int, card: int) -> int:
    """What leading ``card`` from the cards of ``hand`` with ``declare=True`` is worth.

    The ace marriage (E3), a half marriage (a jack, or a queen without its king, E4) or
    a marriage.
    """
    rank, suit = card % 6, card // 6
    kind = MarriageKind.MARRIAGE
    if rank == 5:
        kind = MarriageKind.ACE_MARRIAGE
    elif rank == 1 or (rank == 2 and not hand >> (suit * 6 + KING) & 1):
        kind = MarriageKind.HALF_MARRIAGE
    return rules.play.value_of(kind, _SUITS[suit])


_BEATERS = tuple(
    tuple(ABOVE[card] | (SUIT_MASKS[trump] if 0 <= trump != card // 6 else 0) for card in range(24))
    for trump in range(-1, 4)
)
"""``_BEATERS[trump + 1][card]``: the cards that take a trick ``card`` is winning
(``core.trick_winner``): a higher card of its suit, or a trump on another suit."""


_SUIT_PLAYS: dict[int, int] = {
    id(PLAY_BY_SUIT[seat][suit][bits]): bits << 6 * suit
    for seat in range(MAX_SEATS)
    for suit in range(4)
    for bits in range(64)
}
"""The cards of each shared tuple of the plays of one suit (``PLAY_BY_SUIT``), by the
tuple's identity: the engine lists the plays of a seat following suit or trumping as
one of these, which live as long as their module, so their ids are never reused."""


_BITS = tuple(1 << card for card in range(24))


def _plays_mask(legal: tuple[Action, ...]) -> int:
    """The cards of the plain plays in ``legal``, or -1 if it lists a declaration."""
    plays = 0
    for action in legal:
        if type(action) is PlayCard:
            if action.declare:
                return -1
            plays |= _BITS[action.card]
    return plays


def _lead_mask(legal: tuple[Action, ...], hand: int) -> int:
    """:func:`_plays_mask` of the legal actions of a seat on lead holding ``hand``.

    ``legal_actions`` lists the plays, then the declarations, then conceding. With no
    declaration, as many plain plays as cards in hand are the plays of the whole hand:
    a legal play is of a card held, and each is listed once.
    """
    end = len(legal) - (type(legal[-1]) is not PlayCard)
    if end == hand.bit_count() and not legal[end - 1].declare:  # type: ignore[union-attr]
        return hand
    return _plays_mask(legal)


def _follow(legal: tuple[Action, ...], trick: tuple[int, ...], trump: int) -> int:
    """The card to follow with, or -1 if ``legal`` lists a declaration.

    The strongest card that takes the trick, else the cheapest card.
    """
    plays = _SUIT_PLAYS.get(id(legal))
    if plays is None:
        plays = _plays_mask(legal)
    if plays < 0:
        return -1
    beaters = _BEATERS[trump + 1]
    best = trick[0]
    for card in trick[1:]:
        if beaters[best] >> card & 1:
            best = card
    winners = plays & beaters[best]
    return _top(winners) if winners else _bottom(plays)


def _play(
    seat: int,
    legal: tuple[Action, ...],
    trick: tuple[int, ...],
    trump: int,
    rules: Rules,
    hand: int,
) -> Action:
    """The card to play in trick play.

    A marriage to declare, else the strongest card when leading, else the strongest
    card that takes the trick, else the cheapest card.

    ``trick``: the cards of the current trick in the order played; ``trump``: the trump's
    suit index or -1; ``hand``: the seat's cards (read only to value a declaration).
    """
    card = _follow(legal, trick, trump) if trick else _top_or_declare(legal, hand)
    if card >= 0:
        return PLAY[seat][card]
    declares = [a for a in legal if type(a) is PlayCard and a.declare]
    return max(declares, key=lambda a: (_declared_value(rules, hand, a.card), a.card))


def _top_or_declare(legal: tuple[Action, ...], hand: int) -> int:
    """The card to lead from ``hand``, or -1 if ``legal`` lists a declaration."""
    plays = _lead_mask(legal, hand)
    return _top(plays) if plays >= 0 else -1


def _act(
    seat: int,
    phase: Phase,
    legal: tuple[Action, ...],
    rules: Rules,
    looked: bool,
    hand: int,
    contract: int,
    players: int,
) -> Action:
    """The action before trick play.

    ``looked``: whether the seat has seen its cards; ``hand``: its cards (0 if it has
    not); ``contract``: the contract once the auction is over (else 0).
    """
    if phase is BIDDING:
        if not looked:
            # C8: its hand is unknown to it; look first (or pass when it only may pass).
            return _first(legal, Look) or PASS[seat]
        bid = _first(legal, Bid)
        if bid is not None and bid.value <= _strength(rules, hand):  # type: ignore[union-attr]
            return bid
        return PASS[seat] if _first(legal, Pass) is not None else legal[0]
    if phase is CUTTING:
        return legal[0]  # A9: a new cut for a nine, the jack buried
    if phase is REDEAL:
        claim = _first(legal, ClaimRedeal)
        if claim is not None and _wants_redeal(rules, hand):
            return claim
        return _required(_first(legal, DeclineRedeal))
    if phase is TALON:
        return _required(_first(legal, ChooseTalon))  # blind: the first
    if phase is EXCHANGE:
        # legal_actions lists the claims on the talon last.
        claim = _first(legal, ClaimRedeal) if type(legal[-1]) is ClaimRedeal else None
        # A poor talon that leaves it short of the contract: claim the redeal (B1).
        if claim is not None and _strength(rules, hand) - TALON_GUESS < contract:
            return claim
        return _away(seat, legal, hand, players)
    if phase is CONTRACT:
        return _required(_first(legal, DeclareContract))
    raise StateError(Reason.WRONG_PHASE, f"the simple bot does not act in phase {phase.value}")


def _away(seat: int, legal: tuple[Action, ...], hand: int, players: int) -> Action:
    """The card the declarer least wants to keep, given or laid away.

    Not of a marriage, the weakest rank (card points grow with it), to the lowest seat
    (a gift before a discard), the lowest card: the first listed of equals.
    """
    marriage = marriage_cards(hand)
    # legal_actions lists the gifts first: every card to each opponent owed one,
    # opponents clockwise. As many as cards in hand per opponent are every card to each:
    # a gift is of a card held, and each is listed once.
    first, last = legal[0], legal[-1]
    end = len(legal)
    while type(last) is not GiveCard and end > 1:
        end -= 1
        last = legal[end - 1]
    if type(first) is GiveCard and type(last) is GiveCard:
        to, other = first.to, last.to
        if end == hand.bit_count() * (1 if to == other else 2):
            keep = hand & ~marriage
            return GIVE[seat][min(to, other)][_bottom(keep if keep else hand)]
    away: Action | None = None
    least = 1 << 30
    for action in legal:
        kind = type(action)
        if kind is GiveCard:
            to = action.to  # type: ignore[union-attr]
        elif kind is Discard:
            to = players
        else:
            continue
        card = action.card  # type: ignore[union-attr]
        key = ((marriage >> card & 1) << 6 | card % 6) << 3 | to
        if key < least:
            away, least = action, key
    return _required(away)


def _required(action: Action | None) -> Action:
    if action is None:
        raise StateError(Reason.WRONG_PHASE, "the simple bot found no action to take")
    return action


def simple_play(
    state: PlayerView | RoundState, hand: tuple[Card, ...], legal: tuple[Action, ...]
) -> Action:
    """The simple bot's card in trick play, for the seat to act with ``hand`` and ``legal``.

    It reads only what that seat sees (its hand, the trick, the trump), so a playout
    may call it with the state itself and skip building the view.
    """
    if isinstance(state, RoundState):
        d = state._d
        seat, trick, trump = d.to_act, d.trick, d.trump
    else:
        seat = state.to_act if state.to_act is not None else -1
        trick = tuple(card for _, card in state.trick)
        trump = state.trump.ordinal if state.trump is not None else -1
    return _play(seat, legal, trick, trump, state.rules, cards_mask(hand))


def simple_action(view: PlayerView | RoundState) -> Action:
    """The simple bot's action in ``view``, the view of the seat to act.

    Given a :class:`~thousand.RoundState` (the form of 0.1), it acts from what the seat
    to act in it may know, as from that seat's view.

    Raises:
        StateError: the seat whose view it is is not to act (reason ``not_your_turn``),
            or nobody is to act: the deal waits for its cards (reason ``deal_expected``)
            or its cut (``cut_expected``), or is over (``round_over``).
    """
    if type(view) is not RoundState and not isinstance(view, RoundState):
        return _view_action(view)
    # The state, without building the view of the seat to act: the bot reads only what
    # that view (thousand.view) shows. The legal actions; in trick play the trick, the
    # trump and the seat's own cards; before it, the seat's own cards once it has looked
    # at them (C8), the contract once the auction is over and the number of seats. A bot
    # acts at every move of a game, so the commonest decisions are spelled out here.
    setup, phase, seat, hands, trump, _, _, trick, _, _, before = view._d
    if seat < 0:
        raise nobody_to_act(phase)
    legal = legal_actions(view)
    if phase is PLAYING:
        if trick:  # following, the commonest decision of all
            plays = _SUIT_PLAYS.get(id(legal))
            if plays is not None:
                # The plays of one suit: its strongest card is its highest bit, its
                # cheapest its lowest (_top and _bottom of a mask of one suit).
                beaters = _BEATERS[trump + 1]
                best = trick[0]
                for card in trick:  # no card beats itself
                    if beaters[best] >> card & 1:
                        best = card
                winners = plays & beaters[best]
                if winners:
                    return PLAY[seat][winners.bit_length() - 1]
                return PLAY[seat][(plays & -plays).bit_length() - 1]
            card = _follow(legal, trick, trump)
        else:
            card = _top_or_declare(legal, hands[seat])
        if card >= 0:
            return PLAY[seat][card]
        return _play(seat, legal, trick, trump, setup.rules, hands[seat])
    looked = not before.unseen >> seat & 1
    contract = before.bid if phase is EXCHANGE and past_auction(view._d) else 0
    hand = hands[seat] if looked else 0
    return _act(seat, phase, legal, setup.rules, looked, hand, contract, len(hands))


def _view_action(view: PlayerView) -> Action:
    """:func:`simple_action` in a view."""
    if not isinstance(view, PlayerView):
        raise BotError(
            Reason.NOT_A_VIEW, f"a bot acts from a PlayerView, not from {type(view).__name__}"
        )
    seat = acting_seat(view)
    legal = view.legal_actions
    phase = view.phase
    if phase is PLAYING:
        trick = tuple(card for _, card in view.trick)
        trump = view.trump.ordinal if view.trump is not None else -1
        return _play(seat, legal, trick, trump, view.rules, cards_mask(view.hand))
    return _act(
        seat,
        phase,
        legal,
        view.rules,
        seat not in view.unseen,
        cards_mask(view.hand),
        view.contract or 0,
        view.players,
    )


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
            Reason.NOT_YOUR_TURN,
            f"this is the view of {seat_shown(view.seat)}; p{seat + 1} is to act",
        )
    return seat


def nobody_to_act(phase: Phase) -> StateError:
    """The error for a bot asked to act in a deal where nobody is to act."""
    if phase is DEALING:
        return StateError(Reason.DEAL_EXPECTED, "the cards have not been dealt yet")
    if phase is CUTTING:
        return StateError(Reason.CUT_EXPECTED, "the pack has not been cut yet")
    return StateError(Reason.ROUND_OVER, "the deal is over")
