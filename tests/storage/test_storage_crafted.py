"""Crafted saves cannot freeze Quorum (issue 29, items 2 and 4).

A save that keeps Quorum's id and schema version and passes integrity_check, but whose tables
are views over endless recursive queries (or carry triggers), is refused by the schema check
before a row is read; and should anything slip past it, every statement runs under a budget
that stops it after READ_SECONDS, or within a second of Cancel.
"""

from __future__ import annotations

import random
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from storage import SaveError, SaveProblem, guard
from storage.library import Library
from tests.storage.scripted_play import next_move
from tests.storage.toy_game import toy_config, toy_loader

ENDLESS = "WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r) "


def a_save(library: Library, moves: int = 30) -> Path:
    saved = library.create("Crafted", toy_config(seed=1, turns=1000))
    rng = random.Random(1)
    for _ in range(moves):
        next_move(saved.session, rng)
    saved.close()
    return saved.path


def endless_action(conn: sqlite3.Connection) -> None:
    conn.execute("DROP TABLE action")
    conn.execute(f"CREATE VIEW action AS {ENDLESS}SELECT n AS idx, '{{}}' AS data FROM r ORDER BY n DESC")


def endless_session(conn: sqlite3.Connection) -> None:
    row = conn.execute("SELECT * FROM session").fetchone()
    conn.execute("DROP TABLE session")
    values = ", ".join(f"{v!r} AS c{i}" if isinstance(v, str) else f"{v} AS c{i}" for i, v in enumerate(row))
    conn.execute(
        "CREATE VIEW session(id, uuid, name, game, config, ui, progress, actions, over, created, "
        "last_played)"
        f" AS {ENDLESS}SELECT {values} FROM r ORDER BY n DESC LIMIT 1"
    )


def a_trigger(conn: sqlite3.Connection) -> None:
    conn.execute(
        "CREATE TRIGGER spin AFTER UPDATE ON session BEGIN "
        f"SELECT count(*) FROM ({ENDLESS}SELECT n FROM r); END"
    )


def extra_table(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TABLE notes (x)")


def an_index(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE INDEX by_data ON action(data)")


CRAFTS = {
    "endless_action": endless_action,
    "endless_session": endless_session,
    "trigger": a_trigger,
    "extra_table": extra_table,
    "index": an_index,
}


def craft(path: Path, how: str) -> None:
    conn = sqlite3.connect(path)
    try:
        CRAFTS[how](conn)
        conn.commit()
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()


@pytest.mark.parametrize("how", sorted(CRAFTS))
def test_a_crafted_save_is_refused_when_listed_resumed_and_imported(
    library: Library, tmp_path: Path, how: str
) -> None:
    path = a_save(library)
    session_id = path.name.split(".")[0]
    craft(path, how)
    fresh = Library(library.root, load_game=toy_loader)
    started = time.monotonic()
    [summary] = fresh.list()
    assert summary.problem_kind == "corrupt" and "not the ones Quorum makes" in summary.problem
    assert str(path) in summary.problem
    with pytest.raises(SaveError, match="not the ones Quorum makes"):
        fresh.open(session_id)
    source = tmp_path / "crafted.quorum.db"
    source.write_bytes(path.read_bytes())
    with pytest.raises(SaveError, match="not the ones Quorum makes") as err:
        fresh.import_file(source)
    assert err.value.path == source
    assert time.monotonic() - started < 5
    assert [s.id for s in fresh.list()] == [session_id]  # nothing was imported


def test_the_schema_quorum_checks_is_the_one_it_writes(library: Library) -> None:
    path = a_save(library, moves=0)
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        found = {
            name: guard.normal_sql(sql) for name, sql in conn.execute("SELECT name, sql FROM sqlite_master")
        }
    finally:
        conn.close()
    assert found == guard.SCHEMAS[1]


def test_a_slow_statement_is_stopped_by_its_budget(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Should a crafted file ever pass the schema check, no statement can run on for ever."""
    path = a_save(library)
    craft(path, "endless_action")
    monkeypatch.setattr(guard, "check_schema", lambda *_a: None)
    monkeypatch.setattr(guard, "READ_SECONDS", 0.5)
    fresh = Library(library.root, load_game=toy_loader)
    started = time.monotonic()
    with pytest.raises(SaveError, match="took longer than any save needs"):
        fresh.open(path.name.split(".")[0])
    assert time.monotonic() - started < 3


def test_cancel_stops_an_import_within_a_second(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = a_save(library)
    craft(path, "endless_action")
    source = tmp_path / "crafted.quorum.db"
    source.write_bytes(path.read_bytes())
    monkeypatch.setattr(guard, "check_schema", lambda *_a: None)
    cancel = threading.Event()
    outcome: list[BaseException] = []

    def run() -> None:
        try:
            library.import_file(source, cancel=cancel)
        except BaseException as exc:
            outcome.append(exc)

    worker = threading.Thread(target=run)
    worker.start()
    time.sleep(0.5)
    cancelled = time.monotonic()
    cancel.set()
    worker.join(timeout=5)
    assert not worker.is_alive() and time.monotonic() - cancelled < 1.0
    [error] = outcome
    assert isinstance(error, SaveError) and error.kind is SaveProblem.CANCELLED and error.path == source


def test_flipped_bits_in_the_schema_page_are_a_save_error_naming_the_file(library: Library) -> None:
    """A few bits flipped anywhere in page 1 (the header and the schema table): every outcome is the
    save opening, or a SaveError naming the file, never a bare UnicodeDecodeError or the like."""
    path = a_save(library)
    session_id = path.name.split(".")[0]
    good = path.read_bytes()
    page = int.from_bytes(good[16:18], "big")
    failures = 0
    for seed in range(120):
        rng = random.Random(seed)
        data = bytearray(good)
        for _ in range(rng.choice([1, 2, 3, 5, 8])):
            data[rng.randrange(100, page)] ^= 1 << rng.randrange(8)
        path.write_bytes(bytes(data))
        for suffix in ("-wal", "-shm"):
            path.with_name(path.name + suffix).unlink(missing_ok=True)
        fresh = Library(library.root, load_game=toy_loader)
        [summary] = fresh.list()
        assert summary.ok or str(path) in summary.problem
        try:
            fresh.open(session_id).close()
        except SaveError as exc:
            assert exc.path == path
            failures += 1
    assert failures  # the flips did damage something
