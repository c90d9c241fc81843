"""Actions as a table would say them: "игрок 1: пас", "gracz 0 gra 120".

>>> from thousand import Bid, Card, Concede, Pass, PlayCard
>>> format_action(Bid(seat=1, value=110), "ru")
'игрок 1: 110'
>>> format_action(Pass(seat=2), "pl")
'gracz 2: pas'
>>> format_action(Concede(seat=0), "ru")
'игрок 0 расписывает игру'
>>> format_action(PlayCard(seat=0, card=Card.KING_OF_HEARTS, declare=True), "pl")
'gracz 0 zagrywa K♥: meldunek kierowy'

The censored entries of a view's log read too, without the cards the seat did not see:

>>> from thousand import HiddenDiscard, HiddenGiveCard
>>> format_action(HiddenGiveCard(seat=2, to=0), "ru")
'игрок 2 отдаёт карту игроку 0'
>>> format_action(HiddenDiscard(seat=1), "pl")
'gracz 1 odkłada kartę'
"""

from __future__ import annotations

from thousand.actions import (
    AcceptCut,
    Action,
    Bid,
    BuryJack,
    ChooseTalon,
    ClaimRedeal,
    Concede,
    Cut,
    Deal,
    DeclareContract,
    DeclineRedeal,
    Discard,
    ExposedCard,
    GiveCard,
    Look,
    Pass,
    PlayCard,
    Recut,
)
from thousand.cards import Rank
from thousand.errors import NotationError, ThousandError, shown
from thousand.i18n.cards import format_card, format_cards, format_suit, marriage_name
from thousand.i18n.locale import Locale, locale_of
from thousand.i18n.terms import CONDITION_NAMES, TERMS, Term
from thousand.i18n.text import Text
from thousand.views.player_view import (
    HiddenCut,
    HiddenDeal,
    HiddenDiscard,
    HiddenGiveCard,
    SeenAction,
)

__all__ = ["ACTION_TEXTS", "HIDDEN_TEXTS", "format_action"]


ACTION_TEXTS: dict[type[Action], Text] = {
    Deal: Text(en="the cards are dealt", ru="карты сданы", pl="karty rozdane"),
    Bid: Text(
        en="seat {seat} bids {value}",
        ru="игрок {seat}: {value}",
        pl="gracz {seat} licytuje {value}",
    ),
    Pass: Text(en="seat {seat} passes", ru="игрок {seat}: пас", pl="gracz {seat}: pas"),
    Look: Text(
        en="seat {seat} looks at the cards",
        ru="игрок {seat} смотрит свои карты",
        pl="gracz {seat} ogląda karty",
    ),
    GiveCard: Text(
        en="seat {seat} gives {card} to seat {to}",
        ru="игрок {seat} отдаёт {card} игроку {to}",
        pl="gracz {seat} oddaje {card} graczowi {to}",
    ),
    DeclareContract: Text(
        en="seat {seat} declares {value}",
        ru="игрок {seat} заказывает игру {value}",
        pl="gracz {seat} gra {value}",
    ),
    Concede: Text(
        en="seat {seat} concedes", ru="игрок {seat} расписывает игру", pl="gracz {seat}: bomba"
    ),
    PlayCard: Text(
        en="seat {seat} plays {card}",
        ru="игрок {seat} ходит {card}",
        pl="gracz {seat} zagrywa {card}",
    ),
    ChooseTalon: Text(
        en="seat {seat} takes talon {index}",
        ru="игрок {seat} берёт прикуп {index}",
        pl="gracz {seat} bierze musik {index}",
    ),
    Discard: Text(
        en="seat {seat} lays away {card}",
        ru="игрок {seat} сносит {card}",
        pl="gracz {seat} odkłada {card}",
    ),
    Cut: Text(
        en="seat {seat} cuts: {card} at the bottom",
        ru="игрок {seat} сдвигает колоду: снизу {card}",
        pl="gracz {seat} przekłada talię: na spodzie {card}",
    ),
    Recut: Text(
        en="seat {seat} asks for a new cut",
        ru="игрок {seat} просит пересдвинуть",
        pl="gracz {seat} prosi o ponowne przełożenie",
    ),
    BuryJack: Text(
        en="seat {seat} puts the jack in the middle of the pack",
        ru="игрок {seat} кладёт валета в середину колоды",
        pl="gracz {seat} wkłada waleta w środek talii",
    ),
    AcceptCut: Text(
        en="seat {seat} keeps the bottom card",
        ru="игрок {seat} оставляет нижнюю карту",
        pl="gracz {seat} zostawia dolną kartę",
    ),
    ExposedCard: Text(
        en="a card was exposed while dealing: {card}",
        ru="при сдаче вскрылась карта: {card}",
        pl="odkryta karta przy rozdawaniu: {card}",
    ),
    ClaimRedeal: Text(
        en="seat {seat} claims a redeal: {condition}",
        ru="игрок {seat} требует пересдачу: {condition}",
        pl="gracz {seat} żąda ponownego rozdania: {condition}",
    ),
    DeclineRedeal: Text(
        en="seat {seat} does not claim a redeal",
        ru="игрок {seat} не требует пересдачи",
        pl="gracz {seat} nie żąda ponownego rozdania",
    ),
}
"""How each kind of action reads; the fields come from the action."""


