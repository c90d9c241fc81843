"""The OpenSpiel game: registration, chance card by card, views, returns, OpenSpiel's own
tests and search bots."""

from __future__ import annotations

import random
from typing import Any

import pytest

import thousand as t
from thousand.envs.encoding import ActionCodec, ObservationEncoder

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")
tos = pytest.importorskip("thousand.envs.openspiel")

CUTTING = t.Rules(dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER))
STOCK = t.Rules(
    dealing=t.DealingRules(
        players=2, two_player_deal=t.TwoPlayerDeal.STOCK, cutter=t.Cutter.RIGHT_OF_DEALER
    )
)
DARK = t.Rules(bidding=t.BiddingRules(blind_bidding=t.BlindBidding.ANYONE))


def load(preset: str = "classic", **params: Any) -> Any:
    return pyspiel.load_game(tos.SHORT_NAME, {"preset": preset, **params})


def chance_step(state: Any, rng: random.Random) -> None:
    cards, probabilities = zip(*state.chance_outcomes(), strict=True)
    state.apply_action(rng.choices(cards, probabilities)[0])


def deal_cards(state: Any, rng: random.Random) -> None:
    while state.is_chance_node():
        chance_step(state, rng)


def play_out(state: Any, rng: random.Random) -> Any:
    while not state.is_terminal():
        if state.is_chance_node():
            chance_step(state, rng)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


# --- registration and parameters ---------------------------------------------------------


def test_the_game_is_registered_with_every_preset_and_its_players() -> None:
    assert tos.SHORT_NAME in pyspiel.registered_names()
    for name in t.PRESETS:
        game = pyspiel.load_game(f"python_thousand(preset={name})")
        rules = t.Rules.preset(name)
        assert game.num_players() == rules.players
        assert game.rules == rules
        assert game.num_distinct_actions() == ActionCodec(rules).size
        assert game.max_chance_outcomes() == 24
        assert game.observation_tensor_size() == ObservationEncoder(rules).size
        assert game.information_state_tensor_size() == ObservationEncoder(rules).size
    game_type = load().get_type()
    assert game_type.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game_type.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game_type.utility == pyspiel.GameType.Utility.GENERAL_SUM


def test_the_dealer_parameter_chooses_the_dealer() -> None:
    state = load(dealer=2).new_initial_state()
    deal_cards(state, random.Random(1))
    assert state.round_state.dealer == 2
    assert state.current_player() == 1  # seat 0 holds the 100, seat 1 opens


@pytest.mark.parametrize(
    ("params", "error", "reason"),
    [
        ({"preset": "nope"}, t.RulesError, None),
        ({"dealer": 3}, t.StateError, t.Reason.MALFORMED_ACTION),
        ({"episode": "match"}, t.StateError, t.Reason.MALFORMED_ACTION),
        ({"max_deals": 0}, t.StateError, t.Reason.MALFORMED_ACTION),
    ],
)
def test_bad_parameters_get_a_typed_error(
    params: dict[str, Any], error: type[t.ThousandError], reason: t.Reason | None
) -> None:
    with pytest.raises(error) as info:
        tos.ThousandGame(params)
    if reason is not None:
        assert info.value.reason is reason  # type: ignore[attr-defined]


# --- OpenSpiel's own tests ---------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(t.PRESETS))
def test_openspiel_random_simulation_test_passes_for_every_preset(name: str) -> None:
    pyspiel.random_sim_test(load(name), num_sims=4, serialize=False, verbose=False)


def test_openspiel_random_simulation_test_serializes_states() -> None:
    pyspiel.random_sim_test(load("gambler"), num_sims=1, serialize=True, verbose=False)
    game = load("two_player", episode="game", max_deals=2)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.rule("A9")
@pytest.mark.parametrize("rules", [CUTTING, STOCK, DARK], ids=["cutting", "stock", "dark"])
def test_openspiel_random_simulation_test_passes_for_other_rules(rules: t.Rules) -> None:
    pyspiel.random_sim_test(tos.thousand_game(rules), num_sims=6, serialize=False, verbose=False)


@pytest.mark.parametrize("name", ["classic", "two_player", "four_player"])
def test_openspiel_random_simulation_test_passes_for_a_game_episode(name: str) -> None:
    game = load(name, episode="game", max_deals=3)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


# --- chance ------------------------------------------------------------------------------


