"""The core of a network frontend: a line-based JSON loop around one deal.

Each input line is an action document, e.g.
``{"format": 1, "type": "bid", "seat": 2, "value": 105}``. After each accepted action
the server writes one line per seat, a :class:`~thousand.ViewMessage`
``{"format": 1, "to": SEAT, "view": {...}}`` holding that seat's view and nothing more (a
server sends each client only its own line); a refused line gets
``{"format": 1, "error": {...}}`` with the reason code. The views are written once at
the start, too: those carry the rules, and every later view names them in a
``rules_ref`` instead (``dumps(message, rules="omit")``), which makes each line about
2 KB shorter. :func:`client` is the other end: it keeps the rules of the first view.

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
from thousand.serialization import FORMAT_VERSION, dumps, loads


def views(state: t.RoundState, *, lean: bool) -> Iterator[str]:
    """One line per seat, each with that seat's view; ``lean``: without the rules."""
    for seat in range(state.players):
        yield dumps(t.ViewMessage(t.view(state, seat)), rules="omit" if lean else "full")


def error(reason: str, message: str, where: str = "") -> str:
    """A line refusing an input line."""
    body: dict[str, Any] = {"reason": reason, "message": message}
    if where:
        body["where"] = where
    return json.dumps({"format": FORMAT_VERSION, "error": body}, ensure_ascii=False)


def serve(lines: Iterable[str], state: t.RoundState) -> Iterator[str]:
    """Answer each input line; the state never leaves this function."""
    yield from views(state, lean=False)  # the rules, once
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
        yield from views(state, lean=True)
        if t.is_over(state):
            return


def client(replies: Iterable[str], seat: int) -> Iterator[t.PlayerView]:
    """The other end: the views sent to ``seat``, read with the rules of the first one.

    A lean view names its rules; ``loads`` refuses one whose rules are not those given
    (``rules_mismatch``) rather than read it with the wrong rules.
    """
    rules: t.Rules | None = None
    for line in replies:
        if not line.startswith(f'{{"format": {FORMAT_VERSION}, "to": {seat},'):
            continue  # another seat's line, or an error: a real server sends neither
        message = loads(line, t.ViewMessage, rules=rules)
        rules = message.view.rules
        yield message.view


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
    scripted = not lines
    if scripted:
        lines = script(state)
        for line in lines:
            print(f"# in: {line}")
    replies = list(serve(lines, state))
    for reply in replies:
        print(reply)
    if scripted:
        seen = list(client(replies, seat=0))
        print(f"# seat 0 read {len(seen)} views; the last is in phase {seen[-1].phase.value}")


if __name__ == "__main__":
    main()
