"""Every code block of the docs that is not a doctest runs here, as the page shows it.

The doctests (```` ```{doctest} ````) run in `sphinx-build -b doctest`; the other blocks
(```` ```text ````, ```` ```console ````, ```` ```python ````) are the command line's
transcripts, commands to install or to measure, and drawings. Each is either run by a
test below or listed in `DRAWINGS`, and `test_every_block_is_run_or_a_drawing` fails on a
block that is neither, so a new example cannot go untested.
"""

from __future__ import annotations

import io
import json
import os
import random
import re
import runpy
import shlex
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest

import thousand as t
from thousand.cli.console import Console
from thousand.cli.main import main as cli_main
from thousand.cli.status import Status
from thousand.serialization import dumps

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SRC = str(Path(t.__file__).resolve().parent.parent)


@attrs.frozen
class Block:
    page: str
    line: int  # of the opening fence, counting from 1
    info: str
    lines: tuple[str, ...]

    @property
    def first(self) -> str:
        return next(line.strip() for line in self.lines if line.strip())

    def __str__(self) -> str:
        return f"{self.page}:{self.line}"


def _blocks() -> Iterator[Block]:
    for path in sorted(DOCS.glob("*.md")):
        lines = path.read_text("utf-8").splitlines()
        at = 0
        while at < len(lines):
            opening = re.match(r"(`{3,})(.*)$", lines[at])
            if opening is None:
                at += 1
                continue
            fence, info = opening.group(1), opening.group(2).strip()
            end = at + 1
            while end < len(lines) and lines[end].strip() != fence:
                end += 1
            yield Block(path.name, at + 1, info, tuple(lines[at + 1 : end]))
            at = end + 1


# Code blocks: everything but MyST directives ({doctest}, {rule-tests}, {image}, ...).
CODE = [block for block in _blocks() if not block.info.startswith("{")]


def _code(page: str, first: str) -> list[Block]:
    found = [b for b in CODE if b.page == page and b.first.startswith(first)]
    assert found, f"no block of {page} starts with {first!r}"
    return found


# Drawings of structure, not commands or output: nothing in them runs.
DRAWINGS = [
    ("architecture.md", "thousand/__init__.py"),
    ("architecture.md", "apply(state, action)"),
    ("architecture.md", "CUTTING (A9)"),
    ("architecture.md", "CUTTING ──► DEALING"),
    ("security.md", "client"),
]

# The blocks each test below runs, by page and first line.
INSTALLS = [
    ("arena.md", '$ pip install "thousand[dask]"'),
    ("openspiel.md", 'pip install "thousand[openspiel]"'),
    ("reinforcement-learning.md", 'pip install "thousand[pettingzoo]"'),
]
BENCHMARKS = [
    ("performance.md", "$ python benchmarks/"),
    ("reinforcement-learning.md", "python benchmarks/envs.py"),
]
SYNOPSIS = ("cli.md", "python -m thousand play    [")
# Each entry: blocks run in turn in one folder, a later one reading what an earlier one saved.
TRANSCRIPTS = [
    (("cli.md", "$ python -m thousand play --seed 7 --save mygame.json"),),
    (
        ("cli.md", "$ python -m thousand play --seed 7 --save saved.json"),
        ("cli.md", "$ python -m thousand check saved.json"),
    ),
    (("cli.md", "$ python -m thousand check examples/records/"),),
    (("cli.md", "$ python -m thousand replay --all deal.txt"),),
    (("cli.md", "$ python -m thousand check deal.txt"),),
    (("cli.md", "$ python -m thousand score --names Ann,Bob,Cy"),),
]
PYTHON = [("formats.md", "from pathlib import Path")]
PROTOCOL = ("frontends.md", 'out: {"format": 1, "to": 0,')


def test_every_block_is_run_or_a_drawing() -> None:
    covered = {
        str(block)
        for page, first in [
            *DRAWINGS,
            *INSTALLS,
            *BENCHMARKS,
            SYNOPSIS,
            *(key for keys in TRANSCRIPTS for key in keys),
            *PYTHON,
            PROTOCOL,
        ]
        for block in _code(page, first)
    }
    assert {str(block) for block in CODE} == covered


# --- installing -------------------------------------------------------------------------


