"""The state of one deal, from dealing to its result.

A :class:`RoundState` is an immutable value: :func:`~thousand.apply` returns a new state
and never changes the old one, so undo is keeping the previous state and search can
branch freely. Equal states compare and hash equal.

Inside, a state keeps its facts in a private tuple of plain ints and bit masks (the
engine's hot paths read and rebuild it cheaply); the properties below present them as
cards, suits and seats.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, NamedTuple, NoReturn

import attrs

from thousand._deal_rules import Outcome, RedealFacts, redeal_facts
from thousand._layouts import TwoPlayerDeal, TwoPlayerFacts, two_player_setup
from thousand._tables import TOTAL_CARD_POINTS
from thousand.actions import Action, Bid, Deal, Pass
from thousand.cards import DECK, SUITS, Card, Suit, cards_of_mask
from thousand.context import STANDALONE, RoundContext
from thousand.rules import (
    GOLDEN_CONTRACT,
    AceMarriage,
    BarrelBidding,
    BidCap,
    BlindBidding,
    Cutter,
    MarriageKind,
    MarriageTiming,
    ObligatoryBid,
    Overtake,
    Rules,
    barrel_contract,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

__all__ = ["Declaration", "Phase", "RoundContext", "RoundState", "Trick"]

KINDS = tuple(MarriageKind)
"""Marriage kinds by their code in the state's facts (0 is the ordinary marriage)."""
MARRIAGE, HALF_MARRIAGE, ACE_MARRIAGE = range(3)


class Phase(enum.StrEnum):
    """The phases of a deal.

    In the order of a deal: ``CUTTING`` (only with A9 on), ``DEALING``, ``REDEAL`` (only
    when a seat may claim a redeal, B3: before ``BIDDING`` or after ``EXCHANGE``),
    ``BIDDING``, ``EXCHANGE``, ``CONTRACT``, ``PLAYING``, ``OVER``.
    """

    DEALING = "dealing"
    """Waiting for the chance action, a :class:`~thousand.Deal`."""
    BIDDING = "bidding"
    """The auction: :class:`~thousand.Bid` and :class:`~thousand.Pass`."""
    EXCHANGE = "exchange"
    """The declarer has taken the talon and gives a card to each opponent
    (:class:`~thousand.GiveCard`), or concedes."""
    CONTRACT = "contract"
    """The declarer keeps or raises the contract (:class:`~thousand.DeclareContract`), or
    concedes."""
    PLAYING = "playing"
    """Trick play: :class:`~thousand.PlayCard`."""
    OVER = "over"
    """The deal is over; :func:`~thousand.round_result` scores it."""
    CUTTING = "cutting"
    """The cutting before the deal (A9): the chance action :class:`~thousand.Cut`, then,
    when a nine or a jack lies at the bottom, the dealer's :class:`~thousand.Recut`,
    :class:`~thousand.BuryJack` or :class:`~thousand.AcceptCut`."""
    REDEAL = "redeal"
    """The seats that may claim a redeal on their hand are asked in turn, clockwise from
    the dealer's left: :class:`~thousand.ClaimRedeal` or :class:`~thousand.DeclineRedeal`
    (B1-B3). Entered only when some seat may claim."""
    TALON = "talon"
    """Two players with two talons (A3 ``two_talons``, ``nine_cards``): the declarer
    takes one of them without seeing it (:class:`~thousand.ChooseTalon`). It comes
    between the auction and the exchange."""


