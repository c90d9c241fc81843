"""Numbers for learning: a seat's view as a fixed-size vector, every action as an id.

Two encodings, both fixed by a :class:`~thousand.Rules` and needing nothing beyond the
library (no numpy):

- :class:`ActionCodec`: one discrete action space that holds every decision any deal of
  the rules can offer a seat (bids of every value, passes, dark bids, looking, gifts of
  each card to each opponent, discards, contracts of every value, plays with and
  without a declaration, concessions, redeal claims, the talon choice, the dealer's
  answers to a cut). :meth:`ActionCodec.encode` and :meth:`ActionCodec.decode` map
  actions to ids and back; :meth:`ActionCodec.mask` marks the legal actions of a view.
- :class:`ObservationEncoder`: what a seat's :class:`~thousand.PlayerView` shows, and
  nothing else, as a vector of floats in ``[-1, 1]``, seats counted from the seat
  looking.

Chance actions (:class:`~thousand.Deal`, :class:`~thousand.Cut`,
:class:`~thousand.ExposedCard`) are not decisions and have no id: an environment draws
them (:func:`~thousand.chance_action`).

>>> import random, thousand as t
>>> from thousand.envs.encoding import ActionCodec, ObservationEncoder
>>> rules = t.Rules()
>>> codec, encoder = ActionCodec(rules), ObservationEncoder(rules)
>>> s = t.apply(t.new_round(rules), t.deal(rules, random.Random(3)))
>>> v = t.view(s, t.to_act(s))
>>> [codec.encode(a) for a in v.legal_actions]
[18, 0]
>>> codec.decode(18, seat=v.seat)
Bid(seat=2, value=105)
>>> mask = codec.mask(v.legal_actions)
>>> [i for i in range(codec.size) if mask[i]]
[0, 18]
>>> obs = encoder.encode(v)
>>> len(obs) == encoder.size, sum(obs[i] for i in range(24)) == len(v.hand)
(True, True)
"""

from __future__ import annotations

import array
import functools
import operator
from collections.abc import Iterable
from typing import NamedTuple, SupportsIndex

from thousand.actions import (
    CONCEDE,
    GIVE,
    LOOK,
    PASS,
    PLAY,
    PLAY_DECLARE,
    AcceptCut,
    Action,
    BuryJack,
    ChooseTalon,
    ClaimRedeal,
    DeclineRedeal,
    Discard,
    GiveCard,
    Pass,
    PlayCard,
    Recut,
    bid,
    blind_bid,
    contract,
)
from thousand.cards import CARD_POINTS, DECK, SUITS
from thousand.errors import EncodingError, Reason, StateError, shown
from thousand.round.facts import Phase
from thousand.rules.bidding import BLIND_MIN_BID, BlindBidding
from thousand.rules.dealing import TwoPlayerDeal
from thousand.rules.game_scoring import GOLDEN_CONTRACT, barrel_contract
from thousand.rules.play import MarriageKind
from thousand.rules.redeal import RedealCondition
from thousand.rules.ruleset import Rules, validate
from thousand.views.player_view import PlayerView

__all__ = [
    "ActionCodec",
    "ObservationEncoder",
    "Segment",
    "action_count",
    "action_to_id",
    "bid_values",
    "blind_values",
    "codec_of",
    "contract_values",
    "id_to_action",
]


class Segment(NamedTuple):
    """A run of consecutive ids or vector positions that share one meaning.

    ``start`` is the first id (or position), ``size`` how many; position ``start + k``
    holds the ``k``-th item as ``meaning`` says.
    """

    name: str
    """A short stable name, e.g. ``"bid"`` or ``"hand"``."""
    start: int
    """The first id or position."""
    size: int
    """How many ids or positions."""
    meaning: str
    """What each id or position of the segment stands for."""


