"""Runs the real program in a real X window under Xvfb and checks its screenshot is a real picture."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.xvfb

ROOT = Path(__file__).resolve().parent.parent


def _free_display() -> int:
    for n in range(140, 200):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display number")


@pytest.fixture
def xvfb_display():
    binary = shutil.which("Xvfb")
    if binary is None:
        pytest.skip("the Xvfb binary is not installed (apt-get install xvfb)")
    n = _free_display()
    proc = subprocess.Popen(
        [binary, f":{n}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{n}").exists():
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"Xvfb :{n} did not start")
        time.sleep(0.05)
    yield f":{n}"
    proc.terminate()
    proc.wait(5)


def test_the_demo_table_in_a_real_x_window_is_not_blank(xvfb_display, tmp_path):
    from PySide6.QtGui import QImage

    shot = tmp_path / "out.png"
    env = {
        **os.environ,
        "DISPLAY": xvfb_display,
        "QT_QPA_PLATFORM": "xcb",
        "QUORUM_DATA_DIR": str(tmp_path / "data"),
    }
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "desktop",
            "--demo",
            "legislation",
            "--screenshot",
            str(shot),
            "--size",
            "1280x800",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1280, 800)
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 200, f"only {len(colours)} colours: the window looks blank"
