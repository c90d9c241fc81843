# ruff: noqa: RUF003 (comments quote the Russian seeds)
"""Scoring a deal: the declarer's contract, the defenders' rounded points, conceding.

Rules: core.declarer_score, core.defender_score, core.round_max, F1, F2, E2, D4,
core.card_points, core.marriage.
"""

from __future__ import annotations

import pytest

import thousand as t
from helpers.rounds import (
    CLASSIC,
    RUFF,
    RUFF_GIFTS,
    RUFF_PLAY,
    assert_illegal,
    bid,
    give,
    play,
    start,
    through_contract,
)
from thousand import (
    Concede,
    Deal,
    DealScoringRules,
    DeclareContract,
    MarriageValues,
    PlayRules,
    Reason,
    Rounding,
    RoundState,
    Rules,
    StateError,
)
from thousand.scoring import declarer_score, defender_score

# --- F1: rounding the defenders -----------------------------------------------------------

SEED_ROUNDING = [(17, 15), (18, 20), (31, 30), (33, 35), (37, 35), (38, 40)]
"""Seed 001: "Example: 17 = 15 points; 18 points = 20." Seed 000: "a player scored 37
points, then they will be rounded down, that is, they will write 35, if he scored 38, then
already in a large, i.e. 40 points. If he scored 31, then 30, if 33, then 35 points." """

MORE_ROUNDING = [
    (0, 0),
    (1, 0),
    (2, 0),
    (3, 5),
    (4, 5),
    (5, 5),
    (15, 15),
    (21, 20),
    (23, 25),
    (99, 100),
    (101, 100),
    (120, 120),
    (156, 155),
    (222, 220),
    (224, 225),
]


@pytest.mark.rule("F1")
@pytest.mark.parametrize(("points", "rounded"), SEED_ROUNDING)
def test_defender_seed_examples_round_to_5(points: int, rounded: int) -> None:
    assert t.round_points(points, Rounding.NEAREST_5) == rounded


@pytest.mark.rule("F1")
def test_defender_17_rounds_to_15() -> None:
    assert t.round_points(17, Rounding.NEAREST_5) == 15


@pytest.mark.rule("F1")
def test_defender_18_rounds_to_20() -> None:
    assert t.round_points(18, Rounding.NEAREST_5) == 20


@pytest.mark.rule("F1")
@pytest.mark.parametrize(("points", "rounded"), MORE_ROUNDING)
def test_defender_remainder_1_2_down_3_4_up(points: int, rounded: int) -> None:
    # Seed 003, rule 10: «Сумма набранных очков округляется кратно пяти вниз при двух очках и
    # вверх при трёх очках.»
    assert t.round_points(points, Rounding.NEAREST_5) == rounded


@pytest.mark.rule("F1")
@pytest.mark.rule("core.defender_score")
@pytest.mark.parametrize(("points", "rounded"), SEED_ROUNDING + MORE_ROUNDING)
def test_defender_score_uses_the_rules_rounding(points: int, rounded: int) -> None:
    assert defender_score(points, Rules()) == rounded
    unrounded = Rules(deal_scoring=DealScoringRules(rounding=Rounding.NONE))
    assert defender_score(points, unrounded) == points


@pytest.mark.rule("F1")
@pytest.mark.parametrize("points", [p for p, _ in SEED_ROUNDING + MORE_ROUNDING])
def test_rounding_none_keeps_the_points(points: int) -> None:
    assert t.round_points(points, Rounding.NONE) == points


# --- F2 and core.declarer_score: the contract ---------------------------------------------


@pytest.mark.rule("core.declarer_score")
@pytest.mark.rule("F2")
@pytest.mark.parametrize(
    ("contract", "points", "score"),
    [
        (100, 120, 100),
        (100, 100, 100),
        (100, 99, -100),  # rounding would give 100: the declarer is not rounded
        (100, 98, -100),
        (105, 103, -105),
        (170, 220, 170),  # seed 000/002: bid 170, took 220, scores 170
        (120, 121, 120),
        (300, 299, -300),
        (300, 300, 300),
        (120, 0, -120),
    ],
)
def test_declarer_scores_plus_or_minus_the_contract(contract: int, points: int, score: int) -> None:
    # Seed 001: "if prior to its stated amount lacking at least one up a point by typing
    # them the sum of points is not considered."
    assert declarer_score(contract, points) == score


