"""What a match gives back: :class:`MatchResult`, a frozen value with its standings.

A result keeps every game's (or deal's) outcome, :class:`UnitResult`, and the
:class:`Standing` of each player worked out from them: wins, win rate and mean score,
each with its 95% confidence interval. It is a plain value: it compares equal when two
runs of a match agree, writes to JSON with :func:`thousand.serialization.dumps` and
reads back with :func:`~thousand.serialization.loads` (which checks that the standings
follow from the outcomes), and ``str(result)`` is a readable summary.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

import attrs

from thousand.arena.seeds import MAX_SEED
from thousand.arena.statistics import Interval, mean_interval, wilson_interval
from thousand.errors import MatchError, Reason, shown
from thousand.rules.presets import PRESETS
from thousand.rules.ruleset import Rules

__all__ = [
    "MatchInterrupted",
    "MatchKind",
    "MatchResult",
    "Standing",
    "UnitResult",
    "standings_of",
]


class MatchKind(enum.StrEnum):
    """How a match is played."""

    GAMES = "games"
    """Whole games to the target; game ``i`` seats the lineup rotated by ``i`` places."""
    DEALS = "deals"
    """Duplicate deals: each deal, dealt from its own seed, is played once with the
    lineup in every rotation, so that every player holds every seat's cards."""


@attrs.frozen(kw_only=True)
class UnitResult:
    """The outcome of one game, or of one duplicate deal in all its rotations.

    Attributes:
        scores: per player of the lineup (not per seat): the game's final score, or the
            sum of the player's score changes over the deal's rotations.
        winner: the player (its place in the lineup) who won the game (``None`` for a
            drawn game, G18), or who scored most over the deal's rotations; ``None``
            when two or more tied for the most.
        deals: the deals played: the game's deals (redeals included), or one per
            rotation of a duplicate deal.
    """

    scores: tuple[int, ...]
    winner: int | None
    deals: int


@attrs.frozen(kw_only=True)
class Standing:
    """One player's record over a match.

    Attributes:
        player: the player's name.
        wins: the games it won, or the duplicate deals where it scored most, alone.
        win_rate: ``wins`` over the games or deals played.
        win_interval: the 95% confidence interval of the win rate (Wilson).
        mean_score: its mean final score per game, or its mean total per duplicate deal
            (the sum over the rotations).
        score_interval: the 95% confidence interval of the mean score (Student's t);
            ``None`` after a single game or deal.
    """

    player: str
    wins: int
    win_rate: float
    win_interval: Interval
    mean_score: float
    score_interval: Interval | None


def standings_of(players: tuple[str, ...], units: tuple[UnitResult, ...]) -> tuple[Standing, ...]:
    """Each player's :class:`Standing` over ``units`` (at least one), in lineup order."""
    n = len(units)
    out = []
    for index, player in enumerate(players):
        scores = [unit.scores[index] for unit in units]
        wins = sum(1 for unit in units if unit.winner == index)
        out.append(
            Standing(
                player=player,
                wins=wins,
                win_rate=wins / n,
                win_interval=wilson_interval(wins, n),
                mean_score=sum(scores) / n,
                score_interval=mean_interval(scores),
            )
        )
    return tuple(out)


def _tuple_of(cls: type) -> Callable[[object], bool]:
    return lambda value: type(value) is tuple and all(isinstance(x, cls) for x in value)


MAX_SCORE = 2**53
"""The largest score (and number of deals) a result holds, either way: any sum of them
stays exact, and any mean a float."""


_FIELD_TYPES: tuple[tuple[str, Callable[[object], bool], str], ...] = (
    ("kind", lambda v: isinstance(v, MatchKind), "a MatchKind"),
    ("rules", lambda v: isinstance(v, Rules), "rules (a Rules)"),
    ("preset", lambda v: v is None or type(v) is str, "a preset's name or None"),
    (
        "seed",
        lambda v: type(v) is int and -MAX_SEED <= v <= MAX_SEED,
        "a whole number from -MAX_SEED to MAX_SEED (2**128)",
    ),
    ("players", _tuple_of(str), "a tuple of names"),
    ("units", _tuple_of(UnitResult), "a tuple of UnitResult"),
)
"""The fields of a result built by hand that are checked first, so that the others read them."""


