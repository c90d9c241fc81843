"""The presets of the online tables and pagat: Kurnik / PlayOK (for two, three and four),
zagraj.pl, Board Game Arena, pagat's Russian rules and 1000cardgame.com two on two.

Each preset must hold exactly the settings its docstring gives (the settings that differ
from ``Rules()``), play its source's worked examples as the source says, and play whole
seeded games to the end, between simple bots and with a search bot at the table.
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

import thousand as t
from helpers.games import conceded, failed, game_at, made, record, summary
from helpers.rounds import LAB, assert_illegal, assert_legal, bid, cards
from thousand import Reason, RoundContext, Rules, Suit, presets

rule = pytest.mark.rule
pytestmark = pytest.mark.rule("presets")  # listed in the rules reference

CLASSIC = Rules()


def settings(rules: Rules) -> dict[str, Any]:
    """Every setting of ``rules`` by its dotted path (``bidding.bid_jumps``...)."""
    out: dict[str, Any] = {}
    for group in attrs.fields(Rules):
        value = getattr(rules, group.name)
        for field in attrs.fields(type(value)):
            out[f"{group.name}.{field.name}"] = getattr(value, field.name)
    return out


def differences(rules: Rules) -> dict[str, Any]:
    """The settings in which ``rules`` differs from ``Rules()``, with its values."""
    mine, classic = settings(rules), settings(CLASSIC)
    return {path: value for path, value in mine.items() if value != classic[path]}


KURNIK = {
    "redeal.conditions": frozenset({t.RedealCondition.HAND_FOUR_NINES}),
    "bidding.bid_step": 10,
    "bidding.bid_jumps": True,
    "bidding.max_bid": 400,
    "bidding.talon_hidden_on_hundred": False,
    "talon.concede_penalty": t.ConcedePenalty.NOTHING,
    "talon.free_awards": 1,
    "play.marriage_timing": t.MarriageTiming.ANY_LEAD,
    "play.must_overtake": t.Overtake.BEAT_LED_SUIT,
    "deal_scoring.rounding": t.Rounding.NEAREST_10,
    "deal_scoring.bolt_penalty": 0,
    "game_scoring.barrel_threshold": None,
    "game_scoring.lock_threshold": 800,
    "game_scoring.dump_truck": t.DumpTruck.OFF,
    "game_scoring.tie": t.Tie.DRAW,
}
"""Kurnik's three-player rules: the settings that differ from classic."""


# --- Kurnik / PlayOK ---------------------------------------------------------------------


@rule("C4")
@rule("F8")
@rule("G15")
@rule("G18")
@rule("D9")
def test_kurnik_holds_exactly_its_documented_settings() -> None:
    assert differences(presets.kurnik()) == KURNIK
    assert t.Rules.preset("kurnik") == presets.kurnik()


@rule("A3")
@rule("A4")
def test_kurnik_two_is_kurnik_with_two_musiks() -> None:
    """Kurnik: «gra w dwie osoby - po 10 kart, reszta do dwóch musików po dwie karty»;
    «Punkty za karty z musików zdobywa zwycięzca ostatniej lewy»."""
    assert differences(presets.kurnik_two()) == {
        **KURNIK,
        "dealing.players": 2,
        "dealing.unused_talon": t.UnusedTalon.WITH_DISCARDS,
    }


@rule("A12")
@rule("D14")
def test_kurnik_four_is_kurnik_with_the_sitter_scoring_aces_and_forty_for_a_bomb() -> None:
    assert differences(presets.kurnik_four()) == {
        **KURNIK,
        "dealing.players": 4,
        "dealing.sitter_scores": t.SitterScores.ACES,
        "talon.concede_award_points": 40,
    }


