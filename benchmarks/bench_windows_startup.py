"""Start to first paint of the Windows build under Wine, as a ratio to a bare PySide6 window frozen alike.

Both programs are built by `build/package.py --target windows` (same spec, same trimming, the same
Windows Python under Wine), then started in turns under Wine on an Xvfb screen with a persistent
wineserver, so Wine's own start-up is paid alike by both (benchmarks/launch.py rotates the order):
    python benchmarks/bench_windows_startup.py [--runs 9] [--prebuilt]   # QUORUM_BENCH_QUICK=1: 3 runs
`--prebuilt` measures the programs already in dist/windows/. Linux only (Wine, Xvfb).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "build"))

import launch  # noqa: E402  (benchmarks/ is not a package)
import windows_build  # noqa: E402

TARGET = "<= 1.3x"  # the same bound as the native start-up (bench_startup.py)


def load_package():
    spec = importlib.util.spec_from_file_location("quorum_package_bench", ROOT / "build" / "package.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def main() -> int:
    quick = os.environ.get("QUORUM_BENCH_QUICK") == "1"
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3 if quick else 9)
    parser.add_argument("--prebuilt", action="store_true", help="measure what dist/windows/ already holds")
    args = parser.parse_args()
    figure = "Windows build under Wine: start to first paint"
    if not sys.platform.startswith("linux"):
        print("BENCH " + json.dumps({"figure": figure, "problem": "runs on Linux, with Wine"}))
        return 1
    package = load_package()
    dist, work = package.DIST / "windows", package.WORK / "windows"
    for name in ("quorum", "anchor-bare"):
        if not args.prebuilt or not (dist / name / f"{name}.exe").is_file():
            bundle = package.freeze_with_wine(name, dist, work)
            print(f"built {name}.exe under Wine in {bundle.seconds:.0f} s: {bundle.mebibytes:.1f} MiB")
    env = windows_build.make_prefix(windows_build.CACHE / "bench-prefix")
    plain = {k: v for k, v in env.items() if k != "WAYLAND_DISPLAY"}
    if os.environ.get("DISPLAY"):  # an X server given by the caller; else launch.screen starts Xvfb
        plain["DISPLAY"] = os.environ["DISPLAY"]
    wineserver = str(Path(windows_build.WINE).with_name("wineserver"))
    with launch.screen(plain) as (screen_env, description):
        subprocess.run([wineserver, "-p"], env=screen_env)  # stays up between runs (2: one already is)
        # Through a pipe: a Windows program under Wine hangs at start when its streams are files or
        # /dev/null (launch.py's choice), so both go through the same `| cat`.
        piped = ["bash", "-c", 'set -o pipefail; "$@" 2>&1 | cat', "wine", windows_build.WINE]
        commands = {
            "bare": [*piped, str(dist / "anchor-bare" / "anchor-bare.exe")],
            "quorum": [*piped, str(dist / "quorum" / "quorum.exe"), "--exit-after-first-paint"],
        }
        try:
            results = launch.interleaved(commands, args.runs, screen_env)
        except launch.LaunchFailed as error:
            print("BENCH " + json.dumps({"figure": figure, "problem": str(error)}))
            return 1
        finally:
            windows_build.stop_prefix(screen_env)
    bare = launch.median_seconds(results["bare"]) * 1000
    quorum = launch.median_seconds(results["quorum"]) * 1000
    print(f"screen: {description}; runs: {args.runs} each, interleaved (order rotating)")
    print(f"bare PySide6 window (anchor-bare.exe), first paint: median {bare:7.1f} ms")
    print(f"quorum.exe --exit-after-first-paint              : median {quorum:7.1f} ms")
    print(f"ratio: {quorum / bare:.2f}x (target {TARGET})")
    row = {
        "figure": f"{figure} (quorum.exe --exit-after-first-paint)",
        "value": round(quorum, 1),
        "unit": "ms",
        "target": TARGET,
        "anchor": f"bare PySide6 window frozen the same way, under Wine, median of {args.runs}",
        "anchor_value": round(bare, 1),
    }
    print("BENCH " + json.dumps(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
