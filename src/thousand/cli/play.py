"""``python -m thousand play``: a game in the terminal against bots.

The person plays one seat; the bots the others, each from its own view. At each of the
person's turns the table is shown (:func:`~thousand.format_view`) with the legal moves
numbered; the person answers with a number, a move in notation (``play Ah``, ``pass``),
``hint``, ``undo``, ``auto`` (the bot plays the rest of the deal for the person),
``help`` or ``quit``. The score sheet is shown between deals.
"""

from __future__ import annotations

import random

from thousand.actions import Action, Cut, Deal
from thousand.bots import Bot, simple_action
from thousand.cli.console import Console
from thousand.cli.moves import describe, numbered
from thousand.cli.players import BOTS, suggestion
from thousand.cli.status import InputError, Status
from thousand.dealing import chance_action
from thousand.engine import apply, is_chance, is_over, legal_actions
from thousand.errors import NotationError, ThousandError
from thousand.formats.notation import parse_action
from thousand.game.sheet import score_sheet
from thousand.game.state import GameState, new_game, next_round, record_round
from thousand.rules.ruleset import Rules
from thousand.scoring.summary import round_result
from thousand.state import RoundState
from thousand.table import format_view
from thousand.undo import undo
from thousand.views.player_view import view

HELP = (
    "a number plays that move; a move in notation works too (play Ah, bid 110, pass);\n"
    "hint: the bot's suggestion; undo: take back your last move; auto: the bot plays the\n"
    "rest of this deal for you; quit: stop"
)


class QuitError(Exception):
    """The person typed ``quit``, or the input ended."""


