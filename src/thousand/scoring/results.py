"""The values of a deal's score: what a score keeper writes down, and the result (private).

:class:`RoundSummary` is what both ways of scoring start from, :class:`RoundResult` what
they give; :mod:`thousand.scoring` re-exports both.
"""

from __future__ import annotations

from typing import Any

import attrs

from thousand.cards import Suit
from thousand.round.outcome import Outcome
from thousand.rules.redeal import RedealCondition
from thousand.scoring.events import ScoreEvent


@attrs.frozen(kw_only=True, slots=False)  # built by thousand.values.builder: see there
class RoundSummary:
    """What a score keeper writes down about a deal: enough to score it.

    Attributes:
        declarer: the seat that won the auction (or played the golden deal).
        contract: the final contract.
        card_points: per seat, the card points of the tricks taken and of the piles the
            rules give it (two players, A4: the unused talon, the discards, the bank);
            they add up to 120 (with a dummy, A3, 120 less the cards out of play). May be
            left out (``()``) for a conceded deal.
        tricks: per seat, the number of tricks taken (they add up to 8; two players: 10,
            11 with the ``give_one`` of *Mille pour deux*, 12 with a stock of six each,
            A3). May be left out for a conceded deal.
        marriages: per seat, the suits of the marriages it declared; ``()`` when nobody
            declared one.
        conceded: the declarer conceded (D4).
        golden: a golden deal: the compulsory 120 (or, with its auction, a contract from
            120: G20), scores multiplied (G13, F7).
        half_marriages: per seat, the suits of the half marriages it declared (E4);
            ``()`` when nobody declared one.
        ace_marriage: the seat that declared the ace marriage (E3), or ``None``.
        last_trick: the seat that took the last trick; needed for a played deal when the
            rules give a last-trick bonus (E6), else ``None`` will do.
        dark: a dark deal: won with a dark bid (C8, C9), the contract at least 120,
            scores multiplied (F6).
        sitting_out: four players: the seat that sat out, the dealer (A5) or as
            ``dealing.sitter`` says (A11); it takes no trick and scores the talon (A12).
            ``None`` for two and three players.
        talon_points: four players: the card points of the talon, which the dealer
            sitting out scores (A5).
        talon_marriage: four players: the suit of a marriage (king and queen) lying in
            the talon, whose value the dealer sitting out scores too (A5), or ``None``.
        outcome: how the deal ended: ``played`` (the default: played out or conceded), or
            ended without play (:class:`Outcome`): then ``declarer`` and ``contract`` are
            ``None`` and nothing was played.
        outcome_seat: for a deal that ended without play, the seat it is about: the
            seat that claimed the redeal, the cutter who pays for the third nine (A9),
            the dealer who exposed a card (A10); ``None`` for a deal thrown in (C1).
        redeal_condition: for a redeal, the condition claimed (B1), if written down.
        four_nines: the seat that led the first of the four nines it held and scores the
            four-nines bonus (B5), or ``None``.
        talon_aces: four players under ``dealing.sitter_scores`` ``aces`` (A12): the
            aces lying in the talon, each worth ``dealing.sitter_ace_points`` to the seat
            that sat out; 0 otherwise.

    >>> from thousand import Rules, score_round
    >>> s = RoundSummary(declarer=1, contract=120, card_points=(35, 70, 15),
    ...                  tricks=(2, 4, 2), marriages=((), (Suit.HEARTS,), ()))
    >>> score_round(Rules(), s).score_changes
    (35, 120, 15)
    >>> redeal = RoundSummary(outcome=Outcome.REDEAL, outcome_seat=2,
    ...                       redeal_condition=RedealCondition.HAND_POINTS_BELOW)
    >>> score_round(Rules(), redeal).score_changes, score_round(Rules(), redeal).declarer
    ((0, 0, 0), None)
    """

    declarer: int | None = None
    contract: int | None = None
    card_points: tuple[int, ...] = ()
    tricks: tuple[int, ...] = ()
    marriages: tuple[tuple[Suit, ...], ...] = ()
    conceded: bool = False
    golden: bool = False
    half_marriages: tuple[tuple[Suit, ...], ...] = ()
    ace_marriage: int | None = None
    last_trick: int | None = None
    dark: bool = False
    sitting_out: int | None = None
    talon_points: int = 0
    talon_marriage: Suit | None = None
    outcome: Outcome = Outcome.PLAYED
    outcome_seat: int | None = None
    redeal_condition: RedealCondition | None = None
    four_nines: int | None = None
    # Not in the repr, so that the repr of a deal scored under the other rules, which
    # leave it 0, stays what it was before A12.
    talon_aces: int = attrs.field(default=0, repr=False)

    def __setstate__(self, state: dict[str, object]) -> None:
        # A pickle made before talon_aces existed lacks it: it was 0.
        object.__setattr__(self, "__dict__", {"talon_aces": 0, **state})


