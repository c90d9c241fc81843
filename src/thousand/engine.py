"""The engine: start a deal, list and check actions, apply them.

Every function is pure. :func:`check` is the one legality check: :func:`is_legal` and
:func:`apply` are thin wrappers around it, and :func:`legal_actions` lists exactly the
actions it accepts. Each raises a :class:`~thousand.StateError` (reason
``malformed_action``) when handed something else than a :class:`~thousand.RoundState`.
"""

from __future__ import annotations

import copyreg
import operator
from collections.abc import Callable, Iterable
from itertools import repeat
from typing import TYPE_CHECKING

import attrs

from thousand.errors import IllegalActionError, Reason, StateError, Violation, not_a_deal, shown
from thousand.round.context import STANDALONE, check_context, concede_capped
from thousand.round.facts import (
    NO_CUT_AND_CLAIMS,
    OVER,
    PHASE_DONE,
    BeforePlay,
    RoundFacts,
    new_facts,
)
from thousand.round.flow import advance, first_phase
from thousand.round.handlers import SETUPS
from thousand.round.setup import DealSetup
from thousand.round.turn import malformed
from thousand.rules.ruleset import Rules, validate
from thousand.state import RoundState, from_data, set_legal

if TYPE_CHECKING:
    from thousand.actions import Action
    from thousand.round.context import RoundContext

__all__ = [
    "apply",
    "apply_all",
    "check",
    "is_chance",
    "is_legal",
    "is_over",
    "legal_actions",
    "new_round",
    "to_act",
]


def new_round(rules: Rules, dealer: int = 0, *, context: RoundContext = STANDALONE) -> RoundState:
    """Start a deal: phase ``DEALING``, waiting for the chance action :class:`~thousand.Deal`.

    With cutting on (A9) the deal starts in phase ``CUTTING`` instead, waiting for the
    chance action :class:`~thousand.Cut`.

    Args:
        rules: the rules of the game.
        dealer: the dealer's seat. The seat to the dealer's left, ``(dealer + 1) % n``,
            holds the obligatory bid (C1, by default). With four players the dealer sits
            out (A5).
        context: what the deal needs of its game (scores, the barrel, the golden round);
            by default a deal on its own. :func:`~thousand.next_round` fills it in.

    Returns:
        The new deal.

    Raises:
        RulesError: ``rules`` cannot be played.
        StateError: ``dealer`` is not a seat (reason ``malformed_action``), or the context
            does not fit the rules (reason ``invalid_context``).

    >>> import random
    >>> s = new_round(Rules(), dealer=2)
    >>> s.phase.value, s.obligatory_bidder
    ('dealing', 0)
    """
    if type(dealer) is int:  # anything else is refused below, and may not hash
        fresh = _FRESH.get((id(rules), dealer, id(context)))
        if fresh is not None and fresh[0] is rules and fresh[1] is context:
            return from_data(fresh[2])
    if not isinstance(rules, Rules):
        raise StateError(Reason.MALFORMED_ACTION, f"rules must be a Rules, not {shown(rules)}")
    _check_rules(rules)
    n = rules.dealing.players
    if type(dealer) is not int or not 0 <= dealer < n:
        raise StateError(Reason.MALFORMED_ACTION, f"the dealer must be a seat 0..{n - 1}")
    facts = _first_facts(rules, dealer, check_context(rules, context, dealer))
    if len(_FRESH) >= _FRESH_LIMIT:
        _FRESH.clear()
    _FRESH[id(rules), dealer, id(context)] = (rules, context, facts)
    return from_data(facts)


_FRESH: dict[tuple[int, int, int], tuple[Rules, RoundContext, RoundFacts]] = {}
"""The first facts of a deal, by the identities of its rules and context and its dealer.

A simulator starts deal after deal with the same rules and context: working out the
setup is most of :func:`new_round`, and facts are immutable, so each is worked out once.
Each entry keeps its rules and context alive, so their ids cannot be reused while it is
listed; a hit checks both by identity. A game makes a new context at every deal, which
no later deal reuses: the table stays small, so that those entries do not pile up for
the garbage collector to walk.
"""
_FRESH_LIMIT = 64


