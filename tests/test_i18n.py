"""Three languages: every text translated, and what each language actually says.

The tables of thousand.i18n are walked whole, so that a text added later is checked
too: each has all three languages, with the same fields, and none is left in English.
Then the rendered strings of cards, actions, events, refused moves and the score sheet
are checked word for word in each language.
"""

from __future__ import annotations

import enum
import random
import re
import typing
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import thousand as t
from helpers.rounds import (
    LAB,
    LAB_GIFTS,
    RUFF,
    RUFF_GIFTS,
    RUFF_PLAY,
    bid,
    cards,
    play,
    start,
    through_contract,
    untyped,
)
from thousand import i18n
from thousand.i18n import actions, events, messages, reasons, sheet_texts, terms
from thousand.i18n import cards as card_texts
from thousand.i18n.text import Text, fields_of

MODULES: tuple[ModuleType, ...] = (
    actions,
    card_texts,
    messages,
    events,
    reasons,
    sheet_texts,
    terms,
)

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)

SAME_IN_POLISH = frozenset({"9", "10", "K", "A", "{kind}: {change}"})
"""Texts Polish writes as English does: the card letters both use, and a bare template."""


def _texts(value: object, where: str) -> typing.Iterator[tuple[str, Text]]:
    if isinstance(value, Text):
        yield where, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _texts(item, f"{where}[{key!r}]")
    elif isinstance(value, tuple):
        for index, item in enumerate(value):
            yield from _texts(item, f"{where}[{index}]")


def _all_texts() -> list[tuple[str, Text]]:
    found: dict[int, tuple[str, Text]] = {}
    for module in MODULES:
        for name, value in vars(module).items():
            for where, text in _texts(value, f"{module.__name__}.{name}"):
                found.setdefault(id(text), (where, text))
    return list(found.values())


TEXTS = _all_texts()


def test_the_walk_finds_the_tables() -> None:
    # Guards the walk itself: an empty walk would pass every check below.
    assert len(TEXTS) > 250


@pytest.mark.parametrize(("where", "text"), TEXTS, ids=[where for where, _ in TEXTS])
def test_every_text_has_three_languages_with_the_same_fields(where: str, text: Text) -> None:
    for locale in i18n.LOCALES:
        assert text[locale].strip(), (where, locale)
        assert fields_of(text[locale]) == text.fields, (where, locale)
    # Filled in, no language leaves a brace: a field misspelt in one language fails here.
    filled = {name: "x" for name in text.fields}
    for locale in i18n.LOCALES:
        assert not re.search("[{}]", text.format(locale, **filled)), (where, locale)


@pytest.mark.parametrize(("where", "text"), TEXTS, ids=[where for where, _ in TEXTS])
def test_no_text_is_left_in_english(where: str, text: Text) -> None:
    def words(template: str) -> str:
        return re.sub(r"\{\w+\}", "", template)

    if not re.search("[a-z]{2}", words(text.en)):  # a card letter, a number, a bare template
        return
    # Russian has no Latin word left, and words of its own unless it needs none.
    assert not re.search("[a-z]{2}", words(text.ru), re.IGNORECASE), where
    assert CYRILLIC.search(text.ru) or not re.search(r"\w", words(text.ru)), where
    assert text.pl != text.en or text.en in SAME_IN_POLISH, where


def _members(enum_type: type[enum.Enum]) -> set[object]:
    return set(enum_type)


@pytest.mark.parametrize(
    ("table", "keys"),
    [
        (terms.TERMS, _members(i18n.Term)),
        (card_texts.RANK_LETTERS, _members(t.Rank)),
        (card_texts.RANK_NAMES, _members(t.Rank)),
        (card_texts.SUIT_NAMES, _members(t.Suit)),
        (terms.PHASE_NAMES, _members(t.Phase)),
        (terms.CONDITION_NAMES, _members(t.RedealCondition)),
        (events.EVENT_NAMES, _members(t.EventKind)),
        (events.EVENT_TEXTS, _members(t.EventKind)),
        (reasons.REASON_TEXTS, _members(t.Reason)),
        (sheet_texts.NOT_PLAYED, _members(t.Outcome) - {t.Outcome.PLAYED}),
        (actions.ACTION_TEXTS, set(typing.get_args(t.Action))),
    ],
    ids=lambda value: type(value).__name__ if not isinstance(value, dict) else "table",
)
def test_every_code_has_its_text(table: dict[object, Text], keys: set[object]) -> None:
    assert set(table) == keys


