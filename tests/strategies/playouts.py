"""Hypothesis strategies for playouts: one deal played, at random, from its chance node.

:func:`playouts` draws rules, a dealer, a deal and then, step after step, one of
``legal_actions(state)``, until the deal is over. At the chance nodes a ``Chance`` picks
the action: the cuts (A9) show cards of the hand dealt last, so that the drawn deal
agrees with a bottom card kept, and about one deal in 16 reports an exposed card instead
of the deal (A10). A :class:`Playout` holds the actions and every state on the way
(``states[0]`` is the first chance node; ``dealt`` is the state after the deal,
``opened`` where the auction opens, ``prelude`` the actions before the deal). Choices
are either drawn by hypothesis (the default: shrinks towards the first legal action, so
to short, simple games) or taken from a ``random.Random(seed)`` (``seeded=True``:
cheaper, used for determinism). Half of the drawn playouts let the declarer play
:func:`strong_declarer_choice`, so that made contracts are common enough to test.
:func:`play_out` is the plain function underneath, usable without hypothesis.
``playouts(with_context=True)`` plays deals in the game contexts of
:func:`~strategies.games.contexts`.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

import attrs
from hypothesis import assume
from hypothesis import strategies as st

import thousand as t

from ._cached import _BOOLEANS, _below, _choice
from .deals import _ORDERS, _TALON_ACES, ACES, NINES, ace_deal, deal_from_order, gather
from .games import contexts
from .layouts import for_dealer, hand_piles
from .rules import rules


@attrs.frozen
class Playout:
    """One deal played from the chance node to the end.

    Attributes:
        rules: the rules.
        dealer: the dealer.
        actions: every action, the :class:`~thousand.Deal` first.
        states: ``states[0]`` is ``new_round(rules, dealer)`` and
            ``states[i + 1] == apply(states[i], actions[i])``; the last is over.
    """

    rules: t.Rules
    dealer: int
    actions: tuple[t.Action, ...]
    states: tuple[t.RoundState, ...]

    @property
    def context(self) -> t.RoundContext:
        """What the deal knew of its game."""
        return self.states[0].context

    @property
    def deal(self) -> t.Deal | None:
        """The chance action that dealt the cards, or ``None`` if the deal ended before
        (the cutter's third nine, A9; an exposed card, A10)."""
        return next((a for a in self.actions if isinstance(a, t.Deal)), None)

    @property
    def dealt(self) -> t.RoundState | None:
        """The state just after the cards were dealt, or ``None``."""
        for action, state in zip(self.actions, self.states[1:], strict=True):
            if isinstance(action, t.Deal):
                return state
        return None

    @property
    def opened(self) -> t.RoundState | None:
        """The state where the auction opens (or the talon is taken without one), after
        the deal and any redeal claims asked before bidding (B3); ``None`` if the deal
        ended before."""
        dealt = self.dealt
        if dealt is None:
            return None
        at = self.states.index(dealt)
        for state in self.states[at:]:
            if state.phase is not t.Phase.REDEAL:
                return None if t.is_over(state) else state
        return None  # pragma: no cover - a playout ends over

    @property
    def played(self) -> bool:
        """Whether the deal was played (or conceded), not ended before play."""
        return self.final.outcome is t.Outcome.PLAYED

    @property
    def prelude(self) -> tuple[t.Action, ...]:
        """The actions before the deal: the cutting (A9), an exposed card (A10)."""
        at = next((i for i, a in enumerate(self.actions) if isinstance(a, t.Deal)), None)
        return self.actions if at is None else self.actions[:at]

    @property
    def final(self) -> t.RoundState:
        """The last state (over)."""
        return self.states[-1]

    def steps(self) -> list[tuple[t.RoundState, t.Action, t.RoundState]]:
        """``(before, action, after)`` for every action."""
        return list(zip(self.states[:-1], self.actions, self.states[1:], strict=True))


Chooser = Callable[[t.RoundState, tuple[t.Action, ...]], t.Action]
"""Picks one of the (non-empty) legal actions of a state."""

Chance = Callable[[t.RoundState, t.Deal], t.Action]
"""Picks the chance action of a chance node, given the deal drawn for the playout."""


def bottom_cards(state: t.RoundState, deal: t.Deal) -> tuple[t.Card, ...]:
    """The cards a cut may show so that ``deal`` can follow: those of the seat dealt
    last, which gets a bottom card the dealer keeps (A9); with a stock (A3) its last.

    Under A14's reshuffle a jack at the bottom is cut again, so a cut that must show a
    jack would repeat for ever: the jacks are left out, and a deal that only a jack at
    the bottom could give is not drawn (``assume``).
    """
    seat = t.last_dealt_seat(state.rules, state.dealer)
    cards = deal.hands[seat] if seat is not None else deal.talons[0][-1:]
    if state.rules.dealing.cut_jack is t.CutJack.RESHUFFLE:
        cards = tuple(card for card in cards if card.rank is not t.Rank.JACK)
        assume(cards)
    return cards


def first_chance(state: t.RoundState, deal: t.Deal) -> t.Action:
    """The plain chance: a cut showing the first card ``deal`` allows, then ``deal``."""
    if state.phase is t.Phase.CUTTING:
        assert state.cutter is not None
        return t.Cut(seat=state.cutter, bottom=bottom_cards(state, deal)[0])
    return deal


def dealing_state(
    rules: t.Rules, dealer: int, deal: t.Deal, context: t.RoundContext | None = None
) -> t.RoundState:
    """A new deal brought to its deal: with cutting on (A9), a cut that ``deal`` agrees
    with, the dealer keeping the bottom card; ``apply(state, deal)`` then works."""
    state = t.new_round(rules, dealer, context=context or t.RoundContext())
    while state.phase is t.Phase.CUTTING:
        if state.to_act is None:
            state = t.apply(state, first_chance(state, deal))
        else:
            state = t.apply(state, t.AcceptCut(seat=state.to_act))
    return state


def play_out(
    rules: t.Rules,
    dealer: int,
    deal: t.Deal,
    choose: Chooser,
    context: t.RoundContext | None = None,
    chance: Chance = first_chance,
) -> Playout:
    """Apply ``chance`` at the chance nodes (the cut, the deal) and
    ``choose(state, legal_actions(state))`` elsewhere until the deal is over.

    Args:
        rules: the rules.
        dealer: the dealer.
        deal: the cards dealt (``chance`` gives it when the deal is due).
        choose: picks one of the legal actions.
        context: what the deal knows of a game; a deal on its own by default.
        chance: picks the chance actions: the cuts (A9), the deal or an exposed card
            (A10); by default cuts that ``deal`` agrees with, then ``deal``.
    """
    state = t.new_round(rules, dealer, context=context or t.RoundContext())
    states = [state]
    actions: list[t.Action] = []
    while not t.is_over(state):
        if t.is_chance(state):
            action = chance(state, deal)
        else:
            action = choose(state, t.legal_actions(state))
        actions.append(action)
        state = t.apply(state, action)
        states.append(state)
    return Playout(rules=rules, dealer=dealer, actions=tuple(actions), states=tuple(states))


def random_chance(rng: random.Random, expose: float = 1 / 16) -> Chance:
    """Chance drawn from ``rng``: a cut among the cards the deal allows, sometimes an
    exposed card instead of the deal (A10)."""

    def chance(state: t.RoundState, deal: t.Deal) -> t.Action:
        if state.phase is t.Phase.CUTTING:
            assert state.cutter is not None
            return t.Cut(seat=state.cutter, bottom=rng.choice(bottom_cards(state, deal)))
        if rng.random() < expose:
            return t.ExposedCard(card=rng.choice(t.DECK))
        return deal

    return chance


def seeded_play_out(
    rules: t.Rules,
    dealer: int,
    deal: t.Deal,
    seed: int,
    context: t.RoundContext | None = None,
) -> Playout:
    """:func:`play_out` with uniform choices (and chance) from ``random.Random(seed)``."""
    rng = random.Random(seed)
    return play_out(
        rules, dealer, deal, lambda _, legal: rng.choice(legal), context, random_chance(rng)
    )


_RANK_STRENGTH = {rank: i for i, rank in enumerate("9JQKTA")}


def strong_declarer_choice(state: t.RoundState, legal: tuple[t.Action, ...]) -> t.Action | None:
    """A simple strong line for the declarer, or ``None`` when someone else is to act.

    Random play almost never makes a contract; playouts that use this line for the
    declarer make it often enough to test the scoring of made contracts. The declarer
    keeps the bid, declares the most valuable marriage it may, else plays its strongest
    legal card (but keeps four aces together until it may declare them, E3).
    """
    if state.to_act is None or state.to_act != state.declarer:
        return None
    if state.phase is t.Phase.CONTRACT:
        return legal[0]  # the bid itself, the lowest contract
    if state.phase is t.Phase.PLAYING:
        plays = [a for a in legal if isinstance(a, t.PlayCard)]
        declares = [a for a in plays if a.declare]
        if declares:
            return max(declares, key=lambda a: _declared_value(state, a.card))
        if _keeps_ace_marriage(state, plays):
            # Lead something else until the four aces may be declared (E1, E3).
            plays = [a for a in plays if a.card.rank is not t.Rank.ACE]
        return max(plays, key=lambda a: (_RANK_STRENGTH[a.card.rank.value], a.card))
    return None


def _holds_four_aces(state: t.RoundState) -> bool:
    """E3 is on and the seat to act holds the four aces."""
    return state.rules.play.ace_marriage is not t.AceMarriage.OFF and set(ACES) <= set(
        state.hand(state.to_act or 0)
    )


def _keeps_ace_marriage(state: t.RoundState, plays: list[t.PlayCard]) -> bool:
    """Leading while holding the four aces, with other cards to lead, and E3 on."""
    return (
        not state.trick
        and _holds_four_aces(state)
        and any(a.card.rank is not t.Rank.ACE for a in plays)
    )


def _declared_value(state: t.RoundState, card: t.Card) -> int:
    """What declaring by leading ``card`` is worth (for a legal declaration)."""
    play = state.rules.play
    if card.rank is t.Rank.ACE:
        kind = t.MarriageKind.ACE_MARRIAGE
    elif card.rank is t.Rank.JACK or (
        card.rank is t.Rank.QUEEN
        and t.Card.of(t.Rank.KING, card.suit) not in state.hand(state.to_act or 0)
    ):
        kind = t.MarriageKind.HALF_MARRIAGE
    else:
        kind = t.MarriageKind.MARRIAGE
    return play.value_of(kind, card.suit)


_SEEDS = st.integers(0, 2**32 - 1)


@functools.cache
def _default_rules() -> st.SearchStrategy[t.Rules]:
    return rules()


@st.composite
def _drawn_deals(draw: st.DrawFn, the_rules: t.Rules) -> t.Deal:
    kind = draw(_below(4))
    if kind <= 1:
        return t.deal(the_rules, random.Random(draw(_SEEDS)))
    piles = tuple(hand_piles(the_rules, 4))
    if kind == 2 and the_rules.play.ace_marriage is t.AceMarriage.OFF:
        if the_rules.redeal.four_nines_bonus and piles and draw(_BOOLEANS):
            # B5: the four nines together (claimed or led for the bonus).
            return deal_from_order(
                the_rules, gather(the_rules, draw(_ORDERS), NINES, draw(_choice(piles)))
            )
        return deal_from_order(the_rules, draw(_ORDERS))
    # A quarter of the deals, half when the ace marriage is on (E3), gather the aces.
    if not piles:  # A3: a stock dealt fewer than four cards each
        return t.deal(the_rules, random.Random(draw(_SEEDS)))
    return ace_deal(the_rules, draw(_ORDERS), draw(_choice(piles)), draw(_TALON_ACES))


@st.composite
def playouts(
    draw: st.DrawFn,
    rules_strategy: st.SearchStrategy[t.Rules] | None = None,
    *,
    seeded: bool = False,
    deal_strategy: Callable[[t.Rules], st.SearchStrategy[t.Deal]] | None = None,
    eager_declarations: bool = False,
    with_context: bool = False,
) -> Playout:
    """A random legal playout of one deal.

    Args:
        draw: supplied by hypothesis.
        rules_strategy: where the rules come from; :func:`rules` by default.
        seeded: take the choices from a drawn ``random.Random(seed)`` instead of drawing
            each one with hypothesis (faster, but shrinks only the seed).
        deal_strategy: builds the deal strategy for the drawn rules; by default a
            seeded deal, a hypothesis-drawn deck order or an ace deal (as :func:`deals`).
        eager_declarations: whenever a marriage (of any kind) may be declared, declare
            one half of the time; a seat holding four aces (E3 on) bids on and keeps
            them together while another card may be played; so declarations come up
            more often.
        with_context: draw a :class:`~thousand.RoundContext` (:func:`contexts`) as a game
            would give it; by default the deal is on its own.
    """
    the_rules = draw(rules_strategy if rules_strategy is not None else _default_rules())
    dealer = draw(_below(the_rules.players))
    context = draw(contexts(the_rules, dealer)) if with_context else t.RoundContext()
    if deal_strategy is None:
        deal = draw(_drawn_deals(the_rules))
    else:
        deal = draw(deal_strategy(the_rules))
    deal = for_dealer(deal, dealer)  # A5, A11: the deals are made for dealer 0
    if seeded:
        return seeded_play_out(the_rules, dealer, deal, draw(_SEEDS), context)
    strong = draw(st.booleans())
    # A10 about one deal in 16 (a middle value: hypothesis favours the ends of a range).
    expose = draw(_below(16)) == 7

    def chance(state: t.RoundState, deal: t.Deal) -> t.Action:
        if state.phase is t.Phase.CUTTING:
            assert state.cutter is not None
            cards = bottom_cards(state, deal)
            return t.Cut(seat=state.cutter, bottom=cards[draw(_below(len(cards)))])
        # A5: the dealer sitting out has no cards; a hand of the seats that play.
        return t.ExposedCard(card=next(c for h in deal.hands for c in h)) if expose else deal

    def choose(state: t.RoundState, legal: tuple[t.Action, ...]) -> t.Action:
        if strong:
            action = strong_declarer_choice(state, legal)
            if action is not None:
                return action
        if eager_declarations and state.phase is t.Phase.BIDDING and _holds_four_aces(state):
            return legal[0]  # bid on while holding the ace marriage: declare it as declarer
        if eager_declarations and state.phase is t.Phase.PLAYING:
            declares = [a for a in legal if isinstance(a, t.PlayCard) and a.declare]
            declare: bool = bool(declares) and draw(st.booleans())
            if declare:
                # The rare ace marriage first, when it is among them.
                aces = [a for a in declares if a.card in ACES]
                return aces[0] if aces else declares[draw(_below(len(declares)))]
            if _holds_four_aces(state):
                others = tuple(a for a in legal if getattr(a, "card", None) not in ACES)
                legal = others or legal
        # Hypothesis favours the ends of the range: the first action (a bid, the first
        # card) and the last (a pass, conceding, declaring a marriage) come up often.
        return legal[draw(_below(len(legal)))]

    return play_out(the_rules, dealer, deal, choose, context, chance)
