"""Seats as people read them: ``p1`` for seat 0, or the player's name.

The API counts seats from 0 (``seat=0``); everything a person reads counts them from 1,
as the notation does (``p1``), in every language, or calls them by the names a program
gives (``names``): the table, the score sheet, actions, events and error messages alike.

>>> seat_name(0), seat_name(2, ("Ann", "Bob", "Cy")), seat_name(3, ("Ann", "Bob", "Cy"))
('p1', 'Cy', 'p4')
"""

from __future__ import annotations

from collections.abc import Sequence

from thousand.errors import NotationError, seat_shown, shown

__all__ = ["MAX_NAME", "checked_names", "seat_name"]


MAX_NAME = 40
"""The longest name of a player, in characters."""


def seat_name(seat: int, names: Sequence[str] | None = None) -> str:
    """The name of ``seat``: its player's, if ``names`` has one, else ``p1``, ``p2``, ..."""
    if names is not None and type(seat) is int and 0 <= seat < len(names):
        return names[seat]
    return seat_shown(seat)


def checked_names(names: object) -> tuple[str, ...] | None:
    """``names`` (a list or a tuple) as a tuple of texts, each a name a line can show.

    Raises:
        NotationError: not a sequence of one to eight non-empty texts of at most
            :data:`MAX_NAME` characters without line breaks.
    """
    if names is None:
        return None
    if (type(names) is not list and type(names) is not tuple) or not 0 < len(names) <= 8:
        raise NotationError(f"not a list of names: {shown(names)}", text=names)
    for name in names:
        if (
            not isinstance(name, str)
            or not name.strip()
            or len(name) > MAX_NAME
            or not name.isprintable()
        ):
            raise NotationError(f"not a player's name: {shown(name)}", text=name)
    return tuple(names)
