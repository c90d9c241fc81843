"""A deal summary as one line of text, the way a score keeper writes it down.

:func:`format_summary` writes a :class:`~thousand.RoundSummary` and :func:`parse_summary`
reads it back. Seats are written as the notation writes them (``p1`` is seat 0), suits
as letters or symbols (``h`` or ``♥``). The line starts with the deal's outcome, then
parts separated by ``;``, each a keyword and its values:

- ``p2 120 : 35 70 15``: the declarer, the contract, then after ``:`` each seat's card
  points (left out for a conceded deal); ``conceded``, ``dark`` and ``golden`` may follow
  the contract (D4, C8, G13);
- ``redeal p2`` (with the condition, ``redeal p2 hand_four_nines``), ``thrown in``,
  ``exposed p1``, ``cut p3``: a deal that ended before it was played (B1, C1, A10, A9);
- ``tricks 2 4 2``: each seat's tricks;
- ``marriages p2:h p2:s``: the marriages declared, seat and suit; ``half p1:c`` the half
  marriages (E4); ``ace p3`` the seat that declared the ace marriage (E3);
- ``last p2``: who took the last trick (E6); ``nines p1``: who scored the four nines (B5);
- ``out p1`` and ``talon 20 h``: four players, the seat that sat out, the talon's card
  points and the suit of a marriage lying in it (A5, A11); ``aces 1``: the aces in the
  talon, when the seat that sat out scores them (A12).

>>> import thousand as t
>>> s = t.parse_summary("p2 120 : 35 70 15 ; tricks 2 4 2 ; marriages p2:h")
>>> s.declarer, s.contract, s.card_points, s.marriages
(1, 120, (35, 70, 15), ((), (<Suit.HEARTS: 'h'>,), ()))
>>> t.format_summary(s)
'p2 120 : 35 70 15 ; tricks 2 4 2 ; marriages p2:h'
>>> t.score_round(t.Rules(), s).score_changes
(35, 120, 15)
"""

from __future__ import annotations

import re

from thousand.actions import MAX_SEATS
from thousand.cards import SUITS, Suit
from thousand.errors import NotationError, Reason, SummaryError, SummaryProblem, shown
from thousand.formats.tokens import CONDITIONS, SEAT, Tokens, seat_text, strip_comment
from thousand.round.outcome import Outcome
from thousand.rules.redeal import RedealCondition
from thousand.scoring.results import RoundSummary

__all__ = ["format_summary", "parse_summary"]


_SUITS = {
    **{suit.value: suit for suit in SUITS},
    **{suit.symbol: suit for suit in SUITS},
    "\u2661": Suit.HEARTS,  # the outlined heart and diamond some keyboards type
    "\u2662": Suit.DIAMONDS,
}
"""A suit by its letter or its symbol."""


_FLAGS = ("conceded", "dark", "golden")
"""The words that may follow a played deal's contract, in the order they are written."""


_UNPLAYED = {
    "redeal": Outcome.REDEAL,
    "exposed": Outcome.EXPOSED_CARD,
    "cut": Outcome.CUT_PENALTY,
}
"""The deals not played that name a seat, by their first word."""


_WRITTEN = {outcome: word for word, outcome in _UNPLAYED.items()}


_PARTS = ("tricks", "marriages", "half", "ace", "last", "nines", "out", "talon", "aces")
"""The parts after the first, in the order :func:`format_summary` writes them."""


def _is_seat(value: object) -> bool:
    return type(value) is int and 0 <= value < MAX_SEATS


def _is_count(value: object) -> bool:
    return type(value) is int


