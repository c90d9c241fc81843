"""Deal summaries as one line of text: parse_summary and format_summary."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import thousand as t
from strategies import Playout, playouts

SEATS = st.integers(0, 3)


@st.composite
def summaries(draw: st.DrawFn) -> tuple[int, t.RoundSummary]:
    """Any summary the text can hold, for 2 to 4 players, in the canonical form."""
    players = draw(st.integers(2, 4))
    seat = st.integers(0, players - 1)
    optional_seat = st.none() | seat
    numbers = st.lists(st.integers(0, 10**9 - 1), min_size=players, max_size=players).map(tuple)
    outcome = draw(st.sampled_from(t.Outcome))
    golden = draw(st.booleans())
    if outcome is not t.Outcome.PLAYED:
        return players, t.RoundSummary(
            outcome=outcome,
            outcome_seat=None if outcome is t.Outcome.THROWN_IN else draw(seat),
            redeal_condition=(
                draw(st.none() | st.sampled_from(t.RedealCondition))
                if outcome is t.Outcome.REDEAL
                else None
            ),
            golden=golden,
        )

    def per_seat() -> tuple[tuple[t.Suit, ...], ...]:
        suits = draw(
            st.lists(
                st.lists(st.sampled_from(t.Suit), max_size=3).map(tuple),
                min_size=players,
                max_size=players,
            )
        )
        return tuple(suits) if any(suits) else ()

    return players, t.RoundSummary(
        declarer=draw(seat),
        contract=draw(st.integers(0, 10**9 - 1)),
        card_points=draw(st.just(()) | numbers),
        tricks=draw(st.just(()) | numbers),
        marriages=per_seat(),
        conceded=draw(st.booleans()),
        golden=golden,
        half_marriages=per_seat(),
        ace_marriage=draw(optional_seat),
        last_trick=draw(optional_seat),
        dark=draw(st.booleans()),
        sitting_out=draw(optional_seat),
        talon_points=draw(st.integers(0, 120)),
        talon_marriage=draw(st.none() | st.sampled_from(t.Suit)),
        talon_aces=draw(st.integers(0, 3)),  # A12
        four_nines=draw(optional_seat),
    )


@settings(max_examples=300, deadline=None)
@given(summaries())
def test_any_summary_reads_back_as_itself(drawn: tuple[int, t.RoundSummary]) -> None:
    players, summary = drawn
    text = t.format_summary(summary)
    assert "\n" not in text
    assert t.parse_summary(text, players) == summary
    assert t.format_summary(t.parse_summary(text, players)) == text


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(playouts(seeded=True))
def test_the_summary_of_a_played_deal_reads_back_and_scores_the_same(playout: Playout) -> None:
    state = playout.states[-1]
    summary = t.round_summary(state)
    again = t.parse_summary(t.format_summary(summary), state.players)
    assert again == summary
    assert t.score_round(state.rules, again) == t.round_result(state)


def test_the_text_is_forgiving_about_spaces_case_and_symbols() -> None:
    expected = t.parse_summary("p2 120 : 35 70 15 ; tricks 2 4 2 ; marriages p2:h p2:s")
    for text in (
        "P2 120: 35 70 15; TRICKS 2 4 2; marriages p2 : ♥ p2:♠",
        "  p2 120 :35 70 15 ;tricks 2 4 2;marriages p2:H p2:S   # the first deal",
    ):
        assert t.parse_summary(text) == expected
    assert expected.marriages == ((), (t.Suit.HEARTS, t.Suit.SPADES), ())


@pytest.mark.parametrize(
    ("text", "reason", "column", "says"),
    [
        ("", t.Reason.INVALID_NOTATION, 1, "the line is empty"),
        ("p2 abc : 1 2 3", t.Reason.INVALID_NOTATION, 4, "a contract"),
        ("p4 120 : 35 70 15", t.Reason.INVALID_NOTATION, 1, "p1..p3"),
        ("p2 120 : 35 70", t.Reason.SUMMARY_SHAPE, 10, "one per seat, not 2"),
        ("p2 120 : 35 70 15 ; tricks 2 4", t.Reason.SUMMARY_SHAPE, 28, "tricks, one per seat"),
        ("p2 120 ; tricks 2 4 2 ; tricks 2 4 2", t.Reason.SUMMARY_SHAPE, 25, "given twice"),
        ("p2 120 ; bonus 10", t.Reason.INVALID_NOTATION, 10, "unknown part 'bonus'"),
        ("p2 120 ; marriages p2:x", t.Reason.INVALID_NOTATION, 23, "expected a suit"),
        ("p2 120 ; marriages p2 h", t.Reason.INVALID_NOTATION, 23, "':' between"),
        ("p2 120 ; marriages", t.Reason.INVALID_NOTATION, 19, "a seat and suit"),
        ("p2 120 ; last p2 p3", t.Reason.INVALID_NOTATION, 18, "unexpected 'p3'"),
        ("thrown out", t.Reason.INVALID_NOTATION, 8, "thrown in"),
        ("redeal p2 maybe", t.Reason.INVALID_NOTATION, 11, "after the outcome"),
        ("120 p2", t.Reason.INVALID_NOTATION, 1, "declarer and contract"),
    ],
)
def test_a_bad_line_says_why_and_where(text: str, reason: t.Reason, column: int, says: str) -> None:
    with pytest.raises(t.NotationError) as raised:
        t.parse_summary(text)
    assert raised.value.reason is reason
    assert raised.value.column == column
    assert says in str(raised.value)


@pytest.mark.parametrize("players", [1, 7, "3", None])
def test_the_number_of_players_is_checked(players: object) -> None:
    with pytest.raises(t.NotationError) as raised:
        t.parse_summary("p1 100", players)  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.SUMMARY_SHAPE


def test_text_is_required() -> None:
    with pytest.raises(t.NotationError) as raised:
        t.parse_summary(b"p1 100")  # type: ignore[arg-type]
    assert raised.value.reason is t.Reason.INVALID_NOTATION


def test_four_players_and_the_deals_not_played() -> None:
    four = t.parse_summary("p2 100 : 0 42 61 17 ; tricks 0 3 4 1 ; out p1 ; talon 13 h", 4)
    assert (four.sitting_out, four.talon_points, four.talon_marriage) == (0, 13, t.Suit.HEARTS)
    redeal = t.parse_summary("redeal p3 hand_four_nines golden")
    assert redeal.outcome is t.Outcome.REDEAL
    assert redeal.redeal_condition is t.RedealCondition.HAND_FOUR_NINES
    assert (redeal.outcome_seat, redeal.golden) == (2, True)
    assert t.parse_summary("thrown in").outcome is t.Outcome.THROWN_IN
    assert t.parse_summary("exposed p1").outcome is t.Outcome.EXPOSED_CARD
    assert t.parse_summary("cut p3").outcome_seat == 2
