"""Starward engine speed beside Legislation's, each as a ratio to the toy game, from the same run.

    python benchmarks/bench_starward.py        # QUORUM_BENCH_QUICK=1 for fewer repetitions

Each game is played exactly as `python -m games simulate` plays it (`Session.apply` with its turn
check and validation, the seat's view built for the bot and the bot's decision included, one
process, one core): the toy game of the framework tests (tests/core/toy_game.py, 4 seats: the
framework's own cost per action), Legislation with 5 seats and Starward with 4 seats. The three are
measured in interleaved rounds, so a slower moment of the shared machine hits all of them; the best
round of each is its figure (as `timeit` does), the median is printed beside it. The ratios to the
toy game are what compare across machines: the issue asks Starward's to be Legislation's.

Prints a readable report on stderr and `BENCH {json}` lines on stdout (see benchmarks/run.py).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.core.simulate import simulate  # noqa: E402
from games.registry import load_game  # noqa: E402
from tests.core.toy_game import ToyGame  # noqa: E402

QUICK = os.environ.get("QUORUM_BENCH_QUICK") == "1"
ROUNDS = 3 if QUICK else 7
# Games per round, chosen so each game takes roughly the same time per round.
PLAN = {
    "toy": (4, 600 if QUICK else 1500),
    "legislation": (5, 25 if QUICK else 60),
    "starward": (4, 6 if QUICK else 15),
}


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def bench(figure: str, value: float, unit: str, **extra: object) -> None:
    data = {"figure": figure, "value": round(value, 3), "unit": unit, **extra}
    print("BENCH " + json.dumps(data), flush=True)


def main() -> int:
    games = {"toy": ToyGame(), "legislation": load_game("legislation"), "starward": load_game("starward")}
    for name, game in games.items():  # warm up: data files, caches
        simulate(game, PLAN[name][0], 2, 0)
    rates: dict[str, list[float]] = {name: [] for name in games}
    for seed in range(1, ROUNDS + 1):
        for name, game in games.items():
            seats, count = PLAN[name]
            rates[name].append(simulate(game, seats, count, seed).actions_per_second)
    best = {name: max(r) for name, r in rates.items()}
    median = {name: statistics.median(r) for name, r in rates.items()}
    say(f"{ROUNDS} interleaved rounds; validated actions per second (best / median):")
    for name in games:
        ratio = best[name] / best["toy"]
        say(f"  {name:<12} {best[name]:10.0f} / {median[name]:10.0f}   {ratio:6.3f}x the toy game")
    starward_ratio = best["starward"] / best["toy"]
    legislation_ratio = best["legislation"] / best["toy"]
    say(f"  Starward's ratio is {starward_ratio / legislation_ratio:.2f}x Legislation's")
    bench(
        "Starward, 4 seats: validated actions (random bots)",
        best["starward"],
        "actions/s",
        anchor="toy game, 4 seats, same run",
        anchor_value=round(best["toy"]),
        median=round(median["starward"]),
    )
    bench(
        "Legislation, 5 seats: validated actions (random bots)",
        best["legislation"],
        "actions/s",
        anchor="toy game, 4 seats, same run",
        anchor_value=round(best["toy"]),
        median=round(median["legislation"]),
    )
    bench(
        "Starward's actions/s ratio to the toy game, against Legislation's ratio",
        starward_ratio,
        "x toy",
        target=">= 1.0x",
        anchor="Legislation's ratio to the toy game, same run",
        anchor_value=round(legislation_ratio, 4),
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