HIDDEN_TEXTS: dict[type[SeenAction], Text] = {
    HiddenDeal: Text(en="the cards are dealt", ru="карты сданы", pl="karty rozdane"),
    HiddenGiveCard: Text(
        en="seat {seat} gives a card to seat {to}",
        ru="игрок {seat} отдаёт карту игроку {to}",
        pl="gracz {seat} oddaje kartę graczowi {to}",
    ),
    HiddenDiscard: Text(
        en="seat {seat} lays a card away",
        ru="игрок {seat} сносит карту",
        pl="gracz {seat} odkłada kartę",
    ),
    HiddenCut: Text(
        en="seat {seat} cuts",
        ru="игрок {seat} сдвигает колоду",
        pl="gracz {seat} przekłada talię",
    ),
}
"""How each censored entry of a view's log reads (:class:`~thousand.PlayerView`): what
the seat saw, without the cards it did not see."""


DEALT_HAND = Text(
    en="{text}: seat {seat} holds {cards}",
    ru="{text}: у игрока {seat} {cards}",
    pl="{text}: gracz {seat} ma {cards}",
)
"""The deal as a seat saw it, when it has looked at its cards: the deal's text, then
this."""


DARK = Text(en="{text} in the dark", ru="{text} втёмную", pl="{text} w ciemno")
"""A dark bid (C8): the bid's text, then this."""


DECLARES = Text(
    en="{text} and declares the {marriage}", ru="{text}: {marriage}", pl="{text}: {marriage}"
)
"""A card led with a declaration: the play's text, then the marriage."""


_HALF_MARRIAGE = Text(
    en="half marriage of {suit}", ru="мини-марьяж ({suit})", pl="pół meldunku ({suit})"
)


def _declared(card_rank: Rank, suit_text: str, marriage: str, locale: Locale) -> str:
    """What leading a card with ``declare`` declares, by its rank.

    A king or a queen declares its suit's marriage; a jack, the half marriage (E4); an
    ace, the ace marriage (E3). A queen may also declare a half marriage under E4: the
    action alone does not say which, and the whole marriage is the usual reading.
    """
    if card_rank is Rank.ACE:
        return TERMS[Term.ACE_MARRIAGE][locale]
    if card_rank is Rank.JACK:
        return _HALF_MARRIAGE.format(locale, suit=suit_text)
    return marriage


def format_action(action: SeenAction, locale: Locale | str = Locale.EN) -> str:
    """An action, or an entry of a view's log, as a sentence in ``locale``.

    Args:
        action: any action, or a censored entry of a view's log
            (:class:`~thousand.HiddenDeal`, :class:`~thousand.HiddenGiveCard`,
            :class:`~thousand.HiddenDiscard`, :class:`~thousand.HiddenCut`).
        locale: the language.

    Raises:
        LocaleError: an unknown locale.
        NotationError: ``action`` is not an action nor a log entry, or a field is not
            what its type says (a card that is not a card).
    """
    where = locale_of(locale)
    kind = type(action)
    template = ACTION_TEXTS.get(kind) or HIDDEN_TEXTS.get(kind)  # type: ignore[arg-type]
    if template is None:
        raise NotationError(f"not an action: {shown(action)}", text=action)
    try:
        values = _values(action, where)
        text = template.format(where, **values)
    except ThousandError:
        raise
    except (AttributeError, KeyError, TypeError, ValueError) as error:
        raise NotationError(f"not an action: {shown(action)}", text=action) from error
    if isinstance(action, HiddenDeal) and action.hand:
        return DEALT_HAND.format(
            where, text=text, seat=action.seat, cards=format_cards(action.hand, where)
        )
    if isinstance(action, Bid) and action.blind is True:
        return DARK.format(where, text=text)
    if isinstance(action, PlayCard) and action.declare is True:
        card = action.card
        marriage = _declared(
            card.rank, format_suit(card.suit, where), marriage_name(card.suit, where), where
        )
        return DECLARES.format(where, text=text, marriage=marriage)
    return text


def _values(action: SeenAction, locale: Locale) -> dict[str, object]:
    values: dict[str, object] = {}
    for name in ("seat", "to", "value", "index"):
        if hasattr(action, name):
            values[name] = getattr(action, name)
    if isinstance(action, Cut):
        values["card"] = format_card(action.bottom, locale)
    elif hasattr(action, "card"):
        values["card"] = format_card(action.card, locale)
    if isinstance(action, ClaimRedeal):
        values["condition"] = CONDITION_NAMES[action.condition][locale]
    return values
