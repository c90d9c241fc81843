"""Keeping score with the trick-play variants: summaries with half marriages (E4), the ace
marriage (E3, and its part in the cap, C6), marriages on the first lead (E1) and the
last-trick bonus (E6), scored as the engine scores the same deal.
"""

from __future__ import annotations

import random

import attrs
import pytest

import thousand as t
from helpers.rounds import card, complete_deal, play, through_contract
from thousand import (
    AceMarriage,
    BiddingRules,
    MarriageTiming,
    PlayRules,
    Reason,
    RoundSummary,
    Rules,
    Suit,
    SummaryError,
)

rule = pytest.mark.rule

HOUSE = Rules(
    play=PlayRules(
        marriage_timing=MarriageTiming.ANY_LEAD,
        ace_marriage=AceMarriage.SETS_TRUMP,
        half_marriage=True,
        last_trick_bonus=10,
    )
)


def problems(rules: Rules, s: RoundSummary) -> list[tuple[str, Reason]]:
    with pytest.raises(SummaryError) as raised:
        t.score_round(rules, s)
    return [(p.field, p.reason) for p in raised.value.problems]


def played(**fields: object) -> RoundSummary:
    """A played deal: seat 1 declares 120 and takes 70 in 4 tricks, the others 25 in 2."""
    base: dict[str, object] = {
        "declarer": 1,
        "contract": 120,
        "card_points": (25, 70, 25),
        "tricks": (2, 4, 2),
    }
    base.update(fields)
    return RoundSummary(**base)  # type: ignore[arg-type]


# --- the engine and the score keeper agree ---------------------------------------------------

# Seat 1 takes the talon (9h Jh Qh) at 100 and gives 9s to seat 2, 9h to seat 0:
# seat 1 holds the four aces, Th, Kh, Qh, Jh.
ACES = complete_deal(
    {0: "Ks Qs Ts Tc Kc Qc 9d", 1: "As Ac Ad Ah Th Kh 9s", 2: "Js 9c Jc Td Kd Qd Jd"},
    talon="9h Jh Qh",
)


@rule("E3")
@rule("E4")
@rule("E6")
@rule("E1")
def test_a_played_deal_with_every_kind_and_its_summary_score_alike() -> None:
    state = through_contract(ACES, "p p", {2: "9s", 0: "9h"}, rules=HOUSE)
    # Seat 1 declares the half marriage of hearts on the first lead (E1 any_lead, E4),
    # then the ace marriage (E3): clubs are trump, and it must lead aces.
    state = play(state, "Jh! 9s 9h / Ac! 9c Qc / Ad Jd 9d / As Js Ks")
    while not t.is_over(state):
        state = t.apply(state, t.legal_actions(state)[0])
    result = t.round_result(state)
    summary = t.round_summary(state)
    assert summary.half_marriages == ((), (Suit.HEARTS,), ())
    assert summary.ace_marriage == 1
    assert summary.marriages == ()
    assert summary.last_trick == state.tricks[-1].winner
    assert t.score_round(HOUSE, summary) == result
    assert result.marriage_points == (0, 250, 0)
    assert result.half_marriages == ((), (Suit.HEARTS,), ())
    assert result.ace_marriage == 1
    assert sum(result.bonus_points) == 10


@rule("E6")
def test_the_summary_names_the_last_trick_only_when_it_scores() -> None:
    state = through_contract(ACES, "p p", {2: "9s", 0: "9h"})
    while not t.is_over(state):
        state = t.apply(state, t.legal_actions(state)[0])
    assert t.round_summary(state).last_trick is None
    assert t.round_result(state).bonus_points == (0, 0, 0)


# --- half marriages and the ace marriage in a summary ------------------------------------------


@rule("E4")
@rule("E3")
def test_a_summary_scores_half_marriages_and_the_ace_marriage() -> None:
    res = t.score_round(
        HOUSE,
        played(half_marriages=((Suit.SPADES,), (), ()), ace_marriage=1, last_trick=1),
    )
    assert res.marriage_points == (20, 200, 0)
    assert res.points == (45, 280, 25)
    assert res.score_changes == (45, 120, 25)
    assert res.events[0][0].detail("marriages") == 20
    assert res.events[1][0].detail("last_trick") == 10


@rule("E4")
@rule("E3")
def test_a_summary_refuses_the_kinds_the_rules_do_not_play() -> None:
    assert problems(Rules(), played(half_marriages=((Suit.SPADES,), (), ()), ace_marriage=1)) == [
        ("half_marriages", Reason.MARRIAGE_KIND_OFF),
        ("ace_marriage", Reason.MARRIAGE_KIND_OFF),
    ]


@rule("E4")
def test_a_suit_is_claimed_once_whole_or_half() -> None:
    assert problems(
        HOUSE,
        played(
            marriages=((), (Suit.HEARTS,), ()),
            half_marriages=((Suit.HEARTS,), (), ()),
            last_trick=1,
        ),
    ) == [("half_marriages[0]", Reason.MARRIAGE_CLAIMED_TWICE)]


