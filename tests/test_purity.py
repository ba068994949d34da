"""The rules never import Qt: checked on the source text and by importing every module."""

import importlib
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import games

QT = re.compile(r"^\s*(from|import)\s+(PySide6|PyQt\d|shiboken\d|qtpy)\b", re.M)


def test_no_module_under_games_mentions_qt_imports():
    root = Path(games.__file__).parent
    offenders = [str(p) for p in root.rglob("*.py") if QT.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_importing_every_games_module_loads_no_qt():
    code = (
        "import importlib, pkgutil, sys, games\n"
        "for m in pkgutil.walk_packages(games.__path__, 'games.'):\n"
        "    if m.name.endswith('__main__'): continue\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_walk_finds_the_core():
    names = {m.name for m in pkgutil.walk_packages(games.__path__, "games.")}
    assert "games.core.session" in names
    importlib.import_module("games.core.session")
