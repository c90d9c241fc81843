# ruff: noqa: RUF002, RUF003 (docstrings and comments quote the Russian and Ukrainian texts)
"""The named rule sets (presets), their descriptions and sources, and the page comparing them.

Each preset must hold exactly the settings its rule text gives (its function's docstring),
round-trip through equality, hashing and JSON, and play through deals and whole games.
"""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from types import MappingProxyType, ModuleType
from typing import Any

import attrs
import pytest

import thousand as t
from thousand import presets
from thousand.scoring import concede_award
from thousand.serialization import dumps, loads

rule = pytest.mark.rule
pytestmark = pytest.mark.rule("presets")  # listed in the rules reference

NAMES = (
    "classic",
    "gambler",
    "games24",
    "two_player",
    "four_player",
    "k1c",
    "shram",
    "glinskie",
    "ukrainian_golden",
    "kurnik",
    "kurnik_two",
    "kurnik_four",
    "zagraj",
    "bga",
    "pagat",
    "k1c_pairs",
)


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
    while not game.is_over:
        game = t.record_round(
            game, t.round_result(t.bots.play_to_end(t.next_round(game, rng), rng=rng))
        )
        deals += 1
        assert deals < 400
    assert t.final_state(t.record_of(game)) == game


# --- k1c (1000cardgame.com) --------------------------------------------------------------


@rule("C4")
@rule("C5")
@rule("E3")
@rule("B1")
def test_k1c_holds_the_rules_of_1000cardgame_com() -> None:
    """1000cardgame.com, "Card game Thousand - rules": "Increasing the bid is allowed by
    at least five points"; "In one round, you can score from 0 to 420 points"; "When
    declaring an ace marriage, there is no designation of the trump suit"; "reshuffling
    of cards is possible if: the total value of cards in a player's hand is less than 13
    points; a player has more than three nines in hand; a player has four jacks in hand;
    the total value of cards in the stockpile is less than 6 points; there are two nines
    in the" stockpile."""
    r = t.Rules.preset("k1c")
    assert changed(r, t.Rules()) == {
        "redeal.conditions",
        "redeal.hand_points_below",
        "redeal.talon_points_below",
        "bidding.max_bid",
        "bidding.bid_jumps",
        "play.ace_marriage",
    }
    assert (r.bidding.bid_step, r.bidding.bid_jumps, r.bidding.max_bid) == (5, True, 420)
    assert r.bidding.cap is t.BidCap.MARRIAGES_IN_HAND  # "120 points plus ... marriage"
    assert (r.play.ace_marriage, r.play.ace_marriage_value) == (t.AceMarriage.POINTS_ONLY, 200)
    assert r.redeal.conditions == {
        t.RedealCondition.HAND_POINTS_BELOW,
        t.RedealCondition.HAND_FOUR_NINES,
        t.RedealCondition.HAND_FOUR_JACKS,
        t.RedealCondition.TALON_POINTS_BELOW,
        t.RedealCondition.TALON_TWO_NINES,
    }
    assert (r.redeal.hand_points_below, r.redeal.talon_points_below) == (13, 6)


@rule("B1")
def test_k1c_redeals_a_talon_of_5_points_and_four_jacks_classic_does_neither() -> None:
    """ "the total value of cards in the stockpile is less than 6 points"; "a player has
    four jacks in hand"."""
    k1c, classic = t.Rules.preset("k1c"), t.Rules()
    talon = t.parse_cards("Qs Js 9d")  # 5 points
    assert t.card_points(talon) == 5
    assert t.RedealCondition.TALON_POINTS_BELOW in t.redeal_conditions(k1c, talon, talon=True)
    assert not t.redeal_conditions(classic, talon, talon=True)
    two_nines = t.parse_cards("9s 9d Ah")
    assert t.RedealCondition.TALON_TWO_NINES in t.redeal_conditions(k1c, two_nines, talon=True)
    jacks = t.parse_cards("Js Jc Jd Jh Ah Th Kh")
    assert t.RedealCondition.HAND_FOUR_JACKS in t.redeal_conditions(k1c, jacks)
    assert t.RedealCondition.HAND_FOUR_JACKS not in t.redeal_conditions(classic, jacks)


@rule("C4")
@pytest.mark.parametrize("seed", range(3))
def test_k1c_bids_jump_by_any_multiple_of_five(seed: int) -> None:
    state = _auction(t.Rules.preset("k1c"), seed)
    seat = state.to_act
    assert seat is not None
    assert t.is_legal(state, t.Bid(seat=seat, value=120))  # 100 -> 120: "at least five"


# --- shram (shram.kiev.ua) ----------------------------------------------------------------


