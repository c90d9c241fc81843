"""What happened to a seat's score in a deal, and why: the lines of a score sheet.

Scoring a deal (:func:`~thousand.score_round`, :func:`~thousand.round_result`) and
recording it in a game (:func:`~thousand.record_round`) explain every number they
produce as a sequence of :class:`ScoreEvent` per seat. Each event says what rule applied
(:class:`EventKind`, a stable code), by how much it changed the score, and the facts
behind it (``details``). A seat's events add up to the change of its score in the deal.

>>> e = ScoreEvent(EventKind.BOLT_PENALTY, -120, (("bolts", 3),))
>>> str(e), e.detail("bolts")
('third bolt: -120, the count restarts', 3)
"""

from __future__ import annotations

import enum

import attrs

from thousand.errors import detail_fields, shown, signed
from thousand.lang.seats import seat_name

__all__ = ["EventKind", "ScoreEvent"]


class EventKind(enum.StrEnum):
    """What an event records: a stable code for programs and translations."""

    # The deal (score_round, round_result).
    CONTRACT_MADE = "contract_made"
    """The declarer made the contract: +contract (``core.declarer_score``)."""
    CONTRACT_FAILED = "contract_failed"
    """The declarer failed: -contract (``core.declarer_score``, F2)."""
    CONCEDED = "conceded"
    """The declarer conceded: -contract, nothing with a bolt instead or nothing at all,
    or a flat fine (D4, D5, D9, D11)."""
    CONCEDE_AWARD = "concede_award"
    """An opponent of a conceding declarer scores 60 (or the award of D14) or half the
    contract (D6)."""
    POINTS = "points"
    """A defender scores card points plus declared marriages, rounded (F1)."""
    MULTIPLIED = "multiplied"
    """A golden (F7) or dark (F6) deal multiplies the scores; the change is the extra,
    the details give the multiplier and the kind of deal."""
    TALON = "talon"
    """The dealer, sitting out with four players, scores the talon's card points and the
    value of a marriage lying in it, rounded (A5); a multiplied deal doubles the card
    points only (A6)."""
    CUT_PENALTY = "cut_penalty"
    """The cutter brought a nine to the bottom for the third time in a row (A9)."""
    EXPOSED_CARD = "exposed_card"
    """The dealer exposed a card during the deal (A10); the deal passes."""
    REDEAL_CLAIMED = "redeal_claimed"
    """The seat claimed a redeal (B1); details give the condition. No score change."""

    # The game (record_round).
    FREE_CONCEDE = "free_concede"
    """A free concession gives back the penalty (D7)."""
    FREE_CONCEDE_CYCLE = "free_concede_cycle"
    """A concession that is not an *n*-th one gives back the penalty (D10)."""
    FREE_AWARD = "free_award"
    """A free concession takes back an opponent's award (D9)."""
    BOLT = "bolt"
    """A bolt is recorded (F3, F5); details give the count."""
    BOLT_PENALTY = "bolt_penalty"
    """The penalized bolt costs the bolt penalty and the count restarts (F4)."""
    STOOD_STILL = "stood_still"
    """The seat scores nothing this deal: another player played from the barrel, or a
    barrel player was outbid (G10)."""
    BARREL_HELD = "barrel_held"
    """A player on the barrel keeps the threshold score; points above it are not added
    (G4); a failed attempt costs nothing (G6)."""
    CLIMBED_BARREL = "climbed_barrel"
    """The seat reached the threshold and sits on the barrel at it (G3, G4)."""
    BARREL_ATTEMPT = "barrel_attempt"
    """A deal spent on the barrel: attempt n of N (G6)."""
    FELL_OFF_BARREL = "fell_off_barrel"
    """The last attempt failed: the fall penalty, one fall recorded (G6)."""
    FELL_TO_ZERO = "fell_to_zero"
    """Enough falls reset the score to 0 (G7)."""
    KNOCKED_OFF_BARREL = "knocked_off_barrel"
    """Another player climbed the barrel and knocked this one off (G8)."""
    FELL_TOGETHER = "fell_together"
    """Several climbed the barrel in the same deal and fall off (G9)."""
    LEFT_BARREL = "left_barrel"
    """The seat left the barrel: a failed contract above the barrel minimum (G11), or a
    penalty took the score below the threshold."""
    DUMP_TRUCK = "dump_truck"
    """A total of exactly 555 (or -555) resets to 0 (G12)."""
    GOLDEN_RESET = "golden_reset"
    """Nobody made the golden round: every score resets to 0 (G13)."""
    WON = "won"
    """The seat won the game (G1, G2, ``core.winner``)."""
    LOCKED = "locked"
    """The seat was at or above the lock as a defender: the deal's points are not
    added (G15)."""
    IDLE_PENALTY = "idle_penalty"
    """The seat was at or above the idle threshold and the deal gave it nothing: the idle
    penalty (G19)."""
    DRAW = "draw"
    """The game ended in a draw: the seat shares the highest total with others (G18)."""
    BAD_HAND = "bad_hand"
    """The dealer of the third redeal in a row loses the bad-hand penalty and the deal
    passes (B4)."""


