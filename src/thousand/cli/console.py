"""The terminal: lines in, text out, through streams a test can replace.

Lines are read as bytes when the stream has them (standard input does) and decoded here,
so that a line that is not text in the stream's encoding, or one longer than
:data:`MAX_LINE`, is refused (:class:`~thousand.cli.status.InputError`) and the next
line read normally; a text that the output cannot encode (suit symbols on an ASCII-only
terminal) is written with ``?`` for what it cannot show rather than stopping the command.
"""

from __future__ import annotations

import sys
from typing import TextIO

from thousand.cli.status import InputError, Problem

MAX_LINE = 4096
"""The longest line read, in bytes (characters, from a stream of text): a move, a command
or a deal summary takes well under a hundred."""

_DRAIN = 65536
"""The bytes read at a time to skip the rest of a line that is too long."""


class Console:
    """Reads lines from ``stdin`` and writes text to ``stdout``.

    Args:
        stdin: where lines are read; standard input by default.
        stdout: where text is written; standard output by default.
    """

    def __init__(self, stdin: TextIO | None = None, stdout: TextIO | None = None) -> None:
        self.stdin = stdin if stdin is not None else sys.stdin
        self.stdout = stdout if stdout is not None else sys.stdout

    def write(self, text: str = "") -> None:
        """Write ``text`` and a line break."""
        self._put(text + "\n")

    def ask(self, prompt: str) -> str | None:
        """Write ``prompt`` and read a line; ``None`` at the end of the input.

        Raises:
            InputError: the line is longer than :data:`MAX_LINE` (``line_too_long``) or
                not text in the input's encoding (``not_utf8``); it is skipped whole, and
                the next call reads the line after it.
        """
        self._put(prompt)
        line = self._line()
        if line is None:
            self._put("\n")
        return line

    def _put(self, text: str) -> None:
        try:
            self.stdout.write(text)
        except UnicodeEncodeError:
            encoding = getattr(self.stdout, "encoding", None) or "ascii"
            self.stdout.write(text.encode(encoding, "replace").decode(encoding))
        self.stdout.flush()

    def _line(self) -> str | None:
        raw = getattr(self.stdin, "buffer", None)
        if raw is None:
            return self._text_line()
        data: bytes = raw.readline(MAX_LINE + 1)
        if not data:
            return None
        if len(data) > MAX_LINE and not data.endswith(b"\n"):
            while True:
                rest = raw.readline(_DRAIN)
                if not rest or rest.endswith(b"\n"):
                    break
            raise _too_long()
        encoding = getattr(self.stdin, "encoding", None) or "utf-8"
        try:
            text = data.decode(encoding)
        except (UnicodeDecodeError, LookupError):
            raise InputError(Problem.NOT_UTF8, f"the line is not {encoding.upper()} text") from None
        return text.rstrip("\r\n")

    def _text_line(self) -> str | None:
        """A line of a stream of text (a test's ``StringIO``), bounded the same way."""
        try:
            line = self.stdin.readline(MAX_LINE + 1)
            if len(line) > MAX_LINE and not line.endswith("\n"):
                while True:
                    rest = self.stdin.readline(_DRAIN)
                    if not rest or rest.endswith("\n"):
                        break
                raise _too_long()
        except UnicodeDecodeError:
            raise InputError(Problem.NOT_UTF8, "the line is not text") from None
        if not line:
            return None
        return line.rstrip("\r\n")


def _too_long() -> InputError:
    return InputError(Problem.LINE_TOO_LONG, f"a line is at most {MAX_LINE:,} bytes long")
