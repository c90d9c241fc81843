"""``python -m thousand score``: keep score for a table playing with real cards.

Each line read is one deal's summary (:func:`~thousand.parse_summary`, e.g.
``p2 120 : 35 70 15 ; tricks 2 4 2 ; marriages p2:h``); the score sheet is printed after
each. A line that cannot be read, or a deal that cannot have happened, is refused with
its reason code and message, and the game goes on without it. Blank lines and ``#``
comments are skipped; ``undo`` takes back the last deal. The exit status is 0, or 1 if
a line was refused.
"""

from __future__ import annotations

from thousand.cli.console import Console
from thousand.errors import NotationError, SummaryError, ThousandError
from thousand.formats.summaries import parse_summary
from thousand.formats.tokens import strip_comment
from thousand.game.sheet import score_sheet
from thousand.game.state import GameState, new_game, record_round
from thousand.rules.ruleset import Rules
from thousand.scoring.scorer import score_round


def run(console: Console, rules: Rules, *, dealer: int, names: list[str] | None) -> int:
    """Keep score from the summaries read; the exit status."""
    games: list[GameState] = [new_game(rules, first_dealer=dealer)]
    refused = False
    number = 0
    prompt = "deal> " if console.stdin.isatty() else ""
    while not games[-1].is_over:
        line = console.ask(prompt)
        if line is None:
            break
        number += 1
        text = strip_comment(line).strip()
        if not text:
            continue
        if text.lower() == "undo":
            if len(games) > 1:
                games.pop()
                console.write(score_sheet(games[-1], names))
            else:
                console.write("nothing to undo")
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
        console.write(score_sheet(game, names))
    last = games[-1]
    winner = last.winner
    if winner is not None:
        name = names[winner] if names else f"p{winner + 1}"
        console.write(f"\nThe game is over: {name} won.")
    elif last.is_draw:
        drawn = " and ".join(names[s] if names else f"p{s + 1}" for s in last.draw)
        console.write(f"\nThe game is over: a draw between {drawn}.")
    return 1 if refused else 0
