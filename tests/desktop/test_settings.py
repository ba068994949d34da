"""Quorum remembers the window and the View menu between runs, and shrugs off nonsense settings."""

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from desktop import settings
from desktop.app import make_application
from desktop.main_window import MainWindow


def test_view_choices_are_remembered_by_the_next_window(qtbot):
    make_application()
    first = MainWindow()
    qtbot.addWidget(first)
    first.act_fast_bots.trigger()  # checks it and saves the choice
    first.act_log.trigger()  # hides the log
    second = MainWindow()
    qtbot.addWidget(second)
    assert second.act_fast_bots.isChecked() and not second.act_log.isChecked()
    second.act_fast_bots.trigger()
    second.act_log.trigger()
    assert not settings.flag(settings.QUICK_BOTS, True) and settings.flag(settings.SHOW_LOG, False)


def test_nonsense_in_the_settings_file_reads_as_the_default(qtbot):
    make_application()
    QSettings().setValue(settings.QUICK_BOTS, "perhaps")
    assert settings.flag(settings.QUICK_BOTS, False) is False
    QSettings().setValue(settings.GEOMETRY, QByteArray(b"not a geometry"))
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(900, 700)
    assert settings.restore_geometry(window) is False
    assert (window.width(), window.height()) == (900, 700)
    QSettings().remove(settings.QUICK_BOTS)


def test_the_window_comes_back_at_the_size_it_was_closed(qtbot):
    make_application()
    window = MainWindow()
    qtbot.addWidget(window)
    window.remember_geometry = True
    window.resize(770, 560)  # inside the 800x600 offscreen screen, which restoreGeometry clamps to
    window.show()
    closed_at = window.size()
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.size() != closed_at
    assert settings.restore_geometry(again)
    assert again.size() == closed_at


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
def test_a_fifo_as_the_settings_file_never_stops_the_window(tmp_path):
    """Issue 29, item 3: the window appears (and quits after its first paint) with the defaults."""
    config = tmp_path / "config"
    (config / "Quorum").mkdir(parents=True)
    os.mkfifo(config / "Quorum" / "Quorum.conf")
    code = (
        "import sys, runpy\n"
        "sys.argv = ['quorum', '--exit-after-first-paint', '--data-dir', sys.argv[1]]\n"
        "from desktop import settings\n"
        "try:\n"
        "    runpy.run_module('desktop', run_name='__main__')\n"
        "except SystemExit as e:\n"
        "    assert e.code == 0, e.code\n"
        "print('PROBLEM', settings.problem())\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(config)}
    result = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "data")],
        cwd=Path(__file__).resolve().parents[2],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,  # before the fix it never returned
    )
    assert result.returncode == 0, result.stderr
    assert "is a pipe (FIFO)" in result.stdout and "default settings" in result.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
def test_with_a_refused_settings_file_choices_last_the_run_and_nothing_is_written(
    tmp_path, monkeypatch, qtbot
):
    config = tmp_path / "config"
    (config / "Quorum").mkdir(parents=True)
    os.mkfifo(config / "Quorum" / "Quorum.conf")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.setattr(settings, "_memory", None)
    monkeypatch.setattr(settings, "_problem", None)
    make_application()
    window = MainWindow()  # reads the View menu's choices: the defaults
    qtbot.addWidget(window)
    assert window.act_log.isChecked() and not window.act_fast_bots.isChecked()
    assert "pipe" in settings.problem()
    window.act_fast_bots.trigger()
    assert settings.flag(settings.QUICK_BOTS, False) is True  # kept for this run
    assert stat.S_ISFIFO((config / "Quorum" / "Quorum.conf").stat().st_mode)
    from desktop.app import say_settings_problem

    say_settings_problem(window)
    assert "default settings" in window.statusBar().currentMessage()
