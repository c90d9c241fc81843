"""``python -m thousand replay FILE``: step through a saved deal or game.

The table is shown after each action (:func:`~thousand.format_state`: every hand face
up), and after each deal of a game the score sheet. Enter steps on; ``q`` stops; with
``--all`` every step is printed without waiting. A file that is no record, or a record
that does not hold up, is refused as ``check`` refuses it, with the same exit status.
"""

from __future__ import annotations

from thousand.cli.check import RefusedError, read_record
from thousand.cli.console import Console
from thousand.cli.moves import describe
from thousand.cli.status import InputError, Status
from thousand.cli.texts import COMMANDS, SAY
from thousand.formats.records import GameRecord, RoundRecord, replay
from thousand.formats.summaries import format_summary
from thousand.game.sheet import score_sheet
from thousand.i18n import Locale
from thousand.table import format_state


class _StopError(Exception):
    """The person typed ``q``."""


def run(
    console: Console, path: str, *, all_steps: bool, ascii: bool, locale: Locale = Locale.EN
) -> int:
    """Replay the record in ``path``; the exit status (0, or as ``check`` for a bad file)."""
    try:
        record = read_record(path)
    except RefusedError as refused:
        console.write(refused.said(locale))
        return refused.status
    stepper = _Stepper(console, all_steps, ascii, locale)
    try:
        if isinstance(record, GameRecord):
            stepper.game(record)
        else:
            stepper.deal(record)
    except _StopError:
        pass
    return Status.OK


class _Stepper:
    def __init__(self, console: Console, all_steps: bool, ascii: bool, locale: Locale) -> None:
        self.locale = locale
        self.console = console
        self.all_steps = all_steps
        self.ascii = ascii

    def pause(self) -> None:
        if self.all_steps:
            return
        try:
            answer = self.console.ask(SAY["pause"][self.locale])
        except InputError as error:
            self.console.write(SAY["read_as_enter"].format(self.locale, error=error))
            return
        if answer is None or answer.strip().lower() in COMMANDS["quit"]:
            raise _StopError

    def deal(self, record: RoundRecord) -> None:
        states = replay(record)
        first = next(states)
        self.console.write(format_state(first, ascii=self.ascii, locale=self.locale))
        for step, state in enumerate(states, 1):
            self.pause()
            move = describe(state.log[-1], ascii=self.ascii, locale=self.locale)
            self.console.write(f"\n{step}. {move}")
            self.console.write(format_state(state, ascii=self.ascii, locale=self.locale))

    def game(self, record: GameRecord) -> None:
        games = replay(record)
        next(games)
        for number, entry in enumerate(record.rounds, 1):
            self.console.write("\n" + SAY["replay_deal"].format(self.locale, number=number))
            if isinstance(entry, RoundRecord):
                self.deal(entry)
            else:
                summary = format_summary(entry)
                self.console.write(SAY["summary"].format(self.locale, summary=summary))
            game = next(games, None)
            if game is None:
                return  # the last deal is still in progress
            self.console.write()
            self.console.write(score_sheet(game, locale=self.locale))
            self.pause()
