"""The argument parser of ``python -m thousand`` and the dispatch to each command."""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Sequence

from thousand.cli import check, play, replay, score
from thousand.cli.console import Console
from thousand.cli.players import BOTS
from thousand.cli.texts import SAY, language
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


def parser() -> argparse.ArgumentParser:
    """The parser of every command and option."""
    top = argparse.ArgumentParser(
        prog="python -m thousand",
        description="Thousand (Тысяча, Tysiąc): play against bots, replay and check saved "
        "deals, keep score for a real table.",
    )
    _language_option(top, argparse.SUPPRESS)
    commands = top.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = commands.add_parser("play", help="play a game in the terminal against bots")
    p.add_argument("--rules", choices=RULE_SETS, default="classic", help="the rule set")
    p.add_argument("--seat", type=_seat, default=0, help="your seat, p1 (default) ...")
    p.add_argument("--bot", choices=sorted(BOTS), default="simple", help="the bots' kind")
    p.add_argument("--seed", type=_seed_number, default=None, help="seed the deals and the bots")
    p.add_argument("--ascii", action="store_true", help="cards as Ah rather than A♥")
    p.add_argument("--auto", action="store_true", help="the bot plays your seat too")
    p.add_argument("--deals", type=_deals, default=None, help="stop after this many deals")
    p.add_argument("--names", type=_names, default=None, help="the players' names, comma-separated")

    r = commands.add_parser("replay", help="step through a saved deal or game")
    r.add_argument("file", help="a record in text notation or JSON")
    r.add_argument("--all", action="store_true", help="print every step without waiting")
    r.add_argument("--ascii", action="store_true", help="cards as Ah rather than A♥")

    c = commands.add_parser(
        "check", help="validate a saved deal or game (exit 0 valid, 1 invalid, 2 unreadable)"
    )
    c.add_argument("file", help="a record in text notation or JSON")

    s = commands.add_parser("score", help="keep score from deal summaries, one per line")
    s.add_argument("--rules", choices=RULE_SETS, default="classic", help="the rule set")
    s.add_argument("--dealer", type=_seat, default=0, help="who deals first, p1 (default) ...")
    s.add_argument("--names", default=None, help="the players' names, comma-separated")
    for sub in (p, r, c, s):
        _language_option(sub, argparse.SUPPRESS)
    return top


LANGUAGES = ("en", "ru", "pl")
"""The languages ``--lang`` names."""


def _language_option(parser: argparse.ArgumentParser, default: object) -> None:
    """``--lang``, taken before the command or after it (the later one wins)."""
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=default,
        help="the language: en, ru or pl (default: from LC_ALL, LC_MESSAGES or LANG, else en)",
    )


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
    args = parser().parse_args(argv)
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