@attrs.frozen(kw_only=True)
class MatchResult:
    """A match's outcome: every game or deal, and the standings they make.

    Attributes:
        kind: whole games or duplicate deals.
        rules: the rules played.
        preset: the preset's name when the match named one (the rules are then that
            preset's), else ``None``.
        seed: the match's seed; with the same bots it plays the same match again.
        players: the lineup's names, in order (player ``i`` sat in seat ``i`` in the
            first game or rotation).
        units: each game or duplicate deal, in order.
        standings: per player, in lineup order; worked out from ``units`` (a value
            given must agree with them).

    Raises:
        MatchError: the parts do not agree with each other (reason ``invalid_match``).
    """

    kind: MatchKind
    rules: Rules
    preset: str | None
    seed: int
    players: tuple[str, ...]
    units: tuple[UnitResult, ...]
    standings: tuple[Standing, ...] = attrs.field()

    @standings.default
    def _standings(self) -> tuple[Standing, ...]:
        self._check_units()
        return standings_of(self.players, self.units)

    def __attrs_post_init__(self) -> None:
        self._check_units()
        if self.standings != standings_of(self.players, self.units):
            raise MatchError(
                Reason.INVALID_MATCH, "the standings do not follow from the games or deals"
            )

    def _check_units(self) -> None:
        for field, test, expected in _FIELD_TYPES:
            if not test(getattr(self, field)):
                raise MatchError(
                    Reason.INVALID_MATCH,
                    f"{field} must be {expected}, not {shown(getattr(self, field))}",
                )
        n = len(self.players)
        if n != self.rules.players:
            raise MatchError(
                Reason.INVALID_MATCH, f"{self.rules.players} players play these rules, not {n}"
            )
        if self.preset is not None and (
            self.preset not in PRESETS or PRESETS[self.preset]() != self.rules
        ):
            raise MatchError(
                Reason.INVALID_MATCH, f"the rules are not those of the preset {shown(self.preset)}"
            )
        if len(set(self.players)) != n:
            raise MatchError(Reason.INVALID_MATCH, "two players have the same name")
        if not self.units:
            raise MatchError(Reason.INVALID_MATCH, "a match plays at least one game or deal")
        for index, unit in enumerate(self.units):
            if (
                type(unit.scores) is not tuple
                or len(unit.scores) != n
                or any(type(score) is not int or abs(score) > MAX_SCORE for score in unit.scores)
                or not (unit.winner is None or (type(unit.winner) is int and 0 <= unit.winner < n))
                or type(unit.deals) is not int
                or not 1 <= unit.deals <= MAX_SCORE
            ):
                raise MatchError(
                    Reason.INVALID_MATCH,
                    f"unit {index} needs {n} scores (whole numbers of at most "
                    f"{MAX_SCORE:,} either way), a winner among them (or none) and "
                    f"1 to {MAX_SCORE:,} deals",
                    unit=index,
                )

    @property
    def mean_deals(self) -> float:
        """The mean number of deals a game (or a duplicate deal's rotations) took."""
        return sum(unit.deals for unit in self.units) / len(self.units)

    def summary(self) -> str:
        """The standings as a table, under a line saying what was played.

        >>> import thousand as t
        >>> r = t.arena.play_match(
        ...     [t.bots.simple_action, t.bots.RandomBot, t.bots.RandomBot],
        ...     deals=4, seed=1, executor=None)
        >>> print(r.summary())
        4 duplicate deals, each in 3 rotations (12 deals), classic rules, seed 1
        player         wins  win rate  95% CI          mean score  95% CI
        simple_action     2     50.0%  [15.0, 85.0]%        188.8  [21.7, 355.8]
        RandomBot         1     25.0%  [4.6, 69.9]%         -76.2  [-446.0, 293.5]
        RandomBot#2       1     25.0%  [4.6, 69.9]%         -33.8  [-345.1, 277.6]
        """
        n = len(self.units)
        rules = f"{self.preset} rules" if self.preset else "custom rules"
        if self.kind is MatchKind.GAMES:
            what = f"{n} game{'s' * (n != 1)} ({self.mean_deals:.1f} deals each on average)"
        else:
            rotations = len(self.players)
            what = (
                f"{n} duplicate deal{'s' * (n != 1)}, each in {rotations} rotations "
                f"({n * rotations} deals)"
            )
        width = max(6, *(len(name) for name in self.players))
        lines = [
            f"{what}, {rules}, seed {self.seed}",
            f"{'player':<{width}}  wins  win rate  {'95% CI':<14}  mean score  95% CI",
        ]
        for s in self.standings:
            win_ci = f"[{100 * s.win_interval.low:.1f}, {100 * s.win_interval.high:.1f}]%"
            score_ci = "-" if s.score_interval is None else str(s.score_interval)
            lines.append(
                f"{s.player:<{width}}  {s.wins:>4}  {100 * s.win_rate:>7.1f}%  {win_ci:<14}"
                f"  {s.mean_score:>10.1f}  {score_ci}"
            )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.summary()


class MatchInterrupted(KeyboardInterrupt):
    """Ctrl-C ended a match; the games or deals finished are kept.

    :func:`~thousand.arena.play_match` raises it instead of the bare
    :class:`KeyboardInterrupt`. It is a :class:`KeyboardInterrupt`, so a program that
    stops on Ctrl-C still stops.

    Attributes:
        result: the games or deals finished from the first on, up to the first that was
            not, as a :class:`MatchResult` (the same as a match of that many played
            with the same seed); ``None`` if the first did not finish.
        finished: every game or deal finished, as ``(index, UnitResult)`` pairs in
            order of index (tasks finish in any order on a pool).
    """

    def __init__(
        self,
        result: MatchResult | None,
        finished: tuple[tuple[int, UnitResult], ...] = (),
    ) -> None:
        done = len(finished)
        super().__init__(f"the match was interrupted after {done} of its games or deals")
        self.result = result
        self.finished = finished
