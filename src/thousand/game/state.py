""":class:`GameState` and its steps: :func:`new_game`, :func:`next_round`, :func:`record_round`.

The package's introduction (:mod:`thousand.game`) says how a game runs; the rules of a
game live beside this module (:mod:`~thousand.game.barrel`, :mod:`~thousand.game.bolts`,
:mod:`~thousand.game.game_rules`, :mod:`~thousand.game.unplayed`).
"""

from __future__ import annotations

import random

import attrs

from thousand.dealing import chance_action
from thousand.engine import apply, is_chance, new_round
from thousand.engine import is_over as _deal_is_over
from thousand.errors import Reason, StateError, SummaryError, not_rules, shown, wrong_type
from thousand.game import unplayed as _unplayed
from thousand.game.barrel import climb, end_attempts, play_barrel_deal
from thousand.game.bolts import record_bolts
from thousand.game.checks import remember_setup, result_problems
from thousand.game.game_rules import (
    dump_truck,
    free_concede,
    golden_reset,
    idle_penalty,
    lock,
    stand_still,
    team_winner_of,
    winner_of,
    winning_seats,
)
from thousand.game.tally import Tally
from thousand.round.context import RoundContext
from thousand.round.facts import OVER
from thousand.round.outcome import Outcome
from thousand.rules.dealing import team_totals
from thousand.rules.game_scoring import Settlement, barrel_contract
from thousand.rules.ruleset import Rules, validate
from thousand.scoring.events import EventKind, ScoreEvent
from thousand.scoring.results import RoundResult
from thousand.state import RoundState
from thousand.values import tolerant_unpickling

__all__ = [
    "GameState",
    "RoundEntry",
    "is_over",
    "new_game",
    "next_round",
    "record_round",
    "settle",
]


@attrs.frozen(kw_only=True)
class RoundEntry:
    """One line of the score sheet: a deal as the game recorded it.

    Attributes:
        number: the deal's number in the game, from 1.
        dealer: who dealt it.
        result: the deal's own result (:func:`~thousand.round_result` or
            :func:`~thousand.score_round`).
        events: per seat, every step from the deal's result to the new score, the deal's
            own scoring first and then the game's rules (bolts, the barrel, the dump
            truck, the winner); each seat's changes add up to its score change.
        scores: the scores after the deal.
    """

    number: int
    dealer: int
    result: RoundResult
    events: tuple[tuple[ScoreEvent, ...], ...]
    scores: tuple[int, ...]

    @property
    def changes(self) -> tuple[int, ...]:
        """Per seat, what the deal changed the score by, the game's rules included."""
        return tuple(sum(e.change for e in seat) for seat in self.events)


