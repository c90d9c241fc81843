"""The facts of a state: the private tuples behind :class:`~thousand.RoundState`.

A state keeps its facts in :class:`RoundFacts`, a tuple of plain ints and bit masks that the
engine's hot paths read and rebuild cheaply (``d._replace``); :class:`BeforePlay` holds those
trick play does not change, and :class:`CutAndClaims` those of the cutting and the redeal
claims. :mod:`thousand.state` re-exports them.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, Final, NamedTuple, cast

from thousand.actions import Deal
from thousand.rules.play import MarriageKind

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from thousand.actions import Action
    from thousand.round.setup import DealSetup


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


# The phases as module constants, for the engine's hot paths: in Python 3.11 reading a
# member off an enum class (``Phase.OVER``) passes through EnumType.__getattr__'s hook,
# about 0.2 µs a time, and the engine reads phases on every action.
DEALING: Final = Phase.DEALING
BIDDING: Final = Phase.BIDDING
EXCHANGE: Final = Phase.EXCHANGE
CONTRACT: Final = Phase.CONTRACT
PLAYING: Final = Phase.PLAYING
OVER: Final = Phase.OVER
CUTTING: Final = Phase.CUTTING
REDEAL: Final = Phase.REDEAL
TALON: Final = Phase.TALON


PHASE_DONE = -2
"""``to_act`` of facts whose last action finished its phase: :func:`thousand.round.flow.advance`
enters the next phase (the phase handlers never choose it themselves)."""


class CutAndClaims(NamedTuple):
    """The facts of the cutting and of the redeal claims (A9, B1-B3; private).

    One field of :class:`BeforePlay`, so that the classic deal, which never changes them,
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
    """Bit ``i`` set when the talon taken meets ``DealSetup.redeal.talon[i]`` and the declarer
    may claim on it (B1, B2): worked out on taking the talon."""


NO_CUT_AND_CLAIMS = CutAndClaims()


class _BeforePlayFields(NamedTuple):
    """The fields of :class:`BeforePlay`."""

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
    cut_and_claims: CutAndClaims = NO_CUT_AND_CLAIMS
    """The facts of the cutting and of the redeal claims (A9, B1-B3)."""


class BeforePlay(_BeforePlayFields):
    """The facts of a deal that trick play does not change (private).

    Kept apart from :class:`RoundFacts` so that the hot path of trick play passes them on
    as one reference, and rules that add facts here leave that path alone.
    """

    __slots__ = ()

    def _replace(self, **changes: Any) -> BeforePlay:
        # As RoundFacts._replace: by index, for the auction and the exchange.
        values = list(self)
        for name, value in changes.items():
            values[_BEFORE_PLAY_INDEX[name]] = value
        return new_before_play(BeforePlay, values)


_BEFORE_PLAY_INDEX = {name: index for index, name in enumerate(_BeforePlayFields._fields)}


class _RoundFactsFields(NamedTuple):
    """The fields of :class:`RoundFacts`."""

    setup: DealSetup
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
    tricks: tuple[tuple[int, ...], ...]
    """Completed tricks, each one flat tuple ``(leader, winner, *cards)`` (cards in the
    order played; one tuple a trick, not a pair around a tuple of cards). They say which
    cards each seat has taken too (:func:`taken_by`): no masks of them are kept beside."""
    log: tuple[Action, ...]
    before_play: BeforePlay


class RoundFacts(_RoundFactsFields):
    """The facts of a state (private; the engine rebuilds them on every action)."""

    __slots__ = ()

    def _replace(self, **changes: Any) -> RoundFacts:
        # NamedTuple._replace rebuilds through a map over every field; setting the
        # changed ones by index takes a third less, and the engine does it on most actions.
        values = list(self)
        for name, value in changes.items():
            values[_FACT_INDEX[name]] = value
        return new_facts(RoundFacts, values)


_FACT_INDEX = {name: index for index, name in enumerate(_RoundFactsFields._fields)}

new_facts = cast("Callable[[type[RoundFacts], Iterable[Any]], RoundFacts]", tuple.__new__)
"""Facts from all their values in order: ``tuple.__new__`` without the keyword handling
of the NamedTuple constructor, for the engine's hot paths."""
new_before_play = cast("Callable[[type[BeforePlay], Iterable[Any]], BeforePlay]", tuple.__new__)


def taken_by(d: RoundFacts, seat: int) -> int:
    """Card mask of the tricks ``seat`` has taken (private): worked out from the tricks."""
    mask = 0
    for trick in d.tricks:
        if trick[1] == seat:
            for card in trick[2:]:
                mask |= 1 << card
    return mask


def has_taken_a_trick(d: RoundFacts, seat: int) -> bool:
    """Whether ``seat`` has taken a trick in this deal (E1; private)."""
    return any(trick[1] == seat for trick in d.tricks)


def deal_in(log: tuple[Action, ...]) -> Deal | None:
    """The :class:`~thousand.Deal` of a deal's log, or ``None`` before it (private).

    The first entry, or after the cutting (A9) when the pack was cut.
    """
    for action in log:
        if type(action) is Deal:
            return action
    return None
