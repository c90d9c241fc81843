"""What the command line says, in English, Russian and Polish.

The language is ``--lang`` (before or after the command), else the environment's
``LC_ALL``, ``LC_MESSAGES`` or ``LANG`` when it names one the library speaks, else
English. ``--ascii`` writes English only: an explicit ``--lang ru`` or ``--lang pl``
with it is refused, a language taken from the environment gives way to English.

>>> language(None, {"LANG": "pl_PL.UTF-8"}), language(None, {"LANG": "de_DE.UTF-8"})
(<Locale.PL: 'pl'>, <Locale.EN: 'en'>)
>>> language(None, {"LC_ALL": "ru_RU.UTF-8", "LANG": "pl_PL"}), language("en", {"LANG": "ru"})
(<Locale.RU: 'ru'>, <Locale.EN: 'en'>)
"""

from __future__ import annotations

from collections.abc import Mapping

from thousand.actions import (
    Action,
    Bid,
    ChooseTalon,
    ClaimRedeal,
    Concede,
    DeclareContract,
    DeclineRedeal,
    Discard,
    GiveCard,
    Look,
    Pass,
    PlayCard,
)
from thousand.cli.status import Problem
from thousand.errors import LocaleError
from thousand.i18n import Locale, format_card, locale_of
from thousand.i18n.terms import CONDITION_NAMES
from thousand.i18n.text import Text
from thousand.lang.seats import seat_name

__all__ = [
    "ARGUMENTS",
    "CHECKING",
    "COMMANDS",
    "HELPS",
    "READING",
    "SAVING",
    "SAY",
    "SCORING",
    "language",
    "own_move",
]


def language(asked: str | None, environ: Mapping[str, str]) -> Locale:
    """The language: the one asked for, else the environment's, else English."""
    if asked is not None:
        return locale_of(asked)
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable)
        if value:
            try:
                return locale_of(value)
            except LocaleError:
                return Locale.EN  # the first that is set decides, as POSIX has it
    return Locale.EN


