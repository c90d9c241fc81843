"""Worlds consistent with a two-player view (A3): the plans behind ``sample_world``.

Two players leave more cards face down than three: two talons, the one not taken, the
discards, a dummy's hand, a stock. As for three players (:mod:`thousand.views.worlds`), a plan
reads what the view fixes, places the unseen cards where they may be now, rebuilds the
deal backwards and leaves the rest to a replay of the view's log:

* :class:`TalonPlan` (``two_talons``, ``dummy``, ``nine_cards``): the piles are the other
  hand, the talons not yet taken (during the auction and the choice), the talon not
  taken or the dummy while face down, and the face-down discards. A shown talon's unseen
  cards are with the declarer, among the discards, or (for a spectator) the gift to the
  opponent.
* :class:`StockPlan` (``stock``): the piles are each hidden seat's dealt hand, each card
  it drew after a trick (one card each) and the rest of the stock. A card a seat played
  at trick *k* came from its hand or a draw before *k*; a seat that failed to follow (or
  to trump) while following was compulsory held none of that suit from its last draw
  on; a declared marriage's cards were held when it was declared.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from thousand.actions import ChooseTalon, Deal, Discard, GiveCard, PlayCard
from thousand.cards import (
    ACES,
    DECK,
    FULL_DECK,
    HALF_MARRIAGE_MASKS,
    MARRIAGE_MASKS,
    SUIT_MASKS,
    mask_cards,
)
from thousand.rules.dealing import TwoPlayerDeal
from thousand.rules.play import AceMarriage, MarriageKind
from thousand.views.checks import ViewProblem
from thousand.views.cut_worlds import claimed_by
from thousand.views.piles import NO_ROOM, fits, known_mask, no_home, put_card
from thousand.views.player_view import HiddenDeal, HiddenDiscard, HiddenGiveCard
from thousand.views.replay import Refused, replay
from thousand.views.seen_cards import ace_sets_trump, naming_before_talon, voids_of

if TYPE_CHECKING:
    from thousand.cards import Card
    from thousand.state import RoundState
    from thousand.views.player_view import PlayerView


Pile = int | str
"""A place for unseen cards: a seat's hand (its number), or a named pile."""


NOT_DEALT = ViewProblem("hand", "not the hand dealt to this seat and changed as the log says")
"""A seat's own cards do not add up: its hand, the deal it saw, what it played, gave,
discarded, received and took."""


def _cards(mask: int) -> tuple[Card, ...]:
    return tuple(DECK[c] for c in mask_cards(mask))


def _declared_cards(kind: MarriageKind, suit: int) -> int:
    """The cards a declaration shows (E2-E4)."""
    if kind is MarriageKind.ACE_MARRIAGE:
        return ACES
    if kind is MarriageKind.HALF_MARRIAGE:
        return HALF_MARRIAGE_MASKS[suit]
    return MARRIAGE_MASKS[suit]


def place(
    cards: list[int],
    homes: dict[int, list[Pile]],
    room: dict[Pile, int],
    rng: random.Random,
    limited: tuple[int, frozenset[Pile]] = (0, frozenset()),
) -> dict[Pile, int] | None:
    """Put each card in one of its homes with room, the most constrained first.

    Each card goes to a pile chosen with weight by room, so that an unconstrained deal is
    a uniform shuffle. ``limited`` is ``(mask, piles)``: at most one card of ``mask`` may
    go to each of ``piles`` (a hidden gift takes one talon card at most). Returns the
    piles' masks, or ``None`` at a dead end.
    """
    room = dict(room)
    piles: dict[Pile, int] = dict.fromkeys(room, 0)
    mask, once = limited
    used: set[Pile] = set()
    order = rng.sample(cards, len(cards))
    order.sort(key=lambda card: len(homes[card]))
    for card in order:
        limit = bool(mask >> card & 1)
        open_piles = [
            p for p in homes[card] if room.get(p, 0) and not (limit and p in once and p in used)
        ]
        if not open_piles:
            return None
        pick = put_card(card, open_piles, piles, room, rng)
        if limit and pick in once:
            used.add(pick)
    return piles


