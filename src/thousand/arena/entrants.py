"""The bots of a match, as :class:`Entrant` values that each game builds afresh.

A match's tasks may run in other processes or on other machines, so an entrant is a
recipe, not a live bot: the bot itself (a function, or an object that each game copies
as it was given) or a factory called for every game, each given by value or by an
importable reference ``"package.module:name"``. Every game builds its own bots, so a bot
that keeps state (a random generator) starts each game the same way wherever and
whenever the game is played.

>>> import thousand as t
>>> from thousand.arena import Entrant
>>> Entrant.of(t.bots.simple_action).name
'simple_action'
>>> e = Entrant.made_by("thousand.bots:RandomBot", seed_keyword="seed")
>>> e.name, type(e.build(seed=7)).__name__
('RandomBot', 'RandomBot')
"""

from __future__ import annotations

import copy
import importlib
import inspect
import traceback
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias, cast

import attrs

from thousand.errors import MatchError, Reason, shown

if TYPE_CHECKING:
    from thousand.bots import Bot

__all__ = ["Entrant", "Player", "lineup_of", "resolve"]

Player: TypeAlias = "Entrant | Bot | Callable[..., Bot] | str"
"""What a match's lineup holds: an :class:`Entrant`, a bot, a bot's class (each game
builds an instance), or a reference ``"package.module:name"`` to either. Other factories
go in an entrant (:meth:`Entrant.made_by`)."""


def resolve(reference: str) -> Any:
    """The object a reference ``"package.module:name"`` names (``name`` may be dotted).

    Raises:
        MatchError: the reference is malformed or does not import (reason ``unknown_bot``).

    >>> from thousand.arena import resolve
    >>> resolve("thousand.bots:simple_action").__name__
    'simple_action'
    """
    if type(reference) is not str:
        raise MatchError(
            Reason.UNKNOWN_BOT, f"a bot reference is 'package.module:name', not {shown(reference)}"
        )
    module_name, colon, qualname = reference.partition(":")
    if not colon or not module_name or not qualname:
        raise MatchError(
            Reason.UNKNOWN_BOT,
            f"a bot reference is 'package.module:name', not {shown(reference)}",
        )
    try:
        target: Any = importlib.import_module(module_name)
        for part in qualname.split("."):
            target = getattr(target, part)
    except Exception as error:  # an import runs arbitrary code: any failure is the reference's
        raise MatchError(
            Reason.UNKNOWN_BOT,
            f"the bot reference {shown(reference)} does not import: "
            f"{type(error).__name__}: {error}",
        ) from error
    return target


def _options(
    value: Mapping[str, object] | Sequence[tuple[str, object]],
) -> tuple[tuple[str, Any], ...]:
    """A factory's options as ``(name, value)`` pairs sorted by name."""
    given: object = value  # may be anything at all
    if not isinstance(given, Mapping | Sequence) or isinstance(given, str | bytes):
        raise MatchError(
            Reason.INVALID_MATCH, f"a factory's options are named values, not {shown(value)}"
        )
    pairs: list[tuple[str, Any]] = []
    # Read pair by pair, so that the first wrong one stops a huge sequence at once.
    for pair in value.items() if isinstance(value, Mapping) else value:
        if type(pair) is not tuple or len(pair) != 2 or type(pair[0]) is not str:
            raise MatchError(
                Reason.INVALID_MATCH, f"a factory's options are named values, not {shown(value)}"
            )
        pairs.append(pair)
    names = [name for name, _ in pairs]
    if len(set(names)) != len(names):
        raise MatchError(Reason.INVALID_MATCH, f"an option is named twice in {shown(value)}")
    return tuple(sorted(pairs, key=lambda pair: pair[0]))


