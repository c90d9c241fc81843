"""Named rule sets: the complete rule sets the rule texts describe, as :class:`~thousand.Rules`.

Each preset is a function that builds its ``Rules`` value, with a docstring citing the
rule text it comes from; :data:`PRESETS` maps each name to its function and
:meth:`Rules.preset <thousand.Rules.preset>` looks one up by name.
:data:`PRESET_DESCRIPTIONS` gives each name a one-line description and
:data:`PRESET_SOURCES` the rule texts it comes from (title and address), with the same
names in the same order. Presets are plain ``Rules`` values: equal presets compare and
hash equal, and they serialize like any other rules.

>>> import thousand as t
>>> list(PRESETS)[:5]
['classic', 'gambler', 'games24', 'two_player', 'four_player']
>>> list(PRESETS)[5:9]
['k1c', 'shram', 'glinskie', 'ukrainian_golden']
>>> t.Rules.preset("classic") == t.Rules()
True
>>> t.Rules.preset("gambler").bidding.bid_jumps
True
>>> PRESET_DESCRIPTIONS["two_player"]
'Two players, ten cards each and two talons of two; no barrel.'
>>> PRESET_SOURCES["k1c"][0].address
'https://1000cardgame.com/en/rules/'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple

import attrs

from thousand.errors import RulesError, RulesProblem, shown
from thousand.rules.bidding import (
    BarrelBidding,
    BidCap,
    BiddingRules,
    BlindBidding,
    ObligatoryBid,
)
from thousand.rules.deal_scoring import BoltRule, DealScoringRules, Rounding
from thousand.rules.dealing import (
    CutJack,
    Cutter,
    DealingRules,
    SitterScores,
    TwoPlayerDeal,
    UnusedTalon,
)
from thousand.rules.game_scoring import (
    BarrelFail,
    BarrelSimultaneous,
    DumpTruck,
    GameScoringRules,
    Settlement,
    Tie,
    WinCondition,
)
from thousand.rules.play import AceMarriage, MarriageTiming, Overtake, PlayRules
from thousand.rules.redeal import RedealCondition, RedealRules, RedealTiming
from thousand.rules.ruleset import Rules, use_presets
from thousand.rules.talon import ConcedeAward, ConcedePenalty, ConcedeScope, TalonRules

__all__ = [
    "GAMES24_RED_LIMITS",
    "PRESETS",
    "PRESET_DESCRIPTIONS",
    "PRESET_SOURCES",
    "Games24Table",
    "PresetSource",
    "bga",
    "classic",
    "four_player",
    "gambler",
    "games24",
    "glinskie",
    "k1c",
    "k1c_pairs",
    "kurnik",
    "kurnik_four",
    "kurnik_two",
    "pagat",
    "preset",
    "shram",
    "two_player",
    "ukrainian_golden",
    "zagraj",
]


def classic() -> Rules:
    """The classic rules for three players: ``Rules()``.

    The common reading of all five rule texts: the obligatory 100 left of the dealer, bids
    rising by exactly 5, the cap of 120 plus the marriages held, 300 at most, the talon
    hidden on the hundred, one card given to each opponent, raising allowed, conceding
    for -contract and 60 to each opponent, marriages after a trick, defenders rounded to
    5, a bolt for no trick and every third bolt -120, the barrel at 880 needing 120 in
    three attempts (-120 for a fall, knocked off by a newcomer, climbers falling
    together, the others standing still), the dump truck at 555 and -555, and 1000 to
    win.

    >>> classic() == Rules()
    True
    """
    return Rules()


def gambler(*, golden_round: bool = False) -> Rules:
    """The numbered "Gambler" rule set of *Тысяча вчетвером*.

    *Тысяча вчетвером* numbers it «1. Описание и начало игры … 16. Золотой кон». Rule by
    rule: the winner takes the bank, the second pays nothing and the third pays it (1;
    G14 ``bank``); the ace marriage worth 200 by leading an ace after taking a trick (5:
    «если он взял взятку и после этого заходит …, ему добавляется 200 очков»; E3
    ``points_only``); three bolts cost 120 and are cleared (6; F4); bids rise by 5 or
    any multiple of 5 (7: «либо на 5 очков, либо на любое число, кратное пяти»; C4
    jumps); the talon is not shown when taken on the hundred (7, 12; C10); the cap of
    120 plus the marriages held (8; C6); defenders rounded to 5, the declarer not (10;
    F1, F2); the barrel at 880 needing 1000 in three deals, a fall costing 120, one
    player on the barrel at a time (11: «Одновременно на бочке может сидеть только один
    игрок … Если два игрока садятся на неё вместе, то один из них слетает»; G8, G9
    ``one_sits``); conceding for -contract and half the contract to each opponent (13;
    D5, D6); the dump truck at 555 and -555 (14; G12); a redeal, without penalties or
    bonuses, for a hand below 13 points, three nines or four jacks, or for the declarer
    a talon below 5 points, two nines or three jacks (15; B1-B4); the golden round as an
    option, marriages doubled too (16; G13, F7).

    Args:
        golden_round: play the golden round (rule 16: «Вы можете выбрать вариант игры»,
            with it or without); off by default.

    >>> r = gambler()
    >>> r.bidding.bid_jumps, r.talon.concede_award.value, r.play.ace_marriage.value
    (True, 'half_contract', 'points_only')
    >>> gambler(golden_round=True).game_scoring.golden_round
    True
    """
    return Rules(
        redeal=RedealRules(
            conditions=frozenset(
                {
                    RedealCondition.HAND_POINTS_BELOW,
                    RedealCondition.HAND_THREE_NINES,
                    RedealCondition.HAND_FOUR_JACKS,
                    RedealCondition.TALON_POINTS_BELOW,
                    RedealCondition.TALON_TWO_NINES,
                    RedealCondition.TALON_THREE_JACKS,
                }
            ),
            hand_points_below=13,
            talon_points_below=5,
            timing=RedealTiming.BEFORE_BIDDING,
            bad_hand_penalty=None,
            four_nines_bonus=0,
        ),
        bidding=BiddingRules(bid_jumps=True, talon_hidden_on_hundred=True),
        talon=TalonRules(
            concede=True,
            concede_penalty=ConcedePenalty.CONTRACT,
            concede_award=ConcedeAward.HALF_CONTRACT,
        ),
        play=PlayRules(ace_marriage=AceMarriage.POINTS_ONLY, ace_marriage_value=200),
        game_scoring=GameScoringRules(
            barrel_threshold=880,
            barrel_min_contract=120,
            barrel_attempts=3,
            barrel_bump=True,
            barrel_simultaneous=BarrelSimultaneous.ONE_SITS,
            dump_truck=DumpTruck.BOTH,
            golden_round=golden_round,
            settlement=Settlement.BANK,
        ),
    )


GAMES24_RED_LIMITS = (0, -100, -200, -300, -1000)
"""The values of the Games24 flag «Торговля в минусе» (bidding in the red),
*Тысяча вчетвером*."""


@attrs.frozen(kw_only=True)
class Games24Table:
    """The table conventions of the Games24 online tables (*Тысяча вчетвером*).

    *Тысяча вчетвером*: «Параметры в конвенции стола, которые можно изменить онлайн игре».
    Each flag is one setting of :class:`~thousand.Rules` (:func:`games24` says which).
    The defaults are the first value the text lists for each flag («ДА» for the yes/no
    flags, 0 for bidding in the red).

    Attributes:
        redeal: «Пересдача»: with eight cards in hand (after the exchange), four nines or
            fewer than 14 points may claim a redeal (B1, B3).
        barrel_trading: «Торговля на бочке»: yes, the auction goes on as usual and the
            barrel player declares 121 by itself (C11 ``auto``); no, the barrel player
            takes the talon at once (C11 ``takes_talon``).
        ace_marriage: «Тузовый марьяж»: the four aces are a marriage worth 200, never
            declared on the first lead (E3).
        bidding_in_the_red: «Торговля в минусе»: a player below this score always passes
            (C7); one of :data:`GAMES24_RED_LIMITS`.
        hidden_talon_on_hundred: «Прикуп на сотне не показывается» (C10).
        concede: «Расписать игру»: the declarer may concede; never on the barrel (D4,
            D8).
        concede_penalty: «Штраф на росписи»: yes, conceding costs the contract; no, a
            bolt; the opponents score half the contract either way (D5, D6).
        dump_truck: «Обнуление при -+555 очков (САМОСВАЛ)» (G12).
        golden_round: «Золотой кон»: the first three deals are doubled (G13).
    """

    redeal: bool = True
    barrel_trading: bool = True
    ace_marriage: bool = True
    bidding_in_the_red: int = 0
    hidden_talon_on_hundred: bool = True
    concede: bool = True
    concede_penalty: bool = True
    dump_truck: bool = True
    golden_round: bool = True


def games24(table: Games24Table | None = None) -> Rules:
    """The Games24 online table of *Тысяча вчетвером*, with its table conventions.

    Fixed by the text («Карточная игра тысяча … онлайн»): three players, the obligatory
    100 passing round the table, no marriage on the first lead, a bolt for no trick and
    three bolts -120, the barrel at 880 needing a contract of 121 («находящийся на бочке
    должен обязательно набрать 121 очко»; 125 with bids on the step of 5) in three
    attempts, the first two free and the third -120 with a fall recorded, a newcomer
    knocking the sitting player off for -120, several climbers all falling, the others
    standing still while the barrel player plays, a barrel player who outbids and fails
    losing the contract and leaving, the game won by taking the barrel or by reaching
    the target from below («Если кто-то из игроков взял бочку или набрал 1000 очков»),
    and the win at 1001 («пока кто нибудь не наберет 1001 очко или более», G2
    ``exceed``) with the ``bank`` settlement (G14) of the Gambler rules of the same text.
    The text's closing paragraph («Расчет выигрыша») reads as the ``proportional``
    settlement; this preset keeps ``bank`` (see the rules reference).

    The table conventions (:class:`Games24Table`) map one to one onto settings:

    ======================== ===========================================================
    flag                     setting
    ======================== ===========================================================
    redeal                   ``redeal.conditions`` {four nines, hand below 14} and
                             ``redeal.timing`` ``after_exchange``; no: no conditions
    barrel_trading           ``bidding.barrel_bidding``: ``auto``; no: ``takes_talon``
    ace_marriage             ``play.ace_marriage``: ``points_only`` (200); no: ``off``
    bidding_in_the_red       ``bidding.negative_score_limit``
    hidden_talon_on_hundred  ``bidding.talon_hidden_on_hundred``
    concede                  ``talon.concede``
    concede_penalty          ``talon.concede_penalty``: ``contract``; no: ``bolt``
                             (``talon.concede_award`` is ``half_contract`` either way)
    dump_truck               ``game_scoring.dump_truck``: ``both``; no: ``off``
    golden_round             ``game_scoring.golden_round``
    ======================== ===========================================================

    The ace marriage's reading: the text says «… распространяются все правила
    обычного марьяжа, при первом хоте такой марьяж не объявляется» (declared like a
    marriage, never on the first lead) and not which suit four aces would make trump;
    the preset scores it without changing the trump (``points_only``), as the Gambler
    rules of the same text do.

    Args:
        table: the table's conventions; :class:`Games24Table` () by default.

    Raises:
        RulesError: ``bidding_in_the_red`` is not one of :data:`GAMES24_RED_LIMITS`, or a
            flag is not a bool.

    >>> r = games24()
    >>> r.game_scoring.win.value, r.bidding.barrel_bidding.value, r.redeal.timing.value
    ('exceed', 'auto', 'after_exchange')
    >>> games24(Games24Table(barrel_trading=False)).bidding.barrel_bidding.value
    'takes_talon'
    """
    table = Games24Table() if table is None else table
    _check_table(table)
    conditions = (
        frozenset({RedealCondition.HAND_FOUR_NINES, RedealCondition.HAND_POINTS_BELOW})
        if table.redeal
        else frozenset()
    )
    return Rules(
        redeal=RedealRules(
            conditions=conditions,
            hand_points_below=14,
            timing=RedealTiming.AFTER_EXCHANGE,
        ),
        bidding=BiddingRules(
            negative_score_limit=table.bidding_in_the_red,
            talon_hidden_on_hundred=table.hidden_talon_on_hundred,
            barrel_bidding=(
                BarrelBidding.AUTO if table.barrel_trading else BarrelBidding.TAKES_TALON
            ),
        ),
        talon=TalonRules(
            concede=table.concede,
            concede_penalty=(
                ConcedePenalty.CONTRACT if table.concede_penalty else ConcedePenalty.BOLT
            ),
            concede_award=ConcedeAward.HALF_CONTRACT,
        ),
        play=PlayRules(
            ace_marriage=AceMarriage.POINTS_ONLY if table.ace_marriage else AceMarriage.OFF,
            ace_marriage_value=200,
        ),
        game_scoring=GameScoringRules(
            target=1000,
            win=WinCondition.EXCEED,
            barrel_threshold=880,
            barrel_min_contract=121,
            barrel_attempts=3,
            barrel_bump=True,
            barrel_simultaneous=BarrelSimultaneous.ALL_FALL,
            barrel_freeze_others=True,
            barrel_outbid_fail=True,
            win_from_below=True,
            dump_truck=DumpTruck.BOTH if table.dump_truck else DumpTruck.OFF,
            golden_round=table.golden_round,
            settlement=Settlement.BANK,
        ),
    )


def _check_table(table: object) -> None:
    if type(table) is not Games24Table:
        raise RulesError([RulesProblem("table", f"must be a Games24Table, not {shown(table)}")])
    problems = [
        RulesProblem(
            f"table.{f.name}", f"must be true or false, not {shown(getattr(table, f.name))}"
        )
        for f in attrs.fields(Games24Table)
        if f.name != "bidding_in_the_red" and type(getattr(table, f.name)) is not bool
    ]
    red = table.bidding_in_the_red
    if type(red) is not int or red not in GAMES24_RED_LIMITS:
        allowed = ", ".join(str(v) for v in GAMES24_RED_LIMITS)
        problems.append(
            RulesProblem("table.bidding_in_the_red", f"must be one of {allowed}, not {shown(red)}")
        )
    if problems:
        raise RulesError(problems)


def two_player() -> Rules:
    """Two players with two talons.

    The two-player game of *How many points*, *Игры азартные карты 1000* and
    *Mille pour deux*: ten cards each and two face-down talons of two, the declarer
    taking one blind and discarding two (A3 ``two_talons``), the unused talon to whoever
    takes the last trick (A4), conceding giving the opponent 60 (D6; *How many points*:
    "he can say about this and receive a fine equal to the rate he announced. The
    opponent is given 60 points."), and no barrel (G3; *Игры азартные карты 1000*:
    «"Бочки" в игре один против одного обычно нет», one against one there is usually no
    barrel).

    >>> r = two_player()
    >>> r.players, r.dealing.two_player_deal.value, r.game_scoring.barrel_threshold
    (2, 'two_talons', None)
    """
    return Rules(
        dealing=DealingRules(players=2, two_player_deal=TwoPlayerDeal.TWO_TALONS),
        talon=TalonRules(concede_award=ConcedeAward.FIXED),
        game_scoring=GameScoringRules(barrel_threshold=None),
    )


def four_player() -> Rules:
    """Four players: the dealer sits out.

    The four-player game of *How many points*, *Thousand for two, three or four*,
    *Игры азартные карты 1000* and *Тысяча вчетвером*: the dealer "sits on the talon"
    and scores the talon's card points plus a marriage lying in it (A5), the card points
    doubled in dark and golden deals (A6), and may look at the talon even in a dark game
    (A7); the three others play the classic three-player game.

    >>> r = four_player()
    >>> r.players, r.dealing.sitting_dealer_sees_talon
    (4, True)
    """
    return Rules(dealing=DealingRules(players=4, sitting_dealer_sees_talon=True))


def k1c() -> Rules:
    """The three-player rules of 1000cardgame.com, "Card game Thousand - rules".

    Rule by rule (<https://1000cardgame.com/en/rules/>): the ace marriage, "all four
    aces", worth 200 and setting no trump ("When declaring an ace marriage, there is no
    designation of the trump suit"; E3 ``points_only``); "The player who starts must
    announce a bid of 100" (C1, the player left of the dealer, as every other text
    has it: the page does not say who starts); "Increasing the bid is allowed by at least
    five points" (C4: steps of 5, jumps allowed); "The bid cannot exceed 120 points plus
    the value of any existing marriage" (C6 ``marriages_in_hand``, the ace marriage
    counting); "In one round, you can score from 0 to 420 points" (C5: the highest bid
    420); and a redeal ("reshuffling of cards is possible") for "the total value of cards
    in a player's hand is less than 13 points; a player has more than three nines in
    hand; a player has four jacks in hand; the total value of cards in the stockpile is
    less than 6 points; there are two nines in the" stockpile (B1). The page's other
    rules are the classic ones. Its two-on-two game to 2000 is :func:`k1c_pairs`.

    >>> r = k1c()
    >>> r.play.ace_marriage.value, r.bidding.bid_jumps, r.bidding.max_bid
    ('points_only', True, 420)
    >>> (r.redeal.hand_points_below, r.redeal.talon_points_below)
    (13, 6)
    """
    return Rules(
        redeal=RedealRules(
            conditions=frozenset(
                {
                    RedealCondition.HAND_POINTS_BELOW,
                    RedealCondition.HAND_FOUR_NINES,
                    RedealCondition.HAND_FOUR_JACKS,
                    RedealCondition.TALON_POINTS_BELOW,
                    RedealCondition.TALON_TWO_NINES,
                }
            ),
            hand_points_below=13,
            talon_points_below=6,
        ),
        bidding=BiddingRules(bid_jumps=True, max_bid=420),
        play=PlayRules(ace_marriage=AceMarriage.POINTS_ONLY, ace_marriage_value=200),
    )


def shram() -> Rules:
    """The cut and the dealer's hundred of "Thousand (1000)" on shram.kiev.ua.

    Rule by rule (<http://en.shram.kiev.ua/games/cards/2_1000.shtml>, in its English
    version): the pack is "removed by the player to the left of the handler" (A9
    ``left_of_dealer``); "the handler looks at the bottom card in the deck, if this card
    is nine, this card is shown to all players and the deck is being removed. If the
    player to the left of the handler has removed the deck 3 times and the last card was
    3 times nine, then this player is penalized in the amount of -120 points" (A9, a
    recut and ``cut_nine_penalty`` 120); "If the last card is jack, then the sender
    himself removes the deck, but only once" (A9 ``dealer_cuts``); "The first bet is the
    deliverer, and this does not depend on his desire, the bet of the deliverer
    immediately equals 100 points" (C1 ``dealer``: the dealer holds the 100 and the
    player on his left bids first). The page's other rules are the classic ones.

    >>> r = shram()
    >>> r.dealing.cutter.value, r.dealing.cut_jack.value, r.bidding.obligatory_bid.value
    ('left_of_dealer', 'dealer_cuts', 'dealer')
    """
    return Rules(
        dealing=DealingRules(
            cutter=Cutter.LEFT_OF_DEALER, cut_nine_penalty=120, cut_jack=CutJack.DEALER_CUTS
        ),
        bidding=BiddingRules(obligatory_bid=ObligatoryBid.DEALER),
    )


def glinskie() -> Rules:
    """The rules of «1000: карточная игра. Правила игры в тысячу» on glinskie.ru.

    Rule by rule (<http://glinskie.ru/?do=igra-v-1000-kartami>): «Если в ходе раздачи хоть
    одна карта оказалась вскрытой ..., то раздающему записывается штраф в размере 120
    очков и карты переходят к следующему игроку для повторной сдачи» (a card exposed in
    the deal costs the dealer 120 and the deal passes on; A10 ``exposed_card_penalty``
    120); «сдающий имеет право попросить пересдвинуть, если последняя карта - девятка»
    (the dealer may ask for a recut when the bottom card is a nine; A9). The page does
    not say who cuts: the preset has the player on the dealer's right cut, as pagat and
    *How many points* do; since the page names no penalty for nines that keep coming
    back, ``cut_nine_penalty`` is 0; a jack at the bottom follows A9's default (the dealer
    may bury it). Its other rules are the classic ones: «штрафуется на 120 очков за
    каждую третью набранную палку» (every third bolt -120, F4) and
    «Объявить марьяж козырь можно лишь после того как игроком будет взята первая взятка»
    (a marriage only after a trick, E1).

    >>> r = glinskie()
    >>> r.dealing.exposed_card_penalty, r.dealing.cutter.value, r.dealing.cut_nine_penalty
    (120, 'right_of_dealer', 0)
    """
    return Rules(
        dealing=DealingRules(
            cutter=Cutter.RIGHT_OF_DEALER, cut_nine_penalty=0, exposed_card_penalty=120
        ),
    )


def ukrainian_golden() -> Rules:
    """The golden round and the dark game of «Як грати у 1000 у четвер?» (Ukrainian).

    Rule by rule (<https://metallodetal.com.ua/ukraincyam/yak-grati-u-1000-u-chetver.html>):
    «у ході перших роздач (їх кількість = кількості гравців) кожен гравець має зіграти на
    замовлення 120 очок у свою чергу» (the first deals, as many as the players, each
    player in turn plays 120; G13 ``golden_round``); «Усі очки, штрафи та болти, набрані
    гравцями, пишуться у подвійному розмірі» (all points, penalties and bolts doubled:
    ``golden_multiplier`` 2, the marriages and the bolts too, F5, F7); «Якщо на своєму
    прикупі жоден гравець не набирає 120 очок, то очки обнуляються» (nobody makes it:
    the scores go back to 0, as G13 plays); «Грати «в темну» має право тільки «перша
    рука», тобто гравець, що сидить по ліву руку від того, хто здає» (only the player on
    the dealer's left may play dark; C8 ``first_hand``); «той, хто йде «у темну»
    зобов'язується набрати не менше 120 очок» (the dark bid is at least 120: C14
    ``blind_first_hand_any``, with ``blind_bids_capped`` off so that it may go above the
    cap of a hand without marriages). The page's sentence on following suit («за
    винятком першого ходу, коли не можна викладати червоні карти або даму пік») belongs
    to another game and is left out; the other rules are the classic ones.

    >>> r = ukrainian_golden()
    >>> r.game_scoring.golden_round, r.bidding.blind_bidding.value
    (True, 'first_hand')
    """
    return Rules(
        bidding=BiddingRules(
            blind_bidding=BlindBidding.FIRST_HAND,
            blind_first_hand_any=True,
            blind_bids_capped=False,
        ),
        game_scoring=GameScoringRules(golden_round=True),
    )


def _kurnik(players: int) -> Rules:
    """Kurnik's rules with ``players`` players (the three presets differ only there)."""
    dealing = DealingRules(players=players)
    if players == 2:
        dealing = DealingRules(players=2, unused_talon=UnusedTalon.WITH_DISCARDS)
    elif players == 4:
        dealing = DealingRules(players=4, sitter_scores=SitterScores.ACES, sitter_ace_points=50)
    return Rules(
        dealing=dealing,
        redeal=RedealRules(
            conditions=frozenset({RedealCondition.HAND_FOUR_NINES}),
            timing=RedealTiming.BEFORE_BIDDING,
        ),
        bidding=BiddingRules(
            bid_step=10, bid_jumps=True, max_bid=400, talon_hidden_on_hundred=False
        ),
        talon=TalonRules(
            concede_penalty=ConcedePenalty.NOTHING,
            free_awards=1,
            free_awards_scope=ConcedeScope.PLAYER,
            concede_award_points=40 if players == 4 else 60,
        ),
        play=PlayRules(
            marriage_timing=MarriageTiming.ANY_LEAD, must_overtake=Overtake.BEAT_LED_SUIT
        ),
        deal_scoring=DealScoringRules(rounding=Rounding.NEAREST_10, bolt_penalty=0),
        game_scoring=GameScoringRules(
            barrel_threshold=None, lock_threshold=800, dump_truck=DumpTruck.OFF, tie=Tie.DRAW
        ),
    )


