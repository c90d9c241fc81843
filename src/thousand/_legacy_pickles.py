r"""Pickles made by version 0.1.0: its private module names, resolved again (private).

A pickle names every class it holds by module and name. Version 0.1.0 kept its internals
in flat private modules (``thousand._data``, ``thousand._setup``, ``thousand._results``,
...), which are gone: their contents moved into subpackages. :func:`install`, run when
:mod:`thousand` is imported, puts a finder on :data:`sys.meta_path` that answers for
exactly the old modules a pickle can name (:data:`LEGACY_MODULES`) with stand-in modules:

* Enums and public value classes resolve to the current classes, through the package's
  public names (``thousand._deal_rules.Outcome`` is :class:`thousand.Outcome`): an enum
  pickles by value and an attrs class by a dict of its fields, both unchanged since.
* The private facts of a state (``Data``, ``Terms``, ``Extras``, ``Setup`` and the
  ``RedealFacts`` and ``TwoPlayerFacts`` inside ``Setup``) resolve to the tolerant
  stand-ins below, which keep whatever the pickle hands them. 0.1.0 pickled a
  :class:`~thousand.RoundState` as ``thousand.state._from_data(Data(...))``;
  :func:`state_from_legacy` rebuilds it by replaying the deal's log from its rules,
  dealer and context, so an old pickle never depends on how today's facts are laid out.

The other private modules of 0.1.0 defined no class a pickled value can hold (their
classes, such as the game's ``Tally``, the notation's ``Tokens`` or the world sampler's
plans, are working objects that never leave a call), so they are not listed.

>>> import pickle, thousand as t
>>> # pickle.dumps(t.Outcome.REDEAL, 0), made by version 0.1.0:
>>> old = b"cthousand._deal_rules\nOutcome\np0\n(Vredeal\np1\ntp2\nRp3\n."
>>> pickle.loads(old) is t.Outcome.REDEAL
True
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
from typing import TYPE_CHECKING, Final, Self

import thousand.state as state_module
from thousand.engine import apply_all, new_round

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from types import ModuleType

    from thousand.actions import Action
    from thousand.context import RoundContext
    from thousand.rules import Rules
    from thousand.state import RoundState

__all__ = [
    "LEGACY_MODULES",
    "LegacyData",
    "LegacyExtras",
    "LegacyRedealFacts",
    "LegacySetup",
    "LegacyTerms",
    "LegacyTwoPlayerFacts",
    "install",
    "state_from_legacy",
]


class _LegacyTuple(tuple[object, ...]):
    """A NamedTuple of 0.1.0's private facts, kept as the plain tuple the pickle hands over.

    A NamedTuple pickles as its class called with its fields (protocol 2 and later) or
    as ``tuple.__new__(cls, fields)`` (protocols 0 and 1); both land here, whatever the
    number of fields.
    """

    __slots__ = ()

    def __new__(cls, *fields: object) -> Self:
        return super().__new__(cls, fields)


class LegacyExtras(_LegacyTuple):
    """0.1.0's ``thousand._data.Extras`` (the cutting's and redeal claims' facts)."""

    __slots__ = ()


class LegacyTerms(_LegacyTuple):
    """0.1.0's ``thousand._data.Terms`` (the facts trick play does not change)."""

    __slots__ = ()


class LegacyRedealFacts(_LegacyTuple):
    """0.1.0's ``thousand._deal_rules.RedealFacts`` (held by ``Setup``)."""

    __slots__ = ()


class LegacyTwoPlayerFacts(_LegacyTuple):
    """0.1.0's ``thousand._layouts.TwoPlayerFacts`` (held by ``Setup``)."""

    __slots__ = ()


# 0.1.0's Data fields: setup, phase, to_act, hands, trump, marriages, leader, trick,
# taken, tricks, log, terms. Only the setting and the log are read: the rest is replayed.
_DATA_SETUP, _DATA_LOG = 0, 10


class LegacyData(_LegacyTuple):
    """0.1.0's ``thousand._data.Data``: the facts of a pickled state."""

    __slots__ = ()

    @property
    def setup(self) -> LegacySetup:
        """The deal's setting (0.1.0's ``Setup``)."""
        setup = self[_DATA_SETUP]
        if not isinstance(setup, LegacySetup):
            raise TypeError(f"0.1.0 state facts without their Setup: {type(setup).__name__}")
        return setup

    @property
    def log(self) -> tuple[Action, ...]:
        """Every action of the deal so far, the chance actions included."""
        log = self[_DATA_LOG]
        if not isinstance(log, tuple):
            raise TypeError(f"0.1.0 state facts without their log: {type(log).__name__}")
        return log


# 0.1.0's Setup declares these fields first. attrs before 22.2 pickled a slotted class's
# fields as a tuple in declaration order, later versions as a dict by name.
_SETUP_LEADING_FIELDS: Final = ("rules", "dealer", "context")


