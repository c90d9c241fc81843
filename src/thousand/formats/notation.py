"""Text notation: one action per line, and deal records as text.

Seats are written ``p1``, ``p2``, ... : ``p1`` is seat 0. The notation is written for
people and counts seats from 1; everywhere else, in the API (``Bid(seat=1, ...)``,
``view.seat``, ``hand_sizes[0]``) and in JSON, seats count from 0, so
``Bid(seat=1, value=110)`` is ``p2 bid 110``. Cards are written as
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

from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from thousand.actions import (
    MAX_SEATS,
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
from thousand.cards import Card, format_cards
from thousand.errors import NotationError, RecordError, shown, wrong_type
from thousand.formats.header import HEADER_KEYS, format_header, header_value, line_error, parse_json
from thousand.formats.records import MAX_ACTIONS, RoundRecord, bare_message, final_state
from thousand.formats.tokens import (
    SEAT,
    SIMPLE,
    Tokens,
    parse_condition,
    parse_deal,
    seat_text,
    strip_comment,
)
from thousand.round.context import STANDALONE, RoundContext
from thousand.rules.redeal import RedealCondition
from thousand.rules.ruleset import Rules
from thousand.state import RoundState
from thousand.views.player_view import (
    HiddenCut,
    HiddenDeal,
    HiddenDiscard,
    HiddenGiveCard,
    PlayerView,
)

if TYPE_CHECKING:
    from thousand.actions import Action
    from thousand.views.player_view import SeenAction

__all__ = ["format_action", "format_record", "parse_action", "parse_record"]


def format_action(action: SeenAction) -> str:
    """One action as a line of notation (no newline).

    Censored log entries of a view format too: a hidden gift as ``p2 give p1 ?`` and
    the deal as the cards the seat saw, ``p1 dealt 9s Js ...``; those lines describe,
    they do not parse back.

    Raises:
        NotationError: ``action`` is not an action (nor a censored log entry).

    >>> import thousand as t
    >>> t.format_action(t.GiveCard(seat=1, to=0, card=t.Card.parse("10s")))
    'p2 give p1 Ts'
    """
    problem = _malformed_field(action)
    if problem is not None:
        raise NotationError(f"not an action: {shown(action)} ({problem})", text=action)
    match action:
        case Bid(seat=seat, value=value, blind=blind):
            return f"{seat_text(seat)} bid {value}" + (" dark" if blind else "")
        case Look(seat=seat):
            return f"{seat_text(seat)} look"
        case Pass(seat=seat):
            return f"{seat_text(seat)} pass"
        case GiveCard(seat=seat, to=to, card=card):
            return f"{seat_text(seat)} give {seat_text(to)} {card}"
        case DeclareContract(seat=seat, value=value):
            return f"{seat_text(seat)} contract {value}"
        case Concede(seat=seat):
            return f"{seat_text(seat)} concede"
        case PlayCard(seat=seat, card=card, declare=declare):
            return f"{seat_text(seat)} play {card}" + (" m" if declare else "")
        case Deal(hands=hands, talons=talons):
            piles = " | ".join(format_cards(hand) for hand in hands)
            text = f"deal {piles} / talon " + " | ".join(format_cards(t) for t in talons)
            return " ".join(text.split())  # an empty hand (A5) leaves no double space
        case Cut(seat=seat, bottom=card):
            return f"{seat_text(seat)} cut {card}"
        case Recut(seat=seat):
            return f"{seat_text(seat)} recut"
        case BuryJack(seat=seat):
            return f"{seat_text(seat)} bury"
        case AcceptCut(seat=seat):
            return f"{seat_text(seat)} keep"
        case ExposedCard(card=card):
            return f"exposed {card}"
        case ClaimRedeal(seat=seat, condition=condition):
            return f"{seat_text(seat)} redeal {condition.value}"
        case DeclineRedeal(seat=seat):
            return f"{seat_text(seat)} decline"
        case HiddenCut(seat=seat):
            return f"{seat_text(seat)} cut ?"
        case HiddenGiveCard(seat=seat, to=to):
            return f"{seat_text(seat)} give {seat_text(to)} ?"
        case ChooseTalon(seat=seat, index=index):
            return f"{seat_text(seat)} talon {index + 1}"
        case Discard(seat=seat, card=card):
            return f"{seat_text(seat)} discard {card}"
        case HiddenDiscard(seat=seat):
            return f"{seat_text(seat)} discard ?"
        case HiddenDeal(seat=seat, hand=hand):
            return "dealt" if seat is None else f"{seat_text(seat)} dealt {format_cards(hand)}"
    raise NotationError(f"not an action: {shown(action)}", text=action)


def _malformed_field(action: object) -> str | None:
    """What is wrong with a field of ``action`` (an action or censored entry), if anything.

    Actions are plain attrs classes, so one can be built with any value in a field;
    notation would then write nonsense (``p0``, ``play 7``) or fail on it.
    """
    kind = type(action)
    if not attrs.has(kind):
        return None  # not an action at all: the match below says so
    for field in attrs.fields(kind):
        check = _FIELD_CHECKS.get(field.name)
        value = getattr(action, field.name)
        if check is not None and not check(value):
            if field.name == "seat" and value is None and type(action) is HiddenDeal:
                continue  # a spectator's view of the deal
            return f"{field.name}={shown(value)}"
    return None


def _is_seat(value: object) -> bool:
    return type(value) is int and 0 <= value < MAX_SEATS


def _is_whole(value: object) -> bool:
    return type(value) is int and 0 <= value <= MAX_WHOLE


_FIELD_CHECKS: dict[str, Callable[[object], bool]] = {
    "seat": _is_seat,
    "to": _is_seat,
    "index": _is_seat,
    "value": _is_whole,
    "card": lambda value: isinstance(value, Card),
    "bottom": lambda value: isinstance(value, Card),
    "blind": lambda value: type(value) is bool,
    "declare": lambda value: type(value) is bool,
    "condition": lambda value: isinstance(value, RedealCondition),
    "hands": lambda value: _is_piles(value),
    "talons": lambda value: _is_piles(value),
    "hand": lambda value: isinstance(value, tuple | list),
}
"""A check per field name of the actions; the cards in the piles (``hands``,
``talons``, ``hand``) are checked by :func:`~thousand.format_cards` as they are
written."""


def _is_piles(value: object) -> bool:
    return isinstance(value, tuple | list) and all(isinstance(pile, tuple | list) for pile in value)


MAX_WHOLE = 10**6
"""The largest bid or contract notation writes and reads (far beyond any rules' top bid)."""


def _whole(words: Tokens, what: str) -> int:
    """A bid or a contract: a number notation also writes, so that what reads writes back."""
    number = words.number(what)
    if number > MAX_WHOLE:
        words.at -= 1
        raise words.error(f"{what} is at most {MAX_WHOLE:,}, not {number:,}")
    return number


def parse_action(
    text: str, state: RoundState | PlayerView | None = None, *, line: int | None = None
) -> Action:
    """Read one action written in notation.

    Parsing checks the text, not the rules: :func:`~thousand.apply` or
    :func:`~thousand.check` then says whether the action is legal.

    Args:
        text: one line, e.g. ``"p2 bid 110"``; a ``#`` comment is ignored.
        state: the deal it is meant for, or a seat's view of it. With a state, seats are
            checked against its number of players and the seat may be left out
            (``"play Kh"``): it is then the seat to act.
        line: a line number for messages.

    Returns:
        The action.

    Raises:
        NotationError: the text is not an action; the message says at which column and
            why (also in the error's ``line`` and ``column``).
        StateError: ``state`` is neither a deal, a view nor ``None`` (reason
            ``malformed_action``).

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
    if state is not None and not isinstance(state, RoundState | PlayerView):
        raise wrong_type("parse_action", "a deal (a RoundState), a view or None", state)
    if line is not None and type(line) is not int:
        raise NotationError(f"a line number is a whole number, not {shown(line)}", text=text)
    words = Tokens(strip_comment(text), line)
    players = state.players if state is not None else MAX_SEATS
    first = words.peek()
    if first is None:
        raise words.error("expected an action, the line is empty")
    if first.lower() == "deal":
        words.take("deal")
        return parse_deal(words)
    if first.lower() == "exposed":
        words.take("exposed")
        exposed = ExposedCard(card=words.card())
        words.end()
        return exposed
    if SEAT.match(first):
        seat = words.seat(players)
    elif state is not None:
        if state.to_act is None:
            raise words.error("no seat is to act: write the seat, e.g. 'p1 pass'")
        seat = state.to_act
    else:
        raise words.error(f"expected a seat such as p1 or 'deal', not {shown(first)}")
    verb_column = words.words[words.at][1] if words.at < len(words.words) else None
    verb = words.take(
        "an action such as bid, pass, talon, give, discard, contract, concede or play"
    ).lower()
    simple = SIMPLE.get(verb)
    action: Action
    if verb == "bid":
        value = _whole(words, "a bid")
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
        if not 1 <= number <= MAX_SEATS:
            words.at -= 1
            raise words.error(f"talons are numbered from 1 to {MAX_SEATS}, not {number}")
        action = ChooseTalon(seat=seat, index=number - 1)
    elif verb == "discard":
        action = Discard(seat=seat, card=words.card())
    elif verb == "contract":
        action = DeclareContract(seat=seat, value=_whole(words, "a contract"))
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
        action = ClaimRedeal(seat=seat, condition=parse_condition(words))
    elif simple is not None:
        action = simple(seat=seat)
    else:
        raise words.error(
            f"unknown action {shown(verb)} (expected bid, look, pass, talon, give, discard,"
            " contract, concede, play, cut, recut, bury, keep, redeal or decline)",
            verb_column,
        )
    words.end()
    return action


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
    lines = format_header(record)
    lines.extend(format_action(action) for action in record.prelude)
    if record.deal is not None:
        lines.append(format_action(record.deal))
    lines.extend(format_action(action) for action in record.actions)
    return "\n".join(lines) + "\n"


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
    thousand.errors.NotationError: line 5: p2 is to act, not p1
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
        body = strip_comment(raw).strip()
        if not body:
            continue
        key, _, rest = body.partition(" ")
        rest = rest.strip()
        if (
            deal is None
            and not actions
            and not prelude
            and (key in HEADER_KEYS or key.startswith("_"))
        ):
            if key in header or key in extra:
                raise line_error(number, raw, f"{shown(key)} is given twice")
            header_lines[key] = number
            if key.startswith("_"):
                extra[key] = parse_json(number, raw, rest)
            else:
                header[key] = header_value(number, raw, key, rest)
            continue
        if "format" not in header:
            raise line_error(number, raw, "a record starts with a 'format 1' line")
        if len(actions) >= MAX_ACTIONS or len(prelude) >= MAX_ACTIONS:
            # Refused before the rest is read: no deal takes this many actions.
            raise line_error(number, raw, f"a deal holds at most {MAX_ACTIONS:,} actions")
        action = parse_action(raw, line=number)
        if isinstance(action, Deal):
            if deal is not None or actions:
                raise line_error(number, raw, "the deal comes once, before the actions")
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
        final_state(record)
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
        message = bare_message(error)
        raise NotationError(f"line {number}: {message}", text=text, line=number) from error
    return record
