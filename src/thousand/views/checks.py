"""What a view must be, checked without drawing a world (private).

:func:`~thousand.sample_world` and loading a :class:`~thousand.PlayerView` from JSON ask
:func:`shape_problem` first. The world samplers index lists by seat and count cards, so a
seat out of range (a log entry of seat 1000, a declarer of -5), a count that cannot be (a
hand of -1 cards, hand sizes for two seats at a table of three) or a card twice where
each card lies once is refused here, its place named, before a sampler reads it. So is
a part of the view that its log fixes whatever the hidden cards (the bids, the declarer,
the tricks, the hand sizes, the cuts and gifts as the seat saw them, the phase): a
sampler reads some of them to place the cards, and would search in vain if they lied.
Whether the rest agrees with the log, the seat's hand and the rules is what drawing a
world finds out (:func:`thousand.views.worlds.view_problem`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from thousand.actions import (
    Bid,
    BuryJack,
    ChooseTalon,
    ClaimRedeal,
    Concede,
    Cut,
    Deal,
    DeclareContract,
    DeclineRedeal,
    ExposedCard,
    GiveCard,
    Pass,
    PlayCard,
    Recut,
)
from thousand.cards import DECK, Rank
from thousand.engine import new_round
from thousand.errors import ThousandError, seat_shown
from thousand.round.deal import deal_shape, keeps_order
from thousand.round.facts import Phase
from thousand.rules.dealing import CUT_NINES_FOR_PENALTY, CutJack
from thousand.rules.play import MarriageKind
from thousand.rules.redeal import HAND_CONDITIONS, RedealTiming
from thousand.rules.talon import ContractTiming
from thousand.views.cut_worlds import nines_in_a_row
from thousand.views.player_view import HiddenCut, HiddenDeal, HiddenDiscard, HiddenGiveCard
from thousand.views.seen_cards import naming_before_talon

if TYPE_CHECKING:
    from collections.abc import Iterable

    from thousand.cards import Card
    from thousand.views.player_view import PlayerView


__all__ = ["ViewProblem", "shape_problem"]


@attrs.frozen
class ViewProblem:
    """What is wrong with a view, and where.

    Attributes:
        where: the place in the view, named as in its JSON (``"log[11].seat"``,
            ``"declarer"``, ``"legal_actions"``).
        message: what is wrong.
    """

    where: str
    message: str


def shape_problem(v: PlayerView) -> ViewProblem | None:
    """The first part of ``v`` that cannot be, or ``None``.

    The rules, the dealer and the context must make a deal; every seat the view names must
    be one of that deal's (``None`` only where a view may have none); the hand sizes one
    per seat, none negative; the talons the deal's in number and size; the seat's hand,
    the claimed hand and the cards played each card once, none both held and played; and
    what the log fixes as :func:`~thousand.view` shows it (``_log_problem``).
    """
    n = v.rules.players
    if not _is_seat(v.dealer, n):
        return ViewProblem("dealer", f"not a seat of this deal (0..{n - 1}): {v.dealer!r}")
    try:
        state = new_round(v.rules, v.dealer, context=v.context)
    except ThousandError as error:
        return ViewProblem("context", str(error))
    if v.seats != state.seats:
        return ViewProblem("seats", f"the seats that play are {list(state.seats)}")
    if v.sitting_out != state.sitting_out:
        return ViewProblem("sitting_out", f"the seat that sits out is {state.sitting_out}")
    if type(v.hand_sizes) is not tuple or len(v.hand_sizes) != n:
        return ViewProblem("hand_sizes", f"a hand size for each of the {n} seats")
    for index, size in enumerate(v.hand_sizes):
        if type(size) is not int or not 0 <= size <= len(DECK):
            return ViewProblem(f"hand_sizes[{index}]", f"not a hand size: {size!r}")
    for where, seat in _seats_named(v):
        if not _is_seat(seat, n):
            return ViewProblem(where, f"not a seat of this deal (0..{n - 1}): {seat!r}")
    return _cards_problem(v) or _talons_problem(v) or _log_problem(v, state._d.setup.opening_bid)


def _is_seat(seat: object, players: int) -> bool:
    return type(seat) is int and 0 <= seat < players


def _seats_named(v: PlayerView) -> Iterable[tuple[str, object]]:
    """Every seat the view names, with its place; the optional ones only when set."""
    for name in ("seat", "to_act", "declarer", "leader"):
        value = getattr(v, name)
        if value is not None:
            yield name, value
    if v.highest_bid is not None:
        yield "highest_bid[0]", v.highest_bid[0]
    for index, seat in enumerate(v.unseen):
        yield f"unseen[{index}]", seat
    for index, (seat, _) in enumerate(v.marriages):
        yield f"marriages[{index}][0]", seat
    for index, declaration in enumerate(v.declarations):
        yield f"declarations[{index}].seat", declaration.seat
    for index, trick in enumerate(v.tricks):
        for at, (seat, _) in enumerate(trick.plays):
            yield f"tricks[{index}].plays[{at}][0]", seat
        yield f"tricks[{index}].winner", trick.winner
    for index, (seat, _) in enumerate(v.trick):
        yield f"trick[{index}][0]", seat
    for field, actions in (("bids", v.bids), ("legal_actions", v.legal_actions), ("log", v.log)):
        for index, action in enumerate(actions):
            if type(action) is HiddenDeal:
                continue  # the view's own seat, or none for a spectator (see the cards)
            for name in ("seat", "to"):
                if hasattr(action, name):
                    yield f"{field}[{index}].{name}", getattr(action, name)


def _cards_problem(v: PlayerView) -> ViewProblem | None:
    """Each card once where a card lies once; the log's deal as this seat saw it."""
    for name, cards in (("hand", v.hand), ("claimed_hand", v.claimed_hand)):
        if list(cards) != sorted(set(cards)):
            return ViewProblem(name, "each card once, in card order")
    played = [card for _, card in v.played]
    if len(set(played)) != len(played):
        return ViewProblem("tricks", "a card is played twice")
    held = set(v.hand).intersection(played)
    if held:
        return ViewProblem("hand", f"holds a card already played: {min(held)}")
    for index, entry in enumerate(v.log):
        if type(entry) is Deal:
            return ViewProblem(f"log[{index}]", "a view shows the deal as its seat saw it")
        if type(entry) is HiddenDeal:
            if entry.seat != v.seat:
                return ViewProblem(f"log[{index}].seat", f"the deal as {seat_shown(v.seat)} saw it")
            if list(entry.hand) != sorted(set(entry.hand)):
                return ViewProblem(f"log[{index}].hand", "each card once, in card order")
    return None


