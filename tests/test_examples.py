"""Run every script in examples/ as a program and check that it prints something."""

import io
import json
import random
import runpy
import sys
from pathlib import Path

import pytest

import thousand as t
from thousand.serialization import dumps, structure

# dask_match.py starts a cluster for a long match: tests/test_docs_examples.py runs it
# with a short one.
EXAMPLES = sorted(
    path
    for path in (Path(__file__).parent.parent / "examples").glob("*.py")
    if path.name != "dask_match.py"
)


# An empty examples/ gives one test reported as skipped ("got empty parameter set").
@pytest.mark.parametrize("path", EXAMPLES, ids=[path.name for path in EXAMPLES])
def test_example_runs_and_prints(
    path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # No input and no terminal: the interactive examples play or script themselves.
    monkeypatch.setattr(sys, "argv", [str(path)])
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    runpy.run_path(str(path), run_name="__main__")
    assert capsys.readouterr().out.strip(), f"{path.name} printed nothing"


def test_the_json_protocol_sends_each_seat_its_own_view(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = t.Rules()
    state = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(3)))
    actions: list[t.Action] = []
    for _ in range(4):  # the auction, then the first gift
        action = t.legal_actions(state)[-2 if state.phase is t.Phase.EXCHANGE else -1]
        actions.append(action)
        state = t.apply(state, action)
    lines = [dumps(a) for a in actions] + ["not json", dumps(t.Pass(seat=0))]
    path = Path(__file__).parent.parent / "examples" / "json_protocol.py"
    monkeypatch.setattr(sys, "argv", [str(path), "--seed", "3"])
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    runpy.run_path(str(path), run_name="__main__")
    replies = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(replies) == 3 * (1 + len(actions)) + 2
    assert all("rules" in reply["view"] for reply in replies[:3])  # the rules, once
    assert all(reply["view"]["rules_ref"] == "classic" for reply in replies[3:-2])
    last_views = {reply["to"]: reply["view"] for reply in replies[-5:-2]}
    for seat in range(3):
        assert structure(last_views[seat], t.PlayerView, rules=rules) == t.view(state, seat)
    assert replies[-2]["error"]["reason"] == "bad_document"
    assert replies[-1]["error"]["reason"] == "wrong_phase"


def test_the_json_protocol_client_keeps_the_rules_of_the_first_view() -> None:
    path = Path(__file__).parent.parent / "examples" / "json_protocol.py"
    protocol = runpy.run_path(str(path))
    rules = t.Rules(bidding=t.BiddingRules(bid_step=10))  # no preset: named by its digest
    state = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(3)))
    action = t.legal_actions(state)[0]
    replies = list(protocol["serve"]([dumps(action)], state))
    assert '"rules_ref"' in replies[-1]
    seen = list(protocol["client"](replies, 1))
    assert seen == [t.view(state, 1), t.view(t.apply(state, action), 1)]
    other = t.apply(t.new_round(t.Rules(), dealer=0), t.deal(t.Rules(), random.Random(3)))
    first_of_other = next(iter(protocol["views"](other, lean=False)))
    with pytest.raises(t.RecordError) as raised:
        list(protocol["client"]([first_of_other, replies[-3]], 0))
    assert raised.value.reason is t.Reason.RULES_MISMATCH