class Table:
    """One game at the terminal: the person's seat, the bots, the random numbers."""

    def __init__(
        self,
        console: Console,
        rules: Rules,
        *,
        seat: int,
        bot: str,
        seed: int,
        ascii: bool,
        auto: bool,
    ) -> None:
        self.console = console
        self.rules = rules
        self.seat = seat
        self.rng = random.Random(seed)
        self.ascii = ascii
        self.auto = auto
        make = BOTS[bot]
        self.bots: list[Bot] = [make(seed + s) for s in range(rules.players)]

    def play_game(self, deals: int | None) -> GameState:
        """Deals until the game is over, won or drawn (or ``deals`` were played)."""
        game = new_game(self.rules, first_dealer=0)
        played = 0
        while not game.is_over and (deals is None or played < deals):
            state = self.play_deal(next_round(game, self.rng), len(game.rounds) + 1)
            game = record_round(game, round_result(state))
            played += 1
            names = [
                f"p{s + 1}" + (" (you)" if s == self.seat else "") for s in range(game.players)
            ]
            self.console.write()
            self.console.write(score_sheet(game, names))
            more = not game.is_over and (deals is None or played < deals)
            if more and not self.auto and self._stops():
                raise QuitError
        if game.winner is not None:
            who = "you" if game.winner == self.seat else f"p{game.winner + 1}"
            self.console.write(f"\nThe game is over: {who} won.")
        elif game.is_draw:
            drawn = " and ".join("you" if s == self.seat else f"p{s + 1}" for s in game.draw)
            self.console.write(f"\nThe game is over: a draw between {drawn}.")
        return game

    def _stops(self) -> bool:
        try:
            answer = self.console.ask("\nEnter for the next deal, or quit: ")
        except InputError as error:
            self.console.write(f"({error}: read as Enter)")
            return False
        return answer is None or answer.strip().lower() in ("quit", "q")

    def play_deal(self, state: RoundState, number: int) -> RoundState:
        """One deal to its end; the person's moves asked for, the bots' shown."""
        auto = self.auto
        self.console.write(f"\n=== deal {number}, dealt by p{state.dealer + 1} ===")
        while not is_over(state):
            if is_chance(state):
                state = apply(state, chance_action(state, self.rng))
                continue
            seat = state.to_act
            assert seat is not None
            if seat == self.seat and not auto:
                chosen = self.ask(state)
                if isinstance(chosen, str):
                    auto = True
                    continue
                if isinstance(chosen, RoundState):
                    state = chosen
                    continue
                action = chosen
            elif seat == self.seat:
                action = simple_action(view(state, seat))
            else:
                action = self.bots[seat](view(state, seat))
            if seat != self.seat or auto:
                self.console.write(describe(action, ascii=self.ascii))
            taken = len(state.tricks)
            state = apply(state, action)
            if len(state.tricks) > taken:
                trick = state.tricks[-1]
                self.console.write(f"p{trick.winner + 1} takes the trick ({trick.points})")
        self.console.write()
        self.console.write(format_view(view(state, self.seat), ascii=self.ascii))
        return state

    def ask(self, state: RoundState) -> Action | RoundState | str:
        """The person's move: an action, a state taken back to, or ``"auto"``."""
        seen = view(state, self.seat)
        legal = legal_actions(state)
        self.console.write()
        self.console.write(format_view(seen, ascii=self.ascii))
        self.console.write(numbered(legal, ascii=self.ascii))
        while True:
            try:
                answer = self.console.ask("your move (number, hint, undo, auto, help, quit)> ")
            except InputError as error:
                self.console.write(f"not a move: {error} (type help)")
                continue
            if answer is None:
                raise QuitError
            answer = answer.strip()
            number = _number(answer)
            if number is not None and 1 <= number <= len(legal):
                return legal[number - 1]
            command = answer.lower()
            if command in ("quit", "q", "exit"):
                raise QuitError
            if command == "auto":
                return "auto"
            if command == "help" or command == "?":
                self.console.write(HELP)
            elif command == "hint":
                self.console.write("thinking ...")
                self.console.write(self.hint(state))
            elif command == "undo":
                back = self.take_back(state)
                if back is not None:
                    return back
            elif answer:
                action = self.parse(answer, state)
                if action is not None:
                    return action

    def hint(self, state: RoundState) -> str:
        """The suggestion: the search bot's, or the simple bot's if the search fails."""
        seen = view(state, self.seat)
        try:
            action, by = suggestion(seen, self.rng.getrandbits(32))
        except ThousandError:
            action, by = simple_action(seen), "simple"
        number = legal_actions(state).index(action) + 1
        return f"hint ({by} bot): {number}  {describe(action, ascii=self.ascii, own=True)}"

    def take_back(self, state: RoundState) -> RoundState | None:
        """The state before the person's last move in this deal, or ``None`` with a note."""
        mine = [a for a in state.log if getattr(a, "seat", None) == self.seat]
        if not any(not _chance(a) for a in mine):
            self.console.write("nothing to undo: you have not moved in this deal")
            return None
        while True:
            last = state.log[-1]
            state = undo(state)
            if getattr(last, "seat", None) == self.seat and not _chance(last):
                self.console.write(f"took back: {describe(last, ascii=self.ascii, own=True)}")
                return state

    def parse(self, answer: str, state: RoundState) -> Action | None:
        """A move typed in notation, if it is legal; else a note why not."""
        try:
            action = parse_action(answer, state)
        except NotationError as error:
            self.console.write(f"not a move: {error} (type help)")
            return None
        if action not in legal_actions(state):
            try:
                apply(state, action)
            except ThousandError as error:
                self.console.write(f"illegal: {error}")
                return None
        return action


_NUMBER_DIGITS = 4
"""The digits of a move's number at most: a deal never offers ten thousand moves."""


def _number(answer: str) -> int | None:
    """The move's number typed, or ``None``.

    Only the digits 0-9 (not ``²`` or ``٣``), and few of them: ``int`` refuses a number of
    thousands of digits with a bare error.
    """
    if answer.isascii() and answer.isdigit() and len(answer) <= _NUMBER_DIGITS:
        return int(answer)
    return None


def _chance(action: object) -> bool:
    return isinstance(action, Deal | Cut)


def run(
    console: Console,
    rules: Rules,
    *,
    seat: int,
    bot: str,
    seed: int,
    ascii: bool,
    auto: bool,
    deals: int | None,
) -> int:
    """Play; the exit status (0)."""
    table = Table(console, rules, seat=seat, bot=bot, seed=seed, ascii=ascii, auto=auto)
    try:
        table.play_game(deals)
    except QuitError:
        console.write("bye")
    return Status.OK
