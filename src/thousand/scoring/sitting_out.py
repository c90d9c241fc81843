"""Four players: what the seat that sits out scores from the talon (A5, A6, A12; private).

By default (A12 ``talon_points``) the seat that sits out "sits on the talon" and scores
its card points plus the value of a marriage lying in it (*Игры азартные карты 1000*:
«Сдающий может также записать на свой счет очки = сумме очков, находящихся в прикупе.
Если в прикупе находится марьяж, то записывается также номинальная стоимость этой
хвали»), rounded like a defender's points (F1). In a dark or golden deal the card points
are multiplied, the marriage's value is not (A6, *Thousand for two, three or four*:
"With the game «in the dark» and «gold», these points are doubled ... (with «gold» and
the game «in the dark», these points are not doubled)"). The tricks hold the 120 card
points as in the three-player game (the declarer takes the talon and plays its cards);
the sitter's score comes on top.

A12 ``aces``: instead of the card points, ``dealing.sitter_ace_points`` for each ace
(Kurnik: «za asa 50 pkt., za meldunki wartość meldunku»; pagat: "40 points for any ace in
the talon"), plus the marriage; they take the card points' place in A6, multiplied in a
dark or golden deal, the marriage not. ``nothing``: no score at all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from thousand.cards import SUITS, marriages_held
from thousand.rules.dealing import SitterScores
from thousand.rules.play import MarriageKind
from thousand.scoring.events import EventKind, ScoreEvent

if TYPE_CHECKING:
    from thousand.cards import Suit
    from thousand.rules.ruleset import Rules


TALON_SIZE = 3
"""The cards of the talon with four players, as with three (A2, A5)."""


ACE_POINTS = 11
"""An ace's card points (``core.card_points``)."""


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
    aces: int = 0,
) -> tuple[int, int, tuple[ScoreEvent, ...]]:
    """The sitter's marriage value, score change and events (A5, A6, A12).

    ``rounded`` rounds a defender's points (F1): the sitter's total is rounded as theirs
    is, and the rounded card points (the total less the marriage) are what a dark or
    golden deal multiplies; ``deal`` names that kind of deal for the event. Under A12
    ``aces`` the ``aces`` in the talon take the card points' place, at
    ``dealing.sitter_ace_points`` each; under ``nothing`` the sitter scores nothing.

    >>> from thousand import Rules, Suit, round_points
    >>> def rounded(points, rules):
    ...     return round_points(points, rules.deal_scoring.rounding)
    >>> [sitter_score(Rules(), 17, Suit.HEARTS, m, rounded)[1] for m in (1, 2)]
    [115, 130]
    >>> from thousand import DealingRules, SitterScores
    >>> kurnik = Rules(dealing=DealingRules(players=4, sitter_scores=SitterScores.ACES))
    >>> sitter_score(kurnik, 18, Suit.HEARTS, 1, rounded, aces=1)[1]
    150
    """
    dealing = rules.dealing
    mode = dealing.sitter_scores
    if mode is SitterScores.NOTHING:
        return 0, 0, ()
    value = rules.play.value_of(MarriageKind.MARRIAGE, marriage) if marriage is not None else 0
    details: tuple[tuple[str, int], ...]
    if mode is SitterScores.ACES:
        points = aces * dealing.sitter_ace_points
        details = (("points", points + value), ("marriage", value), ("aces", aces))
    else:
        details = (("points", points + value), ("marriage", value))
    base = rounded(points + value, rules)
    events = [ScoreEvent(EventKind.TALON, base, details)]
    extra = (base - value) * (multiplier - 1)
    if extra:
        why = (("multiplier", multiplier), ("deal", deal))
        events.append(ScoreEvent(EventKind.MULTIPLIED, extra, why))
    return value, base + extra, tuple(events)
