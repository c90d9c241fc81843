"""The converter: strict structure hooks and JSON-ready unstructure hooks (private).

:mod:`thousand.serialization` is the public face; this module builds the one converter,
with the strict structure hooks here and the unstructure hooks of ``formats.unstructure``.
"""

from __future__ import annotations

import enum
import json
import typing
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, TypeVar

import attrs
import cattrs

from thousand.actions import Action, Deal, PlayCard
from thousand.cards import Card
from thousand.errors import Reason, RecordError, RulesError, ThousandError, shown
from thousand.formats.messages import ViewMessage
from thousand.formats.records import (
    MAX_ACTIONS,
    GameRecord,
    RoundRecord,
    advance,
    bare_message,
    final_state,
)
from thousand.formats.rules_refs import (
    DIGEST_LENGTH,
    difference,
    digest_of_changes,
    preset_name,
    preset_rules,
)
from thousand.formats.structure import (
    TAGS,
    _Bad,
    _check_replay,
    _enum_hook,
    _fast_play,
    _is_frozenset,
    _is_tuple,
    _is_union,
    _json_value,
    _show,
    _split_where,
    _structure_bool,
    _structure_card,
    _structure_float,
    _structure_int,
    _structure_str,
    _where,
)
from thousand.formats.unstructure import register_unstructure_hooks
from thousand.game.state import GameState, new_game
from thousand.rules.ruleset import Rules
from thousand.scoring.results import RoundSummary
from thousand.state import RoundState
from thousand.views.player_view import PlayerView
from thousand.views.worlds import view_problem

if TYPE_CHECKING:
    from typing_extensions import TypeForm

T = TypeVar("T")


_known_rules: ContextVar[Rules | None] = ContextVar("known_rules", default=None)
"""The rules a view written without them refers to, while one document is read."""


class _Known:
    """Rules given to the loader, standing in the data for a view's ``rules_ref``.

    JSON never holds one, so data read from a document cannot pass rules off as checked.
    """

    __slots__ = ("rules",)

    def __init__(self, rules: Rules) -> None:
        self.rules = rules


class StrictConverter(cattrs.Converter):
    """A cattrs converter whose :meth:`structure` is strict (see :func:`make_converter`).

    It raises :class:`~thousand.RecordError` on bad input, like :func:`structure`.
    """

    strict_hook: Callable[[Any], Callable[[object, object], Any]]
    _digests: dict[Rules, str]

    def structure(self, obj: object, cl: TypeForm[T]) -> T:
        """Build a ``cl`` from plain data, strictly (:func:`thousand.serialization.structure`)."""
        result: T = structure_strictly(self, obj, cl)
        return result

    def rules_digest(self, rules: Rules) -> str:
        """The digest of ``rules`` (:func:`thousand.serialization.rules_digest`)."""
        found = self._digests.get(rules)
        if found is None:
            changes = difference(self.unstructure(rules), self.unstructure(Rules()))
            found = digest_of_changes(changes)
            if len(self._digests) >= 64:
                self._digests.clear()
            self._digests[rules] = found
        return found

    def rules_ref(self, rules: Rules) -> str:
        """What a view written without ``rules`` names them by: a preset's name, or a digest."""
        return preset_name(rules) or self.rules_digest(rules)


