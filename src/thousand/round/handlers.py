"""The handlers that play a deal: one table per kind of deal, picked once when it starts.

Every kind of action has a check and a transition; every phase in which a seat acts has
a list of its legal actions. Most are the same for every deal. Trick play and the
auction are not: a deal under the classic rules runs the plain handlers of
:mod:`~thousand.round.play` and :mod:`~thousand.round.auction`, and a deal with
variants (E1 ``any_lead``, E3-E5, E7, a stock; dark bids or jumps) runs
:mod:`~thousand.round.play_variants` and the auction's variant handlers. The deal's
setup works out which once, and is made of the subclass of
:class:`~thousand.round.setup.DealSetup` that carries that table (:data:`SETUPS`, the way
python-chess has a board class per variant); the engine calls ``setup.actions`` and
``setup.legal`` and never tests a rule inside a handler to choose its path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from thousand.actions import (
    AcceptCut,
    Action,
    Bid,
    BuryJack,
    ChooseTalon,
    ClaimRedeal,
    Concede,
    Cut,
    Deal,
    DeclareContract,
    DeclineRedeal,
    Discard,
    ExposedCard,
    GiveCard,
    Look,
    Pass,
    PlayCard,
    Recut,
)
from thousand.errors import Violation
from thousand.round import auction, cutting, deal, exchange, play, play_variants, redeal, talons
from thousand.round.facts import (
    BIDDING,
    CONTRACT,
    CUTTING,
    EXCHANGE,
    PLAYING,
    REDEAL,
    TALON,
    Phase,
    RoundFacts,
)
from thousand.round.setup import VARIANT_AUCTION, VARIANT_PLAY, DealSetup

Check = Callable[[RoundFacts, Any], Violation | None]
"""Why an action is illegal in the facts, or ``None``."""
Transition = Callable[[RoundFacts, Any], RoundFacts]
"""The facts after a legal action."""
Legal = Callable[[RoundFacts], tuple[Action, ...]]
"""Every legal action of the seat to act, in the documented order."""


class Handlers(NamedTuple):
    """The handlers of one kind of deal."""

    actions: dict[type, tuple[Check, Transition]]
    """The check and the transition of each kind of action."""
    legal: dict[Phase, Legal]
    """The legal actions of each phase in which a seat acts."""


def _table(*, variant_play: bool, variant_auction: bool) -> Handlers:
    bid = auction.check_bid_with_variants if variant_auction else auction.check_bid
    card = play_variants if variant_play else play
    return Handlers(
        actions={
            Deal: (deal.check_deal, deal.apply_deal),
            Bid: (bid, auction.apply_bid),
            Pass: (auction.check_pass, auction.apply_pass),
            GiveCard: (exchange.check_give, exchange.apply_give),
            DeclareContract: (exchange.check_contract, exchange.apply_contract),
            Concede: (exchange.check_concede, exchange.apply_concede),
            PlayCard: (card.check_play, card.apply_play),
            Look: (auction.check_look, auction.apply_look),
            ChooseTalon: (talons.check_choose, talons.apply_choose),
            Discard: (talons.check_discard, talons.apply_discard),
            Cut: (cutting.check_cut, cutting.apply_cut),
            Recut: (cutting.check_recut, cutting.apply_recut),
            BuryJack: (cutting.check_bury, cutting.apply_bury),
            AcceptCut: (cutting.check_accept, cutting.apply_accept),
            ExposedCard: (cutting.check_exposed, cutting.apply_exposed),
            ClaimRedeal: (redeal.check_claim, redeal.apply_claim),
            DeclineRedeal: (redeal.check_decline, redeal.apply_decline),
        },
        legal={
            CUTTING: cutting.legal_cutting,
            REDEAL: redeal.legal_redeal,
            BIDDING: (
                auction.legal_bidding_with_variants if variant_auction else auction.legal_bidding
            ),
            EXCHANGE: exchange.legal_exchange,
            CONTRACT: exchange.legal_contract,
            PLAYING: card.legal_play,
            TALON: talons.legal_talon,
        },
    )


TABLES: tuple[Handlers, ...] = tuple(
    _table(variant_play=bool(kind & VARIANT_PLAY), variant_auction=bool(kind & VARIANT_AUCTION))
    for kind in range((VARIANT_PLAY | VARIANT_AUCTION) + 1)
)
"""The handler tables by :attr:`DealSetup.handlers <thousand.round.setup.DealSetup.handlers>`."""


class ClassicDealSetup(DealSetup):
    """The setup of a deal under the classic trick play and auction."""

    __slots__ = ()
    actions = TABLES[0].actions
    legal = TABLES[0].legal


class VariantPlayDealSetup(DealSetup):
    """The setup of a deal whose trick play has variants (E1 ``any_lead``, E3-E5, E7, a stock)."""

    __slots__ = ()
    actions = TABLES[VARIANT_PLAY].actions
    legal = TABLES[VARIANT_PLAY].legal


class VariantAuctionDealSetup(DealSetup):
    """The setup of a deal whose auction has dark bids or jumps (C4, C8)."""

    __slots__ = ()
    actions = TABLES[VARIANT_AUCTION].actions
    legal = TABLES[VARIANT_AUCTION].legal


class VariantDealSetup(DealSetup):
    """The setup of a deal with variants of both trick play and the auction."""

    __slots__ = ()
    actions = TABLES[VARIANT_PLAY | VARIANT_AUCTION].actions
    legal = TABLES[VARIANT_PLAY | VARIANT_AUCTION].legal


SETUPS: tuple[type[DealSetup], ...] = (
    ClassicDealSetup,
    VariantPlayDealSetup,
    VariantAuctionDealSetup,
    VariantDealSetup,
)
"""The setup class of each kind of deal, by :attr:`DealSetup.handlers
<thousand.round.setup.DealSetup.handlers>`: :func:`~thousand.new_round` asks
:meth:`DealSetup.create <thousand.round.setup.DealSetup.create>` for one of these."""
