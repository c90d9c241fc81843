"""thousand: a typed rules engine for the card game Thousand (Тысяча, Tysiąc, 1000).

>>> import random, thousand as t
>>> rules = t.Rules()
>>> s = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(7)))
>>> while not t.is_over(s):
...     s = t.apply(s, random.Random(len(s.log)).choice(t.legal_actions(s)))
>>> sum(t.round_result(s).card_points)
120
"""

from thousand._worlds import sample_world
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
from thousand.notation import format_action, format_record, parse_action, parse_record
from thousand.records import RoundRecord, final_state, record_of, replay
from thousand.rules import (
    BidCap,
    BiddingRules,
    DealingRules,
    DealScoringRules,
    GameScoringRules,
    MarriageTiming,
    MarriageValues,
    ObligatoryBid,
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
from thousand.state import Phase, RoundState, Trick
from thousand.views import (
    HiddenDeal,
    HiddenGiveCard,
    PlayerView,
    SeenAction,
    public_view,
    view,
)

__version__ = "0.1.0"

__all__ = [
    "CARD_POINTS",
    "DECK",
    "Action",
    "Bid",
    "BidCap",
    "BiddingRules",
    "Card",
    "Concede",
    "Deal",
    "DealScoringRules",
    "DealingRules",
    "DeclareContract",
    "GameScoringRules",
    "GiveCard",
    "HiddenDeal",
    "HiddenGiveCard",
    "IllegalActionError",
    "MarriageTiming",
    "MarriageValues",
    "NotationError",
    "ObligatoryBid",
    "Pass",
    "Phase",
    "PlayCard",
    "PlayRules",
    "PlayerView",
    "Rank",
    "Reason",
    "RecordError",
    "RedealRules",
    "RoundRecord",
    "RoundResult",
    "RoundState",
    "Rounding",
    "Rules",
    "RulesError",
    "RulesProblem",
    "SeenAction",
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
    "final_state",
    "format_action",
    "format_cards",
    "format_record",
    "is_chance",
    "is_legal",
    "is_over",
    "legal_actions",
    "marriage_value",
    "new_round",
    "parse_action",
    "parse_cards",
    "parse_record",
    "public_view",
    "record_of",
    "replay",
    "round_points",
    "round_result",
    "sample_world",
    "to_act",
    "validate",
    "view",
]
