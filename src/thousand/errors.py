"""Errors, stable reason codes and violations.

Every error the library raises on bad input is a :class:`ThousandError` and also a
:class:`ValueError`. Programs branch on the :class:`Reason` code of a :class:`Violation`
(stable across versions, usable as a translation key); people read its message.
"""

from __future__ import annotations

import copyreg
import enum
import math
from collections.abc import Iterable

import attrs

__all__ = [
    "BotError",
    "DealError",
    "EncodingError",
    "IllegalActionError",
    "LocaleError",
    "MatchError",
    "NotationError",
    "Reason",
    "RecordError",
    "RulesError",
    "RulesProblem",
    "StateError",
    "SummaryError",
    "SummaryProblem",
    "ThousandError",
    "Violation",
]


class Reason(enum.StrEnum):
    """Why an action is illegal: a stable code for programs and translations.

    >>> Reason.MUST_FOLLOW_SUIT.value
    'must_follow_suit'
    """

    # Any phase.
    MALFORMED_ACTION = "malformed_action"
    """The action's fields have the wrong type or an impossible value (a seat out of range);
    or a function was handed something else than it takes: ``legal_actions(None)``, a
    :class:`~thousand.GameState` where a :class:`~thousand.RoundState` goes, a seat that
    is not one (:class:`~thousand.StateError`)."""
    ROUND_OVER = "round_over"
    """The deal is over; no action applies."""
    DEAL_EXPECTED = "deal_expected"
    """The deal waits for its chance action, a :class:`~thousand.Deal`."""
    WRONG_PHASE = "wrong_phase"
    """This kind of action does not belong to the current phase."""
    NOT_YOUR_TURN = "not_your_turn"
    """Another seat is to act."""
    INVALID_DEAL = "invalid_deal"
    """A :class:`~thousand.Deal` that does not share out the 24 cards as the rules say."""
    CARD_NOT_IN_HAND = "card_not_in_hand"
    """The seat does not hold that card."""

    # Bidding (C1-C9).
    ALREADY_PASSED = "already_passed"
    """The seat passed earlier in this auction; a pass is final (``core.pass_final``)."""
    BID_TOO_LOW = "bid_too_low"
    """The bid does not top the standing bid by the required step (C4)."""
    BID_OFF_STEP = "bid_off_step"
    """The bid is not the one the step allows (C4: exactly 5 above the standing bid)."""
    BID_ABOVE_MAX = "bid_above_max"
    """The bid exceeds the highest bid allowed (C5)."""
    BID_ABOVE_CAP = "bid_above_cap"
    """The bid exceeds what the seat's marriages allow (C6)."""
    MUST_PASS = "must_pass"
    """The seat may only pass: its score is below the negative score limit (C7)."""
    BLIND_NOT_ALLOWED = "blind_not_allowed"
    """A dark bid that may not be made: these rules have no dark bids, nobody may go dark
    while someone is on the barrel, only the holder of the obligatory bid may and only
    before the auction opens (C8 ``first_hand``), or the seat has looked at its cards."""
    MUST_LOOK = "must_look"
    """The seat has not looked at its cards: it bids in the dark, looks
    (:class:`~thousand.Look`) or passes; an open bid needs a look first (C8)."""
    ALREADY_LOOKED = "already_looked"
    """The seat has seen its cards already (every seat has, without dark bidding): there
    is nothing to look at (C8)."""
    BLIND_OUTBID_NEEDS_MARRIAGE = "blind_outbid_needs_marriage"
    """A standing dark bid is topped only by a seat holding a marriage, and a seat that
    has not looked cannot show one (C9, ``blind_outbid_needs_marriage``)."""
    HOLDER_MAY_NOT_PASS = "holder_may_not_pass"
    """The holder of the obligatory bid, asked first whether to go dark (C8
    ``first_hand``), goes dark or looks at its cards; it does not pass before the auction
    opens."""

    # Exchange and contract (D2-D4).
    NOT_AN_OPPONENT = "not_an_opponent"
    """Cards are given to an opponent of the declarer, not to the declarer."""
    ALREADY_GIVEN = "already_given"
    """That opponent has already received a card in this exchange (D2)."""
    CONTRACT_BELOW_BID = "contract_below_bid"
    """The contract may be raised but never lowered (``core.raise_only``)."""
    CONTRACT_OFF_STEP = "contract_off_step"
    """The contract must be a multiple of the bid step (C4)."""
    CONTRACT_ABOVE_MAX = "contract_above_max"
    """The contract exceeds the highest bid allowed (C5)."""
    CONTRACT_ABOVE_CAP = "contract_above_cap"
    """The contract exceeds what the declarer's marriages allow (C6)."""
    BARREL_CONTRACT_TOO_LOW = "barrel_contract_too_low"
    """A declarer on the barrel must declare at least the barrel minimum (G5, C11)."""
    RAISE_NOT_ALLOWED = "raise_not_allowed"
    """These rules do not let the declarer raise the contract (D3), or the contract is
    the fixed golden 120 (G13)."""
    CONCEDE_NOT_ALLOWED = "concede_not_allowed"
    """Conceding is off, it is too late to concede (D4), or the declarer is on the
    barrel (D8)."""
    CONCEDE_LIMIT_REACHED = "concede_limit_reached"
    """The declarer made as many concessions as a player may in a game, or the players
    together as many as a game allows (D12)."""

    # Trick play (core.follow, E1-E5).
    MUST_FOLLOW_SUIT = "must_follow_suit"
    """The seat holds a card of the led suit and must play one."""
    MUST_TRUMP = "must_trump"
    """The seat cannot follow, holds a trump, and must play one."""
    MUST_OVERTAKE = "must_overtake"
    """The seat holds an allowed card that beats the trick's best card and must play one
    (E5, ``must_overtake``)."""
    MUST_LEAD_ACE = "must_lead_ace"
    """The seat declared the ace marriage (E3, ``sets_trump``) and, on lead and holding
    an ace, must lead an ace."""
    DECLARE_NOT_LEADING = "declare_not_leading"
    """Only the seat leading to a trick may declare a marriage."""
    DECLARE_NOT_MARRIAGE_CARD = "declare_not_marriage_card"
    """A marriage is declared by leading its king or queen (the jack of a half marriage
    when E4 is on, an ace for the ace marriage when E3 is on); not with this card."""
    MARRIAGE_NOT_HELD = "marriage_not_held"
    """The seat does not hold the marriage that card would declare: the king and queen
    of the suit (or its queen and jack for a half marriage, E4; all four aces for the
    ace marriage, E3)."""
    MARRIAGE_ALREADY_DECLARED = "marriage_already_declared"
    """A suit's marriage is declared once in a deal, whole or half (E4): it was declared
    already."""
    MARRIAGE_NEEDS_TRICK = "marriage_needs_trick"
    """The seat has not yet taken a trick in this deal (E1)."""
    MUST_DECLARE_MARRIAGE = "must_declare_marriage"
    """Marriages are declared automatically (E7, ``play.auto_marriage``): a king or queen
    led from a marriage that may be declared now is led with ``declare=True``."""

    # Two players: the talons and the discards (A3, A4).
    NO_SUCH_TALON = "no_such_talon"
    """:class:`~thousand.ChooseTalon` names a talon the deal does not have (0 or 1)."""
    NO_DISCARD = "no_discard"
    """The exchange of these rules has no :class:`~thousand.Discard` (three and four
    players give one card to each opponent; a stock has no exchange)."""
    ALREADY_DISCARDED = "already_discarded"
    """The declarer has laid away every card the exchange asks for (A3)."""
    NO_GIFT = "no_gift"
    """The exchange of these rules gives no card to the opponent: the declarer discards
    (A3 ``two_talons`` with ``discard_two``)."""

    # Queries on a state.
    ROUND_NOT_OVER = "round_not_over"
    """The deal has no result yet."""
    NOTHING_TO_UNDO = "nothing_to_undo"
    """The deal has no action to take back: it has just started
    (:func:`~thousand.undo`)."""
    INVALID_CONTEXT = "invalid_context"
    """A :class:`~thousand.RoundContext` that does not fit the rules or the seats."""
    GAME_OVER = "game_over"
    """The game has a winner; no more deals are played or recorded."""

    # Deal summaries and results (score keeping).
    MALFORMED_SUMMARY = "malformed_summary"
    """A field of a summary or result has the wrong type, length or range."""
    CARD_POINTS_TOTAL = "card_points_total"
    """The card points of a played deal do not add up to 120 (``core.card_points``)."""
    TRICKS_TOTAL = "tricks_total"
    """The tricks of a played deal do not add up to 8 (A2)."""
    POINTS_WITHOUT_TRICK = "points_without_trick"
    """A seat that took no trick cannot have card points (a bolt has none)."""
    MARRIAGE_CLAIMED_TWICE = "marriage_claimed_twice"
    """A suit's marriage is claimed twice, or by two seats (``core.marriage``), whole or
    half (E4)."""
    MARRIAGE_WITHOUT_TRICK = "marriage_without_trick"
    """A seat that took no trick cannot have declared a marriage (E1); under ``any_lead``
    only the declarer can, once, on the first lead."""
    MARRIAGE_KIND_OFF = "marriage_kind_off"
    """A half marriage (E4) or the ace marriage (E3) under rules where it is off."""
    LAST_TRICK_UNKNOWN = "last_trick_unknown"
    """The summary does not say who took the last trick, which the last-trick bonus
    needs (E6), or names a seat that took no trick."""
    CONCEDED_WITH_PLAY = "conceded_with_play"
    """A conceded deal has no tricks, card points or marriages (D4)."""
    GOLDEN_MISMATCH = "golden_mismatch"
    """A golden deal is the golden player's compulsory 120 and happens only in the
    golden round (G13)."""
    BARREL_DECLARER_MISMATCH = "barrel_declarer_mismatch"
    """With ``takes_talon`` barrel bidding the barrel player is the declarer (C11)."""
    DARK_MISMATCH = "dark_mismatch"
    """A dark deal under rules or in a deal where nobody (or not the declarer) could bid
    in the dark: dark bidding off, a golden deal, someone on the barrel, a declarer who
    could only pass, another seat than the obligatory bid's holder under ``first_hand``
    (C8, C9)."""
    SITTING_OUT = "sitting_out"
    """With four players the summary names the seat that sat out (the dealer, A5, or as
    ``dealing.sitter`` says, A11): a seat that took no trick, declared nothing and scored
    a talon of three; with two or three nobody sits out."""

    # Views.
    NO_CONSISTENT_WORLD = "no_consistent_world"
    """No deal agrees with a view (:func:`~thousand.sample_world`): a seat, card or count
    out of range, or parts of the view that do not agree with each other."""
    INCONSISTENT_VIEW = "inconsistent_view"
    """A :class:`~thousand.PlayerView` read from JSON that no deal agrees with: a seat,
    card or count out of range, or a part (the hand sizes, the legal actions, the
    result, ...) that does not follow from its log, its own hand and its rules
    (:class:`~thousand.RecordError`)."""

    # Text notation.
    INVALID_NOTATION = "invalid_notation"
    """Text that is not valid notation: a word that does not fit where it stands, a
    missing or unknown part (:class:`~thousand.NotationError`)."""
    SUMMARY_SHAPE = "summary_shape"
    """A deal summary written as text whose parts do not fit together: a count per seat
    that is not one per seat, a seat out of range, a part given twice
    (:func:`~thousand.parse_summary`)."""
    # Encodings for learning environments (:mod:`thousand.envs`).
    UNKNOWN_ACTION_ID = "unknown_action_id"
    """An action id that is not a whole number from 0 to the size of the action space
    less one (:class:`~thousand.envs.encoding.ActionCodec`)."""
    ACTION_NOT_ENCODABLE = "action_not_encodable"
    """An action the action space has no id for: a chance action, a seat out of range, a
    value no rules of the codec allow (:class:`~thousand.envs.encoding.ActionCodec`)."""
    VIEW_NOT_ENCODABLE = "view_not_encodable"
    """A view the observation encoding does not take: a spectator's, or one of another
    number of seats (:class:`~thousand.envs.encoding.ObservationEncoder`)."""

    # Records and documents.
    INVALID_RECORD = "invalid_record"
    """A document or record that cannot be loaded: not JSON, an unknown format version,
    a missing or unknown field, a wrong type or value, or an action that is illegal
    where it stands (:class:`~thousand.RecordError`)."""
    INVALID_MESSAGE = "invalid_message"
    """A view message (:class:`~thousand.ViewMessage`, ``{"format", "to", "view"}``) that
    is not one: not an object, a missing or unknown field, or a ``to`` that is not the
    seat of the view it carries (:class:`~thousand.RecordError`)."""
    RULES_UNKNOWN = "rules_unknown"
    """A view written without its rules names them by digest, and the rules were not given
    to load it with (``loads(text, PlayerView, rules=...)``; :class:`~thousand.RecordError`)."""
    RULES_MISMATCH = "rules_mismatch"
    """A view written without its rules names other rules (another digest, another
    preset) than the ones given to load it with (:class:`~thousand.RecordError`)."""

    # Dealing, cutting and redeals (A8-A10, B1-B5, C1).
    INVALID_DECK_ORDER = "invalid_deck_order"
    """A deck order that is not the 24 cards, each once (:func:`~thousand.deal_from_order`)."""
    TALON_POSITION_FORBIDDEN = "talon_position_forbidden"
    """Talon positions that are not the talon's size in distinct places the rules allow
    (A8: never among the first or last three cards dealt)."""
    CUT_EXPECTED = "cut_expected"
    """The deal waits for the cut (A9): apply a :class:`~thousand.Cut`."""
    NOT_CHANCE = "not_chance"
    """The state waits for a player, not for a chance action
    (:func:`~thousand.chance_action`)."""
    RECUT_NEEDS_NINE = "recut_needs_nine"
    """The dealer may demand a new cut only when a nine lies at the bottom (A9)."""
    BURY_NEEDS_JACK = "bury_needs_jack"
    """The dealer may bury only a jack lying at the bottom, under ``cut_jack`` ``bury``
    (A9)."""
    BOTTOM_CARD_MISPLACED = "bottom_card_misplaced"
    """The bottom card the dealer kept after the cut goes to the seat dealt the last card
    (A9); the deal gives it elsewhere."""
    REDEAL_CONDITION_OFF = "redeal_condition_off"
    """These rules do not allow a redeal on that condition (B1)."""
    REDEAL_CONDITION_NOT_MET = "redeal_condition_not_met"
    """The seat's hand, or the talon, does not meet the condition claimed (B1)."""
    REDEAL_NOT_NOW = "redeal_not_now"
    """A hand condition is claimed when the redeal claims are asked, a talon condition by
    the declarer on taking the talon; not now (B2, B3)."""
    REDEAL_NOT_CLAIMANT = "redeal_not_claimant"
    """Only the holder of the obligatory bid who took the talon at it may claim on the
    talon (B2 ``on_the_hundred``)."""
    OUTCOME_MISMATCH = "outcome_mismatch"
    """A summary or result of a deal that ended without being played is inconsistent: it
    holds play, names the wrong seat, or cannot happen under these rules (A9, A10, B1,
    C1)."""
    FOUR_NINES_IMPOSSIBLE = "four_nines_impossible"
    """The four-nines bonus is off (B5), or the seat named never led a trick."""

    # Languages (thousand.i18n).
    UNKNOWN_LOCALE = "unknown_locale"
    """A language the library does not speak: ``"en"``, ``"ru"`` and ``"pl"`` are known
    (:class:`~thousand.LocaleError`)."""
    # Bots.
    INVALID_BUDGET = "invalid_budget"
    """A search bot's budget is not a positive number of worlds or of seconds
    (:class:`~thousand.bots.SearchBot`)."""
    NOT_A_VIEW = "not_a_view"
    """A search bot was handed something else than a :class:`~thousand.PlayerView`: a bot
    acts from its seat's view, never from the state."""
    # Matches between bots (:mod:`thousand.arena`, :class:`~thousand.MatchError`).
    UNKNOWN_PRESET = "unknown_preset"
    """A match names a rule set that is not a preset (:data:`~thousand.PRESETS`)."""
    INVALID_MATCH = "invalid_match"
    """A match that cannot be played: no games or deals (or both asked for), a lineup
    that does not have one bot per seat, or a setting of the wrong type or range."""
    UNKNOWN_BOT = "unknown_bot"
    """A bot named by a reference that does not import (``"package.module:name"``), or
    given as something that is not callable."""
    BOT_NOT_PICKLABLE = "bot_not_picklable"
    """A bot that must go to other processes and does not pickle: define it at the top
    level of a module, or give it by reference or by a factory."""
    BOT_FAILED = "bot_failed"
    """A bot raised an exception instead of choosing an action."""
    BOT_ILLEGAL_ACTION = "bot_illegal_action"
    """A bot chose an action that is not among the legal actions of its view."""
    BOT_TIMED_OUT = "bot_timed_out"
    """A bot took longer than a match allows: for one decision, or while the time of its
    task ran out."""
    PROGRESS_FAILED = "progress_failed"
    """The progress callback of a match raised an exception."""
    GAME_TOO_LONG = "game_too_long"
    """A game of a match went on for more deals than the match allows."""
    TASK_FAILED = "task_failed"
    """A task of a match failed outside any bot: its worker died, or the executor could
    not send it or its result."""


