"""Where the rules of the deal (A8-A10, B1-B5, C1) meet two and four players (A1, A3-A7)
and dark bidding (C8, C9): the readings the rules reference gives for each meeting.

- C1 with four players: the dealer sits out, so it cannot hold the obligatory bid.
- C1 ``none`` with C8 ``first_hand``: the first hand's dark bid is the holder's; nobody
  holds one: refused.
- B1-B3 with C8: a redeal is claimed on a hand the seat has seen; a seat that has not
  looked at its cards is not asked before bidding (after the exchange everybody has).
- B1, B2 with two players: a talon condition judges the talon the declarer takes (the one
  chosen of two, the talon beside the dummy); a stock is no talon.
- A8, A9 with two and four players: the dealer sitting out gets no card and the seat to
  the dealer's right the last; a dummy is dealt as a third hand, before the dealer; a
  stock is the rest of the pack, its last card the bottom card.
- B1, A5, A10 with four players: a deal not played scores nothing, not even the dealer's
  talon; after a redeal the same dealer deals again, after an exposed card the next.
- B5 with two players: nines left out of play (the unused talon) earn no bonus.
"""

from __future__ import annotations

import random

import attrs
import pytest

import thousand as t
from helpers.rounds import assert_illegal, assert_legal, cards
from thousand import (
    BiddingRules,
    BlindBidding,
    DealingRules,
    ObligatoryBid,
    Outcome,
    Phase,
    Reason,
    RedealCondition,
    RedealRules,
    RedealTiming,
    Rules,
    TwoPlayerDeal,
)

rule = pytest.mark.rule

JUNK = t.Deal.parse(
    ["As Ts Ks Ac Tc Kc Ad", "9s Js 9c Jc 9d Jd 9h", "Td Kd Qd Ah Th Kh Jh"], ["Qs Qc Qh"]
)
"""Seat 1 (on the hundred, dealer 0) holds the four nines and 6 points; seats 0 and 2
hold 50 and more: only seat 1 may claim a redeal (B1)."""


def _problems(**groups: object) -> dict[str, str]:
    with pytest.raises(t.RulesError) as info:
        Rules(**groups)  # type: ignore[arg-type]
    return {p.field: p.message for p in info.value.problems}


# --- C1 meets A5 and C8 -------------------------------------------------------------------


@rule("C1")
@rule("A5")
def test_four_players_refuse_the_dealers_obligatory_bid() -> None:
    four = DealingRules(players=4)
    problems = _problems(dealing=four, bidding=BiddingRules(obligatory_bid=ObligatoryBid.DEALER))
    assert list(problems) == ["bidding.obligatory_bid"]
    assert "the dealer sits out (A5)" in problems["bidding.obligatory_bid"]
    # The dealer's left, or nobody: both play with four.
    for holder in (ObligatoryBid.LEFT_OF_DEALER, ObligatoryBid.NONE):
        rules = Rules(dealing=four, bidding=BiddingRules(obligatory_bid=holder))
        state = t.apply(t.new_round(rules, 2), t.deal(rules, random.Random(1), dealer=2))
        expected = 3 if holder is ObligatoryBid.LEFT_OF_DEALER else None
        assert state.obligatory_bidder == expected
        assert state.to_act in state.seats
    # Three players: the dealer holds it and sits in the auction.
    three = Rules(bidding=BiddingRules(obligatory_bid=ObligatoryBid.DEALER))
    assert t.new_round(three, 2).obligatory_bidder == 2


