"""Start to first paint: `python -m desktop --exit-after-first-paint` against a bare PySide6 window.

Runs are interleaved (bare, app, bare, app...) so machine noise hits both alike; prints medians.
    python benchmarks/bench_startup.py [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    data = tempfile.mkdtemp(prefix="quorum-bench-")
    env = {**os.environ, "QUORUM_DATA_DIR": data}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    bare = [sys.executable, str(ROOT / "benchmarks" / "anchors" / "bare_window.py")]
    app = [sys.executable, "-m", "desktop", "--exit-after-first-paint"]
    for cmd in (bare, app):  # warm the disk cache
        timed(cmd, env)
    times: dict[str, list[float]] = {"bare": [], "app": []}
    for _ in range(args.runs):
        times["bare"].append(timed(bare, env))
        times["app"].append(timed(app, env))
    b, a = statistics.median(times["bare"]), statistics.median(times["app"])
    print(f"platform: {env['QT_QPA_PLATFORM']}, runs: {args.runs} each, interleaved")
    print(f"bare PySide6 window, first paint: median {b * 1000:7.1f} ms")
    print(f"quorum --exit-after-first-paint : median {a * 1000:7.1f} ms")
    print(f"ratio: {a / b:.2f}x (target <= 1.30x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
