"""C: the auction. The obligatory bid, steps and jumps, caps, dark bids, the barrel's bid.

:class:`BiddingRules` with its enums: who holds the obligatory bid (C1), the step, the
least and the most bid (C3-C5), the cap a hand allows (C6), the score below which a seat
only passes (C7), dark bidding (C8, C9), the hidden talon on the hundred (C10) and how a
barrel player bids (C11); with the checks of their combinations.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

import attrs

from thousand.rules.limits import MAX_POINTS, MAX_SCORE, POINTS, SCORE, Bound
from thousand.values import tolerant_unpickling

if TYPE_CHECKING:
    from thousand.rules.ruleset import Rules


class ObligatoryBid(enum.StrEnum):
    """Who holds the obligatory opening bid (C1)."""

    LEFT_OF_DEALER = "left_of_dealer"
    """The player to the dealer's left is "on the hundred" and plays it if all others pass."""
    DEALER = "dealer"
    """The dealer holds it; the player to the dealer's left opens the auction
    (*Игры азартные карты 1000*, first text: «Первым заказ делает сдатчик… Дальше ставку
    делает игрок, сидящий по левую руку»)."""
    NONE = "none"
    """Nobody holds it: the player to the dealer's left opens the auction with the
    minimum bid or passes; if everybody passes the deal is thrown in and dealt again,
    as after a redeal (B1)."""


class BidCap(enum.StrEnum):
    """How marriages held limit bids and the contract (C6)."""

    MARRIAGES_IN_HAND = "marriages_in_hand"
    """At most 120 plus the values of the marriages held (♠160, ♣180, ♦200, ♥220, sums
    for several), never above the maximum bid (*Тысяча вчетвером*, Gambler rule 8). With
    the ace marriage on (E3), four aces held add its value (200)."""
    MARRIAGE_ABOVE_120 = "marriage_above_120"
    """Above 120 only while holding some marriage (*How many points* and
    *Игры азартные карты 1000*); with the ace marriage on (E3), four aces count as a
    marriage."""
    NONE = "none"
    """No limit but the maximum bid."""


class BarrelBidding(enum.StrEnum):
    """How the auction goes while someone is on the barrel (C11)."""

    NORMAL = "normal"
    """The barrel player bids like everybody else and must win the auction; as declarer
    they must declare at least the barrel minimum (G5)."""
    AUTO = "auto"
    """The barrel player holds the opening bid at the barrel minimum instead of the
    obligatory 100, declared automatically and so not rounded to the bid step (121
    under Games24); the others may outbid it with the next multiple of the step (125)
    (*Тысяча вчетвером*, Games24 «Торговля на бочке: ДА»)."""
    TAKES_TALON = "takes_talon"
    """No auction: the barrel player takes the talon at the barrel minimum, not rounded
    to the bid step (*How many points*: "The player who is on the "barrel" receives a
    buy-in without bargaining"; *Тысяча вчетвером*, Games24, barrel trading off: «тот
    кто находится на бочке сразу забирает прикуп и объявляет игру на 121 очко»)."""


BLIND_MIN_BID = 120
"""C9: the lowest dark bid and so the lowest dark contract (*How many points*: "It
automatically sets a price of 120"; *Thousand for two, three or four*: "obliged to score
at least 120 points")."""


class BlindBidding(enum.StrEnum):
    """Who may bid in the dark, without having looked at their cards (C8)."""

    OFF = "off"
    """Nobody: every player sees their cards when they are dealt."""
    FIRST_HAND = "first_hand"
    """Only the holder of the obligatory bid, before the auction opens, at 120
    (*Thousand for two, three or four*: "Play «in the dark» is entitled to only the
    «first hand»"; the "blind game" of *How many points*: "the player who has the right
    to be the first to name the buy-in price announces a "blind" game. It automatically
    sets a price of 120")."""
    ANYONE = "anyone"
    """Any player who has not looked at their cards yet, at their turn in the auction
    (*How many points*: "You can bargain in the dark without looking at your cards";
    *Игры азартные карты 1000*: «можно делать заказ втемную, не заглядывая в свои
    карты»)."""


def next_bid(standing: int, step: int) -> int:
    """C4: the lowest bid above the standing bid: the next multiple of the bid step.

    One step above a standing bid on the step; above a barrel player's automatic contract
    off the step (C11, G5: 121 under Games24), the multiple just above it.

    >>> next_bid(100, 5), next_bid(121, 5)
    (105, 125)
    """
    return standing - standing % step + step


