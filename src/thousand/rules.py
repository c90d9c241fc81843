"""The rules of a game: one frozen, hashable :class:`Rules` value made of groups.

The groups follow the sections of the rules catalogue: A dealing, B redeal, C bidding,
D talon and conceding, E trick play, F deal scoring, G game scoring. Every setting names
its catalogue ID; the defaults are the catalogue's ("classic"). ``Rules()`` checks itself
on construction and raises :class:`~thousand.RulesError` listing every problem at once.

>>> rules = Rules()
>>> rules.bidding.cap
<BidCap.MARRIAGES_IN_HAND: 'marriages_in_hand'>
>>> Rules(bidding=BiddingRules(cap=BidCap.NONE)).bidding.cap.value
'none'
>>> Rules(dealing=DealingRules(players=5))
Traceback (most recent call last):
...
thousand.errors.RulesError: invalid rules: dealing.players: ...
"""

from __future__ import annotations

import attrs

from thousand._blind_rules import BLIND_MIN_BID, BlindBidding
from thousand._deal_rules import (
    DEFAULT_REDEAL_CONDITIONS,
    HAND_CONDITIONS,
    TALON_CONDITIONS,
    CutJack,
    Cutter,
    RedealCondition,
    RedealTiming,
    TalonClaimant,
    TalonPositions,
)
from thousand._game_rules import (
    GOLDEN_CONTRACT,
    BarrelBidding,
    BarrelSimultaneous,
    BoltCount,
    BoltRule,
    ConcedeAward,
    ConcedePenalty,
    DumpTruck,
    FallPenalty,
    Settlement,
    WinCondition,
    barrel_contract,
)
from thousand._layouts import TwoPlayerDeal, TwoTalonExchange, UnusedTalon
from thousand._rule_values import (
    AceMarriage,
    BidCap,
    MarriageKind,
    MarriageTiming,
    ObligatoryBid,
    Overtake,
    Rounding,
)
from thousand._rules_checks import rules_problems
from thousand.cards import Suit
from thousand.errors import RulesError, RulesProblem

__all__ = [
    "BLIND_MIN_BID",
    "DEFAULT_REDEAL_CONDITIONS",
    "GOLDEN_CONTRACT",
    "HAND_CONDITIONS",
    "TALON_CONDITIONS",
    "AceMarriage",
    "BarrelBidding",
    "BarrelSimultaneous",
    "BidCap",
    "BiddingRules",
    "BlindBidding",
    "BoltCount",
    "BoltRule",
    "ConcedeAward",
    "ConcedePenalty",
    "CutJack",
    "Cutter",
    "DealScoringRules",
    "DealingRules",
    "DumpTruck",
    "FallPenalty",
    "GameScoringRules",
    "MarriageKind",
    "MarriageTiming",
    "MarriageValues",
    "ObligatoryBid",
    "Overtake",
    "PlayRules",
    "RedealCondition",
    "RedealRules",
    "RedealTiming",
    "Rounding",
    "Rules",
    "Settlement",
    "TalonClaimant",
    "TalonPositions",
    "TalonRules",
    "TwoPlayerDeal",
    "TwoTalonExchange",
    "UnusedTalon",
    "WinCondition",
    "barrel_contract",
    "validate",
]


@attrs.frozen(kw_only=True)
class MarriageValues:
    """The value of the marriage of each suit (E2; ``core.marriage``).

    Attributes:
        spades: ♠ marriage, 40 by default.
        clubs: ♣ marriage, 60.
        diamonds: ♦ marriage, 80.
        hearts: ♥ marriage, 100.

    >>> MarriageValues()[Suit.DIAMONDS]
    80
    """

    spades: int = 40
    clubs: int = 60
    diamonds: int = 80
    hearts: int = 100

    def __getitem__(self, suit: Suit) -> int:
        return self.by_index[suit.ordinal]

    @property
    def by_index(self) -> tuple[int, int, int, int]:
        """The values in suit order spades, clubs, diamonds, hearts."""
        return (self.spades, self.clubs, self.diamonds, self.hearts)


