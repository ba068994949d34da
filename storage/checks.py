"""Tells whether a file is a sound Quorum session database, and if not, exactly what is wrong."""

from __future__ import annotations

import shutil
import sqlite3
import threading
import weakref
from pathlib import Path

from storage import guard, journal, limits, migrations
from storage.errors import SaveError, SaveProblem
from storage.files import check_regular, read_bounded_prefix

LOCK_WAIT_S = 0.25  # another program holding the file locked: give up quickly and say so (Retry)

SQLITE_MAGIC = b"SQLite format 3\x00"
NOT_TEXT = "the database is damaged (it holds text that is not UTF-8 where Quorum keeps names)"
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


def open_checked(
    path: Path,
    *,
    thorough: bool,
    writable: bool = True,
    cancel: threading.Event | None = None,
    expected_id: str | None = None,
    notices: list[str] | None = None,
) -> tuple[int, sqlite3.Connection]:
    """`examine`, handing back the (stdlib) connection it used, for a caller that reads on; close it.

    Only a regular file is ever opened (a FIFO would block, a device never end), and never
    through a -wal or -shm that is a link or a special file. With `writable` the caller has
    settled any journal beside the file (journal.settle) and SQLite may write beside it;
    without, nothing is written beside the file (see `_connect`), and a note on a journal that
    did not belong is added to `notices`. Every statement runs under a guard.Budget: stopped
    after READ_SECONDS, or at once when `cancel` is set.
    """
    size = check_regular(path)
    if size > limits.DATABASE_MAX_BYTES:
        raise SaveError(path, f"the file is too large for a saved game ({size} bytes)", SaveProblem.TOO_LARGE)
    journal.check_companions(path)
    header = read_bounded_prefix(path, HEADER_SIZE)
    if size == 0:
        raise SaveError(path, "the file is empty (0 bytes)", SaveProblem.TRUNCATED)
    if not header.startswith(SQLITE_MAGIC):
        if SQLITE_MAGIC.startswith(header):
            raise SaveError(path, f"the file is truncated: only {size} bytes remain", SaveProblem.TRUNCATED)
        if not header[: len(SQLITE_MAGIC)].strip(b"\x00"):  # a wiped header: a save, damaged
            raise SaveError(
                path,
                "the file is damaged: its first page (the database header) was wiped",
                SaveProblem.CORRUPT,
            )
        raise SaveError(path, "this is not a Quorum save (not an SQLite database)", SaveProblem.FOREIGN)
    if len(header) < HEADER_SIZE:
        raise SaveError(path, f"the file is truncated: only {size} bytes remain", SaveProblem.TRUNCATED)
    _check_length(path, header, size)
    try:
        conn = _connect(path, writable, cancel, expected_id, notices)
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
    if valid and pages and not journal.wal_pending(path) and size < pages * page_size:
        raise SaveError(
            path,
            f"the file is truncated: it holds {size} bytes of the {pages * page_size} its header announces",
            SaveProblem.TRUNCATED,
        )


def _connect(
    path: Path,
    writable: bool,
    cancel: threading.Event | None,
    expected_id: str | None,
    notices: list[str] | None,
) -> sqlite3.Connection:
    """A connection for checking and reading. mode=rw never creates a missing file; WAL recovery after
    a crash may write, which is fine once journal.settle has checked the journal. Read-only (a read-only
    folder, a full disk, a file being imported), SQLite cannot make the -shm file a WAL database needs,
    so the file is opened immutable when it has no pending -wal, and otherwise a copy of it is read,
    with its -wal folded in only if that belongs to it (journal.readable_copy)."""
    if writable:
        return guard.connect(
            f"{path.resolve().as_uri()}?mode=rw", uri=True, timeout=LOCK_WAIT_S, cancel=cancel
        )
    if not journal.wal_pending(path):
        return guard.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True, cancel=cancel)
    folder = journal.temporary_folder()
    try:
        copy, notice = journal.readable_copy(path, folder, expected_id, cancel)
        if notice is not None and notices is not None:
            notices.append(notice)
        conn = guard.connect(f"{copy.as_uri()}?mode=rw", uri=True, cancel=cancel)
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
        # Before any row is read: a view or trigger in place of a table could run forever.
        guard.check_schema(path, conn, version)
        row = conn.execute("SELECT app FROM meta WHERE id = 1").fetchone()
        if row is None or row[0] != migrations.APP:
            raise SaveError(path, "the save's meta table does not name Quorum", SaveProblem.CORRUPT)
        return int(version)
    except sqlite3.DatabaseError as exc:
        raise guard.stopped_error(path, conn) or SaveError(
            path, _sqlite_problem(exc), _open_problem(exc)
        ) from None
    except UnicodeDecodeError:
        raise SaveError(path, NOT_TEXT, SaveProblem.CORRUPT) from None


def _check_pages(path: Path, conn: sqlite3.Connection, thorough: bool) -> None:
    try:
        pragma = "integrity_check" if thorough else "quick_check"
        rows = [r[0] for r in conn.execute(f"PRAGMA {pragma}(5)").fetchall()]
    except sqlite3.DatabaseError as exc:
        raise guard.stopped_error(path, conn) or SaveError(
            path, _sqlite_problem(exc), _open_problem(exc)
        ) from None
    except UnicodeDecodeError:  # a report quoting a damaged name
        raise SaveError(path, NOT_TEXT, SaveProblem.CORRUPT) from None
    if rows != ["ok"]:
        raise SaveError(path, "the database is damaged: " + "; ".join(rows), SaveProblem.CORRUPT)


def _sqlite_problem(exc: sqlite3.DatabaseError) -> str:
    text = str(exc)
    if "locked" in text:
        return "another program is using the file right now; try again in a moment"
    if "malformed" in text or "not a database" in text:
        return f"the database is damaged ({text})"
    return f"the database cannot be read ({text})"
