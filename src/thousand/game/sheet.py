"""A game's score sheet as text, the way it is kept on paper: one line per deal.

>>> import thousand as t
>>> g = t.record_round(t.new_game(t.Rules()), t.score_round(t.Rules(), t.RoundSummary(
...     declarer=1, contract=120, card_points=(50, 70, 0), tricks=(3, 5, 0),
...     marriages=((), (t.Suit.HEARTS,), ()))))
>>> print(score_sheet(g))
  #  deal       contract                p1              p2              p3
  1  dealer p1  p2: 120 made            50             120               0 /
<BLANKLINE>
/ bolt  ! bolt penalty  ^ climbed the barrel  B2 barrel attempt 2  v fell off
k knocked off  < left the barrel  0 back to 0  $ dump truck  = stood still
f free concession  x2 golden or dark  W won  D draw  L locked  i idle penalty
r redeal claimed  h bad hand  c third nine cut  e exposed card
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from thousand.errors import Reason, StateError, shown, wrong_type
from thousand.game.state import GameState
from thousand.i18n.locale import Locale, locale_of
from thousand.i18n.sheet_texts import NOT_PLAYED, RESULTS, SHEET
from thousand.i18n.sheet_texts import legend as legend_of
from thousand.scoring.events import EventKind
from thousand.table import seat_label

if TYPE_CHECKING:
    from thousand.game.state import RoundEntry
    from thousand.scoring.events import ScoreEvent

__all__ = ["LEGEND", "marks", "score_sheet"]


_MARKS = {
    EventKind.BOLT: "/",
    EventKind.BOLT_PENALTY: "!",
    EventKind.CLIMBED_BARREL: "^",
    EventKind.FELL_OFF_BARREL: "v",
    EventKind.FELL_TOGETHER: "v",
    EventKind.KNOCKED_OFF_BARREL: "k",
    EventKind.LEFT_BARREL: "<",
    EventKind.FELL_TO_ZERO: "0",
    EventKind.GOLDEN_RESET: "0",
    EventKind.DUMP_TRUCK: "$",
    EventKind.STOOD_STILL: "=",
    EventKind.FREE_CONCEDE: "f",
    EventKind.WON: "W",
    EventKind.DRAW: "D",
    EventKind.LOCKED: "L",
    EventKind.IDLE_PENALTY: "i",
    EventKind.REDEAL_CLAIMED: "r",
    EventKind.BAD_HAND: "h",
    EventKind.CUT_PENALTY: "c",
    EventKind.EXPOSED_CARD: "e",
}


LEGEND = legend_of(Locale.EN)
"""What the marks of :func:`score_sheet` mean (in English; :func:`thousand.i18n.legend`
gives it in each language)."""


def marks(events: Sequence[ScoreEvent]) -> str:
    """The sheet's marks for one seat's events in a deal, e.g. ``"B2"`` or ``"//!"``.

    >>> from thousand import EventKind, ScoreEvent
    >>> from thousand.sheet import marks
    >>> marks([ScoreEvent(EventKind.BOLT), ScoreEvent(EventKind.BOLT_PENALTY, -120)])
    '/!'
    """
    out = []
    for event in events:
        if event.kind is EventKind.BARREL_ATTEMPT:
            out.append(f"B{event.detail('attempt')}")
        elif event.kind is EventKind.MULTIPLIED:
            out.append(f"x{event.detail('multiplier')}")
        else:
            out.append(_MARKS.get(event.kind, ""))
    return "".join(out)


def _contract(entry: RoundEntry, who: Callable[[int | None], str], locale: Locale) -> str:
    result = entry.result
    if not result.played:
        return NOT_PLAYED[result.outcome].format(locale, seat=who(result.outcome_seat))
    outcome = "conceded" if result.conceded else ("made" if result.made else "down")
    return RESULTS[outcome].format(locale, declarer=who(result.declarer), contract=result.contract)


def score_sheet(
    game: GameState,
    names: Sequence[str] | None = None,
    *,
    locale: Locale | str = Locale.EN,
    legend: bool = True,
) -> str:
    """The score sheet of ``game`` as text, one line per deal.

    Each line has the dealer, the contract and each seat's total with marks for bolts,
    the barrel and the rest; with fixed partnerships (A13) a last line gives each team's
    total (``W`` marks the team that won); the legend (:data:`LEGEND`) follows unless
    ``legend`` is false. A deal not played shows what ended it in the contract column:
    ``p3: redeal`` (seat 2 claimed it), ``thrown in``, ``p1: exposed`` (the dealer exposed a card),
    ``p2: cut 9 9 9`` (the cutter's third nine). Seats are written as the notation, the
    table (:func:`~thousand.format_state`) and the command line write them, ``p1`` for
    seat 0, in every language; given names, the sheet names the dealer, the declarer
    and the seat of a deal not played by them instead.

    >>> import thousand as t
    >>> g = t.record_round(t.new_game(t.Rules()), t.score_round(t.Rules(), t.RoundSummary(
    ...     declarer=1, contract=120, card_points=(50, 70, 0), tricks=(3, 5, 0),
    ...     marriages=((), (t.Suit.HEARTS,), ()))))
    >>> print(score_sheet(g, ["Anna", "Boris", "Vera"], locale="ru", legend=False))
      #  кон        заказ                    Anna           Boris            Vera
      1  сдаёт Anna Boris: 120 сыграно         50             120               0 /

    Args:
        game: the game.
        names: a name per seat, one for each seat (by default ``"p1"``, ``"p2"``, ...).
        locale: the language of the headings, the contract column and the legend
            (:mod:`thousand.i18n`).
        legend: whether the legend of the marks follows the sheet.

    Raises:
        LocaleError: an unknown locale.
        StateError: ``game`` is not a :class:`~thousand.GameState`, or ``names`` is not
            one text per seat (reason ``malformed_action``).
    """
    if not isinstance(game, GameState):
        raise wrong_type("score_sheet", "a game (a GameState)", game)
    where = locale_of(locale)
    n = game.players
    heads = [seat_label(seat) for seat in range(n)] if names is None else _names(names, n)

    def who(seat: int | None) -> str:
        return str(seat) if seat is None else heads[seat]

    deals = [
        f"{entry.number:>3}  " + SHEET["dealer"].format(where, dealer=who(entry.dealer))
        for entry in game.rounds
    ]
    contracts = [_contract(entry, who, where) for entry in game.rounds]
    heading = "  #  " + SHEET["deal"][where]
    contract = SHEET["contract"][where]
    # Columns: number and dealer, contract (16 each, or wider for long words and names),
    # then per seat its total (10, or the longest heading) and its marks (6).
    deal_width = max(16, *(len(text) + 1 for text in [heading, *deals]))
    contract_width = max(16, *(len(text) + 1 for text in [contract, *contracts]))
    seat_width = max(10, *(len(head) for head in heads))
    lines = [
        f"{heading:<{deal_width}}{contract:<{contract_width}}"
        + "".join(f"{head:>{seat_width}}{'':6}" for head in heads)
    ]
    for entry, deal, result in zip(game.rounds, deals, contracts, strict=True):
        row = f"{deal:<{deal_width}}{result:<{contract_width}}"
        for seat in range(n):
            row += f"{entry.scores[seat]:>{seat_width}} {marks(entry.events[seat]):<5}"
        lines.append(row)
    if game.settlement is not None:
        settled = "  " + SHEET["settlement"][where]
        lines.append(
            f"{settled:<{deal_width + contract_width}}"
            + "".join(f"{x:>+{seat_width}}{'':6}" for x in game.settlement)
        )
    teams = game.team_scores
    if teams is not None:  # A13: the partners' totals, each team's and who won
        won = game.winning_team
        lines.append(
            "  "
            + SHEET["teams"][where]
            + ": "
            + " · ".join(
                f"{heads[team]}+{heads[team + 2]} {teams[team]}" + (" W" if won == team else "")
                for team in (0, 1)
            )
        )
    lines = [line.rstrip() for line in lines]
    if legend:
        lines += ["", legend_of(where)]
    return "\n".join(lines)


def _names(names: object, players: int) -> list[str]:
    """``names`` as a list of one text per seat, or a :class:`StateError`."""
    if isinstance(names, str) or not isinstance(names, Sequence):
        raise StateError(
            Reason.MALFORMED_ACTION, f"names are a sequence of texts, not {shown(names)}"
        )
    try:
        count = len(names)
    except OverflowError:  # a range too long to count
        count = -1
    if count != players or not all(isinstance(name, str) for name in names):
        raise StateError(
            Reason.MALFORMED_ACTION,
            f"names are one text for each of the {players} seats, not {shown(names)}",
        )
    return list(names)
