"""What a bot can reach from the object it is handed: a walk of its references.

The walk follows every reference the garbage collector knows of (``gc.get_referents``),
as a bot walking ``vars``, ``__dict__``, slots, tuples and closures would, but does not
go into classes, modules and functions: from those every object of the process is
reachable, the caller's included, whatever a library hands out.
"""

from __future__ import annotations

import gc
import pickle
import types
from collections.abc import Iterator

import thousand as t
from thousand.round.facts import RoundFacts

SECRET_TYPES: tuple[type, ...] = (t.RoundState, RoundFacts, t.Deal, t.GameState)
"""Objects that hold face-down cards: a deal's state, its facts, the deal, the game."""

_OPAQUE = (
    type,
    types.ModuleType,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.MethodType,
    types.CodeType,
    types.WrapperDescriptorType,
    types.MethodDescriptorType,
    types.GetSetDescriptorType,
    types.MemberDescriptorType,
)


def reachable(root: object, limit: int = 200_000) -> Iterator[object]:
    """Every object reachable from ``root`` (itself included), classes and modules aside."""
    seen = {id(root)}
    stack = [root]
    while stack:
        here = stack.pop()
        yield here
        for there in gc.get_referents(here):
            if id(there) in seen or isinstance(there, _OPAQUE):
                continue
            seen.add(id(there))
            if len(seen) > limit:
                raise AssertionError(f"more than {limit} objects reachable from {type(root)}")
            stack.append(there)


def secrets_in(root: object) -> list[str]:
    """The objects holding face-down cards reachable from ``root``, by type name."""
    return sorted({type(x).__name__ for x in reachable(root) if isinstance(x, SECRET_TYPES)})


def leaks(handed: object) -> list[str]:
    """What a bot handed ``handed`` could reach that holds a face-down card.

    Looks at the object, its ``vars``, and what its pickle loads back as.
    """
    found = secrets_in(handed)
    found += [f"vars:{name}" for name in secrets_in(getattr(handed, "__dict__", {}))]
    try:
        data = pickle.dumps(handed)
    except Exception:  # a view that does not pickle hands nothing out that way
        return found
    found += [f"pickle:{name}" for name in secrets_in(pickle.loads(data))]
    return found
