"""thousand: a typed rules engine for the card game Thousand (Тысяча, Tysiąc, 1000).

>>> import random, thousand as t
>>> rules = t.Rules()
>>> s = t.apply(t.new_round(rules, dealer=0), t.deal(rules, random.Random(7)))
>>> while not t.is_over(s):
...     s = t.apply(s, random.Random(len(s.log)).choice(t.legal_actions(s)))
>>> sum(t.round_result(s).card_points)
120
"""

from thousand import (
    _legacy_pickles,  # noqa: F401 - installs the finder of 0.1.0's module names, for pickles
    arena,
    bots,
    i18n,
    svg,  # also gives Card, PlayerView, RoundState and GameState their Jupyter pictures
)
from thousand import (
    context as context,
)
from thousand import (
    events as events,
)
from thousand import (
    notation as notation,
)
from thousand import (
    presets as presets,
)
from thousand import (
    records as records,
)
from thousand import (
    schema as schema,
)
from thousand import (
    serialization as serialization,
)
from thousand import (
    sheet as sheet,
)
from thousand.actions import (
    AcceptCut,
    Action,
    Bid,
    BuryJack,
    ChooseTalon,
    ClaimRedeal,
    Concede,
    Cut,
    Deal,
    DeclareContract,
    DeclineRedeal,
    Discard,
    ExposedCard,
    GiveCard,
    Look,
    Pass,
    PlayCard,
    Recut,
)
from thousand.cards import CARD_POINTS, DECK, Card, Rank, Suit, format_cards, parse_cards
from thousand.dealing import (
    chance_action,
    deal,
    deal_from_order,
    default_talon_positions,
    last_dealt_seat,
    redeal_conditions,
)
from thousand.engine import (
    apply,
    apply_all,
    check,
    is_chance,
    is_legal,
    legal_actions,
    new_round,
    to_act,
)
from thousand.errors import (
    BotError,
    DealError,
    EncodingError,
    IllegalActionError,
    LocaleError,
    MatchError,
    NotationError,
    Reason,
    RecordError,
    RulesError,
    RulesProblem,
    StateError,
    SummaryError,
    SummaryProblem,
    ThousandError,
    Violation,
)
from thousand.formats.messages import ViewMessage
from thousand.formats.notation import format_action, format_record, parse_action, parse_record
from thousand.formats.records import GameRecord, RoundRecord, final_state, record_of, replay
from thousand.formats.summaries import format_summary, parse_summary
from thousand.game.sheet import score_sheet
from thousand.game.state import (
    GameState,
    RoundEntry,
    is_over,
    new_game,
    next_round,
    record_round,
    settle,
)
from thousand.round.context import RoundContext
from thousand.round.facts import Phase
from thousand.round.outcome import Outcome
from thousand.round.played import Declaration, Trick
from thousand.rules.bidding import BarrelBidding, BidCap, BiddingRules, BlindBidding, ObligatoryBid
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
from thousand.rules.presets import PRESET_DESCRIPTIONS, PRESET_SOURCES, PRESETS, Games24Table
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
from thousand.rules.talon import (
    ConcedeAward,
    ConcedePenalty,
    ConcedeScope,
    ContractTiming,
    TalonRules,
)
from thousand.scoring.events import EventKind, ScoreEvent
from thousand.scoring.formulas import card_points, marriage_points, marriage_value, round_points
from thousand.scoring.results import RoundResult, RoundSummary
from thousand.scoring.scorer import score_round
from thousand.scoring.summary import round_result, round_summary
from thousand.state import RoundState
from thousand.table import format_card, format_hand, format_state, format_view
from thousand.undo import undo
from thousand.views.player_view import (
    HiddenCut,
    HiddenDeal,
    HiddenDiscard,
    HiddenGiveCard,
    PlayerView,
    SeenAction,
    public_view,
    view,
)
from thousand.views.worlds import sample_world

__version__ = "0.1.0"

__all__ = [
    "CARD_POINTS",
    "DECK",
    "DEFAULT_REDEAL_CONDITIONS",
    "HAND_CONDITIONS",
    "PRESETS",
    "PRESET_DESCRIPTIONS",
    "PRESET_SOURCES",
    "TALON_CONDITIONS",
    "AcceptCut",
    "AceMarriage",
    "Action",
    "BarrelBidding",
    "BarrelFail",
    "BarrelSimultaneous",
    "Bid",
    "BidCap",
    "BiddingRules",
    "BlindBidding",
    "BoltCount",
    "BoltRule",
    "BotError",
    "BuryJack",
    "Card",
    "ChooseTalon",
    "ClaimRedeal",
    "Concede",
    "ConcedeAward",
    "ConcedePenalty",
    "ConcedeScope",
    "ContractTiming",
    "Cut",
    "CutJack",
    "Cutter",
    "Deal",
    "DealError",
    "DealScoringRules",
    "DealingRules",
    "Declaration",
    "DeclareContract",
    "DeclineRedeal",
    "Discard",
    "DumpTruck",
    "EncodingError",
    "EventKind",
    "ExposedCard",
    "FallPenalty",
    "FirstLead",
    "GameRecord",
    "GameScoringRules",
    "GameState",
    "Games24Table",
    "GiveCard",
    "HiddenCut",
    "HiddenDeal",
    "HiddenDiscard",
    "HiddenGiveCard",
    "IllegalActionError",
    "LocaleError",
    "Look",
    "MarriageKind",
    "MarriageTiming",
    "MarriageValues",
    "MatchError",
    "NotationError",
    "ObligatoryBid",
    "Outcome",
    "Overtake",
    "Pass",
    "Phase",
    "PlayCard",
    "PlayRules",
    "PlayerView",
    "Rank",
    "Reason",
    "RecordError",
    "Recut",
    "RedealCondition",
    "RedealRules",
    "RedealTiming",
    "RoundContext",
    "RoundEntry",
    "RoundRecord",
    "RoundResult",
    "RoundState",
    "RoundSummary",
    "Rounding",
    "Rules",
    "RulesError",
    "RulesProblem",
    "ScoreEvent",
    "SeenAction",
    "Settlement",
    "Sitter",
    "SitterScores",
    "StateError",
    "Suit",
    "SummaryError",
    "SummaryProblem",
    "TalonClaimant",
    "TalonPositions",
    "TalonRules",
    "ThousandError",
    "Tie",
    "Trick",
    "TwoPlayerDeal",
    "TwoTalonExchange",
    "UnusedTalon",
    "ViewMessage",
    "Violation",
    "WinCondition",
    "apply",
    "apply_all",
    "arena",
    "barrel_contract",
    "bots",
    "card_points",
    "chance_action",
    "check",
    "deal",
    "deal_from_order",
    "default_talon_positions",
    "final_state",
    "format_action",
    "format_card",
    "format_cards",
    "format_hand",
    "format_record",
    "format_state",
    "format_summary",
    "format_view",
    "i18n",
    "is_chance",
    "is_legal",
    "is_over",
    "last_dealt_seat",
    "legal_actions",
    "marriage_points",
    "marriage_value",
    "new_game",
    "new_round",
    "next_round",
    "parse_action",
    "parse_cards",
    "parse_record",
    "parse_summary",
    "public_view",
    "record_of",
    "record_round",
    "redeal_conditions",
    "replay",
    "round_points",
    "round_result",
    "round_summary",
    "sample_world",
    "score_round",
    "score_sheet",
    "settle",
    "svg",
    "to_act",
    "undo",
    "validate",
    "view",
]
