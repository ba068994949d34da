"""`quorum --new GAME --seat NAME=KIND … [--seed N] [--option NAME=VALUE …]`: a new game from the command
line, checked in plain Python (no Qt) so a bad value is refused before any window opens."""

from __future__ import annotations

import argparse
import dataclasses
import enum
import random
import typing
from dataclasses import dataclass
from typing import Any

from games.core.seats import BotLevel, Seat, SeatKind

if typing.TYPE_CHECKING:
    from games.core.game import AnyGame

KINDS = ("here", "phone", "random", "basic", "strong")


@dataclass(frozen=True)
class CommandGame:
    """What the command line asked for: a game, its seats (with which play from phones), seed, options."""

    game: str
    seats: tuple[Seat, ...]
    phones: tuple[int, ...]
    seed: int
    options: object  # the game's options dataclass (its own type per game)
    bot_pause_ms: int = 700


def add_arguments(parser: argparse.ArgumentParser, games: tuple[str, ...] | list[str]) -> None:
    parser.add_argument("--new", choices=games, metavar="GAME",
                        help=f"start a new game at once: {', '.join(games)}")
    parser.add_argument("--seat", action="append", default=[], metavar="NAME=KIND",
                        help=f"a seat of the --new game, in order; KIND is one of {', '.join(KINDS)}")
    parser.add_argument("--seed", type=int, metavar="N", help="the --new game's seed (default: random)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="an option of the --new game (as on the New Game page), e.g. ballot=roll_call")
    parser.add_argument("--bot-pause", type=int, metavar="MS",
                        help="the --new game's pause before each bot move, in milliseconds (default 700)")
    parser.add_argument("--phone-port", type=_port, metavar="PORT",
                        help="the port phone seats connect to (default 8765, or any free one; 0: any free)")
    parser.add_argument("--phone-host", type=_address, metavar="ADDRESS",
                        help="the address the phone server listens on (default: this computer's address on "
                             "the local network; 127.0.0.1: this computer only; 0.0.0.0: every interface)")


def _address(text: str) -> str:
    import ipaddress

    try:
        return str(ipaddress.ip_address(text.strip()))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not an IP address (e.g. 192.168.1.20, 127.0.0.1 or 0.0.0.0)"
        ) from None


def _port(text: str) -> int:
    if not text.strip().isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number (0 to 65535)")
    return int(text)


def check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> CommandGame | None:
    """The game asked for, or None; parser.error (exit 2, one clear line) on anything that makes no sense."""
    if args.new is None:
        asked = (("--seat", args.seat), ("--seed", args.seed), ("--option", args.option),
                 ("--bot-pause", args.bot_pause))
        for flag, value in asked:
            if value or (flag in ("--seed", "--bot-pause") and value is not None):
                parser.error(f"{flag} belongs to a new game: add --new GAME")
        return None
    if args.demo:
        parser.error("--new and --demo cannot be used together")
    from games.registry import game_class, load_game

    seats: list[Seat] = []
    phones: list[int] = []
    from desktop.seat_colours import SEAT_COLOURS

    for i, text in enumerate(args.seat):
        name, sep, kind = text.rpartition("=")
        name, kind = name.strip(), kind.strip().lower()
        if not sep or not name:
            parser.error(f"--seat {text!r}: write NAME=KIND, e.g. Alice=phone")
        if kind not in KINDS:
            parser.error(f"--seat {text!r}: KIND must be one of {', '.join(KINDS)}, not {kind!r}")
        if len(name) > 40:
            parser.error(f"--seat {text!r}: a seat name has at most 40 characters")
        if any(s.name.casefold() == name.casefold() for s in seats):
            parser.error(f"--seat {text!r}: two seats are called {name!r}")
        colour = SEAT_COLOURS[i % len(SEAT_COLOURS)]
        if kind in ("here", "phone"):
            seats.append(Seat(name, colour, SeatKind.HUMAN))
            if kind == "phone":
                phones.append(i)
        else:
            seats.append(Seat(name, colour, SeatKind.BOT, BotLevel(kind)))
    cls = game_class(args.new)
    try:
        cls.check_seat_count(len(seats))
    except ValueError as exc:
        parser.error(f"--seat: {exc} (give one --seat per seat)")
    game = load_game(args.new)
    options = _options(parser, game, args.option)
    if args.seed is not None and not 0 <= args.seed < 2**31:
        parser.error(f"--seed must be from 0 to {2**31 - 1}")
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    pause = 700 if args.bot_pause is None else args.bot_pause
    if not 0 <= pause <= 60_000:
        parser.error("--bot-pause must be from 0 to 60000 milliseconds")
    return CommandGame(args.new, tuple(seats), tuple(phones), seed, options, pause)


def _options(parser: argparse.ArgumentParser, game: AnyGame, given: list[str]) -> object:
    options = game.default_options()
    fields = {f.name: f for f in dataclasses.fields(options)}
    hints = typing.get_type_hints(type(options))
    changes: dict[str, Any] = {}
    for text in given:
        name, sep, value = text.partition("=")
        name = name.strip()
        if not sep or name not in fields:
            known = ", ".join(sorted(fields))
            parser.error(f"--option {text!r}: write NAME=VALUE with NAME one of {known}")
        changes[name] = _value(parser, text, hints[name], value.strip())
    options = dataclasses.replace(options, **changes)
    try:
        game.check_options(options)
    except ValueError as exc:
        parser.error(f"--option: {exc}")
    return options


def _value(parser: argparse.ArgumentParser, text: str, hint: object, value: str) -> object:
    if hint is bool:
        if value.lower() in ("1", "true", "yes", "on"):
            return True
        if value.lower() in ("0", "false", "no", "off"):
            return False
        parser.error(f"--option {text!r}: expected true or false")
    if hint is int:
        try:
            return int(value)
        except ValueError:
            parser.error(f"--option {text!r}: expected a whole number")
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        try:
            return hint(value)
        except ValueError:
            choices = ", ".join(str(m.value) for m in hint)
            parser.error(f"--option {text!r}: expected one of {choices}")
    if hint is str:
        return value
    parser.error(f"--option {text!r}: this option cannot be set from the command line")
    return None
