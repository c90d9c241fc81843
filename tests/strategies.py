"""Hypothesis strategies for ``thousand``: rules, deals and random legal playouts.

Every strategy here produces values through the public API only (``import thousand``),
so the properties that use them test what users see.

The pieces, from the bottom up:

* **Rules.** One strategy per group of :class:`~thousand.Rules` (``dealing_rules``,
  ``redeal_rules``, ``bidding_rules``, ``talon_rules``, ``play_rules``,
  ``deal_scoring_rules``, ``game_scoring_rules``) and :func:`rules` that combines them
  (and yields the classic ``Rules()`` often). Together they generate every combination
  that ``Rules()`` accepts today: each cap (C6), rounding (F1), marriage timing (E1),
  ace marriage (E3), overtaking (E5) and obligatory-bid (C1) mode, concede (D4), raise
  (D3), half marriages (E4), bid jumps (C4) and the hidden talon (C10) on and off, every
  dark bidding mode (C8) with both readings of C9 where the dark 120 fits the bid
  limits, the dark multiplier (F6), marriage value tables
  (E2, any non-negative values), ace marriage values and last-trick bonuses (E3, E6,
  any non-negative values, the seeds' often), the talon positions, the cutting and the
  exposed-card penalty (A8-A10), every set of redeal conditions with its thresholds,
  claimant, timing, bad-hand penalty and four-nines bonus (B1-B5, built to fit C1: no
  condition "on the hundred" without an obligatory bid), and every bid step /
  minimum / maximum (C3-C5) that validates, with steps up to 100 and bids up to
  :data:`MAX_BID_VALUE`. Valid values are *constructed*, never filtered:
  :func:`bid_limits` builds the minimum and maximum as multiples of the step, so no
  example is thrown away. Enum settings are drawn with ``st.sampled_from(Enum)``, so a
  new enum value is generated as soon as it exists.
* **Deals.** :func:`seeded_deals` goes through :func:`thousand.deal` with a
  ``random.Random(seed)``; :func:`shuffled_deals` lets hypothesis draw the permutation of
  the deck itself (and shrink it); :func:`ace_deals` puts the four aces in one hand (or
  three there and one in the talon) so that the ace marriage comes up; :func:`deals` is
  any of them. The shape of a deal (hand and talon sizes) comes from
  :data:`DEAL_SHAPES` through :func:`shape_of`, keyed by the number of players or the
  two-player layout (A3); four-player deals are made for dealer 0 and turned to the
  drawn dealer (:func:`for_dealer`).
* **Playouts.** :func:`playouts` draws rules, a dealer, a deal and then, step after step,
  one of ``legal_actions(state)``, until the deal is over. At the chance nodes a
  ``Chance`` picks the action: the cuts (A9) show cards of the hand dealt last, so that
  the drawn deal agrees with a bottom card kept, and about one deal in 16 reports an
  exposed card instead of the deal (A10). A :class:`Playout` holds the actions and every
  state on the way (``states[0]`` is the first chance node; ``dealt`` is the state after
  the deal, ``opened`` where the auction opens, ``prelude`` the actions before the
  deal). Choices are
  either drawn by hypothesis (the default: shrinks towards the first legal action, so to
  short, simple games) or taken from a ``random.Random(seed)`` (``seeded=True``:
  cheaper, used for determinism). Half of the drawn playouts let the declarer play
  :func:`strong_declarer_choice`, so that made contracts are common enough to test.
  :func:`play_out` is the plain function underneath, usable without hypothesis.
* **Records.** :func:`round_records` cuts a playout at a drawn point and adds metadata
  (player names, a date, free-form ``_`` keys with JSON values): every kind of
  :class:`~thousand.RoundRecord` the library writes.
* **Candidates.** :func:`candidate_actions` lists actions of every kind for a state,
  legal or not: every seat (and two that are no seat), every card, bid and contract
  values on and off the step. Properties compare it with ``legal_actions``.
* **Games.** :func:`game_scoring_rules` builds the G settings to fit the drawn bidding
  (a barrel that can be won, a golden 120 that is a possible contract);
  :func:`contexts` draws what a deal knows of its game (scores, seats on the barrel, a
  golden deal) and ``playouts(with_context=True)`` plays deals in such contexts;
  :func:`games_in_progress` draws a game at an interesting position (near the dump
  truck, on the barrel, with bolts and concessions) for game-level properties.

How later issues extend this module (keep the signatures; add, don't fork):

* **2 and 4 players (A1, A3-A5):** add the count to :data:`PLAYABLE_PLAYERS` and its
  shape to :data:`DEAL_SHAPES`; ``dealing_rules`` then draws it and every playout-based
  property runs for it (``dealers`` and the candidates already follow
  ``rules.players``). New actions (``ChooseTalon``, ``Discard``) join ``_candidates``
  next to the others, for the phase they belong to. (Done: every layout is in
  :data:`DEAL_SHAPES`, :func:`shape_of` gives a deal's shape, four-player deals are made
  for dealer 0 and turned by :func:`for_dealer`.)
* **More settings in a group:** add the field to that group's strategy with
  ``st.sampled_from`` / ``st.booleans`` / a constructed range; if some combinations are
  invalid, construct them valid the way :func:`bid_limits` does rather than
  ``.filter``-ing, and extend ``bid_limits_are_valid`` (or a sibling) in
  ``test_properties.py``, which checks that ``Rules()`` accepts exactly those.
* **Redeals (B):** ``redeal_rules`` is where redeal settings go (drawn to fit the
  bidding group: C1 ``none`` has nobody "on the hundred"); the cutting and the claims
  have their candidates in ``_candidates``. Dark bidding (C8, C9) is drawn by
  ``bidding_rules`` (``blind_fits`` says where the dark 120 is a bid); the candidates
  hold dark bids and :class:`~thousand.Look` for every seat; the reference rules of the
  auction are in ``bid_reference.py``; the dark multiplier (F6) is checked by
  ``test_context_properties.py`` next to the golden one. ``_built_rules`` makes the
  groups fit where the rules meet (no dealer's obligatory bid with four players, no
  first-hand dark bid without an obligatory bid).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast

import attrs
from hypothesis import strategies as st

import thousand as t

__all__ = [
    "ACES",
    "CHANCE_KINDS",
    "CHANCE_REFUSALS",
    "DEAL_SHAPES",
    "MAX_BID_VALUE",
    "PLAYABLE_PLAYERS",
    "Chooser",
    "Playout",
    "ace_deal",
    "ace_deals",
    "bid_limits",
    "bidding_rules",
    "blind_fits",
    "bottom_cards",
    "candidate_actions",
    "contexts",
    "dark_bid_limits",
    "deal_from_order",
    "deal_scoring_rules",
    "dealers",
    "dealing_rules",
    "dealing_state",
    "deals",
    "filler_summary",
    "first_chance",
    "for_dealer",
    "game_scoring_rules",
    "games_in_progress",
    "gather",
    "hand_piles",
    "keeps_order",
    "long_suit_deals",
    "marriage_values",
    "nine_deals",
    "play_out",
    "play_rules",
    "playouts",
    "random_chance",
    "redeal_rules",
    "round_records",
    "rules",
    "seeded_deals",
    "seeded_play_out",
    "shape_of",
    "shuffled_deals",
    "strong_declarer_choice",
    "talon_rules",
    "tricks_of",
    "variant_play_rules",
]

T = TypeVar("T")

PLAYABLE_PLAYERS: tuple[int, ...] = (3, 2, 4)
"""The player counts that ``Rules()`` accepts (A1)."""

Shape = tuple[tuple[int, ...], tuple[int, ...]]

DEAL_SHAPES: dict[int | t.TwoPlayerDeal, Shape] = {
    3: ((7, 7, 7), (3,)),  # A2: seven cards each and one talon of three.
    4: ((0, 7, 7, 7), (3,)),  # A5, dealer 0: the dealer sits out; see shape_of.
    t.TwoPlayerDeal.TWO_TALONS: ((10, 10), (2, 2)),  # A3: two talons of two.
    t.TwoPlayerDeal.DUMMY: ((7, 7), (3, 7)),  # A3: the talon, then the dummy's hand.
    t.TwoPlayerDeal.NINE_CARDS: ((9, 9), (3, 3)),  # A3: two piles of three.
    t.TwoPlayerDeal.STOCK: ((6, 6), (12,)),  # A3, six each: the stock; see shape_of.
}
"""Per layout (the number of players, or the two-player mode of A3): the hand sizes
(seat 0 first) and the talon sizes, as the catalogue describes them."""


def shape_of(rules: t.Rules, dealer: int = 0) -> Shape:
    """The shape of a deal under ``rules``: :data:`DEAL_SHAPES`, with the stock's hand size
    (A3) and, for four players, the dealer's empty hand where the dealer sits (A5)."""
    players = rules.players
    if players == 2:
        mode = rules.dealing.two_player_deal
        if mode is t.TwoPlayerDeal.STOCK:
            hand = rules.dealing.stock_hand_size
            return ((hand, hand), (24 - 2 * hand,))
        return DEAL_SHAPES[mode]
    hands, talons = DEAL_SHAPES[players]
    return (hands[-dealer:] + hands[:-dealer] if dealer else hands), talons


