# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""Marriage variants: declaring on any lead (E1), the ace marriage (E3), half marriages
(E4), and the ace marriage in the cap on bids (C6).

The properties in ``test_properties.py`` and ``test_play_variant_properties.py`` check
the same rules over random playouts against ``reference.play``.
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
    give,
    play,
    plays,
    start,
    through_contract,
    untyped,
)
from thousand import (
    AceMarriage,
    Bid,
    BidCap,
    BiddingRules,
    Concede,
    Declaration,
    DeclareContract,
    MarriageKind,
    MarriageTiming,
    MarriageValues,
    PlayCard,
    PlayRules,
    Reason,
    RoundState,
    Rules,
    Suit,
)

ACE = MarriageKind.ACE_MARRIAGE
HALF = MarriageKind.HALF_MARRIAGE
FULL = MarriageKind.MARRIAGE


def with_play(**play: object) -> Rules:
    return Rules(play=PlayRules(**play))  # type: ignore[arg-type]


def finish(state: RoundState) -> t.RoundResult:
    """Play the deal out with the first legal action (a plain card, never a declaration)."""
    while not t.is_over(state):
        state = t.apply(state, t.legal_actions(state)[0])
    return t.round_result(state)


# --- E1: any_lead ------------------------------------------------------------------------


def _lab(rules: Rules) -> RoundState:
    """LAB at the first lead; p2 leads holding Ah Kh Qh As Ks Qs 9c Js."""
    return through_contract(LAB, "p p", LAB_GIFTS, rules=rules)


ANY_LEAD = with_play(marriage_timing=MarriageTiming.ANY_LEAD)


@pytest.mark.rule("E1")
def test_any_lead_lets_the_first_lead_declare() -> None:
    # Seed 002, «Индивидуальные договоренности»: «Во время розыгрыша можно объявить
    # козырную масть на первом же ходу марьяжем кому угодно.»
    state = _lab(ANY_LEAD)
    assert state.tricks == ()
    assert {"Kh!", "Qh!", "Ks!", "Qs!"} <= plays(state)
    state = assert_legal(state, PlayCard(seat=1, card=card("Kh"), declare=True))
    assert state.trump is Suit.HEARTS
    assert state.marriages == ((1, Suit.HEARTS),)


@pytest.mark.rule("E1")
def test_after_trick_refuses_the_same_first_lead() -> None:
    state = _lab(Rules())
    assert not {"Kh!", "Qh!", "Ks!", "Qs!"} & plays(state)
    assert_illegal(
        state, PlayCard(seat=1, card=card("Kh"), declare=True), Reason.MARRIAGE_NEEDS_TRICK
    )


@pytest.mark.rule("E1")
@pytest.mark.rule("D4")
def test_at_the_first_lead_declarations_come_before_conceding() -> None:
    legal = t.legal_actions(_lab(ANY_LEAD))
    declare = [PlayCard(seat=1, card=card(c), declare=True) for c in ("Qs", "Ks", "Qh", "Kh")]
    assert legal[-5:] == (*declare, Concede(seat=1))
    assert [a for a in legal if isinstance(a, PlayCard) and not a.declare] == [
        PlayCard(seat=1, card=c) for c in _lab(ANY_LEAD).hand(1)
    ]


@pytest.mark.rule("E1")
def test_a_marriage_declared_on_the_first_lead_scores() -> None:
    state = play(_lab(ANY_LEAD), "Qs! 9s Ts")
    assert state.trump is Suit.SPADES
    # Too late to concede once the first card is led (D4).
    assert_illegal(state, Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED)
    assert finish(state).marriage_points == (0, 40, 0)


@pytest.mark.rule("E1")
def test_marriage_timing_refuses_what_is_not_a_timing() -> None:
    with pytest.raises(t.RulesError) as info:
        with_play(marriage_timing=untyped("any_lead"))
    assert [p.field for p in info.value.problems] == ["play.marriage_timing"]
    assert "after_trick, any_lead" in str(info.value)


# --- E3: the ace marriage ----------------------------------------------------------------

