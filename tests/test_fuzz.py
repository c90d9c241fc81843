"""Fuzzing the loaders: mutated JSON documents and notation raise only the library's errors.

Thousands of mutations of valid documents (records, states, views, actions, rules) and
of valid notation (records as text, single actions). Each mutated input must either
load, or raise :class:`~thousand.RecordError` (JSON) / :class:`~thousand.NotationError`
(text); a ``KeyError``, ``TypeError``, ``AttributeError``, ... fails the test. Seeded, so
a failure reproduces; ``THOUSAND_FUZZ_SCALE=10`` runs ten times as many.
"""

from __future__ import annotations

import copy
import json
import os
import random
from typing import Any

import attrs
import pytest

import thousand as t
from strategies import seeded_play_out
from thousand import bots
from thousand.serialization import dumps, loads

_SCALE = float(os.environ.get("THOUSAND_FUZZ_SCALE", "1"))
_RUNS = max(1, round(2500 * _SCALE))

_RULES = [
    t.Rules(),
    t.Rules(bidding=t.BiddingRules(bid_step=10, cap=t.BidCap.NONE)),
    t.Rules(
        talon=t.TalonRules(concede=False), deal_scoring=t.DealScoringRules(rounding=t.Rounding.NONE)
    ),
    # The cutting (A9), redeal claims that come up often (B1), no obligatory bid (C1).
    t.Rules(
        dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER, exposed_card_penalty=120),
        redeal=t.RedealRules(
            conditions=frozenset(t.RedealCondition)
            - {t.RedealCondition.HAND_THREE_NINES_ON_HUNDRED},
            hand_points_below=40,
            talon_points_below=20,
        ),
        bidding=t.BiddingRules(obligatory_bid=t.ObligatoryBid.NONE),
    ),
    # Dark bids and looks (C8) and jumps (C4) in the corpus.
    t.Rules(bidding=t.BiddingRules(blind_bidding=t.BlindBidding.ANYONE, bid_jumps=True)),
    # A3, A5: two talons, a stock and four players (ChooseTalon, Discard, empty hands).
    t.Rules(dealing=t.DealingRules(players=2)),
    t.Rules(dealing=t.DealingRules(players=2, two_player_deal=t.TwoPlayerDeal.STOCK)),
    t.Rules(dealing=t.DealingRules(players=4)),
    # Where they meet: four players cutting, in the dark; two with a stock, cut, and
    # redeal claims after the "exchange" (A9, B3, C8).
    t.Rules(
        dealing=t.DealingRules(players=4, cutter=t.Cutter.RIGHT_OF_DEALER),
        redeal=t.RedealRules(hand_points_below=40),
        bidding=t.BiddingRules(blind_bidding=t.BlindBidding.FIRST_HAND),
    ),
    t.Rules(
        dealing=t.DealingRules(
            players=2, two_player_deal=t.TwoPlayerDeal.STOCK, cutter=t.Cutter.LEFT_OF_DEALER
        ),
        redeal=t.RedealRules(hand_points_below=40, timing=t.RedealTiming.AFTER_EXCHANGE),
    ),
]


