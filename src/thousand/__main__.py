"""``python -m thousand``: the command line (:mod:`thousand.cli`)."""

from __future__ import annotations

import os
import sys

from thousand.cli.main import main
from thousand.cli.status import Status

if __name__ == "__main__":
    try:
        status = main()
    except KeyboardInterrupt:
        status = Status.INTERRUPTED
    except BrokenPipeError:
        # The reader went away (``| head``): stop quietly, as command-line tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = 0
    raise SystemExit(status)