SAY: dict[str, Text] = {
    "seed": Text(en="seed {seed}", ru="номер расклада {seed}", pl="numer rozdania {seed}"),
    "deal": Text(
        en="=== deal {number}, dealt by {dealer} ===",
        ru="=== кон {number}, сдаёт {dealer} ===",
        pl="=== rozdanie {number}, rozdaje {dealer} ===",
    ),
    "you": Text(en="{name} (you)", ru="{name} (вы)", pl="{name} (ty)"),
    "you_alone": Text(en="you", ru="вы", pl="ty"),
    "won": Text(
        en="The game is over: {who} won.",
        ru="Партия окончена: выиграл {who}.",
        pl="Koniec partii: wygrał {who}.",
    ),
    "you_won": Text(
        en="The game is over: you won.",
        ru="Партия окончена: вы выиграли.",
        pl="Koniec partii: wygrałeś.",
    ),
    "draw": Text(
        en="The game is over: a draw between {who}.",
        ru="Партия окончена: ничья ({who}).",
        pl="Koniec partii: remis ({who}).",
    ),
    "and": Text(en=" and ", ru=" и ", pl=" i "),
    "next_deal": Text(
        en="\nEnter for the next deal, or quit: ",
        ru="\nEnter — следующий кон, «выход» — закончить: ",
        pl="\nEnter — następne rozdanie, «koniec» — zakończ: ",
    ),
    "read_as_enter": Text(
        en="({error}: read as Enter)",
        ru="({error}: считаю, что нажат Enter)",
        pl="({error}: traktuję jak Enter)",
    ),
    "takes": Text(
        en="{seat} takes the trick ({points})",
        ru="{seat} берёт взятку ({points})",
        pl="{seat} bierze lewę ({points})",
    ),
    "prompt": Text(
        en="your move (number, hint, undo, auto, help, quit)> ",
        ru="ваш ход (номер, подсказка, отмена, авто, помощь, выход)> ",
        pl="twój ruch (numer, podpowiedź, cofnij, auto, pomoc, koniec)> ",
    ),
    "not_a_move": Text(
        en="not a move: {error} (type help)",
        ru="это не ход: {error} (наберите «помощь»)",
        pl="to nie jest ruch: {error} (wpisz «pomoc»)",
    ),
    "unknown_move": Text(
        en="unknown move {text}",
        ru="непонятный ход {text}",
        pl="nieznany ruch {text}",
    ),
    "choose": Text(
        en="choose 1 to {count}",
        ru="выберите номер от 1 до {count}",
        pl="wybierz numer od 1 do {count}",
    ),
    "thinking": Text(en="thinking ...", ru="думаю ...", pl="myślę ..."),
    "hint": Text(
        en="hint ({by} bot): {number}  {move}",
        ru="подсказка: {number}  {move}",
        pl="podpowiedź: {number}  {move}",
    ),
    "nothing_to_undo": Text(
        en="nothing to undo: you have not moved in this deal",
        ru="отменять нечего: вы ещё не ходили в этом коне",
        pl="nie ma czego cofnąć: nie było jeszcze twojego ruchu w tym rozdaniu",
    ),
    "took_back": Text(en="took back: {move}", ru="ход отменён: {move}", pl="cofnięto: {move}"),
    "illegal": Text(en="illegal: {error}", ru="так нельзя: {error}", pl="nie wolno: {error}"),
    "bye": Text(en="bye", ru="до свидания", pl="do widzenia"),
    "help": Text(
        en="a number plays that move; a move in notation works too (play Ah, bid 110, pass);\n"
        "hint: the bot's suggestion; undo: take back your last move; auto: the bot plays the\n"
        "rest of this deal for you; quit: stop",
        ru="номер — сделать этот ход;\n"
        "подсказка — совет бота; отмена — вернуть свой последний ход;\n"
        "авто — бот доиграет этот кон за вас; выход — закончить",
        pl="numer — wykonaj ten ruch;\n"
        "podpowiedź — rada bota; cofnij — cofnij swój ostatni ruch;\n"
        "auto — bot dogra za ciebie to rozdanie; koniec — zakończ",
    ),
    "replay_deal": Text(
        en="=== deal {number} ===", ru="=== кон {number} ===", pl="=== rozdanie {number} ==="
    ),
    "pause": Text(
        en="[Enter: next, q: quit] ",
        ru="[Enter — дальше, в — выход] ",
        pl="[Enter — dalej, k — koniec] ",
    ),
    "summary": Text(en="summary: {summary}", ru="итог: {summary}", pl="podsumowanie: {summary}"),
    "ascii_english": Text(
        en="--ascii writes English only: Russian and Polish need Unicode (use --lang en)",
        ru="--ascii writes English only: Russian and Polish need Unicode (use --lang en)",
        pl="--ascii writes English only: Russian and Polish need Unicode (use --lang en)",
    ),
}
"""Everything ``play`` writes, in each language."""