def _corpus() -> list[tuple[Any, t.RoundState]]:
    """Deals cut at various points, each with its rules."""
    out = []
    for i in range(2 * len(_RULES)):
        rules = _RULES[i % len(_RULES)]
        dealer = i % rules.players
        deal = t.deal(rules, random.Random(i), dealer=dealer)
        playout = seeded_play_out(rules, dealer, deal, seed=i)
        for state in playout.states[1 :: max(1, len(playout.states) // 3)]:
            out.append((rules, state))
    return out


_STATES = _corpus()

_ODD_VALUES: list[Any] = [
    None, True, False, 0, -1, 1, 2, 3, 7, 24, 105, 10**30, -(10**30), 1.5, float("nan"),
    "", "Ah", "10h", "x", "p1", "bid", "play", "deal", "_", "hidden_give", "look", "dark", [],
    [None], ["Ah"], "choose_talon", "discard", "hidden_discard",
    "cut", "hidden_cut", "claim_redeal", "hand_four_nines", "redeal", "recut",
    {}, {"type": "bid"}, {"type": "pass", "seat": 0}, [[]],
]  # fmt: skip
_ODD_CHARS = '{}[]",:0123456789-.eE tfnul\\aAhT♥#\n\x00'


def _nodes(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_nodes(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out.extend(_nodes(item, (*path, index)))
    return out


def _mutate_data(data: Any, rng: random.Random) -> Any:
    data = copy.deepcopy(data)
    path = rng.choice(_nodes(data)[1:] or [()])
    if not path:
        return rng.choice(_ODD_VALUES)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    move = rng.randrange(7)
    if move == 0:
        del parent[key]
    elif move == 1:
        parent[key] = copy.deepcopy(rng.choice(_ODD_VALUES))
    elif move == 2 and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))  # a duplicate
    elif move == 3 and isinstance(parent, list) and len(parent) > 1:
        other = rng.randrange(len(parent))
        parent[key], parent[other] = parent[other], parent[key]
    elif move == 4 and isinstance(parent, dict):
        parent[rng.choice(["extra", "_x", "type", "seat", "format", "hands"])] = rng.choice(
            _ODD_VALUES
        )
    elif move == 5 and isinstance(parent[key], str):
        parent[key] = _mutate_text(parent[key], rng)
    elif move == 6 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] += rng.choice([-10, -5, -1, 1, 5, 10, 100])
    else:
        parent[key] = copy.deepcopy(rng.choice(_ODD_VALUES))
    return data


def _mutate_text(text: str, rng: random.Random) -> str:
    if not text:
        return rng.choice(_ODD_CHARS)
    at = rng.randrange(len(text))
    move = rng.randrange(4)
    if move == 0:
        return text[:at]  # truncated
    if move == 1:
        return text[:at] + text[at + 1 :]
    if move == 2:
        return text[:at] + rng.choice(_ODD_CHARS) + text[at:]
    return text[:at] + rng.choice(_ODD_CHARS) + text[at + 1 :]


def _documents() -> list[tuple[Any, str]]:
    docs: list[tuple[Any, str]] = []
    for rules, state in _STATES:
        docs.append(
            (t.RoundRecord, dumps(t.record_of(state, players=["A", "B", "C"], extra={"_k": [1]})))
        )
        docs.append((t.RoundState, dumps(state)))
        seat = state.to_act if state.to_act is not None else 0
        docs.append((t.PlayerView, dumps(t.view(state, seat))))
        if state.log:
            docs.append((t.Action, dumps(state.log[-1])))
        docs.append((t.Rules, dumps(rules)))
    return docs


def _game_documents() -> list[tuple[Any, str]]:
    """Two games: one kept by summaries, one with every deal's cards (a few deals each)."""
    rng = random.Random(99)
    game = t.new_game(t.Rules(), first_dealer=1)
    records = []
    for _ in range(4):
        state = bots.play_to_end(t.next_round(game, rng))
        records.append(t.record_of(state))
        game = t.record_round(game, t.round_result(state))
    by_cards = t.GameRecord(first_dealer=1, rounds=records)
    return [(t.GameRecord, dumps(t.record_of(game))), (t.GameRecord, dumps(by_cards))]


_DOCUMENTS = _documents() + _game_documents() * 4


def test_mutated_json_documents_raise_only_record_errors() -> None:
    rng = random.Random(2024)
    outcomes = {"loaded": 0, "refused": 0}
    silent = 0
    for _ in range(_RUNS):
        cls, text = rng.choice(_DOCUMENTS)
        if rng.random() < 0.7:
            data = json.loads(text)
            for _ in range(rng.randint(1, 3)):
                data = _mutate_data(data, rng)
            mutated = json.dumps(data, ensure_ascii=rng.random() < 0.5)
        else:
            mutated = _mutate_text(text, rng)
        try:
            loads(mutated, cls)
        except t.RecordError as error:
            outcomes["refused"] += 1
            silent += not str(error)
        else:
            outcomes["loaded"] += 1
    assert silent == 0, "a RecordError says why"
    # Most mutations break the document; a few (e.g. renaming a player) do not.
    assert outcomes["refused"] > _RUNS // 2
    assert outcomes["loaded"] > 0


def _texts() -> list[str]:
    return [t.format_record(t.record_of(state, players=["A", "B", "C"])) for _, state in _STATES]


_TEXTS = _texts()


def _mutate_lines(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    at = rng.randrange(len(lines))
    move = rng.randrange(6)
    if move == 0:
        del lines[at]
    elif move == 1:
        lines.insert(at, lines[at])
    elif move == 2:
        other = rng.randrange(len(lines))
        lines[at], lines[other] = lines[other], lines[at]
    elif move == 3:
        words = lines[at].split(" ")
        if len(words) > 1:
            i, j = rng.randrange(len(words)), rng.randrange(len(words))
            words[i], words[j] = words[j], words[i]
        lines[at] = " ".join(words)
    elif move == 4:
        lines[at] = _mutate_text(lines[at], rng)
    else:
        lines[at] = rng.choice(
            ["p1 play Ah m", "p2 bid 999", "deal", "format 1", "rules []", "_x {"]
        )
    return "\n".join(lines)


def test_mutated_text_records_raise_only_notation_errors() -> None:
    rng = random.Random(1000)
    refused = unplaced = 0
    for _ in range(_RUNS):
        text = rng.choice(_TEXTS)
        for _ in range(rng.randint(1, 2)):
            text = _mutate_lines(text, rng) if rng.random() < 0.6 else _mutate_text(text, rng)
        try:
            t.parse_record(text)
        except t.NotationError as error:
            refused += 1
            unplaced += not str(error).startswith("line ")
    assert unplaced == 0, "a NotationError in a record names the line"
    assert refused > _RUNS // 3


def test_mutated_action_lines_raise_only_notation_errors() -> None:
    rng = random.Random(7)
    lines = [line for text in _TEXTS for line in text.split("\n")[5:] if line]
    unplaced = 0
    for _ in range(_RUNS * 2):
        line = _mutate_text(rng.choice(lines), rng)
        state = rng.choice(_STATES)[1] if rng.random() < 0.5 else None
        try:
            action = t.parse_action(line, state)
        except t.NotationError as error:
            unplaced += error.column is None
        else:
            assert t.parse_action(t.format_action(action)) == action
    assert unplaced == 0, "a NotationError in a line names the column"


@pytest.mark.parametrize(
    "cls", [t.RoundRecord, t.RoundState, t.PlayerView, t.Action, t.Rules, t.GameRecord]
)
def test_the_corpus_itself_loads(cls: Any) -> None:
    for kind, text in _DOCUMENTS:
        if kind is cls:
            assert dumps(loads(text, cls)) == text


_HUGE = 10**5000
"""A number Python refuses to write out (more than 4300 digits)."""

_ODD_FIELDS: list[Any] = [
    _HUGE, -_HUGE, 10**30, -1, 99, True, None, "1", 1.0, float("nan"), (), [0], object()
]  # fmt: skip


def _every_phase() -> list[t.RoundState]:
    """States of every phase: a deal of each rules of the corpus, trick play thinned."""
    out = []
    for i, rules in enumerate(_RULES):
        deal = t.deal(rules, random.Random(i), dealer=0)
        states = seeded_play_out(rules, 0, deal, seed=i).states
        out.append(t.new_round(rules, 0))
        out.extend(s for k, s in enumerate(states) if s.phase is not t.Phase.PLAYING or k % 5 == 0)
    return out


def test_actions_with_odd_field_values_are_refused_with_a_reason() -> None:
    # Every field of legal actions of every phase, and of the chance actions, given a
    # value of another type or far out of range: check gives a violation with a short
    # message (or accepts it), apply raises IllegalActionError, and never anything else.
    checked = 0
    phases = set()
    for state in _every_phase():
        actions = list(t.legal_actions(state))[:8]
        if t.is_chance(state):
            actions.append(t.chance_action(state, random.Random(0)))
        for action in actions:
            phases.add(state.phase)
            for field in attrs.fields(type(action)):
                for value in _ODD_FIELDS:
                    odd = attrs.evolve(action, **{field.name: value})
                    violation = t.check(state, odd)
                    checked += 1
                    if violation is None:
                        continue
                    assert len(violation.message) < 300, violation.message
                    with pytest.raises(t.IllegalActionError):
                        t.apply(state, odd)
    assert phases == set(t.Phase) - {t.Phase.OVER}
    assert checked > 1000
