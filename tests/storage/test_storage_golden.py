"""Golden files: a save written by every schema version, and an export of every format version, still load."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from games.core.session import Session
from storage import migrations
from storage.exchange import FORMAT_VERSION
from storage.library import Library
from tests.storage.make_golden import GOLDEN, expected


def versions(pattern: str) -> list[Path]:
    return sorted(GOLDEN.glob(pattern))


def facts(version: int) -> dict:
    return json.loads((GOLDEN / f"v{version}.expected.json").read_text(encoding="utf-8"))


def same_game(session: Session, name: str, ui: dict, want: dict) -> None:
    got = json.loads(json.dumps(expected(session, name, ui)))
    for key, value in want.items():
        assert got[key] == value, key


def test_every_schema_version_has_a_golden_save() -> None:
    for version in range(1, migrations.SCHEMA_VERSION + 1):
        assert (GOLDEN / f"v{version}.quorum.db").exists(), f"no golden save of schema version {version}"
        assert (GOLDEN / f"v{version}.expected.json").exists()
    for version in range(1, FORMAT_VERSION + 1):
        assert (GOLDEN / f"v{version}.quorum").exists(), f"no golden export of format version {version}"


@pytest.mark.parametrize("golden", versions("v*.quorum.db"), ids=lambda p: p.name)
def test_a_golden_save_lists_and_opens_with_its_exact_game(library: Library, golden: Path) -> None:
    version = int(golden.name[1:].split(".")[0])
    target = library.sessions_dir / f"golden-v{version}.quorum.db"
    shutil.copyfile(golden, target)  # never open the golden file itself: opening may upgrade it
    [summary] = library.list()
    want = facts(version)
    assert summary.ok, summary.problem
    assert (summary.name, summary.game, list(summary.players)) == (
        want["name"],
        want["game"],
        want["players"],
    )
    assert summary.actions == len(want["actions"])
    saved = library.open(summary.id)
    same_game(saved.session, saved.name, saved.ui, want)
    saved.session.redo()  # the history still works after loading
    saved.session.undo()


@pytest.mark.parametrize("golden", versions("v*.quorum"), ids=lambda p: p.name)
def test_a_golden_export_imports_with_its_exact_game(library: Library, golden: Path, tmp_path: Path) -> None:
    copy = tmp_path / golden.name
    shutil.copyfile(golden, copy)
    saved = library.open(library.import_file(copy))
    same_game(saved.session, saved.name, saved.ui, facts(1))
