"""Galactic Council engine speed: 8-player sessions between random bots, and vote counting.

    python benchmarks/bench_council.py [--games 40] [--seed 1] [--repeat 3]

Prints (one process, one core):
- sessions with bots: validated actions/s through Session.apply, bots and views included;
- replay: the same logs re-applied through Session.apply (the engine alone);
- available votes for all 8 players, with every modifier and provenance, in microseconds.
Targets (issue 3): >= 50,000 actions/s; <= 1 ms for the 8-player vote computation.
Times are CPU time of this process (time.process_time), so other work on a shared machine does
not distort them.
"""

from __future__ import annotations

import argparse
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


def bench_sessions(
    game: GalacticCouncil, games: int, seed: int, options: CouncilOptions, repeat: int
) -> list[Session]:
    best = float("inf")
    for _ in range(repeat):  # the best of `repeat` runs, as timeit does: the least disturbed one
        seeds = random.Random(seed)
        sessions = []
        start = time.process_time()
        for _ in range(games):
            sessions.append(play_one(game, 8, seeds.getrandbits(63), options))
        best = min(best, time.process_time() - start)
    seconds = best
    actions = sum(len(s) for s in sessions)
    print(
        f"  sessions with bots   {games:>5} games  {actions:>8} actions  {seconds:7.3f} s  "
        f"{actions / seconds:>9,.0f} actions/s  {games / seconds:6.1f} games/s"
    )
    return sessions


def bench_replay(game: GalacticCouncil, sessions: list[Session], repeat: int) -> None:
    seconds = float("inf")
    actions = sum(len(s) for s in sessions)
    for _ in range(repeat):
        start = time.process_time()
        for s in sessions:
            Session.replay(game, s.config, s.actions)
        seconds = min(seconds, time.process_time() - start)
    print(
        f"  replay (engine only) {len(sessions):>5} games  {actions:>8} actions  {seconds:7.3f} s  "
        f"{actions / seconds:>9,.0f} actions/s"
    )


def bench_capacity(game: GalacticCouncil, sessions: list[Session]) -> None:
    """Time `capacity` for all 8 seats at every voting moment of a few sessions."""
    samples = []
    for s in sessions[:5]:
        state = game.new_state(8, s.config.options, s.config.seed)
        for action in s.actions:
            game.apply(state, action)
            if state.stack and state.stack[-1].kind is FrameKind.VOTE:
                start = time.process_time()
                for _ in range(20):
                    for seat in range(8):
                        capacity(state, seat)
                samples.append((time.process_time() - start) / 20)
    micro = [x * 1e6 for x in samples]
    print(
        f"  available votes, 8 players: median {statistics.median(micro):6.1f} us  "
        f"max {max(micro):6.1f} us  ({len(micro)} voting moments)"
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    game = GalacticCouncil()
    print("Galactic Council, 8 players, random bots")
    for label, options in (
        ("every seat asked in every window (default)", CouncilOptions()),
        ("seats with nothing to play skipped", CouncilOptions(ask_every_seat=False)),
    ):
        print(f" {label}:")
        sessions = bench_sessions(game, args.games, args.seed, options, args.repeat)
        bench_replay(game, sessions, args.repeat)
    bench_capacity(game, sessions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
