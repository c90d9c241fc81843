"""Why a move or a record is refused, in each language: one sentence per :class:`Reason`.

Every reason code has a sentence that says what the rule is (:data:`REASON_TEXTS`).
The reasons a player meets at the table (the auction, the exchange, trick play, the
turn) also have sentences that name the seat and the numbers, filled from the
violation's ``seat`` and ``details`` (:data:`DETAILED`); :func:`~thousand.i18n.describe`
picks the first whose fields the violation has.

>>> from thousand import Reason
>>> print(REASON_TEXTS[Reason.MUST_FOLLOW_SUIT].ru)
нужно ходить в масть
"""

from __future__ import annotations

from thousand.errors import Reason
from thousand.i18n.text import Text

__all__ = ["DETAILED", "REASON_TEXTS"]


REASON_TEXTS: dict[Reason, Text] = {
    Reason.MALFORMED_ACTION: Text(
        en="the action's fields are not what they should be",
        ru="ход записан неверно",
        pl="ruch zapisany nieprawidłowo",
    ),
    Reason.ROUND_OVER: Text(en="the deal is over", ru="кон окончен", pl="rozdanie się skończyło"),
    Reason.DEAL_EXPECTED: Text(
        en="the cards have not been dealt yet",
        ru="карты ещё не сданы",
        pl="karty nie są jeszcze rozdane",
    ),
    Reason.WRONG_PHASE: Text(
        en="this move does not belong to this part of the deal",
        ru="такой ход сейчас невозможен",
        pl="taki ruch nie jest teraz możliwy",
    ),
    Reason.NOT_YOUR_TURN: Text(
        en="it is not this seat's turn", ru="сейчас не ваша очередь", pl="to nie twoja kolej"
    ),
    Reason.INVALID_DEAL: Text(
        en="the cards are not shared out as the rules say",
        ru="карты сданы не по правилам",
        pl="karty rozdane niezgodnie z zasadami",
    ),
    Reason.CARD_NOT_IN_HAND: Text(
        en="that card is not in the hand",
        ru="такой карты нет на руке",
        pl="tej karty nie ma w ręce",
    ),
    Reason.ALREADY_PASSED: Text(
        en="a pass is final: no more bids in this deal",
        ru="сказавший «пас» больше не торгуется",
        pl="po pasie nie można już licytować",
    ),
    Reason.BID_TOO_LOW: Text(
        en="the bid is too low", ru="ставка слишком мала", pl="za niska licytacja"
    ),
    Reason.BID_OFF_STEP: Text(
        en="the bid is off the step",
        ru="ставка не по шагу торговли",
        pl="licytacja niezgodna z krokiem",
    ),
    Reason.BID_ABOVE_MAX: Text(
        en="the bid is above the highest bid",
        ru="ставка выше наибольшей",
        pl="licytacja powyżej najwyższej",
    ),
    Reason.BID_ABOVE_CAP: Text(
        en="the bid is above what the marriages in hand allow",
        ru="ставка выше, чем позволяют марьяжи на руке",
        pl="licytacja wyższa, niż pozwalają meldunki w ręce",
    ),
    Reason.MUST_PASS: Text(
        en="a score below the limit may only pass",
        ru="с таким минусом можно только пасовать",
        pl="przy takim wyniku można tylko pasować",
    ),
    Reason.BLIND_NOT_ALLOWED: Text(
        en="a dark bid is not allowed now",
        ru="играть втёмную сейчас нельзя",
        pl="gra w ciemno nie jest teraz dozwolona",
    ),
    Reason.MUST_LOOK: Text(
        en="look at the cards before an open bid",
        ru="прежде чем торговаться в открытую, посмотрите карты",
        pl="przed jawną licytacją trzeba obejrzeć karty",
    ),
    Reason.ALREADY_LOOKED: Text(
        en="the cards have been seen already",
        ru="карты уже просмотрены",
        pl="karty zostały już obejrzane",
    ),
    Reason.BLIND_OUTBID_NEEDS_MARRIAGE: Text(
        en="a dark bid is topped only with a marriage in hand",
        ru="ставку втёмную перебивают только с марьяжем на руке",
        pl="grę w ciemno przebija się tylko z meldunkiem w ręce",
    ),
    Reason.HOLDER_MAY_NOT_PASS: Text(
        en="the obligatory bid goes dark or looks at its cards, it does not pass",
        ru="сидящий на сотне играет втёмную или смотрит карты, но не пасует",
        pl="gracz na setce gra w ciemno albo ogląda karty, nie pasuje",
    ),
    Reason.NOT_AN_OPPONENT: Text(
        en="cards from the talon go to the opponents",
        ru="карты из прикупа отдают соперникам",
        pl="karty z musiku oddaje się przeciwnikom",
    ),
    Reason.ALREADY_GIVEN: Text(
        en="that opponent has a card already",
        ru="этот соперник уже получил карту",
        pl="ten przeciwnik dostał już kartę",
    ),
    Reason.CONTRACT_BELOW_BID: Text(
        en="the contract may be raised, never lowered",
        ru="заказ можно повысить, но не понизить",
        pl="grę można podwyższyć, ale nie obniżyć",
    ),
    Reason.CONTRACT_OFF_STEP: Text(
        en="the contract is off the step",
        ru="заказ не по шагу торговли",
        pl="gra niezgodna z krokiem licytacji",
    ),
    Reason.CONTRACT_ABOVE_MAX: Text(
        en="the contract is above the highest bid",
        ru="заказ выше наибольшей ставки",
        pl="gra powyżej najwyższej licytacji",
    ),
    Reason.CONTRACT_ABOVE_CAP: Text(
        en="the contract is above what the marriages in hand allow",
        ru="заказ выше, чем позволяют марьяжи на руке",
        pl="gra wyższa, niż pozwalają meldunki w ręce",
    ),
    Reason.BARREL_CONTRACT_TOO_LOW: Text(
        en="a player on the barrel plays at least the barrel's contract",
        ru="сидящий на бочке заказывает не меньше положенного",
        pl="gracz na beczce gra co najmniej wymaganą grę",
    ),
    Reason.RAISE_NOT_ALLOWED: Text(
        en="the contract may not be raised",
        ru="заказ повышать нельзя",
        pl="gry nie można podwyższyć",
    ),
    Reason.CONCEDE_NOT_ALLOWED: Text(
        en="the deal may not be conceded now",
        ru="расписать игру сейчас нельзя",
        pl="bomba nie jest teraz dozwolona",
    ),
    Reason.CONCEDE_LIMIT_REACHED: Text(
        en="no more concessions are allowed in this game",
        ru="лимит росписей в этой игре исчерпан",
        pl="limit bomb w tej grze został wyczerpany",
    ),
    Reason.MUST_FOLLOW_SUIT: Text(
        en="follow suit", ru="нужно ходить в масть", pl="trzeba dołożyć do koloru"
    ),
    Reason.MUST_TRUMP: Text(
        en="without the led suit, play a trump",
        ru="нет масти: нужно бить козырем",
        pl="bez koloru trzeba dać atut",
    ),
    Reason.MUST_OVERTAKE: Text(
        en="beat the trick when you can",
        ru="нужно бить старшей картой",
        pl="trzeba przebić wyższą kartą",
    ),
    Reason.MUST_LEAD_ACE: Text(
        en="after the ace marriage, lead an ace",
        ru="после тузового марьяжа ходят с туза",
        pl="po meldunku asów wychodzi się asem",
    ),
    Reason.DECLARE_NOT_LEADING: Text(
        en="a marriage is declared only on the lead",
        ru="марьяж объявляют только своим ходом",
        pl="meldować można tylko wychodząc",
    ),
    Reason.DECLARE_NOT_MARRIAGE_CARD: Text(
        en="a marriage is declared by leading its king or queen",
        ru="марьяж объявляют ходом с короля или дамы",
        pl="melduje się, wychodząc królem lub damą",
    ),
    Reason.MARRIAGE_NOT_HELD: Text(
        en="the marriage is not in the hand",
        ru="такого марьяжа на руке нет",
        pl="tego meldunku nie ma w ręce",
    ),
    Reason.MARRIAGE_ALREADY_DECLARED: Text(
        en="that marriage was declared already",
        ru="этот марьяж уже объявлен",
        pl="ten meldunek już był",
    ),
    Reason.MARRIAGE_NEEDS_TRICK: Text(
        en="a marriage is declared only after taking a trick",
        ru="марьяж объявляют, только взяв хотя бы одну взятку",
        pl="meldować można dopiero po wzięciu lewy",
    ),
    Reason.MUST_DECLARE_MARRIAGE: Text(
        en="a king or queen led from a marriage declares it",
        ru="ход королём или дамой из марьяжа объявляет марьяж",
        pl="wyjście królem lub damą z meldunku melduje go",
    ),
    Reason.NO_SUCH_TALON: Text(
        en="there is no such talon", ru="такого прикупа нет", pl="nie ma takiego musiku"
    ),
    Reason.NO_DISCARD: Text(
        en="these rules give cards to the opponents, they do not lay any away",
        ru="по этим правилам карты отдают соперникам, а не сносят",
        pl="w tych zasadach karty oddaje się przeciwnikom, nie odkłada",
    ),
    Reason.ALREADY_DISCARDED: Text(
        en="every card has been laid away already",
        ru="все карты уже снесены",
        pl="wszystkie karty są już odłożone",
    ),
    Reason.NO_GIFT: Text(
        en="these rules lay cards away, they give none",
        ru="по этим правилам карты сносят, а не отдают",
        pl="w tych zasadach karty się odkłada, nie oddaje",
    ),
    Reason.ROUND_NOT_OVER: Text(
        en="the deal is not over yet", ru="кон ещё не окончен", pl="rozdanie jeszcze trwa"
    ),
    Reason.NOTHING_TO_UNDO: Text(
        en="there is nothing to take back: the deal has just started",
        ru="отменять нечего: кон только начался",
        pl="nie ma czego cofnąć: rozdanie dopiero się zaczęło",
    ),
    Reason.INVALID_CONTEXT: Text(
        en="the deal's game does not fit the rules",
        ru="положение в партии не подходит к правилам",
        pl="stan partii nie pasuje do zasad",
    ),
    Reason.GAME_OVER: Text(en="the game is over", ru="партия окончена", pl="partia się skończyła"),
    Reason.MALFORMED_SUMMARY: Text(
        en="the written-down deal has a wrong field",
        ru="запись кона заполнена неверно",
        pl="zapis rozdania jest nieprawidłowy",
    ),
    Reason.CARD_POINTS_TOTAL: Text(
        en="the card points do not add up to 120",
        ru="очки за карты в сумме не 120",
        pl="punkty z kart nie sumują się do 120",
    ),
    Reason.TRICKS_TOTAL: Text(
        en="the tricks do not add up", ru="число взяток не сходится", pl="liczba lew się nie zgadza"
    ),
    Reason.POINTS_WITHOUT_TRICK: Text(
        en="no trick, no card points", ru="без взяток нет и очков", pl="bez lewy nie ma punktów"
    ),
    Reason.MARRIAGE_CLAIMED_TWICE: Text(
        en="a marriage is written down twice",
        ru="марьяж записан дважды",
        pl="meldunek zapisany dwa razy",
    ),
    Reason.MARRIAGE_WITHOUT_TRICK: Text(
        en="no trick, no marriage",
        ru="без взятки марьяж не объявить",
        pl="bez lewy nie można meldować",
    ),
    Reason.MARRIAGE_KIND_OFF: Text(
        en="these rules have no such marriage",
        ru="в этих правилах такого марьяжа нет",
        pl="w tych zasadach nie ma takiego meldunku",
    ),
    Reason.LAST_TRICK_UNKNOWN: Text(
        en="who took the last trick is missing",
        ru="не записано, кто взял последнюю взятку",
        pl="brak gracza, który wziął ostatnią lewę",
    ),
    Reason.CONCEDED_WITH_PLAY: Text(
        en="a conceded deal has no play",
        ru="в расписанной игре нет розыгрыша",
        pl="po bombie nie ma rozgrywki",
    ),
    Reason.GOLDEN_MISMATCH: Text(
        en="a golden deal belongs to the golden round",
        ru="золотой кон бывает только в начале партии",
        pl="złote rozdanie jest tylko w złotej rundzie",
    ),
    Reason.BARREL_DECLARER_MISMATCH: Text(
        en="the player on the barrel is the declarer",
        ru="играет сидящий на бочке",
        pl="gra gracz na beczce",
    ),
    Reason.DARK_MISMATCH: Text(
        en="nobody could bid in the dark in this deal",
        ru="втёмную в этом коне играть нельзя",
        pl="w tym rozdaniu nie można grać w ciemno",
    ),
    Reason.SITTING_OUT: Text(
        en="with four players one seat sits out",
        ru="вчетвером один игрок сидит на прикупе",
        pl="we czwórkę jeden gracz nie gra",
    ),
    Reason.NO_CONSISTENT_WORLD: Text(
        en="no deal agrees with what this seat knows",
        ru="ни одна раздача не сходится с тем, что известно игроку",
        pl="żadne rozdanie nie zgadza się z wiedzą gracza",
    ),
    Reason.INCONSISTENT_VIEW: Text(
        en="the view does not agree with itself",
        ru="сведения игрока противоречат друг другу",
        pl="dane gracza są ze sobą sprzeczne",
    ),
    Reason.INVALID_NOTATION: Text(
        en="the text does not follow the notation",
        ru="текст не соответствует нотации",
        pl="tekst niezgodny z notacją",
    ),
    Reason.SUMMARY_SHAPE: Text(
        en="the parts of the written-down deal do not fit together",
        ru="части записи кона не сходятся",
        pl="części zapisu rozdania do siebie nie pasują",
    ),
    Reason.UNKNOWN_ACTION_ID: Text(
        en="no action has that number",
        ru="хода с таким номером нет",
        pl="nie ma ruchu o takim numerze",
    ),
    Reason.ACTION_NOT_ENCODABLE: Text(
        en="that action has no number",
        ru="у этого хода нет номера",
        pl="ten ruch nie ma numeru",
    ),
    Reason.VIEW_NOT_ENCODABLE: Text(
        en="the encoding does not take this view",
        ru="такие сведения игрока не кодируются",
        pl="takich danych gracza nie da się zakodować",
    ),
    Reason.INVALID_RECORD: Text(
        en="the record cannot be read", ru="запись не читается", pl="nie można odczytać zapisu"
    ),
    Reason.INVALID_MESSAGE: Text(
        en="the view message cannot be read",
        ru="сообщение со сведениями игрока не читается",
        pl="nie można odczytać wiadomości z danymi gracza",
    ),
    Reason.RULES_UNKNOWN: Text(
        en="the view names its rules, and they were not given",
        ru="сведения игрока ссылаются на правила, которые не переданы",
        pl="dane gracza wskazują zasady, których nie podano",
    ),
    Reason.RULES_MISMATCH: Text(
        en="the view was written under other rules than the ones given",
        ru="сведения игрока записаны по другим правилам",
        pl="dane gracza zapisano według innych zasad",
    ),
    Reason.INVALID_DECK_ORDER: Text(
        en="the pack is not the 24 cards, each once",
        ru="в колоде не 24 разные карты",
        pl="talia to nie 24 różne karty",
    ),
    Reason.TALON_POSITION_FORBIDDEN: Text(
        en="a talon card may not be dealt from there",
        ru="в прикуп нельзя класть первые и последние три карты",
        pl="na musik nie odkłada się pierwszych ani ostatnich trzech kart",
    ),
    Reason.CUT_EXPECTED: Text(
        en="the pack has not been cut yet",
        ru="колоду ещё не сдвинули",
        pl="talia nie jest jeszcze przełożona",
    ),
    Reason.NOT_CHANCE: Text(
        en="a player is to act, not chance", ru="сейчас ход игрока", pl="teraz ruch gracza"
    ),
    Reason.RECUT_NEEDS_NINE: Text(
        en="a new cut needs a nine at the bottom",
        ru="пересдвинуть можно, только если снизу девятка",
        pl="ponowne przełożenie tylko z dziewiątką na spodzie",
    ),
    Reason.BURY_NEEDS_JACK: Text(
        en="only a jack at the bottom goes into the pack",
        ru="в середину колоды кладут только валета",
        pl="w środek talii wkłada się tylko waleta",
    ),
    Reason.BOTTOM_CARD_MISPLACED: Text(
        en="the bottom card goes to the seat dealt the last card",
        ru="нижняя карта достаётся тому, кому сдана последняя карта",
        pl="dolna karta trafia do gracza, który dostał ostatnią kartę",
    ),
    Reason.REDEAL_CONDITION_OFF: Text(
        en="these rules allow no redeal on that",
        ru="по этим правилам такой пересдачи нет",
        pl="w tych zasadach nie ma takiego ponownego rozdania",
    ),
    Reason.REDEAL_CONDITION_NOT_MET: Text(
        en="the cards do not meet the redeal's condition",
        ru="карты не дают права на пересдачу",
        pl="karty nie dają prawa do ponownego rozdania",
    ),
    Reason.REDEAL_NOT_NOW: Text(
        en="a redeal cannot be claimed now",
        ru="сейчас пересдачу не требуют",
        pl="teraz nie można żądać ponownego rozdania",
    ),
    Reason.REDEAL_NOT_CLAIMANT: Text(
        en="only the player on the hundred claims on the talon",
        ru="пересдачу по прикупу требует только сидящий на сотне",
        pl="ponownego rozdania z musiku żąda tylko gracz na setce",
    ),
    Reason.OUTCOME_MISMATCH: Text(
        en="how the deal ended does not fit the rest",
        ru="исход кона записан неверно",
        pl="wynik rozdania zapisany nieprawidłowo",
    ),
    Reason.FOUR_NINES_IMPOSSIBLE: Text(
        en="no four-nines bonus here",
        ru="премии за четыре девятки здесь нет",
        pl="nie ma tu premii za cztery dziewiątki",
    ),
    Reason.UNKNOWN_LOCALE: Text(
        en="an unknown language", ru="неизвестный язык", pl="nieznany język"
    ),
    Reason.INVALID_BUDGET: Text(
        en="a search needs a positive number of worlds or of seconds",
        ru="поиску нужно положительное число раздач или секунд",
        pl="przeszukiwanie wymaga dodatniej liczby rozdań albo sekund",
    ),
    Reason.NOT_A_VIEW: Text(
        en="a bot acts from its seat's view, not from the whole state",
        ru="бот ходит по сведениям своего игрока, а не по всему положению",
        pl="bot gra według danych swojego gracza, nie według pełnego stanu",
    ),
    Reason.UNKNOWN_PRESET: Text(
        en="no rule set has that name",
        ru="набора правил с таким названием нет",
        pl="nie ma zestawu zasad o tej nazwie",
    ),
    Reason.INVALID_MATCH: Text(
        en="the match cannot be played as set",
        ru="матч с такими настройками не сыграть",
        pl="takiego meczu nie da się rozegrać",
    ),
    Reason.UNKNOWN_BOT: Text(
        en="there is no such bot",
        ru="такого бота нет",
        pl="nie ma takiego bota",
    ),
    Reason.BOT_NOT_PICKLABLE: Text(
        en="the bot cannot be sent to another process",
        ru="бота нельзя передать в другой процесс",
        pl="bota nie można przekazać do innego procesu",
    ),
    Reason.BOT_FAILED: Text(
        en="the bot raised an error instead of choosing a move",
        ru="бот выдал ошибку вместо хода",
        pl="bot zgłosił błąd zamiast wybrać ruch",
    ),
    Reason.BOT_ILLEGAL_ACTION: Text(
        en="the bot chose a move the rules do not allow",
        ru="бот выбрал ход не по правилам",
        pl="bot wybrał ruch niezgodny z zasadami",
    ),
    Reason.BOT_TIMED_OUT: Text(
        en="the bot took longer than the match allows",
        ru="бот думал дольше, чем позволяет матч",
        pl="bot myślał dłużej, niż pozwala mecz",
    ),
    Reason.PROGRESS_FAILED: Text(
        en="the match's progress report raised an error",
        ru="отчёт о ходе матча выдал ошибку",
        pl="raport postępu meczu zgłosił błąd",
    ),
    Reason.GAME_TOO_LONG: Text(
        en="a game of the match went on for too many deals",
        ru="партия матча затянулась: слишком много конов",
        pl="partia meczu trwała zbyt wiele rozdań",
    ),
    Reason.TASK_FAILED: Text(
        en="a part of the match failed outside the bots",
        ru="часть матча сорвалась не по вине ботов",
        pl="część meczu nie powiodła się z przyczyn innych niż boty",
    ),
}
"""The rule behind each reason code, without the facts of one case."""


