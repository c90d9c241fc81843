"""Text notation: one action per line, and deal records as text.

Seats are written ``p1``, ``p2``, ... : ``p1`` is seat 0. Cards are written as
:meth:`~thousand.Card.parse` reads them (``Ah``, ``10h``, ``Th``, ``A♥``, ``ah``) and
:func:`format_action` writes the canonical form. A ``#`` starts a comment.

- ``deal H | H | H / talon T``: the chance action, each seat's hand (seat 0 first),
  then the talon(s);
- ``p2 bid 110``: :class:`~thousand.Bid`; ``p2 bid 120 dark``: a dark bid (C8);
  ``p2 look``: :class:`~thousand.Look`; ``p3 pass``: :class:`~thousand.Pass`;
- ``p2 give p1 9s``: :class:`~thousand.GiveCard` (``p2 give p1 ?`` in a log censored for
  another seat);
- ``p2 contract 120``: :class:`~thousand.DeclareContract`; ``p2 concede``:
  :class:`~thousand.Concede`;
- ``p2 play Kh``: :class:`~thousand.PlayCard`; ``p2 play Kh m`` also declares the
  marriage;
- ``p2 talon 1``: :class:`~thousand.ChooseTalon` of the first talon (index 0; two
  players, A3); ``p2 discard 9s``: :class:`~thousand.Discard` (``p2 discard ?`` in a log
  censored for another seat);
- ``p3 cut 9h``: :class:`~thousand.Cut` (``p3 cut ?`` censored); ``p1 recut``,
  ``p1 bury``, ``p1 keep``: :class:`~thousand.Recut`, :class:`~thousand.BuryJack`,
  :class:`~thousand.AcceptCut`; ``exposed Ah``: :class:`~thousand.ExposedCard` (A9, A10);
- ``p2 redeal hand_four_nines``: :class:`~thousand.ClaimRedeal` with its condition;
  ``p2 decline``: :class:`~thousand.DeclineRedeal` (B1).

A seat that gets no cards (the dealer with four players, A5) has an empty hand in the
deal line: ``deal | 9s ... | ... | ... / talon ...``.

>>> import thousand as t
>>> t.format_action(t.PlayCard(seat=1, card=t.Card.parse("Kh"), declare=True))
'p2 play Kh m'
>>> t.parse_action("p2 play K♥ m  # lead and declare")
PlayCard(seat=1, card=Card.KING_OF_HEARTS, declare=True)
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from thousand._deal_rules import RedealCondition
from thousand._tables import MAX_SEATS
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
from thousand.cards import Card, format_cards
from thousand.context import STANDALONE, RoundContext
from thousand.errors import NotationError, RecordError
from thousand.records import RoundRecord, replay
from thousand.rules import Rules
from thousand.state import RoundState
from thousand.views import HiddenCut, HiddenDeal, HiddenDiscard, HiddenGiveCard, SeenAction

__all__ = ["format_action", "format_record", "parse_action", "parse_record"]

FORMAT_VERSION = 1
"""The version of the text record format (the ``format`` line)."""

_SEAT = re.compile(r"[pP]([0-9]+)\Z")
_KEY = re.compile(r"_[^\s#]*\Z")
_PLAIN = re.compile(r"[^\s#](?:[^\n\r#]*[^\s#])?\Z")
"""Text that a header line holds as it is: no comment mark, line break or outer spaces."""
_NUMBER = re.compile(r"[0-9]+\Z")


def _seat_text(seat: int | None) -> str:
    return "p?" if seat is None else f"p{seat + 1}"


def format_action(action: SeenAction) -> str:
    """One action as a line of notation (no newline).

    Censored log entries of a view format too: a hidden gift as ``p2 give p1 ?`` and
    the deal as the cards the seat saw, ``p1 dealt 9s Js ...``; those lines describe,
    they do not parse back.

    >>> import thousand as t
    >>> t.format_action(t.GiveCard(seat=1, to=0, card=t.Card.parse("10s")))
    'p2 give p1 Ts'
    """
    match action:
        case Bid(seat=seat, value=value, blind=blind):
            return f"{_seat_text(seat)} bid {value}" + (" dark" if blind else "")
        case Look(seat=seat):
            return f"{_seat_text(seat)} look"
        case Pass(seat=seat):
            return f"{_seat_text(seat)} pass"
        case GiveCard(seat=seat, to=to, card=card):
            return f"{_seat_text(seat)} give {_seat_text(to)} {card}"
        case DeclareContract(seat=seat, value=value):
            return f"{_seat_text(seat)} contract {value}"
        case Concede(seat=seat):
            return f"{_seat_text(seat)} concede"
        case PlayCard(seat=seat, card=card, declare=declare):
            return f"{_seat_text(seat)} play {card}" + (" m" if declare else "")
        case Deal(hands=hands, talons=talons):
            piles = " | ".join(format_cards(hand) for hand in hands)
            text = f"deal {piles} / talon " + " | ".join(format_cards(t) for t in talons)
            return " ".join(text.split())  # an empty hand (A5) leaves no double space
        case Cut(seat=seat, bottom=card):
            return f"{_seat_text(seat)} cut {card}"
        case Recut(seat=seat):
            return f"{_seat_text(seat)} recut"
        case BuryJack(seat=seat):
            return f"{_seat_text(seat)} bury"
        case AcceptCut(seat=seat):
            return f"{_seat_text(seat)} keep"
        case ExposedCard(card=card):
            return f"exposed {card}"
        case ClaimRedeal(seat=seat, condition=condition):
            return f"{_seat_text(seat)} redeal {condition.value}"
        case DeclineRedeal(seat=seat):
            return f"{_seat_text(seat)} decline"
        case HiddenCut(seat=seat):
            return f"{_seat_text(seat)} cut ?"
        case HiddenGiveCard(seat=seat, to=to):
            return f"{_seat_text(seat)} give {_seat_text(to)} ?"
        case ChooseTalon(seat=seat, index=index):
            return f"{_seat_text(seat)} talon {index + 1}"
        case Discard(seat=seat, card=card):
            return f"{_seat_text(seat)} discard {card}"
        case HiddenDiscard(seat=seat):
            return f"{_seat_text(seat)} discard ?"
        case HiddenDeal(seat=seat, hand=hand):
            return "dealt" if seat is None else f"{_seat_text(seat)} dealt {format_cards(hand)}"
    raise TypeError(f"not an action: {action!r}")


def _strip_comment(line: str) -> str:
    """The line without its ``#`` comment; a ``#`` inside a JSON string is kept."""
    quoted = escaped = False
    for i, char in enumerate(line):
        if escaped:
            escaped = False
        elif char == "\\" and quoted:
            escaped = True
        elif char == '"':
            quoted = not quoted
        elif char == "#" and not quoted:
            return line[:i]
    return line


