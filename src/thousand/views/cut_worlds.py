"""What a view hides of the cutting and the redeal claims, for ``sample_world`` (private).

A9: the bottom card the dealer saw after the cut is hidden from the other seats
(:class:`~thousand.HiddenCut`); a world draws it of the right kind, from the pile that got
it. B1-B3: a seat asked whether it claims a redeal had a hand that may claim. The plans
for three and four players (:mod:`thousand.views.worlds`) and for two
(:mod:`thousand.views.two_player_worlds`) share these.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from thousand.actions import AcceptCut, ClaimRedeal, Cut, DeclineRedeal
from thousand.cards import DECK, mask_cards
from thousand.round.facts import Phase
from thousand.rules.dealing import CUT_NINES_FOR_PENALTY, CutJack
from thousand.rules.redeal import HAND_CONDITIONS

if TYPE_CHECKING:
    from collections.abc import Sequence

    from thousand.cards import Card
    from thousand.views.player_view import PlayerView


_NINE, _JACK = 0, 1
"""Ranks by strength (``card % 6``)."""


def nines_in_a_row(log: Sequence[object], at: int) -> int:
    """The nines cut again in a row just before the cut at ``log[at]`` (A9).

    Every cut before the last was shown: a nine cut again, or under ``reshuffle`` (A14)
    a jack shuffled back, which ends a row of nines.
    """
    nines = 0
    for entry in reversed(log[:at]):
        if type(entry) is Cut:
            if entry.bottom % 6 != _NINE:
                break
            nines += 1
    return nines


def _bottom_kinds(v: PlayerView, at: int) -> tuple[int, ...]:
    """The ranks the hidden bottom card at ``v.log[at]`` may have (A9).

    The dealer decided on it (:class:`~thousand.AcceptCut` follows, or the dealer is to
    decide now): a nine, or a jack under ``bury``; not a nine after two in a row, which
    would have been the third and ended the deal, shown. Otherwise the dealing went on
    at once: any other rank.
    """
    log = v.log
    jack_decides = v.rules.dealing.cut_jack is CutJack.BURY
    decided = (at + 1 < len(log) and type(log[at + 1]) is AcceptCut) or (
        at == len(log) - 1 and v.phase is Phase.CUTTING and v.to_act is not None
    )
    if not decided:
        return tuple(rank for rank in range(6) if rank not in (_NINE, _JACK))
    ranks: tuple[int, ...] = (_NINE, _JACK) if jack_decides else (_NINE,)
    if nines_in_a_row(log, at) + 1 >= CUT_NINES_FOR_PENALTY:
        ranks = ranks[1:]
    return ranks


def bottom_card(v: PlayerView, at: int, pool: int, rng: random.Random) -> Card | None:
    """A card of ``pool`` that the hidden cut at ``v.log[at]`` may show, or ``None``."""
    ranks = _bottom_kinds(v, at)
    cards = [c for c in mask_cards(pool) if c % 6 in ranks]
    return DECK[rng.choice(cards)] if cards else None


def asked_seats(v: PlayerView) -> int:
    """Seat mask of the seats asked whether they claim a redeal (B1-B3).

    Each had a hand that may claim: when dealt, or after the exchange (B3).
    """
    asked = 0
    for entry in v.log:
        if type(entry) is DeclineRedeal or (
            type(entry) is ClaimRedeal and entry.condition in HAND_CONDITIONS
        ):
            asked |= 1 << entry.seat
    if v.phase is Phase.REDEAL and v.to_act is not None:
        asked |= 1 << v.to_act
    return asked


def claimed_by(v: PlayerView) -> int | None:
    """The seat that laid its hand down to claim a redeal (B1), if the view shows one."""
    if not v.claimed_hand:
        return None
    claims = [entry for entry in v.log if type(entry) is ClaimRedeal]
    return claims[-1].seat if claims else None
