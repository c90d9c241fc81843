"""The message a server sends a seat: that seat's view, addressed (``{"format", "to", "view"}``).

A referee sends each seat only its own :class:`~thousand.PlayerView`. On the wire the view
travels in an envelope that says whom it is for, so that the server can route it without
reading the view and the client can check that it got its own:

>>> import random
>>> import thousand as t
>>> from thousand.serialization import dumps, loads
>>> rules = t.Rules()
>>> state = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(7)))
>>> message = t.ViewMessage(t.view(state, 2))
>>> message.to
2
>>> text = dumps(message)
>>> text[:40]
'{"format": 1, "to": 2, "view": {"seat": '
>>> loads(text, t.ViewMessage) == message
True

Loading is as strict as for a view alone, and an envelope that is not one (a missing or
unknown field, a ``to`` that is not the seat of its view) is a
:class:`~thousand.RecordError` with the reason ``invalid_message``:

>>> loads(text.replace('"to": 2', '"to": 1'), t.ViewMessage)
Traceback (most recent call last):
...
thousand.errors.RecordError: to: the message is for seat 1 and holds the view of seat 2
"""

from __future__ import annotations

import attrs

from thousand.views.player_view import PlayerView

__all__ = ["ViewMessage"]


@attrs.frozen
class ViewMessage:
    """One seat's view, addressed to that seat: what a server sends a client.

    Written as ``{"format": 1, "to": SEAT, "view": {...}}`` (``to`` is ``null`` for a
    spectator's :func:`~thousand.public_view`). :func:`~thousand.serialization.dumps`
    with ``rules="omit"`` writes the view without its rules, naming them in a
    ``rules_ref`` (see :func:`~thousand.serialization.rules_digest`).

    Attributes:
        view: the view the message carries.
    """

    view: PlayerView

    @property
    def to(self) -> int | None:
        """The seat the message is for: the view's seat (``None`` for a spectator)."""
        return self.view.seat
