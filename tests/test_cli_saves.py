"""Games that are not lost: ``play`` saves as it goes, ``--resume`` goes on exactly.

Most tests run the command line in-process (:func:`thousand.cli.main.main`) with a console
that types the moves and then stops the game the way a person or a fault would: Ctrl-C
(``KeyboardInterrupt`` where the next line is read), the end of the input (Ctrl-D), or an
exception from inside the game (a crash). One test sends a real SIGINT to a real terminal.
Nothing is timed: every game is bounded by ``--deals`` and by the lines typed.
"""

from __future__ import annotations

import io
import json
import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import thousand as t
from thousand.cli import play
from thousand.cli.console import Console
from thousand.cli.main import main
from thousand.cli.saves import PLAY_KEY, GameFile, default_path
from thousand.cli.status import Problem, Status
from thousand.serialization import dumps, loads


class Typist(Console):
    """Answers every prompt with ``answer``; after ``stop_after`` answers, ``stop`` happens.

    ``stop`` is an exception to raise (Ctrl-C is ``KeyboardInterrupt``) or ``None`` for
    the end of the input (Ctrl-D).
    """

    def __init__(
        self,
        answer: str = "1",
        stop_after: int | None = None,
        stop: BaseException | None = None,
    ) -> None:
        super().__init__(io.StringIO(), io.StringIO())
        self.answer = answer
        self.left = stop_after
        self.stop = stop
        self.asked = 0

    def ask(self, prompt: str) -> str | None:
        self.stdout.write(prompt)
        if self.left is not None:
            if self.left == 0:
                if self.stop is None:
                    return None
                raise self.stop
            self.left -= 1
        self.asked += 1
        return self.answer

    @property
    def text(self) -> str:
        out = self.stdout
        assert isinstance(out, io.StringIO)
        return out.getvalue()


def _main(argv: list[str], console: Console) -> tuple[int | None, str]:
    """The exit status (``None`` if an exception ended the command) and the output."""
    try:
        status: int | None = main(argv, console)
    except KeyboardInterrupt:
        status = None
    assert isinstance(console.stdout, io.StringIO)
    return status, console.stdout.getvalue()


def _record(path: Path) -> t.GameRecord:
    record: t.GameRecord = loads(path.read_text("utf-8"), t.GameRecord)
    return record


def _check(path: Path) -> tuple[int, str]:
    console = Console(io.StringIO(), io.StringIO())
    status = main(["check", str(path)], console)
    assert isinstance(console.stdout, io.StringIO)
    return status, console.stdout.getvalue()


def _played(record: t.GameRecord) -> list[object]:
    """What happened at the table: each deal's cards and actions (no dates)."""
    return [
        (entry.deal, entry.prelude, entry.actions) if isinstance(entry, t.RoundRecord) else entry
        for entry in record.rounds
    ]


# --- saved as it goes --------------------------------------------------------------------


