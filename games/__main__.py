"""Command line for the rules: `python -m games simulate GAME --players 5 --games 100 --seed 1`."""

from __future__ import annotations

import argparse
import json
import sys

from games.core.simulate import parse_levels, simulate
from games.registry import GAMES, game_class


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play complete games between bots")
    sim.add_argument("game", choices=sorted(GAMES))
    sim.add_argument("--players", type=int, default=5)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--json", action="store_true", help="print JSON instead of a table")
    sim.add_argument(
        "--bots",
        default="random",
        metavar="LEVEL[,LEVEL...]",
        help="bot level per seat (random, basic, strong), or one level for every seat",
    )
    sim.add_argument(
        "--playouts",
        type=int,
        default=None,
        metavar="N",
        help="a Strong bot's playouts per decision (default: its own; a count, not a time, so runs repeat)",
    )
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
    try:
        levels = parse_levels(args.bots, args.players)
    except ValueError as exc:
        parser.error(f"--bots {exc}")
    if args.playouts is not None and args.playouts < 1:
        parser.error("--playouts must be at least 1")
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
    budget = None
    if args.playouts is not None:
        from games.core.search import Budget

        budget = Budget(playouts=args.playouts, seconds=None)
    report = simulate(game, args.players, args.games, args.seed, options, levels, budget)
    print(json.dumps(report.to_dict(), indent=2) if args.json else report.to_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
