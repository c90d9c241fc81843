"""After the auction: the exchange, the contract, and conceding (D2-D4, ``core.raise_only``).

Two players' discards (A3) are checked and applied in :mod:`thousand.round.talons`; the
exchange ends here or there once every card it asks for is given and discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import CONCEDE, contract, gives_of_mask
from thousand.cards import Card
from thousand.errors import Reason, Violation, shown
from thousand.round.auction import cap_reason, contract_cap
from thousand.round.context import concede_cap
from thousand.round.facts import (
    CONTRACT,
    EXCHANGE,
    PHASE_DONE,
    PLAYING,
    BeforePlay,
    RoundFacts,
    new_before_play,
    new_facts,
)
from thousand.round.redeal import talon_claims
from thousand.round.redeal_conditions import talon_met
from thousand.round.talons import exchange_done, legal_discards
from thousand.round.turn import check_turn, malformed, wrong_phase
from thousand.rules.bidding import next_bid

if TYPE_CHECKING:
    from thousand.actions import Action, Concede, DeclareContract, GiveCard
    from thousand.round.setup import DealSetup


def take_talon(d: RoundFacts) -> RoundFacts:
    """Three and four players, after the auction: the declarer takes the talon (D1).

    It is shown to everybody unless the auction hid it (``BeforePlay.talon_shown``); the
    exchange begins.
    """
    before = d.before_play
    declarer = before.bidder
    hands = list(d.hands)
    taken = 0
    for talon in before.talons:
        taken |= talon
    hands[declarer] |= taken
    # B1, B2: which redeal conditions the talon meets, for the declarer to claim.
    met = talon_met(d, taken) if d.setup.redeal.talon else 0
    if met:
        before = before._replace(cut_and_claims=before.cut_and_claims._replace(talon_met=met))
    return new_facts(RoundFacts, (d.setup, EXCHANGE, declarer, tuple(hands), *d[4:10], before))


def check_give(d: RoundFacts, action: GiveCard) -> Violation | None:
    """D2: one card from the declarer's hand to each opponent."""
    violation = check_turn(d, action, EXCHANGE)
    if violation is not None:
        return violation
    seat, to, card = action.seat, action.to, action.card
    if type(to) is not int or not 0 <= to < d.setup.players:
        return malformed(
            f"cards are given to a seat 0..{d.setup.players - 1}, not {shown(to)}", seat
        )
    if type(card) is not Card:
        return malformed(f"{shown(card)} is not a Card", seat)
    two = d.setup.two_player
    if two is not None and not two.gives:
        return Violation(
            Reason.NO_GIFT,
            "the declarer discards and gives no card under these rules",
            seat=seat,
        )
    if to == d.before_play.bidder or not d.setup.seat_mask >> to & 1:
        return Violation(
            Reason.NOT_AN_OPPONENT,
            f"the declarer gives cards to the opponents, not to p{to + 1}",
            seat=seat,
        )
    if d.before_play.given >> to & 1:
        return Violation(Reason.ALREADY_GIVEN, f"p{to + 1} has already received a card", seat=seat)
    if not d.hands[seat] >> card & 1:
        return Violation(Reason.CARD_NOT_IN_HAND, f"p{seat + 1} does not hold {card}", seat=seat)
    return None


def apply_give(d: RoundFacts, action: GiveCard) -> RoundFacts:
    """Move the card; once every opponent has one, the contract is declared.

    With B3 ``after_exchange`` the seats that may claim a redeal are asked first.
    """
    seat, to = action.seat, action.to
    bit = 1 << action.card
    # Positional rebuilds, the facts unpacked once: every exchange passes here.
    setup, phase, to_act, held, trump, marriages, leader, trick, tricks, log, before = d
    hands = list(held)
    hands[seat] &= ~bit
    hands[to] |= bit
    (
        talons, bid, bidder, passed, talon_shown, given, conceded, unseen, dark,
        discarded, chosen, cut,
    ) = before  # fmt: skip
    given |= 1 << to
    if setup.two_player is None:
        # Every playing seat but the declarer is an opponent owed one card.
        done = (given | 1 << bidder) == setup.seat_mask
    else:  # A3: the discards too
        done = exchange_done(setup, given, discarded, bidder)
    before = new_before_play(
        BeforePlay,
        (
            talons, bid, bidder, passed, talon_shown, given, conceded, unseen, dark,
            discarded, chosen, cut,
        ),
    )  # fmt: skip
    return new_facts(
        RoundFacts,
        (
            setup, phase, PHASE_DONE if done else to_act, tuple(hands), trump, marriages,
            leader, trick, tricks, log + (action,), before,
        ),
    )  # fmt: skip


