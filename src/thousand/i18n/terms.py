"""The game's own words in each language: болт, бочка, самосвал; musik, meldunek, bomba.

Russian follows the Russian rule texts (*Игры азартные карты 1000*, *Тысяча вчетвером*);
Polish follows Polish Tysiąc as the rules of Kurnik (`kurnik.pl/tysiac/zasady.phtml`),
zagraj.pl and the Polish Wikipedia (*Tysiąc (gra)*) write it. Where Polish tables have
no word of their own (they play without bolts, the dump truck or the golden round), the
Polish text says what happens in plain words.

>>> term(Term.BARREL, "ru"), term(Term.CONCEDE, "pl"), term("talon", "pl")
('бочка', 'bomba', 'musik')
"""

from __future__ import annotations

import enum

from thousand.errors import NotationError, shown
from thousand.i18n.locale import Locale, locale_of
from thousand.i18n.text import Text
from thousand.round.facts import Phase
from thousand.rules.redeal import RedealCondition

__all__ = ["CONDITION_NAMES", "DEAL_KINDS", "PHASE_NAMES", "TERMS", "Term", "term"]


class Term(enum.StrEnum):
    """A word of the game, valued as its English snake_case name."""

    AUCTION = "auction"
    BID = "bid"
    PASS = "pass"
    CONTRACT = "contract"
    DECLARER = "declarer"
    DEFENDERS = "defenders"
    DEALER = "dealer"
    SEAT = "seat"
    DEAL = "deal"
    GAME = "game"
    TALON = "talon"
    TRICK = "trick"
    TRUMP = "trump"
    MARRIAGE = "marriage"
    ACE_MARRIAGE = "ace_marriage"
    HALF_MARRIAGE = "half_marriage"
    OBLIGATORY_BID = "obligatory_bid"
    DARK_BID = "dark_bid"
    CONCEDE = "concede"
    REDEAL = "redeal"
    CUT = "cut"
    BOLT = "bolt"
    BARREL = "barrel"
    DUMP_TRUCK = "dump_truck"
    GOLDEN_ROUND = "golden_round"
    STOOD_STILL = "stood_still"
    SCORE_SHEET = "score_sheet"


TERMS: dict[Term, Text] = {
    Term.AUCTION: Text(en="auction", ru="торговля", pl="licytacja"),
    Term.BID: Text(en="bid", ru="ставка", pl="licytacja"),
    Term.PASS: Text(en="pass", ru="пас", pl="pas"),
    Term.CONTRACT: Text(en="contract", ru="заказ", pl="gra"),
    Term.DECLARER: Text(en="declarer", ru="заказавший игру", pl="grający"),
    Term.DEFENDERS: Text(en="defenders", ru="вистующие", pl="przeciwnicy"),
    Term.DEALER: Text(en="dealer", ru="сдающий", pl="rozdający"),
    Term.SEAT: Text(en="seat", ru="игрок", pl="gracz"),
    Term.DEAL: Text(en="deal", ru="кон", pl="rozdanie"),
    Term.GAME: Text(en="game", ru="партия", pl="partia"),
    Term.TALON: Text(en="talon", ru="прикуп", pl="musik"),
    Term.TRICK: Text(en="trick", ru="взятка", pl="lewa"),
    Term.TRUMP: Text(en="trump", ru="козырь", pl="atut"),
    Term.MARRIAGE: Text(en="marriage", ru="марьяж", pl="meldunek"),
    Term.ACE_MARRIAGE: Text(en="ace marriage", ru="тузовый марьяж", pl="meldunek asów"),
    Term.HALF_MARRIAGE: Text(en="half marriage", ru="мини-марьяж", pl="pół meldunku"),
    Term.OBLIGATORY_BID: Text(en="the obligatory hundred", ru="сотня", pl="setka"),
    Term.DARK_BID: Text(en="dark bid", ru="игра втёмную", pl="gra w ciemno"),
    Term.CONCEDE: Text(en="concession", ru="роспись", pl="bomba"),
    Term.REDEAL: Text(en="redeal", ru="пересдача", pl="ponowne rozdanie"),
    Term.CUT: Text(en="cut", ru="сдвиг колоды", pl="przełożenie talii"),
    Term.BOLT: Text(en="bolt", ru="болт", pl="zero lew"),
    Term.BARREL: Text(en="barrel", ru="бочка", pl="beczka"),
    Term.DUMP_TRUCK: Text(en="dump truck", ru="самосвал", pl="555 do zera"),
    Term.GOLDEN_ROUND: Text(en="golden round", ru="золотой кон", pl="złota runda"),
    Term.STOOD_STILL: Text(en="stood still", ru="стоит на месте", pl="stoi w miejscu"),
    Term.SCORE_SHEET: Text(en="score sheet", ru="запись", pl="zapis"),
}
"""Every :class:`Term` in every language."""


