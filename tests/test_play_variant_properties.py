"""The engine's properties again, over playouts where the trick-play variants come up.

``test_properties.py`` draws every playable ``Rules``, so its properties already run
under E1, E3-E6; but four aces in one hand are rare and the ace marriage is seldom
declared there. Here every rule set has the ace marriage (either reading) and half
marriages on, most deals put the four aces in one hand (or three there and one in the
talon) or a whole suit in one hand (so that the others must trump and overtrump), and
a seat that may declare does so half of the time. Each example runs the
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
from strategies import (
    Playout,
    ace_deals,
    deals,
    long_suit_deals,
    play_out,
    playouts,
    rules,
    variant_play_rules,
)

rule = pytest.mark.rule

VARIANT_PLAYOUTS = playouts(
    rules(play=variant_play_rules()),
    deal_strategy=lambda the_rules: st.one_of(
        ace_deals(the_rules), long_suit_deals(the_rules), deals(the_rules)
    ),
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


REFERENCES: tuple[Callable[..., Any], ...] = (
    base.test_a_played_out_deal_has_120_card_points,
    base.test_score_changes_follow_the_formulas,
    base.test_plays_follow_suit_then_trump,
    base.test_an_illegal_marriage_declaration_is_refused,
    base.test_trump_is_the_suit_of_the_last_declared_marriage,
    base.test_declared_marriages_were_declarable,
)
"""The cheap properties that compare the engine with ``reference.play``: run more often."""


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
@settings(base.SLOW, max_examples=max(1, round(50 * base._SCALE)))
@given(VARIANT_PLAYOUTS)
def test_every_property_holds_under_the_play_variants(playout: Playout) -> None:
    base.describe(playout)
    for test in PROPERTIES:
        _body(test)(playout)


@rule("E1")
@rule("E3")
@rule("E4")
@rule("E5")
@rule("E6")
@settings(base.FAST, max_examples=max(1, round(400 * base._SCALE)))
@given(VARIANT_PLAYOUTS)
def test_plays_declarations_and_scores_follow_the_references(playout: Playout) -> None:
    base.describe(playout)
    for test in REFERENCES:
        _body(test)(playout)


def test_the_variant_playouts_declare_every_kind() -> None:
    """The strategy does what it is for: ace and half marriages are declared often."""
    kinds: set[t.MarriageKind] = set()

    @settings(base.FAST, max_examples=200, database=None, derandomize=True)
    @given(VARIANT_PLAYOUTS)
    def collect(playout: Playout) -> None:
        kinds.update(d.kind for d in playout.final.declarations)

    collect()
    assert kinds == set(t.MarriageKind)


@rule("E5")
@rule("E1")
@settings(base.FAST, max_examples=max(1, round(150 * base._SCALE)))
@given(
    st.permutations(sorted(set(t.Suit))),
    st.permutations(range(7)),
    st.sampled_from(t.Overtake),
    st.data(),
)
def test_overtrumping_follows_the_reference(
    suits: list[t.Suit], split: list[int], mode: t.Overtake, data: st.DataObject
) -> None:
    """A trick where overtrumping (E5) leaves a choice, in varied deals, then random play.

    Seat 1 holds the king, queen and nine of trumps and five cards of a long suit; seat 2
    the ace of trumps and the six cards of a side suit; seat 0 the ten and jack of trumps
    and is void in that side suit. Seat 1 declares on the first lead (E1 ``any_lead``),
    seat 2 takes it with the ace and leads the side suit: seat 0 trumps with the jack and
    seat 1, void too, must overtrump with the queen, not the nine (when E5 is on). Play
    then goes on by drawn legal actions; every state is checked against
    ``reference.play``.
    """
    trump, long, side, other = suits

    def of(suit: t.Suit, ranks: str) -> list[t.Card]:
        return [t.Card.of(t.Rank(rank), suit) for rank in ranks]

    longs = of(long, "ATKQJ9")
    rest = [*of(other, "ATKQJ9"), longs[5]]
    rest = [rest[i] for i in split]
    hand0 = [*of(trump, "TJ"), *rest[:6]]
    hand2 = [*of(trump, "A"), *of(side, "ATKQJ9"), rest[6]]
    gift0, gift2 = hand0[-1], hand2[-1]
    deal = t.Deal(
        hands=[hand0[:-1], [*of(trump, "KQ9"), *longs[:4]], hand2[:-1]],
        talons=[[longs[4], gift0, gift2]],
    )
    the_rules = t.Rules(
        play=t.PlayRules(marriage_timing=t.MarriageTiming.ANY_LEAD, must_overtake=mode)
    )
    script: list[t.Action] = [
        t.Pass(seat=2),
        t.Pass(seat=0),  # seat 1 plays its obligatory 100
        t.GiveCard(seat=1, to=0, card=gift0),
        t.GiveCard(seat=1, to=2, card=gift2),
        t.DeclareContract(seat=1, value=100),
        t.PlayCard(seat=1, card=t.Card.of(t.Rank.KING, trump), declare=True),
        t.PlayCard(seat=2, card=t.Card.of(t.Rank.ACE, trump)),
        t.PlayCard(seat=0, card=t.Card.of(t.Rank.TEN, trump)),
        t.PlayCard(seat=2, card=data.draw(st.sampled_from(of(side, "ATKQJ9")))),
        t.PlayCard(seat=0, card=t.Card.of(t.Rank.JACK, trump)),
    ]

    def choose(state: t.RoundState, legal: tuple[t.Action, ...]) -> t.Action:
        step = len(state.log) - 1
        return script[step] if step < len(script) else data.draw(st.sampled_from(legal))

    playout = play_out(the_rules, 0, deal, choose)
    at_issue = playout.states[len(script) + 1]
    assert at_issue.to_act == 1
    assert at_issue.trump is trump
    beating = (
        {"Q" + trump.value}
        if mode is not t.Overtake.OFF
        else {"Q" + trump.value, "9" + trump.value}
    )
    assert {str(a.card) for a in t.legal_actions(at_issue) if isinstance(a, t.PlayCard)} == beating
    for test in REFERENCES:
        _body(test)(playout)