# Seat 1 (on the hundred) holds the four aces; with "p p" it takes the talon (9h Jh Qh)
# at 100 and gives 9s to seat 2, 9h to seat 0:
# seat 0: Ks Qs Ts Tc Kc Qc 9d 9h; seat 1: As Ac Ad Ah Th Kh Qh Jh;
# seat 2: Js 9s 9c Jc Td Kd Qd Jd.
ACES = complete_deal(
    {0: "Ks Qs Ts Tc Kc Qc 9d", 1: "As Ac Ad Ah Th Kh 9s", 2: "Js 9c Jc Td Kd Qd Jd"},
    talon="9h Jh Qh",
)
ACES_GIFTS = {2: "9s", 0: "9h"}
# As ACES, but the ace of hearts is in the talon: seat 1 holds three aces in the auction.
ACES_IN_TALON = complete_deal(
    {0: "Ks Qs Ts Tc Kc Qc 9d", 1: "As Ac Ad Th Kh 9s 9h", 2: "Js 9c Jc Td Kd Qd Jd"},
    talon="Ah Jh Qh",
)

POINTS_ONLY = with_play(ace_marriage=AceMarriage.POINTS_ONLY)
SETS_TRUMP = with_play(ace_marriage=AceMarriage.SETS_TRUMP)


def _aces(rules: Rules, line: str = "Th 9s 9h") -> RoundState:
    """ACES at the first lead, then ``line``: by default p2 takes a trick with Th."""
    return play(through_contract(ACES, "p p", ACES_GIFTS, rules=rules), line)


@pytest.mark.rule("E3")
def test_the_ace_marriage_is_off_by_default() -> None:
    assert Rules().play.ace_marriage is AceMarriage.OFF
    state = _aces(Rules())
    violation = assert_illegal(
        state, PlayCard(seat=1, card=card("Ac"), declare=True), Reason.DECLARE_NOT_MARRIAGE_CARD
    )
    assert violation.message == "a marriage is declared by leading its king or queen, not Ac"


@pytest.mark.rule("E3")
@pytest.mark.parametrize("rules", [POINTS_ONLY, SETS_TRUMP], ids=["points_only", "sets_trump"])
def test_the_ace_marriage_is_never_declared_on_the_first_lead(rules: Rules) -> None:
    # Seed 003 (Games24): «На него распространяются все правила обычного марьяжа, при
    # первом хоте такой марьяж не объявляется.»
    state = _aces(rules, "")
    assert not any(p.endswith("!") for p in plays(state))
    assert_illegal(
        state, PlayCard(seat=1, card=card("As"), declare=True), Reason.MARRIAGE_NEEDS_TRICK
    )


@pytest.mark.rule("E3")
@pytest.mark.rule("E1")
def test_with_any_lead_the_ace_marriage_may_open_the_deal() -> None:
    rules = with_play(ace_marriage=AceMarriage.POINTS_ONLY, marriage_timing=MarriageTiming.ANY_LEAD)
    state = _aces(rules, "")
    assert {"As!", "Ac!", "Ad!", "Ah!", "Kh!", "Qh!"} <= plays(state)
    state = play(state, "As!")
    assert state.declarations == (Declaration(1, ACE, Suit.SPADES),)


@pytest.mark.rule("E3")
def test_points_only_scores_200_and_keeps_the_trump() -> None:
    # Seed 003, Gambler rule 5: «Если у игрока есть 4 туза, то если он взял взятку и после
    # этого заходит с туза, ему добавляется 200 очков.»
    state = _aces(POINTS_ONLY)
    assert state.tricks[-1].winner == 1
    assert {"As!", "Ac!", "Ad!", "Ah!"} <= plays(state)
    state = play(state, "Ac! 9c Qc")
    assert state.declarations == (Declaration(1, ACE, Suit.CLUBS),)
    assert state.marriages == ()  # the ordinary marriages only
    assert state.trump is None
    # No duty to lead aces under points_only: seat 1 declares hearts next.
    state = play(state, "Kh! Jd 9d")
    assert state.trump is Suit.HEARTS
    assert finish(state).marriage_points == (0, 300, 0)


