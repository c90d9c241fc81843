"""The words of the table in each language: its headings, phases and verdicts.

>>> TABLE["auction"].ru, PHASES[Phase.PLAYING].pl
('торговля', 'rozgrywka')
"""

from __future__ import annotations

from thousand.lang.text import Text
from thousand.round.facts import Phase
from thousand.round.outcome import Outcome
from thousand.rules.play import MarriageKind

__all__ = ["KINDS", "OUTCOMES", "PHASES", "TABLE"]


TABLE: dict[str, Text] = {
    "heading": Text(en="dealer {dealer}", ru="сдаёт {dealer}", pl="rozdaje {dealer}"),
    "to_act": Text(en="{seat} to act", ru="ходит {seat}", pl="ruch: {seat}"),
    "auction": Text(en="auction", ru="торговля", pl="licytacja"),
    "on": Text(en="{seat} on {value}", ru="{seat} на {value}", pl="{seat} na {value}"),
    "pass": Text(en="pass", ru="пас", pl="pas"),
    "dark": Text(en="dark", ru="втёмную", pl="w ciemno"),
    "contract": Text(en="contract", ru="заказ", pl="gra"),
    "trump": Text(en="trump", ru="козырь", pl="atut"),
    "declared": Text(en="declared", ru="марьяжи", pl="meldunki"),
    "conceded": Text(en="conceded", ru="роспись", pl="bomba"),
    "trick": Text(en="trick", ru="взятка", pl="lewa"),
    "led": Text(
        en="({leader} led, {winner} winning)",
        ru="(ходил {leader}, берёт {winner})",
        pl="(wyszedł {leader}, bierze {winner})",
    ),
    "hand": Text(en="hand", ru="рука", pl="ręka"),
    "cards": Text(en="cards", ru="карты", pl="karty"),
    "talon": Text(en="talon", ru="прикуп", pl="musik"),
    "taken": Text(en="taken", ru="взято", pl="wzięte"),
    "scores": Text(en="scores", ru="счёт", pl="wynik"),
    "teams": Text(en="teams", ru="команды", pl="drużyny"),
    "barrel": Text(en="barrel", ru="бочка", pl="beczka"),
    "result": Text(en="result", ru="итог", pl="rezultat"),
    "made": Text(en="made", ru="сыграно", pl="ugrane"),
    "down": Text(en="down", ru="недобор", pl="nieugrane"),
}
"""The headings of the table's lines and the words inside them."""


PHASES: dict[Phase, Text] = {
    Phase.CUTTING: Text(en="cutting", ru="сдвиг колоды", pl="przekładanie"),
    Phase.DEALING: Text(en="dealing", ru="сдача", pl="rozdawanie"),
    Phase.REDEAL: Text(en="redeal", ru="пересдача", pl="ponowne rozdanie"),
    Phase.BIDDING: Text(en="bidding", ru="торговля", pl="licytacja"),
    Phase.TALON: Text(en="talon", ru="выбор прикупа", pl="wybór musiku"),
    Phase.EXCHANGE: Text(en="exchange", ru="раздача прикупа", pl="oddawanie kart"),
    Phase.CONTRACT: Text(en="contract", ru="заказ", pl="ustalenie gry"),
    Phase.PLAYING: Text(en="playing", ru="розыгрыш", pl="rozgrywka"),
    Phase.OVER: Text(en="over", ru="конец кона", pl="koniec rozdania"),
}
"""The phase in the table's heading (in English the phase's own value)."""


KINDS: dict[MarriageKind, Text] = {
    MarriageKind.MARRIAGE: Text(en="", ru="", pl=""),
    MarriageKind.HALF_MARRIAGE: Text(en="half marriage", ru="мини-марьяж", pl="pół meldunku"),
    MarriageKind.ACE_MARRIAGE: Text(en="ace marriage", ru="тузовый марьяж", pl="meldunek asów"),
}
"""A declaration that is not a whole marriage says what it is (E3, E4)."""


OUTCOMES: dict[Outcome, Text] = {
    Outcome.PLAYED: Text(en="played", ru="сыграно", pl="rozegrane"),
    Outcome.REDEAL: Text(en="redeal", ru="пересдача", pl="ponowne rozdanie"),
    Outcome.THROWN_IN: Text(en="thrown in", ru="все пасовали", pl="wszyscy pas"),
    Outcome.EXPOSED_CARD: Text(en="exposed card", ru="вскрытая карта", pl="odkryta karta"),
    Outcome.CUT_PENALTY: Text(en="cut penalty", ru="штраф за сдвиг", pl="kara za przełożenie"),
}
"""How a deal without a declarer ended."""
