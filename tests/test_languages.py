"""One name per seat and one card style per output, in every language a person reads.

The API counts seats from 0; every text for people names seat 0 ``p1`` (or its player's
name), as the table does, and writes cards as the table of its language writes them. The
command line plays a whole deal in Russian and in Polish without an English word.
"""

from __future__ import annotations

import io
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import thousand as t
from strategies import candidate_actions
from thousand import i18n
from thousand.cli import texts
from thousand.cli.console import Console
from thousand.cli.main import main
from thousand.cli.status import Status
from thousand.i18n.text import Text
from thousand.lang.seats import seat_name
from thousand.serialization import dumps
from thousand.table import format_card

PRESETS = ("classic", "two_player", "four_player", "gambler", "k1c")
NAMES = ("Ann", "Bob", "Cy", "Di")


def _walk(rules: t.Rules, seed: int) -> t.RoundState:
    """A deal played at random to a random point that is not over."""
    rng = random.Random(seed)
    state = t.new_round(rules, dealer=rng.randrange(rules.players))
    steps = rng.randrange(40)
    for _ in range(steps):
        if t.is_over(state):
            break
        if t.is_chance(state):
            state = t.apply(state, t.chance_action(state, rng))
        else:
            previous = state
            state = t.apply(state, rng.choice(t.legal_actions(state)))
            if t.is_over(state):
                return previous
    return state


_BARE_SEAT = re.compile(r"\b(seat|игрок[ау]?|gracz(?:a|owi)?) -?[0-9]")
"""A seat named by a bare number, as the API counts: never in a text for people."""


_CARD = re.compile(r"(?<![\w])(10|[0-9A-ZА-Я])([♠♣♦♥])")


def _cards_of_table(locale: str) -> frozenset[str]:
    return frozenset(format_card(card, locale=locale) for card in t.DECK)


@settings(max_examples=60, deadline=None)
@given(
    preset=st.sampled_from(PRESETS),
    seed=st.integers(0, 10**6),
    named=st.booleans(),
    pick=st.integers(0, 10**6),
)
def test_refusals_name_seats_and_cards_as_the_table_does(
    preset: str, seed: int, named: bool, pick: int
) -> None:
    rules = t.Rules.preset(preset)
    state = _walk(rules, seed)
    if t.is_chance(state) or t.is_over(state):
        return
    legal = set(t.legal_actions(state))
    illegal = [a for a in candidate_actions(state, exhaustive=False) if a not in legal]
    action = illegal[pick % len(illegal)]
    with pytest.raises(t.ThousandError) as raised:
        t.apply(state, action)
    error = raised.value
    if getattr(error, "reason", None) is not t.Reason.MALFORMED_ACTION:
        # A seat out of range is the API's own mistake, said in the API's terms (0..n-1).
        assert not _BARE_SEAT.search(str(error)), str(error)
    names = NAMES[: rules.players] if named else None
    for locale in i18n.LOCALES:
        said = i18n.describe(error, locale, names=names)
        assert not _BARE_SEAT.search(said), said
        seat = getattr(getattr(error, "violation", None), "seat", None)
        if type(seat) is int and 0 <= seat < rules.players and "{seat}" in _template(error):
            assert seat_name(seat, names) in said
        table = format_view_cards(locale)
        for rank, suit in _CARD.findall(said):
            assert rank + suit in table, (said, locale)


def _template(error: t.ThousandError) -> str:
    """The English templates that could say ``error``'s violation."""
    violation = getattr(error, "violation", None)
    if violation is None:
        return ""
    from thousand.i18n.reasons import DETAILED

    return " ".join(text.en for text in DETAILED.get(violation.reason, ()))


def format_view_cards(locale: i18n.Locale) -> frozenset[str]:
    return _cards_of_table(locale.value)


@settings(max_examples=40, deadline=None)
@given(preset=st.sampled_from(PRESETS), seed=st.integers(0, 10**6))
def test_actions_and_the_table_name_seats_alike(preset: str, seed: int) -> None:
    rules = t.Rules.preset(preset)
    state = _walk(rules, seed)
    names = NAMES[: rules.players]
    for locale in i18n.LOCALES:
        table = t.format_state(state, locale=locale, names=names)
        assert not re.search(r"\bp[0-9]\b", table)  # every seat by its name
        cards = _cards_of_table(locale.value)
        for rank, suit in _CARD.findall(table):
            assert rank + suit in cards
        for action in state.log:
            if isinstance(action, t.Deal | t.Cut):
                continue
            said = i18n.format_action(action, locale, names=names)
            assert not _BARE_SEAT.search(said)
            seat = getattr(action, "seat", None)
            if type(seat) is int:
                assert names[seat] in said
            for rank, suit in _CARD.findall(said):
                assert rank + suit in cards, said