@rule("C1")
@rule("C8")
def test_first_hand_dark_bidding_needs_a_holder_of_the_obligatory_bid() -> None:
    nobody = BiddingRules(obligatory_bid=ObligatoryBid.NONE, blind_bidding=BlindBidding.FIRST_HAND)
    problems = _problems(bidding=nobody)
    assert list(problems) == ["bidding.blind_bidding"]
    assert "nobody holds the obligatory bid" in problems["bidding.blind_bidding"]
    # Anyone may go dark without an obligatory bid; the dealer's left opens.
    anyone = Rules(
        bidding=BiddingRules(obligatory_bid=ObligatoryBid.NONE, blind_bidding=BlindBidding.ANYONE),
        redeal=RedealRules(conditions=frozenset()),
    )
    state = t.apply(t.new_round(anyone), JUNK)
    assert (state.to_act, state.unseen, state.highest_bid) == (1, frozenset({0, 1, 2}), None)
    assert t.Bid(seat=1, value=120, blind=True) in t.legal_actions(state)
    # The dealer on the hundred goes dark first, before the dealer's left opens.
    dealer = Rules(
        bidding=BiddingRules(
            obligatory_bid=ObligatoryBid.DEALER, blind_bidding=BlindBidding.FIRST_HAND
        ),
        redeal=RedealRules(conditions=frozenset()),
    )
    state = t.apply(t.new_round(dealer), JUNK)
    assert (state.to_act, state.unseen) == (0, frozenset({0}))
    assert t.legal_actions(state) == (t.Bid(seat=0, value=120, blind=True), t.Look(seat=0))
    looked = assert_legal(state, t.Look(seat=0))
    assert (looked.to_act, looked.highest_bid) == (1, (0, 100))


# --- B1-B3 meet C8 ------------------------------------------------------------------------


@rule("B1")
@rule("B3")
@rule("C8")
def test_a_seat_that_has_not_looked_is_not_asked_for_a_redeal() -> None:
    # Without dark bidding seat 1 is asked: four nines, 6 points.
    plain = t.apply(t.new_round(Rules()), JUNK)
    assert (plain.phase, plain.to_act) == (Phase.REDEAL, 1)
    claims = {a.condition for a in t.legal_actions(plain) if isinstance(a, t.ClaimRedeal)}
    assert claims == {RedealCondition.HAND_FOUR_NINES, RedealCondition.HAND_POINTS_BELOW}
    # In the dark seat 1 has not seen its cards: it is not asked, the auction opens.
    for mode in (BlindBidding.FIRST_HAND, BlindBidding.ANYONE):
        rules = Rules(bidding=BiddingRules(blind_bidding=mode))
        state = t.apply(t.new_round(rules), JUNK)
        assert state.phase is Phase.BIDDING
        assert 1 in state.unseen
        assert not any(isinstance(a, t.ClaimRedeal) for a in t.legal_actions(state))
        # Looking at the cards later does not reopen the claims before bidding.
        looked = t.apply(state, t.Look(seat=state.to_act or 0))
        claim = t.ClaimRedeal(seat=looked.to_act or 0, condition=RedealCondition.HAND_FOUR_NINES)
        assert_illegal(looked, claim, Reason.WRONG_PHASE)


@rule("B3")
@rule("C8")
def test_after_the_exchange_every_seat_has_seen_its_cards_and_may_claim() -> None:
    rules = Rules(
        bidding=BiddingRules(blind_bidding=BlindBidding.FIRST_HAND),
        redeal=RedealRules(timing=RedealTiming.AFTER_EXCHANGE),
    )
    state = t.apply(t.new_round(rules), JUNK)
    # Seat 1 goes dark at 120 and takes the talon; seat 2 and seat 0 pass.
    state = t.apply_all(
        state, [t.Bid(seat=1, value=120, blind=True), t.Pass(seat=2), t.Pass(seat=0)]
    )
    assert state.unseen == frozenset()
    assert state.dark
    state = t.apply_all(
        state,
        [
            t.GiveCard(seat=1, to=2, card=cards("Qs")[0]),
            t.GiveCard(seat=1, to=0, card=cards("Qc")[0]),
        ],
    )
    # Seat 1 still holds the four nines after the exchange: it is asked now.
    assert (state.phase, state.to_act) == (Phase.REDEAL, 1)
    claimed = assert_legal(state, t.ClaimRedeal(seat=1, condition=RedealCondition.HAND_FOUR_NINES))
    result = t.round_result(claimed)
    assert (result.outcome, result.dark, result.multiplier) == (Outcome.REDEAL, False, 1)
    assert result.score_changes == (0, 0, 0)