def make_converter() -> StrictConverter:
    """Build the converter (:data:`converter` is the one the library uses).

    Strict structure hooks for every type the library writes, and unstructure hooks
    that write cards as text, enums as values, actions with their ``type`` tag and
    states as records.
    """
    c = StrictConverter()
    c._digests = {}

    def structure_with(item: Any) -> Callable[[object], Any]:
        hook = hook_for(item)
        return lambda value: hook(value, item)

    exact: dict[Any, Callable[[object, object], Any]] = {
        int: _structure_int,
        float: _structure_float,
        bool: _structure_bool,
        str: _structure_str,
        Card: _structure_card,
    }

    def hook_for(item: Any) -> Callable[[object, object], Any]:
        # cattrs' own hooks for int, str and enums (a StrEnum is a str) are lenient and
        # come first in its dispatch: the strict ones are picked here instead.
        if item in exact:
            return exact[item]
        if isinstance(item, type) and issubclass(item, enum.Enum):
            return exact.setdefault(item, _enum_hook(item))
        return c.get_structure_hook(item)

    c.register_structure_hook_factory(lambda t: t in exact, lambda t: exact[t])

    def tuple_hook(t: Any) -> Callable[[object, object], tuple[Any, ...]]:
        args = typing.get_args(t)
        if len(args) == 2 and args[1] is Ellipsis:
            item = structure_with(args[0])

            def many(value: object, _: object) -> tuple[Any, ...]:
                if type(value) is not list:
                    raise _Bad(f"expected a list, not {_show(value)}")
                return tuple(_each(value, item))

            return many
        items = [structure_with(arg) for arg in args]

        def fixed(value: object, _: object) -> tuple[Any, ...]:
            if type(value) is not list or len(value) != len(items):
                raise _Bad(f"expected a list of {len(items)} items, not {_show(value)}")
            out = []
            for index, (element, item) in enumerate(zip(value, items, strict=True)):
                try:
                    out.append(item(element))
                except _Bad as bad:
                    bad.path.append(f"[{index}]")
                    raise
            return tuple(out)

        return fixed

    def frozenset_hook(t: Any) -> Callable[[object, object], frozenset[Any]]:
        (kind,) = typing.get_args(t)
        item = structure_with(kind)

        def members(value: object, _: object) -> frozenset[Any]:
            if type(value) is not list:
                raise _Bad(f"expected a list, not {_show(value)}")
            out = _each(value, item)
            if len(set(out)) != len(out):
                raise _Bad(f"a value appears twice in {_show(value)}")
            return frozenset(out)

        return members

    def union_hook(t: Any) -> Callable[[object, object], Any]:
        members = [m for m in typing.get_args(t) if m is not type(None)]
        optional = len(members) < len(typing.get_args(t))
        if len(members) == 1:
            only = structure_with(members[0])
            return lambda value, _: None if value is None else only(value)
        if not all(m in TAGS for m in members):
            # Plain values (e.g. ``int | str``): the first member that takes the value.
            hooks = [structure_with(m) for m in members]
            kinds = " or ".join(getattr(m, "__name__", str(m)) for m in members)

            def first_fit(value: object, _: object) -> Any:
                if value is None and optional:
                    return None
                for hook in hooks:
                    try:
                        return hook(value)
                    except _Bad:
                        continue
                raise _Bad(f"expected {kinds}, not {_show(value)}")

            return first_fit
        by_tag = {TAGS[m]: (m, structure_with(m)) for m in members}
        names = ", ".join(by_tag)

        def tagged(value: object, _: object) -> Any:
            if value is None and optional:
                return None
            if type(value) is not dict:
                raise _Bad(f"expected an object with a type ({names}), not {_show(value)}")
            tag = value.get("type")
            found = by_tag.get(tag) if type(tag) is str else None
            if found is None:
                raise _Bad(f"expected one of {names}, not {_show(tag)}", "type")
            if found[0] is PlayCard:
                fast = _fast_play(value)
                if fast is not None:
                    return fast
            return found[1](value)

        return tagged

    def attrs_hook(cls: Any, skip: tuple[str, ...] = ()) -> Callable[[object, object], Any]:
        attrs.resolve_types(cls)
        fields = [
            (f.name, structure_with(f.type), f.default is not attrs.NOTHING)
            for f in attrs.fields(cls)
            if f.init and f.name not in skip
        ]
        names = {name for name, _, _ in fields}
        tag = TAGS.get(cls)
        label = cls.__name__

        def hook(value: object, _: object) -> Any:
            if type(value) is not dict:
                raise _Bad(f"expected an object ({label}), not {_show(value)}")
            for key in value:
                if key not in names:
                    if key == "type" and tag is not None:
                        if value[key] != tag:
                            raise _Bad(f"expected {tag!r}, not {_show(value[key])}", "type")
                        continue
                    raise _Bad(f"unknown field {_show(key)} in {label}")
            kwargs = {}
            for name, item, has_default in fields:
                if name in value:
                    try:
                        kwargs[name] = item(value[name])
                    except _Bad as bad:
                        bad.path.append(name)
                        raise
                elif not has_default:
                    raise _Bad(f"missing field {name!r} in {label}")
            try:
                return cls(**kwargs)
            except RulesError as error:
                problem = error.problems[0]
                raise _Bad(str(error), *reversed(problem.field.split("."))) from None
            except ThousandError as error:
                raise _Bad(str(error)) from None

        return hook

    record_fields: list[Callable[[object, object], RoundRecord]] = []

    def record_hook(value: object, _: object) -> RoundRecord:
        core, extra = _split_record(value, "RoundRecord")
        for where in ("actions", "prelude"):
            held = core.get(where)
            if type(held) is list and len(held) > MAX_ACTIONS:
                # Refused before a single action is read: a deal never takes this many.
                bad = _Bad(f"a deal holds at most {MAX_ACTIONS:,} actions")
                bad.path.append(where)
                raise bad
        record: RoundRecord = record_fields[0](core, RoundRecord)
        if extra:
            record = attrs.evolve(record, extra=extra)
        _check_replay(record)
        return record

    def state_hook(value: object, _: object) -> RoundState:
        record = record_hook(value, RoundRecord)
        return final_state(record)

    game_fields: list[Callable[[object, object], GameRecord]] = []
    summary_hook: list[Callable[[object, object], RoundSummary]] = []
    actions_hook: list[Callable[[object, object], tuple[Action, ...]]] = []
    deal_hook: list[Callable[[object, object], Deal | None]] = []

    def game_round(value: object, game: GameRecord) -> RoundRecord | RoundSummary:
        """One deal of a game: ``{"summary": ...}``, or the deal and actions."""
        if type(value) is not dict:
            raise _Bad(f"expected an object (a deal of the game), not {_show(value)}")
        if "summary" in value:
            if len(value) != 1:
                raise _Bad("a summarised deal holds only its summary")
            try:
                return summary_hook[0](value["summary"], RoundSummary)
            except _Bad as bad:
                bad.path.append("summary")
                raise
        extra = _free_keys(value)
        for key in value:
            if key not in ("prelude", "deal", "actions") and not key.startswith("_"):
                raise _Bad(f"unknown field {_show(key)} in a deal of the game")
        parts: dict[str, Any] = {}
        for key, hook in (
            ("prelude", actions_hook[0]),
            ("deal", deal_hook[0]),
            ("actions", actions_hook[0]),
        ):
            if key in value:
                if type(value[key]) is list and len(value[key]) > MAX_ACTIONS:
                    raise _Bad(f"a deal holds at most {MAX_ACTIONS:,} actions", key)
                try:
                    parts[key] = hook(value[key], None)
                except _Bad as bad:
                    bad.path.append(key)
                    raise
        # The dealer and the context follow from the game; replay checks the rest.
        return RoundRecord(rules=game.rules, extra=extra, **parts)

    def game_hook(value: object, _: object) -> GameRecord:
        core, extra = _split_record(value, "GameRecord")
        rounds = core.pop("rounds", [])
        record: GameRecord = game_fields[0](core, GameRecord)
        if type(rounds) is not list:
            raise _Bad(f"expected a list, not {_show(rounds)}", "rounds")
        # Each deal's dealer and context come from the game so far: replay as it goes.
        try:
            game_state: GameState | None = new_game(record.rules, record.first_dealer)
        except ThousandError as error:
            raise _Bad(str(error), "first_dealer") from None
        entries: list[RoundRecord | RoundSummary] = []
        for index, item in enumerate(rounds):
            if game_state is None:
                raise _Bad("the deal is not over, and deals follow it", f"[{index - 1}]", "rounds")
            try:
                entry = game_round(item, record)
                if isinstance(entry, RoundRecord) and not game_state.is_over:
                    entry = attrs.evolve(
                        entry, dealer=game_state.dealer, context=game_state.next_context
                    )
            except _Bad as bad:
                bad.path.extend((f"[{index}]", "rounds"))
                raise
            entries.append(entry)
            where = f"rounds[{index}]"
            try:
                game_state = advance(
                    record, game_state, entry, where, last=index == len(rounds) - 1
                )
            except RecordError as error:
                raise _Bad(
                    bare_message(error), *reversed(_split_where(error.where)), reason=error.reason
                ) from None
        return attrs.evolve(record, rounds=entries, extra=extra)

    def game_state_hook(value: object, _: object) -> GameState:
        return final_state(game_hook(value, GameRecord))

    view_fields: list[Callable[[object, object], PlayerView]] = []

    def referred_rules(ref: object) -> Rules:
        """The rules a view's ``rules_ref`` names, checked against the rules given."""
        known = _known_rules.get()
        if type(ref) is not str:
            raise _Bad(f"expected a preset name or a rules digest, not {_show(ref)}", "rules_ref")
        preset = preset_rules(ref)
        if preset is not None:
            if known is not None and known != preset:
                raise _Bad(
                    f"the view's rules are the preset {ref!r}, not the rules given"
                    f" ({c.rules_ref(known)})",
                    "rules_ref",
                    reason=Reason.RULES_MISMATCH,
                )
            return preset
        if len(ref) != DIGEST_LENGTH or any(ch not in "0123456789abcdef" for ch in ref):
            raise _Bad(
                f"expected a preset name or a rules digest ({DIGEST_LENGTH} hex digits),"
                f" not {_show(ref)}",
                "rules_ref",
            )
        if known is None:
            raise _Bad(
                f"the view names its rules by the digest {ref}: load it with those rules"
                " (rules=...)",
                "rules_ref",
                reason=Reason.RULES_UNKNOWN,
            )
        if c.rules_digest(known) != ref:
            raise _Bad(
                f"the view's rules have the digest {ref}, the rules given {c.rules_digest(known)}",
                "rules_ref",
                reason=Reason.RULES_MISMATCH,
            )
        return known

    def view_hook(value: object, _: object) -> PlayerView:
        # A view loads only if some deal agrees with it: a seat out of range would break
        # whatever reads it next (sample_world), and a view no deal agrees with would make
        # sample_world search in vain.
        if type(value) is dict and "rules_ref" in value:
            if "rules" in value:
                raise _Bad("a view holds its rules or a rules_ref, not both", "rules_ref")
            rules = referred_rules(value["rules_ref"])
            value = {key: item for key, item in value.items() if key != "rules_ref"}
            value["rules"] = _Known(rules)
        v = view_fields[0](value, PlayerView)
        problem = view_problem(v)
        if problem is not None:
            raise _Bad(
                problem.message,
                *reversed(_split_where(problem.where)),
                reason=Reason.INCONSISTENT_VIEW,
            )
        return v

    # Later registrations take precedence over earlier ones and over cattrs' own.
    c.register_structure_hook_factory(_is_frozenset, frozenset_hook)
    c.register_structure_hook_factory(attrs.has, attrs_hook)

    # A game's records repeat one rule set: a valid one is built (and validated) once.
    rules_fields = attrs_hook(Rules)
    known_rules: dict[str, Rules] = {}

    def rules_hook(value: object, _: object) -> Rules:
        if type(value) is _Known:
            return value.rules
        try:
            key = json.dumps(value, sort_keys=True)
        except (TypeError, ValueError, RecursionError):
            key = ""
        found = known_rules.get(key) if key else None
        if found is None:
            found = rules_fields(value, Rules)
            if key:
                if len(known_rules) >= 64:
                    known_rules.clear()
                known_rules[key] = found
        return found

    exact[Rules] = rules_hook
    c.register_structure_hook_factory(_is_tuple, tuple_hook)
    c.register_structure_hook_factory(_is_union, union_hook)
    for simple, hook in list(exact.items()):
        c.register_structure_hook(simple, hook)
    c.strict_hook = hook_for
    c.register_structure_hook(RoundRecord, record_hook)
    c.register_structure_hook(RoundState, state_hook)
    c.register_structure_hook(GameRecord, game_hook)
    c.register_structure_hook(GameState, game_state_hook)
    c.register_structure_hook(PlayerView, view_hook)

    def message_hook(value: object, _: object) -> ViewMessage:
        if type(value) is not dict:
            raise _Bad(
                f'expected a view message {{"to": ..., "view": ...}}, not {_show(value)}',
                reason=Reason.INVALID_MESSAGE,
            )
        for key in value:
            if key not in ("to", "view"):
                raise _Bad(
                    f"unknown field {_show(key)} in a view message", reason=Reason.INVALID_MESSAGE
                )
        for key in ("to", "view"):
            if key not in value:
                raise _Bad(
                    f"missing field {key!r} in a view message", reason=Reason.INVALID_MESSAGE
                )
        to = value["to"]
        if to is not None and type(to) is not int:
            raise _Bad(
                f"expected a seat or null, not {_show(to)}", "to", reason=Reason.INVALID_MESSAGE
            )
        try:
            v = view_hook(value["view"], PlayerView)
        except _Bad as bad:
            bad.path.append("view")
            raise
        if to != v.seat:
            raise _Bad(
                f"the message is for {_seat_text(to)} and holds the view of {_seat_text(v.seat)}",
                "to",
                reason=Reason.INVALID_MESSAGE,
            )
        return ViewMessage(v)

    c.register_structure_hook(ViewMessage, message_hook)
    # Built last, so that the hooks of their fields are the ones registered above.
    record_fields.append(attrs_hook(RoundRecord, skip=("extra",)))
    game_fields.append(attrs_hook(GameRecord, skip=("extra", "rounds")))
    view_fields.append(attrs_hook(PlayerView))
    summary_hook.append(hook_for(RoundSummary))
    actions_hook.append(hook_for(tuple[Action, ...]))
    deal_hook.append(hook_for(Deal | None))

    register_unstructure_hooks(c)
    return c


