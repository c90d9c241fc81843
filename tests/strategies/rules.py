"""Hypothesis strategies for :class:`~thousand.Rules`: one per group, their combination.

One strategy per group of :class:`~thousand.Rules` (``dealing_rules``, ``redeal_rules``,
``bidding_rules``, ``talon_rules``, ``play_rules``, ``deal_scoring_rules``,
``game_scoring_rules``) and :func:`rules` that combines them (and yields the classic
``Rules()`` and the presets often). Together they generate every combination that
``Rules()`` accepts today: each cap (C6), rounding (F1), marriage timing (E1), ace
marriage (E3), overtaking (E5) and obligatory-bid (C1) mode, concede (D4), raise (D3),
half marriages (E4), bid jumps (C4) and the hidden talon (C10) on and off, every dark
bidding mode (C8) with both readings of C9 where the dark 120 fits the bid limits, the
dark multiplier (F6), marriage value tables (E2, any non-negative values), ace marriage
values and last-trick bonuses (E3, E6, any non-negative values, the seeds' often), the
talon positions, the cutting with every reading of a jack at the bottom and the
exposed-card penalty (A8-A10, A14), every set of redeal conditions with its thresholds,
claimant, timing, bad-hand penalty and four-nines bonus (B1-B5, built to fit C1: no
condition "on the hundred" without an obligatory bid) and, after the exchange, the nines
counted only when dealt (B6), the exchange face up or down (D15), the automatic marriage
declaration on and off (E7), and every bid step / minimum / maximum (C3-C5) that
validates, with steps up to 100 and bids up to :data:`MAX_BID_VALUE`, a contract ceiling
apart from the bids or none (C13), the first hand's dark bid above 120 where its cap
allows it (C14), either timing of the contract (C12) and the golden round with or
without its auction (G13, G20). Valid values are *constructed*, never filtered:
:func:`bid_limits` builds the minimum and maximum as multiples of the step, so no
example is thrown away. Enum settings are drawn with ``st.sampled_from(Enum)``, so a new
enum value is generated as soon as it exists.

:func:`game_scoring_rules` builds the G settings to fit the drawn bidding (a barrel that
can be won, a golden 120 that is a possible contract). ``_built_rules`` makes the groups
fit where the rules meet (no dealer's obligatory bid with four players, no first-hand
dark bid without an obligatory bid).
"""

from __future__ import annotations

import functools
from typing import Any

import attrs
from hypothesis import strategies as st

import thousand as t

from ._cached import _BOOLEANS, _choice, _ints
from .layouts import PLAYABLE_PLAYERS

MAX_BID_VALUE = 500
"""The highest minimum or maximum bid generated (keeps candidate lists short)."""


@st.composite
def _dealing(draw: st.DrawFn, players: st.SearchStrategy[int]) -> t.DealingRules:
    count = draw(players)
    # A8-A10: where the talon may be set aside, the cutting (off half of the time), the
    # penalties; for every number of players.
    cutting: dict[str, Any] = {
        "talon_positions": draw(_choice(tuple(t.TalonPositions))),
        "cutter": t.Cutter.NONE if draw(_BOOLEANS) else draw(_choice(tuple(t.Cutter))),
        "cut_nine_penalty": draw(_choice((120, 0, 50))),
        "cut_jack": draw(_choice(tuple(t.CutJack))),
        "exposed_card_penalty": draw(_choice((0, 120, 35))),
    }
    if count == 4:
        # A11, A12: who sits out and what that seat scores.
        return t.DealingRules(
            players=4,
            sitting_dealer_sees_talon=draw(_BOOLEANS),
            sitter=draw(_choice(tuple(t.Sitter))),
            sitter_scores=draw(_choice(tuple(t.SitterScores))),
            sitter_ace_points=draw(_choice((50, 40, 0, 35))),
            partnerships=draw(_choice((False, False, True))),
            **cutting,
        )
    if count != 2:
        return t.DealingRules(players=count, **cutting)
    mode = draw(_choice(tuple(t.TwoPlayerDeal)))
    hand = 6 if draw(_BOOLEANS) else draw(_ints(1, 12))
    stock = 24 - 2 * hand
    follow = 0 if draw(_BOOLEANS) else draw(_ints(0, stock))
    return t.DealingRules(
        players=2,
        two_player_deal=mode,
        two_talon_exchange=draw(_choice(tuple(t.TwoTalonExchange))),
        unused_talon=draw(_choice(tuple(t.UnusedTalon))),
        stock_hand_size=hand,
        stock_follow_from=follow,
        **cutting,
    )


