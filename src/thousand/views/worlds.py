"""Worlds consistent with a view: the determinization that search bots need.

:func:`sample_world` places the cards a seat cannot see so that everything the seat saw
happens again: the same auction, exchange and plays, and so the same view. It works on
the cards' *current* places (who holds each unseen card now), which is where the view's
constraints live:

* a seat that failed to follow a suit (or to trump) holds none of it (``voids_of``);
* the partner card of a declared marriage, if not yet played, is still in the
  declarer's hand;
* a card this seat gave away, if not yet played, is in the receiver's hand;
* a shown talon card, if not yet played, is in the declarer's hand, unless it is the
  card the declarer gave face down to an opponent.

From the current places it rebuilds the deal backwards (cards played or given away go
back to their holders, the given cards and the talon are taken out again), fills in the
hidden gifts, and replays the view's log through the engine. What the view cannot place
directly (the marriages a bid needs under C6) is checked by that replay; a world that
fails it is drawn again. After 200 plain draws, every other draw first gives each seat
that bid above 120 marriages enough for its highest bid: several such bids together,
with a redeal asked of a seat and a bottom card of a given kind (A9), can leave a plain
draw one chance in millions.

Before the deal (the cutting, A9) the only unseen card is the bottom card the dealer saw
(:class:`~thousand.HiddenCut`): it is drawn of the right kind (a nine or a jack when the
dealer decided on it, another card when the dealing went on at once) and, once the cards
are dealt, from the hand of the seat dealt last, which got it (:mod:`thousand.views.cut_worlds`).
A hand laid down to claim a redeal (B1) is placed where it is shown; a seat asked
whether it claims a redeal is given a hand that may claim (drawn again until it does).

Dark bidding (C8): a seat that has not looked at its cards does not know its own hand,
so its cards are placed like another seat's; dark bids and looks replay whatever the
cards (they do not depend on them), and a bid topping a dark bid needs a marriage,
which the replay checks.

With four players the seat that sits out (the dealer, or as ``dealing.sitter`` says) has
no cards (``others`` skips it) and may
see the talon from the deal on (A7): a talon known during the auction is not a pile to
fill. Two players (A3) have plans of their own, in :mod:`thousand.views.two_player_worlds`: more
piles face down (two talons, the one not taken, the discards, a dummy) and a stock
drawn from after each trick.

A view that no deal agrees with (forged, or read from a document that lies) is refused
as soon as that shows: :mod:`thousand.views.checks` reads its seats, cards and counts and
what its log fixes before any draw; a draw can show that no other would do better (a card
with no place to go, this seat's own cards not adding up, an action of the log that
every world refuses, a world that replays the log and gives another view where the
cards drawn cannot be the cause); and the draws stop at :data:`MAX_ATTEMPTS`.
:func:`view_problem` is that search with a fixed seed: a view read from JSON loads only
if it finds a world.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import attrs

from thousand.actions import Bid, ClaimRedeal, Deal, DeclareContract, GiveCard, PlayCard
from thousand.cards import (
    ACES,
    DECK,
    FULL_DECK,
    HALF_MARRIAGE_MASKS,
    MARRIAGE_MASKS,
    SUIT_MASKS,
    TOTAL_CARD_POINTS,
    mask_cards,
)
from thousand.errors import Reason, StateError, wrong_type
from thousand.round import redeal_conditions as _conditions
from thousand.round.deal import deal_shape
from thousand.round.facts import Phase
from thousand.round.setup import DealSetup
from thousand.rules.bidding import BidCap
from thousand.rules.play import MarriageKind
from thousand.views.checks import ViewProblem, shape_problem
from thousand.views.cut_worlds import asked_seats
from thousand.views.piles import NO_ROOM, fits, known_mask, no_home, put_card
from thousand.views.player_view import (
    HiddenCut,
    HiddenDeal,
    HiddenGiveCard,
    PlayerView,
    public_view,
    view,
)
from thousand.views.replay import Refused, conclusive, replay
from thousand.views.seen_cards import ace_sets_trump, naming_before_talon, voids_of
from thousand.views.two_player_worlds import NOT_DEALT, plan_for

if TYPE_CHECKING:
    from thousand.state import RoundState
    from thousand.views.two_player_worlds import StockPlan, TalonPlan

__all__ = ["MAX_ATTEMPTS", "sample_world", "view_problem"]


MAX_ATTEMPTS = 20_000
"""The most worlds :func:`sample_world` draws for a view before it gives up.