@attrs.frozen
class Trick:
    """A trick: the cards played to it in order, and who took it.

    Attributes:
        plays: ``(seat, card)`` pairs in the order played; the first seat led.
        winner: the seat that took the trick (``core.trick_winner``).
    """

    plays: tuple[tuple[int, Card], ...]
    winner: int

    @property
    def leader(self) -> int:
        """The seat that led."""
        return self.plays[0][0]

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the order played."""
        return tuple(card for _, card in self.plays)

    @property
    def points(self) -> int:
        """The card points in the trick."""
        return sum(card.points for _, card in self.plays)


@attrs.frozen
class Declaration:
    """A declared marriage of any kind (``core.marriage_declared_by_lead``, E3, E4).

    Attributes:
        seat: the seat that declared it by leading one of its cards.
        kind: a marriage (king and queen), a half marriage (queen and jack, E4) or the
            ace marriage (four aces, E3).
        suit: the suit of the card led: the marriage's suit, or for the ace marriage the
            suit of the ace led (the new trump under ``sets_trump``).

    >>> Declaration(1, MarriageKind.MARRIAGE, Suit.HEARTS)
    Declaration(seat=1, kind=<MarriageKind.MARRIAGE: 'marriage'>, suit=<Suit.HEARTS: 'h'>)
    """

    seat: int
    kind: MarriageKind
    suit: Suit


@attrs.frozen(kw_only=True, cache_hash=True)
class Setup:
    """What stays fixed during one deal: rules, dealer, context, seats (private).

    Everything the game's context changes for the engine is worked out here, once per
    deal, as plain ints and masks, so that no hot path looks at the context itself.
    """

    rules: Rules
    dealer: int
    context: RoundContext
    players: int = attrs.field(eq=False)
    seats: tuple[int, ...] = attrs.field(eq=False)
    """The seats that play this deal, clockwise from the dealer's left."""
    next_seat: tuple[int, ...] = attrs.field(eq=False)
    """For each playing seat, the next playing seat clockwise."""
    holder: int = attrs.field(eq=False)
    """The seat holding the opening bid: the obligatory bid (C1), or a barrel player's
    automatic barrel minimum (C11 ``auto``); -1 when nobody does (C1 ``none``)."""
    opening_bid: int = attrs.field(eq=False)
    """The standing bid when the auction opens (C1, C11), or the contract of a deal
    without auction (C11 ``takes_talon``, G13). With C1 ``none``, one step below the
    minimum bid: the first bid is the minimum."""
    direct: int = attrs.field(eq=False)
    """The seat taking the talon without an auction (C11 ``takes_talon``, G13), or -1."""
    direct_hidden: bool = attrs.field(eq=False)
    """Whether that talon stays hidden (G13, D1)."""
    may_raise: bool = attrs.field(eq=False)
    """Whether the declarer may raise the contract (D3; never in a golden deal)."""
    silent: int = attrs.field(eq=False)
    """Seat mask of the players who may only pass (C7)."""
    barrel: int = attrs.field(eq=False)
    """Seat mask of the players on the barrel."""
    barrel_contract: int = attrs.field(eq=False)
    """The least contract a barrel declarer declares (G5), 0 when it does not apply."""
    concede: int = attrs.field(eq=False)
    """Seat mask of the players who may concede as declarer (D4, D8)."""
    multiplier: int = attrs.field(eq=False)
    """What the deal's scores are multiplied by (F7 golden; F6 dark plugs in here)."""
    marriage_values: tuple[int, ...] = attrs.field(eq=False)
    plain_play: bool = attrs.field(eq=False)
    """E1 ``after_trick`` and no ace marriage, half marriage or overtaking: trick play
    takes the fast paths written for the classic rules."""
    any_lead: bool = attrs.field(eq=False)
    """E1 ``any_lead``."""
    ace_marriage: AceMarriage = attrs.field(eq=False)
    ace_cap: int = attrs.field(eq=False)
    """What four aces add to the cap of C6: the ace marriage's value, 0 when it is off."""
    half_marriage: bool = attrs.field(eq=False)
    overtake: Overtake = attrs.field(eq=False)
    opener: int = attrs.field(eq=False)
    """The seat that acts first in the auction: the next after the holder (C2), the
    dealer's left when nobody holds the obligatory bid (C1 ``none``), or the holder
    itself, asked to go dark or look first (C8 ``first_hand``)."""
    cutter: int = attrs.field(eq=False)
    """The seat that cuts the pack (A9), or -1 without cutting."""
    redeal: RedealFacts = attrs.field(eq=False)
    """What the redeal conditions of B1 and B3 come to, worked out once per rules value."""
    blind: int = attrs.field(eq=False, default=0)
    """Seat mask of the players who may bid in the dark this deal (C8): none without an
    auction open to everybody (on the barrel, C11; golden, G13) and none who may only
    pass (C7). They start the deal without having seen their cards (``Terms.unseen``)."""
    blind_first_hand: bool = attrs.field(eq=False, default=False)
    """C8 ``first_hand``: the holder of the obligatory bid acts first, to go dark or look."""
    blind_cap: int = attrs.field(eq=False, default=0)
    """The highest dark bid (C9 ``blind_bids_capped``, C5)."""
    dark_multiplier: int = attrs.field(eq=False, default=1)
    """What a deal won with a dark bid multiplies scores by (F6)."""
    plain_bidding: bool = attrs.field(eq=False, default=True)
    """No dark bids this deal (``blind`` is 0) and no jumps (C4): the auction takes the
    fast paths written for the classic rules."""
    sitting: int = attrs.field(eq=False, default=-1)
    """The seat that sits out, the dealer with four players (A5), or -1."""
    stock: int = attrs.field(eq=False, default=0)
    """The size of the stock (A3 ``stock``), 0 without one."""
    two: TwoPlayerFacts | None = attrs.field(eq=False, default=None)
    """What a two-player layout asks (A3); ``None`` for three and four players."""

    @property
    def layout(self) -> TwoPlayerDeal | None:
        """How two players deal (A3); ``None`` for three and four."""
        return None if self.two is None else self.two.mode

    @property
    def talon_choice(self) -> bool:
        """The declarer chooses one of two talons (A3 ``two_talons``, ``nine_cards``)."""
        return self.two is not None and self.two.talon_choice

    @property
    def gives(self) -> bool:
        """The declarer gives a card to each opponent in the exchange (D2, A3)."""
        return self.two is None or self.two.gives

    @property
    def discards(self) -> int:
        """The cards the declarer lays away face down in the exchange (A3)."""
        return 0 if self.two is None else self.two.discards

    @property
    def stock_follow(self) -> int:
        """Following suit is compulsory once the stock holds at most this many cards."""
        return 0 if self.two is None else self.two.stock_follow

    @classmethod
    def create(cls, rules: Rules, dealer: int, context: RoundContext = STANDALONE) -> Setup:
        n = rules.dealing.players
        seats = tuple((dealer + i) % n for i in range(1, n + 1))
        next_seat = tuple((s + 1) % n for s in range(n))
        sitting = -1
        if n == 4:
            # A5: the dealer sits out; the other three play as three players do.
            sitting, seats = dealer, seats[:-1]
            next_seat = tuple(
                (s + 2) % n if (s + 1) % n == dealer else (s + 1) % n for s in range(n)
            )
        obligatory = rules.bidding.obligatory_bid
        # C1: the dealer's left (seats[0]), the dealer, or nobody.
        if obligatory is ObligatoryBid.LEFT_OF_DEALER:
            holder = seats[0]
        else:
            holder = dealer if obligatory is ObligatoryBid.DEALER else -1
        opening_bid = rules.bidding.min_bid
        if holder < 0:
            opening_bid -= rules.bidding.bid_step
        direct, direct_hidden, may_raise = -1, False, rules.talon.raise_after_exchange
        multiplier = 1
        barrel = _mask(context.barrel)
        minimum = barrel_contract(rules) if barrel else 0
        if context.golden is not None:
            # G13: the golden player's compulsory 120, talon hidden, no raise.
            direct, direct_hidden, may_raise = context.golden, True, False
            opening_bid, minimum = GOLDEN_CONTRACT, 0
            multiplier = rules.deal_scoring.golden_multiplier
        elif barrel and any(barrel >> seat & 1 for seat in seats):
            mode = rules.bidding.barrel_bidding
            first = next(seat for seat in seats if barrel >> seat & 1)
            if mode is BarrelBidding.AUTO:
                holder, opening_bid = first, minimum
            elif mode is BarrelBidding.TAKES_TALON:
                holder, direct, opening_bid = first, first, minimum
        limit = rules.bidding.negative_score_limit
        silent = (
            _mask(s for s, score in enumerate(context.scores) if score < limit)
            if limit is not None
            else 0
        )
        everyone = _mask(range(n))
        cut = rules.dealing.cutter  # A9
        if cut is Cutter.NONE:
            cutter = -1
        else:
            cutter = (dealer - 1) % n if cut is Cutter.RIGHT_OF_DEALER else seats[0]
        blind, blind_first_hand, blind_cap = 0, False, 0
        dark = rules.bidding.blind_bidding
        if dark is not BlindBidding.OFF and not barrel and context.golden is None:
            # C8: dark bids belong to an ordinary auction; a seat that may only pass
            # (C7) sees its cards.
            if dark is BlindBidding.ANYONE:
                blind = _mask(seats) & ~silent
            elif holder >= 0:  # Rules refuse first_hand without a holder (C1 none)
                blind = 1 << holder & ~silent
            blind_first_hand = dark is BlindBidding.FIRST_HAND and blind != 0
            blind_cap = _blind_cap(rules)
        play = rules.play
        aces = play.ace_marriage
        any_lead = play.marriage_timing is MarriageTiming.ANY_LEAD
        two = two_player_setup(rules) if n == 2 else None
        return cls(
            rules=rules,
            dealer=dealer,
            context=context,
            players=n,
            seats=seats,
            next_seat=next_seat,
            holder=holder,
            opening_bid=opening_bid,
            direct=direct,
            direct_hidden=direct_hidden,
            may_raise=may_raise,
            silent=silent,
            barrel=barrel,
            barrel_contract=minimum,
            concede=everyone & ~barrel if rules.talon.concede else 0,
            multiplier=multiplier,
            marriage_values=rules.play.marriage_values.by_index,
            plain_play=not (
                any_lead
                or aces is not AceMarriage.OFF
                or play.half_marriage
                or play.must_overtake is not Overtake.OFF
                or (two is not None and two.mode is TwoPlayerDeal.STOCK)  # A3: free play
            ),
            any_lead=any_lead,
            ace_marriage=aces,
            ace_cap=0 if aces is AceMarriage.OFF else play.ace_marriage_value,
            half_marriage=play.half_marriage,
            overtake=play.must_overtake,
            # C8 first_hand: the holder acts first, to go dark or look.
            opener=(
                holder if blind_first_hand else (next_seat[holder] if holder >= 0 else seats[0])
            ),
            cutter=cutter,
            redeal=redeal_facts(rules),
            blind=blind,
            blind_first_hand=blind_first_hand,
            blind_cap=blind_cap,
            dark_multiplier=rules.deal_scoring.dark_multiplier,
            plain_bidding=not blind and not rules.bidding.bid_jumps,
            sitting=sitting,
            stock=two.stock if two is not None else 0,
            two=two,
        )


