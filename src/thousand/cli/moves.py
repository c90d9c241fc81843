"""Actions as the terminal shows them to the seat that takes them: ``play A♥``."""

from __future__ import annotations

from thousand.actions import Action, Discard, GiveCard, PlayCard
from thousand.cli.texts import own_move
from thousand.formats.notation import format_action
from thousand.i18n import Locale
from thousand.i18n import format_action as sentence
from thousand.lang.seats import seat_name
from thousand.table import format_card
from thousand.views.player_view import SeenAction


def describe(
    action: SeenAction,
    *,
    ascii: bool = False,
    own: bool = False,
    locale: Locale = Locale.EN,
    names: tuple[str, ...] | None = None,
) -> str:
    """``action`` in notation (in English), its cards with their suit symbols unless ``ascii``.

    ``own``: the seat's own move, written without its seat (``play A♥``). In Russian and
    Polish the move is said in that language (``снести Т♥``); a seat is named as the table
    names it, ``p1`` or its player's name from ``names``.
    """
    text = _own(action, ascii, locale, names)
    if text is None:  # no short form: the whole sentence, with its seat
        return sentence(action, locale, names=names)
    seat = getattr(action, "seat", None)
    if own or type(seat) is not int:
        return text
    return f"{seat_name(seat, names)} {text}"


def _own(
    action: SeenAction, ascii: bool, locale: Locale, names: tuple[str, ...] | None
) -> str | None:
    if locale is not Locale.EN:
        return own_move(action, locale, names, ascii) if isinstance(action, Action) else None
    if isinstance(action, PlayCard):
        text = f"play {format_card(action.card, ascii=ascii)}"
        return text + " m (declares)" if action.declare else text
    if isinstance(action, GiveCard):
        return f"give {seat_name(action.to, names)} {format_card(action.card, ascii=ascii)}"
    if isinstance(action, Discard):
        return f"discard {format_card(action.card, ascii=ascii)}"
    text = format_action(action)
    return text.partition(" ")[2] if text.startswith("p") else text


def numbered(
    legal: tuple[Action, ...],
    *,
    ascii: bool = False,
    locale: Locale = Locale.EN,
    names: tuple[str, ...] | None = None,
) -> str:
    """The legal moves numbered from 1, several to a line."""
    cells = [
        f"{i:>2}  {describe(a, ascii=ascii, own=True, locale=locale, names=names)}"
        for i, a in enumerate(legal, 1)
    ]
    width = max(len(cell) for cell in cells) + 3
    per_line = max(1, 78 // width)
    lines = []
    for start in range(0, len(cells), per_line):
        lines.append("".join(f"{cell:<{width}}" for cell in cells[start : start + per_line]))
    return "\n".join(line.rstrip() for line in lines)