@pytest.mark.rule("F2")
def test_declarer_99_on_100_fails_although_rounding_gives_100() -> None:
    assert t.round_points(99, Rounding.NEAREST_5) == 100
    assert declarer_score(100, 99) == -100


# --- deals played through the engine ------------------------------------------------------


def _play_last_trick_deal(
    last: str,
    keep2: str,
    keep0: str,
    others: str,
    contract: int = 100,
    rules: Rules = CLASSIC,
) -> RoundState:
    """Seat 1 takes seven tricks with aces, tens and Ks; the last trick is all diamonds.

    Seat 1 leads ``last``; seat 2 plays ``keep2``, seat 0 plays ``keep0``. ``others`` are
    the three remaining diamonds: the first is in seat 2's hand, the second in seat 0's,
    the third comes from the talon as the gift to seat 2; all three are discarded to seat
    1's tricks, so seat 1 takes 120 minus the last trick.
    """
    d_a, d_b, d_c = others.split()
    deal = Deal.parse(
        [
            f"{keep0} {d_b} Jc Kh Qh Jh 9h",
            "As Ts Ks Ac Tc Ah Th",
            f"{keep2} {d_a} Qs Js 9s Kc Qc",
        ],
        [f"{last} {d_c} 9c"],
    )
    state = through_contract(deal, "p p", {2: d_c, 0: "9c"}, contract, rules=rules)
    state = play(
        state,
        f"As 9s 9h / Ts Js Jh / Ks Qs Qh / Ac Qc 9c / Tc Kc Jc / Ah {d_a} Kh / "
        f"Th {d_c} {d_b} / {last} {keep2} {keep0}",
    )
    assert t.is_over(state)
    return state


@pytest.mark.rule("F1")
@pytest.mark.rule("core.defender_score")
@pytest.mark.parametrize(
    ("last", "keep2", "keep0", "others", "taken", "scored"),
    [
        ("Jd", "Ad", "Kd", "Td Qd 9d", 17, 15),  # seed 001: "17 = 15 points"
        ("Qd", "Ad", "Kd", "Td Jd 9d", 18, 20),  # seed 001: "18 points = 20"
        ("9d", "Ad", "Td", "Kd Qd Jd", 21, 20),
        ("Kd", "Ad", "Jd", "Td Qd 9d", 17, 15),
        ("Td", "Ad", "Kd", "Qd Jd 9d", 25, 25),
    ],
)
def test_defender_points_are_rounded_in_a_played_deal(
    last: str, keep2: str, keep0: str, others: str, taken: int, scored: int
) -> None:
    state = _play_last_trick_deal(last, keep2, keep0, others)
    assert state.tricks[-1].winner == 2
    result = t.round_result(state)
    assert result.card_points == (0, 120 - taken, taken)
    assert result.marriage_points == (0, 0, 0)
    assert result.tricks == (0, 7, 1)
    assert result.score_changes[2] == scored
    assert result.score_changes[0] == 0


@pytest.mark.rule("F1")
def test_rounding_none_scores_the_defenders_exactly() -> None:
    rules = Rules(deal_scoring=DealScoringRules(rounding=Rounding.NONE))
    state = _play_last_trick_deal("Jd", "Ad", "Kd", "Td Qd 9d", rules=rules)
    assert t.round_result(state).score_changes == (0, 100, 17)


@pytest.mark.rule("F2")
@pytest.mark.rule("core.declarer_score")
def test_declarer_99_on_100_fails_in_a_played_deal() -> None:
    # Seed 003, rule 10: «Данное правило не действует для выигравшего торги - если до
    # заявленной им суммы не хватает хотя бы одного набранного очка, набранная им сумма очков
    # не учитывается.»
    state = _play_last_trick_deal("9d", "Ad", "Td", "Kd Qd Jd")
    result = t.round_result(state)
    assert result.card_points[1] == 99
    assert result.points[1] == 99
    assert not result.made
    assert result.score_changes == (0, -100, 20)