_FIELD_TESTS: tuple[tuple[str, str, object], ...] = (
    ("outcome", "an Outcome", lambda v: type(v) is Outcome),
    ("declarer", "a seat or None", lambda v: v is None or _is_seat(v)),
    ("contract", "a whole number or None", lambda v: v is None or _is_count(v)),
    ("card_points", "a tuple of whole numbers", lambda v: _counts(v)),
    ("tricks", "a tuple of whole numbers", lambda v: _counts(v)),
    ("marriages", "a tuple of tuples of suits", lambda v: _suit_tuples(v)),
    ("half_marriages", "a tuple of tuples of suits", lambda v: _suit_tuples(v)),
    ("conceded", "true or false", lambda v: type(v) is bool),
    ("golden", "true or false", lambda v: type(v) is bool),
    ("dark", "true or false", lambda v: type(v) is bool),
    ("ace_marriage", "a seat or None", lambda v: v is None or _is_seat(v)),
    ("last_trick", "a seat or None", lambda v: v is None or _is_seat(v)),
    ("sitting_out", "a seat or None", lambda v: v is None or _is_seat(v)),
    ("talon_points", "a whole number", _is_count),
    ("talon_marriage", "a suit or None", lambda v: v is None or type(v) is Suit),
    ("talon_aces", "a whole number", _is_count),
    ("outcome_seat", "a seat or None", lambda v: v is None or _is_seat(v)),
    ("redeal_condition", "a RedealCondition or None",
     lambda v: v is None or type(v) is RedealCondition),
    ("four_nines", "a seat or None", lambda v: v is None or _is_seat(v)),
)  # fmt: skip
"""Each field of a summary, what it must be, and the test of that."""


def _counts(value: object) -> bool:
    return type(value) is tuple and all(map(_is_count, value))


def _suit_tuples(value: object) -> bool:
    return type(value) is tuple and all(
        type(m) is tuple and all(type(x) is Suit for x in m) for m in value
    )


def _wrong_fields(summary: object) -> list[tuple[str, str]]:
    """The fields of ``summary`` that cannot be written, with what they must be."""
    if not isinstance(summary, RoundSummary):
        return [("summary", f"format_summary takes a RoundSummary, not {shown(summary)}")]
    return [
        (field, f"must be {expected}, not {shown(getattr(summary, field))}")
        for field, expected, test in _FIELD_TESTS
        if not test(getattr(summary, field))  # type: ignore[operator]
    ]


def format_summary(summary: RoundSummary) -> str:
    """A deal summary as one line of text (see the module's introduction).

    The parts that say nothing are left out: no ``tricks`` part when the tricks are left
    out, no ``marriages`` part when nobody declared one.

    >>> import thousand as t
    >>> t.format_summary(t.RoundSummary(outcome=t.Outcome.REDEAL, outcome_seat=2))
    'redeal p3'
    >>> t.format_summary(t.RoundSummary(declarer=0, contract=110, conceded=True))
    'p1 110 conceded'

    Raises:
        SummaryError: ``summary`` is not a :class:`~thousand.RoundSummary`, or a field
            has the wrong type or a seat out of range (reason ``malformed_summary``).
    """
    wrong = _wrong_fields(summary)
    if wrong:
        raise SummaryError(
            SummaryProblem(field, Reason.MALFORMED_SUMMARY, f"cannot be written: {message}")
            for field, message in wrong
        )
    if summary.outcome is Outcome.PLAYED:
        head = f"{seat_text(summary.declarer)} {summary.contract}"
        flags = [flag for flag in _FLAGS if getattr(summary, flag)]
        if flags:
            head += " " + " ".join(flags)
        if summary.card_points:
            head += " : " + " ".join(str(points) for points in summary.card_points)
    elif summary.outcome is Outcome.THROWN_IN:
        head = "thrown in" + (" golden" if summary.golden else "")
    else:
        head = f"{_WRITTEN[summary.outcome]} {seat_text(summary.outcome_seat)}"
        if summary.redeal_condition is not None:
            head += f" {summary.redeal_condition.value}"
        head += " golden" if summary.golden else ""
    parts = [head]
    if summary.tricks:
        parts.append("tricks " + " ".join(str(n) for n in summary.tricks))
    for key, per_seat in (("marriages", summary.marriages), ("half", summary.half_marriages)):
        pairs = [
            f"{seat_text(s)}:{suit.value}" for s, suits in enumerate(per_seat) for suit in suits
        ]
        if pairs:
            parts.append(f"{key} " + " ".join(pairs))
    for key, seat in (
        ("ace", summary.ace_marriage),
        ("last", summary.last_trick),
        ("nines", summary.four_nines),
        ("out", summary.sitting_out),
    ):
        if seat is not None:
            parts.append(f"{key} {seat_text(seat)}")
    if summary.talon_points or summary.talon_marriage is not None:
        talon = f"talon {summary.talon_points}"
        if summary.talon_marriage is not None:
            talon += f" {summary.talon_marriage.value}"
        parts.append(talon)
    if summary.talon_aces:
        parts.append(f"aces {summary.talon_aces}")
    return " ; ".join(parts)