@rule("F8")
def test_kurnik_rounds_a_defenders_45_to_50_and_44_to_40() -> None:
    """Kurnik: «Pozostali gracze zdobywają tyle, ile wzięli w kartach plus meldunki,
    zaokrąglone do wielokrotności 10 (od 5 w górę, poniżej - w dół).» The declarer
    fails 100 with 31 and is not rounded."""
    deal = summary(1, 100, (45, 31, 44), (3, 2, 3))
    assert t.score_round(presets.kurnik(), deal).score_changes == (50, -100, 40)
    assert t.score_round(CLASSIC, deal).score_changes == (45, -100, 45)


@rule("G15")
def test_kurnik_from_800_only_the_declarer_scores() -> None:
    """Kurnik: «Mając 800 pkt. lub więcej, kolejne punkty zdobywa się, tylko będąc
    grającym.» Seat 0 at 800 defends and scores nothing, seat 2 at 790 scores its 25;
    then seat 0 declares and makes 120, twice, and wins."""
    rules = presets.kurnik()
    g = record(game_at(rules, scores=(800, 0, 790)), made(1, 100))
    assert g.scores == (800, 100, 820)  # 25 rounds to 30 for seat 2 below 800
    g = record(g, made(0, 120))
    assert g.scores == (920, 130, 820)  # seats 1 and 2 below 800 score as defenders
    assert not g.is_over
    g = record(g, made(0, 120))
    assert (g.scores[0], g.winner) == (1040, 0)


@rule("D9")
def test_kurnik_first_bomb_of_each_player_is_free_and_later_ones_give_60() -> None:
    """Kurnik: «Grający może wycofać się z grania, rzucając tzw. bombę. Nie odpisuje mu się
    wtedy wylicytowanych punktów. Pierwsza bomba jest bezkarna, przy kolejnych
    przeciwnikom dopisuje się po 60 pkt.» Read per player: seat 2's first bomb is free
    too, after seat 1's."""
    g = record(game_at(presets.kurnik(), scores=(100, 200, 300)), conceded(1, 140))
    assert g.scores == (100, 200, 300)
    g = record(g, conceded(2, 120))
    assert g.scores == (100, 200, 300)
    g = record(g, conceded(1, 110))
    assert g.scores == (160, 200, 360)
    assert g.concedes == (0, 2, 1)


@rule("D9")
@rule("D14")
def test_kurnik_four_later_bombs_give_each_opponent_40() -> None:
    """Kurnik: «przy kolejnych przeciwnikom dopisuje się po 60 pkt. (40 pkt. przy grze w
    czterech).» Dealer 0 sits out; the declarer's second bomb gives the two active
    opponents 40 each and the declarer nothing, the sitter only its musik."""
    rules = presets.kurnik_four()
    game = t.new_game(rules, first_dealer=0)
    for award in (0, 40):
        game = attrs.evolve(game, dealer=0)  # seat 1 holds the hundred again
        state = t.next_round(game, random.Random(5))
        while state.phase is not t.Phase.EXCHANGE:
            seat = state.to_act
            assert seat is not None
            if state.phase is t.Phase.BIDDING:
                state = t.apply(state, t.Pass(seat=seat))
            else:  # a redeal offer for four nines: play on
                state = t.apply(state, t.bots.simple_action(state))
        assert (state.declarer, state.sitting_out) == (1, 0)
        result = t.round_result(t.apply(state, t.Concede(seat=1)))
        before = game.scores
        game = t.record_round(game, result)
        gained = tuple(after - was for after, was in zip(game.scores, before, strict=True))
        assert gained[1:] == (0, award, award)  # the free award is taken back on the sheet
    assert game.concedes[1] == 2


def _kurnik_four_talon(talon: str) -> t.RoundResult:
    """A deal of kurnik_four (dealer 0 sits out) with this musik, played by simple bots."""
    rules = presets.kurnik_four()
    rest = [c for c in t.DECK if c not in cards(talon)]
    hands = ((), tuple(rest[0:7]), tuple(rest[7:14]), tuple(rest[14:21]))
    state = t.apply(t.new_round(rules, 0), t.Deal(hands=hands, talons=[cards(talon)]))
    return t.round_result(t.bots.play_to_end(state))


