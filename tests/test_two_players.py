"""Two players: the four layouts of A3, the unused talon of A4, two-player scoring.

Seed 000, "Thousand for two": "Each ... player is dealt 10 cards, and 4 are laid out in
two ... he takes 2 cards for himself from one pile and folds 2 of his unnecessary ones
into the second pile"; "Cards are dealt for three, the other 3 - establish a buy, but
the third pile is not played"; "Cards are dealt to two players without buy-in. It is
necessary ..., by analogy with the "Fool", to pick up cards from the remaining common
deck"; "The winning bidder chooses one of the buyouts at random, and the second buyback
goes to the player who took the last trick"; "The opponent is given 60 points". Seed 002:
«две закрытые стопки по две карты»; «"Бочки" в игре один против одного обычно нет».
Seed 004: «une distribution de 9 cartes à chaque participant et 2 tas de 3 cartes ... ce
joueur donne 1 carte à l'adversaire et le second à la banque ... Prendre le dernier
pot-de-vin, prend lui-même une banque»; «10 cartes ... Le gagnant ... prend 1 bouchée, 1
carte donne l'adversaire, puis annonce la commande».
"""

from __future__ import annotations

import random

import attrs
import pytest

import thousand as t
from helpers.rounds import assert_illegal, assert_legal, card, cards
from thousand import Reason, Rules

rule = pytest.mark.rule
MODE = t.TwoPlayerDeal


def two(mode: t.TwoPlayerDeal = MODE.TWO_TALONS, **dealing: object) -> Rules:
    return Rules(dealing=t.DealingRules(players=2, two_player_deal=mode, **dealing))  # type: ignore[arg-type]


def laid_out(rules: Rules, talons: list[str]) -> t.Deal:
    """A deal with these talons; the other cards to the two hands, alternately."""
    fixed = [card for text in talons for card in cards(text)]
    rest = [c for c in t.DECK if c not in fixed]
    size = (len(rest)) // 2
    hands = [tuple(sorted(rest[0::2][:size])), tuple(sorted(rest[1::2][:size]))]
    return t.Deal(hands=hands, talons=[cards(text) for text in talons])


def dealt(rules: Rules, talons: list[str], dealer: int = 0) -> t.RoundState:
    return t.apply(t.new_round(rules, dealer), laid_out(rules, talons))


def won_by_one(state: t.RoundState, value: int | None = None) -> t.RoundState:
    """Seat 1 (the non-dealer, on the hundred) wins the auction: at 100, or at ``value``."""
    if value is None:
        return t.apply(state, t.Pass(seat=0))
    return t.apply_all(
        state, [t.Bid(seat=0, value=value - 5), t.Bid(seat=1, value=value), t.Pass(seat=0)]
    )


def play_out(state: t.RoundState, rng: random.Random | None = None) -> t.RoundState:
    """The simple bot, or random legal plays (no concessions) with ``rng``."""
    if rng is None:
        return t.bots.play_to_end(state)
    while not t.is_over(state):
        legal = [a for a in t.legal_actions(state) if not isinstance(a, t.Concede)]
        state = t.apply(state, rng.choice(legal))
    return state


def points(text: str) -> int:
    return sum(c.points for c in cards(text))


# --- A1: two players ---------------------------------------------------------------------


@rule("A1")
@pytest.mark.parametrize("mode", list(MODE))
def test_two_players_bid_from_the_non_dealer(mode: t.TwoPlayerDeal) -> None:
    rules = two(mode)
    for dealer in (0, 1):
        state = t.apply(t.new_round(rules, dealer), t.deal(rules, random.Random(dealer)))
        assert state.seats == (1 - dealer, dealer)
        assert state.obligatory_bidder == 1 - dealer  # C1: the non-dealer, on the hundred
        assert state.to_act == dealer


# --- A3 two_talons -----------------------------------------------------------------------


