"""Command line entry point: `quorum` / `python -m desktop` with demo, screenshot and start-up flags."""

from __future__ import annotations

import argparse
import os
import sys


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="quorum", description="Quorum: a hotseat table for voting card games."
    )
    from games.registry import GAMES  # pure Python: no Qt until the arguments are known to be good

    parser.add_argument("--demo", choices=GAMES, help="open a mid-game demo table")
    parser.add_argument(
        "--seats",
        type=_seat_count,
        metavar="N",
        help="seats at the demo table, within the game's range (default 5, or the game's most)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE.png",
        help="save a screenshot of the window (the demo table, or the start page) and exit",
    )
    parser.add_argument(
        "--exit-after-first-paint", action="store_true", help="quit as soon as the first window is painted"
    )
    parser.add_argument("--data-dir", metavar="DIR", help="where saved sessions live (like QUORUM_DATA_DIR)")
    parser.add_argument(
        "--lang",
        type=_language,
        metavar="CODE",
        help="interface language for this run: en, de or ru (default: View › Language, else the system's)",
    )
    parser.add_argument(
        "--size", help="window size WIDTHxHEIGHT (default: where you left it; 1440x900 the first time)"
    )
    parser.add_argument(
        "files",
        nargs="*",
        metavar="FILE.quorum",
        help="sessions or game records to import (what double-clicking a .quorum file does)",
    )
    from desktop.command_game import add_arguments, check

    add_arguments(parser, list(GAMES))
    args, _qt_args = parser.parse_known_args(argv)  # Qt's own options (-platform ...) pass through
    args.files = [_importable(parser, name) for name in args.files]
    args.new_game = check(parser, args)
    if args.seats is not None and args.demo is None:
        parser.error(f"--seats sets the size of a --demo table: add --demo {'|'.join(GAMES)}")
    if args.seats is not None:
        from desktop.demo import demo_seats  # checked here so a bad value never opens a window

        least, most = demo_seats(args.demo)
        if not least <= args.seats <= most:
            parser.error(f"--seats: a {args.demo} table has {least} to {most} seats, not {args.seats}")
    return args


def _importable(parser: argparse.ArgumentParser, name: str) -> str:
    """A file named on the command line, as an absolute path: an exported session or a game record."""
    from storage.exchange import EXPORT_SUFFIX
    from storage.record import RECORD_SUFFIX

    if not name.lower().endswith((EXPORT_SUFFIX, RECORD_SUFFIX)):
        parser.error(f"{name}: Quorum opens {EXPORT_SUFFIX} and {RECORD_SUFFIX} files only")
    if not os.path.isfile(name):
        parser.error(f"{name}: no such file")
    return os.path.abspath(name)


def _language(text: str) -> str:
    """en, de or ru (also ru_RU, de-AT...), checked before any window opens."""
    code = (text or "").strip().replace("-", "_").split("_")[0].lower()
    if code not in ("en", "de", "ru"):
        raise argparse.ArgumentTypeError(f"Quorum speaks en, de and ru, not {text!r}")
    return code


def _seat_count(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seats") from None


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.data_dir:
        os.environ["QUORUM_DATA_DIR"] = os.path.abspath(args.data_dir)
    if args.phone_port is not None:
        os.environ["QUORUM_PHONE_PORT"] = str(args.phone_port)
    if args.phone_host:
        os.environ["QUORUM_PHONE_HOST"] = args.phone_host
    from desktop.first_launch import problem

    stop = problem()  # no display, or a system library Qt needs: one sentence instead of Qt's abort
    if stop:
        print(stop, file=sys.stderr)
        return 1
    from desktop.app import run  # Qt is imported only once the arguments are known to be good

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