def _talons_problem(v: PlayerView) -> ViewProblem | None:
    """No talons before the deal, then the deal's talons in number and size."""
    if not v.talons:
        if v.chosen_talon is not None:
            return ViewProblem("chosen_talon", "there is no talon to choose")
        return None
    sizes = deal_shape(v.rules, v.dealer)[1]
    if len(v.talons) != len(sizes):
        return ViewProblem("talons", f"this deal has {len(sizes)} talon(s)")
    seen: list[Card] = []
    stock = keeps_order(v.rules)  # of a stock each seat sees the cards it drew (A3)
    for index, (talon, size) in enumerate(zip(v.talons, sizes, strict=True)):
        if len(talon) != size:
            return ViewProblem(f"talons[{index}]", f"{size} cards, face up or down (null)")
        shown = [card for card in talon if card is not None]
        if not stock and 0 < len(shown) < size:
            return ViewProblem(f"talons[{index}]", "a talon is seen whole or not at all")
        seen += shown
    if len(set(seen)) != len(seen):
        return ViewProblem("talons", "a card lies twice in the talons")
    dealt = next((entry.hand for entry in v.log if type(entry) is HiddenDeal), ())
    if set(seen).intersection(dealt):
        return ViewProblem("talons", "a card of the talons was dealt to this seat")
    if v.chosen_talon is not None and not 0 <= v.chosen_talon < len(v.talons):
        return ViewProblem("chosen_talon", f"not a talon of this deal: {v.chosen_talon}")
    if v.players == 2 and v.chosen_talon is not None:
        # A3, A4: the talon not taken stays out of play.
        out = {
            card
            for index, talon in enumerate(v.talons)
            if index != v.chosen_talon
            for card in talon
            if card is not None
        }
        held = out.intersection(v.hand).union(out.intersection(c for _, c in v.played))
        if held:
            return ViewProblem("talons", f"the {min(held)} of the talon not taken is in play")
    return None