class TalonPlan:
    """A two-player view with talons (``two_talons``, ``dummy``, ``nine_cards``)."""

    def __init__(self, v: PlayerView) -> None:
        self.view = v
        self.seat = v.seat
        self.fit: bool | None = None
        """Whether the unseen cards fit the piles at all: worked out at the first dead end."""
        self.others = [s for s in range(2) if s != v.seat]
        self.mine = known_mask(v.hand)
        self.dealt_mine = 0
        self.played = [0, 0]
        self.gifts: list[tuple[int, int]] = []  # (receiver, card or -1 when hidden)
        self.discards: list[int] = []  # card or -1 when face down
        for entry in v.log:
            if type(entry) is HiddenDeal:
                self.dealt_mine = known_mask(entry.hand)
            elif type(entry) is PlayCard:
                self.played[entry.seat] |= 1 << entry.card
            elif type(entry) is GiveCard:
                self.gifts.append((entry.to, int(entry.card)))
            elif type(entry) is HiddenGiveCard:
                self.gifts.append((entry.to, -1))
            elif type(entry) is Discard:
                self.discards.append(int(entry.card))
            elif type(entry) is HiddenDiscard:
                self.discards.append(-1)
        self.all_played = self.played[0] | self.played[1]
        # The talon is taken once the auction has a declarer and the choice is made (a
        # deal may end in a redeal before it, B1).
        choice = v.rules.dealing.two_player_deal is not TwoPlayerDeal.DUMMY
        self.taken = (
            v.declarer is not None
            and not naming_before_talon(v)  # C12: the contract is named first
            and (not choice or any(type(entry) is ChooseTalon for entry in v.log))
        )
        self.declarer = v.declarer if v.declarer is not None else -1
        chosen = v.chosen_talon if choice else 0
        self.chosen: int = chosen if self.taken and chosen is not None else -1
        # Each talon: its cards if the view shows them all, else None.
        self.talons = [known_mask(t) if all(c is not None for c in t) else None for t in v.talons]
        self.sizes = [len(t) for t in v.talons]
        self.known_discards = sum(1 << c for c in self.discards if c >= 0)
        voids = voids_of(v.log, 2, 2, ace_trump=ace_sets_trump(v.rules))
        self.allowed = [FULL_DECK, FULL_DECK]
        for s in range(2):
            for suit in voids[s]:
                self.allowed[s] &= ~SUIT_MASKS[suit.ordinal]
        self.forced: dict[int, int] = {}
        for declared in v.declarations:
            for card in mask_cards(_declared_cards(declared.kind, declared.suit.ordinal)):
                if not self.all_played >> card & 1:
                    self.forced[card] = declared.seat
        for to, card in self.gifts:
            if card >= 0 and to != self.seat and not self.all_played >> card & 1:
                self.forced[card] = to
        # B1: a hand laid down to claim a redeal is where it was shown.
        claimant = claimed_by(v)
        if claimant is not None and claimant != self.seat:
            for card in v.claimed_hand:
                self.forced[int(card)] = claimant

    def _fixed(self) -> int:
        """The cards whose place the view shows: held, played, turned up, discarded."""
        fixed = self.mine | self.all_played | self.known_discards
        if self.taken:
            for index, talon in enumerate(self.talons):
                if index != self.chosen and talon is not None:
                    fixed |= talon
        return fixed

    def _room(self) -> dict[Pile, int]:
        v = self.view
        room: dict[Pile, int] = {s: v.hand_sizes[s] for s in self.others}
        if not self.taken:
            for index, size in enumerate(self.sizes):
                room[f"talon{index}"] = size
            return room
        for index, talon in enumerate(self.talons):
            if index != self.chosen and talon is None:
                room["other"] = self.sizes[index]
        hidden = self.discards.count(-1)
        if hidden:
            room["discards"] = hidden
        return room

    def sizes_add_up(self) -> bool:
        """Whether the piles left to fill have room for exactly the unseen cards."""
        unseen = FULL_DECK & ~self._fixed()
        return sum(self._room().values()) == unseen.bit_count()

    def draw(self, rng: random.Random) -> RoundState | Refused | ViewProblem | None:
        """One candidate world, the refusal its replay met, or ``None`` at a dead end.

        A :class:`ViewProblem` when no draw can do better.
        """
        unseen = FULL_DECK & ~self._fixed()
        room = self._room()
        everywhere = list(room)
        talon = self.talons[self.chosen] if self.chosen >= 0 else None
        # A shown talon's unseen cards: with the declarer, discarded, or the hidden gift.
        talon_homes: list[Pile] = []
        gift_to = [to for to, card in self.gifts if card < 0]
        gift_played = talon is not None and any(self.played[to] & talon for to in gift_to)
        if talon is not None and self.seat != self.declarer:
            talon_homes = [self.declarer, "discards"]
            if not gift_played:
                talon_homes += gift_to
        homes: dict[int, list[Pile]] = {}
        for card in mask_cards(unseen):
            owner = self.forced.get(card)
            if owner is not None:
                options: list[Pile] = [owner]
            elif talon_homes and talon is not None and talon >> card & 1:
                options = talon_homes
            else:
                options = everywhere
            homes[card] = [
                p
                for p in options
                if p in room and (isinstance(p, str) or self.allowed[p] >> card & 1)
            ]
        homeless = next((card for card, options in homes.items() if not options), None)
        if homeless is not None:
            return no_home(homeless)
        limited = (talon or 0, frozenset(gift_to))
        piles = place(list(homes), homes, room, rng, limited)
        if piles is None:
            if self.fit is None:
                self.fit = fits(homes, room, limited)
            return None if self.fit else NO_ROOM
        return self._rebuild(piles, rng)

    def _rebuild(
        self, piles: dict[Pile, int], rng: random.Random
    ) -> RoundState | Refused | ViewProblem | None:
        v = self.view
        held = [0, 0]
        for s in range(2):
            current = self.mine if s == self.seat else piles.get(s, 0)
            held[s] = current | self.played[s]
        talons = [0] * len(self.sizes)
        if not self.taken:
            for index in range(len(self.sizes)):
                talons[index] = piles[f"talon{index}"]
            dealt = held
            gift_cards: list[int] = []
            hidden_discards: list[int] = []
        else:
            declarer = self.declarer
            shown = self.talons[self.chosen]
            talon = shown or 0
            gift_cards = []
            gifts = 0
            for to, card in self.gifts:
                if card < 0:
                    options = held[to] & ~talon
                    from_talon = held[to] & talon
                    pool = from_talon or options or held[to]
                    if not pool:
                        return None
                    card = rng.choice(mask_cards(pool))
                    gift_cards.append(card)
                held[to] &= ~(1 << card)
                gifts |= 1 << card
            hidden_discards = list(mask_cards(piles.get("discards", 0)))
            discarded = self.known_discards | piles.get("discards", 0)
            before = held[declarer] | gifts | discarded
            if shown is None:  # C10: the talon taken was not shown
                if before.bit_count() < self.sizes[self.chosen]:
                    return None  # too few cards to have taken the talon from (a forged view)
                talon = 0
                for c in rng.sample(mask_cards(before), self.sizes[self.chosen]):
                    talon |= 1 << c
            if talon & ~before:
                # The declarer's own view knows every card it took, gave and discarded.
                return NOT_DEALT if declarer == self.seat and declarer not in v.unseen else None
            dealt = list(held)
            dealt[declarer] = before & ~talon
            for index in range(len(self.sizes)):
                if index == self.chosen:
                    talons[index] = talon
                else:
                    other = self.talons[index]
                    talons[index] = other if other is not None else piles["other"]
        if self.seat is not None and dealt[self.seat] != self.dealt_mine:
            # This seat's own cards are all known: no other draw can mend its hand.
            return NOT_DEALT if self.seat not in v.unseen else None
        deal = Deal(hands=[_cards(m) for m in dealt], talons=[_cards(m) for m in talons])
        return replay(v, deal, rng, gift_cards, hidden_discards)


