"""Two players with a stock (A3 ``stock``): drawing after each trick and free play.

After each trick the winner draws the stock's next card and the other player the one
after, as in Durak and in 66 / Schnapsen, until the stock is empty. While the stock
holds more than ``dealing.stock_follow_from`` cards nobody has to follow suit or trump
(``core.follow``) or to beat the trick (E5). The stock's order is the deal's: the
:class:`~thousand.Deal` lists it top first (the log's first entry, or the first after the
cutting, A9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.round.facts import deal_in

if TYPE_CHECKING:
    from thousand.round.facts import RoundFacts


def stock_left(d: RoundFacts) -> int:
    """The cards still in the stock."""
    return max(0, d.setup.stock_size - 2 * len(d.tricks))


def plays_freely(d: RoundFacts) -> bool:
    """Whether following suit is not yet compulsory: the stock holds enough cards."""
    setup = d.setup
    return bool(setup.stock_size) and stock_left(d) > setup.stock_follow


def draw(d: RoundFacts, hands: list[int], winner: int) -> None:
    """After the trick just taken (not yet in ``d.tricks``): the winner draws, then the other."""
    at = 2 * len(d.tricks)
    if at >= d.setup.stock_size:
        return
    deal = deal_in(d.log)
    assert deal is not None
    stock = deal.talons[0]
    loser = d.setup.next_seat[winner]
    hands[winner] |= 1 << stock[at]
    hands[loser] |= 1 << stock[at + 1]