def test_the_detailed_reasons_fill_only_what_violations_carry() -> None:
    carried = {
        "seat", "to_act", "phase", "cutter", "negative_score_limit", "standing_bid",
        "next_bid", "max_bid", "cap", "bid", "barrel_contract", "led_suit", "trump",
        "to_beat", "condition", "points", "bottom", "limit", "made",
    }  # fmt: skip
    for templates in reasons.DETAILED.values():
        for template in templates:
            assert template.fields <= carried, template.en


# Cards, suits and terms.


@pytest.mark.parametrize(
    ("locale", "short", "long"),
    [
        ("en", "Q♠ A♥ T♦ J♣", "queen of spades, ace of hearts, ten of diamonds, jack of clubs"),
        ("ru", "Д♠ Т♥ 10♦ В♣", "дама пик, туз червей, десятка бубен, валет треф"),
        ("pl", "D♠ A♥ 10♦ W♣", "dama pik, as kier, dziesiątka karo, walet trefl"),
    ],
)
def test_cards_in_each_language(locale: str, short: str, long: str) -> None:
    hand = cards("Qs Ah Td Jc")
    assert i18n.format_cards(hand, locale) == short
    assert i18n.format_cards(hand, locale, long=True) == long


@pytest.mark.parametrize(
    ("locale", "words"),
    [
        ("en", ["hearts", "king", "bolt", "barrel", "dump truck", "concession", "talon"]),
        ("ru", ["червы", "король", "болт", "бочка", "самосвал", "роспись", "прикуп"]),
        ("pl", ["kier", "król", "zero lew", "beczka", "555 do zera", "bomba", "musik"]),
    ],
)
def test_the_game_s_own_words(locale: str, words: list[str]) -> None:
    said = [
        i18n.format_suit(t.Suit.HEARTS, locale),
        i18n.format_rank(t.Rank.KING, locale),
        *(i18n.term(name, locale) for name in ("bolt", "barrel", "dump_truck", "concede")),
        i18n.term(i18n.Term.TALON, locale),
    ]
    assert said == words


def test_the_russian_and_polish_trick_words() -> None:
    assert [i18n.term(w, "ru") for w in ("marriage", "trump", "pass", "trick")] == [
        "марьяж", "козырь", "пас", "взятка",
    ]  # fmt: skip
    assert [i18n.term(w, "pl") for w in ("marriage", "trump", "pass", "trick")] == [
        "meldunek", "atut", "pas", "lewa",
    ]  # fmt: skip
    assert i18n.marriage_name(t.Suit.CLUBS, "ru") == "трефовый марьяж"


# Actions.

ACTIONS: list[tuple[t.Action, str, str, str]] = [
    (t.Bid(seat=2, value=110), "p3 bids 110", "игрок p3: 110", "gracz p3 licytuje 110"),
    (
        t.Bid(seat=1, value=120, blind=True),
        "p2 bids 120 in the dark",
        "игрок p2: 120 втёмную",
        "gracz p2 licytuje 120 w ciemno",
    ),
    (t.Pass(seat=0), "p1 passes", "игрок p1: пас", "gracz p1: pas"),
    (
        t.GiveCard(seat=2, to=0, card=t.Card.NINE_OF_HEARTS),
        "p3 gives 9♥ to p1",
        "игрок p3 отдаёт 9♥ игроку p1",
        "gracz p3 oddaje 9♥ graczowi p1",
    ),
    (
        t.DeclareContract(seat=2, value=120),
        "p3 declares 120",
        "игрок p3 заказывает игру 120",
        "gracz p3 gra 120",
    ),
    (t.Concede(seat=2), "p3 concedes", "игрок p3 расписывает игру", "gracz p3: bomba"),
    (
        t.PlayCard(seat=1, card=t.Card.QUEEN_OF_HEARTS, declare=True),
        "p2 plays Q♥ and declares the marriage of hearts",
        "игрок p2 ходит Д♥: червовый марьяж",
        "gracz p2 zagrywa D♥: meldunek kierowy",
    ),
    (
        t.PlayCard(seat=1, card=t.Card.ACE_OF_SPADES, declare=True),
        "p2 plays A♠ and declares the ace marriage",
        "игрок p2 ходит Т♠: тузовый марьяж",
        "gracz p2 zagrywa A♠: meldunek asów",
    ),
    (
        t.ChooseTalon(seat=0, index=1),
        "p1 takes talon 1",
        "игрок p1 берёт прикуп 1",
        "gracz p1 bierze musik 1",
    ),
    (
        t.ClaimRedeal(seat=1, condition=t.RedealCondition.HAND_FOUR_NINES),
        "p2 claims a redeal: four nines",
        "игрок p2 требует пересдачу: четыре девятки",
        "gracz p2 żąda ponownego rozdania: cztery dziewiątki",
    ),
    (
        t.Cut(seat=2, bottom=t.Card.NINE_OF_CLUBS),
        "p3 cuts: 9♣ at the bottom",
        "игрок p3 сдвигает колоду: снизу 9♣",
        "gracz p3 przekłada talię: na spodzie 9♣",
    ),
]


