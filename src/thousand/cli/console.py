"""The terminal: lines in, text out, through streams a test can replace."""

from __future__ import annotations

import sys
from typing import TextIO


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
        self.stdout.write(text + "\n")
        self.stdout.flush()

    def ask(self, prompt: str) -> str | None:
        """Write ``prompt`` and read a line; ``None`` at the end of the input."""
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            self.stdout.write("\n")
            return None
        return line.rstrip("\r\n")
