"""The header of a text record: its ``key value`` lines, written and read (private).

:func:`~thousand.format_record` writes the header with :func:`format_header`;
:func:`~thousand.parse_record` reads each line with :func:`header_value`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from thousand.actions import MAX_SEATS
from thousand.errors import NotationError, RecordError, shown
from thousand.formats.json_values import thaw
from thousand.formats.records import RoundRecord
from thousand.formats.serialization import rules_changes, structure, unstructure
from thousand.formats.tokens import Tokens, seat_text, strip_comment
from thousand.round.context import STANDALONE, RoundContext
from thousand.rules.ruleset import Rules

FORMAT_VERSION = 1
"""The version of the text record format (the ``format`` line)."""


KEY = re.compile(r"_[^\s#]*\Z")


PLAIN = re.compile(r"[^\s#](?:[^\n\r#]*[^\s#])?\Z")
"""Text that a header line holds as it is: no comment mark, line break or outer spaces."""


HEADER_KEYS = ("format", "rules", "dealer", "context", "players", "date")


_HEADER_TYPES = (
    ("rules", Rules, "rules (a Rules)"),
    ("dealer", int, "a seat"),
    ("context", RoundContext, "a RoundContext"),
    ("date", (str, type(None)), "text or None"),
)
"""The header fields of a record built by hand that may hold anything, and their types."""


def format_header(record: RoundRecord) -> list[str]:
    """The header of ``record``'s text, a line per key (see :func:`~thousand.format_record`).

    Raises:
        NotationError: a free-form key is not one word.
    """
    if not isinstance(record, RoundRecord):
        raise RecordError(f"format_record takes a RoundRecord, not {shown(record)}")
    for field, cls, expected in _HEADER_TYPES:
        value = getattr(record, field)
        if not isinstance(value, cls) or type(value) is bool:
            raise RecordError(f"must be {expected}, not {shown(value)}", where=field)
    if not 0 <= record.dealer < MAX_SEATS:
        raise RecordError(f"must be a seat, not {shown(record.dealer)}", where="dealer")
    lines = [f"format {FORMAT_VERSION}", f"rules {as_json(rules_changes(record.rules))}"]
    lines.append(f"dealer {seat_text(record.dealer)}")
    if record.context != STANDALONE:
        lines.append(f"context {as_json(unstructure(record.context))}")
    if record.players:
        lines.append(f"players {as_json(list(record.players))}")
    if record.date is not None:
        plain = PLAIN.match(record.date) and not record.date.startswith('"')
        lines.append(f"date {record.date if plain else as_json(record.date)}")
    for key, value in record.extra.items():
        if not KEY.match(key):
            raise NotationError(
                f"the text format writes free-form keys as one word: {shown(key)}", text=key
            )
        lines.append(f"{key} {as_json(thaw(value))}")
    return lines


def as_json(value: object) -> str:
    """``value`` as JSON on one line, as the header writes it."""
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def line_error(number: int, text: str, message: str) -> NotationError:
    """The error for line ``number`` of a record, whose text is ``text``."""
    return NotationError(f"line {number}: {message}", text=text, line=number)


def parse_json(number: int, raw: str, text: str) -> object:
    """The JSON value ``text`` of line ``number`` (``raw``)."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise line_error(number, raw, f"not a JSON value: {error}") from None


def header_value(number: int, raw: str, key: str, rest: str) -> object:
    """The value of header line ``number`` (``raw``): ``key``, then ``rest``."""
    if key == "format":
        if rest != str(FORMAT_VERSION):
            raise line_error(
                number,
                raw,
                f"unsupported format {shown(rest)} (this version reads {FORMAT_VERSION})",
            )
        return FORMAT_VERSION
    if key == "date":
        if rest.startswith('"'):
            value = parse_json(number, raw, rest)
            if not isinstance(value, str):
                raise line_error(number, raw, "the date is text")
            return value
        return rest
    if key == "dealer":
        words = Tokens(strip_comment(raw), number)
        words.take("dealer")
        seat = words.seat(MAX_SEATS)
        words.end()
        return seat
    value = parse_json(number, raw, rest)
    if key == "players":
        if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
            raise line_error(number, raw, "players is a JSON list of names")
        names: Sequence[str] = value
        return tuple(names)

    try:
        if key == "context":
            return structure(value, RoundContext, where="context")
        return structure(value, Rules, where="rules")
    except RecordError as error:
        raise line_error(number, raw, str(error)) from None
