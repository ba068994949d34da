"""Before/after in one run: the same benchmark scripts on an earlier commit and on this checkout, interleaved.

    python benchmarks/bench_versions.py --before 17e0bf5                     # simulator figures
    python benchmarks/bench_versions.py --before main --scripts bench_gui    # GUI figures too

The earlier commit is exported (git archive) into a temporary folder; each script then runs as
`python <tree>/benchmarks/<script>.py`, so it imports that tree's code. Runs alternate (before,
after, before, after, ...) so a drift of the shared machine hits both alike; each figure is the
best of its runs (each script already takes the best of several rounds inside). Prints one row per
figure: before, after and after/before.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def export(ref: str, into: Path) -> Path:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
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
    if done.returncode != 0 and not figures:
        print(f"{script} failed in {tree}:\n{done.stderr[-2000:]}", file=sys.stderr)
    return figures


def better(unit: str) -> str:
    """Which way is better for a unit: throughput up, times down."""
    return "up" if "/s" in unit else "down"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", required=True, help="the git ref to compare with")
    parser.add_argument("--scripts", nargs="+", default=["bench_legislation", "bench_council"])
    parser.add_argument("--runs", type=int, default=2, help="runs of each script per tree")
    args = parser.parse_args()
    best: dict[str, dict[str, tuple[float, str]]] = {"before": {}, "after": {}}
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"before": export(args.before, Path(tmp)), "after": ROOT}
        for script in args.scripts:
            for _ in range(args.runs):
                for side, tree in trees.items():
                    for figure, (value, unit) in run(tree, script).items():
                        old = best[side].get(figure)
                        up = better(unit) == "up"
                        if old is None or (value > old[0] if up else value < old[0]):
                            best[side][figure] = (value, unit)
    print(f"{'figure':<48} {'before':>12} {'after':>12} {'after/before':>13}")
    for figure, (after, unit) in best["after"].items():
        before = best["before"].get(figure)
        if before is None:
            print(f"{figure:<48} {'-':>12} {after:>12.3f} {'':>13}  {unit}")
            continue
        ratio = after / before[0] if before[0] else float("nan")
        print(
            f"{figure:<48} {before[0]:>12.3f} {after:>12.3f} {ratio:>12.3f}x  {unit} ({better(unit)} better)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
