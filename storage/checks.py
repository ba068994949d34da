"""Tells whether a file is a sound Quorum session database, and if not, exactly what is wrong."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from storage import migrations
from storage.errors import SaveError, SaveProblem

SQLITE_MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100


def is_sqlite(path: Path) -> bool:
    """Whether the file starts like an SQLite database (a file cut inside the magic counts too)."""
    try:
        with path.open("rb") as f:
            head = f.read(len(SQLITE_MAGIC))
    except OSError:
        return False
    return bool(head) and SQLITE_MAGIC.startswith(head)


def examine(path: Path, *, thorough: bool = True) -> int:
    """Check the file at `path` and return its schema version; raise SaveError saying what is wrong.

    Order matters: the cheap byte-level checks give the clearest messages (empty, truncated,
    not a database), then SQLite's own view (foreign application, newer version), then a
    page-by-page check: `integrity_check` when opening (`thorough`), the faster
    `quick_check` when only listing. Nothing here writes to the file.
    """
    version, conn = open_checked(path, thorough=thorough)
    conn.close()
    return version


def open_checked(path: Path, *, thorough: bool) -> tuple[int, sqlite3.Connection]:
    """`examine`, handing back the (stdlib) connection it used, for a caller that reads on; close it."""
    try:
        size = path.stat().st_size
        with path.open("rb") as f:
            header = f.read(HEADER_SIZE)
    except FileNotFoundError:
        raise SaveError(path, "the file does not exist", SaveProblem.MISSING) from None
    except OSError as exc:
        raise SaveError(
            path, f"the file cannot be read: {exc.strerror or exc}", SaveProblem.UNWRITABLE
        ) from None
    if size == 0:
        raise SaveError(path, "the file is empty (0 bytes)", SaveProblem.TRUNCATED)
    if not header.startswith(SQLITE_MAGIC):
        if SQLITE_MAGIC.startswith(header):
            raise SaveError(path, f"the file is truncated: only {size} bytes remain", SaveProblem.TRUNCATED)
        raise SaveError(path, "this is not a Quorum save (not an SQLite database)", SaveProblem.FOREIGN)
    if len(header) < HEADER_SIZE:
        raise SaveError(path, f"the file is truncated: only {size} bytes remain", SaveProblem.TRUNCATED)
    _check_length(path, header, size)
    try:
        conn = _connect(path)
    except sqlite3.Error as exc:
        raise SaveError(path, f"the file cannot be opened: {exc}", SaveProblem.CORRUPT) from None
    try:
        version = _check_identity(path, conn)
        _check_pages(path, conn, thorough)
    except BaseException:
        conn.close()
        raise
    return version, conn


def _check_length(path: Path, header: bytes, size: int) -> None:
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    # The page count in the header is only valid when the "version-valid-for" number matches
    # the change counter. A non-empty WAL beside the file may legitimately hold pages a killed
    # checkpoint had not yet copied; SQLite recovers those itself, so don't judge the length then.
    valid = header[92:96] == header[24:28]
    wal = path.with_name(path.name + "-wal")
    wal_pending = wal.exists() and wal.stat().st_size > 0
    if valid and pages and not wal_pending and size < pages * page_size:
        raise SaveError(
            path,
            f"the file is truncated: it holds {size} bytes of the {pages * page_size} its header announces",
            SaveProblem.TRUNCATED,
        )


def _connect(path: Path) -> sqlite3.Connection:
    # mode=rw: never create a file that is missing. WAL recovery (after a crash) may write, which is fine.
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True)


def _check_identity(path: Path, conn: sqlite3.Connection) -> int:
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if app_id != migrations.APPLICATION_ID:
            raise SaveError(
                path, "this is not a Quorum save (an SQLite database of another program)", SaveProblem.FOREIGN
            )
        if version > migrations.SCHEMA_VERSION:
            raise SaveError(
                path,
                f"this save was written by a newer Quorum (schema version {version}; "
                f"this Quorum reads up to {migrations.SCHEMA_VERSION}). Update Quorum to open it",
                SaveProblem.NEWER,
            )
        if version < 1:
            raise SaveError(
                path, "the save has no schema version: it was never finished", SaveProblem.CORRUPT
            )
        row = conn.execute("SELECT app FROM meta WHERE id = 1").fetchone()
        if row is None or row[0] != migrations.APP:
            raise SaveError(path, "the save's meta table does not name Quorum", SaveProblem.CORRUPT)
        return int(version)
    except sqlite3.DatabaseError as exc:
        raise SaveError(path, _sqlite_problem(exc), SaveProblem.CORRUPT) from None


def _check_pages(path: Path, conn: sqlite3.Connection, thorough: bool) -> None:
    try:
        pragma = "integrity_check" if thorough else "quick_check"
        rows = [r[0] for r in conn.execute(f"PRAGMA {pragma}(5)").fetchall()]
    except sqlite3.DatabaseError as exc:
        raise SaveError(path, _sqlite_problem(exc), SaveProblem.CORRUPT) from None
    if rows != ["ok"]:
        raise SaveError(path, "the database is damaged: " + "; ".join(rows), SaveProblem.CORRUPT)


def _sqlite_problem(exc: sqlite3.DatabaseError) -> str:
    text = str(exc)
    if "malformed" in text or "not a database" in text:
        return f"the database is damaged ({text})"
    return f"the database cannot be read ({text})"
