"""Four players: what the dealer, who sits out, scores from the talon (A5, A6; private).

The dealer "sits on the talon" and scores its card points plus the value of a marriage
lying in it (*Игры азартные карты 1000*: «Сдающий может также записать на свой счет
очки = сумме очков, находящихся в прикупе. Если в прикупе находится марьяж, то
записывается также номинальная стоимость этой хвали»), rounded like a defender's points
(F1). In a dark or golden deal the card points are multiplied, the marriage's value is
not (A6, *Thousand for two, three or four*: "With the game «in the dark» and «gold»,
these points are doubled ... (with «gold» and the game «in the dark», these points are
not doubled)"). The tricks hold the 120 card points as in the three-player game (the
declarer takes the talon and plays its cards); the dealer's score comes on top.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from thousand.cards import SUITS, marriages_held
from thousand.rules.play import MarriageKind
from thousand.scoring.events import EventKind, ScoreEvent

if TYPE_CHECKING:
    from thousand.cards import Suit
    from thousand.rules.ruleset import Rules


TALON_MOST_POINTS = 33
"""The most card points three cards hold (three aces)."""


TALON_MARRIAGE_POINTS = (7, 18)
"""The card points of a talon holding a marriage: king and queen (7) and one more card."""


def marriage_in(talon: int) -> Suit | None:
    """The suit of the marriage (king and queen) lying in a talon of three, or ``None``."""
    held = marriages_held(talon)
    return SUITS[held[0]] if held else None


def sitter_score(
    rules: Rules,
    points: int,
    marriage: Suit | None,
    multiplier: int,
    rounded: Callable[[int, Rules], int],
    deal: str = "golden",
) -> tuple[int, int, tuple[ScoreEvent, ...]]:
    """The sitting dealer's marriage value, score change and events (A5, A6).

    ``rounded`` rounds a defender's points (F1): the dealer's total is rounded as theirs
    is, and the rounded card points (the total less the marriage) are what a dark or
    golden deal multiplies; ``deal`` names that kind of deal for the event.

    >>> from thousand import Rules, Suit, round_points
    >>> def rounded(points, rules):
    ...     return round_points(points, rules.deal_scoring.rounding)
    >>> [sitter_score(Rules(), 17, Suit.HEARTS, m, rounded)[1] for m in (1, 2)]
    [115, 130]
    """
    value = rules.play.value_of(MarriageKind.MARRIAGE, marriage) if marriage is not None else 0
    base = rounded(points + value, rules)
    details: tuple[tuple[str, int], ...] = (("points", points + value), ("marriage", value))
    events = [ScoreEvent(EventKind.TALON, base, details)]
    extra = (base - value) * (multiplier - 1)
    if extra:
        why = (("multiplier", multiplier), ("deal", deal))
        events.append(ScoreEvent(EventKind.MULTIPLIED, extra, why))
    return value, base + extra, tuple(events)