@tolerant_unpickling  # fields added since the first release load at their defaults
@attrs.frozen(kw_only=True)
class GameState:
    """A game of Thousand between deals: an immutable value.

    Create one with :func:`new_game`; advance it with :func:`record_round`.

    Attributes:
        rules: the rules of the game.
        first_dealer: who dealt the first deal.
        dealer: who deals the next deal (``core.dealer_rotation``: the deal passes to the
            left, clockwise).
        scores: each seat's score.
        bolts: each seat's bolts since its last bolt penalty (F4).
        on_barrel: whether each seat sits on the barrel (G3).
        barrel_attempts: per seat on the barrel, the deals spent there so far (G6).
        barrel_falls: per seat, the falls off the barrel counted towards G7.
        concedes: per seat, the concessions so far (D7, D9, D10, D12).
        rounds: every deal recorded, in order, the deals not played (redeals,
            penalties) included.
        winner: the seat that won, or ``None`` while the game goes on or after a draw
            (``core.winner``); with fixed partnerships (A13) a seat of the winning team
            (:attr:`~thousand.GameState.winners` names both,
            :attr:`~thousand.GameState.winning_team` the team).
        settlement: once the game is over, what each seat receives (positive) or pays
            (negative) under G14 (nothing after a draw); ``None`` before the end or
            without settlement.
        redeals: the redeals in a row so far (deals thrown in count too), for the bad
            hand of B4; any other deal restarts the count.
        draw: the seats that ended the game level on the highest total, with
            ``game_scoring.tie`` ``draw`` (G18); ``()`` otherwise. A drawn game has no
            winner and is over: loop on :attr:`is_over`, not on :attr:`winner`.
    """

    rules: Rules
    first_dealer: int
    dealer: int
    scores: tuple[int, ...]
    bolts: tuple[int, ...]
    on_barrel: tuple[bool, ...]
    barrel_attempts: tuple[int, ...]
    barrel_falls: tuple[int, ...]
    concedes: tuple[int, ...]
    rounds: tuple[RoundEntry, ...] = ()
    winner: int | None = None
    settlement: tuple[int, ...] | None = None
    redeals: int = 0
    draw: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.rules.players

    @property
    def is_over(self) -> bool:
        """Whether the game is over: it has a winner, or it ended in a draw (G18).

        The loop of a whole game::

            while not game.is_over:
                ...
        """
        return self.winner is not None or bool(self.draw)

    @property
    def is_draw(self) -> bool:
        """Whether the game ended in a draw (G18): over, without a winner."""
        return bool(self.draw)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won, ascending; ``()`` while the game goes on.

        The winner alone, or with fixed partnerships (A13) the winning team's two seats.
        """
        if self.winner is None:
            return ()
        return winning_seats(self.winner, self.rules.dealing.partnerships)

    @property
    def team_scores(self) -> tuple[int, int] | None:
        """Each team's total with fixed partnerships (A13); else ``None``.

        Seats 0 and 2, then 1 and 3: the sums of the partners' scores.
        """
        return team_totals(self.scores) if self.rules.dealing.partnerships else None

    @property
    def winning_team(self) -> int | None:
        """The team that won with fixed partnerships (A13); else ``None``.

        0: seats 0 and 2; 1: seats 1 and 3. ``None`` too while the game goes on.
        """
        if self.winner is None or not self.rules.dealing.partnerships:
            return None
        return self.winner % 2

    @property
    def results(self) -> tuple[RoundResult, ...]:
        """Every deal's own result, in order."""
        return tuple(entry.result for entry in self.rounds)

    @property
    def played(self) -> int:
        """How many deals were played (or conceded): the deals not played aside."""
        return sum(1 for entry in self.rounds if entry.result.outcome is Outcome.PLAYED)

    @property
    def golden_seat(self) -> int | None:
        """The seat that plays the next deal as a golden deal, or ``None`` (G13).

        The first deals of the game, one per player, are golden when the rules say so;
        in each the player left of the dealer plays the compulsory 120
        (*How many points*: "The player under the declarer automatically plays 120"), or
        holds it in the auction (G20). A golden deal that is not played (a redeal) is
        dealt again.
        """
        if self.rules.game_scoring.golden_round and self.played < self.players:
            return (self.dealer + 1) % self.players
        return None

    @property
    def barrel_contract(self) -> int:
        """The least contract that wins from the barrel (G5)."""
        return barrel_contract(self.rules)

    @property
    def next_context(self) -> RoundContext:
        """What the next deal needs to know of the game."""
        return RoundContext(
            scores=self.scores,
            barrel=tuple(s for s in range(self.players) if self.on_barrel[s]),
            golden=self.golden_seat,
            # D12: only a cap on concessions needs the counts; without one the context
            # stays as it always was.
            concedes=self.concedes if self.rules.talon.concede_limited else (),
        )