def _segments(parts: Iterable[tuple[str, int, str]]) -> tuple[Segment, ...]:
    out: list[Segment] = []
    start = 0
    for name, size, meaning in parts:
        out.append(Segment(name, start, size, meaning))
        start += size
    return tuple(out)


CARDS = len(DECK)
"""The 24 cards; positions within a card segment are :class:`~thousand.Card` numbers."""


REDEAL_CONDITIONS: tuple[RedealCondition, ...] = tuple(RedealCondition)
"""The redeal conditions in the order of their ids (the order of the enum)."""


def bid_values(rules: Rules) -> tuple[int, ...]:
    """Every open bid ``rules`` allow: the multiples of the step from the least to the most.

    >>> import thousand as t
    >>> from thousand.envs.encoding import bid_values
    >>> v = bid_values(t.Rules())
    >>> v[0], v[-1], len(v)
    (100, 300, 41)
    """
    if not isinstance(rules, Rules):
        raise _not_rules(rules)
    b = rules.bidding
    return tuple(range(b.min_bid, b.max_bid + 1, b.bid_step))


def blind_values(rules: Rules) -> tuple[int, ...]:
    """Every dark bid ``rules`` allow (C8, C9): none with dark bidding off, else from 120."""
    if not isinstance(rules, Rules):
        raise _not_rules(rules)
    if rules.bidding.blind_bidding is BlindBidding.OFF:
        return ()
    return tuple(v for v in bid_values(rules) if v >= BLIND_MIN_BID)


def contract_values(rules: Rules) -> tuple[int, ...]:
    """Every contract ``rules`` allow, ascending: bids, raises (C13), the barrel's, 120.

    Raised contracts go up to the contract ceiling (C13), the golden 120 is G13's.

    The barrel contract may lie off the step (C11, G5: 121 under Games24).

    >>> import thousand as t
    >>> from thousand.envs.encoding import contract_values
    >>> contract_values(t.Rules.preset("games24"))[:3]
    (100, 105, 110)
    >>> 121 in contract_values(t.Rules.preset("games24"))
    True
    """
    if not isinstance(rules, Rules):
        raise _not_rules(rules)
    b = rules.bidding
    values = set(range(b.min_bid, b.contract_ceiling + 1, b.bid_step))
    values.add(barrel_contract(rules))
    if rules.game_scoring.golden_round:
        values.add(GOLDEN_CONTRACT)
    return tuple(sorted(values))