def kurnik() -> Rules:
    """The three-player rules of Kurnik / PlayOK, "Tysiąc – zasady".

    Rule by rule (<https://www.kurnik.pl/tysiac/zasady.phtml>): "Licytacja startuje od
    siedzącego po lewej rozdającego, który z automatu gra 100" (C1, classic);
    "Licytowane wartości muszą być wielokrotnościami 10" and "Kolejni w kierunku na lewo
    mogą podnieść stawkę lub spasować" (C4: steps of 10, any multiple of 10, so jumps);
    "Nie można licytować więcej niż 120 + wartość w meldunkach" (C6
    ``marriages_in_hand``, classic; the text has no fixed maximum, so ``max_bid`` is
    400, 120 and all four marriages, the most the cap can allow); "Grający przy grze w
    trójkę odkrywa musik, bierze karty i daje przeciwnikom po jednej karcie ze swoich"
    (the talon is shown, even on the hundred: C10 off); "Istnieje obowiązek dokładania
    do koloru i przebijania silniejszą kartą (pierwszy obowiązek ważniejszy)" (E5
    ``beat_led_suit``); "Meldunek to para dama-król jednego koloru - jedna z nich musi
    być zagrana jako pierwsza i zagrywający deklaruje "melduję"" (no trick needed first:
    E1 ``any_lead``); "Pozostali gracze zdobywają tyle, ile wzięli w kartach plus
    meldunki, zaokrąglone do wielokrotności 10 (od 5 w górę, poniżej - w dół)" (F8
    ``nearest_10``); "Mając 800 pkt. lub więcej, kolejne punkty zdobywa się, tylko będąc
    grającym" (G15 ``lock_threshold`` 800, with no barrel, G3); "Koniec następuje, gdy
    ktoś zdobędzie 1000 pkt. lub więcej. Jeśli kilku zdobędzie jednocześnie, to wygrywa
    ten z nich, który był grającym, a jeśli żaden nie był, to ten, kto zdobył więcej (a
    jeśli zdobyli po równo, to jest remis)" (G18 ``draw``); "Grający może wycofać się z
    grania, rzucając tzw. bombę. Nie odpisuje mu się wtedy wylicytowanych punktów.
    Pierwsza bomba jest bezkarna, przy kolejnych przeciwnikom dopisuje się po 60 pkt.
    (40 pkt. przy grze w czterech)" (D9: conceding costs nothing, ``free_awards`` 1, the
    opponents 60 each from the second bomb); "Jeśli ktoś dostanie 4 dziewiątki, może
    poprosić o ponowne rozdanie" (B1: four nines dealt, claimed before bidding). The text
    has no bolts (``bolt_penalty`` 0) and no dump truck (G12 ``off``).

    Two readings: "Pierwsza bomba" is read as each player's first bomb
    (``free_awards_scope`` ``player``): "bezkarna" (unpunished) speaks of the thrower,
    and a game-wide count would let the first player to bomb spend everybody's free one.
    The bomb is thrown, like any concession (D4), after taking the musik and before the
    first lead.

    >>> r = kurnik()
    >>> r.bidding.bid_step, r.game_scoring.lock_threshold, r.talon.concede_penalty.value
    (10, 800, 'nothing')
    """
    return _kurnik(3)