def test_the_deal_is_24_chance_outcomes_dealt_as_deal_from_order() -> None:
    rules = t.Rules()
    state = load().new_initial_state()
    rng = random.Random(5)
    order = []
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        cards = [card for card, _ in outcomes]
        assert sorted(cards) == [c for c in range(24) if c not in order]
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        assert len({p for _, p in outcomes}) == 1
        assert state.round_state.phase is t.Phase.DEALING
        card = rng.choice(cards)
        order.append(card)
        state.apply_action(card)
    assert len(order) == 24
    assert state.history() == order
    expected = t.deal_from_order(rules, [t.DECK[c] for c in order])
    assert state.round_state.log == (expected,)
    assert state.current_player() == t.to_act(state.round_state)


def test_every_card_of_the_first_draw_is_as_likely_as_in_a_shuffle() -> None:
    state = load("four_player", dealer=1).new_initial_state()
    assert state.chance_outcomes() == [(c, 1 / 24) for c in range(24)]
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 0) == "deal 9s"


@pytest.mark.rule("A9")
def test_the_cut_is_a_chance_outcome_and_the_card_kept_at_the_bottom_is_dealt_last() -> None:
    state = tos.thousand_game(CUTTING).new_initial_state()
    assert state.round_state.phase is t.Phase.CUTTING
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 23) == "cut Ah"
    state.apply_action(int(t.Card.parse("Kh")))  # not a nine or a jack: kept
    assert state.round_state.log == (t.Cut(seat=2, bottom=t.Card.parse("Kh")),)
    kh = int(t.Card.parse("Kh"))
    for _ in range(23):
        cards = [card for card, _ in state.chance_outcomes()]
        assert kh not in cards
        state.apply_action(cards[0])
    assert state.chance_outcomes() == [(kh, 1.0)]
    state.apply_action(kh)
    assert t.Card.parse("Kh") in state.round_state.hand(0)  # the dealer's, dealt last


@pytest.mark.rule("A9")
def test_a_new_cut_cannot_find_the_card_it_moved_away() -> None:
    state = tos.thousand_game(CUTTING).new_initial_state()
    nine = int(t.Card.parse("9h"))
    state.apply_action(nine)
    assert state.current_player() == 0  # the dealer decides on the nine
    recut = ActionCodec(CUTTING).encode(t.Recut(seat=0))
    assert recut in state.legal_actions()
    state.apply_action(recut)
    assert state.is_chance_node()
    assert nine not in [card for card, _ in state.chance_outcomes()]
    assert len(state.chance_outcomes()) == 23


def test_a_card_chance_cannot_draw_gets_a_deal_error_and_changes_nothing() -> None:
    state = load().new_initial_state()
    state.apply_action(3)
    before = str(state)
    for bad in (3, 24, 99):
        with pytest.raises(t.DealError) as info:
            state.apply_action(bad)
        assert info.value.reason is t.Reason.INVALID_DECK_ORDER
    assert str(state) == before
    assert state.history() == [3]


# --- decisions ---------------------------------------------------------------------------


def test_decisions_are_the_shared_codec_ids_of_the_legal_actions() -> None:
    rng = random.Random(2)
    for name in t.PRESETS:
        codec = ActionCodec(t.Rules.preset(name))
        state = load(name).new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                chance_step(state, rng)
                continue
            legal = t.legal_actions(state.round_state)
            assert state.legal_actions() == sorted(codec.ids(legal))
            action = rng.choice(legal)
            seat = state.current_player()
            assert state.action_to_string(seat, codec.encode(action)) == t.format_action(action)
            expected = t.apply(state.round_state, action)
            state.apply_action(codec.encode(action))
            assert state.round_state == expected


def test_an_illegal_decision_gets_a_typed_error_and_changes_nothing() -> None:
    state = load().new_initial_state()
    deal_cards(state, random.Random(1))
    codec = ActionCodec(t.Rules())
    before, history = state.round_state, state.history()
    with pytest.raises(t.IllegalActionError) as illegal:
        state.apply_action(codec.encode(t.PlayCard(seat=2, card=t.DECK[0])))
    assert illegal.value.reason is t.Reason.WRONG_PHASE
    with pytest.raises(t.EncodingError) as unknown:
        state.apply_action(codec.size)
    assert unknown.value.reason is t.Reason.UNKNOWN_ACTION_ID
    assert state.round_state == before
    assert state.history() == history


# --- returns -----------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(t.PRESETS))
def test_returns_are_zero_until_the_deal_ends_then_its_score_changes(name: str) -> None:
    game = load(name)
    rng = random.Random(11)
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            assert state.returns() == [0.0] * game.num_players()
            if state.is_chance_node():
                chance_step(state, rng)
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        changes = t.round_result(state.round_state).score_changes
        assert state.returns() == [float(c) for c in changes]
        assert all(game.min_utility() <= r <= game.max_utility() for r in state.returns())