def _to_auction(rules: t.Rules, dealer: int, seed: int) -> t.RoundState:
    """A deal under ``rules``, cut and dealt by chance, at its first bid."""
    rng = random.Random(seed)
    state = t.new_round(rules, dealer=dealer)
    while state.phase is not t.Phase.BIDDING:
        if t.is_chance(state):
            state = t.apply(state, t.chance_action(state, rng))
        else:
            seat = state.to_act
            assert seat is not None
            accept = [a for a in t.legal_actions(state) if not isinstance(a, t.Recut)]
            state = t.apply(state, accept[0])
    return state


@rule("A9")
@rule("C1")
def test_shram_cuts_from_the_left_and_the_dealer_holds_the_100() -> None:
    """shram.kiev.ua, "Thousand (1000)": the deck is "removed by the player to the left
    of the handler"; "If the last card is jack, then the sender himself removes the deck,
    but only once"; "The first bet is the deliverer, and this does not depend on his
    desire, the bet of the deliverer immediately equals 100 points"."""
    r = t.Rules.preset("shram")
    assert changed(r, t.Rules()) == {
        "dealing.cutter",
        "dealing.cut_jack",
        "bidding.obligatory_bid",
    }
    assert r.dealing.cut_nine_penalty == 120  # "penalized in the amount of -120 points"
    for dealer in range(3):
        state = t.new_round(r, dealer=dealer)
        left, right = (dealer + 1) % 3, (dealer + 2) % 3
        assert t.check(state, t.Cut(seat=left, bottom=t.Card.parse("As"))) is None
        assert t.check(state, t.Cut(seat=right, bottom=t.Card.parse("As"))) is not None
        bidding = _to_auction(r, dealer, seed=dealer)
        assert bidding.obligatory_bidder == dealer
        assert bidding.highest_bid == (dealer, 100)
        assert bidding.to_act == left


# --- glinskie (glinskie.ru) ---------------------------------------------------------------


@rule("A10")
@rule("A9")
def test_glinskie_fines_the_dealer_120_for_an_exposed_card() -> None:
    """glinskie.ru: «Если в ходе раздачи хоть одна карта оказалась вскрытой ..., то
    раздающему записывается штраф в размере 120 очков и карты переходят к следующему
    игроку для повторной сдачи»; «сдающий имеет право попросить пересдвинуть, если
    последняя карта - девятка»."""
    r = t.Rules.preset("glinskie")
    assert changed(r, t.Rules()) == {
        "dealing.cutter",
        "dealing.cut_nine_penalty",
        "dealing.exposed_card_penalty",
    }
    assert r.deal_scoring.bolt_count is t.BoltCount.EVERY_THIRD  # «каждую третью ... палку»
    assert r.deal_scoring.bolt_penalty == 120
    assert r.play.marriage_timing is t.MarriageTiming.AFTER_TRICK  # «после ... первая взятка»
    state = t.new_round(r, dealer=1)
    state = t.apply(state, t.Cut(seat=0, bottom=t.Card.parse("9h")))  # right of seat 1
    assert t.is_legal(state, t.Recut(seat=1))  # a nine: the dealer may ask for a recut
    state = t.apply(state, t.AcceptCut(seat=1))
    over = t.apply(state, t.ExposedCard(card=t.Card.parse("Kh")))
    result = t.round_result(over)
    assert result.score_changes == (0, -120, 0)
    game = t.record_round(t.new_game(r, first_dealer=1), result)
    assert game.dealer == 2  # «карты переходят к следующему игроку»


# --- ukrainian_golden («Як грати у 1000 у четвер?») ---------------------------------------


@rule("G13")
@rule("C8")
def test_ukrainian_golden_plays_three_golden_deals_and_the_first_hand_may_go_dark() -> None:
    """«у ході перших роздач (їх кількість = кількості гравців) кожен гравець має зіграти
    на замовлення 120 очок у свою чергу. Усі очки, штрафи та болти, набрані гравцями,
    пишуться у подвійному розмірі»; «Грати «в темну» має право тільки «перша рука»»."""
    r = t.Rules.preset("ukrainian_golden")
    assert changed(r, t.Rules()) == {
        "bidding.blind_bidding",
        "bidding.blind_first_hand_any",
        "bidding.blind_bids_capped",
        "game_scoring.golden_round",
    }
    assert r.bidding.blind_bidding is t.BlindBidding.FIRST_HAND
    scoring = r.deal_scoring
    assert (scoring.golden_multiplier, scoring.golden_marriages_multiplied) == (2, True)
    assert scoring.bolt_doubling  # «болти ... у подвійному розмірі»
    rng = random.Random(11)
    game = t.new_game(r)
    golden = []
    for _ in range(4):
        state = t.next_round(game, rng)
        golden.append(state.golden)
        game = t.record_round(game, t.round_result(t.bots.play_to_end(state, rng=rng)))
        if game.winner is not None:
            break
    assert golden[:3] == [True, True, True]
    assert golden[3:] in ([False], [])


