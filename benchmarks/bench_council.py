"""Galactic Council engine speed: 8-player sessions between random bots, and vote counting.

    python benchmarks/bench_council.py [--games 40] [--seed 1] [--rounds 5]   # QUORUM_BENCH_QUICK=1: fewer

Figures (issue 3), one process, one core:
- sessions with bots: validated actions/s through `Session.apply`, exactly as
  `python -m games simulate council --players 8` plays (turn check, validation, the seat's view
  built for the bot and the bot's decision included); target >= 50,000;
- replay: 10 sessions' logs re-applied through `Session.apply` (the engine alone), for reference;
- available votes for all 8 players (`votes.capacity`, every modifier and provenance) at every
  voting moment of a few sessions; target <= 1 ms.
The machine is shared, so sessions are played in several rounds and the best round is the figure
(as `timeit` does), timed in wall-clock time (`time.perf_counter`) like the simulator; the median
and the CPU-time figure are printed beside it.

Prints a readable report on stderr and `BENCH {json}` lines on stdout (see docs/packaging.md).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games.core.session import Session  # noqa: E402
from games.core.simulate import play_one  # noqa: E402
from games.council.game import GalacticCouncil  # noqa: E402
from games.council.options import CouncilOptions  # noqa: E402
from games.council.state import FrameKind  # noqa: E402
from games.council.votes import capacity  # noqa: E402

QUICK = os.environ.get("QUORUM_BENCH_QUICK") == "1"
SEATS = 8


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def bench(figure: str, value: float, unit: str, **extra: object) -> None:
    data = {"figure": figure, "value": round(value, 3), "unit": unit, **extra}
    print("BENCH " + json.dumps(data), flush=True)


def play_round(
    game: GalacticCouncil, games: int, seed: int, options: CouncilOptions
) -> tuple[int, float, float]:
    """One round of `games` sessions: (actions, wall seconds, CPU seconds).

    Each session is dropped once played, as `python -m games simulate` does: keeping them all would
    time the garbage collector walking every earlier session's log, not the engine.
    """
    seeds = random.Random(seed)
    actions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(games):
        actions += len(play_one(game, SEATS, seeds.getrandbits(63), options))
    return actions, time.perf_counter() - wall, time.process_time() - cpu


def bench_sessions(
    game: GalacticCouncil,
    games: int,
    seed: int,
    options: CouncilOptions,
    rounds: int,
    label: str,
    target: bool,
) -> None:
    play_round(game, 2, seed, options)  # warm up: data files, caches
    results = [play_round(game, games, seed + r, options) for r in range(rounds)]
    walls = [actions / wall for actions, wall, _ in results]
    cpus = [actions / cpu for actions, _, cpu in results]
    per_game = results[0][0] / games
    say(f" {label}: {rounds} rounds of {games} sessions, {per_game:.0f} actions a session")
    say(
        f"  actions/s  best {max(walls):9,.0f}   median {statistics.median(walls):9,.0f}   "
        f"(CPU time: best {max(cpus):9,.0f})" + ("   target >= 50,000" if target else "")
    )
    # The target is on the default options; with passes skipped almost every action is a card,
    # a vote or a deal, so that variant's actions/s is printed for reference only.
    extra: dict[str, object] = {"target": ">= 50000"} if target else {}
    bench(
        f"Galactic Council, 8 seats: validated actions ({label})",
        max(walls),
        "actions/s",
        **extra,
        anchor="RLCard Uno turns (published)",
        anchor_value=18000,
        median=round(statistics.median(walls)),
        cpu_best=round(max(cpus)),
    )


def bench_replay(game: GalacticCouncil, sessions: list[Session], rounds: int) -> None:
    actions = sum(len(s) for s in sessions)
    seconds = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for s in sessions:
            Session.replay(game, s.config, s.actions)
        seconds = min(seconds, time.perf_counter() - start)
    say(f"  replay (engine only): {actions / seconds:9,.0f} actions/s")


def bench_capacity(game: GalacticCouncil, sessions: list[Session]) -> None:
    """Time `capacity` for all 8 seats at every voting moment of a few sessions."""
    samples = []
    repeat = 20
    for s in sessions[:5]:
        state = game.new_state(SEATS, s.config.options, s.config.seed)
        for action in s.actions:
            game.apply(state, action)
            if state.stack and state.stack[-1].kind is FrameKind.VOTE:
                start = time.perf_counter()
                for _ in range(repeat):
                    for seat in range(SEATS):
                        capacity(state, seat)
                samples.append((time.perf_counter() - start) / repeat)
    micro = [x * 1e6 for x in samples]
    say(
        f" available votes, 8 players: median {statistics.median(micro):6.1f} us  "
        f"max {max(micro):6.1f} us  ({len(micro)} voting moments)   target <= 1,000 us"
    )
    bench(
        "Galactic Council: available votes for all 8 players (median over voting moments)",
        statistics.median(micro) / 1000,
        "ms",
        target="<= 1",
        max=round(max(micro) / 1000, 4),
        moments=len(micro),
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20 if QUICK else 40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3 if QUICK else 5)
    args = parser.parse_args()
    game = GalacticCouncil()
    say("Galactic Council, 8 players, random bots")
    bench_sessions(game, args.games, args.seed, CouncilOptions(), args.rounds, "every seat asked", True)
    skipped = CouncilOptions(ask_every_seat=False)
    bench_sessions(
        game, args.games, args.seed, skipped, args.rounds, "seats with nothing to play skipped", False
    )
    seeds = random.Random(args.seed)
    sample = [play_one(game, SEATS, seeds.getrandbits(63)) for _ in range(10)]
    bench_replay(game, sample, args.rounds)
    bench_capacity(game, sample)
    return 0


if __name__ == "__main__":
    sys.exit(main())
