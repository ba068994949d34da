"""The real program's flags: a demo council table photographed, and a quit after the first paint."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, data: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("QUORUM_DATA_DIR", None)
    return subprocess.run(
        [sys.executable, "-m", "desktop", *args, "--data-dir", str(data)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_demo_council_screenshot(tmp_path):
    from PySide6.QtGui import QImage

    shot = tmp_path / "council.png"
    result = run("--demo", "council", "--screenshot", str(shot), "--size", "1200x800", data=tmp_path / "d")
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1200, 800)


def test_exit_after_first_paint_loads_no_saves_and_no_rules(tmp_path):
    code = (
        "import sys, runpy\n"
        "sys.argv = ['quorum', '--exit-after-first-paint', '--data-dir', sys.argv[1]]\n"
        "try:\n"
        "    runpy.run_module('desktop', run_name='__main__')\n"
        "except SystemExit as e:\n"
        "    assert e.code == 0, e.code\n"
        "heavy = [m for m in sys.modules if m.split('.')[0] in ('sqlmodel', 'sqlalchemy')\n"
        "         or m.startswith('games.legislation') or m.startswith('games.council')]\n"
        "print('HEAVY', heavy)\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "HEAVY []" in result.stdout
