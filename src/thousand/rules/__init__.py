"""The rules of a game: one frozen, hashable :class:`Rules` value made of groups.

The groups follow the sections of the rules reference: A dealing, B redeal, C bidding,
D talon and conceding, E trick play, F deal scoring, G game scoring. Every setting names
its rule ID; the defaults are the classic rules. ``Rules()`` checks itself
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

from thousand.rules import presets as presets
from thousand.rules.bidding import (
    BLIND_MIN_BID,
    BarrelBidding,
    BidCap,
    BiddingRules,
    BlindBidding,
    ObligatoryBid,
)
from thousand.rules.deal_scoring import BoltCount, BoltRule, DealScoringRules, Rounding
from thousand.rules.dealing import (
    CutJack,
    Cutter,
    DealingRules,
    Sitter,
    SitterScores,
    TalonPositions,
    TwoPlayerDeal,
    TwoTalonExchange,
    UnusedTalon,
)
from thousand.rules.game_scoring import (
    GOLDEN_CONTRACT,
    BarrelFail,
    BarrelSimultaneous,
    DumpTruck,
    FallPenalty,
    GameScoringRules,
    Settlement,
    Tie,
    WinCondition,
    barrel_contract,
)
from thousand.rules.play import (
    AceMarriage,
    FirstLead,
    MarriageKind,
    MarriageTiming,
    MarriageValues,
    Overtake,
    PlayRules,
)
from thousand.rules.redeal import (
    DEFAULT_REDEAL_CONDITIONS,
    HAND_CONDITIONS,
    TALON_CONDITIONS,
    RedealCondition,
    RedealRules,
    RedealTiming,
    TalonClaimant,
)
from thousand.rules.ruleset import Rules, validate
from thousand.rules.ruleset import problems_of as problems_of
from thousand.rules.talon import (
    ConcedeAward,
    ConcedePenalty,
    ConcedeScope,
    ContractTiming,
    TalonRules,
)

__all__ = [
    "BLIND_MIN_BID",
    "DEFAULT_REDEAL_CONDITIONS",
    "GOLDEN_CONTRACT",
    "HAND_CONDITIONS",
    "TALON_CONDITIONS",
    "AceMarriage",
    "BarrelBidding",
    "BarrelFail",
    "BarrelSimultaneous",
    "BidCap",
    "BiddingRules",
    "BlindBidding",
    "BoltCount",
    "BoltRule",
    "ConcedeAward",
    "ConcedePenalty",
    "ConcedeScope",
    "ContractTiming",
    "CutJack",
    "Cutter",
    "DealScoringRules",
    "DealingRules",
    "DumpTruck",
    "FallPenalty",
    "FirstLead",
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
    "Sitter",
    "SitterScores",
    "TalonClaimant",
    "TalonPositions",
    "TalonRules",
    "Tie",
    "TwoPlayerDeal",
    "TwoTalonExchange",
    "UnusedTalon",
    "WinCondition",
    "barrel_contract",
    "validate",
]