class _Words(Tokens):
    """The words of a summary line: ``;`` and ``:`` are words of their own."""

    def __init__(self, text: str) -> None:
        super().__init__(text, None)
        self.words = [(m.group(), m.start() + 1) for m in re.finditer(r"[;:]|[^\s;:]+", text)]

    def shape(self, message: str, column: int | None = None) -> NotationError:
        """An error about parts that do not fit together (``summary_shape``)."""
        error = self.error(message, column)
        error.reason = Reason.SUMMARY_SHAPE
        return error

    def at_part_end(self) -> bool:
        word = self.peek()
        return word is None or word == ";"

    def numbers(self, what: str) -> tuple[int, ...]:
        values = []
        while not self.at_part_end():
            values.append(self.number(what))
        return tuple(values)

    def suit(self) -> Suit:
        word = self.take("a suit such as h or ♥")
        suit = _SUITS.get(word.lower())
        if suit is None:
            self.at -= 1
            raise self.error(f"expected a suit s c d h or ♠ ♣ ♦ ♥, not {shown(word)}")
        return suit


def parse_summary(text: str, players: int = 3) -> RoundSummary:
    """Read a deal summary written as one line (see the module's introduction).

    Reading checks the text and that its parts fit together, not the rules:
    :func:`~thousand.score_round` then says whether the deal could have happened.

    Args:
        text: one line; a ``#`` starts a comment.
        players: the number of seats at the table: each seat's card points and tricks
            are that many numbers, and seats are ``p1`` to ``p{players}``.

    Returns:
        The summary: its marriages one tuple per seat when anybody declared one, ``()``
        when nobody did (as :func:`~thousand.round_summary` gives them).

    Raises:
        NotationError: the line is not a summary (reason ``invalid_notation``: a word that
            does not fit where it stands), or its parts do not fit together (reason
            ``summary_shape``: card points or tricks not one per seat, a seat out of
            range, a part given twice); the message says at which column.

    >>> import thousand as t
    >>> t.parse_summary("p2 120 : 35 70 ; tricks 2 4 2")
    Traceback (most recent call last):
    ...
    thousand.errors.NotationError: column 10: expected 3 card points, one per seat, not 2
    >>> try:
    ...     t.parse_summary("p2 120 : 35 70 15 ; trick 2 4 2")
    ... except t.NotationError as error:
    ...     print(error.reason.value, error.column, error)
    invalid_notation 21 column 21: unknown part 'trick' (expected tricks, marriages, half, ...
    """
    if not isinstance(text, str):
        raise NotationError(f"a summary is text, not {type(text).__name__}", text=text)
    if type(players) is not int or not 2 <= players <= MAX_SEATS:
        raise NotationError(
            f"players is a whole number 2..{MAX_SEATS}, not {shown(players)}",
            text=text,
            reason=Reason.SUMMARY_SHAPE,
        )
    words = _Words(strip_comment(text))
    fields = _head(words, players)
    seen: set[str] = set()
    while words.peek() is not None:
        words.take(";")
        key_column = _column(words)
        key = words.take("a part such as tricks or marriages").lower()
        if key not in _PARTS:
            raise words.error(
                f"unknown part {shown(key)} (expected {', '.join(_PARTS)})", key_column
            )
        if key in seen:
            raise words.shape(f"the part {key!r} is given twice", key_column)
        seen.add(key)
        _part(words, key, players, fields)
        if not words.at_part_end():
            raise words.error(f"unexpected {shown(words.peek())} in the part {key!r}")
    return RoundSummary(**fields)  # type: ignore[arg-type]