def _first_facts(rules: Rules, dealer: int, context: RoundContext) -> RoundFacts:
    """The facts of a new deal: those of an earlier deal of the same shape, if any.

    A game starts each deal with a new context (the scores change), but the setup of a
    deal reads of the context only the seats on the barrel, the golden seat, which
    seats are below the score limit (C7) and which reached a cap on concessions (D12):
    deals alike in those, the shape, differ only
    in the context they carry. Such a deal copies the setup of the first one of its
    shape with its own context, a quarter of the cost of working the setup out.
    """
    limit = rules.bidding.negative_score_limit
    silent = 0
    if limit is not None:
        for seat, score in enumerate(context.scores):
            if score < limit:
                silent |= 1 << seat
    # D12: the seats that reached a cap on concessions (0 without a cap).
    capped = concede_capped(rules, context)
    key = (id(rules), dealer, context.barrel, context.golden, silent, capped)
    known = _SHAPES.get(key)
    if known is not None and known[0] is rules:
        _, kind, head, tail, rest = known
        setup: DealSetup = _new_state(kind)
        # The slots in order, the context in its place and the hash not yet worked out.
        any(map(_call, _SETUP_SETTERS, repeat(setup), (*head, context, *tail, None)))
        return new_facts(RoundFacts, (setup, *rest))
    setup = DealSetup.create(rules, dealer, context, SETUPS)
    empty = (0,) * rules.dealing.players
    facts = RoundFacts(
        setup=setup,
        phase=first_phase(setup),
        to_act=-1,
        hands=empty,
        trump=-1,
        marriages=(),
        leader=-1,
        trick=(),
        tricks=(),
        log=(),
        before_play=BeforePlay(
            talons=(),
            bid=0,
            bidder=-1,
            passed=0,
            talon_shown=False,
            given=0,
            conceded=False,
            cut_and_claims=NO_CUT_AND_CLAIMS,
        ),
    )
    if len(_SHAPES) >= _SHAPES_LIMIT:
        _SHAPES.clear()
    values = tuple(getter(setup) for getter in _SETUP_GETTERS)
    head, tail = values[:_CONTEXT_SLOT], values[_CONTEXT_SLOT + 1 :]
    _SHAPES[key] = (rules, type(setup), head, tail, facts[1:])
    return facts


_SHAPES: dict[
    tuple[int, int, tuple[int, ...], int | None, int, int],
    tuple[Rules, type[DealSetup], tuple[object, ...], tuple[object, ...], tuple[object, ...]],
] = {}
"""The first deal of each shape lately started: its rules, the class of its setup, the
values of the setup's fields before and after the context, and its facts but the setup.
By the identity of the rules (each entry keeps them alive, so their id is not reused
while listed), the dealer, the barrel, the golden seat, the mask of seats below the
score limit and the mask of seats that reached a cap on concessions."""
_SHAPES_LIMIT = 256

# A setup is copied slot by slot: its attrs fields, then the hash attrs caches (``None``
# until worked out). The subclasses that play deals (SETUPS) add no slots.
_SETUP_FIELDS = tuple(field.name for field in attrs.fields(DealSetup))
_SETUP_SETTERS = tuple(
    getattr(DealSetup, slot).__set__ for slot in (*_SETUP_FIELDS, "_attrs_cached_hash")
)
_SETUP_GETTERS = tuple(getattr(DealSetup, field).__get__ for field in _SETUP_FIELDS)
_CONTEXT_SLOT = _SETUP_FIELDS.index("context")
_call = operator.call


_new_state = object.__new__
_set_data: Callable[[RoundState, RoundFacts], None] = RoundState.__dict__["_d"].__set__


_CHECKED_RULES: dict[int, Rules] = {}
"""Rules objects already validated, by identity (a game starts many deals with one value);
each is kept alive here, so its id cannot be reused while it is listed."""


def _check_rules(rules: Rules) -> None:
    """:func:`~thousand.validate`, once per rules object (rules are immutable)."""
    if _CHECKED_RULES.get(id(rules)) is rules:
        return
    validate(rules)
    if len(_CHECKED_RULES) >= 256:
        _CHECKED_RULES.clear()
    _CHECKED_RULES[id(rules)] = rules


def legal_actions(state: RoundState) -> tuple[Action, ...]:
    """Every action :func:`check` accepts in ``state``, in a fixed order.

    The order: in the cutting, the dealer's right on the bottom card (a new cut for a
    nine, burying a jack) then keeping it; in the redeal claims, the claims the seat asked
    may make (in :class:`~thousand.RedealCondition` order) then declining; in the auction
    the bids in ascending value (one, or every multiple of the step with jumps, C4; dark
    bids for a seat that has not looked at its cards, C8), then looking at the cards
    (:class:`~thousand.Look`, for such a seat), then the pass (not for the holder asked
    first whether to go dark); choosing a talon (two players, A3) each talon in the
    deal's order; in the exchange every card to each opponent owed one (opponents
    clockwise, cards in :class:`~thousand.Card` order), then every card to discard while
    a discard is owed (two players, A3), then conceding, then the claims on the talon
    (in condition order); for the contract every value from the bid up, then conceding;
    in trick play the playable cards in card order, then (when leading) the marriage
    declarations in card order, then (at the first lead) conceding. At a chance node and
    once the deal is over the tuple is empty: the chance action comes from
    :func:`~thousand.chance_action` (or :func:`~thousand.deal`), or a frontend reports
    it.

    >>> import random
    >>> from thousand import deal
    >>> s = apply(new_round(Rules()), deal(Rules(), random.Random(1)))
    >>> legal_actions(s)
    (Bid(seat=2, value=105), Pass(seat=2))
    """
    try:
        legal = state._legal
    except AttributeError:
        raise not_a_deal("legal_actions", state) from None
    if legal is None:
        d = state._d
        lister = d.setup.legal.get(d.phase)
        legal = lister(d) if lister is not None else ()
        set_legal(state, legal)
    return legal


