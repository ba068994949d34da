"""Bots against bots: win rates of each level against weaker tables, and how long each level thinks.

    python benchmarks/bench_bots.py                    # every target of the bots issue, a few minutes
    python benchmarks/bench_bots.py --games 200 --jobs 2 --markdown   # the table in docs/bots.md
    python benchmarks/bench_bots.py --quick            # a smoke run (also QUORUM_BENCH_QUICK=1)
    python benchmarks/bench_bots.py --only legislation --playouts 48
    python benchmarks/bench_bots.py --only legislation --table basic --no-think   # Strong vs 4 Basic
    python benchmarks/bench_bots.py --only council --playouts table --jobs 2   # Strong as at the table

Win rates: one tested bot against a table of weaker ones, complete games played as `python -m games
simulate` plays them (`games.core.simulate.play_one`). Game i puts the tested bot in seat i mod N, so
it sits in every position equally often (the first seat moves first). A shared win counts 1/k. Each
rate is printed with its chance baseline (1 / seats), a 95 % Wilson interval and PASS/FAIL against the
issue's target (PASS: the measured rate reaches the target; "sure" when the whole interval does), and
beside it the same games with one of the table's own bots in the tested seat: who wins depends much on
the deal and the seat, so this paired baseline shows what the tested bot itself changed.
Strong's budget in these games is a fixed number of playouts per decision, not a time, so a run
repeats exactly and does not depend on how busy the machine is. With `--playouts table` that number is,
game by game, the median Strong managed in a search that used the table's whole time budget in the
think-time games of the same run (measured first): Strong plays as strong as it thinks at the table
on this machine today.

Think time: the tested bot's every decision in games against the same tables, timed one by one
(perf_counter, wall clock); Strong thinks here under the real time budget of the table
(desktop.bots.STRONG_SECONDS), and the playouts it manages per decision are printed.

The script names no game's internals: a game takes part through the registry and the simulator, so a
game whose Strong bot can search (`Game.can_search`) is measured as soon as it has one; a game
without one is reported with its Strong seat playing Basic, and says so.

Prints a readable report on stderr and `BENCH {json}` lines on stdout (see benchmarks/run.py).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.core.bots import make_bot  # noqa: E402
from games.core.search import Budget  # noqa: E402
from games.core.seats import BotLevel  # noqa: E402
from games.core.simulate import play_one  # noqa: E402
from games.registry import load_game  # noqa: E402

QUICK = os.environ.get("QUORUM_BENCH_QUICK") == "1"
try:  # the time a Strong bot thinks at the table (the promise is <= 1 s per decision)
    from desktop.bots import STRONG_SECONDS
except ImportError:  # PySide6 missing: the same figure
    STRONG_SECONDS = 0.8
Z95 = 1.959964
PROGRESS = False  # --progress: a line per finished game
FULL = 0.9  # a search that thought this share of its time budget or more ran until the budget stopped it


@dataclass(frozen=True)
class Matchup:
    """One tested bot against a table of `others`, and the win rate the issue asks of it."""

    game: str
    seats: int
    tested: BotLevel
    others: BotLevel
    target: float  # minimum win rate, 0..1

    @property
    def label(self) -> str:
        return f"{self.tested.value.title()} vs {self.seats - 1} {self.others.value.title()}"

    def levels(self, seat: int) -> tuple[BotLevel, ...]:
        return tuple(self.tested if s == seat else self.others for s in range(self.seats))


# The issues' targets: 5-seat Legislation, 6-seat Galactic Council (standalone, the default mode), 4- and
# 5-seat Starward. Council Strong has no win-rate target any more (issue 31: the cards dealt and the secrets
# scored at random decide most games; benchmarks/paired.py measures it against Basic in the same seats):
# its rows are measured and shown with the table's bot in the same seats (target 0: shown, not judged).
MATCHUPS = (
    Matchup("legislation", 5, BotLevel.STRONG, BotLevel.RANDOM, 0.60),
    Matchup("legislation", 5, BotLevel.BASIC, BotLevel.RANDOM, 0.40),
    Matchup("legislation", 5, BotLevel.STRONG, BotLevel.BASIC, 0.30),
    Matchup("council", 6, BotLevel.STRONG, BotLevel.RANDOM, 0.0),
    Matchup("council", 6, BotLevel.BASIC, BotLevel.RANDOM, 0.30),
    Matchup("council", 6, BotLevel.STRONG, BotLevel.BASIC, 0.0),
    Matchup("starward", 4, BotLevel.STRONG, BotLevel.BASIC, 0.40),
    Matchup("starward", 5, BotLevel.STRONG, BotLevel.BASIC, 0.33),
)
# Think time: each level at each game, against the table it is measured against above.
THINKERS = (
    ("legislation", 5, BotLevel.BASIC, BotLevel.BASIC),
    ("legislation", 5, BotLevel.STRONG, BotLevel.BASIC),
    ("council", 6, BotLevel.BASIC, BotLevel.BASIC),
    ("council", 6, BotLevel.STRONG, BotLevel.BASIC),
    ("starward", 4, BotLevel.BASIC, BotLevel.BASIC),
    ("starward", 4, BotLevel.STRONG, BotLevel.BASIC),
)
THINK_LIMIT_MS = {BotLevel.BASIC: 10.0, BotLevel.STRONG: 1000.0}  # p95 targets


def say(text: str = "") -> None:
    print(text, file=sys.stderr, flush=True)


def bench(figure: str, value: float, unit: str, **extra: object) -> None:
    data = {"figure": figure, "value": round(value, 3), "unit": unit, **extra}
    print("BENCH " + json.dumps(data), flush=True)


def title(game: str) -> str:
    return getattr(load_game(game), "title", None) or game.title()


def wilson(rate: float, n: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate measured over `n` games."""
    if n == 0:
        return 0.0, 1.0
    centre = rate + Z95 * Z95 / (2 * n)
    spread = Z95 * math.sqrt(rate * (1 - rate) / n + Z95 * Z95 / (4 * n * n))
    scale = 1 + Z95 * Z95 / n
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


