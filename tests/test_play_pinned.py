"""Trick play pinned down where mutation testing found it loose.

Spades are suit 0, so a rule that tests "is a trump set" must count spades as one:
following and trumping with spades trump (core.follow), overtrumping in spades (E5).
A nine led is beaten by the jack (core.trick_winner); E5 with cards whose number
divided by 7 falls in another suit; half marriages and one declaration per suit (E4);
the ace duty only after the ace marriage (E3); conceding under the variants (D4, D8);
and each refusal names the seat at fault.
"""

from __future__ import annotations

import pytest

import thousand as t
from helpers.rounds import (
    LAB,
    LAB_GIFTS,
    assert_illegal,
    assert_legal,
    bid,
    card,
    complete_deal,
    play,
    plays,
    start,
    through_contract,
    untyped,
)
from thousand import (
    AceMarriage,
    Concede,
    MarriageKind,
    MarriageTiming,
    Overtake,
    PlayCard,
    PlayRules,
    Reason,
    RoundContext,
    RoundState,
    Rules,
    Suit,
    TalonRules,
    Violation,
)

rule = pytest.mark.rule


def refused(state: RoundState, action: object, reason: Reason, seat: int) -> Violation:
    """``action`` is refused with ``reason``, and the refusal names ``seat``."""
    violation = assert_illegal(state, action, reason)
    assert violation.seat == seat
    return violation


def with_play(**play: object) -> Rules:
    return Rules(play=PlayRules(**play))  # type: ignore[arg-type]


# --- core.trick_winner ------------------------------------------------------------------


@rule("core.trick_winner")
def test_a_nine_led_is_beaten_by_the_jack_of_its_suit() -> None:
    # No trump yet: seat 1 leads 9c, seat 2 (no clubs) discards 9s, seat 0 follows Jc.
    state = play(through_contract(LAB, "p p", LAB_GIFTS), "9c 9s Jc")
    assert state.tricks[-1].winner == 0
    assert state.to_act == 0


# --- core.follow and E5 with spades trump --------------------------------------------------

# After "p p" and SPADE_GIFTS, seat 1 (the declarer) holds Qs Ks 9s Ac Tc Kc Qc Jc, seat 2
# As Ah Th Kh Qh Jh 9h 9c and seat 0 Ts Js Ad Td Kd Qd Jd 9d.
SPADE_DEAL = complete_deal(
    {0: "Ts Js Ad Td Kd Qd Jd", 1: "Qs Ks 9s Ac Tc Kc Qc", 2: "As Ah Th Kh Qh Jh 9h"},
    talon="Jc 9c 9d",
)
SPADE_GIFTS = {2: "9c", 0: "9d"}


@rule("core.follow")
@rule("core.trump_changes")
def test_spades_trump_must_be_played_by_a_seat_void_in_the_led_suit() -> None:
    state = through_contract(SPADE_DEAL, "p p", SPADE_GIFTS)
    # Seat 1 takes a trick, then declares spades; seat 2 takes the trick with As.
    state = play(state, "Ac 9c 9d / Qs! As Ts")
    assert (state.trump, state.to_act) == (Suit.SPADES, 2)
    state = play(state, "9h")
    # Seat 0 has no heart: it must play its spade, the trump.
    assert plays(state) == {"Js"}
    violation = refused(state, PlayCard(seat=0, card=card("Ad")), Reason.MUST_TRUMP, 0)
    assert violation.details == (("led_suit", "h"), ("trump", "s"))
    state = play(state, "Js")
    assert plays(state) == {"Ks", "9s"}  # no duty to overtrump without E5
    refused(state, PlayCard(seat=1, card=card("Tc")), Reason.MUST_TRUMP, 1)


