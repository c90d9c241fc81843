""":class:`Bot`: what a player is to the library, a function from its view to an action."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from thousand.actions import Action
    from thousand.views.player_view import PlayerView

__all__ = ["Bot"]


@runtime_checkable
class Bot(Protocol):
    """A player: picks one of ``view.legal_actions`` for the seat whose view it is given.

    A function ``(PlayerView) -> Action`` is a bot, and so is an object with such a
    ``__call__`` that keeps state between calls (a random generator, a search budget).
    A bot is only ever handed the view of its own seat, never the state: it cannot
    see a face-down card.
    """

    def __call__(self, view: PlayerView, /) -> Action:
        """The action this bot takes in ``view``."""
        ...
