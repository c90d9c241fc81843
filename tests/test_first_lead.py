"""E8: the dealer's opponent leads to the first trick in the two-player game.

pagat, *Thousand*, of its two-player game: "The dealer's opponent leads to the first
trick". The default stays ``core.declarer_leads``.
"""

from __future__ import annotations

import random

import attrs
import pytest

import thousand as t
from helpers.rounds import assert_illegal
from thousand import FirstLead, MarriageTiming, PlayRules, Reason, Rules
from thousand.envs.encoding import ObservationEncoder
from thousand.serialization import dumps, loads

rule = pytest.mark.rule
MODE = t.TwoPlayerDeal
QUOTE = "The dealer's opponent leads to the first trick"


def two(
    mode: t.TwoPlayerDeal = MODE.TWO_TALONS,
    timing: MarriageTiming = MarriageTiming.AFTER_TRICK,
    **talon: object,
) -> Rules:
    return Rules(
        dealing=t.DealingRules(players=2, two_player_deal=mode),
        talon=t.TalonRules(**talon),  # type: ignore[arg-type]
        play=PlayRules(first_lead=FirstLead.NON_DEALER, marriage_timing=timing),
    )


def to_first_lead(rules: Rules, dealer: int, seed: int, *, dealer_declares: bool) -> t.RoundState:
    """A deal up to the first lead, the dealer or its opponent the declarer."""
    rng = random.Random(seed)
    state = t.new_round(rules, dealer)
    state = t.apply(state, t.deal(rules, rng))
    opponent = 1 - dealer
    if state.phase is t.Phase.BIDDING:
        # The opponent holds the hundred (C1); the dealer outbids it, or passes.
        if dealer_declares:
            state = t.apply_all(state, [t.Bid(seat=dealer, value=105), t.Pass(seat=opponent)])
        else:
            state = t.apply(state, t.Pass(seat=dealer))
    while state.phase is not t.Phase.PLAYING and not t.is_over(state):
        action = t.bots.simple_action(state)
        if isinstance(action, t.Concede):
            action = next(a for a in t.legal_actions(state) if not isinstance(a, t.Concede))
        state = t.apply(state, action)
    return state


@rule("E8")
@pytest.mark.parametrize("mode", list(MODE))
@pytest.mark.parametrize("dealer", [0, 1])
@pytest.mark.parametrize("dealer_declares", [True, False])
def test_the_dealers_opponent_leads_the_first_trick(
    mode: t.TwoPlayerDeal, dealer: int, dealer_declares: bool
) -> None:
    """pagat: "The dealer's opponent leads to the first trick"."""
    rules = two(mode)
    for seed in range(6):
        state = to_first_lead(rules, dealer, seed, dealer_declares=dealer_declares)
        if state.phase is not t.Phase.PLAYING:
            continue  # B1: thrown in
        assert state.declarer == (dealer if dealer_declares else 1 - dealer)
        assert state.to_act == state.leader == 1 - dealer
        legal = t.legal_actions(state)
        assert all(a.seat == 1 - dealer for a in legal)  # type: ignore[union-attr]
        # D4: conceding at the first lead is the declarer's, when it leads.
        assert any(isinstance(a, t.Concede) for a in legal) is not dealer_declares
        # The classic rules: the declarer leads, whoever dealt.
        classic = attrs.evolve(rules, play=PlayRules())
        before = to_first_lead(classic, dealer, seed, dealer_declares=dealer_declares)
        assert before.to_act == before.declarer
        return
    pytest.fail("every deal was thrown in")


@rule("E8")
def test_only_the_first_trick_changes_its_leader() -> None:
    """pagat: "The dealer's opponent leads to the first trick"; the winner leads the next."""
    rules = two()
    state = to_first_lead(rules, 0, 1, dealer_declares=True)
    assert (state.declarer, state.to_act, state.leader) == (0, 1, 1)
    first = t.bots.simple_action(state)
    state = t.apply(state, first)
    answer = t.bots.simple_action(state)
    state = t.apply(state, answer)
    trick = state.tricks[-1]
    assert trick.plays == ((1, first.card), (0, answer.card))  # type: ignore[union-attr]
    assert state.to_act == state.leader == trick.winner


@rule("E8")
@pytest.mark.parametrize("players", [3, 4])
def test_the_dealers_opponent_leads_only_in_the_two_player_game(players: int) -> None:
    """pagat's rule is of its two-player game: with more there is no one opponent."""
    with pytest.raises(t.RulesError) as raised:
        Rules(
            dealing=t.DealingRules(players=players),
            play=PlayRules(first_lead=FirstLead.NON_DEALER, last_trick_bonus=-1),
        )
    fields = [p.field for p in raised.value.problems]
    # Reported with the others.
    assert fields == ["play.last_trick_bonus", "play.first_lead"]
    assert "two players" in str(raised.value)
    assert Rules(dealing=t.DealingRules(players=players)).play.first_lead is FirstLead.DECLARER


