"""A seat's observation read straight from a deal's state, for the environments.

:class:`StateEncoder` gives the very vector :class:`~thousand.envs.encoding.ObservationEncoder`
makes of ``view(state, seat)``, without building the view: it reads the state's facts
the view is built from, and only those the view shows the seat (its own hand, the
talons and discards as it sees them, the gifts it gave or received, the public rest).
The tests check, over every decision of many deals and games of every preset, that the
two vectors are equal.

It exists for speed: an environment encodes a seat's observation at every decision,
and building the view first costs about twice what the engine spends on the decision.
The vector is assembled from pieces of 32-bit floats as bytes: a card mask is two
table look-ups (twelve floats per half of the mask), and what stays the same for many
decisions (what the seat saw before trick play, the deal's context, the tricks taken)
is worked out once and kept.

>>> import random, thousand as t
>>> from array import array
>>> from thousand.envs.encoding import ObservationEncoder
>>> from thousand.envs.state_encoding import StateEncoder
>>> rules = t.Rules()
>>> s = t.apply(t.new_round(rules), t.deal(rules, random.Random(3)))
>>> fast = StateEncoder(rules).encode(s, 1)
>>> fast == ObservationEncoder(rules).encode(t.view(s, 1)).tobytes()
True
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from typing import TYPE_CHECKING, TypeVar

from thousand.actions import Action, Bid, Concede, GiveCard, Pass, PlayCard
from thousand.cards import CARD_POINTS
from thousand.envs.encoding import CARDS, PHASES, ObservationEncoder
from thousand.errors import EncodingError, Reason, shown
from thousand.round.facts import CUTTING, DEALING, OVER, PLAYING
from thousand.round.outcome import claimed_cards, past_auction
from thousand.views.seen_cards import stock_of, talons_seen

if TYPE_CHECKING:
    from thousand.round.facts import BeforePlay, Phase, RoundFacts
    from thousand.round.setup import DealSetup
    from thousand.rules.ruleset import Rules
    from thousand.state import RoundState

__all__ = ["StateEncoder"]

_ALL_POINTS = sum(CARD_POINTS)
"""The card points of the pack: 120."""

_K = TypeVar("_K")
_V = TypeVar("_V")


def _floats(values: Iterable[float]) -> bytes:
    """``values`` as 32-bit floats in the machine's order, as ``array("f")`` holds them."""
    return array("f", values).tobytes()


def _one_hot(size: int, at: int) -> bytes:
    return _floats(1.0 if i == at else 0.0 for i in range(size))


_NO_FLOAT = bytes(4)

_JOIN = bytearray().join
"""Pieces joined straight into a new bytearray (numpy reads it writable, without a copy)."""

_CACHE_LIMIT = 4096
"""Entries a cache keeps before it is emptied (a deal needs a few dozen)."""