def _must_follow() -> tuple[t.RoundState, t.PlayCard, t.IllegalActionError]:
    """A deal where the seat to act holds the led suit, and the card it must not play."""
    for seed in range(200):
        rng = random.Random(seed)
        state = t.new_round(t.Rules(), 0)
        while not t.is_over(state):
            if t.is_chance(state):
                state = t.apply(state, t.chance_action(state, rng))
                continue
            seat = state.to_act
            if state.phase is t.Phase.PLAYING and state.trick and seat is not None:
                led = state.trick[0][1].suit
                others = [c for c in state.hand(seat) if c.suit is not led]
                if others and len(others) < len(state.hand(seat)):
                    action = t.PlayCard(seat=seat, card=others[0])
                    try:
                        t.apply(state, action)
                    except t.IllegalActionError as error:
                        if error.reason is t.Reason.MUST_FOLLOW_SUIT:
                            return state, action, error
            state = t.apply(state, rng.choice(t.legal_actions(state)))
    raise AssertionError("no deal to follow suit in")


def test_the_refusal_under_the_table_names_the_seat_as_the_table_does() -> None:
    state, action, error = _must_follow()
    seat = action.seat
    suit = i18n.format_suit(state.trick[0][1].suit)
    assert str(error).startswith(f"p{seat + 1} must follow {suit} (holds ")
    assert i18n.describe(error) == f"p{seat + 1} must follow {suit}"
    assert i18n.describe(error, "ru").startswith(f"игрок p{seat + 1} должен")
    assert i18n.describe(error, names=NAMES[:3]) == f"{NAMES[seat]} must follow {suit}"
    assert f"hand {NAMES[seat]}" in t.format_view(t.view(state, seat), names=NAMES[:3])
    assert f"hand p{seat + 1}" in t.format_view(t.view(state, seat))


@pytest.mark.parametrize(
    ("locale", "letters", "ten", "ace", "jack"),
    [
        ("en", None, "T♠", "A♠", "J♠"),
        ("en", "native", "10♠", "A♠", "J♠"),
        ("ru", None, "10♠", "Т♠", "В♠"),
        ("ru", "notation", "T♠", "A♠", "J♠"),
        ("pl", None, "10♠", "A♠", "W♠"),
        ("pl", "notation", "T♠", "A♠", "J♠"),
    ],
)
def test_each_language_writes_its_rank_letters(
    locale: str, letters: str | None, ten: str, ace: str, jack: str
) -> None:
    """Russian players write Т К Д В (туз, король, дама, валет); Polish A K D W 10 (as,
    król, dama, walet), as Kurnik's Tysiąc shows them; English the notation's T."""
    cards = [t.Card.TEN_OF_SPADES, t.Card.ACE_OF_SPADES, t.Card.JACK_OF_SPADES]
    assert [i18n.format_card(c, locale, letters=letters) for c in cards] == [ten, ace, jack]
    assert [format_card(c, locale=locale, letters=letters) for c in cards] == [ten, ace, jack]


def test_ascii_is_english_only() -> None:
    with pytest.raises(t.LocaleError, match="ASCII text is English only"):
        i18n.format_card(t.Card.ACE_OF_SPADES, "ru", ascii=True)
    state = t.new_round(t.Rules(), 0)
    with pytest.raises(t.LocaleError):
        t.format_state(state, ascii=True, locale="pl")
    assert t.format_state(state, ascii=True).isascii()


def test_names_that_are_not_names_are_refused() -> None:
    state = t.new_round(t.Rules(), 0)
    for names in ("Ann,Bob,Cy", ["Ann", 3, "Cy"], ["Ann", "", "Cy"], ["A\nB", "b", "c"]):
        with pytest.raises(t.NotationError):
            t.format_state(state, names=names)  # type: ignore[arg-type]


# --- the command line ------------------------------------------------------------------


