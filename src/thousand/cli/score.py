"""``python -m thousand score``: keep score for a table playing with real cards.

Each line read is one deal's summary (:func:`~thousand.parse_summary`, e.g.
``p2 120 : 35 70 15 ; tricks 2 4 2 ; marriages p2:h``); the sheet's line for that deal
is printed after each (its heading before the first), and the whole score sheet at the
end, so that the output grows with the input, line by line. A line that cannot be read,
or a deal that cannot have happened, is refused with its reason code and message, and
the game goes on without it. Blank lines and ``#`` comments are skipped; ``undo`` takes
back the last deal (up to :data:`UNDO_DEPTH` deals in a row). The exit status is 0, or 1
if a line was refused.
"""

from __future__ import annotations

import attrs

from thousand.cli.console import Console
from thousand.cli.status import InputError, Status
from thousand.errors import NotationError, SummaryError, ThousandError
from thousand.formats.summaries import parse_summary
from thousand.formats.tokens import strip_comment
from thousand.game.sheet import score_sheet
from thousand.game.state import GameState, new_game, record_round
from thousand.rules.ruleset import Rules
from thousand.scoring.scorer import score_round

UNDO_DEPTH = 100
"""The deals ``undo`` can take back, the last first: each kept game holds every deal
before it, so an endless input would otherwise keep a square of deals."""


def run(console: Console, rules: Rules, *, dealer: int, names: list[str] | None) -> int:
    """Keep score from the summaries read; the exit status."""
    games: list[GameState] = [new_game(rules, first_dealer=dealer)]
    refused = False
    headed = False
    number = 0
    prompt = "deal> " if console.stdin.isatty() else ""
    while not games[-1].is_over:
        try:
            line = console.ask(prompt)
        except InputError as error:
            number += 1
            console.write(f"line {number}: {error}")
            refused = True
            continue
        if line is None:
            break
        number += 1
        text = strip_comment(line).strip()
        if not text:
            continue
        if text.lower() == "undo":
            if len(games) > 1:
                games.pop()
                console.write(f"took back deal {len(games[-1].rounds) + 1}")
            else:
                console.write("nothing to undo" if not games[0].rounds else "no more to undo")
            continue
        try:
            summary = parse_summary(text, rules.players)
            game = record_round(games[-1], score_round(rules, summary))
        except NotationError as error:
            console.write(f"line {number}: {error.reason.value}: {error}")
            refused = True
            continue
        except SummaryError as error:
            for problem in error.problems:
                console.write(f"line {number}: {problem.reason.value}: {problem}")
            refused = True
            continue
        except ThousandError as error:
            reason = getattr(error, "reason", None)
            code = f"{reason.value}: " if reason is not None else ""
            console.write(f"line {number}: {code}{error}")
            refused = True
            continue
        games.append(game)
        del games[: -UNDO_DEPTH - 1]
        heading, row = _last_line(game, names)
        if not headed:
            console.write(heading)
            headed = True
        console.write(row)
    game = games[-1]
    if game.rounds:
        console.write()
        console.write(score_sheet(game, names))
    if game.winner is not None:
        name = names[game.winner] if names else f"p{game.winner + 1}"
        console.write(f"\nThe game is over: {name} won.")
    elif game.is_draw:
        drawn = " and ".join(names[s] if names else f"p{s + 1}" for s in game.draw)
        console.write(f"\nThe game is over: a draw between {drawn}.")
    return Status.INVALID if refused else Status.OK


def _last_line(game: GameState, names: list[str] | None) -> tuple[str, str]:
    """The sheet's heading and its line for the last deal, without writing the rest."""
    last = attrs.evolve(game, rounds=game.rounds[-1:], settlement=None)
    heading, row = score_sheet(last, names, legend=False).splitlines()
    return heading, row