@rule("E5")
@rule("core.follow")
def test_a_spade_trump_must_be_overtrumped_under_beat_trick() -> None:
    rules = with_play(marriage_timing=MarriageTiming.ANY_LEAD, must_overtake=Overtake.BEAT_TRICK)
    state = through_contract(SPADE_DEAL, "p p", SPADE_GIFTS, rules=rules)
    state = play(state, "Qs! As Ts / 9h")
    assert plays(state) == {"Js"}  # void in hearts: the trump, spades
    state = play(state, "Js")
    # Seat 1, void in hearts, holds Ks (above Js) and 9s (below): it must overtrump.
    assert plays(state) == {"Ks"}
    refused(state, PlayCard(seat=1, card=card("9s")), Reason.MUST_OVERTAKE, 1)


@rule("E5")
def test_the_queen_of_hearts_led_must_be_beaten_with_the_ten() -> None:
    # LAB: seat 2 holds Th, Jh and 9h; only Th beats Qh.
    rules = with_play(must_overtake=Overtake.BEAT_TRICK)
    state = play(through_contract(LAB, "p p", LAB_GIFTS, rules=rules), "Qh")
    assert plays(state) == {"Th"}
    refused(state, PlayCard(seat=2, card=card("9h")), Reason.MUST_OVERTAKE, 2)


# --- E4: half marriages, and each suit once -------------------------------------------------

HALF = with_play(marriage_timing=MarriageTiming.ANY_LEAD, half_marriage=True)


@rule("E4")
@rule("core.marriage_declared_by_lead")
def test_a_queen_declares_a_half_marriage_only_with_its_jack() -> None:
    # Seat 1 holds Qd Jd (no Kd) and Qc 9c (no Kc, no Jc).
    deal = complete_deal(
        {0: "9s Js Qs Ks Tc Ac Ad", 1: "Qd Jd Qc 9c Ah Th As", 2: "Jc 9d Td 9h Jh Qh Kh"},
        talon="Ts Kc Kd",
    )
    state = through_contract(deal, "p p", {2: "Kc", 0: "Kd"}, rules=HALF)
    refused(state, PlayCard(seat=1, card=card("Qc"), declare=True), Reason.MARRIAGE_NOT_HELD, 1)
    refused(
        state, PlayCard(seat=1, card=card("9c"), declare=True), Reason.DECLARE_NOT_MARRIAGE_CARD, 1
    )
    state = assert_legal(state, PlayCard(seat=1, card=card("Qd"), declare=True))
    assert state.trump is Suit.DIAMONDS
    assert [(d.seat, d.kind, d.suit) for d in state.declarations] == [
        (1, MarriageKind.HALF_MARRIAGE, Suit.DIAMONDS)
    ]


# Seat 1 holds Ah Th Kh Qh Jh As Ks Qs after the exchange; seat 2 Ts 9h and the clubs;
# seat 0 9s Js and the diamonds.
TWO_SUITS = complete_deal(
    {0: "9s Js Ad Td Kd Qd Jd", 1: "Ah Th Kh Qh Jh As Ks", 2: "Ts 9h Ac Tc Kc Qc Jc"},
    talon="Qs 9c 9d",
)
TWO_SUITS_GIFTS = {2: "9c", 0: "9d"}


@rule("E4")
def test_a_suit_declared_before_another_stays_declared() -> None:
    # "Each suit's marriage is declared once per deal, whole or half": seat 1 declares
    # hearts, then spades; the queen and jack of hearts left make no half marriage.
    state = through_contract(TWO_SUITS, "p p", TWO_SUITS_GIFTS, rules=HALF)
    state = play(state, "Kh! 9h 9d / As Ts 9s / Ks! Ac Js")
    assert state.to_act == 1
    assert [(d.seat, d.suit) for d in state.declarations] == [(1, Suit.HEARTS), (1, Suit.SPADES)]
    assert "Qh!" not in plays(state)
    assert "Jh!" not in plays(state)
    refused(
        state,
        PlayCard(seat=1, card=card("Qh"), declare=True),
        Reason.MARRIAGE_ALREADY_DECLARED,
        1,
    )


