"""Objects pickled by an earlier version, rebuilt the same way now (public API only)."""

import random

import thousand as t


def build() -> list[tuple[str, str, list[object]]]:
    out: list[tuple[str, str, list[object]]] = []
    for name in ("classic", "gambler", "games24", "two_player", "four_player"):
        rules = t.Rules.preset(name)
        rng = random.Random(len(name))
        s = t.new_round(rules, dealer=1)
        states: list[t.RoundState] = [s]
        while not t.is_over(s):
            if t.is_chance(s):
                s = t.apply(s, t.chance_action(s, rng))
            else:
                s = t.apply(s, rng.choice(t.legal_actions(s)))
            states.append(s)
        out.append((name, "states", [*states[:: max(1, len(states) // 6)], states[-1]]))
        out.append((name, "view", [t.view(states[len(states) // 2], 0), t.public_view(s)]))
        out.append((name, "result", [t.round_result(s)]))
        g = t.new_game(rules)
        grng = random.Random(3)
        for _ in range(3):
            if g.winner is not None:
                break
            r = t.bots.play_to_end(t.next_round(g, grng))
            g = t.record_round(g, t.round_result(r))
        out.append((name, "game", [g, rules]))
    return out
