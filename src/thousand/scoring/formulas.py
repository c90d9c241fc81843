"""What each deal-scoring rule gives, one function per rule (private).

Card points, marriage values (E2-E4), the defenders' rounding (F1), the declarer's and
the defenders' scores (F2), a concession (D4-D6) and bolts (F3, F5). Both ways of
scoring a deal use them (:mod:`thousand.scoring.scorer`); :mod:`thousand.scoring` re-exports
them.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable
from typing import TYPE_CHECKING, overload

from typing_extensions import deprecated

from thousand.cards import CARD_POINTS, MAX_CARDS_READ, Suit, checked_cards
from thousand.errors import RulesError, RulesProblem, not_rules, wrong_type
from thousand.rules.deal_scoring import BoltRule, Rounding
from thousand.rules.play import MarriageKind
from thousand.rules.ruleset import Rules
from thousand.rules.talon import ConcedeAward, ConcedePenalty

if TYPE_CHECKING:
    from thousand.cards import Card


CONCEDE_AWARD = 60
"""D6 ``fixed``: what each opponent scores when the declarer concedes."""


# Enum members read once: off their class they cost ~0.2 µs a read in Python 3.11, and
# every deal is scored.
_MARRIAGE = MarriageKind.MARRIAGE
_HALF_MARRIAGE = MarriageKind.HALF_MARRIAGE
_NEAREST_5 = Rounding.NEAREST_5
_NONE = Rounding.NONE
_NEAREST_10 = Rounding.NEAREST_10
_DOWN_10 = Rounding.DOWN_10
_HALF_CONTRACT = ConcedeAward.HALF_CONTRACT
_CONTRACT = ConcedePenalty.CONTRACT
_FIXED_PENALTY = ConcedePenalty.FIXED
_NO_POINTS = BoltRule.NO_POINTS


def card_points(cards: Iterable[Card]) -> int:
    """The card points of some cards (``core.card_points``).

    >>> from thousand import parse_cards
    >>> card_points(parse_cards("Ah Th Kh Qh Jh 9h"))
    30
    """
    return sum([CARD_POINTS[c] for c in checked_cards("card_points", cards)])


@overload
def marriage_value(rules: Rules, suit: Suit, kind: MarriageKind = MarriageKind.MARRIAGE) -> int: ...


@overload
@deprecated("marriage_value(suit, rules) is marriage_value(rules, suit): the rules come first")
def marriage_value(
    suit: Suit, rules: Rules, kind: MarriageKind = MarriageKind.MARRIAGE, /
) -> int: ...


def marriage_value(
    rules: Rules | Suit, suit: Suit | Rules, kind: MarriageKind = MarriageKind.MARRIAGE
) -> int:
    """The value of a marriage of ``suit`` under ``rules`` (E2; E3 and E4 by ``kind``).

    The rules come first, as in :func:`~thousand.marriage_points` and
    :func:`~thousand.score_round`. The former order, ``marriage_value(suit, rules)``,
    still works (the arguments are told apart by their types) and warns with a
    :class:`DeprecationWarning`.

    A half marriage is worth half the suit's marriage, rounded down (E4); the ace marriage
    is worth ``play.ace_marriage_value`` whatever the suit of the ace led (E3).

    Raises:
        RulesError: ``rules`` is not a :class:`~thousand.Rules` or ``suit`` not a
            :class:`~thousand.Suit` (in either order).
        StateError: ``kind`` is not a :class:`~thousand.MarriageKind` (reason
            ``malformed_action``).

    >>> marriage_value(Rules(), Suit.HEARTS)
    100
    >>> marriage_value(Rules(), Suit.CLUBS, MarriageKind.HALF_MARRIAGE)
    30
    >>> marriage_value(Rules(), Suit.SPADES, MarriageKind.ACE_MARRIAGE)
    200
    """
    if isinstance(rules, Suit) and isinstance(suit, Rules):
        warnings.warn(
            "marriage_value(suit, rules) is marriage_value(rules, suit): the rules come first",
            DeprecationWarning,
            stacklevel=2,
        )
        rules, suit = suit, rules
    if not isinstance(rules, Rules) or not isinstance(suit, Suit):
        raise RulesError(
            [
                RulesProblem(
                    "rules",
                    "marriage_value takes the rules and a suit,"
                    f" not {type(rules).__name__} and {type(suit).__name__}",
                )
            ]
        )
    if type(kind) is not MarriageKind:
        raise wrong_type("marriage_value", "a MarriageKind", kind)
    return rules.play.value_of(kind, suit)


def marriage_points(
    rules: Rules,
    marriages: Iterable[Suit],
    half_marriages: Iterable[Suit] = (),
    ace_marriage: bool = False,
) -> int:
    """What one seat's declared marriages are worth (E2-E4, ``core.marriage_declared_by_lead``).

    The whole marriages, the half marriages (E4) and the ace marriage (E3), each valued
    by :meth:`PlayRules.value_of <thousand.PlayRules.value_of>`, as the scorer values
    them.

    >>> marriage_points(Rules(), [Suit.HEARTS, Suit.SPADES])
    140
    >>> marriage_points(Rules(), [Suit.HEARTS], [Suit.CLUBS], ace_marriage=True)
    330

    Raises:
        RulesError: ``rules`` is not a :class:`~thousand.Rules`.
        StateError: the marriages are not suits, or ``ace_marriage`` not a bool (reason
            ``malformed_action``).
    """
    if not isinstance(rules, Rules):
        raise not_rules("marriage_points", rules)
    play = rules.play
    points = 0
    for kind, suits in ((_MARRIAGE, marriages), (_HALF_MARRIAGE, half_marriages)):
        if not isinstance(suits, Iterable):
            raise wrong_type("marriage_points", "suits (Suit values)", suits)
        for count, suit in enumerate(suits):
            if type(suit) is not Suit:
                raise wrong_type("marriage_points", "suits (Suit values)", suit)
            if count == MAX_CARDS_READ:  # an endless iterable of suits stops here
                raise wrong_type("marriage_points", f"at most {MAX_CARDS_READ} suits", suits)
            points += play.value_of(kind, suit)
    if type(ace_marriage) is not bool:
        raise wrong_type("marriage_points", "ace_marriage True or False", ace_marriage)
    if ace_marriage:
        points += play.ace_marriage_value
    return points


def round_points(points: int, rounding: Rounding) -> int:
    """Round a defender's total (F1).

    ``nearest_5``: a remainder of 1 or 2 rounds down, 3 or 4 rounds up
    (*Thousand for two, three or four*: "17 = 15 points; 18 points = 20").
    ``nearest_10`` (F8): a remainder of 5 or more rounds up, less rounds down (Kurnik:
    «od 5 w górę, poniżej - w dół»). ``down_10`` and ``down_5`` (F8): always down.

    >>> [round_points(p, Rounding.NEAREST_5) for p in (17, 18, 31, 33, 37, 38)]
    [15, 20, 30, 35, 35, 40]
    >>> [round_points(p, Rounding.NEAREST_10) for p in (14, 15, 35, 44, 45, 0)]
    [10, 20, 40, 40, 50, 0]
    >>> [round_points(p, Rounding.DOWN_10) for p in (19, 20)], round_points(19, Rounding.DOWN_5)
    ([10, 20], 15)
    >>> round_points(17, Rounding.NONE)
    17

    Raises:
        StateError: ``points`` is not a whole number or ``rounding`` not a
            :class:`~thousand.Rounding` (reason ``malformed_action``).
    """
    if type(points) is not int:
        raise wrong_type("round_points", "a whole number of points", points)
    if type(rounding) is not Rounding:
        raise wrong_type("round_points", "a Rounding", rounding)
    return rounded(points, rounding)


def rounded(points: int, rounding: Rounding) -> int:
    """:func:`round_points` for arguments the library has worked out itself, unchecked."""
    if rounding is _NEAREST_5:
        remainder = points % 5
        return points - remainder if remainder <= 2 else points + 5 - remainder
    if rounding is _NONE:
        return points
    if rounding is _NEAREST_10:  # F8: 5 up
        remainder = points % 10
        return points - remainder if remainder < 5 else points + 10 - remainder
    return points - points % (10 if rounding is _DOWN_10 else 5)  # F8: always down


def declarer_score(contract: int, points: int) -> int:
    """The declarer scores +contract if ``points`` reach it, else -contract.

    ``core.declarer_score`` and F2: the points (tricks plus declared marriages, plus the
    last-trick bonus of E6) are not rounded, and overtricks are ignored
    (*How many points*: bid 170, took 220, scores 170).

    >>> declarer_score(170, 220), declarer_score(100, 99)
    (170, -100)

    Raises:
        StateError: the contract or the points are not whole numbers (reason
            ``malformed_action``).
    """
    _check_ints("declarer_score", contract=contract, points=points)
    return unchecked_declarer_score(contract, points)


def unchecked_declarer_score(contract: int, points: int) -> int:
    """:func:`declarer_score` of numbers the scorer has worked out itself."""
    return contract if points >= contract else -contract


def _check_ints(function: str, **values: object) -> None:
    """Refuse, as ``function``'s, any of ``values`` that is not a whole number (nor a bool)."""
    for name, value in values.items():
        if type(value) is not int:
            raise wrong_type(function, f"a whole number for {name}", value)