def run(argv: list[str], stdin: str = "", env: dict[str, str] | None = None) -> tuple[int, str]:
    out = io.StringIO()
    patch = pytest.MonkeyPatch()
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        patch.delenv(variable, raising=False)
    for variable, value in (env or {}).items():
        patch.setenv(variable, value)
    try:
        status = main(argv, Console(io.StringIO(stdin), out))
    finally:
        patch.undo()
    return status, out.getvalue()


_SAVE_LINES = {
    "ru": "партия записывается в {path}\n",
    "pl": "partia zapisuje się do {path}\n",
}
_SAVED_LINES = {
    "ru": "партия записана в {path}\nпродолжить: python -m thousand play --resume {path}\n",
    "pl": "partia jest zapisana w {path}\ndalej: python -m thousand play --resume {path}\n",
}


ALLOWED = frozenset({"Enter", "p1", "p2", "p3", "p4", "B2", "x2"})
"""Latin tokens allowed on a Russian or Polish screen besides the language's own words:
the seats, the key Enter and the marks of the score sheet's legend."""


_WORD = re.compile(r"[^\W\d_][^\W_]*")


def _vocabulary(locale: i18n.Locale, *more: dict[str, Text]) -> frozenset[str]:
    """Every word of every text the program has in ``locale`` (``play``'s, and ``more``)."""
    from thousand.i18n import actions, cards, events, reasons, sheet_texts, terms
    from thousand.lang import table_texts

    tables: list[object] = [
        texts.SAY,
        texts.SAVING,
        texts.PROBLEMS,
        texts._OWN,
        table_texts.TABLE,
        table_texts.PHASES,
        table_texts.KINDS,
        table_texts.OUTCOMES,
        sheet_texts.SHEET,
        sheet_texts.RESULTS,
        sheet_texts.NOT_PLAYED,
        dict(sheet_texts.LEGEND_ENTRIES),
        actions.ACTION_TEXTS,
        actions.HIDDEN_TEXTS,
        reasons.REASON_TEXTS,
        events.EVENT_NAMES,
        events.EVENT_TEXTS,
        terms.TERMS,
        terms.CONDITION_NAMES,
        cards.RANK_NAMES,
        cards.SUIT_NAMES,
        *more,
    ]
    words: set[str] = set()
    for table in tables:
        assert isinstance(table, dict)
        for text in table.values():
            words.update(w.lower() for w in _WORD.findall(text[locale]))
    for texts_of_reason in reasons.DETAILED.values():
        for text in texts_of_reason:
            words.update(w.lower() for w in _WORD.findall(text[locale]))
    return frozenset(words)


@pytest.mark.parametrize("rules", ["classic", "two_player", "four_player", "gambler", "k1c"])
@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_whole_deal_in_russian_or_polish_has_no_english_word(
    lang: str, rules: str, tmp_path: Path
) -> None:
    """Every word on the screen is the language's own (or an allowed token), and none is
    a word only English texts use; the lines of the saved game too."""
    locale = i18n.locale_of(lang)
    # The person's seat is played by typing the first move each time; help, a number out
    # of range and a line that is no move are typed too.
    typed = "помощь\npomoc\n99\nжжж\n" + "1\n" * 60 + "выход\nkoniec\n"
    saved = str(tmp_path / "game.json")
    argv = ["play", "--lang", lang, "--seed", "11", "--deals", "1", "--rules", rules]
    argv += ["--save", saved]
    if rules == "four_player":  # p1 deals and sits out the first deal
        argv += ["--seat", "p2"]
    status, out = run(argv, typed)
    assert status == Status.OK
    assert _SAVE_LINES[lang].format(path=saved) in out
    out = out.replace(saved, "")  # the file's name is the person's, in any language
    assert ("кон 1" if lang == "ru" else "rozdanie 1") in out
    assert ("выберите номер от 1 до" if lang == "ru" else "wybierz numer od 1 do") in out
    assert ("помощь" if lang == "ru" else "pomoc") in out
    assert ("\nитог " if lang == "ru" else "\nrezultat ") in out  # the deal was played out
    assert _SAVED_LINES[lang].format(path="") in out
    on_screen = {w.lower() for w in _WORD.findall(out)} - {a.lower() for a in ALLOWED}
    own = _vocabulary(locale) | {"жжж"}
    letters = {i18n.format_card(c, locale)[:-1].lower() for c in t.DECK}
    english_only = _vocabulary(i18n.Locale.EN) - own
    assert not on_screen & english_only, on_screen & english_only
    assert on_screen <= own | letters | set("rhcefilwdvk"), on_screen - own - letters


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_saved_game_is_resumed_and_refused_in_russian_or_polish(
    lang: str, tmp_path: Path
) -> None:
    saved = str(tmp_path / "game.json")
    argv = ["play", "--lang", lang, "--seed", "4", "--deals", "1", "--auto"]
    status, out = run([*argv, "--names", "Ann,Bob,Cy", "--save", saved])
    assert status == Status.OK
    assert _SAVED_LINES[lang].format(path=saved) in out
    status, out = run([*argv, "--save", saved])
    assert status == Status.UNREADABLE
    exists = {"ru": "уже есть: --resume", "pl": "już istnieje: --resume"}[lang]
    unwritable = {"ru": "не записывается", "pl": "nie do zapisu"}[lang]
    assert out.startswith(f"{unwritable}: {saved} {exists} {saved}")
    status, out = run(["play", "--lang", lang, "--resume", saved, "--deals", "1", "--auto"])
    assert status == Status.OK
    resumed = {
        "ru": "продолжаем: сыграно конов — 1, следующий — кон 2\n",
        "pl": "wznowiono: rozegranych rozdań — 1, następne — rozdanie 2\n",
    }[lang]
    assert resumed in out
    assert _SAVED_LINES[lang].format(path=saved) in out
    assert "Ann (" in out  # the names the game was saved with
    assert "Bob" in out
    out = out.replace(saved, "")
    own = _vocabulary(i18n.locale_of(lang))
    english_only = _vocabulary(i18n.Locale.EN) - own
    assert not {w.lower() for w in _WORD.findall(out)} & english_only