# --- win rates --------------------------------------------------------------------------------------
def one_game(job: tuple[Matchup, int, int, int]) -> float:
    """The tested bot's share of the win in game `index` of a matchup (it sits in seat index mod N)."""
    matchup, index, seed, playouts = job
    game = load_game(matchup.game)
    seat = index % matchup.seats
    session = play_one(
        game, matchup.seats, seed + index, levels=matchup.levels(seat), budget=Budget(playouts=playouts)
    )
    standings = game.standings(session.state)
    winners = sum(s.won for s in standings)
    return next(s.won for s in standings if s.seat == seat) / winners if winners else 0.0


def run_matchup(matchup: Matchup, games: int, seed: int, playouts: int, pool) -> dict:
    jobs = [(matchup, i, seed, playouts) for i in range(games)]
    start = time.perf_counter()
    results = pool.map(one_game, jobs) if pool is not None else map(one_game, jobs)
    shares = []
    for share in results:  # in game order; a running tally, so a long run shows where it stands
        shares.append(share)
        if PROGRESS:
            won = sum(shares)
            say(f"    {matchup.label}: game {len(shares)}, wins {won:g} ({won / len(shares):.1%})")
    seconds = time.perf_counter() - start
    rate = sum(shares) / games
    low, high = wilson(rate, games)
    # The same games with one of the table's own bots in the tested seat: who wins a game depends much
    # on the deal and the seat, so this paired baseline shows what the tested bot itself changed.
    same = replace(matchup, tested=matchup.others)
    baseline = sum(one_game((same, i, seed, playouts)) for i in range(games)) / games
    return {"rate": rate, "low": low, "high": high, "games": games, "seconds": seconds, "baseline": baseline}


def win_rates(
    matchups: Iterable[Matchup], games: int, seed: int, playouts: dict[str, int], jobs: int
) -> list:
    """Each matchup's rate; `playouts`: Strong's playouts a decision, game by game."""
    rows = []
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    try:
        for m in matchups:
            game = load_game(m.game)
            searches = m.tested is not BotLevel.STRONG or game.can_search
            result = run_matchup(m, games, seed, playouts[m.game], pool)
            rows.append((m, result, searches))
            chance = 1 / m.seats
            verdict = "PASS" if result["rate"] >= m.target else "FAIL"
            verdict = verdict if m.target else "no target"
            sure = " (sure)" if result["low"] >= m.target and m.target else ""
            note = "" if searches else "  [no Strong bot for this game yet: its Strong seat plays Basic]"
            say(
                f"  {title(m.game)}, {m.seats} seats, {m.label:<18} {result['rate']:6.1%}"
                f"  95% CI {result['low']:5.1%}-{result['high']:5.1%}  over {games} games"
                f"  (chance {chance:.0%}; a {m.others.value.title()} bot in the same seats"
                f" {result['baseline']:.1%}; {f'target >= {m.target:.0%}' if m.target else 'no target'})"
                f"  {verdict}{sure}"
                f"  {result['seconds']:.0f} s{note}"
            )
            budget = f"{playouts[m.game]} playouts a decision" if m.tested is BotLevel.STRONG else None
            bench(
                f"{title(m.game)}, {m.seats} seats: {m.label}, win rate",
                result["rate"] * 100,
                "%",
                target=f">= {m.target * 100:g}" if m.target else None,
                anchor=f"chance, 1 of {m.seats}",
                anchor_value=round(100 / m.seats, 1),
                games=games,
                same_seats_baseline=round(result["baseline"] * 100, 1),
                ci95=[round(result["low"] * 100, 1), round(result["high"] * 100, 1)],
                verdict=verdict,
                strong_budget=budget,
                strong_searches=searches,
            )
    finally:
        if pool is not None:
            pool.shutdown()
    return rows