@pytest.mark.rule("E3")
def test_points_only_leaves_a_trump_in_place() -> None:
    state = play(_aces(POINTS_ONLY), "Kh! Jd 9d")
    assert state.trump is Suit.HEARTS
    state = play(state, "Ac!")
    assert state.trump is Suit.HEARTS
    assert [d.kind for d in state.declarations] == [FULL, ACE]


@pytest.mark.rule("E3")
def test_sets_trump_makes_the_aces_suit_trump_and_binds_the_holder_to_lead_aces() -> None:
    # Seed 002: «Тузовый марьяж. Когда игрок имеет на руках четыре туза, то если он
    # положит в розыгрыше первого на стол, то автоматически получит 200 очков, а козырной
    # мастью станет масть туза. В следующих розыгрышах он обязан начинать розыгрыш с туза.»
    state = play(_aces(SETS_TRUMP), "Ac! 9c Qc")
    assert state.trump is Suit.CLUBS
    assert state.declarations == (Declaration(1, ACE, Suit.CLUBS),)
    assert state.to_act == 1
    assert plays(state) == {"As", "Ad", "Ah"}
    for text, declare in (("Kh", True), ("Qh", False), ("Jh", False)):
        violation = assert_illegal(
            state, PlayCard(seat=1, card=card(text), declare=declare), Reason.MUST_LEAD_ACE
        )
        assert violation.message == (
            "p2 declared the ace marriage and must lead an ace (holds Ah, Ad, As)"
        )
    state = play(state, "Ad Jd 9d / As Js Ks")
    assert plays(state) == {"Ah"}
    # The holder's own trump can take its ace: seat 2, void in hearts, must trump.
    state = play(state, "Ah Jc Tc")
    assert state.tricks[-1].winner == 0
    assert finish(state).marriage_points == (0, 200, 0)


# Seat 1 takes the talon (Kc 9h Th) and gives 9h to seat 0, Th to seat 2:
# seat 0: Jc 9c Ks 9s Qd 9d Jh 9h; seat 1: As Ac Ad Ah Kh Qh Tc Kc;
# seat 2: Qc Ts Qs Js Td Kd Jd Th. The opponents hold three clubs between them.
ACES_AND_HEARTS = complete_deal(
    {0: "Jc 9c Ks 9s Qd 9d Jh", 1: "As Ac Ad Ah Kh Qh Tc", 2: "Qc Ts Qs Js Td Kd Jd"},
    talon="Kc 9h Th",
)


@pytest.mark.rule("E3")
@pytest.mark.rule("core.trump_changes")
def test_the_duty_ends_with_the_last_ace() -> None:
    # Seat 0's hand holds 11 points: no redeal claims here (B1), the deal is played.
    no_redeal = t.Rules(redeal=t.RedealRules(conditions=frozenset()), play=SETS_TRUMP.play)
    state = through_contract(ACES_AND_HEARTS, "p p", {0: "9h", 2: "Th"}, rules=no_redeal)
    state = play(state, "Kc Qc 9c / Ac! Js Jc")
    assert state.trump is Suit.CLUBS
    assert plays(state) == {"As", "Ad", "Ah"}
    state = play(state, "Ad Jd 9d / As Qs 9s / Ah Th Jh")
    assert state.to_act == 1
    # No ace left: seat 1 leads freely and declares hearts, which replace clubs.
    assert plays(state) == {"Tc", "Qh", "Kh", "Qh!", "Kh!"}
    state = play(state, "Kh!")
    assert state.trump is Suit.HEARTS
    assert [(d.kind, d.suit) for d in state.declarations] == [
        (ACE, Suit.CLUBS),
        (FULL, Suit.HEARTS),
    ]
    assert finish(state).marriage_points == (0, 300, 0)


@pytest.mark.rule("E3")
def test_leading_an_ace_without_declaring_loses_the_ace_marriage() -> None:
    state = play(_aces(SETS_TRUMP), "Ac 9c Qc")
    assert state.declarations == ()
    assert state.trump is None
    violation = assert_illegal(
        state, PlayCard(seat=1, card=card("Ad"), declare=True), Reason.MARRIAGE_NOT_HELD
    )
    assert violation.message == (
        "p2 does not hold the four aces to declare the ace marriage (holds Ah, Ad, As)"
    )
    assert {"Kh!", "Qh!"} <= plays(state)  # no duty: nothing was declared


