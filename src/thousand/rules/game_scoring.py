"""G: scoring a game. The target, the barrel, the lock, equal totals, settling up.

:class:`GameScoringRules` with its enums (G1-G19) and the checks of the barrel, the lock,
the golden round and the penalty for an idle deal; :func:`barrel_contract`, the least
contract of a barrel player.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

import attrs

from thousand.errors import not_rules, shown
from thousand.rules.bidding import BarrelBidding
from thousand.rules.limits import (
    COUNT,
    MAX_COUNT,
    MAX_POINTS,
    MAX_SCORE,
    POINTS,
    SCORE,
    Bound,
)
from thousand.values import tolerant_unpickling

if TYPE_CHECKING:
    from thousand.rules.ruleset import Rules


GOLDEN_CONTRACT = 120
"""G13: the compulsory contract of a golden deal."""


class WinCondition(enum.StrEnum):
    """How the target wins the game (G2)."""

    REACH = "reach"
    """Reaching the target or more."""
    EXCEED = "exceed"
    """More than the target (1001 for 1000: *Тысяча вчетвером*, Games24)."""


class FallPenalty(enum.StrEnum):
    """What falling off the barrel after the last attempt costs (G6)."""

    FIXED = "fixed"
    """``game_scoring.barrel_penalty`` points (120: 880 - 120 = 760)."""
    CONTRACT = "contract"
    """The contract of the last attempt (*Тысяча вчетвером*, second text: «штраф в размере
    объявленной игры»); the barrel minimum when the barrel player did not declare it."""


class BarrelSimultaneous(enum.StrEnum):
    """What happens when several players climb the barrel in the same deal (G9)."""

    ALL_FALL = "all_fall"
    """They all fall off at once, each losing the barrel penalty (*How many points*,
    *Тысяча вчетвером*)."""
    ONE_SITS = "one_sits"
    """One of them sits, the others fall off (*Тысяча вчетвером*, Gambler rule 11)."""


class DumpTruck(enum.StrEnum):
    """Which totals the dump truck resets to 0 (G12)."""

    BOTH = "both"
    """555 and -555."""
    POSITIVE = "positive"
    """555 only."""
    OFF = "off"
    """None."""


class Settlement(enum.StrEnum):
    """How the game is settled at the end (G14)."""

    NONE = "none"
    """No settlement."""
    PROPORTIONAL = "proportional"
    """Each loser pays the winner the difference between their totals
    (*How many points*, *Тысяча вчетвером*)."""
    BANK = "bank"
    """The winner takes the bank from the last player; the others pay nothing
    (*Тысяча вчетвером*, Gambler rule 1)."""


class BarrelFail(enum.StrEnum):
    """What a failed contract of a player on the barrel does (G17)."""

    ATTEMPT = "attempt"
    """The failure is one spent attempt: the score stays at the threshold (G4, G6); only
    a failed contract above the barrel minimum leaves the barrel, with G11."""
    LEAVE = "leave"
    """Any failed contract leaves the barrel: the contract is subtracted from the
    threshold (880 - 120 = 760) and no fall is counted (pagat's *1000*: "the amount of
    your bid is subtracted from your score as usual and you are no longer on the
    barrel")."""


class Tie(enum.StrEnum):
    """Who wins when several players reach the target in the same deal (G18)."""

    DECLARER = "declarer"
    """The declarer, else the highest total, else the first in bidding order
    (``core.winner``)."""
    DRAW = "draw"
    """The declarer, else the highest total; equal highest totals are a draw (Kurnik's
    *Tysiąc - zasady*: «a jeśli zdobyli po równo, to jest remis»)."""
    HIGH_SCORE = "high_score"
    """The highest total, whoever declared; the declarer breaks equal totals, else the
    first in bidding order."""


def check_barrel(rules: Rules, typed: Any, problem: Any) -> None:
    """G3 and G5: a barrel below the target that a barrel player can win from."""
    g = rules.game_scoring
    if not typed("game_scoring.barrel_threshold", "game_scoring.target") or g.target < 1:
        return
    threshold = g.barrel_threshold
    if threshold is None:
        return
    if not 0 < threshold < g.target:
        problem(
            "game_scoring.barrel_threshold",
            f"must be above 0 and below the target {g.target}, not {shown(threshold)}",
        )
        return
    if not typed("game_scoring.barrel_min_contract", "game_scoring.win"):
        return
    b = rules.bidding
    if g.barrel_min_contract < 1:
        return
    needed = barrel_contract(rules)
    if needed > b.max_bid:
        problem(
            "game_scoring.barrel_min_contract",
            f"the barrel contract {needed} is above the maximum bid {b.max_bid}",
        )
    elif not _wins(threshold + needed, g.target, g.win):
        problem(
            "game_scoring.barrel_min_contract",
            f"a barrel player making {needed} from {threshold} reaches {threshold + needed},"
            f" which does not win ({g.win.value} {g.target})",
        )


def check_endgame(rules: Rules, typed: Any, problem: Any) -> None:
    """G15 and G19: the lock replaces the barrel, and both thresholds lie below the target.

    Every problem is reported, not only the first.
    """
    if not typed("game_scoring.target") or rules.game_scoring.target < 1:
        return
    g = rules.game_scoring
    if typed("game_scoring.lock_threshold") and g.lock_threshold is not None:
        if g.lock_threshold >= g.target:
            problem(
                "game_scoring.lock_threshold",
                f"must be below the target {g.target}, not {shown(g.lock_threshold)}",
            )
        if typed("game_scoring.barrel_threshold") and g.barrel_threshold is not None:
            problem(
                "game_scoring.lock_threshold",
                "the lock replaces the barrel: set game_scoring.barrel_threshold to None"
                f" (it is {g.barrel_threshold}) or the lock to None",
            )
    if (
        typed("game_scoring.idle_penalty", "game_scoring.idle_threshold")
        and g.idle_penalty
        and g.idle_threshold >= g.target
    ):
        problem(
            "game_scoring.idle_threshold",
            f"must be below the target {g.target} for the idle penalty to apply,"
            f" not {shown(g.idle_threshold)}",
        )


def check_golden(rules: Rules, typed: Any, problem: Any) -> None:
    """G13: the golden contract of 120 must be a contract these rules allow.

    G20's auction belongs to a golden round.
    """
    if not typed("game_scoring.golden_round", "game_scoring.golden_bidding"):
        return
    g = rules.game_scoring
    if g.golden_bidding and not g.golden_round:
        problem(
            "game_scoring.golden_bidding",
            "is the auction of the golden deals: it needs game_scoring.golden_round",
        )
    if not g.golden_round:
        return
    b = rules.bidding
    if GOLDEN_CONTRACT % b.bid_step or not b.min_bid <= GOLDEN_CONTRACT <= b.max_bid:
        problem(
            "game_scoring.golden_round",
            f"the golden contract of {GOLDEN_CONTRACT} must be a multiple of the bid step"
            f" {b.bid_step} between the minimum {b.min_bid} and maximum {b.max_bid} bids",
        )


def _wins(score: int, target: int, win: WinCondition) -> bool:
    return score > target if win is WinCondition.EXCEED else score >= target


def barrel_contract(rules: Rules) -> int:
    """G5: the smallest contract that wins from the barrel under ``rules``.

    At least both ``game_scoring.barrel_min_contract`` and the minimum bid. A barrel
    player who bids up to it in an ordinary auction (C11 ``normal``) declares a multiple
    of the bid step, so it is the smallest such multiple: 125 for 121 with the classic
    step. A barrel player who declares it automatically (C11 ``auto``, ``takes_talon``)
    bids nothing up to it, so no step applies and it is the barrel minimum itself:
    *Тысяча вчетвером* (Games24): «играющий бочку всегда автоматом заявляет игру на 121
    очко».

    >>> from thousand import BarrelBidding, BiddingRules, GameScoringRules, Rules
    >>> barrel_contract(Rules())
    120
    >>> barrel_contract(Rules(game_scoring=GameScoringRules(barrel_min_contract=121)))
    125
    >>> barrel_contract(Rules.preset("games24"))
    121
    """
    try:
        needed = max(rules.game_scoring.barrel_min_contract, rules.bidding.min_bid)
    except AttributeError:
        raise not_rules("barrel_contract", rules) from None
    if rules.bidding.barrel_bidding is not BarrelBidding.NORMAL:
        return needed
    step = rules.bidding.bid_step
    return -(-needed // step) * step


@tolerant_unpickling  # fields added since the first release load at their defaults
@attrs.frozen(kw_only=True)
class GameScoringRules:
    """G. Game scoring: the target, the barrel, the lock, the golden round, equal totals.

    Attributes:
        target: G1, the score that wins (1000); 1 to 10000
            (:data:`~thousand.rules.limits.MAX_SCORE`).
        win: G2, whether the target must be reached or exceeded.
        barrel_threshold: G3, the score at which a player sits on the barrel (880; 900
            in *How many points* and *Mille pour deux*); ``None``: no barrel. While on
            the barrel the score stays at the threshold (G4). Above 0 and below the target.
        barrel_min_contract: G5, the smallest contract that wins from the barrel (120;
            121, "more than 120", in *How many points*, *Thousand for two, three or four*
            and *Тысяча вчетвером*, Games24). A barrel player who bids up to it in an
            ordinary auction (C11 ``normal``) declares a multiple of the bid step, so
            there 121 means 125 with the classic step; one who declares it automatically
            (C11 ``auto``, ``takes_talon``) plays 121 itself, made with 121 points
            (:func:`barrel_contract`). 1 to 1000
            (:data:`~thousand.rules.limits.MAX_POINTS`).
        barrel_attempts: G6, the deals a player may spend on the barrel (3); 1 to 100
            (:data:`~thousand.rules.limits.MAX_COUNT`). G16: ``None``, no limit: the
            player stays on the barrel until winning, knocked off (G8), falling together
            (G9), leaving it (G11, G17) or a penalty taking the score below it (pagat's
            *1000*, the Lviv variation: "players can stay on it indefinitely").
        barrel_fall_penalty: G6, what falling off after the last attempt costs.
        barrel_penalty: G6, G8, G9, the points a fall and a knock-off cost (120; at
            least 1, so that a player who falls off is below the barrel; at most 1000,
            :data:`~thousand.rules.limits.MAX_POINTS`).
        barrel_falls_to_zero: G7, the number of falls (after the last attempt) that
            resets the score to 0: 3 (*Тысяча вчетвером*), 1
            (*Игры азартные карты 1000*), 0 for never; at most 100
            (:data:`~thousand.rules.limits.MAX_COUNT`).
        barrel_bump: G8, a player climbing the barrel knocks the sitting one off.
        barrel_simultaneous: G9, several players climbing in the same deal.
        barrel_freeze_others: G10, while a barrel player plays the contract the others
            score nothing and get no bolts, and a barrel player never gets a bolt.
        barrel_outbid_fail: G11, a barrel player who fails a contract above the barrel
            minimum loses it and leaves the barrel.
        win_from_below: a reading of G2 and G4 where the rule texts differ: a player who
            is not on the barrel and whose total reaches the target wins at once
            (*Тысяча вчетвером*, Games24: «взял бочку или набрал 1000 очков»); off: the
            total stops at the barrel (*Игры азартные карты 1000*: «Как только игрок
            набирает 880 очков или больше, он садится на бочку»).
        dump_truck: G12, which totals the dump truck resets to 0.
        golden_round: G13, the first deals of the game are golden.
        golden_bidding: G20, a golden deal has an auction (pagat's "gold set": "three
            deals, one by each player, in which the minimum bid is 120"): the golden
            player holds a compulsory 120 that the others may outbid, the talon is
            shown, the contract may be raised (D3), and nobody making it resets
            nothing. Off: G13's compulsory 120 without an auction. Needs
            ``golden_round``.
        settlement: G14, how the game is settled at the end.
        settlement_bank: G14, the bank of the ``bank`` settlement (100); 0 to 10000
            (:data:`~thousand.rules.limits.MAX_SCORE`).
        sitting_out_barrel_attempt: A5 and G6, with four players: a deal that a player
            on the barrel sits out (as dealer, or as ``dealing.sitter`` says, A11) counts
            as one of the barrel attempts; off (the default): it does not, the player
            cannot win it. Either way the score
            stays at the threshold (G4): the talon's points are not added (pagat's
            Russian rules: the talon's points are "not awarded if the inactive player is
            on a barrel"). The rule texts do not say.
        lock_threshold: G15, the lock (Kurnik's *Tysiąc - zasady*: «Mając 800 pkt. lub
            więcej, kolejne punkty zdobywa się, tylko będąc grającym»): a player whose
            total is at or above it when a deal starts scores that deal only as the
            declarer; as a defender (or sitting out) the points of the deal are not
            added. Bolts, bolt penalties and the dump truck apply as usual. ``None`` (the
            default): no lock. 800 for Kurnik; zagraj.pl (*Zasady gry*: «jeśli gracz ma
            powyżej 800 punktów, punkty nie są doliczane, chyba, że gracz je
            wylicytował») locks above 800, that is 801. Above 0 and below the target; the
            lock replaces the barrel, so ``barrel_threshold`` must be ``None``.
        barrel_fail: G17, what a failed contract of a barrel player does: an attempt
            spent (the default), or it leaves the barrel with the contract subtracted
            (pagat's *1000*: "the amount of your bid is subtracted from your score as
            usual and you are no longer on the barrel").
        tie: G18, who wins when several players reach the target in the same deal: the
            declarer, else the highest total, else the first in bidding order (the
            default); ``draw`` as the default but equal highest totals draw (Kurnik); or
            ``high_score``, the highest total first.
        idle_penalty: G19, the points a player at or above ``idle_threshold`` loses for a
            played deal that gives them nothing (poker-cards.ru, *Тысяча*: «Игрок,
            набравший 850 или более очков и не получивший при розыгрыше ни одного очка,
            штрафуется на 100 очков»): 100 there; 0 (the default), none. 0 to 1000
            (:data:`~thousand.rules.limits.MAX_POINTS`).
        idle_threshold: G19, the total from which the idle penalty applies (850); 1 to
            10000 (:data:`~thousand.rules.limits.MAX_SCORE`), below the target when the
            penalty is on.
    """

    target: int = 1000
    win: WinCondition = WinCondition.REACH
    barrel_threshold: int | None = 880
    barrel_min_contract: int = 120
    barrel_attempts: int | None = 3
    barrel_fall_penalty: FallPenalty = FallPenalty.FIXED
    barrel_penalty: int = 120
    barrel_falls_to_zero: int = 3
    barrel_bump: bool = True
    barrel_simultaneous: BarrelSimultaneous = BarrelSimultaneous.ALL_FALL
    barrel_freeze_others: bool = True
    barrel_outbid_fail: bool = True
    win_from_below: bool = False
    dump_truck: DumpTruck = DumpTruck.BOTH
    golden_round: bool = False
    settlement: Settlement = Settlement.NONE
    settlement_bank: int = 100
    sitting_out_barrel_attempt: bool = False
    lock_threshold: int | None = None
    barrel_fail: BarrelFail = BarrelFail.ATTEMPT
    tie: Tie = Tie.DECLARER
    idle_penalty: int = 0
    idle_threshold: int = 850
    golden_bidding: bool = False


BOUNDS = (
    Bound("game_scoring.target", 1, MAX_SCORE, SCORE),
    Bound("game_scoring.barrel_threshold", 1, MAX_SCORE, SCORE),
    Bound("game_scoring.barrel_min_contract", 1, MAX_POINTS, POINTS),
    Bound("game_scoring.barrel_attempts", 1, MAX_COUNT, COUNT),
    # A fall or a knock-off takes the player below the barrel.
    Bound("game_scoring.barrel_penalty", 1, MAX_POINTS, POINTS),
    Bound("game_scoring.barrel_falls_to_zero", 0, MAX_COUNT, COUNT),
    Bound("game_scoring.settlement_bank", 0, MAX_SCORE, SCORE),
    Bound("game_scoring.lock_threshold", 1, MAX_SCORE, SCORE),
    Bound("game_scoring.idle_penalty", 0, MAX_POINTS, POINTS),
    Bound("game_scoring.idle_threshold", 1, MAX_SCORE, SCORE),
)
"""G1, G3, G5-G7, G14, G15, G19: the ranges of the numbers (the barrel threshold is also
below the target, and the barrel contract a possible bid: :func:`check_barrel`; the lock
and the idle threshold below the target: :func:`check_endgame`)."""
