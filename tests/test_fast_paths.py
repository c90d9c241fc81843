"""The engine's fast paths give the states and results of its plain path.

The shortcuts that make a simulator's loop cheaper; each is checked here against the path it
short-cuts, over seeded deals of every preset:

- :func:`~thousand.new_round` reuses the first facts of a deal started before with the
  same rules and context objects and dealer, and copies the setup of a deal of the same
  shape (the same rules and dealer, and a context alike in what the setup reads of it)
  with its own context;
- :func:`~thousand.apply` skips :func:`~thousand.check` for an action that is one of
  the very objects :func:`~thousand.legal_actions` listed for that state (a memo on the
  state), and checks anything else;
- a state's legal actions are listed once.
"""

from __future__ import annotations

import random

import attrs
import pytest

import thousand as t
from thousand.errors import IllegalActionError, Reason, StateError
from thousand.round.handlers import SETUPS
from thousand.round.setup import DealSetup
from thousand.state import from_data

PRESETS = ("classic", *sorted(t.PRESETS))
DEALS = 40


def preset(name: str) -> t.Rules:
    return t.Rules() if name == "classic" else t.Rules.preset(name)


def without_memo(state: t.RoundState) -> t.RoundState:
    """The same state, its legal actions not listed yet: apply checks every action."""
    return from_data(state._d)


def copied(action: t.Action) -> t.Action:
    """An equal action that is not the object legal_actions listed."""
    return attrs.evolve(action)


@pytest.mark.parametrize("name", PRESETS)
def test_applying_a_listed_action_gives_the_state_the_checked_path_gives(name: str) -> None:
    rules = preset(name)
    game = t.new_game(rules)
    rng = random.Random(2024)
    for _ in range(DEALS):
        state = t.next_round(game, rng)
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
                continue
            legal = t.legal_actions(state)
            plain = without_memo(state)
            assert t.legal_actions(plain) == legal
            action = rng.choice(legal)
            twin = copied(action)
            assert twin == action
            assert twin is not action
            assert t.check(plain, twin) is None
            fast = t.apply(state, action)
            assert fast == t.apply(plain, twin) == t.apply(state, twin)
            assert t.legal_actions(fast) == t.legal_actions(without_memo(fast))
            state = fast
        result = t.round_result(state)
        assert result == t.round_result(without_memo(state))
        game = t.record_round(game, result)
        if game.winner is not None:
            game = t.new_game(rules)


def test_an_equal_action_that_is_malformed_is_still_checked() -> None:
    rules = t.Rules()
    state = t.apply(t.new_round(rules), t.deal(rules, random.Random(3)))
    legal = t.legal_actions(state)
    assert t.Bid(seat=2, value=105) in legal
    forged = t.Bid(seat=True, value=105)  # equal to Bid(seat=1, ...) as a number
    with pytest.raises(IllegalActionError):
        t.apply(state, forged)
    while state.phase is not t.Phase.PLAYING:
        state = t.apply(state, t.bots.simple_action(state))
    lead = next(a for a in t.legal_actions(state) if isinstance(a, t.PlayCard))
    seat_as_bool = attrs.evolve(lead, seat=True) if lead.seat == 1 else None
    declare_as_int = attrs.evolve(lead, declare=0)  # type: ignore[arg-type]
    assert declare_as_int == lead
    with pytest.raises(IllegalActionError) as raised:
        t.apply(state, declare_as_int)
    assert raised.value.violation.reason is Reason.MALFORMED_ACTION
    if seat_as_bool is not None:
        with pytest.raises(IllegalActionError):
            t.apply(state, seat_as_bool)


@pytest.mark.parametrize("name", PRESETS)
def test_a_reused_start_equals_a_new_one(name: str) -> None:
    rules = preset(name)
    twin = attrs.evolve(rules)
    for dealer in range(rules.players):
        first = t.new_round(rules, dealer)
        assert t.new_round(rules, dealer) == first
        assert t.new_round(twin, dealer) == first
        assert t.new_round(rules, dealer) is not first  # a new state each time


def test_a_reused_start_still_refuses_a_dealer_that_is_not_a_seat() -> None:
    rules = t.Rules()
    t.new_round(rules, 1)
    for dealer in (True, 1.0, "1", [1], None, 3, -1):
        with pytest.raises(StateError) as raised:
            t.new_round(rules, dealer)  # type: ignore[arg-type]
        assert raised.value.reason is Reason.MALFORMED_ACTION


def test_legal_actions_are_listed_once_per_state() -> None:
    rules = t.Rules()
    state = t.apply(t.new_round(rules), t.deal(rules, random.Random(5)))
    assert t.legal_actions(state) is t.legal_actions(state)
    assert t.view(state, 2).legal_actions is t.legal_actions(state)


