"""The argument parser of ``python -m thousand`` and the dispatch to each command."""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from thousand.cli import check, play, replay, score
from thousand.cli.check import RefusedError
from thousand.cli.console import Console
from thousand.cli.players import BOTS
from thousand.cli.saves import PLAY_KEY, GameFile, SaveError, default_path, fresh
from thousand.cli.status import Status
from thousand.formats.records import GameRecord
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
    commands = top.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = commands.add_parser("play", help="play a game in the terminal against bots")
    p.add_argument("--rules", choices=RULE_SETS, default=None, help="the rule set (classic)")
    p.add_argument("--seat", type=_seat, default=None, help="your seat, p1 (default) ...")
    p.add_argument("--bot", choices=sorted(BOTS), default=None, help="the bots' kind (simple)")
    p.add_argument("--seed", type=_seed_number, default=None, help="seed the deals and the bots")
    p.add_argument("--ascii", action="store_true", help="cards as Ah rather than A♥")
    p.add_argument("--auto", action="store_true", help="the bot plays your seat too")
    p.add_argument("--deals", type=_deals, default=None, help="stop after this many deals")
    p.add_argument(
        "--save",
        metavar="FILE",
        default=None,
        help="save the game to FILE as it goes (default: thousand-DATE-TIME.json here)",
    )
    p.add_argument("--no-save", action="store_true", help="do not save the game")
    p.add_argument("--resume", metavar="FILE", default=None, help="go on with a saved game")

    r = commands.add_parser("replay", help="step through a saved deal or game")
    r.add_argument("file", help="a record in text notation or JSON")
    r.add_argument("--all", action="store_true", help="print every step without waiting")
    r.add_argument("--ascii", action="store_true", help="cards as Ah rather than A♥")

    c = commands.add_parser(
        "check", help="validate a saved deal or game (exit 0 valid, 1 invalid, 2 unreadable)"
    )
    c.add_argument("file", help="a record in text notation or JSON")

    s = commands.add_parser("score", help="keep score from deal summaries, one per line")
    s.add_argument("--rules", choices=RULE_SETS, default=None, help="the rule set (classic)")
    s.add_argument("--dealer", type=_seat, default=None, help="who deals first, p1 (default) ...")
    s.add_argument("--names", default=None, help="the players' names, comma-separated")
    s.add_argument("--save", metavar="FILE", default=None, help="save the sheet to FILE")
    s.add_argument("--resume", metavar="FILE", default=None, help="go on with a saved sheet")
    return top


def main(argv: Sequence[str] | None = None, console: Console | None = None) -> int:
    """Run the command line; the exit status."""
    args = parser().parse_args(argv)
    console = console if console is not None else Console()
    if args.command == "play":
        return _play(args, console)
    if args.command == "replay":
        return replay.run(console, args.file, all_steps=args.all, ascii=args.ascii)
    if args.command == "check":
        return check.run(console, args.file)
    return _score(args, console)


def _score(args: argparse.Namespace, console: Console) -> int:
    """``score``: a new sheet, or one resumed, saved after every deal with ``--save``."""
    names = [n.strip() for n in args.names.split(",")] if args.names else None
    save = Path(args.save) if args.save is not None else None
    if args.resume is not None:
        given = [f"--{n}" for n in ("rules", "dealer", "names") if getattr(args, n) is not None]
        if given:
            parser().error(
                f"--resume goes on with the sheet's own rules, dealer and names, not {given[0]}"
            )
        try:
            game, names = score.resume(args.resume)
        except RefusedError as refused:
            console.write(refused.text)
            return refused.status
        if save is None:
            save = Path(args.resume)
        elif _fresh(save, console) is None:
            return Status.UNREADABLE
        console.write(score.SAYS["resumed"].format(deals=len(game.rounds)))
        return score.run(
            console, game.rules, dealer=game.first_dealer, names=names, save=save, start=game
        )
    rules = rules_named(args.rules or "classic")
    if names is not None and len(names) != rules.players:
        parser().error(f"--names: these rules have {rules.players} players")
    problem = score.name_problem(names) if names is not None else None
    if problem is not None:
        parser().error(f"--names: {problem}")
    dealer = args.dealer if args.dealer is not None else 0
    if dealer >= rules.players:
        parser().error(f"--dealer: these rules have {rules.players} seats")
    if save is not None and _fresh(save, console) is None:
        return Status.UNREADABLE
    return score.run(console, rules, dealer=dealer, names=names, save=save)


def _play(args: argparse.Namespace, console: Console) -> int:
    """``play``: a new game, or one resumed, saved as it goes unless ``--no-save``."""
    if args.no_save and args.save is not None:
        parser().error("--save and --no-save: choose one")
    if args.resume is not None:
        given = [f"--{n}" for n in ("rules", "seat", "bot", "seed") if getattr(args, n) is not None]
        if given:
            parser().error(
                f"--resume goes on with the game's own rules, seats, bots and seed, not {given[0]}"
            )
        save = None if args.no_save else Path(args.resume)
        if args.save is not None and Path(args.save).resolve() != Path(args.resume).resolve():
            save = _fresh(Path(args.save), console)
            if save is None:
                return Status.UNREADABLE
        return play.resume(
            console, args.resume, ascii=args.ascii, auto=args.auto, deals=args.deals, save=save
        )
    rules = rules_named(args.rules or "classic")
    seat = args.seat if args.seat is not None else 0
    if seat >= rules.players:
        parser().error(f"--seat: these rules have {rules.players} seats")
    seed = args.seed if args.seed is not None else random_seed()
    bot = args.bot or "simple"
    file = None
    if not args.no_save:
        path = Path(args.save) if args.save is not None else default_path(datetime.now())
        if _fresh(path, console) is None:
            return Status.UNREADABLE
        record = GameRecord(
            rules=rules,
            date=datetime.now().isoformat(timespec="seconds"),
            extra={PLAY_KEY: {"seed": seed, "seat": seat, "bot": bot}},
        )
        file = GameFile(path, record)
        try:
            file.save(None)
        except SaveError as error:
            console.write(f"unwritable: {error}")
            return Status.UNREADABLE
    console.write(f"seed {seed}")
    return play.run(
        console,
        rules,
        seat=seat,
        bot=bot,
        seed=seed,
        ascii=args.ascii,
        auto=args.auto,
        deals=args.deals,
        file=file,
    )


def _fresh(path: Path, console: Console) -> Path | None:
    try:
        return fresh(path)
    except SaveError as error:
        console.write(f"unwritable: {error}")
        return None


def random_seed() -> int:
    """A seed for a game that was given none (shown, so the game can be played again)."""
    return random.SystemRandom().randrange(10**6)
