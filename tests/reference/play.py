"""Reference implementations of the trick-play variants, for the properties.

Written from the rules reference (E1, E3-E6 and the ace marriage's part in C6), in terms
of cards and suits, independent of the engine's masks and tables. The properties in
``test_properties.py`` compare the engine with these over random playouts.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import thousand as t

RANK_ORDER = (t.Rank.NINE, t.Rank.JACK, t.Rank.QUEEN, t.Rank.KING, t.Rank.TEN, t.Rank.ACE)
"""core.rank_order: in a suit, low to high."""
ACES = frozenset(t.Card.of(t.Rank.ACE, suit) for suit in t.Suit)

Play = tuple[int, t.Card]


def strength(card: t.Card) -> int:
    return RANK_ORDER.index(card.rank)


def winner(plays: Sequence[Play], trump: t.Suit | None) -> int:
    """core.trick_winner: the highest trump, else the highest card of the led suit."""
    led = plays[0][1].suit
    trumps = [(seat, card) for seat, card in plays if card.suit == trump]
    pool = trumps or [(seat, card) for seat, card in plays if card.suit == led]
    return max(pool, key=lambda play: strength(play[1]))[0]


def follow(hand: Iterable[t.Card], trick: Sequence[Play], trump: t.Suit | None) -> set[t.Card]:
    """core.follow: the led suit if held, else a trump if set and held, else anything."""
    hand = set(hand)
    if not trick:
        return hand
    led = trick[0][1].suit
    for suit in (led, trump):
        same = {card for card in hand if card.suit == suit}
        if suit is not None and same:
            return same
    return hand


def overtaking(
    rules: t.Rules, seat: int, hand: Iterable[t.Card], trick: Sequence[Play], trump: t.Suit | None
) -> set[t.Card]:
    """E5: the cards a follower may play.

    ``beat_trick``: of the cards ``core.follow`` allows, those that would take the trick
    so far, if there are any. ``beat_led_suit``: the same, except that a follower of the
    led suit must play a card of it above every card of it in the trick even when the trick
    is trumped.
    """
    allowed = follow(hand, trick, trump)
    mode = rules.play.must_overtake
    if mode is t.Overtake.OFF or not trick:
        return allowed
    led = trick[0][1].suit
    following = all(card.suit == led for card in allowed)
    if mode is t.Overtake.BEAT_LED_SUIT and following:
        top = max(strength(card) for _, card in trick if card.suit == led)
        beating = {card for card in allowed if strength(card) > top}
    else:
        beating = {card for card in allowed if winner([*trick, (seat, card)], trump) == seat}
    return beating or allowed


def kind_declared(rules: t.Rules, hand: Iterable[t.Card], card: t.Card) -> t.MarriageKind | None:
    """What leading ``card`` from ``hand`` with ``declare=True`` declares, by the cards alone.

    A king with its queen, or a queen with its king: the marriage. A queen without the
    king but with the jack, or a jack with the queen: the half marriage (E4 on). An ace
    while all four aces are held: the ace marriage (E3 on).
    """
    held = set(hand)
    suit, rank = card.suit, card.rank

    def has(other: t.Rank) -> bool:
        return t.Card.of(other, suit) in held

    if rank is t.Rank.KING and has(t.Rank.QUEEN):
        return t.MarriageKind.MARRIAGE
    if rank is t.Rank.QUEEN and has(t.Rank.KING):
        return t.MarriageKind.MARRIAGE
    half = rules.play.half_marriage
    if half and (
        (rank is t.Rank.QUEEN and has(t.Rank.JACK)) or (rank is t.Rank.JACK and has(t.Rank.QUEEN))
    ):
        return t.MarriageKind.HALF_MARRIAGE
    if rank is t.Rank.ACE and rules.play.ace_marriage is not t.AceMarriage.OFF and held >= ACES:
        return t.MarriageKind.ACE_MARRIAGE
    return None


def declaring_cards(rules: t.Rules) -> set[t.Rank]:
    """The ranks that can declare some marriage under ``rules``."""
    ranks = {t.Rank.KING, t.Rank.QUEEN}
    if rules.play.half_marriage:
        ranks.add(t.Rank.JACK)
    if rules.play.ace_marriage is not t.AceMarriage.OFF:
        ranks.add(t.Rank.ACE)
    return ranks


def suit_declared(declarations: Iterable[t.Declaration], suit: t.Suit) -> bool:
    """E4: a marriage or half marriage of ``suit`` was declared (a suit is declared once)."""
    return any(d.suit == suit and d.kind is not t.MarriageKind.ACE_MARRIAGE for d in declarations)


def value(rules: t.Rules, declaration: t.Declaration) -> int:
    """E2-E4: a marriage its suit's value, a half marriage half of it (rounded down), the
    ace marriage its own value."""
    if declaration.kind is t.MarriageKind.ACE_MARRIAGE:
        return rules.play.ace_marriage_value
    full = rules.play.marriage_values[declaration.suit]
    return full // 2 if declaration.kind is t.MarriageKind.HALF_MARRIAGE else full


def sets_trump(rules: t.Rules, declaration: t.Declaration) -> bool:
    """Every declaration sets the trump except the ace marriage under ``points_only``."""
    return not (
        declaration.kind is t.MarriageKind.ACE_MARRIAGE
        and rules.play.ace_marriage is t.AceMarriage.POINTS_ONLY
    )


def must_lead_ace(state: t.RoundState, seat: int) -> bool:
    """E3 ``sets_trump``: ``seat`` declared the ace marriage and holds an ace."""
    return (
        state.rules.play.ace_marriage is t.AceMarriage.SETS_TRUMP
        and any(
            d.seat == seat and d.kind is t.MarriageKind.ACE_MARRIAGE for d in state.declarations
        )
        and bool(ACES & set(state.hand(seat)))
    )


def plays_freely(state: t.RoundState) -> bool:
    """A3 ``stock``: nobody must follow while the stock holds more than
    ``stock_follow_from`` cards."""
    rules = state.rules
    stock = rules.players == 2 and rules.dealing.two_player_deal is t.TwoPlayerDeal.STOCK
    return stock and len(state.stock) > rules.dealing.stock_follow_from


def declared_automatically(state: t.RoundState, seat: int) -> set[t.Card]:
    """E7: the kings and queens ``seat`` may not lead plainly: those of a marriage held
    that it may declare on this lead (E1's timing; E4: a suit declared once)."""
    rules = state.rules
    if not rules.play.auto_marriage:
        return set()
    any_lead = rules.play.marriage_timing is t.MarriageTiming.ANY_LEAD
    if not (any_lead or state.taken(seat)):
        return set()
    hand = set(state.hand(seat))
    out = set()
    for suit in t.Suit:
        pair = {t.Card.of(t.Rank.KING, suit), t.Card.of(t.Rank.QUEEN, suit)}
        if pair <= hand and not (
            rules.play.half_marriage and suit_declared(state.declarations, suit)
        ):
            out |= pair
    return out


def plain_plays(state: t.RoundState) -> set[t.Card]:
    """The cards the seat to act may play without declaring (core.follow, E3, E5, E7, A3)."""
    seat = state.to_act
    assert seat is not None
    hand = set(state.hand(seat))
    if not state.trick:
        if must_lead_ace(state, seat):
            return hand & ACES
        return hand - declared_automatically(state, seat)
    if plays_freely(state):
        return hand
    return overtaking(state.rules, seat, hand, state.trick, state.trump)


def four_aces(rules: t.Rules, hand: Iterable[t.Card]) -> bool:
    """E3 on and all four aces held: the ace marriage counts in the cap (C6)."""
    return rules.play.ace_marriage is not t.AceMarriage.OFF and set(hand) >= ACES


def cap(rules: t.Rules, hand: Iterable[t.Card], ceiling: int | None = None) -> int:
    """C5 and C6: the highest bid (or, given the contract ceiling of C13, contract) a hand allows.

    ``marriages_in_hand``: 120 plus the marriages held, plus the ace marriage's value for
    four aces (E3 on); ``marriage_above_120``: above 120 only with a marriage, four aces
    counting as one (E3 on); ``none``: the maximum. Half marriages never count.
    """
    hand = list(hand)
    bidding = rules.bidding
    top_of_all = bidding.max_bid if ceiling is None else ceiling
    held = [
        suit
        for suit in t.Suit
        if t.Card.of(t.Rank.KING, suit) in hand and t.Card.of(t.Rank.QUEEN, suit) in hand
    ]
    aces = four_aces(rules, hand)
    if bidding.cap is t.BidCap.MARRIAGES_IN_HAND:
        top = 120 + sum(rules.play.marriage_values[suit] for suit in held)
        top += rules.play.ace_marriage_value if aces else 0
    elif bidding.cap is t.BidCap.MARRIAGE_ABOVE_120:
        top = top_of_all if held or aces else 120
    else:
        top = top_of_all
    return min(top, top_of_all)


def four_nines_leader(state: t.RoundState) -> int | None:
    """B5: the seat that led the first of the four nines it held, read off the tricks.

    A seat holding the four nines plays all of them; the bonus is its when the first nine
    of the deal was its lead. With two players some nines may stay out of play (A3), and
    with a stock the seat must have held all four when it led the first: none drawn from
    the stock after that trick.
    """
    if not state.rules.redeal.four_nines_bonus:
        return None
    nines = [
        (index, trick, seat)
        for index, trick in enumerate(state.tricks)
        for seat, card in trick.plays
        if card.rank is t.Rank.NINE
    ]
    if len(nines) != 4 or len({seat for _, _, seat in nines}) != 1:
        return None
    index, trick, seat = nines[0]
    stock = state.talons[0] if state.stock or _has_stock(state.rules) else ()
    if any(card.rank is t.Rank.NINE for card in stock[2 * index :]):
        return None
    return seat if trick.leader == seat else None


def _has_stock(rules: t.Rules) -> bool:
    return rules.players == 2 and rules.dealing.two_player_deal is t.TwoPlayerDeal.STOCK