def keeps_order(rules: t.Rules) -> bool:
    """A3 ``stock``: the stock keeps the order it is drawn in (it is not sorted)."""
    return rules.players == 2 and rules.dealing.two_player_deal is t.TwoPlayerDeal.STOCK


def hand_piles(rules: t.Rules, at_least: int = 1) -> list[int]:
    """The hands (as piles of :func:`gather`, dealer 0) of at least ``at_least`` cards."""
    return [i for i, size in enumerate(shape_of(rules)[0]) if size >= at_least]


def for_dealer(deal: t.Deal, dealer: int) -> t.Deal:
    """A four-player deal made for dealer 0, turned so that ``dealer`` gets no cards."""
    n = len(deal.hands)
    if n != 4 or not dealer:
        return deal
    hands = [deal.hands[(seat - dealer) % n] for seat in range(n)]
    return t.Deal(hands=hands, talons=deal.talons)


MAX_BID_VALUE = 500
"""The highest minimum or maximum bid generated (keeps candidate lists short)."""

# --- rules -----------------------------------------------------------------------------


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
    if count != 2:
        return t.DealingRules(
            players=count, sitting_dealer_sees_talon=count != 4 or draw(_BOOLEANS), **cutting
        )
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
"""B1: the seeds' thresholds, none, and high ones that make claims common."""
_TALON_THRESHOLDS = (5, 6, 4, 0, 15)


@st.composite
def redeal_rules(draw: st.DrawFn, bidding: t.BiddingRules | None = None) -> t.RedealRules:
    """B. Any set of redeal conditions (B1) with their thresholds, either claimant of the
    talon conditions (B2), either timing (B3), the bad-hand penalty (B4), the four-nines
    bonus (B5) and who deals after a redeal; the default often. Built to fit ``bidding``:
    without an obligatory bid (C1 ``none``) nobody is "on the hundred"."""
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
    return t.RedealRules(
        conditions=conditions,
        hand_points_below=draw(_choice(_HAND_THRESHOLDS)),
        talon_points_below=draw(_choice(_TALON_THRESHOLDS)),
        talon_claimant=draw(_choice(claimants)),
        timing=draw(_choice(tuple(t.RedealTiming))),
        bad_hand_penalty=draw(_choice((None, 100, 0))),
        four_nines_bonus=draw(_choice((0, 200, 360))),
        passes_deal=draw(_BOOLEANS),
    )


_STEPS = (5, 10, 1, 2, 3, 20, 25, 50)


@st.composite
def bid_limits(draw: st.DrawFn) -> tuple[int, int, int]:
    """C3-C5: ``(bid_step, min_bid, max_bid)`` that validate, mostly near the defaults.

    The step is positive; the minimum and maximum are positive multiples of it with the
    maximum not below the minimum, both at most :data:`MAX_BID_VALUE`.
    """
    if draw(st.booleans()):
        return (5, 100, 300)
    step = draw(st.one_of(st.sampled_from(_STEPS), st.integers(1, 100)))
    top = max(1, MAX_BID_VALUE // step)
    low = draw(st.integers(1, top))
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
def bidding_rules(draw: st.DrawFn, *, dark: bool = False) -> t.BiddingRules:
    """C. Every cap mode, the hidden talon on and off, valid step / min / max, every
    negative score limit the seeds list (C7), every barrel bidding mode (C11), jumps on
    and off (C4) and every dark bidding mode with its readings (C8, C9) where the dark
    120 is a possible bid (constructed, never filtered).

    Args:
        draw: supplied by hypothesis.
        dark: always with dark bidding on (``first_hand`` or ``anyone``).
    """
    step, low, high = draw(dark_bid_limits() if dark else bid_limits())
    blind = t.BlindBidding.OFF
    if dark:
        blind = draw(_choice(_DARK_MODES))
    elif blind_fits(step, low, high):
        blind = draw(_choice(_BLIND_MODES))
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
        blind_bids_capped=draw(_BOOLEANS),
    )