SAVING: dict[str, Text] = {
    "saving": Text(
        en="saving the game to {path}",
        ru="партия записывается в {path}",
        pl="partia zapisuje się do {path}",
    ),
    "saved": Text(
        en="the game is saved in {path}",
        ru="партия записана в {path}",
        pl="partia jest zapisana w {path}",
    ),
    "resume": Text(
        en="continue it: python -m thousand play --resume {path}",
        ru="продолжить: python -m thousand play --resume {path}",
        pl="dalej: python -m thousand play --resume {path}",
    ),
    "over": Text(
        en="this game is over; nothing to resume",
        ru="эта партия окончена; продолжать нечего",
        pl="ta partia jest skończona; nie ma czego kontynuować",
    ),
    "not_a_game": Text(
        en="{path} is not a game saved by play (a game record with _play metadata)",
        ru="{path} — не партия, записанная командой play (запись партии с данными _play)",
        pl="{path} to nie partia zapisana przez play (zapis partii z danymi _play)",
    ),
    "resumed": Text(
        en="resumed: {deals} deals played, {where}",
        ru="продолжаем: сыграно конов — {deals}, {where}",
        pl="wznowiono: rozegranych rozdań — {deals}, {where}",
    ),
    "in_progress": Text(
        en="deal {number} in progress",
        ru="кон {number} не доигран",
        pl="rozdanie {number} w toku",
    ),
    "next_deal": Text(
        en="deal {number} next",
        ru="следующий — кон {number}",
        pl="następne — rozdanie {number}",
    ),
    "not_saved": Text(
        en="cannot save the game ({problem}); trying again after each move",
        ru="не удаётся записать партию ({problem}); попробую снова после каждого хода",
        pl="nie można zapisać partii ({problem}); spróbuję ponownie po każdym ruchu",
    ),
    "exists": Text(
        en="{path} exists: --resume {path} continues it, or save to another file",
        ru="{path} уже есть: --resume {path} продолжит эту партию, или запишите в другой файл",
        pl="{path} już istnieje: --resume {path} ją kontynuuje, albo zapisz do innego pliku",
    ),
    "cannot_write": Text(
        en="cannot write {path}: {why}",
        ru="не удаётся записать {path}: {why}",
        pl="nie można zapisać {path}: {why}",
    ),
}
"""What saving and resuming a game says (``play`` and its files), in each language."""