@pytest.mark.rule("F2")
@pytest.mark.rule("core.declarer_score")
def test_declarer_103_on_105_fails_although_rounding_gives_105() -> None:
    state = _play_last_trick_deal("Jd", "Ad", "Kd", "Td Qd 9d", contract=105)
    result = t.round_result(state)
    assert result.contract == 105
    assert result.card_points[1] == 103
    assert not result.made
    assert result.score_changes == (0, -105, 15)


@pytest.mark.rule("core.declarer_score")
def test_declarer_103_on_100_scores_exactly_100() -> None:
    state = _play_last_trick_deal("Jd", "Ad", "Kd", "Td Qd 9d")
    result = t.round_result(state)
    assert result.made
    assert result.score_changes[1] == 100


# The seed example: "If, for example, the player playing the game ordered a game for 170
# points, and typed 220, then the "surplus" of 50 points is not taken into account and the
# sum of 170 points is entered into the table." (seed 000; seed 002 «заказал игру на 170
# очков, а наберал 220, то "излишек" в 50 очков не учитывается»)
ALL_TRICKS = Deal.parse(
    [
        "Qc Jc Td Kd Qd Jd 9d",
        "As Ac Ad Ah Th Kh Qh",
        "Ts Ks Qs Js Tc Kc 9h",
    ],
    ["Jh 9s 9c"],
)
ALL_TRICKS_PLAY = (
    "As 9s 9d / Kh! 9h 9c / Ac Kc Jc / Ad Js Jd / Qh Qs Qd / Ah Ks Kd / Th Ts Td / Jh Tc Qc"
)


def _all_tricks(contract: int, rules: Rules = CLASSIC) -> RoundState:
    state = through_contract(ALL_TRICKS, "p p", {2: "9s", 0: "9c"}, contract, rules=rules)
    return play(state, ALL_TRICKS_PLAY)


@pytest.mark.rule("core.declarer_score")
@pytest.mark.rule("core.round_max")
def test_contract_170_with_220_taken_scores_170() -> None:
    state = _all_tricks(170)
    assert t.is_over(state)
    result = t.round_result(state)
    assert result.declarer == 1
    assert result.contract == 170
    assert result.card_points == (0, 120, 0)
    assert result.marriage_points == (0, 100, 0)
    assert result.points == (0, 220, 0)
    assert result.tricks == (0, 8, 0)
    assert result.made
    assert result.score_changes == (0, 170, 0)


@pytest.mark.rule("core.declarer_score")
@pytest.mark.rule("C6")
def test_contract_220_with_220_taken_scores_220() -> None:
    result = t.round_result(_all_tricks(220))
    assert result.made
    assert result.score_changes == (0, 220, 0)


@pytest.mark.rule("core.round_max")
@pytest.mark.rule("C6")
def test_contract_cannot_exceed_what_the_hand_can_take() -> None:
    state = give(bid(start(ALL_TRICKS), "p p"), {2: "9s", 0: "9c"})
    assert_illegal(state, DeclareContract(seat=1, value=225), Reason.CONTRACT_ABOVE_CAP)


@pytest.mark.rule("core.round_max")
@pytest.mark.rule("core.defender_score")
def test_a_defender_who_takes_nothing_scores_0() -> None:
    # Seed 000: "For one round (round) it is possible to take from 0 to 300 points."
    result = t.round_result(_all_tricks(170))
    assert result.score_changes[0] == 0
    assert result.score_changes[2] == 0
    assert result.points[0] == result.points[2] == 0


def _ruff(contract: int = 100, rules: Rules = CLASSIC) -> RoundState:
    state = through_contract(RUFF, "p p", RUFF_GIFTS, contract, rules=rules)
    return play(state, " ".join(RUFF_PLAY))


