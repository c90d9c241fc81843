"""The state of one deal, from dealing to its result.

A :class:`RoundState` is an immutable value: :func:`~thousand.apply` returns a new state
and never changes the old one, so undo is keeping the previous state and search can
branch freely. Equal states compare and hash equal.

Inside, a state keeps its facts in a private tuple of plain ints and bit masks (the
engine's hot paths read and rebuild it cheaply); the properties below present them as
cards, suits and seats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from thousand.actions import Bid, Pass
from thousand.cards import DECK, SUITS, cards_of_mask
from thousand.errors import Reason, StateError, shown
from thousand.round.context import RoundContext
from thousand.round.facts import CUTTING, DEALING, PLAYING, Phase, deal_in, taken_by
from thousand.round.outcome import outcome_of, past_auction, talon_shown
from thousand.round.play import trick_winner
from thousand.round.played import (
    Declaration,
    Trick,
    declarations_of,
    marriages_of,
    plays_of,
    tricks_of,
)
from thousand.table import format_state

if TYPE_CHECKING:
    from collections.abc import Callable

    from thousand.actions import Action
    from thousand.cards import Card, Suit
    from thousand.round.facts import RoundFacts
    from thousand.round.outcome import Outcome
    from thousand.rules.ruleset import Rules

__all__ = ["Declaration", "Phase", "RoundContext", "RoundState", "Trick"]


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

    __slots__ = ("_d", "_legal")
    _d: RoundFacts
    _legal: tuple[Action, ...] | None
    """The legal actions once :func:`~thousand.legal_actions` has listed them (a memo: the
    value of the state is its facts alone)."""

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

    def __repr__(self) -> str:
        d = self._d
        parts = [f"phase={d.phase.value}", f"dealer={d.setup.dealer}"]
        if d.to_act >= 0:
            parts.append(f"to_act={d.to_act}")
        if self.declarer is not None:
            parts.append(f"declarer={d.before_play.bidder}, contract={d.before_play.bid}")
        if d.trump >= 0:
            parts.append(f"trump={SUITS[d.trump].value}")
        parts.append(f"actions={len(d.log)}")
        return f"<RoundState {' '.join(parts)}>"

    def __str__(self) -> str:
        """The table as a person sees it (:func:`~thousand.format_state`)."""
        return format_state(self)

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
        holder = self._d.setup.obligatory_bidder
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
        return d.setup.dark_multiplier if d.before_play.dark else d.setup.multiplier

    @property
    def dark(self) -> bool:
        """Whether the deal is dark: won with a dark bid (C8, C9).

        During the auction: whether the standing bid is dark. Each bid says whether it
        was made in the dark (:attr:`Bid.blind <thousand.Bid.blind>`, in :attr:`bids`).
        """
        return self._d.before_play.dark

    @property
    def unseen(self) -> frozenset[int]:
        """The seats that have not looked at their cards yet (C8); empty after the auction.

        Such a seat's own hand is absent from its :func:`~thousand.view`; it may bid in
        the dark, look (:class:`~thousand.Look`) or pass.
        """
        mask = self._d.before_play.unseen
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
        return outcome_of(self._d)

    @property
    def bottom_card(self) -> Card | None:
        """The card at the bottom the dealer saw after the last cut (A9), or ``None``.

        The card the dealer decides on, then keeps: it goes to the seat dealt the last
        card. ``None`` without one (no cutting, or the jack was buried).
        """
        bottom = self._d.before_play.cut_and_claims.bottom
        return DECK[bottom] if bottom >= 0 else None

    # --- cards --------------------------------------------------------------------------

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, in :class:`~thousand.Card` order."""
        return tuple(cards_of_mask(mask) for mask in self._d.hands)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, in :class:`~thousand.Card` order.

        Raises:
            StateError: ``seat`` is not a seat of the deal (reason ``malformed_action``).
        """
        hands = self._d.hands
        if type(seat) is not int or not 0 <= seat < len(hands):
            raise _not_a_seat(seat, len(hands))
        return cards_of_mask(hands[seat])

    @property
    def talon(self) -> tuple[Card, ...]:
        """The talon as dealt (empty before the deal), whether or not it was shown.

        With two players, the first of the deal's two piles (see :attr:`talons`).
        """
        return cards_of_mask(self._d.before_play.talons[0]) if self._d.before_play.talons else ()

    @property
    def talon_shown(self) -> bool:
        """Whether the declarer showed the talon to everybody (D1, C10).

        Not while the contract is named before the talon is taken (C12).
        """
        return talon_shown(self._d)

    def taken(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks ``seat`` has taken.

        Raises:
            StateError: ``seat`` is not a seat of the deal (reason ``malformed_action``).
        """
        players = self._d.setup.players
        if type(seat) is not int or not 0 <= seat < players:
            raise _not_a_seat(seat, players)
        return cards_of_mask(taken_by(self._d, seat))

    # --- two and four players (A3-A5) ---------------------------------------------------

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that play this deal, clockwise from the dealer's left (A5).

        With four players the seat that sits out (the dealer, A5, or as ``dealing.sitter``
        says, A11) is not among them.

        >>> import thousand as t
        >>> s = t.new_round(t.Rules(dealing=t.DealingRules(players=4)), dealer=1)
        >>> s.seats, s.sitting_out
        ((2, 3, 0), 1)
        """
        return self._d.setup.seats

    @property
    def sitting_out(self) -> int | None:
        """The seat that sits out with four players (A5, A11); else ``None``."""
        seat = self._d.setup.sitting_out
        return None if seat < 0 else seat

    @property
    def talons(self) -> tuple[tuple[Card, ...], ...]:
        """Every talon as dealt, in the deal's order (empty before the deal).

        One for three and four players; two with two players (A3: two talons, the talon
        and the dummy's hand, or two piles of three); a stock in the order it is drawn.
        """
        if self._d.setup.stock_size:
            deal = deal_in(self._d.log)
            if deal is not None:
                return deal.talons  # the Deal: the stock in its order
        return tuple(cards_of_mask(mask) for mask in self._d.before_play.talons)

    @property
    def chosen_talon(self) -> int | None:
        """Which of two talons the declarer took (A3), once taken; else ``None``."""
        index = self._d.before_play.chosen
        return None if index < 0 else index

    @property
    def discards(self) -> tuple[Card, ...]:
        """The cards the declarer laid away face down in the exchange (A3), card order."""
        return cards_of_mask(self._d.before_play.discarded)

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
        if not setup.stock_size or not self._d.log:
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
        if d.phase is DEALING or d.phase is CUTTING or d.before_play.bidder < 0:
            return None
        return (self._d.before_play.bidder, self._auction_value())

    def _auction_value(self) -> int:
        values = [a.value for a in self._d.log if isinstance(a, Bid)]
        return values[-1] if values else self._d.setup.opening_bid

    @property
    def passed(self) -> frozenset[int]:
        """The seats that passed."""
        mask = self._d.before_play.passed
        return frozenset(s for s in range(self._d.setup.players) if mask >> s & 1)

    @property
    def declarer(self) -> int | None:
        """The seat that won the auction, once it is over."""
        return self._d.before_play.bidder if self._past_auction() else None

    @property
    def contract(self) -> int | None:
        """The contract once the auction is over: the winning bid, then the declared value."""
        return self._d.before_play.bid if self._past_auction() else None

    @property
    def conceded(self) -> bool:
        """Whether the declarer conceded the deal (D4)."""
        return self._d.before_play.conceded

    def _past_auction(self) -> bool:

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
        return marriages_of(self._d.marriages)

    @property
    def declarations(self) -> tuple[Declaration, ...]:
        """Every declared marriage, of any kind, in order (E2-E4)."""
        return declarations_of(self._d.marriages)

    @property
    def trick(self) -> tuple[tuple[int, Card], ...]:
        """The current trick's ``(seat, card)`` plays so far."""
        d = self._d
        return plays_of(d.setup.next_seat, d.leader, d.trick)

    @property
    def leader(self) -> int | None:
        """The seat leading (or that led) the current trick, during trick play."""
        return self._d.leader if self._d.phase is PLAYING else None

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks, in order."""
        return tricks_of(self._d.setup.next_seat, self._d.tricks)

    @property
    def trick_winner(self) -> int | None:
        """The seat winning the current trick so far, or ``None`` with no card in it.

        The engine's own ``core.trick_winner``: the highest trump, else the highest card
        of the led suit. When the trick is complete this seat takes it.

        >>> import thousand as t
        >>> d = t.Deal.parse(["As Ks Qs Ac Kc Qc Ad", "Ts Js 9s Tc Jc 9c Td",
        ...                   "9d Jd Qd Kd Ah Kh Qh"], ["Th Jh 9h"])
        >>> s = t.apply_all(t.new_round(t.Rules(), 0), [d, t.Pass(seat=2), t.Pass(seat=0),
        ...     t.GiveCard(seat=1, to=2, card=t.Card.parse("9s")),
        ...     t.GiveCard(seat=1, to=0, card=t.Card.parse("9c")),
        ...     t.DeclareContract(seat=1, value=100)])
        >>> s.trick_winner is None
        True
        >>> s = t.apply_all(s, [t.PlayCard(seat=1, card=t.Card.parse("Th")),
        ...     t.PlayCard(seat=2, card=t.Card.parse("Ah"))])
        >>> s.trick_winner
        2
        """
        d = self._d
        if not d.trick:
            return None
        return trick_winner(d.setup, d.leader, d.trick, d.trump)


_new_state = object.__new__


_set_data: Callable[[RoundState, RoundFacts], None] = RoundState.__dict__["_d"].__set__
set_legal: Callable[[RoundState, tuple[Action, ...] | None], None] = RoundState.__dict__[
    "_legal"
].__set__
"""Remember a state's legal actions (private; :func:`~thousand.legal_actions` only)."""


def _not_a_seat(seat: object, players: int) -> StateError:
    return StateError(
        Reason.MALFORMED_ACTION, f"a seat is a whole number 0..{players - 1}, not {shown(seat)}"
    )


def from_data(d: RoundFacts) -> RoundState:
    """Wrap facts in a state (private; the engine's only way to make states)."""
    state: RoundState = _new_state(RoundState)
    _set_data(state, d)
    set_legal(state, None)
    return state