@attrs.frozen(slots=False)  # built by thousand.values.builder: see there
class RoundResult:
    """The outcome of one deal, with the reason for every number.

    A deal that ended without being played (a redeal, a deal thrown in, an exposed card,
    the cutter's third nine: ``outcome``) has no declarer and no contract (``None``),
    nothing made or conceded, zero points everywhere; its ``score_changes`` hold the
    penalty, if any, and ``outcome_seat`` names the seat it is about.

    Attributes:
        declarer: the seat that won the auction; ``None`` for a deal not played.
        contract: the final contract; ``None`` for a deal not played.
        made: whether the declarer made the contract (``False`` when conceded).
        conceded: whether the declarer conceded (D4).
        card_points: per seat, the card points of the tricks taken, and with two players
            of the piles the rules give it (A4): 120 in all when the deal is played out
            (with a dummy, A3, less the cards out of play).
        marriage_points: per seat, the value of the marriages declared, of every kind
            (E2; the ace marriage E3 and half marriages E4 included); for a dealer who
            sat out, the value of the marriage lying in the talon (A5).
        tricks: per seat, the number of tricks taken.
        score_changes: per seat, what the deal adds to the score, before the game's rules
            (:func:`~thousand.record_round`) apply.
        marriages: per seat, the suits of the marriages declared, in suit order.
        bolts: per seat, the bolts earned (F3; 2 for one bolt in a doubled deal, F5; the
            declarer's bolt for a concession under D5 ``bolt``).
        multiplier: what the scores were multiplied by (F7 golden, F6 dark; 1 otherwise).
        golden: whether this was a golden deal (G13).
        events: per seat, how the score change came about (they add up to it).
        bonus_points: per seat, the bonuses that count like card points: the last-trick
            bonus (E6, ``play.last_trick_bonus`` for the seat that took the last trick)
            and the four-nines bonus (B5); 0 for the others and when conceded.
        half_marriages: per seat, the suits of the half marriages declared (E4).
        ace_marriage: the seat that declared the ace marriage (E3), or ``None``.
        last_trick: the seat that took the last trick when it earned the bonus (E6),
            else ``None``.
        dark: whether this was a dark deal, won with a dark bid (C8, C9, F6).
        sitting_out: four players: the seat that sat out (A5, A11); else ``None``.
        talon_points: four players: the talon's card points, scored by the dealer who
            sat out (A5), on top of the 120 in the tricks.
        talon_marriage: four players: the suit of the marriage lying in the talon (A5),
            or ``None``.
        outcome: how the deal ended (:class:`Outcome`): ``played`` unless it ended
            without being played.
        outcome_seat: for a deal not played, the seat it is about: the claimant of a
            redeal, the cutter penalized for the third nine, the dealer who exposed a
            card; ``None`` otherwise (and for a deal thrown in).
        redeal_condition: the condition a redeal was claimed on (B1), if known.
        four_nines: the seat that scored the four-nines bonus (B5), or ``None``.
        talon_aces: four players under ``dealing.sitter_scores`` ``aces`` (A12): the
            aces in the talon, scored by the seat that sat out; 0 otherwise.
    """

    declarer: int | None
    contract: int | None
    made: bool
    conceded: bool
    card_points: tuple[int, ...]
    marriage_points: tuple[int, ...]
    tricks: tuple[int, ...]
    score_changes: tuple[int, ...]
    marriages: tuple[tuple[Suit, ...], ...] = ()
    bolts: tuple[int, ...] = ()
    multiplier: int = 1
    golden: bool = False
    events: tuple[tuple[ScoreEvent, ...], ...] = ()
    bonus_points: tuple[int, ...] = ()
    half_marriages: tuple[tuple[Suit, ...], ...] = ()
    ace_marriage: int | None = None
    last_trick: int | None = None
    dark: bool = False
    sitting_out: int | None = None
    talon_points: int = 0
    talon_marriage: Suit | None = None
    outcome: Outcome = Outcome.PLAYED
    outcome_seat: int | None = None
    redeal_condition: RedealCondition | None = None
    four_nines: int | None = None
    # Not in the repr, so that the repr of a deal scored under the other rules, which
    # leave it 0, stays what it was before A12.
    talon_aces: int = attrs.field(default=0, repr=False)

    def __setstate__(self, state: dict[str, object]) -> None:
        # A pickle made before talon_aces existed lacks it: it was 0.
        object.__setattr__(self, "__dict__", {"talon_aces": 0, **state})

    @property
    def played(self) -> bool:
        """Whether the deal was played (or conceded), not ended before play."""
        return self.outcome is Outcome.PLAYED

    @property
    def points(self) -> tuple[int, ...]:
        """Per seat, card points plus marriage points plus the last-trick bonus, unrounded.

        What the declarer's contract is compared with, and what a defender's rounded
        score comes from. A seat that sat out (A5) has the talon's card points and
        marriage, whatever it scores under A12 (``aces``, ``nothing``).
        """
        bonus = self.bonus_points or (0,) * len(self.card_points)
        points = [
            c + m + b for c, m, b in zip(self.card_points, self.marriage_points, bonus, strict=True)
        ]
        if self.sitting_out is not None:
            points[self.sitting_out] += self.talon_points
        return tuple(points)

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.score_changes)


_SUMMARY_FIELDS = tuple(field.name for field in attrs.fields(RoundSummary))
"""Every field of a summary; a result has each of them, by the same name."""


def summary_of(result: RoundResult) -> RoundSummary:
    """The summary that :func:`~thousand.score_round` turns back into ``result``.

    A deal not played keeps only what says how it ended; a played deal's summary copies
    the result's fields of the same names, with ``()`` for no half marriage.
    """
    if not result.played:
        return RoundSummary(
            outcome=result.outcome,
            outcome_seat=result.outcome_seat,
            redeal_condition=result.redeal_condition,
            golden=result.golden,
        )
    fields: dict[str, Any] = {name: getattr(result, name) for name in _SUMMARY_FIELDS}
    if not any(result.half_marriages):
        fields["half_marriages"] = ()
    return RoundSummary(**fields)
