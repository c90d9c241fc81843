"""Whole games between bots under random rules, checked at every deal and every step.

Each example draws rules with :func:`strategies.rules` (every setting, the new ones too)
and plays a whole game to its end, a win or a draw (G18 ``draw``), between simple bots,
sometimes a mixed chooser (``test_game.mixed_chooser``: the simple bot with random legal
actions now and then), and, in a few examples, the search bot for one deal. It checks:

* every deal: the 24 cards are conserved at every state and a played-out deal holds 120
  card points (the bodies of ``test_properties``' properties, run on the deal); every
  action was in ``legal_actions`` and :func:`~thousand.check` accepted it; the view of
  every seat at the end shows exactly its hand, and swapping two cards it never saw
  changes nothing in it (``test_views``); the deal written down
  (``test_game.written_down``) scores as the engine scored it;
* every step of the game: each seat's events add up to its score change, by their
  documented amounts, and the position keeps its invariants (``test_game.check_events``,
  ``check_position``); the deal passes as documented (``test_game.next_dealer``);
* the whole game: it ends within :data:`DEAL_CAP` deals; it survives JSON
  (``loads(dumps(game)) == game``); its record replays to every game state, written as
  summaries (:func:`~thousand.record_of`) and as the deals' actions, each deal through
  the text notation (:func:`~thousand.format_record`, :func:`~thousand.parse_record`).

Why the rules are drawn with ``rules(ending=True)``: some rule sets that ``Rules()``
accepts make games between these bots endless, and a property over whole games needs
games that end. A least bid the cards cannot make (C5: 414 in steps of 69) fails every
contract, so every total falls for ever, or nobody bids and every deal is thrown in; a
barrel contract the cards cannot make (G5), with unlimited attempts (G16) and the
others standing still (G10), keeps the barrel player declaring for ever; redeal
thresholds far above the seeds' (B1: a hand below 45 points), or a two-player stock
of three-card hands (A3), let the bots claim a redeal nearly every deal; without an
obligatory bid (C1) the bots may pass every deal, and with marriages worth nothing (E2)
an obligatory 100 fails nearly every deal. A least bid of 2 under the lock (G15) with
the idle penalty (G19) keeps every total just below the target: the declarer gains only
its small contract and the others lose. ``ending=True`` keeps the least bid from 60 to
120 and the barrel contract at most 120, the redeal thresholds at the seeds' values, stock hands of
six cards or more, an obligatory bid and the classic marriage values; every other
setting is drawn as the other properties draw it. Random actions would make a game
drift without end too, so the mixed chooser holds one seat at most. The work is
bounded by a count of deals, never a clock.

``THOUSAND_GAME_SCALE=10`` (e.g. ``THOUSAND_GAME_SCALE=10 nox -s tests --
tests/test_variant_games.py``) plays ten times as many games.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import test_properties as deal_properties
import test_views as views
import thousand as t
from strategies import Playout, rules
from test_game import (
    check_events,
    check_position,
    mixed_chooser,
    next_dealer,
    team_total,
    written_down,
)
from thousand.serialization import dumps, loads

rule = pytest.mark.rule

_SCALE = float(os.environ.get("THOUSAND_GAME_SCALE", "1"))
_GAMES = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])

DEAL_CAP = 2000
"""The most deals a game may take: a high target with the lock can take several hundred."""

Bots = Sequence[t.bots.Bot]
Seating = Callable[[int], Bots]
"""The bots of each seat for deal ``n`` (from 0) of a game."""


def _body(test: Callable[..., Any]) -> Callable[[Playout], None]:
    """The test function under ``@given`` (hypothesis keeps it as ``inner_test``)."""
    inner: Callable[[Playout], None] = test.hypothesis.inner_test  # type: ignore[attr-defined]
    return inner


_CONSERVED = _body(deal_properties.test_24_cards_are_conserved_at_every_state)
_CARD_POINTS = _body(deal_properties.test_a_played_out_deal_has_120_card_points)
_FORMULAS = _body(deal_properties.test_score_changes_follow_the_formulas)


@attrs.frozen
class PlayedGame:
    """A game played to its end: the game after each deal, and each deal played."""

    games: tuple[t.GameState, ...]
    deals: tuple[Playout, ...]

    @property
    def game(self) -> t.GameState:
        return self.games[-1]


def play_deal(game: t.GameState, bots: Bots, rng: random.Random) -> Playout:
    """The next deal of ``game`` played by ``bots`` (one per seat), each from its own
    view, every action checked before it is applied."""
    state = t.next_round(game)
    states, actions = [state], []
    while not t.is_over(state):
        if t.is_chance(state):
            action: t.Action = t.chance_action(state, rng)
        else:
            seat = state.to_act
            assert seat is not None
            action = bots[seat](t.view(state, seat))
            assert action in t.legal_actions(state), (action, state)
        assert t.check(state, action) is None, (action, state)
        state = t.apply(state, action)
        actions.append(action)
        states.append(state)
    return Playout(
        rules=game.rules, dealer=game.dealer, actions=tuple(actions), states=tuple(states)
    )


def check_views(playout: Playout, rng: random.Random) -> None:
    """Every seat sees its own hand at the end (unless it never looked at it, C8), and
    no card it never saw: two such cards swapped in the deal's actions leave its view
    as it was."""
    final = playout.final
    for seat in range(final.players):
        v = t.view(final, seat)
        # C8: a seat that never looked at its cards (the deal thrown in while it bid
        # in the dark) has no hand in its view.
        assert v.hand == (() if seat in final.unseen else final.hand(seat))
        hidden = sorted(set(t.DECK) - views._seen_cards(v))
        if len(hidden) < 2:
            continue
        a, b = rng.sample(hidden, 2)
        try:
            other = t.apply_all(playout.states[0], views._relabel(final.log, a, b))
        except t.IllegalActionError:
            continue  # the swap breaks a play, a bid's cap or a marriage: not unseen
        if (other.phase, other.outcome, other.bottom_card is None) != (
            final.phase,
            final.outcome,
            final.bottom_card is None,
        ):
            continue  # the swap changes a redeal claim (B1-B3) or the cut (A9): seen
        w = t.view(other, seat)
        assert w == v, [
            (f.name, getattr(v, f.name), getattr(w, f.name))
            for f in attrs.fields(type(v))
            if getattr(v, f.name) != getattr(w, f.name)
        ]


def check_deal(playout: Playout, rng: random.Random) -> None:
    """The invariants of one deal (see the module's docstring)."""
    _CONSERVED(playout)
    _CARD_POINTS(playout)
    if not playout.final.golden:  # the formulas know no golden deal (G13)
        _FORMULAS(playout)
    check_views(playout, rng)
    final = playout.final
    assert t.score_round(final.rules, written_down(final)) == t.round_result(final)


def play_game(rules: t.Rules, bots: Seating, rng: random.Random, first_dealer: int) -> PlayedGame:
    """A whole game, every deal and every step checked, at most :data:`DEAL_CAP` deals."""
    game = t.new_game(rules, first_dealer=first_dealer)
    games: list[t.GameState] = [game]
    deals: list[Playout] = []
    check_position(rules, game)
    while not game.is_over:
        assert len(deals) < DEAL_CAP, f"no end after {DEAL_CAP} deals: {game.scores}"
        playout = play_deal(game, bots(len(deals)), rng)
        check_deal(playout, rng)
        after = t.record_round(game, t.round_result(playout.final))
        check_events(rules, game, after)
        check_position(rules, after)
        if not after.is_over:  # A13: neither team's total at the target (from 0 to here)
            target = rules.game_scoring.target + (rules.game_scoring.win is t.WinCondition.EXCEED)
            assert all(team_total(rules, after.scores, seat) < target for seat in (0, 1)), (
                after.scores,
                after.rounds[-1],
            )
        assert after.dealer == next_dealer(rules, game, after)
        games.append(after)
        deals.append(playout)
        game = after
    return PlayedGame(games=tuple(games), deals=tuple(deals))


def check_game(played: PlayedGame) -> None:
    """The whole game: its end, JSON, and its records replaying every game state."""
    game = played.game
    rules = game.rules
    assert game.is_over
    if game.winner is None:  # G18: only a draw ends a game without a winner
        assert game.is_draw
        assert rules.game_scoring.tie is t.Tie.DRAW
        assert not rules.dealing.partnerships  # A13: team totals decide
    assert loads(dumps(game), t.GameState) == game
    games = list(played.games)
    by_summary = t.record_of(game)
    assert list(t.replay(by_summary)) == games
    rounds = []
    for playout in played.deals:
        record = t.record_of(playout.final)
        parsed = t.parse_record(t.format_record(record))
        assert parsed == record
        rounds.append(parsed)
    by_cards = t.GameRecord(rules=rules, first_dealer=game.first_dealer, rounds=rounds)
    assert list(t.replay(by_cards)) == games
    assert loads(dumps(by_cards), t.GameRecord) == by_cards


@st.composite
def table(draw: st.DrawFn, players: int) -> list[t.bots.Bot]:
    """A bot per seat: the simple bot at most tables, a mixed chooser at one seat of the
    others (random actions at every seat would make a game drift without end)."""
    seats: list[t.bots.Bot] = [t.bots.simple_action] * players
    if draw(st.integers(0, 2)) == 0:
        seats[draw(st.integers(0, players - 1))] = draw(mixed_chooser())
    return seats


def _play_and_check(data: st.DataObject, the_rules: t.Rules) -> PlayedGame:
    bots = data.draw(table(the_rules.players), label="bots")
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    first = data.draw(st.integers(0, the_rules.players - 1), label="first dealer")
    played = play_game(the_rules, lambda _: bots, rng, first)
    check_game(played)
    return played


_LAYOUTS = {
    "two": rules(st.just(2), ending=True),
    "three": rules(st.just(3), ending=True),
    "four": rules(st.just(4), ending=True).filter(lambda r: not r.dealing.partnerships),
    "two_on_two": rules(st.just(4), ending=True).filter(lambda r: r.dealing.partnerships),
}


@rule("D9")
@rule("D11")
@rule("D14")
@rule("F8")
@rule("G15")
@rule("G16")
@rule("G18")
@rule("G19")
@settings(_GAMES, max_examples=max(1, round(24 * _SCALE)))
@given(rules(ending=True), st.data())
def test_whole_games_under_drawn_rules_keep_every_invariant(
    the_rules: t.Rules, data: st.DataObject
) -> None:
    _play_and_check(data, the_rules)


@rule("A11")
@rule("A12")
@rule("A13")
@rule("D9")
@rule("D11")
@rule("D14")
@rule("F8")
@rule("G15")
@rule("G16")
@rule("G18")
@rule("G19")
@pytest.mark.parametrize("layout", list(_LAYOUTS))
@settings(_GAMES, max_examples=max(1, round(8 * _SCALE)))
@given(st.data())
def test_whole_games_of_every_layout_keep_every_invariant(layout: str, data: st.DataObject) -> None:
    _play_and_check(data, data.draw(_LAYOUTS[layout], label="rules"))


@settings(_GAMES, max_examples=max(1, round(3 * _SCALE)))
@given(rules(ending=True), st.integers(0, 2), st.integers(0, 2**32 - 1))
def test_a_search_bot_plays_one_deal_of_a_whole_game(
    the_rules: t.Rules, deal: int, seed: int
) -> None:
    """The search bot holds every seat for one deal (one world a decision: cheap)."""
    simple = [t.bots.simple_action] * the_rules.players
    searching = [t.bots.SearchBot(worlds=1, seed=seed)] * the_rules.players
    played = play_game(
        the_rules,
        lambda n: searching if n == deal else simple,
        random.Random(seed),
        seed % the_rules.players,
    )
    check_game(played)