@rule("A3")
def test_two_talons_deal_ten_each_and_two_talons_of_two() -> None:
    d = t.deal(two(), random.Random(1))
    assert [len(h) for h in d.hands] == [10, 10]
    assert [len(p) for p in d.talons] == [2, 2]


@rule("A3")
@rule("D1")
def test_the_declarer_chooses_a_talon_blind_then_shows_it() -> None:
    state = won_by_one(dealt(two(), ["As Ts", "9s 9c"]), 110)
    assert state.phase is t.Phase.TALON
    assert t.legal_actions(state) == (
        t.ChooseTalon(seat=1, index=0),
        t.ChooseTalon(seat=1, index=1),
    )
    # Blind: neither talon shows, not even to the declarer; no conceding yet.
    assert t.view(state, 1).talons == ((None, None), (None, None))
    assert_illegal(state, t.Concede(seat=1), Reason.WRONG_PHASE)
    assert_illegal(state, t.ChooseTalon(seat=1, index=2), Reason.NO_SUCH_TALON)
    assert_illegal(state, t.ChooseTalon(seat=0, index=0), Reason.NOT_YOUR_TURN)
    state = assert_legal(state, t.ChooseTalon(seat=1, index=1))
    assert state.chosen_talon == 1
    assert set(cards("9s 9c")) <= set(state.hand(1))
    assert len(state.hand(1)) == 12
    # D1: shown to the opponent (seed 002: «показать ... второму игроку»); the other
    # talon stays face down.
    assert t.view(state, 0).talons == ((None, None), cards("9s 9c"))


@rule("A3")
@rule("C10")
def test_a_talon_taken_on_the_hundred_stays_hidden() -> None:
    state = t.apply(won_by_one(dealt(two(), ["As Ts", "9s 9c"])), t.ChooseTalon(seat=1, index=0))
    assert not state.talon_shown
    assert t.view(state, 0).talons == ((None, None), (None, None))
    assert t.view(state, 1).talons == (cards("Ts As"), (None, None))


@rule("A3")
@rule("D2")
def test_the_declarer_discards_two_face_down() -> None:
    state = t.apply(
        won_by_one(dealt(two(), ["As Ts", "9s 9c"]), 110), t.ChooseTalon(seat=1, index=1)
    )
    assert state.phase is t.Phase.EXCHANGE
    legal = t.legal_actions(state)
    assert {a.card for a in legal if isinstance(a, t.Discard)} == set(state.hand(1))
    # D4: conceding after seeing the talon; B1: the talon taken (9s 9c, 0 points) is a
    # talon below 5 points, and the declarer may claim a redeal on it.
    claim = t.ClaimRedeal(seat=1, condition=t.RedealCondition.TALON_POINTS_BELOW)
    assert legal[-2:] == (t.Concede(seat=1), claim)
    assert_illegal(state, t.GiveCard(seat=1, to=0, card=card("9s")), Reason.NO_GIFT)
    missing = next(c for c in t.DECK if c not in state.hand(1))
    assert_illegal(state, t.Discard(seat=1, card=missing), Reason.CARD_NOT_IN_HAND)
    state = t.apply_all(
        state, [t.Discard(seat=1, card=card("9s")), t.Discard(seat=1, card=card("9c"))]
    )
    assert state.phase is t.Phase.CONTRACT
    assert state.discards == cards("9s 9c")
    assert [len(state.hand(s)) for s in (0, 1)] == [10, 10]
    # Face down: the opponent's log and view show no card.
    v = t.view(state, 0)
    assert v.log[-2:] == (t.HiddenDiscard(seat=1), t.HiddenDiscard(seat=1))
    assert v.discards == (None, None)
    assert t.view(state, 1).discards == cards("9s 9c")


def _two_talons_played(rules: Rules) -> tuple[t.RoundState, t.RoundResult]:
    state = t.apply(
        won_by_one(dealt(rules, ["As Ts", "Ks Kc"]), 110), t.ChooseTalon(seat=1, index=1)
    )
    state = t.apply_all(
        state, [t.Discard(seat=1, card=card("Ks")), t.Discard(seat=1, card=card("Kc"))]
    )
    final = play_out(state)
    return final, t.round_result(final)