def test_play_saves_after_every_action_a_record_check_accepts(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    typist = Typist(stop_after=6)  # six moves, then the end of the input
    status, out = _main(["play", "--seed", "3", "--save", str(path)], typist)
    assert status == Status.OK
    assert f"saving the game to {path}" in out
    assert f"play --resume {path}" in out
    record = _record(path)
    assert record.extra[PLAY_KEY] == {"seed": 3, "seat": 0, "bot": "simple"}
    last = record.rounds[-1]
    assert isinstance(last, t.RoundRecord)
    mine = [a for a in last.actions if getattr(a, "seat", None) == 0]
    assert len(mine) == 6  # every move typed is in the file, and the bots' after them
    assert not t.is_over(t.final_state(last))
    assert _check(path) == (Status.OK, "valid: a game of 1 deals, the last in progress\n")
    console = Console(io.StringIO(), io.StringIO())
    assert main(["replay", "--all", str(path)], console) == Status.OK
    assert isinstance(console.stdout, io.StringIO)
    replayed = console.stdout.getvalue()
    assert "=== deal 1 ===" in replayed
    assert f"{len(last.actions) + 1}. " in replayed  # every action saved, the deal counted


def test_the_file_is_written_by_replacing_it_whole(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    writes: list[str] = []
    original = GameFile.save

    def spy(self: GameFile, current: t.RoundState | None) -> None:
        original(self, current)
        text = self.path.read_text("utf-8")
        writes.append(text)
        loads(text, t.GameRecord)  # complete after every write, not only the last

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(GameFile, "save", spy)
        _main(["play", "--seed", "4", "--save", str(path), "--auto", "--deals", "1"], Typist())
    assert len(writes) > 20  # one a move, not one a deal
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left


def test_what_is_written_is_what_the_library_writes(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    _main(["play", "--seed", "5", "--save", str(path), "--auto", "--deals", "2"], Typist())
    text = path.read_text("utf-8")
    assert text == dumps(_record(path))


def test_ctrl_c_leaves_a_complete_file_that_resume_continues(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    typist = Typist(stop_after=4, stop=KeyboardInterrupt())
    status, out = _main(["play", "--seed", "8", "--save", str(path)], typist)
    assert status is None  # Ctrl-C ends the command (exit 130 from python -m thousand)
    assert f"play --resume {path}" in out
    assert _check(path)[0] == Status.OK
    before = _record(path)
    status, out = _main(["play", "--resume", str(path), "--auto", "--deals", "1"], Typist())
    assert status == Status.OK
    assert "resumed: 0 deals played, deal 1 in progress" in out
    after = _record(path)
    assert len(after.rounds) == 1
    first = after.rounds[0]
    assert isinstance(first, t.RoundRecord)
    last = before.rounds[-1]
    assert isinstance(last, t.RoundRecord)
    assert first.actions[: len(last.actions)] == last.actions
    assert t.is_over(t.final_state(first))
    assert _check(path)[0] == Status.OK


def test_a_crash_leaves_the_file_as_it_was_after_the_last_action(tmp_path: Path) -> None:
    path = tmp_path / "game.json"

    class CrashError(RuntimeError):
        pass

    typist = Typist(stop_after=5, stop=CrashError("a fault in the program"))
    with pytest.raises(CrashError):
        main(["play", "--seed", "9", "--save", str(path)], typist)
    assert f"the game is saved in {path}" in typist.text
    record = _record(path)
    last = record.rounds[-1]
    assert isinstance(last, t.RoundRecord)
    assert len([a for a in last.actions if getattr(a, "seat", None) == 0]) == 5
    assert _check(path)[0] == Status.OK


def test_ctrl_d_saves_and_says_how_to_go_on(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    status, out = _main(["play", "--seed", "2", "--save", str(path)], Typist(stop_after=2))
    assert status == Status.OK
    assert "bye" in out
    assert f"python -m thousand play --resume {path}" in out
    assert _check(path)[0] == Status.OK


# --- resumed exactly --------------------------------------------------------------------


def _stopped_and_resumed(
    tmp_path: Path, args: list[str], moves: int, deals: int
) -> tuple[t.GameRecord, t.GameRecord]:
    """The game played through, and the same game stopped after ``moves`` and resumed."""
    whole, parts = tmp_path / "whole.json", tmp_path / "parts.json"
    _main(["play", *args, "--save", str(whole), "--deals", str(deals)], Typist())
    stopped = Typist(stop_after=moves, stop=KeyboardInterrupt())
    _main(["play", *args, "--save", str(parts), "--deals", str(deals)], stopped)
    resumed = _record(parts)
    still = deals - (len(resumed.rounds) - 1)
    _main(["play", "--resume", str(parts), "--deals", str(still)], Typist())
    return _record(whole), _record(parts)


@pytest.mark.parametrize("moves", [0, 3, 11])
def test_a_resumed_game_is_the_game_played_through(tmp_path: Path, moves: int) -> None:
    whole, parts = _stopped_and_resumed(tmp_path, ["--seed", "21"], moves, deals=2)
    assert len(whole.rounds) == 2
    assert _played(parts) == _played(whole)
    assert parts.extra == whole.extra


def test_a_resumed_game_against_the_search_bot_is_the_game_played_through(
    tmp_path: Path,
) -> None:
    args = ["--seed", "5", "--bot", "search", "--seat", "p2"]
    whole, parts = _stopped_and_resumed(tmp_path, args, moves=2, deals=1)
    assert _played(parts) == _played(whole)


def test_resume_between_deals_deals_the_next_deal_the_game_would_have(tmp_path: Path) -> None:
    whole, parts = tmp_path / "whole.json", tmp_path / "parts.json"
    _main(["play", "--seed", "13", "--auto", "--deals", "3", "--save", str(whole)], Typist())
    _main(["play", "--seed", "13", "--auto", "--deals", "1", "--save", str(parts)], Typist())
    status, out = _main(["play", "--resume", str(parts), "--auto", "--deals", "2"], Typist())
    assert status == Status.OK
    assert "resumed: 1 deals played, deal 2 next" in out
    assert _played(_record(parts)) == _played(_record(whole))


def test_resume_can_save_to_another_file_and_keep_the_first(tmp_path: Path) -> None:
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    _main(["play", "--seed", "6", "--save", str(first)], Typist(stop_after=3))
    kept = first.read_text("utf-8")
    argv = ["play", "--resume", str(first), "--save", str(second), "--auto", "--deals", "1"]
    status, _ = _main(argv, Typist())
    assert status == Status.OK
    assert first.read_text("utf-8") == kept
    (deal,) = _record(second).rounds
    assert isinstance(deal, t.RoundRecord)
    assert t.is_over(t.final_state(deal))


def test_resuming_a_finished_game_says_it_is_over_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    _main(["play", "--seed", "1", "--auto", "--save", str(path)], Typist())
    game = t.final_state(_record(path))
    assert game.is_over
    kept = path.read_text("utf-8")
    status, out = _main(["play", "--resume", str(path)], Typist())
    assert status == Status.OK
    assert "this game is over; nothing to resume" in out
    assert "  #  deal" in out  # the final sheet
    assert path.read_text("utf-8") == kept


# --- files that cannot be resumed or saved to ------------------------------------------------


def _files(tmp_path: Path) -> Iterator[tuple[str, Path, Status, str]]:
    deal = t.bots.play_to_end(t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(2))))
    kinds: dict[str, tuple[str, Status, str]] = {
        "not json": ("{nope", Status.UNREADABLE, "unreadable: not_json: "),
        "a deal": (dumps(t.record_of(deal)), Status.UNREADABLE, "not_a_saved_game"),
        "a game without _play": (
            dumps(t.GameRecord()),
            Status.UNREADABLE,
            "unreadable: not_a_saved_game: ",
        ),
        "a bad _play": (
            dumps(t.GameRecord(extra={PLAY_KEY: {"seed": "x", "seat": 0, "bot": "simple"}})),
            Status.UNREADABLE,
            "not_a_saved_game",
        ),
        "an unknown bot": (
            dumps(t.GameRecord(extra={PLAY_KEY: {"seed": 1, "seat": 0, "bot": "oracle"}})),
            Status.UNREADABLE,
            "not_a_saved_game",
        ),
        "a seat out of range": (
            dumps(t.GameRecord(extra={PLAY_KEY: {"seed": 1, "seat": 3, "bot": "simple"}})),
            Status.UNREADABLE,
            "not_a_saved_game",
        ),
        "an illegal action": ("", Status.INVALID, "invalid: "),
    }
    good = tmp_path / "good.json"
    _main(["play", "--seed", "3", "--save", str(good)], Typist(stop_after=3))
    data = json.loads(good.read_text("utf-8"))
    data["rounds"][-1]["actions"][0] = {"type": "play", "seat": 0, "card": "Ah"}
    for name, (text, status, says) in kinds.items():
        path = tmp_path / (name.replace(" ", "_") + ".json")
        path.write_text(text or json.dumps(data), "utf-8")
        yield name, path, status, says
    yield "missing", tmp_path / "missing.json", Status.UNREADABLE, "unreadable: cannot_open: "


def test_resume_refuses_a_file_that_is_not_a_saved_game(tmp_path: Path) -> None:
    for name, path, status, says in _files(tmp_path):
        before = path.read_bytes() if path.exists() else None
        got, out = _main(["play", "--resume", str(path)], Typist())
        assert (got, says in out) == (status, True), (name, out)
        assert (path.read_bytes() if path.exists() else None) == before, name


@pytest.mark.parametrize("option", [["--rules", "gambler"], ["--seat", "p2"], ["--seed", "3"]])
def test_resume_refuses_settings_of_its_own(tmp_path: Path, option: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["play", "--resume", str(tmp_path / "x.json"), *option], Typist())
    assert exit_.value.code == Status.UNREADABLE


def test_save_refuses_to_overwrite_a_file(tmp_path: Path) -> None:
    path = tmp_path / "precious.json"
    path.write_text("my notes", "utf-8")
    status, out = _main(["play", "--save", str(path), "--deals", "1"], Typist())
    assert status == Status.UNREADABLE
    assert "file_exists: " in out
    assert path.read_text("utf-8") == "my notes"


def test_save_to_a_folder_that_is_not_there_is_refused_before_the_game(tmp_path: Path) -> None:
    status, out = _main(["play", "--save", str(tmp_path / "no" / "g.json")], Typist())
    assert status == Status.UNREADABLE
    assert "cannot_write: " in out
    assert "deal 1" not in out


def test_no_save_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("THOUSAND_SAVES", str(tmp_path))
    status, out = _main(["play", "--no-save", "--seed", "3", "--auto", "--deals", "1"], Typist())
    assert status == Status.OK
    assert "saving" not in out
    assert list(tmp_path.iterdir()) == []


def test_the_default_file_is_named_for_the_time_and_never_taken(tmp_path: Path) -> None:
    import datetime

    now = datetime.datetime(2024, 5, 1, 19, 30, 0)
    first = default_path(now, tmp_path)
    assert first.name == "thousand-20240501-193000.json"
    first.write_text("", "utf-8")
    assert default_path(now, tmp_path).name == "thousand-20240501-193000-2.json"


def test_play_without_save_saves_in_the_saves_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("THOUSAND_SAVES", str(tmp_path))
    status, _ = _main(["play", "--seed", "3", "--auto", "--deals", "1"], Typist())
    assert status == Status.OK
    (saved,) = tmp_path.iterdir()
    assert saved.name.startswith("thousand-")
    assert saved.suffix == ".json"
    assert _check(saved)[0] == Status.OK


# --- a real terminal, a real Ctrl-C -------------------------------------------------------------


def test_sigint_in_a_terminal_leaves_a_file_that_resumes(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    from test_cli import ENV, PROMPT

    path = tmp_path / "game.json"
    child = pexpect.spawn(
        sys.executable,
        ["-m", "thousand", "play", "--seed", "3", "--save", str(path)],
        env=ENV,
        encoding="utf-8",
        timeout=120,
    )
    child.expect(PROMPT)
    child.sendline("1")
    child.expect(PROMPT)
    child.sendintr()
    child.expect(f"play --resume {path}")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == Status.INTERRUPTED
    assert _check(path)[0] == Status.OK
    status, _ = _main(["play", "--resume", str(path), "--auto", "--deals", "1"], Typist())
    assert status == Status.OK
    first = _record(path).rounds[0]
    assert isinstance(first, t.RoundRecord)
    assert t.is_over(t.final_state(first))


def test_play_module_names_its_texts_in_one_place() -> None:
    assert set(play.SAYS) >= {"saving", "saved", "resume", "over", "not_a_game"}


# --- score: names in the lines, help, the format at the prompt, a sheet saved ------------------


def _score(argv: list[str], lines: list[str], *, tty: bool = False) -> tuple[int, str]:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return tty

    console = Console(Terminal("".join(line + "\n" for line in lines)), io.StringIO())
    status = main(["score", *argv], console)
    assert isinstance(console.stdout, io.StringIO)
    return status, console.stdout.getvalue()


NAMES3 = ["--names", "Ann,Bob,Cy"]
NAMES4 = ["--names", "Ann,Bob,Cy,Dan", "--rules", "four_player"]

FORMS = [
    # (the rules' options, a line as docs/formats.md writes it with a name for each seat)
    (NAMES3, "Bob 120 : 35 70 15 ; tricks 2 4 2"),
    (NAMES3, "Bob 120 conceded"),
    ([*NAMES3, "--rules", "games24"], "Bob 120 golden : 35 70 15 ; tricks 2 4 2"),
    (NAMES3, "redeal Bob"),
    (NAMES3, "redeal Bob hand_four_nines"),
    (NAMES3, "exposed Ann"),
    ([*NAMES3, "--rules", "glinskie"], "cut Cy"),
    (NAMES3, "Bob 120 : 35 70 15 ; tricks 2 4 2 ; marriages Bob:h Bob:s"),
    (NAMES3, "Bob 120 : 35 70 15 ; tricks 2 4 2 ; marriages Bob:♥ Bob:♠"),
    ([*NAMES3, "--rules", "gambler"], "Bob 120 : 35 70 15 ; tricks 2 4 2 ; ace Cy"),
    (NAMES3, "Bob 120 : 35 70 15 ; tricks 2 4 2 ; last Bob"),
    (NAMES3, "BOB 120:35 70 15;TRICKS 2 4 2;Marriages bob : H  # case and spaces"),
    (NAMES4, "Bob 100 : 0 120 0 0 ; tricks 0 8 0 0 ; marriages Bob:h ; out Ann ; talon 13"),
    (NAMES4, "Bob 100 : 0 120 0 0 ; tricks 0 8 0 0 ; out Ann ; talon 13 h"),
]


def _as_seats(line: str, names: list[str]) -> str:
    import re

    for seat, name in enumerate(names):
        line = re.sub(rf"(?i)(?<![\w]){name}(?![\w])", f"p{seat + 1}", line)
    return line


@pytest.mark.parametrize(("options", "line"), FORMS, ids=[line for _, line in FORMS])
def test_score_reads_each_documented_form_with_names(options: list[str], line: str) -> None:
    status, out = _score(options, [line])
    assert status == Status.OK, out
    assert "\n  1  " in out
    names = options[1].split(",")
    assert _score(options, [_as_seats(line, names)]) == (status, out)  # a name is its seat


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("thrown in", "outcome_mismatch"),
        ("Bob 120 : 35 70 15 ; tricks 2 4 2 ; half Ann:c", "marriage_kind_off"),
        ("Bob 120 : 35 70 15 ; tricks 2 4 2 ; nines Ann", "four_nines_impossible"),
        ("Bob 100 : 0 120 0 0 ; tricks 0 8 0 0 ; out Ann ; talon 13 ; aces 1", "sitting_out"),
    ],
)
def test_score_reads_the_forms_no_preset_plays_and_names_the_rule(line: str, reason: str) -> None:
    # No rule set ``--rules`` names has these; the line is read, and refused by the rules.
    names = ["Ann", "Bob", "Cy"] + (["Dan"] if "out" in line else [])
    options = NAMES4 if "out" in line else NAMES3
    status, out = _score(options, [line])
    assert status == Status.INVALID
    assert "invalid_notation" not in out
    assert "summary_shape" not in out
    assert f"line 1: {reason}: " in out
    assert t.parse_summary(_as_seats(line, names), len(names))  # the text is a summary


def test_score_reads_a_dark_deal_where_the_game_allows_one() -> None:
    # The Ukrainian rules: a golden round of three deals, then the first hand may play
    # dark, exactly 120 (C8 first_hand); Bob is first hand when Ann deals.
    golden = [
        "Bob 120 golden : 35 70 15 ; tricks 2 4 2",
        "Cy 120 golden : 35 15 70 ; tricks 2 2 4",
        "Ann 120 golden : 70 35 15 ; tricks 4 2 2",
    ]
    options = [*NAMES3, "--rules", "ukrainian_golden"]
    status, out = _score(options, [*golden, "Bob 120 dark : 35 70 15 ; tricks 2 4 2"])
    assert status == Status.OK, out
    assert "  4  dealer Ann Bob: 120 down           70 x2         -240 x2           30 x2" in out
    status, out = _score(options, ["Bob 120 dark : 35 70 15 ; tricks 2 4 2"])
    assert status == Status.INVALID  # the first deal is golden: no dark deal then
    assert "line 1: dark_mismatch: " in out


def test_score_names_the_column_as_typed() -> None:
    status, out = _score(["--names", "A,Bob,Cy"], ["A 120 : 35 70"])
    assert status == Status.INVALID
    assert "line 1: summary_shape: column 9: expected 3 card points" in out


@pytest.mark.parametrize(
    "names", ["Ann,Ann,Cy", "Ann,tricks,Cy", "Ann Marie,Bob,Cy", "Ann,p2,Cy", "Ann,Bob,120"]
)
def test_score_refuses_names_a_line_cannot_tell_from_its_words(names: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        _score(["--names", names], [])
    assert exit_.value.code == Status.UNREADABLE


def test_score_tells_a_player_called_as_a_suit_from_the_suit() -> None:
    # Initials a table may well use: H and S are players, and suits after ':'.
    line = "h 120 : 35 70 15 ; tricks 2 4 2 ; marriages H:h S:s ; last s"
    status, out = _score(["--names", "D,H,S"], [line])
    assert status == Status.OK, out
    seats = "p2 120 : 35 70 15 ; tricks 2 4 2 ; marriages p2:h p3:s ; last p3"
    assert _score(["--names", "D,H,S"], [seats]) == (status, out)


def test_score_answers_help_with_the_line_format_in_the_players_names() -> None:
    status, out = _score(NAMES3, ["help", "Bob 120 : 35 70 15 ; tricks 2 4 2", "?"])
    assert status == Status.OK
    assert out.count("One line a deal") == 2
    assert "Seats are Ann, Bob, Cy." in out
    assert "Bob 120 conceded" in out


def test_score_shows_the_line_format_at_the_prompt_of_a_terminal() -> None:
    lines = ["Bob 120 : 35 70 15 ; tricks 2 4 2", "quit", "Cy 110 : 20 40 60 ; tricks 2 2 4"]
    status, out = _score(NAMES3, lines, tty=True)
    assert status == Status.OK
    assert "deal 1 (e.g. Bob 120 : 35 70 15 ; tricks 2 4 2; help)> " in out
    assert "deal 2 (e.g. Bob 120" in out
    assert "dealer Bob" not in out  # quit stopped it before the third line
    piped = _score(NAMES3, lines[:1])[1]
    assert "(e.g." not in piped  # a pipe gets no prompts


def test_score_and_play_print_the_legend_once() -> None:
    lines = ["Bob 120 : 35 70 15 ; tricks 2 4 2", "Cy 110 : 20 40 60 ; tricks 2 2 4"]
    assert _score(NAMES3, lines)[1].count("/ bolt") == 1
    status, out = _main(["play", "--seed", "3", "--auto", "--deals", "3", "--no-save"], Typist())
    assert status == Status.OK
    assert out.count("  #  deal") == 3
    assert out.count("/ bolt") == 1


def test_score_saves_its_sheet_and_resume_goes_on_with_it(tmp_path: Path) -> None:
    path = tmp_path / "sheet.json"
    lines = [
        "Bob 120 : 35 70 15 ; tricks 2 4 2 ; marriages Bob:h",
        "Cy 110 : 20 40 60 ; tricks 2 2 4",
        "redeal Ann",
        "Ann 100 : 50 50 20 ; tricks 3 3 2",
    ]
    whole = _score(NAMES3, lines)[1]
    status, out = _score([*NAMES3, "--save", str(path)], lines[:2])
    assert status == Status.OK
    assert f"the sheet is saved in {path}" in out
    assert _check(path) == (Status.OK, "valid: a game of 2 deals\n")
    saved = _record(path)
    assert saved.players == ("Ann", "Bob", "Cy")
    status, out = _score(["--resume", str(path)], lines[2:])
    assert status == Status.OK
    assert "resumed: 2 deals" in out
    sheet = whole.split("\n\n", 1)[1]
    assert out.split("\n\n", 1)[1] == f"{sheet}the sheet is saved in {path}\n"  # the same sheet
    assert len(_record(path).rounds) == 4
    status, out = _score(["--resume", str(path)], ["undo"] * 5)
    took = [line for line in out.splitlines() if line.startswith("took back")]
    assert took[:1] == ["took back deal 4"]
    assert _record(path).rounds == ()


def test_score_resume_refuses_what_is_not_a_sheet(tmp_path: Path) -> None:
    playing = tmp_path / "playing.json"
    _main(["play", "--seed", "3", "--save", str(playing)], Typist(stop_after=2))
    deal = tmp_path / "deal.json"
    state = t.bots.play_to_end(t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(2))))
    deal.write_text(dumps(t.record_of(state)), "utf-8")
    for path in (playing, deal):
        status, out = _score(["--resume", str(path)], ["Bob 120 : 35 70 15 ; tricks 2 4 2"])
        assert status == Status.UNREADABLE
        assert "unreadable: not_a_saved_game: " in out
    with pytest.raises(SystemExit):
        _score(["--resume", str(deal), "--names", "A,B,C"], [])


def test_score_resumes_a_finished_game_of_play_as_its_summaries(tmp_path: Path) -> None:
    path = tmp_path / "played.json"
    _main(["play", "--seed", "3", "--auto", "--deals", "2", "--save", str(path)], Typist())
    status, out = _score(["--resume", str(path), "--save", str(tmp_path / "s.json")], [])
    assert status == Status.OK
    assert "resumed: 2 deals" in out
    game = t.final_state(_record(path))
    assert t.score_sheet(game) in out


# --- the example records ---------------------------------------------------------------------

RECORDS = Path(__file__).resolve().parent.parent / "examples" / "records"


def _example(name: str) -> tuple[t.GameRecord, t.GameState]:
    record = _record(RECORDS / name)
    return record, t.final_state(record)


def _kinds(game: t.GameState) -> set[t.EventKind]:
    return {event.kind for entry in game.rounds for seat in entry.events for event in seat}


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("classic-game.json", "valid: a game of 43 deals, won by p3\n"),
        ("two-player-game.json", "valid: a game of 13 deals, won by p2\n"),
        ("four-player-game.json", "valid: a game of 26 deals, won by p1\n"),
        ("barrel-fall-and-bolt.json", "valid: a game of 29 deals, won by p2\n"),
    ],
)
def test_each_example_record_checks_and_replays_clean(name: str, says: str) -> None:
    assert _check(RECORDS / name) == (Status.OK, says)
    console = Console(io.StringIO(), io.StringIO())
    assert main(["replay", "--all", "--ascii", str(RECORDS / name)], console) == Status.OK
    assert isinstance(console.stdout, io.StringIO)
    assert console.stdout.getvalue().count("=== deal ") == int(says.split()[4])
    # Every deal with its cards: a game played through the engine, not kept by score.
    assert all(isinstance(entry, t.RoundRecord) for entry in _record(RECORDS / name).rounds)


