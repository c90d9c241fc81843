"""Games and score sheets saved as they go, so that nothing typed is lost.

A saved game is a JSON game record (:class:`~thousand.GameRecord`, the format ``check``
and ``replay`` read): the finished deals with their cards and actions, then the deal in
progress up to its last action. The whole file is written again after every action, to a
temporary file beside it that then replaces it (:func:`os.replace`, atomic on every
system Python runs on), so that the file on disk is always a complete record: Ctrl-C,
the end of the input or a crash leave it as it was after the last action, never half
written. A game played by ``play`` keeps what it needs to go on exactly in the record's
metadata, under ``_play``: the seed, the person's seat and the bots' kind.

Only the command line writes files; the library does no I/O.
"""

from __future__ import annotations

import datetime
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs

from thousand.cli.status import InputError, Problem
from thousand.cli.texts import SAVING
from thousand.formats.records import GameRecord, record_of
from thousand.formats.serialization import FORMAT_VERSION, unstructure
from thousand.game.state import GameState
from thousand.i18n import Locale
from thousand.state import RoundState

SAYS = {key: SAVING[key].en for key in ("exists", "cannot_write")}
"""What this module says to a person, in English (:data:`~thousand.cli.texts.SAVING`
has every language)."""

PLAY_KEY = "_play"
"""The metadata key of a game saved by ``play``: ``{"seed": ..., "seat": ..., "bot": ...}``."""

DEFAULT_NAME = "thousand-{:%Y%m%d-%H%M%S}{}.json"
"""The name of a game saved without ``--save``: the time it started
(``thousand-20240501-193000.json``; ``-2``, ``-3``, ... if that is taken)."""

FOLDER_VARIABLE = "THOUSAND_SAVES"
"""The environment variable naming the folder of games saved without ``--save``; the
working directory when it is not set."""


def default_path(now: datetime.datetime, folder: Path | None = None) -> Path:
    """A file for a new game started at ``now``, in ``folder``.

    ``folder``: by default the one :data:`FOLDER_VARIABLE` names, else the working
    directory.
    """
    if folder is None:
        folder = Path(os.environ.get(FOLDER_VARIABLE) or ".")
    number = 1
    while True:
        path = folder / DEFAULT_NAME.format(now, f"-{number}" if number > 1 else "")
        if not path.exists():
            return path
        number += 1


class SaveError(InputError):
    """A file the command line cannot save to.

    Attributes:
        key: its text in :data:`~thousand.cli.texts.SAVING`, or ``None`` for a message
            in English only.
        values: the values that text is written with.
    """

    def __init__(
        self,
        problem: Problem,
        message: str,
        *,
        key: str | None = None,
        values: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(problem, message)
        self.key = key
        self.values = dict(values or {})

    @classmethod
    def of(cls, problem: Problem, key: str, **values: object) -> SaveError:
        """The error of ``key``'s text, written with ``values``."""
        return cls(problem, SAVING[key].en.format(**values), key=key, values=values)

    def said(self, locale: Locale) -> str:
        """The problem and the message in ``locale`` (``file_exists: ...``)."""
        if self.key is None:
            return str(self)
        said = SAVING[self.key].format(locale, **self.values)
        return f"{self.problem.value}: {said}" if locale is Locale.EN else said


def fresh(path: Path) -> Path:
    """``path``, if no file is there yet.

    Raises:
        SaveError: a file is there (``file_exists``): saving over it would lose it.
    """
    if path.exists():
        raise SaveError.of(Problem.FILE_EXISTS, "exists", path=path)
    return path


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all.

    Raises:
        SaveError: the file cannot be written (``cannot_write``); the old file, if any,
            is left as it was.
    """
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(temporary, path)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        why = error.strerror or error
        raise SaveError.of(Problem.CANNOT_WRITE, "cannot_write", path=path, why=why) from None
    except BaseException:  # Ctrl-C between the two steps: leave no temporary file
        temporary.unlink(missing_ok=True)
        raise


class GameFile:
    """A game record on disk, written again after every action.

    The deals already over are turned into JSON once, when they end: writing the file
    after an action costs the deal in progress, not the whole game.

    Args:
        path: the file.
        record: the game so far (its finished deals; a last deal in progress is left
            to :meth:`save`), with its metadata.
    """

    def __init__(self, path: Path, record: GameRecord) -> None:
        self.path = path
        data: dict[str, Any] = unstructure(record)
        self._rounds: list[Any] = data.pop("rounds")
        self._head = {key: data.pop(key) for key in ("rules", "first_dealer")}
        self._tail = data  # the metadata, written after the deals
        self._rules = record.rules
        self._failed = False

    def _entry(self, state: RoundState) -> Any:
        single = GameRecord(rules=self._rules, rounds=[record_of(state)])
        return unstructure(single)["rounds"][0]

    def text(self, current: RoundState | None) -> str:
        """The document: the finished deals, then ``current`` (a deal in progress)."""
        rounds = self._rounds + ([self._entry(current)] if current is not None else [])
        document = {"format": FORMAT_VERSION, **self._head, "rounds": rounds, **self._tail}
        return json.dumps(document, ensure_ascii=False)

    def save(self, current: RoundState | None) -> None:
        """Write the file: the finished deals and ``current``.

        Raises:
            SaveError: only the first time a write fails; later failures are silent
                (the person was told once, and the game goes on).
        """
        try:
            write_atomically(self.path, self.text(current))
        except SaveError:
            if self._failed:
                return
            self._failed = True
            raise

    def finish(self, state: RoundState) -> None:
        """``state``, a deal that is over, is part of the game from now on."""
        self._rounds.append(self._entry(state))


def play_settings(record: GameRecord) -> tuple[int, int, str] | None:
    """The seed, the person's seat and the bots' kind a game was saved with by ``play``."""
    saved = record.extra.get(PLAY_KEY)
    if not isinstance(saved, Mapping):
        return None
    seed, seat, bot = saved.get("seed"), saved.get("seat"), saved.get("bot")
    if type(seed) is not int or type(seat) is not int or not isinstance(bot, str):
        return None
    if not 0 <= seat < record.rules.players:
        return None
    return seed, seat, bot


def finished_part(record: GameRecord, game: GameState) -> GameRecord:
    """``record`` without a last deal in progress: the deals ``game`` has scored."""
    return attrs.evolve(record, rounds=record.rounds[: len(game.rounds)])