@attrs.frozen(kw_only=True)
class DealingRules:
    """A. Players and dealing.

    Attributes:
        players: A1, the number of players: 3 (A2: seven cards each and a talon of three,
            eight tricks), 2 (A3) or 4 (A5: the dealer sits out, "sits on the talon", and
            the other three play as three do). Seed 002: «Количество игроков в 1000 - от
            двух до 4 человек».
        two_player_deal: A3, how two players deal and take the talon (seeds 000, 002,
            004).
        two_talon_exchange: A3, with ``two_talons``: the declarer discards two cards
            (seeds 000, 002) or gives one to the opponent (seed 004).
        unused_talon: A4, with ``two_talons``: who takes the talon the declarer did not
            take, and the discards (seeds 000, 002, 004).
        stock_hand_size: A3, with ``stock``: the cards dealt to each player (6, as in the
            66 / Schnapsen family; the seeds do not say). The rest is the stock.
        stock_follow_from: A3, with ``stock``: following suit (``core.follow``, and E5)
            is compulsory once the stock holds at most this many cards; 0, the 66 /
            Schnapsen reading: only once it is empty (the seeds do not say). The stock's
            size makes following compulsory from the first trick.
        sitting_dealer_sees_talon: A7, with four players: the dealer, who sits out, sees
            the talon from the deal on, even when it is not shown (a dark or golden deal,
            C10). Seed 001: "An exception is the game four, when the dealer («sitting on
            the community cards») has the right to see their own community cards". Off:
            the dealer sees it only when everybody does.
        talon_positions: A8, where :func:`~thousand.deal_from_order` may set the talon
            cards aside: never among the first or last three cards dealt (seeds 000,
            002, 004), or never the first or last card (seed 000, third text).
        cutter: A9, who cuts the pack before the deal; ``none`` (the default) plays no
            cutting. The dealer looks at the bottom card, which goes to the seat dealt
            the last card (the dealer, with three players: seed 002, «при раздаче она
            достается ему»).
        cut_nine_penalty: A9, what the cutter loses when a nine comes to the bottom for
            the third time in a row (120, seeds 000, 002, 003, 004); the deal is then
            dealt again by the same dealer.
        cut_jack: A9, what a jack at the bottom allows: the dealer buries it, or cuts once
            himself (seed 002, first text).
        exposed_card_penalty: A10, what the dealer loses when a card is exposed during
            the deal (:class:`~thousand.ExposedCard`); the deal then passes to the next
            player. 0 by default (seed 003: «часто это правило опускается»), 120 in
            seeds 000, 002, 003, 004.
    """

    players: int = 3
    two_player_deal: TwoPlayerDeal = TwoPlayerDeal.TWO_TALONS
    two_talon_exchange: TwoTalonExchange = TwoTalonExchange.DISCARD_TWO
    unused_talon: UnusedTalon = UnusedTalon.LAST_TRICK
    stock_hand_size: int = 6
    stock_follow_from: int = 0
    sitting_dealer_sees_talon: bool = True
    talon_positions: TalonPositions = TalonPositions.NOT_FIRST_OR_LAST_THREE
    cutter: Cutter = Cutter.NONE
    cut_nine_penalty: int = 120
    cut_jack: CutJack = CutJack.BURY
    exposed_card_penalty: int = 0


@attrs.frozen(kw_only=True)
class RedealRules:
    """B. Redeal (пересдача).

    Attributes:
        conditions: B1, the conditions under which a seat may claim a redeal
            (:class:`~thousand.ClaimRedeal`); by default four nines, a hand below 14
            points and a talon below 5 points; ``frozenset()`` plays no redeals.
        hand_points_below: B1, the threshold of ``hand_points_below``: a hand with fewer
            card points may claim (14; 13 in seed 003's Gambler rules, 16 in seed 001).
        talon_points_below: B1, the threshold of ``talon_points_below`` (5).
        talon_claimant: B2, who may claim on a talon condition: the declarer, or only
            the holder of the obligatory bid who took the talon at it (seed 002).
        timing: B3, when the hand conditions are claimed: before bidding, or after the
            exchange (seed 003, Games24). Talon conditions are claimed on taking the
            talon, in the exchange.
        bad_hand_penalty: B4, what the dealer loses for the third redeal in a row (a
            "bad hand", seed 001: 100); the deal then passes to the next player.
            ``None``: no penalty.
        four_nines_bonus: B5, the points for leading the first of four nines held (0,
            off; 200 or 360 in seed 002); they count like a declared marriage's.
        passes_deal: after a redeal (or a deal thrown in) the next player deals; off
            (the default), the same dealer deals again.
    """

    conditions: frozenset[RedealCondition] = DEFAULT_REDEAL_CONDITIONS
    hand_points_below: int = 14
    talon_points_below: int = 5
    talon_claimant: TalonClaimant = TalonClaimant.DECLARER
    timing: RedealTiming = RedealTiming.BEFORE_BIDDING
    bad_hand_penalty: int | None = None
    four_nines_bonus: int = 0
    passes_deal: bool = False