# How each kind reads; ``{change}`` is signed, other fields come from the details.
_TEXT = {
    EventKind.CONTRACT_MADE: "made {contract}: {change}",
    EventKind.CONTRACT_FAILED: "failed {contract}: {change}",
    EventKind.CONCEDED: "conceded {contract}: {change}",
    EventKind.CONCEDE_AWARD: "opponent conceded: {change}",
    EventKind.POINTS: "{points} points, rounded: {change}",
    EventKind.MULTIPLIED: "{deal} deal x{multiplier}: {change}",
    EventKind.TALON: "sat out on the talon, {points} points: {change}",
    EventKind.FREE_CONCEDE: "free concession {used} of {free}: {change}",
    EventKind.FREE_CONCEDE_CYCLE: "concession {used}, only every {cycle}th costs: {change}",
    EventKind.FREE_AWARD: "free concession {used} of {free}, no award: {change}",
    EventKind.BOLT: "bolt {bolts} of 3",
    EventKind.BOLT_PENALTY: "third bolt: {change}, the count restarts",
    EventKind.STOOD_STILL: "stands still: {change}",
    EventKind.BARREL_HELD: "held on the barrel: {change}",
    EventKind.CLIMBED_BARREL: "climbed the barrel at {threshold}: {change}",
    EventKind.BARREL_ATTEMPT: "barrel attempt {attempt} of {attempts}",
    EventKind.FELL_OFF_BARREL: "fell off the barrel (fall {falls}): {change}",
    EventKind.FELL_TO_ZERO: "fall {falls}: back to 0: {change}",
    EventKind.KNOCKED_OFF_BARREL: "knocked off the barrel by {by}: {change}",
    EventKind.FELL_TOGETHER: "climbed the barrel together with others, fell off: {change}",
    EventKind.LEFT_BARREL: "left the barrel",
    EventKind.DUMP_TRUCK: "dump truck {total} -> 0: {change}",
    EventKind.GOLDEN_RESET: "nobody made the golden round, back to 0: {change}",
    EventKind.WON: "won the game with {score}",
    EventKind.LOCKED: "locked at {threshold}, only the declarer scores: {change}",
    EventKind.IDLE_PENALTY: "nothing scored at {threshold} or more: {change}",
    EventKind.DRAW: "drew the game with {score}",
    EventKind.CUT_PENALTY: "third nine at the bottom: {change}",
    EventKind.EXPOSED_CARD: "exposed a card while dealing: {change}",
    EventKind.REDEAL_CLAIMED: "claimed a redeal ({condition})",
    EventKind.BAD_HAND: "bad hand, redeal {redeals} in a row: {change}, the deal passes",
}


# Events whose limit is absent: a barrel attempt when the attempts are unlimited (G16).
_TEXT_WITHOUT_LIMIT = {EventKind.BARREL_ATTEMPT: "barrel attempt {attempt}"}


@attrs.frozen(slots=False)  # built by thousand.values.builder: see there
class ScoreEvent:
    """One step in a seat's scoring of a deal.

    Attributes:
        kind: what happened (a stable code).
        change: what it did to the score (0 for marks such as a bolt or a barrel attempt).
        details: the facts behind it as ``(key, value)`` pairs, e.g. ``(("bolts", 2),)``.

    >>> str(ScoreEvent(EventKind.BARREL_ATTEMPT, 0, (("attempt", 2), ("attempts", 3))))
    'barrel attempt 2 of 3'
    """

    kind: EventKind
    change: int = 0
    details: tuple[tuple[str, int | str], ...] = ()

    def detail(self, key: str) -> int | str | None:
        """The value of one detail, or ``None`` (a detail that is no pair is passed over)."""
        if type(self.details) is tuple:
            for pair in self.details:
                if type(pair) is tuple and len(pair) == 2 and pair[0] == key:
                    return pair[1]
        return None

    def __str__(self) -> str:
        # An event built by hand may have any details: those that fit fill the sentence.
        fields: dict[str, object] = dict(detail_fields(self.details, reserved=("change",)))
        if type(fields.get("by")) is int:  # a seat, as people name it
            fields["by"] = seat_name(fields["by"])  # type: ignore[arg-type]
        change = signed(self.change)
        if isinstance(self.kind, EventKind):
            for texts in (_TEXT, _TEXT_WITHOUT_LIMIT):  # G16: an attempt without a limit
                template = texts.get(self.kind)
                if template is not None:
                    try:
                        return template.format(change=change, **fields)
                    except KeyError:  # without the details its sentence needs
                        pass
        kind = self.kind.value if isinstance(self.kind, EventKind) else shown(self.kind)
        return f"{kind}: {change}"