SCORING: dict[str, Text] = {
    "prompt": Text(
        en="deal {number} (e.g. {example}; help)> ",
        ru="кон {number} (например, {example}; help)> ",
        pl="rozdanie {number} (np. {example}; help)> ",
    ),
    "example": Text(
        en="{b} 120 : 35 70 15 ; tricks 2 4 2",
        ru="{b} 120 : 35 70 15 ; tricks 2 4 2",
        pl="{b} 120 : 35 70 15 ; tricks 2 4 2",
    ),
    "help": Text(
        en="""\
One line a deal: how it ended, then parts separated by ';'. Seats are {seats}.
  {b} 120 : 35 70 15      the declarer, the contract, each seat's card points
  {b} 120 conceded        the declarer conceded (no card points)
  {b} 120 dark / golden   a dark deal, a golden deal (after the contract)
  redeal {b}              a redeal claimed (redeal {b} hand_four_nines: with its condition)
  thrown in               everybody passed
  exposed {a}, cut {c}    a card exposed by the dealer; the cutter's third nine
  ; tricks 2 4 2          each seat's tricks
  ; marriages {b}:h {b}:s   the marriages declared, seat and suit (h s c d or ♥ ♠ ♣ ♦)
  ; half {a}:c            half marriages;  ; ace {c}  the ace marriage
  ; last {b}              who took the last trick;  ; nines {a}  who scored four nines
  ; out {a} ; talon 20 h ; aces 1   four players: who sat out, the talon, its aces
Also: undo (take back the last deal), help, quit; # starts a comment.""",
        ru="""\
Одна строка — один кон: чем он кончился, затем части через ';'. Места: {seats}.
  {b} 120 : 35 70 15      заказчик, заказ, очки в картах каждого места
  {b} 120 conceded        заказчик расписал (без очков в картах)
  {b} 120 dark / golden   кон втёмную, золотой кон (после заказа)
  redeal {b}              пересдача (redeal {b} hand_four_nines: с её условием)
  thrown in               все спасовали
  exposed {a}, cut {c}    карта, открытая сдающим; третья девятка снявшего
  ; tricks 2 4 2          взятки каждого места
  ; marriages {b}:h {b}:s   объявленные марьяжи, место и масть (h s c d или ♥ ♠ ♣ ♦)
  ; half {a}:c            полумарьяжи;  ; ace {c}  тузовый марьяж
  ; last {b}              кто взял последнюю взятку;  ; nines {a}  кто записал четыре девятки
  ; out {a} ; talon 20 h ; aces 1   четверо: кто на прикупе, прикуп, его тузы
Ещё: undo (вернуть последний кон), help, quit; # начинает комментарий.""",
        pl="""\
Jeden wiersz — jedno rozdanie: jak się skończyło, potem części oddzielone ';'. Miejsca: {seats}.
  {b} 120 : 35 70 15      grający, kontrakt, punkty z kart każdego miejsca
  {b} 120 conceded        grający oddał grę (bez punktów z kart)
  {b} 120 dark / golden   rozdanie w ciemno, złote rozdanie (po kontrakcie)
  redeal {b}              ponowne rozdanie (redeal {b} hand_four_nines: z jego warunkiem)
  thrown in               wszyscy spasowali
  exposed {a}, cut {c}    karta odkryta przez rozdającego; trzecia dziewiątka przekładającego
  ; tricks 2 4 2          lewy każdego miejsca
  ; marriages {b}:h {b}:s   zgłoszone meldunki, miejsce i kolor (h s c d lub ♥ ♠ ♣ ♦)
  ; half {a}:c            półmeldunki;  ; ace {c}  meldunek asów
  ; last {b}              kto wziął ostatnią lewę;  ; nines {a}  kto zapisał cztery dziewiątki
  ; out {a} ; talon 20 h ; aces 1   czterech graczy: kto pauzował, musik, jego asy
Też: undo (cofnij ostatnie rozdanie), help, quit; # zaczyna komentarz.""",
    ),
    "took_back": Text(
        en="took back deal {number}", ru="кон {number} отменён", pl="cofnięto rozdanie {number}"
    ),
    "nothing_to_undo": Text(en="nothing to undo", ru="отменять нечего", pl="nie ma czego cofnąć"),
    "no_more_to_undo": Text(
        en="no more to undo", ru="больше отменять нечего", pl="nie ma już czego cofnąć"
    ),
    "won": Text(
        en="\nThe game is over: {name} won.",
        ru="\nПартия окончена: выиграл {name}.",
        pl="\nKoniec partii: wygrał {name}.",
    ),
    "draw": Text(
        en="\nThe game is over: a draw between {names}.",
        ru="\nПартия окончена: ничья ({names}).",
        pl="\nKoniec partii: remis ({names}).",
    ),
    "and": Text(en=" and ", ru=" и ", pl=" i "),
    "saved": Text(
        en="the sheet is saved in {path}",
        ru="запись счёта сохранена в {path}",
        pl="wyniki są zapisane w {path}",
    ),
    "not_saved": Text(
        en="cannot save the sheet ({problem}); trying again after each deal",
        ru="не удаётся записать счёт ({problem}); попробую снова после каждого кона",
        pl="nie można zapisać wyników ({problem}); spróbuję ponownie po każdym rozdaniu",
    ),
    "resumed": Text(
        en="resumed: {deals} deals",
        ru="продолжаем: сыграно конов — {deals}",
        pl="wznowiono: rozegranych rozdań — {deals}",
    ),
    "not_a_sheet": Text(
        en="{path} is not a score sheet: {why}",
        ru="{path} — не запись счёта: {why}",
        pl="{path} to nie zapis wyników: {why}",
    ),
    "in_progress": Text(
        en="its last deal is still being played (play --resume goes on with it)",
        ru="её последний кон ещё не доигран (его продолжит play --resume)",
        pl="jej ostatnie rozdanie jeszcze trwa (kontynuuje je play --resume)",
    ),
    "not_a_game": Text(
        en="it is a single deal, not a game",
        ru="это один кон, а не партия",
        pl="to jedno rozdanie, a nie partia",
    ),
    "name_word": Text(
        en="a name is one word without ; : or #, not {name}",
        ru="имя — одно слово без ; : и #, а не {name}",
        pl="imię to jedno słowo bez ; : i #, a nie {name}",
    ),
    "name_reserved": Text(
        en="{name} is a word of the summary lines; choose another name",
        ru="{name} — слово строк итога; выберите другое имя",
        pl="{name} to słowo wierszy podsumowania; wybierz inne imię",
    ),
    "name_twice": Text(
        en="{name} is given twice", ru="{name} указано дважды", pl="{name} podano dwa razy"
    ),
}
"""What ``score`` says about the sheet, in each language (the summary lines it reads,
their keywords and its refusals of a line stay in the notation's English)."""


