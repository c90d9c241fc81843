"""The tasks of a match: seeded blocks of games or deals that any process can play.

A :class:`Task` carries everything it needs (the :class:`Plan` of its match and the
range of units it plays) and nothing else, pickles, and gives the same results wherever
it runs: every unit is dealt from a seed derived from the match's seed and the unit's
index, and builds fresh bots, so a unit's result does not depend on the task it falls
in, on the other units of that task, or on the process that plays it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import attrs

from thousand.arena.entrants import Entrant
from thousand.arena.limits import Call, Limits, Stopwatch
from thousand.arena.results import MatchKind, UnitResult
from thousand.arena.seeds import derive_seed
from thousand.bots import Bot
from thousand.dealing import chance_action
from thousand.engine import apply, is_chance
from thousand.errors import IllegalActionError, MatchError, Reason, shown
from thousand.game.state import new_game, next_round, record_round
from thousand.round.facts import Phase
from thousand.rules.ruleset import Rules
from thousand.scoring.summary import round_result
from thousand.state import RoundState
from thousand.views.player_view import view

__all__ = ["Plan", "Task", "play_unit", "run_task"]


@attrs.frozen(kw_only=True)
class Plan:
    """What every task of a match shares.

    Attributes:
        kind: whole games or duplicate deals.
        rules: the rules played.
        entrants: the lineup, one bot per seat.
        seed: the match's seed.
        max_deals: the most deals a game may take before the match stops.
        limits: the time limits of a decision and of a task.
    """

    kind: MatchKind
    rules: Rules
    entrants: tuple[Entrant, ...]
    seed: int
    max_deals: int
    limits: Limits = attrs.field(factory=Limits)


@attrs.frozen(kw_only=True)
class Task:
    """Units ``start`` to ``stop - 1`` of a match (games or duplicate deals)."""

    plan: Plan
    start: int
    stop: int


def run_task(task: Task) -> tuple[UnitResult, ...]:
    """Play a task's units, in order.

    Raises:
        MatchError: a bot raised (``bot_failed``) or chose an illegal action
            (``bot_illegal_action``), took longer than the limits allow
            (``bot_timed_out``), a reference did not import (``unknown_bot``), or a
            game went on too long (``game_too_long``).
    """
    watch = Stopwatch(task.plan.limits)
    try:
        return tuple(play_unit(task.plan, index, watch) for index in range(task.start, task.stop))
    finally:
        watch.close()


def play_unit(plan: Plan, index: int, watch: Stopwatch | None = None) -> UnitResult:
    """Play unit ``index`` of the match: one game, or one deal in every rotation.

    ``watch`` keeps the bots within the limits (a new one for this unit by default).
    """
    if watch is None:
        own = Stopwatch(plan.limits)
        try:
            return play_unit(plan, index, own)
        finally:
            own.close()
    if plan.kind is MatchKind.GAMES:
        return _play_game(plan, index, watch)
    return _play_duplicate_deal(plan, index, watch)


@attrs.frozen
class _Seated:
    """A bot in its seat for one game or rotation, with the name errors give."""

    name: str
    bot: Bot


def _seat(plan: Plan, index: int, rotation: int, watch: Stopwatch) -> tuple[_Seated, ...]:
    """Fresh bots per seat: player ``k`` of the lineup sits in seat ``(k + rotation) % n``."""
    n = len(plan.entrants)
    seated = []
    for seat in range(n):
        player = (seat - rotation) % n
        entrant = plan.entrants[player]
        seed = derive_seed(plan.seed, "bot", index, rotation, player)
        built = watch.call(entrant.build, seed, entrant.name, index)
        if built.error is not None:
            if isinstance(built.error, MatchError):
                built.error.unit = index
                raise built.error
            raise _failed(entrant.name, f"{entrant.name}: building the bot", built, index)
        seated.append(_Seated(entrant.name, built.value))
    return tuple(seated)


def _play_deal(
    state: RoundState, seats: Sequence[_Seated], rng: random.Random, unit: int, watch: Stopwatch
) -> RoundState:
    """Play a deal to its end, each bot handed only its own seat's view."""
    while state.phase is not Phase.OVER:
        if is_chance(state):
            state = apply(state, chance_action(state, rng))
            continue
        seat = state.to_act
        assert seat is not None  # neither over nor chance: a seat is to act
        player = seats[seat]
        decided = watch.call(player.bot, view(state, seat), player.name, unit)
        if decided.error is not None:
            raise _failed(player.name, f"{player.name} (p{seat + 1})", decided, unit)
        action = decided.value
        try:
            state = apply(state, action)
        except IllegalActionError as error:
            raise MatchError(
                Reason.BOT_ILLEGAL_ACTION,
                f"{player.name} (p{seat + 1}) chose {shown(action)}, which is illegal: {error}",
                bot=player.name,
                unit=unit,
                details=(("violation", error.reason.value),),
            ) from error
        except Exception as error:  # not an action: its own methods raised
            raise MatchError(
                Reason.BOT_ILLEGAL_ACTION,
                f"{player.name} (p{seat + 1}) chose {shown(action)}, which is no action "
                f"({type(error).__name__})",
                bot=player.name,
                unit=unit,
                details=(("violation", Reason.MALFORMED_ACTION.value),),
            ) from None
    return state


_MESSAGE_LENGTH = 400
"""The most characters of a bot's error message that a match's error quotes."""


def _failed(name: str, who: str, call: Call, unit: int) -> MatchError:
    """The error of a bot (or its factory) that raised ``call.error``."""
    error = call.error
    assert error is not None
    try:
        text = str(error)
    except Exception:  # the bot's exception, whose text may fail too
        text = "(its message cannot be written)"
    if len(text) > _MESSAGE_LENGTH:
        text = text[: _MESSAGE_LENGTH - 3] + "..."
    return MatchError(
        Reason.BOT_FAILED,
        f"{who} raised {type(error).__name__}: {text}",
        bot=name,
        unit=unit,
        details=(("traceback", call.traceback),),
    )


def _play_game(plan: Plan, index: int, watch: Stopwatch) -> UnitResult:
    n = len(plan.entrants)
    rotation = index % n
    seats = _seat(plan, index, rotation, watch)
    rng = random.Random(derive_seed(plan.seed, "unit", index))
    game = new_game(plan.rules, first_dealer=0)
    while not game.is_over:
        if len(game.rounds) >= plan.max_deals:
            raise MatchError(
                Reason.GAME_TOO_LONG,
                f"game {index} has no winner after {plan.max_deals} deals",
                unit=index,
            )
        state = _play_deal(next_round(game, rng), seats, rng, index, watch)
        game = record_round(game, round_result(state))
    return UnitResult(
        scores=tuple(game.scores[(player + rotation) % n] for player in range(n)),
        winner=None if game.winner is None else (game.winner - rotation) % n,
        deals=len(game.rounds),
    )


def _play_duplicate_deal(plan: Plan, index: int, watch: Stopwatch) -> UnitResult:
    n = len(plan.entrants)
    seed = derive_seed(plan.seed, "unit", index)
    totals = [0] * n
    for rotation in range(n):
        seats = _seat(plan, index, rotation, watch)
        # The same generator for every rotation: the same cut, the same cards.
        rng = random.Random(seed)
        state = _play_deal(next_round(new_game(plan.rules), rng), seats, rng, index, watch)
        changes = round_result(state).score_changes
        for player in range(n):
            totals[player] += changes[(player + rotation) % n]
    best = max(totals)
    winner = totals.index(best) if totals.count(best) == 1 else None
    return UnitResult(scores=tuple(totals), winner=winner, deals=n)
