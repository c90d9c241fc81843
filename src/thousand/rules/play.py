"""E: trick play. When a marriage may be declared, what marriages are worth, the variants.

:class:`PlayRules` and :class:`MarriageValues`, with the timing of declarations (E1),
the ace marriage (E3), half marriages (E4, :class:`MarriageKind`), overtaking (E5), the
last-trick bonus (E6), the automatic declaration (E7) and who leads the first trick (E8).
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

import attrs

from thousand.cards import Suit
from thousand.errors import shown
from thousand.rules.limits import MAX_POINTS, POINTS, Bound
from thousand.values import tolerant_unpickling

if TYPE_CHECKING:
    from thousand.rules.ruleset import Rules


class MarriageTiming(enum.StrEnum):
    """When a marriage may be declared (E1)."""

    AFTER_TRICK = "after_trick"
    """By the player on lead who has taken at least one trick in this deal, so never on
    the first lead (all the rule texts)."""
    ANY_LEAD = "any_lead"
    """By any player on lead, even on the very first lead of the deal (the house rule of
    *Игры азартные карты 1000*: anybody may declare a trump with a marriage on the very
    first lead)."""


class AceMarriage(enum.StrEnum):
    """Whether four aces are a marriage, and what declaring it does (E3)."""

    OFF = "off"
    """Four aces are no marriage."""
    POINTS_ONLY = "points_only"
    """Leading an ace while holding all four, declared like a marriage, scores the ace
    marriage (200); the trump does not change (*Тысяча вчетвером*, Gambler rule 5)."""
    SETS_TRUMP = "sets_trump"
    """As ``points_only``, and the ace's suit becomes trump; from then on the holder,
    when on lead and holding an ace, must lead an ace (*Игры азартные карты 1000*: "in
    the following plays he must start with an ace")."""


class Overtake(enum.StrEnum):
    """Whether a follower must beat the trick's best card when able (E5)."""

    OFF = "off"
    """Only follow suit, else trump (``core.follow``): the rule texts ask no more."""
    BEAT_TRICK = "beat_trick"
    """Among the cards ``core.follow`` allows, a follower must play one that would take
    the trick so far, if holding one: a higher card of the led suit than the best played,
    unless the trick is already trumped; when trumping, a higher trump than any in the
    trick (overtrumping). The Russian book reading: "must play a higher card of the same
    suit unless the suit was already trumped" (poker-cards.ru)."""
    BEAT_LED_SUIT = "beat_led_suit"
    """As ``beat_trick``, but a follower of the led suit must beat the best card of the
    led suit even when the trick is already trumped: the Polish reading, "the duty to
    beat a card with a higher one if we have it (a higher card or a trump)" (zagraj.pl,
    Kurnik)."""


class FirstLead(enum.StrEnum):
    """Who leads to the first trick (E8)."""

    DECLARER = "declarer"
    """The declarer (``core.declarer_leads``, all the rule texts)."""
    NON_DEALER = "non_dealer"
    """Two players only: the dealer's opponent, whoever won the auction (pagat, of its
    two-player game: "The dealer's opponent leads to the first trick")."""


class MarriageKind(enum.StrEnum):
    """The kinds of marriage a player may declare (E2, E3, E4)."""

    MARRIAGE = "marriage"
    """King and queen of one suit (``core.marriage``), worth the suit's value (E2)."""
    HALF_MARRIAGE = "half_marriage"
    """Queen and jack of one suit, worth half the suit's marriage (E4)."""
    ACE_MARRIAGE = "ace_marriage"
    """The four aces, worth ``play.ace_marriage_value`` (E3)."""


@attrs.frozen(kw_only=True)
class MarriageValues:
    """The value of the marriage of each suit (E2; ``core.marriage``).

    Each is 0 to 1000 (:data:`~thousand.rules.limits.MAX_POINTS`).

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


@tolerant_unpickling  # E7 and E8 came after the first release
@attrs.frozen(kw_only=True)
class PlayRules:
    """E. Trick play.

    Attributes:
        marriage_timing: E1, when a marriage (of any kind) may be declared.
        marriage_values: E2, the value of each suit's marriage.
        ace_marriage: E3, whether four aces are a marriage and what declaring it does
            (*How many points*, *Игры азартные карты 1000*, *Тысяча вчетвером*); off by
            default.
        ace_marriage_value: E3, the value of the ace marriage (200, *How many points*
            and *Тысяча вчетвером*); 0 to 1000 (:data:`~thousand.rules.limits.MAX_POINTS`).
        half_marriage: E4, the queen and jack of one suit are a "mini-marriage" worth
            half the suit's marriage, rounded down, declared like a marriage
            (*Игры азартные карты 1000*: "a queen and a jack of the same suit make a
            mini-marriage worth 50 percent of an ordinary one").
        must_overtake: E5, whether a follower must beat the trick's best card when able.
        last_trick_bonus: E6, points for whoever takes the last trick (0; 10 in the
            blogger's text of *How many points*: "the last one who took the bribe is
            credited with another 10 points for the last bribe"); 0 to 1000
            (:data:`~thousand.rules.limits.MAX_POINTS`).
        auto_marriage: E7, a king or queen led from a marriage that may be declared (E1)
            declares it automatically: only ``declare=True`` is legal for that lead, as
            the online games of GameDesire and The World of Automata play
            (*Tysiąc* of zagraj.pl: marriages are announced «tylko damą bądź królem»,
            only with the queen or the king). Off (the default): declaring is a choice.
        first_lead: E8, who leads to the first trick: the declarer
            (``core.declarer_leads``, the default) or, with two players only, the dealer's
            opponent (pagat, of its two-player game: "The dealer's opponent leads to the
            first trick").

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
    auto_marriage: bool = False
    first_lead: FirstLead = FirstLead.DECLARER

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


BOUNDS = (
    *(Bound(f"play.marriage_values.{suit.name.lower()}", 0, MAX_POINTS, POINTS) for suit in Suit),
    Bound("play.ace_marriage_value", 0, MAX_POINTS, POINTS),
    Bound("play.last_trick_bonus", 0, MAX_POINTS, POINTS),
)
"""E2, E3, E6: the ranges of the marriage values and of the bonus."""


def check_first_lead(rules: Rules, typed: Any, problem: Any) -> None:
    """E8: the dealer's opponent leads only in the two-player game."""
    if (
        typed("play.first_lead", "dealing.players")
        and rules.play.first_lead is FirstLead.NON_DEALER
        and rules.dealing.players != 2
    ):
        problem(
            "play.first_lead",
            "the dealer's opponent leads to the first trick (E8) only with two players,"
            f" not {shown(rules.dealing.players)}",
        )