# --- B1, B2 meet two players --------------------------------------------------------------


def _two(mode: TwoPlayerDeal = TwoPlayerDeal.TWO_TALONS, **redeal: object) -> Rules:
    return Rules(
        dealing=DealingRules(players=2, two_player_deal=mode),
        redeal=RedealRules(**redeal),  # type: ignore[arg-type]
    )


def _two_deal(rules: Rules, talons: list[str]) -> t.Deal:
    fixed = [c for text in talons for c in cards(text)]
    rest = [c for c in t.DECK if c not in fixed]
    size = len(rest) // 2
    hands = [tuple(sorted(rest[0::2][:size])), tuple(sorted(rest[1::2][:size]))]
    return t.Deal(hands=hands, talons=[cards(text) for text in talons])


@rule("B1")
@rule("B2")
@rule("A3")
def test_two_players_claim_on_the_talon_they_take() -> None:
    rules = _two(conditions=frozenset({RedealCondition.TALON_POINTS_BELOW}))
    # Talon 0 holds 21 points, talon 1 none.
    state = t.apply(t.new_round(rules), _two_deal(rules, ["As Ts", "9s 9c"]))
    state = t.apply(state, t.Pass(seat=0))  # seat 1, on the hundred, plays 100
    assert (state.phase, state.declarer) == (Phase.TALON, 1)
    claim = t.ClaimRedeal(seat=1, condition=RedealCondition.TALON_POINTS_BELOW)
    rich = t.apply(state, t.ChooseTalon(seat=1, index=0))
    violation = assert_illegal(rich, claim, Reason.REDEAL_CONDITION_NOT_MET)
    assert "the talon (As, Ts)" in violation.message
    poor = t.apply(state, t.ChooseTalon(seat=1, index=1))
    assert t.legal_actions(poor)[-1] == claim
    over = assert_legal(poor, claim)
    assert over.outcome is Outcome.REDEAL
    assert t.view(over, 0).talons[1] == cards("9s 9c")  # the claim shows the talon taken
    assert t.view(over, 0).talons[0] == (None, None)  # the other stays face down


@rule("B1")
@rule("A3")
def test_beside_a_dummy_the_talon_is_the_three_cards_and_a_stock_is_none() -> None:
    # A3 dummy: talon 9s Js Jc (4 points), the dummy's seven are out of play.
    rules = _two(TwoPlayerDeal.DUMMY)
    talon, dummy = "9s Js Jc", "As Ts Ac Tc Ad Td Ah"
    state = t.apply(t.new_round(rules), _two_deal(rules, [talon, dummy]))
    state = t.apply(state, t.Pass(seat=0))
    assert state.phase is Phase.EXCHANGE
    claim = t.ClaimRedeal(seat=1, condition=RedealCondition.TALON_POINTS_BELOW)
    assert claim in t.legal_actions(state)
    # A3 stock: nothing is taken, so no talon condition is ever met, not even one every
    # talon would meet (below the pack's 120 card points).
    stock = _two(TwoPlayerDeal.STOCK, talon_points_below=120)
    state = t.apply(t.new_round(stock), t.deal(stock, random.Random(4)))
    while state.phase in (Phase.REDEAL, Phase.BIDDING):
        state = t.apply(state, t.bots.simple_action(state))
    assert not any(isinstance(a, t.ClaimRedeal) for a in t.legal_actions(state))


# --- A8, A9 meet two and four players -----------------------------------------------------