def kurnik_two() -> Rules:
    """The two-player rules of Kurnik / PlayOK, "Tysiąc – zasady".

    As :func:`kurnik`, with the text's two-player rules: "gra w dwie osoby - po 10 kart,
    reszta do dwóch musików po dwie karty" (A3 ``two_talons``); the declarer "odkrywa
    jeden z dwóch musików, bierze karty i odkłada dwie wybrane zakryte w miejsce
    wybranego musika" (``discard_two``); "Punkty za karty z musików zdobywa zwycięzca
    ostatniej lewy" (A4: the unchosen musik and the two discards both go to the winner
    of the last trick, ``unused_talon`` ``with_discards``). A later bomb gives the one
    opponent 60; the 800 rule and the rest are the three-player ones (the text makes no
    exception for two).

    >>> r = kurnik_two()
    >>> r.players, r.dealing.unused_talon.value, r.talon.concede_award_points
    (2, 'with_discards', 60)
    """
    return _kurnik(2)


def kurnik_four() -> Rules:
    """The four-player rules of Kurnik / PlayOK, "Tysiąc – zasady".

    As :func:`kurnik`, with the text's four-player rules: "Gdy gra jest w czterech, jeden
    w każdym rozdaniu jest "na musie" i nie bierze udziału we właściwej grze, ale
    otrzymuje punkty za karty z musiku - za asa 50 pkt., za meldunki wartość meldunku"
    (A12 ``aces``, 50 per ace in the musik and a marriage lying in it); a later bomb gives
    each opponent "40 pkt. przy grze w czterech" (D14 ``concede_award_points`` 40). The
    text does not say who sits out: the preset has the dealer sit out (A11 ``dealer``),
    as zagraj.pl's "ostatni w kolejce do licytacji" (the last to bid, the dealer) says.
    Nor does it say whether a player at 800 or more still scores the musik: the 800
    rule's "kolejne punkty zdobywa się, tylko będąc grającym" is read literally, so the
    seat that sits out scores nothing from 800 (G15).

    >>> r = kurnik_four()
    >>> r.players, r.dealing.sitter_scores.value, r.talon.concede_award_points
    (4, 'aces', 40)
    """
    return _kurnik(4)