@rule("E3")
def test_an_ordinary_marriage_brings_no_duty_to_lead_aces() -> None:
    # E3 sets_trump: only the seat that declared the ace marriage must keep leading aces.
    rules = with_play(marriage_timing=MarriageTiming.ANY_LEAD, ace_marriage=AceMarriage.SETS_TRUMP)
    state = through_contract(TWO_SUITS, "p p", TWO_SUITS_GIFTS, rules=rules)
    state = play(state, "Kh! 9h 9d")
    assert state.to_act == 1
    assert {"Qs", "Jh", "Ah", "As"} <= plays(state)
    assert_legal(state, PlayCard(seat=1, card=card("Qs")))


@rule("E1")
def test_a_marriage_before_a_trick_is_refused_to_the_seat_that_led() -> None:
    state = through_contract(LAB, "p p", LAB_GIFTS)
    refused(state, PlayCard(seat=1, card=card("Kh"), declare=True), Reason.MARRIAGE_NEEDS_TRICK, 1)


# --- D4, D8: conceding at the first lead under the variants -----------------------------------


@rule("D4")
def test_without_conceding_the_variant_first_lead_offers_no_concession() -> None:
    rules = Rules(
        play=PlayRules(marriage_timing=MarriageTiming.ANY_LEAD), talon=TalonRules(concede=False)
    )
    state = through_contract(LAB, "p p", LAB_GIFTS, rules=rules)
    assert not any(isinstance(a, Concede) for a in t.legal_actions(state))
    allowed = through_contract(LAB, "p p", LAB_GIFTS, rules=with_play(half_marriage=True))
    assert t.legal_actions(allowed)[-1] == Concede(seat=1)


@rule("D8")
def test_a_barrel_declarer_is_offered_no_concession_under_the_variants() -> None:
    rules = with_play(marriage_timing=MarriageTiming.ANY_LEAD)
    context = RoundContext(scores=(0, 880, 0), barrel=(1,))
    state = t.apply(t.new_round(rules, 0, context=context), LAB)
    state = bid(state, "p p")
    state = t.apply_all(
        state,
        [
            t.GiveCard(seat=1, to=2, card=card("9s")),
            t.GiveCard(seat=1, to=0, card=card("Jc")),
            t.DeclareContract(seat=1, value=120),
        ],
    )
    assert state.phase is t.Phase.PLAYING
    assert not any(isinstance(a, Concede) for a in t.legal_actions(state))


# --- the seat a refusal names ------------------------------------------------------------------


@rule("core.follow")
def test_refusals_in_trick_play_name_the_seat() -> None:
    state = through_contract(LAB, "p p", LAB_GIFTS)
    refused(state, PlayCard(seat=1, card=card("Ad")), Reason.CARD_NOT_IN_HAND, 1)
    refused(state, PlayCard(seat=1, card=untyped("Ah")), Reason.MALFORMED_ACTION, 1)
    refused(
        state, PlayCard(seat=1, card=card("Ah"), declare=untyped("yes")), Reason.MALFORMED_ACTION, 1
    )
    state = play(state, "As")
    violation = refused(state, PlayCard(seat=2, card=card("Ad")), Reason.MUST_FOLLOW_SUIT, 2)
    assert violation.details == (("led_suit", "s"),)
    bidding = start(LAB)
    refused(bidding, PlayCard(seat=2, card=card("Ad")), Reason.WRONG_PHASE, 2)


@rule("E3")
def test_the_duty_to_lead_an_ace_names_the_seat_bound_by_it() -> None:
    # Seat 1 holds the four aces; it takes a trick with Th, declares the ace marriage with
    # Ac (sets_trump) and must lead aces from then on.
    deal = complete_deal(
        {0: "Ks Qs Ts Tc Kc Qc 9d", 1: "As Ac Ad Ah Th Kh 9s", 2: "Js 9c Jc Td Kd Qd Jd"},
        talon="9h Jh Qh",
    )
    rules = with_play(ace_marriage=AceMarriage.SETS_TRUMP)
    state = through_contract(deal, "p p", {2: "9s", 0: "9h"}, rules=rules)
    state = play(state, "Th 9s 9h / Ac! 9c Qc")
    assert state.to_act == 1
    refused(state, PlayCard(seat=1, card=card("Kh")), Reason.MUST_LEAD_ACE, 1)
