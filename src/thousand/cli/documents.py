"""Saved deals and games as the command line reads them: text notation or JSON.

A file whose first character (after blanks) is ``{`` is JSON (:func:`~thousand.
serialization.loads`), a game when it has ``rounds``, else a deal; any other file is a
deal in text notation (:func:`~thousand.parse_record`).
"""

from __future__ import annotations

import json
from pathlib import Path

from thousand.formats.notation import parse_record
from thousand.formats.records import GameRecord, RoundRecord
from thousand.formats.serialization import FORMAT_VERSION, loads


class UnreadableError(Exception):
    """A file that is no record at all: missing, not text, not JSON, not notation."""


def read_text(path: str) -> str:
    """The text of the file at ``path`` (``-``: standard input is not read here).

    Raises:
        UnreadableError: the file cannot be opened or is not UTF-8 text.
    """
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise UnreadableError(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise UnreadableError(f"{path} is not UTF-8 text") from None


def is_json(text: str) -> bool:
    """Whether ``text`` is a JSON document rather than text notation."""
    return text.lstrip().startswith("{")


def json_document(text: str) -> dict[str, object]:
    """The JSON object of a document, its format version checked.

    Raises:
        UnreadableError: not JSON, not an object, or not a format this version reads.
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise UnreadableError(f"not JSON: {error}") from None
    if type(data) is not dict:
        raise UnreadableError("a record is a JSON object")
    if data.get("format") != FORMAT_VERSION:
        raise UnreadableError(f"not a record of format {FORMAT_VERSION}: {data.get('format')!r}")
    return data


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