def new_game(rules: Rules, first_dealer: int = 0) -> GameState:
    """Start a game: every score 0, ``first_dealer`` to deal.

    Args:
        rules: the rules of the game.
        first_dealer: the first dealer's seat (drawn by lot at a table,
            ``core.dealer_rotation``).

    Raises:
        RulesError: ``rules`` cannot be played.
        StateError: ``first_dealer`` is not a seat (reason ``malformed_action``).

    >>> g = new_game(Rules(), first_dealer=2)
    >>> g.scores, g.dealer, g.winner
    ((0, 0, 0), 2, None)
    """
    if not isinstance(rules, Rules):
        raise StateError(Reason.MALFORMED_ACTION, f"rules must be a Rules, not {shown(rules)}")
    validate(rules)
    n = rules.players
    if type(first_dealer) is not int or not 0 <= first_dealer < n:
        raise StateError(Reason.MALFORMED_ACTION, f"the first dealer must be a seat 0..{n - 1}")
    zeros = (0,) * n
    return GameState(
        rules=rules,
        first_dealer=first_dealer,
        dealer=first_dealer,
        scores=zeros,
        bolts=zeros,
        on_barrel=(False,) * n,
        barrel_attempts=zeros,
        barrel_falls=zeros,
        concedes=zeros,
    )


def next_round(game: GameState, rng: random.Random | None = None) -> RoundState:
    """The next deal of ``game``, dealt with ``rng`` if one is given.

    The deal knows what it needs of the game (:attr:`GameState.next_context`): the
    scores (C7), who is on the barrel (C11, G5, D8), whether it is golden (G13) and,
    under a cap on concessions, each seat's concessions so far (D12).

    Args:
        game: a game that is not over (no winner, no draw).
        rng: shuffles and deals the cards (:func:`~thousand.chance_action`) until a
            player is to act: with cutting on (A9) the cut first, and the deal once the
            dealer has kept the bottom card; without it the deal waits for its chance
            action (:class:`~thousand.Deal`, or :class:`~thousand.Cut`), e.g. cards dealt
            at a real table.

    Raises:
        StateError: the game is over, won or drawn (reason ``game_over``).

    >>> s = next_round(new_game(Rules(), first_dealer=1))
    >>> s.phase.value, s.dealer
    ('dealing', 1)
    """
    _check_not_over(game)
    state = new_round(game.rules, game.dealer, context=game.next_context)
    remember_setup(game, state._d.setup)
    if rng is not None:
        while is_chance(state):
            state = apply(state, chance_action(state, rng))
    return state