def zagraj() -> Rules:
    """The three-player rules of zagraj.pl, "Zasady gry" (Tysiąc).

    Rule by rule (<https://zagraj.pl/do/gry/tysiac/pomoc/zasady>): "każdy gracz dostaje 7
    kart, pozostałe 3 karty to musik"; "licytuje się co 10 punktów poczynając od 100"
    (C4: steps of 10 from 100); "jeśli gracz nie ma meldunku, nie może licytować powyżej
    120" (C6 ``marriage_above_120``); "po licytacji każdy widzi musik, wygrywający
    zabiera go i rozdaje po dowolnej karcie ze swoich 10" (the musik is shown, even on
    the hundred: C10 off); "w trakcie gry zgłaszane są meldunki - tylko damą bądź królem"
    (E1 ``any_lead``: no trick needed first); "w trakcie gry istnieje przymus przebijania
    karty kartą wyższą, jeśli taką mamy (kartą wyższą lub atut)" (E5
    ``beat_led_suit``); "po zakończeniu gry osobie licytującej dodaje się lub odejmuje
    punkty, które wylicytował" (F2, classic); "pozostałym osobom dodaje się punkty, które
    w danej grze ugrali (zaokrąglone do 10)" (F8 ``nearest_10``); "jeśli gracz ma powyżej
    800 punktów, punkty nie są doliczane, chyba, że gracz je wylicytował" (G15
    ``lock_threshold`` 801: above 800, so 800 itself still scores; no barrel, G3); "Celem
    gry jest zdobycie/przekroczenie 1000pkt." (G1, G2 ``reach``). The text has no redeal
    (B1: no conditions), no conceding (D4 off), no bolts (``bolt_penalty`` 0) and no dump
    truck (G12 ``off``).

    Readings: "co 10 punktów" fixes the unit of a bid, not a single step, and the
    Polish tables jump (Kurnik: "Licytowane wartości muszą być wielokrotnościami 10"), so
    bids may jump by any multiple of 10 (C4); the text names no highest bid, so
    ``max_bid`` is 400 as for Kurnik (120 and all four marriages); "zaokrąglone do 10" is
    rounded with 5 up, as Kurnik says; who wins when several reach 1000 together is left
    classic (the declarer, G18). The text's two-player form is
    ``attrs.evolve(zagraj(), dealing=DealingRules(players=2,
    unused_talon=UnusedTalon.WITH_DISCARDS))`` and its four-player form (the dealer, "ostatni
    w kolejce do licytacji", sits out and scores "50 punktów za asa, i meldunek jak
    meldunek") ``DealingRules(players=4, sitter_scores=SitterScores.ACES)``.

    >>> r = zagraj()
    >>> r.game_scoring.lock_threshold, r.bidding.cap.value, r.talon.concede, r.redeal.conditions
    (801, 'marriage_above_120', False, frozenset())
    """
    return Rules(
        redeal=RedealRules(conditions=frozenset()),
        bidding=BiddingRules(
            bid_step=10,
            bid_jumps=True,
            max_bid=400,
            cap=BidCap.MARRIAGE_ABOVE_120,
            talon_hidden_on_hundred=False,
        ),
        talon=TalonRules(concede=False),
        play=PlayRules(
            marriage_timing=MarriageTiming.ANY_LEAD, must_overtake=Overtake.BEAT_LED_SUIT
        ),
        deal_scoring=DealScoringRules(rounding=Rounding.NEAREST_10, bolt_penalty=0),
        game_scoring=GameScoringRules(
            barrel_threshold=None, lock_threshold=801, dump_truck=DumpTruck.OFF
        ),
    )


