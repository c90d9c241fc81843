""":class:`PlayerView` and :func:`view`: what one seat may know, and nothing more.

The package's introduction (:mod:`thousand.views`) says what a seat sees when; the
hidden actions of the other seats appear as :class:`HiddenDeal`,
:class:`HiddenGiveCard`, :class:`HiddenDiscard` and :class:`HiddenCut`.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import attrs

from thousand.actions import (
    AcceptCut,
    Action,
    Bid,
    BuryJack,
    Concede,
    Cut,
    Deal,
    Discard,
    GiveCard,
    Pass,
    PlayCard,
    Recut,
)
from thousand.cards import SUITS, Card, Suit, cards_of_mask
from thousand.engine import legal_actions
from thousand.errors import Reason, StateError, not_a_deal, shown
from thousand.round.context import RoundContext
from thousand.round.facts import CUTTING, DEALING, OVER, PLAYING, Phase
from thousand.round.outcome import claimed_cards, past_auction, talon_shown
from thousand.round.play import winning_play
from thousand.round.played import (
    Declaration,
    Trick,
    declarations_of,
    marriages_of,
    plays_of,
    tricks_of,
)
from thousand.rules.dealing import CUT_NINES_FOR_PENALTY, CutJack, team_totals
from thousand.rules.ruleset import Rules
from thousand.scoring.results import RoundResult
from thousand.scoring.summary import round_result
from thousand.table import format_view
from thousand.values import builder
from thousand.views.seen_cards import ace_sets_trump, stock_of, talons_seen, voids_of

if TYPE_CHECKING:
    from thousand.round.facts import BeforePlay, RoundFacts
    from thousand.round.setup import DealSetup
    from thousand.state import RoundState

__all__ = [
    "HiddenCut",
    "HiddenDeal",
    "HiddenDiscard",
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


@attrs.frozen(kw_only=True)
class HiddenDiscard:
    """A :class:`~thousand.Discard` seen by a seat other than the declarer (A3).

    Attributes:
        seat: the declarer, who laid a card away face down.
    """

    seat: int


@attrs.frozen(kw_only=True)
class HiddenCut:
    """A :class:`~thousand.Cut` as a seat other than the dealer saw it (A9).

    The bottom card is the one the dealer keeps or decides on: only the dealer saw it.

    Attributes:
        seat: the cutter.
    """

    seat: int


SeenAction = Action | HiddenDeal | HiddenGiveCard | HiddenDiscard | HiddenCut
"""An entry of a view's log: an action, or its censored form."""


