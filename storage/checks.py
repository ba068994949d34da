"""Tells whether a file is a sound Quorum session database, and if not, exactly what is wrong."""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
import weakref
from pathlib import Path

from storage import limits, migrations
from storage.errors import SaveError, SaveProblem
from storage.files import check_regular, read_bounded_prefix, special_kind

LOCK_WAIT_S = 0.25  # another program holding the file locked: give up quickly and say so (Retry)

SQLITE_MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100


def is_sqlite(path: Path) -> bool:
    """Whether the file starts like an SQLite database (a file cut inside the magic counts too)."""
    try:
        head = read_bounded_prefix(path, len(SQLITE_MAGIC))
    except SaveError:
        return False
    return bool(head) and SQLITE_MAGIC.startswith(head)


def examine(path: Path, *, thorough: bool = True, writable: bool = True) -> int:
    """Check the file at `path` and return its schema version; raise SaveError saying what is wrong.

    Order matters: the cheap byte-level checks give the clearest messages (empty, truncated,
    not a database), then SQLite's own view (foreign application, newer version), then a
    page-by-page check: `integrity_check` when opening (`thorough`), the faster
    `quick_check` when only listing. Nothing here writes to the file.
    """
    version, conn = open_checked(path, thorough=thorough, writable=writable)
    conn.close()
    return version


def open_checked(path: Path, *, thorough: bool, writable: bool = True) -> tuple[int, sqlite3.Connection]:
    """`examine`, handing back the (stdlib) connection it used, for a caller that reads on; close it.

    Only a regular file is ever opened (a FIFO would block, a device never end). With
    `writable` False (a read-only folder, a full disk) the file is read without writing
    anything beside it (see `_connect`).
    """
    size = check_regular(path)
    if size > limits.DATABASE_MAX_BYTES:
        raise SaveError(path, f"the file is too large for a saved game ({size} bytes)", SaveProblem.TOO_LARGE)
    for suffix in ("-wal", "-shm"):
        _check_companion(path, suffix)
    header = read_bounded_prefix(path, HEADER_SIZE)
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
        conn = _connect(path, writable)
    except sqlite3.Error as exc:
        raise SaveError(path, f"the file cannot be opened: {exc}", _open_problem(exc)) from None
    except OSError as exc:
        raise SaveError(
            path, f"the file cannot be read: {exc.strerror or exc}", SaveProblem.UNREADABLE
        ) from None
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


def _check_companion(path: Path, suffix: str) -> None:
    """SQLite opens the -wal and -shm beside a database itself: they must be regular files too."""
    companion = path.with_name(path.name + suffix)
    try:
        mode = companion.lstat().st_mode
    except OSError:
        return
    kind = special_kind(mode)
    if kind is not None and not companion.is_symlink():
        raise SaveError(path, f"{companion.name} beside it is {kind}", SaveProblem.FOREIGN)


def _connect(path: Path, writable: bool) -> sqlite3.Connection:
    """A connection for checking and reading. mode=rw never creates a missing file; WAL recovery after
    a crash may write, which is fine. Read-only (a read-only folder or a full disk), SQLite cannot make
    the -shm file a WAL database needs, so the file is opened immutable when it has no pending -wal,
    and otherwise a copy of it and its -wal in a temporary folder is read."""
    if writable:
        return sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, timeout=LOCK_WAIT_S)
    wal = path.with_name(path.name + "-wal")
    if not wal.exists() or wal.stat().st_size == 0:
        return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    folder = Path(tempfile.mkdtemp(prefix="quorum-read-"))
    try:
        copy = folder / path.name
        shutil.copyfile(path, copy)
        shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
        conn = sqlite3.connect(f"{copy.as_uri()}?mode=rw", uri=True)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    weakref.finalize(conn, shutil.rmtree, folder, True)
    return conn


def _open_problem(exc: sqlite3.Error) -> SaveProblem:
    return SaveProblem.LOCKED if "locked" in str(exc) else SaveProblem.CORRUPT


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
        raise SaveError(path, _sqlite_problem(exc), _open_problem(exc)) from None


def _check_pages(path: Path, conn: sqlite3.Connection, thorough: bool) -> None:
    try:
        pragma = "integrity_check" if thorough else "quick_check"
        rows = [r[0] for r in conn.execute(f"PRAGMA {pragma}(5)").fetchall()]
    except sqlite3.DatabaseError as exc:
        raise SaveError(path, _sqlite_problem(exc), _open_problem(exc)) from None
    if rows != ["ok"]:
        raise SaveError(path, "the database is damaged: " + "; ".join(rows), SaveProblem.CORRUPT)


def _sqlite_problem(exc: sqlite3.DatabaseError) -> str:
    text = str(exc)
    if "locked" in text:
        return "another program is using the file right now; try again in a moment"
    if "malformed" in text or "not a database" in text:
        return f"the database is damaged ({text})"
    return f"the database cannot be read ({text})"
