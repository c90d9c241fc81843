"""An error of the library as a sentence in a player's language.

A refused move reads with its seat and numbers where the violation carries them; a
score keeper's impossible deal lists each problem; the other errors say what their
reason code means.

>>> import random, thousand as t
>>> s = t.apply(t.new_round(t.Rules(), dealer=0), t.deal(t.Rules(), random.Random(7)))
>>> try:
...     t.apply(s, t.Bid(seat=2, value=150))
... except t.IllegalActionError as error:
...     print(describe(error, "ru"))
...     print(describe(error, "pl"))
ставку повышают по шагу: игрок p3 может заявить 105
licytuje się zgodnie z krokiem: gracz p3 może licytować 105
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from thousand.cards import Card, Suit
from thousand.errors import (
    IllegalActionError,
    NotationError,
    Reason,
    RecordError,
    RulesError,
    SummaryError,
    SummaryProblem,
    ThousandError,
    Violation,
    detail_fields,
    shown,
    wrong_type,
)
from thousand.i18n.cards import SUIT_NAMES, Letters, format_card, letters_of
from thousand.i18n.locale import Locale, locale_of
from thousand.i18n.reasons import DETAILED, REASON_TEXTS
from thousand.i18n.terms import CONDITION_NAMES, PHASE_NAMES
from thousand.i18n.text import Text
from thousand.lang.seats import checked_names, seat_name
from thousand.round.facts import Phase
from thousand.rules.redeal import RedealCondition

__all__ = ["describe", "explain"]


IMPOSSIBLE_DEAL = Text(
    en="impossible deal: {problems}",
    ru="такого кона быть не может: {problems}",
    pl="takie rozdanie jest niemożliwe: {problems}",
)


BAD_RULES = Text(
    en="rules that cannot be played: {fields}",
    ru="по таким правилам играть нельзя: {fields}",
    pl="według takich zasad nie da się grać: {fields}",
)


UNREADABLE = Text(
    en="cannot read {text}",
    ru="не удалось прочитать {text}",
    pl="nie można odczytać {text}",
)


AT_LINE = Text(en="{text} (line {line})", ru="{text} (строка {line})", pl="{text} (wiersz {line})")


def explain(reason: Reason | str, locale: Locale | str = Locale.EN) -> str:
    """What a reason code means, in ``locale``, without the facts of one case.

    >>> from thousand import Reason, i18n
    >>> i18n.explain(Reason.MUST_TRUMP, "ru"), i18n.explain("must_trump", "pl")
    ('нет масти: нужно бить козырем', 'bez koloru trzeba dać atut')

    Raises:
        LocaleError: an unknown locale.
        NotationError: not a reason code.
    """
    found = _REASONS.get(reason) if isinstance(reason, str) else None
    if found is None:
        raise NotationError(f"not a reason code: {shown(reason)}", text=reason)
    return REASON_TEXTS[found][locale_of(locale)]


_REASONS = {reason.value: reason for reason in Reason}


def describe(
    error: ThousandError | Violation | SummaryProblem,
    locale: Locale | str = Locale.EN,
    *,
    names: Sequence[str] | None = None,
    letters: Letters | str | None = None,
) -> str:
    """An error, a refused move's violation or a summary's problem, in ``locale``.

    The sentence names the seat and the numbers the violation carries in its
    ``details``, as the table names them: the seat ``p1`` (or its player's name from
    ``names``), cards as the table writes them in ``locale``. The English is said the
    same way as the Russian and the Polish; the error's own message (``str(error)``) is
    English, in ASCII notation, and may say more (the cards a seat holds, the value it
    tried).

    Args:
        error: any error of the library, a :class:`~thousand.Violation` (from
            :func:`~thousand.check`) or a :class:`~thousand.SummaryProblem`.
        locale: the language.
        names: the players' names, by seat.
        letters: the rank letters (:class:`~thousand.i18n.Letters`); ``None``, the
            language's default.

    Returns:
        The sentence. An error a program defines itself, without a reason code, is its
        own message.

    Raises:
        LocaleError: an unknown locale.
        StateError: ``error`` is none of those (reason ``malformed_action``).
    """
    where = locale_of(locale)
    style = _Style(where, checked_names(names), letters_of(letters, where))
    if not isinstance(error, ThousandError | Violation | SummaryProblem):
        raise wrong_type(
            "describe", "an error of the library, a Violation or a SummaryProblem", error
        )
    if isinstance(error, IllegalActionError):
        return _violation(error.violation, style)
    if isinstance(error, Violation):
        return _violation(error, style)
    if isinstance(error, SummaryProblem):
        return _problem(error, where)
    if isinstance(error, SummaryError):
        problems = "; ".join(_problem(problem, where) for problem in error.problems)
        return IMPOSSIBLE_DEAL.format(where, problems=problems)
    if isinstance(error, RulesError):
        fields = ", ".join(dict.fromkeys(problem.field for problem in error.problems))
        return BAD_RULES.format(where, fields=fields)
    if isinstance(error, NotationError):
        text = UNREADABLE.format(where, text=shown(error.text))
        return text if error.line is None else AT_LINE.format(where, text=text, line=error.line)
    reason = getattr(error, "reason", None)
    if isinstance(reason, Reason):
        text = REASON_TEXTS[reason][where]
        if isinstance(error, RecordError) and error.where:
            return f"{error.where}: {text}"
        return text
    return str(error)


def _problem(problem: SummaryProblem, locale: Locale) -> str:
    generic = _generic(problem.reason)
    if generic is None:
        return str(problem)
    field = problem.field if type(problem.field) is str else shown(problem.field)
    return f"{field}: {generic[locale]}"


def _generic(reason: object) -> Text | None:
    """The sentence of a reason code; ``None`` for a code a program made up (of any type)."""
    return REASON_TEXTS.get(reason) if isinstance(reason, Reason) else None


@attrs.frozen
class _Style:
    """How one message names seats and writes cards."""

    locale: Locale
    names: tuple[str, ...] | None
    letters: Letters


_SEAT_DETAILS = frozenset({"seat", "to", "to_act", "cutter", "by"})
"""The details that name a seat, written as the table writes seats."""


def _violation(violation: Violation, style: _Style) -> str:
    generic = _generic(violation.reason)
    locale = style.locale
    if generic is None:  # a violation a program built with a code of its own
        return str(violation)
    values = _values(violation, style)
    for template in DETAILED.get(violation.reason, ()):
        if template.fields <= values.keys():
            return template.format(locale, **values)
    return generic[locale]


def _values(violation: Violation, style: _Style) -> dict[str, object]:
    """The violation's seat and details, suits, cards and phases named in ``locale``."""
    values: dict[str, object] = {}
    if violation.seat is not None:
        values["seat"] = _named("seat", detail_fields((("seat", violation.seat),))["seat"], style)
    # A violation built by hand may have any details: those that fit fill the sentence.
    for name, value in detail_fields(violation.details).items():
        values[name] = _named(name, value, style)
    return values


def _named(name: str, value: int | str, style: _Style) -> object:
    """A detail as a player reads it: a seat, suit, card, phase or condition by name."""
    locale = style.locale
    if type(value) is int and name in _SEAT_DETAILS:
        return seat_name(value, style.names)
    if not isinstance(value, str):
        return value
    if name in ("led_suit", "trump") and value in _SUITS:
        return SUIT_NAMES[Suit(value)][locale]
    if name == "phase" and value in _PHASES:
        return PHASE_NAMES[Phase(value)][locale]
    if name == "condition" and value in _CONDITIONS:
        return CONDITION_NAMES[RedealCondition(value)][locale]
    if name in ("to_beat", "bottom"):
        try:
            return format_card(Card.parse(value), locale, letters=style.letters)
        except NotationError:
            return value
    return value


_SUITS = frozenset(suit.value for suit in Suit)


_PHASES = frozenset(phase.value for phase in Phase)


_CONDITIONS = frozenset(condition.value for condition in RedealCondition)