def bga(*, players: int = 3) -> Rules:
    """Board Game Arena's "Polish rule set", as its documented table options give it.

    The options as a Board Game Arena table lists them
    (<https://ms.boardgamearena.com/tournament?id=392345>): "Rule set: Polish rule set";
    "Base score unit: 10" (bids in steps of 10, C4, and the defenders rounded to 10, F8
    ``nearest_10``: in the Polish rules both hold); "First trick meld not allowed:
    Disabled" (E1 ``any_lead``); "Forfeit limit: Up to 2 forfeits per player" (D12
    ``concede_limit_per_player`` 2); "0-point round penalty: Disabled" (no bolts,
    ``bolt_penalty`` 0); "Barrel: Disabled" (G3: no barrel, and no 800 rule); "Lower
    minimum bid: Disabled" (C1: 100); "Four Aces meld: Disabled" (E3 ``off``); "Target
    score: 500" (G1 500).

    What the options leave to "Polish rule set" follows the Polish rules of Kurnik's
    "Tysiąc – zasady" (Board Game Arena's own rules page is not among the library's
    texts): bids jump by any multiple of 10 up to 400 within 120 and the marriages held
    (C4, C5, C6), the musik shown (C10 off), the obligation to beat the led suit (E5
    ``beat_led_suit``), four nines dealt asking for a redeal (B1), a forfeit costing the
    declarer nothing with each player's first free and the later ones 60 to each
    opponent (Kurnik's bomb, D9: what a forfeit costs is not among the options), no dump
    truck (G12 ``off``), and equal totals reached together by defenders drawing (G18
    ``draw``).

    The documented option table is a two-player table's; the preset plays the rule set
    with three, its usual number. ``bga(players=2)`` gives the two-player form, with two
    musiks of two whose cards, with the discards, go to the winner of the last trick (A3,
    A4, as Kurnik has it).

    Args:
        players: 3 (the default) or 2.

    Raises:
        RulesError: ``players`` is not 2 or 3.

    >>> r = bga()
    >>> r.game_scoring.target, r.talon.concede_limit_per_player, r.deal_scoring.rounding.value
    (500, 2, 'nearest_10')
    >>> bga(players=2).players
    2
    """
    if type(players) is not int or players not in (2, 3):
        raise RulesError([RulesProblem("players", f"must be 2 or 3, not {shown(players)}")])
    dealing = (
        DealingRules(players=2, unused_talon=UnusedTalon.WITH_DISCARDS)
        if players == 2
        else DealingRules()
    )
    return Rules(
        dealing=dealing,
        redeal=RedealRules(conditions=frozenset({RedealCondition.HAND_FOUR_NINES})),
        bidding=BiddingRules(
            bid_step=10, bid_jumps=True, max_bid=400, talon_hidden_on_hundred=False
        ),
        talon=TalonRules(
            concede_penalty=ConcedePenalty.NOTHING,
            free_awards=1,
            free_awards_scope=ConcedeScope.PLAYER,
            concede_limit_per_player=2,
        ),
        play=PlayRules(
            marriage_timing=MarriageTiming.ANY_LEAD, must_overtake=Overtake.BEAT_LED_SUIT
        ),
        deal_scoring=DealScoringRules(rounding=Rounding.NEAREST_10, bolt_penalty=0),
        game_scoring=GameScoringRules(
            target=500, barrel_threshold=None, dump_truck=DumpTruck.OFF, tie=Tie.DRAW
        ),
    )


