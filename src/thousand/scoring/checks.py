"""Whether a deal summary could have happened (for :func:`~thousand.score_round`).

Every check runs and reports; only a malformed summary (wrong types or lengths) stops
early, since the other checks need the fields' shapes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeGuard

from thousand.cards import TOTAL_CARD_POINTS, Suit
from thousand.errors import Reason, SummaryProblem, shown
from thousand.round.deal import most_cards_held, tricks_per_deal
from thousand.round.outcome import Outcome
from thousand.rules.bidding import BLIND_MIN_BID, BidCap, BlindBidding
from thousand.rules.dealing import SitterScores, TwoPlayerDeal, TwoTalonExchange, UnusedTalon
from thousand.rules.game_scoring import GOLDEN_CONTRACT, barrel_contract
from thousand.rules.play import AceMarriage, FirstLead, MarriageTiming
from thousand.rules.redeal import RedealCondition
from thousand.scoring import unplayed as _unplayed
from thousand.scoring.sitting_out import (
    ACE_POINTS,
    TALON_MARRIAGE_POINTS,
    TALON_MOST_POINTS,
    TALON_SIZE,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from thousand.rules.ruleset import Rules
    from thousand.scoring.results import RoundSummary

    _Add = Callable[[str, Reason, str], None]


DUMMY_OUT_MOST = 84
"""A3 ``dummy``: the most card points the eight cards out of play hold (four aces, four
tens)."""


DISCARDS_MOST = 22
"""A4 ``last_trick``: the most card points two discards hold (two aces)."""


def highest_contract(rules: Rules, dark: bool = False) -> int:
    """The highest contract any hand allows (C5, C6, ``core.round_max``).

    An opening bid held without bidding (the obligatory bid, C1; the barrel minimum,
    C11) is played whatever the cap; so is a dark bid (C9), held only to the maximum
    when ``blind_bids_capped`` is off.
    """
    bidding = rules.bidding
    ceiling = bidding.contract_ceiling  # C13
    if bidding.cap is not BidCap.MARRIAGES_IN_HAND or (dark and not bidding.blind_bids_capped):
        return ceiling
    values = sorted(rules.play.marriage_values.by_index, reverse=True)
    held = most_cards_held(rules)  # ten for three players, twelve for two (A3)
    all_marriages = sum(values[: held // 2])
    if rules.play.ace_marriage is not AceMarriage.OFF and held >= 4:
        # E3: ten cards hold the four aces and three marriages at most.
        all_marriages = max(
            all_marriages, rules.play.ace_marriage_value + sum(values[: (held - 4) // 2])
        )
    highest = max(bidding.min_bid, TOTAL_CARD_POINTS + all_marriages)
    if rules.game_scoring.barrel_threshold is not None:
        highest = max(highest, barrel_contract(rules))
    return min(ceiling, highest)


def _is_int(value: object) -> TypeGuard[int]:
    return type(value) is int


def _per_seat(value: object, n: int, conceded: bool) -> bool:
    """A tuple of ``n`` whole numbers (or empty for a conceded deal)."""
    if type(value) is not tuple:
        return False
    if not value:
        return conceded
    return len(value) == n and all(_is_int(x) for x in value)


def _malformed_outcome(rules: Rules, s: RoundSummary) -> list[SummaryProblem]:
    """The outcome fields (A9, A10, B1, B5, C1): the right types."""
    n = rules.players
    problems: list[SummaryProblem] = []

    def add(field: str, message: str) -> None:
        problems.append(SummaryProblem(field, Reason.MALFORMED_SUMMARY, message))

    if type(s.outcome) is not Outcome:
        add("outcome", f"must be an Outcome, not {shown(s.outcome)}")
    if s.redeal_condition is not None and type(s.redeal_condition) is not RedealCondition:
        add(
            "redeal_condition",
            f"must be a RedealCondition or None, not {shown(s.redeal_condition)}",
        )
    for field in ("outcome_seat", "four_nines"):
        seat = getattr(s, field)
        if seat is not None and (not _is_int(seat) or not 0 <= seat < n):
            add(field, f"must be a seat 0..{n - 1} or None, not {shown(seat)}")
    golden = getattr(s, "golden")  # noqa: B009 - any value may come from JSON
    if type(golden) is not bool:
        add("golden", f"must be true or false, not {shown(golden)}")
    return problems


def _malformed(rules: Rules, s: RoundSummary) -> list[SummaryProblem]:
    n = rules.players
    problems: list[SummaryProblem] = []

    def add(field: str, message: str) -> None:
        problems.append(SummaryProblem(field, Reason.MALFORMED_SUMMARY, message))

    if not _is_int(s.declarer) or not 0 <= s.declarer < n:
        add("declarer", f"must be a seat 0..{n - 1}, not {shown(s.declarer)}")
    if not _is_int(s.contract):
        add("contract", f"must be a whole number, not {shown(s.contract)}")
    for field in ("conceded", "golden", "dark"):
        if type(getattr(s, field)) is not bool:
            add(field, f"must be true or false, not {shown(getattr(s, field))}")
    conceded = s.conceded is True
    for field in ("card_points", "tricks"):
        if not _per_seat(getattr(s, field), n, conceded):
            add(field, f"must be {n} whole numbers, one per seat, not {shown(getattr(s, field))}")
    for field in ("marriages", "half_marriages"):
        marriages = getattr(s, field)
        if type(marriages) is not tuple or (
            marriages
            and (
                len(marriages) != n
                or any(
                    type(m) is not tuple or any(type(x) is not Suit for x in m) for m in marriages
                )
            )
        ):
            add(field, f"must be () or {n} tuples of suits, one per seat, not {shown(marriages)}")
    for field in ("ace_marriage", "last_trick", "sitting_out"):
        seat = getattr(s, field)
        if seat is not None and (not _is_int(seat) or not 0 <= seat < n):
            add(field, f"must be a seat 0..{n - 1} or None, not {shown(seat)}")
    for field in ("talon_points", "talon_aces"):
        if not _is_int(getattr(s, field)):
            add(field, f"must be a whole number, not {shown(getattr(s, field))}")
    if s.talon_marriage is not None and type(s.talon_marriage) is not Suit:
        add("talon_marriage", f"must be a suit or None, not {shown(s.talon_marriage)}")
    return problems


def summary_problems(rules: Rules, s: RoundSummary) -> list[SummaryProblem]:
    """Every reason why ``s`` cannot be a deal under ``rules`` (empty when it can)."""
    problems = _malformed_outcome(rules, s)
    if problems:
        return problems

    def add(field: str, reason: Reason, message: str) -> None:
        problems.append(SummaryProblem(field, reason, message))

    if s.outcome is not Outcome.PLAYED:
        _unplayed.summary_problems(rules, s, add)
        return problems
    problems = _malformed(rules, s)
    if problems:
        return problems
    for field in ("outcome_seat", "redeal_condition"):
        if getattr(s, field) is not None:
            add(field, Reason.OUTCOME_MISMATCH, f"a deal that was played has no {field}")
    _check_contract(rules, s, add)
    _check_sitting_out(rules, s, add)
    if s.conceded:
        played = (
            any(s.card_points)
            or any(s.tricks)
            or any(s.marriages)
            or any(s.half_marriages)
            or s.ace_marriage is not None
            or s.last_trick is not None
            or s.four_nines is not None
        )
        if played:
            add(
                "conceded",
                Reason.CONCEDED_WITH_PLAY,
                "a conceded deal has no tricks, card points, marriages or last trick",
            )
        if not rules.talon.concede:
            add("conceded", Reason.CONCEDE_NOT_ALLOWED, "these rules do not allow conceding")
        return problems
    _check_cards(rules, s, add)
    _check_marriages(rules, s, add)
    _check_last_trick(rules, s, add)
    _check_four_nines(rules, s, add)
    return problems


def _check_four_nines(rules: Rules, s: RoundSummary, add: _Add) -> None:
    """B5: the bonus is on, and its seat led a trick (the first, or after taking one)."""
    seat = s.four_nines
    if seat is None:
        return
    if not rules.redeal.four_nines_bonus:
        add("four_nines", Reason.FOUR_NINES_IMPOSSIBLE, "these rules have no four-nines bonus (B5)")
    elif not s.tricks[seat] and seat != s.declarer:
        add(
            "four_nines",
            Reason.FOUR_NINES_IMPOSSIBLE,
            f"p{seat + 1} took no trick and did not lead the first: it never led a nine",
        )


def _check_contract(rules: Rules, s: RoundSummary, add: _Add) -> None:
    bidding = rules.bidding
    contract = s.contract
    assert contract is not None  # _malformed checked it
    if s.dark:
        _check_dark(rules, s, contract, add)
    if s.golden:
        if not rules.game_scoring.golden_round:
            add("golden", Reason.GOLDEN_MISMATCH, "these rules have no golden round (G13)")
        if not rules.game_scoring.golden_bidding:
            if contract != GOLDEN_CONTRACT:
                add(
                    "contract",
                    Reason.GOLDEN_MISMATCH,
                    f"a golden deal is played at {GOLDEN_CONTRACT}, not {shown(contract)}",
                )
            return
        # G20: bid up from the compulsory 120 and raised as in any auction.
        if contract < GOLDEN_CONTRACT:
            add(
                "contract",
                Reason.CONTRACT_BELOW_BID,
                f"a golden deal is bid from {GOLDEN_CONTRACT}, not {shown(contract)}",
            )
    if contract < bidding.min_bid:
        add(
            "contract",
            Reason.CONTRACT_BELOW_BID,
            f"{shown(contract)} is below the minimum bid {bidding.min_bid}",
        )
    if contract % bidding.bid_step and not _automatic_barrel_contract(rules, contract):
        add(
            "contract",
            Reason.CONTRACT_OFF_STEP,
            f"a contract is a multiple of {bidding.bid_step}, not {shown(contract)}",
        )
    if contract > bidding.contract_ceiling:
        add(
            "contract",
            Reason.CONTRACT_ABOVE_MAX,
            f"the highest contract is {bidding.contract_ceiling}, not {shown(contract)}",
        )
    elif contract > highest_contract(rules, s.dark):
        add(
            "contract",
            Reason.CONTRACT_ABOVE_CAP,
            f"no hand allows a contract above {highest_contract(rules, s.dark)},"
            f" not {shown(contract)}",
        )


def _automatic_barrel_contract(rules: Rules, contract: int) -> bool:
    """C11, G5: ``contract`` is the barrel contract declared automatically, off the step.

    It is not rounded to the bid step (121 under Games24). Only a barrel player plays
    it, which :func:`~thousand.record_round` checks against the game.
    """
    return rules.game_scoring.barrel_threshold is not None and contract == barrel_contract(rules)


def _check_dark(rules: Rules, s: RoundSummary, contract: int, add: _Add) -> None:
    """C8, C9: a dark deal needs dark bidding, an auction, and a contract of 120 or more."""
    if rules.bidding.blind_bidding is BlindBidding.OFF:
        add("dark", Reason.DARK_MISMATCH, "these rules have no dark bids (C8)")
    if s.golden:
        add("dark", Reason.DARK_MISMATCH, "nobody bids in the dark in a golden deal")
    if contract < BLIND_MIN_BID:
        add(
            "contract",
            Reason.CONTRACT_BELOW_BID,
            f"a dark contract is at least {BLIND_MIN_BID} (C9), not {shown(contract)}",
        )


def _check_sitting_out(rules: Rules, s: RoundSummary, add: _Add) -> None:
    """A5: with four players one seat sits out, takes no trick and scores the talon."""
    seat = s.sitting_out
    problem = ""
    aces = s.talon_aces
    if rules.players != 4:
        if seat is not None or s.talon_points or s.talon_marriage is not None or aces:
            problem = "only with four players does a seat sit out and score the talon"
    elif seat is None:
        problem = "with four players, say which seat sat out (A5, A11)"
    elif seat == s.declarer:
        problem = f"p{seat + 1} sat out, so it was not the declarer"
    elif (s.tricks and s.tricks[seat]) or (s.card_points and s.card_points[seat]):
        problem = f"p{seat + 1} sat out, so it took no trick and no card points"
    elif (s.marriages and s.marriages[seat]) or (s.half_marriages and s.half_marriages[seat]):
        problem = f"p{seat + 1} sat out, so it declared no marriage"
    elif s.ace_marriage == seat or s.last_trick == seat:
        problem = f"p{seat + 1} sat out, so it declared nothing and took no last trick"
    elif not 0 <= s.talon_points <= TALON_MOST_POINTS:
        problem = (
            f"a talon of three holds 0..{TALON_MOST_POINTS} card points,"
            f" not {shown(s.talon_points)}"
        )
    elif s.talon_marriage is not None and not (
        TALON_MARRIAGE_POINTS[0] <= s.talon_points <= TALON_MARRIAGE_POINTS[1]
    ):
        low, high = TALON_MARRIAGE_POINTS
        problem = (
            f"a talon holding a king and a queen holds {low}..{high} card points,"
            f" not {shown(s.talon_points)}"
        )
    else:
        problem = _talon_aces_problem(rules, s)
    if problem:
        add("sitting_out", Reason.SITTING_OUT, problem)


def _talon_aces_problem(rules: Rules, s: RoundSummary) -> str:
    """A12: the aces in the talon, counted only when they score, and possible."""
    aces = s.talon_aces
    if aces == 0:
        return ""
    if rules.dealing.sitter_scores is not SitterScores.ACES:
        return "the talon's aces count only under dealing.sitter_scores aces (A12)"
    most = 1 if s.talon_marriage is not None else TALON_SIZE
    if not 0 <= aces <= most:
        return f"a talon of three holds 0..{most} aces beside its marriage, not {shown(aces)}"
    if s.talon_points < ACE_POINTS * aces:
        return f"{aces} aces are {ACE_POINTS * aces} card points, more than {s.talon_points}"
    return ""


def _card_total(rules: Rules) -> tuple[int, int]:
    """The least and the most card points the seats take in a played deal."""
    if rules.players == 2 and rules.dealing.two_player_deal is TwoPlayerDeal.DUMMY:
        return TOTAL_CARD_POINTS - DUMMY_OUT_MOST, TOTAL_CARD_POINTS  # A3: cards out of play
    return TOTAL_CARD_POINTS, TOTAL_CARD_POINTS


def _without_trick(rules: Rules, s: RoundSummary, seat: int) -> int:
    """The card points ``seat`` may have without taking a trick: a declarer's discards."""
    dealing = rules.dealing
    keeps = (
        rules.players == 2
        and dealing.two_player_deal is TwoPlayerDeal.TWO_TALONS
        and dealing.two_talon_exchange is TwoTalonExchange.DISCARD_TWO
        and dealing.unused_talon is UnusedTalon.LAST_TRICK
    )
    return DISCARDS_MOST if keeps and seat == s.declarer else 0


