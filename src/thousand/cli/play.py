"""``python -m thousand play``: a game in the terminal against bots.

The person plays one seat; the bots the others, each from its own view. At each of the
person's turns the table is shown (:func:`~thousand.format_view`) with the legal moves
numbered; the person answers with a number, a move in notation (``play Ah``, ``pass``),
``hint``, ``undo``, ``auto`` (the bot plays the rest of the deal for the person),
``help`` or ``quit``. The score sheet is shown between deals.

The game is saved as it goes (:mod:`~thousand.cli.saves`): after every action the file
holds the game up to that action, and ``play --resume FILE`` goes on from there exactly
as the game would have gone on: the deals are drawn from the seed, and each bot's choice
from a seed of its own drawn from the game's seed and the place in the game, so that a
game stopped and resumed is the game played through.
"""

from __future__ import annotations

import random
from pathlib import Path

from thousand.actions import Action, Cut, Deal
from thousand.bots import Bot, simple_action
from thousand.cli.check import RefusedError, read_record
from thousand.cli.console import Console
from thousand.cli.moves import describe, numbered
from thousand.cli.players import BOTS, suggestion
from thousand.cli.saves import GameFile, SaveError, finished_part, play_settings
from thousand.cli.status import InputError, Problem, Status
from thousand.dealing import chance_action
from thousand.engine import apply, is_chance, is_over, legal_actions
from thousand.errors import NotationError, ThousandError
from thousand.formats.notation import parse_action
from thousand.formats.records import GameRecord, RoundRecord, final_state, replay
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


SAYS = {
    "saving": "saving the game to {path}",
    "saved": "the game is saved in {path}",
    "resume": "continue it: python -m thousand play --resume {path}",
    "over": "this game is over; nothing to resume",
    "not_a_game": "{path} is not a game saved by play (a game record with _play metadata)",
    "resumed": "resumed: {deals} deals played, {where}",
    "in_progress": "deal {number} in progress",
    "next_deal": "deal {number} next",
    "not_saved": "cannot save the game ({problem}); trying again after each move",
}
"""What a saved game says to a person, in one place."""


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
        file: GameFile | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.console = console
        self.rules = rules
        self.seat = seat
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        self.ascii = ascii
        self.auto = auto
        self.make = BOTS[bot]
        self.file = file
        self.number = 0
        self.legend_shown = False

    def bot(self, state: RoundState, seat: int) -> Bot:
        """The bot that chooses ``seat``'s move now, seeded by the game's seed and the place.

        Its choice depends on the game's seed and the place alone, never on what the
        program did before: a game resumed from its file (which keeps no bot) makes the
        choices the game played through made.
        """
        return self.make(self._seed_at(state, f"bot {seat}"))

    def _seed_at(self, state: RoundState, what: str) -> int:
        place = f"{self.seed} deal {self.number} action {len(state.log)} {what}"
        return random.Random(place).getrandbits(64)

    def save(self, state: RoundState | None) -> None:
        """Write the game file, if there is one: the game up to ``state``."""
        if self.file is None:
            return
        try:
            self.file.save(state)
        except SaveError as error:
            self.console.write(SAYS["not_saved"].format(problem=error))

    def play_game(
        self, deals: int | None, game: GameState | None = None, state: RoundState | None = None
    ) -> GameState:
        """Deals until the game is over, won or drawn (or ``deals`` were played).

        ``game`` and ``state``: a game to go on with, and its deal in progress.
        """
        game = game if game is not None else new_game(self.rules, first_dealer=0)
        played = 0
        while not game.is_over and (deals is None or played < deals):
            self.number = len(game.rounds) + 1
            if state is None:
                state = next_round(game, self.rng)
                self.save(state)
            state = self.play_deal(state, self.number)
            game = record_round(game, round_result(state))
            if self.file is not None:
                self.file.finish(state)
            state = None
            played += 1
            self.console.write()
            # The legend once, under the first sheet: the marks mean the same after that.
            names = _names(game.players, self.seat)
            self.console.write(score_sheet(game, names, legend=not self.legend_shown))
            self.legend_shown = True
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
                self.save(state)
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
                    self.save(state)
                    continue
                action = chosen
            elif seat == self.seat:
                action = simple_action(view(state, seat))
            else:
                action = self.bot(state, seat)(view(state, seat))
            if seat != self.seat or auto:
                self.console.write(describe(action, ascii=self.ascii))
            taken = len(state.tricks)
            state = apply(state, action)
            self.save(state)
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
            action, by = suggestion(seen, self._seed_at(state, "hint"))
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
    file: GameFile | None = None,
) -> int:
    """Play a new game; the exit status (0)."""
    table = Table(console, rules, seat=seat, bot=bot, seed=seed, ascii=ascii, auto=auto, file=file)
    return _played(console, table, deals, None, None)


