"""What one seat may know: views for frontends and bots.

A :class:`PlayerView` holds what a seat may know of a deal and nothing more: its own
hand (once it has looked at it, when dark bidding is on: C8), the talon only once it
is shown, the card it received in the exchange, every
played card, the auction, trump, marriages, tricks, hand sizes and who acts. Face-down
cards are absent, not flagged: a server that sends each client :func:`view` (never the
state) cannot leak a card. In the view's action log the other seats' hidden moves appear
as :class:`HiddenDeal` and :class:`HiddenGiveCard`.

:func:`sample_world` turns a view back into a full :class:`~thousand.RoundState` that
agrees with it, for bots that search over the cards they cannot see (it lives in
``thousand._worlds``).

>>> import random, thousand as t
>>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(1)))
>>> v = t.view(s, 2)
>>> len(v.hand), v.hand_sizes, v.talons, v.to_act
(7, (7, 7, 7), ((None, None, None),), 2)
>>> v.legal_actions == t.legal_actions(s)
True
"""

from __future__ import annotations

import functools

import attrs

from thousand.actions import Action, Bid, Deal, GiveCard, Pass, PlayCard
from thousand.cards import DECK, SUITS, Card, Suit, cards_of_mask
from thousand.context import RoundContext
from thousand.engine import legal_actions
from thousand.errors import Reason, StateError
from thousand.rules import Rules
from thousand.scoring import RoundResult, round_result
from thousand.state import KINDS, MARRIAGE, Data, Declaration, Phase, RoundState, Trick

__all__ = [
    "HiddenDeal",
    "HiddenGiveCard",
    "PlayerView",
    "SeenAction",
    "public_view",
    "view",
]


@attrs.frozen(kw_only=True)
class HiddenDeal:
    """The chance action as one seat saw it: its own cards; the rest face down.

    Attributes:
        seat: the seat that looked, or ``None`` for a spectator.
        hand: the cards dealt to that seat, in :class:`~thousand.Card` order (empty for a
            spectator, and for a seat that has not looked at its cards yet, C8).
    """

    seat: int | None
    hand: tuple[Card, ...]


@attrs.frozen(kw_only=True)
class HiddenGiveCard:
    """A :class:`~thousand.GiveCard` seen by a seat that is neither giver nor receiver.

    Attributes:
        seat: the declarer, who gave the card.
        to: the opponent who received it face down.
    """

    seat: int
    to: int


SeenAction = Action | HiddenDeal | HiddenGiveCard
"""An entry of a view's log: an action, or its censored form."""