Each draw takes a fraction of a millisecond. A view made by :func:`~thousand.view` rarely
needs more than a few; one whose hidden cards must meet a rare condition (a seat asked
whether it claims a redeal on four nines, bids topping 120 that need marriages: B1, C6)
may need thousands. A view no deal agrees with is refused at once when its parts
contradict each other or its log, at the first world that replays its log but gives
another view, or at the first action of its log that no world could replay (a bid out
of turn, say). Only a view whose log breaks a rule over the hidden cards in every world
(a bid topping 120 with no marriage left to hold) takes all the draws: a few seconds."""


_PLAIN_ATTEMPTS = 200
"""The draws :func:`sample_world` makes with every unseen card placed at random (so a view
with no rare condition gets a uniform world) before every other draw first gives the
seats that bid above 120 the marriages their bids need (C6)."""


def sample_world(v: PlayerView, rng: random.Random) -> RoundState:
    """A full deal that agrees with the view ``v``, drawn with ``rng``.

    The cards the view's seat cannot see are placed at random among the other hands
    (and the talon, while it is face down), respecting everything the view shows: the
    voids shown by failing to follow or to trump, declared marriages, the cards the
    seat gave or received, a shown talon. The view's log is then replayed from that deal,
    so ``view(sample_world(v, rng), v.seat) == v`` (``public_view`` for a spectator's
    view). Search bots draw many worlds and play each out (determinization).

    Args:
        v: a view from :func:`view` or :func:`public_view`.
        rng: the source of randomness.

    Returns:
        A state at the same point of the deal as the one ``v`` was taken from.

    Raises:
        StateError: no deal agrees with ``v`` (reason ``no_consistent_world``): a seat,
            card or count out of range, parts of the view that do not agree with each
            other, or no world found in :data:`MAX_ATTEMPTS` draws. Views made by
            :func:`view` always have one. ``v`` is not a view or ``rng`` not a
            :class:`random.Random` (reason ``malformed_action``).

    >>> import random, thousand as t
    >>> s = t.apply(t.new_round(t.Rules()), t.deal(t.Rules(), random.Random(1)))
    >>> v = t.view(s, 0)
    >>> w = t.sample_world(v, random.Random(2))
    >>> w.hand(0) == s.hand(0), t.view(w, 0) == v
    (True, True)
    """
    problem = None
    if not (_SOUND and _SOUND[0] is v):
        if not isinstance(v, PlayerView):
            raise wrong_type("sample_world", "a view (a PlayerView)", v)
        problem = shape_problem(v)
    try:
        found = problem if problem is not None else _find_world(v, rng, MAX_ATTEMPTS)
    except (AttributeError, TypeError):
        if isinstance(rng, random.Random):
            raise
        raise wrong_type("sample_world", "a random.Random", rng) from None
    if isinstance(found, ViewProblem):
        raise StateError(Reason.NO_CONSISTENT_WORLD, f"{found.where}: {found.message}")
    _SOUND[:] = [v]
    return found


_SOUND: list[PlayerView] = []
"""The last view a world was found for: a search samples many worlds of one view, and a
view is a frozen value, so its shape is checked once."""


def view_problem(v: PlayerView) -> ViewProblem | None:
    """Why no deal agrees with ``v``, or ``None``: the check of a view read from JSON.

    The seats, cards and counts first (``shape_problem``), then a search for a world with a
    fixed seed, as :func:`sample_world` searches: a view that gives one back is one that
    :func:`~thousand.view` could have made, and loads; the search is deterministic, so a
    document always loads or is always refused.
    """
    problem = shape_problem(v)
    if problem is not None:
        return problem
    found = _find_world(v, random.Random(0), MAX_ATTEMPTS)
    return found if isinstance(found, ViewProblem) else None


def _find_world(v: PlayerView, rng: random.Random, attempts: int) -> RoundState | ViewProblem:
    """A world whose view is ``v``, or what shows there is none (``v``'s shape is sound)."""
    return _search(v, rng, attempts)[0]


def _search(
    v: PlayerView, rng: random.Random, attempts: int
) -> tuple[RoundState | ViewProblem, int]:
    """:func:`_find_world`, and the worlds it drew: the work a view cost, which a test bounds.

    A drawn world that replays the log and gives another view settles it when the
    difference cannot come from the cards drawn (``_settles``); so does an action of the
    log that no world replays (:func:`~thousand.views.replay.conclusive`) or a card that
    no draw can place.
    """
    plan: _Plan | TalonPlan | StockPlan | None = None
    if any(type(entry) is HiddenDeal for entry in v.log):
        plan = _Plan(v) if v.rules.players != 2 else plan_for(v)
        if not plan.sizes_add_up():
            problem = ViewProblem(
                "hand_sizes", "the hand sizes do not add up to the cards this seat has not seen"
            )
            return problem, 0
    elif not any(type(entry) is HiddenCut for entry in v.log):
        attempts = 1  # before the deal (or a deal ended before it), nothing hidden
    for attempt in range(attempts):
        draws = attempt + 1
        # Before the deal only a hidden bottom card is drawn (in the replay).
        if isinstance(plan, _Plan):
            drawn = plan.draw(rng, guided=attempt >= _PLAIN_ATTEMPTS and attempt % 2 == 1)
        elif plan is not None:
            drawn = plan.draw(rng)
        else:
            drawn = replay(v, None, rng)
        if drawn is None:
            continue
        if isinstance(drawn, ViewProblem):
            return drawn, draws
        if isinstance(drawn, Refused):
            if conclusive(drawn, v):
                return ViewProblem(f"log[{drawn.at}]", drawn.violation.message), draws
            continue
        seen = _view_of(drawn, v.seat)
        if seen == v:
            return drawn, draws
        if _settles(seen, v):
            return _difference(seen, v), draws
    problem = ViewProblem("log", f"no deal agrees with this view (after {attempts} attempts)")
    return problem, attempts


def _settles(seen: PlayerView, v: PlayerView) -> bool:
    """Whether ``seen`` shows that no world gives ``v``: it replays ``v``'s log, and differs.

    What a view shows follows from its log and its own hand, whatever the cards it hides,
    but for two things the drawn cards decide. Whether redeal claims are asked after the
    deal or the exchange, and of whom first, follows from the hands (B1-B3): the phase and
    the seat to act must agree unless neither is the redeal's. A queen led to declare is
    a marriage if the seat holds the king, else a half marriage (E4): the declarations
    must agree (the marriages, the trump, the result and the legal actions follow from
    them). Any other difference is the view's own.
    """
    if (seen.phase is not v.phase or seen.to_act != v.to_act) and (
        seen.phase is Phase.REDEAL or v.phase is Phase.REDEAL
    ):
        return False
    return seen.declarations == v.declarations


def _difference(seen: PlayerView, v: PlayerView) -> ViewProblem:
    """The first place where ``v`` differs from the view a world gives back."""
    for field in attrs.fields(type(v)):
        ours, theirs = getattr(v, field.name), getattr(seen, field.name)
        if ours == theirs:
            continue
        where = field.name
        if type(ours) is tuple and type(theirs) is tuple:
            at = next(
                (i for i, (a, b) in enumerate(zip(ours, theirs, strict=False)) if a != b),
                min(len(ours), len(theirs)),
            )
            where += f"[{at}]"
        return ViewProblem(where, "does not follow from the view's log, hand and rules")
    raise AssertionError("the views differ")  # pragma: no cover - called when they do


def _view_of(state: RoundState, seat: int | None) -> PlayerView:
    return public_view(state) if seat is None else view(state, seat)


class _Plan:
    """What a view fixes about the cards, read once; :meth:`draw` places the rest."""

    def __init__(self, v: PlayerView) -> None:
        self.view = v
        self.talon_size = sum(deal_shape(v.rules, v.dealer)[1])
        self.seat = v.seat
        n = len(v.hand_sizes)
        self.players = n
        self.playing = v.seats
        self.dealt_mine = 0
        self.gifts: list[tuple[int, int]] = []
        """Each gift of the exchange as (receiver, card or -1 when hidden), in order."""
        self.played = [0] * n
        self.gave = [0] * n
        """The cards each seat is seen to have given away in the exchange (D2, D15)."""
        for entry in v.log:
            if type(entry) is HiddenDeal:
                self.dealt_mine = known_mask(entry.hand)
            elif type(entry) is GiveCard:
                self.gifts.append((entry.to, int(entry.card)))
                self.gave[entry.seat] |= 1 << entry.card
            elif type(entry) is HiddenGiveCard:
                self.gifts.append((entry.to, -1))
            elif type(entry) is PlayCard:
                self.played[entry.seat] |= 1 << entry.card
        self.all_played = 0
        for mask in self.played:
            self.all_played |= mask
        self.mine = known_mask(v.hand)
        # C8: a seat that has not looked does not know its own cards.
        self.blind = v.seat is not None and v.seat in v.unseen
        self.others = tuple(s for s in range(n) if (s != v.seat or self.blind) and v.hand_sizes[s])
        self.talon_known = bool(v.talons) and all(c is not None for c in v.talons[0])
        self.talon = known_mask(v.talons[0]) if self.talon_known else 0
        # Nobody has taken the talon: the auction, redeal claims before it, or a deal that
        # ended before (a redeal claimed, a deal thrown in).
        # C12 before_talon: the contract is named before the talon is taken.
        self.auction = v.declarer is None or naming_before_talon(v)
        # A7: the dealer sitting out may know the talon while it is still a pile.
        self.talon_pile = self.auction and not self.talon_known
        self.setup = DealSetup.create(v.rules, v.dealer, v.context)
        self.fit: bool | None = None
        """Whether the unseen cards fit the piles at all: worked out at the first dead end."""
        self.asked = asked_seats(v)
        self.needs = self._marriages_needed()
        self.declarer = v.declarer if v.declarer is not None else -1
        # Cards whose current holder the view fixes, and the suits each seat lacks.
        voids = voids_of(v.log, n, len(v.seats), ace_trump=ace_sets_trump(v.rules))
        self.allowed = [FULL_DECK] * n
        for s in range(n):
            for suit in voids[s]:
                self.allowed[s] &= ~SUIT_MASKS[suit.ordinal]
        self.forced: dict[int, int] = {}
        # A declaration shows its cards (E3, E4): those not played are still held.
        for declared in v.declarations:
            if declared.kind is MarriageKind.ACE_MARRIAGE:
                cards = ACES
            elif declared.kind is MarriageKind.HALF_MARRIAGE:
                cards = HALF_MARRIAGE_MASKS[declared.suit.ordinal]
            else:
                cards = MARRIAGE_MASKS[declared.suit.ordinal]
            for card in mask_cards(cards):
                if not self.all_played >> card & 1:
                    self.forced[card] = declared.seat
        for to, card in self.gifts:
            if card >= 0 and to != self.seat and not self.all_played >> card & 1:
                self.forced[card] = to
        # B1: a hand laid down to claim a redeal is where it was shown.
        claims = [entry for entry in v.log if type(entry) is ClaimRedeal]
        if v.claimed_hand and claims and claims[-1].seat != self.seat:
            for card in v.claimed_hand:
                self.forced[int(card)] = claims[-1].seat
        # Opponents whose gift this seat did not see, and which of them played a shown
        # talon card (that card can only have come to them as the gift).
        self.hidden_to = [to for to, card in self.gifts if card < 0]
        self.gift_from_talon: dict[int, int] = {}
        if self.talon_known and not self.auction:
            for to in self.hidden_to:
                from_talon = self.played[to] & self.talon
                if from_talon:
                    self.gift_from_talon[to] = (from_talon & -from_talon).bit_length() - 1

    def _marriages_needed(self) -> dict[int, int]:
        """C6: the marriage points each placed seat's highest open bid or raise needs.

        A bid is checked against the hand dealt, which a placed seat still holds (but for
        what it played or gave), and a contract raised above the bid against the hand
        after the exchange (D3): the guided draws put the marriages there.
        """
        v = self.view
        if v.rules.bidding.cap is not BidCap.MARRIAGES_IN_HAND:
            return {}
        needs: dict[int, int] = {}
        # The guided draws only guide (the replay decides), so the bid a raise is measured
        # from needs no more care than this: the last bid, 120 without one.
        standing = TOTAL_CARD_POINTS
        for entry in v.log:
            if type(entry) is Bid:
                standing = entry.value
                value = 0 if entry.blind else entry.value
            elif type(entry) is DeclareContract:
                value = entry.value if entry.value > standing else 0
            else:
                continue
            need = value - TOTAL_CARD_POINTS
            if entry.seat in self.others and need > needs.get(entry.seat, 0):
                needs[entry.seat] = need
        return needs

    def _seed_marriages(self, unseen: int, rng: random.Random) -> dict[int, int]:
        """Unseen cards given to the seats that bid above 120, card to seat: enough marriages.

        Each such seat (in random order) gets one of the smallest sets of marriages whose
        points reach its highest bid, drawn at random among the sets whose cards it may
        still hold; a seat with none gets nothing (the replay refuses that world).
        """
        values = self.setup.marriage_values
        seeded: dict[int, int] = {}
        free = unseen & ~(self.talon if self.talon_known else 0)
        for card in self.forced:
            free &= ~(1 << card)
        seats = list(self.needs)
        rng.shuffle(seats)
        for seat in seats:
            # A card it gave away was its own too, unless it came with a known talon.
            gave = self.gave[seat] & ~(self.talon if self.talon_known else 0)
            held = self.played[seat] | gave | (free & self.allowed[seat])
            options = [
                (values[suit], MARRIAGE_MASKS[suit])
                for suit in range(4)
                if held & MARRIAGE_MASKS[suit] == MARRIAGE_MASKS[suit]
            ]
            if self.setup.ace_cap and held & ACES == ACES:
                options.append((self.setup.ace_cap, ACES))
            sets = []
            for chosen in range(1, 1 << len(options)):
                picked = [options[i] for i in range(len(options)) if chosen >> i & 1]
                total = sum(value for value, _ in picked)
                smallest = min(value for value, _ in picked)
                if total >= self.needs[seat] > total - smallest:
                    mask = 0
                    for _, cards in picked:
                        mask |= cards
                    sets.append(mask)
            if not sets:
                continue
            mask = rng.choice(sets) & free
            for card in mask_cards(mask):
                seeded[card] = seat
            free &= ~mask
        return seeded

    def sizes_add_up(self) -> bool:
        """Whether the unseen cards exactly fill the other hands (and a face-down talon)."""
        v = self.view
        unseen = self._unseen()
        room = sum(v.hand_sizes[s] for s in self.others)
        if self.talon_pile:
            room += self.talon_size
        return room == unseen.bit_count()

    def _unseen(self) -> int:
        unseen = FULL_DECK & ~self.mine & ~self.all_played
        return unseen & ~self.talon if self.auction else unseen

    def draw(
        self, rng: random.Random, *, guided: bool = False
    ) -> RoundState | Refused | ViewProblem | None:
        """One candidate world, the refusal its replay met, or ``None`` at a dead end.

        ``guided``: the seats that bid above 120 get the marriages their bids need first.
        A :class:`ViewProblem` when no draw can do better.
        """
        v = self.view
        unseen = self._unseen()
        sizes = {s: v.hand_sizes[s] for s in self.others}
        if self.talon_pile:
            sizes[-1] = self.talon_size  # the face-down talon is a pile of its own
        # A shown talon card still unseen is with the declarer, or it was the gift to an
        # opponent whose gift this seat did not see (one talon card at most each).
        talon_homes: list[int] = []
        if self.talon_known and not self.auction and self.seat != self.declarer:
            talon_homes = [self.declarer]
            talon_homes += [to for to in self.hidden_to if to not in self.gift_from_talon]
        seeded = self._seed_marriages(unseen, rng) if guided and self.needs else {}
        places = self._place(unseen, sizes, talon_homes, rng, seeded)
        if places is None or isinstance(places, ViewProblem):
            return places
        gift_cards = dict(self.gift_from_talon)
        for to in talon_homes[1:]:
            from_talon = places.get(to, 0) & self.talon
            if from_talon:
                gift_cards[to] = from_talon.bit_length() - 1
        return self._replay(places, gift_cards, rng)

    def _place(
        self,
        unseen: int,
        sizes: dict[int, int],
        talon_homes: list[int],
        rng: random.Random,
        seeded: dict[int, int],
    ) -> dict[int, int] | ViewProblem | None:
        """Each pile's mask (key -1 is the face-down talon), or ``None`` at a dead end.

        A :class:`ViewProblem` if no placement exists at all, whatever is drawn.

        Cards go where the view allows (``forced``, voids, ``talon_homes`` for unseen
        cards of a shown talon), the most constrained first; each goes to a pile with
        room chosen with weight by room, so an unconstrained deal is a uniform shuffle.
        """
        piles = dict.fromkeys(sizes, 0)
        room = dict(sizes)
        talon_room = dict.fromkeys(talon_homes[1:], 1)
        options: list[tuple[int, list[int]]] = []
        cards = mask_cards(unseen)
        for card in rng.sample(cards, len(cards)):
            owner = self.forced.get(card)
            if owner is None:
                owner = seeded.get(card)
            if owner is not None:
                holders = [owner]
            elif talon_homes and self.talon >> card & 1:
                holders = talon_homes
            else:
                holders = list(piles)
            holders = [p for p in holders if p in room and self._may_hold(p, card)]
            if not holders:
                return None if card in seeded else no_home(card)
            options.append((card, holders))
        options.sort(key=lambda item: len(item[1]))
        for card, holders in options:
            from_talon = bool(talon_homes) and bool(self.talon >> card & 1)
            open_piles = [
                p for p in holders if room[p] and (not from_talon or talon_room.get(p, 1))
            ]
            if not open_piles:
                # A dead end of the seeded cards says nothing of the plain draws.
                return None if seeded else self._dead_end(dict(options), sizes, talon_homes)
            pick = put_card(card, open_piles, piles, room, rng)
            if from_talon and pick in talon_room:
                talon_room[pick] = 0
        return piles

    def _dead_end(
        self, homes: dict[int, list[int]], sizes: dict[int, int], talon_homes: list[int]
    ) -> ViewProblem | None:
        """``None`` if another draw may place the cards; else why none can (found once)."""
        if self.fit is None:
            limited = (self.talon if talon_homes else 0, frozenset(talon_homes[1:]))
            self.fit = fits(homes, sizes, limited)
        return None if self.fit else NO_ROOM

    def _may_hold(self, pile: int, card: int) -> bool:
        return pile < 0 or bool(self.allowed[pile] >> card & 1)

    def _replay(
        self, piles: dict[int, int], gift_cards: dict[int, int], rng: random.Random
    ) -> RoundState | Refused | ViewProblem | None:
        """Rebuild the deal from the current places, fill in the gifts, and replay."""
        v = self.view
        n = self.players
        current = [0] * n
        for s in range(n):
            current[s] = piles.get(s, 0)
        if self.seat is not None and not self.blind:
            current[self.seat] = self.mine
        held = [current[s] | self.played[s] for s in range(n)]
        after_exchange = tuple(held)
        hidden_gifts: list[int] = []
        given_away = 0
        for to, card in self.gifts:
            if card < 0:
                card = gift_cards.get(to, -1)
                if card < 0:
                    choices = held[to] & ~self.talon if self.talon_known else held[to]
                    if to == self.seat:  # pragma: no cover - a seat sees its own gift
                        return None
                    if not choices:
                        return None
                    card = rng.choice(mask_cards(choices))
                hidden_gifts.append(card)
            held[to] &= ~(1 << card)
            given_away |= 1 << card
        if self.auction:
            talon = self.talon if self.talon_known else piles[-1]
            dealt = held
        else:
            declarer = self.declarer
            before_gifts = held[declarer] | given_away
            if self.talon_known:
                talon = self.talon
            elif before_gifts.bit_count() < self.talon_size:
                return None  # too few cards to have taken a talon from (a forged view)
            else:
                talon_cards = rng.sample(mask_cards(before_gifts), self.talon_size)
                talon = sum(1 << c for c in talon_cards)
            if talon & ~before_gifts:
                # The declarer's own view knows every card it took and gave: no draw mends it.
                return NOT_DEALT if declarer == self.seat and not self.blind else None
            dealt = list(held)
            dealt[declarer] = before_gifts & ~talon
        if self.seat is not None and not self.blind and dealt[self.seat] != self.dealt_mine:
            # This seat's own cards are all known: no other draw can mend its hand.
            return NOT_DEALT
        if self.asked:
            # Each seat asked had a hand that may claim: when dealt, or after the exchange.
            hands = after_exchange if self.setup.redeal.after_exchange else tuple(dealt)
            if self.setup.redeal.dealt_nines_only:
                hands = _conditions.without_nines_received(hands, dealt)  # B6
            if self.asked & ~_conditions.eligible(self.setup, hands):
                return None
        deal = Deal(
            hands=[tuple(DECK[c] for c in mask_cards(m)) for m in dealt],
            talons=[tuple(DECK[c] for c in mask_cards(talon))],
        )
        return replay(v, deal, rng, hidden_gifts)
