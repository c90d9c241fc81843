"""The summary of a deal played in the engine, and its result (:func:`round_result`).

:func:`round_summary` reads from a finished state what a score keeper would write down
(declarer, contract, card points, tricks, marriages, the dark and golden flags), and
:func:`round_result` scores it through the one scorer (:mod:`~thousand.scoring.scorer`)
that :func:`~thousand.score_round` also uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import Concede, PlayCard
from thousand.cards import ACES, CARD_POINTS, SUITS, mask_points
from thousand.errors import Reason, StateError, not_a_deal
from thousand.round.facts import ACE_MARRIAGE, OVER
from thousand.round.outcome import Outcome
from thousand.round.redeal_conditions import four_nines_seat
from thousand.round.talons import pile_points
from thousand.rules.dealing import SitterScores
from thousand.scoring.results import RoundSummary
from thousand.scoring.scorer import score, scoring_plan
from thousand.scoring.sitting_out import marriage_in
from thousand.scoring.unplayed import unplayed_summary
from thousand.values import builder

if TYPE_CHECKING:
    from thousand.cards import Suit
    from thousand.scoring.results import RoundResult
    from thousand.state import RoundState


_build_summary = builder(RoundSummary, complete=True)
_PLAYED = Outcome.PLAYED


def round_summary(state: RoundState) -> RoundSummary:
    """The summary of a finished deal: what a score keeper would write down.

    Raises:
        StateError: the deal is not over (reason ``round_not_over``), or ``state`` is not
            a deal (reason ``malformed_action``).
    """
    try:
        d = state._d
    except AttributeError:
        raise not_a_deal("round_summary", state) from None
    if d.phase is not OVER:
        raise StateError(
            Reason.ROUND_NOT_OVER, f"the deal is not over (phase {d.phase.value}): no result yet"
        )
    last = type(d.log[-1])
    if last is not PlayCard and last is not Concede:  # ended before play (outcome_of)
        return unplayed_summary(d)
    setup = d.setup
    n = setup.players
    marriages: tuple[tuple[Suit, ...], ...] = ()
    halves: tuple[tuple[Suit, ...], ...] = ()
    ace_marriage = None
    if d.marriages:
        by_kind: tuple[list[list[Suit]], ...] = ([[] for _ in range(n)], [[] for _ in range(n)])
        for seat, suit, kind in d.marriages:
            if kind == ACE_MARRIAGE:
                ace_marriage = seat
            else:  # kind codes 0 and 1: MARRIAGE, HALF_MARRIAGE
                by_kind[kind][seat].append(SUITS[suit])
        whole, half = (tuple(tuple(suits) for suits in k) for k in by_kind)
        marriages = whole if any(whole) else ()
        halves = half if any(half) else ()
    tricks = [0] * n
    won = [0] * n
    # The card points each seat took, from the tricks (leader, winner, *cards) unpacked
    # whole: three cards a trick (two with two players, A3).
    value = CARD_POINTS
    if setup.trick_size == 3:
        for _, winner, a, b, c in d.tricks:
            tricks[winner] += 1
            won[winner] += value[a] + value[b] + value[c]
    else:
        for _, winner, a, b in d.tricks:
            tricks[winner] += 1
            won[winner] += value[a] + value[b]
    card_points = tuple(won)
    plan = scoring_plan(setup.rules)
    if setup.two_player is not None and setup.two_player.talon_choice:
        # A4: the unused talon (or the bank) and the discards.
        card_points = tuple([p + x for p, x in zip(card_points, pile_points(d), strict=True)])
    before = d.before_play
    sitting_out = setup.sitting_out
    talon_aces = 0
    if sitting_out >= 0:  # A5: the seat that sat out scores the talon
        talon = before.talons[0]
        talon_points, talon_marriage, sitter = mask_points(talon), marriage_in(talon), sitting_out
        if setup.rules.dealing.sitter_scores is SitterScores.ACES:  # A12
            talon_aces = (talon & ACES).bit_count()
    else:
        talon_points, talon_marriage, sitter = 0, None, None
    return _build_summary(
        {
            "declarer": before.bidder,
            "contract": before.bid,
            "card_points": card_points,
            "tricks": tuple(tricks),
            "marriages": marriages,
            "conceded": before.conceded,
            "golden": setup.context.golden is not None,
            "half_marriages": halves,
            "ace_marriage": ace_marriage,
            # E6: written down only when it scores, as a score keeper would.
            "last_trick": d.tricks[-1][1] if d.tricks and plan.last_trick_bonus else None,
            "dark": before.dark,
            "sitting_out": sitter,
            "talon_points": talon_points,
            "talon_marriage": talon_marriage,
            "talon_aces": talon_aces,
            "outcome": _PLAYED,
            "outcome_seat": None,
            "redeal_condition": None,
            "four_nines": four_nines_seat(d) if plan.four_nines_bonus else None,
        }
    )


def round_result(state: RoundState) -> RoundResult:
    """Score a finished deal.

    Args:
        state: a deal in phase ``OVER``.

    Returns:
        The result: who declared what, who took what, each seat's score change and why.

    Raises:
        StateError: the deal is not over (reason ``round_not_over``), or ``state`` is not
            a deal (reason ``malformed_action``).
    """
    summary = round_summary(state)  # first: it refuses what is not a deal
    return score(state.rules, summary)
