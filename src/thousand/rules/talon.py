"""D: the talon and conceding. Raising after the exchange; who may concede, and what it costs.

:class:`TalonRules` with :class:`ConcedePenalty`, :class:`ConcedeAward` and
:class:`ConcedeScope` (D3-D14), :class:`ContractTiming`, when the final contract is
named (C12), and passing the exchange face up (D15).
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

import attrs

from thousand.rules.limits import COUNT, MAX_COUNT, MAX_POINTS, POINTS, Bound
from thousand.values import tolerant_unpickling

if TYPE_CHECKING:
    from thousand.rules.ruleset import Rules


class ConcedePenalty(enum.StrEnum):
    """What conceding costs the declarer (D5, D9, D11)."""

    CONTRACT = "contract"
    """The declarer loses the contract."""
    BOLT = "bolt"
    """The declarer loses nothing but gets a bolt (*Тысяча вчетвером*, the Games24
    option «Штраф на росписи» set to no)."""
    NOTHING = "nothing"
    """The declarer loses nothing and gets no bolt (D9, Kurnik's bomb: «Nie odpisuje mu
    się wtedy wylicytowanych punktów»)."""
    FIXED = "fixed"
    """The declarer loses ``talon.concede_penalty_points``, 120 by default, whatever the
    contract (D11, *1,000 points. 1xGames*: "they will be fined 120 points")."""


class ConcedeAward(enum.StrEnum):
    """What each opponent scores when the declarer concedes (D6, D14)."""

    FIXED = "fixed"
    """``talon.concede_award_points`` each, 60 by default (*How many points*,
    *Thousand for two, three or four*, *Игры азартные карты 1000*)."""
    HALF_CONTRACT = "half_contract"
    """Half the contract each, rounded as the defenders' points are (F1)
    (*Тысяча вчетвером*)."""


class ConcedeScope(enum.StrEnum):
    """Whose concessions a count of concessions counts (D9)."""

    PLAYER = "player"
    """Each player's own concessions: each player's first bomb is free."""
    GAME = "game"
    """Every concession of the game, whoever made it: the game's first bomb is free."""


class ContractTiming(enum.StrEnum):
    """When the declarer names the final contract (C12)."""

    AFTER_EXCHANGE = "after_exchange"
    """After taking the talon and giving the cards (D3): the winning bid or a raise."""
    BEFORE_TALON = "before_talon"
    """As soon as the auction is won, before the talon is opened; nothing is named after
    it (*Тысяча*, poker-cards.ru: «После паса двоих игроков до вскрытия прикупа игрок
    обязан объявить окончательное количество очков… Никаких назначений после вскрытия
    прикупа быть не должно»)."""