@rule("A4")
def test_the_unused_talon_goes_to_whoever_takes_the_last_trick() -> None:
    # Seed 000: "the second buyback goes to the player who took the last trick"; the
    # discards (Ks Kc, 8 points) count for the declarer.
    final, result = _two_talons_played(two())
    assert len(final.tricks) == 10
    last = final.tricks[-1].winner
    taken = [sum(c.points for c in final.taken(s)) for s in (0, 1)]
    expected = list(taken)
    expected[last] += points("As Ts")  # 21
    expected[1] += points("Ks Kc")  # 8
    assert list(result.card_points) == expected
    assert sum(result.card_points) == 120
    # Turned up when the deal is over: the talon and the discards are scored.
    assert t.view(final, 0).talons == (cards("Ts As"), cards("Ks Kc"))
    assert t.view(final, 0).discards == cards("Ks Kc")


@rule("A4")
def test_with_discards_the_last_trick_takes_all_four_cards() -> None:
    # Seed 000: "folds 2 of his unnecessary ones into the second pile".
    final, result = _two_talons_played(two(unused_talon=t.UnusedTalon.WITH_DISCARDS))
    last = final.tricks[-1].winner
    taken = [sum(c.points for c in final.taken(s)) for s in (0, 1)]
    expected = list(taken)
    expected[last] += points("As Ts Ks Kc")
    assert list(result.card_points) == expected


@rule("A3")
def test_mille_pour_deux_gives_one_card_to_the_opponent_instead() -> None:
    # Seed 004: «prend 1 bouchée, 1 carte donne l'adversaire, puis annonce la commande».
    rules = two(two_talon_exchange=t.TwoTalonExchange.GIVE_ONE)
    state = t.apply(
        won_by_one(dealt(rules, ["As Ts", "9s 9c"]), 110), t.ChooseTalon(seat=1, index=1)
    )
    assert_illegal(state, t.Discard(seat=1, card=card("9s")), Reason.NO_DISCARD)
    state = t.apply(state, t.GiveCard(seat=1, to=0, card=card("9s")))
    assert state.phase is t.Phase.CONTRACT
    assert [len(state.hand(s)) for s in (0, 1)] == [11, 11]
    final = play_out(state)
    assert len(final.tricks) == 11
    result = t.round_result(final)
    assert result.card_points[final.tricks[-1].winner] >= points("As Ts")
    assert sum(result.card_points) == 120


# --- A3 dummy ----------------------------------------------------------------------------


@rule("A3")
def test_the_dummy_is_dealt_as_for_three_and_not_played() -> None:
    rules = two(MODE.DUMMY)
    d = t.deal(rules, random.Random(2))
    assert [len(h) for h in d.hands] == [7, 7]
    assert [len(p) for p in d.talons] == [3, 7]  # the talon, then the dummy's hand
    state = won_by_one(dealt(rules, ["As Ts Ks", "9s 9c 9d 9h Js Jc Jd"]), 110)
    assert state.phase is t.Phase.EXCHANGE
    assert set(cards("As Ts Ks")) <= set(state.hand(1))
    assert not set(cards("9s 9c 9d 9h Js Jc Jd")) & set(state.hand(1))
    # One card to the opponent, one onto the dummy, as three players give two.
    assert_illegal(state, t.GiveCard(seat=1, to=1, card=card("As")), Reason.NOT_AN_OPPONENT)
    hand = state.hand(1)
    state = t.apply(state, t.Discard(seat=1, card=hand[0]))
    assert_illegal(state, t.Discard(seat=1, card=hand[1]), Reason.ALREADY_DISCARDED)
    state = t.apply(state, t.GiveCard(seat=1, to=0, card=hand[1]))
    assert state.phase is t.Phase.CONTRACT
    assert [len(state.hand(s)) for s in (0, 1)] == [8, 8]
    final = play_out(state)
    assert len(final.tricks) == 8
    out = points("9s 9c 9d 9h Js Jc Jd") + hand[0].points
    assert sum(t.round_result(final).card_points) == 120 - out
    # The dummy's cards are never seen, not even at the end.
    for seat in (0, 1, None):
        v = t.public_view(final) if seat is None else t.view(final, seat)
        assert v.talons[1] == (None,) * 7