def _blind_cap(rules: Rules) -> int:
    """C9: the highest dark bid; capped, the C6 cap of a hand without marriages."""
    bidding = rules.bidding
    if bidding.blind_bids_capped and bidding.cap is not BidCap.NONE:
        return min(TOTAL_CARD_POINTS, bidding.max_bid)
    return bidding.max_bid


def deal_in(log: tuple[Action, ...]) -> Deal | None:
    """The :class:`~thousand.Deal` of a deal's log, or ``None`` before it (private).

    The first entry, or after the cutting (A9) when the pack was cut.
    """
    for action in log:
        if type(action) is Deal:
            return action
    return None


def _mask(seats: Iterable[int]) -> int:
    mask = 0
    for seat in seats:
        mask |= 1 << seat
    return mask


class Extras(NamedTuple):
    """The facts of the cutting and of the redeal claims (A9, B1-B3; private).

    One field of :class:`Terms`, so that the classic deal, which never changes them,
    passes them on as one reference.
    """

    claims: int = 0
    """Seat mask of the seats still to be asked whether they claim a redeal (B1-B3)."""
    nines: int = 0
    """Nines at the bottom in a row so far in the cutting (A9)."""
    bottom: int = -1
    """The card at the bottom after the last cut while the dealer decides on it, then the
    card the dealer kept, which the deal gives to the seat dealt last (A9); -1 if none."""
    talon_met: int = 0
    """Bit ``i`` set when the talon taken meets ``Setup.redeal.talon[i]`` and the declarer
    may claim on it (B1, B2): worked out on taking the talon."""


