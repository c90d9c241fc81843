"""Fuzzing the command line in-process: hostile arguments, standard input and files.

Each command runs through :func:`thousand.cli.main.main` with the test's own streams. It
must end with a documented exit status (``docs/cli.md``: 0, 1, 2; an argument refused
exits 2 through ``argparse``, ``--help`` 0) and never raise anything else, whatever the
arguments, the bytes typed or piped in, or the file it reads: random bytes, text that is
almost notation, and real records mutated. ``check`` and ``replay`` exit alike on the same
file. The work is bounded by the input: one deal at most, the input read to its end.

``THOUSAND_FUZZ_EXAMPLES`` sets the examples of each test, as for the untrusted-input
suite (``nox -s fuzz`` runs them at length).
"""

from __future__ import annotations

import io
import os
import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import thousand as t
from thousand.cli.console import Console
from thousand.cli.main import main
from thousand.cli.status import Status
from thousand.serialization import dumps

EXAMPLES = int(os.environ.get("THOUSAND_FUZZ_EXAMPLES", "100"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize="THOUSAND_FUZZ_EXAMPLES" not in os.environ,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)
GAMES = settings(FUZZ, max_examples=max(1, EXAMPLES // 4))
"""Fewer examples where a deal is played: each plays up to a deal."""

STATUSES = {Status.OK, Status.INVALID, Status.UNREADABLE}


@pytest.fixture(autouse=True, scope="module")
def _english() -> Iterator[None]:
    """The command line in English whatever the language of the machine running the tests."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("LC_ALL", "C.UTF-8")
        yield


def run(argv: list[str], stdin: bytes = b"") -> tuple[int, str]:
    """The exit status and the output; a refused argument is the status ``argparse`` gave."""
    text_in = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8", errors="strict")
    out = io.StringIO()
    try:
        status = main(argv, Console(text_in, out))
    except SystemExit as exited:
        # argparse: 0 after --help, 2 for arguments it refuses; anything else is a bug.
        code = exited.code
    else:
        return status, out.getvalue()
    assert code in (Status.OK, Status.UNREADABLE), code
    return int(code or 0), out.getvalue()


# --- what is fed: lines, bytes, records ------------------------------------------------------


@cache
def records() -> list[str]:
    """Real deals and a game, as notation and JSON, to be mutated."""
    rules = t.Rules()
    out = []
    game = t.new_game(rules)
    rng = random.Random(4)
    rounds = []
    for _ in range(2):
        state = t.bots.play_to_end(t.next_round(game, rng))
        rounds.append(t.record_of(state))
        out += [t.format_record(t.record_of(state)), dumps(t.record_of(state))]
        game = t.record_round(game, t.round_result(state))
    out.append(dumps(t.GameRecord(rules=rules, rounds=rounds)))
    return out


WORDS = [
    "1", "2", "12", "0", "-1", "²", "٣", "9" * 5000, "hint", "undo", "auto", "help", "?",
    "quit", "q", "pass", "bid 105", "bid 1" + "0" * 400, "play Ah", "play Kh m", "give p2 9s",
    "contract 120", "concede", "p2 120 : 35 70 15 ; tricks 2 4 2 ; marriages p2:h",
    "redeal p2", "p1 100 : 35 70", "# a comment", "", "   ", "\t",
]  # fmt: skip

LINES = st.one_of(
    st.sampled_from(WORDS).map(str.encode),
    st.text(max_size=40).map(lambda text: text.encode("utf-8", "surrogatepass")),
    st.binary(max_size=40),
    st.integers(5000, 20_000).map(lambda n: b"x" * n),  # longer than a line may be
)
STDIN = st.lists(LINES, max_size=30).map(b"\n".join)


def _mutated(text: str, data: st.DataObject) -> bytes:
    raw = text.encode()
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        at = data.draw(st.integers(0, max(0, len(raw) - 1)), label="at")
        kind = data.draw(st.sampled_from(["byte", "cut", "insert", "digits"]), label="kind")
        if kind == "byte":
            raw = raw[:at] + bytes([data.draw(st.integers(0, 255))]) + raw[at + 1 :]
        elif kind == "cut":
            raw = raw[:at] + raw[at + data.draw(st.integers(1, 60)) :]
        elif kind == "insert":
            raw = raw[:at] + data.draw(st.binary(max_size=30), label="bytes") + raw[at:]
        else:
            raw = raw[:at] + b"9" * data.draw(st.sampled_from([3, 12, 5000])) + raw[at:]
    return raw


FILES = st.one_of(
    st.binary(max_size=300),
    st.text(max_size=300).map(str.encode),
    st.sampled_from(
        ["", "{", "[]", "{}", '{"format": 1}', "format 1\n", "format 1\np1 pass\n"]
    ).map(str.encode),
)


# --- the tests -------------------------------------------------------------------------------

OPTIONS = [
    "play", "replay", "check", "score", "--rules", "classic", "gambler", "two_player",
    "four_player", "--seat", "p1", "p2", "p4", "p0", "--bot", "simple", "search", "--seed",
    "7", "-1", "9" * 30, "--ascii", "--deals", "1", "0", "--all", "--dealer", "--names",
    "a,b,c", "a,b", "", "--help", "-h", "--", "p²", "--version", "nope",
]  # fmt: skip


@GAMES
@given(
    st.lists(st.one_of(st.sampled_from(OPTIONS), st.text(max_size=12)), max_size=8),
    STDIN,
)
def test_any_arguments_end_with_a_documented_status(argv: list[str], stdin: bytes) -> None:
    # Not a file a test cannot read alone: standard input, a device that never ends.
    argv = [a for a in argv if not a.startswith("/dev/") and a != "-"]
    if argv[:1] == ["play"]:
        argv += ["--deals", "1"]  # one deal at most: the work stays bounded
    status, out = run(argv, stdin)
    assert status in STATUSES
    assert isinstance(out, str)


@GAMES
@given(STDIN, st.sampled_from(["classic", "two_player", "four_player", "gambler"]))
def test_play_reads_any_input_to_its_end(stdin: bytes, rules: str) -> None:
    status, out = run(["play", "--seed", "3", "--deals", "1", "--rules", rules], stdin)
    assert status == Status.OK
    assert out.startswith("seed 3")


@FUZZ
@given(STDIN, st.sampled_from(["classic", "two_player", "four_player"]))
def test_score_reads_any_input_to_its_end(stdin: bytes, rules: str) -> None:
    status, out = run(["score", "--rules", rules], stdin)
    assert status in (Status.OK, Status.INVALID)
    assert len(out) <= 2000 + 400 * (stdin.count(b"\n") + 1)  # a line or so per line read


@FUZZ
@given(data=st.data())
def test_check_and_replay_agree_on_any_file(
    data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    if data.draw(st.booleans(), label="mutate a record"):
        content = _mutated(data.draw(st.sampled_from(records()), label="record"), data)
    else:
        content = data.draw(FILES, label="file")
    path: Path = tmp_path_factory.mktemp("fuzz") / "record"
    path.write_bytes(content)
    checked, check_out = run(["check", str(path)])
    replayed, replay_out = run(["replay", "--all", "--ascii", str(path)])
    assert checked in STATUSES
    assert replayed == checked
    if checked != Status.OK:
        assert replay_out == check_out
    else:
        assert check_out.startswith("valid: ")
        assert replay_out.isascii()


@FUZZ
@given(data=st.data(), stdin=STDIN)
def test_replay_steps_through_any_input(
    data: st.DataObject, stdin: bytes, tmp_path_factory: pytest.TempPathFactory
) -> None:
    path: Path = tmp_path_factory.mktemp("fuzz") / "record"
    path.write_text(data.draw(st.sampled_from(records()), label="record"), "utf-8")
    status, _ = run(["replay", str(path)], stdin)
    assert status == Status.OK