# --- A3 nine_cards ----------------------------------------------------------------------


@rule("A3")
@rule("A4")
def test_nine_cards_the_bank_goes_to_the_last_trick() -> None:
    rules = two(MODE.NINE_CARDS)
    d = t.deal(rules, random.Random(3))
    assert [len(h) for h in d.hands] == [9, 9]
    assert [len(p) for p in d.talons] == [3, 3]
    state = won_by_one(dealt(rules, ["9s 9c 9d", "As Ts Ah"]), 110)
    state = t.apply(state, t.ChooseTalon(seat=1, index=0))
    assert len(state.hand(1)) == 12
    hand = state.hand(1)
    state = t.apply_all(
        state, [t.GiveCard(seat=1, to=0, card=hand[0]), t.Discard(seat=1, card=hand[1])]
    )
    assert [len(state.hand(s)) for s in (0, 1)] == [10, 10]
    final = play_out(state)
    assert len(final.tricks) == 10
    last = final.tricks[-1].winner
    result = t.round_result(final)
    taken = [sum(c.points for c in final.taken(s)) for s in (0, 1)]
    taken[last] += points("As Ts Ah") + hand[1].points  # the bank
    assert list(result.card_points) == taken
    assert sum(result.card_points) == 120


# --- A3 stock ---------------------------------------------------------------------------


@rule("A3")
def test_the_stock_deals_six_each_and_keeps_its_order() -> None:
    rules = two(MODE.STOCK)
    d = t.deal(rules, random.Random(4))
    assert [len(h) for h in d.hands] == [6, 6]
    assert [len(p) for p in d.talons] == [12]
    assert list(d.talons[0]) != sorted(d.talons[0])  # the order it is drawn in
    state = t.apply(t.new_round(rules, 0), d)
    assert state.stock == d.talons[0]
    state = won_by_one(state)
    # No talon, no exchange: the contract at once.
    assert state.phase is t.Phase.CONTRACT
    assert not state.talon_shown


@rule("A3")
def test_after_each_trick_the_winner_draws_first() -> None:
    rules = two(MODE.STOCK)
    d = t.deal(rules, random.Random(5))
    state = t.apply(
        won_by_one(t.apply(t.new_round(rules, 0), d)), t.DeclareContract(seat=1, value=100)
    )
    stock = d.talons[0]
    rng = random.Random(1)
    for k in range(6):
        lead = rng.choice(t.legal_actions(state))
        state = t.apply(state, lead)
        follow = rng.choice(t.legal_actions(state))
        state = t.apply(state, follow)
        winner = state.tricks[-1].winner
        assert stock[2 * k] in state.hand(winner)
        assert stock[2 * k + 1] in state.hand(1 - winner)
        assert [len(state.hand(s)) for s in (0, 1)] == [6, 6]
        assert state.stock == stock[2 * k + 2 :]
        # Each seat sees its own draws, never the other's.
        seen = t.view(state, winner).talons[0]
        assert seen[2 * k] == stock[2 * k]
        assert seen[2 * k + 1] is None
    assert state.stock == ()
    final = play_out(state)
    assert len(final.tricks) == 12
    assert sum(t.round_result(final).card_points) == 120


