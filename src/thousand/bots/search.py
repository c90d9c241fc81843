""":class:`SearchBot` and :func:`hint`: determinized search over worlds drawn from a view.

For each decision the bot draws worlds consistent with its view
(:func:`~thousand.sample_world`), tries its candidate actions in every world and plays
each deal out with the simple bot (:func:`~thousand.bots.rollouts.playout`); it takes
the candidate of the best mean score. Every candidate is tried in the same worlds, with
the same random numbers for what chance does after it, so they differ by the action
alone (common random numbers). What the candidates are depends on the phase:

- in the auction: passing, and bidding on up to each of a few limits (the lowest bid
  now, and in the playout the lowest bid each turn while it is within the limit); as
  declarer in that playout the bot raises the contract as far as the strength of its
  hand after the exchange is worth;
- in the exchange: the cards it would most readily give away (or discard), each to
  every seat it may go to, valued by the contract chosen afterwards for the best mean
  over the same worlds;
- the contract: every contract, scored over the same played-out deals (the simple
  bot's play does not depend on it);
- otherwise (the redeal, the talon, the cutting, every trick): every legal action.

Decisions before the play get :data:`BEFORE_PLAY_FACTOR` times as many worlds as a card
a defender plays: the deal is mostly won or lost there, and they are few; the
declarer's cards get :data:`DECLARER_PLAY_FACTOR` times as many.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from thousand.actions import Bid, DeclareContract, Discard, GiveCard
from thousand.bots.inference import plausible_world
from thousand.bots.rollouts import OwnPlan, playout
from thousand.bots.simple import acting_seat, cards_to_part_with, hand_strength
from thousand.engine import apply
from thousand.errors import BotError, Reason, shown, wrong_type
from thousand.round.facts import BIDDING, CONTRACT, EXCHANGE, PLAYING
from thousand.scoring.scorer import score
from thousand.scoring.summary import round_summary
from thousand.views.player_view import PlayerView

if TYPE_CHECKING:
    from thousand.actions import Action
    from thousand.rules.ruleset import Rules
    from thousand.scoring.results import RoundSummary
    from thousand.state import RoundState

__all__ = [
    "BEFORE_PLAY_FACTOR",
    "DECLARER_PLAY_FACTOR",
    "DEFAULT_WORLDS",
    "Candidate",
    "Hint",
    "SearchBot",
    "hint",
]

DEFAULT_WORLDS = 12
"""The worlds a defender's card is searched over by default."""

MAX_WORLDS = 100_000
"""The most worlds a bot may be asked to search per card: a bigger budget is refused
(reason ``invalid_budget``) rather than left to run for hours (a decision before the
play searches :data:`BEFORE_PLAY_FACTOR` times as many)."""

STILL_CLOCK_WORLDS = 100
"""With ``worlds=None``, a clock that has not moved after this many worlds is refused
(reason ``invalid_budget``): the search would never end."""

BEFORE_PLAY_FACTOR = 8
"""How many times :data:`DEFAULT_WORLDS` (or the bot's ``worlds``) a decision before the
play (the auction, the exchange, the contract, a redeal) is searched over."""

DECLARER_PLAY_FACTOR = 2
"""How many times ``worlds`` a card the declarer plays is searched over: its play decides
whether the contract is made, a defender's only what it takes."""

BID_LIMITS = 6
"""The most limits the auction tries for bidding on, 10 points apart."""

WORLD_TRIES = 4
"""How many times a world is drawn until the other seats' bids agree with it
(:func:`~thousand.bots.inference.plausible_world`)."""

EXCHANGE_CARDS = 4
"""The cards the exchange tries to give away (or discard): those the simple bot would
part with first. An ace or a card of a marriage is rarely among them."""

LIMIT_ABOVE_STRENGTH = 20
"""How far above the strength of its hand (:func:`~thousand.bots.hand_strength`) the
highest limit tried lies."""