def dealing_rules(
    players: st.SearchStrategy[int] | None = None,
) -> st.SearchStrategy[t.DealingRules]:
    """A. The number of players, one of :data:`PLAYABLE_PLAYERS` unless given; for two
    players every mode of A3 with its settings (A3, A4: the exchange of ``two_talons``,
    the unused talon, the stock's hand size and when following starts, 6 and 0 often);
    for four whether the dealer sees the talon (A7); for every count the talon positions
    (A8), the cutting with its penalty and jack reading (A9, off half of the time) and
    the exposed-card penalty (A10)."""
    return _dealing(players if players is not None else st.sampled_from(PLAYABLE_PLAYERS))


_HAND_THRESHOLDS = (14, 13, 16, 0, 30, 45)
"""B1: the seeds' thresholds, none, and high ones that make claims common (the first
four are the seeds' and none)."""
_TALON_THRESHOLDS = (5, 6, 4, 0, 15)


@st.composite
def redeal_rules(
    draw: st.DrawFn, bidding: t.BiddingRules | None = None, *, ending: bool = False
) -> t.RedealRules:
    """B. Any set of redeal conditions (B1) with their thresholds, either claimant of the
    talon conditions (B2), either timing (B3), the bad-hand penalty (B4), the four-nines
    bonus (B5), counting only the nines dealt after the exchange (B6) and who deals after
    a redeal; the default often. Built to fit ``bidding``: without an obligatory bid (C1
    ``none``) nobody is "on the hundred". With ``ending`` the thresholds are the seeds'
    (see :func:`rules`)."""
    if draw(_BOOLEANS):
        return t.RedealRules()
    no_hundred = bidding is not None and bidding.obligatory_bid is t.ObligatoryBid.NONE
    allowed = tuple(
        c
        for c in t.RedealCondition
        if not (no_hundred and c is t.RedealCondition.HAND_THREE_NINES_ON_HUNDRED)
    )
    conditions = draw(
        st.one_of(
            st.just(t.DEFAULT_REDEAL_CONDITIONS),
            st.just(frozenset()),
            st.frozensets(_choice(allowed)),
        )
    )
    claimants = (t.TalonClaimant.DECLARER,) if no_hundred else tuple(t.TalonClaimant)
    timing = draw(_choice(tuple(t.RedealTiming)))
    return t.RedealRules(
        conditions=conditions,
        hand_points_below=draw(_choice(_HAND_THRESHOLDS[:4] if ending else _HAND_THRESHOLDS)),
        talon_points_below=draw(_choice(_TALON_THRESHOLDS[:4] if ending else _TALON_THRESHOLDS)),
        talon_claimant=draw(_choice(claimants)),
        timing=timing,
        bad_hand_penalty=draw(_choice((None, 100, 0))),
        four_nines_bonus=draw(_choice((0, 200, 360))),
        passes_deal=draw(_BOOLEANS),
        # B6: only after the exchange.
        dealt_nines_only=timing is t.RedealTiming.AFTER_EXCHANGE and draw(_BOOLEANS),
    )


_STEPS = (5, 10, 1, 2, 3, 20, 25, 50)