# --- think time -------------------------------------------------------------------------------------
def think_times(
    game_name: str, seats: int, level: BotLevel, others: BotLevel, decisions: int, seed: int
) -> dict:
    """Time `decisions` decisions of one `level` bot (rotating seats game by game) against `others`."""
    game = load_game(game_name)
    budget = Budget(playouts=None, seconds=STRONG_SECONDS)
    times: list[float] = []
    playouts: list[int] = []
    searched = 0
    index = 0
    while len(times) < decisions:
        seat = index % seats
        state = game.new_state(seats, game.default_options(), seed + index)
        bots = [
            make_bot(game, level if s == seat else others, seed * 31 + index * 7 + s, budget)
            for s in range(seats)
        ]
        tested = bots[seat]
        steps = 0
        while len(times) < decisions and steps < 200_000:
            waiting = game.to_act(state)
            if not waiting:
                break
            acting = waiting[0]
            view = game.view(state, acting)
            if acting == seat:
                start = time.perf_counter()
                action = tested.act(view)
                times.append((time.perf_counter() - start) * 1000)
                last = getattr(tested, "last", None)
                if last is not None and last.playouts:
                    searched += 1
                    # What a search manages in the whole budget: a search that stopped early (its
                    # alternatives clearly lost, or changed nothing) says nothing about that.
                    if last.seconds >= FULL * STRONG_SECONDS:
                        playouts.append(last.playouts)
            else:
                action = bots[acting].act(view)
            game.apply(state, action)
            steps += 1
        index += 1
    times.sort()
    return {
        "p50": statistics.median(times),
        "p95": times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)],
        "max": times[-1],
        "decisions": len(times),
        "games": index,
        "searched": searched,
        "full": len(playouts),
        "playouts_p50": statistics.median(playouts) if playouts else 0,
        "playouts_min": min(playouts) if playouts else 0,
    }


def think(thinkers: Iterable[tuple[str, int, BotLevel, BotLevel]], basic_n: int, strong_n: int, seed: int):
    rows = []
    for game_name, seats, level, others in thinkers:
        game = load_game(game_name)
        if level is BotLevel.STRONG and not game.can_search:
            say(f"  {title(game_name)}: no Strong bot yet (Strong seats play Basic): think time not measured")
            continue
        n = strong_n if level is BotLevel.STRONG else basic_n
        r = think_times(game_name, seats, level, others, n, seed)
        rows.append((game_name, seats, level, others, r))
        limit = THINK_LIMIT_MS[level]
        extra = ""
        if level is BotLevel.STRONG:
            extra = (
                f"  {r['searched']} searched, {r['full']} to the end of the budget ({STRONG_SECONDS:g} s):"
                f" playouts median {r['playouts_p50']:.0f} (fewest {r['playouts_min']})"
            )
        say(
            f"  {title(game_name)}, {seats} seats, {level.value.title():<6} among {others.value.title()}:"
            f" p50 {r['p50']:8.2f} ms  p95 {r['p95']:8.2f} ms  max {r['max']:8.1f} ms"
            f"  over {r['decisions']} decisions{extra}  {'PASS' if r['p95'] <= limit else 'FAIL'}"
        )
        bench(
            f"{title(game_name)}: {level.value.title()} bot think time per decision (p95)",
            r["p95"],
            "ms",
            target=f"<= {limit:g}",
            median=round(r["p50"], 3),
            decisions=r["decisions"],
            playouts_median=r["playouts_p50"] if level is BotLevel.STRONG else None,
            time_budget_s=STRONG_SECONDS if level is BotLevel.STRONG else None,
        )
    return rows


