"""Actions: the chance action that deals the cards and every decision a player makes.

Actions are frozen values built with keyword arguments. Constructing one checks nothing;
:func:`~thousand.check` says whether it is legal in a state, and why not.

>>> Bid(seat=1, value=105)
Bid(seat=1, value=105)
>>> PlayCard(seat=0, card=Card.parse("Kh"), declare=True)
PlayCard(seat=0, card=Card.KING_OF_HEARTS, declare=True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, cast

import attrs

from thousand.cards import (
    DECK,
    KING,
    MARRIAGE_SUITS,
    QUEEN,
    Card,
    format_cards,
    mask_cards,
    parse_cards,
)
from thousand.errors import NotationError, shown
from thousand.rules.redeal import RedealCondition

__all__ = [
    "AcceptCut",
    "Action",
    "Bid",
    "BuryJack",
    "ChooseTalon",
    "ClaimRedeal",
    "Concede",
    "Cut",
    "Deal",
    "DeclareContract",
    "DeclineRedeal",
    "Discard",
    "ExposedCard",
    "GiveCard",
    "Look",
    "Pass",
    "PlayCard",
    "Recut",
]


def _card_groups(groups: Iterable[Iterable[Card]]) -> tuple[tuple[Card, ...], ...]:
    return cast("tuple[tuple[Card, ...], ...]", _as_tuples(groups))


def _as_tuples(value: object) -> Any:
    """``value`` as a tuple of tuples, for a :class:`Deal`.

    Constructing an action checks nothing, so what cannot be iterated (``None``, a
    number) is kept as given, here or as one of the groups:
    :func:`~thousand.check` then refuses the deal (``invalid_deal``).
    """
    # The exact-type tests first: isinstance against an ABC is slow, and deal() builds a
    # Deal of tuples for every deal.
    kind = type(value)
    if kind is not tuple and kind is not list and not isinstance(value, Iterable):
        return value
    groups: list[object] = []
    for group in cast("Iterable[Any]", value):
        kind = type(group)
        if kind is not tuple and (kind is list or isinstance(group, Iterable)):
            group = tuple(group)
        groups.append(group)
    return tuple(groups)


@attrs.frozen(kw_only=True)
class Deal:
    """The chance action: how the 24 cards lie after the deal (``core.deal_one_by_one``).

    The hands and talons are made tuples. Like every action, constructing a deal checks
    nothing: :func:`~thousand.check` refuses one that does not share out the 24 cards as
    the rules say, or whose piles are not sequences of cards, with ``invalid_deal``.

    Attributes:
        hands: one tuple of cards per seat, seat 0 first.
        talons: the face-down talons; one of 3 cards for three players.

    >>> d = Deal.parse(["9s Js Qs Ks Ts As 9c", "Jc Qc Kc Tc Ac 9d Jd",
    ...                 "Qd Kd Td Ad 9h Jh Qh"], ["Kh Th Ah"])
    >>> len(d.hands[0]), d.talons
    (7, ((Card.KING_OF_HEARTS, Card.TEN_OF_HEARTS, Card.ACE_OF_HEARTS),))
    """

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=_card_groups)
    talons: tuple[tuple[Card, ...], ...] = attrs.field(converter=_card_groups)

    @classmethod
    def parse(cls, hands: Sequence[str], talons: Sequence[str]) -> Deal:
        """Build a deal from card texts, one string per hand and per talon.

        Raises:
            NotationError: a text is not a list of cards, or ``hands`` or ``talons`` is
                not a sequence of texts.
        """
        for name, texts in (("hands", hands), ("talons", talons)):
            if not isinstance(texts, Iterable):
                raise NotationError(
                    f"{name} are a sequence of card texts, not {shown(texts)}", text=texts
                )
        return cls(hands=[parse_cards(h) for h in hands], talons=[parse_cards(t) for t in talons])

    def __str__(self) -> str:
        hands = " | ".join(format_cards(h) for h in self.hands)
        talons = " | ".join(format_cards(t) for t in self.talons)
        return f"deal {hands} / talon {talons}"


@attrs.frozen(kw_only=True, repr=False)
class Bid:
    """A bid in the auction (C1-C6), made openly or in the dark (C8, C9).

    Attributes:
        seat: the bidding seat.
        value: the points the seat undertakes to take.
        blind: a dark bid, made without having looked at the cards (C8): at least 120,
            and a deal won with it scores double (C9, F6). ``False`` for an open bid;
            records written before dark bidding existed load as open bids.

    >>> Bid(seat=1, value=120, blind=True)
    Bid(seat=1, value=120, blind=True)
    >>> Bid(seat=1, value=120) == Bid(seat=1, value=120, blind=False)
    True
    """

    seat: int
    value: int
    blind: bool = False

    def __repr__(self) -> str:
        # An open bid reads as it always did; ``blind`` shows when it is anything else.
        tail = "" if self.blind is False else f", blind={self.blind!r}"
        return f"Bid(seat={self.seat!r}, value={self.value!r}{tail})"


@attrs.frozen(kw_only=True)
class Pass:
    """A pass in the auction; it is final (``core.pass_final``).

    Attributes:
        seat: the passing seat.
    """

    seat: int


@attrs.frozen(kw_only=True)
class GiveCard:
    """The declarer gives one card face down to an opponent (D2).

    Attributes:
        seat: the declarer.
        to: the opponent receiving the card.
        card: the card given.
    """

    seat: int
    to: int
    card: Card


@attrs.frozen(kw_only=True)
class DeclareContract:
    """The declarer fixes the contract: the winning bid or a raise (D3, ``core.raise_only``).

    Attributes:
        seat: the declarer.
        value: the contract.
    """

    seat: int
    value: int


@attrs.frozen(kw_only=True)
class Concede:
    """The declarer concedes the deal instead of playing it (D4, "painting the game").

    Attributes:
        seat: the declarer.
    """

    seat: int


@attrs.frozen(kw_only=True)
class PlayCard:
    """A card played to the trick.

    Attributes:
        seat: the playing seat.
        card: the card.
        declare: when leading a king or queen, also declare the marriage of its suit
            (``core.marriage_declared_by_lead``), which makes that suit trump.
    """

    seat: int
    card: Card
    declare: bool = False


@attrs.frozen(kw_only=True)
class Look:
    """A seat that has not seen its cards looks at them (C8, C9).

    With dark bidding on, a seat that may go dark does not see its hand until it looks,
    passes or the auction ends. It looks at its turn in the auction and stays to act,
    now bidding openly (*How many points*: "If in the course of the betting blindly the
    player has doubts about the correctness of his decision, he can consider his cards.
    From this moment on, trading continues in the usual way, openly."). The holder of
    the obligatory bid under ``first_hand``, asked first whether to go dark, keeps the
    obligatory bid by looking, and the auction opens with the next seat.

    Attributes:
        seat: the seat that looks.

    >>> Look(seat=1)
    Look(seat=1)
    """

    seat: int


@attrs.frozen(kw_only=True)
class ChooseTalon:
    """Two players: the declarer takes one of the two face-down talons (A3).

    With ``two_talons`` (two talons of two) and ``nine_cards`` (two piles of three) the
    declarer picks one without seeing it, adds it to the hand, and shows it unless the
    talon stays hidden (D1, C10, G13). The other stays face down: A4 says who takes it.

    Attributes:
        seat: the declarer.
        index: which talon, as the deal lists them: 0 or 1.

    >>> ChooseTalon(seat=1, index=0)
    ChooseTalon(seat=1, index=0)
    """

    seat: int
    index: int


@attrs.frozen(kw_only=True)
class Discard:
    """Two players: the declarer lays a card away face down in the exchange (A3, D2).

    Two cards with ``two_talons`` (A4 says who scores them), one onto the dummy with
    ``dummy`` (out of play) and one to the bank with ``nine_cards``.

    Attributes:
        seat: the declarer.
        card: the card laid away.

    >>> Discard(seat=0, card=Card.parse("9s"))
    Discard(seat=0, card=Card.NINE_OF_SPADES)
    """

    seat: int
    card: Card


@attrs.frozen(kw_only=True)
class Cut:
    """A chance outcome of the cutting (A9): the pack is cut, ``bottom`` lies at the bottom.

    A frontend reports what the dealer saw; :func:`~thousand.chance_action` draws it for
    programs that deal themselves. The dealer then decides if it is a nine or a jack
    (:class:`Recut`, :class:`BuryJack`, :class:`AcceptCut`); a bottom card the dealer keeps
    goes to the seat dealt the last card (the dealer, with three players), and the
    :class:`Deal` must agree.

    Attributes:
        seat: the cutter.
        bottom: the card at the bottom of the pack after the cut.
    """

    seat: int
    bottom: Card


@attrs.frozen(kw_only=True)
class Recut:
    """The dealer demands a new cut: a nine lies at the bottom (A9).

    The third nine in a row costs the cutter ``dealing.cut_nine_penalty``.

    Attributes:
        seat: the dealer.
    """

    seat: int


@attrs.frozen(kw_only=True)
class BuryJack:
    """The dealer buries the jack at the bottom in the middle of the pack (A9, ``bury``).

    No more cutting happens; the dealing follows.

    Attributes:
        seat: the dealer.
    """

    seat: int


@attrs.frozen(kw_only=True)
class AcceptCut:
    """The dealer keeps the nine or jack at the bottom: the dealing follows (A9).

    Attributes:
        seat: the dealer.
    """

    seat: int


@attrs.frozen(kw_only=True)
class ExposedCard:
    """A card was exposed during the deal (A10): reported instead of the :class:`Deal`.

    The deal ends; the dealer loses ``dealing.exposed_card_penalty`` and the next player
    deals.

    Attributes:
        card: the card that was seen.
    """

    card: Card


@attrs.frozen(kw_only=True)
class ClaimRedeal:
    """A seat claims a redeal (B1-B3): the deal ends and is dealt again.

    Offered by :func:`~thousand.legal_actions` only when ``condition`` holds for the seat
    at that moment: a hand condition to a seat holding such a hand while the redeal
    claims are asked (phase ``REDEAL``), a talon condition to the declarer in the
    exchange.

    Attributes:
        seat: the claiming seat.
        condition: the condition it claims on.

    >>> ClaimRedeal(seat=1, condition=RedealCondition.HAND_FOUR_NINES)
    ClaimRedeal(seat=1, condition=<RedealCondition.HAND_FOUR_NINES: 'hand_four_nines'>)
    """

    seat: int
    condition: RedealCondition


@attrs.frozen(kw_only=True)
class DeclineRedeal:
    """A seat asked whether it claims a redeal does not (phase ``REDEAL``, B1-B3).

    Attributes:
        seat: the seat asked.
    """

    seat: int


Action = (
    Deal
    | Bid
    | Pass
    | GiveCard
    | DeclareContract
    | Concede
    | PlayCard
    | Look
    | ChooseTalon
    | Discard
    | Cut
    | Recut
    | BuryJack
    | AcceptCut
    | ExposedCard
    | ClaimRedeal
    | DeclineRedeal
)
"""Any action: a chance action (:class:`Deal`, :class:`Cut`, :class:`ExposedCard`) or a
player's decision."""


MAX_SEATS = 4


PLAY: tuple[tuple[PlayCard, ...], ...] = tuple(
    tuple(PlayCard(seat=seat, card=card) for card in DECK) for seat in range(MAX_SEATS)
)


PLAY_DECLARE: tuple[tuple[PlayCard, ...], ...] = tuple(
    tuple(PlayCard(seat=seat, card=card, declare=True) for card in DECK)
    for seat in range(MAX_SEATS)
)


# PLAY_BY_SUIT[seat][suit][bits]: the plays of the cards of one suit in a 6-bit pattern.
PLAY_BY_SUIT: tuple[tuple[tuple[tuple[PlayCard, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(tuple(PLAY[seat][s * 6 + r] for r in range(6) if bits >> r & 1) for bits in range(64))
        for s in range(4)
    )
    for seat in range(MAX_SEATS)
)


# DECLARES_OF_MARRIAGES[seat][queens]: the declaring plays of the queen and king of each
# marriage whose queen is in ``queens`` (the key of MARRIAGE_SUITS), in card order.
DECLARES_OF_MARRIAGES: tuple[dict[int, tuple[PlayCard, ...]], ...] = tuple(
    {
        queens: tuple(
            PLAY_DECLARE[seat][suit * 6 + rank] for suit in suits for rank in (QUEEN, KING)
        )
        for queens, suits in MARRIAGE_SUITS.items()
    }
    for seat in range(MAX_SEATS)
)


def plays_of_mask(seat: int, mask: int) -> tuple[PlayCard, ...]:
    """The plain plays of every card in ``mask`` by ``seat``, in card order."""
    by_suit = PLAY_BY_SUIT[seat]
    return (
        by_suit[0][mask & 63]
        + by_suit[1][(mask >> 6) & 63]
        + by_suit[2][(mask >> 12) & 63]
        + by_suit[3][(mask >> 18) & 63]
    )


def declares_of_mask(seat: int, mask: int) -> tuple[PlayCard, ...]:
    """The declaring plays (``declare=True``) of every card in ``mask``, in card order."""
    declares = PLAY_DECLARE[seat]
    return tuple(declares[card] for card in mask_cards(mask))


PASS: tuple[Pass, ...] = tuple(Pass(seat=seat) for seat in range(MAX_SEATS))


CONCEDE: tuple[Concede, ...] = tuple(Concede(seat=seat) for seat in range(MAX_SEATS))


GIVE: tuple[tuple[tuple[GiveCard, ...], ...], ...] = tuple(
    tuple(tuple(GiveCard(seat=seat, to=to, card=card) for card in DECK) for to in range(MAX_SEATS))
    for seat in range(MAX_SEATS)
)


# GIVE_BY_SUIT[seat][to][suit][bits]: the gifts of the cards of one suit in a 6-bit pattern.
GIVE_BY_SUIT: tuple[tuple[tuple[tuple[tuple[GiveCard, ...], ...], ...], ...], ...] = tuple(
    tuple(
        tuple(
            tuple(
                tuple(GIVE[seat][to][s * 6 + r] for r in range(6) if bits >> r & 1)
                for bits in range(64)
            )
            for s in range(4)
        )
        for to in range(MAX_SEATS)
    )
    for seat in range(MAX_SEATS)
)


def gives_of_mask(seat: int, to: int, mask: int) -> tuple[GiveCard, ...]:
    """The gifts by ``seat`` to ``to`` of every card in ``mask``, in card order."""
    by_suit = GIVE_BY_SUIT[seat][to]
    return (
        by_suit[0][mask & 63]
        + by_suit[1][(mask >> 6) & 63]
        + by_suit[2][(mask >> 12) & 63]
        + by_suit[3][(mask >> 18) & 63]
    )


LOOK: tuple[Look, ...] = tuple(Look(seat=seat) for seat in range(MAX_SEATS))


_BIDS: dict[tuple[int, int], Bid] = {}


_BLIND_BIDS: dict[tuple[int, int], Bid] = {}


_CONTRACTS: dict[tuple[int, int], DeclareContract] = {}


def bid(seat: int, value: int) -> Bid:
    """The shared ``Bid(seat, value)``."""
    action = _BIDS.get((seat, value))
    if action is None:
        action = _BIDS[seat, value] = Bid(seat=seat, value=value)
    return action


def blind_bid(seat: int, value: int) -> Bid:
    """The shared dark ``Bid(seat, value, blind=True)`` (C8)."""
    action = _BLIND_BIDS.get((seat, value))
    if action is None:
        action = _BLIND_BIDS[seat, value] = Bid(seat=seat, value=value, blind=True)
    return action


def contract(seat: int, value: int) -> DeclareContract:
    """The shared ``DeclareContract(seat, value)``."""
    action = _CONTRACTS.get((seat, value))
    if action is None:
        action = _CONTRACTS[seat, value] = DeclareContract(seat=seat, value=value)
    return action
