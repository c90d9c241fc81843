"""Records of whole games: replay gives back every game state, JSON round trips, strictness."""

from __future__ import annotations

import json
import random
from typing import Any

import attrs
import jsonschema
import pytest

import thousand as t
from thousand import bots
from thousand.schema import documents
from thousand.serialization import dumps, loads

GOLDEN = t.Rules(game_scoring=t.GameScoringRules(golden_round=True))


def play_game(rules: t.Rules, seed: int, first_dealer: int = 0) -> tuple[t.GameState, list[Any]]:
    """A whole game between simple bots: the games after each deal and each deal's end."""
    rng = random.Random(seed)
    game = t.new_game(rules, first_dealer=first_dealer)
    games, deals = [game], []
    while game.winner is None:
        state = bots.play_to_end(t.next_round(game, rng))
        deals.append(state)
        game = t.record_round(game, t.round_result(state))
        games.append(game)
    return game, [games, deals]


@pytest.mark.parametrize(("rules", "seed"), [(t.Rules(), 3), (GOLDEN, 4), (t.Rules(), 11)])
def test_the_record_of_a_game_replays_every_game_state(rules: t.Rules, seed: int) -> None:
    game, (games, deals) = play_game(rules, seed, first_dealer=seed % 3)
    by_summary = t.record_of(game, players=["A", "B", "C"], extra={"_club": "Kraków"})
    assert by_summary.first_dealer == seed % 3
    assert len(by_summary.rounds) == len(deals)
    assert all(isinstance(entry, t.RoundSummary) for entry in by_summary.rounds)
    assert list(t.replay(by_summary)) == games
    by_cards = t.GameRecord(
        rules=rules, first_dealer=seed % 3, rounds=[t.record_of(s) for s in deals]
    )
    assert list(t.replay(by_cards)) == games
    assert t.final_state(by_cards) == game
    for record in (by_summary, by_cards):
        text = dumps(record)
        assert loads(text, t.GameRecord) == record
        jsonschema.validate(json.loads(text), documents()["game.schema.json"])
    assert loads(dumps(game), t.GameState) == game


def test_a_game_may_end_with_a_deal_in_progress() -> None:
    _, (_, deals) = play_game(t.Rules(), 3)
    unfinished = t.record_of(
        t.apply_all(
            t.new_round(deals[2].rules, deals[2].dealer, context=deals[2].context),
            deals[2].log[:10],
        )
    )
    rounds = [t.record_of(s) for s in deals[:2]] + [unfinished]
    record = t.GameRecord(first_dealer=0, rounds=rounds)
    assert len(list(t.replay(record))) == 3  # the new game and two scored deals
    with pytest.raises(t.RecordError) as raised:
        t.final_state(attrs.evolve(record, rounds=[*rounds, t.record_of(deals[3])]))
    assert raised.value.where == "rounds[2]"
    assert "not over" in str(raised.value)


def test_a_game_record_names_the_deal_and_the_action_at_fault() -> None:
    _, (_, deals) = play_game(t.Rules(), 3)
    rounds: list[Any] = [t.record_of(s) for s in deals]
    wrong_dealer = attrs.evolve(rounds[1], dealer=(rounds[1].dealer + 1) % 3)
    with pytest.raises(t.RecordError) as raised:
        t.final_state(t.GameRecord(rounds=[rounds[0], wrong_dealer, *rounds[2:]]))
    assert raised.value.where == "rounds[1].dealer"
    bad_play = attrs.evolve(rounds[2], actions=rounds[2].actions[:-2] + rounds[2].actions[-1:])
    with pytest.raises(t.RecordError) as raised:
        t.final_state(t.GameRecord(rounds=[*rounds[:2], bad_play]))
    assert raised.value.where.startswith("rounds[2].actions[")
    after_the_end = t.GameRecord(rounds=[*rounds, rounds[0]])
    with pytest.raises(t.RecordError, match="the game is over"):
        t.final_state(after_the_end)
    impossible = t.RoundSummary(
        declarer=0, contract=100, card_points=(100, 10, 10), tricks=(8, 0, 0)
    )
    with pytest.raises(t.RecordError) as raised:
        t.final_state(t.GameRecord(rounds=[impossible]))
    assert raised.value.where == "rounds[0]"


def _game_document() -> dict[str, Any]:
    _, (_, deals) = play_game(t.Rules(), 3)
    record = t.GameRecord(first_dealer=0, rounds=[t.record_of(s) for s in deals[:4]])
    data: dict[str, Any] = json.loads(dumps(record))
    return data


@pytest.mark.parametrize(
    ("mutate", "where", "why"),
    [
        (lambda d: d["rounds"][1]["actions"].pop(0), "rounds[1].actions[0]", ""),
        (lambda d: d["rounds"][2].update(dealer=1), "rounds[2]", 'unknown field "dealer"'),
        (
            lambda d: d["rounds"].insert(0, {"summary": {"declarer": 0}}),
            "rounds[0]",
            "contract: must be a whole number",
        ),
        (lambda d: d["rounds"].append(["p1 pass"]), "rounds[4]", "expected an object"),
        (lambda d: d.update(first_dealer=5), "first_dealer", "the first dealer must be a seat"),
        (lambda d: d.update(rounds={}), "rounds", "expected a list"),
        (lambda d: d["rounds"][0]["deal"]["hands"][0].pop(), "rounds[0].deal", "7 cards"),
    ],
)
def test_loading_a_game_is_strict(mutate: Any, where: str, why: str) -> None:
    data = _game_document()
    mutate(data)
    with pytest.raises(t.RecordError) as raised:
        loads(json.dumps(data), t.GameRecord)
    assert raised.value.where == where
    assert why in str(raised.value)
