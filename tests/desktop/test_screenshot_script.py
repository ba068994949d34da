"""docs/screenshots/make.py still runs: every picture it makes is written (into a temp folder, offscreen),
is a whole 1366x700 window (or a dialog: the rules, the Council history), and has its namesake among the
committed screenshots; each game has some."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from games.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "screenshots"


def test_the_screenshot_script_makes_every_picture(qapp, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QUORUM_DATA_DIR=str(tmp_path / "data"))
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    run = subprocess.run(
        [sys.executable, str(SHOTS / "make.py"), "--out", str(tmp_path / "out")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    made = sorted(p.name for p in (tmp_path / "out").glob("*.png"))
    committed = {p.name for p in SHOTS.glob("*.png")}
    assert not set(made) - committed, "make.py names a picture the docs do not have"
    for game in GAMES:
        assert any(name.startswith(f"{game}-") for name in made), f"no picture of {game}"
    for name in made:
        image = QImage(str(tmp_path / "out" / name))
        dialog = name.endswith(("-rules.png", "-history.png"))
        assert (image.width(), image.height()) == (1366, 700) or dialog, name
