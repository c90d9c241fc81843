"""Sphinx extension ``card_pictures``: draw the pictures of "How Thousand is played".

The pictures are SVG files written into ``docs/pictures/`` when a build starts, so
nothing is fetched and nothing drawn by hand can drift from the library: the deck, the
points and the marriage values come from :mod:`thousand`, and the sample hand and trick
come from playing the page's example deal with the engine (the same moves the page's
doctests make). ``python docs/_ext/card_pictures.py OUT_DIR`` writes them anywhere.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from html import escape
from pathlib import Path
from typing import Any

import thousand as t
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

CARD_W, CARD_H = 60, 88
RED, BLACK, MARK = "#c62828", "#212121", "#f9a825"
FONT = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"


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
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


def _rank_label(rank: Rank) -> str:
    return "10" if rank is Rank.TEN else rank.value


def _text(x: float, y: float, text: str, size: int = 14, **attrs: Any) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{escape(str(v))}"' for k, v in attrs.items())
    return (
        f'<text x="{x:g}" y="{y:g}" font-family="{FONT}" font-size="{size}"{extra}>'
        f"{escape(text)}</text>"
    )


def card(c: t.Card, x: float, y: float, *, marked: bool = False) -> str:
    """One card face at ``(x, y)``: rank and suit in the corner, the suit in the middle."""
    colour = _colour(c.suit)
    stroke = f'stroke="{MARK}" stroke-width="4"' if marked else 'stroke="#616161"'
    label, symbol = _rank_label(c.rank), c.suit.symbol
    return "".join(
        (
            f'<g aria-label="{escape(str(c))}">',
            f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="6" '
            f'fill="#ffffff" {stroke}/>',
            _text(x + 6, y + 18, label, 15, fill=colour, font_weight="bold"),
            _text(x + 6, y + 34, symbol, 14, fill=colour),
            _text(x + CARD_W / 2, y + 64, symbol, 30, fill=colour, text_anchor="middle"),
            "</g>",
        )
    )


def svg(width: int, height: int, title: str, body: Iterable[str]) -> str:
    """A whole SVG document with a title (read out by screen readers)."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img">'
        f"<title>{escape(title)}</title>"
        f'<rect width="{width}" height="{height}" fill="#f5f7f5" rx="8"/>'
        + "".join(body)
        + "</svg>\n"
    )


def deck_picture() -> str:
    """The 24 cards: a row per suit, strongest first, with points and marriage values."""
    values = t.Rules().play.marriage_values
    ranks = sorted(RANKS, key=lambda r: r.strength, reverse=True)
    suits = sorted(SUITS, key=lambda s: values[s], reverse=True)
    left, top, gap = 20, 50, 10
    body = [_text(left, 22, "card points", 13, fill="#424242")]
    for i, rank in enumerate(ranks):
        x = left + i * (CARD_W + gap)
        body.append(
            _text(
                x + CARD_W / 2, 40, str(rank.points), 16, text_anchor="middle", font_weight="bold"
            )
        )
    label_x = left + len(ranks) * (CARD_W + gap) + 10
    body.append(_text(label_x, 22, "marriage K+Q", 13, fill="#424242"))
    for j, suit in enumerate(suits):
        y = top + j * (CARD_H + 12)
        for i, rank in enumerate(ranks):
            body.append(card(t.Card.of(rank, suit), left + i * (CARD_W + gap), y))
        body.append(
            _text(
                label_x,
                y + CARD_H / 2 + 6,
                f"{suit.symbol} {values[suit]}",
                18,
                fill=_colour(suit),
                font_weight="bold",
            )
        )
    total = sum(c.points for c in t.Card)
    body.append(
        _text(left, top + 4 * (CARD_H + 12) + 16, f"{len(t.Card)} cards, {total} card points", 14)
    )
    return svg(label_x + 130, top + 4 * (CARD_H + 12) + 30, "The 24 cards of Thousand", body)


def _sorted_hand(cards: Sequence[t.Card]) -> list[t.Card]:
    return sorted(cards, key=lambda c: (-c.suit.ordinal, -c.rank.strength))


def hand_picture() -> str:
    """Seat 2's dealt hand of the example, its marriage marked."""
    state = example_states()[0]
    hand = _sorted_hand(state.hand(2))
    values = state.rules.play.marriage_values
    married = {s for s in SUITS if {t.Card.of(Rank.KING, s), t.Card.of(Rank.QUEEN, s)} <= set(hand)}
    left, top, gap = 20, 40, 8
    body = [
        _text(left, 26, f"Seat 2 is dealt 7 cards: {sum(c.points for c in hand)} card points", 15)
    ]
    for i, c in enumerate(hand):
        body.append(
            card(
                c,
                left + i * (CARD_W + gap),
                top,
                marked=c.suit in married and c.rank in (Rank.KING, Rank.QUEEN),
            )
        )
    notes = [f"{s.symbol} K+Q: a marriage worth {values[s]}" for s in married]
    for k, note in enumerate(notes):
        body.append(
            _text(left, top + CARD_H + 26 + 20 * k, note, 14, fill=MARK_TEXT, font_weight="bold")
        )
    width = left * 2 + len(hand) * (CARD_W + gap)
    return svg(width, top + CARD_H + 36 + 20 * len(notes), "A sample hand", body)


MARK_TEXT = "#8d6e00"


def trick_picture() -> str:
    """The example's fifth trick: clubs led, a hearts trump takes it."""
    states = example_states()
    trick = states[-1].tricks[SAMPLE_TRICK]
    trump = Suit.HEARTS
    led = trick.plays[0][1].suit
    left, top, gap = 20, 54, 40
    body = [
        _text(
            left, 24, f"Trick {SAMPLE_TRICK + 1}: {trump.symbol} {trump.name.lower()} are trump", 15
        ),
    ]
    for i, (seat, c) in enumerate(trick.plays):
        x = left + i * (CARD_W + gap) + 20
        if i == 0:
            role = "leads"
        elif c.suit is led:
            role = "follows"
        elif c.suit is trump:
            role = "trumps"
        else:
            role = "throws"
        body.append(
            _text(x + CARD_W / 2, top - 10, f"seat {seat} {role}", 13, text_anchor="middle")
        )
        body.append(card(c, x, top, marked=seat == trick.winner))
        body.append(
            _text(x + CARD_W / 2, top + CARD_H + 18, f"{c.points} pts", 13, text_anchor="middle")
        )
    body.append(
        _text(
            left,
            top + CARD_H + 48,
            f"Seat {trick.winner} takes the trick: {trick.points} card points",
            14,
            fill=MARK_TEXT,
            font_weight="bold",
        )
    )
    width = left * 2 + 3 * (CARD_W + gap) + 20
    return svg(width, top + CARD_H + 62, "A sample trick", body)


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


PICTURES = {
    "deck.svg": deck_picture,
    "hand.svg": hand_picture,
    "trick.svg": trick_picture,
    "phases.svg": phases_picture,
}


def write_pictures(out: Path = OUT) -> list[Path]:
    """Write every picture into ``out``; files already up to date are left alone."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, draw in PICTURES.items():
        path = out / name
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