@pytest.mark.rule("core.defender_score")
@pytest.mark.rule("core.declarer_score")
@pytest.mark.rule("F1")
def test_marriages_of_both_sides_are_scored() -> None:
    # Seed 002: «Очки складываются из номиналов карт, которые игрок взял за раунд, и
    # номиналов объявленных игроком марьяжей. ... Вистующие получают фактически набранное
    # число очков.»
    result = t.round_result(_ruff())
    assert result.card_points == (23, 21, 76)
    assert sum(result.card_points) == 120
    assert result.marriage_points == (0, 100, 80)
    assert result.points == (23, 121, 156)
    assert result.tricks == (1, 2, 5)
    assert result.made
    # defenders: 23 -> 25 (up), 156 -> 155 (down); declarer: +contract
    assert result.score_changes == (25, 100, 155)


@pytest.mark.rule("core.declarer_score")
def test_declarer_makes_120_with_121_and_scores_the_contract() -> None:
    result = t.round_result(_ruff(120))
    assert result.made
    assert result.score_changes == (25, 120, 155)


@pytest.mark.rule("core.declarer_score")
@pytest.mark.rule("F2")
def test_declarer_121_on_125_fails() -> None:
    result = t.round_result(_ruff(125))
    assert not result.made
    assert result.score_changes == (25, -125, 155)


@pytest.mark.rule("E2")
def test_changed_marriage_values_change_the_scores() -> None:
    values = MarriageValues(hearts=90, diamonds=85)
    rules = Rules(play=PlayRules(marriage_values=values))
    result = t.round_result(_ruff(120, rules))
    assert result.marriage_points == (0, 90, 85)
    assert result.points == (23, 111, 161)
    assert not result.made  # 111 < 120, made with the classic 100 for hearts
    assert result.score_changes == (25, -120, 160)


@pytest.mark.rule("E2")
@pytest.mark.rule("C6")
def test_changed_marriage_values_change_the_contract_cap() -> None:
    values = MarriageValues(hearts=90)
    rules = Rules(play=PlayRules(marriage_values=values))
    state = give(bid(start(RUFF, rules), "p p"), RUFF_GIFTS)
    # seat 1 holds the marriage of hearts: 120 + 90
    assert t.legal_actions(state)[-2] == DeclareContract(seat=1, value=210)
    assert_illegal(state, DeclareContract(seat=1, value=215), Reason.CONTRACT_ABOVE_CAP)


@pytest.mark.rule("F1")
def test_rounding_none_in_a_played_deal_with_marriages() -> None:
    rules = Rules(deal_scoring=DealScoringRules(rounding=Rounding.NONE))
    assert t.round_result(_ruff(100, rules)).score_changes == (23, 100, 156)


# --- D4: conceding ------------------------------------------------------------------------


@pytest.mark.rule("D4")
@pytest.mark.parametrize(
    ("dealer", "auction", "changes"),
    [
        (0, "p p", (60, -100, 60)),
        (1, "p p", (60, 60, -100)),
        (2, "p p", (-100, 60, 60)),
        (0, "105 110 115 120 p p", (60, 60, -120)),
    ],
)
def test_concede_scores_minus_contract_and_60_to_each_opponent(
    dealer: int, auction: str, changes: tuple[int, int, int]
) -> None:
    # Seed 001: "If a player sees that he obviously can not dial ordered when trading bet he
    # can paint the game. In this case, it takes at the amount of the order and writes
    # opponents to 60 points."
    state = bid(start(RUFF, dealer=dealer), auction)
    declarer = state.declarer
    assert declarer is not None
    result = t.round_result(t.apply(state, Concede(seat=declarer)))
    assert result.conceded
    assert not result.made
    assert result.score_changes == changes
    assert result.card_points == (0, 0, 0)
    assert result.marriage_points == (0, 0, 0)


# --- no result before the end -------------------------------------------------------------


@pytest.mark.parametrize("actions", [None, "", "p p", "p p gifts", "p p gifts contract"])
def test_no_result_before_the_deal_is_over(actions: str | None) -> None:
    if actions is None:
        state = t.new_round(Rules())
    else:
        state = bid(start(RUFF), actions.replace("gifts", "").replace("contract", ""))
        if "gifts" in actions:
            state = give(state, RUFF_GIFTS)
        if "contract" in actions:
            state = t.apply(state, DeclareContract(seat=1, value=100))
    with pytest.raises(StateError) as raised:
        t.round_result(state)
    assert raised.value.reason is Reason.ROUND_NOT_OVER