def lowest_contract(d: RoundFacts) -> int:
    """The bid, or the barrel minimum for a barrel declarer whose cards allow it (G5)."""
    setup = d.setup
    bid = d.before_play.bid
    seat = d.before_play.bidder
    # A hand whose cap is below the barrel minimum cannot win from the barrel this deal
    # (*Thousand for two, three or four*: "to win a must-have on their hands marriage");
    # it plays the bid.
    if setup.on_barrel >> seat & 1 and bid < setup.barrel_contract <= contract_cap(
        setup, d.hands[seat]
    ):
        return setup.barrel_contract
    return bid


def contract_range(d: RoundFacts) -> tuple[int, ...]:
    """The contracts the declarer may declare: the lowest, or a raise up to the cap (D3, C6).

    A raise is a multiple of the bid step; so is the lowest contract, except a barrel
    contract declared automatically (C11, G5: 121 under Games24, raised to 125, 130, …).
    """
    low, top, step = _contract_bounds(d)
    return (low, *range(next_bid(low, step), top + 1, step))


def _contract_bounds(d: RoundFacts) -> tuple[int, int, int]:
    """The lowest contract, the highest, and the step of a raise."""
    setup = d.setup
    low = lowest_contract(d)
    top = low
    if setup.may_raise:
        top = max(top, contract_cap(setup, d.hands[d.before_play.bidder]))
    return low, top, setup.rules.bidding.bid_step


def check_contract(d: RoundFacts, action: DeclareContract) -> Violation | None:
    """Keep the bid or raise it by multiples of the step, never lower (``core.raise_only``)."""
    violation = check_turn(d, action, CONTRACT)
    if violation is not None:
        return violation
    seat, value = action.seat, action.value
    if type(value) is not int:
        return malformed(f"a contract is a whole number, not {shown(value)}", seat)
    rules = d.setup.rules
    bidding = rules.bidding
    if value < d.before_play.bid:
        return Violation(
            Reason.CONTRACT_BELOW_BID,
            "the contract may be raised, never lowered:"
            f" at least {d.before_play.bid}, not {shown(value)}",
            seat=seat,
            details=(("bid", d.before_play.bid),),
        )
    # The bid is kept as it is: a barrel player's automatic contract is off the step (C11).
    if value % bidding.bid_step and value != d.before_play.bid:
        return Violation(
            Reason.CONTRACT_OFF_STEP,
            f"a contract is the bid or a multiple of {bidding.bid_step}, not {shown(value)}",
            seat=seat,
        )
    low = lowest_contract(d)
    if value < low:
        return Violation(
            Reason.BARREL_CONTRACT_TOO_LOW,
            f"p{seat + 1} is on the barrel and must declare at least {low}, not {shown(value)}",
            seat=seat,
            details=(("barrel_contract", low),),
        )
    if value == low:
        return None
    if not d.setup.may_raise:
        if d.setup.talon_without_auction >= 0 and d.setup.context.golden is not None:
            message = f"the golden contract is {low}; it may not be raised"
        else:
            message = f"these rules do not allow raising the contract above {low}"
        return Violation(Reason.RAISE_NOT_ALLOWED, message, seat=seat)
    ceiling = bidding.contract_ceiling
    if value > ceiling:
        return Violation(
            Reason.CONTRACT_ABOVE_MAX,
            f"the highest contract is {ceiling}, not {shown(value)}",
            seat=seat,
        )
    hand = d.hands[seat]
    cap = contract_cap(d.setup, hand)
    if value > cap:
        return Violation(
            Reason.CONTRACT_ABOVE_CAP,
            f"p{seat + 1} may declare at most {cap} {cap_reason(d.setup, hand)},"
            f" not {shown(value)}",
            seat=seat,
            details=(("cap", cap),),
        )
    return None


def apply_contract(d: RoundFacts, action: DeclareContract) -> RoundFacts:
    """The contract is fixed; the declarer leads to the first trick (``core.declarer_leads``)."""
    setup, phase, _, hands, trump, marriages, _, trick, tricks, log, before = d
    talons, _, *rest = before
    return new_facts(
        RoundFacts,
        (
            setup, phase, PHASE_DONE, hands, trump, marriages, action.seat, trick,
            tricks, log + (action,), new_before_play(BeforePlay, (talons, action.value, *rest)),
        ),
    )  # fmt: skip


def before_first_lead(d: RoundFacts) -> bool:
    """Whether no card has been played yet in trick play."""
    return not d.trick and not d.tricks


