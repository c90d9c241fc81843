"""Reference implementations of the rules, for the properties to compare the engine with.

Each is written from the rules reference in terms of the public API only, independent of
the engine's tables and masks:

* ``reference.bidding``: the auction, open and dark bids, looking and passing (C3-C9,
  C11, G13).
* ``reference.layouts``: the two- and four-player layouts, where each card lies and who
  takes what is left over (A3-A6).
* ``reference.play``: the trick-play variants (E1, E3-E6, the ace marriage in C6).
"""