@pytest.mark.rule("E3")
def test_the_ace_marriage_value_is_a_setting() -> None:
    rules = with_play(ace_marriage=AceMarriage.POINTS_ONLY, ace_marriage_value=150)
    state = play(_aces(rules), "Ad!")
    assert t.marriage_value(rules, Suit.DIAMONDS, ACE) == 150
    assert finish(state).marriage_points == (0, 150, 0)


@pytest.mark.rule("E3")
def test_ace_marriage_settings_are_checked() -> None:
    with pytest.raises(t.RulesError) as info:
        with_play(ace_marriage=untyped("on"), ace_marriage_value=-200)
    assert [p.field for p in info.value.problems] == [
        "play.ace_marriage",
        "play.ace_marriage_value",
    ]
    with pytest.raises(t.RulesError) as info:
        with_play(ace_marriage_value=untyped("200"))
    assert [p.field for p in info.value.problems] == ["play.ace_marriage_value"]


# --- C6: the ace marriage in the cap -------------------------------------------------------


def _at_120(deal: t.Deal, rules: Rules) -> RoundState:
    """The auction at a standing 120 with p2 to bid (p2 bid 115 before)."""
    state = bid(start(deal, rules), "105 110 115 120 p")
    assert state.to_act == 1
    return state


def _cap_rules(cap: BidCap, aces: AceMarriage, max_bid: int = 300) -> Rules:
    return Rules(bidding=BiddingRules(cap=cap, max_bid=max_bid), play=PlayRules(ace_marriage=aces))


@pytest.mark.rule("C6")
@pytest.mark.rule("E3")
@pytest.mark.parametrize("aces", [AceMarriage.POINTS_ONLY, AceMarriage.SETS_TRUMP])
@pytest.mark.parametrize("cap", [BidCap.MARRIAGES_IN_HAND, BidCap.MARRIAGE_ABOVE_120])
def test_four_aces_let_a_hand_without_marriage_bid_above_120(
    cap: BidCap, aces: AceMarriage
) -> None:
    # Seat 1 holds As Ac Ad Ah Th Kh 9s: no king-queen pair, but the ace marriage.
    state = _at_120(ACES, _cap_rules(cap, aces))
    assert Bid(seat=1, value=125) in t.legal_actions(state)
    assert_legal(state, Bid(seat=1, value=125))


@pytest.mark.rule("C6")
@pytest.mark.parametrize("cap", [BidCap.MARRIAGES_IN_HAND, BidCap.MARRIAGE_ABOVE_120])
def test_four_aces_count_for_nothing_when_the_ace_marriage_is_off(cap: BidCap) -> None:
    state = _at_120(ACES, _cap_rules(cap, AceMarriage.OFF))
    violation = assert_illegal(state, Bid(seat=1, value=125), Reason.BID_ABOVE_CAP)
    assert violation.message == "p2 may bid at most 120 without a marriage, not 125"


@pytest.mark.rule("C6")
@pytest.mark.rule("E3")
def test_the_cap_adds_the_ace_marriage_to_the_marriages_held() -> None:
    # After the talon seat 1 holds the four aces and Kh Qh: 120 + 100 + 200 = 420.
    rules = _cap_rules(BidCap.MARRIAGES_IN_HAND, AceMarriage.POINTS_ONLY, max_bid=500)
    state = give(bid(start(ACES, rules), "p p"), ACES_GIFTS)
    assert_legal(state, DeclareContract(seat=1, value=420))
    violation = assert_illegal(state, DeclareContract(seat=1, value=425), Reason.CONTRACT_ABOVE_CAP)
    assert violation.message == (
        "p2 may declare at most 420 with the marriage of hearts and the ace marriage, not 425"
    )


