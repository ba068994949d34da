"""Legislation engine speed: complete 5-seat games with the random bot, and undo in a 2,000-action session.

    python benchmarks/bench_legislation.py        # QUORUM_BENCH_QUICK=1 for fewer repetitions

Throughput is measured exactly as `python -m games simulate` plays: `Session.apply` with its
turn check and validation, the seat's view built for the bot and the bot's decision included,
one process, one core. The machine is shared, so the games are played in several rounds and the
best round is the figure (as `timeit` does); the median is printed beside it. Undo is
`Session.undo_to` at evenly spread points of an 8-seat session of 2,000 actions full of deals,
with table undo on so every point can be reached; each point starts from the full session, and
(as `timeit` does) the garbage collector is kept out of the timed call and each point is timed
three times, its best kept: the figure is the slowest point, and one busy moment of the shared
machine must not make it (it also comes in CPU time, which other programs move less).

Prints a readable report on stderr and `BENCH {json}` lines on stdout (see benchmarks/run.py).
"""

from __future__ import annotations

import gc
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.core.seats import Seat  # noqa: E402
from games.core.session import Session, SessionConfig  # noqa: E402
from games.core.simulate import simulate  # noqa: E402
from games.legislation.actions import Terms  # noqa: E402
from games.legislation.bot import random_action, random_terms  # noqa: E402
from games.legislation.game import Legislation  # noqa: E402
from games.legislation.options import LegislationOptions  # noqa: E402
from games.legislation.state import Phase  # noqa: E402

QUICK = os.environ.get("QUORUM_BENCH_QUICK") == "1"
ROUNDS = 3 if QUICK else 7
GAMES = 40 if QUICK else 100
UNDO_ACTIONS = 2000
UNDO_POINTS = 40 if QUICK else 150
UNDO_REPEAT = 3  # timings of each point, the best kept


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def bench(figure: str, value: float, unit: str, **extra: object) -> None:
    data = {"figure": figure, "value": round(value, 3), "unit": unit, **extra}
    print("BENCH " + json.dumps(data), flush=True)


def throughput(game: Legislation) -> None:
    simulate(game, 5, 5, 0)  # warm up: data files, caches
    rounds = [simulate(game, 5, GAMES, seed) for seed in range(1, ROUNDS + 1)]
    best = max(rounds, key=lambda r: r.games_per_second)
    games_s = [r.games_per_second for r in rounds]
    actions_s = [r.actions_per_second for r in rounds]
    median = statistics.median
    per_game = best.actions / best.games
    say(f"5 seats, random bots: {ROUNDS} rounds of {GAMES} games, {per_game:.0f} actions a game")
    say(f"  games/s    best {max(games_s):9.1f}   median {median(games_s):9.1f}   (target >= 200)")
    say(f"  actions/s  best {max(actions_s):9.0f}   median {median(actions_s):9.0f}   (target >= 50000)")
    bench(
        "Legislation, 5 seats: complete games (random bots)",
        max(games_s),
        "games/s",
        target=">= 200",
        anchor="Catanatron (published)",
        anchor_value=23,
        median=round(statistics.median(games_s), 1),
    )
    bench(
        "Legislation, 5 seats: validated actions",
        max(actions_s),
        "actions/s",
        target=">= 50000",
        anchor="RLCard Uno turns (published)",
        anchor_value=18000,
        median=round(statistics.median(actions_s)),
    )


def dealer(game: Legislation, rng: random.Random):
    """A bot that bargains a lot: most Pledge turns hold several deals (for a session full of them)."""

    def act(view):
        if view.phase is Phase.PLEDGE and view.open_deal is None and rng.random() < 0.85:
            partners = [s for s in range(view.seats) if s != view.seat and s not in view.table.benched]
            if partners:
                give, tokens = random_terms(view, view.seat, rng)
                return Terms(view.seat, rng.choice(partners), give, tokens)
        return random_action(view, rng)

    return act


def long_session(game: Legislation) -> tuple[SessionConfig, list]:
    """The first 2,000 actions of an 8-seat game between deal-happy bots."""
    seats = tuple(Seat(f"Seat {i + 1}") for i in range(8))
    for seed in range(1, 100):
        config = SessionConfig("legislation", seats, LegislationOptions(), seed, table_undo=True)
        session = Session(game, config)
        rng = random.Random(seed)
        bot = dealer(game, rng)
        while len(session) < UNDO_ACTIONS and not session.is_over():
            waiting = session.to_act()
            session.apply(bot(session.view(waiting[0])))
        if len(session) == UNDO_ACTIONS:
            return config, session.actions
    raise RuntimeError("no game reached 2,000 actions")


def undo(game: Legislation) -> None:
    config, actions = long_session(game)
    kinds = {}
    for a in actions:
        kinds[a.kind] = kinds.get(a.kind, 0) + 1
    deals = sum(kinds.get(k, 0) for k in ("terms", "confirm", "drop", "cancel"))
    say(
        f"undo: 8 seats, {len(actions)} actions ({deals} of them deal moves), {UNDO_POINTS} points, "
        f"each the best of {UNDO_REPEAT}"
    )
    targets = sorted(random.Random(5).sample(range(UNDO_ACTIONS), UNDO_POINTS))
    times, cpu_times = [], []
    for target in targets:
        best = best_cpu = float("inf")
        for _ in range(UNDO_REPEAT):
            session = Session.replay(game, config, actions)
            gc.collect()  # as timeit does: time the undo, not a collection of the replay's garbage
            gc.disable()
            start, start_cpu = time.perf_counter(), time.process_time()
            session.undo_to(target)
            best = min(best, (time.perf_counter() - start) * 1000)
            best_cpu = min(best_cpu, (time.process_time() - start_cpu) * 1000)
            gc.enable()
            assert len(session) == target
        times.append(best)
        cpu_times.append(best_cpu)
    middle = statistics.median(times)
    say(f"  undo_to    max {max(times):7.3f} ms   median {middle:7.3f} ms   (target <= 20 ms)")
    say(f"  CPU time   max {max(cpu_times):7.3f} ms   median {statistics.median(cpu_times):7.3f} ms")
    bench(
        "Legislation: undo to any point of a 2,000-action session (max)",
        max(times),
        "ms",
        target="<= 20",
        anchor="18xx.games undo on long games (published)",
        anchor_value=3000,
        median=round(statistics.median(times), 3),
        cpu_best=round(max(cpu_times), 3),  # the same slowest point in CPU time (bench_versions.py reads it)
    )


def main() -> int:
    game = Legislation()
    throughput(game)
    undo(game)
    return 0


if __name__ == "__main__":
    sys.exit(main())
