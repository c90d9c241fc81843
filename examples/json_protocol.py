"""The core of a network frontend: a line-based JSON loop around one deal.

Each input line is an action document, e.g.
``{"format": 1, "type": "bid", "seat": 2, "value": 105}``. After each accepted action
the server writes one line per seat, ``{"format": 1, "to": SEAT, "view": {...}}``,
holding that seat's view and nothing more (a server sends each client only its own
line); a refused line gets ``{"format": 1, "error": {...}}`` with the reason code. The
views are written once at the start, too.

Run: python examples/json_protocol.py [--seed N] [--script] < actions.jsonl
With no input (or --script) it runs a short scripted session.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterable, Iterator
from typing import Any

import thousand as t
from thousand.serialization import FORMAT_VERSION, dumps, loads, unstructure


def views(state: t.RoundState) -> Iterator[str]:
    """One line per seat, each with that seat's view."""
    for seat in range(state.players):
        message = {"format": FORMAT_VERSION, "to": seat, "view": unstructure(t.view(state, seat))}
        yield json.dumps(message, ensure_ascii=False)


def error(reason: str, message: str, where: str = "") -> str:
    """A line refusing an input line."""
    body: dict[str, Any] = {"reason": reason, "message": message}
    if where:
        body["where"] = where
    return json.dumps({"format": FORMAT_VERSION, "error": body}, ensure_ascii=False)


def serve(lines: Iterable[str], state: t.RoundState) -> Iterator[str]:
    """Answer each input line; the state never leaves this function."""
    yield from views(state)
    for line in lines:
        if not line.strip():
            continue
        try:
            action = loads(line, t.Action)
        except t.RecordError as bad:
            yield error("bad_document", str(bad), bad.where)
            continue
        try:
            state = t.apply(state, action)
        except t.IllegalActionError as illegal:
            yield error(illegal.reason.value, str(illegal))
            continue
        yield from views(state)
        if t.is_over(state):
            return


def script(state: t.RoundState) -> list[str]:
    """A short session: a malformed line, an illegal move, then the auction, from views."""
    lines = ['{"format": 1, "type": "bid", "seat": "two"}']
    seat = t.to_act(state)
    assert seat is not None
    lines.append(dumps(t.Pass(seat=(seat + 1) % state.players)))  # out of turn
    while state.phase is t.Phase.BIDDING:
        seat = t.to_act(state)
        assert seat is not None
        choice = t.view(state, seat).legal_actions[-1]  # each seat passes
        lines.append(dumps(choice))
        state = t.apply(state, choice)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description="A line-based JSON loop around one deal.")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--script", action="store_true", help="run the scripted session")
    args = parser.parse_args()
    rules = t.Rules()
    state = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(args.seed)))
    lines = [] if args.script else sys.stdin.readlines()
    if not lines:
        lines = script(state)
        for line in lines:
            print(f"# in: {line}")
    for reply in serve(lines, state):
        print(reply)


if __name__ == "__main__":
    main()
