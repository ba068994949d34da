"""The real program's flags: a demo council table photographed, and a quit after the first paint."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.registry import GAMES, game_class

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


def test_demo_council_screenshot_at_eight_seats(tmp_path):
    from PySide6.QtGui import QImage

    shot = tmp_path / "council.png"
    result = run(
        "--demo", "council", "--seats", "8", "--screenshot", str(shot), "--size", "1200x800",
        data=tmp_path / "d",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1200, 800)


@pytest.mark.parametrize("game", GAMES)
def test_demo_table_has_the_seats_asked_for(game):
    from desktop.demo import demo_session

    most = game_class(game).max_seats
    session = demo_session(game, players=most, moves=20)
    assert len(session.config.seats) == most
    assert 0 in session.to_act()  # the viewer, seat 0, is the one to act


@pytest.mark.parametrize(
    ("argv", "problem"),
    [
        (["--demo", "council", "--seats", "9"], "a council table has 3 to 8 seats, not 9"),
        (["--demo", "legislation", "--seats", "2"], "a legislation table has 3 to 8 seats, not 2"),
        (["--demo", "council", "--seats", "many"], "'many' is not a number of seats"),
        (["--seats", "6"], "add --demo"),
    ],
)
def test_bad_seat_counts_are_refused_before_any_window(argv, problem, capsys):
    from desktop.__main__ import parse_args

    with pytest.raises(SystemExit):
        parse_args(argv)
    assert problem in capsys.readouterr().err


def test_help_lists_the_seats_flag():
    """benchmarks/run.py measures an 8-seat game only when `--help` lists --seats."""
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert "--seats" in result.stdout


def test_exit_after_first_paint_loads_no_saves_and_no_rules(tmp_path):
    code = (
        "import sys, runpy\n"
        "sys.argv = ['quorum', '--exit-after-first-paint', '--data-dir', sys.argv[1]]\n"
        "try:\n"
        "    runpy.run_module('desktop', run_name='__main__')\n"
        "except SystemExit as e:\n"
        "    assert e.code == 0, e.code\n"
        "heavy = [m for m in sys.modules if m.split('.')[0] in ('sqlmodel', 'sqlalchemy')\n"
        "         or m.split('.')[0] in ('aiohttp', 'segno')\n"
        # desktop.phone itself is a docstring (game_catalogue looks in it); its modules load with a table
        "         or m.startswith('desktop.phone.')\n"
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


@pytest.mark.parametrize("players", [2, 5])
def test_a_starward_demo_stops_where_seat_0_decides(players):
    from desktop.demo import demo_session

    session = demo_session("starward", players=players, moves=30)
    assert len(session.config.seats) == players
    assert session.view(0).prompt is not None  # seat 0 has a move to make on the photographed table
    with pytest.raises(ValueError, match="2 to 5 seats, not 6"):
        demo_session("starward", players=6)
