"""Thousand as an OpenSpiel game: ``pyspiel.load_game("python_thousand")``.

Importing this module registers the game with OpenSpiel under the short name
``python_thousand`` (it needs the ``openspiel`` extra: ``pip install thousand[openspiel]``).
OpenSpiel's algorithms, bots and tests then play it like any of its own games; the
library's engine applies every move.

The game's parameters:

- ``preset``: the rule set, a name of :data:`thousand.PRESETS` (``"classic"`` by
  default); the preset fixes the number of players (2, 3 or 4);
- ``dealer``: the (first) dealer's seat, 0 by default;
- ``episode``: ``"deal"`` (the default), an episode is one deal; or ``"game"``, a whole
  game to its winner (:func:`~thousand.record_round` applies the game's rules between
  deals: bolts, the barrel, the dump truck, the golden round);
- ``max_deals``: with ``episode="game"``, the game also ends after this many deals
  (100 by default), so that an episode has a bounded length.

:func:`thousand_game` builds the game for any :class:`~thousand.Rules` value, e.g. with
the cutting of the pack (A9).

Chance is explicit, card by card, as OpenSpiel's own card games deal: each chance
outcome is the next card off the shuffled pack (its id is the card's
:class:`~thousand.Card` value, 0-23, every card left equally likely), and once the 24
cards are out :func:`~thousand.deal_from_order` shares them out as the dealer would, one
at a time, setting the talon aside as it comes (:func:`~thousand.default_talon_positions`),
into the library's :class:`~thousand.Deal`. A cut (A9) is a chance outcome too: the card
at the bottom; a card the dealer keeps there is dealt last. A decision's id is its id in
the shared action space (:class:`~thousand.envs.encoding.ActionCodec`), the same for
every state of a rule set; ``num_distinct_actions`` is its size.

Players see what their seat's :func:`~thousand.view` shows, nothing more. The
information state string is everything the seat saw, in the library's notation (seats
are written ``p1``, ``p2``, …: OpenSpiel's player 0 is ``p1``): its hand, then the
view's log, after the logs of the deals before in a game. The observation string is the
present: hand, auction, contract, trump, trick. Both tensors are the shared encoding's
vector of the view (:class:`~thousand.envs.encoding.ObservationEncoder`). A spectator's
observer (``private_info`` none) reads :func:`~thousand.public_view`.

The returns are each seat's score change over the episode, in points, at its end and 0
before: a deal's :attr:`RoundResult.score_changes
<thousand.RoundResult.score_changes>`, or a game's final
:attr:`GameState.scores <thousand.GameState.scores>`. The game is general-sum.

>>> import random, pyspiel
>>> game = pyspiel.load_game("python_thousand", {"preset": "classic"})
>>> game.num_players(), game.max_chance_outcomes()
(3, 24)
>>> state = game.new_initial_state()
>>> rng = random.Random(1)
>>> while not state.is_terminal():
...     if state.is_chance_node():
...         cards, probabilities = zip(*state.chance_outcomes())
...         state.apply_action(rng.choices(cards, probabilities)[0])
...     else:
...         state.apply_action(rng.choice(state.legal_actions()))
>>> state.returns()
[-115.0, 45.0, 15.0]
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping
from typing import Any

import numpy as np
import pyspiel

from thousand.actions import Action, Cut, Deal, Recut
from thousand.cards import DECK, Card, format_cards
from thousand.dealing import deal_from_order
from thousand.engine import apply, legal_actions, new_round
from thousand.envs.encoding import ObservationEncoder, codec_of
from thousand.errors import DealError, Reason, StateError, shown
from thousand.formats.notation import format_action
from thousand.game.state import GameState, new_game, next_round, record_round
from thousand.round.facts import OVER, Phase
from thousand.rules.bidding import BlindBidding
from thousand.rules.limits import PACK_POINTS
from thousand.rules.play import AceMarriage
from thousand.rules.ruleset import Rules
from thousand.scoring.summary import round_result
from thousand.state import RoundState
from thousand.views.player_view import PlayerView, public_view, view
from thousand.views.worlds import sample_world

__all__ = [
    "GAME_TYPE",
    "SHORT_NAME",
    "ThousandGame",
    "ThousandObserver",
    "ThousandState",
    "thousand_game",
]

SHORT_NAME = "python_thousand"
"""The name the game is registered under: ``pyspiel.load_game("python_thousand")``."""


_PARAMETERS: dict[str, Any] = {
    "preset": "classic",
    "dealer": 0,
    "episode": "deal",
    "max_deals": 100,
}


_EPISODES = ("deal", "game")

_MOST_DEALS = 100_000
"""The most ``max_deals`` a game may be given: its bounds (the utilities, the length of
an episode) stay exact as floats."""


GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Python Thousand",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_PARAMETERS,
)
"""The game's ``pyspiel.GameType``: sequential, explicit chance, imperfect information,
general-sum, returns at the end; parameters ``preset``, ``dealer``, ``episode`` and
``max_deals``."""


_CARDS = len(DECK)


_CUTS = 3
"""A9: the most cuts in a deal (the third nine in a row ends it)."""


_CHANCE = int(pyspiel.PlayerId.CHANCE)
_TERMINAL = int(pyspiel.PlayerId.TERMINAL)


class _Shared:
    """What every state of one game shares: rules, encodings, the initial node.

    Never copied: OpenSpiel clones a Python state by deep-copying its attributes.
    """

    __slots__ = ("codec", "encoder", "initial", "max_deals", "rules")

    def __init__(self, rules: Rules, dealer: int, episode: str, max_deals: int) -> None:
        self.rules = rules
        self.codec = codec_of(rules)
        self.encoder = ObservationEncoder(rules)
        self.max_deals = max_deals
        if episode == "game":
            game = new_game(rules, first_dealer=dealer)
            past: tuple[str, ...] = ("",) * rules.players
            self.initial = _Node(self, next_round(game), (), game, past)
        else:
            self.initial = _Node(self, new_round(rules, dealer), (), None, ())

    def __deepcopy__(self, memo: dict[int, object]) -> _Shared:
        return self

    def __copy__(self) -> _Shared:
        return self


@functools.lru_cache(maxsize=64)
def _piles(rules: Rules, dealer: int) -> tuple[int, ...]:
    """Which pile (the hands, then the talons) each position of the pack is dealt to.

    Found by dealing the pack in card order and seeing where each card lands.
    """
    piles = [0] * _CARDS
    layout = deal_from_order(rules, DECK, dealer=dealer)
    for index, pile in enumerate((*layout.hands, *layout.talons)):
        for card in pile:
            piles[card] = index
    return tuple(piles)


class _Node:
    """One point of an episode: the deal, the cards dealt so far, the game around it.

    Immutable, so clones share it; the legal ids and the chance outcomes are worked out
    once.

    Attributes:
        round: the library's deal (waiting for its deal while the cards come).
        order: the cards dealt so far, until the 24th makes the deal.
        game: the game before this deal (``episode="game"``), else ``None``.
        past: per seat, what it saw of the deals before (``episode="game"``).
    """

    __slots__ = (
        "_actions",
        "_chance",
        "_ids",
        "_raw_ids",
        "game",
        "order",
        "past",
        "player",
        "round",
        "shared",
    )
    _actions: tuple[Action, ...]
    _raw_ids: list[int]

    def __init__(
        self,
        shared: _Shared,
        state: RoundState,
        order: tuple[Card, ...],
        game: GameState | None,
        past: tuple[str, ...],
        chance: list[Card] | None = None,
    ) -> None:
        self.shared = shared
        self.round = state
        self.order = order
        self.game = game
        self.past = past
        # OpenSpiel asks for the player several times a step: work it out once (a card
        # dealt before the last leaves chance to act, as ``chance`` says).
        d = state._d
        if chance is not None:
            self.player = _CHANCE
        elif (seat := d.to_act) >= 0:
            self.player = seat
        elif d.phase is OVER:
            self.player = _TERMINAL
        else:
            self.player = _CHANCE
        # The legal ids and actions (_raw_ids, _actions) are set with _ids, when asked.
        self._ids: list[int] | None = None
        self._chance = chance

    def __deepcopy__(self, memo: dict[int, object]) -> _Node:
        return self

    def __copy__(self) -> _Node:
        return self

    @property
    def over(self) -> bool:
        """Whether the episode is over."""
        return self.player == _TERMINAL

    @property
    def legal_ids(self) -> list[int]:
        """The ids of the legal decisions, ascending."""
        if self._ids is None:
            self._actions = actions = legal_actions(self.round)
            self._raw_ids = raw = self.shared.codec.ids(actions)
            self._ids = sorted(raw)
        return self._ids

    def chance_cards(self) -> list[Card]:
        """The cards chance may draw next: the bottom of a cut, or the next card dealt."""
        if self._chance is None:
            self._chance = self._chance_cards()
        return self._chance

    def _chance_cards(self) -> list[Card]:
        state = self.round
        if state.phase is Phase.CUTTING:
            log = state.log
            # A new cut moves the card that lay at the bottom away from it.
            moved = log[-2].bottom if log and type(log[-1]) is Recut else None  # type: ignore[union-attr]
            return [card for card in DECK if card != moved]
        dealt = set(self.order)
        bottom = state.bottom_card
        if bottom is not None:
            if len(dealt) == _CARDS - 1:
                return [bottom]
            dealt.add(bottom)  # A9: the card kept at the bottom is dealt last
        return [card for card in DECK if card not in dealt]

    def _then(self, state: RoundState, order: tuple[Card, ...] = ()) -> _Node:
        if state._d.phase is not OVER or self.game is None:
            return _Node(self.shared, state, order, self.game, self.past)
        # episode="game": record the deal, and deal the next unless the game is over.
        game = record_round(self.game, round_result(state))
        past = tuple(
            f"{seen}{_history_text(view(state, seat))}\n" for seat, seen in enumerate(self.past)
        )
        if game.is_over or len(game.rounds) >= self.shared.max_deals:
            return _Node(self.shared, state, (), game, past)
        return _Node(self.shared, next_round(game), (), game, past)

    def after_chance(self, outcome: int) -> _Node:
        """The node after chance drew the card ``outcome``."""
        cards = self.chance_cards()
        if type(outcome) is not int or not 0 <= outcome < _CARDS or DECK[outcome] not in cards:
            raise DealError(
                Reason.INVALID_DECK_ORDER,
                f"chance cannot draw {shown(outcome)} here: the outcomes are {format_cards(cards)}",
            )
        card = DECK[outcome]
        state = self.round
        if state.phase is Phase.CUTTING:
            assert state.cutter is not None  # a deal with a cutting has a cutter
            return self._then(apply(state, Cut(seat=state.cutter, bottom=card)))
        order = (*self.order, card)
        if len(order) < _CARDS:
            left = [other for other in cards if other is not card]
            bottom = state.bottom_card
            if not left and bottom is not None:
                left = [bottom]  # A9: the card kept at the bottom is dealt last
            return _Node(self.shared, state, order, self.game, self.past, left)
        return self._then(apply(state, deal_from_order(state.rules, order, dealer=state.dealer)))

    def after(self, action_id: int) -> _Node:
        """The node after the decision ``action_id`` (the engine checks that it is legal)."""
        if self._ids is None:
            action = self.shared.codec.decode(action_id, self.player)
        else:
            try:  # the legal actions are known: no need to decode
                action = self._actions[self._raw_ids.index(action_id)]
            except ValueError:
                action = self.shared.codec.decode(action_id, self.player)
        state = apply(self.round, action)
        if state._d.phase is not OVER:  # most decisions: the deal goes on
            return _Node(self.shared, state, (), self.game, self.past)
        return self._then(state)


def _deal_bound(rules: Rules) -> int:
    """The most a seat's score may change by in one deal, either way (loosely).

    Every card point, every marriage and bonus of the rules, and the highest contract
    (or a concession's fine or award, when higher), times the dark multiplier (F6) when
    dark bids are played; then the penalties and bonuses of a deal not played.
    """
    play = rules.play
    values = play.marriage_values
    marriages = values.spades + values.clubs + values.diamonds + values.hearts
    if play.half_marriage:
        marriages *= 2
    if play.ace_marriage is not AceMarriage.OFF:
        marriages += play.ace_marriage_value
    # A concession costs at most the contract or a flat fine (D11) and gives an award
    # (D14): either may be above the highest contract (C13).
    talon = rules.talon
    stake = max(
        rules.bidding.contract_ceiling, talon.concede_penalty_points, talon.concede_award_points
    )
    played = PACK_POINTS + marriages + play.last_trick_bonus + stake
    dark = rules.bidding.blind_bidding is not BlindBidding.OFF
    multiplier = rules.deal_scoring.dark_multiplier if dark else 1
    redeal = rules.redeal
    unplayed = (
        (redeal.bad_hand_penalty or 0)
        + redeal.four_nines_bonus
        + rules.dealing.cut_nine_penalty
        + rules.dealing.exposed_card_penalty
    )
    return multiplier * played + unplayed


def _game_bound(rules: Rules, deals: int) -> int:
    """The most a seat's score may be after ``deals`` deals of a game, either way."""
    scoring = rules.game_scoring
    golden = rules.deal_scoring.golden_multiplier if scoring.golden_round else 1
    per_deal = golden * _deal_bound(rules) + rules.deal_scoring.bolt_penalty
    per_deal += scoring.barrel_penalty + scoring.settlement_bank
    return deals * per_deal


def _deal_decisions(rules: Rules) -> int:
    """The most decisions in one deal (bids rise, so the top bid bounds them)."""
    players = rules.players
    asked = 3 * players  # redeal claims before and after the exchange (B3), a look (C8)
    bids = rules.bidding.max_bid // rules.bidding.bid_step + 1 + players
    exchange = 8  # the talon, cards given or laid away, the contract, a concession
    return _CUTS + asked + bids + exchange + _CARDS


class ThousandGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game of Thousand under one rule set: a deal, or a whole game.

    Build it with ``pyspiel.load_game("python_thousand", {"preset": "gambler"})`` or,
    for any :class:`~thousand.Rules`, with :func:`thousand_game`.

    Args:
        params: the game parameters (see the module): ``preset``, ``dealer``,
            ``episode``, ``max_deals``.
        rules: the rules, instead of the preset's.

    Raises:
        RulesError: ``preset`` is not a preset.
        StateError: a parameter is out of range: ``dealer`` not a seat, ``episode``
            neither ``"deal"`` nor ``"game"``, ``max_deals`` not from 1 to 100,000,
            ``rules`` not a :class:`~thousand.Rules` (reason ``malformed_action``).
            The game is not made: an object the error leaves behind behaves as the
            default game.
    """

    def __init__(
        self, params: Mapping[str, Any] | None = None, *, rules: Rules | None = None
    ) -> None:
        try:
            shared, info, given, chance_nodes = _prepare(params, rules)
        except BaseException:
            # OpenSpiel's C++ half is built by Game.__init__: an object left without it
            # (one a traceback still holds) crashes the process when printed or asked
            # anything. It gets the default game's before the error goes on.
            super().__init__(GAME_TYPE, _default_info(), dict(_PARAMETERS))
            raise
        self._shared = shared
        self._chance_nodes = chance_nodes
        super().__init__(GAME_TYPE, info, given)

    @property
    def rules(self) -> Rules:
        """The rules of the game."""
        return self._shared.rules

    def new_initial_state(self) -> ThousandState:
        """A new episode, waiting for its first card (or its cut)."""
        return ThousandState(self)

    def max_chance_nodes_in_history(self) -> int:
        """The most chance outcomes in an episode: per deal three cuts and 24 cards."""
        return self._chance_nodes

    def make_py_observer(
        self,
        iig_obs_type: Any = None,
        params: Mapping[str, Any] | None = None,
    ) -> ThousandObserver:
        """An observer, OpenSpiel's ``make_py_observer`` (:class:`ThousandObserver`)."""
        return ThousandObserver(self._shared.encoder, iig_obs_type, params)


def _bad(message: str) -> StateError:
    return StateError(Reason.MALFORMED_ACTION, message)


def _prepare(
    params: Mapping[str, Any] | None, rules: Rules | None
) -> tuple[_Shared, Any, dict[str, Any], int]:
    """The shared parts, the ``pyspiel.GameInfo``, the parameters and the chance nodes."""
    if params is not None and not isinstance(params, Mapping):
        raise _bad(f"the game's parameters are a mapping, not {shown(params)}")
    given = dict(_PARAMETERS)
    given.update(params or {})
    if rules is None:
        rules = Rules.preset(given["preset"])
    elif not isinstance(rules, Rules):
        raise _bad(f"rules must be a Rules, not {shown(rules)}")
    dealer, episode, max_deals = given["dealer"], given["episode"], given["max_deals"]
    if type(dealer) is not int or not 0 <= dealer < rules.players:
        raise _bad(f"the dealer must be a seat 0..{rules.players - 1}, not {shown(dealer)}")
    if type(episode) is not str or episode not in _EPISODES:
        raise _bad(f"episode must be 'deal' or 'game', not {shown(episode)}")
    if type(max_deals) is not int or not 1 <= max_deals <= _MOST_DEALS:
        raise _bad(
            f"max_deals must be a whole number from 1 to {_MOST_DEALS}, not {shown(max_deals)}"
        )
    shared = _Shared(rules, dealer, episode, max_deals)
    deals = max_deals if episode == "game" else 1
    bound = _game_bound(rules, deals) if episode == "game" else _deal_bound(rules)
    info = pyspiel.GameInfo(
        num_distinct_actions=shared.codec.size,
        max_chance_outcomes=_CARDS,
        num_players=rules.players,
        min_utility=float(-bound),
        max_utility=float(bound),
        utility_sum=None,
        max_game_length=deals * _deal_decisions(rules),
    )
    return shared, info, given, deals * (_CUTS + _CARDS)


@functools.cache
def _default_info() -> Any:
    """The ``pyspiel.GameInfo`` of the default game (a classic deal)."""
    return _prepare(None, None)[1]


def thousand_game(
    rules: Rules, *, dealer: int = 0, episode: str = "deal", max_deals: int = 100
) -> ThousandGame:
    """The OpenSpiel game of Thousand under any ``rules``, e.g. with the cutting (A9).

    The arguments are the game's parameters (see the module). Its ``preset`` parameter
    reads ``"custom"``: the game cannot be loaded again by its name
    (``pyspiel.load_game``), so its states do not serialize.

    >>> import thousand as t
    >>> from thousand.envs.openspiel import thousand_game
    >>> rules = t.Rules(dealing=t.DealingRules(cutter=t.Cutter.RIGHT_OF_DEALER))
    >>> state = thousand_game(rules).new_initial_state()
    >>> state.is_chance_node(), len(state.chance_outcomes()), state.action_to_string(-1, 5)
    (True, 24, 'cut As')
    """
    if not isinstance(rules, Rules):
        raise _bad(f"rules must be a Rules, not {shown(rules)}")
    params = {"preset": "custom", "dealer": dealer, "episode": episode, "max_deals": max_deals}
    return ThousandGame(params, rules=rules)


class ThousandState(pyspiel.State):  # type: ignore[misc]
    """A state of the OpenSpiel game (OpenSpiel's ``State`` API)."""

    def __init__(self, game: ThousandGame) -> None:
        super().__init__(game)
        self._node: _Node = game._shared.initial

    @property
    def round_state(self) -> RoundState:
        """The library's state of the deal being played (the last one, once over)."""
        return self._node.round

    @property
    def game_state(self) -> GameState | None:
        """The library's game (``episode="game"``): the deals recorded so far."""
        return self._node.game

    def current_player(self) -> int:
        """The seat to act, or ``pyspiel.PlayerId.CHANCE``, or ``TERMINAL``."""
        return self._node.player

    def _legal_actions(self, player: int) -> list[int]:
        # OpenSpiel copies the list into its own vector: the cached one stays as it is.
        return self._node.legal_ids

    # OpenSpiel answers these from C++, which calls back into Python for the player (a
    # round trip that costs more than a step of the engine). Answered here, Python
    # callers skip it; C++ callers still reach the methods above.

    def is_chance_node(self) -> bool:
        """Whether chance acts next (a card is dealt, or the pack is cut)."""
        return self._node.player == _CHANCE

    def is_player_node(self) -> bool:
        """Whether a seat acts next."""
        return self._node.player >= 0

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal action ids, ascending.

        As OpenSpiel's own: at a chance node chance's outcomes (whoever asks); else the
        decisions of the seat to act, none for another seat, none once the episode is over.
        """
        node = self._node
        to_act = node.player
        if to_act >= 0:
            return node.legal_ids[:] if player is None or player == to_act else []
        if to_act == _CHANCE:
            return [int(card) for card in node.chance_cards()]
        return []

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The cards chance may draw next, each as likely."""
        cards = self._node.chance_cards()
        p = 1.0 / len(cards)
        return [(int(card), p) for card in cards]

    def _apply_action(self, action: int) -> None:
        # Raises StateError (reason round_over) once the episode is over.
        node = self._node
        if node.player == _TERMINAL:
            raise StateError(Reason.ROUND_OVER, "the episode is over: no action applies")
        self._node = node.after_chance(action) if node.player == _CHANCE else node.after(action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player < 0:
            card = DECK[action] if 0 <= action < _CARDS else action
            return f"{'cut' if self._node.round.phase is Phase.CUTTING else 'deal'} {card}"
        return format_action(self._node.shared.codec.decode(action, player))

    def is_terminal(self) -> bool:
        """Whether the episode is over."""
        return self._node.over

    def returns(self) -> list[float]:
        """Each seat's score change over the episode once it is over; zeros before."""
        node = self._node
        if not node.over:
            return [0.0] * node.shared.rules.players
        if node.game is not None:
            return [float(score) for score in node.game.scores]
        return [float(change) for change in round_result(node.round).score_changes]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> ThousandState:
        """A state ``player_id`` cannot tell from this one, the cards it cannot see drawn.

        Drawn with :func:`~thousand.sample_world` from the seat's view, seeded with
        ``probability_sampler()`` (a float in [0, 1), as from
        ``pyspiel.UniformProbabilitySampler``); OpenSpiel's information-set search
        (``ISMCTSBot``) calls it. The deal is replayed from its start; in a game, the
        deals before are this state's.
        """
        node = self._node
        fresh = ThousandState(self.get_game())
        start = new_round(node.round.rules, node.round.dealer, context=node.round.context)
        fresh._node = _Node(node.shared, start, (), node.game, node.past)
        if not node.round.log:  # still dealing: nobody has seen a card
            for card in node.order:
                fresh.apply_action(int(card))
            return fresh
        rng = random.Random(int(float(probability_sampler()) * 2**53))
        world = sample_world(view(node.round, player_id), rng)
        encode = node.shared.codec.encode
        for action in world.log:
            if type(action) is Cut:
                fresh.apply_action(int(action.bottom))
            elif type(action) is Deal:
                for card in _deck_order(action, world):
                    fresh.apply_action(int(card))
            else:
                fresh.apply_action(encode(action))
        return fresh

    def __str__(self) -> str:
        node = self._node
        state = node.round
        lines = []
        if node.game is not None:
            lines.append(f"deal {len(node.game.rounds) + 1}, scores {node.game.scores}")
        lines.append(f"dealer p{state.dealer + 1}")
        lines += [format_action(action) for action in state.log]
        if node.order:
            lines.append(f"dealt {format_cards(node.order)}")
        return "\n".join(lines)


def _deck_order(deal: Deal, world: RoundState) -> list[Card]:
    """A pack order that :func:`~thousand.deal_from_order` deals as ``deal``."""
    piles = [list(pile) for pile in (*deal.hands, *deal.talons)]
    positions = _piles(world.rules, world.dealer)
    bottom = world.bottom_card
    if bottom is not None:
        last = piles[positions[-1]]  # A9: the card kept at the bottom is dealt last
        last.remove(bottom)
        last.append(bottom)
    taken = [0] * len(piles)
    order = []
    for pile in positions:
        order.append(piles[pile][taken[pile]])
        taken[pile] += 1
    return order


class ThousandObserver:
    """What a player observes, as a tensor and a string (OpenSpiel's ``PyObserver``).

    ``iig_obs_type.perfect_recall`` chooses the information state (the string holds
    everything the seat saw) or the observation (the present); ``private_info`` a seat's
    view (``SINGLE_PLAYER``, the default) or a spectator's (``NONE``). A seat's tensor is
    the shared encoding's vector of its view
    (:class:`~thousand.envs.encoding.ObservationEncoder`) either way: what the seat
    knows now (its hand, the cards each seat played, the auction, the gifts it saw, the
    trick, the scores), not the order of every move before it. A spectator's observer
    has a string only.

    Raises:
        StateError: ``private_info`` is ``ALL_PLAYERS`` (every seat's cards are no
            player's information), or ``params`` is not empty (reason
            ``malformed_action``).
    """

    def __init__(
        self,
        encoder: ObservationEncoder,
        iig_obs_type: Any,
        params: Mapping[str, Any] | None,
    ) -> None:
        if params:
            raise _bad(f"the observer takes no parameters, not {shown(params)}")
        kind = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        private = kind.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise _bad("an observer sees one seat's view or a spectator's, not every seat's cards")
        self._spectator = private == pyspiel.PrivateInfoType.NONE
        self._recall = bool(kind.perfect_recall)
        self._encoder = encoder
        self.tensor: np.ndarray[Any, np.dtype[np.float32]] | None = None
        self.dict: dict[str, np.ndarray[Any, np.dtype[np.float32]]] = {}
        if not self._spectator:
            self.tensor = np.zeros(encoder.size, np.float32)
            self.dict["observation"] = self.tensor

    def set_from(self, state: ThousandState, player: int) -> None:
        """Write ``player``'s observation of ``state`` into :attr:`tensor`."""
        if self.tensor is not None:
            vector = self._encoder.encode(view(state._node.round, player))
            self.tensor[:] = np.frombuffer(vector, dtype=np.float32)

    def string_from(self, state: ThousandState, player: int) -> str:
        """``player``'s information state or observation of ``state``, as text."""
        node = state._node
        if self._spectator:
            v = public_view(node.round)
            seen = ""
        else:
            v = view(node.round, player)
            seen = node.past[player] if node.past else ""
        if not self._recall:
            return _present_text(v)
        if node.over and node.game is not None:
            return seen  # the game's last deal is in it already
        return seen + _history_text(v)


def _seat(seat: int | None) -> str:
    return "-" if seat is None else f"p{seat + 1}"


def _head(v: PlayerView) -> str:
    who = "spectator" if v.seat is None else _seat(v.seat)
    text = f"{who} hand {format_cards(v.hand) or '-'}"
    if v.context.scores:
        text += " scores " + " ".join(str(score) for score in v.context.scores)
    return text


def _history_text(v: PlayerView) -> str:
    """The information state of one deal: the seat, its hand and what it saw, in order."""
    return "\n".join([_head(v), *(format_action(a) for a in v.log)])


def _present_text(v: PlayerView) -> str:
    """The observation: what lies on the table now."""
    parts = [_head(v), f"phase {v.phase.value}", f"to act {_seat(v.to_act)}"]
    if v.highest_bid is not None:
        seat, value = v.highest_bid
        parts.append(f"bid {_seat(seat)} {value}")
    if v.contract is not None:
        parts.append(f"contract {_seat(v.declarer)} {v.contract}")
    shown_cards = [card for talon in v.talons for card in talon if card is not None]
    if shown_cards:
        parts.append(f"talon {format_cards(shown_cards)}")
    if v.trump is not None:
        parts.append(f"trump {v.trump.value}")
    if v.trick:
        parts.append("trick " + " ".join(f"{_seat(s)} {c}" for s, c in v.trick))
    parts.append(f"tricks {len(v.tricks)}")
    if v.result is not None:
        parts.append("scored " + " ".join(str(s) for s in v.result.score_changes))
    return " | ".join(parts)


pyspiel.register_game(GAME_TYPE, ThousandGame)
