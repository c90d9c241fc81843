"""The redeal conditions of B1 as predicates on card masks (private).

:data:`MET` is the table the engine, the world sampler and
:func:`thousand.dealing.redeal_conditions` read. :func:`eligible` is on the path of every
deal (the classic rules play the redeal conditions): it checks the default conditions
inline and calls the table only for the others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from thousand.cards import _SUIT_POINTS, JACK, mask_points
from thousand.round.facts import deal_in
from thousand.round.setup import DealSetup
from thousand.rules.redeal import RedealCondition, TalonClaimant

if TYPE_CHECKING:
    from thousand.round.facts import RoundFacts


NINES = sum(1 << (6 * s) for s in range(4))


JACKS = sum(1 << (6 * s + JACK) for s in range(4))


_Predicate = Callable[[DealSetup, int, int], bool]


_ON_THE_HUNDRED = TalonClaimant.ON_THE_HUNDRED  # read once: ~0.2 µs off the enum class


def _four_nines(setup: DealSetup, cards: int, seat: int) -> bool:
    return cards & NINES == NINES


def _hand_points_below(setup: DealSetup, cards: int, seat: int) -> bool:
    return mask_points(cards) < setup.rules.redeal.hand_points_below


def _talon_points_below(setup: DealSetup, cards: int, seat: int) -> bool:
    return mask_points(cards) < setup.rules.redeal.talon_points_below


def _three_nines_on_hundred(setup: DealSetup, cards: int, seat: int) -> bool:
    return seat == setup.obligatory_bidder and (cards & NINES).bit_count() >= 3


def _three_nines(setup: DealSetup, cards: int, seat: int) -> bool:
    return (cards & NINES).bit_count() >= 3


def _four_jacks(setup: DealSetup, cards: int, seat: int) -> bool:
    return cards & JACKS == JACKS


def _two_nines(setup: DealSetup, cards: int, seat: int) -> bool:
    return (cards & NINES).bit_count() >= 2


def _three_jacks(setup: DealSetup, cards: int, seat: int) -> bool:
    return (cards & JACKS).bit_count() >= 3


MET: dict[RedealCondition, _Predicate] = {
    RedealCondition.HAND_FOUR_NINES: _four_nines,
    RedealCondition.HAND_POINTS_BELOW: _hand_points_below,
    RedealCondition.TALON_POINTS_BELOW: _talon_points_below,
    RedealCondition.HAND_THREE_NINES_ON_HUNDRED: _three_nines_on_hundred,
    RedealCondition.HAND_THREE_NINES: _three_nines,
    RedealCondition.HAND_FOUR_JACKS: _four_jacks,
    RedealCondition.TALON_TWO_NINES: _two_nines,
    RedealCondition.TALON_THREE_JACKS: _three_jacks,
}
"""B1: whether ``(setup, cards, seat)`` meets each condition; ``cards`` is the seat's
hand for a hand condition, the talon taken for a talon condition."""


def describe(setup: DealSetup, condition: RedealCondition) -> str:
    """The condition in words, for messages."""
    redeal = setup.rules.redeal
    return {
        RedealCondition.HAND_FOUR_NINES: "the four nines",
        RedealCondition.HAND_POINTS_BELOW: f"fewer than {redeal.hand_points_below} points",
        RedealCondition.TALON_POINTS_BELOW: f"fewer than {redeal.talon_points_below} points",
        RedealCondition.HAND_THREE_NINES_ON_HUNDRED: "three nines on the obligatory bid",
        RedealCondition.HAND_THREE_NINES: "three nines",
        RedealCondition.HAND_FOUR_JACKS: "the four jacks",
        RedealCondition.TALON_TWO_NINES: "two nines",
        RedealCondition.TALON_THREE_JACKS: "three jacks",
    }[condition]


_POINTS = _SUIT_POINTS


def hand_conditions(setup: DealSetup, hand: int, seat: int) -> tuple[RedealCondition, ...]:
    """The hand conditions these rules play that ``hand`` meets, in condition order."""
    return tuple(c for c in setup.redeal.hand if MET[c](setup, hand, seat))


def eligible(setup: DealSetup, hands: tuple[int, ...]) -> int:
    """Seat mask of the playing seats whose hand meets a hand condition."""
    four_nines = setup.redeal.four_nines
    below = setup.redeal.points_below
    others = setup.redeal.others
    mask = 0
    for seat in setup.seats:
        hand = hands[seat]
        if (
            (four_nines and hand & NINES == NINES)
            or (
                below
                and _POINTS[hand & 63]
                + _POINTS[hand >> 6 & 63]
                + _POINTS[hand >> 12 & 63]
                + _POINTS[hand >> 18 & 63]
                < below
            )
            or (others and any(MET[c](setup, hand, seat) for c in others))
        ):
            mask |= 1 << seat
    return mask


def counted_hands(d: RoundFacts) -> tuple[int, ...]:
    """The hands as the hand conditions judge them: without the nines not dealt (B6).

    With ``redeal.dealt_nines_only`` after the exchange, a nine taken with the talon or
    received from the declarer does not count; nines are worth no points, so only the
    conditions on nines see the difference.
    """
    if not d.setup.redeal.dealt_nines_only:
        return d.hands
    deal = deal_in(d.log)
    assert deal is not None
    return without_nines_received(d.hands, tuple(mask_of(hand) for hand in deal.hands))


def without_nines_received(hands: Sequence[int], dealt: Sequence[int]) -> tuple[int, ...]:
    """``hands`` without the nines that were not in ``dealt`` (B6; card masks per seat)."""
    return tuple(hand & ~(NINES & ~original) for hand, original in zip(hands, dealt, strict=True))


def mask_of(cards: Iterable[int]) -> int:
    """The card mask of ``cards``."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def on_the_hundred(d: RoundFacts) -> bool:
    """The holder of the obligatory bid took the talon at it, unopposed (B2, C10)."""
    setup = d.setup
    return (
        d.before_play.bidder == setup.obligatory_bidder
        and d.before_play.bid == setup.rules.bidding.min_bid
    )