@rule("A12")
def test_kurnik_four_sitter_scores_50_per_ace_and_the_musik_marriage() -> None:
    """Kurnik: «Gdy gra jest w czterech, jeden w każdym rozdaniu jest "na musie" i nie
    bierze udziału we właściwej grze, ale otrzymuje punkty za karty z musiku - za asa
    50 pkt., za meldunki wartość meldunku.» An ace and the hearts marriage: 150; two
    aces and a nine: 100 (the card points would be 22)."""
    result = _kurnik_four_talon("As Kh Qh")
    assert (result.sitting_out, result.talon_marriage) == (0, Suit.HEARTS)
    assert result.score_changes[0] == 150
    assert _kurnik_four_talon("As Ad 9c").score_changes[0] == 100
    assert _kurnik_four_talon("9s Jd Kc").score_changes[0] == 0


@rule("A12")
@rule("G15")
def test_kurnik_four_sitter_from_800_scores_nothing() -> None:
    """Kurnik: «Mając 800 pkt. lub więcej, kolejne punkty zdobywa się, tylko będąc
    grającym» read literally: the dealer at 800 sits out with an ace and the hearts
    marriage in the musik and scores nothing; at 790 the same musik gives 150."""
    rules = presets.kurnik_four()
    deal = t.RoundSummary(
        declarer=1,
        contract=100,
        card_points=(0, 70, 25, 25),
        tricks=(0, 4, 2, 2),
        marriages=((), (Suit.DIAMONDS,), (), ()),
        sitting_out=0,
        talon_points=18,
        talon_marriage=Suit.HEARTS,
        talon_aces=1,
    )
    for before, after in ((800, 800), (790, 940)):
        game = attrs.evolve(t.new_game(rules, first_dealer=0), scores=(before, 0, 0, 0))
        game = t.record_round(game, t.score_round(rules, deal))
        assert game.scores == (after, 100, 30, 30)


# --- zagraj.pl ---------------------------------------------------------------------------

ZAGRAJ = {
    "redeal.conditions": frozenset(),
    "bidding.bid_step": 10,
    "bidding.bid_jumps": True,
    "bidding.max_bid": 400,
    "bidding.cap": t.BidCap.MARRIAGE_ABOVE_120,
    "bidding.talon_hidden_on_hundred": False,
    "talon.concede": False,
    "play.marriage_timing": t.MarriageTiming.ANY_LEAD,
    "play.must_overtake": t.Overtake.BEAT_LED_SUIT,
    "deal_scoring.rounding": t.Rounding.NEAREST_10,
    "deal_scoring.bolt_penalty": 0,
    "game_scoring.barrel_threshold": None,
    "game_scoring.lock_threshold": 801,
    "game_scoring.dump_truck": t.DumpTruck.OFF,
}


@rule("C6")
@rule("G15")
@rule("F8")
def test_zagraj_holds_exactly_its_documented_settings() -> None:
    assert differences(presets.zagraj()) == ZAGRAJ


@rule("G15")
def test_zagraj_locks_above_800_not_at_800() -> None:
    """zagraj.pl: «jeśli gracz ma powyżej 800 punktów, punkty nie są doliczane, chyba, że
    gracz je wylicytował»: seat 0 at 800 still scores its 25 (rounded to 30) in defence,
    seat 2 at 810 scores nothing; Kurnik's «800 pkt. lub więcej» locks both."""
    g = record(game_at(presets.zagraj(), scores=(800, 0, 810)), made(1, 100))
    assert g.scores == (830, 100, 810)
    g = record(game_at(presets.kurnik(), scores=(800, 0, 810)), made(1, 100))
    assert g.scores == (800, 100, 810)


