"""Sphinx extension ``card_pictures``: draw the pictures of "How Thousand is played" and "Pictures".

The pictures are SVG files written into ``docs/pictures/`` when a build starts, so
nothing is fetched and nothing drawn by hand can drift from the library: the cards are
drawn by :mod:`thousand.svg`, the points and the marriage values come from
:mod:`thousand`, and the sample hand and trick come from playing the page's example
deal with the engine (the same moves the page's doctests make). The gallery of
``pictures.md`` (``docs/pictures/gallery/``) is drawn by the same calls the page shows,
and the page's doctests check that each file is exactly what its call returns. The
phases of a deal are a diagram, drawn here. ``python docs/_ext/card_pictures.py
OUT_DIR`` writes them anywhere.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterable, Sequence
from html import escape
from pathlib import Path
from typing import Any

import thousand as t
from thousand import svg as svg_api
from thousand.cards import RANKS, SUITS, Rank, Suit

OUT = Path(__file__).resolve().parents[1] / "pictures"

# The page's example deal: seat 0 deals, seat 1 is on the hundred, seat 2 opens.
EXAMPLE_HANDS = ("Ks Qs 9s Ac Kc Kd 9h", "Js Tc Qc Td Qd Jd Jh", "Kh Qh As Ts Ad Jc 9d")
EXAMPLE_TALON = "Ah Th 9c"
EXAMPLE_AUCTION = ((2, 105), (0, 110), (1, 115), (2, 120), (0, None), (1, None))
EXAMPLE_GIFTS = ((0, "Jc"), (1, "9c"))
EXAMPLE_CONTRACT = 140
# Tricks 1 to 5 as (seat, card, declares a marriage); the rest is played by the engine.
EXAMPLE_TRICKS = (
    ((2, "As", False), (0, "9s", False), (1, "Js", False)),
    ((2, "Kh", True), (0, "9h", False), (1, "Jh", False)),
    ((2, "Ad", False), (0, "Kd", False), (1, "Jd", False)),
    ((2, "9d", False), (0, "Jc", False), (1, "Td", False)),
    ((1, "Tc", False), (2, "Qh", False), (0, "Kc", False)),
)
SAMPLE_TRICK = 4  # the fifth trick: clubs led, hearts trump

FONT = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"
TEXT, MARK_TEXT = "#212121", "#8d6e00"
# The cards inside the pictures below lie on the pictures' own background.
ON_PAGE = {"table": "none"}
SEATS = ["seat 0", "seat 1", "seat 2"]  # as the page names them


def example_deal() -> t.Deal:
    """The example deal of the page."""
    return t.Deal.parse(list(EXAMPLE_HANDS), [EXAMPLE_TALON])


def example_states() -> list[t.RoundState]:
    """The example deal played with the classic rules: the state after each phase.

    The states are: dealt, after the auction, after the exchange and the contract, after
    the five scripted tricks, and at the end (the engine's simple bot plays the rest).
    """
    rules = t.Rules()
    state = t.apply(t.new_round(rules, dealer=0), example_deal())
    states = [state]
    state = t.apply_all(
        state,
        [
            t.Pass(seat=seat) if value is None else t.Bid(seat=seat, value=value)
            for seat, value in EXAMPLE_AUCTION
        ],
    )
    states.append(state)
    declarer = state.declarer
    assert declarer is not None
    gifts = [t.GiveCard(seat=declarer, to=to, card=t.Card.parse(c)) for to, c in EXAMPLE_GIFTS]
    state = t.apply_all(state, [*gifts, t.DeclareContract(seat=declarer, value=EXAMPLE_CONTRACT)])
    states.append(state)
    plays = [
        t.PlayCard(seat=seat, card=t.Card.parse(card), declare=declare)
        for trick in EXAMPLE_TRICKS
        for seat, card, declare in trick
    ]
    state = t.apply_all(state, plays)
    states.append(state)
    states.append(t.bots.play_to_end(state))
    return states


def _colour(suit: Suit) -> str:
    return "#c62828" if suit in (Suit.HEARTS, Suit.DIAMONDS) else TEXT


def _text(x: float, y: float, text: str, size: int = 14, **attrs: Any) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{escape(str(v))}"' for k, v in attrs.items())
    return (
        f'<text x="{x:g}" y="{y:g}" font-family="{FONT}" font-size="{size}"{extra}>'
        f"{escape(text)}</text>"
    )


def _place(picture: str, x: float, y: float) -> tuple[str, float, float]:
    """A picture of :mod:`thousand.svg` set at ``(x, y)`` inside another, and its size."""
    opening = picture[: picture.index(">")]
    width = float(opening.split(' width="')[1].split('"')[0])
    height = float(opening.split(' height="')[1].split('"')[0])
    return f'<g transform="translate({x:g} {y:g})">{picture}</g>', width, height


def svg(width: float, height: float, title: str, body: Iterable[str]) -> str:
    """A whole SVG document with a title (read out by screen readers)."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}" role="img">'
        f"<title>{escape(title)}</title>"
        f'<rect width="{width:g}" height="{height:g}" fill="#f5f7f5" rx="8"/>'
        + "".join(body)
        + "</svg>\n"
    )