class StockPlan:
    """A two-player view with a stock (A3 ``stock``): see the module's docstring."""

    def __init__(self, v: PlayerView) -> None:
        self.view = v
        self.seat = v.seat
        self.fit: bool | None = None
        """Whether the unseen cards fit the piles at all: worked out at the first dead end."""
        dealing = v.rules.dealing
        self.hand_size = dealing.stock_hand_size
        stock = v.talons[0] if v.talons else ()
        self.stock_size = len(stock)
        self.others = [s for s in range(2) if s != v.seat]
        self.dealt_mine = 0
        for entry in v.log:
            if type(entry) is HiddenDeal:
                self.dealt_mine = known_mask(entry.hand)
        # Who drew each stock position so far (the trick's winner first), and what this
        # seat saw of it.
        self.drawer: dict[int, int] = {}
        for index, trick in enumerate(v.tricks):
            at = 2 * index
            if at >= self.stock_size:
                break
            self.drawer[at] = trick.winner
            self.drawer[at + 1] = 1 - trick.winner
        self.seen_stock = {i: int(c) for i, c in enumerate(stock) if c is not None}
        self.known = self.dealt_mine | sum(1 << c for c in self.seen_stock.values())
        # B1: a hand laid down to claim a redeal (before any trick) is the hand dealt.
        claimant = claimed_by(v)
        self.claimed = (
            (f"hand{claimant}", known_mask(v.claimed_hand))
            if claimant is not None and claimant != self.seat
            else ("", 0)
        )
        # The plays (seat, card, trick), the voids shown while following was compulsory
        # (seat, trick, suits), and the declarations (seat, cards shown, trick).
        self.played_at: dict[int, tuple[int, int]] = {}
        self.voids: list[tuple[int, int, int]] = []
        self.declared: list[tuple[int, int, int]] = []
        sets_trump = v.rules.play.ace_marriage is not AceMarriage.POINTS_ONLY
        declarations = iter(v.declarations)
        trump = led = -1
        index = position = 0
        for entry in v.log:
            if type(entry) is not PlayCard:
                continue
            card = int(entry.card)
            self.played_at[card] = (entry.seat, index)
            suit = card // 6
            if position == 0:
                led = suit
                declared = next(declarations) if entry.declare else None
                if declared is not None:
                    shown = _declared_cards(declared.kind, declared.suit.ordinal)
                    self.declared.append((entry.seat, shown, index))
                    if declared.kind is not MarriageKind.ACE_MARRIAGE or sets_trump:
                        trump = suit
            elif suit != led and self.stock_size - 2 * index <= dealing.stock_follow_from:
                lacks = SUIT_MASKS[led]
                if trump >= 0 and suit != trump:
                    lacks |= SUIT_MASKS[trump]
                self.voids.append((entry.seat, index, lacks))
            position = (position + 1) % 2
            if position == 0:
                index += 1

    def sizes_add_up(self) -> bool:
        """Whether the unseen cards exactly fill the piles.

        The piles are the hidden hands as dealt, the other seat's draws and the rest of the
        stock; of the stock this seat sees only what it drew.
        """
        if any(self.drawer.get(at) != self.seat for at in self.seen_stock):
            return False
        room = self.hand_size * len(self.others) + self.stock_size - len(self.drawer)
        room += sum(1 for seat in self.drawer.values() if seat in self.others)
        return room == (FULL_DECK & ~self.known).bit_count()

    def draw(self, rng: random.Random) -> RoundState | Refused | ViewProblem | None:
        """One candidate world, the refusal its replay met, or ``None`` at a dead end.

        A :class:`ViewProblem` when no draw can do better.
        """
        # Piles: each hidden seat's dealt hand, each of its draws, the rest of the stock;
        # each with the seat and the trick from which its cards are held.
        room: dict[Pile, int] = {}
        since: dict[Pile, tuple[int, int]] = {}
        for seat in self.others:
            room[f"hand{seat}"] = self.hand_size
            since[f"hand{seat}"] = (seat, 0)
        for at, seat in self.drawer.items():
            if seat in self.others:
                room[f"draw{at}"] = 1
                since[f"draw{at}"] = (seat, at // 2 + 1)
        rest = [at for at in range(self.stock_size) if at not in self.drawer]
        if rest:
            room["stock"] = len(rest)
        homes: dict[int, list[Pile]] = {}
        for card in mask_cards(FULL_DECK & ~self.known):
            homes[card] = [p for p in room if self._may_lie(p, since, card)]
            if not homes[card]:
                return no_home(card)
        piles = place(list(homes), homes, room, rng)
        if piles is None:
            if self.fit is None:
                self.fit = fits(homes, room)
            return None if self.fit else NO_ROOM
        order = [0] * self.stock_size
        for at, card in self.seen_stock.items():
            order[at] = card
        for at in self.drawer:
            drawn = piles.get(f"draw{at}")
            if drawn is not None:
                order[at] = drawn.bit_length() - 1
        loose = rng.sample(mask_cards(piles.get("stock", 0)), len(rest))
        for at, card in zip(rest, loose, strict=True):
            order[at] = card
        hands = [self.dealt_mine if s == self.seat else piles[f"hand{s}"] for s in range(2)]
        deal = Deal(hands=[_cards(m) for m in hands], talons=[tuple(DECK[c] for c in order)])
        return replay(self.view, deal, rng)

    def _may_lie(self, pile: Pile, since: dict[Pile, tuple[int, int]], card: int) -> bool:
        """Whether ``card`` may have come to ``pile`` (see the module's docstring)."""
        claimed_pile, claimed = self.claimed
        if claimed >> card & 1 and pile != claimed_pile:
            return False
        play = self.played_at.get(card)
        if pile == "stock":
            return play is None and not any(cards >> card & 1 for _, cards, _ in self.declared)
        seat, first = since[pile]
        if play is not None and (play[0] != seat or first > play[1]):
            return False
        # Held from ``first`` until played (or to the end, if still held).
        until = play[1] if play is not None else len(self.view.tricks) + 1
        for who, index, lacks in self.voids:
            if who == seat and first <= index < until and lacks >> card & 1:
                return False
        return all(
            not cards >> card & 1 or (who == seat and first <= index)
            for who, cards, index in self.declared
        )


def plan_for(v: PlayerView) -> TalonPlan | StockPlan:
    """The plan of a two-player view."""
    if v.rules.dealing.two_player_deal is TwoPlayerDeal.STOCK:
        return StockPlan(v)
    return TalonPlan(v)