@pytest.mark.parametrize("name", PRESETS)
def test_views_and_results_built_without_init_equal_those_built_with_it(name: str) -> None:
    rules = preset(name)
    rng = random.Random(7)
    view_fields = {field.name for field in attrs.fields(t.PlayerView)}
    result_fields = {field.name for field in attrs.fields(t.RoundResult)}
    event_fields = {field.name for field in attrs.fields(t.ScoreEvent)}
    for _ in range(5):
        state = t.bots.play_to_end(t.next_round(t.new_game(rules), rng), rng=rng)
        for seat in range(state.players):
            seen = t.view(state, seat)
            assert set(vars(seen)) == view_fields
            assert attrs.evolve(seen) == seen
            assert hash(attrs.evolve(seen)) == hash(seen)
        result = t.round_result(state)
        assert set(vars(result)) == result_fields
        assert attrs.evolve(result) == result
        for event in (event for seat in result.events for event in seat):
            assert set(vars(event)) == event_fields
            assert attrs.evolve(event) == event


def test_a_value_in_slots_or_with_converters_is_not_built_without_init() -> None:
    from thousand.values import builder

    @attrs.frozen
    class Slotted:
        x: int

    @attrs.frozen(slots=False)
    class Converted:
        x: int = attrs.field(converter=int)

    for cls in (Slotted, Converted):
        with pytest.raises(TypeError):
            builder(cls)


@pytest.mark.parametrize("name", PRESETS)
def test_summaries_built_without_init_equal_those_built_with_it(name: str) -> None:
    rules = preset(name)
    rng = random.Random(9)
    fields = {field.name for field in attrs.fields(t.RoundSummary)}
    for _ in range(5):
        summary = t.round_summary(t.bots.play_to_end(t.next_round(t.new_game(rules), rng), rng=rng))
        assert set(vars(summary)) == fields
        assert attrs.evolve(summary) == summary


def test_is_over_answers_for_deals_and_games_and_refuses_anything_else() -> None:
    rules = t.Rules()
    game = t.new_game(rules)
    state = t.next_round(game, random.Random(1))
    assert t.is_over(game) is False
    assert t.is_over(state) is False
    assert t.is_over(t.bots.play_to_end(state)) is True
    for other in (None, 3, "deal", t.view(state, 0)):
        with pytest.raises(StateError) as raised:
            t.is_over(other)  # type: ignore[arg-type]
        assert raised.value.reason is Reason.MALFORMED_ACTION


@pytest.mark.parametrize("name", PRESETS)
def test_a_deal_made_by_the_library_is_applied_as_a_copy_of_it_is(name: str) -> None:
    rules = preset(name)
    rng = random.Random(13)
    game = t.new_game(rules)
    for _ in range(10):
        state = t.next_round(game, rng)
        while t.is_chance(state):
            action = t.chance_action(state, rng)
            copy = attrs.evolve(action)
            assert t.apply(state, action) == t.apply(state, copy)
            state = t.apply(state, action)


def test_a_deal_made_for_other_rules_is_still_refused() -> None:
    three, four = t.Rules(), t.Rules.preset("four_player")
    for_four = t.deal(four, random.Random(1), dealer=0)
    for_three = t.deal(three, random.Random(1))
    with pytest.raises(IllegalActionError) as raised:
        t.apply(t.new_round(three), for_four)
    assert raised.value.violation.reason is Reason.INVALID_DEAL
    with pytest.raises(IllegalActionError) as raised:
        t.apply(t.new_round(four, dealer=1), t.deal(four, random.Random(1), dealer=0))
    assert raised.value.violation.reason is Reason.INVALID_DEAL
    assert t.check(t.new_round(three), for_three) is None


def _layouts() -> list[t.Rules]:
    two = [
        t.Rules(dealing=t.DealingRules(players=2, two_player_deal=layout))
        for layout in t.TwoPlayerDeal
    ]
    return [preset(name) for name in PRESETS] + two


def _shuffled_cards_deal(rules: t.Rules, rng: random.Random, dealer: int) -> t.Deal:
    """A deal as the cards themselves shuffled give it: the reference for the bit masks."""
    from thousand.round.deal import deal_shape, keeps_order

    cards = list(t.DECK)
    rng.shuffle(cards)
    hand_sizes, talon_sizes = deal_shape(rules, dealer)
    piles, start = [], 0
    for size in (*hand_sizes, *talon_sizes):
        piles.append(tuple(sorted(cards[start : start + size])))
        start += size
    if len(hand_sizes) == 2 and keeps_order(rules):
        piles[-1] = tuple(cards[start - talon_sizes[-1] : start])
    return t.Deal(hands=piles[: len(hand_sizes)], talons=piles[len(hand_sizes) :])


@pytest.mark.parametrize(
    "rules", _layouts(), ids=lambda r: f"{r.players}p-{r.dealing.two_player_deal.value}"
)
def test_a_seeded_deal_shares_out_the_cards_a_shuffled_pack_gives(rules: t.Rules) -> None:
    """The pack is shuffled as bits: the same seed still deals the same cards, and a deal
    applied with the masks it carries lays out what a copy of it lays out."""
    for seed in range(30):
        dealer = seed % rules.players
        made = t.deal(rules, random.Random(seed), dealer=dealer)
        assert made == _shuffled_cards_deal(rules, random.Random(seed), dealer)
        start = t.new_round(rules, dealer=dealer)
        if t.is_chance(start) and start.phase is t.Phase.DEALING:
            assert t.apply(start, made) == t.apply(start, attrs.evolve(made))


