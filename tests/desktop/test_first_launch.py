"""First launch on a bare machine: no display, or a system library Qt needs missing, gets one sentence that
names the fix (never Qt's abort), from `python -m desktop` itself."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.first_launch import QT_SYSTEM_PACKAGES, display_problem, library_problem, package_for

ROOT = Path(__file__).resolve().parents[2]
linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland are Linux's")


def _run(env_changes: dict[str, str | None], code: str | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update({k: v for k, v in env_changes.items() if v is not None})
    command = [sys.executable, "-c", code] if code else [sys.executable, "-m", "desktop"]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)


def _one_sentence(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, stderr
    assert "Aborted" not in stderr and "core dumped" not in stderr and "qt.qpa" not in stderr
    return lines[0]


@linux
def test_no_display_gets_one_sentence_naming_the_fix():
    done = _run({})
    assert done.returncode == 1
    sentence = _one_sentence(done.stderr)
    assert "graphical desktop" in sentence and "QT_QPA_PLATFORM=offscreen" in sentence


@linux
def test_a_display_that_cannot_be_reached_gets_one_sentence():
    done = _run({"DISPLAY": ":254", "QT_QPA_PLATFORM": "xcb"})
    assert done.returncode == 1
    sentence = _one_sentence(done.stderr)
    assert "cannot reach the display :254" in sentence


@linux
def test_a_missing_system_library_names_the_package_to_install():
    """A fake missing library: the dynamic loader's own words for libxcb-cursor.so.0."""
    code = (
        "import ctypes, sys\n"
        "def refuse(path, *a, **k):\n"
        "    raise OSError('libxcb-cursor.so.0: cannot open shared object file: No such file or directory')\n"
        "ctypes.CDLL = refuse\n"
        "import desktop.first_launch as f\n"
        "f.ctypes.CDLL = refuse\n"
        "from desktop.__main__ import main\n"
        "sys.exit(main([]))\n"
    )
    done = _run({"DISPLAY": ":0"}, code)
    assert done.returncode == 1
    sentence = _one_sentence(done.stderr)
    assert "libxcb-cursor.so.0" in sentence and "sudo apt install libxcb-cursor0" in sentence


def test_the_checks_stay_quiet_when_the_window_can_open():
    assert display_problem({"DISPLAY": ":0"}, "linux") is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({}, "darwin") is None and display_problem({}, "win32") is None
    assert display_problem({}, "linux") is not None

    def loads(_path):
        return object()

    def refuses(_path):
        raise OSError("libxkbcommon-x11.so.0: cannot open shared object file: No such file or directory")

    plugin = Path("libqxcb.so")
    assert library_problem({"DISPLAY": ":0"}, "linux", plugin, loads) is None
    assert library_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", plugin, refuses) is None
    assert "libxkbcommon-x11-0" in library_problem({"DISPLAY": ":0"}, "linux", plugin, refuses)


def test_library_files_map_to_debian_packages():
    assert package_for("libxcb-cursor.so.0") == "libxcb-cursor0"
    assert package_for("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert package_for("libxcb-render-util.so.0") == "libxcb-render-util0"
    assert package_for("libEGL.so.1") == "libegl1"
    assert package_for("libglib-2.0.so.0") == "libglib2.0-0"


def test_the_packages_named_are_those_the_test_script_installs():
    script = (ROOT / "build" / "test.sh").read_text(encoding="utf-8")
    assert all(f" {p}" in script or f"({p}" in script for p in QT_SYSTEM_PACKAGES)


def test_the_readme_names_what_a_fresh_debian_machine_needs():
    """The README's set-up says which Debian packages its launch command installs first: every system
    library Qt needs, and python3-venv (Debian and Ubuntu refuse a system-wide pip)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme[readme.index("## Set-up on a fresh machine") :]
    setup = setup[: setup.index("\n## ", 3)]
    named = set(setup.replace("`", " ").split())
    assert {"python3-venv", *QT_SYSTEM_PACKAGES} <= named, {"python3-venv", *QT_SYSTEM_PACKAGES} - named
