"""A deal as a person sees it at the table: hands, the trick, the auction, the scores.

:func:`format_state` draws the whole table (every hand face up, as the referee sees
it), :func:`format_view` what one seat sees (its own hand, how many cards the others
hold). ``str()`` of a :class:`~thousand.RoundState` or a :class:`~thousand.PlayerView`
is this text; ``repr()`` stays the short technical form. Seats are written as the
notation writes them, ``p1`` for seat 0; cards with their suit symbols (``A♥``), or
with letters (``Ah``) when ``ascii`` is true, each hand sorted by suit, strongest first;
``ascii`` also sets the parts of a line apart with ``|`` rather than ``·``, so that the
text is ASCII throughout.

>>> import random, thousand as t
>>> rules = t.Rules()
>>> s = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(7)))
>>> print(t.format_view(t.view(s, 2)))
dealer p1 · bidding · p3 to act
auction   p2 on 100
hand p3   K♠ Q♠ J♠  A♣ K♣  A♦  Q♥
cards     p1 7 · p2 7 · p3 7 · talon 3
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thousand.actions import Bid
from thousand.cards import SUITS, Card, Suit, checked_cards
from thousand.errors import not_a_deal, wrong_type
from thousand.round.facts import Phase
from thousand.rules.dealing import team_totals
from thousand.rules.play import MarriageKind

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from thousand.actions import Pass
    from thousand.round.context import RoundContext
    from thousand.round.played import Trick
    from thousand.state import RoundState
    from thousand.views.player_view import PlayerView

__all__ = ["format_card", "format_hand", "format_state", "format_view"]


def format_card(card: Card, *, ascii: bool = False) -> str:
    """One card as the table shows it: ``A♥``, or ``Ah`` when ``ascii`` is true.

    >>> from thousand import Card
    >>> from thousand.table import format_card
    >>> format_card(Card.TEN_OF_CLUBS), format_card(Card.TEN_OF_CLUBS, ascii=True)
    ('T♣', 'Tc')
    """
    if type(card) is not Card:
        raise wrong_type("format_card", "a card (a Card)", card)
    return str(card) if ascii else card.symbol


def format_hand(cards: Iterable[Card], *, ascii: bool = False) -> str:
    """A hand sorted by suit (♠ ♣ ♦ ♥), strongest first, two spaces between suits.

    >>> from thousand import parse_cards
    >>> from thousand.table import format_hand
    >>> format_hand(parse_cards("9h Ah Ks Tc Js Kh"))
    'K♠ J♠  T♣  A♥ K♥ 9♥'
    """
    by_suit: dict[Suit, list[Card]] = {}
    for card in sorted(checked_cards("format_hand", cards), reverse=True):
        by_suit.setdefault(card.suit, []).append(card)
    return "  ".join(
        " ".join(format_card(card, ascii=ascii) for card in by_suit[suit])
        for suit in SUITS
        if suit in by_suit
    )


def _is_a(value: object, module: str, name: str) -> bool:
    """Whether ``value`` is an instance of the class ``name`` of ``module``.

    This module sits below the state and the views, whose ``str()`` it writes: it names
    their classes rather than importing them.
    """
    return any(k.__module__ == module and k.__qualname__ == name for k in type(value).__mro__)


def seat_label(seat: int) -> str:
    """A seat as text for people writes it, as the notation does: ``p1`` for seat 0."""
    return f"p{seat + 1}"


def _suit(suit: Suit, ascii: bool) -> str:
    return suit.value if ascii else suit.symbol


def _heading(dealer: int, phase: Phase, to_act: int | None) -> str:
    line = f"dealer {seat_label(dealer)} · {phase.value}"
    return line + (f" · {seat_label(to_act)} to act" if to_act is not None else "")


def _auction(
    bids: Sequence[Bid | Pass], highest: tuple[int, int] | None, phase: Phase
) -> str | None:
    """The auction so far; the opening bid a seat holds before anybody bids (C1)."""
    if phase is Phase.DEALING or phase is Phase.CUTTING:
        return None
    words = []
    if highest is not None and not any(isinstance(b, Bid) for b in bids):
        words.append(f"{seat_label(highest[0])} on {highest[1]}")
    for bid in bids:
        if isinstance(bid, Bid):
            words.append(f"{seat_label(bid.seat)} {bid.value}" + (" dark" if bid.blind else ""))
        else:
            words.append(f"{seat_label(bid.seat)} pass")
    return "auction   " + " · ".join(words) if words else None


def _contract(view: RoundState | PlayerView, ascii: bool) -> str | None:
    """The contract, the trump and the declarations of every kind (E2-E4)."""
    declarer, contract = view.declarer, view.contract
    if declarer is None or contract is None:
        return None
    line = f"contract  {seat_label(declarer)} {contract}"
    if view.trump is not None:
        line += f" · trump {_suit(view.trump, ascii)}"
    if view.declarations:
        line += " · declared " + ", ".join(
            f"{seat_label(d.seat)} {_suit(d.suit, ascii)}"
            + ("" if d.kind is MarriageKind.MARRIAGE else f" {d.kind.value.replace('_', ' ')}")
            for d in view.declarations
        )
    return line + (" · conceded" if view.conceded else "")


def _trick(trick: Sequence[tuple[int, Card]], winner: int | None, ascii: bool) -> str | None:
    if not trick or winner is None:
        return None
    plays = " · ".join(
        f"{seat_label(seat)} {format_card(card, ascii=ascii)}" for seat, card in trick
    )
    return f"trick     {plays}  ({seat_label(trick[0][0])} led, {seat_label(winner)} winning)"


def _taken(tricks: Sequence[Trick], players: int) -> str | None:
    if not tricks:
        return None
    counts = [0] * players
    points = [0] * players
    for trick in tricks:
        counts[trick.winner] += 1
        points[trick.winner] += trick.points
    return "taken     " + " · ".join(
        f"{seat_label(seat)} {counts[seat]} ({points[seat]})" for seat in range(players)
    )


def _scores(context: RoundContext, partnerships: bool = False) -> str | None:
    if not context.scores:
        return None
    line = "scores    " + " · ".join(
        f"{seat_label(seat)} {score}" for seat, score in enumerate(context.scores)
    )
    if partnerships:  # A13: the team totals after the seats' own
        first, second = team_totals(context.scores)
        line += f" · teams p1+p3 {first} p2+p4 {second}"
    if context.barrel:
        line += " · barrel " + " ".join(seat_label(seat) for seat in context.barrel)
    return line


def _lines(*lines: str | None, ascii: bool) -> str:
    text = "\n".join(line for line in lines if line is not None)
    # The parts of a line are set apart by a middle dot, which an ASCII-only terminal
    # cannot show: ``ascii`` writes a bar.
    return text.replace(" · ", " | ") if ascii else text


def format_state(state: RoundState, *, ascii: bool = False) -> str:
    """The table of ``state`` as the referee sees it: every hand and the talon face up.

    The heading (dealer, phase, who is to act), the auction so far, the contract and
    trump, the current trick with who led and who is winning it, each hand, the talon
    before it is taken, the tricks taken (with their card points) and the scores the deal
    started from, each line only when it says something.

    Args:
        state: the deal.
        ascii: write cards with letters (``Ah``) instead of suit symbols.

    Raises:
        StateError: ``state`` is not a :class:`~thousand.RoundState` (reason
            ``malformed_action``).

    >>> import thousand as t
    >>> d = t.Deal.parse(["As Ks Qs Ac Kc Qc Ad", "Ts Js 9s Tc Jc 9c Td",
    ...                   "9d Jd Qd Kd Ah Kh Qh"], ["Th Jh 9h"])
    >>> s = t.new_round(t.Rules(), 0, context=t.RoundContext(scores=(120, 35, 480)))
    >>> s = t.apply_all(s, [d, t.Bid(seat=2, value=105), t.Pass(seat=0), t.Pass(seat=1)])
    >>> print(t.format_state(s))
    dealer p1 · exchange · p3 to act
    auction   p3 105 · p1 pass · p2 pass
    contract  p3 105
    p1        A♠ K♠ Q♠  A♣ K♣ Q♣  A♦
    p2        T♠ J♠ 9♠  T♣ J♣ 9♣  T♦
    p3        K♦ Q♦ J♦ 9♦  A♥ T♥ K♥ Q♥ J♥ 9♥
    scores    p1 120 · p2 35 · p3 480
    >>> s = t.apply_all(s, [t.GiveCard(seat=2, to=0, card=t.Card.parse("9d")),
    ...     t.GiveCard(seat=2, to=1, card=t.Card.parse("Jd")),
    ...     t.DeclareContract(seat=2, value=120),
    ...     t.PlayCard(seat=2, card=t.Card.parse("Ah")),
    ...     t.PlayCard(seat=0, card=t.Card.parse("As")),
    ...     t.PlayCard(seat=1, card=t.Card.parse("Ts")),
    ...     t.PlayCard(seat=2, card=t.Card.parse("Kh"), declare=True),
    ...     t.PlayCard(seat=0, card=t.Card.parse("Ks"))])
    >>> print(t.format_state(s, ascii=True))
    dealer p1 | playing | p2 to act
    auction   p3 105 | p1 pass | p2 pass
    contract  p3 120 | trump h | declared p3 h
    trick     p3 Kh | p1 Ks  (p3 led, p3 winning)
    p1        Qs  Ac Kc Qc  Ad 9d
    p2        Js 9s  Tc Jc 9c  Td Jd
    p3        Kd Qd  Th Qh Jh 9h
    taken     p1 0 (0) | p2 0 (0) | p3 1 (32)
    scores    p1 120 | p2 35 | p3 480
    """
    if not _is_a(state, "thousand.state", "RoundState"):
        raise not_a_deal("format_state", state)
    rows = [
        f"{seat_label(seat) + ' ':<10}{format_hand(state.hand(seat), ascii=ascii)}".rstrip()
        for seat in range(state.players)
        if state.hand(seat)
    ]
    talon = None
    if state.talons and state.phase in (Phase.BIDDING, Phase.REDEAL, Phase.TALON):
        talon = "talon     " + "  |  ".join(format_hand(t, ascii=ascii) for t in state.talons)
    return _lines(
        _heading(state.dealer, state.phase, state.to_act),
        _auction(state.bids, state.highest_bid, state.phase),
        _contract(state, ascii),
        _trick(state.trick, state.trick_winner, ascii),
        *rows,
        talon,
        _taken(state.tricks, state.players),
        _scores(state.context, state.rules.dealing.partnerships),
        ascii=ascii,
    )


def format_view(view: PlayerView, *, ascii: bool = False) -> str:
    """The table as one seat sees it: its own hand, the others' counts of cards.

    The heading (dealer, phase, who is to act), the auction so far, the contract and
    trump, the current trick with who led and who is winning it, this seat's hand
    (sorted by suit), how many cards each seat holds, the talon's cards this seat has
    seen, the tricks taken (with their card points), the scores the deal started from
    and, once the deal is over, what it scored.

    Args:
        view: a seat's view, or a spectator's (no hand).
        ascii: write cards with letters (``Ah``) instead of suit symbols.

    Raises:
        StateError: ``view`` is not a :class:`~thousand.PlayerView` (reason
            ``malformed_action``).

    >>> import thousand as t
    >>> d = t.Deal.parse(["As Ks Qs Ac Kc Qc Ad", "Ts Js 9s Tc Jc 9c Td",
    ...                   "9d Jd Qd Kd Ah Kh Qh"], ["Th Jh 9h"])
    >>> s = t.apply_all(t.new_round(t.Rules(), 0), [d, t.Bid(seat=2, value=105)])
    >>> print(t.view(s, 0))
    dealer p1 · bidding · p1 to act
    auction   p3 105
    hand p1   A♠ K♠ Q♠  A♣ K♣ Q♣  A♦
    cards     p1 7 · p2 7 · p3 7 · talon 3
    >>> s = t.bots.play_to_end(t.apply_all(s, [t.Pass(seat=0), t.Pass(seat=1)]))
    >>> print(t.format_view(t.view(s, 0)))
    dealer p1 · over
    auction   p3 105 · p1 pass · p2 pass
    contract  p3 105 · trump ♣ · declared p3 ♥, p3 ♦, p1 ♣
    taken     p1 5 (86) · p2 1 (16) · p3 2 (18)
    result    p3 105 made · p1 +145 · p2 +15 · p3 +105
    """
    if not _is_a(view, "thousand.views.player_view", "PlayerView"):
        raise wrong_type("format_view", "a view (a PlayerView)", view)
    hand = None
    if view.hand:
        hand = f"{'hand ' + seat_label(view.seat or 0):<10}{format_hand(view.hand, ascii=ascii)}"
    counts = [
        f"{seat_label(seat)} {size}"
        for seat, size in enumerate(view.hand_sizes)
        if seat in view.seats
    ]
    talon = None
    if view.talons and view.phase in (Phase.BIDDING, Phase.REDEAL, Phase.TALON):
        counts.append(f"talon {sum(len(t) for t in view.talons)}")
        seen = [card for pile in view.talons for card in pile if card is not None]
        if seen:
            talon = "talon     " + format_hand(seen, ascii=ascii)
    result = None
    if view.result is not None:
        changes = " · ".join(
            f"{seat_label(seat)} {change:+d}"
            for seat, change in enumerate(view.result.score_changes)
        )
        r = view.result
        outcome = r.outcome.value.replace("_", " ")
        if r.declarer is not None:
            verdict = "conceded" if r.conceded else ("made" if r.made else "down")
            outcome = f"{seat_label(r.declarer)} {r.contract} {verdict}"
        result = f"result    {outcome} · {changes}"
    return _lines(
        _heading(view.dealer, view.phase, view.to_act),
        _auction(view.bids, view.highest_bid, view.phase),
        _contract(view, ascii),
        _trick(view.trick, view.trick_winner, ascii),
        hand,
        "cards     " + " · ".join(counts) if any(view.hand_sizes) else None,
        talon,
        _taken(view.tricks, view.players),
        _scores(view.context, view.rules.dealing.partnerships),
        result,
        ascii=ascii,
    )