def talon_rules() -> st.SearchStrategy[t.TalonRules]:
    """D. Raising the contract (D3), conceding (D4), its penalty (D5), award (D6) and
    free concessions (D7)."""
    return st.builds(
        t.TalonRules,
        raise_after_exchange=st.booleans(),
        concede=st.booleans(),
        concede_penalty=st.sampled_from(t.ConcedePenalty),
        concede_award=st.sampled_from(t.ConcedeAward),
        free_concedes=st.sampled_from((0, 1, 2)),
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
    (E3), half marriages on and off (E4), overtaking reading (E5) and last-trick bonus
    (E6), the seeds' values often."""
    return st.builds(
        t.PlayRules,
        marriage_timing=st.sampled_from(t.MarriageTiming),
        marriage_values=marriage_values(),
        ace_marriage=st.sampled_from(t.AceMarriage),
        ace_marriage_value=st.one_of(st.just(200), st.integers(0, 300)),
        half_marriage=st.booleans(),
        must_overtake=st.sampled_from(t.Overtake),
        last_trick_bonus=st.one_of(st.just(0), st.just(10), st.integers(0, 50)),
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


@functools.cache
def _ints(low: int, high: int) -> st.SearchStrategy[int]:
    """``st.integers(low, high)``, built once per range (building strategies is not free)."""
    return st.integers(low, high)


@functools.cache
def _sampled(values: tuple[object, ...]) -> st.SearchStrategy[object]:
    return st.sampled_from(values)


def _choice(values: tuple[T, ...]) -> st.SearchStrategy[T]:
    """``st.sampled_from(values)``, built once per tuple."""
    return cast("st.SearchStrategy[T]", _sampled(values))


_BOOLEANS = st.booleans()


@st.composite
def game_scoring_rules(
    draw: st.DrawFn, bidding: t.BiddingRules | None = None
) -> t.GameScoringRules:
    """G. Every game setting, constructed to fit ``bidding`` (classic bidding if ``None``).

    The barrel (G3, G5) is on only where a barrel player can win: its minimum contract
    is a possible bid and takes the threshold to the target; the golden round (G13)
    only where 120 is a possible contract. Valid values are built, never filtered.
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
    # The barrel contract: a multiple of the step between the minimum and maximum bids.
    needed = draw(_ints(low // step, high // step)) * step
    if needed - extra >= 1 and draw(_ints(0, 4)):
        if classic and needed == 120 and not extra:
            threshold = draw(_choice((880, 900)))
        else:
            threshold = draw(_ints(max(1, target - needed + extra), target - 1))
        # Any value that rounds up to ``needed`` (barrel_contract, G5).
        minimum = draw(_ints(1 if needed == low else max(1, needed - step + 1), needed))
    return t.GameScoringRules(
        target=target,
        win=win,
        barrel_threshold=threshold,
        barrel_min_contract=minimum,
        barrel_attempts=draw(_ints(1, 4)),
        barrel_fall_penalty=draw(_choice(tuple(t.FallPenalty))),
        barrel_penalty=draw(_choice((120, 1, 100, 240))),
        barrel_falls_to_zero=draw(_ints(0, 3)),
        barrel_bump=draw(_BOOLEANS),
        barrel_simultaneous=draw(_choice(tuple(t.BarrelSimultaneous))),
        barrel_freeze_others=draw(_BOOLEANS),
        barrel_outbid_fail=draw(_BOOLEANS),
        win_from_below=draw(_BOOLEANS),
        dump_truck=draw(_choice(tuple(t.DumpTruck))),
        golden_round=golden_ok and draw(_BOOLEANS),
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
def _groups(players: st.SearchStrategy[int] | None, dark: bool = False) -> _Groups:
    return _Groups(
        dealing_rules(players),
        bidding_rules(dark=dark),
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
) -> t.Rules:
    groups = _groups(players, dark)
    bidding = draw(groups.bidding)
    dealing = draw(groups.dealing)
    if dealing.players == 2 and bidding.blind_bidding is not t.BlindBidding.OFF:
        # C8: two players do not bid in the dark.
        if dark:
            dealing = attrs.evolve(dealing, players=draw(_choice((3, 4))))
        else:
            bidding = attrs.evolve(bidding, blind_bidding=t.BlindBidding.OFF)
    obligatory = bidding.obligatory_bid
    if dealing.players == 4 and obligatory is t.ObligatoryBid.DEALER:
        # C1, A5: the dealer sits out and holds no obligatory bid; nobody does, or the
        # dealer's left.
        others: tuple[t.ObligatoryBid, ...] = (t.ObligatoryBid.NONE, t.ObligatoryBid.LEFT_OF_DEALER)
        if bidding.blind_bidding is t.BlindBidding.FIRST_HAND:
            others = others[1:]
        bidding = attrs.evolve(bidding, obligatory_bid=draw(_choice(others)))
    elif obligatory is t.ObligatoryBid.NONE and bidding.blind_bidding is t.BlindBidding.FIRST_HAND:
        # C1, C8: the first hand's dark bid is the holder's: somebody holds the bid.
        holders: tuple[t.ObligatoryBid, ...] = (
            t.ObligatoryBid.LEFT_OF_DEALER,
            t.ObligatoryBid.DEALER,
        )
        if dealing.players == 4:
            holders = holders[:1]
        bidding = attrs.evolve(bidding, obligatory_bid=draw(_choice(holders)))
    return t.Rules(
        dealing=dealing,
        redeal=draw(redeal_rules(bidding)),
        bidding=bidding,
        talon=draw(groups.talon),
        play=draw(play if play is not None else groups.play),
        deal_scoring=draw(groups.deal_scoring),
        game_scoring=draw(game_scoring_rules(bidding)),
    )


def rules(
    players: st.SearchStrategy[int] | None = None,
    *,
    play: st.SearchStrategy[t.PlayRules] | None = None,
    dark: bool = False,
) -> st.SearchStrategy[t.Rules]:
    """Any playable :class:`~thousand.Rules`, with the classic defaults and the presets often.

    Args:
        players: the number of players; by default one of :data:`PLAYABLE_PLAYERS`.
        play: the strategy of the play group; by default :func:`play_rules`. Given
            one, the classic ``Rules()`` and the presets are not mixed in.
        dark: always with dark bidding on (C8); the classic ``Rules()`` and the presets
            are not mixed in.
    """
    built = _built_rules(players, play, dark)
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


@st.composite
def contexts(draw: st.DrawFn, rules: t.Rules, dealer: int) -> t.RoundContext:
    """A :class:`~thousand.RoundContext` that fits ``rules``: the standalone deal often,
    else drawn scores (C7), seats on the barrel (C11, G5, D8) and a golden deal (G13)
    for the seat left of the dealer, as a game would give them."""
    if draw(st.integers(0, 3)) == 0:
        return t.RoundContext()
    n = rules.players
    scores = draw(
        st.one_of(
            st.just(()),
            st.tuples(*[st.integers(-1200, 1200) for _ in range(n)]),
        )
    )
    barrel: tuple[int, ...] = ()
    if rules.game_scoring.barrel_threshold is not None:
        barrel = tuple(sorted(draw(st.sets(st.integers(0, n - 1), max_size=n))))
    golden = None
    if rules.game_scoring.golden_round and draw(st.booleans()):
        golden = (dealer + 1) % n
    return t.RoundContext(scores=scores, barrel=barrel, golden=golden)


def dealers(rules: t.Rules) -> st.SearchStrategy[int]:
    """A seat to deal."""
    return st.integers(0, rules.players - 1)


# --- deals -----------------------------------------------------------------------------


def deal_from_order(rules: t.Rules, order: Sequence[t.Card], dealer: int = 0) -> t.Deal:
    """Cut a deck order into the hands and talons of :func:`shape_of` (piles sorted, but a
    stock keeps the order, A3)."""
    hand_sizes, talon_sizes = shape_of(rules, dealer)
    piles: list[tuple[t.Card, ...]] = []
    at = 0
    for size in (*hand_sizes, *talon_sizes):
        piles.append(tuple(sorted(order[at : at + size])))
        at += size
    if keeps_order(rules):
        piles[-1] = tuple(order[at - talon_sizes[-1] : at])
    assert at == len(order) == len(t.DECK)
    return t.Deal(hands=piles[: len(hand_sizes)], talons=piles[len(hand_sizes) :])


def seeded_deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """``thousand.deal(rules, random.Random(seed))`` for a drawn seed."""
    return st.integers(0, 2**32 - 1).map(lambda seed: t.deal(rules, random.Random(seed)))


def shuffled_deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """A deck order drawn (and shrunk) by hypothesis, cut into hands and talons."""
    return st.permutations(t.DECK).map(lambda order: deal_from_order(rules, order))


ACES = tuple(card for card in t.DECK if card.rank is t.Rank.ACE)


def gather(
    rules: t.Rules, order: Sequence[t.Card], cards: Sequence[t.Card], pile: int
) -> list[t.Card]:
    """``order`` with ``cards`` swapped into pile ``pile`` (the hands, then the talons).

    Each card outside the pile changes places with a card of the pile that is not one
    of ``cards``; the other cards keep their places.
    """
    hand_sizes, talon_sizes = shape_of(rules)
    sizes = (*hand_sizes, *talon_sizes)
    start = sum(sizes[:pile])
    inside = range(start, start + sizes[pile])
    deck = list(order)
    free = [i for i in inside if deck[i] not in cards]
    for card in cards:
        at = deck.index(card)
        if at not in inside:
            to = free.pop()
            deck[at], deck[to] = deck[to], deck[at]
    return deck


def ace_deal(
    rules: t.Rules, order: Sequence[t.Card], pile: int, talon_ace: t.Card | None
) -> t.Deal:
    """The deal of ``order`` with the four aces in hand ``pile``, or, given ``talon_ace``,
    the other three there and ``talon_ace`` in the (first) talon."""
    if talon_ace is None or not shape_of(rules)[1][0]:  # A3: a stock may be empty
        return deal_from_order(rules, gather(rules, order, ACES, pile))
    three = [ace for ace in ACES if ace != talon_ace]
    talon = len(shape_of(rules)[0])
    return deal_from_order(
        rules, gather(rules, gather(rules, order, three, pile), [talon_ace], talon)
    )


_TALON_ACES = st.one_of(st.none(), st.sampled_from(ACES))


def ace_deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """Deals with the four aces in one hand, or three in a hand and one in the talon.

    Four aces in one hand are rare in random deals (about 1 in 300); these make the ace
    marriage (E3) and its part in the cap (C6, in bids and after taking the talon) come
    up in playouts.
    """
    piles = hand_piles(rules, 4)
    if not piles:  # A3: a stock dealt fewer than four cards each
        return seeded_deals(rules)
    return st.builds(
        lambda order, pile, talon_ace: ace_deal(rules, order, pile, talon_ace),
        st.permutations(t.DECK),
        st.sampled_from(piles),
        _TALON_ACES,
    )


def long_suit_deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """Deals with the six cards of one suit in one hand: the others are void in it.

    When that suit is led after a trump is set, both followers must trump: the
    overtrumping of E5 comes up.
    """
    piles = hand_piles(rules, 6)
    if not piles:  # A3: a stock dealt fewer than six cards each
        return seeded_deals(rules)
    return st.builds(
        lambda order, pile, suit: deal_from_order(
            rules, gather(rules, order, [c for c in t.DECK if c.suit is suit], pile)
        ),
        st.permutations(t.DECK),
        st.sampled_from(piles),
        st.sampled_from(t.Suit),
    )


def deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """Any kind of deal: seeded, shuffled by hypothesis, or with the aces together."""
    return st.one_of(seeded_deals(rules), shuffled_deals(rules), ace_deals(rules))


# --- playouts --------------------------------------------------------------------------


@attrs.frozen
class Playout:
    """One deal played from the chance node to the end.

    Attributes:
        rules: the rules.
        dealer: the dealer.
        actions: every action, the :class:`~thousand.Deal` first.
        states: ``states[0]`` is ``new_round(rules, dealer)`` and
            ``states[i + 1] == apply(states[i], actions[i])``; the last is over.
    """

    rules: t.Rules
    dealer: int
    actions: tuple[t.Action, ...]
    states: tuple[t.RoundState, ...]

    @property
    def context(self) -> t.RoundContext:
        """What the deal knew of its game."""
        return self.states[0].context

    @property
    def deal(self) -> t.Deal | None:
        """The chance action that dealt the cards, or ``None`` if the deal ended before
        (the cutter's third nine, A9; an exposed card, A10)."""
        return next((a for a in self.actions if isinstance(a, t.Deal)), None)

    @property
    def dealt(self) -> t.RoundState | None:
        """The state just after the cards were dealt, or ``None``."""
        for action, state in zip(self.actions, self.states[1:], strict=True):
            if isinstance(action, t.Deal):
                return state
        return None

    @property
    def opened(self) -> t.RoundState | None:
        """The state where the auction opens (or the talon is taken without one), after
        the deal and any redeal claims asked before bidding (B3); ``None`` if the deal
        ended before."""
        dealt = self.dealt
        if dealt is None:
            return None
        at = self.states.index(dealt)
        for state in self.states[at:]:
            if state.phase is not t.Phase.REDEAL:
                return None if t.is_over(state) else state
        return None  # pragma: no cover - a playout ends over

    @property
    def played(self) -> bool:
        """Whether the deal was played (or conceded), not ended before play."""
        return self.final.outcome is t.Outcome.PLAYED

    @property
    def prelude(self) -> tuple[t.Action, ...]:
        """The actions before the deal: the cutting (A9), an exposed card (A10)."""
        at = next((i for i, a in enumerate(self.actions) if isinstance(a, t.Deal)), None)
        return self.actions if at is None else self.actions[:at]

    @property
    def final(self) -> t.RoundState:
        """The last state (over)."""
        return self.states[-1]

    def steps(self) -> list[tuple[t.RoundState, t.Action, t.RoundState]]:
        """``(before, action, after)`` for every action."""
        return list(zip(self.states[:-1], self.actions, self.states[1:], strict=True))


Chooser = Callable[[t.RoundState, tuple[t.Action, ...]], t.Action]
"""Picks one of the (non-empty) legal actions of a state."""

Chance = Callable[[t.RoundState, t.Deal], t.Action]
"""Picks the chance action of a chance node, given the deal drawn for the playout."""


def bottom_cards(state: t.RoundState, deal: t.Deal) -> tuple[t.Card, ...]:
    """The cards a cut may show so that ``deal`` can follow: those of the seat dealt
    last, which gets a bottom card the dealer keeps (A9); with a stock (A3) its last."""
    seat = t.last_dealt_seat(state.rules, state.dealer)
    return deal.hands[seat] if seat is not None else deal.talons[0][-1:]


def first_chance(state: t.RoundState, deal: t.Deal) -> t.Action:
    """The plain chance: a cut showing the first card ``deal`` allows, then ``deal``."""
    if state.phase is t.Phase.CUTTING:
        assert state.cutter is not None
        return t.Cut(seat=state.cutter, bottom=bottom_cards(state, deal)[0])
    return deal


def dealing_state(
    rules: t.Rules, dealer: int, deal: t.Deal, context: t.RoundContext | None = None
) -> t.RoundState:
    """A new deal brought to its deal: with cutting on (A9), a cut that ``deal`` agrees
    with, the dealer keeping the bottom card; ``apply(state, deal)`` then works."""
    state = t.new_round(rules, dealer, context=context or t.RoundContext())
    while state.phase is t.Phase.CUTTING:
        if state.to_act is None:
            state = t.apply(state, first_chance(state, deal))
        else:
            state = t.apply(state, t.AcceptCut(seat=state.to_act))
    return state


def play_out(
    rules: t.Rules,
    dealer: int,
    deal: t.Deal,
    choose: Chooser,
    context: t.RoundContext | None = None,
    chance: Chance = first_chance,
) -> Playout:
    """Apply ``chance`` at the chance nodes (the cut, the deal) and
    ``choose(state, legal_actions(state))`` elsewhere until the deal is over.

    Args:
        rules: the rules.
        dealer: the dealer.
        deal: the cards dealt (``chance`` gives it when the deal is due).
        choose: picks one of the legal actions.
        context: what the deal knows of a game; a deal on its own by default.
        chance: picks the chance actions: the cuts (A9), the deal or an exposed card
            (A10); by default cuts that ``deal`` agrees with, then ``deal``.
    """
    state = t.new_round(rules, dealer, context=context or t.RoundContext())
    states = [state]
    actions: list[t.Action] = []
    while not t.is_over(state):
        if t.is_chance(state):
            action = chance(state, deal)
        else:
            action = choose(state, t.legal_actions(state))
        actions.append(action)
        state = t.apply(state, action)
        states.append(state)
    return Playout(rules=rules, dealer=dealer, actions=tuple(actions), states=tuple(states))


def random_chance(rng: random.Random, expose: float = 1 / 16) -> Chance:
    """Chance drawn from ``rng``: a cut among the cards the deal allows, sometimes an
    exposed card instead of the deal (A10)."""

    def chance(state: t.RoundState, deal: t.Deal) -> t.Action:
        if state.phase is t.Phase.CUTTING:
            assert state.cutter is not None
            return t.Cut(seat=state.cutter, bottom=rng.choice(bottom_cards(state, deal)))
        if rng.random() < expose:
            return t.ExposedCard(card=rng.choice(t.DECK))
        return deal

    return chance


def seeded_play_out(
    rules: t.Rules,
    dealer: int,
    deal: t.Deal,
    seed: int,
    context: t.RoundContext | None = None,
) -> Playout:
    """:func:`play_out` with uniform choices (and chance) from ``random.Random(seed)``."""
    rng = random.Random(seed)
    return play_out(
        rules, dealer, deal, lambda _, legal: rng.choice(legal), context, random_chance(rng)
    )


_RANK_STRENGTH = {rank: i for i, rank in enumerate("9JQKTA")}


def strong_declarer_choice(state: t.RoundState, legal: tuple[t.Action, ...]) -> t.Action | None:
    """A simple strong line for the declarer, or ``None`` when someone else is to act.

    Random play almost never makes a contract; playouts that use this line for the
    declarer make it often enough to test the scoring of made contracts. The declarer
    keeps the bid, declares the most valuable marriage it may, else plays its strongest
    legal card (but keeps four aces together until it may declare them, E3).
    """
    if state.to_act is None or state.to_act != state.declarer:
        return None
    if state.phase is t.Phase.CONTRACT:
        return legal[0]  # the bid itself, the lowest contract
    if state.phase is t.Phase.PLAYING:
        plays = [a for a in legal if isinstance(a, t.PlayCard)]
        declares = [a for a in plays if a.declare]
        if declares:
            return max(declares, key=lambda a: _declared_value(state, a.card))
        if _keeps_ace_marriage(state, plays):
            # Lead something else until the four aces may be declared (E1, E3).
            plays = [a for a in plays if a.card.rank is not t.Rank.ACE]
        return max(plays, key=lambda a: (_RANK_STRENGTH[a.card.rank.value], a.card))
    return None


def _holds_four_aces(state: t.RoundState) -> bool:
    """E3 is on and the seat to act holds the four aces."""
    return state.rules.play.ace_marriage is not t.AceMarriage.OFF and set(ACES) <= set(
        state.hand(state.to_act or 0)
    )


def _keeps_ace_marriage(state: t.RoundState, plays: list[t.PlayCard]) -> bool:
    """Leading while holding the four aces, with other cards to lead, and E3 on."""
    return (
        not state.trick
        and _holds_four_aces(state)
        and any(a.card.rank is not t.Rank.ACE for a in plays)
    )


def _declared_value(state: t.RoundState, card: t.Card) -> int:
    """What declaring by leading ``card`` is worth (for a legal declaration)."""
    play = state.rules.play
    if card.rank is t.Rank.ACE:
        kind = t.MarriageKind.ACE_MARRIAGE
    elif card.rank is t.Rank.JACK or (
        card.rank is t.Rank.QUEEN
        and t.Card.of(t.Rank.KING, card.suit) not in state.hand(state.to_act or 0)
    ):
        kind = t.MarriageKind.HALF_MARRIAGE
    else:
        kind = t.MarriageKind.MARRIAGE
    return play.value_of(kind, card.suit)


_SEEDS = st.integers(0, 2**32 - 1)
_ORDERS = st.permutations(t.DECK)


@functools.cache
def _below(n: int) -> st.SearchStrategy[int]:
    """``st.integers(0, n - 1)``, built once per ``n`` (building strategies is not free)."""
    return st.integers(0, n - 1)


@functools.cache
def _default_rules() -> st.SearchStrategy[t.Rules]:
    return rules()


NINES = tuple(card for card in t.DECK if card.rank is t.Rank.NINE)


def nine_deals(rules: t.Rules) -> st.SearchStrategy[t.Deal]:
    """Deals with the four nines in one hand: a redeal claim on them (B1) and the
    four-nines bonus (B5) come up (about 1 deal in 100 otherwise)."""
    piles = hand_piles(rules, 4)
    if not piles:  # A3: a stock dealt fewer than four cards each
        return seeded_deals(rules)
    return st.builds(
        lambda order, pile: deal_from_order(rules, gather(rules, order, NINES, pile)),
        _ORDERS,
        st.sampled_from(piles),
    )


@st.composite
def _drawn_deals(draw: st.DrawFn, the_rules: t.Rules) -> t.Deal:
    kind = draw(_below(4))
    if kind <= 1:
        return t.deal(the_rules, random.Random(draw(_SEEDS)))
    piles = tuple(hand_piles(the_rules, 4))
    if kind == 2 and the_rules.play.ace_marriage is t.AceMarriage.OFF:
        if the_rules.redeal.four_nines_bonus and piles and draw(_BOOLEANS):
            # B5: the four nines together (claimed or led for the bonus).
            return deal_from_order(
                the_rules, gather(the_rules, draw(_ORDERS), NINES, draw(_choice(piles)))
            )
        return deal_from_order(the_rules, draw(_ORDERS))
    # A quarter of the deals, half when the ace marriage is on (E3), gather the aces.
    if not piles:  # A3: a stock dealt fewer than four cards each
        return t.deal(the_rules, random.Random(draw(_SEEDS)))
    return ace_deal(the_rules, draw(_ORDERS), draw(_choice(piles)), draw(_TALON_ACES))


@st.composite
def playouts(
    draw: st.DrawFn,
    rules_strategy: st.SearchStrategy[t.Rules] | None = None,
    *,
    seeded: bool = False,
    deal_strategy: Callable[[t.Rules], st.SearchStrategy[t.Deal]] | None = None,
    eager_declarations: bool = False,
    with_context: bool = False,
) -> Playout:
    """A random legal playout of one deal.

    Args:
        draw: supplied by hypothesis.
        rules_strategy: where the rules come from; :func:`rules` by default.
        seeded: take the choices from a drawn ``random.Random(seed)`` instead of drawing
            each one with hypothesis (faster, but shrinks only the seed).
        deal_strategy: builds the deal strategy for the drawn rules; by default a
            seeded deal, a hypothesis-drawn deck order or an ace deal (as :func:`deals`).
        eager_declarations: whenever a marriage (of any kind) may be declared, declare
            one half of the time; a seat holding four aces (E3 on) bids on and keeps
            them together while another card may be played; so declarations come up
            more often.
        with_context: draw a :class:`~thousand.RoundContext` (:func:`contexts`) as a game
            would give it; by default the deal is on its own.
    """
    the_rules = draw(rules_strategy if rules_strategy is not None else _default_rules())
    dealer = draw(_below(the_rules.players))
    context = draw(contexts(the_rules, dealer)) if with_context else t.RoundContext()
    if deal_strategy is None:
        deal = draw(_drawn_deals(the_rules))
    else:
        deal = draw(deal_strategy(the_rules))
    deal = for_dealer(deal, dealer)  # A5: the deals are made for dealer 0
    if seeded:
        return seeded_play_out(the_rules, dealer, deal, draw(_SEEDS), context)
    strong = draw(st.booleans())
    # A10 about one deal in 16 (a middle value: hypothesis favours the ends of a range).
    expose = draw(_below(16)) == 7

    def chance(state: t.RoundState, deal: t.Deal) -> t.Action:
        if state.phase is t.Phase.CUTTING:
            assert state.cutter is not None
            cards = bottom_cards(state, deal)
            return t.Cut(seat=state.cutter, bottom=cards[draw(_below(len(cards)))])
        # A5: the dealer sitting out has no cards; a hand of the seats that play.
        return t.ExposedCard(card=next(c for h in deal.hands for c in h)) if expose else deal

    def choose(state: t.RoundState, legal: tuple[t.Action, ...]) -> t.Action:
        if strong:
            action = strong_declarer_choice(state, legal)
            if action is not None:
                return action
        if eager_declarations and state.phase is t.Phase.BIDDING and _holds_four_aces(state):
            return legal[0]  # bid on while holding the ace marriage: declare it as declarer
        if eager_declarations and state.phase is t.Phase.PLAYING:
            declares = [a for a in legal if isinstance(a, t.PlayCard) and a.declare]
            declare: bool = bool(declares) and draw(st.booleans())
            if declare:
                # The rare ace marriage first, when it is among them.
                aces = [a for a in declares if a.card in ACES]
                return aces[0] if aces else declares[draw(_below(len(declares)))]
            if _holds_four_aces(state):
                others = tuple(a for a in legal if getattr(a, "card", None) not in ACES)
                legal = others or legal
        # Hypothesis favours the ends of the range: the first action (a bid, the first
        # card) and the last (a pass, conceding, declaring a marriage) come up often.
        return legal[draw(_below(len(legal)))]

    return play_out(the_rules, dealer, deal, choose, context, chance)


# --- candidate actions -----------------------------------------------------------------

CHANCE_KINDS = (t.Deal, t.Cut, t.ExposedCard)
"""The chance actions: never in ``legal_actions``, applied at a chance node."""
CHANCE_REFUSALS = frozenset(
    {
        t.Reason.INVALID_DEAL,
        t.Reason.BOTTOM_CARD_MISPLACED,
        t.Reason.NOT_YOUR_TURN,
        t.Reason.MALFORMED_ACTION,
        t.Reason.WRONG_PHASE,
        t.Reason.DEAL_EXPECTED,
        t.Reason.CUT_EXPECTED,
    }
)
"""Why a chance action may be refused at a chance node: a deal that does not share out the
cards or forgets the kept bottom card (A9), a cut in another seat's name, or a chance
action of the other chance node (a cut when the deal is due, a deal before the cut)."""

_BID_VALUES = tuple(range(0, 401, 5))
"""All bid values 0..400 in steps of 5 (C4's classic step)."""

_SOME_CARDS = (t.DECK[0], t.DECK[9], t.DECK[20], t.DECK[23])
"""A few cards (9s, Kc, Qh, Ah) for the kinds of action that do not belong to the phase."""


def _values_near(state: t.RoundState) -> list[int]:
    """Bid and contract values on and just off the step, around every limit that matters.

    Every value 0..400 in steps of 5; every multiple of the rules' step from below the
    standing bid to above the maximum; and one either side of the standing bid, the
    minimum, the maximum and each cap C6 can give (120 plus any sum of marriage values,
    with or without the ace marriage's).
    """
    bidding = state.rules.bidding
    step = bidding.bid_step
    highest = state.highest_bid
    standing = state.contract or (highest[1] if highest else bidding.min_bid)
    values = set(_BID_VALUES)
    values.update(range(max(0, standing - 2 * step), bidding.max_bid + 3 * step, step))
    marriages = state.rules.play.marriage_values.by_index
    aces = state.rules.play.ace_marriage_value  # E3: four aces in the cap of C6
    caps = {
        120 + sum(v for i, v in enumerate(marriages) if held >> i & 1) + ace
        for held in range(16)
        for ace in (0, aces)
    }
    # 120 is among the caps: the dark minimum and dark cap (C9) are covered too.
    for base in (standing, bidding.min_bid, bidding.max_bid, *caps):
        for k in (-1, 0, 1, 2):
            values.update((base + k * step - 1, base + k * step, base + k * step + 1))
    return sorted(values)


def _few_values(state: t.RoundState) -> list[int]:
    bidding = state.rules.bidding
    return [0, bidding.min_bid, bidding.min_bid + bidding.bid_step, bidding.max_bid, 401]


@functools.lru_cache(maxsize=256)
def _candidates(
    players: int, phase: t.Phase, near: tuple[int, ...], few: tuple[int, ...]
) -> tuple[t.Action, ...]:
    """The part of :func:`candidate_actions` that depends only on its arguments (cached)."""
    seats = (*range(players), -1, players)
    out: list[t.Action] = []
    for seat in seats:
        real = 0 <= seat < players
        out.append(t.Pass(seat=seat))
        out.append(t.Concede(seat=seat))
        bids = near if real and phase is t.Phase.BIDDING else few
        out.extend(t.Bid(seat=seat, value=v) for v in bids)
        out.extend(t.Bid(seat=seat, value=v, blind=True) for v in bids)  # C8
        out.append(t.Look(seat=seat))
        contracts = near if real and phase is t.Phase.CONTRACT else few
        out.extend(t.DeclareContract(seat=seat, value=v) for v in contracts)
        play_cards = t.DECK if real and phase is t.Phase.PLAYING else _SOME_CARDS
        for card in play_cards:
            out.append(t.PlayCard(seat=seat, card=card))
            out.append(t.PlayCard(seat=seat, card=card, declare=True))
        if real and phase is t.Phase.EXCHANGE:
            out.extend(t.GiveCard(seat=seat, to=to, card=c) for to in seats for c in t.DECK)
            out.extend(t.Discard(seat=seat, card=c) for c in t.DECK)
        else:
            out.extend(
                t.GiveCard(seat=seat, to=to, card=c) for to in seats for c in _SOME_CARDS[:2]
            )
            out.extend(t.Discard(seat=seat, card=c) for c in _SOME_CARDS[:2])
        # A3: the talons as the deal lists them (two with two players), and no talon.
        out.extend(t.ChooseTalon(seat=seat, index=i) for i in (-1, 0, 1, 2))
        # The cutting (A9) and the redeal claims (B1-B3).
        cut_cards = t.DECK if real and phase is t.Phase.CUTTING else _SOME_CARDS
        out.extend(t.Cut(seat=seat, bottom=c) for c in cut_cards)
        out.extend((t.Recut(seat=seat), t.BuryJack(seat=seat), t.AcceptCut(seat=seat)))
        out.extend(t.ClaimRedeal(seat=seat, condition=c) for c in t.RedealCondition)
        out.append(t.DeclineRedeal(seat=seat))
    exposed = t.DECK if phase is t.Phase.DEALING else _SOME_CARDS
    out.extend(t.ExposedCard(card=c) for c in exposed)
    return tuple(out)


def candidate_actions(
    state: t.RoundState, extra: Sequence[t.Action] = (), *, exhaustive: bool = True
) -> list[t.Action]:
    """Actions of every kind for ``state``, legal or not, without duplicates.

    Every kind of action for every seat and for two values that are no seat (-1 and
    ``players``). For the kinds that belong to the current phase the list is exhaustive
    around the legal ones: bids (open and dark, C8) and contracts take the values of
    ``_values_near`` (on
    and off the step, around the standing bid, the minimum, the maximum and the caps);
    plays take every card with and without ``declare``; gifts every card to every seat;
    discards every card. Talons are chosen by every index from -1 to 2 in every phase.
    Kinds that do not belong to the phase get a few values each (all are refused for the
    phase); the cutting's (A9) and the redeal claims' kinds (B1) for every seat, every
    condition. The dealt deal and a fresh valid one are included; so are
    ``legal_actions(state)`` and ``extra``, so the list holds every legal action.

    Args:
        state: the state.
        extra: more actions to include.
        exhaustive: ``False`` gives bids and contracts only a few values in every phase.
    """
    phase = state.phase
    wide = exhaustive and phase in (t.Phase.BIDDING, t.Phase.CONTRACT)
    near = _values_near(state) if wide else _few_values(state)
    out = list(_candidates(state.players, phase, tuple(near), tuple(_few_values(state))))
    out.append(deal_from_order(state.rules, t.DECK, state.dealer))
    out.extend(a for a in state.log if isinstance(a, t.Deal))
    out.extend(t.legal_actions(state))
    out.extend(extra)
    return list(dict.fromkeys(out))


# --- games -------------------------------------------------------------------------------

_INTERESTING_SCORES = (0, 60, 455, 540, -455, -100, 300, 760, 850, 870)


def tricks_of(rules: t.Rules) -> int:
    """The tricks of a deal played out, as the catalogue counts them (A2, A3, A5)."""
    if rules.players != 2:
        return 8
    mode = rules.dealing.two_player_deal
    if mode is t.TwoPlayerDeal.TWO_TALONS:
        return 11 if rules.dealing.two_talon_exchange is t.TwoTalonExchange.GIVE_ONE else 10
    return {t.TwoPlayerDeal.DUMMY: 8, t.TwoPlayerDeal.NINE_CARDS: 10}.get(mode, 12)


def filler_summary(rules: t.Rules, dealer: int) -> t.RoundSummary:
    """A possible summary of a deal dealt by ``dealer``: the seat left of the dealer made
    the minimum; the card points shared evenly among the seats that play."""
    n = rules.players
    sitting = dealer if n == 4 else None
    playing = [(dealer + i) % n for i in range(1, n + 1) if (dealer + i) % n != sitting]
    total = tricks_of(rules)
    tricks = [0] * n
    points = [0] * n
    for i, seat in enumerate(playing):
        tricks[seat] = total - 2 * (len(playing) - 1) if i == 0 else 2
        points[seat] = 120 // len(playing)
    return t.RoundSummary(
        declarer=playing[0],
        contract=rules.bidding.min_bid,
        card_points=tuple(points),
        tricks=tuple(tricks),
        last_trick=playing[0],  # E6
        sitting_out=sitting,
    )


@st.composite
def games_in_progress(draw: st.DrawFn, rules: t.Rules) -> t.GameState:
    """A game of ``rules`` at a drawn position, as a score keeper joining a game might
    find it: scores near the dump truck and the barrel, seats on the barrel with some
    attempts spent, bolts, falls and concessions; sometimes a fresh game (with its
    golden round, if any).

    The position keeps the game's invariants: a seat is on the barrel exactly when its
    score is the threshold, and nobody has reached the target.
    """
    n = rules.players
    dealer = draw(_below(n))
    game = t.new_game(rules, first_dealer=dealer)
    g = rules.game_scoring
    if draw(_ints(0, 1 if g.golden_round else 3)) == 0:
        return game
    threshold = g.barrel_threshold
    scores = []
    on_barrel = []
    for _ in range(n):
        sit = threshold is not None and draw(_ints(0, 3)) == 0
        if sit:
            assert threshold is not None
            scores.append(threshold)
        else:
            score = draw(_choice(_INTERESTING_SCORES))
            limit = g.target if threshold is None else threshold
            if score >= limit or (g.win is t.WinCondition.EXCEED and score > g.target):
                score = min(score, limit - 5)
            scores.append(score)
        on_barrel.append(sit)
    attempts = tuple(draw(_ints(0, g.barrel_attempts - 1)) if sit else 0 for sit in on_barrel)
    # Pretend the golden round (if any) was played, so that the game goes on normally.
    past = filler_summary(rules, dealer)
    filler = t.RoundEntry(
        number=0,
        dealer=dealer,
        result=t.score_round(rules, past),
        events=((),) * n,
        scores=tuple(scores),
    )
    return attrs.evolve(
        game,
        scores=tuple(scores),
        on_barrel=tuple(on_barrel),
        barrel_attempts=attempts,
        bolts=tuple(draw(_ints(0, 2)) for _ in range(n)),
        barrel_falls=tuple(draw(_ints(0, max(0, g.barrel_falls_to_zero - 1))) for _ in range(n)),
        concedes=tuple(draw(_choice((0, 0, 1, 2))) for _ in range(n)),
        rounds=(filler,) * (n if g.golden_round else 1),
        redeals=draw(_ints(0, 2)),  # B4: a bad hand may be one redeal away
    )


# --- records ---------------------------------------------------------------------------

_JSON_LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**6), 10**6), st.text(max_size=8)
)
JSON_VALUES = st.recursive(
    _JSON_LEAVES,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)
"""JSON values (no floats: they do not always survive a text round trip unchanged)."""


_EXTRA_KEYS = st.text(st.sampled_from("abcxyz_-09é"), max_size=6).map(lambda k: "_" + k)
"""Free-form keys: one word after the underscore, as the text format writes them."""


@st.composite
def round_records(draw: st.DrawFn, *, metadata: bool = True) -> t.RoundRecord:
    """The record of a random playout (in a drawn game context) cut at a drawn point,
    with drawn metadata."""
    playout = draw(playouts(with_context=True))
    state = playout.states[draw(_below(len(playout.states)))]
    if not metadata or not draw(st.booleans()):
        return t.record_of(state)
    names = st.text(min_size=1, max_size=10)
    return t.record_of(
        state,
        players=draw(st.lists(names, min_size=state.players, max_size=state.players)),
        date=draw(st.one_of(st.none(), st.dates().map(str), st.text(max_size=12))),
        extra=draw(st.dictionaries(_EXTRA_KEYS, JSON_VALUES, max_size=3)),
    )