@rule("E1")
def test_without_a_trick_only_the_declarer_declares_once_under_any_lead() -> None:
    # Seat 1, the declarer, took no trick: it led the first trick and declared there.
    lost = played(card_points=(60, 0, 60), tricks=(4, 0, 4), last_trick=0)
    once = attrs_evolve(lost, marriages=((), (Suit.SPADES,), ()))
    assert t.score_round(HOUSE, once).score_changes == (70, -120, 60)  # 60 + 10 last trick
    twice = attrs_evolve(once, half_marriages=((), (Suit.CLUBS,), ()))
    assert problems(HOUSE, twice) == [("marriages[1]", Reason.MARRIAGE_WITHOUT_TRICK)]
    after_trick = Rules(play=PlayRules(marriage_timing=MarriageTiming.AFTER_TRICK))
    assert problems(after_trick, once) == [("marriages[1]", Reason.MARRIAGE_WITHOUT_TRICK)]
    # A defender who took no trick never led.
    defender = played(card_points=(0, 70, 50), tricks=(0, 5, 3), marriages=((Suit.SPADES,), (), ()))
    assert problems(HOUSE, attrs_evolve(defender, last_trick=1)) == [
        ("marriages[0]", Reason.MARRIAGE_WITHOUT_TRICK)
    ]


def attrs_evolve(summary: RoundSummary, **changes: object) -> RoundSummary:
    return attrs.evolve(summary, **changes)  # type: ignore[arg-type]


@rule("C6")
@rule("E3")
def test_the_ace_marriage_raises_the_highest_contract_a_summary_may_claim() -> None:
    # Ten cards hold the four aces and three marriages: 120 + 200 + 240 = 560.
    wide = BiddingRules(max_bid=600)
    plain = Rules(bidding=wide)
    aces = Rules(bidding=wide, play=PlayRules(ace_marriage=AceMarriage.POINTS_ONLY))
    assert problems(plain, played(contract=450)) == [("contract", Reason.CONTRACT_ABOVE_CAP)]
    assert t.score_round(aces, played(contract=560)).score_changes == (25, -560, 25)
    assert problems(aces, played(contract=565)) == [("contract", Reason.CONTRACT_ABOVE_CAP)]


# --- the last trick ------------------------------------------------------------------------------


@rule("E6")
def test_a_summary_says_who_took_the_last_trick_when_it_scores() -> None:
    assert problems(HOUSE, played()) == [("last_trick", Reason.LAST_TRICK_UNKNOWN)]
    assert problems(HOUSE, played(last_trick=0, card_points=(0, 95, 25), tricks=(0, 6, 2))) == [
        ("last_trick", Reason.LAST_TRICK_UNKNOWN)
    ]
    res = t.score_round(HOUSE, played(last_trick=2))
    assert res.bonus_points == (0, 0, 10)
    assert res.score_changes == (25, -120, 35)  # 25 + 10; seat 1 is short of 120


@rule("E6")
def test_a_conceded_summary_has_no_last_trick() -> None:
    conceded = RoundSummary(declarer=1, contract=120, conceded=True, last_trick=1)
    assert problems(HOUSE, conceded) == [("conceded", Reason.CONCEDED_WITH_PLAY)]
    res = t.score_round(HOUSE, RoundSummary(declarer=1, contract=120, conceded=True))
    assert res.bonus_points == (0, 0, 0)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("half_marriages", ((Suit.SPADES,),)),
        ("half_marriages", (("s",), (), ())),
        ("ace_marriage", 3),
        ("ace_marriage", True),
        ("last_trick", -1),
        ("last_trick", "1"),
    ],
)
def test_malformed_variant_fields_are_refused(field: str, value: object) -> None:
    assert problems(HOUSE, played(**{field: value})) == [(field, Reason.MALFORMED_SUMMARY)]


# --- views and sampled worlds ----------------------------------------------------------------


@rule("E3")
@rule("E4")
def test_views_show_every_declaration_and_worlds_keep_their_cards() -> None:
    state = through_contract(ACES, "p p", {2: "9s", 0: "9h"}, rules=HOUSE)
    state = play(state, "Jh! 9s 9h / Ac! 9c Qc")
    for seat in (0, 2, None):
        seen = t.view(state, seat) if seat is not None else t.public_view(state)
        assert seen.declarations == state.declarations
        assert seen.marriages == ()  # no whole marriage was declared
    v = t.view(state, 0)
    rng = random.Random(5)
    for _ in range(20):
        world = t.sample_world(v, rng)
        assert t.view(world, 0) == v
        # The queen of the half marriage and the three aces left stay with seat 1.
        assert {card("Qh"), card("As"), card("Ad"), card("Ah")} <= set(world.hand(1))
