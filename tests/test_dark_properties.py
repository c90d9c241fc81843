"""Properties of dark bidding over random playouts with dark bidding always on (C8, C9, F6).

The general properties (``test_properties``, ``test_views``, ``test_context_properties``,
...) draw dark bidding among every other setting; these draw it every time, in a game's
context half of the time, and check it against the reference in ``reference/bidding.py``.
"""

from __future__ import annotations

import os
import random

import attrs
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import thousand as t
from reference import bidding as bids_ref
from strategies import Playout, candidate_actions, playouts, rules
from thousand.serialization import dumps, loads

rule = pytest.mark.rule
Reason = t.Reason

_SCALE = float(os.environ.get("THOUSAND_PROPERTY_SCALE", "1"))
_COMMON = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
FAST = settings(_COMMON, max_examples=max(1, round(150 * _SCALE)))
SLOW = settings(_COMMON, max_examples=max(1, round(50 * _SCALE)))

DARK_RULES = rules(dark=True)
DARK = st.one_of(playouts(DARK_RULES), playouts(DARK_RULES, with_context=True))


def describe(playout: Playout) -> None:
    event(f"blind bidding: {playout.rules.bidding.blind_bidding.value}")
    event("dark deal" if playout.final.dark else "open deal")
    if any(isinstance(a, t.Look) for a in playout.actions):
        event("somebody looked")


@rule("C8")
@rule("C9")
@rule("C4")
@SLOW
@given(DARK)
def test_the_auction_accepts_exactly_what_the_reference_allows(playout: Playout) -> None:
    describe(playout)
    for state in playout.states:
        if state.phase is not t.Phase.BIDDING:
            continue
        seat = state.to_act
        assert seat is not None
        legal = set(t.legal_actions(state))
        for action in candidate_actions(state):
            if getattr(action, "seat", None) != seat:
                continue
            expected = bids_ref.auction_reasons(state, action)
            if expected is None:
                continue
            violation = t.check(state, action)
            if expected:
                assert violation is not None, (state, action)
                assert violation.reason in expected, (state, action, violation)
                assert action not in legal
            else:
                assert violation is None, (state, action, violation)
                assert action in legal


@rule("C8")
@rule("C9")
@FAST
@given(DARK)
def test_looking_passing_and_winning_reveal_a_seats_cards(playout: Playout) -> None:
    """A seat leaves the dark by looking or passing; everybody sees their cards once the
    auction is over; the deal is dark when the winning bid was, and its talon unseen."""
    for before, action, after in playout.steps():
        if before.phase is t.Phase.DEALING:
            may = frozenset(s for s in range(after.players) if bids_ref.may_go_dark(after, s))
            auction = after.phase in (t.Phase.BIDDING, t.Phase.REDEAL)
            assert after.unseen == (may if auction else frozenset())
            continue
        if before.phase is t.Phase.REDEAL and after.declarer is None:
            # The redeal claims before bidding (B3): a seat that has not looked at its
            # cards is never asked, and nobody looks meanwhile.
            assert before.to_act not in before.unseen
            assert after.unseen == before.unseen
            continue
        if before.phase is not t.Phase.BIDDING:
            assert after.unseen == frozenset()
            continue
        seat = action.seat  # type: ignore[union-attr]
        if isinstance(action, t.Look | t.Pass):
            assert seat not in after.unseen or after.phase is not t.Phase.BIDDING
            assert after.unseen <= before.unseen - {seat}
        elif isinstance(action, t.Bid):
            assert (seat in after.unseen) == (action.blind and after.phase is t.Phase.BIDDING)
            assert after.dark == action.blind or after.phase is not t.Phase.BIDDING
        if isinstance(action, t.Look) and after.phase is t.Phase.BIDDING:
            # The seat keeps the turn, except the holder deciding first under first_hand.
            expected = seat if not bids_ref.deciding(before, seat) else after.to_act
            assert after.to_act == expected
        for s in range(after.players):
            hand = t.view(after, s).hand
            assert hand == (() if s in after.unseen else after.hand(s))
    final = playout.final
    bids = [a for a in final.log if isinstance(a, t.Bid)]
    assert final.dark == (bool(bids) and bids[-1].blind)
    if final.dark:
        # C9: the dark declarer's talon is shown to nobody, unless the declarer claims a
        # redeal on it (B1, B2: the claim shows it).
        last = final.log[-1]
        on_talon = isinstance(last, t.ClaimRedeal) and last.condition in t.TALON_CONDITIONS
        assert final.talon_shown == on_talon
        assert final.contract is not None
        assert final.contract >= 120


