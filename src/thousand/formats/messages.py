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
thousand.errors.RecordError: to: the message is for p2 and holds the view of p3

A message is checked when it is made as well: what it carries must be a view (reason
``invalid_message``) whose parts can be (reason ``inconsistent_view``, as loading says):

>>> t.ViewMessage(None)
Traceback (most recent call last):
...
thousand.errors.RecordError: view: a view message carries a PlayerView, not None
"""

from __future__ import annotations

import attrs

from thousand.errors import Reason, RecordError, shown
from thousand.views.checks import shape_problem
from thousand.views.player_view import PlayerView

__all__ = ["ViewMessage"]


def _check_view(_: object, __: attrs.Attribute[PlayerView], view: PlayerView) -> None:
    """Refuse what a message cannot carry, with the reasons loading gives."""
    given: object = view  # typed as the field, but a caller may pass anything
    if not isinstance(given, PlayerView):
        raise RecordError(
            f"a view message carries a PlayerView, not {shown(view)}",
            where="view",
            reason=Reason.INVALID_MESSAGE,
        )
    try:
        problem = shape_problem(view)
    except (AttributeError, LookupError, TypeError, ValueError):
        # A view built by hand with fields of the wrong types: not a view at all.
        raise RecordError(
            f"the fields of {shown(view)} are not those of a view",
            where="view",
            reason=Reason.INVALID_MESSAGE,
        ) from None
    if problem is not None:
        raise RecordError(
            problem.message, where=f"view.{problem.where}", reason=Reason.INCONSISTENT_VIEW
        )


@attrs.frozen
class ViewMessage:
    """One seat's view, addressed to that seat: what a server sends a client.

    Written as ``{"format": 1, "to": SEAT, "view": {...}}`` (``to`` is ``null`` for a
    spectator's :func:`~thousand.public_view`). :func:`~thousand.serialization.dumps`
    with ``rules="omit"`` writes the view without its rules, naming them in a
    ``rules_ref`` (see :func:`~thousand.serialization.rules_digest`).

    Attributes:
        view: the view the message carries.

    Raises:
        RecordError: ``view`` is not a :class:`~thousand.PlayerView`, or its fields are
            not a view's (reason ``invalid_message``); a part of the view cannot be: a
            seat, card or count out of range, a hand size or a legal action that does not
            follow from its log (reason ``inconsistent_view``, as when loading). Whether
            some deal agrees with the whole view is left to loading, which searches for
            one: a view made by :func:`~thousand.view` always has one.
    """

    view: PlayerView = attrs.field(validator=_check_view)

    @property
    def to(self) -> int | None:
        """The seat the message is for: the view's seat (``None`` for a spectator)."""
        return self.view.seat
