"""Loading a view checks it; ``sample_world`` refuses a view no deal agrees with quickly.

A view read from JSON loads only if it could have come from :func:`~thousand.view` (or
:func:`~thousand.public_view`): every seat, card and count in range, and everything it
shows agreeing with its log, its own hand and its rules. A view that does not is refused
at once with a :class:`~thousand.RecordError` (reason ``inconsistent_view``);
:func:`~thousand.sample_world` refuses such a view built in memory with a
:class:`~thousand.StateError` (reason ``no_consistent_world``), never an ``IndexError``.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import thousand as t
from strategies import Playout, playouts, rules
from thousand.serialization import dumps, loads
from thousand.views import worlds

_SETTINGS = settings(
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
)

AT_ONCE = 25
"""Worlds drawn: a refusal takes a few; a search through every attempt draws
:data:`~thousand.views.worlds.MAX_ATTEMPTS` (20,000). The work is counted, never timed."""

FEW = 200
"""Worlds drawn for a mutated document, 1% of the cap: a genuine but unusual view (a
raised contract, a rare hand) may need a few dozen draws before one fits; no mutation may
send a search towards the cap."""


@contextmanager
def counted_draws() -> Iterator[list[int]]:
    """The worlds each search for a world drew while the block ran, one entry a search."""
    draws: list[int] = []
    find = worlds._find_world

    def counting(v: t.PlayerView, rng: random.Random, attempts: int) -> object:
        found, drawn = worlds._search(v, rng, attempts)
        draws.append(drawn)
        return found

    worlds._find_world = counting  # type: ignore[assignment]
    try:
        yield draws
    finally:
        worlds._find_world = find


def mid_play(leading: bool = False) -> t.RoundState:
    """A classic deal played at random into its third trick (its leader to act, if
    ``leading``; else the second card to play)."""
    for seed in range(200):
        rng = random.Random(seed)
        state = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), rng))
        while not t.is_over(state):
            state = t.apply(state, rng.choice(t.legal_actions(state)))
            if len(state.tricks) == 2 and len(state.trick) == (0 if leading else 1):
                return state
    raise AssertionError("no deal reached its third trick")  # pragma: no cover


STATE = mid_play()
LEADING = mid_play(leading=True)


def document(v: t.PlayerView, path: list[Any], value: object) -> str:
    """The JSON of ``v`` with the value at ``path`` replaced (``...`` deletes it)."""
    data = json.loads(dumps(v))
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if value is ...:
        del parent[path[-1]]
    else:
        parent[path[-1]] = copy.deepcopy(value)
    return json.dumps(data)


def refused(text: str) -> tuple[t.RecordError, int]:
    """The error loading ``text`` as a view raises, and the worlds drawn to find it."""
    with counted_draws() as draws, pytest.raises(t.RecordError) as raised:
        loads(text, t.PlayerView)
    return raised.value, sum(draws)


# --- seats out of range: refused on load, and by sample_world -------------------------------


@pytest.mark.parametrize(
    ("path", "value", "where"),
    [
        (["log", -1, "seat"], 1000, "log[13].seat"),
        (["log", -1, "seat"], -1, "log[13].seat"),
        (["log", 4, "to"], 7, "log[4].to"),
        (["declarer"], -5, "declarer"),
        (["declarer"], 3, "declarer"),
        (["to_act"], 1000, "to_act"),
        (["leader"], -1, "leader"),
        (["seat"], 3, "seat"),
        (["dealer"], 5, "dealer"),
        (["highest_bid", 0], 9, "highest_bid[0]"),
        (["bids", 0, "seat"], 4, "bids[0].seat"),
        (["tricks", 0, "winner"], 3, "tricks[0].winner"),
        (["tricks", 1, "plays", 2, 0], -2, "tricks[1].plays[2][0]"),
        (["trick", 0, 0], 30, "trick[0][0]"),
        (["legal_actions", 0, "seat"], 1000, "legal_actions[0].seat"),
        (["hand_sizes"], [6, 6], "hand_sizes"),
        (["hand_sizes"], [5, -1, 7], "hand_sizes[1]"),
        (["seats"], [0, 1, 2], "seats"),
        (["unseen"], [8], "unseen[0]"),
    ],
)
def test_a_view_with_a_seat_or_count_out_of_range_is_refused_on_load(
    path: list[Any], value: object, where: str
) -> None:
    v = t.view(STATE, 1)
    assert len(v.log) == 14  # the paths above name its entries
    error, drawn = refused(document(v, path, value))
    assert error.reason is t.Reason.INCONSISTENT_VIEW
    assert error.where == where
    assert drawn <= AT_ONCE


@pytest.mark.parametrize(
    "changes",
    [
        {"declarer": -5},
        {"declarer": -1},
        {"to_act": 1000},
        {"hand_sizes": (5, 6)},
        {"seats": ()},
        {"seat": 1000},
        {"leader": 7},
    ],
    ids=repr,
)
def test_sample_world_refuses_a_view_with_a_seat_out_of_range(changes: dict[str, Any]) -> None:
    forged = attrs.evolve(t.view(STATE, 1), **changes)
    with pytest.raises(t.StateError) as raised:
        t.sample_world(forged, random.Random(1))
    assert raised.value.reason is t.Reason.NO_CONSISTENT_WORLD


def test_sample_world_refuses_a_log_entry_of_a_seat_out_of_range() -> None:
    v = t.view(STATE, 1)
    last = v.log[-1]
    assert isinstance(last, t.PlayCard)
    for seat in (1000, -5):
        forged = attrs.evolve(v, log=(*v.log[:-1], attrs.evolve(last, seat=seat)))
        with pytest.raises(t.StateError) as raised:
            t.sample_world(forged, random.Random(1))
        assert raised.value.reason is t.Reason.NO_CONSISTENT_WORLD
        assert "log[13].seat" in str(raised.value)


# --- views no deal agrees with: refused at once ----------------------------------------------


def _dropped_legal_action(v: t.PlayerView) -> str:
    data = json.loads(dumps(v))
    assert len(data["legal_actions"]) > 1
    del data["legal_actions"][0]
    return json.dumps(data)


def test_a_view_missing_a_legal_action_is_refused_at_once() -> None:
    assert LEADING.to_act is not None
    v = t.view(LEADING, LEADING.to_act)
    error, drawn = refused(_dropped_legal_action(v))
    assert error.reason is t.Reason.INCONSISTENT_VIEW
    assert error.where.startswith("legal_actions")
    assert drawn <= AT_ONCE
    with counted_draws() as draws, pytest.raises(t.StateError) as raised:
        t.sample_world(attrs.evolve(v, legal_actions=v.legal_actions[1:]), random.Random(1))
    assert raised.value.reason is t.Reason.NO_CONSISTENT_WORLD
    assert sum(draws) <= AT_ONCE


def raised_contract() -> t.RoundState:
    """A classic deal into its play whose declarer raised the contract above the bid."""
    for seed in range(100):
        rng = random.Random(seed)
        state = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), rng))
        while not t.is_over(state) and state.phase is not t.Phase.PLAYING:
            legal = t.legal_actions(state)
            contracts = [a for a in legal if isinstance(a, t.DeclareContract)]
            state = t.apply(state, contracts[-1] if contracts else rng.choice(legal))
        declared = [a for a in state.log if isinstance(a, t.DeclareContract)]
        bids = [a.value for a in state.log if isinstance(a, t.Bid)]
        if declared and bids and declared[0].value > max(bids):
            return t.apply(state, t.legal_actions(state)[0])
    raise AssertionError("no declarer raised")  # pragma: no cover


@pytest.mark.rule("D3")
@pytest.mark.parametrize("seat", [0, 1, 2, None])
def test_a_raise_under_rules_without_raising_is_refused_at_the_first_world(
    seat: int | None,
) -> None:
    # A forged playing-phase view: its log raises the contract, its rules forbid raising.
    # No cards make that raise legal (only a barrel contract turns on the cards, G5), so
    # the first world drawn settles it; the search through every attempt took seconds.
    state = raised_contract()
    v = t.public_view(state) if seat is None else t.view(state, seat)
    data = json.loads(dumps(v))
    data["rules"]["talon"]["raise_after_exchange"] = False
    error, drawn = refused(json.dumps(data))
    at = next(i for i, a in enumerate(v.log) if isinstance(a, t.DeclareContract))
    assert error.reason is t.Reason.INCONSISTENT_VIEW
    assert error.where == f"log[{at}]"
    assert "raising" in str(error)
    assert drawn == 1


@pytest.mark.rule("C6")
@pytest.mark.rule("D3")
def test_a_contract_above_the_declarers_own_cards_is_refused_at_the_first_world() -> None:
    # The declarer raised to the most its marriages allow (``raised_contract`` takes the
    # highest contract offered). Its own view, forged to a higher contract, is refused by
    # the first world: every world deals the declarer the cards its view shows.
    state = raised_contract()
    declarer = state.declarer
    assert declarer is not None
    assert state.contract is not None
    assert state.contract < 300
    v = t.view(state, declarer)
    data = json.loads(dumps(v))
    at = next(i for i, a in enumerate(v.log) if isinstance(a, t.DeclareContract))
    data["log"][at]["value"] = data["contract"] = 300
    error, drawn = refused(json.dumps(data))
    assert error.reason is t.Reason.INCONSISTENT_VIEW
    assert error.where == f"log[{at}]"
    assert f"may declare at most {state.contract}" in str(error)
    assert drawn == 1


def _swapped_cards(v: t.PlayerView) -> str:
    """The view with a card of its hand and an unseen card swapped in its dealt hand."""
    data = json.loads(dumps(v))
    dealt = data["log"][0]
    unseen = next(str(c) for c in t.DECK if c not in v.hand and c not in [p[1] for p in v.played])
    dealt["hand"][dealt["hand"].index(str(v.hand[0]))] = unseen
    return json.dumps(data)


def _first_played(data: dict[str, Any]) -> str:
    card: str = data["tricks"][0]["plays"][0][1]
    return card


@pytest.mark.parametrize(
    ("name", "mutate"),
    [
        ("a log entry by the wrong seat", lambda d: d["log"][-1].update(seat=2)),
        ("a bid changed", lambda d: d["log"][1].update(value=125)),
        ("a pass removed", lambda d: d["log"].pop(2)),
        ("a hand size", lambda d: d["hand_sizes"].__setitem__(0, 6)),
        ("the phase", lambda d: d.update(phase="contract")),
        ("the seat to act", lambda d: d.update(to_act=2)),
        ("the contract", lambda d: d.update(contract=200)),
        ("the declarer", lambda d: d.update(declarer=0)),
        ("the trump", lambda d: d.update(trump="h")),
        ("a trick's winner", lambda d: d["tricks"][0].update(winner=2)),
        ("a card of the hand", lambda d: d["hand"].__setitem__(0, "9s")),
        ("a card played twice", lambda d: d["trick"][0].__setitem__(1, _first_played(d))),
        ("the talon", lambda d: d["talons"][0].__setitem__(0, None)),
        ("the result", lambda d: d.update(result=None, phase="over")),
        ("the legal actions", lambda d: d.update(legal_actions=[])),
        ("the rules", lambda d: d["rules"]["bidding"].update(bid_step=10)),
        ("the context", lambda d: d["context"].update(scores=[10, 20])),
    ],
)
def test_inconsistent_views_are_refused_at_once(name: str, mutate: Any) -> None:
    data = json.loads(dumps(t.view(STATE, 1)))
    mutate(data)
    error, drawn = refused(json.dumps(data))
    assert error.reason is t.Reason.INCONSISTENT_VIEW, name
    assert drawn <= AT_ONCE, name


def test_a_dealt_hand_that_does_not_match_the_hand_is_refused() -> None:
    error, drawn = refused(_swapped_cards(t.view(STATE, 1)))
    assert error.reason is t.Reason.INCONSISTENT_VIEW
    assert drawn <= AT_ONCE


def test_other_load_errors_keep_the_record_reason() -> None:
    data = json.loads(dumps(t.view(STATE, 1)))
    data["phase"] = "napping"
    with pytest.raises(t.RecordError) as raised:
        loads(json.dumps(data), t.PlayerView)
    assert raised.value.reason is t.Reason.INVALID_RECORD
    with pytest.raises(t.RecordError) as raised:
        loads("{", t.PlayerView)
    assert raised.value.reason is t.Reason.INVALID_RECORD


# --- genuine views load, and loaded views sample ---------------------------------------------


def _views(state: t.RoundState) -> list[t.PlayerView]:
    return [t.view(state, seat) for seat in range(state.players)] + [t.public_view(state)]


@_SETTINGS
@given(playouts(with_context=True), st.randoms(use_true_random=False))
def test_every_view_of_a_deal_loads_and_samples(playout: Playout, rng: random.Random) -> None:
    for state in rng.sample(playout.states, min(6, len(playout.states))):
        for v in _views(state):
            loaded = loads(dumps(v), t.PlayerView)
            assert loaded == v
            world = t.sample_world(loaded, rng)
            assert (t.public_view(world) if v.seat is None else t.view(world, v.seat)) == v


@pytest.mark.parametrize("name", sorted(t.PRESETS))
def test_views_of_every_preset_load(name: str) -> None:
    rules_ = t.Rules.preset(name)
    rng = random.Random(len(name))
    for _ in range(3):
        state = t.new_round(rules_, dealer=rng.randrange(rules_.players))
        while True:
            for v in _views(state):
                assert loads(dumps(v), t.PlayerView) == v
            if t.is_over(state):
                break
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
            else:
                state = t.apply(state, rng.choice(t.legal_actions(state)))


@pytest.mark.rule("A3")
def test_a_stock_card_seen_where_the_seat_drew_none_is_refused() -> None:
    rules_ = t.Rules(dealing=t.DealingRules(players=2, two_player_deal=t.TwoPlayerDeal.STOCK))
    rng = random.Random(4)
    state = t.apply(t.new_round(rules_), t.deal(rules_, rng))
    while len(state.tricks) < 2:
        state = t.apply(state, rng.choice(t.legal_actions(state)))
    v = t.view(state, 0)
    stock = list(v.talons[0])
    at = stock.index(None, 4)  # a card nobody has drawn yet
    stock[at] = next(c for c in t.DECK if c not in v.hand and c not in stock)
    forged = attrs.evolve(v, talons=(tuple(stock),))
    error, drawn = refused(dumps(forged))
    assert error.reason is t.Reason.INCONSISTENT_VIEW
    assert drawn <= AT_ONCE
    for seed in range(5):
        with pytest.raises(t.StateError):
            t.sample_world(forged, random.Random(seed))


@pytest.mark.rule("B3")
@pytest.mark.rule("G13")
def test_redeal_claims_after_the_exchange_of_a_golden_stock_deal_load() -> None:
    # A golden deal has no auction and a stock no exchange: the claims "after the
    # exchange" are asked right after the deal.
    rules_ = t.Rules(
        dealing=t.DealingRules(players=2, two_player_deal=t.TwoPlayerDeal.STOCK),
        redeal=t.RedealRules(
            conditions=frozenset({t.RedealCondition.HAND_POINTS_BELOW}),
            hand_points_below=35,
            timing=t.RedealTiming.AFTER_EXCHANGE,
        ),
        game_scoring=t.GameScoringRules(golden_round=True),
    )
    state = t.new_round(rules_, 1, context=t.RoundContext(scores=(0, 0), golden=0))
    state = t.apply(state, t.deal(rules_, random.Random(0), dealer=1))
    assert (state.phase, len(state.log)) == (t.Phase.REDEAL, 1)
    for v in _views(state):
        assert loads(dumps(v), t.PlayerView) == v


@pytest.mark.rule("A9")
def test_a_jack_cut_after_two_nines_loads_and_samples() -> None:
    # The hidden card the dealer decides on after two nines is a jack: a third nine would
    # have ended the deal, shown to everybody.
    rules_ = t.Rules(dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER))
    state = t.apply_all(
        t.new_round(rules_, dealer=0),
        [
            t.Cut(seat=2, bottom=t.Card.parse("9h")),
            t.Recut(seat=0),
            t.Cut(seat=2, bottom=t.Card.parse("9s")),
            t.Recut(seat=0),
            t.Cut(seat=2, bottom=t.Card.parse("Jd")),
        ],
    )
    for v in _views(state)[1:]:
        assert isinstance(v.log[-1], t.HiddenCut)
        assert loads(dumps(v), t.PlayerView) == v
        for seed in range(5):
            world = t.sample_world(v, random.Random(seed))
            assert world.bottom_card is not None
            assert world.bottom_card.rank is t.Rank.JACK


@pytest.mark.rule("A9")
@pytest.mark.rule("B1")
@pytest.mark.rule("C6")
def test_a_kept_nine_with_a_redeal_asked_and_two_bids_on_marriages_loads_and_samples() -> None:
    # A spectator sees none of the cards, yet each fact narrows them: the dealer kept the
    # nine or jack it decided on (so holds it), seat 1 was asked about a redeal (three
    # nines), seat 2 bid 235 (the ace marriage) and the dealer 300 (hearts and diamonds).
    # A plain draw meets all of them about once in millions; the search must find one.
    rules_ = t.Rules(
        dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER),
        redeal=t.RedealRules(conditions=frozenset({t.RedealCondition.HAND_THREE_NINES})),
        bidding=t.BiddingRules(bid_jumps=True),
        play=t.PlayRules(ace_marriage=t.AceMarriage.POINTS_ONLY),
    )
    deal = t.Deal(
        hands=[
            t.parse_cards("9s Qs Ts Qd Kd Qh Kh"),
            t.parse_cards("9c Jc Qc 9d 9h Jh Th"),
            t.parse_cards("Js Ks As Kc Ac Ad Ah"),
        ],
        talons=[t.parse_cards("Tc Jd Td")],
    )
    state = t.apply_all(
        t.new_round(rules_, dealer=0),
        [
            t.Cut(seat=2, bottom=t.Card.parse("9s")),
            t.AcceptCut(seat=0),
            deal,
            t.DeclineRedeal(seat=1),
            t.Bid(seat=2, value=235),
            t.Bid(seat=0, value=300),
        ],
    )
    v = t.public_view(state)
    assert isinstance(v.log[0], t.HiddenCut)
    assert loads(dumps(v), t.PlayerView) == v
    for seed in range(3):
        world = t.sample_world(v, random.Random(seed))
        assert t.public_view(world) == v
        cut = world.log[0]
        assert isinstance(cut, t.Cut)
        assert cut.bottom.rank in (t.Rank.NINE, t.Rank.JACK)  # the dealer decided on it
        assert cut.bottom in world.hand(0)


# --- mutated documents: refused with a reason, or loaded and sampled back --------------------


_CARDS = [str(card) for card in t.DECK]


def _mutate(data: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """``data`` with one value changed for another of its kind (a card for a card, a
    number for a nearby one), or an item of a list dropped or moved; the rules stay."""
    data = copy.deepcopy(data)
    places: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, value in items:
            if key == "rules":
                continue
            places.append((node, key))
            if isinstance(value, dict | list):
                walk(value)

    walk(data)
    parent, key = rng.choice(places)
    value = parent[key]
    if isinstance(value, list):
        if value and rng.random() < 0.5:
            del value[rng.randrange(len(value))]
        elif len(value) > 1:
            i, j = rng.sample(range(len(value)), 2)
            value[i], value[j] = value[j], value[i]
    elif isinstance(value, bool):
        parent[key] = not value
    elif isinstance(value, int):
        parent[key] = value + rng.choice((-2, -1, 1, 2, 5))
    elif value in _CARDS or (value is None and isinstance(key, int)):
        parent[key] = rng.choice(_CARDS)
    elif value is None:
        parent[key] = rng.randrange(3)
    elif key == "phase":
        parent[key] = rng.choice([phase.value for phase in t.Phase])
    return data


def _fuzz_views() -> list[t.PlayerView]:
    out = []
    for name in sorted(t.PRESETS):
        rules_ = t.Rules.preset(name)
        rng = random.Random(name)
        state = t.new_round(rules_, dealer=1)
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
            else:
                state = t.apply(state, rng.choice(t.legal_actions(state)))
            if rng.random() < 0.2:
                out += _views(state)
    return out


def test_mutated_views_are_refused_with_a_reason_or_sample_back() -> None:
    rng = random.Random(12)
    views = _fuzz_views()
    costly = []
    reasons = []
    outcomes = {"loaded": 0, "refused": 0}
    for _ in range(600):
        v = rng.choice(views)
        data = json.loads(dumps(v))
        for _ in range(rng.randint(1, 2)):
            data = _mutate(data, rng)
        text = json.dumps(data)
        with counted_draws() as draws:
            try:
                loaded = loads(text, t.PlayerView)
            except t.RecordError as error:
                outcomes["refused"] += 1
                reasons.append(error.reason)
            else:
                outcomes["loaded"] += 1
                world = t.sample_world(loaded, rng)
                seen = t.public_view(world) if loaded.seat is None else t.view(world, loaded.seat)
                assert seen == loaded
        if max(draws, default=0) > FEW:
            costly.append((max(draws), text))
    assert outcomes["refused"] > 300
    assert set(reasons) <= {t.Reason.INVALID_RECORD, t.Reason.INCONSISTENT_VIEW}
    assert not costly, f"{len(costly)} documents drew over {FEW} worlds"


@_SETTINGS
@given(st.one_of(rules(), rules(dark=True)), st.integers(0, 2**32 - 1))
def test_views_of_random_rules_load(the_rules: t.Rules, seed: int) -> None:
    rng = random.Random(seed)
    state = t.new_round(the_rules, dealer=rng.randrange(the_rules.players))
    while not t.is_over(state):
        if t.is_chance(state):
            state = t.apply(state, t.chance_action(state, rng))
        else:
            state = t.apply(state, rng.choice(t.legal_actions(state)))
        for v in _views(state):
            assert loads(dumps(v), t.PlayerView) == v