def _log_problem(v: PlayerView, opening_bid: int) -> ViewProblem | None:
    """The parts of the view that the log's public actions fix, as :func:`view` makes them.

    The bids and passes, the standing bid, the declarer, the contract, a concession, the
    talon chosen (A3), the cards played in order, who led each trick (the winner of the
    one before) and the declarations (each made by leading a card with ``declare``).
    """
    log = v.log
    bids = tuple(entry for entry in log if type(entry) is Bid or type(entry) is Pass)
    if v.bids != bids:
        return ViewProblem("bids", "not the bids and passes of the log")
    last_bid = next((entry for entry in reversed(log) if type(entry) is Bid), None)
    if v.highest_bid is not None:
        # Before any bid, the deal's opening bid: the minimum, or a barrel player's
        # automatic contract (C11) or a golden deal's 120 (G13).
        value = last_bid.value if last_bid is not None else opening_bid
        if v.highest_bid[1] != value or (last_bid and v.highest_bid[0] != last_bid.seat):
            return ViewProblem("highest_bid", "not the standing bid of the log")
    if v.declarer is not None and (v.highest_bid is None or v.declarer != v.highest_bid[0]):
        return ViewProblem("declarer", "the declarer is the seat of the winning bid")
    contract = next((e.value for e in reversed(log) if type(e) is DeclareContract), None)
    if contract is not None and v.contract != contract:
        return ViewProblem("contract", "not the contract the declarer fixed in the log")
    if v.conceded != any(type(entry) is Concede for entry in log):
        return ViewProblem("conceded", "the log says otherwise")
    chosen = next((e.index for e in log if type(e) is ChooseTalon), None)
    if chosen is not None and v.chosen_talon != chosen:
        return ViewProblem("chosen_talon", "not the talon chosen in the log")
    return (
        _cut_problem(v)
        or _exchange_problem(v)
        or (_sizes_problem(v) if v.players > 2 else None)
        or _talon_problem(v)
        or _play_problem(v)
        or _redeal_problem(v)
        or _phase_problem(v)
    )


def _cut_problem(v: PlayerView) -> ViewProblem | None:
    """The cuts as this seat saw them (A9): each bottom card shown but the one kept.

    Every cut but the last was a nine cut again, or under ``reshuffle`` (A14) a jack
    shuffled back, shown to all. The dealer sees the last one too; the other seats see
    it only if the dealer acted on it (a new cut, a jack buried or, under
    ``dealer_cuts``, cut away; a jack reshuffled), or if it was the cutter's third nine
    in a row.
    """
    log = v.log
    cut_jack = v.rules.dealing.cut_jack
    cuts = [at for at, entry in enumerate(log) if type(entry) is Cut or type(entry) is HiddenCut]
    for at in cuts[:-1]:
        entry = log[at]
        if type(entry) is not Cut or at + 1 >= len(log):
            return ViewProblem(f"log[{at}]", "a cut before the last is a nine cut again")
        recut = type(log[at + 1]) is Recut and entry.bottom.rank is Rank.NINE
        reshuffled = cut_jack is CutJack.RESHUFFLE and entry.bottom.rank is Rank.JACK
        if not (recut or reshuffled):
            return ViewProblem(f"log[{at}]", "a cut before the last is a nine cut again")
    if not cuts:
        return None
    at = cuts[-1]
    last = log[at]
    after = type(log[at + 1]) if at + 1 < len(log) else None
    shown = after is Recut or after is BuryJack
    if type(last) is Cut and not shown:
        rank = last.bottom.rank
        shown = (rank is Rank.NINE and nines_in_a_row(log, at) + 1 >= CUT_NINES_FOR_PENALTY) or (
            rank is Rank.JACK and cut_jack is not CutJack.BURY
        )
    if (type(last) is Cut) != (shown or v.seat == v.dealer):
        return ViewProblem(f"log[{at}]", "only the dealer sees the bottom card it keeps")
    return None


def _exchange_problem(v: PlayerView) -> ViewProblem | None:
    """The gifts and discards as this seat saw them.

    The declarer gives one card to each opponent (D2); giver and receiver see it, anybody
    else sees it face down, unless the exchange is passed face up (D15): then everybody
    sees it. A seat sees its own discards (A3).
    """
    gifts: dict[int, Card | None] = {}
    face_up = v.rules.talon.exchange_face_up
    for index, entry in enumerate(v.log):
        if type(entry) is GiveCard or type(entry) is HiddenGiveCard:
            sees = face_up or (v.seat is not None and v.seat in (entry.seat, entry.to))
            if (type(entry) is GiveCard) != sees:
                if face_up:
                    return ViewProblem(f"log[{index}]", "a gift passed face up is seen by all")
                return ViewProblem(f"log[{index}]", "a gift is face down to all but two seats")
            if entry.seat != v.declarer:
                return ViewProblem(f"log[{index}].seat", "the declarer gives the cards")
            if entry.to not in v.seats or entry.to == entry.seat or entry.to in gifts:
                return ViewProblem(f"log[{index}].to", "one card to each opponent")
            gifts[entry.to] = entry.card if type(entry) is GiveCard else None
        elif type(entry) is HiddenDiscard and entry.seat == v.seat:
            return ViewProblem(f"log[{index}]", "a seat sees its own discards")
    return None


