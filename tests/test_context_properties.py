"""Properties of deals that belong to a game: playouts with a drawn ``RoundContext``.

The context (scores, seats on the barrel, a golden deal) changes who may bid (C7), how
the auction opens or whether there is one (C11, G13), the least contract (G5), the
contract's raise (G13), conceding (D8) and the multiplier (F7). The engine must still
list exactly what it accepts, and follow those rules.
"""

from __future__ import annotations

import os
import pickle

import attrs
import pytest
from hypothesis import HealthCheck, given, settings

import thousand as t
from reference import bidding as bids_ref
from reference import layouts as lay
from strategies import CHANCE_KINDS, CHANCE_REFUSALS, Playout, candidate_actions, playouts

rule = pytest.mark.rule

_SCALE = float(os.environ.get("THOUSAND_PROPERTY_SCALE", "1"))
_COMMON = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
FAST = settings(_COMMON, max_examples=max(1, round(200 * _SCALE)))
SLOW = settings(_COMMON, max_examples=max(1, round(60 * _SCALE)))

IN_GAME = playouts(with_context=True)


def first_on_barrel(playout: Playout) -> int | None:
    """The barrel seat that comes first in bidding order, if any (A5: the dealer sitting
    out bids nothing)."""
    barrel = playout.context.barrel
    for seat in playout.states[0].seats:
        if seat in barrel:
            return seat
    return None


def after_taking(rules: t.Rules) -> t.Phase:
    """The phase once the talon goes to its player: the exchange; with two players the
    choice of a talon, or the contract at once with a stock (A3); the contract first when
    it is named before the talon is opened (C12)."""
    if rules.talon.contract_timing is t.ContractTiming.BEFORE_TALON:
        return t.Phase.CONTRACT
    if lay.chooses_talon(rules):
        return t.Phase.TALON
    if lay.mode(rules) is t.TwoPlayerDeal.STOCK:
        return t.Phase.CONTRACT
    return t.Phase.EXCHANGE


@SLOW
@given(IN_GAME)
def test_legal_actions_are_exactly_what_check_accepts_in_a_game(playout: Playout) -> None:
    for state in playout.states:
        legal = set(t.legal_actions(state))
        copy = pickle.loads(pickle.dumps(state))
        for action in candidate_actions(state):
            violation = t.check(state, action)
            if t.is_chance(state) and isinstance(action, CHANCE_KINDS):
                assert violation is None or violation.reason in CHANCE_REFUSALS
                continue
            assert (violation is None) == (action in legal), (state, action, violation)
            if violation is not None:
                # pytest.raises costs more than the engine here: catch by hand.
                raised: t.IllegalActionError | None = None
                try:
                    t.apply(state, action)
                except t.IllegalActionError as error:
                    raised = error
                assert raised is not None, f"apply accepted {action!r} that check refused"
                assert raised.violation == violation
        for action in legal:
            assert t.apply(state, action).log == (*state.log, action)
        assert state == copy
        assert state.context == playout.context


@rule("C7")
@rule("C11")
@rule("C12")
@rule("G13")
@rule("G20")
@rule("D1")
@FAST
@given(IN_GAME)
def test_the_context_shapes_the_auction(playout: Playout) -> None:
    rules, context = playout.rules, playout.context
    dealt = playout.opened
    if dealt is None:
        return  # ended before the auction: a redeal, a penalty (A9, A10, B1)
    seats = dealt.seats
    holder = (playout.dealer + 1) % rules.players
    barrel = first_on_barrel(playout)
    mode = rules.bidding.barrel_bidding
    stock = lay.mode(rules) is t.TwoPlayerDeal.STOCK
    if context.golden is not None and rules.game_scoring.golden_bidding:
        # G20: the golden player holds a compulsory 120 in an ordinary auction.
        assert dealt.phase is t.Phase.BIDDING
        assert dealt.highest_bid == (context.golden, 120)
        assert dealt.multiplier == rules.deal_scoring.golden_multiplier
    elif context.golden is not None:
        # G13: the golden player takes the talon at 120, unseen by the others.
        assert dealt.phase is after_taking(rules)
        assert (dealt.declarer, dealt.contract, dealt.talon_shown) == (context.golden, 120, False)
        assert dealt.multiplier == rules.deal_scoring.golden_multiplier
    elif barrel is not None and mode is t.BarrelBidding.TAKES_TALON:
        assert dealt.phase is after_taking(rules)
        assert (dealt.declarer, dealt.contract) == (barrel, t.barrel_contract(rules))
        # C12: a contract named before the talon is opened leaves it unshown until then.
        naming_first = rules.talon.contract_timing is t.ContractTiming.BEFORE_TALON
        assert dealt.talon_shown == (not stock and not naming_first)
    elif barrel is not None and mode is t.BarrelBidding.AUTO:
        assert dealt.highest_bid == (barrel, t.barrel_contract(rules))
        assert dealt.to_act == seats[(seats.index(barrel) + 1) % len(seats)]
    elif rules.bidding.obligatory_bid is t.ObligatoryBid.LEFT_OF_DEALER:
        assert dealt.highest_bid == (holder, rules.bidding.min_bid)
        assert dealt.to_act == bids_ref.first_to_act(dealt)  # C2, C8 first_hand
    elif rules.bidding.obligatory_bid is t.ObligatoryBid.DEALER:  # C1
        assert dealt.highest_bid == (playout.dealer, rules.bidding.min_bid)
        assert dealt.to_act == bids_ref.first_to_act(dealt)  # the dealer's left, or C8
    else:
        assert dealt.highest_bid is None  # C1 none: the dealer's left opens
        assert dealt.to_act == holder == bids_ref.first_to_act(dealt)
    # C8: who may go dark starts without seeing its cards; nobody on the barrel or in a
    # golden deal, nobody who may only pass.
    assert dealt.unseen == frozenset(s for s in seats if bids_ref.may_go_dark(dealt, s))
    limit = rules.bidding.negative_score_limit
    for state in playout.states:
        if state.phase is not t.Phase.BIDDING:
            continue
        seat = state.to_act
        assert seat is not None
        silent = limit is not None and bool(context.scores) and context.scores[seat] < limit
        if silent:  # C7: only a pass
            assert t.legal_actions(state) == (t.Pass(seat=seat),)