def talon_met(d: RoundFacts, talon: int) -> int:
    """The talon conditions the declarer may claim on (B1, B2), as a bit mask.

    Bit ``i`` is set when the talon taken meets ``setup.redeal.talon[i]`` and the
    declarer may claim (B2); worked out once, on taking the talon.
    """
    setup = d.setup
    if setup.rules.redeal.talon_claimant is _ON_THE_HUNDRED and not on_the_hundred(d):
        return 0
    seat = d.before_play.bidder
    met = 0
    for i, condition in enumerate(setup.redeal.talon):
        if MET[condition](setup, talon, seat):
            met |= 1 << i
    return met


def four_nines_seat(d: RoundFacts) -> int | None:
    """B5: the seat that held the four nines and led the first of them, if one did.

    A seat holding all four nines plays every one of them, so it led the first of them
    if the first nine played was a lead and one seat played all four (with two players
    some nines may stay out of play, A3: then nobody held them all). With a stock (A3)
    it also held them all when it led the first: none was drawn after that trick.
    """
    next_seat = d.setup.next_seat
    first: tuple[int, bool, int] | None = None
    count = 0
    for index, trick in enumerate(d.tricks):
        seat = trick[0]
        for position, card in enumerate(trick[2:]):
            if card % 6 == 0:  # a nine
                count += 1
                if first is None:
                    first = (seat, position == 0, index)
                elif seat != first[0]:
                    return None
            seat = next_seat[seat]
    if first is None or not first[1] or count != 4:
        return None
    if d.setup.stock_size:
        deal = deal_in(d.log)
        assert deal is not None
        if any(card % 6 == 0 for card in deal.talons[0][2 * first[2] :]):
            return None  # a nine drawn after the first was led
    return first[0]
