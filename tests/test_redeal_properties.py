"""Properties of the cutting (A9), exposed cards (A10), redeal claims (B1-B5) and the
obligatory-bid variants (C1) over random playouts under rules where they come up often.

The rules are drawn from ``strategies.rules`` and then given a cutter, redeal thresholds
that make claims common, every condition, either timing and either claimant, so that most
playouts meet the new phases. The references here are written from the rules reference,
in terms of cards, independent of the engine's masks and tables.
"""

from __future__ import annotations

import os
import random

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import thousand as t
from reference import layouts as lay
from strategies import (
    CHANCE_KINDS,
    CHANCE_REFUSALS,
    Playout,
    candidate_actions,
    deals,
    for_dealer,
    play_out,
    playouts,
    random_chance,
    rules,
)
from thousand import Outcome, Phase, Reason, RedealCondition
from thousand.serialization import dumps, loads

rule = pytest.mark.rule

_SCALE = float(os.environ.get("THOUSAND_PROPERTY_SCALE", "1"))
_COMMON = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
)
FAST = settings(_COMMON, max_examples=max(1, round(200 * _SCALE)))
SLOW = settings(_COMMON, max_examples=max(1, round(60 * _SCALE)))


@st.composite
def prelude_rules(draw: st.DrawFn) -> t.Rules:
    """Rules with the cutting on most of the time and redeal claims that come up often."""
    base = draw(rules())
    no_hundred = base.bidding.obligatory_bid is t.ObligatoryBid.NONE
    conditions = frozenset(RedealCondition) - (
        {RedealCondition.HAND_THREE_NINES_ON_HUNDRED} if no_hundred else set()
    )
    timing = draw(st.sampled_from(list(t.RedealTiming)))
    redeal = attrs.evolve(
        base.redeal,
        conditions=draw(st.sampled_from([conditions, base.redeal.conditions])),
        hand_points_below=draw(st.sampled_from((14, 25, 35, 45))),
        talon_points_below=draw(st.sampled_from((5, 10, 20))),
        timing=timing,
        # B6: counting only the nines dealt is a reading of the claims after the exchange.
        dealt_nines_only=timing is t.RedealTiming.AFTER_EXCHANGE and draw(st.booleans()),
    )
    dealing = attrs.evolve(
        base.dealing,
        cutter=draw(st.sampled_from(list(t.Cutter))),
        cut_nine_penalty=draw(st.sampled_from((120, 50))),
    )
    return attrs.evolve(base, dealing=dealing, redeal=redeal)


PRELUDE = playouts(prelude_rules(), with_context=True)
RANK_POINTS = {
    t.Rank.ACE: 11,
    t.Rank.TEN: 10,
    t.Rank.KING: 4,
    t.Rank.QUEEN: 3,
    t.Rank.JACK: 2,
    t.Rank.NINE: 0,
}


def _count(cards: tuple[t.Card, ...], rank: t.Rank) -> int:
    return sum(1 for card in cards if card.rank is rank)


def reference_met(
    rules: t.Rules, condition: RedealCondition, cards: tuple[t.Card, ...], on_hundred: bool
) -> bool:
    """B1 from the rules reference: what each condition asks of a hand or the talon."""
    points = sum(RANK_POINTS[card.rank] for card in cards)
    nines, jacks = _count(cards, t.Rank.NINE), _count(cards, t.Rank.JACK)
    return {
        RedealCondition.HAND_FOUR_NINES: nines == 4,
        RedealCondition.HAND_POINTS_BELOW: points < rules.redeal.hand_points_below,
        RedealCondition.TALON_POINTS_BELOW: points < rules.redeal.talon_points_below,
        RedealCondition.HAND_THREE_NINES_ON_HUNDRED: on_hundred and nines >= 3,
        RedealCondition.HAND_THREE_NINES: nines >= 3,
        RedealCondition.HAND_FOUR_JACKS: jacks == 4,
        RedealCondition.TALON_TWO_NINES: nines >= 2,
        RedealCondition.TALON_THREE_JACKS: jacks >= 3,
    }[condition]


def taken_talon(state: t.RoundState) -> tuple[t.Card, ...]:
    """The talon a talon condition judges: the one the declarer took (two players, A3:
    the one chosen of two, or the talon beside the dummy; a stock is none)."""
    if lay.chooses_talon(state.rules):
        chosen = state.chosen_talon
        return state.talons[chosen] if chosen is not None else ()
    if lay.mode(state.rules) is t.TwoPlayerDeal.STOCK:
        return ()
    return state.talon