class ActionCodec:
    """The actions of ``rules`` as ids ``0 .. size - 1`` of one discrete space.

    The ids do not name the acting seat: :meth:`decode` takes it, and a gift names its
    receiver by how many seats clockwise from the giver it sits. The space is the same
    for every seat and every deal of the rules; which ids are legal at a moment is
    :meth:`mask`. The ids, in order (:attr:`segments` lists them with their starts):

    ===================  =====================================================
    segment              ids
    ===================  =====================================================
    ``pass``             :class:`~thousand.Pass`
    ``look``             :class:`~thousand.Look` (C8)
    ``concede``          :class:`~thousand.Concede` (D4)
    ``decline_redeal``   :class:`~thousand.DeclineRedeal` (B1-B3)
    ``recut``            :class:`~thousand.Recut` (A9)
    ``bury_jack``        :class:`~thousand.BuryJack` (A9)
    ``accept_cut``       :class:`~thousand.AcceptCut` (A9)
    ``choose_talon``     :class:`~thousand.ChooseTalon` of talon 0, then 1 (A3)
    ``claim_redeal``     :class:`~thousand.ClaimRedeal`, one per
                         :class:`~thousand.RedealCondition` in enum order
    ``bid``              an open :class:`~thousand.Bid` per value of
                         :func:`bid_values`, ascending
    ``blind_bid``        a dark bid per value of :func:`blind_values` (C8, C9)
    ``contract``         :class:`~thousand.DeclareContract` per value of
                         :func:`contract_values`
    ``play``             :class:`~thousand.PlayCard` of each card, in card order
    ``play_declare``     the same with ``declare=True`` (E1, E3, E4)
    ``discard``          :class:`~thousand.Discard` of each card (A3)
    ``give``             :class:`~thousand.GiveCard`: for the seat 1, 2, …,
                         ``players - 1`` places clockwise from the giver, one id
                         per card (D2)
    ===================  =====================================================

    The tables are built once, so :meth:`encode` and :meth:`decode` are a look-up; the
    decoded actions are the very objects :func:`~thousand.legal_actions` hands out
    where the library shares them.

    >>> import thousand as t
    >>> codec = ActionCodec(t.Rules())
    >>> codec.size
    219
    >>> codec.encode(t.GiveCard(seat=1, to=0, card=t.Card.parse("9s")))
    195
    >>> codec.decode(195, seat=1)
    GiveCard(seat=1, to=0, card=Card.NINE_OF_SPADES)
    >>> codec.segment_of(195).name
    'give'
    """

    def __init__(self, rules: Rules) -> None:
        """Build the tables of ``rules``.

        Raises:
            RulesError: ``rules`` cannot be played.
        """
        rules = _checked_rules(rules)
        n = rules.players
        self.rules = rules
        self.players = n
        self.bid_values = bid_values(rules)
        self.blind_values = blind_values(rules)
        self.contract_values = contract_values(rules)
        self.segments = _segments(
            (
                ("pass", 1, "pass"),
                ("look", 1, "look at the cards (C8)"),
                ("concede", 1, "concede the deal (D4)"),
                ("decline_redeal", 1, "decline to claim a redeal (B1-B3)"),
                ("recut", 1, "the dealer demands a new cut (A9)"),
                ("bury_jack", 1, "the dealer buries the jack (A9)"),
                ("accept_cut", 1, "the dealer keeps the bottom card (A9)"),
                ("choose_talon", 2, "take talon 0 or 1 (A3)"),
                ("claim_redeal", len(REDEAL_CONDITIONS), "claim a redeal on a condition (B1)"),
                ("bid", len(self.bid_values), "an open bid of each value, ascending"),
                ("blind_bid", len(self.blind_values), "a dark bid of each value (C8, C9)"),
                ("contract", len(self.contract_values), "a contract of each value"),
                ("play", CARDS, "play a card"),
                ("play_declare", CARDS, "play a card declaring its marriage (E1, E3, E4)"),
                ("discard", CARDS, "lay a card away (A3)"),
                ("give", (n - 1) * CARDS, "give a card to the seat k places clockwise"),
            )
        )
        self.size = sum(segment.size for segment in self.segments)
        self._start = {segment.name: segment.start for segment in self.segments}
        self._tables = tuple(self._table(seat) for seat in range(n))
        # Most actions legal_actions hands out are shared objects: find those by
        # identity first. The table keeps them alive, so an id() stays theirs.
        self._by_identity: dict[int, int] = {}
        self._by_value: dict[Action, int] = {}
        for table in self._tables:
            for i, action in enumerate(table):
                self._by_identity[id(action)] = i
                self._by_value[action] = i

    def _table(self, seat: int) -> tuple[Action, ...]:
        n = self.players
        table: list[Action] = [
            PASS[seat],
            LOOK[seat],
            CONCEDE[seat],
            DeclineRedeal(seat=seat),
            Recut(seat=seat),
            BuryJack(seat=seat),
            AcceptCut(seat=seat),
            ChooseTalon(seat=seat, index=0),
            ChooseTalon(seat=seat, index=1),
        ]
        table += [ClaimRedeal(seat=seat, condition=c) for c in REDEAL_CONDITIONS]
        table += [bid(seat, value) for value in self.bid_values]
        table += [blind_bid(seat, value) for value in self.blind_values]
        table += [contract(seat, value) for value in self.contract_values]
        table += PLAY[seat]
        table += PLAY_DECLARE[seat]
        table += [Discard(seat=seat, card=card) for card in DECK]
        for offset in range(1, n):
            table += GIVE[seat][(seat + offset) % n]
        return tuple(table)

    def encode(self, action: Action) -> int:
        """The id of ``action``.

        Raises:
            EncodingError: the space has no id for it (reason ``action_not_encodable``):
                a chance action, a seat out of range, a gift to oneself, a bid or
                contract of a value these rules do not allow.
        """
        i = self._by_identity.get(id(action))
        if i is not None:
            return i
        try:
            i = self._by_value.get(action)
        except TypeError:  # unhashable: an action built with a list in a field
            i = None
        if i is None:
            raise EncodingError(
                Reason.ACTION_NOT_ENCODABLE,
                f"the action space of these rules has no id for {shown(action)}",
            )
        return i

    def decode(self, action_id: SupportsIndex, seat: int) -> Action:
        """The action of id ``action_id`` made by ``seat``.

        ``action_id`` is an :class:`int` or anything that converts to one without loss
        (a numpy integer).

        Raises:
            EncodingError: ``action_id`` is not a whole number in ``0 .. size - 1``
                (reason ``unknown_action_id``), or ``seat`` is not a seat of the rules
                (reason ``action_not_encodable``).
        """
        if (
            type(action_id) is int
            and type(seat) is int
            and 0 <= action_id < self.size
            and 0 <= seat < self.players
        ):
            return self._tables[seat][action_id]
        try:
            i = operator.index(action_id)
        except TypeError:
            i = -1
        if isinstance(action_id, bool) or not 0 <= i < self.size:
            raise EncodingError(
                Reason.UNKNOWN_ACTION_ID,
                f"an action id is a whole number 0..{self.size - 1}, not {shown(action_id)}",
            )
        if type(seat) is not int or not 0 <= seat < self.players:
            raise EncodingError(
                Reason.ACTION_NOT_ENCODABLE,
                f"a seat is a whole number 0..{self.players - 1}, not {shown(seat)}",
            )
        return self._tables[seat][i]

    def ids(self, actions: Iterable[Action]) -> list[int]:
        """The ids of ``actions``, in their order.

        Raises:
            EncodingError: one of them has no id (reason ``action_not_encodable``).
        """
        by_identity = self._by_identity
        try:  # the engine's actions are the codec's own objects: found by identity
            return [by_identity[id(action)] for action in actions]
        except KeyError:
            return [self.encode(action) for action in actions]

    def mask(self, actions: Iterable[Action]) -> bytearray:
        """A byte per id: 1 for the ids of ``actions`` (e.g. a view's legal actions), else 0.

        A :class:`bytearray`, so numpy can read it without a copy
        (``numpy.frombuffer(mask, dtype=numpy.int8)``).

        Raises:
            EncodingError: one of ``actions`` has no id (reason ``action_not_encodable``).
        """
        out = bytearray(self.size)
        for i in self.ids(actions):
            out[i] = 1
        return out

    def segment_of(self, action_id: int) -> Segment:
        """The segment that holds ``action_id``.

        Raises:
            EncodingError: ``action_id`` is not an id of the space (reason
                ``unknown_action_id``).
        """
        self.decode(action_id, 0)
        for segment in self.segments:
            if action_id < segment.start + segment.size:
                return segment
        raise AssertionError("unreachable: decode checked the id")  # pragma: no cover