def check_blind(rules: Rules, typed: Any, problem: Any) -> None:
    """C8, C9: with dark bidding on, the dark 120 must be a bid these rules allow.

    ``first_hand`` needs a holder of the obligatory bid (C1).

    The rule texts describe dark bidding at a table of three (and four, where the dealer sits
    out of the auction); two players do not bid in the dark.
    """
    if not typed("bidding.blind_bidding"):
        return
    if rules.bidding.blind_bidding is BlindBidding.OFF:
        if typed("bidding.blind_first_hand_any") and rules.bidding.blind_first_hand_any:
            problem(
                "bidding.blind_first_hand_any",
                "is the first hand's dark bid: it needs bidding.blind_bidding first_hand",
            )
        return
    if typed("dealing.players") and rules.dealing.players == 2:
        problem(
            "bidding.blind_bidding",
            "two players do not bid in the dark: the rule texts describe dark bidding for"
            " three players (and four, the dealer sitting out)",
        )
    b = rules.bidding
    if b.blind_bidding is BlindBidding.FIRST_HAND and b.obligatory_bid.value == "none":
        # C8 first_hand is the holder's dark bid; C1 none has no holder.
        problem(
            "bidding.blind_bidding",
            "first_hand dark bidding is the holder's, and nobody holds the obligatory bid"
            " (bidding.obligatory_bid is none): use anyone, or an obligatory bid",
        )
    if BLIND_MIN_BID % b.bid_step or not b.min_bid <= BLIND_MIN_BID <= b.max_bid:
        problem(
            "bidding.blind_bidding",
            f"the dark bid of {BLIND_MIN_BID} must be a multiple of the bid step"
            f" {b.bid_step} between the minimum {b.min_bid} and maximum {b.max_bid} bids",
        )
    if typed("bidding.blind_first_hand_any") and b.blind_first_hand_any:
        # C14: a setting that would change nothing is refused, not ignored.
        if b.blind_bidding is not BlindBidding.FIRST_HAND:
            problem(
                "bidding.blind_first_hand_any",
                "is the first hand's dark bid: it needs bidding.blind_bidding first_hand",
            )
        elif b.blind_bids_capped and b.cap is not BidCap.NONE:
            problem(
                "bidding.blind_first_hand_any",
                f"a dark bid capped as a hand without marriages stops at {BLIND_MIN_BID}"
                " (bidding.blind_bids_capped): turn it off, or use bidding.cap none",
            )


def check_max_contract(bidding: BiddingRules, problem: Any) -> None:
    """C13: the contract ceiling is on the step and not below the highest bid (C5).

    A declarer may always keep the winning bid, so a ceiling below it could not hold.
    """
    ceiling = bidding.max_contract
    if ceiling is None:
        return
    if ceiling % bidding.bid_step:
        problem(
            "bidding.max_contract",
            f"must be a multiple of the bid step {bidding.bid_step}, not {ceiling}",
        )
    elif ceiling < bidding.max_bid:
        problem(
            "bidding.max_contract",
            f"{ceiling} is below the maximum bid {bidding.max_bid}: a winning bid is always"
            " a contract the declarer may keep",
        )


