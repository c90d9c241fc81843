"""Pictures of the game as SVG: a card, a hand, a trick, the talon, a seat's view, a deal.

Every function returns the text of a whole SVG document (a :class:`Picture`, a
:class:`str` that Jupyter shows as a picture) and does nothing else: write it to a
file, send it to a browser, or let Jupyter show it (a :class:`~thousand.Card`, a
:class:`~thousand.PlayerView`, a :class:`~thousand.RoundState` and a
:class:`~thousand.GameState` draw themselves there through ``_repr_svg_`` and
``_repr_html_``). The arguments every picture takes:

* ``size``: the width of the picture in pixels; the height follows the picture's shape.
  ``None`` (the default) draws a card 60 pixels wide.
* ``lang``: the language of the few words drawn and of the rank letters, a
  :class:`~thousand.i18n.Locale` or its code (``"en"``, ``"ru"``, ``"pl"``): each
  language writes the ranks with its own letters.
* ``colors``: colours that replace the defaults of :data:`COLORS`, by name
  (``{"back": "#8e24aa"}``); any CSS colour.
* ``orientation`` (pictures of a table): the seat drawn at the bottom; the others
  follow clockwise, as the deal passes: left, then across, then right.

Each card is a group ``<g class="card" data-card="Ah">`` whose ``<title>`` names the card
in the picture's language; a card face down is ``<g class="back">`` and names nothing.
:func:`view` draws only what the :class:`~thousand.PlayerView` holds: the other seats'
hands are backs, counted; :func:`state` draws the whole deal face up, as the referee
sees it.

>>> import thousand as t
>>> from thousand import svg
>>> picture = svg.card(t.Card.ACE_OF_HEARTS, size=120, lang="ru")
>>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="120"')
True
>>> 'data-card="Ah"' in picture, "туз червей" in picture
(True, True)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from html import escape
from typing import Any, cast

from thousand.cards import DECK, Card, Suit
from thousand.errors import NotationError, Reason, StateError, shown, wrong_type
from thousand.game.sheet import marks
from thousand.game.state import GameState
from thousand.i18n.cards import RANK_LETTERS, SUIT_NAMES, format_card
from thousand.i18n.locale import Locale, locale_of
from thousand.i18n.pictures import PICTURE_WORDS
from thousand.i18n.sheet_texts import RESULTS, SHEET
from thousand.i18n.terms import PHASE_NAMES, TERMS, Term
from thousand.i18n.text import Text
from thousand.round.facts import Phase
from thousand.round.played import Trick
from thousand.state import RoundState
from thousand.table import seat_label
from thousand.views.player_view import PlayerView

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "COLORS",
    "Picture",
    "back",
    "card",
    "hand",
    "sheet_html",
    "state",
    "talon",
    "trick",
    "view",
]


COLORS: Mapping[str, str] = {
    "table": "#eef3ee",
    "text": "#212121",
    "card": "#ffffff",
    "edge": "#616161",
    "red": "#c62828",
    "black": "#212121",
    "back": "#1565c0",
    "back pattern": "#90caf9",
    "mark": "#f9a825",
}
"""The default colours by name: the table under the cards, the words, a card's face and
edge, the red and the black suits, a card's back and its pattern, and the mark of the
cards that matter (the trick's winner, a marriage)."""


CARD_WIDTH, CARD_HEIGHT = 60, 88
"""A card's size in the pictures' own units (pixels when ``size`` is ``None``)."""

_FONT = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"
_GAP = 10
_MAX_SIZE = 100_000
# Any CSS colour: a name, #rgb, rgb(...), hsl(...); nothing that could end the attribute.
_COLOR = re.compile(r"[#A-Za-z0-9(),.% -]{1,64}")

_WORDS = PICTURE_WORDS


class _Style:
    """The arguments every picture shares, checked once."""

    __slots__ = ("colors", "locale", "size")

    def __init__(self, function: str, size: object, lang: object, colors: object) -> None:
        if size is not None and (type(size) is not int or not 0 < size <= _MAX_SIZE):
            raise wrong_type(function, f"a size in pixels from 1 to {_MAX_SIZE} or None", size)
        self.size: int | None = size
        self.locale = locale_of(lang)  # type: ignore[arg-type]  # LocaleError if not one
        self.colors = _colors(function, colors)

    def word(self, text: Text, **values: object) -> str:
        return text.format(self.locale, **values)

    def term(self, name: Term) -> str:
        return TERMS[name][self.locale]


def _colors(function: str, colors: object) -> dict[str, str]:
    if colors is None:
        return dict(COLORS)
    if not isinstance(colors, Mapping):
        raise wrong_type(function, "colours as a mapping of names to CSS colours", colors)
    chosen = dict(COLORS)
    for name, value in colors.items():
        if name not in COLORS:
            raise StateError(
                Reason.MALFORMED_ACTION,
                f"{function} knows the colours {', '.join(map(repr, COLORS))}, not {shown(name)}",
            )
        if not isinstance(value, str) or _COLOR.fullmatch(value) is None:
            raise wrong_type(function, f"a CSS colour for {name!r}", value)
        chosen[name] = value
    return chosen


def _card(function: str, value: object) -> Card:
    if type(value) is Card:
        return value
    if type(value) is int and 0 <= value < len(DECK):
        return DECK[value]
    raise NotationError(f"{function} takes a card, not {shown(value)}", text=value)


def _cards(function: str, values: object, *, hidden: bool = False) -> list[Card | None]:
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise NotationError(f"{function} takes a sequence of cards, not {shown(values)}")
    found: list[Card | None] = []
    for value in values:
        if len(found) == len(DECK):  # an endless iterable stops here
            raise NotationError(f"{function} takes at most {len(DECK)} cards", text=values)
        found.append(None if hidden and value is None else _card(function, value))
    return found


def _seat(function: str, seat: object, players: int) -> int:
    if type(seat) is not int or not 0 <= seat < players:
        raise wrong_type(function, f"a seat from 0 to {players - 1}", seat)
    return seat


class Picture(str):
    """The text of an SVG document, which Jupyter shows as the picture it is.

    It is a :class:`str` in every other way: write it to a file, compare it, search it.

    >>> import thousand as t
    >>> picture = t.svg.back()
    >>> isinstance(picture, str), picture._repr_svg_() == picture
    (True, True)
    """

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


# --- drawing --------------------------------------------------------------------------


def _text(x: float, y: float, text: str, size: float, fill: str, **attrs: object) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{escape(str(v))}"' for k, v in attrs.items())
    return (
        f'<text x="{x:g}" y="{y:g}" font-family="{_FONT}" font-size="{size:g}" '
        f'fill="{escape(fill)}"{extra}>{escape(text)}</text>'
    )


def _face(card: Card, x: float, y: float, style: _Style, *, marked: bool = False) -> str:
    colors = style.colors
    colour = colors["red"] if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else colors["black"]
    edge = (
        f'stroke="{colors["mark"]}" stroke-width="4"'
        if marked
        else f'stroke="{colors["edge"]}" stroke-width="1"'
    )
    letter = RANK_LETTERS[card.rank][style.locale]
    symbol = card.suit.symbol
    far_x, far_y = x + CARD_WIDTH - 6, y + CARD_HEIGHT - 6
    return "".join(
        (
            f'<g class="card{" marked" if marked else ""}" data-card="{card}">',
            f"<title>{escape(format_card(card, style.locale, long=True))}</title>",
            f'<rect x="{x:g}" y="{y:g}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="6" '
            f'fill="{colors["card"]}" {edge}/>',
            _text(x + 6, y + 18, letter, 15, colour, font_weight="bold"),
            _text(x + 6, y + 34, symbol, 14, colour),
            _text(x + CARD_WIDTH / 2, y + 62, symbol, 30, colour, text_anchor="middle"),
            # The index again, upside down in the far corner: turned about its own origin.
            _text(
                far_x,
                far_y - 11,
                letter,
                12,
                colour,
                transform=f"rotate(180 {far_x:g} {far_y - 11:g})",
            ),
            "</g>",
        )
    )


def _back(x: float, y: float, style: _Style) -> str:
    colors = style.colors
    cx, cy = x + CARD_WIDTH / 2, y + CARD_HEIGHT / 2
    return (
        f'<g class="back"><rect x="{x:g}" y="{y:g}" width="{CARD_WIDTH}" '
        f'height="{CARD_HEIGHT}" rx="6" fill="{colors["back"]}" stroke="{colors["edge"]}"/>'
        f'<rect x="{x + 5:g}" y="{y + 5:g}" width="{CARD_WIDTH - 10}" '
        f'height="{CARD_HEIGHT - 10}" rx="4" fill="none" stroke="{colors["back pattern"]}" '
        f'stroke-width="2"/><path d="M {cx:g} {cy - 22:g} L {cx + 15:g} {cy:g} L {cx:g} '
        f'{cy + 22:g} L {cx - 15:g} {cy:g} z" fill="{colors["back pattern"]}"/></g>'
    )


def _row(
    cards: Sequence[Card | None],
    x: float,
    y: float,
    step: float,
    style: _Style,
    marked: Iterable[Card] = (),
) -> str:
    chosen = frozenset(marked)
    return "".join(
        _back(x + i * step, y, style)
        if c is None
        else _face(c, x + i * step, y, style, marked=c in chosen)
        for i, c in enumerate(cards)
    )


def _row_width(count: int, step: float) -> float:
    return CARD_WIDTH + step * (count - 1) if count else 0


def _document(width: float, height: float, title: str, body: str, style: _Style) -> Picture:
    shown_width = style.size if style.size is not None else width
    shown_height = round(shown_width * height / width, 2)
    return Picture(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{shown_width:g}" '
        f'height="{shown_height:g}" viewBox="0 0 {width:g} {height:g}" role="img">'
        f"<title>{escape(title)}</title>"
        f'<rect width="{width:g}" height="{height:g}" rx="8" fill="{style.colors["table"]}"/>'
        f"{body}</svg>"
    )


# --- the pictures -----------------------------------------------------------------------


def card(
    card: Card,
    *,
    size: int | None = None,
    lang: Locale | str = Locale.EN,
    colors: Mapping[str, str] | None = None,
) -> Picture:
    """One card, face up.

    >>> import thousand as t
    >>> print(t.svg.card(t.Card.QUEEN_OF_SPADES, lang="pl"))  # doctest: +ELLIPSIS
    <svg ... width="70" height="98" viewBox="0 0 70 98" role="img"><title>dama pik</title>...

    Args:
        card: the card.
        size: the picture's width in pixels.
        lang: the language of the rank letters and the title.
        colors: colours that replace :data:`COLORS`.

    Raises:
        NotationError: ``card`` is not a card.
        LocaleError: an unknown language.
        StateError: a size or a colour that is not one (reason ``malformed_action``).
    """
    style = _Style("svg.card", size, lang, colors)
    chosen = _card("svg.card", card)
    body = _face(chosen, 5, 5, style)
    title = format_card(chosen, style.locale, long=True)
    return _document(CARD_WIDTH + 10, CARD_HEIGHT + 10, title, body, style)


def back(*, size: int | None = None, colors: Mapping[str, str] | None = None) -> Picture:
    """A card face down: the back every card shares.

    >>> import thousand as t
    >>> picture = t.svg.back(colors={"back": "darkred"})
    >>> 'class="back"' in picture, 'fill="darkred"' in picture
    (True, True)

    Raises:
        StateError: a size or a colour that is not one (reason ``malformed_action``).
    """
    style = _Style("svg.back", size, Locale.EN, colors)
    return _document(CARD_WIDTH + 10, CARD_HEIGHT + 10, "card", _back(5, 5, style), style)


def hand(
    cards: Iterable[Card],
    *,
    marked: Iterable[Card] = (),
    size: int | None = None,
    lang: Locale | str = Locale.EN,
    colors: Mapping[str, str] | None = None,
) -> Picture:
    """Cards side by side, face up, in the order given.

    >>> import thousand as t
    >>> picture = t.svg.hand(t.parse_cards("Ah Kh Qh 9s"), marked=t.parse_cards("Kh Qh"))
    >>> picture.count('class="card"'), picture.count('class="card marked"')
    (2, 2)

    Args:
        cards: the cards.
        marked: cards among them to mark (a marriage, a card to play).
        size: the picture's width in pixels.
        lang: the language of the rank letters and the card names.
        colors: colours that replace :data:`COLORS`.

    Raises:
        NotationError: something in ``cards`` or ``marked`` is not a card.
        LocaleError: an unknown language.
        StateError: a size or a colour that is not one (reason ``malformed_action``).
    """
    style = _Style("svg.hand", size, lang, colors)
    chosen = _cards("svg.hand", cards)
    picked = [c for c in _cards("svg.hand", marked) if c is not None]
    step = CARD_WIDTH + 8
    body = _row(chosen, _GAP, _GAP, step, style, picked)
    width = max(CARD_WIDTH, _row_width(len(chosen), step)) + 2 * _GAP
    title = ", ".join(format_card(c, style.locale, long=True) for c in chosen if c is not None)
    return _document(width, CARD_HEIGHT + 2 * _GAP, title or "-", body, style)


def talon(
    cards: Iterable[Card | None],
    *,
    size: int | None = None,
    lang: Locale | str = Locale.EN,
    colors: Mapping[str, str] | None = None,
) -> Picture:
    """The talon: its cards, ``None`` for a card face down, under the talon's name.

    >>> import thousand as t
    >>> picture = t.svg.talon([None, None, None], lang="pl")
    >>> picture.count('class="back"'), "musik" in picture
    (3, True)

    Args:
        cards: the talon's cards as a :class:`~thousand.PlayerView` holds them: a card, or
            ``None`` while it lies face down.
        size: the picture's width in pixels.
        lang: the language of the talon's name and of the cards.
        colors: colours that replace :data:`COLORS`.

    Raises:
        NotationError: something in ``cards`` is neither a card nor ``None``.
        LocaleError: an unknown language.
        StateError: a size or a colour that is not one (reason ``malformed_action``).
    """
    style = _Style("svg.talon", size, lang, colors)
    chosen = _cards("svg.talon", cards, hidden=True)
    name = style.term(Term.TALON)
    step = CARD_WIDTH + 8
    body = _text(_GAP, 22, name, 15, style.colors["text"], font_weight="bold") + _row(
        chosen, _GAP, 32, step, style
    )
    width = max(CARD_WIDTH + 60, _row_width(len(chosen), step)) + 2 * _GAP
    return _document(width, CARD_HEIGHT + 32 + _GAP, name, body, style)


# Where each seat sits, by its place clockwise from the seat at the bottom, as a unit
# vector from the middle of the table: bottom, left, top, right.
_PLACES = {
    1: ((0, 1),),
    2: ((0, 1), (0, -1)),
    3: ((0, 1), (-1, 0), (1, 0)),
    4: ((0, 1), (-1, 0), (0, -1), (1, 0)),
}


# How far a card of the trick lies from the middle towards the seat that played it.
_TRICK_DX, _TRICK_DY = CARD_WIDTH + 14, CARD_HEIGHT / 2 + 6


def _trick_body(
    plays: Sequence[tuple[int, Card]],
    players: int,
    orientation: int,
    winner: int | None,
    cx: float,
    cy: float,
    style: _Style,
    names: Sequence[str],
) -> str:
    out = []
    places = _PLACES[players]
    for seat, played in plays:
        dx, dy = places[(seat - orientation) % players]
        x = cx - CARD_WIDTH / 2 + dx * _TRICK_DX
        y = cy - CARD_HEIGHT / 2 + dy * _TRICK_DY
        out.append(_face(played, x, y, style, marked=seat == winner))
        label_y = y + CARD_HEIGHT + 14 if dy >= 0 else y - 6
        out.append(
            _text(
                x + CARD_WIDTH / 2,
                label_y,
                names[seat],
                12,
                style.colors["text"],
                text_anchor="middle",
            )
        )
    return "".join(out)


def trick(
    plays: Trick | Iterable[tuple[int, Card]],
    *,
    players: int = 3,
    orientation: int = 0,
    trump: Suit | None = None,
    winner: int | None = None,
    names: Sequence[str] | None = None,
    size: int | None = None,
    lang: Locale | str = Locale.EN,
    colors: Mapping[str, str] | None = None,
) -> Picture:
    """A trick: each card in front of the seat that played it.

    >>> import thousand as t
    >>> plays = [(1, t.Card.parse("Tc")), (2, t.Card.parse("Qh")), (0, t.Card.parse("Kc"))]
    >>> picture = t.svg.trick(plays, trump=t.Suit.HEARTS, winner=2, lang="ru")
    >>> "козырь: червы" in picture, 'class="card marked" data-card="Qh"' in picture
    (True, True)

    Args:
        plays: a finished :class:`~thousand.Trick` (its winner is marked), or the
            ``(seat, card)`` plays of a trick in progress.
        players: the number of seats at the table, 2 to 4.
        orientation: the seat drawn at the bottom.
        trump: the trump suit, named above the trick.
        winner: the seat whose card takes the trick, marked.
        names: a name per seat (by default ``p1``, ``p2``, ...).
        size: the picture's width in pixels.
        lang: the language of the words and the cards.
        colors: colours that replace :data:`COLORS`.

    Raises:
        NotationError: a play is not a seat and a card.
        LocaleError: an unknown language.
        StateError: a seat, a size or a colour that is not one (reason
            ``malformed_action``).
    """
    function = "svg.trick"
    style = _Style(function, size, lang, colors)
    if type(players) is not int or players not in _PLACES or players < 2:
        raise wrong_type(function, "a number of players from 2 to 4", players)
    orientation = _seat(function, orientation, players)
    if isinstance(plays, Trick):
        winner = plays.winner if winner is None else winner
        plays = plays.plays
    chosen = _plays(function, plays, players)
    if winner is not None:
        winner = _seat(function, winner, players)
    if trump is not None and type(trump) is not Suit:
        raise NotationError(f"{function} takes a trump suit, not {shown(trump)}", text=trump)
    width = 2 * _TRICK_DX + CARD_WIDTH + 40
    middle = 36 + _TRICK_DY + CARD_HEIGHT / 2  # below the trump's line and a top card
    height = middle + _TRICK_DY + CARD_HEIGHT / 2 + 24
    body = _trick_body(
        chosen,
        players,
        orientation,
        winner,
        width / 2,
        middle,
        style,
        _labels(players, names),
    )
    title = style.term(Term.TRICK)
    if trump is not None:
        line = f"{style.term(Term.TRUMP)}: {SUIT_NAMES[trump][style.locale]} {trump.symbol}"
        body = _text(_GAP, 20, line, 13, style.colors["text"]) + body
    return _document(width, height, title, body, style)


def _plays(function: str, plays: object, players: int) -> list[tuple[int, Card]]:
    if isinstance(plays, str | bytes) or not isinstance(plays, Iterable):
        raise NotationError(f"{function} takes (seat, card) plays, not {shown(plays)}")
    chosen: list[tuple[int, Card]] = []
    for play in plays:
        if not isinstance(play, tuple) or len(play) != 2 or len(chosen) == players:
            raise NotationError(f"{function} takes (seat, card) plays, not {shown(play)}")
        chosen.append((_seat(function, play[0], players), _card(function, play[1])))
    return chosen


def _labels(players: int, names: object = None) -> list[str]:
    if names is None:
        return [seat_label(seat) for seat in range(players)]
    try:  # a range too long to count overflows len()
        count = len(names) if isinstance(names, Sequence) and not isinstance(names, str) else -1
    except OverflowError:
        count = -1
    if count != players or not all(isinstance(name, str) for name in cast(Sequence[Any], names)):
        raise wrong_type("svg", f"a name for each of the {players} seats", names)
    return list(cast(Sequence[str], names))


# --- a whole table ------------------------------------------------------------------------


class _Table:
    """What a picture of a table shows, from a view or from the whole deal."""

    __slots__ = (
        "bids",
        "contract",
        "dealer",
        "declarer",
        "hands",
        "me",
        "phase",
        "players",
        "scores",
        "taken",
        "talons",
        "to_act",
        "trick",
        "trick_winner",
        "trump",
    )

    def __init__(self, source: RoundState | PlayerView) -> None:
        self.players = source.players
        self.dealer = source.dealer
        self.phase = source.phase
        self.to_act = source.to_act
        self.declarer = source.declarer
        self.contract = source.contract
        self.trump = source.trump
        self.bids = source.bids
        self.scores = source.context.scores
        self.trick = source.trick
        self.trick_winner = source.trick_winner
        self.taken = [sum(1 for t in source.tricks if t.winner == s) for s in range(self.players)]
        self.me: int | None
        self.hands: list[list[Card | None]]
        talons: tuple[tuple[Card | None, ...], ...]
        if isinstance(source, PlayerView):
            self.me = source.seat
            # A seat that has not looked at its cards (a dark bid, C8) holds them face down.
            self.hands = []
            for seat, count in enumerate(source.hand_sizes):
                own: list[Card | None] = list(source.hand) if seat == source.seat else []
                self.hands.append([*own, *[None] * (count - len(own))])
            talons = source.talons
        else:
            self.me = None
            self.hands = [list(source.hand(seat)) for seat in range(self.players)]
            talons = source.talons
        # The talon lies on the table until a seat takes it into its hand (the hands and
        # the talons then hold more cards than the deck).
        held = sum(len(h) for h in self.hands) + sum(len(t) for t in talons)
        on_table = self.phase not in (Phase.PLAYING, Phase.OVER) and held <= len(DECK)
        self.talons = talons if on_table else ()


def _seat_line(table: _Table, seat: int, names: Sequence[str], style: _Style) -> str:
    name = names[seat]
    parts = [style.word(_WORDS["you"], seat=name) if seat == table.me else name]
    if seat == table.dealer:
        parts.append(style.term(Term.DEALER))
    if table.scores:
        parts.append(style.word(_WORDS["score"], score=table.scores[seat]))
    last = [b for b in table.bids if b.seat == seat]
    if last and table.declarer is None:
        value = getattr(last[-1], "value", None)
        parts.append(style.term(Term.PASS) if value is None else str(value))
    if table.taken[seat]:
        parts.append(style.word(_WORDS["tricks"], count=table.taken[seat]))
    if seat == table.to_act:
        parts.append("▶ " + style.word(_WORDS["to act"]))
    return " · ".join(parts)


def _draw_table(
    table: _Table, orientation: int, names: Sequence[str], style: _Style
) -> tuple[float, float, str]:
    width, height = 820.0, 600.0
    colors = style.colors
    out: list[str] = []
    places = _PLACES[table.players]
    for seat in range(table.players):
        dx, dy = places[(seat - orientation) % table.players]
        cards = table.hands[seat]
        face_up = any(c is not None for c in cards)
        if dy > 0:  # the bottom: the whole hand, spread out
            step = min(CARD_WIDTH + 6.0, (width - 2 * _GAP - CARD_WIDTH) / max(1, len(cards) - 1))
            x = (width - _row_width(len(cards), step)) / 2
            y = height - _GAP - CARD_HEIGHT
        else:
            # Faces overlap less than backs: their corners must stay readable.
            step = min(30.0 if face_up else 17.0, 220 / max(1, len(cards) - 1))
            row = _row_width(len(cards), step)
            if dy < 0:
                x, y = (width - row) / 2, 44.0
            else:
                x = _GAP + 10 if dx < 0 else width - _GAP - 10 - max(row, CARD_WIDTH)
                y = height / 2 - CARD_HEIGHT / 2
        out.append(f'<g class="seat" data-seat="{seat}">')
        line = _seat_line(table, seat, names, style)
        if dx > 0:
            label_x, anchor = width - _GAP - 10, "end"
        elif dy != 0:
            label_x, anchor = width / 2, "middle"
        else:
            label_x, anchor = x, "start"
        label_y = y - 8
        out.append(_text(label_x, label_y, line, 13, colors["text"], text_anchor=anchor))
        if not face_up and cards:
            count = style.word(_WORDS["cards"], count=len(cards))
            out.append(
                _text(label_x, y + CARD_HEIGHT + 16, count, 12, colors["text"], text_anchor=anchor)
            )
        out.append(_row(cards, x, y, step, style))
        out.append("</g>")
    # The talons, top right (the top left holds the contract and the trump).
    if table.talons:
        name = style.term(Term.TALON)
        right = width - _GAP
        for pile in reversed(table.talons):
            row = _row_width(len(pile), 20)
            right -= row
            out.append(f'<g class="talon">{_row(list(pile), right, 30, 20, style)}</g>')
            right -= 12
        out.append(_text(width - _GAP, 20, name, 13, colors["text"], text_anchor="end"))
    lines = []
    if table.contract is not None and table.declarer is not None:
        lines.append(f"{style.term(Term.CONTRACT)}: {table.contract} ({names[table.declarer]})")
    if table.trump is not None:
        suit = table.trump
        lines.append(f"{style.term(Term.TRUMP)}: {SUIT_NAMES[suit][style.locale]} {suit.symbol}")
    lines.append(PHASE_NAMES[table.phase][style.locale])
    for i, line in enumerate(lines):
        out.append(_text(_GAP, 20 + 17 * i, line, 13, colors["text"]))
    out.append(
        '<g class="trick">'
        + _trick_body(
            table.trick,
            table.players,
            orientation,
            table.trick_winner,
            width / 2,
            height / 2 - 20,
            style,
            names,
        )
        + "</g>"
    )
    return width, height, "".join(out)


def view(
    view: PlayerView,
    *,
    orientation: int | None = None,
    names: Sequence[str] | None = None,
    size: int | None = None,
    lang: Locale | str = Locale.EN,
    colors: Mapping[str, str] | None = None,
) -> Picture:
    """What one seat sees of the table: its hand face up, the others' as counted backs.

    The trick in progress lies in the middle, the talon top right (face down until it is
    shown), the contract and the trump top left; each seat's line names it and gives its
    score, its last bid during the auction and its tricks. Nothing is drawn that the
    view does not hold, so a picture of a view is as safe to send to a player as the view.

    >>> import random, thousand as t
    >>> state = t.apply(t.new_round(t.Rules(), dealer=0), t.deal(t.Rules(), random.Random(1)))
    >>> picture = t.svg.view(t.view(state, 1), lang="pl")
    >>> picture.count('class="card"'), picture.count('class="back"')
    (7, 17)

    Args:
        view: the seat's view (:func:`~thousand.view`, or :func:`~thousand.public_view`).
        orientation: the seat drawn at the bottom; by default the view's own seat (seat
            0 for a spectator).
        names: a name per seat (by default ``p1``, ``p2``, ...).
        size: the picture's width in pixels.
        lang: the language of the words and the cards.
        colors: colours that replace :data:`COLORS`.

    Raises:
        LocaleError: an unknown language.
        StateError: not a view, or a seat, a name, a size or a colour that is not one
            (reason ``malformed_action``).
    """
    return _table_picture("svg.view", view, PlayerView, orientation, names, size, lang, colors)


def state(
    state: RoundState,
    *,
    orientation: int = 0,
    names: Sequence[str] | None = None,
    size: int | None = None,
    lang: Locale | str = Locale.EN,
    colors: Mapping[str, str] | None = None,
) -> Picture:
    """The whole deal as the referee sees it: every hand and the talon face up.

    Never hand this picture to a player: :func:`view` draws what a seat may see.

    >>> import random, thousand as t
    >>> deal = t.apply(t.new_round(t.Rules(), dealer=0), t.deal(t.Rules(), random.Random(1)))
    >>> t.svg.state(deal).count('class="card"')
    24

    Args:
        state: the deal.
        orientation: the seat drawn at the bottom.
        names: a name per seat (by default ``p1``, ``p2``, ...).
        size: the picture's width in pixels.
        lang: the language of the words and the cards.
        colors: colours that replace :data:`COLORS`.

    Raises:
        LocaleError: an unknown language.
        StateError: not a deal, or a seat, a name, a size or a colour that is not one
            (reason ``malformed_action``).
    """
    return _table_picture("svg.state", state, RoundState, orientation, names, size, lang, colors)


def _table_picture(
    function: str,
    source: object,
    kind: type[RoundState] | type[PlayerView],
    orientation: object,
    names: object,
    size: object,
    lang: object,
    colors: object,
) -> Picture:
    if not isinstance(source, kind):
        raise wrong_type(function, f"a {kind.__name__}", source)
    style = _Style(function, size, lang, colors)
    table = _Table(source)
    if orientation is None:
        orientation = table.me if table.me is not None else 0
    bottom = _seat(function, orientation, table.players)
    labels = _labels(table.players, names)
    width, height, body = _draw_table(table, bottom, labels, style)
    title = PHASE_NAMES[table.phase][style.locale]
    return _document(width, height, title, body, style)


def sheet_html(
    game: GameState, names: Sequence[str] | None = None, *, lang: Locale | str = Locale.EN
) -> str:
    """A game's score sheet as an HTML table: a row per deal, each seat's total and marks.

    The marks are those of :func:`~thousand.score_sheet` (``/`` a bolt, ``B2`` a barrel
    attempt, ``W`` the winner, ...).

    >>> import thousand as t
    >>> g = t.record_round(t.new_game(t.Rules()), t.score_round(t.Rules(), t.RoundSummary(
    ...     declarer=1, contract=120, card_points=(50, 70, 0), tricks=(3, 5, 0),
    ...     marriages=((), (t.Suit.HEARTS,), ()))))
    >>> print(t.svg.sheet_html(g, lang="pl"))  # doctest: +ELLIPSIS
    <table class="thousand-sheet"><thead><tr><th>#</th><th>rozdanie</th>...</table>

    Raises:
        LocaleError: an unknown language.
        StateError: not a game, or names that are not one text per seat (reason
            ``malformed_action``).
    """
    if not isinstance(game, GameState):
        raise wrong_type("svg.sheet_html", "a game (a GameState)", game)
    where = locale_of(lang)
    labels = _labels(game.players, names)
    head = "".join(
        f"<th>{escape(h)}</th>"
        for h in ["#", SHEET["deal"][where], SHEET["contract"][where], *labels]
    )
    rows = []
    for entry in game.rounds:
        result = entry.result
        if result.played and result.declarer is not None:
            outcome = "conceded" if result.conceded else ("made" if result.made else "down")
            contract = RESULTS[outcome].format(
                where, declarer=labels[result.declarer], contract=result.contract
            )
        else:
            contract = "-"
        cells = [
            str(entry.number),
            SHEET["dealer"].format(where, dealer=labels[entry.dealer]),
            contract,
            *(
                f"{entry.scores[seat]} {marks(entry.events[seat])}".rstrip()
                for seat in range(game.players)
            ),
        ]
        rows.append("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in cells) + "</tr>")
    return (
        f'<table class="thousand-sheet"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


# --- Jupyter --------------------------------------------------------------------------------


def _jupyter() -> dict[type[Any], dict[str, Callable[[Any], str]]]:
    return {
        Card: {"_repr_svg_": lambda c: str(card(c))},
        PlayerView: {"_repr_svg_": lambda v: str(view(v))},
        RoundState: {"_repr_svg_": lambda s: str(state(s))},
        GameState: {"_repr_html_": lambda g: sheet_html(g)},
    }


# The values live in modules below this one, which may not import it (the layers of
# pyproject.toml); this module gives them their pictures when it is imported, and
# importing thousand imports it.
for _kind, _methods in _jupyter().items():
    for _name, _method in _methods.items():
        setattr(_kind, _name, _method)