@attrs.frozen
class Candidate:
    """One action the search tried, and what it is worth.

    Attributes:
        action: the action.
        mean: the searching seat's mean score change for the deal after it.
        samples: the worlds it was tried in (0: not searched, the only legal action).
    """

    action: Action
    mean: float
    samples: int


@attrs.frozen
class Hint:
    """The search bot's choice for a view, with the value of every candidate it tried.

    Attributes:
        action: the action chosen: the first candidate's.
        candidates: the candidates, best first (ties in the order of
            ``view.legal_actions``).
    """

    action: Action
    candidates: tuple[Candidate, ...]


@attrs.frozen
class _Option:
    """A way to play on: the action now, the plan of the searching seat after it."""

    action: Action
    plan: OwnPlan | None
    contracts_later: bool = False
    """Valued by the best contract its seat declares later, the same in every world."""
    rescored: tuple[DeclareContract, ...] = ()
    """The contracts whose value the deals played after ``action`` tell as well."""


class _Tally:
    """What followed one option, world by world."""

    def __init__(self, seat: int, keep_summaries: bool) -> None:
        self.seat = seat
        self.keep_summaries = keep_summaries
        self.scores: list[int] = []
        self.summaries: list[RoundSummary] = []
        self.contracts: tuple[int, ...] = ()
        self.rules: Rules | None = None
        self.reach = 0
        """The most points the seat took as declarer in any of the deals."""

    def add(self, end: RoundState, contracts: tuple[int, ...]) -> None:
        summary = round_summary(end)
        result = score(end.rules, summary)
        seat = self.seat
        self.scores.append(result.score_changes[seat])
        if self.keep_summaries:
            if result.declarer == seat and result.card_points:
                bonus = result.bonus_points[seat] if result.bonus_points else 0
                taken = result.card_points[seat] + result.marriage_points[seat] + bonus
                self.reach = max(self.reach, taken)
            self.summaries.append(summary)
            self.contracts = self.contracts or contracts
            self.rules = end.rules

    def mean(self) -> float:
        return sum(self.scores) / len(self.scores)

    def mean_with_contract(self, contract: int) -> float:
        """The mean score had the seat, as declarer, declared ``contract``."""
        assert self.rules is not None
        total = 0
        for summary, plain in zip(self.summaries, self.scores, strict=True):
            if summary.declarer == self.seat and summary.contract is not None:
                changed = attrs.evolve(summary, contract=contract)
                total += score(self.rules, changed).score_changes[self.seat]
            else:
                total += plain
        return total / len(self.summaries)