def codec_of(rules: Rules) -> ActionCodec:
    """The :class:`ActionCodec` of ``rules``, built once per rules and kept.

    Raises:
        StateError: ``rules`` is not a :class:`~thousand.Rules` (reason
            ``malformed_action``).
        RulesError: ``rules`` cannot be played.
    """
    if not isinstance(rules, Rules):
        raise _not_rules(rules)
    return _codec(rules)


@functools.lru_cache(maxsize=32)
def _codec(rules: Rules) -> ActionCodec:
    return ActionCodec(rules)


def action_count(rules: Rules) -> int:
    """The size of the action space of ``rules``: ``codec_of(rules).size``.

    >>> import thousand as t
    >>> from thousand.envs.encoding import action_count, action_to_id, id_to_action
    >>> action_count(t.Rules())
    219
    >>> action_to_id(t.Pass(seat=2), t.Rules()), id_to_action(0, 2, t.Rules())
    (0, Pass(seat=2))
    """
    return codec_of(rules).size


def action_to_id(action: Action, rules: Rules) -> int:
    """The id of ``action`` under ``rules``: ``codec_of(rules).encode(action)``.

    Raises:
        EncodingError: the space has no id for it (reason ``action_not_encodable``).
    """
    return codec_of(rules).encode(action)


def id_to_action(action_id: SupportsIndex, seat: int, rules: Rules) -> Action:
    """The action of id ``action_id`` by ``seat`` under ``rules``.

    ``codec_of(rules).decode(action_id, seat)``.

    Raises:
        EncodingError: not an id of the space (reason ``unknown_action_id``), or not a
            seat (reason ``action_not_encodable``).
    """
    return codec_of(rules).decode(action_id, seat)