def defender_score(points: int, rules: Rules) -> int:
    """A defender scores their points, rounded (``core.defender_score``, F1).

    The points are the card points of their tricks plus their declared marriages, plus
    the last-trick bonus of E6 when they took the last trick.

    >>> defender_score(17, Rules())
    15

    Raises:
        RulesError: ``rules`` is not a :class:`~thousand.Rules`.
        StateError: ``points`` is not a whole number (reason ``malformed_action``).
    """
    if not isinstance(rules, Rules):
        raise not_rules("defender_score", rules)
    _check_ints("defender_score", points=points)
    return unchecked_defender_score(points, rules)


def unchecked_defender_score(points: int, rules: Rules) -> int:
    """:func:`defender_score` of points the scorer has worked out itself."""
    return rounded(points, rules.deal_scoring.rounding)


def concede_award(rules: Rules, contract: int) -> int:
    """D6: what each opponent scores when the declarer concedes ``contract``.

    ``fixed``: ``talon.concede_award_points``, 60 unless set (D14). ``half_contract``:
    half the contract, rounded down to a whole number and then as a defender's points
    are (F1): half of 105 is 52, which rounds to 50.

    >>> concede_award(Rules(), 120)
    60
    >>> from thousand import TalonRules
    >>> half = Rules(talon=TalonRules(concede_award=ConcedeAward.HALF_CONTRACT))
    >>> concede_award(half, 120), concede_award(half, 105), concede_award(half, 115)
    (60, 50, 55)

    Raises:
        RulesError: ``rules`` is not a :class:`~thousand.Rules`.
        StateError: ``contract`` is not a whole number (reason ``malformed_action``).
    """
    if not isinstance(rules, Rules):
        raise not_rules("concede_award", rules)
    _check_ints("concede_award", contract=contract)
    return _concede_award(rules, contract)