SHOWN_LENGTH = 40
"""The most characters of a bad value a message quotes (:func:`shown`)."""


def seat_shown(seat: object) -> str:
    """A seat as a message names it for people: ``p1`` for seat 0, as the table does.

    >>> seat_shown(0), seat_shown(None), seat_shown("x")
    ('p1', 'a spectator', "'x'")
    """
    if type(seat) is int:
        return f"p{seat + 1}"
    return "a spectator" if seat is None else shown(seat)


def shown(value: object, limit: int = SHOWN_LENGTH) -> str:
    """``value`` as an error message quotes it: its ``repr``, cut to ``limit`` characters.

    Bad input can be of any size, and Python refuses to write an int of more than 4300
    digits (``sys.set_int_max_str_digits``): a message built with this stays short and
    never fails on the value it describes.

    >>> shown("p4")
    "'p4'"
    >>> shown("9" * 100)
    "'999999999999999999999999999999999999..."
    >>> shown(-(10**50)), shown(10**5000)
    ('a number of 51 digits', 'a number of about 5000 digits')
    """
    if isinstance(value, int) and value.bit_length() > _BITS_WRITTEN:
        return f"a number of about {round(value.bit_length() * math.log10(2))} digits"
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # holds an int too long to write, or nests deep
        return f"a {type(value).__name__} too large to show"
    except Exception:  # a value of a program's own whose repr fails
        return f"a {type(value).__name__} that cannot be shown"
    if type(text) is not str:  # pragma: no cover - repr() itself refuses a non-str
        return f"a {type(value).__name__} that cannot be shown"
    if len(text) <= limit:
        return text
    if isinstance(value, int):  # cut short, a number would read as another number
        return f"a number of {len(text.lstrip('-'))} digits"
    return text[: limit - 3] + "..."


