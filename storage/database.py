"""One session file: opened with the pragmas that make every commit durable, written new, read back.

Durability: WAL journal with `synchronous=NORMAL`. In WAL mode a commit appends the
changed pages to the -wal file with write() before it returns, so the move is in the
operating system's hands: a process killed at any moment (crash, SIGKILL, task manager)
loses nothing the screen showed as done, and SQLite replays the -wal on the next open
(tests/storage/test_storage_sigkill.py kills the process mid-play many times to prove it).
What NORMAL gives up is an fsync per commit, so a power cut before the OS writes its cache
back may lose the last few seconds of moves; the file is never corrupted either way.
FULL would close that gap at the cost of one fsync per move: measured here ~0.4 ms on a
quiet disk but 4-5 ms at p95 when other programs share it, against a 5 ms budget; the
laptop-battery case is normally covered by the OS flushing on low-battery shutdown or
suspend. Switch SYNCHRONOUS to "FULL" to trade that latency for power-loss durability.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, insert
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import StaticPool
from sqlmodel import Session as DbSession
from sqlmodel import SQLModel

from games.core.actions import Action
from games.core.game import AnyGame
from storage import limits, migrations
from storage.content import (
    GameLoader,
    SessionContent,
    check_action_count,
    check_text,
    clean_ui,
    config_from_data,
    config_to_data,
    decode_action,
    dumps,
    load_game,
    loads,
    now,
    parse_time,
    time_text,
)
from storage.errors import SaveError, SaveProblem
from storage.tables import ActionRow, Meta, RedoRow, SessionRow

SYNCHRONOUS = "NORMAL"
BUSY_TIMEOUT_MS = 250
TABLES = [SQLModel.metadata.tables[str(row.__tablename__)] for row in (Meta, SessionRow, ActionRow, RedoRow)]
PART_SUFFIX = ".part"  # a file being written; renamed into place only when complete


def version_text() -> str:
    try:
        from importlib.metadata import version

        return f"quorum {version('quorum')}"
    except Exception:  # running from a checkout that was never installed
        return "quorum (source)"


def open_engine(path: Path) -> Engine:
    """An engine on one existing file, one connection, every commit durable (see module docstring)."""
    engine = create_engine(
        f"sqlite:///{path}",
        # The library is built in a loader thread and then used from the GUI thread, one at a time.
        connect_args={"check_same_thread": False},
        poolclass=StaticPool,
    )

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: sqlite3.Connection, _record: Any) -> None:
        dbapi_connection.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
        # Another program holding the file locked makes a move fail within this, with a Retry,
        # instead of freezing the table for seconds on every move.
        dbapi_connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")

    return engine


def write_new(
    path: Path, session_id: str, content: SessionContent, game: AnyGame, progress: dict[str, Any], over: bool
) -> None:
    """Write a complete session file at `path`, all or nothing: built aside, then renamed into place."""
    part = path.with_name(path.name + PART_SUFFIX)
    remove_files(part)
    engine = open_engine(part)
    try:
        with engine.connect() as conn:
            conn.exec_driver_sql(f"PRAGMA application_id = {migrations.APPLICATION_ID}")
            conn.exec_driver_sql(f"PRAGMA user_version = {migrations.SCHEMA_VERSION}")
            conn.commit()
        SQLModel.metadata.create_all(engine, tables=TABLES)
        codec = game.codec
        with engine.begin() as conn:
            conn.execute(
                insert(Meta),
                [
                    {
                        "id": 1,
                        "app": migrations.APP,
                        "schema_version": migrations.SCHEMA_VERSION,
                        "created": time_text(now()),
                        "written_by": version_text(),
                    }
                ],
            )
            conn.execute(
                insert(SessionRow),
                [
                    {
                        "id": 1,
                        "uuid": session_id,
                        "name": content.name,
                        "game": content.game,
                        "config": dumps(config_to_data(game, content.config)),
                        "ui": dumps(content.ui),
                        "progress": safe_progress(progress),
                        "actions": len(content.actions),
                        "over": over,
                        "created": time_text(content.created),
                        "last_played": time_text(content.last_played),
                    }
                ],
            )
            if content.actions:
                rows = [{"idx": i, "data": dumps(codec.encode(a))} for i, a in enumerate(content.actions)]
                conn.execute(insert(ActionRow), rows)
            if content.redo:
                rows = [{"position": i, "data": dumps(codec.encode(a))} for i, a in enumerate(content.redo)]
                conn.execute(insert(RedoRow), rows)
        with engine.connect() as conn:
            # Persistent in the file; switched on last so the finished file has no -wal beside it.
            conn.exec_driver_sql("PRAGMA journal_mode = WAL")
    except Exception as exc:  # any failure (disk, text SQLite refuses, a bad value) leaves no debris
        engine.dispose()
        remove_files(part)
        if isinstance(exc, SQLAlchemyError | OSError):
            raise SaveError(
                path, f"could not write the session: {_write_reason(exc)}", write_problem(exc)
            ) from None
        raise SaveError(
            path, f"could not write the session ({type(exc).__name__}: {exc})", SaveProblem.INVALID
        ) from None
    engine.dispose()
    try:
        fsync_file(part)
        os.replace(part, path)
        fsync_dir(path.parent)
    except OSError as exc:
        remove_files(part)
        raise SaveError(
            path, f"could not write the session: {exc.strerror or exc}", SaveProblem.UNWRITABLE
        ) from None


def safe_progress(progress: Any) -> str:
    """The list's progress note; a game returning something JSON cannot hold must not block saving."""
    try:
        text = dumps(progress if isinstance(progress, dict) else {})
    except (TypeError, ValueError):
        return "{}"
    return text if len(text) <= limits.PROGRESS_MAX_BYTES else "{}"


