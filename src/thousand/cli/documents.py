"""Saved deals and games as the command line reads them: text notation or JSON.

A file whose first character (after blanks) is ``{`` is JSON (:func:`~thousand.
serialization.loads`), a game when it has ``rounds``, else a deal; any other file is a
deal in text notation (:func:`~thousand.parse_record`). A file larger than
:data:`MAX_RECORD_BYTES` is refused before it is read further.
"""

from __future__ import annotations

import json

from thousand.cli.status import InputError, Problem
from thousand.cli.texts import READING
from thousand.formats.notation import parse_record
from thousand.formats.records import GameRecord, RoundRecord
from thousand.formats.serialization import FORMAT_VERSION, loads
from thousand.i18n import Locale

MAX_RECORD_BYTES = 4 * 2**20
"""The largest file ``check`` and ``replay`` read: 4 MiB. A deal takes a few kilobytes
and a whole game of a hundred deals under a megabyte, written out with indents."""


class UnreadableError(InputError):
    """A file that is no record at all: missing, too large, not text, not JSON, not notation.

    Attributes:
        key: its sentence in :data:`~thousand.cli.texts.READING`.
        values: what fills the sentence.
    """

    def __init__(self, problem: Problem, key: str, **values: object) -> None:
        super().__init__(problem, READING[key].en.format(**values))
        self.key = key
        self.values = values

    def said(self, locale: Locale) -> str:
        """The sentence in ``locale``, after the problem's code in English (``not_json: ...``)."""
        said = READING[self.key].format(locale, **self.values)
        return f"{self.problem.value}: {said}" if locale is Locale.EN else said


def read_text(path: str) -> str:
    """The text of the file at ``path``, read up to :data:`MAX_RECORD_BYTES`.

    Raises:
        UnreadableError: the file cannot be opened (``cannot_open``), is larger than
            :data:`MAX_RECORD_BYTES` (``too_large``) or is not UTF-8 text (``not_utf8``).
    """
    try:
        with open(path, "rb") as file:  # a FIFO or /dev/stdin too: no size to ask first
            data = file.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise UnreadableError(
            Problem.CANNOT_OPEN, "cannot_open", path=path, why=error.strerror or error
        ) from None
    except (ValueError, TypeError) as error:  # a name with a NUL, say
        raise UnreadableError(
            Problem.CANNOT_OPEN, "cannot_open", path=repr(path), why=error
        ) from None
    if len(data) > MAX_RECORD_BYTES:
        raise UnreadableError(
            Problem.TOO_LARGE, "too_large", path=path, mib=MAX_RECORD_BYTES // 2**20
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UnreadableError(Problem.NOT_UTF8, "not_utf8", path=path) from None


def is_json(text: str) -> bool:
    """Whether ``text`` is a JSON document rather than text notation."""
    return text.lstrip().startswith("{")


def json_document(text: str) -> dict[str, object]:
    """The JSON object of a document, its format version checked.

    Raises:
        UnreadableError: not JSON (``not_json``), not an object, or not a format this
            version reads (``not_a_record``).
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise UnreadableError(Problem.NOT_JSON, "not_json", why=error) from None
    if type(data) is not dict:
        raise UnreadableError(Problem.NOT_A_RECORD, "not_an_object")
    if data.get("format") != FORMAT_VERSION:
        raise UnreadableError(
            Problem.NOT_A_RECORD,
            "not_this_format",
            format=FORMAT_VERSION,
            found=_shown(data.get("format")),
        )
    return data


def _shown(value: object) -> str:
    text = repr(value) if not isinstance(value, int) or abs(value) < 10**12 else "a huge number"
    return text if len(text) <= 40 else text[:37] + "..."


def load(text: str) -> RoundRecord | GameRecord:
    """The record ``text`` holds, checked by replay.

    Raises:
        UnreadableError: JSON that is no record document.
        NotationError: text notation that is not valid, or an illegal action in it.
        RecordError: a JSON record that does not hold up.
    """
    if is_json(text):
        data = json_document(text)
        if "rounds" in data:
            game: GameRecord = loads(text, GameRecord)
            return game
        deal: RoundRecord = loads(text, RoundRecord)
        return deal
    return parse_record(text)