@pytest.mark.rule("C6")
@pytest.mark.rule("E3")
def test_the_ace_marriage_never_lifts_the_cap_above_the_maximum_bid() -> None:
    rules = _cap_rules(BidCap.MARRIAGES_IN_HAND, AceMarriage.SETS_TRUMP)
    state = give(bid(start(ACES, rules), "p p"), ACES_GIFTS)
    assert_legal(state, DeclareContract(seat=1, value=300))
    assert_illegal(state, DeclareContract(seat=1, value=305), Reason.CONTRACT_ABOVE_MAX)


@pytest.mark.rule("C6")
@pytest.mark.rule("E3")
def test_an_ace_from_the_talon_counts_in_the_contract_not_in_the_bids() -> None:
    # Seat 1 bids with three aces (cap 120) and finds the fourth in the talon.
    rules = _cap_rules(BidCap.MARRIAGES_IN_HAND, AceMarriage.POINTS_ONLY, max_bid=500)
    state = _at_120(ACES_IN_TALON, rules)
    assert_illegal(state, Bid(seat=1, value=125), Reason.BID_ABOVE_CAP)
    state = give(bid(start(ACES_IN_TALON, rules), "p p"), ACES_GIFTS)
    assert set(state.hand(1)) >= {card("As"), card("Ac"), card("Ad"), card("Ah")}
    assert_legal(state, DeclareContract(seat=1, value=420))
    assert_illegal(state, DeclareContract(seat=1, value=425), Reason.CONTRACT_ABOVE_CAP)


@pytest.mark.rule("C6")
def test_without_a_cap_four_aces_change_nothing() -> None:
    for aces in AceMarriage:
        state = _at_120(ACES, _cap_rules(BidCap.NONE, aces))
        assert_legal(state, Bid(seat=1, value=125))


# --- E4: half marriages --------------------------------------------------------------------

# Seat 1 takes the talon (Jd Qd Th) at 100 and gives Ts to seat 2, Th to seat 0:
# seat 0: Qs Js Ac Kc 9d Td 9h Th; seat 1: Ah Kh Qh Jh As Ad Jd Qd (hearts K Q J,
# diamonds Q J without the king); seat 2: Ks 9s Ts Tc Qc Jc 9c Kd.
HALVES = complete_deal(
    {0: "Qs Js Ac Kc 9d Td 9h", 1: "Ah Kh Qh Jh As Ad Ts", 2: "Ks 9s Tc Qc Jc 9c Kd"},
    talon="Jd Qd Th",
)
HALVES_GIFTS = {2: "Ts", 0: "Th"}
HALF_ON = with_play(half_marriage=True)


def _halves(rules: Rules, line: str = "As 9s Js") -> RoundState:
    """HALVES at the first lead, then ``line``: by default p2 takes a trick with As."""
    return play(through_contract(HALVES, "p p", HALVES_GIFTS, rules=rules), line)


@pytest.mark.rule("E4")
def test_half_marriages_are_off_by_default() -> None:
    state = _halves(Rules())
    assert {p for p in plays(state) if p.endswith("!")} == {"Kh!", "Qh!"}
    assert_illegal(
        state, PlayCard(seat=1, card=card("Jd"), declare=True), Reason.DECLARE_NOT_MARRIAGE_CARD
    )
    violation = assert_illegal(
        state, PlayCard(seat=1, card=card("Qd"), declare=True), Reason.MARRIAGE_NOT_HELD
    )
    assert violation.message == "p2 does not hold Kd to declare the marriage of diamonds"


@pytest.mark.rule("E4")
def test_queen_and_jack_are_a_half_marriage_worth_half() -> None:
    # Seed 002: «Игра с постельным марьяжем - дама и валет, имеющие одну и ту же масть,
    # составляют "мини-марьяж" и стоят 50 процентов от стоимости обычного.»
    state = _halves(HALF_ON)
    assert {p for p in plays(state) if p.endswith("!")} == {"Jd!", "Qd!", "Jh!", "Qh!", "Kh!"}
    state = play(state, "Qd!")
    assert state.declarations == (Declaration(1, HALF, Suit.DIAMONDS),)
    assert state.marriages == ()
    assert state.trump is Suit.DIAMONDS  # declared like a marriage, it sets the trump
    assert finish(state).marriage_points == (0, 40, 0)