def expected_claim_reason(state: t.RoundState, claim: t.ClaimRedeal) -> Reason | None:
    """Why ``claim`` is refused in ``state`` (B1-B3), or ``None`` if it is legal."""
    rules = state.rules
    phase = state.phase
    if phase is Phase.OVER:
        return Reason.ROUND_OVER
    if phase is Phase.DEALING:
        return Reason.DEAL_EXPECTED
    if phase is Phase.CUTTING and state.to_act is None:
        return Reason.CUT_EXPECTED
    if phase not in (Phase.REDEAL, Phase.EXCHANGE):
        return Reason.WRONG_PHASE
    if claim.seat != state.to_act:
        return Reason.NOT_YOUR_TURN
    condition = claim.condition
    if condition not in rules.redeal.conditions:
        return Reason.REDEAL_CONDITION_OFF
    on_talon = condition in t.TALON_CONDITIONS
    if (phase is Phase.REDEAL) == on_talon:
        return Reason.REDEAL_NOT_NOW
    holder = state.obligatory_bidder
    if on_talon:
        hundred = (
            state.declarer == holder and state.contract == rules.bidding.min_bid
        )  # B2: taken at the obligatory bid, unopposed
        if rules.redeal.talon_claimant is t.TalonClaimant.ON_THE_HUNDRED and not hundred:
            return Reason.REDEAL_NOT_CLAIMANT
        cards = taken_talon(state)
    else:
        cards = state.hand(claim.seat)
        if rules.redeal.dealt_nines_only:
            # B6: a nine counts only if it was dealt to the seat.
            dealt = next(a for a in state.log if isinstance(a, t.Deal)).hands[claim.seat]
            cards = tuple(c for c in cards if c.rank is not t.Rank.NINE or c in dealt)
    if not reference_met(rules, condition, cards, claim.seat == holder):
        return Reason.REDEAL_CONDITION_NOT_MET
    return None


@rule("B1")
@rule("B2")
@rule("B3")
@rule("B6")
@FAST
@given(PRELUDE)
def test_a_claim_is_legal_exactly_when_its_condition_holds_for_its_claimant(
    playout: Playout,
) -> None:
    for state in playout.states:
        legal = t.legal_actions(state)
        for seat in range(state.players):
            for condition in RedealCondition:
                claim = t.ClaimRedeal(seat=seat, condition=condition)
                expected = expected_claim_reason(state, claim)
                violation = t.check(state, claim)
                assert (violation.reason if violation else None) == expected, (state, claim)
                assert (claim in legal) == (expected is None)


@rule("B1")
@rule("B4")
@FAST
@given(PRELUDE)
def test_an_offered_claim_always_applies_and_ends_the_deal_in_a_redeal(playout: Playout) -> None:
    for state in playout.states:
        for action in t.legal_actions(state):
            if not isinstance(action, t.ClaimRedeal):
                continue
            over = t.apply(state, action)
            assert t.is_over(over)
            assert over.outcome is Outcome.REDEAL
            result = t.round_result(over)
            assert (result.declarer, result.contract, result.made) == (None, None, False)
            assert (result.outcome_seat, result.redeal_condition) == (action.seat, action.condition)
            assert result.score_changes == (0,) * state.players
            assert t.score_round(state.rules, t.round_summary(over)) == result
            game = t.new_game(state.rules, first_dealer=state.dealer)
            if state.context == game.next_context:
                after = t.record_round(game, result)
                passes = state.rules.redeal.passes_deal
                assert after.dealer == (
                    (state.dealer + 1) % state.players if passes else state.dealer
                )
                assert after.redeals == 1


