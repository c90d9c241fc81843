"""What the command line answers: its exit statuses, and why it refuses what it reads.

Every command exits with one of :class:`Status`; input the command line cannot read (a
file, a line typed or piped in) is refused with an :class:`InputError` whose
:class:`Problem` is a stable code, printed before the message (``unreadable: too_large:
...``), so that scripts can tell the cases apart.
"""

from __future__ import annotations

import enum


class Status(enum.IntEnum):
    """The exit statuses of every command (``docs/cli.md`` lists them)."""

    OK = 0
    """The command did what it was asked: a valid record, a game played or kept."""
    INVALID = 1
    """A record that reads but does not hold up; a summary line ``score`` refused."""
    UNREADABLE = 2
    """A file that is no record at all, or arguments the command does not take."""
    INTERRUPTED = 130
    """Ctrl-C (128 plus the number of SIGINT, as shells report it)."""


class Problem(enum.StrEnum):
    """Why the command line refuses to read a file or a line: stable codes."""

    CANNOT_OPEN = "cannot_open"
    """The file is missing, a folder, or not readable."""
    TOO_LARGE = "too_large"
    """The file is larger than :data:`~thousand.cli.documents.MAX_RECORD_BYTES`."""
    NOT_UTF8 = "not_utf8"
    """The file, or a line read, is not text in its encoding (UTF-8 for files)."""
    NOT_JSON = "not_json"
    """A file that starts as JSON (``{``) but is not JSON."""
    NOT_A_RECORD = "not_a_record"
    """JSON that is not a record document of this format, or text that is not notation."""
    LINE_TOO_LONG = "line_too_long"
    """A line read longer than :data:`~thousand.cli.console.MAX_LINE` bytes."""
    FILE_EXISTS = "file_exists"
    """``--save`` names a file that is there already: saving would lose it."""
    CANNOT_WRITE = "cannot_write"
    """The file a game or a score sheet is saved to cannot be written."""
    NOT_A_SAVED_GAME = "not_a_saved_game"
    """``--resume`` names a record that is not a game ``play`` (or ``score``) can go on with."""


class InputError(Exception):
    """Input the command line refuses to read.

    Attributes:
        problem: why, as a stable code.
        message: what a person reads.
    """

    def __init__(self, problem: Problem, message: str) -> None:
        super().__init__(message)
        self.problem = problem
        self.message = message

    def __str__(self) -> str:
        return f"{self.problem.value}: {self.message}"
