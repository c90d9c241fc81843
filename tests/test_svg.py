"""thousand.svg: pictures that parse, draw exactly the cards given and hide what a view hides."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections import Counter
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import thousand as t
from strategies import Playout, playouts
from thousand import i18n, svg

NS = "{http://www.w3.org/2000/svg}"
_SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def parse(picture: str) -> ET.Element:
    """The picture as XML: an ``svg`` root of the SVG namespace, its size declared."""
    root = ET.fromstring(picture)
    assert root.tag == f"{NS}svg"
    assert float(root.attrib["width"]) > 0
    assert float(root.attrib["height"]) > 0
    _, _, width, height = map(float, root.attrib["viewBox"].split())
    assert width > 0
    assert height > 0
    return root


def drawn_cards(picture: str) -> list[str]:
    """The cards drawn face up, by their ``data-card``, in the order drawn."""
    root = parse(picture)
    return [g.attrib["data-card"] for g in root.iter(f"{NS}g") if "data-card" in g.attrib]


def backs(picture: str) -> int:
    return sum(1 for g in parse(picture).iter(f"{NS}g") if g.attrib.get("class") == "back")


def texts(picture: str) -> str:
    root = parse(picture)
    return " ".join(e.text or "" for e in root.iter() if e.tag in (f"{NS}text", f"{NS}title"))


def dealt(seed: int = 1, rules: t.Rules | None = None) -> t.RoundState:
    rules = rules or t.Rules()
    return t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(seed)))


def in_play(seed: int = 1, actions: int = 12) -> t.RoundState:
    """A classic deal some way into its tricks (the simple bot's moves)."""
    state = dealt(seed)
    while state.phase is not t.Phase.PLAYING or len(state.trick) == 0:
        to_act = state.to_act
        assert to_act is not None
        state = t.apply(state, t.bots.simple_action(t.view(state, to_act)))
    return state


def visible(view: t.PlayerView) -> set[str]:
    """The cards a view holds face up: its hand, the talon shown, the trick."""
    seen = {str(c) for c in view.hand}
    seen |= {str(c) for pile in view.talons for c in pile if c is not None}
    seen |= {str(c) for _, c in view.trick}
    return seen


# --- each picture parses and draws exactly its cards ----------------------------------


@pytest.mark.parametrize("card", list(t.Card))
def test_a_card_is_an_svg_naming_that_card(card: t.Card) -> None:
    picture = svg.card(card)
    assert drawn_cards(picture) == [str(card)]
    assert i18n.format_card(card, long=True) in texts(picture)


def test_a_hand_draws_its_cards_in_order_and_marks_the_marked() -> None:
    cards = t.parse_cards("Ah Kh Qh Td 9s")
    picture = svg.hand(cards, marked=t.parse_cards("Kh Qh"))
    assert drawn_cards(picture) == ["Ah", "Kh", "Qh", "Td", "9s"]
    marked = [
        g.attrib["data-card"]
        for g in parse(picture).iter(f"{NS}g")
        if "marked" in g.attrib.get("class", "")
    ]
    assert marked == ["Kh", "Qh"]


def test_a_talon_face_down_draws_backs_and_names_no_card() -> None:
    picture = svg.talon([None, None, None])
    assert drawn_cards(picture) == []
    assert backs(picture) == 3
    shown = svg.talon(t.parse_cards("Ah Th 9c"))
    assert drawn_cards(shown) == ["Ah", "Th", "9c"]
    assert backs(shown) == 0


def test_a_trick_draws_its_plays_and_marks_the_winner() -> None:
    trick = t.Trick(
        plays=((1, t.Card.parse("Tc")), (2, t.Card.parse("Qh")), (0, t.Card.parse("Kc"))),
        winner=2,
    )
    picture = svg.trick(trick, trump=t.Suit.HEARTS)
    assert sorted(drawn_cards(picture)) == ["Kc", "Qh", "Tc"]
    assert 'class="card marked" data-card="Qh"' in picture
    assert "trump: hearts ♥" in texts(picture)


def test_a_back_names_no_card() -> None:
    picture = svg.back()
    assert drawn_cards(picture) == []
    assert backs(picture) == 1


def test_the_whole_deal_draws_every_card_once() -> None:
    picture = svg.state(dealt())
    cards = drawn_cards(picture)
    assert Counter(cards) == Counter(str(c) for c in t.Card)
    assert backs(picture) == 0


def test_a_view_draws_its_hand_face_up_and_the_others_as_counted_backs() -> None:
    state = dealt()
    picture = svg.view(t.view(state, 1))
    assert sorted(drawn_cards(picture)) == sorted(str(c) for c in state.hand(1))
    assert backs(picture) == 7 + 7 + 3  # two hands and the talon
    assert texts(picture).count("7 cards") == 2
    assert "p2 (you)" in texts(picture)


# --- what a view hides stays hidden ----------------------------------------------------


def test_a_view_in_trick_play_names_no_card_of_another_hand() -> None:
    state = in_play()
    for seat in state.seats:
        seen = t.view(state, seat)
        picture = svg.view(seen, lang="ru")
        cards = drawn_cards(picture)
        # In trick play the talon is in a hand: the picture draws the hand and the trick.
        assert set(cards) == {str(c) for c in seen.hand} | {str(c) for _, c in seen.trick}
        words = texts(picture)
        for other in state.seats:
            if other == seat:
                continue
            for card in state.hand(other):
                assert str(card) not in cards
                assert i18n.format_card(card, "ru", long=True) not in words


@_SETTINGS
@given(playouts(with_context=True), st.data())
def test_no_view_of_any_deal_draws_a_card_it_does_not_hold(playout: Playout, data: Any) -> None:
    state = data.draw(st.sampled_from(playout.states))
    seat = data.draw(st.sampled_from(state.seats))
    seen = t.view(state, seat)
    picture = svg.view(seen, lang=data.draw(st.sampled_from(["en", "ru", "pl"])))
    cards = drawn_cards(picture)
    assert len(cards) == len(set(cards))
    assert set(cards) <= visible(seen)
    assert {str(c) for c in seen.hand} | {str(c) for _, c in seen.trick} <= set(cards)
    hidden = {str(c) for other in state.seats if other != seat for c in state.hand(other)}
    assert not (hidden - visible(seen)) & set(cards)
    # Every card a seat holds is drawn, face up if the view shows it, else as a back.
    assert backs(picture) >= sum(seen.hand_sizes) - len(seen.hand)


def test_a_spectator_sees_every_hand_face_down() -> None:
    state = in_play()
    picture = svg.view(t.public_view(state))
    assert set(drawn_cards(picture)) == {str(c) for _, c in state.trick}
    assert backs(picture) == sum(len(state.hand(seat)) for seat in state.seats)
    assert "(you)" not in texts(picture)


@_SETTINGS
@given(playouts(with_context=True), st.data())
def test_the_picture_of_any_deal_draws_each_card_at_most_once(playout: Playout, data: Any) -> None:
    state = data.draw(st.sampled_from(playout.states))
    picture = svg.state(state, orientation=data.draw(st.sampled_from(state.seats)))
    cards = drawn_cards(picture)
    assert len(cards) == len(set(cards))
    held = {str(c) for seat in state.seats for c in state.hand(seat)}
    assert held | {str(c) for _, c in state.trick} <= set(cards)
    assert backs(picture) == 0


# --- the arguments say what they change ------------------------------------------------


def test_size_sets_the_declared_width_and_keeps_the_shape() -> None:
    natural = parse(svg.hand(t.parse_cards("Ah Kh")))
    scaled = parse(svg.hand(t.parse_cards("Ah Kh"), size=400))
    assert scaled.attrib["width"] == "400"
    assert natural.attrib["viewBox"] == scaled.attrib["viewBox"]
    ratio = float(natural.attrib["height"]) / float(natural.attrib["width"])
    assert float(scaled.attrib["height"]) == pytest.approx(400 * ratio, abs=0.01)


@pytest.mark.parametrize(
    ("lang", "word", "letter"),
    [("en", "talon", ">A<"), ("ru", "прикуп", ">\u0422<"), ("pl", "musik", ">A<")],
)
def test_the_language_changes_the_words_and_the_rank_letters(
    lang: str, word: str, letter: str
) -> None:
    picture = svg.talon(t.parse_cards("Ah Jh 9c"), lang=lang)
    assert word in texts(picture)
    assert letter in picture
    jack = {"en": ">J<", "ru": ">\u0412<", "pl": ">W<"}[lang]
    assert jack in picture


def test_the_view_speaks_polish_and_russian() -> None:
    state = dealt()
    assert "licytacja" in texts(svg.view(t.view(state, 0), lang="pl"))
    assert "торговля" in texts(svg.view(t.view(state, 0), lang="ru"))
    assert "the auction" in texts(svg.view(t.view(state, 0)))


def test_orientation_puts_the_chosen_seat_at_the_bottom() -> None:
    state = dealt()

    def bottom_seat(picture: str) -> int:
        seats = [g for g in parse(picture).iter(f"{NS}g") if g.attrib.get("class") == "seat"]
        lowest = max(
            seats,
            key=lambda g: max(float(r.attrib["y"]) for r in g.iter(f"{NS}rect")),
        )
        return int(lowest.attrib["data-seat"])

    assert bottom_seat(svg.state(state)) == 0
    assert bottom_seat(svg.state(state, orientation=2)) == 2
    assert bottom_seat(svg.view(t.view(state, 1))) == 1
    assert bottom_seat(svg.view(t.view(state, 1), orientation=0)) == 0


def test_colours_replace_the_defaults() -> None:
    plain = svg.back()
    purple = svg.back(colors={"back": "#8e24aa", "table": "white"})
    assert "#8e24aa" not in plain
    assert 'fill="#8e24aa"' in purple
    assert 'fill="white"' in purple
    assert svg.COLORS["back"] in plain


def test_a_view_shows_scores_bids_the_contract_and_the_trump() -> None:
    rules = t.Rules()
    context = t.RoundContext(scores=(340, 120, -60))
    state = t.apply(t.new_round(rules, dealer=0, context=context), t.deal(rules, random.Random(1)))
    bid = t.legal_actions(state)[0]
    assert isinstance(bid, t.Bid)
    words = texts(svg.view(t.view(t.apply(state, bid), 0)))
    assert all(f"score {score}" in words for score in context.scores)
    assert f"{names(bid.seat)} · score {context.scores[bid.seat]} · {bid.value}" in words
    played = in_play()
    assert played.trump is not None or played.contract is not None
    words = texts(svg.view(t.view(played, 0), lang="pl"))
    assert f"gra: {played.contract} ({names(played.declarer)})" in words
    if played.trump is not None:
        assert f"atut: {i18n.format_suit(played.trump, 'pl')}" in words


def names(seat: int | None) -> str:
    assert seat is not None
    return f"p{seat + 1}"


def test_names_replace_the_seat_labels() -> None:
    picture = svg.view(t.view(dealt(), 0), names=["Anna", "Boris", "Vera"])
    assert "Anna (you)" in texts(picture)
    assert "Vera" in texts(picture)


# --- bad arguments get typed errors ----------------------------------------------------


def test_an_unknown_language_is_a_locale_error() -> None:
    with pytest.raises(t.LocaleError) as caught:
        svg.card(t.Card.ACE_OF_HEARTS, lang="de")
    assert caught.value.reason is t.Reason.UNKNOWN_LOCALE


@pytest.mark.parametrize("size", [0, -10, 1.5, "100", True, 10**9])
def test_a_size_that_is_not_one_is_refused(size: object) -> None:
    with pytest.raises(t.StateError) as caught:
        svg.card(t.Card.ACE_OF_HEARTS, size=cast(Any, size))
    assert caught.value.reason is t.Reason.MALFORMED_ACTION


@pytest.mark.parametrize("value", ["Ah", None, 24, -1, 3.0, t.Suit.HEARTS])
def test_a_non_card_is_a_notation_error(value: object) -> None:
    with pytest.raises(t.NotationError) as caught:
        svg.card(cast(Any, value))
    assert caught.value.reason is t.Reason.INVALID_NOTATION
    with pytest.raises(t.NotationError):
        svg.hand([t.Card.ACE_OF_HEARTS, cast(Any, value)])


def test_a_hand_that_is_not_a_sequence_of_cards_is_a_notation_error() -> None:
    with pytest.raises(t.NotationError):
        svg.hand(cast(Any, "Ah Kh"))
    with pytest.raises(t.NotationError):
        svg.talon(cast(Any, 5))


@pytest.mark.parametrize(
    "colors",
    [{"felt": "green"}, {"back": 'red" onload="x'}, {"back": 3}, ["back"], "back"],
)
def test_colours_that_are_not_colours_are_refused(colors: object) -> None:
    with pytest.raises(t.StateError) as caught:
        svg.back(colors=cast(Any, colors))
    assert caught.value.reason is t.Reason.MALFORMED_ACTION


@pytest.mark.parametrize("orientation", [3, -1, "0", 1.5, True])
def test_a_seat_that_is_not_at_the_table_is_refused(orientation: object) -> None:
    with pytest.raises(t.StateError) as caught:
        svg.state(dealt(), orientation=cast(Any, orientation))
    assert caught.value.reason is t.Reason.MALFORMED_ACTION


def test_the_wrong_value_is_refused() -> None:
    state = dealt()
    with pytest.raises(t.StateError):
        svg.view(cast(Any, state))
    with pytest.raises(t.StateError):
        svg.state(cast(Any, t.view(state, 0)))
    with pytest.raises(t.StateError):
        svg.view(t.view(state, 0), names=["only one"])
    with pytest.raises(t.StateError):
        svg.trick([], players=5)
    with pytest.raises(t.NotationError):
        svg.trick(cast(Any, [(0, "Ah", 1)]))


# --- Jupyter ------------------------------------------------------------------------------


def test_values_draw_themselves_for_jupyter() -> None:
    state = in_play()
    card = cast(Any, t.Card.ACE_OF_HEARTS)
    assert card._repr_svg_() == svg.card(t.Card.ACE_OF_HEARTS)
    seen = t.view(state, 2)
    assert cast(Any, seen)._repr_svg_() == svg.view(seen)
    assert cast(Any, state)._repr_svg_() == svg.state(state)


def test_every_picture_shows_itself_in_jupyter() -> None:
    state = dealt()
    pictures = [
        svg.card(t.Card.ACE_OF_HEARTS),
        svg.back(),
        svg.hand(state.hand(0)),
        svg.talon([None, None, None]),
        svg.trick([(0, t.Card.ACE_OF_HEARTS)]),
        svg.view(t.view(state, 0)),
        svg.state(state),
    ]
    for picture in pictures:
        assert isinstance(picture, svg.Picture)
        assert picture._repr_svg_() == str(picture)
        parse(picture._repr_svg_())


def test_a_state_drawn_shows_every_hand_and_a_view_only_its_own() -> None:
    state = in_play()
    whole = drawn_cards(cast(Any, state)._repr_svg_())
    assert {str(c) for seat in state.seats for c in state.hand(seat)} <= set(whole)
    mine = drawn_cards(cast(Any, t.view(state, 0))._repr_svg_())
    assert not {str(c) for c in state.hand(1)} & set(mine)


def test_a_game_shows_its_score_sheet_as_an_html_table() -> None:
    rules = t.Rules()
    game = t.record_round(
        t.new_game(rules),
        t.score_round(
            rules,
            t.RoundSummary(
                declarer=1,
                contract=120,
                card_points=(50, 70, 0),
                tricks=(3, 5, 0),
                marriages=((), (t.Suit.HEARTS,), ()),
            ),
        ),
    )
    html = cast(Any, game)._repr_html_()
    table = ET.fromstring(html)
    cells = [td.text for td in table.iter("td")]
    assert cells == ["1", "dealer p1", "p2: 120 made", "50", "120", "0 /"]
    assert "zapis" not in svg.sheet_html(game, lang="pl")
    assert "rozdaje p1" in svg.sheet_html(game, lang="pl")