def test_the_classic_game_is_the_classic_rules_played_to_a_winner() -> None:
    record, game = _example("classic-game.json")
    assert record.rules == t.Rules()
    assert game.winner is not None
    assert max(game.scores) >= 1000


def test_the_two_and_four_player_games_are_what_their_names_say() -> None:
    two_record, two = _example("two-player-game.json")
    assert (two_record.rules.players, two.players, two.is_over) == (2, 2, True)
    four_record, four = _example("four-player-game.json")
    assert (four_record.rules.players, four.players, four.is_over) == (4, 4, True)
    deal = four_record.rounds[0]
    assert isinstance(deal, t.RoundRecord)
    assert deal.deal is not None
    assert deal.deal.hands[deal.dealer] == ()  # the dealer sits out


def test_the_barrel_game_has_a_fall_from_the_barrel_and_a_bolt() -> None:
    _, game = _example("barrel-fall-and-bolt.json")
    kinds = _kinds(game)
    assert t.EventKind.FELL_OFF_BARREL in kinds
    assert t.EventKind.BOLT in kinds
    assert t.EventKind.BOLT_PENALTY in kinds
    falls = [
        (number, seat)
        for number, entry in enumerate(game.rounds, 1)
        for seat, events in enumerate(entry.events)
        if any(e.kind is t.EventKind.FELL_OFF_BARREL for e in events)
    ]
    assert falls == [(25, 1)]  # as docs/cli.md tells it: deal 25, p2