def test_a_game_episode_plays_deals_until_the_cap_and_returns_the_scores() -> None:
    game = load(episode="game", max_deals=4)
    state = play_out(game.new_initial_state(), random.Random(3))
    g = state.game_state
    assert len(g.rounds) == 4
    assert state.returns() == [float(s) for s in g.scores]
    assert any(state.returns())
    assert len(state.history()) > 4 * 24  # four deals of 24 cards and their decisions


def test_a_game_episode_ends_with_its_winner() -> None:
    game = load(episode="game", max_deals=200)
    state = game.new_initial_state()
    rng = random.Random(4)
    while not state.is_terminal():
        if state.is_chance_node():
            chance_step(state, rng)
        else:
            seat = state.current_player()
            action = t.bots.simple_action(t.view(state.round_state, seat))
            state.apply_action(ActionCodec(t.Rules()).encode(action))
    g = state.game_state
    assert g.winner is not None
    assert len(g.rounds) < 200
    assert state.returns() == [float(s) for s in g.scores]


# --- what players see --------------------------------------------------------------------


def test_the_observation_tensor_is_the_shared_encoding_of_the_seat_view() -> None:
    game = load("four_player")
    encoder = ObservationEncoder(t.Rules.preset("four_player"))
    state = game.new_initial_state()
    rng = random.Random(6)
    deal_cards(state, rng)
    while True:
        for seat in range(4):
            expected = list(encoder.encode(t.view(state.round_state, seat)))
            assert state.observation_tensor(seat) == pytest.approx(expected)
            assert state.information_state_tensor(seat) == pytest.approx(expected)
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))


def test_the_strings_show_the_seat_its_own_cards_and_nobody_else_s() -> None:
    state = load().new_initial_state()
    deal_cards(state, random.Random(8))
    s = state.round_state
    for seat in range(3):
        info = state.information_state_string(seat)
        present = state.observation_string(seat)
        mine = t.format_cards(s.hand(seat))
        assert info.startswith(f"p{seat + 1} hand {mine}")
        assert present.startswith(f"p{seat + 1} hand {mine}")
        for other in range(3):
            if other != seat:
                assert t.format_cards(s.hand(other)) not in info + present
        assert t.format_cards(s.talon) not in info + present
    assert "bid p2 100" in state.observation_string(0)


def test_seats_that_saw_the_same_have_the_same_information_state() -> None:
    rules = t.Rules()
    codec = ActionCodec(rules)
    rng = random.Random(9)
    one, two = load().new_initial_state(), load().new_initial_state()
    deal_cards(one, rng)
    hand0 = one.round_state.hand(0)
    others = [c for c in t.DECK if c not in hand0]
    rng.shuffle(others)
    # The same hand for seat 0, the other cards elsewhere.
    d = t.Deal(hands=[hand0, sorted(others[:7]), sorted(others[7:14])], talons=[others[14:]])
    for card in tos._deck_order(d, one.round_state):
        two.apply_action(int(card))
    assert one.round_state.hand(1) != two.round_state.hand(1)
    for action in (t.Pass(seat=2), t.Pass(seat=0)):
        one.apply_action(codec.encode(action))
        two.apply_action(codec.encode(action))
    assert one.information_state_string(0) == two.information_state_string(0)
    assert one.observation_string(0) == two.observation_string(0)
    assert one.information_state_string(1) != two.information_state_string(1)


def test_the_information_state_string_keeps_the_order_of_the_moves() -> None:
    state = load().new_initial_state()
    deal_cards(state, random.Random(1))
    codec = ActionCodec(t.Rules())
    state.apply_action(codec.encode(t.Bid(seat=2, value=105)))
    state.apply_action(codec.encode(t.Pass(seat=0)))
    lines = state.information_state_string(0).splitlines()
    assert lines[-2:] == ["p3 bid 105", "p1 pass"]


def test_a_spectator_observer_has_a_string_without_any_hand_and_no_tensor() -> None:
    game = load()
    kind = pyspiel.IIGObservationType(
        perfect_recall=True, private_info=pyspiel.PrivateInfoType.NONE
    )
    observer = game.make_py_observer(kind)
    assert observer.tensor is None
    state = game.new_initial_state()
    deal_cards(state, random.Random(1))
    assert observer.string_from(state, 0).startswith("spectator hand -")
    observer.set_from(state, 0)