_BITS_WRITTEN = 10_000
"""Ints of more bits (about 3000 digits) are never written out, only counted."""


def detail_fields(details: object, reserved: Iterable[str] = ()) -> dict[str, int | str]:
    """The ``(key, value)`` details of a violation or a score event as a message fills them.

    Details a program built by hand may be anything: items that are not pairs, keys that
    are not text or that the message fills itself (``reserved``), values of any kind.
    Those are left out or, for a value, quoted as :func:`shown` quotes it (so is a number
    too long to write, or a text too long to read), so that filling a message never fails.

    >>> detail_fields((("bolts", 2), ("change", 5), (3, 4), ("x",)), reserved=("change",))
    {'bolts': 2}
    """
    fields: dict[str, int | str] = {}
    if type(details) is not tuple and type(details) is not list:
        return fields
    skip = frozenset(reserved)
    for pair in details[:_MOST_DETAILS]:
        if type(pair) is not tuple or len(pair) != 2:
            continue
        name, value = pair
        if type(name) is not str or name in skip:
            continue
        fields[name] = _field(value)
    return fields


_MOST_DETAILS = 64
"""The details read at most: the library's own carry a handful."""


def _field(value: object) -> int | str:
    if type(value) is bool or (type(value) is int and value.bit_length() <= _BITS_WRITTEN):
        return value
    if type(value) is str and len(value) <= SHOWN_LENGTH:
        return value
    return shown(value)


