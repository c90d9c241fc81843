"""E7: a marriage declared automatically when its king or queen is led.

The online games of GameDesire and The World of Automata declare a marriage by itself
when its king or queen is led by a player holding both and allowed to declare (E1);
zagraj.pl, *Tysiąc*, says only that marriages are announced «tylko damą bądź królem»
(only with the queen or the king). With ``play.auto_marriage`` such a lead is legal
only with ``declare=True``: ``legal_actions`` lists exactly what ``check`` accepts.
"""

from __future__ import annotations

import random

import pytest

import thousand as t
from helpers.rounds import (
    LAB,
    LAB_GIFTS,
    assert_illegal,
    assert_legal,
    card,
    plays,
    through_contract,
)
from thousand import MarriageTiming, PlayCard, PlayRules, Reason, Rules, Suit
from thousand.serialization import dumps, loads

rule = pytest.mark.rule

AUTO = Rules(play=PlayRules(auto_marriage=True))
AUTO_ANY_LEAD = Rules(play=PlayRules(auto_marriage=True, marriage_timing=MarriageTiming.ANY_LEAD))


def _lab(rules: Rules) -> t.RoundState:
    """LAB at the first lead; seat 1 leads holding Ah Kh Qh As Ks Qs 9c Js."""
    return through_contract(LAB, "p p", LAB_GIFTS, rules=rules)


@rule("E7")
def test_a_king_or_queen_led_from_a_marriage_declares_it() -> None:
    """zagraj.pl: marriages are announced «tylko damą bądź królem»; under E7 leading one
    of them from a marriage that may be declared is the declaration."""
    state = _lab(AUTO_ANY_LEAD)
    # The plain leads of the four marriage cards are gone; their declarations remain.
    assert plays(state) == {"Ah", "As", "9c", "Js", "Kh!", "Qh!", "Ks!", "Qs!"}
    for text in ("Kh", "Qh", "Ks", "Qs"):
        violation = assert_illegal(
            state, PlayCard(seat=1, card=card(text)), Reason.MUST_DECLARE_MARRIAGE
        )
        assert violation.seat == 1
        assert "declare=True" in violation.message
    declared = assert_legal(state, PlayCard(seat=1, card=card("Kh"), declare=True))
    assert declared.trump is Suit.HEARTS
    assert declared.marriages == ((1, Suit.HEARTS),)
    # Without E7 the same lead may keep the marriage silent.
    plain = assert_legal(
        _lab(Rules(play=PlayRules(marriage_timing=MarriageTiming.ANY_LEAD))),
        PlayCard(seat=1, card=card("Kh")),
    )
    assert plain.trump is None


@rule("E7")
def test_before_the_timing_allows_a_declaration_the_lead_is_plain() -> None:
    """E1 after_trick: on the first lead nobody may declare, so nothing is automatic."""
    state = _lab(AUTO)
    assert {"Kh", "Qh", "Ks", "Qs"} <= plays(state)
    assert not {"Kh!", "Qh!"} & plays(state)
    assert_illegal(
        state, PlayCard(seat=1, card=card("Kh"), declare=True), Reason.MARRIAGE_NEEDS_TRICK
    )
    led = assert_legal(state, PlayCard(seat=1, card=card("Kh")))
    assert led.trump is None


@rule("E7")
def test_after_taking_a_trick_the_lead_declares() -> None:
    state = _lab(AUTO)
    # Seat 1 leads the ace of hearts and takes the trick: from now on it may declare.
    state = t.apply_all(
        state,
        [
            PlayCard(seat=1, card=card("Ah")),
            *[PlayCard(seat=s, card=c) for s, c in _follow(state, (2, 0))],
        ],
    )
    assert state.to_act == 1
    assert state.tricks[-1].winner == 1
    assert_illegal(state, PlayCard(seat=1, card=card("Qs")), Reason.MUST_DECLARE_MARRIAGE)
    assert "Qs!" in plays(state)
    assert "Qs" not in plays(state)
    assert "As" in plays(state)  # other cards lead plainly


def _follow(state: t.RoundState, seats: tuple[int, ...]) -> list[tuple[int, t.Card]]:
    """The cheapest legal card of each following seat after seat 1 leads Ah."""
    out = []
    after = t.apply(state, PlayCard(seat=1, card=card("Ah")))
    for seat in seats:
        legal = [a for a in t.legal_actions(after) if isinstance(a, PlayCard)]
        choice = min(legal, key=lambda a: a.card.points)
        out.append((seat, choice.card))
        after = t.apply(after, choice)
    return out


