"""Helpers for the rule tests: build deals, drive them through the engine, check refusals.

Seats are 0..2 clockwise; with the default dealer 0, seat 1 holds the obligatory 100 and
seat 2 opens the auction. Cards are written as in :meth:`thousand.Card.parse`.

Text forms used by the helpers:

- an auction: ``"105 p 110 p p"``, a number is a bid and ``p`` a pass, each made by the
  seat to act;
- trick play: ``"As 9s 9h / Kh! Jh Ac"``, cards in the order played, each by the seat to
  act; a ``!`` after a card declares with it (a marriage's king or queen, a half
  marriage's queen or jack, an ace for the ace marriage); ``/`` only helps the reader.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

import thousand as t
from thousand import (
    DECK,
    Action,
    Bid,
    Card,
    Concede,
    Deal,
    DeclareContract,
    GiveCard,
    IllegalActionError,
    Pass,
    PlayCard,
    Reason,
    RoundState,
    Rules,
    Violation,
)

CLASSIC = Rules()
"""The catalogue's classic rules for three players."""


def card(text: str) -> Card:
    """One card from text."""
    return Card.parse(text)


def cards(text: str) -> tuple[Card, ...]:
    """Cards from text separated by spaces."""
    return t.parse_cards(text)


def untyped(value: object) -> Any:
    """Hide a deliberately ill-typed value from mypy (malformed-action tests)."""
    return value


def complete_deal(hands: Mapping[int, str], talon: str | None = None) -> Deal:
    """A deal with the given hands (and talon); the other piles get the remaining cards.

    The missing piles are filled in :class:`~thousand.Card` order: first the hands of the
    seats not given (seat 0 first), then the talon.
    """
    fixed = {seat: cards(text) for seat, text in hands.items()}
    used = [c for hand in fixed.values() for c in hand]
    if talon is not None:
        used += cards(talon)
    assert len(used) == len(set(used)), "a card is given twice"
    rest = [c for c in DECK if c not in used]
    piles: list[tuple[Card, ...]] = []
    for seat in range(3):
        if seat in fixed:
            piles.append(fixed[seat])
        else:
            piles.append(tuple(rest[:7]))
            rest = rest[7:]
    talon_cards = cards(talon) if talon is not None else tuple(rest[:3])
    return Deal(hands=piles, talons=[talon_cards])


def start(deal: Deal, rules: Rules = CLASSIC, dealer: int = 0) -> RoundState:
    """A new deal with ``deal`` applied: phase BIDDING."""
    return t.apply(t.new_round(rules, dealer=dealer), deal)


def bid(state: RoundState, text: str) -> RoundState:
    """Run an auction from text: ``"105 p 110 p p"`` (numbers bid, ``p`` passes)."""
    for token in text.split():
        seat = state.to_act
        assert seat is not None, f"nobody is to act for {token!r}"
        action: Action = Pass(seat=seat) if token == "p" else Bid(seat=seat, value=int(token))
        state = t.apply(state, action)
    return state


def give(state: RoundState, gifts: Mapping[int, str]) -> RoundState:
    """The declarer gives each opponent the card named in ``gifts`` (seat -> card)."""
    seat = state.declarer
    assert seat is not None, "no declarer yet"
    for to, text in gifts.items():
        state = t.apply(state, GiveCard(seat=seat, to=to, card=card(text)))
    return state


def declare(state: RoundState, value: int | None = None) -> RoundState:
    """The declarer declares ``value`` (default: keeps the winning bid)."""
    seat = state.declarer
    contract = state.contract
    assert seat is not None, "no declarer yet"
    assert contract is not None, "no contract yet"
    return t.apply(state, DeclareContract(seat=seat, value=contract if value is None else value))


def play(state: RoundState, text: str) -> RoundState:
    """Play cards from text, each by the seat to act; ``Kh!`` declares with the card."""
    for token in text.replace("/", " ").split():
        seat = state.to_act
        assert seat is not None, f"nobody is to act for {token!r}"
        is_declaring = token.endswith("!")
        state = t.apply(
            state, PlayCard(seat=seat, card=card(token.rstrip("!")), declare=is_declaring)
        )
    return state


def through_contract(
    deal: Deal,
    auction: str,
    gifts: Mapping[int, str],
    contract: int | None = None,
    *,
    rules: Rules = CLASSIC,
    dealer: int = 0,
) -> RoundState:
    """Deal, auction, exchange and contract: the state at the first lead (phase PLAYING)."""
    state = give(bid(start(deal, rules, dealer), auction), gifts)
    return declare(state, contract)