@st.composite
def bid_limits(
    draw: st.DrawFn, *, min_at_least: int = 1, min_at_most: int = MAX_BID_VALUE
) -> tuple[int, int, int]:
    """C3-C5: ``(bid_step, min_bid, max_bid)`` that validate, mostly near the defaults.

    The step is positive; the minimum and maximum are positive multiples of it with the
    maximum not below the minimum, both at most :data:`MAX_BID_VALUE`, the minimum at
    most ``min_at_most`` and at least ``min_at_least`` where the step allows.
    """
    if draw(st.booleans()):
        return (5, 100, 300)
    step = draw(st.one_of(st.sampled_from(_STEPS), st.integers(1, 100)))
    top = max(1, MAX_BID_VALUE // step)
    high_low = max(1, min(top, min_at_most // step))
    low = draw(st.integers(min(high_low, max(1, -(-min_at_least // step))), high_low))
    high = draw(st.integers(low, top))
    return (step, low * step, high * step)


NEGATIVE_SCORE_LIMITS = (None, 0, -100, -120, -200, -300, -1000)
"""C7: no limit, and the thresholds the seeds list."""


def blind_fits(step: int, low: int, high: int) -> bool:
    """C8, C9: whether dark bidding fits these limits (the dark 120 is a possible bid)."""
    return 120 % step == 0 and low <= 120 <= high


_DIVISORS_OF_120 = (5, 10, 1, 2, 3, 4, 6, 8, 12, 15, 20, 24, 30, 40, 60, 120)
_BLIND_MODES = (t.BlindBidding.OFF, t.BlindBidding.FIRST_HAND, t.BlindBidding.ANYONE) * 2
"""Dark bidding is on two times in three where it fits (OFF first: shrinks to it)."""
_DARK_MODES = (t.BlindBidding.FIRST_HAND, t.BlindBidding.ANYONE)


@st.composite
def dark_bid_limits(draw: st.DrawFn) -> tuple[int, int, int]:
    """C3-C5 limits where the dark 120 is a bid: the step divides 120, min <= 120 <= max."""
    if draw(_BOOLEANS):
        return (5, 100, 300)
    step = draw(_choice(_DIVISORS_OF_120))
    low = draw(_ints(1, 120 // step)) * step
    high = draw(_ints(120 // step, max(120, MAX_BID_VALUE) // step)) * step
    return (step, low, high)


@st.composite
def bidding_rules(draw: st.DrawFn, *, dark: bool = False, ending: bool = False) -> t.BiddingRules:
    """C. Every cap mode, the hidden talon on and off, valid step / min / max, every
    negative score limit the seeds list (C7), every barrel bidding mode (C11), jumps on
    and off (C4) and every dark bidding mode with its readings (C8, C9) where the dark
    120 is a possible bid (constructed, never filtered).

    Args:
        draw: supplied by hypothesis.
        dark: always with dark bidding on (``first_hand`` or ``anyone``).
        ending: the least bid from 60 to 120, so that the cards can make it and
            it counts (see :func:`rules`).
    """
    limits = bid_limits(min_at_least=60, min_at_most=120) if ending else bid_limits()
    step, low, high = draw(dark_bid_limits() if dark else limits)
    blind = t.BlindBidding.OFF
    if dark:
        blind = draw(_choice(_DARK_MODES))
    elif blind_fits(step, low, high):
        blind = draw(_choice(_BLIND_MODES))
    capped = draw(_BOOLEANS)
    # C14: the first hand's dark bid above 120, where its dark cap lets it rise.
    first_hand_any = blind is t.BlindBidding.FIRST_HAND and draw(_BOOLEANS)
    if first_hand_any:
        capped = False
    # C13: a contract ceiling above the bids, a few steps up (at most 1000), or none.
    ceiling = None
    if draw(_BOOLEANS):
        ceiling = min(high + draw(_ints(0, 4)) * step, 1000 // step * step)
    return t.BiddingRules(
        bid_step=step,
        min_bid=low,
        max_bid=high,
        obligatory_bid=draw(_choice(tuple(t.ObligatoryBid))),
        cap=draw(_choice(tuple(t.BidCap))),
        negative_score_limit=draw(
            st.one_of(st.sampled_from(NEGATIVE_SCORE_LIMITS), st.integers(-1000, 1000))
        ),
        talon_hidden_on_hundred=draw(_BOOLEANS),
        barrel_bidding=draw(_choice(tuple(t.BarrelBidding))),
        bid_jumps=draw(_BOOLEANS),
        blind_bidding=blind,
        blind_outbid_needs_marriage=draw(_BOOLEANS),
        blind_bids_capped=capped,
        max_contract=ceiling,
        blind_first_hand_any=first_hand_any,
    )


@st.composite
def talon_rules(draw: st.DrawFn) -> t.TalonRules:
    """D. Raising the contract (D3), conceding (D4), its penalty (D5, D9, D11), award (D6,
    D14), free concessions and awards (D7, D9, D10), caps (D12) and conceding on the
    barrel (D13), when the contract is named (C12) and the exchange passed face up (D15)."""
    per_player = draw(st.sampled_from((None, 1, 2)))
    per_game = draw(st.sampled_from((None, 2, 3)))
    if per_player is not None and per_game is not None and per_player > per_game:
        per_game = per_player  # D12: a cap per player above the game's is refused
    return t.TalonRules(
        raise_after_exchange=draw(st.booleans()),
        concede=draw(st.booleans()),
        concede_penalty=draw(st.sampled_from(t.ConcedePenalty)),
        concede_award=draw(st.sampled_from(t.ConcedeAward)),
        free_concedes=draw(st.sampled_from((0, 1, 2))),
        free_awards=draw(st.sampled_from((0, 0, 1, 2))),
        free_awards_scope=draw(st.sampled_from(t.ConcedeScope)),
        concede_cycle=draw(st.sampled_from((0, 0, 2, 3))),
        concede_penalty_points=draw(st.sampled_from((120, 0, 100))),
        concede_limit_per_player=per_player,
        concede_limit_per_game=per_game,
        concede_on_barrel=draw(st.booleans()),
        concede_award_points=draw(st.sampled_from((60, 40, 0))),
        contract_timing=draw(st.sampled_from(t.ContractTiming)),
        exchange_face_up=draw(st.booleans()),
    )


def marriage_values() -> st.SearchStrategy[t.MarriageValues]:
    """E2. The classic table, tables of multiples of 5, and any non-negative values."""
    value = st.one_of(st.integers(0, 60).map(lambda k: 5 * k), st.integers(0, 300))
    return st.one_of(
        st.just(t.MarriageValues()),
        st.builds(t.MarriageValues, spades=value, clubs=value, diamonds=value, hearts=value),
    )


def play_rules() -> st.SearchStrategy[t.PlayRules]:
    """E. Every marriage timing (E1), value table (E2), ace marriage reading and value
    (E3), half marriages on and off (E4), overtaking reading (E5), last-trick bonus (E6)
    and the automatic declaration on and off (E7), the seeds' values often; either first
    leader (E8: the dealer's opponent only with two players, see :func:`rules`)."""
    return st.builds(
        t.PlayRules,
        marriage_timing=st.sampled_from(t.MarriageTiming),
        marriage_values=marriage_values(),
        ace_marriage=st.sampled_from(t.AceMarriage),
        ace_marriage_value=st.one_of(st.just(200), st.integers(0, 300)),
        half_marriage=st.booleans(),
        must_overtake=st.sampled_from(t.Overtake),
        last_trick_bonus=st.one_of(st.just(0), st.just(10), st.integers(0, 50)),
        auto_marriage=st.booleans(),
        first_lead=st.sampled_from(t.FirstLead),
    )


def variant_play_rules() -> st.SearchStrategy[t.PlayRules]:
    """E with the variants of trick play on: the ace marriage (E3, either reading) and
    half marriages (E4) always, any timing (E1), overtaking (E5) and bonus (E6)."""
    return st.builds(
        t.PlayRules,
        marriage_timing=st.sampled_from(t.MarriageTiming),
        marriage_values=marriage_values(),
        ace_marriage=st.sampled_from([t.AceMarriage.POINTS_ONLY, t.AceMarriage.SETS_TRUMP]),
        ace_marriage_value=st.one_of(st.just(200), st.integers(0, 300)),
        half_marriage=st.just(True),
        must_overtake=st.sampled_from(t.Overtake),
        last_trick_bonus=st.one_of(st.just(10), st.integers(0, 50)),
        auto_marriage=st.booleans(),
    )


def deal_scoring_rules() -> st.SearchStrategy[t.DealScoringRules]:
    """F. Rounding (F1), bolts (F3-F5), the dark multiplier (F6) and the golden one (F7)."""
    return st.one_of(
        st.just(t.DealScoringRules()),
        st.builds(
            t.DealScoringRules,
            rounding=st.sampled_from(t.Rounding),
            bolt_rule=st.sampled_from(t.BoltRule),
            bolt_count=st.sampled_from(t.BoltCount),
            bolt_penalty=st.sampled_from((120, 100, 0, 35)),
            bolt_doubling=st.booleans(),
            golden_multiplier=st.sampled_from((2, 1, 3)),
            golden_marriages_multiplied=st.booleans(),
            dark_multiplier=st.sampled_from((2, 1, 3)),
            dark_marriages_multiplied=st.booleans(),
            sitting_out_keeps_bolts=st.booleans(),
        ),
    )


@st.composite
def game_scoring_rules(
    draw: st.DrawFn, bidding: t.BiddingRules | None = None, *, ending: bool = False
) -> t.GameScoringRules:
    """G. Every game setting, constructed to fit ``bidding`` (classic bidding if ``None``).

    The barrel (G3, G5) is on only where a barrel player can win: its minimum contract
    is a possible bid and takes the threshold to the target; the golden round (G13)
    only where 120 is a possible contract. Valid values are built, never filtered.
    With ``ending`` the barrel's contract is at most 120 where the minimum bid allows
    (see :func:`rules`).
    """
    bidding = bidding if bidding is not None else t.BiddingRules()
    step, low, high = bidding.bid_step, bidding.min_bid, bidding.max_bid
    golden_ok = 120 % step == 0 and low <= 120 <= high
    if golden_ok and draw(_BOOLEANS):
        return t.GameScoringRules()
    classic = draw(_BOOLEANS)
    target = 1000 if classic else draw(_choice((1000, 500, 1500, 2000)))
    win = draw(_choice(tuple(t.WinCondition)))
    extra = 1 if win is t.WinCondition.EXCEED else 0
    threshold: int | None = None
    minimum = 120
    # The barrel contract bid up to: a multiple of the step between the minimum and
    # maximum bids.
    top = max(low, min(high, 120)) if ending else high
    needed = draw(_ints(low // step, top // step)) * step
    barrel = needed - extra >= 1 and draw(_ints(0, 4))
    if barrel:
        # Any value that rounds up to ``needed`` (barrel_contract, G5).
        minimum = draw(_ints(1 if needed == low else max(1, needed - step + 1), needed))
    # C11 auto, takes_talon: the barrel minimum declared automatically, off the step.
    contract = needed if bidding.barrel_bidding is t.BarrelBidding.NORMAL else max(minimum, low)
    if barrel and contract - extra >= 1:
        if classic and contract == 120 and not extra:
            threshold = draw(_choice((880, 900)))
        else:
            threshold = draw(_ints(max(1, target - contract + extra), target - 1))
    else:
        minimum = 120
    # G15: the lock replaces the barrel, below the target.
    lock = None
    if threshold is None and draw(_BOOLEANS):
        lock = draw(_choice(tuple(v for v in (800, 801, target // 2, target - 1) if v < target)))
    # G19: the idle penalty applies below the target.
    idle_penalty = draw(_choice((0, 100, 1)))
    idle_threshold = 850
    if idle_penalty:
        idle_threshold = draw(_choice(tuple(v for v in (850, 1, target - 1) if v < target)))
    golden = golden_ok and draw(_BOOLEANS)  # G13, with its auction (G20) or without
    return t.GameScoringRules(
        target=target,
        win=win,
        barrel_threshold=threshold,
        barrel_min_contract=minimum,
        barrel_attempts=draw(_choice((1, 2, 3, 4, None))),
        barrel_fail=draw(_choice(tuple(t.BarrelFail))),
        lock_threshold=lock,
        tie=draw(_choice(tuple(t.Tie))),
        idle_penalty=idle_penalty,
        idle_threshold=idle_threshold,
        barrel_fall_penalty=draw(_choice(tuple(t.FallPenalty))),
        barrel_penalty=draw(_choice((120, 1, 100, 240))),
        barrel_falls_to_zero=draw(_ints(0, 3)),
        barrel_bump=draw(_BOOLEANS),
        barrel_simultaneous=draw(_choice(tuple(t.BarrelSimultaneous))),
        barrel_freeze_others=draw(_BOOLEANS),
        barrel_outbid_fail=draw(_BOOLEANS),
        win_from_below=draw(_BOOLEANS),
        dump_truck=draw(_choice(tuple(t.DumpTruck))),
        golden_round=golden,
        golden_bidding=golden and draw(_BOOLEANS),
        settlement=draw(_choice(tuple(t.Settlement))),
        settlement_bank=draw(_choice((100, 1, 0, 250))),
        sitting_out_barrel_attempt=draw(_BOOLEANS),
    )


@attrs.frozen
class _Groups:
    """The group strategies of :func:`rules`, built once (building them is not free)."""

    dealing: st.SearchStrategy[t.DealingRules]
    bidding: st.SearchStrategy[t.BiddingRules]
    talon: st.SearchStrategy[t.TalonRules]
    play: st.SearchStrategy[t.PlayRules]
    deal_scoring: st.SearchStrategy[t.DealScoringRules]


@functools.cache
def _groups(
    players: st.SearchStrategy[int] | None, dark: bool = False, ending: bool = False
) -> _Groups:
    return _Groups(
        dealing_rules(players),
        bidding_rules(dark=dark, ending=ending),
        talon_rules(),
        play_rules(),
        deal_scoring_rules(),
    )


@st.composite
def _built_rules(
    draw: st.DrawFn,
    players: st.SearchStrategy[int] | None,
    play: st.SearchStrategy[t.PlayRules] | None = None,
    dark: bool = False,
    ending: bool = False,
) -> t.Rules:
    groups = _groups(players, dark, ending)
    bidding = draw(groups.bidding)
    dealing = draw(groups.dealing)
    if dealing.players == 2 and bidding.blind_bidding is not t.BlindBidding.OFF:
        # C8: two players do not bid in the dark.
        if dark:
            dealing = attrs.evolve(dealing, players=draw(_choice((3, 4))))
        else:
            bidding = attrs.evolve(
                bidding, blind_bidding=t.BlindBidding.OFF, blind_first_hand_any=False
            )
    if ending and dealing.players == 2 and dealing.stock_hand_size < 6:
        # A3: hands of fewer than six cards fall below B1's thresholds nearly every deal.
        dealing = attrs.evolve(
            dealing, stock_hand_size=6, stock_follow_from=min(dealing.stock_follow_from, 12)
        )
    obligatory = bidding.obligatory_bid
    dealer_sits = dealing.players == 4 and dealing.sitter is t.Sitter.DEALER
    if dealer_sits and obligatory is t.ObligatoryBid.DEALER:
        # C1, A5: the dealer sits out and holds no obligatory bid; nobody does, or the
        # dealer's left.
        others: tuple[t.ObligatoryBid, ...] = (t.ObligatoryBid.NONE, t.ObligatoryBid.LEFT_OF_DEALER)
        if ending or bidding.blind_bidding is t.BlindBidding.FIRST_HAND:
            others = others[1:]
        bidding = attrs.evolve(bidding, obligatory_bid=draw(_choice(others)))
    elif obligatory is t.ObligatoryBid.NONE and (
        ending or bidding.blind_bidding is t.BlindBidding.FIRST_HAND
    ):
        # C1, C8: the first hand's dark bid is the holder's: somebody holds the bid
        # (and in games that must end, somebody plays every deal).
        holders: tuple[t.ObligatoryBid, ...] = (
            t.ObligatoryBid.LEFT_OF_DEALER,
            t.ObligatoryBid.DEALER,
        )
        if dealer_sits:
            holders = holders[:1]
        bidding = attrs.evolve(bidding, obligatory_bid=draw(_choice(holders)))
    game_scoring = draw(game_scoring_rules(bidding, ending=ending))
    if dealing.partnerships:
        # A13: fixed partnerships play without the barrel and settle by team totals.
        game_scoring = attrs.evolve(
            game_scoring, barrel_threshold=None, settlement=t.Settlement.NONE
        )
    redeal = draw(redeal_rules(bidding, ending=ending))
    talon = draw(groups.talon)
    play_group = draw(play if play is not None else groups.play)
    if dealing.players != 2 and play_group.first_lead is not t.FirstLead.DECLARER:
        # E8: the dealer's opponent leads the first trick only in the two-player game.
        play_group = attrs.evolve(play_group, first_lead=t.FirstLead.DECLARER)
    built = t.Rules(
        dealing=dealing,
        redeal=redeal,
        bidding=bidding,
        talon=talon,
        play=play_group,
        deal_scoring=draw(groups.deal_scoring),
        game_scoring=game_scoring,
    )
    if ending:
        # E2: marriages worth what the seeds say, so that an obligatory bid can be made.
        play_group = attrs.evolve(built.play, marriage_values=t.MarriageValues())
        return attrs.evolve(built, play=play_group)
    return built


def rules(
    players: st.SearchStrategy[int] | None = None,
    *,
    play: st.SearchStrategy[t.PlayRules] | None = None,
    dark: bool = False,
    ending: bool = False,
) -> st.SearchStrategy[t.Rules]:
    """Any playable :class:`~thousand.Rules`, with the classic defaults and the presets often.

    Args:
        players: the number of players; by default one of :data:`PLAYABLE_PLAYERS`.
        play: the strategy of the play group; by default :func:`play_rules`. Given
            one, the classic ``Rules()`` and the presets are not mixed in.
        dark: always with dark bidding on (C8); the classic ``Rules()`` and the presets
            are not mixed in.
        ending: only rules under which games between bots end: the least bid from 60 to 120
            (C5: a least bid of 2 under the lock, G15, and the idle penalty, G19, keeps
            every total just below the target) and the barrel's contract at most 120 where
            that allows (G5), so that the cards can make the contracts; somebody holds an
            obligatory bid (C1) and the marriages have the classic values (E2), so that
            every deal is played and its contract can be made; a two-player stock deals
            hands of six cards or more (A3), which B1's thresholds do not throw in every
            deal. With a least bid the cards cannot make, every contract fails and nobody
            ever reaches the target (or nobody bids and every deal is thrown in); with a
            barrel contract they cannot make, unlimited attempts (G16) with the others
            standing still (G10) never end. Whole-game properties
            (``test_variant_games.py``) draw these.
    """
    built = _built_rules(players, play, dark, ending)
    if players is None and play is None and not dark:
        return st.one_of(st.just(t.Rules()), _PRESET_RULES, built)
    return built


_PRESET_RULES = st.sampled_from(
    [
        *(build() for build in t.PRESETS.values()),
        t.presets.gambler(golden_round=True),
        t.presets.games24(t.presets.Games24Table(redeal=False, barrel_trading=False)),
    ]
)
"""The named rule sets (and a few of their options), so that every property runs on them."""
