"""Schema upgrades run in order, all or nothing, keep a backup, and run when an older save is opened."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from storage import SaveError, SaveProblem, migrations
from storage.library import Library
from tests.storage.toy_game import Pass, toy_config, toy_loader


def add_notes(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE session ADD COLUMN notes VARCHAR NOT NULL DEFAULT ''")


def add_chat(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TABLE chat (id INTEGER PRIMARY KEY, text VARCHAR NOT NULL)")


def broken(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TABLE half_done (x)")
    raise sqlite3.OperationalError("disk I/O error")


def a_v1_file(library: Library) -> Path:
    saved = library.create("old", toy_config())
    saved.session.apply(Pass(0))
    saved.close()
    return saved.path


def schema(path: Path) -> tuple[int, int, list[str], list[str]]:
    conn = sqlite3.connect(path)
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        meta = conn.execute("SELECT schema_version FROM meta").fetchone()[0]
        tables = [
            r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        ]
        columns = [r[1] for r in conn.execute("PRAGMA table_info(session)")]
        return version, meta, tables, columns
    finally:
        conn.close()


def test_steps_run_in_order_and_bump_both_version_marks(library: Library, tmp_path: Path) -> None:
    path = a_v1_file(library)
    migrations.upgrade(path, 1, tmp_path / "backups", steps={1: add_notes, 2: add_chat}, target=3)
    version, meta, tables, columns = schema(path)
    assert (version, meta) == (3, 3)
    assert "chat" in tables and "notes" in columns
    backup = tmp_path / "backups" / f"{path.name}.v1"
    assert schema(backup)[:2] == (1, 1)  # the untouched copy of the old file


def test_a_failing_step_leaves_the_file_as_it_was(library: Library) -> None:
    path = a_v1_file(library)
    before = schema(path)
    with pytest.raises(
        SaveError, match="could not upgrade from schema version 1 to 3: disk I/O error"
    ) as err:
        migrations.upgrade(path, 1, steps={1: add_notes, 2: broken}, target=3)
    assert err.value.kind is SaveProblem.UNWRITABLE and err.value.path == path
    assert schema(path) == before  # neither step 1's column nor step 2's table survived
    assert library.open(path.name.split(".")[0]).session.actions == [Pass(0)]


def test_a_missing_step_is_named(library: Library) -> None:
    path = a_v1_file(library)
    with pytest.raises(SaveError, match="no upgrade is known from schema version 2"):
        migrations.upgrade(path, 1, steps={1: add_notes}, target=3)
    assert schema(path)[0] == 1


def test_an_older_save_is_upgraded_when_listed_and_then_plays_on(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = a_v1_file(library)
    session_id = path.name.split(".")[0]
    # Pretend this Quorum knows schema version 2 (adds session.notes): the v1 file is now "older".
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 2)
    monkeypatch.setattr(migrations, "STEPS", {1: add_notes})
    fresh = Library(library.root, load_game=toy_loader)
    [summary] = fresh.list()
    assert summary.ok and summary.actions == 1
    assert schema(path)[:2] == (2, 2) and "notes" in schema(path)[3]
    assert (fresh.backups_dir / f"{path.name}.v1").exists()
    saved = fresh.open(session_id)
    saved.session.apply(Pass(1))
    saved.close()
    assert fresh.open(session_id).session.actions == [Pass(0), Pass(1)]
    fresh.close()
    # ... and the Quorum that only knows version 1 now calls the file newer, without touching it.
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 1)
    with pytest.raises(SaveError, match="newer Quorum") as err:
        Library(library.root, load_game=toy_loader).open(session_id)
    assert err.value.kind is SaveProblem.NEWER
