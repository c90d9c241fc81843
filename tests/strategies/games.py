"""Hypothesis strategies for games: a deal's game context, games at a drawn position.

:func:`contexts` draws what a deal knows of its game (scores, seats on the barrel, a
golden deal), for ``playouts(with_context=True)``; :func:`games_in_progress` draws a
game at an interesting position (near the dump truck, on the barrel, with bolts and
concessions) for game-level properties, with a :func:`filler_summary` for the deal it
pretends was played before.
"""

from __future__ import annotations

import attrs
from hypothesis import strategies as st

import thousand as t

from ._cached import _below, _choice, _ints
from .layouts import sitter_of, tricks_of


@st.composite
def contexts(draw: st.DrawFn, rules: t.Rules, dealer: int) -> t.RoundContext:
    """A :class:`~thousand.RoundContext` that fits ``rules``: the standalone deal often,
    else drawn scores (C7), seats on the barrel (C11, G5, D8), a golden deal (G13) for
    the seat left of the dealer and the concessions so far (D12), as a game would give
    them."""
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
    # D12: each seat's concessions so far, for the caps on concessions.
    concedes = draw(st.one_of(st.just(()), st.tuples(*[st.integers(0, 3) for _ in range(n)])))
    return t.RoundContext(scores=scores, barrel=barrel, golden=golden, concedes=concedes)


_INTERESTING_SCORES = (0, 60, 455, 540, -455, -100, 300, 760, 850, 870)


def filler_summary(rules: t.Rules, dealer: int) -> t.RoundSummary:
    """A possible summary of a deal dealt by ``dealer``: the seat left of the dealer made
    the minimum; the card points shared evenly among the seats that play."""
    n = rules.players
    sitting = sitter_of(rules, dealer) if n == 4 else None  # A5, A11
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
    # G16: without a limit any number of deals may have been spent on the barrel.
    spent = 5 if g.barrel_attempts is None else g.barrel_attempts - 1
    attempts = tuple(draw(_ints(0, spent)) if sit else 0 for sit in on_barrel)
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
