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

import attrs

from thousand.actions import Action, Cut, Deal
from thousand.bots import Bot, simple_action
from thousand.cli.check import RefusedError, read_record
from thousand.cli.console import Console
from thousand.cli.moves import describe, numbered
from thousand.cli.players import BOTS, suggestion
from thousand.cli.saves import GameFile, SaveError, finished_part, play_settings
from thousand.cli.status import InputError, Problem, Status
from thousand.cli.texts import COMMANDS, PROBLEMS, SAVING, SAY
from thousand.dealing import chance_action
from thousand.engine import apply, is_chance, is_over, legal_actions
from thousand.errors import NotationError, ThousandError, shown
from thousand.formats.notation import parse_action
from thousand.formats.records import GameRecord, RoundRecord, final_state, replay
from thousand.game.sheet import score_sheet
from thousand.game.state import GameState, new_game, next_round, record_round
from thousand.i18n import Locale
from thousand.i18n import describe as describe_error
from thousand.lang.seats import seat_name
from thousand.rules.ruleset import Rules
from thousand.scoring.summary import round_result
from thousand.state import RoundState
from thousand.table import format_view
from thousand.undo import undo
from thousand.views.player_view import SeenAction, view

HELP = SAY["help"].en
"""What ``help`` answers (in English; :data:`~thousand.cli.texts.SAY` has every language)."""


SAYS = {key: text.en for key, text in SAVING.items()}
"""What a saved game says to a person, in English (:data:`~thousand.cli.texts.SAVING`
has every language)."""


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
        locale: Locale = Locale.EN,
        names: tuple[str, ...] | None = None,
        file: GameFile | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.console = console
        self.locale = locale
        self.names = names
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
            problem = error.said(self.locale)
            self.console.write(self.saying("not_saved", problem=problem))

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
            heads = self.heads(game.players)
            self.console.write()
            # The legend once, under the first sheet: the marks mean the same after that.
            legend = not self.legend_shown
            self.console.write(score_sheet(game, heads, legend=legend, locale=self.locale))
            self.legend_shown = True
            more = not game.is_over and (deals is None or played < deals)
            if more and not self.auto and self._stops():
                raise QuitError
        if game.winner is not None:
            if game.winner == self.seat:
                self.console.write("\n" + self.say("you_won"))
            else:
                self.console.write("\n" + self.say("won", who=self.name(game.winner)))
        elif game.is_draw:
            drawn = self.say("and").join(
                self.say("you_alone") if s == self.seat else self.name(s) for s in game.draw
            )
            self.console.write("\n" + self.say("draw", who=drawn))
        return game

    def say(self, key: str, **values: object) -> str:
        """A text of the command line in the game's language."""
        return SAY[key].format(self.locale, **values)

    def heads(self, players: int) -> list[str]:
        """The score sheet's heads: each seat's name, the person's marked."""
        return [
            self.say("you", name=self.name(s)) if s == self.seat else self.name(s)
            for s in range(players)
        ]

    def saying(self, key: str, **values: object) -> str:
        """A text of saving the game, in the game's language."""
        return SAVING[key].format(self.locale, **values)

    def name(self, seat: int) -> str:
        """A seat as the table names it."""
        return seat_name(seat, self.names)

    def error_text(self, error: InputError) -> str:
        """A line that cannot be read, in the game's language."""
        if self.locale is Locale.EN:
            return str(error)
        text = PROBLEMS.get(error.problem)
        return str(error) if text is None else text[self.locale]

    def show(self, action: SeenAction, *, own: bool = False) -> str:
        """A move as the terminal writes it."""
        return describe(action, ascii=self.ascii, own=own, locale=self.locale, names=self.names)

    def table(self, state: RoundState) -> str:
        """The table as the person's seat sees it."""
        return format_view(
            view(state, self.seat), ascii=self.ascii, locale=self.locale, names=self.names
        )

    def _stops(self) -> bool:
        try:
            answer = self.console.ask(self.say("next_deal"))
        except InputError as error:
            self.console.write(self.say("read_as_enter", error=self.error_text(error)))
            return False
        return answer is None or answer.strip().lower() in COMMANDS["quit"]

    def play_deal(self, state: RoundState, number: int) -> RoundState:
        """One deal to its end; the person's moves asked for, the bots' shown."""
        auto = self.auto
        self.console.write("\n" + self.say("deal", number=number, dealer=self.name(state.dealer)))
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
                self.console.write(self.show(action))
            taken = len(state.tricks)
            state = apply(state, action)
            self.save(state)
            if len(state.tricks) > taken:
                trick = state.tricks[-1]
                winner = self.name(trick.winner)
                self.console.write(self.say("takes", seat=winner, points=trick.points))
        self.console.write()
        self.console.write(self.table(state))
        return state

    def ask(self, state: RoundState) -> Action | RoundState | str:
        """The person's move: an action, a state taken back to, or ``"auto"``."""
        legal = legal_actions(state)
        self.console.write()
        self.console.write(self.table(state))
        self.console.write(numbered(legal, ascii=self.ascii, locale=self.locale, names=self.names))
        while True:
            try:
                answer = self.console.ask(self.say("prompt"))
            except InputError as error:
                self.console.write(self.say("not_a_move", error=self.error_text(error)))
                continue
            if answer is None:
                raise QuitError
            answer = answer.strip()
            number = _number(answer)
            if number is not None and 1 <= number <= len(legal):
                return legal[number - 1]
            if number is not None or _looks_numeric(answer):
                self.console.write(self.say("choose", count=len(legal)))
                continue
            command = answer.lower()
            if command in COMMANDS["quit"]:
                raise QuitError
            if command in COMMANDS["auto"]:
                return "auto"
            if command in COMMANDS["help"]:
                self.console.write(self.say("help"))
            elif command in COMMANDS["hint"]:
                self.console.write(self.say("thinking"))
                self.console.write(self.hint(state))
            elif command in COMMANDS["undo"]:
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
        return self.say("hint", by=by, number=number, move=self.show(action, own=True))

    def take_back(self, state: RoundState) -> RoundState | None:
        """The state before the person's last move in this deal, or ``None`` with a note."""
        mine = [a for a in state.log if getattr(a, "seat", None) == self.seat]
        if not any(not _chance(a) for a in mine):
            self.console.write(self.say("nothing_to_undo"))
            return None
        while True:
            last = state.log[-1]
            state = undo(state)
            if getattr(last, "seat", None) == self.seat and not _chance(last):
                self.console.write(self.say("took_back", move=self.show(last, own=True)))
                return state

    def parse(self, answer: str, state: RoundState) -> Action | None:
        """A move typed in notation, if it is legal; else a note why not."""
        try:
            action = parse_action(answer, state)
        except NotationError as error:
            if self.locale is Locale.EN:
                self.console.write(self.say("not_a_move", error=error))
            else:  # the notation's message is English: the person's text is not
                unknown = self.say("unknown_move", text=shown(answer))
                self.console.write(self.say("not_a_move", error=unknown))
            return None
        if action not in legal_actions(state):
            try:
                apply(state, action)
            except ThousandError as error:
                said = describe_error(error, self.locale, names=self.names)
                self.console.write(self.say("illegal", error=said))
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


