"""The bots a game in the terminal is played against, and the hint it gives.

:data:`BOTS` is the table ``--bot`` chooses from: a name and a function that makes the
bot from the game's seed. A new bot is one more entry.
"""

from __future__ import annotations

from collections.abc import Callable

from thousand.actions import Action
from thousand.bots import Bot, SearchBot, hint, simple_action
from thousand.views.player_view import PlayerView

SEARCH_WORLDS = 8
"""The worlds the search bot draws per card played in the terminal: quick to answer."""


def _simple(seed: int) -> Bot:
    return simple_action


def _search(seed: int) -> Bot:
    return SearchBot(worlds=SEARCH_WORLDS, seed=seed)


BOTS: dict[str, Callable[[int], Bot]] = {"simple": _simple, "search": _search}
"""The bots ``--bot`` names: each makes its bot from the game's seed."""


def suggestion(view: PlayerView, seed: int) -> tuple[Action, str]:
    """The move the search bot suggests in ``view``, and which bot suggested it."""
    return hint(view, worlds=SEARCH_WORLDS, seed=seed).action, "search"