class _Tokens:
    """The words of one line, with their columns, for parsing and for messages."""

    def __init__(self, text: str, line: int | None) -> None:
        self.text = text
        self.line = line
        self.words = [(m.group(), m.start() + 1) for m in re.finditer(r"\S+", text)]
        self.at = 0

    def error(self, message: str, column: int | None = None) -> NotationError:
        if column is None:
            column = self.words[self.at][1] if self.at < len(self.words) else len(self.text) + 1
        where = f"line {self.line}, column {column}" if self.line else f"column {column}"
        return NotationError(f"{where}: {message}", text=self.text, line=self.line, column=column)

    def peek(self) -> str | None:
        return self.words[self.at][0] if self.at < len(self.words) else None

    def take(self, what: str) -> str:
        word = self.peek()
        if word is None:
            raise self.error(f"expected {what}, the line ends")
        self.at += 1
        return word

    def end(self) -> None:
        if self.at < len(self.words):
            raise self.error(f"unexpected {self.words[self.at][0]!r} at the end of the action")

    def seat(self, players: int) -> int:
        word = self.take("a seat such as p1")
        match = _SEAT.match(word)
        number = int(match.group(1)) if match else 0
        if not match or not 1 <= number <= players:
            self.at -= 1
            raise self.error(f"expected a seat p1..p{players}, not {word!r}")
        return number - 1

    def number(self, what: str) -> int:
        word = self.take(what)
        if not _NUMBER.match(word) or len(word) > 9:
            self.at -= 1
            raise self.error(f"expected {what} (a whole number), not {word!r}")
        return int(word)

    def card(self) -> Card:
        word = self.take("a card such as Ah")
        try:
            return Card.parse(word)
        except NotationError:
            self.at -= 1
            raise self.error(
                f"not a card: {word!r} (expected rank 9 J Q K T/10 A then suit s c d h or"
                " ♠ ♣ ♦ ♥, e.g. 'Ah')"
            ) from None