def test_an_observer_of_every_seat_s_cards_or_with_parameters_is_refused() -> None:
    game = load()
    every = pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS
    )
    with pytest.raises(t.StateError):
        game.make_py_observer(every)
    with pytest.raises(t.StateError):
        game.make_py_observer(None, {"x": 1})


def test_a_game_episode_remembers_the_deals_before() -> None:
    game = load(episode="game", max_deals=2)
    state = game.new_initial_state()
    rng = random.Random(2)
    while state.game_state is not None and not state.game_state.rounds:
        assert not state.is_terminal()
        if state.is_chance_node():
            chance_step(state, rng)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    deal_cards(state, rng)
    info = state.information_state_string(1)
    assert info.count("p2 hand") == 2
    assert f"scores {' '.join(str(s) for s in state.game_state.scores)}" in info


# --- resampling and search ---------------------------------------------------------------


@pytest.mark.parametrize("name", ["classic", "two_player", "four_player"])
def test_a_resampled_state_has_the_same_information_state(name: str) -> None:
    game = load(name)
    rng = random.Random(12)
    state = game.new_initial_state()
    deal_cards(state, rng)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    different = 0
    while not state.is_terminal():
        if state.is_chance_node():
            chance_step(state, rng)
            continue
        seat = state.current_player()
        other = state.resample_from_infostate(seat, sampler)
        assert other.information_state_string(seat) == state.information_state_string(seat)
        assert other.legal_actions() == state.legal_actions()
        assert other.current_player() == seat
        different += other.round_state.hands != state.round_state.hands
        state.apply_action(rng.choice(state.legal_actions()))
    assert different > 0


def test_a_resampled_state_while_dealing_keeps_the_cards_dealt() -> None:
    state = load().new_initial_state()
    for card in (4, 9, 1):
        state.apply_action(card)
    other = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert other.history() == [4, 9, 1]


def test_openspiel_information_set_search_plays_a_deal() -> None:
    ismcts = pytest.importorskip("open_spiel.python.algorithms.ismcts")
    mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
    game = load(dealer=1)
    random_state = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=6, random_state=random_state)
    state = game.new_initial_state()
    rng = random.Random(1)
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            chance_step(state, rng)
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            decisions += 1
    assert decisions > 0
    assert len(state.returns()) == 3


def test_openspiel_mcts_plays_a_deal_of_every_player_count() -> None:
    mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
    for name in ("two_player", "four_player"):
        game = load(name)
        random_state = np.random.RandomState(1)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
        bot = mcts.MCTSBot(
            game, uct_c=2.0, max_simulations=4, evaluator=evaluator, random_state=random_state
        )
        state = game.new_initial_state()
        rng = random.Random(2)
        while not state.is_terminal():
            if state.is_chance_node():
                chance_step(state, rng)
            else:
                state.apply_action(bot.step(state))
        assert t.is_over(state.round_state)


def test_cloning_shares_nothing_that_changes() -> None:
    state = load().new_initial_state()
    deal_cards(state, random.Random(3))
    clone = state.clone()
    state.apply_action(state.legal_actions()[0])
    assert clone.round_state != state.round_state
    assert len(clone.history()) == 24
    assert str(clone) != str(state)


def test_python_answers_agree_with_openspiel_s_own() -> None:
    # legal_actions and is_chance_node are answered in Python for speed: they must say
    # what OpenSpiel's C++ methods say, at chance nodes, decisions and the end.
    rng = random.Random(13)
    for name in ("two_player", "four_player"):
        state = load(name).new_initial_state()
        players = state.num_players()
        while True:
            assert state.is_chance_node() == pyspiel.State.is_chance_node(state)
            assert state.is_player_node() == pyspiel.State.is_player_node(state)
            assert state.legal_actions() == pyspiel.State.legal_actions(state)
            for seat in range(players):
                assert state.legal_actions(seat) == pyspiel.State.legal_actions(state, seat)
            if state.is_terminal():
                break
            if state.is_chance_node():
                chance_step(state, rng)
            else:
                state.apply_action(rng.choice(state.legal_actions()))


def test_a_resampled_state_of_a_game_keeps_the_deals_before() -> None:
    game = load("two_player", episode="game", max_deals=3)
    state = game.new_initial_state()
    rng = random.Random(21)
    while not state.game_state.rounds:
        if state.is_chance_node():
            chance_step(state, rng)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    deal_cards(state, rng)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    seat = state.current_player()
    other = state.resample_from_infostate(seat, sampler)
    assert other.game_state == state.game_state
    assert other.information_state_string(seat) == state.information_state_string(seat)
    assert other.legal_actions() == state.legal_actions()
