"""``python -m thousand check FILE``: is a saved deal or game valid, and if not, where not.

Exit status 0 when the record is valid; 1 when it reads but does not hold up (the first
illegal action: its number in the deal, the action in notation, the reason code and
message; or another problem the replay found); 2 when the file is no record at all
(missing, too large, not text, not JSON, a line that is not notation). ``replay`` reads
its file through :func:`read_record` too, so the two commands agree.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import attrs

from thousand.actions import Action
from thousand.cli.console import Console
from thousand.cli.documents import UnreadableError, json_document, load, read_text
from thousand.cli.status import Status
from thousand.cli.texts import CHECKING
from thousand.engine import check, is_over
from thousand.errors import NotationError, RecordError, Violation
from thousand.formats.notation import format_action, parse_action, parse_record
from thousand.formats.records import GameRecord, RoundRecord, final_state
from thousand.formats.serialization import loads, structure
from thousand.i18n import Locale, describe
from thousand.i18n import format_action as said_action
from thousand.i18n.terms import PHASE_NAMES
from thousand.lang.seats import seat_name
from thousand.state import RoundState

VALID, INVALID, UNREADABLE = Status.OK, Status.INVALID, Status.UNREADABLE
"""The exit statuses (:class:`~thousand.cli.status.Status`)."""


Say = Callable[[Locale], str]
"""A sentence to be said in a language."""


class RefusedError(Exception):
    """A record that does not load: what to print, and the exit status.

    Attributes:
        status: the exit status.
        text: what to print, in English.
    """

    def __init__(self, status: Status, text: str, say: Say | None = None) -> None:
        super().__init__(text)
        self.status = status
        self.text = text
        self._say = say

    def said(self, locale: Locale) -> str:
        """What to print, in ``locale``."""
        return self.text if self._say is None else self._say(locale)

    @classmethod
    def of(cls, status: Status, what: Say) -> RefusedError:
        """The refusal ``unreadable: ...`` or ``invalid: ...`` (by ``status``) of ``what``."""
        key = "unreadable" if status is Status.UNREADABLE else "invalid"

        def say(locale: Locale) -> str:
            return CHECKING[key].format(locale, what=what(locale))

        return cls(status, say(Locale.EN), say)


@attrs.frozen
class Illegal:
    """The first illegal action of a record.

    Attributes:
        number: its place in the deal's log, 1 first (the deal and the cuts count).
        action: the action.
        violation: why it is illegal.
        deal: for a game, the deal it is in (1 first); ``None`` for a deal record.
        line: for text notation, its line.
    """

    number: int
    action: Action
    violation: Violation
    deal: int | None = None
    line: int | None = None

    def __str__(self) -> str:
        return self.said(Locale.EN)

    def said(self, locale: Locale) -> str:
        """Where, the action and why, in ``locale`` (English: the action in notation)."""
        where = "" if self.deal is None else CHECKING["at_deal"].format(locale, deal=self.deal)
        where += CHECKING["at_action"].format(locale, number=self.number)
        if self.line is not None:
            where += CHECKING["at_line"].format(locale, line=self.line)
        if locale is Locale.EN:
            reason = self.violation.reason.value
            return f"{where}: {format_action(self.action)}\n  {reason}: {self.violation.message}"
        # the codes are for scripts, which read the English
        action = said_action(self.action, locale)
        return f"{where}: {action}\n  {describe(self.violation, locale)}"


def run(console: Console, path: str, locale: Locale = Locale.EN) -> int:
    """Check the record in ``path``; the exit status."""
    try:
        record = read_record(path)
    except RefusedError as refused:
        console.write(refused.said(locale))
        return refused.status
    console.write(CHECKING["valid"].format(locale, what=_describe(record, locale)))
    return VALID


def read_record(path: str) -> RoundRecord | GameRecord:
    """The record in ``path``, replayed through the engine.

    Raises:
        RefusedError: the file is no record (``unreadable: ...``, status 2) or a record
            that does not hold up (``invalid: ...``, status 1: where and why).
    """
    try:
        text = read_text(path)
        return load(text)
    except UnreadableError as error:
        raise RefusedError.of(UNREADABLE, error.said) from None
    except NotationError as error:
        status, said = _text_problem(text, error)
    except RecordError as error:
        status, said = _json_problem(text, error)
    raise RefusedError.of(status, said)


def _describe(record: RoundRecord | GameRecord, locale: Locale) -> str:
    if isinstance(record, GameRecord):
        game = final_state(record)
        if game.winner is not None:
            end = CHECKING["won_by"].format(locale, who=seat_name(game.winner))
        elif game.is_draw:
            who = CHECKING["and"][locale].join(seat_name(s) for s in game.draw)
            end = CHECKING["draw"].format(locale, who=who)
        elif len(game.rounds) < len(record.rounds):
            end = CHECKING["last_in_progress"][locale]  # a game saved as it is played
        else:
            end = ""
        return CHECKING["game"].format(locale, deals=len(record.rounds), end=end)
    state = final_state(record)
    if is_over(state):
        progress = CHECKING["over"][locale]
    else:
        phase = state.phase.value if locale is Locale.EN else PHASE_NAMES[state.phase][locale]
        progress = CHECKING["in_progress"].format(locale, phase=phase)
    return CHECKING["deal"].format(locale, actions=len(state.log), progress=progress)


def _error(error: NotationError | RecordError) -> Say:
    """The sentence of a notation or record error: its own message in English."""

    def say(locale: Locale) -> str:
        return str(error) if locale is Locale.EN else describe(error, locale)

    return say


def _text_problem(text: str, error: NotationError) -> tuple[Status, Say]:
    """A text record refused at ``error.line``: an illegal action there, or bad text."""
    lines = text.split("\n")
    number = error.line
    if number is not None and 1 <= number <= len(lines):
        try:
            before = parse_record("\n".join(lines[: number - 1]))
            action = parse_action(lines[number - 1], line=number)
        except NotationError:
            pass
        else:
            illegal = _illegal_at(final_state(before), action, line=number)
            if illegal is not None:
                return INVALID, illegal.said
            return INVALID, _error(error)
    return UNREADABLE, _error(error)


def _illegal_at(
    state: RoundState, action: Action, *, line: int | None = None, deal: int | None = None
) -> Illegal | None:
    violation = check(state, action)
    if violation is None:
        return None
    return Illegal(len(state.log) + 1, action, violation, deal=deal, line=line)


_WHERE = re.compile(r"(?:rounds\[(\d+)\]\.)?(?:(prelude|actions)\[(\d+)\]|(deal))\Z")
"""Where a replay refused an action: ``actions[7]``, ``rounds[2].deal``, ..."""


def _json_problem(text: str, error: RecordError) -> tuple[Status, Say]:
    """A JSON record refused at ``error.where``: an illegal action there, or not."""
    match = _WHERE.match(error.where)
    if match is not None:
        try:
            illegal = _json_illegal(json_document(text), match)
        except (ValueError, UnreadableError, LookupError, TypeError, RecursionError):
            # A part of the document the replay did not reach may be of any shape.
            illegal = None
        if illegal is not None:
            return INVALID, illegal.said
    return INVALID, _error(error)


def _json_illegal(data: dict[str, object], match: re.Match[str]) -> Illegal | None:
    """Load the record up to the refused action, then check that action."""
    game_index, part, index, deal = match.groups()
    deal_data: dict[str, object] = data
    if game_index is not None:
        rounds = data["rounds"]
        assert isinstance(rounds, list)
        deal_data = rounds[int(game_index)]
    raw = deal_data["deal"] if deal else deal_data[part][int(index)]  # type: ignore[index]
    action: Action = structure(raw, Action)
    short = dict(deal_data)
    if deal or part == "prelude":
        short.pop("deal", None)
        short.pop("actions", None)
        if part == "prelude":
            short["prelude"] = short["prelude"][: int(index)]  # type: ignore[index]
    else:
        short["actions"] = short["actions"][: int(index)]  # type: ignore[index]
    if game_index is None:
        state = final_state(loads(json.dumps(short), RoundRecord))
        return _illegal_at(state, action)
    rounds = data["rounds"]
    assert isinstance(rounds, list)
    game_data = {**data, "rounds": [*rounds[: int(game_index)], short]}
    game = loads(json.dumps(game_data), GameRecord)
    last = game.rounds[-1]
    assert isinstance(last, RoundRecord)
    return _illegal_at(final_state(last), action, deal=int(game_index) + 1)