PHASES: tuple[Phase, ...] = tuple(Phase)
"""The phases in the order of the ``phase`` segment (the order of the enum)."""


MARRIAGE_KINDS: tuple[MarriageKind, ...] = tuple(MarriageKind)
"""The kinds of declaration in the order of the ``declarations`` segment."""


_PHASE_INDEX = {phase: i for i, phase in enumerate(PHASES)}
_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
_KIND_INDEX = {kind: i for i, kind in enumerate(MARRIAGE_KINDS)}


class ObservationEncoder:
    """What a seat's :class:`~thousand.PlayerView` shows, as ``size`` floats in ``[-1, 1]``.

    Seats are counted from the seat looking: relative seat ``r`` is the seat ``r``
    places clockwise from it (``(seat - me) % players``), so relative seat 0 is always
    the seat itself. Cards are counted in :class:`~thousand.Card` order (``suit * 6 +
    strength``, spades first, nine first). Flags are 0 or 1; one-hot segments hold a
    single 1 or, where nothing applies (no trump yet), all 0. Points and bids are divided
    by the maximum bid, scores by the game's target (and clipped to ``[-1, 1]``), counts
    of cards by 24. The segments, in order (:attr:`segments` lists them with their
    starts; ``n`` is the number of players, ``t`` the number of seats playing a trick):

    ======================  ==========  ================================================
    segment                 size        meaning
    ======================  ==========  ================================================
    ``hand``                24          the cards in hand
    ``hand_unseen``         1           the seat has not looked at its cards (C8)
    ``unseen``              n           per relative seat: has not looked yet
    ``played``              n x 24      per relative seat, the cards it played
    ``trick``               t x 24      the current trick: the card at each position
    ``trick_leader``        n           who leads the current trick
    ``trump``               4           the trump suit
    ``declarations``        n x 3 x 4   per relative seat, kind (marriage, half
                                        marriage, ace marriage) and suit declared
    ``hand_sizes``          n           cards held per relative seat, / 24
    ``talon_cards``         24          the talon cards this seat has seen
    ``talon_hidden``        1           talon cards still face down, / 24
    ``chosen_talon``        2           which of two talons the declarer took (A3)
    ``talon_shown``         1           the declarer showed the talon (D1)
    ``discards``            24          the discards this seat has seen (A3)
    ``discard_count``       1           cards discarded, / 24
    ``given``               n x 24      per receiving relative seat, the gifts this
                                        seat saw (its own and those it received, D2;
                                        every gift when passed face up, D15)
    ``claimed_hand``        24          a hand laid down to claim a redeal (B1)
    ``bid_value``           n           per relative seat, its last bid / maximum bid
    ``bid_blind``           n           per relative seat, its last bid was dark
    ``passed``              n           per relative seat, it has passed
    ``highest_bid``         1           the standing bid / maximum bid
    ``highest_bidder``      n           who holds the standing bid
    ``dark``                1           the standing bid was made in the dark (C9)
    ``declarer``            n           who won the auction
    ``contract``            1           the contract / maximum bid
    ``conceded``            1           the declarer conceded (D4)
    ``phase``               9           the phase, in :data:`PHASES` order
    ``to_act``              n           who is to act
    ``my_turn``             1           this seat is to act
    ``dealer``              n           who dealt
    ``sitting_out``         n           who sits out (four players, A5)
    ``scores``              n           score before the deal / target, clipped
    ``barrel``              n           on the barrel (G3)
    ``golden``              n           plays the golden deal (G13)
    ``tricks_taken``        n           tricks taken / the tricks of a deal
    ``points_taken``        n           card points in the tricks taken / 120
    ``stock_left``          1           cards left in the stock (A3), / 24
    ======================  ==========  ================================================

    :meth:`encode` reads the view only: two views that are equal encode equally, so an
    observation holds nothing the seat may not know.

    >>> import thousand as t
    >>> ObservationEncoder(t.Rules()).size
    421
    >>> ObservationEncoder(t.Rules.preset("two_player")).size
    321
    """

    def __init__(self, rules: Rules) -> None:
        """Lay out the vector for ``rules``.

        Raises:
            RulesError: ``rules`` cannot be played.
        """
        rules = _checked_rules(rules)
        n = rules.players
        t = min(n, 3)
        self.rules = rules
        self.players = n
        self.segments = _segments(
            (
                ("hand", CARDS, "the cards in hand"),
                ("hand_unseen", 1, "the seat has not looked at its cards (C8)"),
                ("unseen", n, "per relative seat: has not looked yet"),
                ("played", n * CARDS, "per relative seat, the cards it played"),
                ("trick", t * CARDS, "the current trick: the card at each position"),
                ("trick_leader", n, "who leads the current trick"),
                ("trump", 4, "the trump suit"),
                ("declarations", n * 3 * 4, "per relative seat, kind and suit declared"),
                ("hand_sizes", n, "cards held per relative seat, / 24"),
                ("talon_cards", CARDS, "the talon cards this seat has seen"),
                ("talon_hidden", 1, "talon cards still face down, / 24"),
                ("chosen_talon", 2, "which of two talons the declarer took (A3)"),
                ("talon_shown", 1, "the declarer showed the talon (D1)"),
                ("discards", CARDS, "the discards this seat has seen (A3)"),
                ("discard_count", 1, "cards discarded, / 24"),
                ("given", n * CARDS, "per receiving relative seat, the gifts seen (D2, D15)"),
                ("claimed_hand", CARDS, "a hand laid down to claim a redeal (B1)"),
                ("bid_value", n, "per relative seat, its last bid / maximum bid"),
                ("bid_blind", n, "per relative seat, its last bid was dark"),
                ("passed", n, "per relative seat, it has passed"),
                ("highest_bid", 1, "the standing bid / maximum bid"),
                ("highest_bidder", n, "who holds the standing bid"),
                ("dark", 1, "the standing bid was made in the dark (C9)"),
                ("declarer", n, "who won the auction"),
                ("contract", 1, "the contract / the contract ceiling (C13)"),
                ("conceded", 1, "the declarer conceded (D4)"),
                ("phase", len(PHASES), "the phase"),
                ("to_act", n, "who is to act"),
                ("my_turn", 1, "this seat is to act"),
                ("dealer", n, "who dealt"),
                ("sitting_out", n, "who sits out (A5)"),
                ("scores", n, "score before the deal / target, clipped to [-1, 1]"),
                ("barrel", n, "on the barrel (G3)"),
                ("golden", n, "plays the golden deal (G13)"),
                ("tricks_taken", n, "tricks taken / the tricks of a deal"),
                ("points_taken", n, "card points in the tricks taken / 120"),
                ("stock_left", 1, "cards left in the stock (A3), / 24"),
            )
        )
        self.size = sum(segment.size for segment in self.segments)
        self._starts = tuple(segment.start for segment in self.segments)
        self._zeros = array.array("f", bytes(4 * self.size))
        # _relative[me][seat]: seat counted clockwise from me.
        self._relative = tuple(tuple((s - me) % n for s in range(n)) for me in range(n))
        self._max_bid = float(rules.bidding.max_bid)
        self._max_contract = float(rules.bidding.contract_ceiling)
        self._target = float(rules.game_scoring.target)
        self._tricks = float(CARDS // t)
        dealing = rules.dealing
        self._stock = n == 2 and dealing.two_player_deal is TwoPlayerDeal.STOCK

    def segment(self, name: str) -> Segment:
        """The segment called ``name``.

        Raises:
            EncodingError: no segment has that name (reason ``view_not_encodable``).
        """
        for segment in self.segments:
            if segment.name == name:
                return segment
        raise EncodingError(Reason.VIEW_NOT_ENCODABLE, f"no segment is called {shown(name)}")

    def encode(self, view: PlayerView) -> array.array[float]:
        """The vector of ``view``: an :class:`array.array` of ``size`` 32-bit floats.

        numpy reads it without a copy: ``numpy.frombuffer(vector, dtype=numpy.float32)``.

        Raises:
            EncodingError: ``view`` is a spectator's or has another number of seats
                (reason ``view_not_encodable``).
        """
        me = view.seat
        n = self.players
        if me is None or len(view.hand_sizes) != n:
            raise EncodingError(
                Reason.VIEW_NOT_ENCODABLE,
                f"the encoding takes the view of a seat of {n} players, not"
                f" {'a spectator' if me is None else f'one of {len(view.hand_sizes)}'}",
            )
        # The starts of the segments, in the order of ``segments``.
        (
            hand_at,
            hand_unseen_at,
            unseen_at,
            played_at,
            trick_at,
            trick_leader_at,
            trump_at,
            declarations_at,
            hand_sizes_at,
            talon_cards_at,
            talon_hidden_at,
            chosen_talon_at,
            talon_shown_at,
            discards_at,
            discard_count_at,
            given_at,
            claimed_hand_at,
            bid_value_at,
            bid_blind_at,
            passed_at,
            highest_bid_at,
            highest_bidder_at,
            dark_at,
            declarer_at,
            contract_at,
            conceded_at,
            phase_at,
            to_act_at,
            my_turn_at,
            dealer_at,
            sitting_out_at,
            scores_at,
            barrel_at,
            golden_at,
            tricks_taken_at,
            points_taken_at,
            stock_left_at,
        ) = self._starts
        rel = self._relative[me]
        out = self._zeros[:]
        # A card's position: the segment's start (+ 24 per relative seat) + its number.
        for card in view.hand:
            out[hand_at + card] = 1.0
        unseen = view.unseen
        if unseen:
            for s in unseen:
                out[unseen_at + rel[s]] = 1.0
            if me in unseen:
                out[hand_unseen_at] = 1.0
        tricks = view.tricks
        if tricks:
            taken = [0] * n
            points = [0] * n
            for trick in tricks:
                total = 0
                for s, card in trick.plays:
                    out[played_at + rel[s] * CARDS + card] = 1.0
                    total += CARD_POINTS[card]
                winner = rel[trick.winner]
                taken[winner] += 1
                points[winner] += total
            per_deal = self._tricks
            for r in range(n):
                out[tricks_taken_at + r] = taken[r] / per_deal
                out[points_taken_at + r] = min(points[r] / 120.0, 1.0)
        current = view.trick
        if current:
            for k, (s, card) in enumerate(current):
                out[played_at + rel[s] * CARDS + card] = 1.0
                out[trick_at + k * CARDS + card] = 1.0
            out[trick_leader_at + rel[current[0][0]]] = 1.0
        elif view.leader is not None:
            out[trick_leader_at + rel[view.leader]] = 1.0
        if view.trump is not None:
            out[trump_at + _SUIT_INDEX[view.trump]] = 1.0
        for declaration in view.declarations:
            kind = _KIND_INDEX[declaration.kind]
            suit = _SUIT_INDEX[declaration.suit]
            out[declarations_at + (rel[declaration.seat] * 3 + kind) * 4 + suit] = 1.0
        for s, size in enumerate(view.hand_sizes):
            out[hand_sizes_at + rel[s]] = size / CARDS
        hidden = 0
        for talon in view.talons:
            for maybe in talon:
                if maybe is None:
                    hidden += 1
                else:
                    out[talon_cards_at + maybe] = 1.0
        out[talon_hidden_at] = hidden / CARDS
        if view.chosen_talon is not None:
            out[chosen_talon_at + min(view.chosen_talon, 1)] = 1.0
        if view.talon_shown:
            out[talon_shown_at] = 1.0
        if view.discards:
            for maybe in view.discards:
                if maybe is not None:
                    out[discards_at + maybe] = 1.0
            out[discard_count_at] = len(view.discards) / CARDS
        declarer = view.declarer
        if declarer is not None:
            out[declarer_at + rel[declarer]] = 1.0
            # Gifts come after the auction and before trick play.
            for entry in view.log:
                if type(entry) is GiveCard:
                    out[given_at + rel[entry.to] * CARDS + entry.card] = 1.0
                elif type(entry) is PlayCard:
                    break
        for card in view.claimed_hand:
            out[claimed_hand_at + card] = 1.0
        max_bid = self._max_bid
        for entry in view.bids:
            r = rel[entry.seat]
            if type(entry) is Pass:
                out[passed_at + r] = 1.0
            else:
                out[bid_value_at + r] = min(entry.value / max_bid, 1.0)  # type: ignore[union-attr]
                out[bid_blind_at + r] = 1.0 if entry.blind else 0.0  # type: ignore[union-attr]
        if view.highest_bid is not None:
            s, value = view.highest_bid
            out[highest_bid_at] = min(value / max_bid, 1.0)
            out[highest_bidder_at + rel[s]] = 1.0
        if view.dark:
            out[dark_at] = 1.0
        if view.contract is not None:
            out[contract_at] = min(view.contract / self._max_contract, 1.0)
        if view.conceded:
            out[conceded_at] = 1.0
        out[phase_at + _PHASE_INDEX[view.phase]] = 1.0
        to_act = view.to_act
        if to_act is not None:
            out[to_act_at + rel[to_act]] = 1.0
            if to_act == me:
                out[my_turn_at] = 1.0
        out[dealer_at + rel[view.dealer]] = 1.0
        if view.sitting_out is not None:
            out[sitting_out_at + rel[view.sitting_out]] = 1.0
        context = view.context
        if context.scores:
            target = self._target
            for s, score in enumerate(context.scores):
                out[scores_at + rel[s]] = max(-1.0, min(score / target, 1.0))
        for s in context.barrel:
            out[barrel_at + rel[s]] = 1.0
        if context.golden is not None:
            out[golden_at + rel[context.golden]] = 1.0
        if self._stock:
            out[stock_left_at] = view.stock_left / CARDS
        return out


def _checked_rules(rules: Rules) -> Rules:
    if not isinstance(rules, Rules):
        raise _not_rules(rules)
    validate(rules)
    return rules


def _not_rules(rules: object) -> StateError:
    """The error for rules that are not a :class:`~thousand.Rules`, as in ``new_round``."""
    return StateError(Reason.MALFORMED_ACTION, f"rules must be a Rules, not {shown(rules)}")