# --- the tables of docs/bots.md ----------------------------------------------------------------------
def markdown(win_rows: list, think_rows: list, playouts: str) -> str:
    lines = [
        "| game, seats | tested bot vs table | wins | 95 % interval | games | chance"
        " | table's bot in the same seats | target | result |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for m, r, searches in win_rows:
        who = m.label + ("" if searches else " (Strong plays Basic: no search yet)")
        verdict = ("pass" if r["rate"] >= m.target else "FAIL") if m.target else "–"
        target = f"≥ {m.target:.0%}" if m.target else "none"
        lines.append(
            f"| {title(m.game)}, {m.seats} | {who} | {r['rate']:.1%} | {r['low']:.1%}–{r['high']:.1%}"
            f" | {r['games']} | {1 / m.seats:.0%} | {r['baseline']:.1%} | {target} | {verdict} |"
        )
    lines += [
        "",
        f"Strong plays {playouts} per decision in these games. Think time per decision:",
        "",
        "| game | bot | p50 | p95 | target (p95) | playouts in a search that used its whole time (median) |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for game_name, _seats, level, _others, r in think_rows:
        playouts_cell = (
            f"{r['playouts_p50']:.0f} in {STRONG_SECONDS:g} s" if level is BotLevel.STRONG else "–"
        )
        lines.append(
            f"| {title(game_name)} | {level.value.title()} | {r['p50']:.2f} ms | {r['p95']:.2f} ms"
            f" | ≤ {THINK_LIMIT_MS[level]:g} ms | {playouts_cell} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python benchmarks/bench_bots.py", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--quick", action="store_true", help="a smoke run: a few games and decisions")
    parser.add_argument("--games", type=int, help="games per matchup (default 20, quick 4)")
    parser.add_argument(
        "--playouts",
        default="48",
        help="Strong's playouts a decision (default 48), or `table`: the median it manages at the table's"
        " time budget, measured in this run's think-time games",
    )
    parser.add_argument("--seed", type=int, default=1, help="first game's seed (game i plays seed + i)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes; default 1)")
    parser.add_argument("--only", choices=sorted({m.game for m in MATCHUPS}), help="one game's rows only")
    parser.add_argument(
        "--table",
        choices=[level.value for level in BotLevel],
        help="only the rows against tables of this level (e.g. basic: Strong vs 4 Basic)",
    )
    parser.add_argument("--no-think", action="store_true", help="skip the think-time figures")
    parser.add_argument("--no-wins", action="store_true", help="skip the win-rate figures")
    parser.add_argument("--progress", action="store_true", help="a running tally after every game")
    parser.add_argument("--markdown", action="store_true", help="print docs/bots.md's tables (Markdown)")
    args = parser.parse_args(argv)
    quick = args.quick or QUICK
    global PROGRESS
    PROGRESS = args.progress
    games = args.games or (4 if quick else 20)
    at_table = args.playouts == "table"
    fixed = 0 if at_table else int(args.playouts) if args.playouts.isdigit() else -1
    if games < 1 or (fixed < 1 and not at_table) or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1, --playouts at least 1 or `table`")
    if at_table and args.no_think:
        parser.error("--playouts table reads the think-time games: drop --no-think")
    matchups = [m for m in MATCHUPS if args.only in (None, m.game) and args.table in (None, m.others.value)]
    thinkers = [t for t in THINKERS if args.only in (None, t[0])]
    win_rows, think_rows = [], []
    if not args.no_think:
        say(f"Think time per decision (wall clock; Strong under its table budget of {STRONG_SECONDS:g} s)")
        basic_n, strong_n = (200, 8) if quick else (2000, 60)
        think_rows = think(thinkers, basic_n, strong_n, args.seed)
    playouts = {m.game: fixed for m in MATCHUPS}
    label = f"{fixed} playouts"
    if at_table:
        managed = {g: r["playouts_p50"] for g, _, level, _, r in think_rows if level is BotLevel.STRONG}
        playouts = {g: max(1, round(managed.get(g, 0))) for g in playouts}
        label = (
            "the playouts it manages at the table ("
            + ", ".join(f"{title(g)} {playouts[g]}" for g in sorted(managed))
            + f": the median of a search that used its whole {STRONG_SECONDS:g} s, from the think-time games)"
        )
    if not args.no_wins:
        say(f"Win rates: one tested bot, in every seat in turn; Strong: {label} a decision")
        win_rows = win_rates(matchups, games, args.seed, playouts, args.jobs)
    if args.markdown:
        say()
        say(markdown(win_rows, think_rows, label))
    return 0


if __name__ == "__main__":
    sys.exit(main())
