"""The facts fixed for one deal, worked out once when it starts (private).

:class:`DealSetup` turns the rules, the dealer and the game's :class:`~thousand.RoundContext`
into plain ints, masks and flags, so that the engine's hot paths never look at the rules
or the context themselves. :mod:`thousand.state` re-exports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs

from thousand.cards import TOTAL_CARD_POINTS
from thousand.round.context import STANDALONE, RoundContext, concede_capped
from thousand.rules.bidding import BarrelBidding, BidCap, BlindBidding, ObligatoryBid
from thousand.rules.dealing import (
    Cutter,
    TwoPlayerDeal,
    TwoPlayerFacts,
    sitting_seat,
    two_player_setup,
)
from thousand.rules.game_scoring import GOLDEN_CONTRACT, barrel_contract
from thousand.rules.play import AceMarriage, FirstLead, MarriageTiming, Overtake
from thousand.rules.redeal import RedealFacts, redeal_facts
from thousand.rules.ruleset import Rules
from thousand.rules.talon import ContractTiming

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

    from thousand.round.facts import Phase
    from thousand.round.handlers import Check, Legal, Transition


VARIANT_PLAY = 1
"""Bit of :attr:`DealSetup.handlers`: trick play with variants (E1 ``any_lead``, E3-E5, E7, a
stock)."""
VARIANT_AUCTION = 2
"""Bit of :attr:`DealSetup.handlers`: an auction with dark bids or jumps (C4, C8)."""


@attrs.frozen(kw_only=True, cache_hash=True, weakref_slot=False)
class DealSetup:
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
    obligatory_bidder: int = attrs.field(eq=False)
    """The seat holding the opening bid: the obligatory bid (C1), or a barrel player's
    automatic barrel minimum (C11 ``auto``); -1 when nobody does (C1 ``none``)."""
    opening_bid: int = attrs.field(eq=False)
    """The standing bid when the auction opens (C1, C11), or the contract of a deal
    without auction (C11 ``takes_talon``, G13). With C1 ``none``, one step below the
    minimum bid: the first bid is the minimum. A barrel player's automatic barrel
    contract (C11 ``auto``, ``takes_talon``) need not be on the bid step: 121 under
    Games24, topped by 125."""
    talon_without_auction: int = attrs.field(eq=False)
    """The seat taking the talon without an auction (C11 ``takes_talon``, G13), or -1."""
    hidden_talon_without_auction: bool = attrs.field(eq=False)
    """Whether that talon stays hidden (G13, D1)."""
    may_raise: bool = attrs.field(eq=False)
    """Whether the declarer may raise the contract (D3; never in a golden deal without an
    auction, G13)."""
    pass_only: int = attrs.field(eq=False)
    """Seat mask of the players who may only pass (C7)."""
    on_barrel: int = attrs.field(eq=False)
    """Seat mask of the players on the barrel."""
    barrel_contract: int = attrs.field(eq=False)
    """The least contract a barrel declarer declares (G5, :func:`~thousand.barrel_contract`),
    0 when it does not apply: on the bid step in an ordinary auction (C11 ``normal``),
    the barrel minimum itself when declared automatically (121 under Games24)."""
    may_concede: int = attrs.field(eq=False)
    """Seat mask of the players who may concede as declarer (D4, D8, D12, D13)."""
    multiplier: int = attrs.field(eq=False)
    """What the deal's scores are multiplied by (F7 golden; F6 dark plugs in here)."""
    marriage_values: tuple[int, ...] = attrs.field(eq=False)
    handlers: int = attrs.field(eq=False)
    """Which handlers play the deal: :data:`VARIANT_PLAY` and :data:`VARIANT_AUCTION` set
    when its trick play or its auction has variants, 0 for the classic rules (the index
    into :data:`thousand.round.handlers.TABLES`)."""
    actions: ClassVar[Mapping[type, tuple[Check, Transition]]] = {}
    """The check and the transition of each kind of action in this deal: set by the
    subclass that plays it (:data:`thousand.round.handlers.SETUPS`); empty on a setup made
    only to look at a deal's facts."""
    legal: ClassVar[Mapping[Phase, Legal]] = {}
    """The legal actions of each phase in which a seat acts in this deal (likewise)."""
    any_lead: bool = attrs.field(eq=False)
    """E1 ``any_lead``."""
    ace_marriage: AceMarriage = attrs.field(eq=False)
    ace_cap: int = attrs.field(eq=False)
    """What four aces add to the cap of C6: the ace marriage's value, 0 when it is off."""
    half_marriage: bool = attrs.field(eq=False)
    overtake: Overtake = attrs.field(eq=False)
    first_bidder: int = attrs.field(eq=False)
    """The seat that acts first in the auction: the next after the holder (C2), the
    dealer's left when nobody holds the obligatory bid (C1 ``none``), or the holder
    itself, asked to go dark or look first (C8 ``first_hand``)."""
    cutter: int = attrs.field(eq=False)
    """The seat that cuts the pack (A9), or -1 without cutting."""
    redeal: RedealFacts = attrs.field(eq=False)
    """What the redeal conditions of B1 and B3 come to, worked out once per rules value."""
    may_go_dark: int = attrs.field(eq=False, default=0)
    """Seat mask of the players who may bid in the dark this deal (C8): none without an
    auction open to everybody (on the barrel, C11; golden, G13 and G20) and none who may only
    pass (C7). They start the deal without having seen their cards (``BeforePlay.unseen``)."""
    dark_first_hand: bool = attrs.field(eq=False, default=False)
    """C8 ``first_hand``: the holder of the obligatory bid acts first, to go dark or look."""
    dark_bid_cap: int = attrs.field(eq=False, default=0)
    """The highest dark bid (C9 ``blind_bids_capped``, C5)."""
    dark_multiplier: int = attrs.field(eq=False, default=1)
    """What a deal won with a dark bid multiplies scores by (F6)."""
    sitting_out: int = attrs.field(eq=False, default=-1)
    """The seat that sits out with four players: the dealer (A5) or as ``dealing.sitter``
    says (A11); -1 for two and three."""
    stock_size: int = attrs.field(eq=False, default=0)
    """The size of the stock (A3 ``stock``), 0 without one."""
    two_player: TwoPlayerFacts | None = attrs.field(eq=False, default=None)
    """What a two-player layout asks (A3); ``None`` for three and four players."""
    seat_mask: int = attrs.field(eq=False, default=0)
    """Seat mask of the seats that play this deal."""
    trick_size: int = attrs.field(eq=False, default=0)
    """The cards of a full trick: one from each seat that plays."""
    contract_before_talon: bool = attrs.field(eq=False, default=False)
    """C12 ``before_talon``: the contract is declared when the auction is won (or the
    talon goes to its player without one), before the talon is taken; no contract
    phase follows the exchange."""
    gifts_shown: bool = attrs.field(eq=False, default=False)
    """D15: the cards given in the exchange are shown to every seat, not only the two."""
    auto_marriage: bool = attrs.field(eq=False, default=False)
    """E7: a king or queen led from a marriage that may be declared declares it."""
    first_leader: int = attrs.field(eq=False, default=-1)
    """E8 ``non_dealer``: the seat that leads to the first trick, the dealer's opponent;
    -1 when the declarer does (``core.declarer_leads``)."""

    @property
    def layout(self) -> TwoPlayerDeal | None:
        """How two players deal (A3); ``None`` for three and four."""
        return None if self.two_player is None else self.two_player.mode

    @property
    def talon_choice(self) -> bool:
        """The declarer chooses one of two talons (A3 ``two_talons``, ``nine_cards``)."""
        return self.two_player is not None and self.two_player.talon_choice

    @property
    def gives(self) -> bool:
        """The declarer gives a card to each opponent in the exchange (D2, A3)."""
        return self.two_player is None or self.two_player.gives

    @property
    def discards(self) -> int:
        """The cards the declarer lays away face down in the exchange (A3)."""
        return 0 if self.two_player is None else self.two_player.discards

    @property
    def stock_follow(self) -> int:
        """Following suit is compulsory once the stock holds at most this many cards."""
        return 0 if self.two_player is None else self.two_player.stock_follow

    @classmethod
    def create(
        cls,
        rules: Rules,
        dealer: int,
        context: RoundContext = STANDALONE,
        kinds: Sequence[type[DealSetup]] = (),
    ) -> DealSetup:
        """Work out the setup of a deal of ``rules`` dealt by ``dealer`` within ``context``.

        ``kinds`` are the subclasses that carry the handlers of each kind of deal
        (:data:`thousand.round.handlers.SETUPS`, which sits above this module): the engine
        passes them and gets the one that plays the deal, the way python-chess picks a
        board class per variant. A setup made only to look at a deal's facts needs none.
        """
        n = rules.dealing.players
        seats = tuple((dealer + i) % n for i in range(1, n + 1))
        next_seat = tuple((s + 1) % n for s in range(n))
        sitting = sitting_seat(rules.dealing, dealer)
        if sitting >= 0:
            # A5, A11: one seat sits out (the dealer unless the rules say another); the
            # other three play as three players do, clockwise from the dealer's left.
            seats = tuple(s for s in seats if s != sitting)
            next_seat = tuple(
                (s + 2) % n if (s + 1) % n == sitting else (s + 1) % n for s in range(n)
            )
        # One object for equal seat tuples: the seats are the next seats when dealer 0
        # deals to three (or two), and every state reaches both.
        seats = _SEAT_TUPLES.setdefault(seats, seats)
        next_seat = _SEAT_TUPLES.setdefault(next_seat, next_seat)
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
            if rules.game_scoring.golden_bidding:
                # G20: the golden player holds a compulsory 120 in an ordinary auction.
                holder = context.golden
            else:
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
        classic_play = not (
            any_lead
            or aces is not AceMarriage.OFF
            or play.half_marriage
            or play.must_overtake is not Overtake.OFF
            or (two is not None and two.mode is TwoPlayerDeal.STOCK)  # A3: free play
            or play.auto_marriage  # E7
        )
        classic_auction = not blind and not rules.bidding.bid_jumps
        kind = (0 if classic_play else VARIANT_PLAY) | (0 if classic_auction else VARIANT_AUCTION)
        return (kinds[kind] if kinds else cls)(
            rules=rules,
            dealer=dealer,
            context=context,
            players=n,
            seats=seats,
            next_seat=next_seat,
            obligatory_bidder=holder,
            opening_bid=opening_bid,
            talon_without_auction=direct,
            hidden_talon_without_auction=direct_hidden,
            may_raise=may_raise,
            pass_only=silent,
            on_barrel=barrel,
            barrel_contract=minimum,
            may_concede=_may_concede(rules, context, everyone, barrel),
            multiplier=multiplier,
            marriage_values=rules.play.marriage_values.by_index,
            handlers=kind,
            any_lead=any_lead,
            ace_marriage=aces,
            ace_cap=0 if aces is AceMarriage.OFF else play.ace_marriage_value,
            half_marriage=play.half_marriage,
            overtake=play.must_overtake,
            # C8 first_hand: the holder acts first, to go dark or look.
            first_bidder=(
                holder if blind_first_hand else (next_seat[holder] if holder >= 0 else seats[0])
            ),
            cutter=cutter,
            redeal=redeal_facts(rules),
            may_go_dark=blind,
            dark_first_hand=blind_first_hand,
            dark_bid_cap=blind_cap,
            dark_multiplier=rules.deal_scoring.dark_multiplier,
            sitting_out=sitting,
            stock_size=two.stock if two is not None else 0,
            two_player=two,
            seat_mask=_mask(seats),
            trick_size=len(seats),
            contract_before_talon=rules.talon.contract_timing is ContractTiming.BEFORE_TALON,
            gifts_shown=rules.talon.exchange_face_up,
            auto_marriage=play.auto_marriage,
            first_leader=seats[0] if play.first_lead is FirstLead.NON_DEALER else -1,
        )


def _may_concede(rules: Rules, context: RoundContext, everyone: int, barrel: int) -> int:
    """D4, D8, D12, D13: the seats that may concede as declarer."""
    talon = rules.talon
    if not talon.concede:
        return 0
    allowed = everyone if talon.concede_on_barrel else everyone & ~barrel
    return allowed & ~concede_capped(rules, context)


def _blind_cap(rules: Rules) -> int:
    """C9: the highest dark bid; capped, the C6 cap of a hand without marriages."""
    bidding = rules.bidding
    if bidding.blind_bids_capped and bidding.cap is not BidCap.NONE:
        return min(TOTAL_CARD_POINTS, bidding.max_bid)
    return bidding.max_bid


_SEAT_TUPLES: dict[tuple[int, ...], tuple[int, ...]] = {}
"""Every tuple of seats a setup holds, once: a handful (seats and next seats)."""


def _mask(seats: Iterable[int]) -> int:
    mask = 0
    for seat in seats:
        mask |= 1 << seat
    return mask