@pytest.mark.parametrize("key", INSTALLS, ids=[key[1] for key in INSTALLS])
def test_the_extras_the_docs_install_exist(key: tuple[str, str]) -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"][
        "optional-dependencies"
    ]
    for block in _code(*key):
        for line in block.lines:
            command = shlex.split(line.removeprefix("$ "))
            assert command[:2] == ["pip", "install"]
            extra = re.fullmatch(r"thousand\[(\w+)\]", command[2])
            assert extra is not None, line
            assert extra.group(1) in extras, line


# --- benchmarks: every option a command passes is one its script takes ------------------


def _benchmark_commands() -> list[list[str]]:
    commands = []
    for key in BENCHMARKS:
        for block in _code(*key):
            for line in block.lines:
                command = shlex.split(line.removeprefix("$ "), comments=True)
                if command and command[0] == "python":
                    commands.append(command[1:])
    return commands


@pytest.mark.parametrize("command", _benchmark_commands(), ids=" ".join)
def test_the_benchmark_commands_take_the_options_they_pass(command: list[str]) -> None:
    script = ROOT / command[0]
    assert script.is_file(), command[0]
    helped = subprocess.run(
        [sys.executable, str(script), "--help"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": SRC},
        cwd=ROOT,
        timeout=300,
        check=True,
    ).stdout
    options = [word for word in command[1:] if word.startswith("--")]
    assert options == [option for option in options if re.search(rf"{option}\b", helped)]


# --- the command line --------------------------------------------------------------------


def test_the_synopsis_names_each_subcommands_options(capsys: pytest.CaptureFixture[str]) -> None:
    commands: list[str] = []
    for line in _code(*SYNOPSIS)[0].lines:
        if line.startswith("python -m thousand "):
            commands.append(line)
        else:  # the options go on under their command
            commands[-1] += line
    for line in commands:
        words = line.split()
        with pytest.raises(SystemExit) as exited:
            cli_main([words[3], "--help"])
        assert exited.value.code == 0
        helped = capsys.readouterr().out
        for option in re.findall(r"--[a-z]+", line):
            assert re.search(rf"{option}\b", helped), (words[3], option)


class _Typed(io.StringIO):
    """Standard input as a terminal shows it: each line read is echoed, and the end `^D`;
    a line `^C` is Ctrl-C, echoed as the terminal shows it."""

    def __init__(self, lines: list[str], screen: io.StringIO) -> None:
        super().__init__("".join(line + "\n" for line in lines))
        self.screen = screen

    def readline(self, size: int = -1, /) -> str:  # type: ignore[override]  # as typeshed
        line = super().readline(size)
        self.screen.write(line or "^D")
        if line == "^C\n":
            raise KeyboardInterrupt
        return line


def _played_deal() -> t.RoundState:
    rules = t.Rules()
    return t.bots.play_to_end(t.apply(t.new_round(rules), t.deal(rules, random.Random(3))))


def _game_record(deals: int) -> t.GameRecord:
    rules = t.Rules()
    game = t.new_game(rules)
    rng = random.Random(1)
    records = []
    for _ in range(deals):
        state = t.bots.play_to_end(t.next_round(game, rng))
        records.append(t.record_of(state))
        game = t.record_round(game, t.round_result(state))
    return t.GameRecord(rules=rules, rounds=records)


def _write_the_pages_files(directory: Path) -> None:
    """deal.txt, a deal saved in notation; bad.txt, the same with two plays swapped;
    game.json, a game whose second deal has a pass in the exchange."""
    lines = t.format_record(t.record_of(_played_deal())).splitlines()
    (directory / "deal.txt").write_text("\n".join(lines) + "\n", "utf-8")
    at = next(i for i, line in enumerate(lines) if " play " in line) + 1
    lines[at], lines[at + 1] = lines[at + 1], lines[at]
    (directory / "bad.txt").write_text("\n".join(lines) + "\n", "utf-8")
    game = json.loads(dumps(_game_record(3)))
    game["rounds"][1]["actions"][3] = {"type": "pass", "seat": 0}
    (directory / "game.json").write_text(json.dumps(game), "utf-8")


# What the person types at each command of the page's transcripts.
TYPED = {
    "play --seed 7 --save mygame.json": ["1", "hint", "3", "undo"],
    "play --seed 7 --save saved.json": ["auto", "", "auto", "", "", "^C"],
    "score --names Ann,Bob,Cy --save sheet.json": [
        "Bob 120 : 35 70 15 ; tricks 2 4 2 ; marriages Bob:h",
        "Ann 100 : 35 70 ; tricks 2 4 2",
        "Cy 110 : 20 40 60 ; tricks 2 2 4",
        "undo",
    ],
}


def _screen(block: Block) -> str:
    """What a terminal shows for the block's commands, run in turn."""
    screen = io.StringIO()
    status = 0
    for line in block.lines:
        if not line.startswith("$ "):
            continue
        screen.write(line + "\n")
        command = shlex.split(line[2:])
        if command == ["echo", "$?"]:
            screen.write(f"{status}\n")
            continue
        assert command[:3] == ["python", "-m", "thousand"], line
        typed = TYPED.get(" ".join(command[3:]), [])
        try:
            status = cli_main(command[3:], Console(_Typed(typed, screen), screen))
        except KeyboardInterrupt:  # as `python -m thousand` ends on Ctrl-C
            status = Status.INTERRUPTED
    return screen.getvalue()


def _matches(shown: list[str], screen: str) -> bool:
    """Whether the screen is what the page shows, a line `...` standing for any lines."""
    pattern = "".join(
        r"(?:.*\n)*?" if line == "..." else re.escape(line.rstrip()) + r"[ \t]*\n" for line in shown
    )
    return re.fullmatch(pattern, screen) is not None


@pytest.mark.parametrize("keys", TRANSCRIPTS, ids=[keys[0][1] for keys in TRANSCRIPTS])
def test_the_command_line_transcripts_are_what_it_prints(
    keys: tuple[tuple[str, str], ...], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write_the_pages_files(tmp_path)
    # The source's example records, read by the page from the folder they are in.
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    monkeypatch.chdir(tmp_path)
    for key in keys:
        (block,) = _code(*key)
        screen = _screen(block)
        assert _matches(list(block.lines), screen), (
            f"{block} no longer shows what the command prints; it prints:\n{screen}"
        )


# --- Python examples ---------------------------------------------------------------------


@pytest.mark.parametrize("key", PYTHON, ids=[key[1] for key in PYTHON])
def test_the_python_examples_run(key: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # they read the source's files by their paths in it
    for block in _code(*key):
        exec(compile("\n".join(block.lines) + "\n", str(block), "exec"), {"__name__": "__doc__"})


# --- the JSON protocol -------------------------------------------------------------------


def test_the_json_protocol_transcript_is_what_the_example_writes(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (block,) = _code(*PROTOCOL)
    sent = [line.removeprefix("in:").strip() for line in block.lines if line.startswith("in:")]
    path = ROOT / "examples" / "json_protocol.py"
    monkeypatch.setattr(sys, "argv", [str(path)])
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in sent)))
    runpy.run_path(str(path), run_name="__main__")
    written = capsys.readouterr().out.splitlines()
    shown = [line.removeprefix("out:").strip() for line in block.lines if line.startswith("out:")]
    assert len(written) == len(shown)
    for line, page in zip(written, shown, strict=True):
        # `{...}` stands for any object, `, ...` for the rest of one.
        pattern = re.escape(page).replace(r"\{\.\.\.\}", r"\{.*?\}").replace(r",\ \.\.\.", ",.*")
        assert re.fullmatch(pattern, line), (page, line)


# --- a match on Dask ---------------------------------------------------------------------


def test_the_dask_example_plays_the_same_match_as_one_process() -> None:
    pytest.importorskip("distributed")
    path = ROOT / "examples" / "dask_match.py"
    played = subprocess.run(
        [sys.executable, str(path), "--deals", "2", "--worlds", "1", "--workers", "1"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**os.environ, "PYTHONPATH": SRC, "PYTHONIOENCODING": "utf-8"},
        cwd=path.parent,
        timeout=600,
        check=False,
    )
    assert played.returncode == 0, played.stderr
    lineup = runpy.run_path(str(path))["lineup"]
    serial = t.arena.play_match(lineup(1), deals=2, seed=1, executor=None)
    assert played.stdout == f"{serial}\n"