def _check_cards(rules: Rules, s: RoundSummary, add: _Add) -> None:
    points, tricks = s.card_points, s.tricks
    low, high = _card_total(rules)
    for field, values, (least, most), reason in (
        ("card_points", points, (low, high), Reason.CARD_POINTS_TOTAL),
        ("tricks", tricks, (tricks_per_deal(rules),) * 2, Reason.TRICKS_TOTAL),
    ):
        name = field.replace("_", " ")
        total = sum(values)
        if any(v < 0 for v in values):
            add(field, reason, f"the {name} {shown(values)} cannot be negative")
        elif not least <= total <= most:
            expected = f"{most}" if least == most else f"{least}..{most}"
            add(
                field,
                reason,
                f"the {name} {shown(values)} add up to {shown(total)}, not {expected}",
            )
    for seat, (p, k) in enumerate(zip(points, tricks, strict=True)):
        if k == 0 and p > _without_trick(rules, s, seat):
            add(
                f"card_points[{seat}]",
                Reason.POINTS_WITHOUT_TRICK,
                f"p{seat + 1} took no trick, so it has no card points, not {p}",
            )


def _check_marriages(rules: Rules, s: RoundSummary, add: _Add) -> None:
    """Each suit's marriage once, whole or half (E4); kinds the rules play; E1's timing."""
    n = rules.players
    play = rules.play
    claimed: dict[Suit, int] = {}
    kinds = (("marriages", s.marriages or ((),) * n), ("half_marriages", s.half_marriages))
    for field, per_seat in kinds:
        if per_seat and any(per_seat) and field == "half_marriages" and not play.half_marriage:
            add(field, Reason.MARRIAGE_KIND_OFF, "these rules have no half marriages (E4)")
        for seat, suits in enumerate(per_seat):
            for suit in suits:
                if suit in claimed:
                    who = (
                        "twice"
                        if claimed[suit] == seat
                        else f"by p{claimed[suit] + 1} and p{seat + 1}"
                    )
                    add(
                        f"{field}[{seat}]",
                        Reason.MARRIAGE_CLAIMED_TWICE,
                        f"the marriage of {suit.name.lower()} is claimed {who}",
                    )
                claimed.setdefault(suit, seat)
    if s.ace_marriage is not None and play.ace_marriage is AceMarriage.OFF:
        add("ace_marriage", Reason.MARRIAGE_KIND_OFF, "these rules have no ace marriage (E3)")
    for seat in range(n):
        declared = (
            len(s.marriages[seat] if s.marriages else ())
            + len(s.half_marriages[seat] if s.half_marriages else ())
            + (s.ace_marriage == seat)
        )
        if not declared or s.tricks[seat]:
            continue
        # E1: a seat on lead that never took a trick leads only the first trick: the
        # declarer (or, under E8, the dealer's opponent), and only under any_lead.
        first_leader_known = play.first_lead is FirstLead.DECLARER
        if play.marriage_timing is MarriageTiming.AFTER_TRICK:
            message = f"p{seat + 1} took no trick, so it could not declare a marriage (E1)"
        elif (first_leader_known and seat != s.declarer) or declared > 1:
            message = (
                f"p{seat + 1} took no trick, so it led only the first trick and could declare"
                " one marriage there, as the declarer (E1)"
            )
        else:
            continue
        add(f"marriages[{seat}]", Reason.MARRIAGE_WITHOUT_TRICK, message)


def _check_last_trick(rules: Rules, s: RoundSummary, add: _Add) -> None:
    """E6: the bonus needs the seat that took the last trick, which took a trick."""
    seat = s.last_trick
    if seat is None:
        if rules.play.last_trick_bonus:
            add(
                "last_trick",
                Reason.LAST_TRICK_UNKNOWN,
                "these rules give a last-trick bonus (E6): say who took the last trick",
            )
    elif not s.tricks[seat]:
        add(
            "last_trick",
            Reason.LAST_TRICK_UNKNOWN,
            f"p{seat + 1} took no trick, so it did not take the last one",
        )
