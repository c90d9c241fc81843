"""The house rules of the package itself: the order of phases, variants picked once per deal.

The order of phases is the documented graph of :mod:`thousand.round.flow`: every deal of
every rule set moves only along its edges. Which handlers play a deal is decided once,
by the class of its setup; a rule set with no variant of trick play or of the auction
gets the classic handlers, and any variant turns on exactly its own.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import thousand as t
from strategies import Playout, playouts
from thousand.round import handlers

Phase = t.Phase

# The edges of the documented phase graph (thousand.round.flow, docs/architecture.md).
EDGES = {
    (Phase.CUTTING, Phase.DEALING),
    (Phase.CUTTING, Phase.OVER),  # A9: the third nine
    (Phase.DEALING, Phase.REDEAL),  # B3 before bidding
    (Phase.DEALING, Phase.BIDDING),
    (Phase.DEALING, Phase.EXCHANGE),  # C11 takes_talon, G13: no auction
    (Phase.DEALING, Phase.TALON),  # ... with two talons
    (Phase.DEALING, Phase.CONTRACT),  # ... beside a stock
    (Phase.DEALING, Phase.OVER),  # A10: an exposed card
    (Phase.REDEAL, Phase.BIDDING),
    (Phase.REDEAL, Phase.EXCHANGE),
    (Phase.REDEAL, Phase.TALON),
    (Phase.REDEAL, Phase.CONTRACT),  # B3 after the exchange
    (Phase.REDEAL, Phase.OVER),  # a claim
    (Phase.BIDDING, Phase.EXCHANGE),
    (Phase.BIDDING, Phase.TALON),  # A3: a choice of talons
    (Phase.BIDDING, Phase.CONTRACT),  # A3 stock: nothing to exchange
    (Phase.BIDDING, Phase.REDEAL),  # A3 stock with B3 after the exchange
    (Phase.BIDDING, Phase.OVER),  # C1 none: everybody passed
    (Phase.TALON, Phase.EXCHANGE),
    (Phase.EXCHANGE, Phase.REDEAL),  # B3 after the exchange
    (Phase.EXCHANGE, Phase.CONTRACT),
    (Phase.EXCHANGE, Phase.OVER),  # conceded, or a claim on the talon
    (Phase.CONTRACT, Phase.PLAYING),
    (Phase.CONTRACT, Phase.OVER),  # conceded
    (Phase.PLAYING, Phase.OVER),
}

ORDER = (
    Phase.CUTTING,
    Phase.DEALING,
    Phase.REDEAL,
    Phase.BIDDING,
    Phase.TALON,
    Phase.EXCHANGE,
    Phase.CONTRACT,
    Phase.PLAYING,
    Phase.OVER,
)


EDGES_BEFORE_TALON = {
    (Phase.CUTTING, Phase.DEALING),
    (Phase.CUTTING, Phase.OVER),  # A9: the third nine
    (Phase.DEALING, Phase.REDEAL),  # B3 before bidding
    (Phase.DEALING, Phase.BIDDING),
    (Phase.DEALING, Phase.CONTRACT),  # C11 takes_talon, G13: no auction
    (Phase.DEALING, Phase.OVER),  # A10: an exposed card
    (Phase.REDEAL, Phase.BIDDING),
    (Phase.REDEAL, Phase.CONTRACT),  # claims before a deal without an auction
    (Phase.REDEAL, Phase.PLAYING),  # B3 after the exchange
    (Phase.REDEAL, Phase.OVER),  # a claim
    (Phase.BIDDING, Phase.CONTRACT),
    (Phase.BIDDING, Phase.OVER),  # C1 none: everybody passed
    (Phase.CONTRACT, Phase.EXCHANGE),
    (Phase.CONTRACT, Phase.TALON),  # A3: a choice of talons
    (Phase.CONTRACT, Phase.PLAYING),  # A3 stock: nothing to exchange
    (Phase.CONTRACT, Phase.REDEAL),  # A3 stock with B3 after the exchange
    (Phase.TALON, Phase.EXCHANGE),
    (Phase.EXCHANGE, Phase.REDEAL),  # B3 after the exchange
    (Phase.EXCHANGE, Phase.PLAYING),
    (Phase.EXCHANGE, Phase.OVER),  # conceded, or a claim on the talon
    (Phase.PLAYING, Phase.OVER),
}
"""C12 ``before_talon``: the contract is named after the auction, before the talon."""

ORDER_BEFORE_TALON = (
    Phase.CUTTING,
    Phase.DEALING,
    Phase.REDEAL,
    Phase.BIDDING,
    Phase.CONTRACT,
    Phase.TALON,
    Phase.EXCHANGE,
    Phase.PLAYING,
    Phase.OVER,
)


@pytest.mark.rule("C12")
@settings(deadline=None, max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(playouts())
def test_every_deal_moves_along_the_documented_phase_graph(playout: Playout) -> None:
    edges, order = EDGES, ORDER
    if playout.rules.talon.contract_timing is t.ContractTiming.BEFORE_TALON:
        edges, order = EDGES_BEFORE_TALON, ORDER_BEFORE_TALON
    seen = [playout.states[0].phase]
    for state in playout.states[1:]:
        if state.phase is not seen[-1]:
            assert (seen[-1], state.phase) in edges, (seen, state.phase)
            seen.append(state.phase)
    assert seen[-1] is Phase.OVER
    # No phase comes back, except the redeal claims (before bidding, after the exchange).
    again = [phase for phase in set(seen) if seen.count(phase) > 1]
    assert again in ([], [Phase.REDEAL])
    without_claims = [phase for phase in seen if phase is not Phase.REDEAL]
    assert without_claims == sorted(without_claims, key=order.index)


def _setup_class(rules: t.Rules) -> type:
    return type(t.new_round(rules)._d.setup)


def test_the_classic_rules_and_the_plain_presets_get_the_classic_handlers() -> None:
    for rules in (t.Rules(), t.Rules.preset("two_player"), t.Rules.preset("four_player")):
        assert _setup_class(rules) is handlers.ClassicDealSetup


@pytest.mark.parametrize(
    "play",
    [
        t.PlayRules(marriage_timing=t.MarriageTiming.ANY_LEAD),
        t.PlayRules(ace_marriage=t.AceMarriage.SETS_TRUMP),
        t.PlayRules(half_marriage=True),
        t.PlayRules(must_overtake=t.Overtake.BEAT_TRICK),
    ],
)
def test_a_variant_of_trick_play_picks_the_variant_play_handlers(play: t.PlayRules) -> None:
    assert _setup_class(t.Rules(play=play)) is handlers.VariantPlayDealSetup


def test_a_stock_picks_the_variant_play_handlers() -> None:
    rules = t.Rules(dealing=t.DealingRules(players=2, two_player_deal=t.TwoPlayerDeal.STOCK))
    assert _setup_class(rules) is handlers.VariantPlayDealSetup


@pytest.mark.parametrize(
    "bidding",
    [
        t.BiddingRules(bid_jumps=True),
        t.BiddingRules(blind_bidding=t.BlindBidding.FIRST_HAND),
        t.BiddingRules(blind_bidding=t.BlindBidding.ANYONE),
    ],
)
def test_jumps_or_dark_bids_pick_the_variant_auction_handlers(bidding: t.BiddingRules) -> None:
    assert _setup_class(t.Rules(bidding=bidding)) is handlers.VariantAuctionDealSetup


def test_variants_of_both_pick_both() -> None:
    assert _setup_class(t.Rules.preset("gambler")) is handlers.VariantDealSetup


def test_a_deal_without_an_open_auction_needs_no_dark_handlers() -> None:
    # C8: dark bids belong to an ordinary auction; in a golden deal nobody may go dark.
    rules = t.Rules(
        bidding=t.BiddingRules(blind_bidding=t.BlindBidding.ANYONE),
        game_scoring=t.GameScoringRules(golden_round=True),
    )
    golden = t.new_round(rules, 0, context=t.RoundContext(golden=1))
    assert type(golden._d.setup) is handlers.ClassicDealSetup


def test_the_handlers_of_each_kind_differ_only_where_the_variants_are() -> None:
    classic, variant = handlers.ClassicDealSetup, handlers.VariantDealSetup
    differ = {kind for kind in classic.actions if classic.actions[kind] != variant.actions[kind]}
    expected: set[type] = {t.Bid, t.PlayCard}
    assert differ == expected
    phases = {phase for phase in classic.legal if classic.legal[phase] != variant.legal[phase]}
    assert phases == {Phase.BIDDING, Phase.PLAYING}


def test_no_phase_handler_reads_which_variant_plays_the_deal() -> None:
    # The choice is made once, by the setup's class: no handler branches on it.
    round_package = Path(t.__file__).parent / "round"
    for path in round_package.glob("*.py"):
        if path.name in ("setup.py", "handlers.py"):
            continue
        names = {
            node.attr
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Attribute)
        }
        assert not names & {"handlers", "actions", "legal"}, path.name


# --- no test times the machine ----------------------------------------------------------------

_CLOCKS = re.compile(
    r"\b(?:perf_counter|monotonic|process_time|thread_time)(?:_ns)?\b"
    r"|\btime\.time(?:_ns)?\s*\(|\bfrom\s+time\s+import\b|\bdatetime\.now\s*\("
    r"|\bdeadline\s*=\s*(?!None\b)"
)
"""A clock read: the time module's clocks, ``time.time()``, ``datetime.now()``; or a
hypothesis deadline, which fails an example that takes longer than it."""

_CLOCK_ALLOWED = {
    "test_architecture.py": "names the clocks to look for them",
}
"""Test modules that may name a clock, each with why: none may decide pass or fail by one."""


def test_no_test_reads_a_clock() -> None:
    # A test that asserts how long something took fails whenever the machine is shared:
    # tests bound the work (worlds drawn, calls made, actions offered) and timings stay
    # in benchmarks/.
    here = Path(__file__).parent
    readers = []
    for path in sorted(here.rglob("*.py")):
        name = path.relative_to(here).as_posix()
        if name in _CLOCK_ALLOWED:
            continue
        text = path.read_text(encoding="utf-8")
        for number, line in enumerate(text.splitlines(), 1):
            if _CLOCKS.search(line.partition("#")[0]):
                readers.append(f"{name}:{number}: {line.strip()}")
    assert not readers, "tests that read a clock:\n" + "\n".join(readers)


def test_hypothesis_has_no_deadline() -> None:
    # Hypothesis fails an example that takes over 200 ms by default: a test of the
    # machine's speed. The default profile (tests/conftest.py) has no deadline.
    assert settings.default is not None
    assert settings.default.deadline is None