def _talon_problem(v: PlayerView) -> ViewProblem | None:
    """Where the cards of a shown talon went, with three and four players.

    A card of the talon taken (D1) that an opponent holds or played is the one card the
    declarer gave it (D2).
    """
    if v.players == 2 or v.declarer is None or not v.talons:
        return None
    gifts: dict[int, Card | None] = {}
    for entry in v.log:
        if type(entry) is GiveCard:
            gifts[entry.to] = entry.card
        elif type(entry) is HiddenGiveCard:
            gifts[entry.to] = None
    held = {card: seat for seat, card in v.played}
    if v.seat is not None:
        held.update(dict.fromkeys(v.hand, v.seat))
    for card in v.talons[0]:
        seat = held.get(card) if card is not None else None
        if seat is None or seat == v.declarer:
            continue
        if seat not in gifts or gifts[seat] not in (None, card):
            return ViewProblem("talons", f"p{seat + 1} has the {card} of the talon, not given")
        gifts[seat] = card  # an opponent has one card of the talon at most
    return None


def _sizes_problem(v: PlayerView) -> ViewProblem | None:
    """The hand sizes the log leaves, with three and four players.

    Each hand as dealt, the talon with the declarer (D1), less the cards given and
    played, plus the card received (D2).
    """
    if not any(type(entry) is HiddenDeal for entry in v.log):
        sizes = [0] * v.players  # nothing dealt yet, or a deal ended before
    else:
        hands, talons = deal_shape(v.rules, v.dealer)
        sizes = list(hands)
        if v.declarer is not None and not naming_before_talon(v):  # C12: not taken yet
            sizes[v.declarer] += sum(talons)
        for entry in v.log:
            if type(entry) is GiveCard or type(entry) is HiddenGiveCard:
                sizes[entry.seat] -= 1
                sizes[entry.to] += 1
            elif type(entry) is PlayCard:
                sizes[entry.seat] -= 1
    for seat, size in enumerate(sizes):
        if v.hand_sizes[seat] != size:
            return ViewProblem(f"hand_sizes[{seat}]", f"the log leaves p{seat + 1} {size} cards")
    return None


def _redeal_problem(v: PlayerView) -> ViewProblem | None:
    """The redeal claims on a hand (B1-B3): asked at one time, each seat once, in turn.

    They are asked right after the deal (B3 ``before_bidding``) or after the exchange,
    before the contract (``after_exchange``), of the seats that may claim, clockwise from
    the dealer's left; a claim ends the deal.
    """
    log = v.log
    answers = [
        at
        for at, entry in enumerate(log)
        if type(entry) is DeclineRedeal
        or (type(entry) is ClaimRedeal and entry.condition in HAND_CONDITIONS)
    ]
    asking = v.phase is Phase.REDEAL
    if not answers and not asking:
        return None
    where = f"log[{answers[0]}]" if answers else "phase"
    redeal = v.rules.redeal
    if not redeal.conditions & HAND_CONDITIONS:
        return ViewProblem(where, "these rules have no redeal on a hand")
    first = answers[0] if answers else len(log)
    if answers != list(range(first, first + len(answers))) or (
        asking and first + len(answers) != len(log)
    ):
        return ViewProblem(where, "the redeal claims are asked at one time, one after another")
    if redeal.timing is RedealTiming.BEFORE_BIDDING:
        opens = first > 0 and type(log[first - 1]) is HiddenDeal
    else:
        # With neither an auction nor an exchange (a stock in a golden deal, A3, G13)
        # "after the exchange" is right after the deal.
        after: tuple[type, ...] = _AFTER_THE_EXCHANGE
        if v.rules.talon.contract_timing is ContractTiming.BEFORE_TALON:
            after = after[1:]  # C12: the contract was named before the talon
        opens = any(type(entry) is HiddenDeal for entry in log[:first]) and not any(
            type(entry) in after for entry in log[:first]
        )
    if not opens:
        return ViewProblem(where, f"the redeal claims are not asked there ({redeal.timing})")
    turn = {seat: at for at, seat in enumerate(v.seats)}
    asked: list[int] = []
    for at in answers:
        entry = log[at]
        if type(entry) is DeclineRedeal or type(entry) is ClaimRedeal:
            asked.append(entry.seat)
    if asking and v.to_act is not None:
        asked.append(v.to_act)
    order = [turn.get(seat, -1) for seat in asked]
    if min(order, default=0) < 0 or order != sorted(set(order)):
        return ViewProblem(where, "each seat is asked once, clockwise from the dealer's left")
    claims = [at for at in answers if type(log[at]) is ClaimRedeal]
    if claims and claims[0] != len(log) - 1:
        return ViewProblem(f"log[{claims[0]}]", "a redeal claimed ends the deal")
    return None