@attrs.frozen(kw_only=True, slots=False)  # built by thousand.values.builder: see there
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
            before the deal. The declarer sees a talon it took without showing it; the
            dealer sitting out sees the talon from the deal on if ``dealing.
            sitting_dealer_sees_talon`` (A7), and everybody when the deal is over and
            the dealer scores it (A5); the talon not taken (A3, A4) is turned up
            when a deal played out is over; of a stock each seat sees what it drew.
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
        sitting_out: the seat that sits out with four players: the dealer (A5) or as
            ``dealing.sitter`` says (A11).
        chosen_talon: which of two talons the declarer took (A3), once taken.
        discards: the declarer's discards (A3), ``None`` while face down: the declarer
            sees them; the others when a deal played out is over, if they are scored
            (A4; never those laid on the dummy).
        claimed_hand: the hand a seat laid down to claim a redeal on it (B1), shown to
            everybody; empty otherwise. The seat is the claim's
            (:attr:`RoundResult.outcome_seat <thousand.RoundResult.outcome_seat>`).
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
    sitting_out: int | None = None
    chosen_talon: int | None = None
    discards: tuple[Card | None, ...] = ()
    claimed_hand: tuple[Card, ...] = ()

    def __str__(self) -> str:
        """The table as this seat sees it (:func:`~thousand.format_view`)."""
        return format_view(self)

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.hand_sizes)

    @property
    def team_scores(self) -> tuple[int, int] | None:
        """Each team's total before this deal with fixed partnerships (A13); else ``None``.

        Seats 0 and 2, then 1 and 3, from the game's scores in the view's ``context``;
        ``None`` too for a deal outside a game (no scores).
        """
        if not self.rules.dealing.partnerships or not self.context.scores:
            return None
        return team_totals(self.context.scores)

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
    def trick_winner(self) -> int | None:
        """The seat winning the current trick so far, or ``None`` with no card in it.

        The engine's own ``core.trick_winner`` (:attr:`RoundState.trick_winner
        <thousand.RoundState.trick_winner>`): the highest trump, else the highest card
        of the led suit.
        """
        trick = self.trick
        if not trick:
            return None
        trump = self.trump
        at = winning_play(tuple(card for _, card in trick), -1 if trump is None else trump.ordinal)
        return trick[at][0]

    @property
    def voids(self) -> tuple[frozenset[Suit], ...]:
        """Per seat, the suits it has shown it no longer holds by failing to follow.

        A seat that does not follow the led suit holds none of it; if it does not trump
        either while a trump is set, it holds no trump. Cards never enter a hand during
        trick play, so a void lasts to the end of the deal; but with a stock (A3) nobody
        has to follow while it lasts, and a card drawn ends every void.

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
        stock, follow = stock_of(self.rules)
        return voids_of(
            self.log,
            len(self.hand_sizes),
            len(self.seats),
            stock,
            follow,
            ace_sets_trump(self.rules),
        )

    @property
    def stock_left(self) -> int:
        """The cards still in the stock (A3 ``stock``); 0 without one.

        >>> import random, thousand as t
        >>> rules = t.Rules(dealing=t.DealingRules(
        ...     players=2, two_player_deal=t.TwoPlayerDeal.STOCK))
        >>> t.view(t.apply(t.new_round(rules), t.deal(rules, random.Random(1))), 0).stock_left
        12
        """
        stock, _ = stock_of(self.rules)
        return max(0, stock - 2 * len(self.tricks)) if self.talons else 0


def view(state: RoundState, seat: int) -> PlayerView:
    """What ``seat`` may know of ``state``.

    Args:
        state: the deal.
        seat: the seat looking.

    Returns:
        The seat's view: its own hand (absent while the seat has not looked at it, C8),
        face-down cards absent, the legal actions when it is to act.

    Raises:
        StateError: ``state`` is not a deal, or ``seat`` is not one of its seats (reason
            ``malformed_action``).

    >>> import random, thousand as t
    >>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(1)))
    >>> t.view(s, 0).legal_actions, t.view(s, 0).to_act
    ((), 2)
    """
    try:
        d = state._d
    except AttributeError:
        raise not_a_deal("view", state) from None
    n = d.setup.players
    if type(seat) is not int or not 0 <= seat < n:
        raise StateError(
            Reason.MALFORMED_ACTION, f"a view is for a seat 0..{n - 1}, not {shown(seat)}"
        )
    return _view(state, d, seat)


def public_view(state: RoundState) -> PlayerView:
    """What a spectator may know of ``state``: no hand, every face-down card absent.

    >>> import random, thousand as t
    >>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(1)))
    >>> v = t.public_view(s)
    >>> v.seat, v.hand, v.hand_sizes, v.legal_actions
    (None, (), (7, 7, 7), ())
    """
    try:
        d = state._d
    except AttributeError:
        raise not_a_deal("public_view", state) from None
    return _view(state, d, None)


def _view(state: RoundState, d: RoundFacts, seat: int | None) -> PlayerView:
    setup = d.setup
    before = d.before_play
    phase = d.phase
    auction_over = past_auction(d)
    # Two players: what is left over is turned up when a deal played out ends (A4); a
    # deal that ends in a redeal turns up nothing.
    played = phase is OVER and type(d.log[-1]) in _PLAYED_LAST
    turned_up = played and not before.conceded and setup.talon_choice
    log = d.log
    # Trick play only appends public plays: censor the part of the log before it.
    head = len(log) - len(d.trick) - len(d.tricks) * len(setup.seats)
    # What the seat saw before trick play does not change during it: a bot is handed
    # a view at every card, so it is worked out once. The facts before play are a new
    # object whenever an action before play changes them, and the head's length tells
    # apart the actions that leave them as they were.
    # C8: a seat that has not looked at its cards sees none of them.
    looking = seat if seat is not None and not before.unseen >> seat & 1 else None
    key = (id(before), seat, phase, head, played)
    discards: tuple[Card | None, ...]
    hit = _BEFORE_PLAY_SEEN.get(key)
    if hit is not None and hit[0] is before and hit[1] is setup:
        _, _, talons, seen, bids, bid_value, discards = hit
    else:
        talons = talons_seen(d, seat, auction_over, turned_up, played)
        seen, bids, bid_value = _censor(
            log[:head], seat, setup.opening_bid, looking, turned_up, setup.gifts_shown
        )
        if setup.cutter >= 0 and seat != setup.dealer:
            third_nine = before.cut_and_claims.nines >= CUT_NINES_FOR_PENALTY
            seen = _hide_bottom(seen, setup.rules.dealing.cut_jack, third_nine)
        discards = ()
        if before.discarded:
            if seat == before.bidder or turned_up:
                discards = cards_of_mask(before.discarded)
            else:
                discards = (None,) * before.discarded.bit_count()
        if len(_BEFORE_PLAY_SEEN) >= _BEFORE_PLAY_SEEN_LIMIT:
            _BEFORE_PLAY_SEEN.clear()
        _BEFORE_PLAY_SEEN[key] = (before, setup, talons, seen, bids, bid_value, discards)
    if setup.stock_size:
        talons = talons_seen(d, seat, auction_over, turned_up, played)  # drawn card by card
    if head < len(log):
        seen += log[head:]
    claimed = claimed_cards(d) if phase is OVER else None
    hand: tuple[Card, ...] = cards_of_mask(d.hands[looking]) if looking is not None else ()
    return _build_view(
        {
            "seat": seat,
            "rules": setup.rules,
            "dealer": setup.dealer,
            "context": setup.context,
            "seats": setup.seats,
            "phase": phase,
            "to_act": d.to_act if d.to_act >= 0 else None,
            "hand": hand,
            "hand_sizes": tuple(map(int.bit_count, d.hands)),
            "talons": talons,
            "talon_shown": talon_shown(d),
            "bids": bids,
            "highest_bid": (
                None
                if phase is DEALING or phase is CUTTING or before.bidder < 0
                else (before.bidder, bid_value)
            ),
            "declarer": before.bidder if auction_over else None,
            "contract": before.bid if auction_over else None,
            "trump": SUITS[d.trump] if d.trump >= 0 else None,
            "marriages": marriages_of(d.marriages),
            "declarations": declarations_of(d.marriages),
            "tricks": tricks_of(setup.next_seat, d.tricks),
            "trick": plays_of(setup.next_seat, d.leader, d.trick) if d.trick else (),
            "leader": d.leader if phase is PLAYING else None,
            "conceded": before.conceded,
            "legal_actions": legal_actions(state) if seat is not None and seat == d.to_act else (),
            "log": seen,
            "result": round_result(state) if phase is OVER else None,
            "dark": before.dark,
            "unseen": _seats(before.unseen) if before.unseen else (),
            "sitting_out": setup.sitting_out if setup.sitting_out >= 0 else None,
            "chosen_talon": before.chosen if before.chosen >= 0 else None,
            "discards": discards,
            "claimed_hand": cards_of_mask(claimed[1]) if claimed is not None else (),
        }
    )


_build_view = builder(PlayerView)


_BEFORE_PLAY_SEEN: dict[
    tuple[int, int | None, Phase, int, bool],
    tuple[
        BeforePlay,
        DealSetup,
        tuple[tuple[Card | None, ...], ...],
        tuple[SeenAction, ...],
        tuple[Bid | Pass, ...],
        int,
        tuple[Card | None, ...],
    ],
] = {}
"""What each seat saw of a deal before trick play, by the identity of the facts before play
(each entry keeps them alive, so an id is not reused while it is listed)."""
_BEFORE_PLAY_SEEN_LIMIT = 4096


_CUTTING = (Cut, Recut, BuryJack, AcceptCut)
"""The actions of the cutting (A9): they come first in a log, before the deal."""


_NINE, _JACK = 0, 1
"""Ranks by strength (``card % 6``)."""


def _hide_bottom(
    seen: tuple[SeenAction, ...], cut_jack: CutJack, third_nine: bool
) -> tuple[SeenAction, ...]:
    """The log with the last cut censored unless the rules show its bottom card (A9).

    Only the dealer looks at the bottom card. Everybody sees it when the dealer acts on
    it (a nine cut again, a jack buried or, under ``dealer_cuts``, cut away by the
    dealer; under ``reshuffle``, A14, a jack shuffled back into the pack) or when it is
    the cutter's third nine, which ends the deal. Any other card is kept, and stays the
    dealer's secret whatever happens next: the deal, or an exposed card (A10) that ends
    the deal before it. The cuts before the last were all cut again, so shown.
    """
    last = -1
    for at, entry in enumerate(seen):
        kind = type(entry)
        if kind is Cut:
            last = at
        elif kind not in _CUTTING:
            break
    if last < 0:
        return seen
    cut: Cut = seen[last]  # type: ignore[assignment]
    after = type(seen[last + 1]) if last + 1 < len(seen) else None
    rank = cut.bottom % 6
    if (
        after is Recut
        or after is BuryJack
        or (rank == _NINE and third_nine)
        or (rank == _JACK and cut_jack is not CutJack.BURY)
    ):
        return seen
    return (*seen[:last], HiddenCut(seat=cut.seat), *seen[last + 1 :])


_PLAYED_LAST = (PlayCard, Concede)
"""The last action of a deal that was played (or conceded), not ended before play."""


def _censor(
    log: tuple[Action, ...],
    seat: int | None,
    opening_bid: int,
    looking: int | None,
    turned_up: bool = False,
    gifts_shown: bool = False,
) -> tuple[tuple[SeenAction, ...], tuple[Bid | Pass, ...], int]:
    """The log as ``seat`` saw it, the auction's bids and passes, and the standing bid.

    ``looking``: ``seat`` if it has seen its cards, else ``None`` (C8: a seat that has
    not looked does not see its dealt hand either). ``turned_up``: the discards are
    turned up at the end of the deal (A4). ``gifts_shown``: the exchange is passed face
    up (D15), every gift seen by all.
    """
    seen: list[SeenAction] = []
    bids: list[Bid | Pass] = []
    value = opening_bid
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
            hand = action.hands[looking] if looking is not None else ()  # type: ignore[union-attr]
            seen.append(_hidden_deal(hand, seat))
        elif kind is GiveCard and not gifts_shown and seat != action.seat and seat != action.to:  # type: ignore[union-attr]
            seen.append(_hidden_give(action.seat, action.to))  # type: ignore[union-attr]
        elif kind is Discard and seat != action.seat and not turned_up:  # type: ignore[union-attr]
            seen.append(_hidden_discard(action.seat))  # type: ignore[union-attr]
        else:
            seen.append(action)
    return tuple(seen), tuple(bids), value


@functools.lru_cache(maxsize=512)
def _hidden_deal(hand: tuple[Card, ...], seat: int | None) -> HiddenDeal:
    """The deal as ``seat`` saw it: ``hand``, the cards it looked at.

    Kept by that hand alone, never by the deal: the cache holds no card a seat has not
    seen.
    """
    return HiddenDeal(seat=seat, hand=tuple(sorted(hand)))


@functools.lru_cache(maxsize=64)
def _seats(mask: int) -> tuple[int, ...]:
    return tuple(s for s in range(mask.bit_length()) if mask >> s & 1)


@functools.cache
def _hidden_give(seat: int, to: int) -> HiddenGiveCard:
    return HiddenGiveCard(seat=seat, to=to)


@functools.cache
def _hidden_discard(seat: int) -> HiddenDiscard:
    return HiddenDiscard(seat=seat)