def parse_action(text: str, state: RoundState | None = None, *, line: int | None = None) -> Action:
    """Read one action written in notation.

    Parsing checks the text, not the rules: :func:`~thousand.apply` or
    :func:`~thousand.check` then says whether the action is legal.

    Args:
        text: one line, e.g. ``"p2 bid 110"``; a ``#`` comment is ignored.
        state: the deal it is meant for. With a state, seats are checked against its
            number of players and the seat may be left out (``"play Kh"``): it is then the
            seat to act.
        line: a line number for messages.

    Returns:
        The action.

    Raises:
        NotationError: the text is not an action; the message says at which column and
            why (also in the error's ``line`` and ``column``).

    >>> import thousand as t
    >>> t.parse_action("p1 give p3 10♠")
    GiveCard(seat=0, to=2, card=Card.TEN_OF_SPADES)
    >>> t.parse_action("p1 bid 10O")
    Traceback (most recent call last):
    ...
    thousand.errors.NotationError: column 8: expected a bid (a whole number), not '10O'
    """
    if not isinstance(text, str):
        raise NotationError(f"an action is text, not {type(text).__name__}", text=text)
    words = _Tokens(_strip_comment(text), line)
    players = state.players if state is not None else MAX_SEATS
    first = words.peek()
    if first is None:
        raise words.error("expected an action, the line is empty")
    if first.lower() == "deal":
        words.take("deal")
        return _parse_deal(words)
    if first.lower() == "exposed":
        words.take("exposed")
        exposed = ExposedCard(card=words.card())
        words.end()
        return exposed
    if _SEAT.match(first):
        seat = words.seat(players)
    elif state is not None:
        if state.to_act is None:
            raise words.error("no seat is to act: write the seat, e.g. 'p1 pass'")
        seat = state.to_act
    else:
        raise words.error(f"expected a seat such as p1 or 'deal', not {first!r}")
    verb_column = words.words[words.at][1] if words.at < len(words.words) else None
    verb = words.take(
        "an action such as bid, pass, talon, give, discard, contract, concede or play"
    ).lower()
    simple = _SIMPLE.get(verb)
    action: Action
    if verb == "bid":
        value = words.number("a bid")
        mark = words.peek()
        blind = mark is not None and mark.lower() == "dark"
        if blind:
            words.take("dark")
        action = Bid(seat=seat, value=value, blind=blind)
    elif verb == "look":
        action = Look(seat=seat)
    elif verb == "pass":
        action = Pass(seat=seat)
    elif verb == "give":
        to = words.seat(players)
        action = GiveCard(seat=seat, to=to, card=words.card())
    elif verb == "talon":
        number = words.number("a talon's number (1 is the first)")
        if number < 1:
            words.at -= 1
            raise words.error(f"talons are numbered from 1, not {number}")
        action = ChooseTalon(seat=seat, index=number - 1)
    elif verb == "discard":
        action = Discard(seat=seat, card=words.card())
    elif verb == "contract":
        action = DeclareContract(seat=seat, value=words.number("a contract"))
    elif verb == "concede":
        action = Concede(seat=seat)
    elif verb == "play":
        card = words.card()
        mark = words.peek()
        declare = mark is not None and mark.lower() == "m"
        if declare:
            words.take("m")
        action = PlayCard(seat=seat, card=card, declare=declare)
    elif verb == "cut":
        action = Cut(seat=seat, bottom=words.card())
    elif verb == "redeal":
        action = ClaimRedeal(seat=seat, condition=_condition(words))
    elif simple is not None:
        action = simple(seat=seat)
    else:
        raise words.error(
            f"unknown action {verb!r} (expected bid, look, pass, talon, give, discard,"
            " contract, concede, play, cut, recut, bury, keep, redeal or decline)",
            verb_column,
        )
    words.end()
    return action


_SIMPLE: dict[str, type[Recut | BuryJack | AcceptCut | DeclineRedeal]] = {
    "recut": Recut,
    "bury": BuryJack,
    "keep": AcceptCut,
    "decline": DeclineRedeal,
}
"""The actions written as a seat and a verb alone."""
_CONDITIONS = {condition.value: condition for condition in RedealCondition}


