"""What SQLite may do with a save Quorum may not have written: its schema checked, every statement bounded.

A save is a whole SQLite database, so a crafted one could turn a table into a view over an
endless recursive query, or hang a trigger on it: reading it would never return (and SQLite
would write temporary files for as long as it ran). So, before any row is read, the schema
must be exactly what Quorum creates (`check_schema`), and every connection runs under a
`Budget` (SQLite's progress handler) that stops any statement when the player cancels or
when it has run for longer than any real save needs.
"""

from __future__ import annotations

import functools
import re
import sqlite3
import threading
import time
from pathlib import Path

from storage.errors import SaveError, SaveProblem

READ_SECONDS = 10.0  # a whole read of a real save (checks, list row or every action) takes milliseconds
WRITE_SECONDS = 10.0  # one move's commit, or a whole new file
PROGRESS_STEPS = 10_000  # SQLite virtual-machine steps between two looks at the clock (~0.1 ms)

# The schema of each version, as SQLModel creates it (storage/tables.py). Compared with
# whitespace collapsed; tests/storage/test_storage_schema.py checks this against a new file.
SCHEMAS: dict[int, dict[str, str]] = {
    1: {
        "meta": "CREATE TABLE meta (id INTEGER NOT NULL, app VARCHAR NOT NULL, schema_version INTEGER "
        "NOT NULL, created VARCHAR NOT NULL, written_by VARCHAR NOT NULL, PRIMARY KEY (id))",
        "session": "CREATE TABLE session (id INTEGER NOT NULL, uuid VARCHAR NOT NULL, name VARCHAR NOT "
        "NULL, game VARCHAR NOT NULL, config VARCHAR NOT NULL, ui VARCHAR NOT NULL, progress VARCHAR "
        "NOT NULL, actions INTEGER NOT NULL, over BOOLEAN NOT NULL, created VARCHAR NOT NULL, "
        "last_played VARCHAR NOT NULL, PRIMARY KEY (id))",
        "action": "CREATE TABLE action (idx INTEGER NOT NULL, data VARCHAR NOT NULL, PRIMARY KEY (idx))",
        "redo": "CREATE TABLE redo (position INTEGER NOT NULL, data VARCHAR NOT NULL, "
        "PRIMARY KEY (position))",
    }
}
TABLES = ("meta", "session", "action", "redo")  # every version has at least these


@functools.lru_cache(maxsize=64)  # every save holds the same few statements
def normal_sql(sql: str) -> str:
    """SQL with every run of whitespace made one space, and none inside brackets."""
    text = re.sub(r"\s+", " ", sql).strip()
    return text.replace("( ", "(").replace(" )", ")").replace(" ,", ",")


def check_schema(path: Path, conn: sqlite3.Connection, version: int) -> None:
    """Refuse a file whose schema is not exactly Quorum's for `version`: no view, no trigger, no
    virtual table, no other table or index, each table's SQL as Quorum writes it. Reads only the
    schema table, which is a plain table in every SQLite file."""
    try:
        rows = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    except sqlite3.DatabaseError as exc:
        raise SaveError(path, f"the database is damaged ({exc})", SaveProblem.CORRUPT) from None
    except UnicodeDecodeError:
        raise SaveError(
            path, "the database is damaged (its schema is not readable text)", SaveProblem.CORRUPT
        ) from None
    expected = SCHEMAS.get(version)
    found: dict[str, str] = {}
    for kind, name, table, sql in rows:
        if kind != "table" or not isinstance(name, str) or name != table:
            raise SaveError(
                path, altered(f"it holds a {short(kind)} named {short(name)}"), SaveProblem.CORRUPT
            )
        if not isinstance(sql, str) or not normal_sql(sql).upper().startswith(
            f"CREATE TABLE {name.upper()} ("
        ):
            raise SaveError(path, altered(f"{short(name)} is not a plain table"), SaveProblem.CORRUPT)
        found[name] = normal_sql(sql)
    if expected is not None:
        for name, sql in expected.items():
            if found.get(name) != sql:
                what = "is missing" if name not in found else "is not the table Quorum makes"
                raise SaveError(path, altered(f"the table {name!r} {what}"), SaveProblem.CORRUPT)
        extra = sorted(set(found) - set(expected))
    else:  # a version this Quorum has no record of (it is refused as newer, or a test's own step)
        missing = [name for name in TABLES if name not in found]
        if missing:
            raise SaveError(path, altered(f"the table {missing[0]!r} is missing"), SaveProblem.CORRUPT)
        extra = []
    if extra:
        raise SaveError(
            path, altered(f"it holds a table {short(extra[0])} Quorum never makes"), SaveProblem.CORRUPT
        )


def altered(what: str) -> str:
    return f"the file's tables are not the ones Quorum makes ({what}): it was altered or damaged"


def short(value: object, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Budget:
    """How long the statements on one connection may run, and whether the player stopped them.

    Installed as the connection's progress handler: SQLite asks it every PROGRESS_STEPS steps
    and stops the running statement ("interrupted") once the time is up or `cancel` is set.
    `renew` starts a new allowance (a connection kept open for a whole game renews it per move).
    """

    def __init__(self, seconds: float, cancel: threading.Event | None = None) -> None:
        self.seconds = seconds
        self.cancel = cancel
        self.deadline = time.monotonic() + seconds
        self.stopped: SaveProblem | None = None  # why the last statement was stopped

    def renew(self) -> None:
        self.deadline = time.monotonic() + self.seconds
        self.stopped = None

    def __call__(self) -> int:
        if self.cancel is not None and self.cancel.is_set():
            self.stopped = SaveProblem.CANCELLED
            return 1
        if time.monotonic() > self.deadline:
            self.stopped = SaveProblem.CORRUPT
            return 1
        return 0

    def error(self, path: Path) -> SaveError | None:
        """The SaveError for a statement this budget stopped (None if it stopped none)."""
        if self.stopped is SaveProblem.CANCELLED:
            return SaveError(path, "the import was cancelled; nothing was written", SaveProblem.CANCELLED)
        if self.stopped is not None:
            return SaveError(
                path,
                f"reading it took longer than any save needs (over {self.seconds:g} s), so Quorum stopped: "
                "the file is damaged or was made to stall",
                SaveProblem.CORRUPT,
            )
        return None


class GuardedConnection(sqlite3.Connection):
    """A sqlite3 connection that keeps its Budget, so an "interrupted" error can say why."""

    budget: Budget | None = None


def connect(
    target: str | Path,
    *,
    uri: bool = False,
    timeout: float = 5.0,
    seconds: float | None = None,
    cancel: threading.Event | None = None,
) -> GuardedConnection:
    """sqlite3.connect, with every statement under a new Budget from the start."""
    conn = sqlite3.connect(target, uri=uri, timeout=timeout, factory=GuardedConnection)
    bound(conn, seconds, cancel)
    return conn


def bound(
    conn: sqlite3.Connection, seconds: float | None = None, cancel: threading.Event | None = None
) -> Budget:
    """Put every statement on `conn` under a new Budget (default READ_SECONDS; replacing any other)."""
    budget = Budget(READ_SECONDS if seconds is None else seconds, cancel)
    conn.set_progress_handler(budget, PROGRESS_STEPS)
    if isinstance(conn, GuardedConnection):
        conn.budget = budget
    return budget


def stopped_error(path: Path, conn: sqlite3.Connection | None) -> SaveError | None:
    """The SaveError saying why `conn`'s budget stopped a statement, if it did."""
    budget = getattr(conn, "budget", None)
    return budget.error(path) if isinstance(budget, Budget) else None