@rule("C8")
@FAST
@given(DARK, st.randoms(use_true_random=False))
def test_a_view_in_the_dark_does_not_depend_on_the_own_cards(
    playout: Playout, rng: random.Random
) -> None:
    """Swapping a card of an unseen seat's hand with a card it cannot see elsewhere leaves
    its view equal (whenever the swapped deal replays)."""
    for state in playout.states:
        for seat in state.unseen:
            v = t.view(state, seat)
            assert v.hand == ()
            mine = list(state.hand(seat))
            others = [c for s in range(state.players) if s != seat for c in state.hand(s)]
            others += list(state.talon)
            a, b = rng.choice(mine), rng.choice(others)

            def swap(c: t.Card, a: t.Card = a, b: t.Card = b) -> t.Card:
                return b if c == a else a if c == b else c

            # The deal, after the cutting (A9) if any.
            at = next(i for i, a in enumerate(state.log) if isinstance(a, t.Deal))
            deal = state.log[at]
            assert isinstance(deal, t.Deal)
            swapped = t.Deal(
                hands=[[swap(c) for c in h] for h in deal.hands],
                talons=[[swap(c) for c in p] for p in deal.talons],
            )
            if _may_claim(state, deal) != _may_claim(state, swapped) or b in v.claimed_hand:
                # B1: the swap changed who else may claim a redeal, or a hand laid down to
                # claim one, which are public.
                continue
            try:
                other = t.apply_all(
                    t.new_round(state.rules, state.dealer, context=state.context),
                    [*state.log[:at], swapped, *state.log[at + 1 :]],
                )
            except t.IllegalActionError:
                # Another seat's bid needed the card (its cap, a marriage), or the dealer
                # kept it at the bottom (A9) and saw it, or a redeal was asked on it (B1).
                continue
            assert t.view(other, seat) == v


def _may_claim(state: t.RoundState, deal: t.Deal) -> frozenset[int]:
    """The seats asked before bidding whether they claim a redeal on ``deal`` (B1, B3):
    those whose hand meets a hand condition, but the seats that may go dark (C8)."""
    rules = state.rules
    if rules.redeal.timing is not t.RedealTiming.BEFORE_BIDDING:
        return frozenset()
    return frozenset(
        s
        for s in state.seats
        if not bids_ref.may_go_dark(state, s)
        and t.redeal_conditions(rules, deal.hands[s], on_hundred=s == state.obligatory_bidder)
    )


@rule("C8")
@FAST
@given(DARK, st.randoms(use_true_random=False))
def test_sampled_worlds_give_back_views_in_the_dark(playout: Playout, rng: random.Random) -> None:
    auction = [s for s in playout.states if s.phase is t.Phase.BIDDING]
    for state in rng.sample(auction, min(3, len(auction))):
        for seat in (*range(state.players), None):
            v = t.public_view(state) if seat is None else t.view(state, seat)
            assert loads(dumps(v), t.PlayerView) == v  # a real view passes the load checks
            world = t.sample_world(v, rng)
            w = t.public_view(world) if seat is None else t.view(world, seat)
            assert w == v
            assert world.unseen == state.unseen


@rule("F6")
@rule("F5")
@rule("A6")
@FAST
@given(DARK)
def test_a_dark_deal_multiplies_what_it_scores_at_multiplier_1(playout: Playout) -> None:
    final = playout.final
    result = t.round_result(final)
    scoring = playout.rules.deal_scoring
    if not playout.played:
        # A redeal after a dark auction (B1: on the talon, or B3 after the exchange)
        # scores nothing, so multiplies nothing.
        assert (result.multiplier, result.dark, t.round_summary(final).dark) == (1, False, False)
        return
    m = (
        scoring.dark_multiplier
        if final.dark
        else (scoring.golden_multiplier if final.golden else 1)
    )
    assert result.multiplier == m
    summary = t.round_summary(final)
    assert summary.dark == final.dark
    if not final.dark:
        return
    # The same dark deal under a multiplier of 1: what the multiplier multiplies.
    once = attrs.evolve(playout.rules, deal_scoring=attrs.evolve(scoring, dark_multiplier=1))
    plain = t.score_round(once, summary)
    assert plain.multiplier == 1
    sitting = final.sitting_out
    if sitting is not None:
        # A6: the dealer sitting out has the talon's card points multiplied, not its marriage.
        base, marriage = plain.score_changes[sitting], result.marriage_points[sitting]
        assert result.score_changes[sitting] == base + (base - marriage) * (m - 1)
    for seat in final.seats:
        expected = plain.score_changes[seat] * m
        defender = seat != result.declarer and not result.conceded
        if defender and not scoring.dark_marriages_multiplied:
            expected -= result.marriage_points[seat] * (m - 1)
        assert result.score_changes[seat] == expected
        assert result.bolts[seat] == plain.bolts[seat] * (m if scoring.bolt_doubling else 1)


@rule("C8")
@FAST
@given(DARK)
def test_dark_deals_replay_from_their_records(playout: Playout) -> None:
    record = t.record_of(playout.final)
    assert t.final_state(record) == playout.final
    assert t.parse_record(t.format_record(record)) == record
    assert loads(dumps(record), t.RoundRecord) == record