def _condition(words: _Tokens) -> RedealCondition:
    word = words.take("a redeal condition such as hand_four_nines")
    condition = _CONDITIONS.get(word.lower())
    if condition is None:
        words.at -= 1
        raise words.error(
            f"not a redeal condition: {word!r} (expected one of {', '.join(_CONDITIONS)})"
        )
    return condition


def _parse_deal(words: _Tokens) -> Deal:
    """``H | H | H / talon T [| T]``: the hands, seat 0 first, then the talons."""
    hands: list[list[Card]] = [[]]
    talons: list[list[Card]] = []
    while (word := words.peek()) is not None:
        if word == "|":
            words.take("|")
            (talons if talons else hands).append([])
        elif word == "/":
            words.take("/")
            if talons:
                raise words.error("a deal has one '/ talon' part", words.words[words.at - 1][1])
            if words.take("'talon'").lower() != "talon":
                words.at -= 1
                raise words.error("expected 'talon' after '/'")
            talons.append([])
        else:
            (talons[-1] if talons else hands[-1]).append(words.card())
    if not talons:
        raise words.error("a deal ends with '/ talon' and the talon's cards")
    return Deal(hands=hands, talons=talons)


def format_record(record: RoundRecord) -> str:
    """A record as text: a header of ``key value`` lines, then one action per line.

    The header: ``format 1``; ``rules`` and the settings that differ from the classic
    rules as JSON; ``dealer p1``; ``context`` as JSON for a deal of a game (scores,
    barrel, golden); ``players`` as a JSON list; ``date`` as text (a JSON
    string if it holds a ``#``, a line break or outer spaces); each ``_`` key with its
    JSON value. :func:`parse_record` reads it back.

    Raises:
        NotationError: a free-form key is not one word (the text format cannot hold it;
            JSON can).

    >>> import random, thousand as t
    >>> s = t.apply(t.new_round(t.Rules(), 0), t.deal(t.Rules(), random.Random(1)))
    >>> print(t.format_record(t.record_of(t.apply(s, t.Pass(seat=2)), date="2024-05-01")))
    format 1
    rules {}
    dealer p1
    date 2024-05-01
    deal As Ac Jd Ad Qh Kh Ah | 9s Js 9c Jc Kc Tc Jh | Ks Qc 9d Qd Kd Td Th / talon Qs Ts 9h
    p3 pass
    <BLANKLINE>
    """
    from thousand.serialization import rules_changes

    lines = [f"format {FORMAT_VERSION}", f"rules {_json(rules_changes(record.rules))}"]
    lines.append(f"dealer {_seat_text(record.dealer)}")
    if record.context != STANDALONE:
        from thousand.serialization import unstructure

        lines.append(f"context {_json(unstructure(record.context))}")
    if record.players:
        lines.append(f"players {_json(list(record.players))}")
    if record.date is not None:
        plain = _PLAIN.match(record.date) and not record.date.startswith('"')
        lines.append(f"date {record.date if plain else _json(record.date)}")
    for key, value in record.extra.items():
        if not _KEY.match(key):
            raise NotationError(
                f"the text format writes free-form keys as one word: {key!r}", text=key
            )
        lines.append(f"{key} {_json(value)}")
    lines.extend(format_action(action) for action in record.prelude)
    if record.deal is not None:
        lines.append(format_action(record.deal))
    lines.extend(format_action(action) for action in record.actions)
    return "\n".join(lines) + "\n"


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


_HEADER_KEYS = ("format", "rules", "dealer", "context", "players", "date")