def pagat() -> Rules:
    """The Russian game as John McLeod's "1000" on pagat.com describes it.

    Rule by rule (<http://www.pagat.com/marriage/1000.html>): "There are three active
    players"; "The non-dealer begins with a compulsory bid of 100 as in the
    three-player game" (C1, classic); bids "following multiples of five" and "Each bid
    must exceed the one before it" (C4: jumps by any multiple of 5); "you may not bet over
    [120] and must have a King-Queen pair to do so" (C6 ``marriage_above_120``); "The
    declarer reveals the three prikup cards in the center and takes them in hand" (the
    prikup shown, even on the hundred: C10 off); "the declarer discards two unwanted
    cards, one to each opponent", then "has the ability to raise their bid, following
    multiples of five, or stay" (D2, D3, classic); "After the exchange, if an unlucky
    player has four 9s in hand they may abandon that hand and receive no score. Cards are
    shuffled and re-dealt" (B1 four nines, B3 ``after_exchange``); "It is not possible to
    have a cumulative score between 880 and 1000" (G3, G4, classic); "If you are the
    declarer and fail to make your bid, then the amount of your bid is subtracted from
    your score as usual and you are no longer on the barrel" (G17 ``leave``); "if your
    score is (say) 845 and you score 155 points or more, you win" (``win_from_below``);
    "If you score zero on three occasions, not necessarily [consecutively]" (F3
    ``no_points``, F4 every third); "Hands played while you are on the barrel do not count
    towards your allowance of zero scores" (G10, classic); "The cards are not played, but
    a Russian R ... is entered in your column of the score sheet. Each of the opponents
    scores 60 points. On the first two occasions when you declare a Rospisat, your
    cumulative score does not change, but if you declare a third Rospisat, points are
    subtracted from your cumulative score. If you declare further Rospisats, you lose
    points every third time that you do so." (D10 ``concede_cycle`` 3, D6 60 to each
    opponent).

    Choices where the page, as the library has it, leaves a value open: the third
    Rospisat costs the contract (D5, as any concession does); the barrel gives three
    attempts, a fall costs 120 and every third zero costs 120 (G6, F4: the classic values,
    since the page's numbers for them are not among the library's texts); the defenders
    are rounded to 5 (F1), marriages need a trick first (E1 ``after_trick``: the page
    names announcing on the first trick as a variation) and nobody must overtake (E5
    ``off``), all classic; there is no cut (the library's cut, A9, brings recuts on nines
    the page does not describe) and no dump truck (G12 ``off``: the page has none). The
    page's variations are settings of their own: bidding above 120 without a marriage
    (C6 ``none``), the barrel at 900 without a limit of attempts (G3 900, G16), four
    players with the player right of or opposite the dealer sitting out and scoring 40
    per ace in the prikup and its marriage (A11, A12 ``aces`` 40), the "gold set" (G13).

    >>> r = pagat()
    >>> r.talon.concede_cycle, r.game_scoring.barrel_fail.value, r.deal_scoring.bolt_rule.value
    (3, 'leave', 'no_points')
    """
    return Rules(
        redeal=RedealRules(
            conditions=frozenset({RedealCondition.HAND_FOUR_NINES}),
            timing=RedealTiming.AFTER_EXCHANGE,
        ),
        bidding=BiddingRules(
            bid_jumps=True, cap=BidCap.MARRIAGE_ABOVE_120, talon_hidden_on_hundred=False
        ),
        talon=TalonRules(concede_cycle=3),
        deal_scoring=DealScoringRules(bolt_rule=BoltRule.NO_POINTS),
        game_scoring=GameScoringRules(
            barrel_fail=BarrelFail.LEAVE, win_from_below=True, dump_truck=DumpTruck.OFF
        ),
    )


