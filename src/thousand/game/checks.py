"""Whether a deal's result can be the next deal of a game (private).

:func:`~thousand.record_round` refuses a played deal's result that the game's next deal
could not have given (the seat sitting out, a golden deal, the declarer, a dark bid, a
concession); ``_unplayed.game_problems`` does the same for deals not played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.errors import Reason, SummaryProblem, shown
from thousand.round.exchange import concede_refused
from thousand.round.setup import DealSetup
from thousand.rules.bidding import next_bid
from thousand.scoring.results import RoundResult

if TYPE_CHECKING:
    from thousand.game.state import GameState


_SETUPS: dict[int, tuple[GameState, DealSetup]] = {}
"""The setup of the next deal of each game :func:`~thousand.next_round` started lately, by
the game's identity (each entry keeps its game alive, so the id is not reused while it
is listed): recording that deal checks its result against the same setup."""
_SETUPS_LIMIT = 16


def remember_setup(game: GameState, setup: DealSetup) -> None:
    """Keep ``setup``, the setup of ``game``'s next deal, for :func:`next_setup`."""
    if len(_SETUPS) >= _SETUPS_LIMIT:
        _SETUPS.clear()
    _SETUPS[id(game)] = (game, setup)


def next_setup(game: GameState) -> DealSetup:
    """The setup of ``game``'s next deal: the one its deal was started with, if known."""
    hit = _SETUPS.get(id(game))
    if hit is not None and hit[0] is game:
        return hit[1]
    return DealSetup.create(game.rules, game.dealer, game.next_context)


def result_problems(game: GameState, result: object) -> list[SummaryProblem]:
    """Why ``result`` cannot be the game's next deal (empty when it can)."""
    n = game.players
    problems: list[SummaryProblem] = []

    def add(field: str, reason: Reason, message: str) -> None:
        problems.append(SummaryProblem(field, reason, message))

    if not isinstance(result, RoundResult):
        add("result", Reason.MALFORMED_SUMMARY, f"not a RoundResult: {shown(result)}")
        return problems
    if len(result.score_changes) != n or not all(type(x) is int for x in result.score_changes):
        add("score_changes", Reason.MALFORMED_SUMMARY, f"must be {n} whole numbers")
    seat, contract = result.declarer, result.contract
    if type(seat) is not int or not 0 <= seat < n:
        add("declarer", Reason.MALFORMED_SUMMARY, f"must be a seat 0..{n - 1}")
    if type(contract) is not int:
        add("contract", Reason.MALFORMED_SUMMARY, "must be a whole number")
    for field in ("bolts", "events"):
        value = getattr(result, field)
        if value and len(value) != n:
            add(field, Reason.MALFORMED_SUMMARY, f"must be () or one entry per seat ({n})")
    dark: object = result.dark  # typed bool, but results can be built by hand
    if type(dark) is not bool:
        add("dark", Reason.MALFORMED_SUMMARY, f"must be true or false, not {shown(dark)}")
    if problems or seat is None or contract is None:
        return problems
    setup = next_setup(game)
    sitting = setup.sitting_out if setup.sitting_out >= 0 else None
    if result.sitting_out != sitting:
        if sitting is None:
            expected = "nobody"
        elif sitting == setup.dealer:
            expected = f"p{sitting + 1}, the dealer, sits out"
        else:
            expected = f"p{sitting + 1} sits out"
        add("sitting_out", Reason.SITTING_OUT, f"in the game's next deal {expected} (A5, A11)")
        return problems
    if result.golden != (setup.context.golden is not None):
        expected = "a golden deal" if result.golden is False else "not a golden deal"
        add("golden", Reason.GOLDEN_MISMATCH, f"the game's next deal is {expected} (G13)")
    step = game.rules.bidding.bid_step
    holder = setup.obligatory_bidder
    if setup.talon_without_auction >= 0 and seat != setup.talon_without_auction:
        reason = Reason.GOLDEN_MISMATCH if result.golden else Reason.BARREL_DECLARER_MISMATCH
        add(
            "declarer",
            reason,
            f"p{setup.talon_without_auction + 1} takes the talon without an auction",
        )
    elif seat in (holder, setup.talon_without_auction):
        if contract < setup.opening_bid:
            add(
                "contract",
                Reason.CONTRACT_BELOW_BID,
                f"p{seat + 1} holds the opening {setup.opening_bid} and may only raise it",
            )
    elif contract < next_bid(setup.opening_bid, step):
        add(
            "contract",
            Reason.CONTRACT_BELOW_BID,
            f"p{seat + 1} must have outbid the opening {setup.opening_bid} of p{holder + 1}",
        )
    # C11, G5: only the barrel player's automatic barrel contract is off the bid step.
    if contract % step and not (seat == holder and contract == setup.opening_bid):
        add(
            "contract",
            Reason.CONTRACT_OFF_STEP,
            f"a contract is a multiple of {step}, not {contract}: only a barrel player's"
            f" automatic contract is off the step, and p{seat + 1} holds none in the game's"
            " next deal (C11)",
        )
    if (
        setup.talon_without_auction < 0
        and setup.pass_only >> seat & 1
        and seat != setup.obligatory_bidder
    ):
        add("declarer", Reason.MUST_PASS, f"p{seat + 1} is below the score limit and may only pass")
    if result.dark and not setup.may_go_dark >> seat & 1:
        add(
            "dark",
            Reason.DARK_MISMATCH,
            f"p{seat + 1} could not bid in the dark in the game's next deal (C8: dark bidding"
            " off or first-hand only, someone on the barrel, a golden deal, or a score below"
            " the limit)",
        )
    if result.conceded and not setup.may_concede >> seat & 1:
        refused = concede_refused(setup, seat)  # D4, D8, D12
        add("conceded", refused.reason, refused.message)
    return problems