def check_concede(d: RoundFacts, action: Concede) -> Violation | None:
    """D4: from taking the talon until the first lead, if the rules allow it."""
    phase = d.phase
    if phase is PLAYING and not before_first_lead(d):
        if type(action.seat) is int and action.seat == d.before_play.bidder:
            return Violation(
                Reason.CONCEDE_NOT_ALLOWED,
                "too late to concede: the first card has been led",
                seat=action.seat,
            )
        return wrong_phase(d, action)
    if phase not in (EXCHANGE, CONTRACT, PLAYING):
        return wrong_phase(d, action)
    violation = check_turn(d, action, phase)
    if violation is not None:
        return violation
    if phase is PLAYING and action.seat != d.before_play.bidder:
        # E8: the dealer's opponent may lead the first trick without being the declarer.
        return Violation(
            Reason.CONCEDE_NOT_ALLOWED,
            f"only the declarer concedes, not p{action.seat + 1} (D4)",
            seat=action.seat,
        )
    if phase is CONTRACT and d.setup.contract_before_talon:
        return Violation(
            Reason.CONCEDE_NOT_ALLOWED,
            "the declarer concedes after taking the talon, not while naming the contract"
            " before it is opened (C12)",
            seat=action.seat,
        )
    if not d.setup.may_concede >> action.seat & 1:
        return concede_refused(d.setup, action.seat)
    return None


def concede_refused(setup: DealSetup, seat: int) -> Violation:
    """Why ``seat`` may not concede in a deal with this setup (D4, D8, D12)."""
    rules = setup.rules
    if not rules.talon.concede:
        message = "these rules do not allow conceding"
    elif setup.on_barrel >> seat & 1 and not rules.talon.concede_on_barrel:
        message = f"p{seat + 1} is on the barrel and may not concede"
    else:
        cap = concede_cap(rules, setup.context, seat)
        assert cap is not None
        limit, made = cap
        return Violation(
            Reason.CONCEDE_LIMIT_REACHED,
            f"p{seat + 1} may not concede: {limit} concessions allowed, {made} made (D12)",
            seat=seat,
            details=(("limit", limit), ("made", made)),
        )
    return Violation(Reason.CONCEDE_NOT_ALLOWED, message, seat=seat)


def apply_concede(d: RoundFacts, action: Concede) -> RoundFacts:
    """The deal ends; :func:`~thousand.round_result` scores the concession."""
    before = d.before_play
    # Positional rebuilds: a random player concedes in many deals.
    before = new_before_play(BeforePlay, (*before[:6], True, *before[7:]))
    return new_facts(RoundFacts, (*d[:2], PHASE_DONE, *d[3:9], d.log + (action,), before))


def legal_exchange(d: RoundFacts) -> tuple[Action, ...]:
    """Every card to every opponent owed one, clockwise; the discards; conceding; claims.

    Opponents clockwise, cards in card order; the discards (A3) while one is owed, in
    card order; conceding (D4); then the redeal claims on the talon (B1, B2), in
    condition order.
    """
    before = d.before_play
    seat = before.bidder
    setup = d.setup
    two = setup.two_player  # None for three and four players
    actions: tuple[Action, ...] = ()
    if two is None or two.gives:
        hand = d.hands[seat]
        # The opponents still owed a card, clockwise from the dealer's left.
        owed = setup.seat_mask & ~before.given & ~(1 << seat)
        for to in setup.seats:
            if owed >> to & 1:
                actions += gives_of_mask(seat, to, hand)
    if two is not None and two.discards:
        actions += legal_discards(d, seat)
    if setup.may_concede >> seat & 1:
        actions += (CONCEDE[seat],)
    if before.cut_and_claims.talon_met:
        actions += talon_claims(d)
    return actions


def legal_contract(d: RoundFacts) -> tuple[Action, ...]:
    """Every contract from the bid up to the cap, then conceding (D4).

    Named before the talon is opened (C12), the contract comes without conceding: that
    follows taking the talon.
    """
    seat = d.before_play.bidder
    bounds = _contract_bounds(d)
    concedes = bool(d.setup.may_concede >> seat & 1) and not d.setup.contract_before_talon
    key = (seat, bounds, concedes)
    actions = _CONTRACT_CHOICES.get(key)
    if actions is None:
        actions = tuple(contract(seat, value) for value in contract_range(d))
        if concedes:
            actions += (CONCEDE[seat],)
        _CONTRACT_CHOICES[key] = actions
    return actions


_CONTRACT_CHOICES: dict[tuple[int, tuple[int, int, int], bool], tuple[Action, ...]] = {}
"""The contract phase's legal actions by seat, lowest and highest contract and step, and
whether the seat may concede: a few thousand tuples at most, each built once."""