@pytest.mark.parametrize(
    "argv",
    [
        ["--lang", "pl", "play", "--seed", "5", "--deals", "1", "--auto"],
        ["play", "--lang", "pl", "--seed", "5", "--deals", "1", "--auto"],
        ["play", "--seed", "5", "--deals", "1", "--auto"],
    ],
)
def test_lang_goes_before_or_after_the_command_or_comes_from_the_environment(
    argv: list[str],
) -> None:
    env = {"LANG": "pl_PL.UTF-8"} if "--lang" not in argv else {"LANG": "ru_RU.UTF-8"}
    status, out = run(argv, env=env)
    assert status == Status.OK
    assert "rozdanie 1, rozdaje p1" in out


def test_the_environment_s_first_locale_variable_decides() -> None:
    _, out = run(["play", "--seed", "5", "--deals", "1", "--auto"], env={"LC_ALL": "ru_RU"})
    assert "кон 1, сдаёт p1" in out
    _, out = run(["play", "--seed", "5", "--deals", "1", "--auto"], env={"LANG": "de_DE"})
    assert "deal 1, dealt by p1" in out


def test_ascii_with_russian_is_refused_and_from_the_environment_gives_way() -> None:
    with pytest.raises(SystemExit) as raised:
        run(["play", "--lang", "ru", "--ascii"])
    assert raised.value.code == Status.UNREADABLE
    status, out = run(
        ["play", "--ascii", "--seed", "5", "--deals", "1", "--auto"], env={"LANG": "ru_RU"}
    )
    assert status == Status.OK
    assert out.isascii()


def test_english_refusals_name_the_seat_as_the_table() -> None:
    # Typed in notation, a card the seat does not hold at all.
    status, out = run(["play", "--seed", "3", "--deals", "1"], "bid 1000\n99\nquit\n")
    assert status == Status.OK
    assert "choose 1 to 2" in out
    assert "unknown action" not in out
    assert not _BARE_SEAT.search(out)


def test_play_names_the_players() -> None:
    status, out = run(["play", "--seed", "3", "--deals", "1", "--auto", "--names", "Ann,Bob,Cy"])
    assert status == Status.OK
    assert "dealer Ann" in out
    assert not re.search(r"\bp[123]\b", out)