@rule("A8")
@rule("A5")
@rule("A3")
def test_a_deck_order_is_dealt_round_the_seats_that_receive_cards() -> None:
    deck = t.DECK
    four = Rules(dealing=DealingRules(players=4))
    deal = t.deal_from_order(four, deck, dealer=1)
    assert [len(h) for h in deal.hands] == [7, 0, 7, 7]
    assert deal.hands[2][0] == deck[0]  # the dealer's left first
    assert deck[-1] in deal.hands[0]  # the last card to the dealer's right
    assert t.last_dealt_seat(four, 1) == 0
    assert set(deal.talons[0]) == {deck[3], deck[7], deck[11]}
    # Two talons: one card after each round of two.
    two = _two()
    assert t.default_talon_positions(two) == (3, 6, 9, 12)
    deal = t.deal_from_order(two, deck)
    assert deal.talons == ((deck[3], deck[6]), (deck[9], deck[12]))
    assert deck[-1] in deal.hands[0]  # the dealer gets the last card
    # A dummy is a third hand, dealt just before the dealer, as for three players.
    dummy = _two(TwoPlayerDeal.DUMMY)
    deal = t.deal_from_order(dummy, deck)
    assert t.default_talon_positions(dummy) == (3, 7, 11)
    assert deal.talons[0] == tuple(sorted((deck[3], deck[7], deck[11])))
    assert deck[0] in deal.hands[1]  # the dealer's left,
    assert deck[1] in deal.talons[1]  # the dummy,
    assert deck[2] in deal.hands[0]  # the dealer
    # A stock: the hands first, one card at a time, then the stock in its order.
    stock = _two(TwoPlayerDeal.STOCK)
    deal = t.deal_from_order(stock, deck)
    assert deal.talons == (deck[12:],)
    assert deal.hands[1] == tuple(sorted(deck[0:12:2]))
    assert t.default_talon_positions(stock) == ()
    assert t.last_dealt_seat(stock) is None
    with pytest.raises(t.DealError) as info:
        t.deal_from_order(stock, deck, talon_positions=[3])
    assert info.value.reason is Reason.TALON_POSITION_FORBIDDEN


@rule("A9")
@rule("A5")
@rule("A3")
def test_the_bottom_card_kept_goes_where_the_last_card_is_dealt() -> None:
    nine = cards("9h")[0]
    for rules, dealer, home in (
        (Rules(dealing=DealingRules(players=4, cutter=t.Cutter.RIGHT_OF_DEALER)), 1, 0),
        (Rules(dealing=DealingRules(players=2, cutter=t.Cutter.RIGHT_OF_DEALER)), 1, 1),
    ):
        state = t.new_round(rules, dealer)
        cutter = state.cutter
        assert cutter == (dealer - 1) % rules.players
        state = t.apply_all(state, [t.Cut(seat=cutter, bottom=nine), t.AcceptCut(seat=dealer)])
        elsewhere = [c for c in t.DECK if c != nine]
        wrong = t.deal_from_order(rules, [nine, *elsewhere], dealer=dealer)
        assert nine not in wrong.hands[home]
        assert_illegal(state, wrong, Reason.BOTTOM_CARD_MISPLACED)
        right = t.deal_from_order(rules, [*elsewhere, nine], dealer=dealer)
        assert nine in assert_legal_deal(state, right).hand(home)
    # A stock: the card kept at the bottom is the stock's last, drawn last.
    stock = Rules(
        dealing=DealingRules(
            players=2, two_player_deal=TwoPlayerDeal.STOCK, cutter=t.Cutter.LEFT_OF_DEALER
        )
    )
    state = t.apply_all(t.new_round(stock), [t.Cut(seat=1, bottom=nine), t.AcceptCut(seat=0)])
    elsewhere = [c for c in t.DECK if c != nine]
    violation = assert_illegal(
        state, t.deal_from_order(stock, [nine, *elsewhere]), Reason.BOTTOM_CARD_MISPLACED
    )
    assert "the last card of the stock" in violation.message
    dealt = assert_legal_deal(state, t.deal_from_order(stock, [*elsewhere, nine]))
    assert dealt.stock[-1] == nine
    drawn = t.chance_action(state, random.Random(9))
    assert isinstance(drawn, t.Deal)
    assert drawn.talons[0][-1] == nine


def assert_legal_deal(state: t.RoundState, deal: t.Deal) -> t.RoundState:
    """A chance action is not in ``legal_actions``: ``check`` accepts it."""
    assert t.check(state, deal) is None
    return t.apply(state, deal)


# --- B1, A5, A10 meet four players --------------------------------------------------------


