"""A session open from the library, saved as it is played: every apply, undo and redo commits at once."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from games.core.actions import Action
from games.core.session import Change, Session
from storage import guard, limits
from storage.content import SessionContent, check_text, check_ui, dumps, now, time_text
from storage.database import open_engine, safe_progress
from storage.errors import SaveError, SaveProblem
from storage.file_lock import SessionLock

# The autosave statements, on the tables of storage/tables.py (schema version 1).
DELETE_ACTIONS_FROM = "DELETE FROM action WHERE idx >= ?"
INSERT_ACTION = "INSERT INTO action (idx, data) VALUES (?, ?)"
DELETE_REDO_FROM = "DELETE FROM redo WHERE position >= ?"
INSERT_REDO = "INSERT INTO redo (position, data) VALUES (?, ?)"
UPDATE_SESSION = "UPDATE session SET actions = ?, progress = ?, over = ?, last_played = ?"
ROW_COLUMNS = frozenset({"name", "ui"})  # what set_ui / rename may add to UPDATE_SESSION


class SavedSession:
    """A games.core Session bound to its file.

    `session` is the live game; its listener writes each change (apply, undo, redo) to the
    file in one transaction before `Session.apply/undo/redo` returns, so whatever the
    screen shows as done is already on disk. If the disk refuses (full, read-only, removed,
    locked by another program), the change is taken back in memory before that call raises
    SaveError: the session stays exactly as the file holds it, and `unsaved` keeps the log
    the players asked for, which `retry` applies and saves again (or `unsaved_content`
    exports elsewhere).
    """

    def __init__(
        self,
        session_id: str,
        path: Path,
        session: Session,
        *,
        name: str,
        ui: dict[str, Any],
        created: datetime,
        last_played: datetime,
        on_close: Callable[[SavedSession], None] | None = None,
        lock: SessionLock | None = None,
    ) -> None:
        self.id = session_id
        self.path = path
        self.session = session
        self.name = name
        self.created = created
        self.last_played = last_played
        self._ui = dict(ui)
        self._on_close = on_close
        self._lock = lock  # held until close: no other Quorum process plays this session meanwhile
        self._engine = open_engine(path)
        # One connection held for the session's life. Moves are written through its sqlite3
        # handle with the fixed statements atop this module: SQLAlchemy's per-statement work (~0.25 ms a
        # move, against ~0.03 ms for the commit itself) made the p95 suffer whenever the CPU
        # was shared. The schema itself is SQLModel's (tables.py); reading goes through it too.
        self._conn = self._engine.connect()
        db = self._conn.connection.driver_connection
        assert isinstance(db, sqlite3.Connection), "open_engine opens SQLite through the sqlite3 module"
        self._db = db
        self._budget = guard.bound(db, guard.WRITE_SECONDS)  # renewed for each write
        self._saved_actions = len(session.actions)
        self._saved_redo = len(session.redo_stack)
        # What the file holds, as the very action objects of the session (see Session.restore_log).
        self._disk_actions = list(session.actions)
        self._disk_redo = list(session.redo_stack)
        # (actions, redo) a failed save did not keep
        self.unsaved: tuple[list[Action], list[Action]] | None = None
        self._in_sync = True
        self.closed = False
        session.listeners.append(self._autosave)

    # --- GUI state ----------------------------------------------------------------------------
    @property
    def ui(self) -> dict[str, Any]:
        """GUI state saved with the session (a copy), e.g. {"curtain_seat": 2}."""
        return dict(self._ui)

    def set_ui(self, ui: dict[str, Any]) -> None:
        """Replace the saved GUI state; committed at once. Must be JSON data with text keys."""
        check_ui(self.path, ui)
        self._write({"ui": dumps(ui)})
        self._ui = dict(ui)

    def update_ui(self, **changes: Any) -> None:
        """Change some keys of the GUI state (None removes a key); committed at once."""
        ui = {**self._ui, **changes}
        self.set_ui({k: v for k, v in ui.items() if v is not None})

    def rename(self, name: str) -> None:
        name = checked_name(name)
        self._write({"name": name})
        self.name = name

    def content(self) -> SessionContent:
        """The session as plain content (what an export holds), from memory: always the latest."""
        session = self.session
        return SessionContent(
            name=self.name,
            game=session.game.name,
            config=session.config,
            actions=list(session.actions),
            redo=list(session.redo_stack),
            ui=self.ui,
            created=self.created,
            last_played=self.last_played,
        )

    def unsaved_content(self) -> SessionContent:
        """Like `content`, but with the change a failed save could not keep (for exporting elsewhere)."""
        content = self.content()
        if self.unsaved is not None:
            content.actions, content.redo = list(self.unsaved[0]), list(self.unsaved[1])
        return content

    # --- saving ---------------------------------------------------------------------------------
    def save_now(self) -> None:
        """Write the session again; every change already saves itself."""
        self._write()

    def retry(self) -> bool:
        """Make and save again the change a failed save took back; True if the session changed.

        Raises SaveError (and leaves the session as the file holds it) if the disk still refuses.
        """
        if self.unsaved is None:
            self._write()
            return False
        actions, redo = self.unsaved
        session = self.session
        session.restore_log(actions, redo)
        try:
            self._write()
        except SaveError:
            session.restore_log(self._disk_actions, self._disk_redo)
            raise
        self.unsaved = None
        return True

    def _autosave(self, session: Session, _change: Change, _index: int) -> None:
        try:
            self._write()
        except SaveError:
            # Nothing is shown as done that is not on disk: take the change back, keep it for Retry.
            self.unsaved = (list(session.actions), list(session.redo_stack))
            session.restore_log(self._disk_actions, self._disk_redo)
            raise
        self.unsaved = None

    def _write(self, row_values: dict[str, str] | None = None) -> None:
        """Bring the file in line with the live session (and `row_values`) in one transaction."""
        if self.closed:
            raise SaveError(
                self.path, "the session was closed; open it again to go on", SaveProblem.UNWRITABLE
            )
        session = self.session
        encode = session.game.codec.encode
        actions, redo = session.actions, session.redo_stack
        saved_actions, saved_redo = (self._saved_actions, self._saved_redo) if self._in_sync else (0, 0)
        played = now()
        extra = row_values or {}
        if not set(extra) <= ROW_COLUMNS:
            raise ValueError(f"only {sorted(ROW_COLUMNS)} of the session row can be set, not {sorted(extra)}")
        db = self._db
        self._budget.renew()
        try:
            # Each change only appends to or trims the end of the log and of the redo stack,
            # so only the difference is written: one row for a move, whatever the game length.
            # After a failed write the whole log is rewritten (counts taken as 0, rows cleared).
            if not self._in_sync or saved_actions > len(actions):
                db.execute(DELETE_ACTIONS_FROM, (0 if not self._in_sync else len(actions),))
            if saved_actions < len(actions):
                db.executemany(
                    INSERT_ACTION,
                    [(i, dumps(encode(actions[i]))) for i in range(saved_actions, len(actions))],
                )
            if not self._in_sync or saved_redo > len(redo):
                db.execute(DELETE_REDO_FROM, (0 if not self._in_sync else len(redo),))
            if saved_redo < len(redo):
                db.executemany(
                    INSERT_REDO, [(i, dumps(encode(redo[i]))) for i in range(saved_redo, len(redo))]
                )
            progress = safe_progress(session.game.progress(session.state))
            db.execute(
                UPDATE_SESSION + "".join(f", {column} = ?" for column in extra) + " WHERE id = 1",
                (len(actions), progress, session.is_over(), time_text(played), *extra.values()),
            )
            db.commit()
        except (sqlite3.Error, OSError, TypeError, ValueError) as exc:
            try:
                db.rollback()
            except sqlite3.Error:
                pass
            self._in_sync = False
            if "locked" in str(exc):
                raise SaveError(
                    self.path,
                    "another program is using the file right now, so the move was not saved",
                    SaveProblem.LOCKED,
                ) from None
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            raise SaveError(
                self.path, f"the move could not be saved ({reason})", SaveProblem.UNWRITABLE
            ) from None
        self._saved_actions, self._saved_redo, self._in_sync = len(actions), len(redo), True
        disk = self._disk_actions  # only the end of the log ever changes (one append or trim per change)
        if len(disk) > len(actions):
            del disk[len(actions) :]
        elif len(disk) < len(actions):
            disk.extend(actions[len(disk) :])
        self._disk_redo = list(redo)
        self.last_played = played

    # --- closing --------------------------------------------------------------------------------
    def close(self) -> None:
        """Stop saving and release the file (idempotent). The game itself stays usable in memory."""
        if self.closed:
            return
        self.closed = True
        if self._autosave in self.session.listeners:
            self.session.listeners.remove(self._autosave)
        try:
            # Fold the -wal into the file so it stands alone (copying, backups); purely tidy.
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error:
            pass
        self._conn.close()
        self._engine.dispose()
        if self._lock is not None:
            self._lock.release()
        if self._on_close is not None:
            self._on_close(self)

    def __enter__(self) -> SavedSession:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<SavedSession {self.id} {self.name!r} {len(self.session)} actions>"


def checked_name(name: Any) -> str:
    """A session name as New Game allows it; ValueError otherwise (the GUI says why)."""
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a session needs a name")
    try:
        return check_text(Path(), name, "name", limits.SESSION_NAME_MAX)
    except SaveError as exc:
        raise ValueError(exc.problem) from None