@attrs.frozen(kw_only=True)
class BiddingRules:
    """C. Bidding.

    Attributes:
        obligatory_bid: C1, who holds the obligatory opening bid; C2, the auction opens
            with the next player clockwise.
        min_bid: C3, the value of the obligatory bid and the lowest bid (100).
        bid_step: C4, each bid is exactly this much above the standing bid (5, "strictly
            limited to 5", seeds 000 and 002), or a multiple of it with ``bid_jumps``;
            the final contract may be raised to any multiple of it.
        max_bid: C5, the highest bid and contract (300).
        cap: C6, how the marriages held limit bids and the contract.
        negative_score_limit: C7, a player whose score is below this passes
            automatically (only :class:`~thousand.Pass` is offered); ``None``: no limit.
            The seeds list 0, -100, -120, -200, -300 and -1000 (seeds 000, 002, 003).
        talon_hidden_on_hundred: C10, the talon is not shown when the holder of the
            obligatory bid takes it unopposed (seeds 000 and 003).
        barrel_bidding: C11, how the auction goes while someone is on the barrel.
        bid_jumps: C4, each bid may be any multiple of the step above the standing bid,
            not only the next one (seed 003, Gambler rule 7: «каждый игрок может
            повышать ставку либо на 5 очков, либо на любое число, кратное пяти»); off:
            exactly one step ("strictly limited to 5", seeds 000 and 002).
        blind_bidding: C8, who may bid in the dark, before looking at their cards (off;
            ``first_hand``: the holder of the obligatory bid, at 120; ``anyone``).
        blind_outbid_needs_marriage: C9, a standing dark bid may be topped only by a
            player holding a marriage (seed 000: "Opponents can "darken" it, but only if
            they have some kind of margins on their hands"); a player who has not
            looked cannot show one. Off: anyone may top it.
        blind_bids_capped: C9, a dark bid is held to the cap (C6) of a hand without
            marriages, since the bidder knows of none: 120 under both marriage caps, the
            maximum bid under ``none``. Off: only the maximum bid (C5) limits dark bids.
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


@attrs.frozen(kw_only=True)
class TalonRules:
    """D. Talon, exchange and conceding.

    Attributes:
        raise_after_exchange: D3, the declarer may raise the contract (never lower it)
            after the exchange, before the first lead.
        concede: D4, the declarer may concede ("paint the game") from taking the talon
            until the first lead. A player on the barrel never may (D8, seeds 000, 003).
        concede_penalty: D5, what conceding costs the declarer: the contract, or a bolt.
        concede_award: D6, what each opponent scores: 60, or half the contract.
        free_concedes: D7, how many concessions per player cost the declarer nothing in
            a game (0; 1 is seed 000's "one free painting"); the opponents still score.
    """

    raise_after_exchange: bool = True
    concede: bool = True
    concede_penalty: ConcedePenalty = ConcedePenalty.CONTRACT
    concede_award: ConcedeAward = ConcedeAward.FIXED
    free_concedes: int = 0


@attrs.frozen(kw_only=True)
class PlayRules:
    """E. Trick play.

    Attributes:
        marriage_timing: E1, when a marriage (of any kind) may be declared.
        marriage_values: E2, the value of each suit's marriage.
        ace_marriage: E3, whether four aces are a marriage and what declaring it does
            (seeds 000, 002, 003); off by default.
        ace_marriage_value: E3, the value of the ace marriage (200, seeds 000 and 003).
        half_marriage: E4, the queen and jack of one suit are a "mini-marriage" worth
            half the suit's marriage, rounded down, declared like a marriage (seed 002:
            "a queen and a jack of the same suit make a mini-marriage worth 50 percent of
            an ordinary one").
        must_overtake: E5, whether a follower must beat the trick's best card when able.
        last_trick_bonus: E6, points for whoever takes the last trick (0; 10 in seed
            000's blogger text: "the last one who took the bribe is credited with another
            10 points for the last bribe").

    >>> play = PlayRules(ace_marriage=AceMarriage.SETS_TRUMP)
    >>> play.value_of(MarriageKind.ACE_MARRIAGE, Suit.CLUBS)
    200
    >>> PlayRules(half_marriage=True).value_of(MarriageKind.HALF_MARRIAGE, Suit.HEARTS)
    50
    """

    marriage_timing: MarriageTiming = MarriageTiming.AFTER_TRICK
    marriage_values: MarriageValues = attrs.field(factory=MarriageValues)
    ace_marriage: AceMarriage = AceMarriage.OFF
    ace_marriage_value: int = 200
    half_marriage: bool = False
    must_overtake: Overtake = Overtake.OFF
    last_trick_bonus: int = 0

    def value_of(self, kind: MarriageKind, suit: Suit) -> int:
        """The value of a declared marriage of ``kind`` led with a card of ``suit``.

        The one place marriage values are worked out: a marriage is worth its suit's value
        (E2), a half marriage half of it rounded down (E4), the ace marriage
        ``ace_marriage_value`` whatever the suit of the ace led (E3).
        """
        if kind is MarriageKind.ACE_MARRIAGE:
            return self.ace_marriage_value
        value = self.marriage_values[suit]
        return value // 2 if kind is MarriageKind.HALF_MARRIAGE else value


@attrs.frozen(kw_only=True)
class DealScoringRules:
    """F. Deal scoring.

    Attributes:
        rounding: F1, how the defenders' totals are rounded. The declarer's points are
            never rounded before they are compared with the contract (F2).
        bolt_rule: F3, what earns a bolt.
        bolt_count: F4, which bolts cost the penalty: every third, or three in a row.
        bolt_penalty: F4, what the penalized bolt costs (120; 100 in seed 001).
        bolt_doubling: F5, a bolt in a multiplied (golden or dark) deal counts as many
            bolts as the deal's multiplier (seed 001: "The resulting bolt can be
            doubled if you get in the game «in the dark» or «gold»").
        golden_multiplier: F7, what a golden deal multiplies scores by (2).
        golden_marriages_multiplied: F7, declared marriages are multiplied too (seed 003
            rule 16); off: they count once (seed 001).
        dark_multiplier: F6, what a dark deal (won with a dark bid, C8, C9) multiplies
            scores by (2: seed 002, «Результат данной сдачи удваивается»).
        dark_marriages_multiplied: F6, declared marriages are multiplied too in a dark
            deal (every result doubled, seeds 000 and 002); off: they count once (seed
            001: "«in the dark» obtained through bribes points are doubled, then it is
            added to the par value of marriage").
        sitting_out_keeps_bolts: A5 and F4, with four players: a deal the dealer sits
            out leaves the dealer's bolt count as it was, as standing still does (G10),
            also under ``three_in_a_row``; off: it counts as a deal without a bolt and
            breaks a run of bolts in a row. The seeds do not say; a seat that sits out
            never gets a bolt.
    """

    rounding: Rounding = Rounding.NEAREST_5
    bolt_rule: BoltRule = BoltRule.NO_TRICK
    bolt_count: BoltCount = BoltCount.EVERY_THIRD
    bolt_penalty: int = 120
    bolt_doubling: bool = True
    golden_multiplier: int = 2
    golden_marriages_multiplied: bool = True
    dark_multiplier: int = 2
    dark_marriages_multiplied: bool = True
    sitting_out_keeps_bolts: bool = True


@attrs.frozen(kw_only=True)
class GameScoringRules:
    """G. Game scoring: the target, the barrel, the dump truck, the golden round.

    Attributes:
        target: G1, the score that wins (1000).
        win: G2, whether the target must be reached or exceeded.
        barrel_threshold: G3, the score at which a player sits on the barrel (880; 900
            in seeds 000 and 004); ``None``: no barrel. While on the barrel the score
            stays at the threshold (G4).
        barrel_min_contract: G5, the smallest contract that wins from the barrel (120;
            121, "more than 120", in seeds 000 and 001). Contracts are multiples of the
            bid step, so 121 means 125 with the classic step.
        barrel_attempts: G6, the deals a player may spend on the barrel (3).
        barrel_fall_penalty: G6, what falling off after the last attempt costs.
        barrel_penalty: G6, G8, G9, the points a fall and a knock-off cost (120; at
            least 1, so that a player who falls off is below the barrel).
        barrel_falls_to_zero: G7, the number of falls (after the last attempt) that
            resets the score to 0: 3 (seed 003), 1 (seed 002), 0 for never.
        barrel_bump: G8, a player climbing the barrel knocks the sitting one off.
        barrel_simultaneous: G9, several players climbing in the same deal.
        barrel_freeze_others: G10, while a barrel player plays the contract the others
            score nothing and get no bolts, and a barrel player never gets a bolt.
        barrel_outbid_fail: G11, a barrel player who fails a contract above the barrel
            minimum loses it and leaves the barrel.
        win_from_below: a reading of G2 and G4 where the seeds differ: a player who is
            not on the barrel and whose total reaches the target wins at once (seed
            003, Games24: «взял бочку или набрал 1000 очков»); off: the total stops at
            the barrel (seed 002: «Как только игрок набирает 880 очков или больше, он
            садится на бочку»).
        dump_truck: G12, which totals the dump truck resets to 0.
        golden_round: G13, the first deals of the game are golden.
        settlement: G14, how the game is settled at the end.
        settlement_bank: G14, the bank of the ``bank`` settlement (100).
        sitting_out_barrel_attempt: A5 and G6, with four players: a deal that a player
            on the barrel sits out as dealer counts as one of the barrel attempts; off
            (the default): it does not, the player cannot win it. Either way the score
            stays at the threshold (G4): the talon's points are not added (pagat's
            Russian rules: the talon's points are "not awarded if the inactive player is
            on a barrel"). The seeds do not say.
    """

    target: int = 1000
    win: WinCondition = WinCondition.REACH
    barrel_threshold: int | None = 880
    barrel_min_contract: int = 120
    barrel_attempts: int = 3
    barrel_fall_penalty: FallPenalty = FallPenalty.FIXED
    barrel_penalty: int = 120
    barrel_falls_to_zero: int = 3
    barrel_bump: bool = True
    barrel_simultaneous: BarrelSimultaneous = BarrelSimultaneous.ALL_FALL
    barrel_freeze_others: bool = True
    barrel_outbid_fail: bool = True
    win_from_below: bool = False
    dump_truck: DumpTruck = DumpTruck.BOTH
    golden_round: bool = False
    settlement: Settlement = Settlement.NONE
    settlement_bank: int = 100
    sitting_out_barrel_attempt: bool = False


@attrs.frozen(kw_only=True, cache_hash=True)
class Rules:
    """Every setting of a game of Thousand, grouped as in the rules catalogue.

    ``Rules()`` is the catalogue's classic rule set for three players. Construction
    checks the whole value (:func:`validate`) and raises :class:`~thousand.RulesError`
    with every problem found.

    Attributes:
        dealing: A, players and dealing.
        redeal: B, redeal.
        bidding: C, bidding.
        talon: D, talon, exchange and conceding.
        play: E, trick play.
        deal_scoring: F, deal scoring.
        game_scoring: G, game scoring.
    """

    dealing: DealingRules = attrs.field(factory=DealingRules)
    redeal: RedealRules = attrs.field(factory=RedealRules)
    bidding: BiddingRules = attrs.field(factory=BiddingRules)
    talon: TalonRules = attrs.field(factory=TalonRules)
    play: PlayRules = attrs.field(factory=PlayRules)
    deal_scoring: DealScoringRules = attrs.field(factory=DealScoringRules)
    game_scoring: GameScoringRules = attrs.field(factory=GameScoringRules)

    def __attrs_post_init__(self) -> None:
        problems = problems_of(self)
        if problems:
            raise RulesError(problems)

    @property
    def players(self) -> int:
        """The number of players (``dealing.players``)."""
        return self.dealing.players

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named rule set ``name``, one of :data:`~thousand.PRESETS`.

        The catalogue's "Documented rule sets": ``classic``, ``gambler``, ``games24``,
        ``two_player``, ``four_player``; see :mod:`thousand.presets`.

        Raises:
            RulesError: no preset has that name.

        >>> Rules.preset("classic") == Rules()
        True
        >>> Rules.preset("four_player").players
        4
        """
        from thousand.presets import preset  # the presets are built from this module

        return preset(name)


def validate(rules: Rules) -> None:
    """Check rules again, raising :class:`~thousand.RulesError` with every problem.

    ``Rules(...)`` already does this on construction; call it on values built by other
    means (e.g. :func:`attrs.evolve` on a group).

    Raises:
        RulesError: the rules cannot be played.

    >>> validate(Rules())
    """
    problems = problems_of(rules)
    if problems:
        raise RulesError(problems)


_GROUPS: tuple[tuple[str, type], ...] = (
    ("dealing", DealingRules),
    ("redeal", RedealRules),
    ("bidding", BiddingRules),
    ("talon", TalonRules),
    ("play", PlayRules),
    ("deal_scoring", DealScoringRules),
    ("game_scoring", GameScoringRules),
)


def problems_of(rules: Rules) -> tuple[RulesProblem, ...]:
    """Every problem of ``rules``, in the order of the settings (empty when playable).

    >>> problems_of(Rules())
    ()
    """
    return rules_problems(rules, _GROUPS)


for _group in (*(group for _, group in _GROUPS), MarriageValues, Rules):
    attrs.resolve_types(_group)
