"""Text notation: actions one per line, and records as text."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings

import thousand as t
from helpers.rounds import LAB, RUFF, RUFF_GIFTS, RUFF_PLAY, bid, card, give, play, start
from strategies import Playout, playouts, round_records

_SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("p1 bid 110", t.Bid(seat=0, value=110)),
        ("p2 pass", t.Pass(seat=1)),
        ("p1 give p2 9s", t.GiveCard(seat=0, to=1, card=card("9s"))),
        ("p1 contract 120", t.DeclareContract(seat=0, value=120)),
        ("p1 concede", t.Concede(seat=0)),
        ("p1 play Kh", t.PlayCard(seat=0, card=card("Kh"))),
        ("p1 play Kh m", t.PlayCard(seat=0, card=card("Kh"), declare=True)),
    ],
)
def test_each_kind_of_action(text: str, action: t.Action) -> None:
    assert t.parse_action(text) == action
    assert t.format_action(action) == text


@pytest.mark.parametrize("written", ["Ah", "ah", "AH", "A♥", "a♥"])
def test_cards_in_every_form(written: str) -> None:
    assert t.parse_action(f"p3 play {written}") == t.PlayCard(seat=2, card=card("Ah"))


@pytest.mark.parametrize("written", ["10h", "Th", "th", "10♥", "T♥"])
def test_the_ten_in_every_form(written: str) -> None:
    assert t.parse_action(f"P3 GIVE P1 {written}").card == card("Th")  # type: ignore[union-attr]


def test_comments_and_spaces_are_ignored() -> None:
    assert t.parse_action("  p2   play  Qs   M  # lead the queen, declare") == t.PlayCard(
        seat=1, card=card("Qs"), declare=True
    )


def test_the_deal_line_round_trips() -> None:
    line = t.format_action(LAB)
    assert line == (
        "deal Ac Tc Kc Qc Ts Jd 9d | Ah Kh Qh As Ks Qs 9c | Ad Td Kd Qd Th Jh 9h / talon 9s Js Jc"
    )
    assert t.parse_action(line) == LAB


def test_with_a_state_the_seat_may_be_left_out() -> None:
    state = start(LAB)
    assert t.parse_action("bid 105", state) == t.Bid(seat=2, value=105)
    assert t.parse_action("pass", state) == t.Pass(seat=2)
    with pytest.raises(t.NotationError, match="no seat is to act"):
        t.parse_action("pass", t.new_round(t.Rules()))
    with pytest.raises(t.NotationError, match=re.escape("expected a seat p1..p3, not 'p4'")):
        t.parse_action("p4 pass", state)


def test_parsing_checks_the_text_not_the_rules() -> None:
    action = t.parse_action("p1 bid 500", start(LAB))
    assert t.check(start(LAB), action) is not None


@pytest.mark.parametrize(
    ("text", "column", "why"),
    [
        ("", 1, "the line is empty"),
        ("# only a comment", 1, "the line is empty"),
        ("p1", 3, "expected an action such as bid"),
        ("p1 bet 110", 4, "unknown action 'bet'"),
        ("p0 pass", 1, "expected a seat p1..p4, not 'p0'"),
        ("x1 pass", 1, "expected a seat such as p1"),
        ("p1 bid", 7, "expected a bid, the line ends"),
        ("p1 bid -5", 8, "expected a bid (a whole number), not '-5'"),
        ("p1 bid 1e3", 8, "not '1e3'"),
        ("p1 play 1h", 9, "not a card: '1h'"),
        ("p1 play Kh x", 12, "unexpected 'x'"),
        ("p1 give 9s p2", 9, "expected a seat p1..p4, not '9s'"),
        ("p1 pass now", 9, "unexpected 'now'"),
        ("deal Ah Kh", 11, "a deal ends with '/ talon'"),
        ("deal Ah / Kh", 11, "expected 'talon' after '/'"),
        ("deal Ah / talon Kh / talon Qh", 20, "one '/ talon' part"),
    ],
)
def test_bad_text_says_where_and_why(text: str, column: int, why: str) -> None:
    with pytest.raises(t.NotationError) as raised:
        t.parse_action(text)
    assert why in str(raised.value)
    assert raised.value.column == column
    assert str(raised.value).startswith(f"column {column}: ")


def test_censored_log_entries_format_but_do_not_parse() -> None:
    assert t.format_action(t.HiddenGiveCard(seat=1, to=0)) == "p2 give p1 ?"
    hidden = t.HiddenDeal(seat=0, hand=t.parse_cards("9s Ah"))
    assert t.format_action(hidden) == "p1 dealt 9s Ah"
    assert t.format_action(t.HiddenDeal(seat=None, hand=())) == "dealt"
    with pytest.raises(t.NotationError):
        t.parse_action("p2 give p1 ?")


@_SETTINGS
@given(playouts(with_context=True))
def test_every_action_of_a_playout_round_trips(playout: Playout) -> None:
    state = playout.states[0]
    for action in playout.actions:
        line = t.format_action(action)
        assert t.parse_action(line) == action
        assert t.parse_action(line, state) == action
        state = t.apply(state, action)


# --- records as text -------------------------------------------------------------------


def _ruff_record() -> t.RoundRecord:
    state = give(bid(start(RUFF), "p p"), RUFF_GIFTS)
    state = play(t.apply(state, t.DeclareContract(seat=1, value=100)), " ".join(RUFF_PLAY))
    return t.record_of(state, players=["Ann", "Bob", "Cy"], extra={"_event": "club night #3"})


def test_a_record_as_text() -> None:
    text = t.format_record(_ruff_record())
    lines = text.splitlines()
    assert lines[:6] == [
        "format 1",
        "rules {}",
        "dealer p1",
        'players ["Ann", "Bob", "Cy"]',
        '_event "club night #3"',
        "deal Qs Ks Ts Tc Kc Qc 9c | As Ac Ah Th Kh Qh Jc | 9s Js Ad Td Kd Jh 9h / talon 9d Jd Qd",
    ]
    assert lines[6:11] == [
        "p3 pass",
        "p1 pass",
        "p2 give p3 Qd",
        "p2 give p1 Jd",
        "p2 contract 100",
    ]
    assert lines[11:14] == ["p2 play As", "p3 play 9s", "p1 play Ks"]
    assert "p2 play Kh m" in lines
    assert t.parse_record(text) == _ruff_record()


def test_a_hand_written_record_with_comments() -> None:
    text = """
    # Seat numbers are 1-based in notation: p1 is seat 0.
    format 1
    rules {"bidding": {"bid_step": 10, "min_bid": 100}, "talon": {"concede": false}}
    dealer p3     # seat 2 deals, p1 is on the hundred
    date 2024-05-01
    _note "bring #2 pencils"

    deal Ac Tc Kc Qc Ts Jd 9d | Ah Kh Qh As Ks Qs 9c | Ad Td Kd Qd Th Jh 9h / talon 9s Js Jc
    p2 bid 110   # the auction opens left of p1
    p3 pass
    p1 pass
    """
    record = t.parse_record(text)
    assert record.rules.bidding.bid_step == 10
    assert record.rules.talon.concede is False
    assert record.dealer == 2
    assert record.date == "2024-05-01"
    assert dict(record.extra) == {"_note": "bring #2 pencils"}
    assert record.actions == (t.Bid(seat=1, value=110), t.Pass(seat=2), t.Pass(seat=0))
    assert t.final_state(record).declarer == 1


@pytest.mark.parametrize(
    ("text", "line", "why"),
    [
        ("dealer p1\n", 1, "a record starts with a 'format 1' line"),
        ("", 1, "a record starts with a 'format 1' line"),
        ("format 2\n", 1, "unsupported format '2'"),
        ("format 1\nformat 1\n", 2, "'format' is given twice"),
        ("format 1\nrules {\n", 2, "not a JSON value"),
        (
            'format 1\nrules {"play": {"marriage_timing": "never"}}\n',
            2,
            "rules.play.marriage_timing: expected one of after_trick",
        ),
        ('format 1\nrules {"dealing": {"players": 5}}\n', 2, "must be 2, 3 or 4, not 5"),
        ('format 1\nplayers "Ann"\n', 2, "players is a JSON list of names"),
        ("format 1\ndealer p4\n", 2, "the dealer must be a seat 0..2"),
        ("format 1\ndealer 1\n", 2, "expected a seat p1..p4, not '1'"),
        ("format 1\np3 pass\n", 2, "the cards have not been dealt yet"),
        (f"format 1\n{t.format_action(LAB)}\n{t.format_action(LAB)}\n", 3, "the deal comes once"),
        (f"format 1\n{t.format_action(LAB)}\np3 pass\np3 pass\n", 4, "p3 has passed"),
        (f"format 1\n{t.format_action(LAB)}\np3 pass\np1 bid 100\n", 4, "must bid 105"),
        (f"format 1\n{t.format_action(LAB)}\np3 pass\nformat 1\n", 4, "expected a seat"),
        ("format 1\ndeal Ah / talon Kh\n", 2, "hands, not 1"),
        ("format 1\n" + t.format_action(LAB).replace("Jc", "Ac") + "\n", 2, "Ac is dealt twice"),
    ],
)
def test_a_bad_record_says_which_line_and_why(text: str, line: int, why: str) -> None:
    with pytest.raises(t.NotationError) as raised:
        t.parse_record(text)
    assert why in str(raised.value)
    assert raised.value.line == line
    assert str(raised.value).startswith(f"line {line}")


def test_free_form_keys_must_be_one_word_in_text() -> None:
    record = t.RoundRecord(extra={"_two words": 1})
    with pytest.raises(t.NotationError, match="one word"):
        t.format_record(record)


@_SETTINGS
@given(round_records())
def test_records_round_trip_through_text(record: t.RoundRecord) -> None:
    text = t.format_record(record)
    assert t.parse_record(text) == record


# --- numbers and words too long to read --------------------------------------------------

_HUGE = "9" * 100_000
"""More digits than Python converts to an int (4300 by default)."""


@pytest.mark.parametrize(
    ("text", "column"),
    [
        (f"p{_HUGE} pass", 1),
        (f"p1 give p{_HUGE} 9s", 9),
        (f"p1 bid {_HUGE}", 8),
        (f"p1 contract {_HUGE}", 13),
        (f"p1 talon {_HUGE}", 10),
        (f"p1 play {_HUGE}", 9),
        (f"p1 redeal {_HUGE}", 11),
        (f"exposed {_HUGE}", 9),
        (f"deal {_HUGE} / talon Ah", 6),
    ],
)
def test_a_huge_number_is_a_notation_error_at_its_column(text: str, column: int) -> None:
    for state in (None, start(LAB)):
        with pytest.raises(t.NotationError) as raised:
            t.parse_action(text, state)
        assert raised.value.column == column
        # The message quotes the word cut short: it stays readable and small.
        assert len(str(raised.value)) < 300


def test_a_seat_of_many_digits_is_no_seat_even_with_leading_zeros() -> None:
    assert t.parse_action("p0001 pass") == t.Pass(seat=0)
    with pytest.raises(t.NotationError, match=re.escape("expected a seat p1..p4")):
        t.parse_action("p" + "0" * 5000 + "1 pass")


@pytest.mark.parametrize(
    ("text", "line", "why"),
    [
        (f"format 1\ndealer p{'9' * 5000}\n", 2, "expected a seat p1..p4"),
        (f"format 1\n{t.format_action(LAB)}\np{_HUGE} pass\n", 3, "expected a seat"),
        (f"format 1\n_big {'9' * 5000}\n", 2, "not a JSON value"),
        (f"format 1\n_deep {'[' * 100_000}{']' * 100_000}\n", 2, "not a JSON value"),
        (f"format 1\nplayers {'[' * 100_000}{']' * 100_000}\n", 2, "not a JSON value"),
        (f'format 1\nrules {{"bidding": {{"max_bid": {"9" * 4000}}}}}\n', 2, "bidding.max_bid"),
        (f'format 1\ncontext {{"golden": {"9" * 4000}}}\n', 2, "golden"),
        (f"format {'9' * 5000}\n", 1, "unsupported format"),
    ],
)
def test_huge_numbers_and_deep_json_in_a_record_are_notation_errors(
    text: str, line: int, why: str
) -> None:
    with pytest.raises(t.NotationError) as raised:
        t.parse_record(text)
    assert why in str(raised.value)
    assert raised.value.line == line
    assert len(str(raised.value)) < 500