@pytest.mark.parametrize(
    ("argv", "words", "english"),
    [
        (["--lang", "ru", "play", "--help"], ["использование", "справку", "МЕСТО"], "usage"),
        (["play", "--help", "--lang", "pl"], ["użycie", "pomoc", "MIEJSCE"], "show this"),
        (["--help"], ["usage", "show this help", "COMMAND"], "использование"),
    ],
)
def test_help_is_in_the_language_asked_for(
    argv: list[str], words: list[str], english: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as raised:
        run(argv)
    assert raised.value.code == 0
    out = capsys.readouterr().out
    for word in words:
        assert word in out
    assert english not in out


def test_replay_in_russian(tmp_path: Path) -> None:
    rules = t.Rules()
    state = t.bots.play_to_end(t.apply(t.new_round(rules), t.deal(rules, random.Random(3))))
    path = f"{tmp_path}/deal.txt"
    with open(path, "w", encoding="utf-8") as file:
        file.write(t.format_record(t.record_of(state)))
    status, out = run(["replay", "--all", path, "--lang", "ru"])
    assert status == Status.OK
    assert out.count("сдаёт p1 · ") == len(state.log) + 1
    assert "dealer" not in out
    assert "\nвзято     " in out


def test_events_name_the_seat_as_the_table() -> None:
    event = t.ScoreEvent(t.EventKind.KNOCKED_OFF_BARREL, -120, (("by", 2),))
    assert str(event) == "knocked off the barrel by p3: -120"
    assert i18n.format_event(event) == str(event)
    assert i18n.format_event(event, names=NAMES[:3]) == "knocked off the barrel by Cy: -120"
    assert i18n.format_event(event, "pl") == "zrzucony z beczki przez gracza p3: -120"


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_score_says_its_sheet_in_russian_or_polish(lang: str, tmp_path: Path) -> None:
    saved = str(tmp_path / "sheet.json")
    lines = "p2 120 : 35 70 15 ; tricks 2 4 2\nundo\nundo\np2 120 : 35 70 15 ; tricks 2 4 2\n"
    status, out = run(["score", "--lang", lang, "--save", saved], lines)
    assert status == Status.OK
    said = {
        "ru": ["кон 1 отменён\n", "отменять нечего\n", f"запись счёта сохранена в {saved}\n"],
        "pl": ["cofnięto rozdanie 1\n", "nie ma czego cofnąć\n", f"wyniki są zapisane w {saved}\n"],
    }[lang]
    for line in said:
        assert line in out
    status, out = run(["score", "--lang", lang, "--resume", saved], "")
    assert status == Status.OK
    resumed = {"ru": "продолжаем: сыграно конов — 1\n", "pl": "wznowiono: rozegranych rozdań — 1\n"}
    assert out.startswith(resumed[lang])
    out = out.replace(saved, "")
    own = _vocabulary(i18n.locale_of(lang), texts.SCORING)
    # the marks of the sheet's legend are single letters, as is the e of English's "e.g."
    english_only = {w for w in _vocabulary(i18n.Locale.EN, texts.SCORING) - own if len(w) > 1}
    assert not {w.lower() for w in _WORD.findall(out)} & english_only


def _no_english(out: str, lang: str, *more: dict[str, Text]) -> None:
    """No word on the screen is one only the English texts use."""
    tables = (texts.CHECKING, texts.READING, texts.ARGUMENTS, texts.SCORING, *more)
    own = _vocabulary(i18n.locale_of(lang), *tables)
    english_only = {w for w in _vocabulary(i18n.Locale.EN, *tables) - own if len(w) > 1}
    found = {w.lower() for w in _WORD.findall(out)} & english_only
    assert not found, found


def _game_file(tmp_path: Path) -> Path:
    rules = t.Rules()
    game = t.new_game(rules)
    rng = random.Random(5)
    for _ in range(2):
        state = t.apply(t.new_round(rules, game.dealer), t.deal(rules, rng))
        game = t.record_round(game, t.round_result(t.bots.play_to_end(state)))
    path = tmp_path / "game.json"
    path.write_text(dumps(t.record_of(game)), encoding="utf-8")
    return path


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_check_says_valid_invalid_and_unreadable_in_russian_or_polish(
    lang: str, tmp_path: Path
) -> None:
    """``check`` of a valid game, an illegal move, a missing file and a file that is not
    JSON: each in the language asked for, with the stable codes kept."""
    words = {
        "ru": (
            "верно: партия, конов: 2",
            "неверно: ход ",
            "не читается: не удаётся открыть",
            "не читается: это не JSON",
        ),
        "pl": (
            "poprawne: partia, rozdań: 2",
            "błędne: ruch ",
            "nieczytelne: nie można otworzyć",
            "nieczytelne: to nie jest JSON",
        ),
    }[lang]
    status, out = run(["check", str(_game_file(tmp_path)), "--lang", lang])
    assert (status, out.startswith(words[0])) == (Status.OK, True), out
    _no_english(out, lang)

    rules = t.Rules()
    state = t.bots.play_to_end(t.apply(t.new_round(rules), t.deal(rules, random.Random(3))))
    lines = t.format_record(t.record_of(state)).split("\n")
    plays = [i for i, line in enumerate(lines) if " play " in f" {line} "]
    lines[plays[0]], lines[plays[1]] = lines[plays[1]], lines[plays[0]]
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(lines), encoding="utf-8")
    status, out = run(["--lang", lang, "check", str(bad)])
    assert status == Status.INVALID
    assert out.startswith(words[1]), out
    assert ("строка" if lang == "ru" else "wiersz") in out
    _no_english(out, lang)

    status, out = run(["check", str(tmp_path / "missing.json"), "--lang", lang])
    assert (status, out.startswith(words[2])) == (Status.UNREADABLE, True), out
    _no_english(out.replace(str(tmp_path / "missing.json"), ""), lang)
    broken = tmp_path / "broken.json"
    broken.write_text("{oops", encoding="utf-8")
    status, out = run(["check", str(broken), "--lang", lang])
    assert (status, out.strip()) == (Status.UNREADABLE, words[3])