NO_MARRIAGE = t.Deal.parse(
    [
        "Ac Tc Kc Qc Ts Jd 9d",  # seat 0, the dealer
        "Ah Kh Qh As Ks Qs 9c",  # seat 1, on the hundred
        "Ad Td Kd Jc Th Jh 9h",  # seat 2, opens the auction: no marriage
    ],
    ["9s Js Qd"],
)


@rule("C6")
@rule("C4")
def test_zagraj_bids_above_120_only_with_a_marriage() -> None:
    """zagraj.pl: «licytuje się co 10 punktów poczynając od 100»; «jeśli gracz nie ma
    meldunku, nie może licytować powyżej 120». Seat 2 without a marriage may bid 120 but
    not 130; seat 0 with clubs may jump to 150."""
    state = t.apply(t.new_round(presets.zagraj(), 0), NO_MARRIAGE)
    assert_illegal(state, t.Bid(seat=2, value=130), Reason.BID_ABOVE_CAP)
    assert_illegal(state, t.Bid(seat=2, value=115), Reason.BID_OFF_STEP)
    state = bid(state, "120")
    assert_legal(state, t.Bid(seat=0, value=150))


@rule("D4")
@rule("B1")
def test_zagraj_has_no_conceding_and_no_redeal() -> None:
    """zagraj.pl's rules list names neither a concession nor a redeal."""
    rules = presets.zagraj()
    state = bid(t.apply(t.new_round(rules, 0), LAB), "p p")
    assert state.declarer == 1
    assert_illegal(state, t.Concede(seat=1), Reason.CONCEDE_NOT_ALLOWED)
    nines = t.Deal.parse(
        ["9c 9s 9d 9h Ac Tc Kc", "Ah Kh Qh As Ks Qs Qc", "Ad Td Kd Qd Th Jh Jc"], ["Ts Js Jd"]
    )
    state = t.apply(t.new_round(rules, 0), nines)
    assert state.phase is t.Phase.BIDDING  # four nines: no redeal to claim
    assert t.apply(t.new_round(presets.kurnik(), 0), nines).phase is t.Phase.REDEAL


# --- Board Game Arena --------------------------------------------------------------------

BGA = {
    "redeal.conditions": frozenset({t.RedealCondition.HAND_FOUR_NINES}),
    "bidding.bid_step": 10,
    "bidding.bid_jumps": True,
    "bidding.max_bid": 400,
    "bidding.talon_hidden_on_hundred": False,
    "talon.concede_penalty": t.ConcedePenalty.NOTHING,
    "talon.free_awards": 1,
    "talon.concede_limit_per_player": 2,
    "play.marriage_timing": t.MarriageTiming.ANY_LEAD,
    "play.must_overtake": t.Overtake.BEAT_LED_SUIT,
    "deal_scoring.rounding": t.Rounding.NEAREST_10,
    "deal_scoring.bolt_penalty": 0,
    "game_scoring.target": 500,
    "game_scoring.barrel_threshold": None,
    "game_scoring.dump_truck": t.DumpTruck.OFF,
    "game_scoring.tie": t.Tie.DRAW,
}


@rule("D12")
@rule("G1")
@rule("F8")
def test_bga_holds_exactly_its_documented_settings() -> None:
    assert differences(presets.bga()) == BGA
    assert differences(presets.bga(players=2)) == {
        **BGA,
        "dealing.players": 2,
        "dealing.unused_talon": t.UnusedTalon.WITH_DISCARDS,
    }


@pytest.mark.parametrize("players", [1, 4, "3", True, None])
def test_bga_takes_two_or_three_players(players: Any) -> None:
    with pytest.raises(t.RulesError) as raised:
        presets.bga(players=players)
    assert [p.field for p in raised.value.problems] == ["players"]