@pytest.mark.rule("E4")
def test_the_jack_declares_the_half_marriage() -> None:
    state = play(_halves(HALF_ON), "Jd!")
    assert state.declarations == (Declaration(1, HALF, Suit.DIAMONDS),)
    assert t.marriage_value(HALF_ON, Suit.DIAMONDS, HALF) == 40


@pytest.mark.rule("E4")
def test_with_king_queen_and_jack_the_queen_declares_the_whole_marriage() -> None:
    state = play(_halves(HALF_ON), "Qh! 9c 9h")
    assert state.declarations == (Declaration(1, FULL, Suit.HEARTS),)
    assert state.marriages == ((1, Suit.HEARTS),)
    # The queen is spent: king and jack make no marriage of either kind.
    assert state.to_act == 1
    violation = assert_illegal(
        state, PlayCard(seat=1, card=card("Jh"), declare=True), Reason.MARRIAGE_NOT_HELD
    )
    assert violation.message == "p2 does not hold Qh to declare the half marriage of hearts"
    assert finish(state).marriage_points == (0, 100, 0)


@pytest.mark.rule("E4")
def test_a_suit_is_declared_once_whole_or_half() -> None:
    # The jack declares the half marriage (50): king and queen cannot add the whole one.
    state = play(_halves(HALF_ON), "Jh! 9c 9h")
    assert state.trump is Suit.HEARTS
    assert state.to_act == 1
    assert "Kh!" not in plays(state)
    assert "Qh!" not in plays(state)
    for text in ("Kh", "Qh"):
        violation = assert_illegal(
            state,
            PlayCard(seat=1, card=card(text), declare=True),
            Reason.MARRIAGE_ALREADY_DECLARED,
        )
        assert "hearts" in violation.message
    assert {"Jd!", "Qd!"} <= plays(state)  # another suit is free
    assert finish(state).marriage_points == (0, 50, 0)


@pytest.mark.rule("E4")
def test_after_the_whole_marriage_queen_and_jack_are_spent() -> None:
    # Seat 1 still holds Qh and Jh, but hearts were declared: no half marriage on top.
    state = play(_halves(HALF_ON), "Kh! 9c 9h")
    assert state.hand(1)[-3:] == (card("Jh"), card("Qh"), card("Ah"))
    for text in ("Qh", "Jh"):
        violation = assert_illegal(
            state,
            PlayCard(seat=1, card=card(text), declare=True),
            Reason.MARRIAGE_ALREADY_DECLARED,
        )
        assert violation.message == (
            "the marriage of hearts was declared already in this deal;"
            " a suit's marriage is declared once, whole or half"
        )


@pytest.mark.rule("E4")
def test_half_of_an_odd_marriage_value_is_rounded_down() -> None:
    rules = with_play(half_marriage=True, marriage_values=MarriageValues(diamonds=75))
    assert t.marriage_value(rules, Suit.DIAMONDS, HALF) == 37
    state = play(_halves(rules), "Qd!")
    assert finish(state).marriage_points == (0, 37, 0)


@pytest.mark.rule("E4")
@pytest.mark.rule("C6")
@pytest.mark.parametrize("cap", [BidCap.MARRIAGES_IN_HAND, BidCap.MARRIAGE_ABOVE_120])
def test_a_half_marriage_does_not_count_in_the_cap(cap: BidCap) -> None:
    # Seed 002: «Если у игрока нет в картах пары короля и дамы одной мести (марьяжа), то
    # торговаться выше ста двадцати очков он не может.» Seat 2 holds Qc Jc only.
    rules = Rules(bidding=BiddingRules(cap=cap), play=PlayRules(half_marriage=True))
    state = bid(start(HALVES, rules), "105 110 115 120 p 125")
    assert state.to_act == 2
    assert t.legal_actions(state) == (t.Pass(seat=2),)
    assert_illegal(state, Bid(seat=2, value=130), Reason.BID_ABOVE_CAP)


@pytest.mark.rule("E4")
def test_half_marriage_must_be_true_or_false() -> None:
    with pytest.raises(t.RulesError) as info:
        with_play(half_marriage=untyped(1))
    assert [p.field for p in info.value.problems] == ["play.half_marriage"]