DETAILED: dict[Reason, tuple[Text, ...]] = {
    Reason.NOT_YOUR_TURN: (
        Text(
            en="{to_act} is to act, not {seat}",
            ru="сейчас очередь игрока {to_act}, а не игрока {seat}",
            pl="teraz kolej gracza {to_act}, nie gracza {seat}",
        ),
        Text(
            en="{cutter} cuts the pack, not {seat}",
            ru="колоду сдвигает игрок {cutter}, а не игрок {seat}",
            pl="talię przekłada gracz {cutter}, nie gracz {seat}",
        ),
    ),
    Reason.WRONG_PHASE: (
        Text(
            en="not possible during {phase}",
            ru="так нельзя: сейчас {phase}",
            pl="nie teraz: trwa {phase}",
        ),
    ),
    Reason.CARD_NOT_IN_HAND: (
        Text(
            en="{seat} does not hold that card",
            ru="у игрока {seat} нет такой карты",
            pl="gracz {seat} nie ma tej karty",
        ),
    ),
    Reason.ALREADY_PASSED: (
        Text(
            en="{seat} has passed and may not bid again in this deal",
            ru="игрок {seat} сказал «пас» и больше не торгуется",
            pl="gracz {seat} spasował i nie licytuje już w tym rozdaniu",
        ),
    ),
    Reason.BID_TOO_LOW: (
        Text(
            en="{seat} must bid at least {next_bid}",
            ru="игрок {seat} должен заявить не меньше {next_bid}",
            pl="gracz {seat} musi licytować co najmniej {next_bid}",
        ),
    ),
    Reason.BID_OFF_STEP: (
        Text(
            en="bids rise by the step: {seat} may bid {next_bid}",
            ru="ставку повышают по шагу: игрок {seat} может заявить {next_bid}",
            pl="licytuje się zgodnie z krokiem: gracz {seat} może licytować {next_bid}",
        ),
    ),
    Reason.BID_ABOVE_MAX: (
        Text(
            en="the highest bid is {max_bid}",
            ru="наибольшая ставка: {max_bid}",
            pl="najwyższa licytacja to {max_bid}",
        ),
    ),
    Reason.BID_ABOVE_CAP: (
        Text(
            en="{seat} may bid at most {cap}",
            ru="игрок {seat} может заявить не больше {cap}",
            pl="gracz {seat} może licytować najwyżej {cap}",
        ),
    ),
    Reason.MUST_PASS: (
        Text(
            en="{seat} is below the score limit of {negative_score_limit} and may only pass",
            ru="у игрока {seat} меньше {negative_score_limit}: только «пас»",
            pl="gracz {seat} ma mniej niż {negative_score_limit}: tylko pas",
        ),
    ),
    Reason.BLIND_NOT_ALLOWED: (
        Text(
            en="{seat} may not bid in the dark now",
            ru="игрок {seat} не может сейчас играть втёмную",
            pl="gracz {seat} nie może teraz grać w ciemno",
        ),
    ),
    Reason.MUST_LOOK: (
        Text(
            en="{seat} has not looked at its cards: it bids in the dark, looks or passes",
            ru="игрок {seat} не смотрел карты: играет втёмную, смотрит карты или пасует",
            pl="gracz {seat} nie oglądał kart: gra w ciemno, ogląda karty albo pasuje",
        ),
    ),
    Reason.ALREADY_LOOKED: (
        Text(
            en="{seat} has seen its cards already",
            ru="игрок {seat} уже смотрел свои карты",
            pl="gracz {seat} już oglądał karty",
        ),
    ),
    Reason.BLIND_OUTBID_NEEDS_MARRIAGE: (
        Text(
            en="a dark bid is topped only with a marriage in hand; {seat} cannot show one",
            ru="ставку втёмную перебивают только с марьяжем, а у игрока {seat} его нет",
            pl="grę w ciemno przebija się tylko z meldunkiem, a gracz {seat} go nie ma",
        ),
    ),
    Reason.HOLDER_MAY_NOT_PASS: (
        Text(
            en="{seat} holds the obligatory bid: it goes dark or looks at its cards",
            ru="игрок {seat} сидит на сотне: играет втёмную или смотрит карты",
            pl="gracz {seat} jest na setce: gra w ciemno albo ogląda karty",
        ),
    ),
    Reason.NOT_AN_OPPONENT: (
        Text(
            en="{seat} gives cards to the opponents",
            ru="игрок {seat} отдаёт карты соперникам",
            pl="gracz {seat} oddaje karty przeciwnikom",
        ),
    ),
    Reason.ALREADY_GIVEN: (
        Text(
            en="{seat} gives one card to each opponent",
            ru="игрок {seat} отдаёт каждому сопернику по одной карте",
            pl="gracz {seat} oddaje każdemu przeciwnikowi po jednej karcie",
        ),
    ),
    Reason.CONTRACT_BELOW_BID: (
        Text(
            en="the contract may be raised, never lowered: at least {bid}",
            ru="заказ можно повысить, но не понизить: не меньше {bid}",
            pl="grę można podwyższyć, ale nie obniżyć: co najmniej {bid}",
        ),
    ),
    Reason.BARREL_CONTRACT_TOO_LOW: (
        Text(
            en="{seat} is on the barrel and must declare at least {barrel_contract}",
            ru="игрок {seat} на бочке и должен заказать не меньше {barrel_contract}",
            pl="gracz {seat} jest na beczce i musi grać co najmniej {barrel_contract}",
        ),
    ),
    Reason.CONTRACT_ABOVE_CAP: (
        Text(
            en="{seat} may declare at most {cap}",
            ru="игрок {seat} может заказать не больше {cap}",
            pl="gracz {seat} może grać najwyżej {cap}",
        ),
    ),
    Reason.CONCEDE_NOT_ALLOWED: (
        Text(
            en="{seat} may not concede now",
            ru="игрок {seat} не может сейчас расписать игру",
            pl="gracz {seat} nie może teraz zagrać bomby",
        ),
    ),
    Reason.CONCEDE_LIMIT_REACHED: (
        Text(
            en="{seat} may not concede: {limit} concessions allowed, {made} made",
            ru="игрок {seat} не может расписать игру: разрешено росписей {limit}, сделано {made}",
            pl="gracz {seat} nie może zagrać bomby: dozwolone bomby: {limit}, zagrane: {made}",
        ),
    ),
    Reason.MUST_FOLLOW_SUIT: (
        Text(
            en="{seat} must follow {led_suit}",
            ru="игрок {seat} должен ходить в масть: {led_suit}",
            pl="gracz {seat} musi dołożyć do koloru: {led_suit}",
        ),
    ),
    Reason.MUST_TRUMP: (
        Text(
            en="{seat} cannot follow {led_suit} and must play a trump: {trump}",
            ru="у игрока {seat} нет масти ({led_suit}): нужно бить козырем ({trump})",
            pl="gracz {seat} nie ma koloru ({led_suit}): musi dać atut ({trump})",
        ),
    ),
    Reason.MUST_OVERTAKE: (
        Text(
            en="{seat} must beat {to_beat}",
            ru="игрок {seat} должен побить {to_beat}",
            pl="gracz {seat} musi przebić {to_beat}",
        ),
    ),
    Reason.MUST_LEAD_ACE: (
        Text(
            en="{seat} declared the ace marriage and must lead an ace",
            ru="игрок {seat} объявил тузовый марьяж и должен ходить с туза",
            pl="gracz {seat} zameldował asy i musi wyjść asem",
        ),
    ),
    Reason.DECLARE_NOT_LEADING: (
        Text(
            en="{seat} may declare a marriage only when leading to a trick",
            ru="игрок {seat} может объявить марьяж только своим ходом",
            pl="gracz {seat} może meldować tylko wychodząc",
        ),
    ),
    Reason.MARRIAGE_NOT_HELD: (
        Text(
            en="{seat} does not hold that marriage",
            ru="у игрока {seat} нет такого марьяжа",
            pl="gracz {seat} nie ma tego meldunku",
        ),
    ),
    Reason.MARRIAGE_NEEDS_TRICK: (
        Text(
            en="{seat} may declare a marriage only after taking a trick in this deal",
            ru="игрок {seat} может объявить марьяж, только взяв взятку",
            pl="gracz {seat} może meldować dopiero po wzięciu lewy",
        ),
    ),
    Reason.MUST_DECLARE_MARRIAGE: (
        Text(
            en="{seat} leads a card of a marriage it may declare: the marriage is declared",
            ru="игрок {seat} ходит картой марьяжа, который может объявить: марьяж объявляется",
            pl="gracz {seat} wychodzi kartą meldunku, który może zgłosić: meldunek się liczy",
        ),
    ),
    Reason.REDEAL_CONDITION_NOT_MET: (
        Text(
            en="no redeal: the cards do not meet the condition ({condition})",
            ru="пересдачи нет: условие не выполнено ({condition})",
            pl="nie ma ponownego rozdania: warunek niespełniony ({condition})",
        ),
    ),
    Reason.REDEAL_CONDITION_OFF: (
        Text(
            en="these rules allow no redeal on {condition}",
            ru="по этим правилам нет пересдачи: {condition}",
            pl="w tych zasadach nie ma ponownego rozdania: {condition}",
        ),
    ),
    Reason.BOTTOM_CARD_MISPLACED: (
        Text(
            en="the {bottom} kept at the bottom goes to {seat}",
            ru="нижняя карта {bottom} достаётся игроку {seat}",
            pl="dolna karta {bottom} trafia do gracza {seat}",
        ),
    ),
}
"""The reasons a player meets, with the seat and the numbers; tried in order."""