@pytest.mark.parametrize(("action", "en", "ru", "pl"), ACTIONS)
def test_actions_in_each_language(action: t.Action, en: str, ru: str, pl: str) -> None:
    assert [i18n.format_action(action, locale) for locale in ("en", "ru", "pl")] == [en, ru, pl]


HIDDEN: list[tuple[t.SeenAction, str, str, str]] = [
    (
        t.HiddenGiveCard(seat=2, to=0),
        "p3 gives a card to p1",
        "игрок p3 отдаёт карту игроку p1",
        "gracz p3 oddaje kartę graczowi p1",
    ),
    (
        t.HiddenDiscard(seat=1),
        "p2 lays a card away",
        "игрок p2 сносит карту",
        "gracz p2 odkłada kartę",
    ),
    (t.HiddenCut(seat=2), "p3 cuts", "игрок p3 сдвигает колоду", "gracz p3 przekłada talię"),
    (t.HiddenDeal(seat=None, hand=()), "the cards are dealt", "карты сданы", "karty rozdane"),
    (
        t.HiddenDeal(seat=1, hand=(t.Card.ACE_OF_HEARTS, t.Card.QUEEN_OF_SPADES)),
        "the cards are dealt: p2 holds A♥ Q♠",
        "карты сданы: у игрока p2 Т♥ Д♠",
        "karty rozdane: gracz p2 ma A♥ D♠",
    ),
]


@pytest.mark.parametrize(("entry", "en", "ru", "pl"), HIDDEN)
def test_censored_log_entries_in_each_language(
    entry: t.SeenAction, en: str, ru: str, pl: str
) -> None:
    assert [i18n.format_action(entry, locale) for locale in ("en", "ru", "pl")] == [en, ru, pl]


@pytest.mark.parametrize("preset", sorted(t.PRESETS))
def test_every_entry_of_every_view_reads_in_every_language(preset: str) -> None:
    rules = t.Rules.preset(preset)
    rng = random.Random(len(preset))
    state = t.new_round(rules, dealer=1)
    while not t.is_over(state):
        action = t.chance_action(state, rng) if t.is_chance(state) else None
        state = t.apply(state, action or rng.choice(t.legal_actions(state)))
    views = [t.public_view(state), *(t.view(state, seat) for seat in range(rules.players))]
    hidden = {type(entry) for v in views for entry in v.log} - set(i18n.actions.ACTION_TEXTS)
    assert hidden  # the censored entries are there to read
    for v in views:
        for entry in v.log:
            for locale in i18n.LOCALES:
                said = i18n.format_action(entry, locale)
                assert said
                assert not re.search("[{}]", said)


def test_what_is_not_an_action_card_or_code_is_a_notation_error() -> None:
    calls: list[typing.Callable[[], object]] = [
        lambda: i18n.format_action(untyped("p1 pass"), "ru"),
        lambda: i18n.format_action(t.PlayCard(seat=0, card=untyped(99)), "ru"),
        lambda: i18n.format_card(untyped("Ah"), "pl"),
        lambda: i18n.format_cards(untyped(7), "pl"),
        lambda: i18n.format_suit(untyped("x"), "ru"),
        lambda: i18n.term("barrels", "ru"),
        lambda: i18n.event_name("no_such_event", "ru"),
        lambda: i18n.explain("no_such_reason", "ru"),
    ]
    for call in calls:
        with pytest.raises(t.NotationError):
            call()