def signed(change: object) -> str:
    """A change of score as a message writes it: ``+120``, ``-60``, or the value quoted.

    >>> signed(120), signed(-60), signed("ten")
    ('+120', '-60', "'ten'")
    """
    if type(change) is int and change.bit_length() <= _BITS_WRITTEN:
        return f"{change:+d}"
    return shown(change)


@attrs.frozen
class Violation:
    """Why an action was refused.

    Attributes:
        reason: the stable code.
        message: an English sentence in the game's terms.
        seat: the seat the action was for, when it names one.
        details: extra facts as ``(key, value)`` pairs, e.g. ``(("led_suit", "h"),)``.

    >>> v = Violation(Reason.NOT_YOUR_TURN, "p3 is to act, not p2", seat=1)
    >>> v.reason, str(v)
    (<Reason.NOT_YOUR_TURN: 'not_your_turn'>, 'p3 is to act, not p2')
    """

    reason: Reason
    message: str
    seat: int | None = None
    details: tuple[tuple[str, int | str], ...] = ()

    def __str__(self) -> str:
        # A violation built by hand may carry a message that is not text.
        return self.message if type(self.message) is str else shown(self.message)


class ThousandError(ValueError):
    """Base class of every error this library raises on bad input.

    Every error pickles and copies (:mod:`pickle`, :func:`copy.copy`,
    :func:`copy.deepcopy`) into an error of the same type with the same message and
    attributes.
    """

    def __reduce__(self) -> tuple[object, ...]:
        # The default rebuilds an error by calling its class with ``args`` (the message
        # alone), which the constructors of the kinds below do not take. Rebuild the
        # instance without its constructor instead, as pickle does for plain objects:
        # the same ``args`` (so the same ``str()``) and the attributes of ``__dict__``.
        # Every kind, and any subclass a program adds, pickles this way.
        # copyreg.__newobj__ is what pickle itself names for that (typeshed omits it).
        newobj = copyreg.__newobj__  # type: ignore[attr-defined]
        return (newobj, (type(self), *self.args), self.__dict__)


