"""No shared module names a game: games plug in through their own packages (games/<game>/, desktop/<game>/).

The scan reads every .py file of games/, desktop/ and storage/ outside the games' own packages and fails
on any game's registry name or title word in code, strings, docstrings or comments.
"""

from __future__ import annotations

import re
from pathlib import Path

from games.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
SHARED = ("games", "desktop", "storage")


def shared_files() -> list[Path]:
    files = []
    for top in SHARED:
        for path in sorted((ROOT / top).rglob("*.py")):
            inside = path.relative_to(ROOT / top).parts
            if len(inside) > 1 and inside[0] in GAMES:
                continue  # the game's own package
            files.append(path)
    return files


def test_the_games_are_found():
    assert {"legislation", "council"} <= set(GAMES)


def test_no_shared_module_names_a_game():
    words = re.compile(r"\b(" + "|".join(map(re.escape, GAMES)) + r")\b", re.IGNORECASE)
    found = []
    for path in shared_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if words.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "a shared module names a game:\n" + "\n".join(found)


def test_the_scan_would_see_a_game_named(tmp_path):
    """The scan is not vacuous: a line naming a game is caught, a word merely containing one is not."""
    words = re.compile(r"\b(" + "|".join(map(re.escape, GAMES)) + r")\b", re.IGNORECASE)
    assert words.search('SCREENS = {"council": ...}')
    assert words.search("Legislation's four agendas")
    assert not words.search("TI4's Distinguished Councilor")