CHECKING: dict[str, Text] = {
    "valid": Text(en="valid: {what}", ru="верно: {what}", pl="poprawne: {what}"),
    "invalid": Text(en="invalid: {what}", ru="неверно: {what}", pl="błędne: {what}"),
    "unreadable": Text(en="unreadable: {what}", ru="не читается: {what}", pl="nieczytelne: {what}"),
    "unwritable": Text(
        en="unwritable: {what}", ru="не записывается: {what}", pl="nie do zapisu: {what}"
    ),
    "game": Text(
        en="a game of {deals} deals{end}",
        ru="партия, конов: {deals}{end}",
        pl="partia, rozdań: {deals}{end}",
    ),
    "won_by": Text(en=", won by {who}", ru=", выиграл {who}", pl=", wygrał {who}"),
    "draw": Text(en=", a draw between {who}", ru=", ничья ({who})", pl=", remis ({who})"),
    "and": Text(en=" and ", ru=" и ", pl=" i "),
    "last_in_progress": Text(
        en=", the last in progress",
        ru=", последний кон не доигран",
        pl=", ostatnie rozdanie w toku",
    ),
    "deal": Text(
        en="a deal of {actions} actions, {progress}",
        ru="кон, ходов: {actions}, {progress}",
        pl="rozdanie, ruchów: {actions}, {progress}",
    ),
    "over": Text(en="over", ru="окончен", pl="zakończone"),
    "in_progress": Text(
        en="in progress ({phase})", ru="не доигран ({phase})", pl="w toku ({phase})"
    ),
    "at_deal": Text(en="deal {deal}, ", ru="кон {deal}, ", pl="rozdanie {deal}, "),
    "at_action": Text(en="action {number}", ru="ход {number}", pl="ruch {number}"),
    "at_line": Text(en=" (line {line})", ru=" (строка {line})", pl=" (wiersz {line})"),
    "line": Text(
        en="line {number}: {what}", ru="строка {number}: {what}", pl="wiersz {number}: {what}"
    ),
}
"""What ``check`` (and ``replay``, which refuses a record as ``check`` does) says."""


READING: dict[str, Text] = {
    "cannot_open": Text(
        en="cannot read {path}: {why}",
        ru="не удаётся открыть {path}",
        pl="nie można otworzyć {path}",
    ),
    "too_large": Text(
        en="{path} is larger than {mib} MiB, the most a record may be",
        ru="{path} больше {mib} МиБ, а запись не бывает больше",
        pl="{path} ma więcej niż {mib} MiB, a zapis nie może być większy",
    ),
    "not_utf8": Text(
        en="{path} is not UTF-8 text",
        ru="{path} — не текст в UTF-8",
        pl="{path} nie jest tekstem w UTF-8",
    ),
    "not_json": Text(en="not JSON: {why}", ru="это не JSON", pl="to nie jest JSON"),
    "not_an_object": Text(
        en="a record is a JSON object",
        ru="запись — это объект JSON",
        pl="zapis jest obiektem JSON",
    ),
    "not_this_format": Text(
        en="not a record of format {format}: {found}",
        ru="это не запись формата {format}: {found}",
        pl="to nie jest zapis w formacie {format}: {found}",
    ),
}
"""Why a file is no record, in each language (the English names what the system said)."""