@pytest.mark.rule("C6")
@pytest.mark.parametrize("name", PRESETS)
def test_the_remembered_cap_of_a_hand_is_the_cap_worked_out_afresh(name: str) -> None:
    """hand_cap remembers caps per rules by the marriages and aces held; hands that differ
    elsewhere share the entry, so each must get the cap worked out for it alone."""
    from thousand.round.auction import _hand_cap, hand_cap

    rules = preset(name)
    setup = t.new_round(rules)._d.setup
    rng = random.Random(21)
    aces = sum(1 << (6 * suit + 5) for suit in range(4))
    for _ in range(3000):
        hand = sum(1 << card for card in rng.sample(range(24), rng.choice((7, 8, 10, 12))))
        if rng.random() < 0.1:
            hand |= aces
        assert hand_cap(setup, hand) == _hand_cap(setup, hand)


def test_the_deal_shuffles_as_random_shuffle_does() -> None:
    """deal() spells out Random.shuffle for a random.Random: the same permutation for
    every seed and every state of the generator, and the generator left where
    Random.shuffle leaves it."""
    from thousand.dealing import _shuffle

    for seed in range(2000):
        ours, theirs = random.Random(seed), random.Random(seed)
        for _ in range(3):
            mine, reference = list(range(24)), list(range(24))
            _shuffle(ours.getrandbits, mine)
            theirs.shuffle(reference)
            assert mine == reference
        assert ours.getstate() == theirs.getstate()


def test_a_deal_with_a_subclass_of_random_uses_its_shuffle() -> None:
    class Loaded(random.Random):
        def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
            x.reverse()  # a "shuffle" anybody can check

    made = t.deal(t.Rules(), Loaded(1))
    assert made.talons == (tuple(t.DECK[:3]),)


def _setup_fields(setup: DealSetup) -> dict[str, object]:
    return {field.name: getattr(setup, field.name) for field in attrs.fields(DealSetup)}


def _assert_worked_out_afresh(state: t.RoundState, context: t.RoundContext) -> DealSetup:
    """The state's setup is the one DealSetup.create works out, field by field."""
    setup = state._d.setup
    fresh = DealSetup.create(state.rules, state.dealer, context, SETUPS)
    assert type(setup) is type(fresh)
    assert _setup_fields(setup) == _setup_fields(fresh)
    assert setup.context is context
    assert setup == fresh
    assert hash(setup) == hash(fresh)
    assert state == t.new_round(attrs.evolve(state.rules), state.dealer, context=context)
    return setup


@pytest.mark.parametrize("name", PRESETS)
def test_the_setup_of_a_deal_of_a_known_shape_is_the_one_worked_out_afresh(name: str) -> None:
    rules = preset(name)
    game = t.new_game(rules)
    rng = random.Random(31)
    first: dict[tuple[object, ...], DealSetup] = {}
    copies = 0
    for _ in range(2 * DEALS):
        state = t.next_round(game)
        context = state.context
        assert context == game.next_context
        setup = _assert_worked_out_afresh(state, context)
        shape = (game.dealer, context.barrel, context.golden, setup.pass_only)
        known = first.setdefault(shape, setup)
        copies += known is not setup and setup.seats is known.seats  # a copy shares them
        state = t.apply(state, t.chance_action(state, rng)) if t.is_chance(state) else state
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
            elif rng.random() < 0.25:
                state = t.apply(state, rng.choice(t.legal_actions(state)))
            else:
                state = t.apply(state, t.bots.simple_action(state))
        game = t.record_round(game, t.round_result(state))
        if game.winner is not None:
            game = t.new_game(rules)
    assert copies >= DEALS // 2


@pytest.mark.parametrize("name", PRESETS)
def test_contexts_alike_but_for_what_the_setup_reads_get_setups_of_their_own(name: str) -> None:
    # The scores below and above the score limit (C7), the barrel and the golden seat.
    rules = attrs.evolve(
        preset(name),
        bidding=attrs.evolve(preset(name).bidding, negative_score_limit=0),
    )
    n = rules.players
    scores = [(), (0,) * n, (-5, *(10,) * (n - 1)), (*(10,) * (n - 1), -5), (-1,) * n]
    barrels: list[tuple[int, ...]] = [()]
    if rules.game_scoring.barrel_threshold is not None:
        barrels += [(0,), (n - 1,), tuple(range(n))]
    goldens: list[int | None] = [None]
    if rules.game_scoring.golden_round:
        goldens += list(range(n))
    for dealer in range(n):
        for score in scores:
            for barrel in barrels:
                for golden in goldens:
                    if golden is not None and (barrel or (n == 4 and golden == dealer)):
                        continue
                    context = t.RoundContext(scores=score, barrel=barrel, golden=golden)
                    for _ in range(2):  # the second deal of this shape copies the first
                        twin = attrs.evolve(context)
                        _assert_worked_out_afresh(t.new_round(rules, dealer, context=twin), twin)