PHASE_NAMES: dict[Phase, Text] = {
    Phase.CUTTING: Text(en="the cutting", ru="сдвиг колоды", pl="przełożenie talii"),
    Phase.DEALING: Text(en="the deal", ru="сдача", pl="rozdanie"),
    Phase.REDEAL: Text(en="the redeal claims", ru="пересдача", pl="ponowne rozdanie"),
    Phase.BIDDING: Text(en="the auction", ru="торговля", pl="licytacja"),
    Phase.TALON: Text(en="the choice of a talon", ru="выбор прикупа", pl="wybór musiku"),
    Phase.EXCHANGE: Text(en="the exchange", ru="раздача карт из прикупа", pl="oddawanie kart"),
    Phase.CONTRACT: Text(en="the contract", ru="заказ игры", pl="ustalenie gry"),
    Phase.PLAYING: Text(en="trick play", ru="розыгрыш", pl="rozgrywka"),
    Phase.OVER: Text(en="the end of the deal", ru="конец кона", pl="koniec rozdania"),
}
"""The name of each phase of a deal."""


CONDITION_NAMES: dict[RedealCondition, Text] = {
    RedealCondition.HAND_FOUR_NINES: Text(
        en="four nines", ru="четыре девятки", pl="cztery dziewiątki"
    ),
    RedealCondition.HAND_POINTS_BELOW: Text(
        en="too few points in hand", ru="мало очков на руке", pl="za mało punktów w ręce"
    ),
    RedealCondition.TALON_POINTS_BELOW: Text(
        en="too few points in the talon", ru="мало очков в прикупе", pl="za mało punktów w musiku"
    ),
    RedealCondition.HAND_THREE_NINES_ON_HUNDRED: Text(
        en="three nines on the hundred", ru="три девятки на сотне", pl="trzy dziewiątki na setce"
    ),
    RedealCondition.HAND_THREE_NINES: Text(
        en="three nines", ru="три девятки", pl="trzy dziewiątki"
    ),
    RedealCondition.HAND_FOUR_JACKS: Text(en="four jacks", ru="четыре валета", pl="cztery walety"),
    RedealCondition.TALON_TWO_NINES: Text(
        en="two nines in the talon", ru="две девятки в прикупе", pl="dwie dziewiątki w musiku"
    ),
    RedealCondition.TALON_THREE_JACKS: Text(
        en="three jacks in the talon", ru="три валета в прикупе", pl="trzy walety w musiku"
    ),
}
"""The name of each redeal condition (B1)."""


DEAL_KINDS: dict[str, Text] = {
    "golden": Text(en="golden", ru="золотой", pl="złoty"),
    "dark": Text(en="dark", ru="втёмную", pl="w ciemno"),
}
"""The multiplied deals (F6, F7), as the events of a deal name them."""


_TERM_VALUES = {t.value: t for t in Term}


def term(name: Term | str, locale: Locale | str = Locale.EN) -> str:
    """A word of the game in ``locale``.

    Args:
        name: a :class:`Term`, or its value (``"bolt"``).
        locale: the language.

    Raises:
        LocaleError: an unknown locale.
        NotationError: not a term.
    """
    found = _TERM_VALUES.get(name) if isinstance(name, str) else None
    if found is None:
        raise NotationError(f"not a term: {shown(name)}", text=name)
    return TERMS[found][locale_of(locale)]