def k1c_pairs() -> Rules:
    """1000cardgame.com's two-on-two game: :func:`k1c` with four players in partnerships.

    The site's home page (<https://1000cardgame.com/en/>): "During a two-on-two match, the
    number of points needed to win increases to 2000" (A13 ``partnerships``, G1 2000).
    The rules of :func:`k1c` hold otherwise (the ace marriage, bids up by 5 or more to
    420, its five redeal conditions). The site says no more about the two-on-two game, so
    the rest is the library's four-player game with partnerships: partners sit opposite
    (seats 0 and 2 against 1 and 3), the dealer sits out and scores the talon (A5), each
    seat keeps its own score and a team wins when the partners' total reaches 2000; there
    is no barrel (partnerships have none: G3).

    >>> r = k1c_pairs()
    >>> r.players, r.dealing.partnerships, r.game_scoring.target, r.play.ace_marriage.value
    (4, True, 2000, 'points_only')
    """
    rules = k1c()
    return attrs.evolve(
        rules,
        dealing=DealingRules(players=4, partnerships=True),
        game_scoring=GameScoringRules(target=2000, barrel_threshold=None),
    )


class PresetSource(NamedTuple):
    """A rule text a preset comes from: its title and, where it has one, its address.

    >>> PRESET_SOURCES["glinskie"][0].title
    '1000: карточная игра. Правила игры в тысячу'
    """

    title: str
    """The text's title, as it gives it."""

    address: str | None = None
    """Where the text is published, ``None`` where the library has only its title."""


_HOW_MANY_POINTS = PresetSource(
    "How many points does not play in 1000. Card game thousand",
    "https://ctik.ru/en/babys-sleep/skolko-ochkov-ne-igraet-v-1000-kartochnaya-igra-tysyacha",
)
_FOR_TWO_THREE_OR_FOUR = PresetSource("Thousand — a card game for two, three or four players")
_IGRY_AZARTNYE = PresetSource("Игры азартные карты 1000. Правила игры")
_VCHETVEROM = PresetSource(
    'Правила игры в тысячу на картах вчетвером. Как играть в "тысячу": правила,'
    " особенности и рекомендации"
)
_MILLE_POUR_DEUX = PresetSource("Mille cartes de carte Torez MAREZH. Jeu mille pour deux règles")
_KURNIK = PresetSource(
    "Tysiąc – zasady (Kurnik / PlayOK)", "https://www.kurnik.pl/tysiac/zasady.phtml"
)