class IllegalActionError(ThousandError):
    """An action that the rules do not allow in this state.

    The state it was applied to is unchanged (states are immutable).

    Attributes:
        violation: why the action is illegal.
    """

    def __init__(self, violation: Violation) -> None:
        super().__init__(violation.message)
        self.violation = violation

    @property
    def reason(self) -> Reason:
        """The stable code of the violation."""
        return self.violation.reason


class StateError(ThousandError):
    """A query that the state cannot answer yet, e.g. the result of an unfinished deal.

    Attributes:
        reason: the stable code.
    """

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def wrong_type(function: str, expected: str, value: object) -> StateError:
    """The error of ``function`` handed ``value`` where it takes ``expected``.

    A :class:`StateError` with reason ``malformed_action``, the code of every argument of
    the wrong type or range. The functions that take a state read it at once and build
    this error only when that read fails, so a right argument costs no check.

    >>> error = wrong_type("legal_actions", "a deal (a RoundState)", None)
    >>> error.reason.value, str(error)
    ('malformed_action', 'legal_actions takes a deal (a RoundState), not None')
    """
    return StateError(Reason.MALFORMED_ACTION, f"{function} takes {expected}, not {shown(value)}")


def not_a_deal(function: str, value: object) -> StateError:
    """The error of ``function``, which takes a deal, handed ``value`` (:func:`wrong_type`)."""
    return wrong_type(function, "a deal (a RoundState)", value)