@rule("A3")
@rule("core.follow")
def test_no_need_to_follow_while_the_stock_lasts() -> None:
    rules = two(MODE.STOCK)
    d = t.Deal.parse(
        ["9s Js Qs Ks Ts As", "9c Jc Qc Kc Tc 9d"],
        ["Ac Jd Qd Kd Td Ad 9h Jh Qh Kh Th Ah"],
    )
    state = t.apply(t.new_round(rules, 0), d)
    state = t.apply_all(state, [t.Pass(seat=0), t.DeclareContract(seat=1, value=100)])
    state = t.apply(state, t.PlayCard(seat=1, card=card("9c")))
    # Seat 0 holds no clubs anyway; now seat 0 leads spades and seat 1 may discard a club.
    state = t.apply(state, t.PlayCard(seat=0, card=card("9s")))
    leader = state.to_act
    assert leader is not None
    hand = state.hand(leader)
    state = t.apply(state, t.PlayCard(seat=leader, card=hand[-1]))
    other = 1 - leader
    plays = {a.card for a in t.legal_actions(state) if isinstance(a, t.PlayCard)}
    assert plays == set(state.hand(other))  # anything goes while the stock lasts


@rule("A3")
@rule("core.follow")
def test_following_is_compulsory_once_the_stock_holds_at_most_stock_follow_from() -> None:
    rules = two(MODE.STOCK, stock_follow_from=12)  # the whole stock: from the first trick
    d = t.Deal.parse(
        ["9s Js Qs Ks Ts As", "9c Jc Qc Kc Tc 9d"],
        ["Ac Jd Qd Kd Td Ad 9h Jh Qh Kh Th Ah"],
    )
    state = t.apply(t.new_round(rules, 0), d)
    state = t.apply_all(state, [t.Pass(seat=0), t.DeclareContract(seat=1, value=100)])
    state = t.apply(state, t.PlayCard(seat=1, card=card("9c")))
    # Seat 0 has no club: any card. Seat 1 takes the trick and draws Ac, seat 0 Jd.
    state = t.apply(state, t.PlayCard(seat=0, card=card("9s")))
    assert state.tricks[-1].winner == 1
    assert card("Jd") in state.hand(0)
    state = t.apply(state, t.PlayCard(seat=1, card=card("9d")))
    assert_illegal(state, t.PlayCard(seat=0, card=card("Js")), Reason.MUST_FOLLOW_SUIT)
    assert_legal(state, t.PlayCard(seat=0, card=card("Jd")))


# --- two-player scoring ------------------------------------------------------------------


@rule("A3")
@rule("D6")
def test_conceding_gives_the_opponent_60() -> None:
    # Seed 000: "he can say about this and receive a fine equal to the rate he announced.
    # The opponent is given 60 points." Seed 004: «L'adversaire est accumulé 60».
    for mode in MODE:
        state = won_by_one(dealt(two(mode), _talons(mode)), 110)
        while t.Concede(seat=1) not in t.legal_actions(state):
            state = t.apply(state, t.legal_actions(state)[0])
        result = t.round_result(t.apply(state, t.Concede(seat=1)))
        assert result.score_changes == (60, -110)


def _talons(mode: t.TwoPlayerDeal) -> list[str]:
    return {
        MODE.TWO_TALONS: ["As Ts", "9s 9c"],
        MODE.DUMMY: ["As Ts Ks", "9s 9c 9d 9h Js Jc Jd"],
        MODE.NINE_CARDS: ["9s 9c 9d", "As Ts Ah"],
        MODE.STOCK: ["As Ts Ks 9s 9c 9d 9h Js Jc Jd Qs Qc"],
    }[mode]


@rule("A3")
@rule("G3")
def test_a_two_player_game_without_the_barrel() -> None:
    # Seed 002: «"Бочки" в игре один против одного обычно нет, однако это может
    # обговариваться участниками отдельно».
    rules = attrs.evolve(two(), game_scoring=t.GameScoringRules(barrel_threshold=None))
    game = attrs.evolve(t.new_game(rules), scores=(850, 0))
    summary = t.RoundSummary(declarer=0, contract=105, card_points=(110, 10), tricks=(8, 2))
    after = t.record_round(game, t.score_round(rules, summary))
    assert after.scores == (955, 10)  # no barrel at 880: the score goes on
    assert not any(after.on_barrel)