ARGUMENTS: dict[str, Text] = {
    "error": Text(
        en="{prog}: error: {message}", ru="{prog}: ошибка: {message}", pl="{prog}: błąd: {message}"
    ),
    "required": Text(
        en="the following arguments are required: {names}",
        ru="не хватает аргументов: {names}",
        pl="brakuje argumentów: {names}",
    ),
    "unrecognized": Text(
        en="unrecognized arguments: {names}",
        ru="непонятные аргументы: {names}",
        pl="nieznane argumenty: {names}",
    ),
    "choice": Text(
        en="argument {name}: invalid choice: {value} (choose from {choices})",
        ru="{name}: нет варианта {value} (можно: {choices})",
        pl="{name}: nie ma wyboru {value} (do wyboru: {choices})",
    ),
    "value": Text(
        en="argument {name}: invalid value: {value}",
        ru="{name}: неверное значение {value}",
        pl="{name}: błędna wartość {value}",
    ),
    "one": Text(
        en="argument {name}: expected one argument",
        ru="{name}: нужно одно значение",
        pl="{name}: potrzebna jedna wartość",
    ),
    "ambiguous": Text(
        en="ambiguous option: {option} could match {matches}",
        ru="неоднозначный параметр {option}: подходят {matches}",
        pl="niejednoznaczna opcja {option}: pasują {matches}",
    ),
    "explicit": Text(
        en="argument {name}: ignored explicit argument {value}",
        ru="{name}: значение {value} здесь не нужно",
        pl="{name}: wartość {value} jest tu zbędna",
    ),
    "argument": Text(
        en="argument {name}: {message}", ru="{name}: {message}", pl="{name}: {message}"
    ),
    "seat": Text(
        en="a seat is p1, p2, ... (or 1, 2, ...), not {value}",
        ru="место — это p1, p2, ... (или 1, 2, ...), а не {value}",
        pl="miejsce to p1, p2, ... (albo 1, 2, ...), a nie {value}",
    ),
    "whole": Text(
        en="a whole number of at most {digits} digits",
        ru="целое число, не больше {digits} цифр",
        pl="liczba całkowita, najwyżej {digits} cyfr",
    ),
    "at_least": Text(
        en="at least {least}, not {value}",
        ru="не меньше {least}, а не {value}",
        pl="co najmniej {least}, a nie {value}",
    ),
    "seats": Text(
        en="{option}: these rules have {count} seats",
        ru="{option}: по этим правилам мест {count}",
        pl="{option}: według tych zasad miejsc jest {count}",
    ),
    "players": Text(
        en="{option}: these rules have {count} players",
        ru="{option}: по этим правилам игроков {count}",
        pl="{option}: według tych zasad graczy jest {count}",
    ),
    "one_of": Text(
        en="--save and --no-save: choose one",
        ru="--save и --no-save: выберите что-то одно",
        pl="--save i --no-save: wybierz jedno",
    ),
    "resume_game": Text(
        en="--resume goes on with the game's own rules, seats, bots and seed, not {option}",
        ru="--resume продолжает партию с её правилами, местами, ботами и номером расклада; "
        "{option} не нужен",
        pl="--resume kontynuuje partię z jej zasadami, miejscami, botami i numerem rozdania; "
        "{option} jest zbędne",
    ),
    "resume_sheet": Text(
        en="--resume goes on with the sheet's own rules, dealer and names, not {option}",
        ru="--resume продолжает запись с её правилами, сдающим и именами; {option} не нужен",
        pl="--resume kontynuuje zapis z jego zasadami, rozdającym i imionami; {option} jest zbędne",
    ),
    "names": Text(en="--names: {problem}", ru="--names: {problem}", pl="--names: {problem}"),
}
"""What the argument parser refuses, in each language (argparse's own English messages
are read back and said again)."""