# Events.


def test_events_in_each_language() -> None:
    fell = t.ScoreEvent(t.EventKind.FELL_OFF_BARREL, -120, (("falls", 1),))
    dark = t.ScoreEvent(t.EventKind.MULTIPLIED, 120, (("multiplier", 2), ("deal", "dark")))
    assert [i18n.format_event(fell, locale) for locale in i18n.LOCALES] == [
        "fell off the barrel (fall 1): -120",
        "слетел с бочки (раз 1): -120",
        "spadł z beczki (raz 1): -120",
    ]
    assert [i18n.format_event(dark, locale) for locale in i18n.LOCALES] == [
        "dark deal x2: +120",
        "кон втёмную x2: +120",
        "rozdanie w ciemno x2: +120",
    ]
    assert i18n.event_name(t.EventKind.DUMP_TRUCK, "ru") == "самосвал"
    assert i18n.event_name(t.EventKind.STOOD_STILL, "ru") == "стоит на месте"


def test_an_event_without_its_details_still_reads() -> None:
    bare = t.ScoreEvent(t.EventKind.REDEAL_CLAIMED)
    assert i18n.format_event(bare, "en") == str(bare) == "redeal_claimed: +0"
    assert i18n.format_event(bare, "ru") == "пересдача: +0"


def _game(seed: int) -> t.GameState:
    game = t.new_game(t.Rules(), first_dealer=0)
    rng = random.Random(seed)
    while game.winner is None and len(game.rounds) < 12:
        game = t.record_round(game, t.round_result(t.bots.play_to_end(t.next_round(game, rng))))
    return game


GAME = _game(1)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_every_event_and_action_of_a_game_reads_in_every_language(seed: int) -> None:
    game = t.new_game(t.Rules(), first_dealer=0)
    rng = random.Random(seed)
    state = t.bots.play_to_end(t.next_round(game, rng))
    game = t.record_round(game, t.round_result(state))
    for locale in i18n.LOCALES:
        for action in state.log:
            assert not re.search("[{}]", i18n.format_action(action, locale))
        for seat_events in game.rounds[-1].events:
            for event in seat_events:
                said = i18n.format_event(event, locale)
                assert not re.search("[{}]", said)
                if locale is i18n.Locale.EN:
                    assert said == str(event)


def test_the_english_of_every_event_of_a_long_game_is_its_str() -> None:
    for entry in _game(3).rounds:
        for seat_events in entry.events:
            for event in seat_events:
                assert i18n.format_event(event) == str(event)


# Refused moves.


def _refused(state: t.RoundState, action: t.Action) -> t.IllegalActionError:
    with pytest.raises(t.IllegalActionError) as raised:
        t.apply(state, action)
    return raised.value


def _said(error: t.ThousandError | t.Violation) -> list[str]:
    return [i18n.describe(error, locale) for locale in i18n.LOCALES]


def test_refused_bids_in_each_language() -> None:
    state = start(LAB)  # p2 holds the hundred, p3 opens
    assert _said(_refused(state, t.Bid(seat=2, value=150))) == [
        "bids rise by the step: p3 may bid 105",
        "ставку повышают по шагу: игрок p3 может заявить 105",
        "licytuje się zgodnie z krokiem: gracz p3 może licytować 105",
    ]
    assert _said(_refused(state, t.Bid(seat=0, value=105))) == [
        "p3 is to act, not p1",
        "сейчас очередь игрока p3, а не игрока p1",
        "teraz kolej gracza p3, nie gracza p1",
    ]
    passed = bid(state, "p")
    assert _said(_refused(passed, t.Bid(seat=2, value=105))) == [
        "p3 has passed and may not bid again in this deal",
        "игрок p3 сказал «пас» и больше не торгуется",
        "gracz p3 spasował i nie licytuje już w tym rozdaniu",
    ]


