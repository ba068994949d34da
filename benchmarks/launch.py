"""Launching programs to measure them: wall time from start to exit, peak memory, interleaved runs."""

from __future__ import annotations

import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import IO


@dataclass(frozen=True)
class Run:
    """One launch: wall-clock seconds from spawn to exit, peak resident memory, exit code."""

    seconds: float
    peak_bytes: int | None  # None where the platform cannot say (Windows)
    returncode: int


class LaunchFailed(RuntimeError):
    """A measured program exited with an error or ran past its time limit."""


def describe(command: Sequence[str], width: int = 60) -> str:
    """A short name for a command in messages: file names without their folders."""
    words = [os.path.basename(w) if os.sep in w else w for w in command]
    if words and words[0].startswith("python"):
        words = words[1:]
    text = " ".join(words)
    return text if len(text) <= width else text[: width - 3] + "..."


def run_once(command: Sequence[str], env: Mapping[str, str] | None = None, timeout: float = 60.0) -> Run:
    """Start `command`, wait for it, and return its time and peak memory (its own, not the parent's)."""
    with tempfile.TemporaryFile() as errors:  # a file, not a pipe: a chatty child can never block on it
        run = _measure(command, env, timeout, errors)
        errors.seek(0)
        output = errors.read().decode(errors="replace")
    last = (output.strip().splitlines() or ["(no output)"])[-1]
    if run.returncode != 0:
        raise LaunchFailed(f"{describe(command)}: exit code {run.returncode}: {last}")
    # Qt swallows exceptions raised in slots and exits 0: a run that printed one did not do its job.
    if "Traceback (most recent call last)" in output:
        raise LaunchFailed(f"{describe(command)}: raised {last}")
    return run


def _measure(command: Sequence[str], env: Mapping[str, str] | None, timeout: float, errors: IO[bytes]) -> Run:
    start = time.perf_counter()
    process = subprocess.Popen(
        list(command), env=dict(env) if env is not None else None, stdout=subprocess.DEVNULL, stderr=errors
    )
    if hasattr(os, "wait4"):
        # wait4 gives this child's own rusage; ru_maxrss is KiB on Linux and bytes on macOS.
        deadline = start + timeout
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                process.kill()
                process.wait()
                raise LaunchFailed(f"{describe(command)}: still running after {timeout:.0f} s")
            time.sleep(0.002)
        seconds = time.perf_counter() - start
        returncode = os.waitstatus_to_exitcode(status)
        process.returncode = returncode
        peak = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
    else:
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            raise LaunchFailed(f"{describe(command)}: still running after {timeout:.0f} s") from None
        seconds, returncode, peak = time.perf_counter() - start, process.returncode, None
    return Run(seconds, peak, returncode)


def interleaved(
    commands: Mapping[str, Sequence[str]], runs: int, env: Mapping[str, str] | None = None, warmup: int = 1
) -> dict[str, list[Run]]:
    """Run each command `runs` times, taking turns, so that a busy moment of the machine hits all alike.

    The order rotates every round, and `warmup` rounds first fill the disk cache and are discarded.
    """
    names = list(commands)
    results: dict[str, list[Run]] = {name: [] for name in names}
    for round_number in range(warmup + runs):
        shift = round_number % len(names)
        for name in names[shift:] + names[:shift]:
            run = run_once(commands[name], env)
            if round_number >= warmup:
                results[name].append(run)
    return results


def median_seconds(runs: Sequence[Run]) -> float:
    return statistics.median(r.seconds for r in runs)


def median_peak(runs: Sequence[Run]) -> float | None:
    peaks = [r.peak_bytes for r in runs if r.peak_bytes is not None]
    return statistics.median(peaks) if peaks else None


@contextlib.contextmanager
def screen(env: Mapping[str, str]) -> Iterator[tuple[dict[str, str], str]]:
    """An environment with somewhere to draw, and its description.

    A real X server when there is one (DISPLAY) or when Xvfb can start one; otherwise Qt's
    offscreen platform, which still paints but skips the window system.
    """
    env = dict(env)
    if env.get("QT_QPA_PLATFORM"):
        yield env, f"QT_QPA_PLATFORM={env['QT_QPA_PLATFORM']}"
        return
    if sys.platform != "linux" or env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        yield env, "the desktop's own display"
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        env["QT_QPA_PLATFORM"] = "offscreen"
        yield env, "QT_QPA_PLATFORM=offscreen (no Xvfb)"
        return
    with tempfile.TemporaryDirectory(prefix="quorum-xvfb-") as folder:
        ready_r, ready_w = os.pipe()
        # -displayfd: Xvfb picks a free display number and writes it to the pipe once it accepts clients.
        server = subprocess.Popen(
            [xvfb, "-displayfd", str(ready_w), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
            pass_fds=(ready_w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=folder,
        )  # fmt: skip
        os.close(ready_w)
        try:
            with os.fdopen(ready_r) as ready:
                number = ready.readline().strip()
            if number:
                env["DISPLAY"] = f":{number}"
                yield env, f"Xvfb {env['DISPLAY']}"
            else:
                env["QT_QPA_PLATFORM"] = "offscreen"
                yield env, "QT_QPA_PLATFORM=offscreen (Xvfb did not start)"
        finally:
            server.terminate()
            server.wait(10)
