"""D: the talon and conceding. Raising after the exchange; who may concede, and what it costs.

:class:`TalonRules` with :class:`ConcedePenalty` and :class:`ConcedeAward` (D3-D8), and
passing the exchange face up (D15).
"""

from __future__ import annotations

import enum

import attrs

from thousand.rules.limits import COUNT, MAX_COUNT, Bound


class ConcedePenalty(enum.StrEnum):
    """What conceding costs the declarer (D5)."""

    CONTRACT = "contract"
    """The declarer loses the contract."""
    BOLT = "bolt"
    """The declarer loses nothing but gets a bolt (*Тысяча вчетвером*, the Games24
    option «Штраф на росписи» set to no)."""


class ConcedeAward(enum.StrEnum):
    """What each opponent scores when the declarer concedes (D6)."""

    FIXED = "fixed"
    """60 each (*How many points*, *Thousand for two, three or four*,
    *Игры азартные карты 1000*)."""
    HALF_CONTRACT = "half_contract"
    """Half the contract each, rounded as the defenders' points are (F1)
    (*Тысяча вчетвером*)."""


@attrs.frozen(kw_only=True)
class TalonRules:
    """D. Talon, exchange and conceding.

    Attributes:
        raise_after_exchange: D3, the declarer may raise the contract (never lower it)
            after the exchange, before the first lead.
        concede: D4, the declarer may concede ("paint the game") from taking the talon
            until the first lead. A player on the barrel never may (D8,
            *How many points*, *Тысяча вчетвером*).
        concede_penalty: D5, what conceding costs the declarer: the contract, or a bolt.
        concede_award: D6, what each opponent scores: 60, or half the contract.
        free_concedes: D7, how many concessions per player cost the declarer nothing in
            a game (0; 1 is the "one free painting" of *How many points*); the opponents
            still score. 0 to 100 (:data:`~thousand.rules.limits.MAX_COUNT`).
        exchange_face_up: D15, the cards the declarer gives to the opponents in the
            exchange (D2, and A3's gift to the opponent) are passed face up: every seat,
            and a spectator, sees them (pagat, *Thousand*: "Some play that the two cards
            handed by the bidder to the opponents ... are passed face up, so that both
            opponents know what cards were passed"). Off: only giver and receiver see
            a gift. Discards (A3) stay face down either way.
    """

    raise_after_exchange: bool = True
    concede: bool = True
    concede_penalty: ConcedePenalty = ConcedePenalty.CONTRACT
    concede_award: ConcedeAward = ConcedeAward.FIXED
    free_concedes: int = 0
    exchange_face_up: bool = False


BOUNDS = (Bound("talon.free_concedes", 0, MAX_COUNT, COUNT),)
"""D7: the range of the free concessions."""