_CATALOGUE: tuple[tuple[str, Callable[[], Rules], str, tuple[PresetSource, ...]], ...] = (
    (
        "classic",
        classic,
        "The classic three-player rules the library's five rule texts share: Rules().",
        (
            _HOW_MANY_POINTS,
            _FOR_TWO_THREE_OR_FOUR,
            _IGRY_AZARTNYE,
            _VCHETVEROM,
            _MILLE_POUR_DEUX,
        ),
    ),
    (
        "gambler",
        gambler,
        "The numbered Gambler rules: jump bids, the ace marriage, one player on the"
        " barrel, the bank.",
        (_VCHETVEROM,),
    ),
    (
        "games24",
        games24,
        "The Games24 online table: 1001 to win, 121 on the barrel, the golden round.",
        (_VCHETVEROM,),
    ),
    (
        "two_player",
        two_player,
        "Two players, ten cards each and two talons of two; no barrel.",
        (_HOW_MANY_POINTS, _IGRY_AZARTNYE, _MILLE_POUR_DEUX),
    ),
    (
        "four_player",
        four_player,
        "Four players: the dealer sits out and scores the talon.",
        (_HOW_MANY_POINTS, _FOR_TWO_THREE_OR_FOUR, _IGRY_AZARTNYE, _VCHETVEROM),
    ),
    (
        "k1c",
        k1c,
        "1000cardgame.com: bids up by 5 or more to 420, the ace marriage, five redeal conditions.",
        (
            PresetSource(
                "Card game Thousand - rules (1000cardgame.com)",
                "https://1000cardgame.com/en/rules/",
            ),
        ),
    ),
    (
        "shram",
        shram,
        "shram.kiev.ua: the cut from the dealer's left, nines recut, the dealer holds the 100.",
        (
            PresetSource(
                "Thousand (1000) (shram.kiev.ua)",
                "http://en.shram.kiev.ua/games/cards/2_1000.shtml",
            ),
        ),
    ),
    (
        "glinskie",
        glinskie,
        "glinskie.ru: -120 to the dealer for a card exposed in the deal, a recut on a nine.",
        (
            PresetSource(
                "1000: карточная игра. Правила игры в тысячу",
                "http://glinskie.ru/?do=igra-v-1000-kartami",
            ),
        ),
    ),
    (
        "ukrainian_golden",
        ukrainian_golden,
        "The Ukrainian golden round (three doubled deals at 120) and the first hand's dark game.",
        (
            PresetSource(
                "Як грати у 1000 у четвер?",
                "https://metallodetal.com.ua/ukraincyam/yak-grati-u-1000-u-chetver.html",
            ),
        ),
    ),
    (
        "kurnik",
        kurnik,
        "Kurnik / PlayOK: bids by 10, defenders rounded to 10, from 800 only the declarer"
        " scores, the bomb.",
        (_KURNIK,),
    ),
    (
        "kurnik_two",
        kurnik_two,
        "Kurnik / PlayOK for two: two musiks of two, the rest as Kurnik's three-player game.",
        (_KURNIK,),
    ),
    (
        "kurnik_four",
        kurnik_four,
        "Kurnik / PlayOK for four: the dealer sits out and scores 50 per ace in the musik.",
        (_KURNIK,),
    ),
    (
        "zagraj",
        zagraj,
        "zagraj.pl: bids by 10, a marriage to bid above 120, above 800 only the declarer scores.",
        (
            PresetSource(
                "Zasady gry – Tysiąc (zagraj.pl)", "https://zagraj.pl/do/gry/tysiac/pomoc/zasady"
            ),
        ),
    ),
    (
        "bga",
        bga,
        "Board Game Arena's Polish rule set: 500 to win, no barrel, two forfeits per player.",
        (
            PresetSource(
                "Board Game Arena, Thousand: table options (Polish rule set)",
                "https://ms.boardgamearena.com/tournament?id=392345",
            ),
            _KURNIK,
        ),
    ),
    (
        "pagat",
        pagat,
        "pagat's Russian rules: jump bids, a failed contract leaves the barrel, every third"
        " Rospisat costs.",
        (PresetSource("1000 (pagat.com)", "http://www.pagat.com/marriage/1000.html"),),
    ),
    (
        "k1c_pairs",
        k1c_pairs,
        "1000cardgame.com two on two: the k1c rules with four players in partnerships, to 2000.",
        (
            PresetSource("Game 1000 online (1000cardgame.com)", "https://1000cardgame.com/en/"),
            PresetSource(
                "Card game Thousand - rules (1000cardgame.com)",
                "https://1000cardgame.com/en/rules/",
            ),
        ),
    ),
)
"""Each preset: its name, its builder, its one-line description and its sources."""


PRESETS: Mapping[str, Callable[[], Rules]] = MappingProxyType(
    {name: build for name, build, _, _ in _CATALOGUE}
)
"""Every named rule set: name -> the function that builds it (with its defaults)."""

PRESET_DESCRIPTIONS: Mapping[str, str] = MappingProxyType(
    {name: description for name, _, description, _ in _CATALOGUE}
)
"""Every named rule set: name -> a one-line description, in the order of :data:`PRESETS`.

>>> PRESET_DESCRIPTIONS["classic"]
"The classic three-player rules the library's five rule texts share: Rules()."
"""

PRESET_SOURCES: Mapping[str, tuple[PresetSource, ...]] = MappingProxyType(
    {name: sources for name, _, _, sources in _CATALOGUE}
)
"""Every named rule set: name -> the rule texts it comes from (:class:`PresetSource`),
in the order of :data:`PRESETS`."""

use_presets(PRESETS)


def preset(name: str) -> Rules:
    """The rule set named ``name`` (one of :data:`PRESETS`), with its defaults.

    Raises:
        RulesError: no preset has that name.

    >>> preset("two_player").players
    2
    >>> preset("russian")
    Traceback (most recent call last):
    ...
    thousand.errors.RulesError: invalid rules: preset: no preset 'russian'; the presets are ...
    """
    return Rules.preset(name)