def _played(
    console: Console,
    table: Table,
    deals: int | None,
    game: GameState | None,
    state: RoundState | None,
) -> int:
    """Play ``table``'s game on; whatever stops it, say where it is saved."""
    file = table.file
    if file is not None:
        console.write(SAYS["saving"].format(path=file.path))
        table.save(state)
    try:
        game = table.play_game(deals, game, state)
    except QuitError:
        _say_saved(console, file, over=False)
        console.write("bye")
        return Status.OK
    except BaseException:  # Ctrl-C and a crash: the file is complete up to the last action
        _say_saved(console, file, over=False)
        raise
    _say_saved(console, file, over=game.is_over)
    return Status.OK


def _say_saved(console: Console, file: GameFile | None, *, over: bool) -> None:
    if file is not None:
        console.write(SAYS["saved"].format(path=file.path))
        if not over:
            console.write(SAYS["resume"].format(path=file.path))


def resume(
    console: Console,
    path: str,
    *,
    ascii: bool,
    auto: bool,
    deals: int | None,
    save: Path | None,
) -> int:
    """Go on with the game saved in ``path``; the exit status.

    ``save``: the file to go on saving to (``path`` itself unless another is named), or
    ``None`` not to save.
    """
    try:
        record = read_record(path)
    except RefusedError as refused:
        console.write(refused.text)
        return refused.status
    settings = play_settings(record) if isinstance(record, GameRecord) else None
    if not isinstance(record, GameRecord) or settings is None or settings[2] not in BOTS:
        problem = InputError(Problem.NOT_A_SAVED_GAME, SAYS["not_a_game"].format(path=path))
        console.write(f"unreadable: {problem}")
        return Status.UNREADABLE
    seed, seat, bot = settings
    game = final_state(record)
    last = record.rounds[-1] if record.rounds else None
    state: RoundState | None = None
    if len(record.rounds) > len(game.rounds) and isinstance(last, RoundRecord):
        state = final_state(last)
    console.write(f"seed {seed}")
    if game.is_over:
        console.write(score_sheet(game, _names(game.players, seat)))
        console.write(SAYS["over"])
        return Status.OK
    number = len(game.rounds) + 1
    where = SAYS["in_progress" if state is not None else "next_deal"].format(number=number)
    console.write(SAYS["resumed"].format(deals=len(game.rounds), where=where))
    file = GameFile(save, finished_part(record, game)) if save is not None else None
    table = Table(
        console,
        record.rules,
        seat=seat,
        bot=bot,
        seed=seed,
        ascii=ascii,
        auto=auto,
        file=file,
        rng=dealing_rng(seed, record),
    )
    return _played(console, table, deals, game, state)


def dealing_rng(seed: int, record: GameRecord) -> random.Random:
    """The random numbers of a game of ``seed`` after the deals of ``record`` were drawn.

    Every chance action of the record (a deal, a cut) is drawn again from the seed, in
    order, as the game drew it: the next deal is the one the game would have dealt.
    """
    rng = random.Random(seed)
    for entry in record.rounds:
        if isinstance(entry, RoundRecord):
            states = list(replay(entry))
            for state in states[:-1]:
                if is_chance(state):
                    chance_action(state, rng)
    return rng


def _names(players: int, seat: int) -> list[str]:
    return [f"p{s + 1}" + (" (you)" if s == seat else "") for s in range(players)]
