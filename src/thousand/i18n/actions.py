"""Actions as a table would say them: "игрок p2: пас", "gracz p1 gra 120".

>>> from thousand import Bid, Card, Concede, Pass, PlayCard
>>> format_action(Bid(seat=1, value=110), "ru")
'игрок p2: 110'
>>> format_action(Pass(seat=2), "pl")
'gracz p3: pas'
>>> format_action(Concede(seat=0), "ru")
'игрок p1 расписывает игру'
>>> format_action(PlayCard(seat=0, card=Card.KING_OF_HEARTS, declare=True), "pl")
'gracz p1 zagrywa K♥: meldunek kierowy'

The censored entries of a view's log read too, without the cards the seat did not see:

>>> from thousand import HiddenDiscard, HiddenGiveCard
>>> format_action(HiddenGiveCard(seat=2, to=0), "ru")
'игрок p3 отдаёт карту игроку p1'
>>> format_action(HiddenDiscard(seat=1), "pl")
'gracz p2 odkłada kartę'
"""

from __future__ import annotations

from collections.abc import Sequence

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
from thousand.i18n.cards import (
    Letters,
    format_card,
    format_cards,
    format_suit,
    letters_of,
    marriage_name,
)
from thousand.i18n.locale import Locale, locale_of
from thousand.i18n.terms import CONDITION_NAMES, TERMS, Term
from thousand.i18n.text import Text
from thousand.lang.seats import checked_names, seat_name
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
        en="{seat} bids {value}",
        ru="игрок {seat}: {value}",
        pl="gracz {seat} licytuje {value}",
    ),
    Pass: Text(en="{seat} passes", ru="игрок {seat}: пас", pl="gracz {seat}: pas"),
    Look: Text(
        en="{seat} looks at the cards",
        ru="игрок {seat} смотрит свои карты",
        pl="gracz {seat} ogląda karty",
    ),
    GiveCard: Text(
        en="{seat} gives {card} to {to}",
        ru="игрок {seat} отдаёт {card} игроку {to}",
        pl="gracz {seat} oddaje {card} graczowi {to}",
    ),
    DeclareContract: Text(
        en="{seat} declares {value}",
        ru="игрок {seat} заказывает игру {value}",
        pl="gracz {seat} gra {value}",
    ),
    Concede: Text(
        en="{seat} concedes", ru="игрок {seat} расписывает игру", pl="gracz {seat}: bomba"
    ),
    PlayCard: Text(
        en="{seat} plays {card}",
        ru="игрок {seat} ходит {card}",
        pl="gracz {seat} zagrywa {card}",
    ),
    ChooseTalon: Text(
        en="{seat} takes talon {index}",
        ru="игрок {seat} берёт прикуп {index}",
        pl="gracz {seat} bierze musik {index}",
    ),
    Discard: Text(
        en="{seat} lays away {card}",
        ru="игрок {seat} сносит {card}",
        pl="gracz {seat} odkłada {card}",
    ),
    Cut: Text(
        en="{seat} cuts: {card} at the bottom",
        ru="игрок {seat} сдвигает колоду: снизу {card}",
        pl="gracz {seat} przekłada talię: na spodzie {card}",
    ),
    Recut: Text(
        en="{seat} asks for a new cut",
        ru="игрок {seat} просит пересдвинуть",
        pl="gracz {seat} prosi o ponowne przełożenie",
    ),
    BuryJack: Text(
        en="{seat} puts the jack in the middle of the pack",
        ru="игрок {seat} кладёт валета в середину колоды",
        pl="gracz {seat} wkłada waleta w środek talii",
    ),
    AcceptCut: Text(
        en="{seat} keeps the bottom card",
        ru="игрок {seat} оставляет нижнюю карту",
        pl="gracz {seat} zostawia dolną kartę",
    ),
    ExposedCard: Text(
        en="a card was exposed while dealing: {card}",
        ru="при сдаче вскрылась карта: {card}",
        pl="odkryta karta przy rozdawaniu: {card}",
    ),
    ClaimRedeal: Text(
        en="{seat} claims a redeal: {condition}",
        ru="игрок {seat} требует пересдачу: {condition}",
        pl="gracz {seat} żąda ponownego rozdania: {condition}",
    ),
    DeclineRedeal: Text(
        en="{seat} does not claim a redeal",
        ru="игрок {seat} не требует пересдачи",
        pl="gracz {seat} nie żąda ponownego rozdania",
    ),
}
"""How each kind of action reads; the fields come from the action."""