NO_EXTRAS = Extras()


class Terms(NamedTuple):
    """The facts of a deal that trick play does not change (private).

    Kept apart from :class:`Data` so that the hot path of trick play passes them on as
    one reference, and rules that add facts here leave that path alone.
    """

    talons: tuple[int, ...]
    """The talons as dealt (card masks)."""
    bid: int
    """The standing bid during the auction; the contract after it."""
    bidder: int
    """The seat of the standing bid; the declarer after the auction."""
    passed: int
    """Seat mask of the players who passed."""
    talon_shown: bool
    given: int
    """Seat mask of the opponents who received a card in the exchange."""
    conceded: bool
    unseen: int = 0
    """Seat mask of the players who have not looked at their cards (C8): they may bid in
    the dark. Empty once the auction is over."""
    dark: bool = False
    """The standing bid, and after the auction the winning bid, was made in the dark (C9)."""
    discarded: int = 0
    """The cards the declarer laid away face down in the exchange (A3)."""
    chosen: int = -1
    """The index of the talon the declarer took when there were two (A3), or -1."""
    extras: Extras = NO_EXTRAS
    """The facts of the cutting and of the redeal claims (A9, B1-B3)."""


class Data(NamedTuple):
    """The facts of a state (private; the engine rebuilds it on every action)."""

    setup: Setup
    phase: Phase
    to_act: int
    """The seat to act, or -1 at the chance node and when the deal is over."""
    hands: tuple[int, ...]
    """Card mask per seat."""
    trump: int
    """Suit index of the trump, or -1."""
    marriages: tuple[tuple[int, int, int], ...]
    """Declared marriages as (seat, suit index, kind code), in order (kind 0 is the
    ordinary marriage; see ``KINDS``)."""
    leader: int
    """The seat leading the current trick."""
    trick: tuple[int, ...]
    """Cards of the current trick, in order played."""
    taken: tuple[int, ...]
    """Card mask of the tricks each seat has taken."""
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]
    """Completed tricks as (leader, cards, winner)."""
    log: tuple[Action, ...]
    terms: Terms


