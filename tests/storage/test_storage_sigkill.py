"""A process killed (SIGKILL) at any moment of play loses nothing it had reported as done, and the file
stays sound. Many kills at random points: during start-up and opening, mid-move, mid-commit, at close."""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from storage.library import Library
from tests.storage.scripted_play import expected_logs, log_of
from tests.storage.toy_game import toy_config, toy_loader

REPO = Path(__file__).resolve().parents[2]
RUNS = 24
STEPS = 2000
BUDGET_SECONDS = 45  # stop early on a slow machine, after at least MIN_RUNS
MIN_RUNS = 8

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX-only")


def integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()


def play_and_kill(root: Path, session_id: str, seed: int, rng: random.Random, at_start: bool) -> list[str]:
    """Run the scripted player and SIGKILL it at a random moment; return every line it printed."""
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.storage.scripted_play", str(root), session_id, str(seed), str(STEPS)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines = []
    if at_start:
        time.sleep(rng.uniform(0.3, 1.5))  # somewhere in start-up, opening or the first moves
    else:
        # Wait until the child reports move k, then kill it a random instant later, wherever it is:
        # a move is a fraction of a millisecond, so this lands in all of its parts over the runs.
        k = rng.randrange(1, STEPS // 2)
        while (line := child.stdout.readline()) and line.strip() != f"done {k}":
            lines.append(line.strip())
        lines.append(line.strip())
        time.sleep(rng.uniform(0.0, 0.003))
    child.send_signal(signal.SIGKILL)
    # Read on through the same buffered pipe readline used: communicate() would skip what it buffered.
    out, err = child.stdout.read(), child.stderr.read()
    child.wait()
    assert child.returncode in (0, -signal.SIGKILL), err
    return lines + out.splitlines()


def test_sigkill_at_random_points_loses_no_reported_move(tmp_path: Path) -> None:
    root = tmp_path / "data"
    library = Library(root, load_game=toy_loader)
    saved = library.create("killed", toy_config(seed=11, turns=10**6))
    session_id, path = saved.id, saved.path
    saved.close()
    rng = random.Random(20261122)
    mid_play = 0
    started = time.monotonic()
    for run in range(RUNS):
        if run >= MIN_RUNS and time.monotonic() - started > BUDGET_SECONDS:
            break
        seed = rng.randrange(2**31)
        before = library.open(session_id)
        before.close()
        printed = play_and_kill(root, session_id, seed, rng, at_start=run % 4 == 0)
        done = max((int(line.split()[1]) for line in printed if line.startswith("done ")), default=0)
        mid_play += 0 < done < STEPS
        logs = expected_logs(before.session, seed, range(done, min(done + 1, STEPS) + 1))

        after = library.open(session_id)  # must open: checks, integrity_check, replay
        found = log_of(after.session)
        after.close()
        # Every reported move is on disk; at most the one move in flight when killed is there too.
        allowed = list(logs.values())
        assert found in allowed, f"run {run}: {done} moves reported, file holds {len(found[0])} actions"
        assert integrity(path) == "ok"
    assert mid_play >= MIN_RUNS // 2, "too few kills landed in the middle of play to mean anything"