HELPS: dict[str, Text] = {
    "description": Text(
        en="Thousand (Тысяча, Tysiąc): play against bots, replay and check saved deals, "
        "keep score for a real table.",
        ru="Тысяча (Thousand, Tysiąc): игра с ботами, просмотр и проверка записанных конов, "
        "запись счёта живой игры.",
        pl="Tysiąc (Thousand, Тысяча): gra z botami, odtwarzanie i sprawdzanie zapisanych "
        "rozdań, zapis wyników prawdziwej gry.",
    ),
    "usage": Text(en="usage: ", ru="использование: ", pl="użycie: "),
    "positionals": Text(en="positional arguments", ru="аргументы", pl="argumenty"),
    "options": Text(en="options", ru="параметры", pl="opcje"),
    "help": Text(
        en="show this help message and exit",
        ru="показать эту справку и выйти",
        pl="pokaż tę pomoc i zakończ",
    ),
    "command": Text(en="COMMAND", ru="КОМАНДА", pl="POLECENIE"),
    "play": Text(
        en="play a game in the terminal against bots",
        ru="сыграть партию с ботами в терминале",
        pl="zagraj partię z botami w terminalu",
    ),
    "replay": Text(
        en="step through a saved deal or game",
        ru="просмотреть записанный кон или партию",
        pl="odtwórz zapisane rozdanie lub partię",
    ),
    "check": Text(
        en="validate a saved deal or game (exit 0 valid, 1 invalid, 2 unreadable)",
        ru="проверить записанный кон или партию (код 0 — верно, 1 — неверно, 2 — не читается)",
        pl="sprawdź zapisane rozdanie lub partię (kod 0 — poprawne, 1 — błędne, 2 — nieczytelne)",
    ),
    "score": Text(
        en="keep score from deal summaries, one per line",
        ru="вести запись по итогам конов, по одному в строке",
        pl="zapisuj wyniki z podsumowań rozdań, po jednym w wierszu",
    ),
    "rules": Text(en="the rule set", ru="правила", pl="zasady"),
    "seat": Text(
        en="your seat, p1 (default) ...",
        ru="ваше место: p1 (обычно), ...",
        pl="twoje miejsce: p1 (domyślnie), ...",
    ),
    "bot": Text(en="the bots' kind", ru="какие боты играют", pl="rodzaj botów"),
    "seed": Text(
        en="seed the deals and the bots",
        ru="номер расклада: те же карты и те же ходы ботов",
        pl="numer rozdania: te same karty i te same ruchy botów",
    ),
    "ascii": Text(
        en="cards as Ah rather than A♥ (English only)",
        ru="карты как Ah, а не A♥ (только по-английски)",
        pl="karty jako Ah zamiast A♥ (tylko po angielsku)",
    ),
    "auto": Text(
        en="the bot plays your seat too",
        ru="бот играет и за вас",
        pl="bot gra także za ciebie",
    ),
    "deals": Text(
        en="stop after this many deals",
        ru="остановиться после стольких конов",
        pl="zakończ po tylu rozdaniach",
    ),
    "names": Text(
        en="the players' names, comma-separated",
        ru="имена игроков через запятую",
        pl="imiona graczy oddzielone przecinkami",
    ),
    "file": Text(
        en="a record in text notation or JSON",
        ru="запись в текстовой нотации или JSON",
        pl="zapis w notacji tekstowej lub JSON",
    ),
    "all": Text(
        en="print every step without waiting",
        ru="показать все шаги сразу",
        pl="pokaż wszystkie kroki od razu",
    ),
    "dealer": Text(
        en="who deals first, p1 (default) ...",
        ru="кто сдаёт первым: p1 (обычно), ...",
        pl="kto rozdaje pierwszy: p1 (domyślnie), ...",
    ),
    "lang": Text(
        en="the language: en, ru or pl (default: from LC_ALL, LC_MESSAGES or LANG, else en)",
        ru="язык: en, ru или pl (обычно — из LC_ALL, LC_MESSAGES или LANG, иначе en)",
        pl="język: en, ru lub pl (domyślnie z LC_ALL, LC_MESSAGES lub LANG, inaczej en)",
    ),
    "save": Text(
        en="save the game to FILE as it goes (default: thousand-DATE-TIME.json here)",
        ru="записывать партию в ФАЙЛ по ходу игры (обычно — thousand-ДАТА-ВРЕМЯ.json здесь)",
        pl="zapisuj partię do PLIKU w trakcie gry (domyślnie thousand-DATA-CZAS.json tutaj)",
    ),
    "no_save": Text(en="do not save the game", ru="не записывать партию", pl="nie zapisuj partii"),
    "resume": Text(
        en="go on with a saved game",
        ru="продолжить записанную партию",
        pl="kontynuuj zapisaną partię",
    ),
    "score_save": Text(
        en="save the sheet to FILE", ru="записывать счёт в ФАЙЛ", pl="zapisuj wyniki do PLIKU"
    ),
    "score_resume": Text(
        en="go on with a saved sheet",
        ru="продолжить записанный счёт",
        pl="kontynuuj zapisane wyniki",
    ),
    "m_seat": Text(en="SEAT", ru="МЕСТО", pl="MIEJSCE"),
    "m_seed": Text(en="SEED", ru="НОМЕР", pl="NUMER"),
    "m_deals": Text(en="DEALS", ru="КОНОВ", pl="ROZDAŃ"),
    "m_names": Text(en="NAMES", ru="ИМЕНА", pl="IMIONA"),
    "m_file": Text(en="file", ru="файл", pl="plik"),
    "m_save": Text(en="FILE", ru="ФАЙЛ", pl="PLIK"),
}
"""The help of ``--help``, in each language."""