def not_rules(function: str, value: object) -> RulesError:
    """The error of ``function``, which takes rules, handed ``value``: a :class:`RulesError`.

    Its one problem is the field ``rules``. (:func:`~thousand.new_round` and
    :func:`~thousand.new_game`, which start play, refuse it with a :class:`StateError` of
    reason ``malformed_action``, as they always have.)

    >>> str(not_rules("validate", None))
    'invalid rules: rules: validate takes rules (a Rules), not None'
    """
    return RulesError(
        [RulesProblem("rules", f"{function} takes rules (a Rules), not {shown(value)}")]
    )


class BotError(ThousandError):
    """A bot that cannot be made as asked, or a bot of an environment that failed.

    A search without a budget, say, or an opponent in
    :class:`~thousand.envs.gymnasium.ThousandGymEnv` that raised or chose an illegal
    action.

    Attributes:
        reason: the stable code (``invalid_budget``, ``not_a_view``, ``bot_failed``,
            ``bot_illegal_action``).
    """

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class DealError(ThousandError):
    """A deck order or talon positions that cannot be dealt (:func:`~thousand.deal_from_order`).

    Attributes:
        reason: the stable code (``invalid_deck_order``, ``talon_position_forbidden``).
    """

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class EncodingError(ThousandError):
    """An action id, action or view that an encoding of :mod:`thousand.envs` cannot take.

    Attributes:
        reason: the stable code (``unknown_action_id``, ``action_not_encodable``,
            ``view_not_encodable``).
    """

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@attrs.frozen
class RulesProblem:
    """One problem with a :class:`~thousand.Rules` value.

    Attributes:
        field: the dotted path of the setting, e.g. ``"dealing.players"``.
        message: what is wrong and what is allowed.
    """

    field: str
    message: str

    def __str__(self) -> str:
        field = self.field if type(self.field) is str else shown(self.field)
        message = self.message if type(self.message) is str else shown(self.message)
        return f"{field}: {message}"


