"""The plain-Python floor of the random-deal workload (section 1 of ``run.py``).

The fastest plain-Python random playout of a three-player deal we could write: mutable
ints as card masks, no validation, no API, nothing kept. The workload is the one a
uniform random agent plays through the library's API on the classic rules: a seeded
shuffle dealt 7/7/7 and a talon of 3; the obligatory 100 left of the dealer, each bidder
passing or bidding 5 more (cap 120 plus marriages held, at most 300); the declarer takes
the talon and chooses uniformly among every gift and the concession, then among every
contract and the concession; eight tricks following suit and trumping, leads chosen
among every card and (after a trick) every marriage declaration; the deal scored.

``run.py`` runs it alternately with the engine and reports the engine's rate as a ratio
of it, so that the figure carries over between machines and loads. The code is kept as
it was written: it is the yardstick, not part of the library.
"""

import random
import sys
import time

PTS = (0, 2, 3, 4, 10, 11)  # 9 J Q K 10 A
MARR = (40, 60, 80, 100)  # spades clubs diamonds hearts
POINTS = [PTS[c % 6] for c in range(24)]
SUIT_MASK = [0b111111 << (6 * s) for s in range(4)]


def bits(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def marriages(hand: int) -> list[int]:
    return [s for s in range(4) if (hand >> (6 * s + 2)) & 3 == 3]


def one_deal(rng: random.Random, dealer: int = 0) -> list[int]:
    deck = list(range(24))
    rng.shuffle(deck)
    hands = [0, 0, 0]
    for i in range(21):
        hands[i % 3] |= 1 << deck[i]
    talon = deck[21:]
    # bidding (classic: obligatory 100 left of dealer, each bid exactly +5, cap 120 + marriages)
    holder = (dealer + 1) % 3
    bid, high = 100, holder
    passed = [False, False, False]
    p = (holder + 1) % 3
    while passed.count(False) > 1:
        cap = min(300, 120 + sum(MARR[s] for s in marriages(hands[p])))
        if bid + 5 <= cap and rng.random() < 0.5:
            bid += 5
            high = p
        else:
            passed[p] = True
        for k in (1, 2, 3):
            q = (p + k) % 3
            if not passed[q]:
                p = q
                break
    d = high
    for c in talon:
        hands[d] |= 1 << c
    # exchange: uniform among every gift and concede, as a uniform random agent on the API would
    for q in ((d + 1) % 3, (d + 2) % 3):
        cards = bits(hands[d])
        k = rng.randrange(len(cards) * (2 if q == (d + 1) % 3 else 1) + 1)
        if k == 0:
            return [-bid if x == d else 60 for x in range(3)]
        c = cards[k % len(cards)]
        hands[d] ^= 1 << c
        hands[q] |= 1 << c
    cap = min(300, 120 + sum(MARR[s] for s in marriages(hands[d])))
    options = [bid] + list(range(bid + 5, cap + 1, 5))
    k = rng.randrange(len(options) + 1)
    if k == len(options):
        return [-bid if x == d else 60 for x in range(3)]
    bid = options[k]
    # play
    taken = [0, 0, 0]
    mpts = [0, 0, 0]
    won_trick = [False, False, False]
    trump = -1
    leader = d
    for _ in range(8):
        h = hands[leader]
        opts = [(c, False) for c in bits(h)]
        if won_trick[leader]:
            for s in marriages(h):
                opts.append((6 * s + 2, True))
                opts.append((6 * s + 3, True))
        c, declare = rng.choice(opts)
        s = c // 6
        if declare:
            trump = s
            mpts[leader] += MARR[s]
        hands[leader] ^= 1 << c
        best, best_p, led = c, leader, s
        pts = POINTS[c]
        p = leader
        for _ in range(2):
            p = (p + 1) % 3
            h = hands[p]
            follow = h & SUIT_MASK[led]
            if follow:
                choice = follow
            elif trump >= 0 and h & SUIT_MASK[trump]:
                choice = h & SUIT_MASK[trump]
            else:
                choice = h
            c = rng.choice(bits(choice))
            hands[p] ^= 1 << c
            pts += POINTS[c]
            bs = best // 6
            cs = c // 6
            if cs == bs and c > best:
                best, best_p = c, p
            elif cs == trump and bs != trump:
                best, best_p = c, p
        taken[best_p] += pts
        won_trick[best_p] = True
        leader = best_p
    deltas = []
    for q in range(3):
        total = taken[q] + mpts[q]
        if q == d:
            deltas.append(bid if total >= bid else -bid)
        else:
            deltas.append((total + 2) // 5 * 5)
    return deltas


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    rng = random.Random(1)
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for _ in range(200):
            one_deal(rng, n % 3)
            n += 1
    dt = time.perf_counter() - t0
    print(f"{n / dt:.0f} deals/s")


if __name__ == "__main__":
    main()