@rule("A9")
@rule("A10")
@rule("B1")
@rule("C1")
@FAST
@given(PRELUDE)
def test_a_deal_not_played_scores_only_its_penalty(playout: Playout) -> None:
    final = playout.final
    result = t.round_result(final)
    assert result.outcome is final.outcome
    assert t.score_round(playout.rules, t.round_summary(final)) == result
    if result.played:
        assert result.declarer is not None
        return
    n = final.players
    assert (result.declarer, result.contract, result.card_points) == (None, None, (0,) * n)
    # A redeal scores nothing: not even the sitting dealer's talon (A5).
    assert (result.sitting_out, result.talon_points, result.dark) == (None, 0, False)
    penalty = [0] * n
    if final.outcome is Outcome.CUT_PENALTY:
        assert final.cutter is not None
        assert [a.bottom.rank for a in final.log if isinstance(a, t.Cut)][-3:] == [t.Rank.NINE] * 3
        penalty[final.cutter] = -playout.rules.dealing.cut_nine_penalty
    elif final.outcome is Outcome.EXPOSED_CARD:
        penalty[final.dealer] = -playout.rules.dealing.exposed_card_penalty
    elif final.outcome is Outcome.THROWN_IN:
        assert playout.rules.bidding.obligatory_bid is t.ObligatoryBid.NONE
        assert final.passed == frozenset(final.seats)  # A5: the dealer sitting out bids not
    assert result.score_changes == tuple(penalty)


@rule("A9")
@rule("A14")
@FAST
@given(PRELUDE)
def test_the_cutting_follows_the_bottom_card(playout: Playout) -> None:
    """A9 from the rules reference: a nine waits for the dealer (a new cut or keeping it)
    unless it is the third in a row; a jack waits for the dealer under ``bury`` and is
    reshuffled and cut again under ``reshuffle`` (A14); any other card is kept; a kept
    card goes to the seat dealt last."""
    rules = playout.rules
    nines = 0
    for before, action, after in playout.steps():
        if isinstance(action, t.Cut):
            rank = action.bottom.rank
            nines = nines + 1 if rank is t.Rank.NINE else 0
            if rank is t.Rank.NINE and nines == 3:
                assert after.outcome is Outcome.CUT_PENALTY
            elif rank is t.Rank.NINE:
                assert after.to_act == after.dealer
                assert t.legal_actions(after) == (
                    t.Recut(seat=after.dealer),
                    t.AcceptCut(seat=after.dealer),
                )
            elif rank is t.Rank.JACK and rules.dealing.cut_jack is t.CutJack.BURY:
                assert t.legal_actions(after) == (
                    t.BuryJack(seat=after.dealer),
                    t.AcceptCut(seat=after.dealer),
                )
            elif rank is t.Rank.JACK and rules.dealing.cut_jack is t.CutJack.RESHUFFLE:
                # A14: shuffled and cut again; the jack ends the row of nines.
                assert (after.phase, after.to_act, after.bottom_card) == (
                    Phase.CUTTING,
                    None,
                    None,
                )
                assert t.is_chance(after)
            else:
                assert after.phase is Phase.DEALING
                expected = None if rank is t.Rank.JACK else action.bottom
                assert after.bottom_card == expected
        if isinstance(action, t.Deal) and before.bottom_card is not None:
            seat = t.last_dealt_seat(rules, after.dealer)
            if seat is None:  # A3 stock: the bottom card is the stock's last
                assert after.talons[0][-1] == before.bottom_card
            else:
                assert before.bottom_card in after.hand(seat)


@FAST
@given(PRELUDE)
def test_exactly_one_seat_acts_or_chance_or_over_and_check_agrees_with_legal_actions(
    playout: Playout,
) -> None:
    for state in playout.states:
        legal = t.legal_actions(state)
        if t.is_over(state) or t.is_chance(state):
            assert state.to_act is None
            assert legal == ()
        else:
            assert {getattr(a, "seat", None) for a in legal} == {state.to_act}
        before = hash(state)
        for action in candidate_actions(state, exhaustive=False):
            violation = t.check(state, action)
            if t.is_chance(state) and isinstance(action, CHANCE_KINDS):
                assert violation is None or violation.reason in CHANCE_REFUSALS
                continue
            assert (violation is None) == (action in legal), (state, action, violation)
        assert hash(state) == before