class RulesError(ThousandError):
    """Rules that cannot be played, with every problem found at once.

    Attributes:
        problems: each problem, in the order of the settings.
    """

    def __init__(self, problems: Iterable[RulesProblem]) -> None:
        self.problems = tuple(problems)
        super().__init__("invalid rules: " + "; ".join(str(p) for p in self.problems))


class NotationError(ThousandError):
    """Text that is not valid notation (a card, an action, a record line).

    Attributes:
        text: the text that could not be read.
        line: the line of a record where the problem is (1 first), if known.
        column: the column in that line (1 first), if known.
        reason: the stable code: ``invalid_notation`` unless a reader says more
            (``summary_shape`` for a deal summary whose parts do not fit together).
    """

    def __init__(
        self,
        message: str,
        *,
        text: object = None,
        line: int | None = None,
        column: int | None = None,
        reason: Reason = Reason.INVALID_NOTATION,
    ) -> None:
        super().__init__(message)
        self.text = text
        self.line = line
        self.column = column
        self.reason = reason


@attrs.frozen
class SummaryProblem:
    """One problem with a deal summary or a result recorded in a game.

    Attributes:
        field: the field, e.g. ``"card_points"`` or ``"marriages[1]"``.
        reason: the stable code.
        message: what is wrong, in the game's terms.
    """

    field: str
    reason: Reason
    message: str

    def __str__(self) -> str:
        field = self.field if type(self.field) is str else shown(self.field)
        message = self.message if type(self.message) is str else shown(self.message)
        return f"{field}: {message}"


class SummaryError(ThousandError):
    """A deal summary or result that cannot have happened, with every problem found.

    Raised by :func:`~thousand.score_round` for an impossible
    :class:`~thousand.RoundSummary` and by :func:`~thousand.record_round` for a result
    that does not fit the game (a golden deal outside the golden round, say).

    Attributes:
        problems: each problem found.
    """

    def __init__(self, problems: Iterable[SummaryProblem]) -> None:
        self.problems = tuple(problems)
        super().__init__("impossible deal: " + "; ".join(str(p) for p in self.problems))

    @property
    def reason(self) -> Reason:
        """The stable code of the first problem."""
        return self.problems[0].reason


class RecordError(ThousandError):
    """A record or JSON document that cannot be loaded.

    Attributes:
        where: the path inside the document, e.g. ``"rounds[3].actions[7]"``.
        reason: the stable code: ``inconsistent_view`` for a view no deal agrees with,
            ``invalid_message`` for a view message that is not one, ``rules_unknown`` and
            ``rules_mismatch`` for a view written without its rules that cannot be given
            them, ``invalid_record`` for everything else.
    """

    def __init__(
        self, message: str, *, where: str = "", reason: Reason = Reason.INVALID_RECORD
    ) -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.reason = reason


class LocaleError(ThousandError):
    """A language the library cannot render text in (:mod:`thousand.i18n`).

    Attributes:
        reason: the stable code, ``unknown_locale``.
        locale: the locale asked for.
    """

    def __init__(self, locale: object, message: str | None = None) -> None:
        super().__init__(message or f"unknown locale {shown(locale)}: expected 'en', 'ru' or 'pl'")
        self.locale = locale
        self.reason = Reason.UNKNOWN_LOCALE


class MatchError(ThousandError):
    """A match between bots that cannot be played, or that stopped (:mod:`thousand.arena`).

    Attributes:
        reason: the stable code: ``unknown_preset``, ``invalid_match``, ``unknown_bot``,
            ``bot_not_picklable``, ``bot_failed``, ``bot_illegal_action``,
            ``bot_timed_out``, ``game_too_long``, ``progress_failed`` or ``task_failed``.
        bot: the name of the bot at fault, when one is.
        unit: the game or deal of the match (from 0) where it happened, when it was
            being played.
        details: what else is known, e.g. the traceback of a bot that raised, as
            ``(key, value)`` pairs.
    """

    def __init__(
        self,
        reason: Reason,
        message: str,
        *,
        bot: str | None = None,
        unit: int | None = None,
        details: tuple[tuple[str, str], ...] = (),
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.bot = bot
        self.unit = unit
        self.details = details