@pytest.mark.parametrize("lang", ["ru", "pl"])
@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (["play", "--seat", "x9"], "seat"),
        (["play", "--seed", "many"], "whole"),
        (["play", "--deals", "0"], "at_least"),
        (["play", "--rules", "chess"], "choice"),
        (["play", "--frobnicate"], "unrecognized"),
        (["check"], "required"),
        (["chess"], "choice"),
        (["play", "--seed"], "one"),
        (["play", "--seat", "p4"], "seats"),
        (["play", "--save", "a", "--no-save"], "one_of"),
        (["score", "--names", "Ann,Ann,Cy"], "name_twice"),
    ],
)
def test_the_argument_parser_refuses_in_russian_or_polish(
    lang: str, argv: list[str], code: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """argparse's own refusals and the command line's are said in the language asked for."""
    with pytest.raises(SystemExit) as raised:
        run(["--lang", lang, *argv])
    assert raised.value.code == 2
    # the usage line above the refusal lists the options and their values as typed
    err = capsys.readouterr().err
    err = err[err.index(" ошибка:" if lang == "ru" else " błąd:") :]
    table = texts.SCORING if code.startswith("name_") else texts.ARGUMENTS
    said = re.sub(r"\{\w+\}", "", table[code][i18n.locale_of(lang)])
    assert _WORD.findall(said)[0] in err, err
    assert ("ошибка:" if lang == "ru" else "błąd:") in err
    assert "error" not in err
    assert "argument " not in err
    assert "invalid" not in err
    _no_english(re.sub(r"'[^']*'|--[\w-]+", "", err), lang)  # options and values as typed


def test_the_argument_parser_still_speaks_argparse_s_english() -> None:
    from thousand.cli.main import argparse_said

    message = "argument --rules: invalid choice: 'chess' (choose from classic, pagat)"
    assert argparse_said(message, i18n.Locale.EN) == message
    assert argparse_said(message, i18n.Locale.PL) == (
        "--rules: nie ma wyboru 'chess' (do wyboru: classic, pagat)"
    )
    assert argparse_said("something new", i18n.Locale.RU) == "something new"


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_score_refuses_lines_in_russian_or_polish(lang: str) -> None:
    """A line that is no summary, and a deal that cannot have happened, are refused in
    the language asked for, with their reason codes; the commands are the language's."""
    lines = "p2 120 : 35 70\np2 120 : 100 100 100 ; tricks 2 4 2\n"
    lines += "помощь\n" if lang == "ru" else "pomoc\n"
    status, out = run(["score", "--lang", lang], lines)
    assert status == Status.INVALID
    line = "строка" if lang == "ru" else "wiersz"
    assert f"{line} 1: " in out, out
    assert f"{line} 2: " in out, out
    assert ("Одна строка — один кон" if lang == "ru" else "Jeden wiersz — jedno rozdanie") in out
    _no_english(out, lang)
