"""Start to first paint: `python -m desktop --exit-after-first-paint` against a bare PySide6 window.

Runs are interleaved and their order rotates (benchmarks/launch.py), so machine noise hits both alike;
prints medians, and the figure as a BENCH line for benchmarks/run.py (docs/packaging.md).
    python benchmarks/bench_startup.py [--runs 15]      # QUORUM_BENCH_QUICK=1: 5 runs
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import launch  # noqa: E402  (benchmarks/ is not a package)

TARGET = "<= 1.3x"  # issue 5: the first window must not wait for the storage layer


def main() -> int:
    quick = os.environ.get("QUORUM_BENCH_QUICK") == "1"
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5 if quick else 15)
    args = parser.parse_args()
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")  # somewhere to paint when there is no screen
    platform = env.get("QT_QPA_PLATFORM") or f"xcb on {env.get('DISPLAY')}"
    commands = {
        "bare": [sys.executable, str(HERE / "anchors" / "bare_window.py")],
        "quorum": [sys.executable, "-m", "desktop", "--exit-after-first-paint"],
    }
    with tempfile.TemporaryDirectory(prefix="quorum-bench-") as data:
        env["QUORUM_DATA_DIR"] = data  # never the player's own saves
        try:
            results = launch.interleaved(commands, args.runs, env)
        except launch.LaunchFailed as error:
            print("BENCH " + json.dumps({"figure": "Start to first paint", "problem": str(error)}))
            return 1
    bare = launch.median_seconds(results["bare"]) * 1000
    quorum = launch.median_seconds(results["quorum"]) * 1000
    print(f"platform: {platform}, runs: {args.runs} each, interleaved (order rotating)")
    print(f"bare PySide6 window, first paint: median {bare:7.1f} ms")
    print(f"quorum --exit-after-first-paint : median {quorum:7.1f} ms")
    print(f"ratio: {quorum / bare:.2f}x (target {TARGET})")
    row = {
        "figure": "Start to first paint (python -m desktop --exit-after-first-paint)",
        "value": round(quorum, 1),
        "unit": "ms",
        "target": TARGET,
        "anchor": f"bare PySide6 window, median of {args.runs}",
        "anchor_value": round(bare, 1),
    }
    print("BENCH " + json.dumps(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
