"""The command line as a person uses it: a real terminal for play, plain runs for the rest."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

import thousand as t
from thousand.serialization import dumps

if TYPE_CHECKING:
    from pexpect import spawn

SRC = str(Path(t.__file__).resolve().parent.parent)
ENV = {**os.environ, "PYTHONPATH": SRC, "PYTHONIOENCODING": "utf-8", "LC_ALL": "C.UTF-8"}
"""The command line in English whatever the language of the machine running the tests."""


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "thousand", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=ENV,
        timeout=300,
        check=False,
    )


def _played_deal(seed: int = 3) -> t.RoundState:
    rules = t.Rules()
    return t.bots.play_to_end(t.apply(t.new_round(rules), t.deal(rules, random.Random(seed))))


def _game_record(deals: int = 3) -> t.GameRecord:
    rules = t.Rules()
    game = t.new_game(rules)
    rng = random.Random(1)
    records = []
    for _ in range(deals):
        state = t.bots.play_to_end(t.next_round(game, rng))
        records.append(t.record_of(state))
        game = t.record_round(game, t.round_result(state))
    return t.GameRecord(rules=rules, rounds=records)


# --- play, through a real terminal -----------------------------------------------------


def _spawn(*args: str) -> spawn[str]:
    # The test extra installs pexpect; the guard is for those running without it.
    pexpect = pytest.importorskip("pexpect")
    child: spawn[str] = pexpect.spawn(
        sys.executable,
        ["-m", "thousand", "play", *args],
        env=ENV,
        encoding="utf-8",
        timeout=120,
        dimensions=(50, 120),
    )
    return child


PROMPT = r"your move \(number, hint, undo, auto, help, quit\)> "


def test_play_moves_by_number_hint_undo_and_quit() -> None:
    pexpect = pytest.importorskip("pexpect")
    child = _spawn("--seed", "3", "--deals", "1")
    child.expect("seed 3")
    child.expect(r"hand p1 +[^\r\n]+\r\n")
    child.expect(r" 1  bid 105 +2  pass")
    child.expect(PROMPT)
    child.sendline("1")  # bid 105; the bots pass, the talon is ours
    child.expect(r"contract  p1 105")
    child.expect(r" 1  give p2 ")
    child.expect(PROMPT)
    child.sendline("hint")
    child.expect(r"hint \((search|simple) bot\): (\d+)  give p\d ")
    child.expect(PROMPT)
    child.sendline("undo")
    child.expect("took back: bid 105")
    child.expect(r"auction   p2 on 100 · p3 pass\r\n")
    child.expect(PROMPT)
    child.sendline("help")
    child.expect("take back your last move")
    child.expect(PROMPT)
    child.sendline("play Zz")
    child.expect("not a move")
    child.expect(PROMPT)
    child.sendline("pass")
    child.expect(r"p2 ")
    child.expect([PROMPT, "Enter for the next deal", pexpect.EOF])
    child.sendline("quit")
    child.expect("bye")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_play_a_whole_deal_typing_the_first_move_each_time() -> None:
    pexpect = pytest.importorskip("pexpect")
    child = _spawn("--seed", "11", "--deals", "1", "--ascii")
    moves = 0
    while True:
        seen = child.expect([PROMPT, pexpect.EOF])
        if seen == 1:
            break
        child.sendline("1")
        moves += 1
    child.close()
    assert child.exitstatus == 0
    assert moves >= 8  # at least one card a trick
    output = child.before or ""
    assert "result    " in output
    assert "  #  deal" in output  # the score sheet after the deal
    assert "♥" not in output


def test_play_against_the_search_bot_in_another_seat_with_auto() -> None:
    result = run(
        "play",
        "--bot",
        "search",
        "--seat",
        "p2",
        "--seed",
        "5",
        "--deals",
        "1",
        "--auto",
        "--rules",
        "gambler",
    )
    assert result.returncode == 0, result.stderr
    assert "seed 5" in result.stdout
    assert "p2 (you)" in result.stdout
    assert "result    " in result.stdout


def test_play_refuses_a_seat_the_rules_do_not_have() -> None:
    result = run("play", "--seat", "p4")
    assert result.returncode == 2
    assert "these rules have 3 seats" in result.stderr


# --- replay ----------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["text", "json"])
def test_replay_prints_the_table_after_each_action(tmp_path: Path, kind: str) -> None:
    state = _played_deal()
    record = t.record_of(state)
    path = tmp_path / f"deal.{kind}"
    path.write_text(t.format_record(record) if kind == "text" else dumps(record), "utf-8")
    result = run("replay", "--all", str(path))
    assert result.returncode == 0, result.stderr
    for number, _action in enumerate(state.log, 1):
        assert f"\n{number}. " in result.stdout
    assert result.stdout.count("dealer p1 · ") == len(state.log) + 1
    assert result.stdout.rstrip().endswith(str(state).splitlines()[-1])


def test_replay_steps_on_enter_and_stops_on_q(tmp_path: Path) -> None:
    path = tmp_path / "deal.txt"
    path.write_text(t.format_record(t.record_of(_played_deal())), "utf-8")
    result = run("replay", str(path), stdin="\n\nq\n")
    assert result.returncode == 0
    assert "\n1. " in result.stdout
    assert "\n2. " in result.stdout
    assert "\n3. " not in result.stdout


def test_replay_of_a_game_shows_the_sheet_after_each_deal(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(dumps(_game_record(3)), "utf-8")
    result = run("replay", "--all", "--ascii", str(path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("=== deal ") == 3
    assert result.stdout.count("  #  deal") == 3
    assert "♥" not in result.stdout


def test_replay_writes_the_seats_of_the_sheet_as_its_tables_do(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(dumps(_game_record(3)), "utf-8")
    out = run("replay", "--all", "--ascii", str(path)).stdout
    sheet = out[out.rindex("  #  deal") :].splitlines()
    assert sheet[0].split()[-3:] == ["p1", "p2", "p3"]
    for number, deal in enumerate(out.split("=== deal ")[1:], 1):
        table_dealer = re.search(r"^dealer (p\d) \| ", deal, re.MULTILINE)
        assert table_dealer is not None
        row = sheet[number].split()
        assert row[:3] == [str(number), "dealer", table_dealer.group(1)]
    assert "seat 0" not in out


# --- check -----------------------------------------------------------------------------


def test_check_says_a_valid_deal_and_game_are_valid(tmp_path: Path) -> None:
    record = t.record_of(_played_deal())
    for name, text in (
        ("deal.txt", t.format_record(record)),
        ("deal.json", dumps(record)),
        ("game.json", dumps(_game_record(2))),
    ):
        path = tmp_path / name
        path.write_text(text, "utf-8")
        result = run("check", str(path))
        assert result.returncode == 0, result.stdout
        assert result.stdout.startswith("valid: ")


def _swap_first_plays(lines: list[str]) -> int:
    at = next(i for i, line in enumerate(lines) if " play " in line) + 1
    lines[at], lines[at + 1] = lines[at + 1], lines[at]
    return at


def test_check_names_the_first_illegal_action_of_a_text_record(tmp_path: Path) -> None:
    state = _played_deal()
    lines = t.format_record(t.record_of(state)).splitlines()
    at = _swap_first_plays(lines)
    path = tmp_path / "bad.txt"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    result = run("check", str(path))
    assert result.returncode == 1
    number = at - 3 + 1  # the header's three lines come before the deal, action 1
    assert result.stdout == (
        f"invalid: action {number} (line {at + 1}): {lines[at]}\n"
        f"  not_your_turn: p{state.log[number - 1].seat + 1} is to act, not"  # type: ignore[union-attr]
        f" p{t.parse_action(lines[at]).seat + 1}\n"  # type: ignore[union-attr]
    )


def test_check_names_the_first_illegal_action_of_a_json_deal_and_game(tmp_path: Path) -> None:
    data = json.loads(dumps(t.record_of(_played_deal())))
    data["actions"][2] = {"type": "play", "seat": 1, "card": "Ah"}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), "utf-8")
    result = run("check", str(path))
    assert result.returncode == 1
    assert result.stdout.startswith("invalid: action 4: p2 play Ah\n  wrong_phase: ")
    game = json.loads(dumps(_game_record(3)))
    game["rounds"][1]["actions"][3] = {"type": "pass", "seat": 0}
    path.write_text(json.dumps(game), "utf-8")
    result = run("check", str(path))
    assert result.returncode == 1
    assert result.stdout.startswith("invalid: deal 2, action 5: p1 pass\n  ")


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (None, "cannot read"),
        (b"\xff\xfe\x00format", "not UTF-8"),
        ("format 1\nhello world\n", "expected a seat"),
        ("{not json", "not JSON"),
        ('{"format": 9}', "not a record of format 1"),
        ("[1, 2]", "starts with a 'format 1' line"),
    ],
)
def test_check_says_an_unreadable_file_is_unreadable(
    tmp_path: Path, content: str | bytes | None, says: str
) -> None:
    path = tmp_path / "file"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content, "utf-8")
    result = run("check", str(path))
    assert result.returncode == 2
    assert result.stdout.startswith("unreadable: ")
    assert says in result.stdout


# --- score -----------------------------------------------------------------------------


def test_score_prints_each_deals_line_then_the_sheet_and_refuses_bad_lines() -> None:
    lines = [
        "p2 120 : 35 70 15 ; tricks 2 4 2 ; marriages p2:h",
        "# the second deal was thrown in by a bad line",
        "p1 100 : 35 70",
        "p1 100 : 50 50 30 ; tricks 3 3 2",
        "p3 110 : 20 40 60 ; tricks 2 2 4",
        "undo",
        "redeal p2",
    ]
    result = run("score", "--names", "Ann, Bob, Cy", stdin="\n".join(lines) + "\n")
    assert result.returncode == 1
    out = result.stdout
    assert "line 3: summary_shape: column 10: expected 3 card points" in out
    assert "line 4: card_points_total: " in out
    sheets = out.split("  #  deal")
    assert len(sheets) == 1 + 2  # the heading before the first deal's line, the last sheet
    assert "Ann" in sheets[1]
    assert "Cy" in sheets[1]
    assert "  1  dealer Ann Bob: 120 made           35             120              15" in out
    assert "  2  dealer Bob Cy: 110 down            55             160             -95" in out
    assert "took back deal 2" in out
    assert "Cy: redeal" not in sheets[-1]
    assert "Bob: redeal" in sheets[-1]


def test_score_plays_a_game_to_its_winner() -> None:
    game = t.new_game(t.Rules())
    rng = random.Random(1)
    lines = []
    while game.winner is None:
        state = t.bots.play_to_end(t.next_round(game, rng))
        lines.append(t.format_summary(t.round_summary(state)))
        game = t.record_round(game, t.round_result(state))
    result = run("score", stdin="\n".join(lines) + "\n")
    assert result.returncode == 0, result.stdout
    assert f"The game is over: p{game.winner + 1} won." in result.stdout
    assert t.score_sheet(game, ["p1", "p2", "p3"]) in result.stdout


def test_the_rule_sets_are_offered_once_each() -> None:
    from thousand.cli.main import RULE_SETS

    assert RULE_SETS[0] == "classic"
    assert sorted(RULE_SETS) == sorted(t.PRESETS)
    done = run("play", "--rules", "nope")
    assert done.returncode == 2
    offered = re.findall(r"'(\w+)'", done.stderr.split("choose from", 1)[1])
    assert offered == list(RULE_SETS)
