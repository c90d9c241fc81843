"""Actions as the terminal shows them to the seat that takes them: ``play A♥``."""

from __future__ import annotations

from thousand.actions import Action, Discard, GiveCard, PlayCard
from thousand.formats.notation import format_action
from thousand.table import format_card
from thousand.views.player_view import SeenAction


def describe(action: SeenAction, *, ascii: bool = False, own: bool = False) -> str:
    """``action`` in notation, its cards with their suit symbols unless ``ascii``.

    ``own``: the seat's own move, written without its seat (``play A♥``).
    """
    if isinstance(action, PlayCard):
        text = f"play {format_card(action.card, ascii=ascii)}"
        if action.declare:
            text += " m (declares)"
    elif isinstance(action, GiveCard):
        text = f"give p{action.to + 1} {format_card(action.card, ascii=ascii)}"
    elif isinstance(action, Discard):
        text = f"discard {format_card(action.card, ascii=ascii)}"
    else:
        text = format_action(action)
        return text.partition(" ")[2] if own and text.startswith("p") else text
    return text if own else f"p{action.seat + 1} {text}"


def numbered(legal: tuple[Action, ...], *, ascii: bool = False) -> str:
    """The legal moves numbered from 1, several to a line."""
    cells = [f"{i:>2}  {describe(a, ascii=ascii, own=True)}" for i, a in enumerate(legal, 1)]
    width = max(len(cell) for cell in cells) + 3
    per_line = max(1, 78 // width)
    lines = []
    for start in range(0, len(cells), per_line):
        lines.append("".join(f"{cell:<{width}}" for cell in cells[start : start + per_line]))
    return "\n".join(line.rstrip() for line in lines)
