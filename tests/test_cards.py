"""Cards, their notation, card points, marriage values, and dealing.

Rules: core.deck, core.rank_order, core.card_points, core.marriage,
core.deal_one_by_one, A2.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import thousand as t
from helpers.rounds import CLASSIC, LAB, assert_illegal, bid, cards, declare, give, untyped
from thousand import (
    CARD_POINTS,
    DECK,
    Card,
    Deal,
    MarriageValues,
    NotationError,
    Phase,
    Rank,
    Reason,
    Rules,
    Suit,
)

# --- core.deck ----------------------------------------------------------------------------


@pytest.mark.rule("core.deck")
def test_deck_has_24_distinct_cards() -> None:
    assert len(DECK) == 24
    assert len(set(DECK)) == 24
    assert tuple(Card) == DECK


@pytest.mark.rule("core.deck")
def test_deck_is_nine_to_ace_in_four_suits() -> None:
    # Seed 000: "She will need 24 cards - from nine to ace inclusive."
    assert {(c.rank, c.suit) for c in DECK} == {(r, s) for r in Rank for s in Suit}
    assert sorted(r.value for r in Rank) == sorted(["9", "J", "Q", "K", "T", "A"])
    assert [s.value for s in Suit] == ["s", "c", "d", "h"]
    for suit in Suit:
        assert len([c for c in DECK if c.suit is suit]) == 6


@pytest.mark.rule("core.deck")
@pytest.mark.parametrize("text", ["7h", "8s", "2c", "Jk", "6d"])
def test_deck_has_no_cards_below_nine(text: str) -> None:
    with pytest.raises(NotationError):
        Card.parse(text)


@pytest.mark.rule("core.deck")
@pytest.mark.parametrize("seed", [0, 1, 7, 2024])
def test_deal_uses_every_card_of_the_deck_once(seed: int) -> None:
    deal = t.deal(CLASSIC, random.Random(seed))
    dealt = [c for pile in (*deal.hands, *deal.talons) for c in pile]
    assert sorted(dealt) == list(DECK)


# --- core.rank_order ----------------------------------------------------------------------


@pytest.mark.rule("core.rank_order")
def test_rank_order_is_ace_ten_king_queen_jack_nine() -> None:
    # Seed 000: "The precedence of cards in 1000 is as follows (in descending order):
    # Ace Ten King Lady Jack Nine".
    by_strength = sorted(Rank, key=lambda r: r.strength, reverse=True)
    assert by_strength == [Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE]


@pytest.mark.rule("core.rank_order")
@pytest.mark.parametrize("suit", list(Suit))
def test_rank_order_within_each_suit(suit: Suit) -> None:
    ranks = [Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE]
    ordered = [Card.of(r, suit) for r in ranks]
    assert ordered == sorted(ordered, reverse=True)
    assert Card.of(Rank.TEN, suit) > Card.of(Rank.KING, suit)


# --- core.card_points ---------------------------------------------------------------------


@pytest.mark.rule("core.card_points")
@pytest.mark.parametrize(
    ("rank", "points"),
    [
        (Rank.ACE, 11),
        (Rank.TEN, 10),
        (Rank.KING, 4),
        (Rank.QUEEN, 3),
        (Rank.JACK, 2),
        (Rank.NINE, 0),
    ],
)
def test_card_points_of_each_rank(rank: Rank, points: int) -> None:
    # Seed 000: "Ace = 11 points. King = 4 points. Queen = 3. Jack = 2 points.
    # Ten = 10 points. Nine = 0."
    assert rank.points == points
    for suit in Suit:
        c = Card.of(rank, suit)
        assert c.points == points
        assert CARD_POINTS[c] == points
        assert t.card_points([c]) == points


@pytest.mark.rule("core.card_points")
def test_card_points_sum_to_120_in_the_deck() -> None:
    # Seed 003: «Сумма очков всех карт в игре - 120 очков.»
    assert sum(CARD_POINTS) == 120
    assert t.card_points(DECK) == 120


@pytest.mark.rule("core.card_points")
@pytest.mark.parametrize("suit", list(Suit))
def test_card_points_sum_to_30_per_suit(suit: Suit) -> None:
    # Seed 003: «Сумма очков карт одной масти - 30 очков.»
    assert t.card_points(c for c in DECK if c.suit is suit) == 30


@pytest.mark.rule("core.card_points")
def test_card_points_of_a_mixed_trick() -> None:
    assert t.card_points(cards("Ah Td 9c")) == 21
    assert t.card_points(cards("Ks Qs Js")) == 9
    assert t.card_points(()) == 0


# --- core.marriage ------------------------------------------------------------------------


@pytest.mark.rule("core.marriage")
@pytest.mark.parametrize(
    ("suit", "value"),
    [(Suit.SPADES, 40), (Suit.CLUBS, 60), (Suit.DIAMONDS, 80), (Suit.HEARTS, 100)],
)
def test_marriage_values_by_suit(suit: Suit, value: int) -> None:
    # Seed 000: "Peak Marriage - 40 points. Marriage of clubs - 60 points. Tambourine
    # Maryage - 80 points. Heart marryage - 100 points."
    assert t.marriage_value(CLASSIC, suit) == value
    assert MarriageValues()[suit] == value


@pytest.mark.rule("core.marriage")
@pytest.mark.rule("E2")
def test_marriage_value_follows_the_rules_table() -> None:
    rules = Rules(
        play=t.PlayRules(marriage_values=MarriageValues(spades=50, clubs=70, diamonds=90))
    )
    assert [t.marriage_value(rules, s) for s in Suit] == [50, 70, 90, 100]


@pytest.mark.rule("E2")
def test_marriage_value_still_takes_the_suit_first_and_warns() -> None:
    rules = Rules(
        play=t.PlayRules(marriage_values=MarriageValues(spades=50, clubs=70, diamonds=90))
    )
    half = t.MarriageKind.HALF_MARRIAGE
    with pytest.deprecated_call(match=r"marriage_value\(rules, suit\)"):
        assert t.marriage_value(Suit.CLUBS, rules) == 70
    with pytest.deprecated_call():
        assert t.marriage_value(Suit.CLUBS, rules, half) == 35
    # By keyword, either order is the documented one, and nothing warns.
    assert t.marriage_value(suit=Suit.DIAMONDS, rules=rules) == 90
    assert t.marriage_value(rules, Suit.CLUBS, half) == 35


def test_marriage_value_refuses_what_is_not_rules_and_a_suit() -> None:
    pairs: list[tuple[Any, Any]] = [(CLASSIC, CLASSIC), (Suit.HEARTS, Suit.HEARTS), ("h", CLASSIC)]
    for first, second in pairs:
        with pytest.raises(t.RulesError, match="takes the rules and a suit"):
            t.marriage_value(first, second)


# --- notation -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ah", Card.ACE_OF_HEARTS),
        ("10h", Card.TEN_OF_HEARTS),
        ("Th", Card.TEN_OF_HEARTS),
        ("A♥", Card.ACE_OF_HEARTS),
        ("ah", Card.ACE_OF_HEARTS),
        ("AH", Card.ACE_OF_HEARTS),
        ("tH", Card.TEN_OF_HEARTS),
        ("10♦", Card.TEN_OF_DIAMONDS),
        (" 9S ", Card.NINE_OF_SPADES),
        ("K♠", Card.KING_OF_SPADES),
        ("q♣", Card.QUEEN_OF_CLUBS),
        ("Jd", Card.JACK_OF_DIAMONDS),
    ],
)
def test_card_parse_accepts(text: str, expected: Card) -> None:
    assert Card.parse(text) is expected


@pytest.mark.parametrize(
    "text",
    ["", " ", "A", "h", "1h", "11h", "Ax", "Ahh", "hA", "♥A", "A h", "10", "1 0h", "A♥♥"],
)
def test_card_parse_rejects_bad_text(text: str) -> None:
    with pytest.raises(NotationError) as raised:
        Card.parse(text)
    assert repr(text) in str(raised.value)
    assert raised.value.text == text
    assert isinstance(raised.value, ValueError)


@pytest.mark.parametrize("value", [5, None, 1.5, b"Ah"])
def test_card_parse_rejects_non_text(value: object) -> None:
    with pytest.raises(NotationError):
        Card.parse(untyped(value))


@pytest.mark.parametrize("c", list(DECK), ids=[str(c) for c in DECK])
def test_card_text_round_trips(c: Card) -> None:
    assert Card.parse(str(c)) is c
    assert Card.parse(c.symbol) is c
    assert Card.parse(str(c).lower()) is c
    assert len(str(c)) == 2


def test_card_str_is_canonical() -> None:
    assert str(Card.ACE_OF_HEARTS) == "Ah"
    assert str(Card.TEN_OF_HEARTS) == "Th"
    assert str(Card.NINE_OF_SPADES) == "9s"
    assert str(Card.parse("10h")) == "Th"
    assert f"{Card.KING_OF_CLUBS}" == "Kc"
    assert f"{Card.KING_OF_CLUBS:>3}" == " Kc"
    assert Card.QUEEN_OF_DIAMONDS.symbol == "Q♦"
    assert repr(Card.ACE_OF_HEARTS) == "Card.ACE_OF_HEARTS"


def test_parse_cards_and_format_cards() -> None:
    assert t.parse_cards("Ah, 10h Kh") == (
        Card.ACE_OF_HEARTS,
        Card.TEN_OF_HEARTS,
        Card.KING_OF_HEARTS,
    )
    assert t.parse_cards(["9s", "T♣"]) == (Card.NINE_OF_SPADES, Card.TEN_OF_CLUBS)
    assert t.format_cards(t.parse_cards("10h 9s")) == "Th 9s"
    with pytest.raises(NotationError):
        t.parse_cards("Ah 1h")


_GOOD_HANDS = ["9s Js Qs Ks Ts As 9c", "Jc Qc Kc Tc Ac 9d Jd", "Qd Kd Td Ad 9h Jh Qh"]


def test_deal_parse_reads_hands_and_talon() -> None:
    deal = Deal.parse(_GOOD_HANDS, ["Kh Th Ah"])
    assert deal.hands[1] == cards("Jc Qc Kc Tc Ac 9d Jd")
    assert deal.talons == (cards("Kh Th Ah"),)
    with pytest.raises(NotationError):
        Deal.parse(["9s Js Qs Ks Ts As 1c", "", ""], [""])


# --- dealing: core.deal_one_by_one, A2 ----------------------------------------------------


@pytest.mark.rule("core.deal_one_by_one")
@pytest.mark.rule("A2")
@pytest.mark.parametrize("seed", [0, 1, 7, 99])
def test_deal_gives_seven_cards_each_and_a_talon_of_three(seed: int) -> None:
    # Seed 000: "At the beginning of the round, 7 cards are dealt to each player, 3 cards
    # remain in the drawdown."
    deal = t.deal(CLASSIC, random.Random(seed))
    assert [len(h) for h in deal.hands] == [7, 7, 7]
    assert [len(p) for p in deal.talons] == [3]


@pytest.mark.rule("core.deal_one_by_one")
@pytest.mark.parametrize("seed", [0, 7, 12345])
def test_deal_same_seed_same_deal(seed: int) -> None:
    first = t.deal(CLASSIC, random.Random(seed))
    again = t.deal(CLASSIC, random.Random(seed))
    assert first == again
    assert hash(first) == hash(again)


@pytest.mark.rule("core.deal_one_by_one")
def test_deal_different_seeds_give_different_deals() -> None:
    deals = {t.deal(CLASSIC, random.Random(seed)) for seed in range(20)}
    assert len(deals) == 20


@pytest.mark.rule("core.deal_one_by_one")
@pytest.mark.rule("A2")
def test_applying_a_deal_lays_out_the_hands_and_talon() -> None:
    deal = t.deal(CLASSIC, random.Random(3))
    state = t.apply(t.new_round(CLASSIC, dealer=0), deal)
    assert state.phase is Phase.BIDDING
    for seat in range(3):
        assert state.hand(seat) == tuple(sorted(deal.hands[seat]))
    assert state.talon == tuple(sorted(deal.talons[0]))
    assert state.log == (deal,)


def _deal_with(hands: list[str], talon: str) -> Deal:
    return Deal.parse(hands, [talon])


@pytest.mark.rule("A2")
@pytest.mark.parametrize(
    "deal",
    [
        # 8 cards in a hand, 2 in the talon
        _deal_with(
            ["9s Js Qs Ks Ts As 9c Jc", "Qc Kc Tc Ac 9d Jd Qd", "Kd Td Ad 9h Jh Qh Kh"], "Th Ah"
        ),
        # a talon of 4, a hand of 6
        _deal_with(
            ["9s Js Qs Ks Ts As", "Jc Qc Kc Tc Ac 9d Jd", "Qd Kd Td Ad 9h Jh Qh"], "9c Kh Th Ah"
        ),
        # a card dealt twice (Ah) and Kh missing
        _deal_with(_GOOD_HANDS, "Ah Th Ah"),
        # two hands only
        Deal.parse(_GOOD_HANDS[:2], ["Kh Th Ah"]),
        # two talons
        Deal.parse(_GOOD_HANDS, ["Kh Th Ah", ""]),
        # no talon
        Deal.parse(_GOOD_HANDS, []),
    ],
    ids=["hand_of_8", "talon_of_4", "card_twice", "two_hands", "two_talons", "no_talon"],
)
def test_deal_must_be_seven_seven_seven_and_three(deal: Deal) -> None:
    assert_illegal(t.new_round(CLASSIC), deal, Reason.INVALID_DEAL)


@pytest.mark.rule("A2")
def test_deal_with_a_non_card_is_invalid_not_a_crash() -> None:
    hands: list[tuple[object, ...]] = [tuple(cards(h)) for h in _GOOD_HANDS]
    hands[0] = (5, *hands[0][1:])
    deal = Deal(hands=untyped(hands), talons=[cards("Kh Th Ah")])
    violation = assert_illegal(t.new_round(CLASSIC), deal, Reason.INVALID_DEAL)
    assert "5" in violation.message


_HAND = tuple(cards(_GOOD_HANDS[0]))
_TALON = tuple(cards("Kh Th Ah"))


@pytest.mark.rule("A2")
@pytest.mark.parametrize(
    ("hands", "talons"),
    [
        ([_HAND, None, 5], [_TALON]),
        (None, [_TALON]),
        (5, 5),
        ([_HAND, _HAND, _HAND], None),
        ([_HAND, _HAND, _HAND], [None]),
    ],
    ids=["none_and_int_hands", "no_hands", "ints", "no_talons", "none_talon"],
)
def test_a_malformed_deal_is_built_and_refused_as_an_invalid_deal(
    hands: object, talons: object
) -> None:
    # Constructing an action checks nothing; check and apply refuse it, with a reason.
    deal = Deal(hands=untyped(hands), talons=untyped(talons))
    violation = assert_illegal(t.new_round(CLASSIC), deal, Reason.INVALID_DEAL)
    assert len(violation.message) < 200


@pytest.mark.rule("A2")
def test_a_deal_holding_a_number_too_long_to_write_is_refused_with_a_short_message() -> None:
    # repr() of such a number fails (Python's limit of 4300 digits): the violation's
    # message must not.
    hands: list[tuple[object, ...]] = [tuple(cards(h)) for h in _GOOD_HANDS]
    hands[1] = (10**5000, *hands[1][1:])
    deal = Deal(hands=untyped(hands), talons=[_TALON])
    violation = t.check(t.new_round(CLASSIC), deal)
    assert violation is not None
    assert violation.reason is Reason.INVALID_DEAL
    assert len(violation.message) < 200
    with pytest.raises(t.IllegalActionError):
        t.apply(t.new_round(CLASSIC), deal)


@pytest.mark.parametrize(("hands", "talons"), [(None, ["Kh Th Ah"]), (_GOOD_HANDS, 5)])
def test_deal_parse_of_something_that_is_not_texts_is_a_notation_error(
    hands: object, talons: object
) -> None:
    with pytest.raises(t.NotationError):
        Deal.parse(untyped(hands), untyped(talons))


@pytest.mark.parametrize("text", [None, 5, 1.5])
def test_parse_cards_of_something_that_is_not_cards_is_a_notation_error(text: object) -> None:
    with pytest.raises(t.NotationError, match="not cards"):
        t.parse_cards(untyped(text))


@pytest.mark.rule("A2")
@pytest.mark.parametrize("auction", ["", "p p", "p p 9s", "p p 9s Jc", "p p 9s Jc 100"])
def test_a_second_deal_is_an_action_of_the_wrong_phase(auction: str) -> None:
    # Reason.WRONG_PHASE: "This kind of action does not belong to the current phase";
    # INVALID_DEAL is for a Deal that does not share out the 24 cards as the rules say, and
    # this one does.
    rules = CLASSIC
    state = t.apply(t.new_round(rules), LAB)
    tokens = auction.split()
    state = bid(state, " ".join(tokens[:2]))
    gifts = dict(zip((2, 0), tokens[2:4], strict=False))
    if gifts:
        state = give(state, gifts)
    if len(tokens) > 4:
        state = declare(state, int(tokens[4]))
    assert state.phase is not Phase.DEALING
    assert_illegal(state, t.deal(rules, random.Random(2)), Reason.WRONG_PHASE)
    assert_illegal(state, LAB, Reason.WRONG_PHASE)
