"""One bot level against another in the same seat of the same games: mean score and wins, paired.

    nice -n 10 python benchmarks/paired.py council --seats 6 --games 200 --playouts 200 --jobs 1
    nice -n 10 python benchmarks/paired.py starward --seats 4 --games 100 --seconds 0.8

Game i (seed `--seed` + i) is played twice: once with the tested level (`--tested`, default strong) in
seat i mod N (or `--seat`) and once with the base level (`--base`, default basic) there, every other seat
the base level. Both plays deal the same cards and give every bot the same dice (the simulator derives the
bots' seeds from the game's), so what differs is what the tested seat chose: the difference of its score
and of its share of the win, game by game, is measured with common random numbers. Printed: each mean with
its 95 % interval (1.96 standard errors of the paired difference).

Prints a readable report on stderr and `BENCH {json}` lines on stdout (see benchmarks/run.py).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.core.search import Budget  # noqa: E402
from games.core.seats import BotLevel  # noqa: E402
from games.core.simulate import play_one  # noqa: E402
from games.registry import load_game  # noqa: E402

Z95 = 1.959964


Job = tuple[str, int, int, int, str, str, int | None, float | None]


def one(job: Job) -> tuple[float, float, float, float]:
    """(tested score, tested win share, base score, base win share) of one game played both ways."""
    name, seats, seed, seat, tested, base, playouts, seconds = job
    game = load_game(name)
    budget = Budget(playouts=playouts, seconds=seconds)
    out: list[float] = []
    for level in (tested, base):
        levels = tuple(BotLevel(level) if s == seat else BotLevel(base) for s in range(seats))
        session = play_one(game, seats, seed, levels=levels, budget=budget)
        standings = game.standings(session.state)
        winners = sum(s.won for s in standings)
        mine = next(s for s in standings if s.seat == seat)
        out += [float(mine.score), mine.won / winners if winners else 0.0]
    return out[0], out[1], out[2], out[3]


def mean_ci(diffs: list[float]) -> tuple[float, float]:
    """The mean and half the width of its 95 % interval."""
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    return mean, Z95 * sd / math.sqrt(n)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/paired.py", description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--seats", type=int, required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seat", type=int, help="the tested seat (default: game i puts it in seat i mod N)")
    parser.add_argument("--tested", default="strong")
    parser.add_argument("--base", default="basic")
    parser.add_argument("--playouts", type=int, help="Strong's playouts a decision")
    parser.add_argument("--seconds", type=float, help="Strong's time a decision (the table's: 0.8)")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.playouts is None and args.seconds is None:
        args.playouts = 64
    jobs = [
        (
            args.game,
            args.seats,
            args.seed + i,
            args.seat if args.seat is not None else i % args.seats,
            args.tested,
            args.base,
            args.playouts,
            args.seconds,
        )
        for i in range(args.games)
    ]
    start = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            rows = list(pool.map(one, jobs))
    else:
        rows = [one(job) for job in jobs]
    seconds = time.perf_counter() - start
    n = len(rows)
    score, score_ci = mean_ci([r[0] - r[2] for r in rows])
    share, share_ci = mean_ci([r[1] - r[3] for r in rows])
    tested_score, base_score = sum(r[0] for r in rows) / n, sum(r[2] for r in rows) / n
    tested_wins, base_wins = sum(r[1] for r in rows) / n, sum(r[3] for r in rows) / n
    budget = f"{args.playouts} playouts" if args.playouts else f"{args.seconds:g} s"
    print(
        f"{args.game}, {args.seats} seats, {n} games (seeds {args.seed}-{args.seed + n - 1}), the other seats"
        f" {args.base}, Strong at {budget} a decision, {seconds:.0f} s:\n"
        f"  mean score  {args.tested} {tested_score:.3f}  {args.base} {base_score:.3f}"
        f"  difference {score:+.3f} +- {score_ci:.3f} (95 %)\n"
        f"  wins        {args.tested} {tested_wins:.1%}  {args.base} {base_wins:.1%}"
        f"  difference {share * 100:+.1f} +- {share_ci * 100:.1f} points (95 %)",
        file=sys.stderr,
    )
    data = {
        "figure": f"{args.game}, {args.seats} seats: {args.tested} vs {args.base} in the same seat, paired",
        "games": n,
        "budget": budget,
        "mean_score": [round(tested_score, 3), round(base_score, 3)],
        "score_diff": round(score, 3),
        "score_ci95": round(score_ci, 3),
        "wins": [round(tested_wins * 100, 1), round(base_wins * 100, 1)],
        "wins_diff": round(share * 100, 1),
        "wins_ci95": round(share_ci * 100, 1),
        "seconds": round(seconds),
    }
    print("BENCH " + json.dumps(data), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