@tolerant_unpickling  # C13 and C14 came after the first release
@attrs.frozen(kw_only=True)
class BiddingRules:
    """C. Bidding.

    Attributes:
        obligatory_bid: C1, who holds the obligatory opening bid; C2, the auction opens
            with the next player clockwise.
        min_bid: C3, the value of the obligatory bid and the lowest bid (100). A
            multiple of the step, 1 to 1000 (:data:`~thousand.rules.limits.MAX_POINTS`).
        bid_step: C4, each bid is the next multiple of this above the standing bid (5,
            "strictly limited to 5", *How many points* and *Игры азартные карты 1000*),
            or any multiple above it with ``bid_jumps``; the final contract may be
            raised to any multiple of it. Bids and contracts are multiples of it, except
            a barrel contract declared automatically (C11, G5: 121 under Games24). 1 to
            1000 (:data:`~thousand.rules.limits.MAX_POINTS`).
        max_bid: C5, the highest bid and contract (300). A multiple of the step, from the
            minimum bid to 1000 (:data:`~thousand.rules.limits.MAX_POINTS`): a seat
            chooses among at most a thousand bids.
        cap: C6, how the marriages held limit bids and the contract.
        negative_score_limit: C7, a player whose score is below this passes
            automatically (only :class:`~thousand.Pass` is offered); ``None``: no limit.
            The rule texts list 0, -100, -120, -200, -300 and -1000 (*How many points*,
            *Игры азартные карты 1000*, *Тысяча вчетвером*). -10000 to 10000
            (:data:`~thousand.rules.limits.MAX_SCORE`).
        talon_hidden_on_hundred: C10, the talon is not shown when the holder of the
            obligatory bid takes it unopposed (*How many points* and *Тысяча вчетвером*).
        barrel_bidding: C11, how the auction goes while someone is on the barrel.
        bid_jumps: C4, each bid may be any multiple of the step above the standing bid,
            not only the next one (*Тысяча вчетвером*, Gambler rule 7: «каждый игрок
            может повышать ставку либо на 5 очков, либо на любое число, кратное пяти»);
            off: exactly one step ("strictly limited to 5", *How many points* and
            *Игры азартные карты 1000*).
        blind_bidding: C8, who may bid in the dark, before looking at their cards (off;
            ``first_hand``: the holder of the obligatory bid, at 120; ``anyone``).
        blind_outbid_needs_marriage: C9, a standing dark bid may be topped only by a
            player holding a marriage (*How many points*: "Opponents can "darken" it,
            but only if they have some kind of margins on their hands"); a player who
            has not looked cannot show one. Off: anyone may top it.
        blind_bids_capped: C9, a dark bid is held to the cap (C6) of a hand without
            marriages, since the bidder knows of none: 120 under both marriage caps, the
            maximum bid under ``none``. Off: only the maximum bid (C5) limits dark bids.
        max_contract: C13, the highest contract, apart from the highest bid: the
            declarer may raise the contract (D3) up to it while bids stop at
            ``max_bid`` (an English paraphrase of pagat's page, *Tysiąc*, atelier des
            gourmands: the contract may be raised "up to 400"). ``None`` (the default):
            the maximum bid. A multiple of the step, from the maximum bid to 1000
            (:data:`~thousand.rules.limits.MAX_POINTS`).
        blind_first_hand_any: C14, under ``first_hand`` dark bidding the holder's dark
            bid may be any multiple of the step from 120 up to the dark cap (C9), not
            only 120 (the Ukrainian rules of metallodetal.com.ua: whoever goes dark
            «зобов'язується набрати не менше 120 очок», undertakes to score at least
            120). Off: exactly 120.
    """

    obligatory_bid: ObligatoryBid = ObligatoryBid.LEFT_OF_DEALER
    min_bid: int = 100
    bid_step: int = 5
    max_bid: int = 300
    cap: BidCap = BidCap.MARRIAGES_IN_HAND
    negative_score_limit: int | None = None
    talon_hidden_on_hundred: bool = True
    barrel_bidding: BarrelBidding = BarrelBidding.NORMAL
    bid_jumps: bool = False
    blind_bidding: BlindBidding = BlindBidding.OFF
    blind_outbid_needs_marriage: bool = True
    blind_bids_capped: bool = True
    max_contract: int | None = None
    blind_first_hand_any: bool = False

    @property
    def contract_ceiling(self) -> int:
        """C13: the highest contract, ``max_contract`` or else the maximum bid (C5).

        >>> BiddingRules().contract_ceiling, BiddingRules(max_contract=400).contract_ceiling
        (300, 400)
        """
        return self.max_bid if self.max_contract is None else self.max_contract


BOUNDS = (
    Bound("bidding.min_bid", 1, MAX_POINTS, POINTS),
    Bound("bidding.bid_step", 1, MAX_POINTS, POINTS),
    Bound("bidding.max_bid", 1, MAX_POINTS, POINTS),
    Bound("bidding.negative_score_limit", -MAX_SCORE, MAX_SCORE, SCORE),
    Bound("bidding.max_contract", 1, MAX_POINTS, POINTS),
)
"""C3-C5, C7: the ranges of the bids and of the negative score limit (that the bids are
multiples of the step, and the maximum not below the minimum, is checked with them)."""
