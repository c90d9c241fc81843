"""The converter's unstructure hooks: states, records and views as JSON-ready data (private).

Cards are written as text, enums as their values, actions with their ``type`` tag, and
states and games as their records; :func:`thousand.formats.converter.make_converter` registers
these hooks on the library's converter.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Any

import cattrs

from thousand.actions import (
    AcceptCut,
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
from thousand.cards import Card
from thousand.formats.json_values import thaw
from thousand.formats.messages import ViewMessage
from thousand.formats.records import GameRecord, RoundRecord, record_of
from thousand.formats.structure import (
    _CARD_TEXT,
    TAGS,
    _enum_value,
    _enums_in,
    _is_frozenset,
    _unstructure_bid,
    _unstructure_deal,
    _unstructure_enum_set,
    _unstructure_play,
)
from thousand.game.state import GameState
from thousand.round.context import STANDALONE, RoundContext
from thousand.round.played import Trick
from thousand.rules.ruleset import Rules
from thousand.scoring.results import RoundResult, RoundSummary
from thousand.state import RoundState
from thousand.views.player_view import (
    HiddenCut,
    HiddenDeal,
    HiddenDiscard,
    HiddenGiveCard,
    PlayerView,
)


def _is_fixed_tuple(kind: object) -> bool:
    """Whether ``kind`` is a tuple type of fixed length, such as ``tuple[int, Card]``."""
    args = typing.get_args(kind)
    return typing.get_origin(kind) is tuple and bool(args) and args[-1] is not Ellipsis


def _fixed_tuple(c: cattrs.Converter, kind: object) -> Callable[[tuple[Any, ...]], list[Any]]:
    """The hook writing a ``kind`` tuple as a list, each item by its own type's hook."""
    hooks = [c.get_unstructure_hook(arg) for arg in typing.get_args(kind)]
    return lambda value: [hook(item) for hook, item in zip(hooks, value, strict=True)]