PROBLEMS: dict[Problem, Text] = {
    Problem.NOT_UTF8: Text(
        en="the line is not text", ru="строка — не текст", pl="wiersz nie jest tekstem"
    ),
    Problem.LINE_TOO_LONG: Text(
        en="the line is too long", ru="слишком длинная строка", pl="za długi wiersz"
    ),
}
"""A line typed that cannot be read, in the languages other than English (which says
the command line's own message)."""


COMMANDS: dict[str, frozenset[str]] = {
    "quit": frozenset({"quit", "q", "exit", "выход", "в", "koniec", "k"}),
    "auto": frozenset({"auto", "авто"}),
    "help": frozenset({"help", "?", "помощь", "pomoc"}),
    "hint": frozenset({"hint", "подсказка", "podpowiedź", "podpowiedz"}),
    "undo": frozenset({"undo", "отмена", "cofnij"}),
}
"""The commands typed at the prompt, in any of the languages."""


_OWN: dict[type[Action], Text] = {
    Bid: Text(en="bid {value}", ru="ставка {value}", pl="licytuję {value}"),
    Pass: Text(en="pass", ru="пас", pl="pas"),
    Look: Text(en="look", ru="посмотреть карты", pl="oglądam karty"),
    GiveCard: Text(en="give {to} {card}", ru="{card} → {to}", pl="{card} → {to}"),
    DeclareContract: Text(en="contract {value}", ru="заказ {value}", pl="gram {value}"),
    Concede: Text(en="concede", ru="расписать", pl="bomba"),
    PlayCard: Text(en="play {card}", ru="{card}", pl="{card}"),
    ChooseTalon: Text(en="talon {index}", ru="прикуп {index}", pl="musik {index}"),
    Discard: Text(en="discard {card}", ru="снести {card}", pl="odkładam {card}"),
    ClaimRedeal: Text(
        en="redeal {condition}", ru="пересдача: {condition}", pl="ponowne rozdanie: {condition}"
    ),
    DeclineRedeal: Text(en="no redeal", ru="без пересдачи", pl="bez ponownego rozdania"),
}


_DECLARES = Text(en=" m (declares)", ru=" с марьяжем", pl=" z meldunkiem")


_DARK = Text(en=" dark", ru=" втёмную", pl=" w ciemno")


def own_move(
    action: Action, locale: Locale, names: tuple[str, ...] | None, ascii: bool
) -> str | None:
    """One's own move in ``locale`` (``снести Т♥``); ``None`` for a move without one."""
    template = _OWN.get(type(action))
    if template is None:
        return None
    values: dict[str, object] = {}
    if isinstance(action, Bid | DeclareContract):
        values["value"] = action.value
    if isinstance(action, ChooseTalon):
        values["index"] = action.index
    if isinstance(action, GiveCard):
        values["to"] = seat_name(action.to, names)
    if isinstance(action, GiveCard | PlayCard | Discard):
        values["card"] = format_card(action.card, locale, ascii=ascii)
    if isinstance(action, ClaimRedeal):
        values["condition"] = CONDITION_NAMES[action.condition][locale]
    text = template.format(locale, **values)
    if isinstance(action, PlayCard) and action.declare:
        text += _DECLARES[locale]
    if isinstance(action, Bid) and action.blind:
        text += _DARK[locale]
    return text