def _concede_award(rules: Rules, contract: int) -> int:
    if rules.talon.concede_award is _HALF_CONTRACT:
        return unchecked_defender_score(contract // 2, rules)
    return rules.talon.concede_award_points


def concede_scores(
    rules: Rules, declarer: int, contract: int, seats: Iterable[int]
) -> dict[int, int]:
    """D4-D6: what a concession scores per seat, before any multiplier.

    The declarer loses the contract (nothing with D5 ``bolt``, which records a bolt
    instead, or D9 ``nothing``; ``talon.concede_penalty_points`` with D11 ``fixed``);
    each opponent scores the award of D6 (D14). What a game counts over its concessions
    (D7, D9, D10) :func:`~thousand.record_round` applies.

    >>> concede_scores(Rules(), 1, 120, [1, 2, 0])
    {1: -120, 2: 60, 0: 60}
    >>> from thousand import TalonRules, ConcedePenalty
    >>> fixed = Rules(talon=TalonRules(concede_penalty=ConcedePenalty.FIXED))
    >>> concede_scores(fixed, 0, 150, [0, 1, 2])
    {0: -120, 1: 60, 2: 60}

    Raises:
        RulesError: ``rules`` is not a :class:`~thousand.Rules`.
        StateError: the contract is not a whole number, or the declarer or one of the
            seats not a seat (reason ``malformed_action``).
    """
    if not isinstance(rules, Rules):
        raise not_rules("concede_scores", rules)
    _check_ints("concede_scores", contract=contract)
    n = rules.dealing.players
    if type(declarer) is not int or not 0 <= declarer < n:
        raise wrong_type("concede_scores", f"a declarer's seat 0..{n - 1}", declarer)
    if not isinstance(seats, Iterable):
        raise wrong_type("concede_scores", f"seats 0..{n - 1}", seats)
    listed: list[int] = []
    for seat in seats:  # one by one: the first that is no seat stops a huge iterable
        if type(seat) is not int or not 0 <= seat < n:
            raise wrong_type("concede_scores", f"seats 0..{n - 1}", seat)
        if len(listed) == MAX_CARDS_READ:  # an endless iterable of seats stops here
            raise wrong_type("concede_scores", f"at most {MAX_CARDS_READ} seats", seats)
        listed.append(seat)
    return unchecked_concede_scores(rules, declarer, contract, listed)


def unchecked_concede_scores(
    rules: Rules, declarer: int, contract: int, seats: Iterable[int]
) -> dict[int, int]:
    """:func:`concede_scores` of a deal the scorer has checked itself."""
    penalty = concede_penalty(rules, contract)
    award = _concede_award(rules, contract)
    return {seat: penalty if seat == declarer else award for seat in seats}


def concede_penalty(rules: Rules, contract: int) -> int:
    """D5, D9, D11: the declarer's score change for conceding ``contract`` (unchecked).

    ``-contract``; ``-talon.concede_penalty_points`` with ``fixed``; 0 with ``bolt`` or
    ``nothing``.
    """
    mode = rules.talon.concede_penalty
    if mode is _CONTRACT:
        return -contract
    if mode is _FIXED_PENALTY:
        return -rules.talon.concede_penalty_points
    return 0


def is_bolt(rules: Rules, tricks: int, points: int) -> bool:
    """F3: whether a seat gets a bolt in a played deal.

    ``tricks`` is what it took; ``points`` its card points plus declared marriages.

    >>> is_bolt(Rules(), 0, 0), is_bolt(Rules(), 1, 0)
    (True, False)
    >>> from thousand import DealScoringRules
    >>> is_bolt(Rules(deal_scoring=DealScoringRules(bolt_rule=BoltRule.NO_POINTS)), 1, 0)
    True

    Raises:
        RulesError: ``rules`` is not a :class:`~thousand.Rules`.
        StateError: the tricks or the points are not whole numbers (reason
            ``malformed_action``).
    """
    if not isinstance(rules, Rules):
        raise not_rules("is_bolt", rules)
    _check_ints("is_bolt", tricks=tricks, points=points)
    if rules.deal_scoring.bolt_rule is _NO_POINTS:
        return points == 0
    return tricks == 0


def bolt_weight(rules: Rules, multiplier: int) -> int:
    """F5: how many bolts one bolt counts for in a deal with this multiplier.

    >>> bolt_weight(Rules(), 1), bolt_weight(Rules(), 2)
    (1, 2)

    Raises:
        RulesError: ``rules`` is not a :class:`~thousand.Rules`.
        StateError: ``multiplier`` is not a whole number (reason ``malformed_action``).
    """
    if not isinstance(rules, Rules):
        raise not_rules("bolt_weight", rules)
    _check_ints("bolt_weight", multiplier=multiplier)
    return multiplier if rules.deal_scoring.bolt_doubling and multiplier > 1 else 1
