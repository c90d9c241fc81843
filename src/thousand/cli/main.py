"""The argument parser of ``python -m thousand`` and the dispatch to each command."""

from __future__ import annotations

import argparse
import functools
import os
import random
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import NoReturn

from thousand.cli import check, play, replay, score
from thousand.cli.check import RefusedError
from thousand.cli.console import Console
from thousand.cli.players import BOTS
from thousand.cli.saves import PLAY_KEY, GameFile, SaveError, default_path, fresh
from thousand.cli.status import Status
from thousand.cli.texts import ARGUMENTS, CHECKING, HELPS, SAY, SCORING, language
from thousand.errors import NotationError
from thousand.formats.records import GameRecord
from thousand.i18n import Locale, describe
from thousand.lang.seats import checked_names
from thousand.rules.presets import PRESETS
from thousand.rules.ruleset import Rules

RULE_SETS = ("classic", *sorted(set(PRESETS) - {"classic"}))
"""The rule sets ``--rules`` names: the classic rules first, then the other presets."""


def rules_named(name: str) -> Rules:
    """The rules of a rule set's name."""
    return Rules() if name == "classic" else Rules.preset(name)


def _seat(text: str, locale: Locale = Locale.EN) -> int:
    """A seat as notation writes it (``p1``) or its number from 1, as seat 0.."""
    digits = text[1:] if text[:1].lower() == "p" else text
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 3 or int(digits) < 1:
        shown = text if len(text) <= 20 else text[:17] + "..."
        raise argparse.ArgumentTypeError(ARGUMENTS["seat"].format(locale, value=repr(shown)))
    return int(digits) - 1


_MAX_DIGITS = 20
"""The digits of ``--seed`` and ``--deals`` at most: a seed of 2**64 has 20."""


def _whole(text: str, least: int, locale: Locale) -> int:
    digits = text.removeprefix("-") if least < 0 else text
    if not (digits.isascii() and digits.isdigit()) or len(digits) > _MAX_DIGITS:
        raise argparse.ArgumentTypeError(ARGUMENTS["whole"].format(locale, digits=_MAX_DIGITS))
    value = int(text)
    if value < least:
        raise argparse.ArgumentTypeError(
            ARGUMENTS["at_least"].format(locale, least=least, value=value)
        )
    return value


def _seed_number(text: str, locale: Locale = Locale.EN) -> int:
    """A seed: any whole number of at most 20 digits."""
    return _whole(text, -(10**_MAX_DIGITS), locale)


def _deals(text: str, locale: Locale = Locale.EN) -> int:
    """A number of deals: at least 1."""
    return _whole(text, 1, locale)


_ARGPARSE_SAYS = (
    ("required", re.compile(r"the following arguments are required: (?P<names>.*)", re.S)),
    ("unrecognized", re.compile(r"unrecognized arguments: (?P<names>.*)", re.S)),
    (
        "choice",
        re.compile(
            r"argument (?P<name>[^:]+): invalid choice: (?P<value>.*?)"
            r" \(choose from (?P<choices>.*)\)",
            re.S,
        ),
    ),
    ("value", re.compile(r"argument (?P<name>[^:]+): invalid \S+ value: (?P<value>.*)", re.S)),
    ("one", re.compile(r"argument (?P<name>[^:]+): expected one argument", re.S)),
    ("ambiguous", re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)")),
    (
        "explicit",
        re.compile(r"argument (?P<name>[^:]+): ignored explicit argument (?P<value>.*)", re.S),
    ),
    ("argument", re.compile(r"argument (?P<name>[^:]+): (?P<message>.*)", re.S)),
)
"""argparse's own refusals (in English whatever the language), read back to be said in
the command line's language. A message none of them reads is said as argparse said it."""


def argparse_said(message: str, locale: Locale) -> str:
    """An argparse refusal in ``locale``.

    >>> argparse_said("unrecognized arguments: --x", Locale.RU)
    'непонятные аргументы: --x'
    """
    if locale is Locale.EN:
        return message
    for key, pattern in _ARGPARSE_SAYS:
        found = pattern.fullmatch(message)
        if found is not None:
            return ARGUMENTS[key].format(locale, **found.groupdict())
    return message


class _Parser(argparse.ArgumentParser):
    """argparse, its refusals said in :attr:`locale`."""

    locale: Locale = Locale.EN

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        said = argparse_said(message, self.locale)
        self.exit(2, ARGUMENTS["error"].format(self.locale, prog=self.prog, message=said) + "\n")


def _refuse(locale: Locale, key: str, **values: object) -> NoReturn:
    """Refuse the arguments, as argparse does, with ``ARGUMENTS[key]`` in ``locale``."""
    parser(locale).error(ARGUMENTS[key].format(locale, **values))


