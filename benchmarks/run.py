"""Quorum's benchmark suite in one command: every promised figure beside its anchor, measured in the same run.

    python benchmarks/run.py              # engines, saves, GUI, start-up and memory (a few minutes)
    python benchmarks/run.py --bundles    # also freezes Quorum and two anchors with PyInstaller
    python benchmarks/run.py --quick      # fewer runs, for a smoke check of the suite itself
    python benchmarks/run.py --only bench_gui --prebuilt   # one script, and the bundles already in dist/

Each `benchmarks/bench_*.py` script measures its own figures and reports them on stdout as lines
`BENCH {json}` (the convention is in docs/packaging.md); this runner runs them one after another,
adds the figures it measures itself (peak memory, bundles), and prints one table. A script that is
missing, fails or prints no BENCH line gets a row saying so; the other rows are still measured.
Exit status: 0 when every row with a target passes, 1 otherwise.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import launch  # noqa: E402  (benchmarks/ is not a package)

# Run in this order; each prints its own BENCH lines.
SCRIPTS = (
    "bench_legislation",
    "bench_starward",
    "bench_council",
    "bench_bots",
    "bench_storage",
    "bench_startup",
    "bench_gui",
)
BARE_WINDOW = HERE / "anchors" / "bare_window.py"
MINIMAL_APP = HERE / "anchors" / "minimal_app.py"
# A running game: the Galactic Council demo table, with the saves loaded after first paint as in play;
# at 8 seats when the program offers --seats (the figure Quorum promises is for an 8-seat game).
GAME_ARGS = ("--demo", "council")
GAME_LABEL = "running game"
MIB = 2**20

_TARGET = re.compile(r"^\s*(<=|>=|<|>)\s*([0-9][0-9_.,eE+-]*)\s*(x?)\s*$")


@dataclass
class Row:
    """One figure: what was measured, its value, the target, and the anchor it is judged against."""

    figure: str
    value: float | None = None
    unit: str = ""
    target: str | None = None  # "<= 20", ">= 50000" (on the value) or "<= 1.3x" (on value / anchor)
    anchor: str | None = None
    anchor_value: float | None = None
    source: str = ""
    problem: str | None = None  # why there is no figure

    @property
    def ratio(self) -> float | None:
        if self.value is None or not self.anchor_value:
            return None
        return self.value / self.anchor_value

    @property
    def verdict(self) -> str:
        if self.problem is not None or self.value is None:
            return "ERROR"
        if not self.target:
            return "info"
        match = _TARGET.match(self.target)
        if match is None:
            return "bad target"
        op, number, relative = match.groups()
        measured = self.ratio if relative else self.value
        if measured is None:
            return "no anchor"
        limit = float(number.replace("_", "").replace(",", ""))
        ok = {"<=": measured <= limit, ">=": measured >= limit, "<": measured < limit, ">": measured > limit}[
            op
        ]
        return "pass" if ok else "FAIL"

    @classmethod
    def from_bench(cls, data: dict, source: str) -> Row:
        """A row from one BENCH object; raises ValueError naming what is wrong with it."""
        if not isinstance(data, dict) or not isinstance(data.get("figure"), str):
            raise ValueError("a BENCH object needs a 'figure' string")
        value = data.get("value")
        if value is not None and not isinstance(value, int | float):
            raise ValueError(f"{data['figure']}: 'value' must be a number, not {value!r}")
        anchor_value = data.get("anchor_value")
        if anchor_value is not None and not isinstance(anchor_value, int | float):
            raise ValueError(f"{data['figure']}: 'anchor_value' must be a number, not {anchor_value!r}")
        target = data.get("target")
        if target is not None and (not isinstance(target, str) or not _TARGET.match(target)):
            raise ValueError(
                f"{data['figure']}: target {target!r} is not like '<= 20', '>= 200' or '<= 1.3x'"
            )
        return cls(
            figure=data["figure"], value=value, unit=str(data.get("unit", "")), target=target,
            anchor=data.get("anchor"), anchor_value=anchor_value, source=source,
            problem=data.get("problem"),
        )  # fmt: skip


def parse_bench_lines(stdout: str, source: str) -> list[Row]:
    """Every `BENCH {json}` line of a script's output as rows; a malformed line becomes an ERROR row.

    A BENCH object is one figure, or {"rows": [figure, ...]} for several at once.
    """
    rows = []
    for line in stdout.splitlines():
        if not line.startswith("BENCH "):
            continue
        try:
            data = json.loads(line[len("BENCH ") :])
            items = data["rows"] if isinstance(data, dict) and "rows" in data else [data]
            rows.extend(Row.from_bench(item, source) for item in items)
        except (ValueError, TypeError) as error:
            rows.append(Row(f"{source}: unreadable BENCH line", source=source, problem=str(error)))
    return rows


def run_script(name: str, env: dict[str, str], timeout: float) -> list[Row]:
    path = HERE / f"{name}.py"
    if not path.is_file():
        return [Row(name, source=name, problem=f"benchmarks/{name}.py is missing")]
    start = time.perf_counter()
    try:
        done = subprocess.run(
            [sys.executable, str(path)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return [Row(name, source=name, problem=f"still running after {timeout:.0f} s")]
    print(f"  {name}: {time.perf_counter() - start:.1f} s", file=sys.stderr)
    rows = parse_bench_lines(done.stdout, name)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["(no output on stderr)"])[-1]
        rows.append(Row(name, source=name, problem=f"exit code {done.returncode}: {last}"))
    elif not rows:
        rows.append(Row(name, source=name, problem="printed no BENCH line"))
    return rows


def measured(figure: str, source: str, measure) -> list[Row]:
    """Rows from one of the runner's own measurements, or an ERROR row if the measurement failed."""
    try:
        return measure()
    except (launch.LaunchFailed, subprocess.CalledProcessError, OSError, RuntimeError) as error:
        return [Row(figure, source=source, problem=str(error))]


