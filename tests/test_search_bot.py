"""The search bot: legal, seeded, fed views only, its hints and its budget."""

from __future__ import annotations

import itertools
import math
import random

import attrs
import pytest

import thousand as t
from thousand.bots.inference import auction_agrees, plausible_world
from thousand.bots.search import BEFORE_PLAY_FACTOR, DECLARER_PLAY_FACTOR, STILL_CLOCK_WORLDS
from thousand.bots.simple import simple_play
from thousand.errors import BotError, Reason, StateError

RULES = {
    "classic": t.Rules(),
    **{name: t.Rules.preset(name) for name in sorted(t.PRESETS)},
    "dark, anyone": t.Rules(bidding=t.BiddingRules(blind_bidding=t.BlindBidding.ANYONE)),
    "dark, jumps, min 50": t.Rules(
        bidding=t.BiddingRules(min_bid=50, bid_jumps=True, blind_bidding=t.BlindBidding.ANYONE)
    ),
    "two players, stock": t.Rules(
        dealing=t.DealingRules(players=2, two_player_deal=t.TwoPlayerDeal.STOCK)
    ),
    "cutting": t.Rules(dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER)),
}


class Spy:
    """A search bot that writes down what it is handed and what it answers."""

    def __init__(self, bot: t.bots.SearchBot) -> None:
        self.bot = bot
        self.handed: list[object] = []
        self.answers: list[t.Action] = []

    def __call__(self, view: t.PlayerView) -> t.Action:
        self.handed.append(view)
        action = self.bot(view)
        assert action in view.legal_actions
        self.answers.append(action)
        return action


def a_deal(rules: t.Rules, seed: int) -> t.RoundState:
    """A deal of ``rules`` dealt (and cut, with A9) from ``seed``."""
    game = t.new_game(rules, first_dealer=seed % rules.dealing.players)
    return t.next_round(game, random.Random(seed))


@pytest.mark.parametrize("name", list(RULES))
def test_the_search_bot_plays_whole_deals_legally_in_every_seat(name: str) -> None:
    rules = RULES[name]
    game = t.new_game(rules)
    rng = random.Random(7)
    for deal in range(2):
        state = t.next_round(game, rng)
        spies = [
            Spy(t.bots.SearchBot(worlds=1, seed=deal * 10 + s))
            for s in range(rules.dealing.players)
        ]
        end = t.bots.play_to_end(state, spies, rng)  # apply refuses an illegal action
        assert t.is_over(end)
        for seat, spy in enumerate(spies):
            assert all(type(v) is t.PlayerView and v.seat == seat for v in spy.handed)
        assert any(spy.handed for spy in spies)
        game = t.record_round(game, t.round_result(end))


def _played(seed: int, bot_seed: int) -> tuple[tuple[t.Action, ...], list[t.Action]]:
    rules = t.Rules()
    spy = Spy(t.bots.SearchBot(worlds=2, seed=bot_seed))
    end = t.bots.play_to_end(a_deal(rules, seed), [spy, t.bots.simple_action, t.bots.simple_action])
    return end.log, spy.answers


def test_the_same_seed_and_views_give_the_same_choices() -> None:
    for seed in range(3):
        assert _played(seed, bot_seed=4) == _played(seed, bot_seed=4)
    view = t.view(a_deal(t.Rules(), 3), 2)
    assert t.bots.hint(view, worlds=3, seed=9) == t.bots.hint(view, worlds=3, seed=9)


def test_another_seed_searches_other_worlds() -> None:
    view = t.view(a_deal(t.Rules(), 3), 2)
    hints = {t.bots.hint(view, worlds=3, seed=s).candidates for s in range(4)}
    assert len(hints) > 1


def test_the_choice_depends_on_the_view_alone() -> None:
    rules = t.Rules()
    state = a_deal(rules, 5)
    while not t.is_over(state):
        seat = t.to_act(state)
        assert seat is not None
        view = t.view(state, seat)
        other = t.sample_world(view, random.Random(seat))  # other hidden cards, same view
        mine = t.bots.SearchBot(worlds=1, seed=2)(view)
        assert t.bots.SearchBot(worlds=1, seed=2)(t.view(other, seat)) == mine
        state = t.apply(state, t.bots.simple_action(view))


def test_the_search_bot_is_handed_a_view_never_a_state() -> None:
    state = a_deal(t.Rules(), 3)
    bot = t.bots.SearchBot(worlds=1)
    assert isinstance(bot, t.bots.Bot)
    with pytest.raises(BotError) as raised:
        bot(state)  # type: ignore[arg-type]
    assert raised.value.reason is Reason.NOT_A_VIEW


