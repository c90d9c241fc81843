"""A seat's view worked out when first read: what the Gymnasium environment hands its bots.

:func:`lazy_view` returns a :class:`~thousand.PlayerView` of ``view(state, seat)`` that
holds, at first, only what costs nothing to know: the seat, the rules, the dealer, the
phase, the seat to act and the legal actions. Reading any other field (or comparing,
hashing, printing, copying or pickling the view) builds the whole view with
:func:`~thousand.view` once; from then on the object *is* a plain
:class:`~thousand.PlayerView`, equal to that view field by field.

A bot that only picks among its legal actions, as a random opponent does, so never pays
for the rest of the view, which costs about twice the engine's own work per decision.
Until it is built, ``type()`` of the object is a private subclass of
:class:`~thousand.PlayerView` (``isinstance`` holds throughout).

>>> import random, thousand as t
>>> from thousand.envs.lazy_view import lazy_view
>>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(3)))
>>> v = lazy_view(s, 2)
>>> v.legal_actions == t.view(s, 2).legal_actions
True
>>> v == t.view(s, 2), type(v) is t.PlayerView
(True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from thousand.engine import legal_actions
from thousand.errors import Reason, StateError, shown
from thousand.views.player_view import PlayerView, view

if TYPE_CHECKING:
    from thousand.state import RoundState

__all__ = ["lazy_view"]

_STATE = "_lazy_view_state"
"""The key under which a view not yet built keeps its state (not a field)."""


class _LazyView(PlayerView):
    """A :class:`PlayerView` whose fields but the cheap ones are worked out on first read."""

    def __getattr__(self, name: str) -> Any:
        # Called only for what the instance dict lacks: every field until built.
        if name.startswith("__"):
            raise AttributeError(name)
        _build(self)
        return getattr(self, name)

    def __eq__(self, other: object) -> bool:
        _build(self)
        return self == other

    def __ne__(self, other: object) -> bool:
        _build(self)
        return self != other

    def __hash__(self) -> int:
        _build(self)
        return hash(self)

    def __repr__(self) -> str:
        _build(self)
        return repr(self)

    def __str__(self) -> str:
        _build(self)
        return str(self)

    def __reduce_ex__(self, protocol: Any) -> Any:
        _build(self)
        return self.__reduce_ex__(protocol)

    def __getstate__(self) -> Any:
        _build(self)
        return self.__getstate__()


def _build(lazy: PlayerView) -> None:
    """Fill ``lazy`` with every field of its view and make it a plain :class:`PlayerView`."""
    fields = object.__getattribute__(lazy, "__dict__")
    state = fields.pop(_STATE, None)
    if state is not None:
        fields.update(view(state, fields["seat"]).__dict__)
    object.__setattr__(lazy, "__class__", PlayerView)


def lazy_view(state: RoundState, seat: int) -> PlayerView:
    """``view(state, seat)``, worked out field by field when first read (see the module).

    Raises:
        StateError: ``seat`` is not a seat of the deal (reason ``malformed_action``).
    """
    d = state._d
    setup = d.setup
    n = setup.players
    if type(seat) is not int or not 0 <= seat < n:
        raise StateError(
            Reason.MALFORMED_ACTION, f"a view is for a seat 0..{n - 1}, not {shown(seat)}"
        )
    lazy = _new(_LazyView)
    _set(
        lazy,
        "__dict__",
        {
            _STATE: state,
            "seat": seat,
            "rules": setup.rules,
            "dealer": setup.dealer,
            "phase": d.phase,
            "to_act": d.to_act if d.to_act >= 0 else None,
            "legal_actions": legal_actions(state) if seat == d.to_act else (),
        },
    )
    return lazy


_new = object.__new__
_set = object.__setattr__
