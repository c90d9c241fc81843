"""``python -m thousand score``: keep score for a table playing with real cards.

Each line read is one deal's summary (:func:`~thousand.parse_summary`, e.g.
``p2 120 : 35 70 15 ; tricks 2 4 2 ; marriages p2:h``); the sheet's line for that deal
is printed after each (its heading before the first), and the whole score sheet at the
end, so that the output grows with the input, line by line. A line that cannot be read,
or a deal that cannot have happened, is refused with its reason code and message, and
the game goes on without it. Blank lines and ``#`` comments are skipped; ``undo`` takes
back the last deal (up to :data:`UNDO_DEPTH` deals in a row); ``help`` says what a line
may hold. With ``--names``, a player's name stands for the seat anywhere a line names one
(``Bob 120 : 35 70 15 ; marriages Bob:h``). With ``--save FILE`` the sheet is written to
FILE after every deal (a game record of deal summaries, :mod:`~thousand.cli.saves`), and
``--resume FILE`` goes on with a sheet so saved. The exit status is 0, or 1 if a line was
refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import attrs

from thousand.cli.check import RefusedError, read_record
from thousand.cli.console import Console
from thousand.cli.saves import SaveError, write_atomically
from thousand.cli.status import InputError, Problem, Status
from thousand.cli.texts import CHECKING, COMMANDS, PROBLEMS, SCORING
from thousand.errors import NotationError, SummaryError, ThousandError
from thousand.formats.records import GameRecord, record_of, replay
from thousand.formats.serialization import dumps
from thousand.formats.summaries import parse_summary
from thousand.formats.tokens import CONDITIONS, SEAT, seat_text, strip_comment
from thousand.game.sheet import score_sheet
from thousand.game.state import GameState, new_game, record_round
from thousand.i18n import Locale, describe
from thousand.rules.ruleset import Rules
from thousand.scoring.results import RoundSummary
from thousand.scoring.scorer import score_round

SAYS = {key: text.en for key, text in SCORING.items()}
"""What ``score`` says to a person, in English (:data:`~thousand.cli.texts.SCORING` has
every language)."""

UNDO_DEPTH = 100
"""The deals ``undo`` can take back, the last first: each kept game holds every deal
before it, so an endless input would otherwise keep a square of deals."""


def run(
    console: Console,
    rules: Rules,
    *,
    dealer: int,
    names: list[str] | None,
    save: Path | None = None,
    start: GameState | None = None,
    locale: Locale = Locale.EN,
) -> int:
    """Keep score from the summaries read; the exit status.

    Args:
        console: the terminal.
        rules: the rules of the game.
        dealer: who deals first.
        names: a name per seat, or ``None`` for ``p1``, ``p2``, ...
        save: the file the sheet is written to after every deal, or ``None``.
        start: a game to go on with (its deals before this run), or ``None``.
        locale: the language of what it says about the sheet (the lines it reads and
            its refusals of a line are the notation's, in English).
    """

    def say(key: str, **values: object) -> str:
        return SCORING[key].format(locale, **values)

    games = _kept(start) if start is not None else [new_game(rules, first_dealer=dealer)]
    shown = names or [seat_text(s) for s in range(rules.players)]
    sheet = _Sheet(console, save, names, locale)
    refused = False
    headed = False
    number = 0
    interactive = console.stdin.isatty()
    if interactive:
        console.write(_help(shown, locale))
    while not games[-1].is_over:
        prompt = _prompt(shown, len(games[-1].rounds) + 1, locale) if interactive else ""
        try:
            line = console.ask(prompt)
        except InputError as error:
            number += 1
            console.write(_at_line(number, _input_problem(error, locale), locale))
            refused = True
            continue
        if line is None:
            break
        number += 1
        text = strip_comment(line).strip()
        if not text:
            continue
        command = text.lower()
        if command in COMMANDS["help"]:
            console.write(_help(shown, locale))
            continue
        if command in COMMANDS["quit"]:
            break
        if command in COMMANDS["undo"]:
            if len(games) > 1:
                games.pop()
                console.write(say("took_back", number=len(games[-1].rounds) + 1))
                sheet.save(games[-1])
            else:
                console.write(say("nothing_to_undo" if not games[0].rounds else "no_more_to_undo"))
            continue
        try:
            summary = _parsed(text, rules.players, names)
            game = record_round(games[-1], score_round(rules, summary))
        except SummaryError as error:
            for problem in error.problems:
                if locale is Locale.EN:
                    said = f"{problem.reason.value}: {problem}"
                else:
                    said = describe(problem, locale)
                console.write(_at_line(number, said, locale))
            refused = True
            continue
        except ThousandError as error:
            if locale is Locale.EN:
                reason = getattr(error, "reason", None)
                said = f"{reason.value}: {error}" if reason is not None else str(error)
            else:
                said = describe(error, locale)
            console.write(_at_line(number, said, locale))
            refused = True
            continue
        games.append(game)
        del games[: -UNDO_DEPTH - 1]
        sheet.save(game)
        heading, row = _last_line(game, names, locale)
        if not headed:
            console.write(heading)
            headed = True
        console.write(row)
    game = games[-1]
    if game.rounds:
        console.write()
        console.write(score_sheet(game, names, locale=locale))
    if game.winner is not None:
        console.write(say("won", name=shown[game.winner]))
    elif game.is_draw:
        console.write(say("draw", names=say("and").join(shown[s] for s in game.draw)))
    if save is not None:
        console.write(say("saved", path=save))
    return Status.INVALID if refused else Status.OK


class _Sheet:
    """The file the sheet is saved to after every deal (or nowhere)."""

    def __init__(
        self,
        console: Console,
        path: Path | None,
        names: list[str] | None,
        locale: Locale = Locale.EN,
    ) -> None:
        self.console = console
        self.locale = locale
        self.path = path
        self.names = tuple(names or ())
        self.failed = False

    def save(self, game: GameState) -> None:
        if self.path is None:
            return
        try:
            write_atomically(self.path, dumps(record_of(game, players=self.names)))
        except SaveError as error:
            if not self.failed:
                problem = error.said(self.locale)
                self.console.write(SCORING["not_saved"].format(self.locale, problem=problem))
            self.failed = True


def _kept(game: GameState) -> list[GameState]:
    """The games ``undo`` can go back to: ``game`` after each of its last deals."""
    record = record_of(game)
    return list(replay(record))[-UNDO_DEPTH - 1 :]


def resume(path: str, locale: Locale = Locale.EN) -> tuple[GameState, list[str] | None]:
    """The game of the sheet saved in ``path``, and its players' names.

    A game ``play`` saved goes on too, its deals kept as their summaries.

    Raises:
        RefusedError: the file is no record, not a game, or a game whose last deal is
            still being played.
    """
    record = read_record(path)
    if not isinstance(record, GameRecord):
        why = "not_a_game"
    else:
        games = list(replay(record))
        game = games[-1]
        if len(game.rounds) == len(record.rounds):
            names = list(record.players) if len(record.players) == game.players else None
            return game, names
        why = "in_progress"

    def said(locale: Locale) -> str:
        sentence = SCORING["not_a_sheet"].format(locale, path=path, why=SCORING[why][locale])
        if locale is not Locale.EN:
            return sentence
        return str(InputError(Problem.NOT_A_SAVED_GAME, sentence))

    raise RefusedError.of(Status.UNREADABLE, said)


def _at_line(number: int, what: str, locale: Locale) -> str:
    return CHECKING["line"].format(locale, number=number, what=what)


def _input_problem(error: InputError, locale: Locale) -> str:
    """A line that cannot be read, in ``locale`` (English: the console's own message)."""
    text = PROBLEMS.get(error.problem)
    return str(error) if text is None or locale is Locale.EN else text[locale]


def _help(names: Sequence[str], locale: Locale = Locale.EN) -> str:
    a, b, c = (names[i % len(names)] for i in range(3))
    seats = ", ".join(names)
    return SCORING["help"].format(locale, a=a, b=b, c=c, seats=seats)


def _prompt(names: Sequence[str], number: int, locale: Locale = Locale.EN) -> str:
    example = SCORING["example"].format(locale, b=names[1 % len(names)])
    return SCORING["prompt"].format(locale, number=number, example=example)


_WORD = re.compile(r"[;:]|[^\s;:]+")
"""The words of a summary line, as :func:`~thousand.parse_summary` reads them."""


def _parsed(text: str, players: int, names: Sequence[str] | None) -> RoundSummary:
    """The summary of a line in which a player's name may stand for a seat.

    Raises:
        NotationError: as :func:`~thousand.parse_summary`, its column that of the line
            as typed.
    """
    if not names:
        return parse_summary(text, players)
    seats = {name.casefold(): seat_text(seat) for seat, name in enumerate(names)}
    written: list[str] = []
    origin: list[int] = []  # for each character written, where it was typed
    at = 0
    part = ""  # the keyword of the part the word is in
    before = ";"  # the word before it
    for match in _WORD.finditer(text):
        written.append(text[at : match.start()])
        origin.extend(range(at, match.start()))
        word = match.group()
        if before == ";":
            part = word.casefold()
        # A suit, never a seat, follows ':' (``Bob:h``) and ends the talon part.
        seat = None if before == ":" or part == "talon" else seats.get(word.casefold())
        before = word
        written.append(seat if seat is not None else word)
        if seat is not None:
            origin.extend([match.start()] * len(seat))
        else:
            origin.extend(range(match.start(), match.end()))
        at = match.end()
    origin.append(len(text))
    try:
        return parse_summary("".join(written), players)
    except NotationError as error:
        column = error.column
        if column is None or not 1 <= column <= len(origin):
            raise
        typed = origin[column - 1] + 1
        message = str(error).replace(f"column {column}:", f"column {typed}:", 1)
        raise NotationError(
            message, text=text, line=error.line, column=typed, reason=error.reason
        ) from None


RESERVED = frozenset(
    {"thrown", "in", "redeal", "exposed", "cut", "conceded", "dark", "golden", "tricks"}
    | {"marriages", "half", "ace", "last", "nines", "out", "talon", "aces"}
    | {"undo", "help", "quit", "q", "?"}
    | set(CONDITIONS)
)
"""The words a summary line or ``score`` itself reads: no player may be called so."""


def name_problem(names: Sequence[str], locale: Locale = Locale.EN) -> str | None:
    """Why ``names`` cannot stand for seats in a line, or ``None`` if they can."""
    seen: set[str] = set()
    for name in names:
        if not name or _WORD.fullmatch(name) is None or name in ";:" or "#" in name:
            return SCORING["name_word"].format(locale, name=repr(name))
        folded = name.casefold()
        if folded in RESERVED or SEAT.match(name) or folded.isdigit():
            return SCORING["name_reserved"].format(locale, name=repr(name))
        if folded in seen:
            return SCORING["name_twice"].format(locale, name=repr(name))
        seen.add(folded)
    return None


def _last_line(
    game: GameState, names: list[str] | None, locale: Locale = Locale.EN
) -> tuple[str, str]:
    """The sheet's heading and its line for the last deal, without writing the rest."""
    last = attrs.evolve(game, rounds=game.rounds[-1:], settlement=None)
    heading, row = score_sheet(last, names, locale=locale, legend=False).splitlines()
    return heading, row
