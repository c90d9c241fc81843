"""Reference rules of the two- and four-player layouts (A3-A6), written from the catalogue.

Small, independent of the engine's tables: where each card lies, who takes the piles left
over at the end (A4), what the dealer sitting out scores (A5, A6). The properties compare
the engine with these.
"""

from __future__ import annotations

from collections.abc import Iterable

import thousand as t

MODE = t.TwoPlayerDeal
RANK_POINTS = {
    t.Rank.ACE: 11,
    t.Rank.TEN: 10,
    t.Rank.KING: 4,
    t.Rank.QUEEN: 3,
    t.Rank.JACK: 2,
    t.Rank.NINE: 0,
}


def points_of(cards: Iterable[t.Card]) -> int:
    return sum(RANK_POINTS[card.rank] for card in cards)


def mode(rules: t.Rules) -> t.TwoPlayerDeal | None:
    """The two-player layout, or ``None`` for three and four players."""
    return rules.dealing.two_player_deal if rules.players == 2 else None


def chooses_talon(rules: t.Rules) -> bool:
    return mode(rules) in (MODE.TWO_TALONS, MODE.NINE_CARDS)


def apart(state: t.RoundState) -> list[t.Card]:
    """The cards in no hand and no trick: talons not taken, discards, the dummy, the stock."""
    rules = state.rules
    if not any(isinstance(action, t.Deal) for action in state.log):
        return []  # before the deal (the cutting, A9), or instead of it (A10)
    if mode(rules) is MODE.STOCK:
        return list(state.stock)
    talons = state.talons
    # Not taken yet: the auction, the choice, redeal claims before bidding (B3), a deal
    # that ended before anybody took it (a redeal, a deal thrown in: B1, C1), the
    # contract named before the talon is opened (C12).
    named_first = rules.talon.contract_timing is t.ContractTiming.BEFORE_TALON
    if (
        state.phase in (t.Phase.BIDDING, t.Phase.TALON)
        or state.declarer is None
        or (named_first and state.phase is t.Phase.CONTRACT)
    ):
        return [card for talon in talons for card in talon]
    left: list[t.Card] = list(state.discards)
    if chooses_talon(rules):
        if state.chosen_talon is None:  # taken without an auction? never: TALON first
            return [card for talon in talons for card in talon]
        left += talons[1 - state.chosen_talon]
    elif mode(rules) is MODE.DUMMY:
        left += talons[1]
    return left


def out_of_play(final: t.RoundState) -> list[t.Card]:
    """A3 ``dummy``: the dummy's hand and the card laid on it, which nobody scores."""
    if mode(final.rules) is MODE.DUMMY and not final.conceded:
        return [*final.talons[1], *final.discards]
    return []


def pile_points(final: t.RoundState) -> list[int]:
    """A4: per seat, the card points of the piles left over that the seat takes.

    The talon not taken goes to the last trick's taker (the bank of ``nine_cards`` with
    the card given to it); the discards of ``two_talons`` go with it (``with_discards``)
    or count for the declarer (``last_trick``).
    """
    extra = [0] * final.players
    if final.conceded or not chooses_talon(final.rules) or not final.tricks:
        return extra
    assert final.chosen_talon is not None
    assert final.declarer is not None
    last = final.tricks[-1].winner
    extra[last] += points_of(final.talons[1 - final.chosen_talon])
    keeps = (
        mode(final.rules) is MODE.TWO_TALONS
        and final.rules.dealing.unused_talon is t.UnusedTalon.LAST_TRICK
    )
    extra[final.declarer if keeps else last] += points_of(final.discards)
    return extra


def talon_marriage(talon: Iterable[t.Card]) -> t.Suit | None:
    cards = set(talon)
    for suit in t.Suit:
        if {t.Card.of(t.Rank.KING, suit), t.Card.of(t.Rank.QUEEN, suit)} <= cards:
            return suit
    return None


def sitter_score(rules: t.Rules, talon: Iterable[t.Card], multiplier: int, rounded: int) -> int:
    """A5, A6: the sitting dealer's score from the talon.

    ``rounded`` is the (reference) rounding of the talon's points plus its marriage; the
    card points part of it is multiplied, the marriage's value is not.
    """
    suit = talon_marriage(talon)
    value = rules.play.marriage_values[suit] if suit is not None else 0
    return rounded + (rounded - value) * (multiplier - 1)


def cards_in_play(rules: t.Rules) -> int:
    """The cards each playing seat holds at the first lead (A2, A3, A5)."""
    if mode(rules) is MODE.STOCK:
        return rules.dealing.stock_hand_size
    if mode(rules) is MODE.TWO_TALONS:
        return 11 if rules.dealing.two_talon_exchange is t.TwoTalonExchange.GIVE_ONE else 10
    if mode(rules) is MODE.NINE_CARDS:
        return 10
    return 8


def hand_in_play(state: t.RoundState, seat: int) -> int:
    """How many cards ``seat`` holds during trick play: one fewer per card played, one
    more per card drawn from a stock (A3)."""
    played = sum(1 for trick in state.tricks for s, _ in trick.plays if s == seat)
    played += sum(1 for s, _ in state.trick if s == seat)
    drawn = 0
    if mode(state.rules) is MODE.STOCK:
        stock = 24 - 2 * state.rules.dealing.stock_hand_size
        drawn = min(len(state.tricks), stock // 2)
    return cards_in_play(state.rules) + drawn - played


def gives(rules: t.Rules) -> bool:
    """D2, A3: the declarer gives one card to each opponent (all but ``two_talons`` with
    ``discard_two``, and the stock, which has no exchange)."""
    if mode(rules) is MODE.STOCK:
        return False
    if mode(rules) is MODE.TWO_TALONS:
        return rules.dealing.two_talon_exchange is t.TwoTalonExchange.GIVE_ONE
    return True


def discards(rules: t.Rules) -> int:
    """A3: the cards the declarer lays away face down in the exchange."""
    if mode(rules) is MODE.TWO_TALONS:
        return 0 if gives(rules) else 2
    return 1 if mode(rules) in (MODE.DUMMY, MODE.NINE_CARDS) else 0