def test_the_example_records_are_what_their_script_makes() -> None:
    sys.path.insert(0, str(RECORDS))
    try:
        import generate
    finally:
        sys.path.remove(str(RECORDS))
    for name, (rules, seed) in generate.GAMES.items():
        made = generate.game_record(generate.rules_of(rules), seed)
        assert made == _record(RECORDS / name), name


# --- the docs that use them ------------------------------------------------------------------

DOCS = RECORDS.parent.parent / "docs"


def test_the_cli_page_shows_what_check_and_replay_say_of_the_example_records() -> None:
    page = (DOCS / "cli.md").read_text("utf-8")
    shown = re.findall(r"\$ python -m thousand check (examples/records/\S+)\n(valid: .*)\n", page)
    assert len(shown) == 4
    for path, says in shown:
        assert _check(RECORDS.parent.parent / path) == (Status.OK, says + "\n")
    console = Console(io.StringIO(), io.StringIO())
    main(["replay", "--all", str(RECORDS / "barrel-fall-and-bolt.json")], console)
    assert isinstance(console.stdout, io.StringIO)
    replayed = console.stdout.getvalue()
    block = page.split("replay --all examples/records/barrel-fall-and-bolt.json\n")[1]
    rows = [line for line in block.split("```")[0].splitlines() if line[:3].strip().isdigit()]
    assert len(rows) == 4
    for row in rows:
        assert row in replayed