def register_unstructure_hooks(c: cattrs.Converter) -> None:
    """Register on ``c`` the hooks that turn the library's values into plain data."""
    # A StrEnum is a str, which cattrs passes through as it is: each enum of the
    # documents gets its own hook so that plain data holds plain text.
    for kind in _enums_in((Rules, PlayerView, RoundResult, RoundSummary, RoundRecord, *TAGS)):
        c.register_unstructure_hook(kind, _enum_value)
    c.register_unstructure_hook(Card, lambda card: _CARD_TEXT[card])
    c.register_unstructure_hook_factory(_is_frozenset, lambda _: _unstructure_enum_set)
    # Plain data holds lists, never tuples, as JSON gives them back; so structure takes
    # unstructure's data as it is. cattrs keeps the tuples of fixed length (a seat and
    # a card, a detail's name and value, and any tuple reached through a union such as
    # the highest bid's ``tuple[int, int] | None``): they are written item by item here.
    c.register_unstructure_hook_factory(_is_fixed_tuple, lambda kind: _fixed_tuple(c, kind))
    c.register_unstructure_hook(tuple, lambda value: [c.unstructure(item) for item in value])
    c.register_unstructure_hook(Deal, _unstructure_deal)
    c.register_unstructure_hook(Bid, _unstructure_bid)
    c.register_unstructure_hook(Look, lambda a: {"type": "look", "seat": a.seat})
    c.register_unstructure_hook(Pass, lambda a: {"type": "pass", "seat": a.seat})
    c.register_unstructure_hook(
        GiveCard,
        lambda a: {"type": "give", "seat": a.seat, "to": a.to, "card": _CARD_TEXT[a.card]},
    )
    c.register_unstructure_hook(
        DeclareContract, lambda a: {"type": "contract", "seat": a.seat, "value": a.value}
    )
    c.register_unstructure_hook(Concede, lambda a: {"type": "concede", "seat": a.seat})
    c.register_unstructure_hook(
        Cut, lambda a: {"type": "cut", "seat": a.seat, "bottom": _CARD_TEXT[a.bottom]}
    )
    c.register_unstructure_hook(Recut, lambda a: {"type": "recut", "seat": a.seat})
    c.register_unstructure_hook(BuryJack, lambda a: {"type": "bury_jack", "seat": a.seat})
    c.register_unstructure_hook(AcceptCut, lambda a: {"type": "accept_cut", "seat": a.seat})
    c.register_unstructure_hook(
        ExposedCard, lambda a: {"type": "exposed_card", "card": _CARD_TEXT[a.card]}
    )
    c.register_unstructure_hook(
        ClaimRedeal,
        lambda a: {"type": "claim_redeal", "seat": a.seat, "condition": a.condition.value},
    )
    c.register_unstructure_hook(DeclineRedeal, lambda a: {"type": "decline_redeal", "seat": a.seat})
    c.register_unstructure_hook(HiddenCut, lambda a: {"type": "hidden_cut", "seat": a.seat})
    c.register_unstructure_hook(PlayCard, _unstructure_play)
    c.register_unstructure_hook(
        HiddenDeal,
        lambda a: {"type": "hidden_deal", "seat": a.seat, "hand": [_CARD_TEXT[x] for x in a.hand]},
    )
    c.register_unstructure_hook(
        HiddenGiveCard, lambda a: {"type": "hidden_give", "seat": a.seat, "to": a.to}
    )
    c.register_unstructure_hook(
        ChooseTalon, lambda a: {"type": "choose_talon", "seat": a.seat, "index": a.index}
    )
    c.register_unstructure_hook(
        Discard, lambda a: {"type": "discard", "seat": a.seat, "card": _CARD_TEXT[a.card]}
    )
    c.register_unstructure_hook(HiddenDiscard, lambda a: {"type": "hidden_discard", "seat": a.seat})
    c.register_unstructure_hook(
        Trick,
        lambda trick: {
            "plays": [[seat, _CARD_TEXT[card]] for seat, card in trick.plays],
            "winner": trick.winner,
        },
    )

    def put_deal(entry: RoundRecord, out: dict[str, Any]) -> None:
        """A deal's prelude (if any), its deal and its actions, in this order."""
        if entry.prelude:
            out["prelude"] = [c.unstructure(action) for action in entry.prelude]
        out["deal"] = None if entry.deal is None else _unstructure_deal(entry.deal)
        out["actions"] = [c.unstructure(action) for action in entry.actions]

    def put_metadata(record: RoundRecord | GameRecord, out: dict[str, Any]) -> dict[str, Any]:
        """A record's names and date (if any), then its free-form keys: they come last."""
        if record.players:
            out["players"] = list(record.players)
        if record.date is not None:
            out["date"] = record.date
        out.update(thaw(record.extra))
        return out

    def unstructure_record(record: RoundRecord) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rules": c.unstructure(record.rules, Rules),
            "dealer": record.dealer,
        }
        if record.context != STANDALONE:
            out["context"] = c.unstructure(record.context, RoundContext)
        put_deal(record, out)
        return put_metadata(record, out)

    def unstructure_game(record: GameRecord) -> dict[str, Any]:
        rounds: list[dict[str, Any]] = []
        for entry in record.rounds:
            if isinstance(entry, RoundSummary):
                rounds.append({"summary": c.unstructure(entry, RoundSummary)})
            else:
                played: dict[str, Any] = {}
                put_deal(entry, played)
                played.update(thaw(entry.extra))
                rounds.append(played)
        out: dict[str, Any] = {
            "rules": c.unstructure(record.rules, Rules),
            "first_dealer": record.first_dealer,
            "rounds": rounds,
        }
        return put_metadata(record, out)

    c.register_unstructure_hook(RoundRecord, unstructure_record)
    c.register_unstructure_hook(RoundState, lambda state: unstructure_record(record_of(state)))
    c.register_unstructure_hook(GameRecord, unstructure_game)

    def unstructure_game_state(game: GameState) -> dict[str, Any]:
        return unstructure_game(record_of(game))

    c.register_unstructure_hook(GameState, unstructure_game_state)

    c.register_unstructure_hook(
        ViewMessage,
        lambda message: {"to": message.to, "view": c.unstructure(message.view, PlayerView)},
    )