def test_a_contract_below_the_bid_in_each_language() -> None:
    state = bid(start(LAB), "p p")
    for seat, gift in LAB_GIFTS.items():
        declarer = state.to_act
        assert declarer is not None
        state = t.apply(state, t.GiveCard(seat=declarer, to=seat, card=t.Card.parse(gift)))
    error = _refused(state, t.DeclareContract(seat=1, value=95))
    assert error.reason is t.Reason.CONTRACT_BELOW_BID
    assert _said(error) == [
        "the contract may be raised, never lowered: at least 100",
        "заказ можно повысить, но не понизить: не меньше 100",
        "grę można podwyższyć, ale nie obniżyć: co najmniej 100",
    ]


def test_refused_plays_in_each_language() -> None:
    led = play(through_contract(LAB, "p p", LAB_GIFTS), "Kh")
    follow = t.check(led, t.PlayCard(seat=2, card=t.Card.ACE_OF_DIAMONDS))
    assert follow is not None
    assert _said(follow) == [
        "p3 must follow hearts",
        "игрок p3 должен ходить в масть: червы",
        "gracz p3 musi dołożyć do koloru: kier",
    ]
    ruffed = play(through_contract(RUFF, "p p", RUFF_GIFTS), " ".join([*RUFF_PLAY[:2], "Ac"]))
    error = _refused(ruffed, t.PlayCard(seat=2, card=t.Card.ACE_OF_DIAMONDS))
    assert error.reason is t.Reason.MUST_TRUMP
    assert _said(error) == [
        "p3 cannot follow clubs and must play a trump: hearts",
        "у игрока p3 нет масти (трефы): нужно бить козырем (червы)",
        "gracz p3 nie ma koloru (trefl): musi dać atut (kier)",
    ]
    missing = _refused(led, t.PlayCard(seat=2, card=t.Card.ACE_OF_SPADES))
    assert i18n.describe(missing, "ru") == "у игрока p3 нет такой карты"


def test_a_reason_without_its_details_reads_as_its_rule() -> None:
    bare = t.Violation(t.Reason.MUST_TRUMP, "no details")
    assert _said(bare) == [
        "without the led suit, play a trump",
        "нет масти: нужно бить козырем",
        "bez koloru trzeba dać atut",
    ]
    assert (
        i18n.explain(t.Reason.BID_ABOVE_CAP, "ru") == "ставка выше, чем позволяют марьяжи на руке"
    )


def test_other_errors_in_each_language() -> None:
    rules = t.Rules()
    with pytest.raises(t.SummaryError) as summary:
        t.score_round(rules, t.RoundSummary(declarer=0, contract=112))
    assert i18n.describe(summary.value, "ru").startswith("такого кона быть не может: ")
    assert "card_points: zapis rozdania jest nieprawidłowy" in i18n.describe(summary.value, "pl")
    with pytest.raises(t.StateError) as state:
        t.round_result(t.new_round(rules, dealer=0))
    assert _said(state.value) == [
        "the deal is not over yet",
        "кон ещё не окончен",
        "rozdanie jeszcze trwa",
    ]
    with pytest.raises(t.RulesError) as bad_rules:
        t.Rules(dealing=t.DealingRules(players=7))
    assert i18n.describe(bad_rules.value, "pl") == (
        "według takich zasad nie da się grać: dealing.players"
    )
    assert i18n.describe(t.NotationError("x", text="Xx", line=3), "ru") == (
        "не удалось прочитать 'Xx' (строка 3)"
    )
    assert i18n.describe(t.ThousandError("a program's own"), "ru") == "a program's own"


def test_errors_of_undo_bots_and_matches_in_each_language() -> None:
    with pytest.raises(t.StateError) as undo:
        t.undo(t.new_round(t.Rules()))
    assert _said(undo.value) == [
        "there is nothing to take back: the deal has just started",
        "отменять нечего: кон только начался",
        "nie ma czego cofnąć: rozdanie dopiero się zaczęło",
    ]
    with pytest.raises(t.BotError) as budget:
        t.bots.SearchBot(worlds=0)
    assert i18n.describe(budget.value, "ru") == "поиску нужно положительное число раздач или секунд"
    with pytest.raises(t.MatchError) as preset:
        t.arena.play_match([t.bots.RandomBot()] * 3, "no such preset", games=1)
    assert preset.value.reason is t.Reason.UNKNOWN_PRESET
    assert i18n.describe(preset.value, "pl") == "nie ma zestawu zasad o tej nazwie"