class RoundState:
    """One deal of Thousand: an immutable value.

    Create one with :func:`~thousand.new_round`; advance it with :func:`~thousand.apply`.
    Seats are ``0 .. players - 1`` clockwise. The state knows every card (it is the
    referee's view); :func:`~thousand.legal_actions` and :func:`~thousand.check` say
    what may happen next.

    >>> import thousand as t
    >>> s = t.new_round(t.Rules(), dealer=0)
    >>> s.phase, s.to_act
    (<Phase.DEALING: 'dealing'>, None)
    """

    __slots__ = ("_d",)
    _d: Data

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise TypeError("create a RoundState with thousand.new_round(rules, dealer=...)")

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"RoundState is immutable; cannot set {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"RoundState is immutable; cannot delete {name!r}")

    def __eq__(self, other: object) -> bool:
        if type(other) is not RoundState:
            return NotImplemented
        return self._d == other._d

    def __hash__(self) -> int:
        return hash(self._d)

    def __reduce__(self) -> tuple[Callable[[Data], RoundState], tuple[Data]]:
        return (_from_data, (self._d,))

    def __repr__(self) -> str:
        d = self._d
        parts = [f"phase={d.phase.value}", f"dealer={d.setup.dealer}"]
        if d.to_act >= 0:
            parts.append(f"to_act={d.to_act}")
        if self.declarer is not None:
            parts.append(f"declarer={d.terms.bidder}, contract={d.terms.bid}")
        if d.trump >= 0:
            parts.append(f"trump={SUITS[d.trump].value}")
        parts.append(f"actions={len(d.log)}")
        return f"<RoundState {' '.join(parts)}>"

    # --- the deal's setting -------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules of the deal."""
        return self._d.setup.rules

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._d.setup.dealer

    @property
    def players(self) -> int:
        """The number of seats."""
        return self._d.setup.players

    @property
    def obligatory_bidder(self) -> int | None:
        """The seat holding the opening bid.

        Left of the dealer or the dealer (C1), or the barrel player when the barrel
        minimum replaces the obligatory bid (C11 ``auto``, ``takes_talon``); ``None`` when
        nobody holds one (C1 ``none``).
        """
        holder = self._d.setup.holder
        return None if holder < 0 else holder

    @property
    def cutter(self) -> int | None:
        """The seat that cuts the pack (A9), or ``None`` when no cutting is played."""
        cutter = self._d.setup.cutter
        return None if cutter < 0 else cutter

    @property
    def context(self) -> RoundContext:
        """What the deal knows of its game (:class:`RoundContext`)."""
        return self._d.setup.context

    @property
    def golden(self) -> bool:
        """Whether this is a golden deal (G13)."""
        return self._d.setup.context.golden is not None

    @property
    def multiplier(self) -> int:
        """What the deal's scores are multiplied by.

        The golden multiplier (F7) in a golden deal; the dark multiplier (F6) once the
        deal is dark (during the auction: while the standing bid is dark); else 1.
        """
        d = self._d
        return d.setup.dark_multiplier if d.terms.dark else d.setup.multiplier

    @property
    def dark(self) -> bool:
        """Whether the deal is dark: won with a dark bid (C8, C9).

        During the auction: whether the standing bid is dark. Each bid says whether it
        was made in the dark (:attr:`Bid.blind <thousand.Bid.blind>`, in :attr:`bids`).
        """
        return self._d.terms.dark

    @property
    def unseen(self) -> frozenset[int]:
        """The seats that have not looked at their cards yet (C8); empty after the auction.

        Such a seat's own hand is absent from its :func:`~thousand.view`; it may bid in
        the dark, look (:class:`~thousand.Look`) or pass.
        """
        mask = self._d.terms.unseen
        return frozenset(s for s in range(self._d.setup.players) if mask >> s & 1)

    # --- progress -----------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self._d.phase

    @property
    def to_act(self) -> int | None:
        """The seat to act; ``None`` while waiting for the deal and once the deal is over."""
        seat = self._d.to_act
        return None if seat < 0 else seat

    @property
    def log(self) -> tuple[Action, ...]:
        """Every action applied so far, the chance actions included (the cut, the deal)."""
        return self._d.log

    @property
    def outcome(self) -> Outcome | None:
        """How the deal ended (:class:`~thousand.Outcome`), or ``None`` while it goes on."""
        from thousand._unplayed import outcome_of

        return outcome_of(self._d)

    @property
    def bottom_card(self) -> Card | None:
        """The card at the bottom the dealer saw after the last cut (A9), or ``None``.

        The card the dealer decides on, then keeps: it goes to the seat dealt the last
        card. ``None`` without one (no cutting, or the jack was buried).
        """
        bottom = self._d.terms.extras.bottom
        return DECK[bottom] if bottom >= 0 else None

    # --- cards --------------------------------------------------------------------------

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, in :class:`~thousand.Card` order."""
        return tuple(cards_of_mask(mask) for mask in self._d.hands)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, in :class:`~thousand.Card` order."""
        return cards_of_mask(self._d.hands[seat])

    @property
    def talon(self) -> tuple[Card, ...]:
        """The talon as dealt (empty before the deal), whether or not it was shown.

        With two players, the first of the deal's two piles (see :attr:`talons`).
        """
        return cards_of_mask(self._d.terms.talons[0]) if self._d.terms.talons else ()

    @property
    def talon_shown(self) -> bool:
        """Whether the declarer showed the talon to everybody (D1, C10)."""
        return self._d.terms.talon_shown

    def taken(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks ``seat`` has taken."""
        return cards_of_mask(self._d.taken[seat])

    # --- two and four players (A3-A5) ---------------------------------------------------

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that play this deal, clockwise from the dealer's left (A5).

        With four players the dealer sits out and is not among them.

        >>> import thousand as t
        >>> s = t.new_round(t.Rules(dealing=t.DealingRules(players=4)), dealer=1)
        >>> s.seats, s.sitting_out
        ((2, 3, 0), 1)
        """
        return self._d.setup.seats

    @property
    def sitting_out(self) -> int | None:
        """The seat that sits out: the dealer with four players (A5); else ``None``."""
        seat = self._d.setup.sitting
        return None if seat < 0 else seat

    @property
    def talons(self) -> tuple[tuple[Card, ...], ...]:
        """Every talon as dealt, in the deal's order (empty before the deal).

        One for three and four players; two with two players (A3: two talons, the talon
        and the dummy's hand, or two piles of three); a stock in the order it is drawn.
        """
        if self._d.setup.stock:
            deal = deal_in(self._d.log)
            if deal is not None:
                return deal.talons  # the Deal: the stock in its order
        return tuple(cards_of_mask(mask) for mask in self._d.terms.talons)

    @property
    def chosen_talon(self) -> int | None:
        """Which of two talons the declarer took (A3), once taken; else ``None``."""
        index = self._d.terms.chosen
        return None if index < 0 else index

    @property
    def discards(self) -> tuple[Card, ...]:
        """The cards the declarer laid away face down in the exchange (A3), card order."""
        return cards_of_mask(self._d.terms.discarded)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The cards still in the stock, the next to be drawn first (A3 ``stock``).

        >>> import random, thousand as t
        >>> rules = t.Rules(dealing=t.DealingRules(
        ...     players=2, two_player_deal=t.TwoPlayerDeal.STOCK))
        >>> s = t.apply(t.new_round(rules), t.deal(rules, random.Random(1)))
        >>> len(s.stock), s.stock == s.talons[0]
        (12, True)
        """
        setup = self._d.setup
        if not setup.stock or not self._d.log:
            return ()
        drawn = 2 * len(self._d.tricks)
        return self.talons[0][drawn:]

    # --- auction and contract -----------------------------------------------------------

    @property
    def bids(self) -> tuple[Bid | Pass, ...]:
        """The bids and passes of the auction, in order (the obligatory bid is implied)."""
        return tuple(a for a in self._d.log if isinstance(a, Bid | Pass))

    @property
    def highest_bid(self) -> tuple[int, int] | None:
        """``(seat, value)`` of the standing bid (or the winning bid once the auction ended).

        ``None`` before the deal, and while nobody has bid without an obligatory bid (C1
        ``none``).
        """
        d = self._d
        if d.phase is Phase.DEALING or d.phase is Phase.CUTTING or d.terms.bidder < 0:
            return None
        return (self._d.terms.bidder, self._auction_value())

    def _auction_value(self) -> int:
        values = [a.value for a in self._d.log if isinstance(a, Bid)]
        return values[-1] if values else self._d.setup.opening_bid

    @property
    def passed(self) -> frozenset[int]:
        """The seats that passed."""
        mask = self._d.terms.passed
        return frozenset(s for s in range(self._d.setup.players) if mask >> s & 1)

    @property
    def declarer(self) -> int | None:
        """The seat that won the auction, once it is over."""
        return self._d.terms.bidder if self._past_auction() else None

    @property
    def contract(self) -> int | None:
        """The contract once the auction is over: the winning bid, then the declared value."""
        return self._d.terms.bid if self._past_auction() else None

    @property
    def conceded(self) -> bool:
        """Whether the declarer conceded the deal (D4)."""
        return self._d.terms.conceded

    def _past_auction(self) -> bool:
        from thousand._unplayed import past_auction

        return past_auction(self._d)

    # --- trick play ---------------------------------------------------------------------

    @property
    def trump(self) -> Suit | None:
        """The trump suit, set by the last declared marriage (``core.trump_changes``).

        Half marriages set it too (E4); the ace marriage only under ``sets_trump`` (E3).
        """
        return SUITS[self._d.trump] if self._d.trump >= 0 else None

    @property
    def marriages(self) -> tuple[tuple[int, Suit], ...]:
        """Declared marriages (king and queen) as ``(seat, suit)``, in order.

        Half marriages (E4) and the ace marriage (E3) are not listed here:
        :attr:`declarations` lists every kind.
        """
        return tuple(
            (seat, SUITS[suit]) for seat, suit, kind in self._d.marriages if kind == MARRIAGE
        )

    @property
    def declarations(self) -> tuple[Declaration, ...]:
        """Every declared marriage, of any kind, in order (E2-E4)."""
        return tuple(
            Declaration(seat, KINDS[kind], SUITS[suit]) for seat, suit, kind in self._d.marriages
        )

    @property
    def trick(self) -> tuple[tuple[int, Card], ...]:
        """The current trick's ``(seat, card)`` plays so far."""
        d = self._d
        return _plays(d.setup, d.leader, d.trick)

    @property
    def leader(self) -> int | None:
        """The seat leading (or that led) the current trick, during trick play."""
        return self._d.leader if self._d.phase is Phase.PLAYING else None

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks, in order."""
        setup = self._d.setup
        return tuple(
            Trick(_plays(setup, leader, cards), winner) for leader, cards, winner in self._d.tricks
        )


def _plays(setup: Setup, leader: int, cards: tuple[int, ...]) -> tuple[tuple[int, Card], ...]:
    plays = []
    seat = leader
    for card in cards:
        plays.append((seat, DECK[card]))
        seat = setup.next_seat[seat]
    return tuple(plays)


_new_state = object.__new__
_set_data: Callable[[RoundState, Data], None] = RoundState.__dict__["_d"].__set__


def _from_data(d: Data) -> RoundState:
    """Wrap facts in a state (private; the engine's only way to make states)."""
    state: RoundState = _new_state(RoundState)
    _set_data(state, d)
    return state


from_data = _from_data
