"""The command line under hostile use: odd lines typed, bytes that are not text, huge
files, files of every kind of wrong, and arguments out of range.

Each command runs in-process (:func:`thousand.cli.main.main` with streams of the test's
own), so that a refusal is checked by its message and exit status, never by a traceback.
The exit statuses are the documented ones (``docs/cli.md``): 0 done, 1 a record that does
not hold up or a summary refused, 2 a file that is no record or arguments refused.
"""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

import thousand as t
from thousand.cli import documents
from thousand.cli.console import MAX_LINE, Console
from thousand.cli.main import main
from thousand.cli.status import InputError, Problem, Status
from thousand.serialization import dumps

SUMMARY = "p2 120 : 35 70 15 ; tricks 2 4 2 ; marriages p2:h"


@pytest.fixture(autouse=True, scope="module")
def _english() -> Iterator[None]:
    """The command line in English whatever the language of the machine running the tests."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("LC_ALL", "C.UTF-8")
        yield


def run(argv: list[str], stdin: bytes = b"", *, encoding: str = "utf-8") -> tuple[int, str]:
    """The exit status of ``python -m thousand`` with ``argv``, and what it printed.

    Standard input is read from bytes, decoded strictly, as a terminal's or a pipe's is;
    the output is written in ``encoding``, as to a terminal that can show only that.
    """
    text_in = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8", errors="strict")
    raw_out = io.BytesIO()
    text_out = io.TextIOWrapper(raw_out, encoding=encoding, errors="strict")
    status = main(argv, Console(text_in, text_out))
    text_out.flush()
    return status, raw_out.getvalue().decode(encoding)


def _played(seed: int = 3) -> t.RoundState:
    rules = t.Rules()
    return t.bots.play_to_end(t.apply(t.new_round(rules), t.deal(rules, random.Random(seed))))


def _game(deals: int = 2) -> t.GameRecord:
    rules = t.Rules()
    game = t.new_game(rules)
    rng = random.Random(1)
    records = []
    for _ in range(deals):
        state = t.bots.play_to_end(t.next_round(game, rng))
        records.append(t.record_of(state))
        game = t.record_round(game, t.round_result(state))
    return t.GameRecord(rules=rules, rounds=records)


# --- play: whatever is typed at the prompt, the game goes on -------------------------------


@pytest.mark.parametrize(
    "typed",
    [
        "²".encode(),  # a digit to str.isdigit, not to int()
        "٣".encode(),  # an Arabic-Indic three
        b"9" * 5000,  # more digits than int() reads from text
        b"1" + b"0" * 4400,
        b"\xff\xfe not text",
        b"\xc3",  # a UTF-8 sequence cut short
        b"x" * (MAX_LINE + 10),  # a line too long
        b"0",
        b"-1",
        b"99999",
        b"play " + b"A" * 3000,
        b"\x00\x1b[2J",
    ],
    ids=repr,
)
def test_play_refuses_what_is_not_a_move_and_asks_again(typed: bytes) -> None:
    status, out = run(["play", "--seed", "3", "--deals", "1"], typed + b"\n1\nquit\n")
    assert status == Status.OK
    # A number out of range is answered in the person's terms; anything else is no move.
    numeric = len(typed) <= MAX_LINE and typed.decode("utf-8", "replace").lstrip("+-").isdigit()
    assert ("choose 1 to 2\n" if numeric else "not a move: ") in out
    if numeric:
        assert "unknown action" not in out
    # Asked again, it took the first move (bid 105) and then stopped when told to.
    assert "p1 bid 105" not in out  # the person's own moves are not echoed
    assert out.count("your move") >= 2
    assert out.rstrip().endswith("bye")


def test_play_names_why_a_line_is_refused() -> None:
    _, out = run(["play", "--seed", "3", "--deals", "1"], b"\xff\n" + b"x" * 9000 + b"\nquit\n")
    assert "not a move: not_utf8: " in out
    assert "not a move: line_too_long: a line is at most 4,096 bytes long" in out


def test_play_ends_cleanly_at_the_end_of_the_input_after_bad_bytes() -> None:
    status, out = run(["play", "--seed", "5", "--deals", "1"], b"\xff\xff\xff")
    assert status == Status.OK
    assert out.rstrip().endswith("bye")


def test_play_ascii_writes_only_ascii() -> None:
    status, out = run(
        ["play", "--seed", "7", "--deals", "2", "--auto", "--ascii"], encoding="ascii"
    )
    assert status == Status.OK
    assert out.isascii()
    assert "dealer p1 | " in out
    assert "=== deal 2" in out


def test_play_without_ascii_on_an_ascii_terminal_does_not_stop() -> None:
    status, out = run(["play", "--seed", "7", "--deals", "1", "--auto"], encoding="ascii")
    assert status == Status.OK
    assert "dealer p1 ? " in out  # what the terminal cannot show, as "?"


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--seed", "9" * 5000],
        ["play", "--seed", "²"],
        ["play", "--seed", "1.5"],
        ["play", "--deals", "0"],
        ["play", "--deals", "-3"],
        ["play", "--deals", "9" * 30],
        ["play", "--seat", "p²"],
        ["play", "--seat", "p" + "9" * 5000],
        ["play", "--seat", "p0"],
        ["play", "--seat", "p4"],
        ["play", "--rules", "nope"],
        ["score", "--names", "a,b"],
        ["score", "--dealer", "p9"],
        ["check"],
        ["replay"],
        ["nope"],
        [],
    ],
    ids=lambda argv: " ".join(a if len(a) < 12 else a[:9] + "..." for a in argv),
)
def test_arguments_out_of_range_exit_2_with_a_usage_message(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        run(argv)
    assert exited.value.code == Status.UNREADABLE
    error = capsys.readouterr().err
    assert error.startswith("usage: ")
    assert len(error) < 2000  # a huge argument is not quoted whole


def test_a_seed_of_twenty_digits_is_played() -> None:
    status, out = run(["play", "--seed", "9" * 20, "--deals", "1", "--auto", "--ascii"])
    assert status == Status.OK
    assert out.startswith("seed " + "9" * 20)


# --- score: a line per deal, bad bytes refused, output that grows with the input -----------


def test_score_refuses_a_line_that_is_not_text_and_goes_on() -> None:
    status, out = run(["score"], b"\xff\xfe\n" + SUMMARY.encode() + b"\n")
    assert status == Status.INVALID
    assert "line 1: not_utf8: " in out
    assert "  1  dealer p1  p2: 120 made" in out


def test_score_refuses_a_line_too_long_and_goes_on() -> None:
    status, out = run(["score"], b"p2 " + b"1" * 100_000 + b"\n" + SUMMARY.encode() + b"\n")
    assert status == Status.INVALID
    assert "line 1: line_too_long: " in out
    assert "  1  dealer p1  p2: 120 made" in out


def test_score_output_grows_with_the_lines_read_not_their_square() -> None:
    # Each deal thrown in (a redeal claimed) is a line of the sheet and ends nobody's game.
    lines = 400
    text = "".join(f"redeal p{1 + i % 3}\n" for i in range(lines))
    status, out = run(["score"], text.encode())
    assert status == Status.OK
    assert out.count("redeal") >= 2 * lines  # each deal's line, then the whole sheet
    # The sheet after every line printed 400 sheets of up to 400 lines: 13 MB here.
    assert len(out) <= 200 * lines


def test_score_undo_says_what_it_took_back_without_the_sheet() -> None:
    text = "\n".join([SUMMARY] * 3 + ["undo"] * 5) + "\n"
    status, out = run(["score"], text.encode())
    assert status == Status.OK
    assert [line for line in out.splitlines() if line.startswith("took back")] == [
        "took back deal 3",
        "took back deal 2",
        "took back deal 1",
    ]
    assert out.count("nothing to undo") == 2
    assert out.count("  #  deal") == 1  # the heading only: the game has no deals left


def test_score_undo_takes_back_at_most_the_last_hundred_deals() -> None:
    from thousand.cli.score import UNDO_DEPTH

    text = "redeal p2\n" * (UNDO_DEPTH + 5) + "undo\n" * (UNDO_DEPTH + 2)
    status, out = run(["score"], text.encode())
    assert status == Status.OK
    took = [line for line in out.splitlines() if line.startswith("took back")]
    assert len(took) == UNDO_DEPTH
    assert took[0] == f"took back deal {UNDO_DEPTH + 5}"
    assert out.count("no more to undo") == 2


# --- check and replay: every kind of file, the documented exit statuses --------------------


def _files(tmp_path: Path) -> dict[str, tuple[Path, Status, str]]:
    """Files of every kind: the path, the status both commands exit with, what they say."""
    record = t.record_of(_played())
    lines = t.format_record(record).splitlines()
    at = next(i for i, line in enumerate(lines) if " play " in line) + 1
    lines[at], lines[at + 1] = lines[at + 1], lines[at]
    bad_json = json.loads(dumps(record))
    bad_json["actions"][2] = {"type": "play", "seat": 1, "card": "Ah"}
    bad_value = json.loads(dumps(record))
    bad_value["actions"][2] = {"type": "bid", "seat": 1, "value": "many"}
    contents: dict[str, tuple[str | bytes | None, Status, str]] = {
        "missing": (None, Status.UNREADABLE, "unreadable: cannot_open: "),
        "empty": ("", Status.UNREADABLE, "unreadable: "),
        "blank": ("\n\n   \n", Status.UNREADABLE, "unreadable: "),
        "not utf-8": (b"\xff\xfe\x00format", Status.UNREADABLE, "unreadable: not_utf8: "),
        "not notation": ("hello world\n", Status.UNREADABLE, "unreadable: "),
        "a bad line": ("format 1\nhello world\n", Status.UNREADABLE, "unreadable: "),
        "not json": ("{not json", Status.UNREADABLE, "unreadable: not_json: "),
        "a json list": ("[1, 2]", Status.UNREADABLE, "unreadable: "),
        "another format": ('{"format": 9}', Status.UNREADABLE, "unreadable: not_a_record: "),
        "a huge format": (
            '{"format": ' + "9" * 4000 + "}",
            Status.UNREADABLE,
            "unreadable: not_a_record: ",
        ),
        "an illegal text action": ("\n".join(lines) + "\n", Status.INVALID, "invalid: action "),
        "an illegal json action": (json.dumps(bad_json), Status.INVALID, "invalid: action 4: "),
        "a value of the wrong kind": (json.dumps(bad_value), Status.INVALID, "invalid: "),
        "a valid deal": (t.format_record(record), Status.OK, ""),
        "a valid game": (dumps(_game()), Status.OK, ""),
    }
    out = {}
    for name, (content, status, says) in contents.items():
        path = tmp_path / name.replace(" ", "_")
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif content is not None:
            path.write_text(content, "utf-8")
        out[name] = (path, status, says)
    out["a folder"] = (tmp_path, Status.UNREADABLE, "unreadable: cannot_open: ")
    return out


def test_check_and_replay_exit_alike_for_every_kind_of_file(tmp_path: Path) -> None:
    for name, (path, status, says) in _files(tmp_path).items():
        checked, check_out = run(["check", str(path)])
        replayed, replay_out = run(["replay", "--all", "--ascii", str(path)])
        assert (checked, replayed) == (status, status), name
        if status != Status.OK:
            assert check_out.startswith(says), (name, check_out)
            assert replay_out == check_out, name
        else:
            assert check_out.startswith("valid: "), name
            assert replay_out.isascii(), name


def test_check_refuses_a_file_over_the_limit_having_read_no_more(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(documents, "MAX_RECORD_BYTES", 1000)
    big = tmp_path / "big.txt"
    big.write_text("format 1\n" + "p1 pass\n" * 200, "utf-8")
    for command in ("check", "replay"):
        status, out = run([command, str(big)])
        assert status == Status.UNREADABLE
        assert out.startswith("unreadable: too_large: ")


def test_an_endless_file_is_refused_when_the_limit_is_read() -> None:
    # /dev/zero has no size to ask and no end: only the first 4 MiB and a byte are read.
    zero = Path("/dev/zero")
    if not zero.exists():  # pragma: no cover - not on Windows
        pytest.skip("no /dev/zero")
    status, out = run(["check", str(zero)])
    assert status == Status.UNREADABLE
    assert out.startswith("unreadable: too_large: /dev/zero is larger than 4 MiB")


def test_read_text_reads_at_most_one_byte_over_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    read: list[int] = []

    class Counting(io.BytesIO):
        def read(self, size: int | None = -1) -> bytes:
            data = super().read(size)
            read.append(len(data))
            return data

    monkeypatch.setattr("builtins.open", lambda path, mode="r": Counting(b"p1 pass\n" * 10_000_000))
    with pytest.raises(documents.UnreadableError) as refused:
        documents.read_text("huge")
    assert refused.value.problem is Problem.TOO_LARGE
    assert sum(read) == documents.MAX_RECORD_BYTES + 1


def test_replay_reads_a_line_that_is_not_text_as_enter(tmp_path: Path) -> None:
    path = tmp_path / "deal.txt"
    path.write_text(t.format_record(t.record_of(_played())), "utf-8")
    status, out = run(["replay", str(path)], b"\xff\n" + b"x" * 9000 + b"\nq\n")
    assert status == Status.OK
    assert "(not_utf8: " in out
    assert "(line_too_long: " in out
    assert "\n2. " in out
    assert "\n3. " not in out


def test_replay_ascii_of_a_game_writes_only_ascii(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(dumps(_game(3)), "utf-8")
    status, out = run(["replay", "--all", "--ascii", str(path)], encoding="ascii")
    assert status == Status.OK
    assert out.isascii()
    assert out.count("=== deal ") == 3


# --- the console itself ------------------------------------------------------------------


def test_the_console_skips_a_long_line_whole_and_reads_the_next() -> None:
    stdin = io.TextIOWrapper(io.BytesIO(b"a" * 100_000 + b"\nnext\n"), encoding="utf-8")
    console = Console(stdin, io.StringIO())
    with pytest.raises(InputError) as refused:
        console.ask("")
    assert refused.value.problem is Problem.LINE_TOO_LONG
    assert console.ask("") == "next"
    assert console.ask("") is None


def test_the_console_reads_a_stream_of_text_the_same_way() -> None:
    console = Console(io.StringIO("é" * 5000 + "\nnext\n"), io.StringIO())
    with pytest.raises(InputError) as refused:
        console.ask("")
    assert refused.value.problem is Problem.LINE_TOO_LONG
    assert console.ask("") == "next"