# Locales.


def test_an_unknown_locale_is_a_typed_error_with_its_code() -> None:
    for bad in ("de", "", 7, None):
        with pytest.raises(t.LocaleError) as raised:
            i18n.format_card(t.Card.ACE_OF_HEARTS, untyped(bad))
        assert raised.value.reason is t.Reason.UNKNOWN_LOCALE
        assert raised.value.locale == bad
    with pytest.raises(t.LocaleError):
        t.score_sheet(GAME, locale="uk")


def test_locales_are_named_as_programs_and_environments_name_them() -> None:
    assert i18n.locale_of("RU") is i18n.Locale.RU
    assert i18n.locale_of("pl-PL") is i18n.Locale.PL
    assert i18n.locale_of("en_GB.UTF-8") is i18n.Locale.EN


# The score sheet.


def _two_deals() -> t.GameState:
    rules = t.Rules()
    game = t.new_game(rules, first_dealer=0)
    game = t.record_round(game, t.score_round(rules, t.RoundSummary(
        declarer=1, contract=120, card_points=(35, 70, 15), tricks=(2, 4, 2),
        marriages=((), (t.Suit.HEARTS,), ()))))  # fmt: skip
    redeal = t.RoundSummary(outcome=t.Outcome.REDEAL, outcome_seat=2)
    return t.record_round(game, t.score_round(rules, redeal))


def test_the_sheet_names_the_declarer_and_the_dealer_when_given_names() -> None:
    sheet = t.score_sheet(_two_deals(), ["Anna", "Boris", "Vera"], legend=False)
    assert sheet.splitlines() == [
        "  #  deal         contract              Anna           Boris            Vera",
        "  1  dealer Anna  Boris: 120 made         35             120              15",
        "  2  dealer Boris Vera: redeal            35             120              15 r",
    ]


def test_the_sheet_without_names_writes_the_seats_as_the_table_does() -> None:
    sheet = t.score_sheet(_two_deals())
    assert sheet.splitlines()[:3] == [
        "  #  deal       contract                p1              p2              p3",
        "  1  dealer p1  p2: 120 made            35             120              15",
        "  2  dealer p2  p3: redeal              35             120              15 r",
    ]
    assert sheet.endswith(t.sheet.LEGEND)


def test_the_legend_can_be_left_out() -> None:
    game = _two_deals()
    with_legend = t.score_sheet(game)
    without = t.score_sheet(game, legend=False)
    assert with_legend == without + "\n\n" + t.sheet.LEGEND
    assert "bolt" not in without


def test_the_sheet_in_russian_and_polish() -> None:
    game = _two_deals()
    assert t.score_sheet(game, ["Аня", "Боря", "Вера"], locale="ru").splitlines()[:3] == [
        "  #  кон        заказ                    Аня            Боря            Вера",
        "  1  сдаёт Аня  Боря: 120 сыграно         35             120              15",
        "  2  сдаёт Боря Вера: пересдача           35             120              15 r",
    ]
    polish = t.score_sheet(game, locale="pl")
    assert polish.splitlines()[:3] == [
        "  #  rozdanie   gra                       p1              p2              p3",
        "  1  rozdaje p1 p2: 120 ugrane            35             120              15",
        "  2  rozdaje p2 p3: nowe rozdanie         35             120              15 r",
    ]
    assert polish.endswith(i18n.legend("pl"))
    assert "beczk" in i18n.legend("pl")


def test_names_must_be_one_text_per_seat() -> None:
    for names in (["Anna", "Boris"], "ABC", ["Anna", "Boris", 3]):
        with pytest.raises(t.StateError) as raised:
            t.score_sheet(GAME, untyped(names))
        assert raised.value.reason is t.Reason.MALFORMED_ACTION


def test_the_english_legend_is_the_sheet_s_legend() -> None:
    assert i18n.legend() == t.sheet.LEGEND
    for locale in i18n.LOCALES:
        assert max(len(line) for line in i18n.legend(locale).splitlines()) <= 80
