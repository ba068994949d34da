"""Schema versions of session files, and the steps that upgrade an older file to the current one.

A file records its version twice: `PRAGMA user_version` (read before anything else) and
`meta.schema_version` (for people reading the file by hand). `STEPS[n]` turns a version-n
file into a version-(n + 1) one. All steps of an upgrade and the version bump run in one
SQLite transaction, so a crash mid-upgrade leaves the file exactly as it was; a copy of
the old file is also kept in the library's `backups/` folder first.

Version history:
  1 (Quorum 0.1): tables meta, session, action, redo (see tables.py).

Adding version n + 1: write the step, bump SCHEMA_VERSION, and keep a golden file of
version n in tests/storage/golden/ (tests/storage/make_golden.py writes it).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from pathlib import Path

from storage.errors import SaveError, SaveProblem

SCHEMA_VERSION = 1
APPLICATION_ID = 0x51554F52  # "QUOR" in ASCII: PRAGMA application_id of every Quorum session file
APP = "quorum"

Step = Callable[[sqlite3.Connection], None]

STEPS: dict[int, Step] = {}


def upgrade(
    path: Path,
    found: int,
    backup_dir: Path | None = None,
    *,
    steps: Mapping[int, Step] | None = None,
    target: int | None = None,
) -> None:
    """Bring the file at `path` from schema version `found` to `target` (default: current), all or nothing."""
    steps = STEPS if steps is None else steps
    target = SCHEMA_VERSION if target is None else target
    if found >= target:
        return
    missing = [v for v in range(found, target) if v not in steps]
    if missing:
        raise SaveError(path, f"no upgrade is known from schema version {missing[0]}", SaveProblem.CORRUPT)
    conn = sqlite3.connect(path, isolation_level=None)  # autocommit: the transaction below is explicit
    try:
        if backup_dir is not None:
            backup_dir.mkdir(parents=True, exist_ok=True)
            copy = sqlite3.connect(backup_dir / f"{path.name}.v{found}")
            try:
                conn.backup(copy)  # a consistent copy even with a WAL beside the file
            finally:
                copy.close()
        # IMMEDIATE takes the write lock now; DDL is transactional in SQLite, so this is all or nothing.
        conn.execute("BEGIN IMMEDIATE")
        try:
            for version in range(found, target):
                steps[version](conn)
            conn.execute(f"PRAGMA user_version = {int(target)}")
            conn.execute("UPDATE meta SET schema_version = ?", (target,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    except (sqlite3.Error, OSError) as exc:
        raise SaveError(
            path, f"could not upgrade from schema version {found} to {target}: {exc}", SaveProblem.UNWRITABLE
        ) from None
    finally:
        conn.close()
