"""Helpers for the rule tests: deals written out, driven through the engine, checked.

* ``helpers.rounds``: deals from text, auctions and tricks from text, the checks of a
  refusal; the worked deals ``LAB`` and ``RUFF``.
* ``helpers.dark``: rules, deals and dark bids for the dark-bidding tests (C8, C9).
* ``helpers.games``: games at a chosen position and deals recorded from summaries.
* ``helpers.bots``: bots for the arena tests (one that raises, one that plays illegally).
"""