@attrs.frozen
class Entrant:
    """A bot in a match: its name and how each game builds it.

    Build one with :meth:`of` (a bot) or :meth:`made_by` (a factory); a lineup may also
    hold a bare bot or reference, which :meth:`of` turns into an entrant.

    Attributes:
        name: the name the results show.
        bot: the bot itself: a function ``(PlayerView) -> Action``, an object with such a
            ``__call__`` (each game plays a deep copy of it as given), or a reference
            ``"package.module:name"`` to one, imported where the game is played.
        factory: instead of ``bot``, a callable (or a reference to one) that returns a
            new bot; each game calls it with ``options``, and with a seed of its own
            under ``seed_keyword``.
        options: the factory's keyword arguments, as sorted ``(name, value)`` pairs (a
            mapping is accepted).
        seed_keyword: the keyword under which the factory takes a seed, if it takes one:
            every game and seat gets its own, derived from the match's seed.
    """

    name: str
    bot: Bot | str | None = None
    factory: Callable[..., Bot] | str | None = None
    options: tuple[tuple[str, Any], ...] = attrs.field(default=(), converter=_options)
    seed_keyword: str | None = None

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise MatchError(Reason.INVALID_MATCH, f"a bot's name is text, not {shown(self.name)}")
        if (self.bot is None) == (self.factory is None):
            raise MatchError(
                Reason.UNKNOWN_BOT,
                f"{self.name}: give either a bot or a factory, not both or neither",
            )
        made = self.bot if self.bot is not None else self.factory
        if not isinstance(made, str) and not callable(made):
            raise MatchError(
                Reason.UNKNOWN_BOT,
                f"{self.name}: a bot is callable or a reference 'package.module:name', "
                f"not {shown(made)}",
                bot=self.name,
            )
        if self.bot is not None and (self.options or self.seed_keyword is not None):
            raise MatchError(
                Reason.INVALID_MATCH,
                f"{self.name}: options and a seed keyword go to a factory, not to a bot",
                bot=self.name,
            )
        if self.seed_keyword is not None and not (
            isinstance(self.seed_keyword, str) and self.seed_keyword.isidentifier()
        ):
            raise MatchError(
                Reason.INVALID_MATCH,
                f"{self.name}: a seed keyword is a name, not {shown(self.seed_keyword)}",
                bot=self.name,
            )

    @classmethod
    def of(cls, bot: Player, *, name: str | None = None) -> Entrant:
        """An entrant for ``bot``: a bot, a reference to one, or an entrant (kept as is).

        A class (or a reference to one) is taken as a factory: each game builds an
        instance, passing a seed of its own when the constructor takes one named
        ``seed`` (as :class:`~thousand.bots.RandomBot` does). Its name is ``name``, or
        the function's, class's or reference's own.

        Raises:
            MatchError: ``bot`` is not callable (``unknown_bot``), or is a reference that
                does not import (``unknown_bot``).

        >>> import thousand as t
        >>> t.arena.Entrant.of(t.bots.RandomBot).seed_keyword
        'seed'
        """
        if isinstance(bot, Entrant):
            return bot if name is None else attrs.evolve(bot, name=name)
        target = resolve(bot) if isinstance(bot, str) else bot
        if isinstance(target, type):
            factory: Callable[..., Bot] | str = target if not isinstance(bot, str) else bot
            seed_keyword = "seed" if _takes_seed(target) else None
            return cls(name=name or _name_of(bot), factory=factory, seed_keyword=seed_keyword)
        return cls(name=name or _name_of(bot), bot=cast("Bot | str", bot))

    @classmethod
    def made_by(
        cls,
        factory: Callable[..., Bot] | str,
        *,
        name: str | None = None,
        seed_keyword: str | None = None,
        **options: object,
    ) -> Entrant:
        """An entrant whose bot ``factory(**options)`` builds anew for every game.

        Args:
            factory: a callable returning a bot (a class, say), or a reference
                ``"package.module:name"`` to one.
            name: the name the results show; the factory's own by default.
            seed_keyword: the factory's keyword for a seed: every game and seat gets its
                own, derived from the match's seed.
            options: the factory's other keyword arguments.
        """
        return cls(
            name=name or _name_of(factory),
            factory=factory,
            options=options,
            seed_keyword=seed_keyword,
        )

    def check(self) -> None:
        """Import a reference now, so that a bad one fails before the match starts.

        Raises:
            MatchError: the reference does not import (``unknown_bot``) or names
                something that is not callable.
        """
        made = self.bot if self.bot is not None else self.factory
        if isinstance(made, str) and not callable(resolve(made)):
            raise MatchError(
                Reason.UNKNOWN_BOT,
                f"{self.name}: the reference {shown(made)} names something not callable",
                bot=self.name,
            )

    def build(self, seed: int) -> Bot:
        """A new bot for one game: a copy of the bot, or what the factory returns.

        Args:
            seed: the seed the factory is given under :attr:`seed_keyword`.

        Raises:
            MatchError: the reference does not import (``unknown_bot``), or the factory
                or the copy failed (``bot_failed``).
        """
        made = self.bot if self.bot is not None else self.factory
        target: Any = resolve(made) if isinstance(made, str) else made
        try:
            if self.factory is None:
                bot: Bot = copy.deepcopy(target)
                return bot
            kwargs = dict(self.options)
            if self.seed_keyword is not None:
                kwargs[self.seed_keyword] = seed
            built: Bot = target(**kwargs)
            return built
        except Exception as error:  # the factory is the caller's code
            raise MatchError(
                Reason.BOT_FAILED,
                f"{self.name}: building the bot raised {type(error).__name__}: {error}",
                bot=self.name,
                details=(("traceback", traceback.format_exc()),),
            ) from error


def _takes_seed(factory: type) -> bool:
    try:
        parameters = inspect.signature(factory).parameters
    except (TypeError, ValueError):  # a class whose signature cannot be read
        return False
    seed = parameters.get("seed")
    return seed is not None and seed.kind in (
        inspect.Parameter.POSITIONAL_OR_KEYWORD,
        inspect.Parameter.KEYWORD_ONLY,
    )


def _name_of(made: object) -> str:
    if isinstance(made, str):
        return made.rpartition(":")[2].rpartition(".")[2] or made
    for attribute in ("__qualname__", "__name__"):  # a function inside a function: its name
        name = getattr(made, attribute, None)
        if isinstance(name, str) and name and "<" not in name:
            return name
    if getattr(made, "__name__", None) == "<lambda>":
        return "lambda"
    return type(made).__name__


def lineup_of(players: Sequence[Player], seats: int) -> tuple[Entrant, ...]:
    """The entrants of a lineup of ``players``, one per seat, with distinct names.

    A name given twice becomes ``name``, ``name#2``, ``name#3``...

    Raises:
        MatchError: the lineup is not a sequence of ``seats`` players
            (``invalid_match``), or holds something that is not a bot (``unknown_bot``).
    """
    if isinstance(players, str | Entrant) or not isinstance(players, Sequence):
        raise MatchError(
            Reason.INVALID_MATCH, f"a lineup is a list of {seats} bots, not {shown(players)}"
        )
    if len(players) != seats:
        raise MatchError(
            Reason.INVALID_MATCH,
            f"these rules seat {seats} players: the lineup needs {seats} bots, not {len(players)}",
        )
    entrants = [Entrant.of(player) for player in players]
    taken: set[str] = set()
    named = []
    for entrant in entrants:
        name, count = entrant.name, 1
        while name in taken:
            count += 1
            name = f"{entrant.name}#{count}"
        taken.add(name)
        named.append(entrant if name == entrant.name else attrs.evolve(entrant, name=name))
    return tuple(named)
