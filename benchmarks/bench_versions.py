"""Before/after in one run: the same benchmark scripts on an earlier commit and on this checkout, interleaved.

    python benchmarks/bench_versions.py --before 17e0bf5                  # simulators and GUI clicks
    python benchmarks/bench_versions.py --before 17e0bf5 --instructions   # also instructions an action
    python benchmarks/bench_versions.py --before main --scripts bench_gui # one script

The earlier commit is exported (git archive) into a temporary folder, and this checkout's benchmark
scripts are copied into it (`--own-scripts`: each tree keeps its own), so both sides are measured
by the very same method; each script then runs as `python <tree>/benchmarks/<script>.py` and
imports that tree's code. A figure the earlier code cannot be measured on is left out there.
Runs alternate (before, after, before, after, ...) so a drift of the shared machine hits both alike;
each figure is the best of its runs (each script already takes the best of several rounds, or a median
of many clicks, inside), or with `--median` the median of its runs (a busy moment of the shared machine
then moves neither side's figure, and a lucky one does not either). Prints one row per figure: before,
after and after/before, with which way is better, and the load average at the start and the end (other
programs inflate wall times: the GUI rows also come as CPU time, and `--instructions` counts the CPU
instructions of a simulator action under valgrind, which no load moves).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ("bench_legislation", "bench_council", "bench_gui")
# --instructions: (figure, workload of count_instructions.py, games played)
COUNTED = (
    ("Galactic Council, 8 seats (every seat asked): instructions an action", "council", 10),
    ("Legislation, 5 seats: instructions an action", "legislation", 20),
)


def export(ref: str, into: Path, scripts: list[str] | None) -> Path:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    for script in scripts or ():
        shutil.copy(ROOT / "benchmarks" / f"{script}.py", into / "benchmarks" / f"{script}.py")
    return into


def run(tree: Path, script: str) -> dict[str, tuple[float, str]]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    done = subprocess.run(
        [sys.executable, str(tree / "benchmarks" / f"{script}.py")],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
    )
    figures = {}
    for line in done.stdout.splitlines():
        if line.startswith("BENCH "):
            data = json.loads(line[6:])
            for item in data.get("rows", [data]):  # one figure, or {"rows": [...]} (bench_gui.py)
                if "value" in item:  # a row without a value reports a problem, not a figure
                    figures[item["figure"]] = (float(item["value"]), item.get("unit", ""))
                if "cpu_best" in item:  # the same figure in CPU time (bench_council.py), less moved by load
                    figures[item["figure"] + ", CPU time"] = (float(item["cpu_best"]), item.get("unit", ""))
    if done.returncode != 0 and not figures:
        print(f"{script} failed in {tree}:\n{done.stderr[-2000:]}", file=sys.stderr)
    return figures


def instructions(tree: Path, workload: str, games: int) -> float | None:
    """CPU instructions an action of `workload` takes on `tree`'s code: valgrind's count for `games`
    games less its count for start-up alone, divided by the actions played."""

    def count(n: int) -> tuple[int, int]:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
             str(tree / "benchmarks" / "count_instructions.py"), workload, str(n)],
            cwd=tree, capture_output=True, text=True,
        )  # fmt: skip
        collected = re.search(r"Collected : (\d+)", done.stderr)
        actions = re.search(r"ACTIONS (\d+)", done.stdout)
        if done.returncode != 0 or collected is None or actions is None:
            raise RuntimeError(done.stderr[-2000:])
        return int(collected.group(1)), int(actions.group(1))

    try:
        start, _ = count(0)
        total, actions = count(games)
    except (OSError, RuntimeError) as exc:
        print(f"instruction count failed in {tree}: {exc}", file=sys.stderr)
        return None
    return (total - start) / actions


def better(unit: str) -> str:
    """Which way is better for a unit: throughput up, times and instructions down."""
    return "up" if "/s" in unit else "down"


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", required=True, help="the git ref to compare with")
    parser.add_argument("--scripts", nargs="+", default=list(SCRIPTS))
    parser.add_argument("--runs", type=int, default=2, help="runs of each script per tree")
    parser.add_argument("--own-scripts", action="store_true", help="each tree runs its own scripts")
    parser.add_argument("--instructions", action="store_true", help="count instructions under valgrind")
    parser.add_argument(
        "--median", action="store_true", help="each figure the median of its runs, not the best"
    )
    args = parser.parse_args()
    print(f"load average at the start: {load()} (1, 5, 15 min; {os.cpu_count()} cores)")
    best: dict[str, dict[str, tuple[float, str]]] = {"before": {}, "after": {}}
    seen: dict[str, dict[str, list[float]]] = {"before": {}, "after": {}}  # every run's value (--median)
    copied = None if args.own_scripts else [*args.scripts, "count_instructions"]
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"before": export(args.before, Path(tmp), copied), "after": ROOT}
        for script in args.scripts:
            for _ in range(args.runs):
                for side, tree in trees.items():
                    for figure, (value, unit) in run(tree, script).items():
                        seen[side].setdefault(figure, []).append(value)
                        if args.median:
                            best[side][figure] = (statistics.median(seen[side][figure]), unit)
                            continue
                        old = best[side].get(figure)
                        up = better(unit) == "up"
                        if old is None or (value > old[0] if up else value < old[0]):
                            best[side][figure] = (value, unit)
        if args.instructions:
            for figure, workload, games in COUNTED:
                for side, tree in trees.items():
                    count = instructions(tree, workload, games)
                    if count is not None:
                        best[side][figure] = (count, "instructions")
    print(f"load average at the end:   {load()}")
    print(f"{'figure':<72} {'before':>12} {'after':>12} {'after/before':>13}")
    for figure, (after, unit) in best["after"].items():
        before = best["before"].get(figure)
        if before is None:
            print(f"{figure:<72} {'-':>12} {after:>12.3f} {'':>13}  {unit}")
            continue
        ratio = after / before[0] if before[0] else float("nan")
        # Speed: how fast the new code is, as a share of the old (> 1 is faster), whichever way the unit goes.
        speed = ratio if better(unit) == "up" else (before[0] / after if after else float("nan"))
        print(
            f"{figure:<72} {before[0]:>12.3f} {after:>12.3f} {ratio:>12.3f}x  {unit} ({better(unit)} better; "
            f"speed {speed:.3f}x of before)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