def test_the_formats_page_example_on_the_barrel_record_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    page = (DOCS / "formats.md").read_text("utf-8")
    (code,) = [b for b in re.findall(r"```python\n(.*?)```", page, re.S) if "barrel" in b]
    monkeypatch.chdir(RECORDS.parent.parent)
    exec(compile(code, "formats.md", "exec"), {})


def test_the_cli_page_shows_the_score_transcript_as_score_prints_it(tmp_path: Path) -> None:
    page = (DOCS / "cli.md").read_text("utf-8")
    block = page.split("$ python -m thousand score --names Ann,Bob,Cy --save sheet.json\n")[1]
    block = block.split("^D")[0]
    typed = [line for line in block.splitlines() if not line.startswith(("  ", "line", "took"))]
    status, out = _score([*NAMES3, "--save", str(tmp_path / "sheet.json")], typed)
    assert status == Status.INVALID
    for line in block.splitlines():
        if line not in typed:
            assert line in out.splitlines(), line


def test_resume_may_name_its_own_file_to_save_to(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    _main(["play", "--seed", "6", "--save", str(path)], Typist(stop_after=3))
    argv = ["play", "--resume", str(path), "--save", str(path), "--auto", "--deals", "1"]
    assert _main(argv, Typist())[0] == Status.OK
    (deal,) = _record(path).rounds
    assert isinstance(deal, t.RoundRecord)
    assert t.is_over(t.final_state(deal))


def test_a_save_that_fails_mid_game_is_said_once_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from thousand.cli import saves

    path = tmp_path / "game.json"
    real = saves.write_atomically
    calls = 0

    def full_disk(where: Path, text: str) -> None:
        nonlocal calls
        calls += 1
        if calls > 3:
            raise saves.SaveError(Problem.CANNOT_WRITE, "no space left on device")
        real(where, text)

    monkeypatch.setattr(saves, "write_atomically", full_disk)
    argv = ["play", "--seed", "3", "--save", str(path), "--auto", "--deals", "1"]
    status, out = _main(argv, Typist())
    assert status == Status.OK
    assert out.count("cannot save the game (cannot_write: no space left on device); trying") == 1
    assert "result    " in out  # the deal was played to its end
    assert _check(path)[0] == Status.OK  # the file as it was at the last write that worked