@rule("D12")
def test_bga_refuses_a_players_third_forfeit() -> None:
    """Board Game Arena's option "Forfeit limit: Up to 2 forfeits per player": seat 1,
    with two forfeits, may not forfeit a third time; with one it may, and another
    player's forfeits do not count."""
    rules = presets.bga()

    def taken(concedes: tuple[int, int, int]) -> t.RoundState:
        context = RoundContext(concedes=concedes)
        return bid(t.apply(t.new_round(rules, 0, context=context), LAB), "p p")

    assert_legal(taken((0, 1, 0)), t.Concede(seat=1))
    assert_legal(taken((2, 0, 2)), t.Concede(seat=1))
    assert_illegal(taken((0, 2, 0)), t.Concede(seat=1), Reason.CONCEDE_LIMIT_REACHED)


@rule("G1")
@rule("G3")
def test_bga_is_won_at_500_without_a_barrel() -> None:
    """ "Target score: 500", "Barrel: Disabled": seat 1 at 420 makes 100 and wins; in
    defence seat 0 passes 880's worth of nothing: there is no barrel to sit on."""
    g = record(game_at(presets.bga(), scores=(300, 420, 0)), made(1, 100))
    assert (g.scores, g.winner) == ((330, 520, 30), 1)
    assert not any(g.on_barrel)


# --- pagat ---------------------------------------------------------------------------------

PAGAT = {
    "redeal.conditions": frozenset({t.RedealCondition.HAND_FOUR_NINES}),
    "redeal.timing": t.RedealTiming.AFTER_EXCHANGE,
    "bidding.bid_jumps": True,
    "bidding.cap": t.BidCap.MARRIAGE_ABOVE_120,
    "bidding.talon_hidden_on_hundred": False,
    "talon.concede_cycle": 3,
    "deal_scoring.bolt_rule": t.BoltRule.NO_POINTS,
    "game_scoring.barrel_fail": t.BarrelFail.LEAVE,
    "game_scoring.win_from_below": True,
    "game_scoring.dump_truck": t.DumpTruck.OFF,
}


@rule("D10")
@rule("G17")
def test_pagat_holds_exactly_its_documented_settings() -> None:
    assert differences(presets.pagat()) == PAGAT


@rule("D10")
def test_pagat_the_third_rospisat_costs_and_the_first_two_do_not() -> None:
    """pagat, "1000": "Each of the opponents scores 60 points. On the first two occasions
    when you declare a Rospisat, your cumulative score does not change, but if you declare
    a third Rospisat, points are subtracted from your cumulative score. If you declare
    further Rospisats, you lose points every third time that you do so." The cost chosen
    is the contract."""
    g = game_at(presets.pagat(), scores=(0, 500, 0))
    totals = []
    for _ in range(6):
        g = record(g, conceded(1, 120))
        totals.append(g.scores[1])
    assert totals == [500, 500, 380, 380, 380, 260]
    assert g.scores[0] == g.scores[2] == 6 * 60


@rule("G17")
def test_pagat_a_failed_contract_on_the_barrel_leaves_it() -> None:
    """pagat, "1000": "If you are the declarer and fail to make your bid, then the amount
    of your bid is subtracted from your score as usual and you are no longer on the
    barrel." Classic spends an attempt instead."""
    g = record(game_at(presets.pagat(), scores=(880, 0, 0), barrel=(0,)), failed(0, 120))
    assert (g.scores[0], g.on_barrel[0]) == (760, False)
    g = record(game_at(CLASSIC, scores=(880, 0, 0), barrel=(0,)), failed(0, 120))
    assert (g.scores[0], g.on_barrel[0]) == (880, True)


@rule("G4")
def test_pagat_845_and_155_wins() -> None:
    """pagat, "1000": "if your score is (say) 845 and you score 155 points or more, you
    win"; classic stops the score at the barrel."""
    g = record(game_at(presets.pagat(), scores=(845, 0, 0)), made(0, 155))
    assert (g.scores[0], g.winner) == (1000, 0)
    g = record(game_at(CLASSIC, scores=(845, 0, 0)), made(0, 155))
    assert (g.scores[0], g.winner, g.on_barrel[0]) == (880, None, True)