HIDDEN_TEXTS: dict[type[SeenAction], Text] = {
    HiddenDeal: Text(en="the cards are dealt", ru="карты сданы", pl="karty rozdane"),
    HiddenGiveCard: Text(
        en="{seat} gives a card to {to}",
        ru="игрок {seat} отдаёт карту игроку {to}",
        pl="gracz {seat} oddaje kartę graczowi {to}",
    ),
    HiddenDiscard: Text(
        en="{seat} lays a card away",
        ru="игрок {seat} сносит карту",
        pl="gracz {seat} odkłada kartę",
    ),
    HiddenCut: Text(
        en="{seat} cuts",
        ru="игрок {seat} сдвигает колоду",
        pl="gracz {seat} przekłada talię",
    ),
}
"""How each censored entry of a view's log reads (:class:`~thousand.PlayerView`): what
the seat saw, without the cards it did not see."""


DEALT_HAND = Text(
    en="{text}: {seat} holds {cards}",
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


def format_action(
    action: SeenAction,
    locale: Locale | str = Locale.EN,
    *,
    names: Sequence[str] | None = None,
    letters: Letters | str | None = None,
) -> str:
    """An action, or an entry of a view's log, as a sentence in ``locale``.

    Seats are named as the table names them, ``p1`` for seat 0 or the player's name from
    ``names``; cards are written as the table writes them in ``locale``.

    Args:
        action: any action, or a censored entry of a view's log
            (:class:`~thousand.HiddenDeal`, :class:`~thousand.HiddenGiveCard`,
            :class:`~thousand.HiddenDiscard`, :class:`~thousand.HiddenCut`).
        locale: the language.
        names: the players' names, by seat.
        letters: the rank letters (:class:`~thousand.i18n.Letters`); ``None``, the
            language's default.

    Raises:
        LocaleError: an unknown locale.
        NotationError: ``action`` is not an action nor a log entry, or a field is not
            what its type says (a card that is not a card); ``names`` or ``letters`` not
            what they should be.
    """
    where = locale_of(locale)
    named = checked_names(names)
    chosen = letters_of(letters, where)
    kind = type(action)
    template = ACTION_TEXTS.get(kind) or HIDDEN_TEXTS.get(kind)  # type: ignore[arg-type]
    if template is None:
        raise NotationError(f"not an action: {shown(action)}", text=action)
    try:
        values = _values(action, where, named, chosen)
        text = template.format(where, **values)
    except ThousandError:
        raise
    except (AttributeError, KeyError, TypeError, ValueError) as error:
        raise NotationError(f"not an action: {shown(action)}", text=action) from error
    if isinstance(action, HiddenDeal) and action.hand:
        return DEALT_HAND.format(
            where,
            text=text,
            seat="" if action.seat is None else seat_name(action.seat, named),
            cards=format_cards(action.hand, where, letters=chosen),
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


def _values(
    action: SeenAction, locale: Locale, names: Sequence[str] | None, letters: Letters
) -> dict[str, object]:
    values: dict[str, object] = {}
    for name in ("value", "index"):
        if hasattr(action, name):
            values[name] = getattr(action, name)
    for name in ("seat", "to"):
        if hasattr(action, name):
            seat = getattr(action, name)
            if seat is None:  # the public view's deal, dealt to nobody in particular
                continue
            if type(seat) is not int:
                raise NotationError(f"not an action: {shown(action)}", text=action)
            values[name] = seat_name(seat, names)
    if isinstance(action, Cut):
        values["card"] = format_card(action.bottom, locale, letters=letters)
    elif hasattr(action, "card"):
        values["card"] = format_card(action.card, locale, letters=letters)
    if isinstance(action, ClaimRedeal):
        values["condition"] = CONDITION_NAMES[action.condition][locale]
    return values