def record_round(game: GameState, result: RoundResult) -> GameState:
    """Record a deal in the game, applying every game-level rule.

    In order: free concessions and free awards (D7, D9, D10); the others stand still
    while a barrel player declares (G10); the lock (G15); the barrel players' attempts
    (G4-G6, G11, G16, G17, and a concession on the barrel, D13); bolts and the bolt
    penalty (F4, F5); the idle penalty (G19); falls off the barrel (G6, G7); climbing the
    barrel (G3, G8, G9); the dump truck (G12); the golden round's reset (G13); the winner
    or a draw (G1, G2, G18, ``core.winner``) and the settlement (G14). The deal passes to
    the left.

    A deal that ended without being played (:attr:`RoundResult.outcome
    <thousand.RoundResult.outcome>`) records its penalty, if any, then the bad hand of
    the third redeal in a row (B4), a barrel player a penalty took below the threshold
    (who leaves the barrel; no attempt is spent) and the dump truck (G12). After a redeal
    (or a deal thrown in, or the cutter's third nine) the same dealer deals again, unless
    ``redeal.passes_deal``; after an exposed card or a bad hand the deal passes.

    Args:
        game: a game that is not over (no winner, no draw).
        result: the next deal's result, from :func:`~thousand.round_result` or
            :func:`~thousand.score_round`.

    Returns:
        The game after the deal; ``rounds[-1]`` explains every change.

    Raises:
        StateError: the game is over, won or drawn (reason ``game_over``).
        SummaryError: the result cannot be the game's next deal (a golden deal outside
            the golden round, a concession on the barrel, a declarer who could only
            pass, a dark deal where the declarer could not go dark, ...); nothing is
            recorded.

    >>> import thousand as t
    >>> g = new_game(Rules())
    >>> r = t.score_round(Rules(), t.RoundSummary(declarer=1, contract=120,
    ...     card_points=(35, 70, 15), tricks=(2, 4, 2), marriages=((), (t.Suit.HEARTS,), ())))
    >>> g = record_round(g, r)
    >>> g.scores, g.dealer
    ((35, 120, 15), 1)
    """
    _check_not_over(game)
    if isinstance(result, RoundResult) and result.outcome is not _PLAYED:
        return _record_unplayed(game, result)
    problems = result_problems(game, result)
    if problems:
        raise SummaryError(problems)
    rules = game.rules
    tally = Tally(game, result)
    free_concede(tally)
    stand_still(tally, game)
    lock(tally, game)
    threshold = rules.game_scoring.barrel_threshold
    winners: list[int] = []
    if threshold is not None:
        barrel_min = barrel_contract(rules)
        play_barrel_deal(tally, barrel_min)
    record_bolts(tally)
    idle_penalty(tally, game)
    if threshold is not None:
        end_attempts(tally, barrel_min)
        winners = climb(tally)
    dump_truck(tally)
    golden_reset(tally, game)
    draw: tuple[int, ...] = ()
    if rules.dealing.partnerships:  # A13: the team totals decide
        winner = team_winner_of(tally)
    else:
        winner, draw = winner_of(tally, [*tally.barrel_winners, *winners])
    settlement = None
    if winner is not None:
        for seat in winning_seats(winner, rules.dealing.partnerships):
            tally.add(seat, EventKind.WON, score=tally.scores[seat])
        settlement = settle(rules, tuple(tally.scores), winner)
    elif draw:
        for seat in draw:
            tally.add(seat, EventKind.DRAW, score=tally.scores[seat])
        settlement = settle(rules, tuple(tally.scores), None)
    # Every field named: attrs.evolve would look them up, twice the cost of the call.
    return GameState(
        rules=rules,
        first_dealer=game.first_dealer,
        dealer=(game.dealer + 1) % tally.players,
        scores=tuple(tally.scores),
        bolts=tuple(tally.bolts),
        on_barrel=tuple(tally.on_barrel),
        barrel_attempts=tuple(tally.attempts),
        barrel_falls=tuple(tally.falls),
        concedes=tuple(tally.concedes),
        rounds=(*game.rounds, _round_entry(game, tally)),
        winner=winner,
        settlement=settlement,
        redeals=0,
        draw=draw,
    )


def _record_unplayed(game: GameState, result: RoundResult) -> GameState:
    """:func:`~thousand.record_round` for a deal that ended without being played."""
    problems = _unplayed.game_problems(game, result)
    if problems:
        raise SummaryError(problems)
    tally = Tally(game, result)
    dealer, redeals = _unplayed.record(tally, game)
    dump_truck(tally)  # G12 after a penalty
    return GameState(
        rules=game.rules,
        first_dealer=game.first_dealer,
        dealer=dealer,
        scores=tuple(tally.scores),
        bolts=game.bolts,
        on_barrel=tuple(tally.on_barrel),
        barrel_attempts=tuple(tally.attempts),
        barrel_falls=game.barrel_falls,
        concedes=game.concedes,
        rounds=(*game.rounds, _round_entry(game, tally)),
        winner=game.winner,
        settlement=game.settlement,
        redeals=redeals,
        draw=game.draw,
    )


def _round_entry(game: GameState, tally: Tally) -> RoundEntry:
    """The score sheet's line for the deal ``tally`` records (played or not)."""
    return RoundEntry(
        number=len(game.rounds) + 1,
        dealer=game.dealer,
        result=tally.result,
        events=tuple(map(tuple, tally.events)),
        scores=tuple(tally.scores),
    )


_PLAYED = Outcome.PLAYED  # read once: off the enum class it costs ~0.2 µs a read