@rule("G5")
@rule("D8")
@rule("D12")
@rule("D13")
@rule("G13")
@FAST
@given(IN_GAME)
def test_a_barrel_declarer_plays_the_barrel_minimum_and_never_concedes(playout: Playout) -> None:
    rules, context = playout.rules, playout.context
    for state in playout.states:
        declarer = state.declarer
        if declarer is None or state.phase is t.Phase.OVER:
            continue
        concedes = any(isinstance(a, t.Concede) for a in t.legal_actions(state))
        talon = rules.talon
        if (declarer in context.barrel and not talon.concede_on_barrel) or not talon.concede:
            assert not concedes  # D8, D13
        counts = context.concedes
        if counts and (
            (talon.concede_limit_per_player or 99) <= counts[declarer]
            or (talon.concede_limit_per_game or 99) <= sum(counts)
        ):
            assert not concedes  # D12
            open_to = talon.concede and (declarer not in context.barrel or talon.concede_on_barrel)
            # C12: while the contract is named before the talon nobody may concede at all.
            naming_first = rules.talon.contract_timing is t.ContractTiming.BEFORE_TALON
            conceding_phase = state.phase is t.Phase.EXCHANGE or (
                state.phase is t.Phase.CONTRACT and not naming_first
            )
            if open_to and conceding_phase:
                refused = t.check(state, t.Concede(seat=declarer))
                assert refused is not None
                assert refused.reason is t.Reason.CONCEDE_LIMIT_REACHED
        if state.phase is not t.Phase.CONTRACT:
            continue
        contracts = [a.value for a in t.legal_actions(state) if isinstance(a, t.DeclareContract)]
        bid = state.contract
        assert bid is not None
        if context.golden is not None and not rules.game_scoring.golden_bidding:
            assert contracts == [120]  # G13; with G20's auction the bid may be higher
        elif declarer in context.barrel and bid < t.barrel_contract(rules) <= contracts[-1]:
            assert contracts[0] == t.barrel_contract(rules)
        else:
            assert contracts[0] == bid


@rule("F7")
@rule("F6")
@rule("F5")
@rule("A6")
@FAST
@given(IN_GAME)
def test_a_golden_or_dark_deal_multiplies_the_scores(playout: Playout) -> None:
    final = playout.final
    result = t.round_result(final)
    scoring = playout.rules.deal_scoring
    assert result.golden == final.golden == (playout.context.golden is not None)
    if not playout.played:
        assert result.multiplier == 1  # a deal not played: no golden score
        return
    winning = [a for a in final.log if isinstance(a, t.Bid)]
    assert result.dark == final.dark == (bool(winning) and winning[-1].blind)
    assert not (final.golden and final.dark)
    m = result.multiplier
    if final.golden:
        assert m == scoring.golden_multiplier
        marriages_multiplied = scoring.golden_marriages_multiplied
    elif final.dark:
        assert m == scoring.dark_multiplier
        marriages_multiplied = scoring.dark_marriages_multiplied
    else:
        assert m == 1
        marriages_multiplied = True
    assert final.multiplier == m
    # The same deal neither golden nor dark; an uncapped dark contract (C9) may be above
    # every open cap, which only bounds the contract and never changes a score.
    open_rules = attrs.evolve(
        playout.rules, bidding=attrs.evolve(playout.rules.bidding, cap=t.BidCap.NONE)
    )
    plain = t.score_round(
        open_rules,
        t.RoundSummary(
            declarer=result.declarer,
            contract=result.contract,
            card_points=result.card_points,
            tricks=result.tricks,
            marriages=result.marriages,
            conceded=result.conceded,
            half_marriages=result.half_marriages if any(result.half_marriages) else (),
            ace_marriage=result.ace_marriage,
            last_trick=result.last_trick,
            four_nines=result.four_nines,  # B5
            sitting_out=result.sitting_out,
            talon_points=result.talon_points,
            talon_marriage=result.talon_marriage,
            talon_aces=result.talon_aces,  # A12
        ),
    )
    rounding = playout.rules.deal_scoring.rounding
    for seat in final.seats:
        expected = plain.score_changes[seat] * m
        own = seat == result.declarer or result.conceded
        if not own and not marriages_multiplied:
            expected -= result.marriage_points[seat] * (m - 1)
            assert plain.score_changes[seat] == t.round_points(result.points[seat], rounding)
        assert result.score_changes[seat] == expected
        weight = m if scoring.bolt_doubling else 1
        assert result.bolts[seat] == plain.bolts[seat] * weight
    sitting = final.sitting_out
    if sitting is not None:
        # A6: the sitting dealer's card points are multiplied, the talon marriage is not.
        value = plain.marriage_points[sitting]
        rounded = plain.score_changes[sitting]
        assert result.score_changes[sitting] == rounded + (rounded - value) * (m - 1)
        assert result.bolts[sitting] == 0
