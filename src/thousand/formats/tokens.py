"""The words of a line of notation, and the parts of actions they spell (private).

:class:`Tokens` splits a line into words with their columns and reads seats, numbers and
cards off it with messages that point at the column; :mod:`thousand.notation` reads
actions and record headers with it.
"""

from __future__ import annotations

import re

from thousand.actions import AcceptCut, BuryJack, Deal, DeclineRedeal, Recut
from thousand.cards import Card
from thousand.errors import NotationError, shown
from thousand.rules.redeal import RedealCondition

SEAT = re.compile(r"[pP]([0-9]+)\Z")


NUMBER = re.compile(r"[0-9]+\Z")


MAX_DIGITS = 9
"""The most digits a seat or a number is read with: ``int`` is never asked to convert
more (Python refuses past 4300 digits, and takes time long before)."""


def seat_text(seat: int | None) -> str:
    """A seat as notation writes it: ``p1`` for seat 0, ``p?`` for nobody."""
    return "p?" if seat is None else f"p{seat + 1}"


def strip_comment(line: str) -> str:
    """The line without its ``#`` comment; a ``#`` inside a JSON string is kept."""
    quoted = escaped = False
    for i, char in enumerate(line):
        if escaped:
            escaped = False
        elif char == "\\" and quoted:
            escaped = True
        elif char == '"':
            quoted = not quoted
        elif char == "#" and not quoted:
            return line[:i]
    return line


class Tokens:
    """The words of one line, with their columns, for parsing and for messages."""

    def __init__(self, text: str, line: int | None) -> None:
        self.text = text
        self.line = line
        self.words = [(m.group(), m.start() + 1) for m in re.finditer(r"\S+", text)]
        self.at = 0

    def error(self, message: str, column: int | None = None) -> NotationError:
        """A :class:`~thousand.NotationError` at the current word, or at ``column``."""
        if column is None:
            column = self.words[self.at][1] if self.at < len(self.words) else len(self.text) + 1
        where = f"line {self.line}, column {column}" if self.line else f"column {column}"
        return NotationError(f"{where}: {message}", text=self.text, line=self.line, column=column)

    def peek(self) -> str | None:
        """The current word, or ``None`` at the end of the line."""
        return self.words[self.at][0] if self.at < len(self.words) else None

    def take(self, what: str) -> str:
        """The current word, moving past it; ``what`` names what was expected, for the error."""
        word = self.peek()
        if word is None:
            raise self.error(f"expected {what}, the line ends")
        self.at += 1
        return word

    def end(self) -> None:
        """Refuse any word left over after a whole action."""
        if self.at < len(self.words):
            raise self.error(f"unexpected {shown(self.words[self.at][0])} at the end of the action")

    def seat(self, players: int) -> int:
        """A seat word (``p1`` is seat 0) of a table of ``players``."""
        word = self.take("a seat such as p1")
        match = SEAT.match(word)
        digits = match.group(1) if match else ""
        number = int(digits) if 0 < len(digits) <= MAX_DIGITS else 0
        if not 1 <= number <= players:
            self.at -= 1
            raise self.error(f"expected a seat p1..p{players}, not {shown(word)}")
        return number - 1

    def number(self, what: str) -> int:
        """A number word of at most nine digits; ``what`` names it for the error."""
        word = self.take(what)
        if len(word) > MAX_DIGITS or not NUMBER.match(word):
            self.at -= 1
            raise self.error(f"expected {what} (a whole number), not {shown(word)}")
        return int(word)

    def card(self) -> Card:
        """A card word such as ``Ah``, ``10h`` or ``A♥``."""
        word = self.take("a card such as Ah")
        try:
            return Card.parse(word)
        except NotationError:
            self.at -= 1
            raise self.error(
                f"not a card: {shown(word)} (expected rank 9 J Q K T/10 A then suit s c d h or"
                " ♠ ♣ ♦ ♥, e.g. 'Ah')"
            ) from None


SIMPLE: dict[str, type[Recut | BuryJack | AcceptCut | DeclineRedeal]] = {
    "recut": Recut,
    "bury": BuryJack,
    "keep": AcceptCut,
    "decline": DeclineRedeal,
}
"""The actions written as a seat and a verb alone."""


CONDITIONS = {condition.value: condition for condition in RedealCondition}


def parse_condition(words: Tokens) -> RedealCondition:
    """The redeal condition a claim names by its value (``p2 redeal hand_four_nines``)."""
    word = words.take("a redeal condition such as hand_four_nines")
    condition = CONDITIONS.get(word.lower())
    if condition is None:
        words.at -= 1
        raise words.error(
            f"not a redeal condition: {shown(word)} (expected one of {', '.join(CONDITIONS)})"
        )
    return condition


def parse_deal(words: Tokens) -> Deal:
    """``H | H | H / talon T [| T]``: the hands, seat 0 first, then the talons."""
    hands: list[list[Card]] = [[]]
    talons: list[list[Card]] = []
    while (word := words.peek()) is not None:
        if word == "|":
            words.take("|")
            (talons if talons else hands).append([])
        elif word == "/":
            words.take("/")
            if talons:
                raise words.error("a deal has one '/ talon' part", words.words[words.at - 1][1])
            if words.take("'talon'").lower() != "talon":
                words.at -= 1
                raise words.error("expected 'talon' after '/'")
            talons.append([])
        else:
            (talons[-1] if talons else hands[-1]).append(words.card())
    if not talons:
        raise words.error("a deal ends with '/ talon' and the talon's cards")
    return Deal(hands=hands, talons=talons)