def _each(value: list[Any], item: Callable[[object], Any]) -> list[Any]:
    """Each element of ``value`` through ``item``; a problem names the element's index."""
    out = []
    for index, element in enumerate(value):
        try:
            out.append(item(element))
        except _Bad as bad:
            bad.path.append(f"[{index}]")
            raise
    return out


def _free_keys(value: dict[Any, Any]) -> dict[str, object]:
    """The free-form keys of an object (they start with ``_``) and their JSON values."""
    return {k: _json_value(v, k) for k, v in value.items() if k.startswith("_")}


def _split_record(value: object, label: str) -> tuple[dict[str, Any], dict[str, object]]:
    """A record's fields and its free-form keys, apart (``extra`` is never a field)."""
    if type(value) is not dict:
        raise _Bad(f"expected an object ({label}), not {_show(value)}")
    if "extra" in value:
        raise _Bad(f"unknown field 'extra' in {label} (free-form keys start with '_')")
    core = {k: v for k, v in value.items() if not k.startswith("_")}
    return core, _free_keys(value)


def _seat_text(seat: int | None) -> str:
    return "a spectator" if seat is None else f"p{seat + 1}"


@contextmanager
def rules_known(rules: Rules | None) -> Iterator[None]:
    """While reading one document: the rules a view written without them refers to."""
    token = _known_rules.set(rules)
    try:
        yield
    finally:
        _known_rules.reset(token)


def structure_strictly(
    converter: StrictConverter,
    data: object,
    cls: Any,
    where: str = "",
    rules: Rules | None = None,
) -> Any:
    """Structure with ``converter``'s strict hooks; problems become a ``RecordError``.

    ``rules``: what a view's ``rules_ref`` must name (a view written without its rules).
    """
    try:
        if cls is None:  # cattrs would read it as NoneType and pass anything
            raise TypeError
        hook = converter.strict_hook(cls)
    except Exception:  # not a type at all: unhashable, or text naming nothing
        raise RecordError(f"cannot read {shown(cls)}: not a type", where="cls") from None
    try:
        with rules_known(rules):
            return hook(data, cls)
    except cattrs.errors.StructureHandlerNotFoundError:
        raise RecordError(
            f"cannot read {shown(cls)}: not a type of the library", where="cls"
        ) from None
    except _Bad as bad:
        path = _where(bad.path)
        if where:
            path = f"{where}.{path}" if path and not path.startswith("[") else where + path
        raise RecordError(bad.message, where=path, reason=bad.reason) from None
    except RecursionError:
        raise RecordError("nested too deeply", where=where) from None