@attrs.frozen(kw_only=True)
class PlayerView:
    """Everything one seat may know about a deal, and nothing more.

    Build one with :func:`view` (a seat) or :func:`public_view` (a spectator). Views are
    frozen values: equal views compare and hash equal, and
    :func:`thousand.serialization.dumps` writes them as JSON.

    Attributes:
        seat: the seat whose view this is; ``None`` for a spectator.
        rules: the rules of the deal.
        dealer: the dealer's seat.
        context: what the deal knows of its game: scores, seats on the barrel, a golden
            deal (public).
        seats: the seats that play this deal, clockwise from the dealer's left.
        phase: the current phase.
        to_act: the seat to act, or ``None`` (waiting for the deal, or over).
        hand: this seat's cards in :class:`~thousand.Card` order (empty for a spectator).
        hand_sizes: how many cards each seat holds, seat 0 first.
        talons: each talon as dealt, a card per position, ``None`` while face down; empty
            before the deal. The declarer sees a talon it took without showing it.
        talon_shown: whether the declarer showed the talon to everybody (D1, C10).
        bids: the bids and passes of the auction, in order.
        highest_bid: ``(seat, value)`` of the standing (then the winning) bid.
        declarer: the seat that won the auction, once it is over.
        contract: the contract, once the auction is over.
        trump: the trump suit, if a marriage has been declared.
        marriages: declared marriages (king and queen) as ``(seat, suit)``, in order.
        declarations: every declared marriage, of any kind (half marriages, E4; the ace
            marriage, E3), in order.
        tricks: the completed tricks.
        trick: the current trick's ``(seat, card)`` plays.
        leader: the seat leading the current trick, during trick play.
        conceded: whether the declarer conceded.
        legal_actions: what this seat may do now, as :func:`~thousand.legal_actions`
            lists it; empty unless this seat is to act.
        log: every action so far, the hidden ones censored (:data:`SeenAction`).
        result: the deal's result once it is over.
        dark: whether the standing (then the winning) bid was made in the dark (C9).
        unseen: the seats that have not looked at their cards yet, ascending (C8); a
            seat listed here sees no hand of its own.
    """

    seat: int | None
    rules: Rules
    dealer: int
    context: RoundContext
    seats: tuple[int, ...]
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    talons: tuple[tuple[Card | None, ...], ...]
    talon_shown: bool
    bids: tuple[Bid | Pass, ...]
    highest_bid: tuple[int, int] | None
    declarer: int | None
    contract: int | None
    trump: Suit | None
    marriages: tuple[tuple[int, Suit], ...]
    declarations: tuple[Declaration, ...]
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int | None
    conceded: bool
    legal_actions: tuple[Action, ...]
    log: tuple[SeenAction, ...]
    result: RoundResult | None
    dark: bool = False
    unseen: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.hand_sizes)

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat is to act."""
        return self.seat is not None and self.seat == self.to_act

    @property
    def played(self) -> tuple[tuple[int, Card], ...]:
        """Every ``(seat, card)`` played so far, in order."""
        plays = [play for trick in self.tricks for play in trick.plays]
        return (*plays, *self.trick)

    @property
    def voids(self) -> tuple[frozenset[Suit], ...]:
        """Per seat, the suits it has shown it no longer holds by failing to follow.

        A seat that does not follow the led suit holds none of it; if it does not trump
        either while a trump is set, it holds no trump. Cards never enter a hand during
        trick play, so a void lasts to the end of the deal.

        >>> import thousand as t
        >>> d = t.Deal.parse(["As Ks Qs Ac Kc Qc Ad", "Ts Js 9s Tc Jc 9c Td",
        ...                   "9d Jd Qd Kd Ah Kh Qh"], ["Th Jh 9h"])
        >>> s = t.apply_all(t.new_round(t.Rules(), 0), [d, t.Pass(seat=2), t.Pass(seat=0)])
        >>> s = t.apply_all(s, [t.GiveCard(seat=1, to=2, card=t.Card.parse("9s")),
        ...     t.GiveCard(seat=1, to=0, card=t.Card.parse("9c")),
        ...     t.DeclareContract(seat=1, value=100), t.PlayCard(seat=1, card=t.Card.parse("Th")),
        ...     t.PlayCard(seat=2, card=t.Card.parse("Ah")),
        ...     t.PlayCard(seat=0, card=t.Card.parse("9c"))])
        >>> t.view(s, 1).voids
        (frozenset({<Suit.HEARTS: 'h'>}), frozenset(), frozenset())
        """
        return voids_of(self.log, len(self.hand_sizes), len(self.seats))


def voids_of(
    log: tuple[SeenAction, ...], players: int, playing: int
) -> tuple[frozenset[Suit], ...]:
    """The suits each seat has shown it lacks, from the plays of a log (see ``voids``)."""
    voids = [0] * players
    trump = -1
    led = -1
    position = 0
    for action in log:
        if type(action) is not PlayCard:
            continue
        suit = action.card // 6
        if position == 0:
            led = suit
            if action.declare:
                trump = suit
        elif suit != led:
            voids[action.seat] |= 1 << led
            if trump >= 0 and suit != trump:
                voids[action.seat] |= 1 << trump
        position = (position + 1) % playing
    return tuple(frozenset(SUITS[s] for s in range(4) if mask >> s & 1) for mask in voids)


def view(state: RoundState, seat: int) -> PlayerView:
    """What ``seat`` may know of ``state``.

    Args:
        state: the deal.
        seat: the seat looking.

    Returns:
        The seat's view: its own hand (absent while the seat has not looked at it, C8),
        face-down cards absent, the legal actions when it is to act.

    Raises:
        StateError: ``seat`` is not a seat of the deal (reason ``malformed_action``).

    >>> import random, thousand as t
    >>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(1)))
    >>> t.view(s, 0).legal_actions, t.view(s, 0).to_act
    ((), 2)
    """
    d = state._d
    n = d.setup.players
    if type(seat) is not int or not 0 <= seat < n:
        raise StateError(Reason.MALFORMED_ACTION, f"a view is for a seat 0..{n - 1}, not {seat!r}")
    return _view(state, d, seat)


def public_view(state: RoundState) -> PlayerView:
    """What a spectator may know of ``state``: no hand, every face-down card absent.

    >>> import random, thousand as t
    >>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(1)))
    >>> v = t.public_view(s)
    >>> v.seat, v.hand, v.hand_sizes, v.legal_actions
    (None, (), (7, 7, 7), ())
    """
    return _view(state, state._d, None)


_NO_TALON: dict[tuple[int, ...], tuple[tuple[None, ...], ...]] = {}


def _view(state: RoundState, d: Data, seat: int | None) -> PlayerView:
    setup = d.setup
    terms = d.terms
    phase = d.phase
    past_auction = phase is not Phase.DEALING and phase is not Phase.BIDDING
    # Talons: shown to all (D1), or seen by the declarer who took them unshown (C10).
    if not terms.talons:
        talons: tuple[tuple[Card | None, ...], ...] = ()
    elif past_auction and (terms.talon_shown or seat == terms.bidder):
        talons = tuple(cards_of_mask(mask) for mask in terms.talons)
    else:
        sizes = tuple(mask.bit_count() for mask in terms.talons)
        talons = _NO_TALON.get(sizes) or _NO_TALON.setdefault(
            sizes, tuple((None,) * size for size in sizes)
        )
    log = d.log
    # Trick play only appends public plays: censor the part of the log before it.
    head = len(log) - len(d.trick) - len(d.tricks) * len(setup.seats)
    # C8: a seat that has not looked at its cards sees none of them.
    looking = seat if seat is not None and not terms.unseen >> seat & 1 else None
    seen, bids, bid_value = _censor(log[:head], seat, setup.rules.bidding.min_bid, looking)
    if head < len(log):
        seen += log[head:]
    hand: tuple[Card, ...] = cards_of_mask(d.hands[looking]) if looking is not None else ()
    return PlayerView(
        seat=seat,
        rules=setup.rules,
        dealer=setup.dealer,
        context=setup.context,
        seats=setup.seats,
        phase=phase,
        to_act=d.to_act if d.to_act >= 0 else None,
        hand=hand,
        hand_sizes=tuple(mask.bit_count() for mask in d.hands),
        talons=talons,
        talon_shown=terms.talon_shown,
        bids=bids,
        highest_bid=None if phase is Phase.DEALING else (terms.bidder, bid_value),
        declarer=terms.bidder if past_auction else None,
        contract=terms.bid if past_auction else None,
        trump=SUITS[d.trump] if d.trump >= 0 else None,
        marriages=_marriages(d.marriages),
        declarations=_declarations(d.marriages),
        tricks=_tricks(setup.next_seat, d.tricks),
        trick=_plays(setup.next_seat, d.leader, d.trick) if d.trick else (),
        leader=d.leader if phase is Phase.PLAYING else None,
        conceded=terms.conceded,
        legal_actions=legal_actions(state) if seat is not None and seat == d.to_act else (),
        log=seen,
        result=round_result(state) if phase is Phase.OVER else None,
        dark=terms.dark,
        unseen=_seats(terms.unseen) if terms.unseen else (),
    )


def _censor(
    log: tuple[Action, ...], seat: int | None, min_bid: int, looking: int | None
) -> tuple[tuple[SeenAction, ...], tuple[Bid | Pass, ...], int]:
    """The log as ``seat`` saw it, the auction's bids and passes, and the standing bid.

    ``looking``: ``seat`` if it has seen its cards, else ``None`` (C8: a seat that has
    not looked does not see its dealt hand either).
    """
    seen: list[SeenAction] = []
    bids: list[Bid | Pass] = []
    value = min_bid
    for action in log:
        kind = type(action)
        if kind is Bid:
            bids.append(action)  # type: ignore[arg-type]
            value = action.value  # type: ignore[union-attr]
            seen.append(action)
        elif kind is Pass:
            bids.append(action)  # type: ignore[arg-type]
            seen.append(action)
        elif kind is Deal:
            seen.append(_hidden_deal(action, looking, seat))
        elif kind is GiveCard and seat != action.seat and seat != action.to:  # type: ignore[union-attr]
            seen.append(_hidden_give(action.seat, action.to))  # type: ignore[union-attr]
        else:
            seen.append(action)
    return tuple(seen), tuple(bids), value


@functools.lru_cache(maxsize=512)
def _hidden_deal(deal: Deal, looking: int | None, seat: int | None) -> HiddenDeal:
    """The deal as ``seat`` saw it: the hand of ``looking`` (``None``: no hand)."""
    hand = tuple(sorted(deal.hands[looking])) if looking is not None else ()
    return HiddenDeal(seat=seat, hand=hand)


@functools.lru_cache(maxsize=64)
def _seats(mask: int) -> tuple[int, ...]:
    return tuple(s for s in range(mask.bit_length()) if mask >> s & 1)


@functools.cache
def _hidden_give(seat: int, to: int) -> HiddenGiveCard:
    return HiddenGiveCard(seat=seat, to=to)


@functools.lru_cache(maxsize=256)
def _marriages(raw: tuple[tuple[int, int, int], ...]) -> tuple[tuple[int, Suit], ...]:
    return tuple((seat, SUITS[suit]) for seat, suit, kind in raw if kind == MARRIAGE)


@functools.lru_cache(maxsize=256)
def _declarations(raw: tuple[tuple[int, int, int], ...]) -> tuple[Declaration, ...]:
    return tuple(Declaration(seat, KINDS[kind], SUITS[suit]) for seat, suit, kind in raw)


def _plays(
    next_seat: tuple[int, ...], leader: int, cards: tuple[int, ...]
) -> tuple[tuple[int, Card], ...]:
    plays = []
    seat = leader
    for card in cards:
        plays.append((seat, DECK[card]))
        seat = next_seat[seat]
    return tuple(plays)


# Completed tricks are shared between successive states, so the Trick values of a
# state's trick list are cached by the raw tuple.
@functools.lru_cache(maxsize=4096)
def _tricks(
    next_seat: tuple[int, ...], raw: tuple[tuple[int, tuple[int, ...], int], ...]
) -> tuple[Trick, ...]:
    if not raw:
        return ()
    done = _tricks(next_seat, raw[:-1])
    leader, cards, winner = raw[-1]
    return (*done, Trick(_plays(next_seat, leader, cards), winner))