@rule("A3")
@pytest.mark.parametrize(
    ("rules", "tricks"),
    [
        (two(), 10),
        (two(two_talon_exchange=t.TwoTalonExchange.GIVE_ONE), 11),
        (two(MODE.DUMMY), 8),
        (two(MODE.NINE_CARDS), 10),
        (two(MODE.STOCK), 12),
    ],
)
def test_a_summary_of_two_has_the_layouts_tricks(rules: Rules, tricks: int) -> None:
    good = t.RoundSummary(declarer=1, contract=100, card_points=(50, 70), tricks=(tricks - 4, 4))
    t.score_round(rules, good)
    bad = attrs.evolve(good, tricks=(tricks - 3, 4))
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(rules, bad)
    assert raised.value.problems[0].reason is Reason.TRICKS_TOTAL


@rule("A3")
@rule("A4")
def test_summaries_of_two_count_the_cards_out_of_play_and_the_discards() -> None:
    # A3 dummy: eight cards are out of play, so the seats take less than 120.
    t.score_round(
        two(MODE.DUMMY),
        t.RoundSummary(declarer=1, contract=100, card_points=(30, 60), tricks=(3, 5)),
    )
    # A4 last_trick: the declarer's discards count even without a trick.
    summary = t.RoundSummary(declarer=1, contract=100, card_points=(110, 10), tricks=(10, 0))
    result = t.score_round(two(), summary)
    assert result.score_changes == (110, -100)
    with pytest.raises(t.SummaryError) as raised:
        t.score_round(two(unused_talon=t.UnusedTalon.WITH_DISCARDS), summary)
    assert raised.value.problems[0].reason is Reason.POINTS_WITHOUT_TRICK


# --- text and JSON ----------------------------------------------------------------------


@rule("A3")
def test_the_new_actions_read_and_write() -> None:
    from thousand.serialization import dumps, loads

    for text, action in (
        ("p2 talon 1", t.ChooseTalon(seat=1, index=0)),
        ("p1 discard Ks", t.Discard(seat=0, card=card("Ks"))),
    ):
        assert t.parse_action(text) == action
        assert t.format_action(action) == text
        assert loads(dumps(action), t.Action) == action
    assert t.format_action(t.HiddenDiscard(seat=1)) == "p2 discard ?"
    with pytest.raises(t.NotationError):
        t.parse_action("p2 talon 0")


# --- whole games ---------------------------------------------------------------------------


@rule("A1")
@rule("A3")
@rule("A4")
@pytest.mark.parametrize(
    "rules",
    [
        two(),
        two(unused_talon=t.UnusedTalon.WITH_DISCARDS),
        two(two_talon_exchange=t.TwoTalonExchange.GIVE_ONE),
        two(MODE.DUMMY),
        two(MODE.STOCK),
        two(MODE.STOCK, stock_hand_size=8, stock_follow_from=4),
        two(MODE.NINE_CARDS),
    ],
    ids=["two_talons", "with_discards", "give_one", "dummy", "stock", "stock_8_4", "nine_cards"],
)
def test_a_seeded_game_of_two_runs_to_the_end(rules: Rules) -> None:
    game = t.new_game(rules, first_dealer=1)
    rng = random.Random(77)
    deals = 0
    while not game.is_over:
        state = play_out(t.next_round(game, rng))
        result = t.round_result(state)
        played = result.played and not state.conceded  # B1: some deals end in a redeal
        if played and rules.dealing.two_player_deal is not MODE.DUMMY:
            assert sum(result.card_points) == 120
        game = t.record_round(game, result)
        deals += 1
        assert deals < 300
    assert game.winner is not None
    assert game.scores[game.winner] >= 1000
    record = t.record_of(game)
    assert t.final_state(record) == game
    text = t.format_record(t.record_of(state))
    assert t.parse_record(text) == t.record_of(state)