def check(state: RoundState, action: Action) -> Violation | None:
    """Say why ``action`` is illegal in ``state``, or ``None`` if it is legal.

    >>> from thousand import Pass
    >>> s = new_round(Rules())
    >>> check(s, Pass(seat=1)).reason
    <Reason.DEAL_EXPECTED: 'deal_expected'>
    """
    try:
        d = state._d
    except AttributeError:
        raise not_a_deal("check", state) from None
    handlers = d.setup.actions.get(type(action))
    if handlers is None:
        return malformed(f"not an action: {shown(action)}")
    return handlers[0](d, action)


def is_legal(state: RoundState, action: Action) -> bool:
    """Whether :func:`check` accepts ``action`` in ``state``."""
    return check(state, action) is None


def apply(state: RoundState, action: Action) -> RoundState:
    """The state after ``action``; ``state`` itself never changes.

    Raises:
        IllegalActionError: the action is illegal; its ``violation`` says why.
        StateError: ``state`` is not a deal (reason ``malformed_action``).

    >>> from thousand import Pass
    >>> s = new_round(Rules())
    >>> apply(s, Pass(seat=1))
    Traceback (most recent call last):
    ...
    thousand.errors.IllegalActionError: the cards have not been dealt yet: apply a Deal
    """
    try:
        d = state._d
    except AttributeError:
        raise not_a_deal("apply", state) from None
    handlers = d.setup.actions.get(type(action))
    if handlers is None:
        raise IllegalActionError(malformed(f"not an action: {shown(action)}"))
    # An action that is one of the legal actions listed for this very state passed the
    # check already: legal_actions lists exactly what check accepts. Identity, not
    # equality: an equal action may carry a seat of True or a declare of 1.
    legal = state._legal
    if legal is not None:
        for listed in legal:
            if listed is action:
                break
        else:
            legal = None
    if legal is None:
        violation = handlers[0](d, action)
        if violation is not None:
            raise IllegalActionError(violation)
    d = handlers[1](d, action)
    if d.to_act == PHASE_DONE:
        d = advance(d)
    # from_data, spelled out: every action passes here.
    state = _new_state(RoundState)
    _set_data(state, d)
    set_legal(state, None)
    return state


def apply_all(state: RoundState, actions: Iterable[Action]) -> RoundState:
    """Apply several actions in order.

    Raises:
        IllegalActionError: one of them is illegal, or ``actions`` is not iterable;
            nothing is returned.
        StateError: ``state`` is not a deal (reason ``malformed_action``).
    """
    if not isinstance(state, RoundState):  # with no actions, apply would never see it
        raise not_a_deal("apply_all", state)
    try:
        listed = iter(actions)
    except TypeError:
        raise IllegalActionError(malformed(f"not a list of actions: {shown(actions)}")) from None
    for action in listed:
        state = apply(state, action)
    return state


def to_act(state: RoundState) -> int | None:
    """The seat to act; ``None`` at a chance node (the deal, the cut) and when over."""
    try:
        seat = state._d.to_act
    except AttributeError:
        raise not_a_deal("to_act", state) from None
    return None if seat < 0 else seat


def is_over(state: RoundState) -> bool:
    """Whether the deal is over: played out, conceded, or ended without play.

    :attr:`RoundState.outcome <thousand.RoundState.outcome>` says which.
    """
    try:
        return state._d.phase is OVER
    except AttributeError:
        raise not_a_deal("is_over", state) from None


def is_chance(state: RoundState) -> bool:
    """Whether the deal waits for a chance action: the deal, or the cut (A9).

    The actions are :class:`~thousand.Deal` and :class:`~thousand.Cut`.
    """
    try:
        d = state._d
    except AttributeError:
        raise not_a_deal("is_chance", state) from None
    return d.to_act < 0 and d.phase is not OVER


def _replay(
    rules: Rules, dealer: int, context: RoundContext, log: tuple[Action, ...]
) -> RoundState:
    """Rebuild a pickled state: its deal replayed from the start (private).

    Pickles name this function: keep its name and arguments, or they no longer load.
    """
    return apply_all(new_round(rules, dealer, context=context), log)


def _reduce_state(
    state: RoundState,
) -> tuple[
    Callable[[Rules, int, RoundContext, tuple[Action, ...]], RoundState],
    tuple[Rules, int, RoundContext, tuple[Action, ...]],
]:
    # A state pickles as its setting and log, all public values, so that a change of
    # the private facts inside never breaks a pickle.
    return (_replay, (state.rules, state.dealer, state.context, state.log))


# Registered here rather than as RoundState.__reduce__: replaying needs the engine, which
# sits above the state.
copyreg.pickle(RoundState, _reduce_state)