def startup_rows(env: dict[str, str], runs: int) -> list[Row]:
    """Start to first paint, from source, against the bare window (used when bench_startup.py is missing)."""
    commands = {
        "quorum": [sys.executable, "-m", "desktop", "--exit-after-first-paint"],
        "bare": [sys.executable, str(BARE_WINDOW)],
    }
    results = launch.interleaved(commands, runs, env)
    return [
        Row(
            "Start to first paint (python -m desktop)", launch.median_seconds(results["quorum"]) * 1000,
            "ms", "<= 1.3x", f"bare PySide6 window, median of {runs}",
            launch.median_seconds(results["bare"]) * 1000, "run.py",
        )
    ]  # fmt: skip


def memory_rows(
    env: dict[str, str],
    runs: int,
    game: Sequence[str],
    bare: Sequence[str],
    minimal: Sequence[str],
    where: str,
) -> list[Row]:
    """Peak memory of a running game against the bare window and the minimal PySide6+SQLModel app."""
    arguments = game_arguments(game)
    with tempfile.TemporaryDirectory(prefix="quorum-bench-") as folder:
        game_env = dict(env, QUORUM_DATA_DIR=folder)  # never touch the player's own saves
        commands = {"game": [*game, *arguments, "--screenshot", str(Path(folder, "table.png"))]}
        commands |= {"bare": list(bare), "minimal": list(minimal)}
        results = launch.interleaved(commands, runs, game_env, warmup=0)
    peak = {name: launch.median_peak(r) for name, r in results.items()}
    shown = "quorum " + " ".join(arguments)
    if peak["game"] is None:
        raise RuntimeError("this platform does not report peak memory of a child process")
    return [
        Row(f"Peak memory, {shown} ({where})", peak["game"] / MIB, "MiB", "<= 1.3x",
            f"minimal PySide6+SQLModel window ({where})", peak["minimal"] / MIB, "run.py"),
        Row(f"Peak memory, {shown} ({where})", peak["game"] / MIB, "MiB", None,
            f"bare PySide6 window ({where})", peak["bare"] / MIB, "run.py"),
    ]  # fmt: skip


