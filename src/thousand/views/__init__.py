"""What one seat may know: views for frontends and bots.

A :class:`PlayerView` holds what a seat may know of a deal and nothing more: its own
hand (once it has looked at it, when dark bidding is on: C8), the talon only once it
is shown, the card it received in the exchange (every card given, when the exchange is
passed face up: D15), every
played card, the auction, trump, marriages, tricks, hand sizes and who acts. Face-down
cards are absent, not flagged: a server that sends each client :func:`view` (never the
state) cannot leak a card. In the view's action log the other seats' hidden moves appear
as :class:`HiddenDeal`, :class:`HiddenGiveCard` and :class:`HiddenDiscard`, and the
bottom card only the dealer saw after the cut (A9) as :class:`HiddenCut`.

With four players the seat that sits out (the dealer, or as ``dealing.sitter`` says)
sees the talon from the deal on when the
rules say so (A7). With two players (A3) the talon not taken, the bank and the
discards stay face down until a deal played out is over, when they are turned up to be
scored (A4); the dummy's cards are never seen; of a stock each seat sees the cards it
drew.

A bottom card the dealer acted on (a nine cut again, a jack buried) or that cost the
cutter the penalty was shown to everybody; one the dealer keeps (it goes to the seat
dealt last) or is still deciding on is seen by the dealer alone. A seat that claims a
redeal on its hand lays the hand down (``claimed_hand``); a claim on the talon shows the
talon. Being asked whether it claims a redeal shows that a seat may claim one, as at a
table where the question is put to it. A deal that ends without being played (a redeal,
a penalty) turns up nothing more.

:func:`sample_world` turns a view back into a full :class:`~thousand.RoundState` that
agrees with it, for bots that search over the cards they cannot see (it lives in
``thousand.views.worlds``).

>>> import random, thousand as t
>>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(1)))
>>> v = t.view(s, 2)
>>> len(v.hand), v.hand_sizes, v.talons, v.to_act
(7, (7, 7, 7), ((None, None, None),), 2)
>>> v.legal_actions == t.legal_actions(s)
True
"""

from __future__ import annotations

from thousand.views.player_view import (
    HiddenCut,
    HiddenDeal,
    HiddenDiscard,
    HiddenGiveCard,
    PlayerView,
    SeenAction,
    public_view,
    view,
)

__all__ = [
    "HiddenCut",
    "HiddenDeal",
    "HiddenDiscard",
    "HiddenGiveCard",
    "PlayerView",
    "SeenAction",
    "public_view",
    "view",
]