def test_the_search_bot_refuses_a_seat_not_to_act() -> None:
    state = a_deal(t.Rules(), 3)
    with pytest.raises(StateError) as raised:
        t.bots.SearchBot(worlds=1)(t.view(state, 0))
    assert raised.value.reason is Reason.NOT_YOUR_TURN
    with pytest.raises(StateError) as raised:
        t.bots.hint(t.public_view(state), worlds=1)
    assert raised.value.reason is Reason.NOT_YOUR_TURN


def test_a_hint_ranks_its_candidates_best_first() -> None:
    rules = t.Rules()
    state = a_deal(rules, 1)
    seen_phases = set()
    while not t.is_over(state):
        seat = t.to_act(state)
        assert seat is not None
        view = t.view(state, seat)
        h = t.bots.hint(view, worlds=2, seed=1)
        actions = [c.action for c in h.candidates]
        assert h.action == actions[0]
        assert len(set(actions)) == len(actions)
        assert set(actions) <= set(view.legal_actions)
        means = [c.mean for c in h.candidates]
        assert means == sorted(means, reverse=True)
        if len(view.legal_actions) == 1:
            assert h.candidates == (t.bots.Candidate(view.legal_actions[0], 0.0, 0),)
        else:
            factor = BEFORE_PLAY_FACTOR
            if state.phase is t.Phase.PLAYING:
                factor = DECLARER_PLAY_FACTOR if seat == state.declarer else 1
            assert {c.samples for c in h.candidates} == {2 * factor}
            assert all(abs(c.mean) <= 1000 for c in h.candidates)
            seen_phases.add(state.phase)
        state = t.apply(state, h.action)
    assert {t.Phase.BIDDING, t.Phase.PLAYING} <= seen_phases


def test_a_hint_is_a_value() -> None:
    view = t.view(a_deal(t.Rules(), 3), 2)
    h = t.bots.hint(view, worlds=1)
    assert attrs.has(type(h))
    assert attrs.has(t.bots.Candidate)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        h.action = h.candidates[-1].action  # type: ignore[misc]
    assert hash(h) == hash(t.bots.hint(view, worlds=1))


def _contract_view(rules: t.Rules) -> t.PlayerView:
    """A declarer's view at the contract, strong enough to raise the bid of 100."""
    for seed in itertools.count():
        state = a_deal(rules, seed)
        while state.phase not in (t.Phase.CONTRACT, t.Phase.OVER):
            state = t.apply(state, t.bots.simple_action(state))
        if state.phase is t.Phase.CONTRACT and state.contract == 100:
            seat = t.to_act(state)
            assert seat is not None
            hand = state.hand(seat)
            aces = sum(card.rank is t.Rank.ACE for card in hand)
            if aces >= 3 and t.bots.hand_strength(rules, hand) >= 180:
                return t.view(state, seat)
    raise AssertionError  # pragma: no cover - itertools.count never ends


def test_a_strong_declarer_raises_the_contract_and_the_hint_scores_each() -> None:
    rules = t.Rules()
    view = _contract_view(rules)
    h = t.bots.hint(view, worlds=4, seed=0)
    contracts = {c.action.value: c for c in h.candidates if isinstance(c.action, t.DeclareContract)}
    assert len(contracts) > 1
    assert isinstance(h.action, t.DeclareContract)
    assert h.action.value > 100
    bid = contracts[100]
    assert bid.mean <= 100
    assert h.candidates[0].mean > bid.mean


class FakeClock:
    """A clock that moves one second each time it is read."""

    def __init__(self) -> None:
        self.now = 0.0
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += 1.0
        return self.now


def test_the_search_stops_drawing_worlds_when_its_time_is_up() -> None:
    view = t.view(a_deal(t.Rules(), 3), 2)
    clock = FakeClock()
    h = t.bots.hint(view, worlds=None, time_limit=2.5, clock=clock)
    # Read at the start, then after each world: 1 s, 2 s, 3 s past the start.
    assert {c.samples for c in h.candidates} == {3}
    assert clock.reads == 4
    # The first budget spent stops it: the time here, the worlds there.
    timed = t.bots.hint(view, worlds=2, time_limit=2.5, clock=FakeClock())
    assert {c.samples for c in timed.candidates} == {3}
    counted = t.bots.hint(view, worlds=1, time_limit=10, clock=FakeClock())
    assert {c.samples for c in counted.candidates} == {BEFORE_PLAY_FACTOR}


def test_without_a_time_limit_the_clock_is_not_what_stops_it() -> None:
    view = t.view(a_deal(t.Rules(), 3), 2)
    h = t.bots.hint(view, worlds=1, clock=FakeClock())
    assert {c.samples for c in h.candidates} == {BEFORE_PLAY_FACTOR}


