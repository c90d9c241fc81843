"""thousand: a typed rules engine for the card game Thousand (Тысяча, Tysiąc, 1000).

>>> import random, thousand as t
>>> rules = t.Rules()
>>> s = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(7)))
>>> while not t.is_over(s):
...     s = t.apply(s, random.Random(len(s.log)).choice(t.legal_actions(s)))
>>> sum(t.round_result(s).card_points)
120
"""

from thousand.actions import (
    Action,
    Bid,
    Concede,
    Deal,
    DeclareContract,
    GiveCard,
    Pass,
    PlayCard,
)
from thousand.cards import (
    CARD_POINTS,
    DECK,
    Card,
    Rank,
    Suit,
    format_cards,
    parse_cards,
)
from thousand.dealing import deal
from thousand.engine import (
    apply,
    apply_all,
    check,
    is_chance,
    is_legal,
    is_over,
    legal_actions,
    new_round,
    to_act,
)
from thousand.errors import (
    IllegalActionError,
    NotationError,
    Reason,
    RecordError,
    RulesError,
    RulesProblem,
    StateError,
    ThousandError,
    Violation,
)
from thousand.rules import (
    AceMarriage,
    BidCap,
    BiddingRules,
    DealingRules,
    DealScoringRules,
    GameScoringRules,
    MarriageKind,
    MarriageTiming,
    MarriageValues,
    ObligatoryBid,
    Overtake,
    PlayRules,
    RedealRules,
    Rounding,
    Rules,
    TalonRules,
    validate,
)
from thousand.scoring import (
    RoundResult,
    card_points,
    marriage_value,
    round_points,
    round_result,
)
from thousand.state import Declaration, Phase, RoundState, Trick

__version__ = "0.1.0"

__all__ = [
    "CARD_POINTS",
    "DECK",
    "AceMarriage",
    "Action",
    "Bid",
    "BidCap",
    "BiddingRules",
    "Card",
    "Concede",
    "Deal",
    "DealScoringRules",
    "DealingRules",
    "Declaration",
    "DeclareContract",
    "GameScoringRules",
    "GiveCard",
    "IllegalActionError",
    "MarriageKind",
    "MarriageTiming",
    "MarriageValues",
    "NotationError",
    "ObligatoryBid",
    "Overtake",
    "Pass",
    "Phase",
    "PlayCard",
    "PlayRules",
    "Rank",
    "Reason",
    "RecordError",
    "RedealRules",
    "RoundResult",
    "RoundState",
    "Rounding",
    "Rules",
    "RulesError",
    "RulesProblem",
    "StateError",
    "Suit",
    "TalonRules",
    "ThousandError",
    "Trick",
    "Violation",
    "apply",
    "apply_all",
    "card_points",
    "check",
    "deal",
    "format_cards",
    "is_chance",
    "is_legal",
    "is_over",
    "legal_actions",
    "marriage_value",
    "new_round",
    "parse_cards",
    "round_points",
    "round_result",
    "to_act",
    "validate",
]