def _check_not_over(game: GameState) -> None:
    if not isinstance(game, GameState):
        raise StateError(Reason.MALFORMED_ACTION, f"not a GameState: {shown(game)}")
    if game.winner is not None:
        raise StateError(Reason.GAME_OVER, f"the game is over: p{game.winner + 1} won")
    if game.draw:
        seats = ", ".join(f"p{seat + 1}" for seat in game.draw)
        raise StateError(Reason.GAME_OVER, f"the game is over: a draw between {seats}")


def settle(rules: Rules, scores: tuple[int, ...], winner: int | None) -> tuple[int, ...] | None:
    """G14: what each seat receives (positive) or pays (negative) at the end of a game.

    ``proportional``: each loser pays the winner the difference between their totals
    (nothing if not behind). ``bank``: the seat (or seats) with the lowest total pays
    the bank (``game_scoring.settlement_bank``) to the winner; the others pay nothing.
    ``none``: ``None``. The amounts add up to 0. A drawn game (``winner`` ``None``,
    G18) has nobody to collect: every seat settles 0.

    >>> from thousand import GameScoringRules
    >>> rules = Rules(game_scoring=GameScoringRules(settlement=Settlement.PROPORTIONAL))
    >>> settle(rules, (1000, 640, -80), 0)
    (1440, -360, -1080)
    >>> bank = Rules(game_scoring=GameScoringRules(settlement=Settlement.BANK))
    >>> settle(bank, (1000, 640, -80), 0)
    (100, 0, -100)
    >>> settle(bank, (1000, 1000, -80), None)
    (0, 0, 0)

    Raises:
        RulesError: ``rules`` is not a :class:`~thousand.Rules`.
        StateError: ``scores`` is not a tuple of one whole number per seat, or ``winner``
            not a seat (reason ``malformed_action``).
    """
    if not isinstance(rules, Rules):
        raise not_rules("settle", rules)
    n = rules.dealing.players
    if type(scores) is not tuple or len(scores) != n or any(type(s) is not int for s in scores):
        raise wrong_type("settle", f"the scores of the {n} seats (a tuple of ints)", scores)
    if winner is not None and (type(winner) is not int or not 0 <= winner < n):
        raise wrong_type("settle", f"a winning seat 0..{n - 1}, or None for a draw", winner)
    mode = rules.game_scoring.settlement
    if mode is Settlement.NONE:
        return None
    if winner is None:
        return (0,) * n
    losers = [s for s in range(len(scores)) if s != winner]
    pays = dict.fromkeys(losers, 0)
    if mode is Settlement.PROPORTIONAL:
        for seat in losers:
            pays[seat] = max(0, scores[winner] - scores[seat])
    else:
        lowest = min(scores[s] for s in losers)
        for seat in losers:
            if scores[seat] == lowest:
                pays[seat] = rules.game_scoring.settlement_bank
    return tuple(sum(pays.values()) if s == winner else -pays[s] for s in range(len(scores)))


def is_over(state: RoundState | GameState) -> bool:
    """Whether a deal or a game is over.

    A deal (:class:`~thousand.RoundState`) is over when it was played out, conceded, or
    ended without play (:attr:`RoundState.outcome <thousand.RoundState.outcome>` says
    which); a game (:class:`GameState`) when it has a winner or ended in a draw, as
    :attr:`GameState.is_over` says.

    >>> import random
    >>> import thousand as t
    >>> game = t.new_game(t.Rules())
    >>> t.is_over(game), t.is_over(t.next_round(game, random.Random(1)))
    (False, False)
    """
    # A simulator asks this after every action: the deal's own test, spelled out, first.
    if type(state) is RoundState:
        return state._d.phase is OVER
    if isinstance(state, GameState):
        return state.is_over
    if isinstance(state, RoundState):
        return _deal_is_over(state)
    raise StateError(Reason.MALFORMED_ACTION, f"is_over takes a deal or a game, not {shown(state)}")