def _looks_numeric(answer: str) -> bool:
    """A number typed, if too long or in digits other than 0-9 (``99999``, ``٣``)."""
    return answer.isdigit() or (answer[:1] in "+-" and answer[1:].isdigit())


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
    locale: Locale = Locale.EN,
    names: tuple[str, ...] | None = None,
    file: GameFile | None = None,
) -> int:
    """Play a new game; the exit status (0)."""
    table = Table(
        console,
        rules,
        seat=seat,
        bot=bot,
        seed=seed,
        ascii=ascii,
        auto=auto,
        locale=locale,
        names=names,
        file=file,
    )
    return _played(table, deals, None, None)


def _played(
    table: Table,
    deals: int | None,
    game: GameState | None,
    state: RoundState | None,
) -> int:
    """Play ``table``'s game on; whatever stops it, say where it is saved."""
    console = table.console
    file = table.file
    if file is not None:
        console.write(table.saying("saving", path=file.path))
        table.save(state)
    try:
        game = table.play_game(deals, game, state)
    except QuitError:
        _say_saved(table, over=False)
        console.write(table.say("bye"))
        return Status.OK
    except BaseException:  # Ctrl-C and a crash: the file is complete up to the last action
        _say_saved(table, over=False)
        raise
    _say_saved(table, over=game.is_over)
    return Status.OK


def _say_saved(table: Table, *, over: bool) -> None:
    if table.file is not None:
        path = table.file.path
        table.console.write(table.saying("saved", path=path))
        if not over:
            table.console.write(table.saying("resume", path=path))


def resume(
    console: Console,
    path: str,
    *,
    ascii: bool,
    auto: bool,
    deals: int | None,
    save: Path | None,
    locale: Locale = Locale.EN,
    names: tuple[str, ...] | None = None,
) -> int:
    """Go on with the game saved in ``path``; the exit status.

    ``save``: the file to go on saving to (``path`` itself unless another is named), or
    ``None`` not to save. ``names``: the players' names, else those the game was saved
    with.
    """
    try:
        record = read_record(path)
    except RefusedError as refused:
        console.write(refused.said(locale))
        return refused.status
    settings = play_settings(record) if isinstance(record, GameRecord) else None
    if not isinstance(record, GameRecord) or settings is None or settings[2] not in BOTS:
        said = SAVING["not_a_game"]
        problem = InputError(Problem.NOT_A_SAVED_GAME, said.format(locale, path=path))
        console.write(f"unreadable: {problem}")
        return Status.UNREADABLE
    players = record.rules.players
    if names is not None and len(names) != players:
        console.write(f"unreadable: --names: this game has {players} players")
        return Status.UNREADABLE
    if names is None and len(record.players) == players:
        names = record.players
    seed, seat, bot = settings
    game = final_state(record)
    last = record.rounds[-1] if record.rounds else None
    state: RoundState | None = None
    if len(record.rounds) > len(game.rounds) and isinstance(last, RoundRecord):
        state = final_state(last)
    file = None
    if save is not None and not game.is_over:
        file = GameFile(save, attrs.evolve(finished_part(record, game), players=names or ()))
    table = Table(
        console,
        record.rules,
        seat=seat,
        bot=bot,
        seed=seed,
        ascii=ascii,
        auto=auto,
        locale=locale,
        names=names,
        file=file,
        rng=dealing_rng(seed, record),
    )
    console.write(table.say("seed", seed=seed))
    if game.is_over:
        console.write(score_sheet(game, table.heads(game.players), locale=locale))
        console.write(table.saying("over"))
        return Status.OK
    number = len(game.rounds) + 1
    where = table.saying("in_progress" if state is not None else "next_deal", number=number)
    console.write(table.saying("resumed", deals=len(game.rounds), where=where))
    return _played(table, deals, game, state)


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