@rule("F3")
def test_pagat_a_trick_without_points_is_still_a_zero() -> None:
    """pagat, "1000": "If you score zero on three occasions" — a score, not a trick: seat 0
    takes a trick of nines and scores nothing, which counts; classic counts it only
    without a trick."""
    deal = summary(1, 100, (0, 80, 40), (1, 4, 3))
    assert t.score_round(presets.pagat(), deal).bolts == (1, 0, 0)
    assert t.score_round(CLASSIC, deal).bolts == (0, 0, 0)


# --- 1000cardgame.com two on two --------------------------------------------------------


@rule("A13")
def test_k1c_pairs_is_k1c_with_four_players_in_partnerships_to_2000() -> None:
    assert differences(presets.k1c_pairs()) == {
        **differences(presets.k1c()),
        "dealing.players": 4,
        "dealing.partnerships": True,
        "game_scoring.target": 2000,
        "game_scoring.barrel_threshold": None,
    }


@rule("A13")
@rule("G1")
def test_k1c_pairs_a_team_wins_at_2000_together() -> None:
    """1000cardgame.com: "During a two-on-two match, the number of points needed to win
    increases to 2000." Seat 1 declares 100 and makes it: its team (1 and 3) goes from
    1920 to 2045 though neither partner is near 2000 alone."""
    rules = presets.k1c_pairs()
    game = attrs.evolve(t.new_game(rules, first_dealer=0), scores=(700, 1000, 600, 920))
    deal = t.RoundSummary(
        declarer=1,
        contract=100,
        card_points=(0, 70, 25, 25),
        tricks=(0, 4, 2, 2),
        marriages=((), (Suit.HEARTS,), (), ()),
        sitting_out=0,
        talon_points=25,
    )
    after = t.record_round(game, t.score_round(rules, deal))
    assert after.team_scores == (1350, 2045)
    assert after.is_over
    assert after.winning_team == 1
    assert max(after.scores) < 2000


# --- whole games ---------------------------------------------------------------------------

ONLINE = ("kurnik", "kurnik_two", "kurnik_four", "zagraj", "bga", "pagat", "k1c_pairs")
DEAL_CAP = 300


FORMS = {
    **{name: t.Rules.preset(name) for name in ONLINE},
    # The other forms the docstrings give: zagraj.pl for two and four, bga for two.
    "zagraj, two": attrs.evolve(
        presets.zagraj(),
        dealing=t.DealingRules(players=2, unused_talon=t.UnusedTalon.WITH_DISCARDS),
    ),
    "zagraj, four": attrs.evolve(
        presets.zagraj(), dealing=t.DealingRules(players=4, sitter_scores=t.SitterScores.ACES)
    ),
    "bga, two": presets.bga(players=2),
}


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("name", list(FORMS))
def test_whole_games_between_simple_bots_end(name: str, seed: int) -> None:
    rules = FORMS[name]
    rng = random.Random(seed)
    game = t.new_game(rules, first_dealer=seed % rules.players)
    deals = 0
    while not game.is_over:
        state = t.bots.play_to_end(t.next_round(game, rng), rng=rng)
        game = t.record_round(game, t.round_result(state))
        deals += 1
        assert deals < DEAL_CAP
    assert t.final_state(t.record_of(game)) == game


@pytest.mark.parametrize("name", ONLINE)
def test_a_search_bot_plays_a_deal_against_simple_bots(name: str) -> None:
    rules = t.Rules.preset(name)
    rng = random.Random(11)
    game = t.new_game(rules, first_dealer=0)
    searcher = t.bots.SearchBot(worlds=1, seed=3)
    for _ in range(2):
        state = t.next_round(game, rng)
        bots: list[t.bots.Bot] = [t.bots.simple_action] * rules.players
        bots[1] = searcher
        end = t.bots.play_to_end(state, bots, rng)  # apply refuses an illegal action
        assert t.is_over(end)
        game = t.record_round(game, t.round_result(end))
    assert len(game.rounds) == 2