@rule("E8")
@rule("E1")
def test_under_after_trick_the_first_leader_declares_no_marriage() -> None:
    """E1 after_trick: nobody declares on the first lead, the dealer's opponent included."""
    for seed in range(20):
        state = to_first_lead(two(), 0, seed, dealer_declares=True)
        if state.phase is t.Phase.PLAYING:
            assert not any(isinstance(a, t.PlayCard) and a.declare for a in t.legal_actions(state))
    # Under any_lead the opponent (not the declarer) may declare on the first lead.
    any_lead = two(timing=MarriageTiming.ANY_LEAD)
    declaring = 0
    for seed in range(40):
        state = to_first_lead(any_lead, 0, seed, dealer_declares=True)
        if state.phase is not t.Phase.PLAYING:
            continue
        declares = [a for a in t.legal_actions(state) if isinstance(a, t.PlayCard) and a.declare]
        assert all(a.seat == 1 for a in declares)
        if declares:
            declaring += 1
            end = t.bots.play_to_end(t.apply(state, declares[0]))
            result = t.round_result(end)
            assert sum(result.score_changes) != 0 or result.played
    assert declaring > 0


@rule("E8")
@rule("D4")
def test_the_declarer_does_not_concede_at_the_opponents_first_lead() -> None:
    rules = two(concede=True)
    state = to_first_lead(rules, 0, 2, dealer_declares=True)
    assert (state.declarer, state.to_act) == (0, 1)
    assert not any(isinstance(a, t.Concede) for a in t.legal_actions(state))
    assert_illegal(state, t.Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED)
    assert_illegal(state, t.Concede(seat=0), Reason.NOT_YOUR_TURN)
    # The opponent declaring leads the first trick itself and may concede there.
    state = to_first_lead(rules, 0, 2, dealer_declares=False)
    assert (state.declarer, state.to_act) == (1, 1)
    assert t.Concede(seat=1) in t.legal_actions(state)


@rule("E8")
def test_a_defender_leading_the_first_trick_may_have_declared_without_a_trick() -> None:
    """The score sheet: under any_lead the first leader, not the declarer, may declare one
    marriage without taking a trick."""
    rules = two(timing=MarriageTiming.ANY_LEAD)
    summary = t.RoundSummary(
        declarer=0,
        contract=100,
        card_points=(120, 0),
        tricks=(10, 0),
        marriages=((), (t.Suit.SPADES,)),
        last_trick=0,
    )
    assert t.score_round(rules, summary).score_changes[1] == 40
    twice = attrs.evolve(summary, marriages=((), (t.Suit.SPADES, t.Suit.CLUBS)))
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(rules, twice)
    assert [p.reason for p in raised.value.problems] == [Reason.MARRIAGE_WITHOUT_TRICK]
    declarer_leads = attrs.evolve(
        rules, play=attrs.evolve(rules.play, first_lead=FirstLead.DECLARER)
    )
    with pytest.raises(t.SummaryError):
        t.score_round(declarer_leads, summary)


@rule("E8")
@pytest.mark.parametrize("mode", list(MODE))
def test_seeded_games_of_two_with_the_opponent_leading_end(mode: t.TwoPlayerDeal) -> None:
    """Whole games between the simple bots end; records, views, worlds and the
    encodings keep working."""
    rules = two(mode)
    encoder = ObservationEncoder(rules)
    game = t.new_game(rules, first_dealer=1)
    rng = random.Random(8)
    deals = 0
    while not game.is_over:
        state = t.next_round(game, rng)
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
                continue
            if state.phase is t.Phase.PLAYING and not state.trick and not state.tricks:
                assert state.to_act == 1 - state.dealer
            seat = state.to_act
            assert seat is not None
            view = t.view(state, seat)
            world = t.sample_world(view, rng)
            assert t.view(world, seat).legal_actions == view.legal_actions
            assert len(encoder.encode(view)) == encoder.size
            state = t.apply(state, t.bots.simple_action(state))
        game = t.record_round(game, t.round_result(state))
        deals += 1
        assert deals < 300
    assert game.winner is not None
    record = t.record_of(game)
    assert t.final_state(record) == game
    assert loads(dumps(record), t.GameRecord) == record
    assert t.parse_record(t.format_record(t.record_of(state))) == t.record_of(state)


@rule("E8")
@pytest.mark.parametrize("mode", [MODE.TWO_TALONS, MODE.STOCK])
def test_the_search_bot_plays_a_deal_with_the_opponent_leading(mode: t.TwoPlayerDeal) -> None:
    rules = two(mode)
    rng = random.Random(3)
    state = t.apply(t.new_round(rules, 0), t.deal(rules, rng))
    bots = [t.bots.SearchBot(worlds=1, seed=s) for s in range(2)]
    end = t.bots.play_to_end(state, bots, rng)
    assert t.is_over(end)
    t.round_result(end)
