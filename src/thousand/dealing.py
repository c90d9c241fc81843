"""Dealing: the only place where randomness enters, through an RNG the caller passes in.

:func:`deal` shuffles and shares out the cards; :func:`deal_from_order` deals a known
deck order one card at a time, setting the talon aside where the rules allow (A8);
:func:`chance_action` draws whatever chance action a deal waits for (the cut of A9, the
deal), consistently with what the deal already knows. The redeal conditions of B1 are
offered on cards by :func:`redeal_conditions`.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from thousand.actions import Cut, Deal, Recut
from thousand.cards import DECK, Card, cards_of_mask, checked_cards
from thousand.errors import DealError, Reason, StateError, not_a_deal, not_rules, shown, wrong_type
from thousand.round import redeal_conditions as _conditions
from thousand.round.deal import (
    DUMMY,
    STOCK,
    deal_shape,
    dealt,
    keeps_order,
    receivers,
    rotation,
    talon_cards,
)
from thousand.round.deal import last_dealt_seat as _last_dealt_seat
from thousand.round.facts import CUTTING, OVER
from thousand.round.setup import DealSetup
from thousand.rules.dealing import TalonPositions
from thousand.rules.redeal import HAND_CONDITIONS
from thousand.rules.ruleset import Rules

if TYPE_CHECKING:
    from thousand.round.facts import RoundFacts
    from thousand.rules.redeal import RedealCondition
    from thousand.state import RoundState

__all__ = [
    "chance_action",
    "deal",
    "deal_from_order",
    "default_talon_positions",
    "last_dealt_seat",
    "redeal_conditions",
]


def deal(rules: Rules, rng: random.Random, *, dealer: int = 0) -> Deal:
    """Shuffle the 24 cards with ``rng`` and share them out as ``rules`` say (A2-A5).

    The same seed gives the same deal (for a given library version), so a seeded RNG
    makes games reproducible. Each hand and talon is sorted in :class:`~thousand.Card`
    order, except a stock (A3 ``stock``), which keeps the order it is drawn in.

    Args:
        rules: the rules (they fix the number of hands and talons).
        rng: the source of randomness, e.g. ``random.Random(7)``.
        dealer: the dealer's seat; it matters with four players, where the dealer sits
            out and gets no cards (A5). :func:`~thousand.next_round` passes it.

    Returns:
        The chance action to apply to a new deal.

    >>> import random
    >>> d = deal(Rules(), random.Random(7))
    >>> [len(h) for h in d.hands], [len(t) for t in d.talons]
    ([7, 7, 7], [3])
    >>> d == deal(Rules(), random.Random(7))
    True
    >>> from thousand import DealingRules
    >>> four = Rules(dealing=DealingRules(players=4))
    >>> [len(h) for h in deal(four, random.Random(7), dealer=2).hands]
    [7, 7, 0, 7]
    """
    _check_seat("deal", rules, dealer)
    # The bits of the cards are shuffled, not the cards: the same permutation of the same
    # rng (a seed deals what it always dealt), and a pile's mask is then a sum.
    bits = list(_BITS)
    if type(rng) is random.Random:
        _shuffle(rng.getrandbits, bits)
    else:
        try:
            rng.shuffle(bits)
        except (AttributeError, TypeError):
            if isinstance(rng, random.Random):
                raise
            raise wrong_type("deal", "a random.Random", rng) from None
    hand_sizes, talon_sizes = deal_shape(rules, dealer)
    masks = []
    start = 0
    for size in (*hand_sizes, *talon_sizes):
        masks.append(sum(bits[start : start + size]))
        start += size
    piles = [cards_of_mask(mask) for mask in masks]
    if len(hand_sizes) == 2 and keeps_order(rules):  # A3: a stock keeps its order
        piles[-1] = tuple([_CARD_OF_BIT[bit] for bit in bits[start - talon_sizes[-1] : start]])
    # The piles are tuples of cards already: the constructor's conversion is skipped.
    made: Deal = _new(Deal)
    hands = len(hand_sizes)
    _set_hands(made, tuple(piles[:hands]))
    _set_talons(made, tuple(piles[hands:]))
    return dealt(made, (hand_sizes, talon_sizes), tuple(masks[:hands]), tuple(masks[hands:]))


def _check_seat(function: str, rules: Rules, dealer: int) -> None:
    """Refuse anything but rules and a dealer's seat, the arguments of ``function``."""
    if not isinstance(rules, Rules):
        raise not_rules(function, rules)
    if type(dealer) is not int or not 0 <= dealer < rules.dealing.players:
        raise wrong_type(function, f"a dealer's seat 0..{rules.dealing.players - 1}", dealer)