@rule("C14")
def test_ukrainian_golden_lets_the_first_hand_bid_dark_above_120() -> None:
    """«той, хто йде «у темну» зобов'язується набрати не менше 120 очок»: the first
    hand's dark bid is 120 or more."""
    r = t.Rules.preset("ukrainian_golden")
    state = t.new_round(r, dealer=0)  # a deal after the golden round
    state = t.apply(state, t.deal(r, random.Random(3)))
    dark = {a.value for a in t.legal_actions(state) if isinstance(a, t.Bid) and a.blind}
    assert 120 in dark
    assert 150 in dark
    assert min(dark) == 120


# --- descriptions, sources and the page comparing the presets -----------------------------


def test_every_preset_has_a_one_line_description_and_its_sources() -> None:
    assert tuple(t.PRESET_DESCRIPTIONS) == tuple(t.PRESETS) == NAMES
    assert tuple(t.PRESET_SOURCES) == NAMES
    assert presets.PRESET_DESCRIPTIONS is t.PRESET_DESCRIPTIONS
    for name in NAMES:
        description = t.PRESET_DESCRIPTIONS[name]
        assert description.strip() == description
        assert "\n" not in description
        assert description.endswith(".")
        assert 20 <= len(description) <= 100, name
        sources = t.PRESET_SOURCES[name]
        assert sources
        for source in sources:
            assert isinstance(source, presets.PresetSource)
            assert source.title
            assert source.address is None or source.address.startswith(("http://", "https://"))
    # Read-only, like PRESETS.
    with pytest.raises(TypeError):
        t.PRESET_DESCRIPTIONS["mine"] = "x"  # type: ignore[index]


def _page_generator() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "docs" / "_ext" / "preset_table.py"
    spec = importlib.util.spec_from_file_location("_docs_ext_preset_table", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _table(markdown: str) -> tuple[list[str], dict[str, list[str]]]:
    """The column heads and the rows (setting -> values) of the page's first table."""
    lines = [line for line in markdown.split("\n\n")[0].splitlines() if line.startswith("|")]
    cells = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines]
    heads = [head.strip("`") for head in cells[0][1:]]
    rows = {row[0].split("`")[1]: row[1:] for row in cells[2:]}
    return heads, rows


def test_the_page_lists_every_preset_and_every_setting_on_which_two_differ() -> None:
    page = _page_generator()
    heads, rows = _table(page.table_markdown())
    assert heads == list(NAMES)
    built = [settings(t.Rules.preset(name)) for name in NAMES]
    differing = {path for path in built[0] if len({repr(s[path]) for s in built}) > 1}
    assert set(rows) == differing
    assert rows["bidding.max_bid"][NAMES.index("k1c")] == "420"
    assert rows["dealing.cutter"][NAMES.index("shram")] == "left_of_dealer"
    assert rows["game_scoring.barrel_threshold"][NAMES.index("two_player")] == "none"
    assert rows["bidding.bid_jumps"][NAMES.index("gambler")] == "yes"
    assert "`bidding.max_bid` ([C5](rule-C5))" in page.table_markdown()
    sources = page.sources_markdown()
    for name in NAMES:
        assert f"| `{name}` | {t.PRESET_DESCRIPTIONS[name]} |" in sources
        for source in t.PRESET_SOURCES[name]:
            assert source.title in sources
            assert source.address is None or f"<{source.address}>" in sources
    assert page.markdown() == page.table_markdown() + "\n" + sources


def test_the_page_picks_up_a_new_preset_and_a_new_value_by_itself(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def mine() -> t.Rules:
        return t.Rules(play=t.PlayRules(last_trick_bonus=10))

    monkeypatch.setattr(t, "PRESETS", MappingProxyType({**t.PRESETS, "mine": mine}))
    monkeypatch.setattr(
        t, "PRESET_DESCRIPTIONS", MappingProxyType({**t.PRESET_DESCRIPTIONS, "mine": "Mine."})
    )
    monkeypatch.setattr(
        t,
        "PRESET_SOURCES",
        MappingProxyType({**t.PRESET_SOURCES, "mine": (presets.PresetSource("My rules"),)}),
    )
    page = _page_generator()
    heads, rows = _table(page.table_markdown())
    assert heads[-1] == "mine"
    assert rows["play.last_trick_bonus"] == ["0"] * len(NAMES) + ["10"]
    assert "| `mine` | Mine. | *My rules* |" in page.sources_markdown()