_AFTER_THE_EXCHANGE = (DeclareContract, Concede, PlayCard)
"""Actions after the exchange: redeal claims after the exchange come before them (the
contract first: it comes before the talon under C12 ``before_talon``)."""


_ENDING = (PlayCard, Concede, ClaimRedeal, ExposedCard, Cut, Pass)
"""The actions that may end a deal: the last card, a concession, a redeal claimed, an
exposed card (A10), the cutter's third nine (A9), the last pass of an auction that
everybody passed (C1 ``none``)."""


_BEFORE_THE_DEAL = frozenset({Phase.CUTTING, Phase.DEALING})


_BEFORE_THE_CONTRACT = frozenset(
    {
        Phase.CUTTING,
        Phase.DEALING,
        Phase.REDEAL,
        Phase.BIDDING,
        Phase.TALON,
        Phase.EXCHANGE,
        Phase.CONTRACT,
    }
)


_BEFORE_THE_TALON = frozenset({Phase.CUTTING, Phase.DEALING, Phase.BIDDING, Phase.CONTRACT})
"""C12 ``before_talon``: the phases before the contract, but for claims before bidding."""


def _phase_problem(v: PlayerView) -> ViewProblem | None:
    """The phase against the log.

    The cards are dealt after the cutting, the play follows the contract, and a deal is
    over (with a result) only after an action that ends it.
    """
    phase = v.phase
    dealt = any(type(entry) is HiddenDeal for entry in v.log)
    declared = any(type(entry) is DeclareContract for entry in v.log)
    before_contract = phase in _BEFORE_THE_CONTRACT
    if v.rules.talon.contract_timing is ContractTiming.BEFORE_TALON:
        # C12: the contract comes before the talon, the exchange and their claims (B3).
        before_contract = phase in _BEFORE_THE_TALON or (
            phase is Phase.REDEAL and v.rules.redeal.timing is not RedealTiming.AFTER_EXCHANGE
        )
    if (phase is not Phase.OVER and dealt == (phase in _BEFORE_THE_DEAL)) or (
        phase is not Phase.OVER and declared == before_contract
    ):
        return ViewProblem("phase", "not the phase the log leaves the deal in")
    over = v.phase is Phase.OVER
    if over != (v.result is not None):
        return ViewProblem("result", "a deal has a result once it is over, and only then")
    if over and (not v.log or type(v.log[-1]) not in _ENDING):
        return ViewProblem("phase", "the log does not end the deal")
    return None


def _play_problem(v: PlayerView) -> ViewProblem | None:
    """The tricks and the declarations against the log's plays."""
    plays = [entry for entry in v.log if type(entry) is PlayCard]
    if list(v.played) != [(play.seat, play.card) for play in plays]:
        return ViewProblem("tricks", "not the cards played in the log, in order")
    size = len(v.seats)
    if any(len(trick.plays) != size for trick in v.tricks) or len(v.trick) >= size:
        return ViewProblem("tricks", f"a trick has a card from each of the {size} seats playing")
    # Each trick's winner leads the next one (the trick under way, if there is one).
    leaders = [trick.plays[0][0] for trick in v.tricks[1:]]
    if v.trick and v.tricks:
        leaders.append(v.trick[0][0])
    for index, leader in enumerate(leaders):
        if v.tricks[index].winner != leader:
            return ViewProblem(f"tricks[{index}].winner", "the winner leads the next trick")
    declaring = [play for play in plays if play.declare]
    shown = [(d.seat, d.suit) for d in v.declarations]
    if shown != [(play.seat, play.card.suit) for play in declaring]:
        return ViewProblem("declarations", "not the declarations of the log")
    marriages = [(d.seat, d.suit) for d in v.declarations if d.kind is MarriageKind.MARRIAGE]
    if list(v.marriages) != marriages:
        return ViewProblem("marriages", "not the marriages among the declarations")
    return None