def deck_picture() -> str:
    """The 24 cards: a row per suit, strongest first, with points and marriage values."""
    values = t.Rules().play.marriage_values
    ranks = sorted(RANKS, key=lambda r: r.strength, reverse=True)
    suits = sorted(SUITS, key=lambda s: values[s], reverse=True)
    left, top = 10, 40
    body = [_text(left + 10, 18, "card points", 13, fill="#424242")]
    step = 68  # thousand.svg.hand: a card 60 wide, 8 between cards, 10 around the row
    for i, rank in enumerate(ranks):
        x = left + 10 + i * step + 30
        body.append(_text(x, 36, str(rank.points), 16, text_anchor="middle", font_weight="bold"))
    y = top
    width = 0.0
    for suit in suits:
        row = [t.Card.of(rank, suit) for rank in ranks]
        placed, width, height = _place(svg_api.hand(row, colors=ON_PAGE), left, y)
        body.append(placed)
        body.append(
            _text(
                left + width + 10,
                y + height / 2 + 6,
                f"{suit.symbol} {values[suit]}",
                18,
                fill=_colour(suit),
                font_weight="bold",
            )
        )
        y += height
    body.append(_text(left + width + 10, 18, "marriage K+Q", 13, fill="#424242"))
    total = sum(c.points for c in t.Card)
    body.append(_text(left + 10, y + 16, f"{len(t.Card)} cards, {total} card points", 14))
    return svg(left + width + 130, y + 30, "The 24 cards of Thousand", body)


def _sorted_hand(cards: Sequence[t.Card]) -> list[t.Card]:
    return sorted(cards, key=lambda c: (-c.suit.ordinal, -c.rank.strength))


def hand_picture() -> str:
    """Seat 2's dealt hand of the example, its marriage marked."""
    state = example_states()[0]
    hand = _sorted_hand(state.hand(2))
    values = state.rules.play.marriage_values
    married = {s for s in SUITS if {t.Card.of(Rank.KING, s), t.Card.of(Rank.QUEEN, s)} <= set(hand)}
    marked = [c for c in hand if c.suit in married and c.rank in (Rank.KING, Rank.QUEEN)]
    placed, width, height = _place(svg_api.hand(hand, marked=marked, colors=ON_PAGE), 10, 34)
    body = [
        _text(20, 24, f"Seat 2 is dealt 7 cards: {sum(c.points for c in hand)} card points", 15),
        placed,
    ]
    notes = [f"{s.symbol} K+Q: a marriage worth {values[s]}" for s in married]
    for k, note in enumerate(notes):
        body.append(
            _text(20, 34 + height + 18 + 20 * k, note, 14, fill=MARK_TEXT, font_weight="bold")
        )
    return svg(width + 20, 34 + height + 28 + 20 * len(notes), "A sample hand", body)


def trick_picture() -> str:
    """The example's fifth trick: clubs led, a hearts trump takes it."""
    trick = example_states()[-1].tricks[SAMPLE_TRICK]
    trump = Suit.HEARTS
    drawn = svg_api.trick(trick, trump=trump, names=SEATS, colors=ON_PAGE)
    placed, width, height = _place(drawn, 10, 6)
    body = [
        placed,
        _text(
            20,
            height + 24,
            f"Seat {trick.winner} takes trick {SAMPLE_TRICK + 1}: {trick.points} card points",
            14,
            fill=MARK_TEXT,
            font_weight="bold",
        ),
    ]
    return svg(max(width + 20, 400), height + 40, "A sample trick", body)