def _column(words: _Words) -> int:
    return words.words[words.at][1] if words.at < len(words.words) else len(words.text) + 1


def _head(words: _Words, players: int) -> dict[str, object]:
    """The first part: a played deal's head and card points, or a deal not played."""
    first = words.peek()
    if first is None:
        raise words.error("expected a summary such as 'p2 120 : 35 70 15', the line is empty")
    fields: dict[str, object] = {}
    lowered = first.lower()
    if lowered == "thrown":
        words.take("thrown")
        if (words.peek() or "").lower() != "in":
            raise words.error("expected 'thrown in'")
        words.take("in")
        fields["outcome"] = Outcome.THROWN_IN
    elif lowered in _UNPLAYED:
        words.take(lowered)
        fields["outcome"] = _UNPLAYED[lowered]
        fields["outcome_seat"] = words.seat(players)
        word = words.peek()
        if lowered == "redeal" and word is not None and word.lower() in CONDITIONS:
            fields["redeal_condition"] = CONDITIONS[words.take("a condition").lower()]
    elif SEAT.match(first):
        fields["declarer"] = words.seat(players)
        fields["contract"] = words.number("a contract")
        for flag in _FLAGS:
            if (words.peek() or "").lower() == flag:
                words.take(flag)
                fields[flag] = True
        if words.peek() == ":":
            words.take(":")
            column = _column(words)
            points = words.numbers("card points")
            if len(points) != players:
                raise words.shape(
                    f"expected {players} card points, one per seat, not {len(points)}", column
                )
            fields["card_points"] = points
        return fields
    else:
        raise words.error(
            "expected a declarer and contract such as 'p2 120', or redeal, thrown in, exposed"
            f" or cut, not {shown(first)}"
        )
    if (words.peek() or "").lower() == "golden":
        words.take("golden")
        fields["golden"] = True
    if not words.at_part_end():
        raise words.error(f"unexpected {shown(words.peek())} after the outcome")
    return fields


def _part(words: _Words, key: str, players: int, fields: dict[str, object]) -> None:
    """One part after the first: its values into ``fields``."""
    if key == "tricks":
        column = _column(words)
        tricks = words.numbers("a number of tricks")
        if len(tricks) != players:
            raise words.shape(f"expected {players} tricks, one per seat, not {len(tricks)}", column)
        fields["tricks"] = tricks
    elif key in ("marriages", "half"):
        per_seat: list[list[Suit]] = [[] for _ in range(players)]
        while not words.at_part_end():
            seat = words.seat(players)
            words.take("':' between the seat and the suit, e.g. p2:h")
            if words.words[words.at - 1][0] != ":":
                words.at -= 1
                raise words.error("expected ':' between the seat and the suit, e.g. p2:h")
            per_seat[seat].append(words.suit())
        if not any(per_seat):
            raise words.error(f"expected a seat and suit such as p2:h after {key!r}")
        fields["marriages" if key == "marriages" else "half_marriages"] = tuple(
            tuple(suits) for suits in per_seat
        )
    elif key == "talon":
        fields["talon_points"] = words.number("the talon's card points")
        if not words.at_part_end():
            fields["talon_marriage"] = words.suit()
    elif key == "aces":
        fields["talon_aces"] = words.number("the aces in the talon")
    else:
        name = {"ace": "ace_marriage", "last": "last_trick", "nines": "four_nines"}
        fields[name.get(key, "sitting_out")] = words.seat(players)