@rule("B1")
@rule("A5")
@rule("A10")
def test_with_four_players_a_deal_not_played_scores_nothing_and_who_deals_next() -> None:
    rules = Rules(
        dealing=DealingRules(players=4, exposed_card_penalty=120),
        redeal=RedealRules(hand_points_below=40),
    )
    game = t.new_game(rules, first_dealer=3)
    rng = random.Random(5)
    state = t.next_round(game, rng)
    while state.phase is not Phase.REDEAL:
        game = t.record_round(game, t.round_result(t.bots.play_to_end(state, rng=rng)))
        state = t.next_round(game, rng)
    assert state.to_act in state.seats  # the dealer sits out: never asked
    claim = next(a for a in t.legal_actions(state) if isinstance(a, t.ClaimRedeal))
    over = t.apply(state, claim)
    result = t.round_result(over)
    # Nobody scores a redeal: not the claimant, not the dealer sitting on the talon (A5),
    # and the talon is not turned up for it.
    assert result.score_changes == (0, 0, 0, 0)
    assert (result.sitting_out, result.talon_points, result.talon_marriage) == (None, 0, None)
    assert t.public_view(over).talons == ((None, None, None),)
    after = t.record_round(game, result)
    assert (after.dealer, after.redeals) == (game.dealer, game.redeals + 1)  # the same dealer
    # The dealer sits out and holds no hand: a redeal in its name is refused.
    by_dealer = attrs.evolve(result, outcome_seat=game.dealer)
    with pytest.raises(t.SummaryError) as info:
        t.record_round(game, by_dealer)
    assert [p.reason for p in info.value.problems] == [Reason.SITTING_OUT]
    # A summary of a deal not played names no seat sitting out and no talon points.
    with pytest.raises(t.SummaryError) as info:
        t.score_round(
            rules,
            t.RoundSummary(outcome=Outcome.REDEAL, outcome_seat=1, sitting_out=0, talon_points=7),
        )
    assert {p.field for p in info.value.problems} == {"sitting_out", "talon_points"}
    # An exposed card: the dealer loses 120 and the next player deals (and sits out).
    exposed = t.apply(
        t.new_round(rules, after.dealer, context=after.next_context),
        t.ExposedCard(card=t.DECK[0]),
    )
    penalty = t.record_round(after, t.round_result(exposed))
    assert penalty.scores[after.dealer] == after.scores[after.dealer] - 120
    assert penalty.dealer == (after.dealer + 1) % 4
    assert t.new_round(rules, penalty.dealer).sitting_out == penalty.dealer


# --- B5 meets two players -----------------------------------------------------------------


@rule("B5")
@rule("A3")
def test_nines_left_out_of_play_earn_no_four_nines_bonus() -> None:
    rules = Rules(
        dealing=DealingRules(players=2),
        redeal=RedealRules(conditions=frozenset(), four_nines_bonus=200),
    )
    mine = cards("9s 9c 9d Ac Tc Kc Qc Ad Td Kd")
    talons = [cards("9h Js"), cards("As Ts")]
    rest = [c for c in t.DECK if c not in (*mine, *talons[0], *talons[1])]
    deal = t.Deal(hands=[tuple(rest), mine], talons=talons)
    state = t.apply_all(
        t.new_round(rules),
        [
            deal,
            t.Pass(seat=0),  # seat 1 plays 100 and takes the talon As Ts
            t.ChooseTalon(seat=1, index=1),
            t.Discard(seat=1, card=cards("Kd")[0]),
            t.Discard(seat=1, card=cards("Qc")[0]),
            t.DeclareContract(seat=1, value=100),
            t.PlayCard(seat=1, card=cards("9s")[0]),  # the first nine, led
        ],
    )
    while not t.is_over(state):
        state = t.apply(state, t.bots.simple_action(state))
    nines = [seat for trick in state.tricks for seat, c in trick.plays if c.rank is t.Rank.NINE]
    assert nines == [1, 1, 1]  # seat 1 led the first and played every nine in play
    result = t.round_result(state)
    # The fourth nine lay in the talon not taken: seat 1 never held the four.
    assert result.four_nines is None
    assert result.bonus_points == (0, 0)