class LegacySetup:
    """0.1.0's ``thousand._setup.Setup``: a deal's rules, dealer and context.

    0.1.0's class was a slotted attrs class; a pickle makes it bare and hands its fields
    to :meth:`__setstate__`. Only the three fields a replay needs are read; the others,
    worked out from them, are kept but never used.
    """

    __slots__ = ("fields",)

    fields: dict[str, object]
    """The pickled fields by name."""

    def __init__(self, **fields: object) -> None:
        self.fields = fields

    def __setstate__(self, state: object) -> None:
        """Keep the pickled fields: a dict by name, or a tuple of values in field order.

        Args:
            state: What the pickle hands over: attrs' dict or tuple, or the ``(dict,
                slots)`` pair of a slotted class pickled without attrs' help.
        """
        fields: dict[str, object] = {}
        if isinstance(state, dict):
            fields.update(state)
        elif (
            isinstance(state, tuple)
            and len(state) == 2
            and isinstance(state[1], dict)
            and (state[0] is None or isinstance(state[0], dict))
        ):
            fields.update(state[0] or {})
            fields.update(state[1])
        elif isinstance(state, tuple):
            fields.update(zip(_SETUP_LEADING_FIELDS, state, strict=False))
        else:
            raise TypeError(f"cannot read a 0.1.0 Setup from {type(state).__name__}")
        self.fields = fields

    def _field(self, name: str) -> object:
        try:
            return self.fields[name]
        except KeyError:
            raise TypeError(f"a 0.1.0 Setup pickled without {name!r}") from None

    @property
    def rules(self) -> Rules:
        """The deal's rules."""
        return self._field("rules")  # type: ignore[return-value]

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._field("dealer")  # type: ignore[return-value]

    @property
    def context(self) -> RoundContext:
        """What the deal knew of its game."""
        return self._field("context")  # type: ignore[return-value]


def state_from_legacy(data: object) -> RoundState:
    """Rebuild a state pickled by 0.1.0 from its facts (``thousand.state._from_data``).

    The deal is replayed from its setting: :func:`~thousand.new_round` with the rules,
    dealer and context, then :func:`~thousand.apply_all` with the log. The engine is
    deterministic, so the state equals the one pickled, and it is a current state
    whatever the facts inside look like now.

    Args:
        data: 0.1.0's ``Data`` (a :class:`LegacyData` once unpickled).

    Returns:
        The state, as this version builds it.

    Raises:
        TypeError: ``data`` is not 0.1.0's facts of a state.
        IllegalActionError: the log does not replay under these rules.
    """
    if not isinstance(data, LegacyData):
        raise TypeError(f"not the facts of a 0.1.0 RoundState: {type(data).__name__}")
    setup = data.setup
    state = new_round(setup.rules, setup.dealer, context=setup.context)
    return apply_all(state, data.log)


_PUBLIC: Final = None
"""In :data:`LEGACY_MODULES`: the name resolves to the package's public name."""

LEGACY_MODULES: Final[Mapping[str, Mapping[str, type | None]]] = {
    "thousand._blind_rules": {"BlindBidding": _PUBLIC},
    "thousand._data": {"Data": LegacyData, "Extras": LegacyExtras, "Terms": LegacyTerms},
    "thousand._deal_rules": {
        "CutJack": _PUBLIC,
        "Cutter": _PUBLIC,
        "Outcome": _PUBLIC,
        "RedealCondition": _PUBLIC,
        "RedealFacts": LegacyRedealFacts,
        "RedealTiming": _PUBLIC,
        "TalonClaimant": _PUBLIC,
        "TalonPositions": _PUBLIC,
    },
    "thousand._game_rules": {
        "BarrelBidding": _PUBLIC,
        "BarrelSimultaneous": _PUBLIC,
        "BoltCount": _PUBLIC,
        "BoltRule": _PUBLIC,
        "ConcedeAward": _PUBLIC,
        "ConcedePenalty": _PUBLIC,
        "DumpTruck": _PUBLIC,
        "FallPenalty": _PUBLIC,
        "Settlement": _PUBLIC,
        "WinCondition": _PUBLIC,
    },
    "thousand._layouts": {
        "TwoPlayerDeal": _PUBLIC,
        "TwoPlayerFacts": LegacyTwoPlayerFacts,
        "TwoTalonExchange": _PUBLIC,
        "UnusedTalon": _PUBLIC,
    },
    "thousand._played": {"Declaration": _PUBLIC, "Trick": _PUBLIC},
    "thousand._results": {"RoundResult": _PUBLIC, "RoundSummary": _PUBLIC},
    "thousand._rule_values": {
        "AceMarriage": _PUBLIC,
        "BidCap": _PUBLIC,
        "MarriageKind": _PUBLIC,
        "MarriageTiming": _PUBLIC,
        "ObligatoryBid": _PUBLIC,
        "Overtake": _PUBLIC,
        "Rounding": _PUBLIC,
    },
    "thousand._setup": {"Setup": LegacySetup},
}
"""Each old private module a pickle can name: its names, and the stand-in each resolves
to (``None``: the class of that name in :mod:`thousand`)."""


class _LegacyModules(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds and fills the modules of :data:`LEGACY_MODULES`, and no other."""

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in LEGACY_MODULES:
            return None
        return importlib.util.spec_from_loader(fullname, self, origin=__name__)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> None:
        return None  # the default module object

    def exec_module(self, module: ModuleType) -> None:
        # Only reached after the package itself has been imported (a submodule's parent
        # comes first), so its public names are all there.
        package = importlib.import_module("thousand")
        module.__doc__ = f"Names of version 0.1.0's {module.__name__}, for old pickles."
        for name, stand_in in LEGACY_MODULES[module.__name__].items():
            setattr(module, name, getattr(package, name) if stand_in is None else stand_in)


_FINDER: Final = _LegacyModules()


def install() -> None:
    """Put the finder of 0.1.0's module names first on :data:`sys.meta_path`, once.

    First, so that a stale file of 0.1.0 left in an installed package cannot shadow the
    stand-ins; it answers for the listed names only, so other imports are unaffected.
    """
    if _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)
    # 0.1.0 pickled a state as a call of thousand.state._from_data. The state module
    # sits below the engine that replaying needs, so the name is given to it from here.
    state_module._from_data = state_from_legacy  # type: ignore[attr-defined]


install()