@tolerant_unpickling  # D9-D14 and C12 came after the first release
@attrs.frozen(kw_only=True)
class TalonRules:
    """D. Talon, exchange and conceding.

    Attributes:
        raise_after_exchange: D3, the declarer may raise the contract (never lower it)
            after the exchange, before the first lead.
        concede: D4, the declarer may concede ("paint the game") from taking the talon
            until the first lead. A player on the barrel may not (D8,
            *How many points*, *Тысяча вчетвером*) unless ``concede_on_barrel``.
        concede_penalty: D5, D9, D11, what conceding costs the declarer: the contract, a
            bolt, nothing (Kurnik's bomb), or ``concede_penalty_points``.
        concede_award: D6, D14, what each opponent scores: ``concede_award_points``, or
            half the contract.
        free_concedes: D7, how many concessions per player cost the declarer nothing in
            a game (0; 1 is the "one free painting" of *How many points*); the opponents
            still score. 0 to 100 (:data:`~thousand.rules.limits.MAX_COUNT`).
        free_awards: D9, how many concessions give the opponents nothing (0; 1 in
            Kurnik's "Tysiąc - zasady": «Pierwsza bomba jest bezkarna, przy kolejnych
            przeciwnikom dopisuje się po 60 pkt.»), counted as ``free_awards_scope``
            says. 0 to 100.
        free_awards_scope: D9, whether ``free_awards`` counts each player's concessions
            (``player``) or the whole game's (``game``): Kurnik's «Pierwsza bomba» reads
            either way.
        concede_cycle: D10, 0 (off), or *n*: only every *n*-th concession of a player (the
            *n*-th, the 2*n*-th, ...) costs the penalty; the others cost the declarer
            nothing, as free concessions do (pagat, "1000": "On the first two occasions
            when you declare a Rospisat, your cumulative score does not change, but if
            you declare a third Rospisat, points are subtracted from your cumulative
            score. If you declare further Rospisats, you lose points every third time
            that you do so." is 3). 0 to 100.
        concede_penalty_points: D11, what the ``fixed`` penalty costs (120, *1,000
            points. 1xGames*); 0 to 1000 (:data:`~thousand.rules.limits.MAX_POINTS`).
        concede_limit_per_player: D12, the most concessions a player may make in a game,
            or ``None`` (no limit; 2 at Board Game Arena: "Up to 2 forfeits per
            player"). 1 to 100.
        concede_limit_per_game: D12, the most concessions of all the players together in
            a game, or ``None`` (no limit). 1 to 100.
        concede_on_barrel: D13, a player on the barrel may concede: the player falls off
            the barrel with the fall's penalty and the opponents score the award
            (*1,000 points. 1xGames*: "If the player was "on the barrel", they will
            "climb down from the barrel" and be fined."); off: D8.
        concede_award_points: D14, what the ``fixed`` award gives each opponent (60;
            40 with four players in Kurnik's "Tysiąc - zasady"); 0 to 1000.
        contract_timing: C12, when the final contract is named: after the exchange (D3),
            or before the talon is opened (*Тысяча*, poker-cards.ru). Either way
            ``raise_after_exchange`` says whether it may be above the winning bid.
        exchange_face_up: D15, the cards the declarer gives to the opponents in the
            exchange (D2, and A3's gift to the opponent) are passed face up: every seat,
            and a spectator, sees them (pagat, *Thousand*: "Some play that the two cards
            handed by the bidder to the opponents ... are passed face up, so that both
            opponents know what cards were passed"). Off: only giver and receiver see
            a gift. Discards (A3) stay face down either way.
    """

    raise_after_exchange: bool = True
    concede: bool = True
    concede_penalty: ConcedePenalty = ConcedePenalty.CONTRACT
    concede_award: ConcedeAward = ConcedeAward.FIXED
    free_concedes: int = 0
    free_awards: int = 0
    free_awards_scope: ConcedeScope = ConcedeScope.PLAYER
    concede_cycle: int = 0
    concede_penalty_points: int = 120
    concede_limit_per_player: int | None = None
    concede_limit_per_game: int | None = None
    concede_on_barrel: bool = False
    concede_award_points: int = 60
    contract_timing: ContractTiming = ContractTiming.AFTER_EXCHANGE
    exchange_face_up: bool = False

    @property
    def concede_limited(self) -> bool:
        """Whether a cap on concessions applies (D12): the deal needs the game's counts."""
        return self.concede_limit_per_player is not None or self.concede_limit_per_game is not None


BOUNDS = (
    Bound("talon.free_concedes", 0, MAX_COUNT, COUNT),
    Bound("talon.free_awards", 0, MAX_COUNT, COUNT),
    Bound("talon.concede_cycle", 0, MAX_COUNT, COUNT),
    Bound("talon.concede_penalty_points", 0, MAX_POINTS, POINTS),
    Bound("talon.concede_limit_per_player", 1, MAX_COUNT, COUNT),
    Bound("talon.concede_limit_per_game", 1, MAX_COUNT, COUNT),
    Bound("talon.concede_award_points", 0, MAX_POINTS, POINTS),
)
"""D7, D9-D12, D14: the ranges of the counts and amounts of conceding."""


def check_conceding(rules: Rules, typed: Any, problem: Any) -> None:
    """D12: a cap per player above the cap per game could never be reached."""
    fields = ("talon.concede_limit_per_player", "talon.concede_limit_per_game")
    if not typed(*fields):
        return
    talon = rules.talon
    per_player, per_game = talon.concede_limit_per_player, talon.concede_limit_per_game
    if per_player is not None and per_game is not None and per_player > per_game:
        problem(
            "talon.concede_limit_per_player",
            f"{per_player} concessions per player can never be made with at most"
            f" {per_game} in a game (talon.concede_limit_per_game)",
        )
