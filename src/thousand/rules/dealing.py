"""A: dealing. How many play, how the cards lie, cutting the pack, an exposed card.

:class:`DealingRules` with its enums and the checks of their combinations: the player
count (A1), the two-player layouts and what happens to an unused talon (A3, A4), the
dealer sitting out with four (A5-A7), where the talon's cards fall (A8), cutting (A9),
a card exposed while dealing (A10), and with four who sits out, what that seat scores and
fixed partnerships (A11-A13). The hand and talon sizes of each layout are
worked out in one place, :func:`thousand.round.deal.deal_shape`.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, NamedTuple

import attrs

from thousand.errors import shown
from thousand.rules.limits import MAX_POINTS, POINTS, Bound
from thousand.values import tolerant_unpickling

if TYPE_CHECKING:
    from collections.abc import Sequence

    from thousand.rules.ruleset import Rules


PLAYER_COUNTS = (2, 3, 4)
"""A1: the numbers of players the rule texts describe."""


DECK_SIZE = 24


class TwoPlayerDeal(enum.StrEnum):
    """How two players deal and take the talon (A3).

    The two-player deals of *How many points*, *Игры азартные карты 1000* and
    *Mille pour deux*.
    """

    TWO_TALONS = "two_talons"
    """Ten cards each and two face-down talons of two. The declarer takes one of them
    without seeing it (:class:`~thousand.ChooseTalon`), adds it to the hand and lays two
    cards away face down (:class:`~thousand.Discard`); what becomes of the other talon
    and of the discards is A4 (*How many points*: "Each ... player is dealt 10 cards,
    and 4 are laid out in two"; *Игры азартные карты 1000*: «две закрытые стопки по две
    карты»)."""
    DUMMY = "dummy"
    """Dealt as for three (7, 7, 7 and a talon of 3); the third hand is not played and
    its cards are out of play. The declarer takes the talon and, as in the three-player
    game, passes one card to each other hand: one to the opponent
    (:class:`~thousand.GiveCard`), one onto the dummy (:class:`~thousand.Discard`), out
    of play with it (*How many points*: "Cards are dealt for three ... but the third
    pile is not played")."""
    STOCK = "stock"
    """No talon: ``stock_hand_size`` cards each, the rest a face-down stock; after each
    trick both draw a card from the stock, the trick's winner first, until it is empty
    (*How many points*: "Cards are dealt to two players without buy-in. It is
    necessary ..., by analogy with the "Fool", to pick up cards from the remaining common
    deck"). The auction, the contract and the declarer's lead are as usual; there is
    nothing to take or exchange."""
    NINE_CARDS = "nine_cards"
    """Nine cards each and two face-down piles of three. The declarer takes one pile
    without seeing it (:class:`~thousand.ChooseTalon`), gives one card to the opponent
    (:class:`~thousand.GiveCard`) and one to the bank (:class:`~thousand.Discard`); the
    bank is the other pile and that card, and whoever takes the last trick takes it
    (*Mille pour deux*: «une distribution de 9 cartes à chaque participant et 2 tas de
    3 cartes ... ce joueur donne 1 carte à l'adversaire et le second à la banque ...
    Prendre le dernier pot-de-vin, prend lui-même une banque»)."""


class TwoTalonExchange(enum.StrEnum):
    """What the declarer does after taking one of two talons (A3 ``two_talons``)."""

    DISCARD_TWO = "discard_two"
    """Lays two cards away face down, ten cards each to play (*How many points*,
    *Игры азартные карты 1000*: "folds 2 of his unnecessary ones", «две любые карты
    кладутся этим игроком на стол в закрытую стопку»)."""
    GIVE_ONE = "give_one"
    """Gives one card to the opponent, eleven cards each to play (*Mille pour deux*: «Le
    gagnant ... prend 1 bouchée, 1 carte donne l'adversaire, puis annonce la commande»)."""


class UnusedTalon(enum.StrEnum):
    """What becomes of the talon the declarer did not take, and of the discards (A4)."""

    LAST_TRICK = "last_trick"
    """The unused talon goes to whoever takes the last trick (*How many points*,
    *Игры азартные карты 1000*, *Mille pour deux*: "the second buyback goes to the
    player who took the last trick"); the declarer's discards count for the declarer, as
    a buried talon does."""
    WITH_DISCARDS = "with_discards"
    """The declarer lays the discards on the unused talon, and whoever takes the last
    trick takes all four cards (*How many points*: "takes 2 cards for himself from one
    pile and folds 2 of his unnecessary ones into the second pile")."""


def stock_size(hand_size: int) -> int:
    """The cards left in the stock after dealing ``hand_size`` to each of two players."""
    return DECK_SIZE - 2 * hand_size


class TwoPlayerFacts(NamedTuple):
    """What a two-player layout asks of a deal (A3), worked out once per deal (private)."""

    mode: TwoPlayerDeal
    talon_choice: bool
    """The declarer chooses one of two talons (``two_talons``, ``nine_cards``)."""
    gives: bool
    """The declarer gives a card to the opponent in the exchange."""
    discards: int
    """The cards the declarer lays away face down in the exchange."""
    stock: int
    """The size of the stock (``stock``), 0 without one."""
    stock_follow: int
    """Following suit is compulsory once the stock holds at most this many cards."""


def two_player_setup(rules: Rules) -> TwoPlayerFacts:
    """The facts of a two-player layout (A3): the talon, the exchange, the stock."""
    dealing = rules.dealing
    mode = dealing.two_player_deal
    if mode is TwoPlayerDeal.TWO_TALONS:
        give = dealing.two_talon_exchange is TwoTalonExchange.GIVE_ONE
        return TwoPlayerFacts(mode, True, give, 0 if give else 2, 0, 0)
    if mode is TwoPlayerDeal.NINE_CARDS:
        return TwoPlayerFacts(mode, True, True, 1, 0, 0)
    if mode is TwoPlayerDeal.DUMMY:
        return TwoPlayerFacts(mode, False, True, 1, 0, 0)
    stock = stock_size(dealing.stock_hand_size)
    return TwoPlayerFacts(mode, False, False, 0, stock, dealing.stock_follow_from)


def check_players(rules: Rules, typed: Any, problem: Any) -> None:
    """A1 and the stock's numbers (A3): values that can be played; C1 with four players."""
    dealing = rules.dealing
    if typed("dealing.players") and dealing.players not in PLAYER_COUNTS:
        problem("dealing.players", f"must be 2, 3 or 4, not {shown(dealing.players)}")
    if (
        typed("dealing.players", "dealing.sitter", "bidding.obligatory_bid")
        and dealing.players == 4
        and dealing.sitter is Sitter.DEALER
        and rules.bidding.obligatory_bid.value == "dealer"
    ):
        # C1, A5: the dealer of four sits out of the auction.
        problem(
            "bidding.obligatory_bid",
            "with four players the dealer sits out (A5) and cannot hold the obligatory bid:"
            " use left_of_dealer or none",
        )
    if (
        typed("dealing.players", "dealing.partnerships")
        and dealing.partnerships
        and dealing.players != PARTNERSHIP_PLAYERS
    ):
        problem(
            "dealing.partnerships",
            f"fixed partnerships (A13) need four players, not {shown(dealing.players)}",
        )
    # A13: the barrel is one player's last steps to the target; a team's target is
    # reached by two columns, and no rule text says how a team sits on the barrel.
    if (
        typed("dealing.partnerships", "game_scoring.barrel_threshold")
        and dealing.partnerships
        and rules.game_scoring.barrel_threshold is not None
    ):
        problem(
            "dealing.partnerships",
            "fixed partnerships (A13) play without the barrel:"
            " set game_scoring.barrel_threshold to None",
        )
    if (
        typed("dealing.partnerships", "game_scoring.settlement")
        and dealing.partnerships
        and rules.game_scoring.settlement.value != "none"
    ):
        problem(
            "dealing.partnerships",
            "fixed partnerships (A13) are settled by the team totals alone:"
            " set game_scoring.settlement to none",
        )
    if not typed("dealing.stock_hand_size"):
        return
    hand = dealing.stock_hand_size
    if not 1 <= hand <= DECK_SIZE // 2:
        problem(
            "dealing.stock_hand_size", f"must be 1..12 (two hands of 24 cards), not {shown(hand)}"
        )
        return
    follow = dealing.stock_follow_from
    if typed("dealing.stock_follow_from") and not 0 <= follow <= stock_size(hand):
        problem(
            "dealing.stock_follow_from",
            f"must be 0..{stock_size(hand)}, the cards in the stock, not {shown(follow)}",
        )


class Sitter(enum.StrEnum):
    """Who sits out a deal of four players (A11): gets no cards, neither bids nor plays."""

    DEALER = "dealer"
    """The dealer "sits on the talon" (A5; *How many points*, *Игры азартные карты 1000*:
    «При игре в 1000 вчетвером сдающий игрок сидит на прикупе и наблюдает за игрой»)."""
    RIGHT_OF_DEALER = "right_of_dealer"
    """The player to the dealer's right; the dealer deals and plays (pagat: "In some
    places it is the player to the right of the dealer who is dealt no cards and sits
    out of the play")."""
    OPPOSITE_DEALER = "opposite_dealer"
    """The player opposite the dealer; the dealer deals and plays (pagat: "In other
    places it is the player opposite the dealer who is inactive")."""


_SITTER_OFFSET = {Sitter.DEALER: 0, Sitter.OPPOSITE_DEALER: 2, Sitter.RIGHT_OF_DEALER: 3}
"""A11: the sitter's place clockwise from the dealer (the dealer's left is one place on)."""


def sitting_seat(dealing: DealingRules, dealer: int) -> int:
    """The seat that sits out the deal dealt by ``dealer`` (A5, A11), or -1 (two, three).

    >>> sitting_seat(DealingRules(players=4, sitter=Sitter.OPPOSITE_DEALER), 3)
    1
    >>> sitting_seat(DealingRules(), 0)
    -1
    """
    if dealing.players != 4:
        return -1
    return (dealer + _SITTER_OFFSET[dealing.sitter]) % 4


class SitterScores(enum.StrEnum):
    """What the seat that sits out scores from the talon (A12)."""

    TALON_POINTS = "talon_points"
    """The talon's card points plus the value of a marriage lying in it, rounded as a
    defender's points (A5; *Игры азартные карты 1000*: «Сдающий может также записать на
    свой счет очки = сумме очков, находящихся в прикупе. Если в прикупе находится
    марьяж, то записывается также номинальная стоимость этой хвали»)."""
    ACES = "aces"
    """``sitter_ace_points`` for each ace in the talon plus the value of a marriage
    lying in it (Kurnik: «otrzymuje punkty za karty z musiku - za asa 50 pkt., za
    meldunki wartość meldunku»; pagat, with 40: "the inactive player scores 40 points
    for any ace in the talon, and if the prikup contains a king-queen pair, the inactive
    player scores the value of this pair")."""
    NOTHING = "nothing"
    """Nothing: the seat that sits out only waits for the next deal (the four-player
    variant of the mekedron/thousand rules catalogue: "The dealer **sits out** the hand;
    their partner plays alone for the partnership", with no score from the talon)."""


PARTNERSHIP_PLAYERS = 4
"""A13: fixed partnerships need four players, partners sitting opposite."""


def partner_of(seat: int) -> int:
    """A13: the partner of ``seat`` in a game of fixed partnerships (the seat opposite)."""
    return (seat + 2) % PARTNERSHIP_PLAYERS


def team_of(seat: int) -> int:
    """A13: the team of ``seat``: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def team_totals(scores: Sequence[int]) -> tuple[int, int]:
    """A13: each team's total, the sum of its partners' scores (seats 0 and 2, 1 and 3)."""
    return (scores[0] + scores[2], scores[1] + scores[3])


CUT_NINES_FOR_PENALTY = 3
"""A9: the third nine in a row at the bottom costs the cutter the penalty."""


class TalonPositions(enum.StrEnum):
    """Where the talon cards may be set aside when a known deck order is dealt (A8)."""

    NOT_FIRST_OR_LAST_THREE = "not_first_or_last_three"
    """Never one of the first three or the last three cards dealt (*How many points*,
    *Игры азартные карты 1000*, *Mille pour deux*: «Запрещается класть в прикуп первые и
    последние три карты»)."""
    NOT_FIRST_OR_LAST_CARD = "not_first_or_last_card"
    """Never the first or the last card dealt (*How many points*, third text: "You
    cannot put the first or last card of the deck into the buy-in")."""
    APART = "apart"
    """Never the first or the last card dealt, and never two cards dealt one after the
    other (A15: *Tysiąc (gra)*, Polish Wikipedia, and terazgry.pl: the dealer chooses
    which cards go to the musik, but not the first or last card, and not two in a row)."""


class Cutter(enum.StrEnum):
    """Who cuts the shuffled pack before the deal (A9)."""

    NONE = "none"
    """Nobody: no cutting procedure (the deal is the only chance action)."""
    RIGHT_OF_DEALER = "right_of_dealer"
    """The player to the dealer's right (*How many points*, *Игры азартные карты 1000*,
    *Тысяча вчетвером*, *Mille pour deux*: «сдающий игрок обязан дать сдвинуть карты
    игроку сидящему по правую руку от него»)."""
    LEFT_OF_DEALER = "left_of_dealer"
    """The player to the dealer's left (*Игры азартные карты 1000*, first text: «игрок
    слева от сдающего снимает верхнюю половину колоды»)."""


class CutJack(enum.StrEnum):
    """What a jack at the bottom of the cut pack allows (A9)."""

    BURY = "bury"
    """The dealer may bury the jack in the middle of the pack, and no more cutting
    happens (*How many points*, *Игры азартные карты 1000*, *Тысяча вчетвером*:
    «…положить в середину колоды - сдвигать после этого запрещается»)."""
    DEALER_CUTS = "dealer_cuts"
    """The dealer cuts the pack once himself, and no more cutting happens
    (*Игры азартные карты 1000*, first text: «колоду снимает сам сдающий, но всего один
    раз»)."""
    RESHUFFLE = "reshuffle"
    """The pack is shuffled again and cut again, as if the jack had not been cut: the
    next :class:`~thousand.Cut` is a new chance outcome, any card at the bottom, the jack
    included (pagat, *Thousand*: "If it is a jack, he reshuffles and the cards are cut
    again"). The jack ends a row of nines (the cutter's penalty counts nines in a row)."""


@tolerant_unpickling  # A11-A13 came after the first release
@attrs.frozen(kw_only=True)
class DealingRules:
    """A. Players and dealing.

    Attributes:
        players: A1, the number of players: 3 (A2: seven cards each and a talon of
            three, eight tricks), 2 (A3) or 4 (A5: the dealer sits out, "sits on the
            talon", and the other three play as three do). *Игры азартные карты 1000*:
            «Количество игроков в 1000 - от двух до 4 человек».
        two_player_deal: A3, how two players deal and take the talon (*How many points*,
            *Игры азартные карты 1000*, *Mille pour deux*).
        two_talon_exchange: A3, with ``two_talons``: the declarer discards two cards
            (*How many points*, *Игры азартные карты 1000*) or gives one to the opponent
            (*Mille pour deux*).
        unused_talon: A4, with ``two_talons``: who takes the talon the declarer did not
            take, and the discards (*How many points*, *Игры азартные карты 1000*,
            *Mille pour deux*).
        stock_hand_size: A3, with ``stock``: the cards dealt to each player (6, as in the
            66 / Schnapsen family; the rule texts do not say). The rest is the stock.
            1 to 12: two hands of the 24 cards.
        stock_follow_from: A3, with ``stock``: following suit (``core.follow``, and E5)
            is compulsory once the stock holds at most this many cards; 0, the 66 /
            Schnapsen reading: only once it is empty (the rule texts do not say). The stock's
            size makes following compulsory from the first trick. 0 to the stock's size.
        sitting_dealer_sees_talon: A7, with four players: the dealer, who sits out, sees
            the talon from the deal on, even when it is not shown (a dark or golden
            deal, C10). *Thousand for two, three or four*: "An exception is the game
            four, when the dealer («sitting on the community cards») has the right to
            see their own community cards". Off: the dealer sees it only when everybody
            does. The seat that sits out under ``sitter`` (A11) is treated the same way.
        talon_positions: A8, where :func:`~thousand.deal_from_order` may set the talon
            cards aside: never among the first or last three cards dealt
            (*How many points*, *Игры азартные карты 1000*, *Mille pour deux*), or never
            the first or last card (*How many points*, third text), or A15 ``apart``:
            never the first or last card and never two in a row (*Tysiąc (gra)*, Polish
            Wikipedia; terazgry.pl).
        cutter: A9, who cuts the pack before the deal; ``none`` (the default) plays no
            cutting. The dealer looks at the bottom card, which goes to the seat dealt
            the last card (the dealer, with three players: *Игры азартные карты 1000*,
            «при раздаче она достается ему»).
        cut_nine_penalty: A9, what the cutter loses when a nine comes to the bottom for
            the third time in a row (120, *How many points*, *Игры азартные карты 1000*,
            *Тысяча вчетвером*, *Mille pour deux*); the deal is then dealt again by the
            same dealer. 0 to 1000 (:data:`~thousand.rules.limits.MAX_POINTS`).
        cut_jack: A9, what a jack at the bottom allows: the dealer buries it, or cuts once
            himself (*Игры азартные карты 1000*, first text); A14, or the pack is
            reshuffled and cut again (pagat, *Thousand*).
        exposed_card_penalty: A10, what the dealer loses when a card is exposed during
            the deal (:class:`~thousand.ExposedCard`); the deal then passes to the next
            player. 0 by default (*Тысяча вчетвером*: «часто это правило опускается»),
            120 in *How many points*, *Игры азартные карты 1000*, *Тысяча вчетвером*,
            *Mille pour deux*. 0 to 1000 (:data:`~thousand.rules.limits.MAX_POINTS`).
        sitter: A11, with four players: who sits out each deal (:class:`Sitter`): the
            dealer (A5), or, as pagat's variations say, the player to the dealer's right
            or opposite the dealer, the dealer then dealing and playing. The three
            others play as three do, the dealer's left holding the obligatory bid.
        sitter_scores: A12, with four players: what the seat that sits out scores from
            the talon (:class:`SitterScores`): its card points and marriage (A5), so much
            per ace and the marriage (Kurnik, zagraj.pl: 50; pagat: 40), or nothing.
        sitter_ace_points: A12, with ``aces``: what each ace in the talon is worth to the
            seat that sits out: 50 (Kurnik «za asa 50 pkt.»), 40 for pagat. 0 to 1000
            (:data:`~thousand.rules.limits.MAX_POINTS`).
        partnerships: A13, four players only: two fixed teams, partners sitting
            opposite (seats 0 and 2 against 1 and 3); each deal is the four-player game,
            each seat keeps its score, and the team whose total (the partners' sum)
            reaches the target wins. 1000cardgame.com, "Game 1000 online": "During a
            two-on-two match, the number of points needed to win increases to 2000"
            (``game_scoring.target``). Without the barrel and without a settlement.
    """

    players: int = 3
    two_player_deal: TwoPlayerDeal = TwoPlayerDeal.TWO_TALONS
    two_talon_exchange: TwoTalonExchange = TwoTalonExchange.DISCARD_TWO
    unused_talon: UnusedTalon = UnusedTalon.LAST_TRICK
    stock_hand_size: int = 6
    stock_follow_from: int = 0
    sitting_dealer_sees_talon: bool = True
    talon_positions: TalonPositions = TalonPositions.NOT_FIRST_OR_LAST_THREE
    cutter: Cutter = Cutter.NONE
    cut_nine_penalty: int = 120
    cut_jack: CutJack = CutJack.BURY
    exposed_card_penalty: int = 0
    sitter: Sitter = Sitter.DEALER
    sitter_scores: SitterScores = SitterScores.TALON_POINTS
    sitter_ace_points: int = 50
    partnerships: bool = False


BOUNDS = (
    Bound("dealing.cut_nine_penalty", 0, MAX_POINTS, POINTS),
    Bound("dealing.exposed_card_penalty", 0, MAX_POINTS, POINTS),
    Bound("dealing.sitter_ace_points", 0, MAX_POINTS, POINTS),
)
"""A9, A10, A12: the ranges of the penalties and of an ace in the talon (the player count
and the stock's numbers are checked by :func:`check_players`)."""