def _shuffle(getrandbits: Callable[[int], int], items: list[int]) -> None:
    """``random.Random.shuffle`` spelled out: the same draws, without two calls per card.

    The generator gives the same bits in the same order, so the permutation is the same.
    ``Random.shuffle`` draws each position with ``Random._randbelow``, which for
    ``random.Random`` itself draws ``n.bit_length()`` bits until they fall below ``n``;
    :func:`deal` calls this only for that exact type, and a test holds it to
    ``Random.shuffle`` over many seeds.
    """
    bit_lengths = _BIT_LENGTHS
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = bit_lengths[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


_BIT_LENGTHS = tuple(n.bit_length() for n in range(len(DECK) + 1))
_BITS = tuple(1 << card for card in range(len(DECK)))
_CARD_OF_BIT = {1 << card: DECK[card] for card in range(len(DECK))}
_new = object.__new__
_set_hands = Deal.__dict__["hands"].__set__
_set_talons = Deal.__dict__["talons"].__set__


def _forbidden_ends(rules: Rules) -> int:
    """A8: how many cards at each end of the pack may not go to the talon."""
    return 3 if rules.dealing.talon_positions is TalonPositions.NOT_FIRST_OR_LAST_THREE else 1


def default_talon_positions(rules: Rules, dealer: int = 0) -> tuple[int, ...]:
    """Where :func:`deal_from_order` sets the talon aside unless told: after each round.

    Positions count the cards in the order dealt from 0. After the first round (one card
    to each place dealt to), or as soon after as A8 allows, the next card goes to the
    talon, and then one after every further round: with three players positions 3, 7
    and 11, the way a dealer puts one card aside in each of the first three rounds.
    Two players (A3) with a dummy deal it as a third hand, so the same; with two talons
    3, 6, 9, 12; a stock is the rest of the pack, so none.

    >>> default_talon_positions(Rules())
    (3, 7, 11)
    """
    _check_seat("default_talon_positions", rules, dealer)
    dealt_to = rotation(rules, dealer)
    first = max(dealt_to, _forbidden_ends(rules))
    return tuple(first + k * (dealt_to + 1) for k in range(talon_cards(rules, dealer)))


def deal_from_order(
    rules: Rules,
    order: Sequence[Card],
    *,
    dealer: int = 0,
    talon_positions: Iterable[int] | None = None,
) -> Deal:
    """Deal a known deck order one card at a time (``core.deal_one_by_one``, A8).

    ``order[0]`` is the top card, dealt first, to the dealer's left; the cards go round
    clockwise, one at a time, to the seats that receive cards (:func:`~thousand.Deal`'s
    shares, ``deal_shape``), except the cards at ``talon_positions``, which are set aside
    for the talon(s) as they come. ``order[-1]``, the bottom card, is dealt last. With
    four players the dealer, who sits out, gets none (A5). Two players (A3): a dummy's
    hand is dealt as a third hand, just before the dealer; with a stock the hands are
    dealt first and the rest of the pack is the stock, top first, with no talon to set
    aside.

    Args:
        rules: the rules: the shares, and where the talon may be set aside (A8,
            ``dealing.talon_positions``: never among the first or last three cards, or
            never the first or last card, or that and never two in a row, A15).
        order: the 24 cards, each once, top first.
        dealer: the dealer's seat.
        talon_positions: the positions in ``order`` (0 first) of the talon cards, as
            many as the talons hold (not the dummy's hand or the stock); in deck order,
            the first ones fill the first talon. By default
            :func:`default_talon_positions` (with three players 3, 7, 11).

    Returns:
        The deal, each hand and talon in :class:`~thousand.Card` order, a stock in the
        order it is drawn.

    Raises:
        DealError: ``order`` is not the 24 cards each once (reason
            ``invalid_deck_order``), or the positions are not the talon's size in
            distinct places the rules allow (reason ``talon_position_forbidden``).

    >>> from thousand import DECK
    >>> d = deal_from_order(Rules(), DECK)
    >>> [str(c) for c in d.talons[0]], [str(c) for c in d.hands[1]][:3]
    (['Ks', 'Jc', 'Ac'], ['9s', 'Ts', 'Qc'])
    >>> deal_from_order(Rules(), DECK, talon_positions=[0, 7, 11])
    Traceback (most recent call last):
    ...
    thousand.errors.DealError: the talon may not be set aside from position 0: never among ...
    """
    if not isinstance(rules, Rules):
        raise not_rules("deal_from_order", rules)
    cards = _deck_order(order)
    if len(cards) != len(DECK) or any(type(c) is not Card for c in cards):
        raise DealError(Reason.INVALID_DECK_ORDER, "a deck order is the 24 cards, each once")
    if len(set(cards)) != len(DECK):
        twice = sorted({c for c in cards if cards.count(c) > 1})
        raise DealError(
            Reason.INVALID_DECK_ORDER,
            f"a deck order holds each card once, not {', '.join(map(str, twice))} twice",
        )
    n = rules.players
    if type(dealer) is not int or not 0 <= dealer < n:
        raise DealError(Reason.INVALID_DECK_ORDER, f"the dealer must be a seat 0..{n - 1}")
    hand_sizes, talon_sizes = deal_shape(rules, dealer)
    positions = (
        default_talon_positions(rules, dealer)
        if talon_positions is None
        else _checked_positions(rules, talon_positions, talon_cards(rules, dealer))
    )
    hands: list[list[Card]] = [[] for _ in hand_sizes]
    aside: list[Card] = []
    dummy: list[Card] = []
    stock: list[Card] = []
    places = iter(receivers(rules, dealer))
    at_talon = set(positions)
    for position, card in enumerate(cards):
        if position in at_talon:
            aside.append(card)
            continue
        place = next(places)
        if place >= 0:
            hands[place].append(card)
        elif place == DUMMY:
            dummy.append(card)
        else:
            assert place == STOCK
            stock.append(card)
    talons: list[list[Card]] = []
    if stock:
        talons = [stock]  # A3: the stock keeps the order it is drawn in
    else:
        for size in talon_sizes[:1] if dummy else talon_sizes:
            talons.append(sorted(aside[:size]))
            aside = aside[size:]
        if dummy:
            talons.append(sorted(dummy))  # A3: the dummy's hand, the second "talon"
    return Deal(hands=[sorted(hand) for hand in hands], talons=talons)


def last_dealt_seat(rules: Rules, dealer: int = 0) -> int | None:
    """The seat dealt the last card of the pack, which gets the bottom card (A9).

    The talon is never set aside from the last card (A8), so the card at the bottom
    after the cut goes to a hand: with three players, the dealer's
    (*Игры азартные карты 1000*: «при раздаче она достается ему»); with two, the
    dealer's too (a dummy is dealt before the dealer, A3); with four, the dealer sitting
    out (A5), the seat to the dealer's right. ``None`` with a stock (A3 ``stock``): the
    bottom card is the stock's last, drawn last.

    >>> last_dealt_seat(Rules(), dealer=2)
    2
    >>> from thousand import DealingRules
    >>> last_dealt_seat(Rules(dealing=DealingRules(players=4)), dealer=2)
    1
    """
    _check_seat("last_dealt_seat", rules, dealer)
    return _last_dealt_seat(rules, dealer)


def _deck_order(order: object) -> tuple[Card, ...]:
    """The cards of ``order``, read no further than a deck's worth and one more."""
    if not isinstance(order, Iterable):
        return ()
    try:
        return tuple(itertools.islice(order, len(DECK) + 1))
    except TypeError:  # an iterable whose iterator is not one
        return ()


def _checked_positions(rules: Rules, positions: Iterable[int], count: int) -> tuple[int, ...]:
    try:  # no further than one too many: a huge iterable is refused at once
        given = tuple(itertools.islice(positions, count + 1))
    except TypeError:
        raise DealError(
            Reason.TALON_POSITION_FORBIDDEN,
            f"talon positions are whole numbers: {shown(positions)}",
        ) from None
    if any(type(p) is not int for p in given):
        raise DealError(
            Reason.TALON_POSITION_FORBIDDEN, f"talon positions are whole numbers: {shown(given)}"
        )
    if len(given) != count or len(set(given)) != count:
        raise DealError(
            Reason.TALON_POSITION_FORBIDDEN,
            f"the talon takes {count} distinct positions, not {shown(list(given))}",
        )
    ends = _forbidden_ends(rules)
    for position in sorted(given):
        if not ends <= position < len(DECK) - ends:
            what = f"first or last {ends} cards" if ends > 1 else "first or last card"
            raise DealError(
                Reason.TALON_POSITION_FORBIDDEN,
                f"the talon may not be set aside from position {shown(position)}: never among the"
                f" {what} dealt (A8)",
            )
    ordered = tuple(sorted(given))
    if rules.dealing.talon_positions is TalonPositions.APART:
        for before, after in itertools.pairwise(ordered):
            if after == before + 1:
                raise DealError(
                    Reason.TALON_POSITION_FORBIDDEN,
                    f"the talon may not be set aside from positions {before} and {after}:"
                    " never two cards in a row (A15)",
                )
    return ordered


def chance_action(state: RoundState, rng: random.Random) -> Cut | Deal:
    """The chance action ``state`` waits for, drawn with ``rng``.

    In the cutting (A9), the :class:`~thousand.Cut`: the bottom card, any card but the
    one a new cut moved away. In the deal, the :class:`~thousand.Deal`: :func:`deal`'s,
    or, when the dealer kept a card at the bottom, a shuffle of the others with that card
    at the bottom, dealt by :func:`deal_from_order` (it goes to the seat dealt last). So
    a seeded RNG gives the same deals as :func:`deal` when no cutting is played.

    Args:
        state: a deal at a chance node (:func:`~thousand.is_chance`).
        rng: the source of randomness.

    Raises:
        StateError: the state waits for a player or is over (reason ``not_chance``), or
            ``state`` is not a deal or ``rng`` not a :class:`random.Random` (reason
            ``malformed_action``).

    >>> import random, thousand as t
    >>> s = t.new_round(t.Rules(dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER)))
    >>> cut = chance_action(s, random.Random(1))
    >>> cut.seat, str(cut.bottom)
    (2, 'Ts')
    >>> s = t.apply(s, cut)
    >>> s.phase.value, t.view(s, 0).log[0] == cut, t.view(s, 1).log[0]
    ('dealing', True, HiddenCut(seat=2))
    >>> cut.bottom in t.apply(s, chance_action(s, random.Random(5))).hand(0)  # the dealer's
    True
    """
    try:
        d = state._d
    except AttributeError:
        raise not_a_deal("chance_action", state) from None
    if d.to_act >= 0 or d.phase is OVER:
        raise StateError(Reason.NOT_CHANCE, "the deal waits for a player, not for chance")
    try:
        return _drawn(d, rng)
    except (AttributeError, TypeError, StateError):  # deal's own error names deal
        if isinstance(rng, random.Random):
            raise
        raise wrong_type("chance_action", "a random.Random", rng) from None


def _drawn(d: RoundFacts, rng: random.Random) -> Cut | Deal:
    """The chance action of the facts ``d``, which wait for one."""
    setup = d.setup
    if d.phase is CUTTING:
        moved = d.log[-2].bottom if d.log and type(d.log[-1]) is Recut else None  # type: ignore[union-attr]
        cards = [card for card in DECK if card != moved]
        return Cut(seat=setup.cutter, bottom=rng.choice(cards))
    if d.before_play.cut_and_claims.bottom < 0:
        return deal(setup.rules, rng, dealer=setup.dealer)
    bottom = DECK[d.before_play.cut_and_claims.bottom]
    rest = [card for card in DECK if card != bottom]
    rng.shuffle(rest)
    return deal_from_order(setup.rules, [*rest, bottom], dealer=setup.dealer)


def redeal_conditions(
    rules: Rules,
    cards: Iterable[Card],
    *,
    talon: bool = False,
    on_hundred: bool = False,
) -> frozenset[RedealCondition]:
    """The redeal conditions of ``rules`` that ``cards`` meet (B1): the redeal predicates.

    Args:
        rules: the rules (their conditions and thresholds).
        cards: a hand, or with ``talon=True`` a talon.
        talon: judge ``cards`` as the talon (the talon conditions), not as a hand.
        on_hundred: the hand is the obligatory-bid holder's (``hand_three_nines_on_hundred``).

    >>> from thousand import parse_cards
    >>> sorted(c.value for c in redeal_conditions(Rules(), parse_cards("9s 9c 9d 9h Js Qs Ks")))
    ['hand_four_nines', 'hand_points_below']
    >>> redeal_conditions(Rules(), parse_cards("9s Js Jc"), talon=True)
    frozenset({<RedealCondition.TALON_POINTS_BELOW: 'talon_points_below'>})
    """
    if not isinstance(rules, Rules):
        raise not_rules("redeal_conditions", rules)
    if type(talon) is not bool or type(on_hundred) is not bool:
        raise wrong_type(
            "redeal_conditions", "talon and on_hundred True or False", (talon, on_hundred)
        )
    setup = DealSetup.create(rules, 0)
    mask = 0
    for card in checked_cards("redeal_conditions", cards):
        mask |= 1 << card
    seat = setup.obligatory_bidder if on_hundred and setup.obligatory_bidder >= 0 else -2
    return frozenset(
        c
        for c in rules.redeal.conditions
        if (c not in HAND_CONDITIONS) == talon and _conditions.MET[c](setup, mask, seat)
    )
