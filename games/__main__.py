"""Command line for the rules: `python -m games simulate GAME --players 5 --games 100 --seed 1`."""

from __future__ import annotations

import argparse
import json
import sys

from games.core.simulate import simulate
from games.registry import GAMES, game_class


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play complete games between random bots")
    sim.add_argument("game", choices=sorted(GAMES))
    sim.add_argument("--players", type=int, default=5)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--json", action="store_true", help="print JSON instead of a table")
    sim.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option, e.g. ballot=roll_call or hand_size=6 (repeatable; values are JSON or text)",
    )
    args = parser.parse_args(argv)
    rules = game_class(args.game)
    if not rules.min_seats <= args.players <= rules.max_seats:
        parser.error(f"--players must be {rules.min_seats} to {rules.max_seats} for {args.game}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    game = rules()
    options = None
    if args.option:
        chosen = game.options_to_dict(game.default_options())
        for item in args.option:
            name, sep, text = item.partition("=")
            if not sep or name not in chosen:
                parser.error(f"--option {item!r}: expected NAME=VALUE with NAME one of {sorted(chosen)}")
            try:
                chosen[name] = json.loads(text)
            except ValueError:
                chosen[name] = text  # plain text, e.g. roll_call
        try:
            options = game.options_from_dict(chosen)
        except ValueError as exc:
            parser.error(f"--option: {exc}")
    report = simulate(game, args.players, args.games, args.seed, options)
    print(json.dumps(report.to_dict(), indent=2) if args.json else report.to_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