def parse_record(text: str) -> RoundRecord:
    """Read a record written by :func:`format_record` (or by hand) and check it by replay.

    Blank lines and ``#`` comments are ignored. The header comes first (``format`` is
    required, the other keys are optional: classic rules, dealer ``p1``); then the deal
    and the actions, one per line.

    Raises:
        NotationError: a line is not valid, or an action is illegal where it stands; the
            message names the line (``line``) and says why.

    >>> import thousand as t
    >>> r = t.parse_record('''
    ... format 1      # a deal that has just started
    ... dealer p3
    ... deal 9s Qs As Tc Qd Td 9h | Js Ks Jc Kc Ac Ad Qh | Ts 9c Qc 9d Kd Jh Kh / talon Jd Th Ah
    ... p1 pass   # p1 (seat 0) is on the hundred: p2 opens the auction
    ... ''')
    Traceback (most recent call last):
    ...
    thousand.errors.NotationError: line 5: seat 1 is to act, not seat 0
    """
    if not isinstance(text, str):
        raise NotationError(f"a record is text, not {type(text).__name__}", text=text)
    header: dict[str, object] = {}
    extra: dict[str, object] = {}
    deal: Deal | None = None
    prelude: list[Action] = []
    prelude_lines: list[int] = []
    actions: list[Action] = []
    lines: list[int] = []  # the line number of each action
    deal_line = 0
    header_lines: dict[str, int] = {}
    # Only "\n" ends a line: names and free-form values may hold other line separators.
    for number, raw in enumerate(text.split("\n"), start=1):
        raw = raw.removesuffix("\r")
        body = _strip_comment(raw).strip()
        if not body:
            continue
        key, _, rest = body.partition(" ")
        rest = rest.strip()
        if (
            deal is None
            and not actions
            and not prelude
            and (key in _HEADER_KEYS or key.startswith("_"))
        ):
            if key in header or key in extra:
                raise _line_error(number, raw, f"{key!r} is given twice")
            header_lines[key] = number
            if key.startswith("_"):
                extra[key] = _parse_json(number, raw, rest)
            else:
                header[key] = _header_value(number, raw, key, rest)
            continue
        if "format" not in header:
            raise _line_error(number, raw, "a record starts with a 'format 1' line")
        action = parse_action(raw, line=number)
        if isinstance(action, Deal):
            if deal is not None or actions:
                raise _line_error(number, raw, "the deal comes once, before the actions")
            deal, deal_line = action, number
        elif deal is None:
            # Before the deal: the cutting (A9), an exposed card (A10).
            prelude.append(action)
            prelude_lines.append(number)
        else:
            actions.append(action)
            lines.append(number)
    if "format" not in header:
        raise NotationError("line 1: a record starts with a 'format 1' line", text=text, line=1)
    context = header.get("context", STANDALONE)
    assert isinstance(context, RoundContext)
    rules = header.get("rules", Rules())
    dealer = header.get("dealer", 0)
    players = header.get("players", ())
    date = header.get("date")
    assert isinstance(rules, Rules)
    assert isinstance(dealer, int)
    assert isinstance(players, tuple)
    assert date is None or isinstance(date, str)
    record = RoundRecord(
        rules=rules,
        dealer=dealer,
        context=context,
        deal=deal,
        actions=actions,
        players=players,
        date=date,
        extra=extra,
        prelude=prelude,
    )
    try:
        for _ in replay(record):
            pass
    except RecordError as error:
        where = error.where
        if where.startswith("prelude["):
            number = prelude_lines[int(where[8:-1])]
        elif where.startswith("actions["):
            number = lines[int(where[8:-1])] if deal is not None and lines else deal_line
        elif where == "deal":
            number = deal_line
        else:
            number = header_lines.get(where, 1)
        message = str(error).partition(": ")[2] if where else str(error)
        raise NotationError(f"line {number}: {message}", text=text, line=number) from error
    return record


def _line_error(number: int, text: str, message: str) -> NotationError:
    return NotationError(f"line {number}: {message}", text=text, line=number)


def _parse_json(number: int, raw: str, text: str) -> object:
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise _line_error(number, raw, f"not a JSON value: {error}") from None


def _header_value(number: int, raw: str, key: str, rest: str) -> object:
    if key == "format":
        if rest != str(FORMAT_VERSION):
            raise _line_error(
                number, raw, f"unsupported format {rest!r} (this version reads {FORMAT_VERSION})"
            )
        return FORMAT_VERSION
    if key == "date":
        if rest.startswith('"'):
            value = _parse_json(number, raw, rest)
            if not isinstance(value, str):
                raise _line_error(number, raw, "the date is text")
            return value
        return rest
    if key == "dealer":
        words = _Tokens(_strip_comment(raw), number)
        words.take("dealer")
        seat = words.seat(MAX_SEATS)
        words.end()
        return seat
    value = _parse_json(number, raw, rest)
    if key == "players":
        if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
            raise _line_error(number, raw, "players is a JSON list of names")
        names: Sequence[str] = value
        return tuple(names)
    from thousand.serialization import structure

    try:
        if key == "context":
            return structure(value, RoundContext, where="context")
        return structure(value, Rules, where="rules")
    except RecordError as error:
        raise _line_error(number, raw, str(error)) from None
