"""The argument parser of ``python -m thousand`` and the dispatch to each command."""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Iterable, Sequence

from thousand.cli import check, play, replay, score
from thousand.cli.console import Console
from thousand.cli.players import BOTS
from thousand.cli.texts import HELPS, SAY, language
from thousand.errors import NotationError
from thousand.i18n import Locale
from thousand.lang.seats import checked_names
from thousand.rules.presets import PRESETS
from thousand.rules.ruleset import Rules

RULE_SETS = ("classic", *sorted(set(PRESETS) - {"classic"}))
"""The rule sets ``--rules`` names: the classic rules first, then the other presets."""


def rules_named(name: str) -> Rules:
    """The rules of a rule set's name."""
    return Rules() if name == "classic" else Rules.preset(name)


def _seat(text: str) -> int:
    """A seat as notation writes it (``p1``) or its number from 1, as seat 0.."""
    digits = text[1:] if text[:1].lower() == "p" else text
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 3 or int(digits) < 1:
        shown = text if len(text) <= 20 else text[:17] + "..."
        raise argparse.ArgumentTypeError(f"a seat is p1, p2, ... (or 1, 2, ...), not {shown!r}")
    return int(digits) - 1


_MAX_DIGITS = 20
"""The digits of ``--seed`` and ``--deals`` at most: a seed of 2**64 has 20."""


def _whole(text: str, least: int) -> int:
    digits = text.removeprefix("-") if least < 0 else text
    if not (digits.isascii() and digits.isdigit()) or len(digits) > _MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"a whole number of at most {_MAX_DIGITS} digits")
    value = int(text)
    if value < least:
        raise argparse.ArgumentTypeError(f"at least {least}, not {value}")
    return value


def _seed_number(text: str) -> int:
    """A seed: any whole number of at most 20 digits."""
    return _whole(text, -(10**_MAX_DIGITS))


def _deals(text: str) -> int:
    """A number of deals: at least 1."""
    return _whole(text, 1)


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

    def made(made: argparse.ArgumentParser) -> argparse.ArgumentParser:
        made._positionals.title = say("positionals")
        made._optionals.title = say("options")
        made.add_argument("-h", "--help", action="help", help=say("help"))
        _language_option(made, argparse.SUPPRESS, say("lang"))
        return made

    top = made(
        argparse.ArgumentParser(
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

    p = command("play")
    p.add_argument("--rules", choices=RULE_SETS, default="classic", help=say("rules"))
    p.add_argument("--seat", type=_seat, default=0, help=say("seat"), metavar=say("m_seat"))
    p.add_argument("--bot", choices=sorted(BOTS), default="simple", help=say("bot"))
    p.add_argument(
        "--seed", type=_seed_number, default=None, help=say("seed"), metavar=say("m_seed")
    )
    p.add_argument("--ascii", action="store_true", help=say("ascii"))
    p.add_argument("--auto", action="store_true", help=say("auto"))
    p.add_argument("--deals", type=_deals, default=None, help=say("deals"), metavar=say("m_deals"))
    p.add_argument("--names", type=_names, default=None, help=say("names"), metavar=say("m_names"))

    r = command("replay")
    r.add_argument("file", help=say("file"), metavar=say("m_file"))
    r.add_argument("--all", action="store_true", help=say("all"))
    r.add_argument("--ascii", action="store_true", help=say("ascii"))

    c = command("check")
    c.add_argument("file", help=say("file"), metavar=say("m_file"))

    s = command("score")
    s.add_argument("--rules", choices=RULE_SETS, default="classic", help=say("rules"))
    s.add_argument("--dealer", type=_seat, default=0, help=say("dealer"), metavar=say("m_seat"))
    s.add_argument("--names", default=None, help=say("names"), metavar=say("m_names"))
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


def _names(text: str) -> tuple[str, ...]:
    """Names separated by commas, each at most 40 characters."""
    names = tuple(name.strip() for name in text.split(","))
    try:
        checked = checked_names(names)
    except NotationError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
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
        rules = rules_named(args.rules)
        if args.seat >= rules.players:
            parser().error(f"--seat: these rules have {rules.players} seats")
        if args.names is not None and len(args.names) != rules.players:
            parser().error(f"--names: these rules have {rules.players} players")
        seed = args.seed if args.seed is not None else random_seed()
        console.write(SAY["seed"].format(locale, seed=seed))
        return play.run(
            console,
            rules,
            seat=args.seat,
            bot=args.bot,
            seed=seed,
            ascii=args.ascii,
            auto=args.auto,
            deals=args.deals,
            locale=locale,
            names=args.names,
        )
    if args.command == "replay":
        return replay.run(console, args.file, all_steps=args.all, ascii=args.ascii, locale=locale)
    if args.command == "check":
        return check.run(console, args.file)
    rules = rules_named(args.rules)
    names = args.names.split(",") if args.names else [f"p{s + 1}" for s in range(rules.players)]
    if len(names) != rules.players:
        parser().error(f"--names: these rules have {rules.players} players")
    if args.dealer >= rules.players:
        parser().error(f"--dealer: these rules have {rules.players} seats")
    return score.run(console, rules, dealer=args.dealer, names=[n.strip() for n in names])


def random_seed() -> int:
    """A seed for a game that was given none (shown, so the game can be played again)."""
    return random.SystemRandom().randrange(10**6)