PHASES = (
    ("Deal", "7 cards each, 3 face down: the talon"),
    ("Auction", "100 on the left of the dealer; bids rise by 5; a pass is final"),
    ("Talon", "the highest bidder, the declarer, shows it and takes it"),
    ("Exchange", "the declarer gives one card to each opponent"),
    ("Contract", "keep the bid or raise it (or concede)"),
    ("Tricks", "8 tricks; marriages declared on the lead set the trump"),
    ("Score", "declarer: +contract if made, else -contract; the others: their points"),
)


def phases_picture() -> str:
    """The phases of a deal, top to bottom, and the deal passing to the left."""
    left, top, box_w, box_h, step = 60, 20, 540, 46, 66
    body = [
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
        'markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" '
        'fill="#455a64"/></marker></defs>'
    ]
    for i, (name, what) in enumerate(PHASES):
        y = top + i * step
        body.append(
            f'<rect x="{left}" y="{y}" width="{box_w}" height="{box_h}" rx="8" '
            'fill="#e8f5e9" stroke="#2e7d32" stroke-width="1.5"/>'
        )
        body.append(_text(left + 14, y + 20, f"{i + 1}. {name}", 15, font_weight="bold"))
        body.append(_text(left + 14, y + 38, what, 13, fill="#37474f"))
        if i:
            body.append(
                f'<line x1="{left + box_w / 2}" y1="{y - step + box_h}" x2="{left + box_w / 2}" '
                f'y2="{y - 2}" stroke="#455a64" stroke-width="2" marker-end="url(#arrow)"/>'
            )
    bottom = top + (len(PHASES) - 1) * step + box_h / 2
    loop = left - 30
    body.append(
        f'<path d="M {left} {bottom} H {loop} V {top + box_h / 2} H {left - 2}" fill="none" '
        'stroke="#455a64" stroke-width="2" stroke-dasharray="6 4" marker-end="url(#arrow)"/>'
    )
    mid = (top + bottom) / 2
    body.append(
        _text(
            loop - 8,
            mid,
            "next deal: the dealer's left deals",
            13,
            fill="#455a64",
            text_anchor="middle",
            transform=f"rotate(-90 {loop - 8} {mid})",
        )
    )
    height = top + len(PHASES) * step
    return svg(left + box_w + 20, height, "The phases of a deal", body)


def gallery_state() -> t.RoundState:
    """The deal of the "Pictures" page: dealt with seed 7, played by the simple bot until
    the fourth trick has two cards in it (the page's doctests make the same moves)."""
    rules = t.Rules()
    s = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(7)))
    while len(s.tricks) < 3 or len(s.trick) < 2:
        s = t.apply(s, t.bots.simple_action(t.view(s, s.to_act)))
    return s


def gallery() -> dict[str, Callable[[], str]]:
    """The pictures of the "Pictures" page, each the call the page shows, per language."""
    s = gallery_state()
    pictures: dict[str, Callable[[], str]] = {}
    for lang in ("en", "ru", "pl"):
        pictures |= {
            f"card-{lang}.svg": lambda lang=lang: svg_api.card(
                t.Card.QUEEN_OF_HEARTS, size=90, lang=lang
            ),
            f"hand-{lang}.svg": lambda lang=lang: svg_api.hand(t.view(s, 0).hand, lang=lang),
            f"trick-{lang}.svg": lambda lang=lang: svg_api.trick(
                s.tricks[-1], trump=s.trump, lang=lang
            ),
            f"talon-{lang}.svg": lambda lang=lang: svg_api.talon(s.talons[0], lang=lang),
            f"view-{lang}.svg": lambda lang=lang: svg_api.view(t.view(s, 0), lang=lang, size=640),
        }
    return pictures


PICTURES: dict[str, Callable[[], str]] = {
    "deck.svg": deck_picture,
    "hand.svg": hand_picture,
    "trick.svg": trick_picture,
    "phases.svg": phases_picture,
}


def write_pictures(out: Path = OUT) -> list[Path]:
    """Write every picture into ``out``; files already up to date are left alone."""
    written = []
    for folder, pictures in ((out, PICTURES), (out / "gallery", gallery())):
        folder.mkdir(parents=True, exist_ok=True)
        for name, draw in pictures.items():
            path = folder / name
            text = draw()
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def _on_builder_inited(app: Any) -> None:
    write_pictures()


def setup(app: Any) -> dict[str, Any]:
    app.connect("builder-inited", _on_builder_inited)
    return {"parallel_read_safe": True, "parallel_write_safe": True}


if __name__ == "__main__":
    for written in write_pictures(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT):
        print(written)