def parser(locale: Locale = Locale.EN) -> argparse.ArgumentParser:
    """The parser of every command and option, its help in ``locale``."""

    def say(key: str) -> str:
        return HELPS[key][locale]

    class Formatter(argparse.HelpFormatter):
        def add_usage(
            self,
            usage: str | None,
            actions: Iterable[argparse.Action],
            groups: Iterable[argparse._MutuallyExclusiveGroup],
            prefix: str | None = None,
        ) -> None:
            super().add_usage(usage, actions, groups, say("usage") if prefix is None else prefix)

    class Parser(_Parser):
        pass

    Parser.locale = locale

    def typed(function: Callable[..., int]) -> Callable[[str], int]:
        return functools.partial(function, locale=locale)

    def made(made: argparse.ArgumentParser) -> argparse.ArgumentParser:
        made._positionals.title = say("positionals")
        made._optionals.title = say("options")
        made.add_argument("-h", "--help", action="help", help=say("help"))
        _language_option(made, argparse.SUPPRESS, say("lang"))
        return made

    top = made(
        Parser(
            prog="python -m thousand",
            description=say("description"),
            formatter_class=Formatter,
            add_help=False,
        )
    )
    commands = top.add_subparsers(dest="command", required=True, metavar=say("command"))

    def command(name: str) -> argparse.ArgumentParser:
        return made(
            commands.add_parser(
                name,
                help=say(name),
                description=say(name),
                formatter_class=Formatter,
                add_help=False,
            )
        )

    # None where --resume must tell a setting given from one left out
    p = command("play")
    p.add_argument("--rules", choices=RULE_SETS, default=None, help=say("rules"))
    p.add_argument(
        "--seat", type=typed(_seat), default=None, help=say("seat"), metavar=say("m_seat")
    )
    p.add_argument("--bot", choices=sorted(BOTS), default=None, help=say("bot"))
    p.add_argument(
        "--seed", type=typed(_seed_number), default=None, help=say("seed"), metavar=say("m_seed")
    )
    p.add_argument("--ascii", action="store_true", help=say("ascii"))
    p.add_argument("--auto", action="store_true", help=say("auto"))
    p.add_argument(
        "--deals", type=typed(_deals), default=None, help=say("deals"), metavar=say("m_deals")
    )
    p.add_argument(
        "--names",
        type=functools.partial(_names, locale=locale),
        default=None,
        help=say("names"),
        metavar=say("m_names"),
    )
    p.add_argument("--save", metavar=say("m_save"), default=None, help=say("save"))
    p.add_argument("--no-save", action="store_true", help=say("no_save"))
    p.add_argument("--resume", metavar=say("m_save"), default=None, help=say("resume"))

    r = command("replay")
    r.add_argument("file", help=say("file"), metavar=say("m_file"))
    r.add_argument("--all", action="store_true", help=say("all"))
    r.add_argument("--ascii", action="store_true", help=say("ascii"))

    c = command("check")
    c.add_argument("file", help=say("file"), metavar=say("m_file"))

    s = command("score")
    s.add_argument("--rules", choices=RULE_SETS, default=None, help=say("rules"))
    s.add_argument(
        "--dealer", type=typed(_seat), default=None, help=say("dealer"), metavar=say("m_seat")
    )
    s.add_argument("--names", default=None, help=say("names"), metavar=say("m_names"))
    s.add_argument("--save", metavar=say("m_save"), default=None, help=say("score_save"))
    s.add_argument("--resume", metavar=say("m_save"), default=None, help=say("score_resume"))
    return top


def _asked_language(argv: Sequence[str]) -> str | None:
    """The ``--lang`` of ``argv`` before the parser reads it (its help is in that language)."""
    asked = None
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            asked = argv[i + 1]
        elif arg.startswith("--lang="):
            asked = arg.partition("=")[2]
    return asked if asked in LANGUAGES else None


LANGUAGES = ("en", "ru", "pl")
"""The languages ``--lang`` names."""


def _language_option(parser: argparse.ArgumentParser, default: object, help: str) -> None:
    """``--lang``, taken before the command or after it (the later one wins)."""
    parser.add_argument("--lang", choices=LANGUAGES, default=default, help=help)


def _names(text: str, locale: Locale = Locale.EN) -> tuple[str, ...]:
    """Names separated by commas, each at most 40 characters."""
    names = tuple(name.strip() for name in text.split(","))
    try:
        checked = checked_names(names)
    except NotationError as error:
        said = str(error) if locale is Locale.EN else describe(error, locale)
        raise argparse.ArgumentTypeError(said) from None
    assert checked is not None
    return checked


