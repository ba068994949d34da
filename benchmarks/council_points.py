"""Where a Galactic Council seat's victory points come from: one tested bot against five Random bots.

    python benchmarks/council_points.py --level basic --games 600 --jobs 2
    python benchmarks/council_points.py --level strong --games 200 --playouts 48
    python benchmarks/council_points.py --level basic --games 2400 --jobs 2 --vote-factor 100

Plays standalone 6-seat games as bench_bots.py does (game i: the tested bot in seat i mod 6, seed
seed + i) and reads every victory point in the log by the card or rule it came from (`vp` items:
imperial-rider, seed-of-an-empire, mutiny, political-censure, dictate-policy, drive-the-debate, a
secret objective reported at the table...). Prints, per game: the points of the tested seat, of an
average rival and of the winners by source; how many points the winners end with; by how much the
tested seat loses; and its share of the win by its own final points against the best rival's, which
shows what one more point (or one fewer for the best rival) is worth. A shared win counts 1/k.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.core.search import Budget  # noqa: E402
from games.core.seats import BotLevel  # noqa: E402
from games.core.simulate import play_one  # noqa: E402
from games.council import prompts, votes  # noqa: E402
from games.council.state import CouncilState  # noqa: E402
from games.registry import load_game  # noqa: E402

SEATS = 6
CAP = 3  # final points at or above this are counted together in the table of shares


def carry_votes(seat: int, factor: int) -> None:
    """Make `seat`'s planets give `factor` times their votes in this process (1: as the rules say)."""
    planets = getattr(votes.votable_planets, "original", votes.votable_planets)
    if factor == 1:
        votes.votable_planets = prompts.votable_planets = planets
        return

    def multiplied(state: CouncilState, voter: int) -> list[tuple[str, int]]:
        counted = planets(state, voter)
        return [(p, n * factor) for p, n in counted] if voter == seat else counted

    multiplied.original = planets  # type: ignore[attr-defined]
    # votes.py counts a vote's capacity and prompts.py the seat's vote prompt through this name.
    votes.votable_planets = prompts.votable_planets = multiplied


def one_game(
    job: tuple[str, int, int, int, int],
) -> tuple[int, list[int], tuple[int, ...], list[dict[str, int]]]:
    """(tested seat, final points, winners, each seat's points by source) of game `index`."""
    level, index, seed, playouts, factor = job
    game = load_game("council")
    seat = index % SEATS
    carry_votes(seat, factor)
    levels = tuple(BotLevel(level) if s == seat else BotLevel.RANDOM for s in range(SEATS))
    session = play_one(game, SEATS, seed + index, levels=levels, budget=Budget(playouts=playouts))
    sources: list[Counter[str]] = [Counter() for _ in range(SEATS)]
    for entry in session.entries:
        for gained in entry.public.get("vp") or ():
            sources[gained.seat][gained.source] += gained.amount
    state = session.state
    return seat, [p.vp for p in state.players], tuple(state.winners), [dict(c) for c in sources]


def per_game(counter: Counter[str], games: float) -> str:
    return ", ".join(f"{source} {points / games:.3f}" for source, points in counter.most_common()) or "none"


def report(level: str, results: list) -> None:
    n = len(results)
    tested: Counter[str] = Counter()
    rivals: Counter[str] = Counter()
    winners: Counter[str] = Counter()
    top: Counter[int] = Counter()
    margins: Counter[int] = Counter()
    shares: dict[tuple[int, int], list[float]] = defaultdict(lambda: [0, 0.0])
    won = shared = 0.0
    for seat, points, who, sources in results:
        share = 1 / len(who) if seat in who else 0.0
        won += share
        shared += seat in who and len(who) > 1
        tested.update(sources[seat])
        for other in range(SEATS):
            if other != seat:
                rivals.update(sources[other])
        for w in who:
            winners.update({k: v / len(who) for k, v in sources[w].items()})  # type: ignore[dict-item]
        top[max(points)] += 1
        best_rival = max(p for s, p in enumerate(points) if s != seat)
        if seat not in who:
            margins[max(points) - points[seat]] += 1
        cell = shares[(min(points[seat], CAP), min(best_rival, CAP))]
        cell[0] += 1
        cell[1] += share
    print(f"{level.title()} vs 5 Random: {n} games, share of the win {won / n:.1%} ({shared:.0f} shared)")
    print(f"  tested seat, points a game by source: {per_game(tested, n)}")
    print(f"  each rival, points a game by source:  {per_game(rivals, n * (SEATS - 1))}")
    print(f"  the winners (a shared win split):     {per_game(winners, n)}")
    print(f"  winners' points: {dict(sorted(top.items()))}; lost by: {dict(sorted(margins.items()))}")
    print(f"  share of games (and of the win) by own points (rows), best rival's (columns; {CAP}: {CAP}+):")
    for mine in range(CAP + 1):
        cells = []
        for rival in range(CAP + 1):
            count, share = shares[(mine, rival)]
            cells.append(f"{rival}: {count / n:5.1%} ({share / count if count else 0:4.2f})")
        print(f"    {mine}  " + "   ".join(cells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", choices=[lv.value for lv in BotLevel], default="basic")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=48, help="a Strong bot's playouts a decision")
    parser.add_argument(
        "--vote-factor", type=int, default=1, help="the tested seat's planets give N times their votes"
    )
    args = parser.parse_args()
    if args.vote_factor < 1:
        parser.error("--vote-factor is at least 1")
    jobs = [(args.level, i, args.seed, args.playouts, args.vote_factor) for i in range(args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(one_game, jobs, chunksize=4))
    else:
        results = [one_game(job) for job in jobs]
    if args.vote_factor > 1:
        print(f"(the tested seat's planets give {args.vote_factor} times their votes)")
    report(args.level, results)


if __name__ == "__main__":
    main()