class SearchBot:
    """A bot that searches worlds drawn from its view (determinized search).

    Args:
        worlds: the worlds a defender's card is searched over; a declarer's card gets
            :data:`DECLARER_PLAY_FACTOR` times as many, a decision before the play
            :data:`BEFORE_PLAY_FACTOR` times as many. ``None``: as many as
            ``time_limit`` allows.
        seed: seeds the bot's random generator: the same seed and the same views in
            the same order give the same choices.
        time_limit: the seconds a decision may take, or ``None`` for no limit; the
            search stops after the first world that ends past it (a decision then
            depends on the machine's speed, not only on the seed). With
            ``worlds=None`` it searches at most :data:`MAX_WORLDS` worlds (times the
            factors) all the same.
        clock: the clock ``time_limit`` is measured with (seconds). A decision raises
            :class:`~thousand.BotError` (reason ``invalid_budget``) if it gives
            anything but a finite number, or, with ``worlds=None``, has not moved
            after :data:`STILL_CLOCK_WORLDS` worlds.

    Raises:
        BotError: ``worlds`` is not a positive number, ``time_limit`` not a positive
            number of seconds, or both are ``None`` (reason ``invalid_budget``).

    >>> import random, thousand as t
    >>> rules = t.Rules()
    >>> s = t.apply(t.new_round(rules), t.deal(rules, random.Random(3)))
    >>> bot = t.bots.SearchBot(worlds=2, seed=1)
    >>> bot(t.view(s, 2)) in t.legal_actions(s)
    True
    """

    def __init__(
        self,
        worlds: int | None = DEFAULT_WORLDS,
        seed: int = 0,
        time_limit: float | None = None,
        *,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        _check_budget(worlds, time_limit)
        if not callable(clock):
            raise wrong_type("SearchBot", "a clock (a function giving seconds)", clock)
        self.worlds = worlds
        self.time_limit = time_limit
        self.clock = clock
        try:
            self._rng = random.Random(seed)
        except TypeError:
            raise wrong_type("SearchBot", "a seed (a whole number or text)", seed) from None

    def __call__(self, view: PlayerView, /) -> Action:
        """The action this bot takes in ``view``."""
        return self.hint(view).action

    def hint(self, view: PlayerView) -> Hint:
        """The bot's choice in ``view`` and the value of each candidate it tried.

        Raises:
            BotError: ``view`` is not a :class:`~thousand.PlayerView` (reason
                ``not_a_view``).
            StateError: the seat whose view it is is not to act (reason
                ``not_your_turn``), or nobody is to act (``deal_expected``,
                ``cut_expected``, ``round_over``).
        """
        if not isinstance(view, PlayerView):
            raise BotError(
                Reason.NOT_A_VIEW, f"a bot acts from a PlayerView, not from {type(view).__name__}"
            )
        acting_seat(view)
        legal = view.legal_actions
        if len(legal) == 1:
            return Hint(action=legal[0], candidates=(Candidate(legal[0], 0.0, 0),))
        seed = self._rng.getrandbits(64)
        options = _options(view)
        # Without a number of worlds there is a time limit (_check_budget): the search
        # stops by the clock long before MAX_WORLDS, if the clock moves.
        worlds = self.worlds if self.worlds is not None else MAX_WORLDS
        if view.phase is not PLAYING:
            worlds *= BEFORE_PLAY_FACTOR
        elif view.declarer == view.seat:
            worlds *= DECLARER_PLAY_FACTOR
        tallies = self._search(view, options, worlds, random.Random(seed))
        return _hint_of(view, options, tallies)

    def _search(
        self,
        view: PlayerView,
        options: list[_Option],
        worlds: int,
        rng: random.Random,
    ) -> list[_Tally]:
        seat = acting_seat(view)
        tallies = [_Tally(seat, bool(o.contracts_later or o.rescored)) for o in options]
        limit = self.time_limit
        start = self._now() if limit is not None else 0.0
        drawn = 0
        while drawn < worlds:
            world = plausible_world(view, rng, WORLD_TRIES)
            chance_seed = rng.getrandbits(64)
            drawn += 1
            for option, tally in zip(options, tallies, strict=True):
                end, contracts = playout(
                    apply(world, option.action), option.plan, random.Random(chance_seed)
                )
                tally.add(end, contracts)
            if limit is not None:
                elapsed = self._now() - start
                if elapsed >= limit:
                    break
                if self.worlds is None and drawn >= STILL_CLOCK_WORLDS and elapsed <= 0:
                    raise BotError(
                        Reason.INVALID_BUDGET,
                        f"the clock has not moved over {drawn} worlds: a search by time "
                        "needs a clock that runs",
                    )
        return tallies

    def _now(self) -> float:
        """The clock's time, which must be a finite number of seconds."""
        now = self.clock()
        if isinstance(now, int | float) and not isinstance(now, bool):
            try:
                seconds = float(now)
            except OverflowError:  # an int beyond any float
                seconds = math.inf
            if math.isfinite(seconds):
                return seconds
        raise BotError(
            Reason.INVALID_BUDGET, f"the clock gave {shown(now)}, not a number of seconds"
        )


def hint(
    view: PlayerView,
    *,
    worlds: int | None = DEFAULT_WORLDS,
    seed: int = 0,
    time_limit: float | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Hint:
    """The search bot's choice in ``view``, with its estimate of every candidate.

    For a frontend that suggests a move: the arguments are :class:`SearchBot`'s.

    >>> import random, thousand as t
    >>> rules = t.Rules()
    >>> s = t.apply(t.new_round(rules), t.deal(rules, random.Random(3)))
    >>> h = t.bots.hint(t.view(s, 2), worlds=2)
    >>> h.action == h.candidates[0].action
    True
    >>> [c.samples for c in h.candidates]
    [16, 16]
    """
    return SearchBot(worlds, seed, time_limit, clock=clock).hint(view)


def _check_budget(worlds: int | None, time_limit: float | None) -> None:
    if worlds is None and time_limit is None:
        raise BotError(Reason.INVALID_BUDGET, "a search needs a number of worlds or a time limit")
    if worlds is not None and (type(worlds) is not int or not 1 <= worlds <= MAX_WORLDS):
        raise BotError(
            Reason.INVALID_BUDGET,
            f"worlds must be a whole number from 1 to {MAX_WORLDS:,}, not {shown(worlds)}",
        )
    if time_limit is not None and (
        type(time_limit) not in (int, float) or not time_limit > 0 or time_limit == float("inf")
    ):
        raise BotError(
            Reason.INVALID_BUDGET,
            f"time_limit must be a positive number of seconds, not {shown(time_limit)}",
        )


def _options(view: PlayerView) -> list[_Option]:
    seat = acting_seat(view)
    legal = view.legal_actions
    phase = view.phase
    if phase is PLAYING:
        return [_Option(a, None) for a in legal]
    if phase is CONTRACT:
        return _contract_options(seat, legal)
    if phase is EXCHANGE:
        away = [a for a in legal if isinstance(a, GiveCard | Discard)]
        cheapest = set(cards_to_part_with(view.hand)[:EXCHANGE_CARDS])
        tried = [a for a in away if a.card in cheapest] or away
        options = [_Option(a, OwnPlan(seat)) for a in legal if a not in away]
        options += [_Option(a, OwnPlan(seat), contracts_later=True) for a in tried]
        return options
    judged = OwnPlan(seat, judge_contract=True)
    if phase is not BIDDING:
        return [_Option(a, judged) for a in legal]
    bids = [a for a in legal if isinstance(a, Bid) and not a.blind]
    blind = [a for a in legal if isinstance(a, Bid) and a.blind]
    options = [_Option(a, judged) for a in legal if not isinstance(a, Bid)]
    if blind:
        options.append(_Option(blind[0], judged))
    if bids:
        lowest = bids[0]
        top = max(lowest.value, hand_strength(view.rules, view.hand) + LIMIT_ABOVE_STRENGTH)
        for limit in range(lowest.value, top + 1, 10)[:BID_LIMITS]:
            options.append(_Option(lowest, OwnPlan(seat, bid_limit=limit, judge_contract=True)))
    return options


def _contract_options(seat: int, legal: tuple[Action, ...]) -> list[_Option]:
    """One playout per world serves every contract: the first contract's, re-scored."""
    contracts = [a for a in legal if isinstance(a, DeclareContract)]
    options = [_Option(a, OwnPlan(seat)) for a in legal if not isinstance(a, DeclareContract)]
    if contracts:
        options.append(_Option(contracts[0], OwnPlan(seat), rescored=tuple(contracts)))
    return options


def _hint_of(view: PlayerView, options: list[_Option], tallies: list[_Tally]) -> Hint:
    values: dict[Action, float] = {}
    samples = len(tallies[0].scores)
    for option, tally in zip(options, tallies, strict=True):
        if option.rescored:
            for contract in option.rescored:
                if contract.value <= tally.reach or contract is option.rescored[0]:
                    values[contract] = tally.mean_with_contract(contract.value)
            continue
        value = tally.mean()
        if option.contracts_later and tally.contracts:
            value = max(
                tally.mean_with_contract(c)
                for c in tally.contracts
                if c <= tally.reach or c == tally.contracts[0]
            )
        values[option.action] = max(value, values.get(option.action, value))
    order = {action: i for i, action in enumerate(view.legal_actions)}
    ranked = sorted(values, key=lambda a: (-values[a], order[a]))
    candidates = tuple(Candidate(a, values[a], samples) for a in ranked)
    return Hint(action=ranked[0], candidates=candidates)