def main(argv: Sequence[str] | None = None, console: Console | None = None) -> int:
    """Run the command line; the exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    early = language(_asked_language(words), os.environ)
    args = parser(early).parse_args(words)
    console = console if console is not None else Console()
    asked = getattr(args, "lang", None)
    locale = language(asked, os.environ)
    if getattr(args, "ascii", False) and locale is not Locale.EN:
        if asked is not None:  # said on the command line: refused, in ASCII
            parser().error(SAY["ascii_english"].en)
        locale = Locale.EN  # from the environment: ASCII gives way to English
    if args.command == "play":
        return _play(args, console, locale)
    if args.command == "replay":
        return replay.run(console, args.file, all_steps=args.all, ascii=args.ascii, locale=locale)
    if args.command == "check":
        return check.run(console, args.file, locale=locale)
    return _score(args, console, locale)


def _score(args: argparse.Namespace, console: Console, locale: Locale) -> int:
    """``score``: a new sheet, or one resumed, saved after every deal with ``--save``."""
    names = [n.strip() for n in args.names.split(",")] if args.names else None
    save = Path(args.save) if args.save is not None else None
    if args.resume is not None:
        given = [f"--{n}" for n in ("rules", "dealer", "names") if getattr(args, n) is not None]
        if given:
            _refuse(locale, "resume_sheet", option=given[0])
        try:
            game, names = score.resume(args.resume, locale)
        except RefusedError as refused:
            console.write(refused.said(locale))
            return refused.status
        if save is None:
            save = Path(args.resume)
        elif _fresh(save, console, locale) is None:
            return Status.UNREADABLE
        console.write(SCORING["resumed"].format(locale, deals=len(game.rounds)))
        return score.run(
            console,
            game.rules,
            dealer=game.first_dealer,
            names=names,
            save=save,
            start=game,
            locale=locale,
        )
    rules = rules_named(args.rules or "classic")
    if names is not None and len(names) != rules.players:
        _refuse(locale, "players", option="--names", count=rules.players)
    problem = score.name_problem(names, locale) if names is not None else None
    if problem is not None:
        _refuse(locale, "names", problem=problem)
    dealer = args.dealer if args.dealer is not None else 0
    if dealer >= rules.players:
        _refuse(locale, "seats", option="--dealer", count=rules.players)
    if save is not None and _fresh(save, console, locale) is None:
        return Status.UNREADABLE
    return score.run(console, rules, dealer=dealer, names=names, save=save, locale=locale)


def _play(args: argparse.Namespace, console: Console, locale: Locale) -> int:
    """``play``: a new game, or one resumed, saved as it goes unless ``--no-save``."""
    if args.no_save and args.save is not None:
        _refuse(locale, "one_of")
    if args.resume is not None:
        given = [f"--{n}" for n in ("rules", "seat", "bot", "seed") if getattr(args, n) is not None]
        if given:
            _refuse(locale, "resume_game", option=given[0])
        save = None if args.no_save else Path(args.resume)
        if args.save is not None and Path(args.save).resolve() != Path(args.resume).resolve():
            save = _fresh(Path(args.save), console, locale)
            if save is None:
                return Status.UNREADABLE
        return play.resume(
            console,
            args.resume,
            ascii=args.ascii,
            auto=args.auto,
            deals=args.deals,
            save=save,
            locale=locale,
            names=args.names,
        )
    rules = rules_named(args.rules or "classic")
    seat = args.seat if args.seat is not None else 0
    if seat >= rules.players:
        _refuse(locale, "seats", option="--seat", count=rules.players)
    if args.names is not None and len(args.names) != rules.players:
        _refuse(locale, "players", option="--names", count=rules.players)
    seed = args.seed if args.seed is not None else random_seed()
    bot = args.bot or "simple"
    file = None
    if not args.no_save:
        path = Path(args.save) if args.save is not None else default_path(datetime.now())
        if _fresh(path, console, locale) is None:
            return Status.UNREADABLE
        record = GameRecord(
            rules=rules,
            players=args.names or (),
            date=datetime.now().isoformat(timespec="seconds"),
            extra={PLAY_KEY: {"seed": seed, "seat": seat, "bot": bot}},
        )
        file = GameFile(path, record)
        try:
            file.save(None)
        except SaveError as error:
            console.write(CHECKING["unwritable"].format(locale, what=error.said(locale)))
            return Status.UNREADABLE
    console.write(SAY["seed"].format(locale, seed=seed))
    return play.run(
        console,
        rules,
        seat=seat,
        bot=bot,
        seed=seed,
        ascii=args.ascii,
        auto=args.auto,
        deals=args.deals,
        locale=locale,
        names=args.names,
        file=file,
    )


def _fresh(path: Path, console: Console, locale: Locale) -> Path | None:
    try:
        return fresh(path)
    except SaveError as error:
        console.write(CHECKING["unwritable"].format(locale, what=error.said(locale)))
        return None


def random_seed() -> int:
    """A seed for a game that was given none (shown, so the game can be played again)."""
    return random.SystemRandom().randrange(10**6)
