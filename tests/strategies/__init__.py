"""Hypothesis strategies for ``thousand``: rules, deals, random legal playouts and more.

Every strategy here produces values through the public API only (``import thousand``),
so the properties that use them test what users see. The tests import every name from
the package (``from strategies import playouts, rules``); the modules hold them by area,
from the bottom up:

* :mod:`strategies.layouts`: the player counts (:data:`PLAYABLE_PLAYERS`, A1), the shape
  of a deal per layout (:data:`DEAL_SHAPES`, :func:`shape_of`, A2-A5) and the tricks of
  a deal played out (:func:`tricks_of`).
* :mod:`strategies.rules`: **Rules.** One strategy per group of :class:`~thousand.Rules`
  and :func:`rules` that combines them (the classic ``Rules()`` and the presets often);
  every combination ``Rules()`` accepts, with valid values *constructed*, never
  filtered.
* :mod:`strategies.deals`: **Deals.** Seeded, shuffled by hypothesis (and shrunk), and
  deals that gather the aces, the nines or a whole suit in one hand; :func:`dealers`.
* :mod:`strategies.games`: **Games.** :func:`contexts` draws what a deal knows of its
  game (scores, seats on the barrel, a golden deal); :func:`games_in_progress` draws a
  game at an interesting position for game-level properties.
* :mod:`strategies.playouts`: **Playouts.** :func:`playouts` plays one deal from its
  chance node to the end, choosing among ``legal_actions`` (drawn by hypothesis, or
  seeded); a :class:`Playout` holds the actions and every state on the way;
  :func:`play_out` is the plain function underneath, usable without hypothesis.
* :mod:`strategies.records`: **Records.** :func:`round_records` cuts a playout at a
  drawn point and adds metadata: every kind of :class:`~thousand.RoundRecord`.
* :mod:`strategies.candidates`: **Candidates.** :func:`candidate_actions` lists actions
  of every kind for a state, legal or not; properties compare it with
  ``legal_actions``.

``strategies._cached`` holds the few strategies built once and shared by the modules.

How later issues extend this package (keep the signatures; add, don't fork):

* **2 and 4 players (A1, A3-A5):** add the count to :data:`PLAYABLE_PLAYERS` and its
  shape to :data:`DEAL_SHAPES` (``layouts.py``); ``dealing_rules`` then draws it and
  every playout-based property runs for it (``dealers`` and the candidates already
  follow ``rules.players``). New actions (``ChooseTalon``, ``Discard``) join
  ``_candidates`` (``candidates.py``) next to the others, for the phase they belong to.
  (Done: every layout is in :data:`DEAL_SHAPES`, :func:`shape_of` gives a deal's shape,
  four-player deals are made for dealer 0 and turned by :func:`for_dealer`.)
* **More settings in a group:** add the field to that group's strategy in ``rules.py``
  with ``st.sampled_from`` / ``st.booleans`` / a constructed range; if some combinations
  are invalid, construct them valid the way :func:`bid_limits` does rather than
  ``.filter``-ing, and extend ``bid_limits_are_valid`` (or a sibling) in
  ``test_properties.py``, which checks that ``Rules()`` accepts exactly those.
* **Redeals (B):** ``redeal_rules`` is where redeal settings go (drawn to fit the
  bidding group: C1 ``none`` has nobody "on the hundred"); the cutting and the claims
  have their candidates in ``_candidates``. Dark bidding (C8, C9) is drawn by
  ``bidding_rules`` (``blind_fits`` says where the dark 120 is a bid); the candidates
  hold dark bids and :class:`~thousand.Look` for every seat; the reference rules of the
  auction are in ``reference/bidding.py``; the dark multiplier (F6) is checked by
  ``test_context_properties.py`` next to the golden one. ``_built_rules``
  (``rules.py``) makes the groups fit where the rules meet (no dealer's obligatory bid
  with four players, no first-hand dark bid without an obligatory bid).
"""

from __future__ import annotations

from .candidates import CHANCE_KINDS, CHANCE_REFUSALS, candidate_actions
from .deals import (
    ACES,
    NINES,
    ace_deal,
    ace_deals,
    deal_from_order,
    dealers,
    deals,
    gather,
    long_suit_deals,
    nine_deals,
    seeded_deals,
    shuffled_deals,
)
from .games import contexts, filler_summary, games_in_progress
from .layouts import (
    DEAL_SHAPES,
    PLAYABLE_PLAYERS,
    Shape,
    for_dealer,
    hand_piles,
    keeps_order,
    shape_of,
    tricks_of,
)
from .playouts import (
    Chance,
    Chooser,
    Playout,
    bottom_cards,
    dealing_state,
    first_chance,
    play_out,
    playouts,
    random_chance,
    seeded_play_out,
    strong_declarer_choice,
)
from .records import JSON_VALUES, round_records
from .rules import (
    MAX_BID_VALUE,
    NEGATIVE_SCORE_LIMITS,
    bid_limits,
    bidding_rules,
    blind_fits,
    dark_bid_limits,
    deal_scoring_rules,
    dealing_rules,
    game_scoring_rules,
    marriage_values,
    play_rules,
    redeal_rules,
    rules,
    talon_rules,
    variant_play_rules,
)

__all__ = [
    "ACES",
    "CHANCE_KINDS",
    "CHANCE_REFUSALS",
    "DEAL_SHAPES",
    "JSON_VALUES",
    "MAX_BID_VALUE",
    "NEGATIVE_SCORE_LIMITS",
    "NINES",
    "PLAYABLE_PLAYERS",
    "Chance",
    "Chooser",
    "Playout",
    "Shape",
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