@pytest.mark.parametrize(
    ("worlds", "time_limit"),
    [
        (0, None),
        (-3, None),
        (1.5, None),
        (True, None),
        ("8", None),
        (None, None),
        (None, 0),
        (None, -1.0),
        (None, math.nan),
        (None, math.inf),
        (4, "1"),
    ],
)
def test_a_budget_that_is_no_budget_is_refused(worlds: object, time_limit: object) -> None:
    with pytest.raises(BotError) as raised:
        t.bots.SearchBot(worlds=worlds, time_limit=time_limit)  # type: ignore[arg-type]
    assert raised.value.reason is Reason.INVALID_BUDGET


def test_the_worlds_drawn_agree_with_how_the_others_bid() -> None:
    rules = t.Rules()
    for seed in range(6):
        state = a_deal(rules, seed)
        while state.phase is t.Phase.BIDDING and len(state.bids) < 3:
            state = t.apply(state, t.bots.simple_action(state))
        seat = t.to_act(state)
        if seat is None or state.phase is not t.Phase.BIDDING:
            continue
        view = t.view(state, seat)
        rng = random.Random(seed)
        assert auction_agrees(state, seat)  # the real deal does
        for _ in range(5):
            assert auction_agrees(plausible_world(view, rng, tries=200), seat)


def test_an_auction_the_simple_bot_would_not_bid_is_told_apart() -> None:
    rules = t.Rules()
    state = a_deal(rules, 3)
    seat = t.to_act(state)
    assert seat is not None
    other = t.apply(state, t.bots.simple_action(state))
    odd = t.apply(
        state,
        t.Pass(seat=seat)
        if isinstance(t.bots.simple_action(state), t.Bid)
        else next(a for a in t.legal_actions(state) if isinstance(a, t.Bid)),
    )
    nxt = t.to_act(odd)
    assert auction_agrees(other, t.to_act(other))
    assert not auction_agrees(odd, nxt)
    assert auction_agrees(odd, seat)  # a seat's own bids are never held against it


def test_the_playouts_play_cards_as_the_simple_bot() -> None:
    rules = t.Rules()
    rng = random.Random(8)
    for _ in range(10):
        state = t.apply(t.new_round(rules), t.deal(rules, rng))
        while not t.is_over(state):
            seat = t.to_act(state)
            assert seat is not None
            action = t.bots.simple_action(state)
            if state.phase is t.Phase.PLAYING:
                assert simple_play(state, state.hand(seat), t.legal_actions(state)) == action
            state = t.apply(state, action)


def _late_in_the_play() -> t.PlayerView:
    """A view near the end of a deal, where a world plays out in a few cards."""
    state = a_deal(t.Rules(), 5)
    while state.phase is not t.Phase.PLAYING or len(state.tricks) < 5:
        state = t.apply(state, t.bots.simple_action(state))
    seat = t.to_act(state)
    assert seat is not None
    return t.view(state, seat)


class StillClock:
    """A clock that never moves (or moves backwards), counting its reads."""

    def __init__(self, step: float = 0.0) -> None:
        self.now = 100.0
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


@pytest.mark.parametrize("step", [0.0, -1.0])
def test_a_clock_that_does_not_run_is_refused_after_a_bounded_search(step: float) -> None:
    """Defect: a frozen clock with ``worlds=None`` searched forever."""
    clock = StillClock(step)
    bot = t.bots.SearchBot(worlds=None, time_limit=1.0, clock=clock)
    with pytest.raises(BotError) as raised:
        bot(_late_in_the_play())
    assert raised.value.reason is Reason.INVALID_BUDGET
    assert clock.reads == STILL_CLOCK_WORLDS + 1  # the start, then once per world


@pytest.mark.parametrize(
    "reading", ["12.5", None, math.nan, math.inf, -math.inf, 10**400, True, [1.0]]
)
def test_a_clock_that_gives_no_number_of_seconds_is_refused(reading: object) -> None:
    """Defect: a clock returning text raised a bare ``TypeError``; a NaN one never stopped."""
    bot = t.bots.SearchBot(worlds=None, time_limit=1.0, clock=lambda: reading)  # type: ignore[arg-type,return-value]
    with pytest.raises(BotError) as raised:
        bot(_late_in_the_play())
    assert raised.value.reason is Reason.INVALID_BUDGET


def test_a_clock_that_turns_bad_midway_is_refused() -> None:
    readings = iter([0.0, 0.5, float("nan")])
    bot = t.bots.SearchBot(worlds=None, time_limit=1.0, clock=lambda: next(readings))
    with pytest.raises(BotError):
        bot(_late_in_the_play())


def test_a_search_by_time_with_a_running_clock_still_stops_by_it() -> None:
    clock = StillClock(step=0.25)
    hinted = t.bots.hint(_late_in_the_play(), worlds=None, time_limit=1.0, clock=clock)
    assert {candidate.samples for candidate in hinted.candidates} <= {0, 4, 8}
