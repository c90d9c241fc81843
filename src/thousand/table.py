"""A deal as a person sees it at the table: hands, the trick, the auction, the scores.

:func:`format_state` draws the whole table (every hand face up, as the referee sees
it), :func:`format_view` what one seat sees (its own hand, how many cards the others
hold). ``str()`` of a :class:`~thousand.RoundState` or a :class:`~thousand.PlayerView`
is this text; ``repr()`` stays the short technical form. Seats are written as the
notation writes them, ``p1`` for seat 0; cards with their suit symbols (``A♥``), or
with letters (``Ah``) when ``ascii`` is true, each hand sorted by suit, strongest first;
``ascii`` also sets the parts of a line apart with ``|`` rather than ``·``, so that the
text is ASCII throughout (English only). ``locale`` writes the table in Russian or Polish
(cards in that language's letters, :class:`~thousand.i18n.Letters`), ``names`` calls the
seats by their players' names.

>>> import random, thousand as t
>>> rules = t.Rules()
>>> s = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(7)))
>>> print(t.format_view(t.view(s, 2)))
dealer p1 · bidding · p3 to act
auction   p2 on 100
hand p3   K♠ Q♠ J♠  A♣ K♣  A♦  Q♥
cards     p1 7 · p2 7 · p3 7 · talon 3
>>> print(t.format_view(t.view(s, 2), locale="pl", names=["Ala", "Bartek", "Celina"]))
rozdaje Ala · licytacja · ruch: Celina
licytacja     Bartek na 100
ręka Celina   K♠ D♠ W♠  A♣ K♣  A♦  D♥
karty         Ala 7 · Bartek 7 · Celina 7 · musik 3
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from thousand.actions import Bid
from thousand.cards import SUITS, Card, Suit, checked_cards
from thousand.errors import not_a_deal, wrong_type
from thousand.lang.cards import Letters, ascii_only, letters_of
from thousand.lang.cards import format_card as lang_card
from thousand.lang.locale import Locale, locale_of
from thousand.lang.seats import checked_names, seat_name
from thousand.lang.table_texts import KINDS, OUTCOMES, PHASES, TABLE
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


def format_card(
    card: Card,
    *,
    ascii: bool = False,
    locale: Locale | str = Locale.EN,
    letters: Letters | str | None = None,
) -> str:
    """One card as the table shows it: ``A♥``, or ``Ah`` when ``ascii`` is true.

    >>> from thousand import Card
    >>> from thousand.table import format_card
    >>> format_card(Card.TEN_OF_CLUBS), format_card(Card.TEN_OF_CLUBS, ascii=True)
    ('T♣', 'Tc')
    >>> format_card(Card.TEN_OF_CLUBS, locale="pl"), format_card(Card.ACE_OF_CLUBS, locale="ru")
    ('10♣', 'Т♣')
    """
    if type(card) is not Card:
        raise wrong_type("format_card", "a card (a Card)", card)
    return lang_card(card, locale, letters=letters, ascii=ascii)


def format_hand(
    cards: Iterable[Card],
    *,
    ascii: bool = False,
    locale: Locale | str = Locale.EN,
    letters: Letters | str | None = None,
) -> str:
    """A hand sorted by suit (♠ ♣ ♦ ♥), strongest first, two spaces between suits.

    >>> from thousand import parse_cards
    >>> from thousand.table import format_hand
    >>> format_hand(parse_cards("9h Ah Ks Tc Js Kh"))
    'K♠ J♠  T♣  A♥ K♥ 9♥'
    >>> format_hand(parse_cards("9h Ah Ks Tc Js Kh"), locale="ru")
    'К♠ В♠  10♣  Т♥ К♥ 9♥'
    """
    where = locale_of(locale)
    by_suit: dict[Suit, list[Card]] = {}
    for card in sorted(checked_cards("format_hand", cards), reverse=True):
        by_suit.setdefault(card.suit, []).append(card)
    return "  ".join(
        " ".join(lang_card(card, where, letters=letters, ascii=ascii) for card in by_suit[suit])
        for suit in SUITS
        if suit in by_suit
    )


def _is_a(value: object, module: str, name: str) -> bool:
    """Whether ``value`` is an instance of the class ``name`` of ``module``.

    This module sits below the state and the views, whose ``str()`` it writes: it names
    their classes rather than importing them.
    """
    return any(k.__module__ == module and k.__qualname__ == name for k in type(value).__mro__)


def seat_label(seat: int, names: Sequence[str] | None = None) -> str:
    """A seat as text for people writes it, as the notation does: ``p1`` for seat 0.

    With ``names``, the seat's player's name (:func:`~thousand.lang.seats.seat_name`).
    """
    return seat_name(seat, names)


@attrs.frozen
class _Style:
    """How one table is written: its language, cards, names and separators."""

    locale: Locale
    ascii: bool
    letters: Letters
    names: tuple[str, ...] | None
    width: int

    def seat(self, seat: int) -> str:
        return seat_name(seat, self.names)

    def word(self, key: str, **values: object) -> str:
        return TABLE[key].format(self.locale, **values)

    def head(self, key: str) -> str:
        """A line's heading, padded so that the lines' contents start in one column."""
        return f"{TABLE[key][self.locale]:<{self.width}}"

    def card(self, card: Card) -> str:
        return lang_card(card, self.locale, letters=self.letters, ascii=self.ascii)

    def hand(self, cards: Iterable[Card]) -> str:
        return format_hand(cards, ascii=self.ascii, locale=self.locale, letters=self.letters)

    def suit(self, suit: Suit) -> str:
        return suit.value if self.ascii else suit.symbol


def _style(
    locale: Locale | str, ascii: bool, names: object, letters: Letters | str | None
) -> _Style:
    where = locale_of(locale)
    if ascii:
        ascii_only(where)
    named = checked_names(names)
    width = max(10, 2 + max(len(TABLE[key][where]) for key in _HEADINGS))
    if named:
        width = max(width, len(TABLE["hand"][where]) + 2 + max(len(name) for name in named))
    return _Style(where, ascii, letters_of(letters, where), named, width)


_HEADINGS = ("auction", "contract", "trick", "cards", "talon", "taken", "scores", "result")


def _heading(style: _Style, dealer: int, phase: Phase, to_act: int | None) -> str:
    line = f"{style.word('heading', dealer=style.seat(dealer))} · {PHASES[phase][style.locale]}"
    if to_act is None:
        return line
    return f"{line} · {style.word('to_act', seat=style.seat(to_act))}"


def _auction(
    style: _Style, bids: Sequence[Bid | Pass], highest: tuple[int, int] | None, phase: Phase
) -> str | None:
    """The auction so far; the opening bid a seat holds before anybody bids (C1)."""
    if phase is Phase.DEALING or phase is Phase.CUTTING:
        return None
    words = []
    if highest is not None and not any(isinstance(b, Bid) for b in bids):
        words.append(style.word("on", seat=style.seat(highest[0]), value=highest[1]))
    for bid in bids:
        if isinstance(bid, Bid):
            dark = f" {style.word('dark')}" if bid.blind else ""
            words.append(f"{style.seat(bid.seat)} {bid.value}{dark}")
        else:
            words.append(f"{style.seat(bid.seat)} {style.word('pass')}")
    return style.head("auction") + " · ".join(words) if words else None


def _contract(style: _Style, view: RoundState | PlayerView) -> str | None:
    """The contract, the trump and the declarations of every kind (E2-E4)."""
    declarer, contract = view.declarer, view.contract
    if declarer is None or contract is None:
        return None
    line = f"{style.head('contract')}{style.seat(declarer)} {contract}"
    if view.trump is not None:
        line += f" · {style.word('trump')} {style.suit(view.trump)}"
    if view.declarations:
        line += f" · {style.word('declared')} " + ", ".join(
            f"{style.seat(d.seat)} {style.suit(d.suit)}"
            + ("" if d.kind is MarriageKind.MARRIAGE else f" {KINDS[d.kind][style.locale]}")
            for d in view.declarations
        )
    return line + (f" · {style.word('conceded')}" if view.conceded else "")


def _trick(style: _Style, trick: Sequence[tuple[int, Card]], winner: int | None) -> str | None:
    if not trick or winner is None:
        return None
    plays = " · ".join(f"{style.seat(seat)} {style.card(card)}" for seat, card in trick)
    led = style.word("led", leader=style.seat(trick[0][0]), winner=style.seat(winner))
    return f"{style.head('trick')}{plays}  {led}"


def _taken(style: _Style, tricks: Sequence[Trick], players: int) -> str | None:
    if not tricks:
        return None
    counts = [0] * players
    points = [0] * players
    for trick in tricks:
        counts[trick.winner] += 1
        points[trick.winner] += trick.points
    return style.head("taken") + " · ".join(
        f"{style.seat(seat)} {counts[seat]} ({points[seat]})" for seat in range(players)
    )


def _scores(style: _Style, context: RoundContext, partnerships: bool = False) -> str | None:
    if not context.scores:
        return None
    line = style.head("scores") + " · ".join(
        f"{style.seat(seat)} {score}" for seat, score in enumerate(context.scores)
    )
    if partnerships:  # A13: the team totals after the seats' own
        first, second = team_totals(context.scores)
        line += (
            f" · {style.word('teams')} {style.seat(0)}+{style.seat(2)} {first}"
            f" {style.seat(1)}+{style.seat(3)} {second}"
        )
    if context.barrel:
        line += f" · {style.word('barrel')} " + " ".join(
            style.seat(seat) for seat in context.barrel
        )
    return line


def _lines(*lines: str | None, ascii: bool) -> str:
    text = "\n".join(line for line in lines if line is not None)
    # The parts of a line are set apart by a middle dot, which an ASCII-only terminal
    # cannot show: ``ascii`` writes a bar.
    return text.replace(" · ", " | ") if ascii else text


def format_state(
    state: RoundState,
    *,
    ascii: bool = False,
    locale: Locale | str = Locale.EN,
    names: Sequence[str] | None = None,
    letters: Letters | str | None = None,
) -> str:
    """The table of ``state`` as the referee sees it: every hand and the talon face up.

    The heading (dealer, phase, who is to act), the auction so far, the contract and
    trump, the current trick with who led and who is winning it, each hand, the talon
    before it is taken, the tricks taken (with their card points) and the scores the deal
    started from, each line only when it says something.

    Args:
        state: the deal.
        ascii: write cards with letters (``Ah``) instead of suit symbols (English only).
        locale: the language (:func:`~thousand.i18n.locale_of`).
        names: the players' names, by seat; ``p1``, ``p2``, ... without.
        letters: the rank letters (:class:`~thousand.i18n.Letters`); ``None``, the
            language's default.

    Raises:
        StateError: ``state`` is not a :class:`~thousand.RoundState` (reason
            ``malformed_action``).
        LocaleError: an unknown locale, or ``ascii`` in a language that is not English.
        NotationError: ``names`` or ``letters`` is not what it should be.

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
    style = _style(locale, ascii, names, letters)
    rows = [
        f"{style.seat(seat) + ' ':<{style.width}}{style.hand(state.hand(seat))}".rstrip()
        for seat in range(state.players)
        if state.hand(seat)
    ]
    talon = None
    if state.talons and state.phase in (Phase.BIDDING, Phase.REDEAL, Phase.TALON):
        talon = style.head("talon") + "  |  ".join(style.hand(t) for t in state.talons)
    return _lines(
        _heading(style, state.dealer, state.phase, state.to_act),
        _auction(style, state.bids, state.highest_bid, state.phase),
        _contract(style, state),
        _trick(style, state.trick, state.trick_winner),
        *rows,
        talon,
        _taken(style, state.tricks, state.players),
        _scores(style, state.context, state.rules.dealing.partnerships),
        ascii=ascii,
    )


