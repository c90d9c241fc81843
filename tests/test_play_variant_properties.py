"""The engine's properties again, over playouts where the trick-play variants come up.

``test_properties.py`` draws every playable ``Rules``, so its properties already run
under E1, E3-E6; but four aces in one hand are rare and the ace marriage is seldom
declared there. Here every rule set has the ace marriage (either reading) and half
marriages on, most deals put the four aces in one hand (or three there and one in the
talon), and a seat that may declare does so half of the time. Each example runs the
playout properties of ``test_properties.py`` unchanged (their hypothesis-free bodies).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import test_properties as base
import thousand as t
from strategies import Playout, ace_deals, deals, playouts, rules, variant_play_rules

rule = pytest.mark.rule

VARIANT_PLAYOUTS = playouts(
    rules(play=variant_play_rules()),
    deal_strategy=lambda the_rules: st.one_of(ace_deals(the_rules), deals(the_rules)),
    eager_declarations=True,
)

PROPERTIES: tuple[Callable[..., Any], ...] = (
    base.test_24_cards_are_conserved_at_every_state,
    base.test_a_played_out_deal_has_120_card_points,
    base.test_score_changes_follow_the_formulas,
    base.test_exactly_one_seat_acts_or_chance_or_over,
    base.test_every_legal_action_applies,
    base.test_legal_actions_are_exactly_what_check_accepts,
    base.test_a_seat_acting_out_of_turn_is_refused,
    base.test_a_card_not_held_is_refused,
    base.test_plays_follow_suit_then_trump,
    base.test_bids_and_contracts_follow_step_maximum_and_cap,
    base.test_an_illegal_marriage_declaration_is_refused,
    base.test_the_declarer_may_concede_from_the_talon_until_the_first_lead,
    base.test_states_are_values,
    base.test_trick_winner_matches_the_reference,
    base.test_trump_is_the_suit_of_the_last_declared_marriage,
    base.test_declared_marriages_were_declarable,
)


def _body(test: Callable[..., Any]) -> Callable[[Playout], None]:
    """The test function under ``@given`` (hypothesis keeps it as ``inner_test``)."""
    inner: Callable[[Playout], None] = test.hypothesis.inner_test  # type: ignore[attr-defined]
    return inner


@rule("E1")
@rule("E3")
@rule("E4")
@rule("E5")
@rule("E6")
@rule("C6")
@base.SLOW
@given(VARIANT_PLAYOUTS)
def test_every_property_holds_under_the_play_variants(playout: Playout) -> None:
    base.describe(playout)
    for test in PROPERTIES:
        _body(test)(playout)


def test_the_variant_playouts_declare_every_kind() -> None:
    """The strategy does what it is for: ace and half marriages are declared often."""
    kinds: set[t.MarriageKind] = set()

    @settings(base.FAST, max_examples=150, database=None, derandomize=True)
    @given(VARIANT_PLAYOUTS)
    def collect(playout: Playout) -> None:
        kinds.update(d.kind for d in playout.final.declarations)

    collect()
    assert kinds == set(t.MarriageKind)