def snapshot(state: RoundState) -> tuple[object, ...]:
    """Everything a state shows, to check that a refused action changed nothing."""
    return (
        state.phase,
        state.to_act,
        state.hands,
        state.talon,
        state.talon_shown,
        state.log,
        state.passed,
        state.highest_bid,
        state.declarer,
        state.contract,
        state.trump,
        state.marriages,
        state.trick,
        state.tricks,
        state.conceded,
        hash(state),
    )


def assert_illegal(state: RoundState, action: object, reason: Reason) -> Violation:
    """Check that ``action`` is refused with ``reason`` everywhere, leaving ``state`` as it was.

    ``check`` gives the reason, ``is_legal`` is false, ``legal_actions`` does not list the
    action, and ``apply`` raises :class:`~thousand.IllegalActionError` with the same
    violation (never a bare KeyError, TypeError or AttributeError).
    """
    before = snapshot(state)
    anything: Any = action
    violation = t.check(state, anything)
    assert violation is not None, f"{action!r} was accepted"
    assert violation.reason is reason, f"{violation.reason}: {violation.message}"
    assert violation.message
    assert not t.is_legal(state, anything)
    # Compared by repr: Bid(seat=True) == Bid(seat=1) for attrs, but it is no seat.
    assert repr(action) not in {repr(a) for a in t.legal_actions(state)}
    with pytest.raises(IllegalActionError) as raised:
        t.apply(state, anything)
    assert raised.value.violation == violation
    assert raised.value.reason is reason
    assert snapshot(state) == before
    return violation


def assert_legal(state: RoundState, action: Action) -> RoundState:
    """Check that ``action`` is accepted and listed; return the state after it."""
    violation = t.check(state, action)
    assert violation is None, f"{action!r} refused: {violation}"
    assert t.is_legal(state, action)
    assert action in t.legal_actions(state)
    return t.apply(state, action)


def plays(state: RoundState) -> set[str]:
    """The legal plays as text: ``"Kh"``, or ``"Kh!"`` for a declaration.

    Conceding, legal at the first lead (D4), is left out.
    """
    out: set[str] = set()
    for action in t.legal_actions(state):
        if isinstance(action, Concede) and not state.tricks and not state.trick:
            continue
        assert isinstance(action, PlayCard)
        out.add(f"{action.card}{'!' if action.declare else ''}")
    return out


LAB = Deal.parse(
    [
        "Ac Tc Kc Qc Ts Jd 9d",  # seat 0, the dealer: marriage of clubs
        "Ah Kh Qh As Ks Qs 9c",  # seat 1, on the hundred: marriages of hearts and spades
        "Ad Td Kd Qd Th Jh 9h",  # seat 2, opens the auction: marriage of diamonds
    ],
    ["9s Js Jc"],
)
"""A deal with a marriage in every hand, used wherever the cards hardly matter.

With ``"p p"`` seat 1 takes the talon at 100; giving ``{2: "9s", 0: "Jc"}`` leaves
seat 0 ``Ac Tc Kc Qc Ts Jd 9d Jc``, seat 1 ``Ah Kh Qh As Ks Qs 9c Js`` and seat 2
``Ad Td Kd Qd Th Jh 9h 9s``.
"""
LAB_GIFTS = {2: "9s", 0: "Jc"}


RUFF = Deal.parse(
    [
        "Qs Ks Ts Tc Kc Qc 9c",  # seat 0
        "As Ac Ah Th Kh Qh Jc",  # seat 1, on the hundred
        "9s Js Ad Td Kd Jh 9h",  # seat 2
    ],
    ["9d Jd Qd"],
)
"""A deal played out in full by ``RUFF_PLAY`` after ``"p p"`` and ``RUFF_GIFTS``.

Seat 1 takes the talon at 100 and gives Qd to seat 2 (completing seat 2's marriage of
diamonds) and Jd to seat 0. Then seat 1 holds ``As Ac Ah Th Kh Qh Jc 9d``, seat 2
``9s Js Ad Td Kd Qd Jh 9h`` and seat 0 ``Qs Ks Ts Tc Kc Qc 9c Jd``.
"""
RUFF_GIFTS = {2: "Qd", 0: "Jd"}
RUFF_PLAY = [
    "As 9s Ks",  # 1 takes 15
    "Kh! Jh 9c",  # 1 declares hearts (100), takes 6
    "Ac 9h Tc",  # 2, void in clubs, must trump: 9h beats the ace; 2 takes 21
    "Kd! Jd 9d",  # 2 declares diamonds (80) with the queen received; takes 6
    "Qd Qs Jc",  # 2 takes 8
    "Ad Qc Qh",  # 2 takes 17
    "Td Kc Th",  # 2 takes 24
    "Js Ts Ah",  # 0 takes 23
]
"""Seat 1: 21 + 100 = 121; seat 2: 76 + 80 = 156; seat 0: 23 (120 card points)."""