def game_arguments(program: Sequence[str]) -> tuple[str, ...]:
    """The demo-table arguments for `program`, asking for 8 seats if its --help lists --seats."""
    try:
        usage = subprocess.run([*program, "--help"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        usage = ""
    return (*GAME_ARGS, "--seats", "8") if "--seats" in usage else GAME_ARGS


def load_packager():
    spec = importlib.util.spec_from_file_location("quorum_package", ROOT / "build" / "package.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def bundle_rows(env: dict[str, str], runs: int, prebuilt: bool = False) -> list[Row]:
    """Freeze Quorum and the two anchors the same way, then compare size, first paint and memory.

    With `prebuilt`, measure the bundles already in dist/ (from `build/package.py --program ...`).
    """
    package = load_packager()
    bundles = {}
    for name in ("quorum", "anchor-bare", "anchor-minimal"):
        if prebuilt:
            folder, executable = package.bundle_paths(name)
            if not executable.is_file():
                raise RuntimeError(f"{executable} is missing: python build/package.py --program {name}")
            bundles[name] = package.Bundle(name, folder, executable, 0.0, package.folder_size(folder))
        else:
            print(f"  freezing {name}...", file=sys.stderr)
            bundles[name] = package.freeze(name, quiet=True)
    app, bare, minimal = bundles["quorum"], bundles["anchor-bare"], bundles["anchor-minimal"]
    rows = [
        Row("Bundle size (one folder, stripped)", app.mebibytes, "MiB", "<= 1.2x",
            "minimal PySide6+SQLModel bundle, same spec", minimal.mebibytes, "run.py --bundles"),
    ]  # fmt: skip
    if not prebuilt:
        rows.append(Row("Build time (PyInstaller, clean)", app.seconds, "s", None,
                        "bare PySide6 window bundle", bare.seconds, "run.py --bundles"))  # fmt: skip

    def first_paint() -> list[Row]:
        commands = {
            "quorum": [str(app.executable), "--exit-after-first-paint"],
            "bare": [str(bare.executable)],
        }
        results = launch.interleaved(commands, runs, env)
        return [
            Row("Built app: start to first paint", launch.median_seconds(results["quorum"]) * 1000, "ms",
                "<= 1.3x", f"bare PySide6 window bundle, median of {runs}",
                launch.median_seconds(results["bare"]) * 1000, "run.py --bundles")
        ]  # fmt: skip

    rows += measured("Built app: start to first paint", "run.py --bundles", first_paint)
    executables = [[str(b.executable)] for b in (app, bare, minimal)]
    rows += measured(
        f"Peak memory, {GAME_LABEL} (built)",
        "run.py --bundles",
        lambda: memory_rows(env, 3, *executables, "built"),
    )
    return rows


def format_number(value: float | None) -> str:
    if value is None:
        return "-"
    size = abs(value)
    if size >= 1000:
        return f"{value:,.0f}"
    if size >= 100:
        return f"{value:.0f}"
    if size >= 10:
        return f"{value:.1f}"
    return f"{value:.3g}" if size < 1 else f"{value:.2f}"


COLUMNS = ("Figure", "Value", "Target", "Anchor", "Anchor value", "Ratio", "Result")


def cells(row: Row, note: int | None = None) -> tuple[str, ...]:
    unit = f" {row.unit}" if row.unit else ""
    value = f"see note {note}" if note is not None else format_number(row.value) + unit
    anchor_value = format_number(row.anchor_value) + unit if row.anchor_value is not None else "-"
    ratio = "-" if row.ratio is None else f"{row.ratio:.2f}x" if row.ratio >= 0.1 else f"{row.ratio:.2g}x"
    return (row.figure, value, row.target or "-", row.anchor or "-", anchor_value, ratio, row.verdict)


def table(rows: Iterable[Row], markdown: bool = False) -> str:
    """The rows as aligned text (or Markdown); why a row has no figure is told in notes below."""
    lines, notes = [], []
    for row in rows:
        if row.problem is not None:
            notes.append(row.problem)
        lines.append(cells(row, len(notes) if row.problem is not None else None))
    if markdown:
        out = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
        out += ["| " + " | ".join(c.replace("|", "/") for c in line) + " |" for line in lines]
    else:
        widths = [max(len(str(c)) for c in column) for column in zip(COLUMNS, *lines, strict=False)]
        out = ["  ".join(c.ljust(w) for c, w in zip(COLUMNS, widths, strict=True)).rstrip()]
        out.append("  ".join("-" * w for w in widths))
        out += ["  ".join(c.ljust(w) for c, w in zip(line, widths, strict=True)).rstrip() for line in lines]
    if notes:
        out += ["", *(f"note {i}: {text}" for i, text in enumerate(notes, 1))]
    return "\n".join(out)


def machine_description(display: str) -> str:
    try:
        from PySide6 import __version__ as pyside
    except ImportError:
        pyside = "not installed"
    return (
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, "
        f"Python {platform.python_version()}, PySide6 {pyside}, display: {display}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/run.py", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--bundles", action="store_true", help="also build and measure the PyInstaller bundles"
    )
    parser.add_argument(
        "--prebuilt", action="store_true", help="like --bundles, with the bundles already in dist/"
    )
    parser.add_argument(
        "--quick", action="store_true", help="fewer runs (sets QUORUM_BENCH_QUICK=1 for scripts)"
    )
    parser.add_argument("--runs", type=int, help="start-up runs per program (default 15, quick 5)")
    parser.add_argument("--only", nargs="+", choices=SCRIPTS, help="run only these scripts")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--json", metavar="FILE", help="also write the rows to FILE as JSON")
    parser.add_argument("--timeout", type=float, default=900, help="seconds allowed per script")
    args = parser.parse_args(argv)
    runs = args.runs or (5 if args.quick else 15)
    if runs < 1:
        parser.error("--runs must be at least 1")

    base_env = dict(
        os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    )
    if args.quick:
        base_env["QUORUM_BENCH_QUICK"] = "1"
    rows: list[Row] = []
    with launch.screen(base_env) as (env, display):
        print(f"Quorum benchmarks on {machine_description(display)}", file=sys.stderr)
        for name in args.only or SCRIPTS:
            rows += run_script(name, env, args.timeout)
        startup = [r for r in rows if r.source == "bench_startup"]
        if startup and all(r.problem is not None for r in startup):
            # The start-up figure is the one every user feels: measure it here if the script could not.
            rows += measured("Start to first paint", "run.py", lambda: startup_rows(env, runs))
        if not args.only:
            python = [sys.executable]
            rows += measured(f"Peak memory, {GAME_LABEL}", "run.py", lambda: memory_rows(
                env, 3, [*python, "-m", "desktop"], [*python, str(BARE_WINDOW)], [*python, str(MINIMAL_APP)],
                "source",
            ))  # fmt: skip
        if args.bundles or args.prebuilt:
            rows += measured("Bundles", "run.py --bundles", lambda: bundle_rows(env, runs, args.prebuilt))
    print(f"\nQuorum benchmarks ({time.strftime('%Y-%m-%d %H:%M')}): {machine_description(display)}\n")
    print(table(rows, markdown=args.markdown))
    if args.json:
        payload = [asdict(r) | {"ratio": r.ratio, "verdict": r.verdict} for r in rows]
        Path(args.json).write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    return 0 if all(r.verdict in ("pass", "info") for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