@rule("A9")
@rule("B1")
@SLOW
@given(PRELUDE, st.randoms(use_true_random=False))
def test_views_hide_the_bottom_card_and_sample_back(playout: Playout, rng: random.Random) -> None:
    for state in playout.states[:: max(1, len(playout.states) // 6)]:
        for seat in (*range(state.players), None):
            v = t.public_view(state) if seat is None else t.view(state, seat)
            cuts = [e for e in v.log if isinstance(e, (t.Cut, t.HiddenCut))]
            if state.bottom_card is not None:
                # The bottom card the dealer keeps or decides on: only the dealer sees it.
                assert isinstance(cuts[-1], t.Cut if seat == state.dealer else t.HiddenCut)
            world = t.sample_world(v, rng)
            assert (t.public_view(world) if seat is None else t.view(world, seat)) == v
            assert loads(dumps(v), t.PlayerView) == v  # a real view passes the load checks


@st.composite
def cutting_playouts(draw: st.DrawFn) -> Playout:
    """Playouts with a cutter always (A9) and a card exposed in one deal of three (A10)."""
    base = draw(prelude_rules())
    dealing = attrs.evolve(
        base.dealing,
        cutter=draw(st.sampled_from([t.Cutter.RIGHT_OF_DEALER, t.Cutter.LEFT_OF_DEALER])),
        cut_jack=draw(st.sampled_from(list(t.CutJack))),
    )
    the_rules = attrs.evolve(base, dealing=dealing)
    dealer = draw(st.integers(0, the_rules.players - 1))
    deal = for_dealer(draw(deals(the_rules)), dealer)
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    return play_out(
        the_rules,
        dealer,
        deal,
        lambda _, legal: rng.choice(legal),
        chance=random_chance(rng, expose=1 / 3),
    )


def _secret_bottom(playout: Playout, index: int) -> t.Card | None:
    """The bottom card only the dealer has seen at ``states[index]``, if any (A9).

    The card of the last cut, if the dealer kept it or is deciding on it (the engine
    holds it as ``bottom_card`` just after the cut: not the third nine, nor a jack the
    dealer cut away) and no new cut or burial showed it to everybody since.
    """
    log = playout.states[index].log
    cuts = [at for at, action in enumerate(log) if isinstance(action, t.Cut)]
    if not cuts:
        return None
    at = cuts[-1]
    cut = log[at]
    assert isinstance(cut, t.Cut)
    if playout.states[at + 1].bottom_card != cut.bottom:
        return None
    if any(isinstance(action, (t.Recut, t.BuryJack)) for action in log[at + 1 :]):
        return None
    if any(log[earlier] == t.Cut(seat=cut.seat, bottom=cut.bottom) for earlier in cuts[:-1]):
        return None  # the same card was cut before and shown then (a nine cut again)
    return cut.bottom


def _shown_cards(v: t.PlayerView) -> set[t.Card]:
    """The cards a view shows for what they are now: held, played, turned up, passed."""
    shown = set(v.hand) | set(v.claimed_hand) | {c for _, c in v.played}
    shown |= {c for talon in v.talons for c in talon if c is not None}
    shown |= {c for c in v.discards if c is not None}
    for entry in v.log:
        if isinstance(entry, t.HiddenDeal):
            shown |= set(entry.hand)
        elif isinstance(entry, t.GiveCard | t.Discard | t.ExposedCard):
            shown.add(entry.card)
    return shown


@rule("A9")
@rule("A10")
@FAST
@given(cutting_playouts())
def test_only_the_dealer_ever_sees_the_bottom_card_it_keeps(playout: Playout) -> None:
    """Whatever ends the deal (an exposed card, a redeal, the play), no other seat and no
    spectator finds the bottom card the dealer kept anywhere in its view, unless the card
    is shown to it for what it is now (dealt to it, played, a talon turned up, ...)."""
    for index, state in enumerate(playout.states):
        secret = _secret_bottom(playout, index)
        if secret is None:
            continue
        assert state.cutter is not None
        assert t.Cut(seat=state.cutter, bottom=secret) in t.view(state, state.dealer).log
        for seat in (*range(state.players), None):
            if seat == state.dealer:
                continue
            v = t.public_view(state) if seat is None else t.view(state, seat)
            assert loads(dumps(v), t.PlayerView) == v
            if secret not in _shown_cards(v):
                assert f'"{secret}"' not in dumps(v), (seat, state.log)


@rule("B1")
@rule("C1")
@SLOW
@given(PRELUDE)
def test_deals_not_played_round_trip_through_records_and_json(playout: Playout) -> None:
    from thousand.serialization import dumps, loads

    final = playout.final
    record = t.record_of(final)
    assert t.final_state(record) == final
    assert loads(dumps(final), t.RoundState) == final
    assert t.parse_record(t.format_record(record)) == record
    result = t.round_result(final)
    assert loads(dumps(result), t.RoundResult) == result
