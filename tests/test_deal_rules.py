"""The settings of A8-A10, B1-B5 and C1: their defaults, their checks, their JSON."""

from __future__ import annotations

import pytest

import thousand as t
from thousand import DealingRules, RedealCondition, RedealRules, Rules
from thousand.serialization import dumps, loads, rules_changes

rule = pytest.mark.rule


@rule("A8")
@rule("A9")
@rule("A10")
@rule("B1")
@rule("B2")
@rule("B3")
@rule("B4")
@rule("B5")
@rule("C1")
def test_the_defaults_are_the_classic_rules() -> None:
    rules = Rules()
    d, r = rules.dealing, rules.redeal
    assert d.talon_positions is t.TalonPositions.NOT_FIRST_OR_LAST_THREE
    assert (d.cutter, d.cut_nine_penalty, d.cut_jack) == (t.Cutter.NONE, 120, t.CutJack.BURY)
    assert d.exposed_card_penalty == 0
    assert r.conditions == {
        RedealCondition.HAND_FOUR_NINES,
        RedealCondition.HAND_POINTS_BELOW,
        RedealCondition.TALON_POINTS_BELOW,
    }
    assert (r.hand_points_below, r.talon_points_below) == (14, 5)
    assert (r.talon_claimant, r.timing) == (t.TalonClaimant.DECLARER, t.RedealTiming.BEFORE_BIDDING)
    assert (r.bad_hand_penalty, r.four_nines_bonus, r.passes_deal) == (None, 0, False)
    assert rules.bidding.obligatory_bid is t.ObligatoryBid.LEFT_OF_DEALER
    assert frozenset(RedealCondition) == t.HAND_CONDITIONS | t.TALON_CONDITIONS
    assert not t.HAND_CONDITIONS & t.TALON_CONDITIONS


@rule("A9")
@rule("A10")
@rule("B1")
@rule("B4")
@rule("B5")
def test_amounts_and_thresholds_are_not_negative_and_all_problems_are_reported() -> None:
    with pytest.raises(t.RulesError) as raised:
        Rules(
            dealing=DealingRules(cut_nine_penalty=-1, exposed_card_penalty=-120),
            redeal=RedealRules(
                hand_points_below=-1,
                talon_points_below=-5,
                bad_hand_penalty=-100,
                four_nines_bonus=-200,
            ),
        )
    assert {p.field for p in raised.value.problems} == {
        "dealing.cut_nine_penalty",
        "dealing.exposed_card_penalty",
        "redeal.hand_points_below",
        "redeal.talon_points_below",
        "redeal.bad_hand_penalty",
        "redeal.four_nines_bonus",
    }


@rule("B1")
@pytest.mark.parametrize(
    "conditions",
    [{RedealCondition.HAND_FOUR_NINES}, ["hand_four_nines"], frozenset({"hand_four_nines"}), None],
    ids=["a set", "a list", "text", "None"],
)
def test_the_conditions_are_a_frozenset_of_conditions(conditions: object) -> None:
    with pytest.raises(t.RulesError) as raised:
        Rules(redeal=RedealRules(conditions=conditions))  # type: ignore[arg-type]
    assert [p.field for p in raised.value.problems] == ["redeal.conditions"]


@rule("A9")
@rule("B1")
@rule("C1")
def test_the_settings_go_through_json_and_text_records() -> None:
    rules = Rules(
        dealing=DealingRules(cutter=t.Cutter.LEFT_OF_DEALER, cut_jack=t.CutJack.DEALER_CUTS),
        redeal=RedealRules(
            conditions=frozenset(
                {RedealCondition.TALON_TWO_NINES, RedealCondition.HAND_FOUR_JACKS}
            ),
            timing=t.RedealTiming.AFTER_EXCHANGE,
            bad_hand_penalty=100,
        ),
        bidding=t.BiddingRules(obligatory_bid=t.ObligatoryBid.DEALER),
    )
    assert loads(dumps(rules), Rules) == rules
    changes = rules_changes(rules)
    # The conditions are written in the enum's order, whatever the set's order.
    assert changes["redeal"]["conditions"] == ["hand_four_jacks", "talon_two_nines"]
    assert changes["dealing"] == {"cutter": "left_of_dealer", "cut_jack": "dealer_cuts"}
    assert rules_changes(Rules()) == {}
    with pytest.raises(t.RecordError) as raised:
        loads(
            '{"format": 1, "redeal": {"conditions": ["hand_four_nines", "hand_four_nines"]}}', Rules
        )
    assert raised.value.where == "redeal.conditions"
    with pytest.raises(t.RecordError):
        loads('{"format": 1, "redeal": {"conditions": ["six_nines"]}}', Rules)


@rule("B1")
def test_no_conditions_play_no_redeals() -> None:
    rules = Rules(redeal=RedealRules(conditions=frozenset()))
    nines = t.Deal.parse(
        ["Ts Tc Td Kh Qh Js Jc", "9s 9c 9d 9h As Ac Ad", "Ks Qs Kc Qc Kd Qd Ah"], ["Jd Th Jh"]
    )
    state = t.apply(t.new_round(rules, dealer=0), nines)
    assert state.phase is t.Phase.BIDDING
    assert t.redeal_conditions(rules, state.hand(1)) == frozenset()