def _write_reason(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return str(exc.strerror or exc)
    return str(getattr(exc, "orig", None) or exc).splitlines()[0]


def write_problem(exc: BaseException) -> SaveProblem:
    """LOCKED when another program holds the file (a retry may work), else UNWRITABLE."""
    return (
        SaveProblem.LOCKED if "locked" in str(getattr(exc, "orig", None) or exc) else SaveProblem.UNWRITABLE
    )


def read_row(path: Path, engine: Engine) -> SessionRow:
    try:
        with DbSession(engine) as db:
            row = db.get(SessionRow, 1)
    except SQLAlchemyError as exc:
        raise SaveError(path, f"the session cannot be read ({_reason(exc)})", SaveProblem.CORRUPT) from None
    if row is None:
        raise SaveError(path, "the file holds no session", SaveProblem.CORRUPT)
    return row


def read_content(
    path: Path, loader: GameLoader, conn: sqlite3.Connection | None = None
) -> tuple[SessionContent, AnyGame]:
    """Decode a checked file (see checks.examine) into typed content; the caller replays it.

    `conn`, a connection from checks.open_checked, reads a file Quorum cannot write to (read-only).
    """
    if conn is not None:
        return _content_from_rows(path, loader, *_read_plain(path, conn))
    # Plain sqlite3 with fixed statements: a SQLAlchemy engine per file compiled the same three
    # selects on every open (~10% of a Resume). The tables are still SQLModel's (tables.py).
    try:
        own = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as exc:
        raise SaveError(path, f"the session cannot be read ({exc})", write_problem(exc)) from None
    try:
        return _content_from_rows(path, loader, *_read_plain(path, own))
    finally:
        own.close()


def _read_plain(path: Path, conn: sqlite3.Connection) -> tuple[Any, list[Any], list[Any]]:
    try:
        found = conn.execute(
            "SELECT name, game, config, ui, actions, created, last_played FROM session WHERE id = 1"
        ).fetchone()
        if found is None:
            raise SaveError(path, "the file holds no session", SaveProblem.CORRUPT)
        count = conn.execute("SELECT (SELECT count(*) FROM action) + (SELECT count(*) FROM redo)").fetchone()[
            0
        ]
        check_action_count(path, count)
        actions = conn.execute("SELECT idx, data FROM action ORDER BY idx").fetchall()
        redo = conn.execute("SELECT position, data FROM redo ORDER BY position").fetchall()
    except sqlite3.DatabaseError as exc:
        raise SaveError(path, f"the session cannot be read ({exc})", SaveProblem.CORRUPT) from None
    fields = ("name", "game", "config", "ui", "actions", "created", "last_played")
    row = type("Row", (), dict(zip(fields, found, strict=True)))
    return row, actions, redo


def _content_from_rows(
    path: Path, loader: GameLoader, row: Any, actions: Sequence[Any], redo: Sequence[Any]
) -> tuple[SessionContent, AnyGame]:
    game = load_game(path, loader, row.game)
    for what, rows in (("action", actions), ("redo step", redo)):
        for expected, (number, _data) in enumerate(rows):
            if number != expected:
                raise SaveError(path, f"{what} {expected} is missing from the file", SaveProblem.CORRUPT)
    if row.actions != len(actions):
        raise SaveError(
            path,
            f"the file says {row.actions} actions were played but holds {len(actions)}",
            SaveProblem.CORRUPT,
        )
    config = config_from_data(path, game, loads(path, row.config, "the configuration"))
    if not isinstance(row.actions, int) or isinstance(row.actions, bool):
        raise SaveError(path, "the session's action count is not a number", SaveProblem.CORRUPT)
    content = SessionContent(
        name=check_text(path, row.name, "name", limits.SESSION_NAME_MAX),
        game=row.game,
        config=config,
        actions=stored_actions(path, game, actions, "actions"),
        redo=stored_actions(path, game, redo, "redo"),
        ui=clean_ui(path, loads(path, row.ui, "the GUI state") if _small(row.ui) else {}),
        created=parse_time(path, row.created, "created"),
        last_played=parse_time(path, row.last_played, "last_played"),
    )
    return content, game


def _small(text: Any) -> bool:
    """Whether a stored GUI state is small enough to read at all (a huge one is dropped unread)."""
    return isinstance(text, str) and len(text) <= 4 * limits.UI_MAX_BYTES


def stored_actions(path: Path, game: AnyGame, rows: Sequence[Any], where: str) -> list[Action]:
    """Decode (number, JSON) rows. Actions are immutable, so equal rows share one decoded action:
    a game repeats many (every "pass" of a seat), and this halves the decoding of a long log."""
    decoded: dict[str, Action] = {}
    actions = []
    for number, text in rows:
        action = decoded.get(text)
        if action is None:
            if isinstance(text, str) and len(text) > limits.ACTION_MAX_BYTES:
                raise SaveError(path, f"{where}[{number}]: the action is too large", SaveProblem.INVALID)
            action = decode_action(path, game, loads(path, text, f"{where}[{number}]"), f"{where}[{number}]")
            decoded[text] = action
        actions.append(action)
    return actions


def _reason(exc: SQLAlchemyError) -> str:
    return str(getattr(exc, "orig", None) or exc).splitlines()[0]


def remove_files(path: Path) -> None:
    """Remove a database, the -wal/-shm files SQLite keeps beside it, and its play lock."""
    for suffix in ("", "-wal", "-shm", "-journal", ".lock"):
        try:
            path.with_name(path.name + suffix).unlink()
        except FileNotFoundError:
            pass


def fsync_file(path: Path) -> None:
    """Flush a file we wrote to the disk. Windows flushes only through a handle open for writing
    (FlushFileBuffers needs GENERIC_WRITE: a read-only one gets "Permission denied")."""
    fd = os.open(path, os.O_RDWR if os.name == "nt" else os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(folder: Path) -> None:
    """Make a rename durable (POSIX); Windows has no directory handles to sync."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