@rule("E7")
def test_half_marriages_and_the_ace_marriage_stay_a_choice() -> None:
    rules = Rules(
        play=PlayRules(
            auto_marriage=True,
            marriage_timing=MarriageTiming.ANY_LEAD,
            half_marriage=True,
            ace_marriage=t.AceMarriage.POINTS_ONLY,
        )
    )
    deal = t.Deal.parse(
        ["As Ac Ad Ah Ks 9c 9d", "Qh Jh Ts Tc Kc Qc 9s", "Td Th Kh Kd Qd Qs Js"], ["Jc Jd 9h"]
    )
    state = through_contract(deal, "p p", {0: "9h", 2: "Jc"}, rules=rules, dealer=0)
    assert state.to_act == 1
    legal = plays(state)
    # Qc Kc: a marriage, declared by the lead. Qh Jh: a half marriage, a choice.
    assert {"Qh", "Jh", "Qh!", "Jh!", "Kc!", "Qc!"} <= legal
    assert not {"Kc", "Qc"} & legal
    aces = t.Deal.parse(
        ["Qh Jh Ts Tc Ks 9c 9d", "As Ac Ad Ah Kc Qc 9s", "Td Th Kh Kd Qd Qs Js"], ["Jc Jd 9h"]
    )
    state = through_contract(aces, "p p", {0: "9h", 2: "Jc"}, rules=rules, dealer=0)
    legal = plays(state)
    # The four aces: an ace leads with or without the ace marriage.
    assert {"Ah", "Ah!", "As", "As!", "Kc!", "Qc!"} <= legal
    assert not {"Kc", "Qc"} & legal


@rule("E7")
def test_e7_refuses_what_is_not_true_or_false() -> None:
    with pytest.raises(t.RulesError) as raised:
        Rules(play=PlayRules(auto_marriage="yes"))  # type: ignore[arg-type]
    assert [p.field for p in raised.value.problems] == ["play.auto_marriage"]


@rule("E7")
def test_views_with_automatic_declarations_load_and_sample() -> None:
    rng = random.Random(4)
    state = t.bots.play_to_end(
        t.apply(t.new_round(AUTO_ANY_LEAD, dealer=0), t.deal(AUTO_ANY_LEAD, rng, dealer=0))
    )
    for seat in (0, 1, 2, None):
        v = t.view(state, seat) if seat is not None else t.public_view(state)
        assert loads(dumps(v), t.PlayerView) == v
    # Mid-play views sample worlds whose plain leads are legal under E7.
    mid = t.apply(t.new_round(AUTO_ANY_LEAD, dealer=1), t.deal(AUTO_ANY_LEAD, rng, dealer=1))
    while not t.is_over(mid) and len(mid.tricks) < 4:
        mid = t.apply(mid, t.bots.simple_action(mid))
    for seat in range(3):
        world = t.sample_world(t.view(mid, seat), random.Random(seat))
        assert world.hand(seat) == mid.hand(seat)


@rule("E7")
@pytest.mark.parametrize(
    "rules",
    [AUTO, AUTO_ANY_LEAD, Rules(play=PlayRules(auto_marriage=True, half_marriage=True))],
    ids=["after_trick", "any_lead", "half_marriage"],
)
@pytest.mark.parametrize("seed", range(3))
def test_whole_games_with_automatic_declarations_end(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    game = t.new_game(rules, first_dealer=seed % 3)
    declared = 0
    for _ in range(400):
        if game.winner is not None:
            break
        state = t.bots.play_to_end(t.next_round(game, rng), rng=rng)
        declared += len(state.declarations)
        game = t.record_round(game, t.round_result(state))
    assert game.winner is not None
    assert declared > 0


@rule("E7")
def test_the_search_bot_plays_under_e7() -> None:
    rng = random.Random(2)
    state = t.apply(t.new_round(AUTO_ANY_LEAD, dealer=0), t.deal(AUTO_ANY_LEAD, rng, dealer=0))
    bot = t.bots.SearchBot(worlds=2, seed=1)
    declared = False
    while not t.is_over(state):
        seat = state.to_act
        assert seat is not None
        action = bot(t.view(state, seat))
        assert t.check(state, action) is None
        declared |= isinstance(action, PlayCard) and action.declare
        state = t.apply(state, action)
    assert t.round_result(state).outcome is not None