class StateEncoder:
    """``ObservationEncoder(rules).encode(view(state, seat))``, read from ``state`` directly.

    :meth:`encode` returns the vector as a :class:`bytearray` of ``size`` 32-bit floats;
    ``numpy.frombuffer(encoder.encode(state, seat), dtype=numpy.float32)`` reads it
    without a copy (and may change it: it is new).

    Raises:
        RulesError: ``rules`` cannot be played.
    """

    def __init__(self, rules: Rules) -> None:
        encoder = ObservationEncoder(rules)
        n = encoder.players
        self.encoder = encoder
        self.rules = encoder.rules
        self.players = n
        self.size = encoder.size
        at = {segment.name: segment.start for segment in encoder.segments}
        places = min(n, 3)
        self._places = places
        self._relative = tuple(tuple((s - me) % n for s in range(n)) for me in range(n))
        # For each seat looking, the absolute seat at each relative place.
        self._absolute = tuple(tuple((me + r) % n for r in range(n)) for me in range(n))
        self._card = tuple(_one_hot(CARDS, c) for c in range(CARDS))
        self._no_cards = tuple(bytes(4 * CARDS * k) for k in range(max(n, places) + 1))
        # A one-hot relative seat; index n (and -1 through it) is "nobody".
        self._seat_hot = (*(_one_hot(n, r) for r in range(n)), bytes(4 * n))
        self._trump = (*(_one_hot(4, s) for s in range(4)), bytes(16))  # [-1]: no trump
        # hand_unseen and unseen, per seat looking and mask of the seats that have not looked.
        self._unseen = tuple(
            tuple(
                _floats(
                    [float(mask >> me & 1)] + [float(mask >> ((me + r) % n) & 1) for r in range(n)]
                )
                for mask in range(1 << n)
            )
            for me in range(n)
        )
        self._phase_index = {phase: i for i, phase in enumerate(PHASES)}
        self._max_bid = float(rules.bidding.max_bid)
        self._max_contract = float(rules.bidding.contract_ceiling)
        self._target = float(rules.game_scoring.target)
        per_deal = float(CARDS // places)
        # A seat's tricks_taken by tricks, points_taken by points.
        self._took = tuple(_floats([k / per_deal]) for k in range(CARDS + 1))
        self._won = tuple(_floats([min(p / 120.0, 1.0)]) for p in range(_ALL_POINTS + 1))
        stock, _ = stock_of(rules)
        self._stock = stock > 0
        # stock_left by tricks taken: 0 without a stock (A3).
        self._stock_left = tuple(_floats([max(0, stock - 2 * k) / CARDS]) for k in range(13))
        self._sees_talon = rules.dealing.sitting_dealer_sees_talon
        self._bids_size = at["phase"] - at["bid_value"]
        self._before: tuple[dict[int, _Before], ...] = tuple({} for _ in range(n))
        self._talon: dict[tuple[int, int, int, bool], bytes] = {}
        self._auctions: dict[int, tuple[BeforePlay, int, _Auction]] = {}
        self._discards: dict[tuple[int, bool], bytes] = {}
        self._setup: dict[int, tuple[DealSetup, tuple[bytes, ...]]] = {}
        self._tricks: dict[int, _Done] = {}
        self._declarations: tuple[dict[tuple[tuple[int, int, int], ...], bytes], ...] = tuple(
            {} for _ in range(n)
        )
        self._hand_sizes: dict[tuple[int, ...], tuple[bytes, ...]] = {}
        self._turn: dict[tuple[Phase, int, int], bytes] = {}

    def encode(self, state: RoundState, seat: int) -> bytearray:
        """The observation of ``seat`` in ``state``: ``size`` 32-bit floats, a new bytearray.

        Raises:
            EncodingError: ``seat`` is not a seat of these rules, or ``state`` has
                another number of seats (reason ``view_not_encodable``).
        """
        d = state._d
        setup = d.setup
        n = self.players
        if type(seat) is not int or not 0 <= seat < n or setup.players != n:
            raise EncodingError(
                Reason.VIEW_NOT_ENCODABLE,
                f"the encoding takes a seat 0..{n - 1} of a deal of {n} players, not seat"
                f" {shown(seat)} of {setup.players}",
            )
        before = d.before_play
        half = _HALF
        # hand (C8: none while the seat has not looked), hand_unseen, unseen
        unseen = before.unseen
        h = 0 if unseen >> seat & 1 else d.hands[seat]
        parts = [half[h & 4095], half[h >> 12], self._unseen[seat][unseen]]
        # played: the tricks taken, then the current trick
        tricks = d.tricks
        # Kept by the last trick (a tuple the next tricks share): equal tricks played
        # in the same order of seats encode equally, whatever the deal.
        done = self._tricks.get(id(tricks[-1]) if tricks else 0)
        if done is None or (
            done[0] is not tricks and (done[0] != tricks or done[5] != setup.next_seat)
        ):
            done = self._tricks_done(tricks, setup.next_seat)
        played = done[1]
        trick = d.trick
        if trick:
            played = played[:]
            who = d.leader
            next_seat = setup.next_seat
            for card in trick:
                played[who] |= 1 << card
                who = next_seat[who]
        for who in self._absolute[seat]:
            m = played[who]
            parts.append(half[m & 4095])
            parts.append(half[m >> 12])
        # trick, trick_leader
        phase = d.phase
        if trick:
            card_piece = self._card
            for card in trick:
                parts.append(card_piece[card])
            parts.append(self._no_cards[self._places - len(trick)])
            parts.append(self._seat_hot[self._relative[seat][d.leader]])
        else:
            parts.append(self._no_cards[self._places])
            parts.append(self._seat_hot[self._relative[seat][d.leader] if phase is PLAYING else n])
        # trump, declarations, hand_sizes
        parts.append(self._trump[d.trump])
        marriages = d.marriages
        piece = self._declarations[seat].get(marriages)
        if piece is None:
            piece = self._declared(marriages, seat)
        parts.append(piece)
        sizes = tuple(map(int.bit_count, d.hands))
        per_seat = self._hand_sizes.get(sizes)
        if per_seat is None:
            per_seat = self._sized(sizes)
        parts.append(per_seat[seat])
        # talon_cards .. conceded, phase, to_act, my_turn, dealer .. golden: what the
        # seat saw before trick play and the deal's context change only before it.
        log = d.log
        head = len(log) - len(trick) - len(tricks) * len(setup.seats)
        to_act = d.to_act
        hit = self._before[seat].get(id(before))
        if (
            hit is None
            or hit[0] is not before
            or hit[1] != head
            or hit[2] is not phase
            or hit[3] != to_act
            or hit[4] is not setup
            or phase is OVER
            or setup.stock_size
        ):
            hit = self._before_play(d, seat, head)
        parts.append(hit[5])
        # tricks_taken, points_taken, stock_left
        parts.append(done[4][seat] or self._taken(done, seat))
        parts.append(self._stock_left[len(tricks)] if before.talons else _NO_FLOAT)
        return _JOIN(parts)

    def _tricks_done(self, tricks: _Tricks, next_seat: tuple[int, ...]) -> _Done:
        """Per seat the cards it played in ``tricks``, the tricks it took and their points.

        From those of all the tricks but the last when they are kept (the usual case:
        a seat observes once a trick or more).
        """
        n = self.players
        last = len(tricks) - 1
        before = self._tricks.get(id(tricks[-2]) if last > 0 else 0) if last >= 0 else None
        if (
            before is not None
            and len(before[0]) == last
            and before[5] == next_seat
            and before[0] == tricks[:-1]
        ):
            played, taken, points = before[1][:], before[2][:], before[3][:]
            new = tricks[last:]
        else:
            played, taken, points = [0] * n, [0] * n, [0] * n
            new = tricks
        for trick in new:
            who, winner = trick[0], trick[1]
            total = 0
            for card in trick[2:]:
                played[who] |= 1 << card
                total += CARD_POINTS[card]
                who = next_seat[who]
            taken[winner] += 1
            points[winner] += total
        done = (tricks, played, taken, points, [b""] * n, next_seat)
        _keep(self._tricks)[id(tricks[-1]) if tricks else 0] = done
        return done

    def _taken(self, done: _Done, me: int) -> bytes:
        """The segments tricks_taken and points_taken as ``me`` counts the seats."""
        _, _, taken, points, pieces, _ = done
        places = self._absolute[me]
        took, won = self._took, self._won
        piece = b"".join([took[taken[who]] for who in places])
        piece += b"".join([won[points[who]] for who in places])
        pieces[me] = piece
        return piece

    def _declared(self, marriages: tuple[tuple[int, int, int], ...], me: int) -> bytes:
        out = [0.0] * (self.players * 12)
        rel = self._relative[me]
        for seat, suit, kind in marriages:
            out[(rel[seat] * 3 + kind) * 4 + suit] = 1.0
        piece = _floats(out)
        _keep(self._declarations[me])[marriages] = piece
        return piece

    def _sized(self, sizes: tuple[int, ...]) -> tuple[bytes, ...]:
        per_seat = tuple(
            _floats(sizes[who] / CARDS for who in self._absolute[me]) for me in range(self.players)
        )
        _keep(self._hand_sizes)[sizes] = per_seat
        return per_seat

    def _turned(self, phase: Phase, to_act: int, me: int) -> bytes:
        n = self.players
        out = [0.0] * (len(PHASES) + n + 1)
        out[self._phase_index[phase]] = 1.0
        if to_act >= 0:
            out[len(PHASES) + self._relative[me][to_act]] = 1.0
            if to_act == me:
                out[-1] = 1.0
        piece = _floats(out)
        _keep(self._turn)[(phase, to_act, me)] = piece
        return piece

    def _set_up(self, setup: DealSetup) -> tuple[DealSetup, tuple[bytes, ...]]:
        """Per seat looking: the dealer, who sits out, scores, barrel, golden."""
        n = self.players
        context = setup.context
        target = self._target
        pieces = []
        for me in range(n):
            rel = self._relative[me]
            dealer = [0.0] * n
            dealer[rel[setup.dealer]] = 1.0
            sitting = [0.0] * n
            if setup.sitting_out >= 0:
                sitting[rel[setup.sitting_out]] = 1.0
            scores = [0.0] * n
            for s, score in enumerate(context.scores):
                scores[rel[s]] = max(-1.0, min(score / target, 1.0))
            barrel = [0.0] * n
            for s in context.barrel:
                barrel[rel[s]] = 1.0
            golden = [0.0] * n
            if context.golden is not None:
                golden[rel[context.golden]] = 1.0
            pieces.append(_floats(dealer + sitting + scores + barrel + golden))
        known = (setup, tuple(pieces))
        _keep(self._setup)[id(setup)] = known
        return known

    def _before_play(self, d: RoundFacts, me: int, head: int) -> _Before:
        """What ``me`` saw before trick play, then the turn and the deal's context, in one piece.

        The segments ``talon_cards`` to ``conceded``, ``phase`` to ``my_turn`` and
        ``dealer`` to ``golden`` in one piece, kept for ``me`` unless the deal is over
        or has a stock (the stock's draws change during trick play). ``head``: the length
        of the log before trick play.
        """
        log = d.log
        finished = d.phase is OVER and type(log[-1]) in _PLAYED_LAST
        setup = d.setup
        before = d.before_play
        phase = d.phase
        rel = self._relative[me]
        n = self.players
        auction_over = past_auction(d)
        turned_up = finished and not before.conceded and setup.talon_choice
        parts = [
            self._talons_seen(d, me, auction_over, turned_up, finished),
            self._discards_seen(before.discarded, me == before.bidder or turned_up),
        ]
        bids, value, gifts = self._auction(log, before, head)
        # given: the gifts this seat saw, its own and those it received (D2), or all of
        # them when the exchange is passed face up (D15)
        given = [0] * n
        if auction_over:
            shown = setup.gifts_shown
            for giver, to, card in gifts:
                if shown or me in (giver, to):
                    given[rel[to]] |= 1 << card
        half = _HALF
        for m in given:
            parts += (half[m & 4095], half[m >> 12])
        # claimed_hand (B1)
        claimed = claimed_cards(d) if phase is OVER else None
        m = claimed[1] if claimed is not None else 0
        parts += (half[m & 4095], half[m >> 12])
        # bid_value, bid_blind, passed, highest_bid, highest_bidder, dark, declarer,
        # contract, conceded
        max_bid = self._max_bid
        out = [0.0] * self._bids_size
        for seat, bid_value, blind, passed in bids:
            r = rel[seat]
            if bid_value:
                out[r] = min(bid_value / max_bid, 1.0)
                out[n + r] = blind
            if passed:
                out[2 * n + r] = 1.0
        if not (phase is DEALING or phase is CUTTING or before.bidder < 0):
            if value < 0:
                value = setup.opening_bid
            out[3 * n] = min(value / max_bid, 1.0)
            out[3 * n + 1 + rel[before.bidder]] = 1.0
        if before.dark:
            out[4 * n + 1] = 1.0
        if auction_over:
            out[4 * n + 2 + rel[before.bidder]] = 1.0
            out[5 * n + 2] = min(before.bid / self._max_contract, 1.0)
        if before.conceded:
            out[5 * n + 3] = 1.0
        parts.append(_floats(out))
        to_act = d.to_act
        turn = self._turn.get((phase, to_act, me))
        if turn is None:
            turn = self._turned(phase, to_act, me)
        parts.append(turn)
        known = self._setup.get(id(setup))
        if known is None or known[0] is not setup:
            known = self._set_up(setup)
        parts.append(known[1][me])
        hit = (before, head, phase, to_act, setup, b"".join(parts))
        _keep(self._before[me])[id(before)] = hit
        return hit

    def _auction(self, log: tuple[Action, ...], before: BeforePlay, head: int) -> _Auction:
        """What the log before trick play says of the auction and the gifts, for any seat.

        Per seat that bid or passed: ``(seat, last bid or 0, 1.0 if it was dark, passed)``;
        the standing bid (the deal's opening bid if nobody bid); every gift as
        ``(giver, receiver, card)``. Kept by the facts before play and ``head``.
        """
        known = self._auctions.get(id(before))
        if known is not None and known[0] is before and known[1] == head:
            return known[2]
        value = -1
        last: dict[int, tuple[int, float]] = {}
        passed = set()
        gifts = []
        for entry in log[:head]:
            kind = type(entry)
            if kind is Bid:
                value = entry.value  # type: ignore[union-attr]
                last[entry.seat] = (value, 1.0 if entry.blind else 0.0)  # type: ignore[union-attr]
            elif kind is Pass:
                passed.add(entry.seat)  # type: ignore[union-attr]
            elif kind is GiveCard:
                gifts.append((entry.seat, entry.to, int(entry.card)))  # type: ignore[union-attr]
        bids = tuple(
            (seat, *last.get(seat, (0, 0.0)), seat in passed) for seat in sorted({*last, *passed})
        )
        summary = (bids, value, tuple(gifts))
        _keep(self._auctions)[id(before)] = (before, head, summary)
        return summary

    def _talons_seen(
        self, d: RoundFacts, me: int, auction_over: bool, turned_up: bool, finished: bool
    ) -> bytes:
        """The segments talon_cards, talon_hidden, chosen_talon, talon_shown as ``me`` sees them.

        Which talon cards are face up for ``me``: the rules of ``talons_seen``
        (:mod:`thousand.views.seen_cards`), worked out on the masks.
        """
        setup = d.setup
        before = d.before_play
        if setup.stock_size and before.talons:
            seen = 0
            hidden = 0
            for talon in talons_seen(d, me, auction_over, turned_up, finished):
                for maybe in talon:
                    if maybe is None:
                        hidden += 1
                    else:
                        seen |= 1 << maybe
        else:
            taken = before.chosen if setup.talon_choice else 0
            sitting = setup.sitting_out
            sees = (me == sitting and self._sees_talon) or (sitting >= 0 and finished)
            seen = 0
            hidden = 0
            for index, mask in enumerate(before.talons):
                if index == taken:
                    visible = sees or (auction_over and (before.talon_shown or me == before.bidder))
                else:
                    visible = turned_up
                if visible:
                    seen |= mask
                else:
                    hidden += mask.bit_count()
        key = (seen, hidden, before.chosen, before.talon_shown)
        piece = self._talon.get(key)
        if piece is None:
            rest = [hidden / CARDS, 0.0, 0.0, 1.0 if before.talon_shown else 0.0]
            if before.chosen >= 0:
                rest[1 + min(before.chosen, 1)] = 1.0
            piece = _HALF[seen & 4095] + _HALF[seen >> 12] + _floats(rest)
            _keep(self._talon)[key] = piece
        return piece

    def _discards_seen(self, discarded: int, visible: bool) -> bytes:
        """The segments discards and discard_count: the cards if ``visible``, else the count."""
        piece = self._discards.get((discarded, visible))
        if piece is None:
            m = discarded if visible else 0
            piece = _HALF[m & 4095] + _HALF[m >> 12] + _floats([discarded.bit_count() / CARDS])
            _keep(self._discards)[(discarded, visible)] = piece
        return piece


_Tricks = tuple[tuple[int, ...], ...]
_Auction = tuple[tuple[tuple[int, int, float, bool], ...], int, tuple[tuple[int, int, int], ...]]
"""The bids and passes per seat, the standing bid (-1 if nobody bid) and the gifts."""
_Done = tuple[_Tricks, list[int], list[int], list[int], list[bytes], tuple[int, ...]]
"""Completed tricks; per seat the cards it played in them, the tricks it took, their
points; per seat looking the segments tricks_taken and points_taken (``b""`` until
asked for); the next seat of each seat, which the plays of a trick follow."""
_Before = tuple["BeforePlay", int, "Phase", int, "DealSetup", bytes]
"""What a seat saw before trick play: the facts, the log's head, the phase, the seat to
act and the deal's setup it was worked out for, and the piece."""

_HALF = tuple(_floats(float(b >> i & 1) for i in range(12)) for b in range(4096))
"""Twelve bits of a card mask as their twelve floats: a card mask is two look-ups."""


def _keep(cache: dict[_K, _V]) -> dict[_K, _V]:
    """``cache``, emptied first once it holds :data:`_CACHE_LIMIT` entries."""
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    return cache


_PLAYED_LAST = (PlayCard, Concede)
"""The last action of a deal that was played (or conceded), not ended before play."""
