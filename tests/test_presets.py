"""The named rule sets (presets): classic, gambler, games24, two_player, four_player.

Each preset must hold exactly the settings of the catalogue's "Documented rule sets"
table, round-trip through equality, hashing and JSON, and play through a deal.
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

import thousand as t
from thousand import presets
from thousand.scoring import concede_award
from thousand.serialization import dumps, loads

rule = pytest.mark.rule
pytestmark = pytest.mark.rule("presets")  # listed in the rules reference

NAMES = ("classic", "gambler", "games24", "two_player", "four_player")


def settings(rules: t.Rules) -> dict[str, Any]:
    """Every setting of ``rules`` by its dotted path (``bidding.bid_jumps``...)."""
    out: dict[str, Any] = {}
    for group in attrs.fields(t.Rules):
        value = getattr(rules, group.name)
        for field in attrs.fields(type(value)):
            out[f"{group.name}.{field.name}"] = getattr(value, field.name)
    return out


def changed(a: t.Rules, b: t.Rules) -> set[str]:
    """The settings in which two rule sets differ."""
    sa, sb = settings(a), settings(b)
    return {path for path in sa if sa[path] != sb[path]}


def test_presets_lists_every_rule_set() -> None:
    assert tuple(t.PRESETS) == NAMES
    for name in NAMES:
        assert isinstance(t.Rules.preset(name), t.Rules)


@pytest.mark.parametrize("name", NAMES)
def test_a_preset_round_trips_through_equality_hashing_and_json(name: str) -> None:
    rules = t.Rules.preset(name)
    again = t.PRESETS[name]()
    assert rules == again
    assert hash(rules) == hash(again)
    assert len({rules, again}) == 1
    assert loads(dumps(rules), t.Rules) == rules
    assert attrs.evolve(rules) == rules


def test_the_presets_differ_from_each_other() -> None:
    built = [t.Rules.preset(name) for name in NAMES]
    assert len(set(built)) == len(NAMES)


def test_an_unknown_preset_is_a_rules_error() -> None:
    with pytest.raises(t.RulesError) as error:
        t.Rules.preset("russian")
    assert [p.field for p in error.value.problems] == ["preset"]
    assert "gambler" in str(error.value)
    with pytest.raises(t.RulesError):
        t.Rules.preset(3)  # type: ignore[arg-type]


def test_classic_is_the_default() -> None:
    assert t.Rules.preset("classic") == t.Rules()
    assert not changed(t.Rules.preset("classic"), t.Rules())


# --- gambler (seed 003, the numbered rule set) ------------------------------------------


GAMBLER_CHANGES = {
    "redeal.conditions",
    "redeal.hand_points_below",
    "bidding.bid_jumps",
    "talon.concede_award",
    "play.ace_marriage",
    "game_scoring.barrel_simultaneous",
    "game_scoring.settlement",
}


@rule("C4")
@rule("B1")
@rule("E3")
@rule("D6")
@rule("G9")
@rule("G14")
def test_gambler_holds_the_numbered_gambler_rules() -> None:
    g = t.Rules.preset("gambler")
    assert changed(g, t.Rules()) == GAMBLER_CHANGES
    assert g.bidding.bid_jumps  # rule 7: any multiple of five
    assert g.bidding.cap is t.BidCap.MARRIAGES_IN_HAND  # rule 8
    assert g.bidding.talon_hidden_on_hundred  # rules 7 and 12
    assert g.talon.concede_penalty is t.ConcedePenalty.CONTRACT  # rule 13
    assert g.talon.concede_award is t.ConcedeAward.HALF_CONTRACT
    assert g.play.ace_marriage is t.AceMarriage.POINTS_ONLY  # rule 5
    assert g.play.ace_marriage_value == 200
    assert g.play.marriage_timing is t.MarriageTiming.AFTER_TRICK
    scoring = g.game_scoring  # rule 11
    assert (scoring.barrel_threshold, scoring.barrel_min_contract, scoring.barrel_attempts) == (
        880,
        120,
        3,
    )
    assert scoring.barrel_simultaneous is t.BarrelSimultaneous.ONE_SITS
    assert scoring.barrel_bump
    assert scoring.dump_truck is t.DumpTruck.BOTH  # rule 14
    assert scoring.settlement is t.Settlement.BANK  # rule 1
    assert not scoring.golden_round  # rule 16: an option
    assert g.deal_scoring.bolt_count is t.BoltCount.EVERY_THIRD  # rule 6
    assert g.deal_scoring.bolt_penalty == 120
    assert g.redeal.conditions == {  # rule 15
        t.RedealCondition.HAND_POINTS_BELOW,
        t.RedealCondition.HAND_THREE_NINES,
        t.RedealCondition.HAND_FOUR_JACKS,
        t.RedealCondition.TALON_POINTS_BELOW,
        t.RedealCondition.TALON_TWO_NINES,
        t.RedealCondition.TALON_THREE_JACKS,
    }
    assert (g.redeal.hand_points_below, g.redeal.talon_points_below) == (13, 5)
    assert g.redeal.bad_hand_penalty is None  # «штрафов и премий никто не получает»
    assert g.redeal.four_nines_bonus == 0


@rule("G13")
def test_gambler_plays_the_golden_round_as_an_option() -> None:
    golden = presets.gambler(golden_round=True)
    assert changed(golden, t.Rules.preset("gambler")) == {"game_scoring.golden_round"}
    assert golden.deal_scoring.golden_marriages_multiplied  # rule 16: marriages doubled


def _auction(rules: t.Rules, seed: int) -> t.RoundState:
    """A seeded deal under ``rules`` at its first bid, any redeal declined."""
    state = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(seed)))
    while state.phase is t.Phase.REDEAL:
        seat = state.to_act
        assert seat is not None
        state = t.apply(state, t.DeclineRedeal(seat=seat))
    assert state.phase is t.Phase.BIDDING
    return state


@rule("C4")
@pytest.mark.parametrize("seed", range(5))
def test_gambler_bids_jump_by_multiples_of_five(seed: int) -> None:
    state = _auction(t.Rules.preset("gambler"), seed)
    seat = state.to_act
    assert seat is not None
    bids = [a.value for a in t.legal_actions(state) if isinstance(a, t.Bid)]
    assert bids[:5] == [105, 110, 115, 120, 125][: len(bids[:5])]
    assert 120 in bids  # rule 7: a jump of 20 over the obligatory 100
    assert t.is_legal(state, t.Bid(seat=seat, value=120))
    classic = _auction(t.Rules(), seed)
    violation = t.check(classic, t.Bid(seat=seat, value=120))
    assert violation is not None
    assert violation.reason is t.Reason.BID_OFF_STEP


@rule("B1")
def test_gambler_redeals_below_13_points_and_classic_below_14() -> None:
    twelve, thirteen = "9s 9c Js Jc Jd Qs Qc", "9s 9c Js Jc Qs Qc Qd"
    assert [t.card_points(t.parse_cards(h)) for h in (twelve, thirteen)] == [12, 13]
    gambler = t.Rules.preset("gambler").redeal
    conditions = t.redeal_conditions(t.Rules.preset("gambler"), t.parse_cards(twelve))
    assert t.RedealCondition.HAND_POINTS_BELOW in conditions
    assert t.RedealCondition.HAND_POINTS_BELOW not in t.redeal_conditions(
        t.Rules.preset("gambler"), t.parse_cards(thirteen)
    )
    assert t.RedealCondition.HAND_POINTS_BELOW in t.redeal_conditions(
        t.Rules(), t.parse_cards(thirteen)
    )
    assert gambler.hand_points_below == 13


# --- games24 (seed 003, the online table conventions) -----------------------------------


GAMES24_FIXED = {
    "redeal.timing",
    "talon.concede_award",
    "game_scoring.win",
    "game_scoring.barrel_min_contract",
    "game_scoring.win_from_below",
    "game_scoring.settlement",
}
"""What games24 changes from classic whatever its table flags say."""

FLAG_SETTINGS = {
    "redeal": {"redeal.conditions"},
    "barrel_trading": {"bidding.barrel_bidding"},
    "ace_marriage": {"play.ace_marriage"},
    "hidden_talon_on_hundred": {"bidding.talon_hidden_on_hundred"},
    "concede": {"talon.concede"},
    "concede_penalty": {"talon.concede_penalty"},
    "dump_truck": {"game_scoring.dump_truck"},
    "golden_round": {"game_scoring.golden_round"},
}
"""Each yes/no table flag and the one setting it maps onto."""


@rule("G2")
@rule("G5")
@rule("G14")
@rule("C11")
@rule("B3")
def test_games24_holds_the_online_table_conventions() -> None:
    g = t.Rules.preset("games24")
    assert g == presets.games24(presets.Games24Table())
    assert g.game_scoring.win is t.WinCondition.EXCEED  # "1001 очко или более"
    assert g.game_scoring.barrel_min_contract == 121  # "набрать 121 очко"
    assert t.barrel_contract(g) == 121  # «автоматом заявляет игру на 121 очко», off the step
    assert g.game_scoring.win_from_below
    assert g.game_scoring.settlement is t.Settlement.BANK
    assert g.game_scoring.barrel_simultaneous is t.BarrelSimultaneous.ALL_FALL
    assert g.bidding.barrel_bidding is t.BarrelBidding.AUTO
    assert g.bidding.negative_score_limit == 0
    assert g.redeal.timing is t.RedealTiming.AFTER_EXCHANGE
    assert g.redeal.conditions == {
        t.RedealCondition.HAND_FOUR_NINES,
        t.RedealCondition.HAND_POINTS_BELOW,
    }
    assert g.redeal.hand_points_below == 14
    assert g.play.ace_marriage is t.AceMarriage.POINTS_ONLY
    assert g.talon.concede_award is t.ConcedeAward.HALF_CONTRACT
    assert g.game_scoring.golden_round
    flagged = set().union(*FLAG_SETTINGS.values()) | {"bidding.negative_score_limit"}
    assert changed(g, t.Rules()) <= GAMES24_FIXED | flagged


@pytest.mark.parametrize("flag", sorted(FLAG_SETTINGS))
def test_each_games24_flag_maps_onto_one_setting(flag: str) -> None:
    default = presets.games24()
    flipped = presets.games24(presets.Games24Table(**{flag: False}))
    assert changed(flipped, default) == FLAG_SETTINGS[flag]


@pytest.mark.parametrize(
    ("flag", "path", "yes", "no"),
    [
        ("redeal", "redeal.conditions", presets.games24().redeal.conditions, frozenset()),
        (
            "barrel_trading",
            "bidding.barrel_bidding",
            t.BarrelBidding.AUTO,
            t.BarrelBidding.TAKES_TALON,
        ),
        ("ace_marriage", "play.ace_marriage", t.AceMarriage.POINTS_ONLY, t.AceMarriage.OFF),
        (
            "concede_penalty",
            "talon.concede_penalty",
            t.ConcedePenalty.CONTRACT,
            t.ConcedePenalty.BOLT,
        ),
        ("dump_truck", "game_scoring.dump_truck", t.DumpTruck.BOTH, t.DumpTruck.OFF),
    ],
)
def test_games24_flags_take_the_seed_values(flag: str, path: str, yes: Any, no: Any) -> None:
    assert settings(presets.games24(presets.Games24Table(**{flag: True})))[path] == yes
    assert settings(presets.games24(presets.Games24Table(**{flag: False})))[path] == no


@rule("C7")
@pytest.mark.parametrize("limit", presets.GAMES24_RED_LIMITS)
def test_games24_bidding_in_the_red(limit: int) -> None:
    rules = presets.games24(presets.Games24Table(bidding_in_the_red=limit))
    assert rules.bidding.negative_score_limit == limit
    assert changed(rules, presets.games24()) <= {"bidding.negative_score_limit"}


@pytest.mark.parametrize(
    ("table", "field"),
    [
        (presets.Games24Table(bidding_in_the_red=-50), "table.bidding_in_the_red"),
        (presets.Games24Table(bidding_in_the_red=True), "table.bidding_in_the_red"),
        (presets.Games24Table(redeal=1), "table.redeal"),  # type: ignore[arg-type]
    ],
)
def test_a_games24_table_outside_the_seed_is_a_rules_error(
    table: presets.Games24Table, field: str
) -> None:
    with pytest.raises(t.RulesError) as error:
        presets.games24(table)
    assert [p.field for p in error.value.problems] == [field]


def test_games24_takes_only_a_table() -> None:
    with pytest.raises(t.RulesError) as error:
        presets.games24({"redeal": False})  # type: ignore[arg-type]
    assert [p.field for p in error.value.problems] == ["table"]


# --- two and four players ----------------------------------------------------------------


@rule("A3")
@rule("A4")
@rule("G3")
@rule("D6")
def test_two_player_is_two_talons_without_a_barrel() -> None:
    r = t.Rules.preset("two_player")
    assert changed(r, t.Rules()) == {"dealing.players", "game_scoring.barrel_threshold"}
    assert r.dealing.two_player_deal is t.TwoPlayerDeal.TWO_TALONS
    assert r.dealing.unused_talon is t.UnusedTalon.LAST_TRICK
    assert r.game_scoring.barrel_threshold is None
    assert concede_award(r, 120) == 60


@rule("A5")
@rule("A7")
def test_four_player_has_the_dealer_sit_out() -> None:
    r = t.Rules.preset("four_player")
    assert changed(r, t.Rules()) == {"dealing.players"}
    assert r.dealing.sitting_dealer_sees_talon


# --- every preset plays ------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_every_preset_plays_a_deal_and_a_game(name: str) -> None:
    rules = t.Rules.preset(name)
    rng = random.Random(7)
    state = t.bots.play_to_end(t.next_round(t.new_game(rules), rng), rng=rng)
    assert t.is_over(state)
    result = t.round_result(state)
    assert len(result.score_changes) == rules.players
    game = t.new_game(rules, first_dealer=1)
    deals = 0
    while game.winner is None:
        game = t.record_round(
            game, t.round_result(t.bots.play_to_end(t.next_round(game, rng), rng=rng))
        )
        deals += 1
        assert deals < 400
    assert t.final_state(t.record_of(game)) == game
