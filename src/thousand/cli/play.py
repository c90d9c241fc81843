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
from thousand.cli.texts import COMMANDS, PROBLEMS, SAY
from thousand.dealing import chance_action
from thousand.engine import apply, is_chance, is_over, legal_actions
from thousand.errors import NotationError, ThousandError, shown
from thousand.formats.notation import parse_action
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
    ) -> None:
        self.console = console
        self.locale = locale
        self.names = names
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
            heads = [
                self.say("you", name=self.name(s)) if s == self.seat else self.name(s)
                for s in range(game.players)
            ]
            self.console.write()
            self.console.write(score_sheet(game, heads, locale=self.locale))
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
                self.console.write(self.show(action))
            taken = len(state.tricks)
            state = apply(state, action)
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
            action, by = suggestion(seen, self.rng.getrandbits(32))
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
) -> int:
    """Play; the exit status (0)."""
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
    )
    try:
        table.play_game(deals)
    except QuitError:
        console.write(SAY["bye"][locale])
    return Status.OK
