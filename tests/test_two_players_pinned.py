"""Two players with a stock (A3), pinned down where mutation testing found it loose.

How long free play lasts (two cards drawn per trick, following compulsory once the
stock is empty) and the four-nines bonus beside a stock (B5: the seat must have held all
four when it led the first, none drawn after that trick).
"""

from __future__ import annotations

import pytest

import thousand as t
from helpers.rounds import assert_illegal, assert_legal, card
from thousand import Reason, RedealRules, Rules

rule = pytest.mark.rule


def stock_rules(**redeal: object) -> Rules:
    return Rules(
        dealing=t.DealingRules(players=2, two_player_deal=t.TwoPlayerDeal.STOCK),
        redeal=RedealRules(conditions=frozenset(), **redeal),  # type: ignore[arg-type]
    )


def contract_of_seat_1(rules: Rules, deal: t.Deal) -> t.RoundState:
    """Seat 0 deals and passes; seat 1, on the hundred, plays 100 and leads."""
    state = t.apply(t.new_round(rules, 0), deal)
    return t.apply_all(state, [t.Pass(seat=0), t.DeclareContract(seat=1, value=100)])


def tricks(state: t.RoundState, text: str) -> t.RoundState:
    """Play ``"9c 9s / Jc Js"``: each card by the seat to act."""
    for token in text.replace("/", " ").split():
        seat = state.to_act
        assert seat is not None
        state = t.apply(state, t.PlayCard(seat=seat, card=card(token)))
    return state


@rule("A3")
@rule("core.follow")
def test_free_play_lasts_while_the_stock_holds_cards_and_ends_when_it_is_empty() -> None:
    # Six each and a stock of 12: two cards are drawn per trick, so four tricks leave
    # four in the stock (free play); after six it is empty and following is compulsory.
    deal = t.Deal.parse(
        ["9s Js Qs Ks Ts As", "9c Jc Qc Kc Tc 9d"],
        ["Ac Jd Qd Kd Td Ad 9h Jh Qh Kh Th Ah"],
    )
    state = contract_of_seat_1(stock_rules(), deal)
    # Seat 1 leads clubs, seat 0 (no clubs, no trump) discards spades: seat 1 takes all
    # four tricks; seat 1 draws Ac, Qd, Td, 9h and seat 0 Jd, Kd, Ad, Jh.
    state = tricks(state, "9c 9s / Jc Js / Qc Qs / Kc Ks")
    assert len(state.stock) == 4
    state = tricks(state, "Qd")
    # Seat 0 holds Jd Kd Ad, yet may discard a spade: the stock still holds four cards.
    state = assert_legal(state, t.PlayCard(seat=0, card=card("Ts")))
    state = tricks(state, "Td As")
    assert state.stock == ()
    state = tricks(state, "9d")
    # Seat 0 holds Jd Kd Ad Jh Kh Ah: the stock is empty, it must follow diamonds.
    assert_illegal(state, t.PlayCard(seat=0, card=card("Jh")), Reason.MUST_FOLLOW_SUIT)


@rule("B5")
@rule("A3")
def test_four_nines_held_when_the_first_is_led_score_beside_a_stock() -> None:
    # Seat 1 holds the four nines from the deal and leads 9s at once: the bonus.
    deal = t.Deal.parse(
        ["Js Jc Jd Jh Kd Kh", "9s 9c 9d 9h As Ac"],
        ["Qs Ks Ts Qc Kc Tc Qd Td Ad Qh Th Ah"],
    )
    state = contract_of_seat_1(stock_rules(four_nines_bonus=200), deal)
    result = t.round_result(t.bots.play_to_end(tricks(state, "9s")))
    assert result.four_nines == 1
    assert result.bonus_points == (0, 200)


@rule("B5")
@rule("A3")
def test_a_nine_drawn_after_the_first_nine_was_led_earns_no_bonus() -> None:
    # Seat 1 holds three nines; it leads 9s in the third trick and then draws 9h, the
    # stock's fifth card. It plays all four nines, but did not hold them all when it led
    # the first («имеет на руках четыре девятки, то выложив на стол первую»).
    deal = t.Deal.parse(
        ["Js Jc Jd Jh Kd Kh", "9s 9c 9d As Ac Ad"],
        ["Qs Ks Ts Qc 9h Kc Tc Qd Td Qh Th Ah"],
    )
    state = contract_of_seat_1(stock_rules(four_nines_bonus=200), deal)
    state = tricks(state, "As Js / Ac Jc / 9s Jd")
    assert card("9h") in state.hand(1)
    result = t.round_result(t.bots.play_to_end(state))
    assert result.four_nines is None
    assert result.bonus_points == (0, 0)