def format_view(
    view: PlayerView,
    *,
    ascii: bool = False,
    locale: Locale | str = Locale.EN,
    names: Sequence[str] | None = None,
    letters: Letters | str | None = None,
) -> str:
    """The table as one seat sees it: its own hand, the others' counts of cards.

    The heading (dealer, phase, who is to act), the auction so far, the contract and
    trump, the current trick with who led and who is winning it, this seat's hand
    (sorted by suit), how many cards each seat holds, the talon's cards this seat has
    seen, the tricks taken (with their card points), the scores the deal started from
    and, once the deal is over, what it scored.

    Args:
        view: a seat's view, or a spectator's (no hand).
        ascii: write cards with letters (``Ah``) instead of suit symbols (English only).
        locale: the language (:func:`~thousand.i18n.locale_of`).
        names: the players' names, by seat; ``p1``, ``p2``, ... without.
        letters: the rank letters (:class:`~thousand.i18n.Letters`); ``None``, the
            language's default.

    Raises:
        StateError: ``view`` is not a :class:`~thousand.PlayerView` (reason
            ``malformed_action``).
        LocaleError: an unknown locale, or ``ascii`` in a language that is not English.
        NotationError: ``names`` or ``letters`` is not what it should be.

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
    style = _style(locale, ascii, names, letters)
    hand = None
    if view.hand:
        own = f"{style.word('hand')} {style.seat(view.seat or 0)}"
        hand = f"{own:<{style.width}}{style.hand(view.hand)}"
    counts = [
        f"{style.seat(seat)} {size}"
        for seat, size in enumerate(view.hand_sizes)
        if seat in view.seats
    ]
    talon = None
    if view.talons and view.phase in (Phase.BIDDING, Phase.REDEAL, Phase.TALON):
        counts.append(f"{style.word('talon')} {sum(len(t) for t in view.talons)}")
        seen = [card for pile in view.talons for card in pile if card is not None]
        if seen:
            talon = style.head("talon") + style.hand(seen)
    result = None
    if view.result is not None:
        changes = " · ".join(
            f"{style.seat(seat)} {change:+d}"
            for seat, change in enumerate(view.result.score_changes)
        )
        r = view.result
        outcome = OUTCOMES[r.outcome][style.locale]
        if r.declarer is not None:
            verdict = "conceded" if r.conceded else ("made" if r.made else "down")
            outcome = f"{style.seat(r.declarer)} {r.contract} {style.word(verdict)}"
        result = f"{style.head('result')}{outcome} · {changes}"
    return _lines(
        _heading(style, view.dealer, view.phase, view.to_act),
        _auction(style, view.bids, view.highest_bid, view.phase),
        _contract(style, view),
        _trick(style, view.trick, view.trick_winner),
        hand,
        style.head("cards") + " · ".join(counts) if any(view.hand_sizes) else None,
        talon,
        _taken(style, view.tricks, view.players),
        _scores(style, view.context, view.rules.dealing.partnerships),
        result,
        ascii=ascii,
    )
