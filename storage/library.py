"""The library: every saved session in the data folder, one SQLite file each, listed, opened, moved."""

from __future__ import annotations

import os
import re
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import update
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import col

from games.core.game import AnyGame
from games.core.session import Session, SessionConfig
from storage import guard, journal, limits, migrations
from storage.checks import NOT_TEXT, examine, is_sqlite, open_checked
from storage.content import (
    GameLoader,
    SessionContent,
    check_text,
    check_ui,
    cut,
    loads,
    now,
    parse_time,
    rebuild,
    short,
)
from storage.database import PART_SUFFIX, open_engine, read_content, remove_files, write_new
from storage.errors import SaveError, SaveProblem
from storage.exchange import content_from_export, read_json, shareable_ui, write_export
from storage.file_lock import SessionLock, is_locked
from storage.files import check_regular
from storage.record import GameRecord, is_record, record_data, record_from_data, write_record
from storage.saved_session import SavedSession, checked_name
from storage.summary import SessionSummary
from storage.tables import SessionRow

SESSION_SUFFIX = ".quorum.db"
ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,128}")
PROBE_BYTES = 4096  # written to tell a full disk or read-only folder (then removed)
STALE_PART_SECONDS = 3600  # a half-written file this old belongs to an import that was interrupted
SUMMARY_SQL = "SELECT name, game, config, progress, actions, over, created, last_played FROM session"


def _registry_loader(name: str) -> AnyGame:
    from games.registry import load_game

    return load_game(name)


class Library:
    """The saved sessions under `root` (the data folder): `root/sessions/<id>.quorum.db`.

    Each session is its own file, so a damaged file can only ever lose itself: listing
    reports it (SessionSummary.problem) and goes on; opening it raises SaveError.
    `load_game` maps a game name to a Game (default: games.registry.load_game).
    """

    def __init__(self, root: Path | str, *, load_game: GameLoader | None = None) -> None:
        self.root = Path(root)
        self.sessions_dir = self.root / "sessions"
        self.backups_dir = self.root / "backups"
        self.load_game: Callable[[str], AnyGame] = load_game or _registry_loader
        self._open: dict[str, SavedSession] = {}
        self.write_problem: str | None = None  # why Quorum cannot write here now (None: it can)
        # session id -> what became of a journal found beside it that did not belong (journal.py)
        self.notices: dict[str, str] = {}
        # One file at a time: the list is read in a worker thread while the GUI may open or rename.
        self.guard = threading.RLock()
        try:
            self.sessions_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            if not self.sessions_dir.is_dir():
                raise SaveError(
                    self.sessions_dir,
                    f"the folder cannot be created: {exc.strerror or exc}",
                    SaveProblem.UNWRITABLE,
                ) from None
        self.check_writable()
        if self.writable:
            self._remove_stale_parts()

    # --- can we write? ----------------------------------------------------------------------------
    @property
    def writable(self) -> bool:
        return self.write_problem is None

    def check_writable(self) -> bool:
        """Try a small write in the sessions folder (a read-only folder or a full disk fails it).

        While Quorum cannot write, the list still reads every session (without writing beside
        it), so good saves are listed as good, never as damaged.
        """
        probe = self.sessions_dir / f".write-test-{os.getpid()}-{threading.get_ident()}{PART_SUFFIX}"
        try:
            fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            try:
                # No fsync: file systems reserve the space at write() (ENOSPC comes here), and an fsync
                # would cost every Resume milliseconds on a busy disk.
                os.write(fd, b"\0" * PROBE_BYTES)
            finally:
                os.close(fd)
            self.write_problem = None
        except OSError as exc:
            self.write_problem = str(exc.strerror or exc)
        finally:
            try:
                probe.unlink()
            except OSError:
                pass
        return self.writable

    # --- where ------------------------------------------------------------------------------------
    def path_of(self, session_id: str) -> Path:
        if not isinstance(session_id, str) or not ID_PATTERN.fullmatch(session_id):
            raise ValueError(f"{session_id!r} is not a session id")
        return self.sessions_dir / f"{session_id}{SESSION_SUFFIX}"

    def ids(self) -> list[str]:
        try:
            paths = list(self.sessions_dir.glob(f"*{SESSION_SUFFIX}"))
        except OSError:
            return []
        return sorted(
            p.name[: -len(SESSION_SUFFIX)]
            for p in paths
            if ID_PATTERN.fullmatch(p.name[: -len(SESSION_SUFFIX)])
        )

    def is_open(self, session_id: str) -> bool:
        return session_id in self._open

    # --- the list ----------------------------------------------------------------------------------
    def list(self) -> list[SessionSummary]:
        """Every session, most recently played first; unreadable files last, each with its problem.

        Never raises for a bad file, and never loads a game or replays: it reads one row per file.
        """
        good: list[SessionSummary] = []
        bad: list[SessionSummary] = []
        for session_id in self.ids():
            summary = self.summary(session_id)
            (good if summary.ok else bad).append(summary)
        oldest = datetime.min.replace(tzinfo=UTC)
        good.sort(key=lambda s: s.last_played or oldest, reverse=True)
        return good + sorted(bad, key=lambda s: s.id)

    def summary(self, session_id: str, *, cancel: threading.Event | None = None) -> SessionSummary:
        """One line of the list; a file that cannot be read gives a summary with its `problem`.

        Safe from a worker thread (one file at a time with the GUI's own calls); a set `cancel`
        stops it within milliseconds (a summary with the problem CANCELLED).
        """
        with self.guard:
            return self._summary(session_id, cancel)

    def _summary(self, session_id: str, cancel: threading.Event | None) -> SessionSummary:
        path = self.path_of(session_id)
        notices: list[str] = []
        try:
            if self.writable:
                self._settle(path, session_id, cancel=cancel)
            version, conn = open_checked(
                path,
                thorough=False,
                writable=self.writable,
                cancel=cancel,
                expected_id=session_id,
                notices=notices,
            )
            if notices:
                self.notices[session_id] = notices[0]
            if version < migrations.SCHEMA_VERSION:
                conn.close()
                if not self.writable:
                    raise SaveError(path, self._cannot_write_text(), SaveProblem.UNWRITABLE)
                migrations.upgrade(path, version, self.backups_dir)
                version, conn = open_checked(path, thorough=False, cancel=cancel)
            try:
                # Plain sqlite3 on the connection the checks opened: a list of 20 sessions costs
                # ~0.5 ms per file this way, against ~2 ms for a SQLAlchemy engine per file.
                row = conn.execute(SUMMARY_SQL).fetchone()
            except sqlite3.DatabaseError as exc:
                raise guard.stopped_error(path, conn) or SaveError(
                    path, f"the session cannot be read ({exc})", SaveProblem.CORRUPT
                ) from None
            except UnicodeDecodeError:
                raise SaveError(path, NOT_TEXT, SaveProblem.CORRUPT) from None
            finally:
                conn.close()
            if row is None:
                raise SaveError(path, "the file holds no session", SaveProblem.CORRUPT)
            name, game, config_text, progress_text, actions, over, created, last_played = row
            if isinstance(config_text, str) and len(config_text) > 64 * 1024:
                raise SaveError(path, "the configuration is too large", SaveProblem.INVALID)
            if not isinstance(progress_text, str) or len(progress_text) > limits.PROGRESS_MAX_BYTES:
                progress_text = "{}"
            name = check_text(path, name, "name", limits.SESSION_NAME_MAX)
            if not isinstance(game, str) or len(game) > 40:
                raise SaveError(path, f"the game {short(game)} is not a game name", SaveProblem.INVALID)
            config = loads(path, config_text, "the configuration")
            seats = config.get("seats") if isinstance(config, dict) else None
            if not isinstance(seats, list) or len(seats) > 16:
                raise SaveError(path, "the configuration lists no seats", SaveProblem.INVALID)
            players = tuple(
                check_text(
                    path, s.get("name") if isinstance(s, dict) else s, f"seat {i + 1}", limits.SEAT_NAME_MAX
                )
                for i, s in enumerate(seats)
            )
            try:  # only a note for the list: unreadable, it is left out, and the session still opens
                progress = loads(path, progress_text, "the progress note")
            except SaveError:
                progress = {}
            if (
                not isinstance(actions, int)
                or isinstance(actions, bool)
                or not 0 <= actions <= limits.ACTIONS_MAX
            ):
                raise SaveError(
                    path, f"the action count {short(actions)} is not a count", SaveProblem.INVALID
                )
            return SessionSummary(
                id=session_id,
                path=path,
                notice=self.notices.get(session_id),
                name=name,
                game=game,
                players=players,
                progress=progress if isinstance(progress, dict) else {},
                actions=actions,
                over=bool(over),
                created=parse_time(path, created, "created"),
                last_played=parse_time(path, last_played, "last_played"),
            )
        except SaveError as exc:
            return SessionSummary(
                id=session_id,
                path=path,
                problem=str(exc),
                problem_kind=exc.kind.value,
                notice=self.notices.get(session_id),
            )
        except Exception as exc:  # a row edited by hand, anything: one bad file never hides the others
            problem = SaveError(
                path, f"the session row is malformed ({type(exc).__name__})", SaveProblem.CORRUPT
            )
            return SessionSummary(
                id=session_id, path=path, problem=str(problem), problem_kind=problem.kind.value
            )

    # --- one session -------------------------------------------------------------------------------
    def create(self, name: str, config: SessionConfig, *, ui: dict[str, Any] | None = None) -> SavedSession:
        """A new, empty session saved at once, and open."""
        name = checked_name(name)
        game = self.load_game(config.game)
        session_id = uuid.uuid4().hex
        path = self.path_of(session_id)
        moment = now()
        content = SessionContent(
            name, game.name, config, [], [], check_ui(path, dict(ui or {})), moment, moment
        )
        self._write(path, session_id, content, game)
        return self.open(session_id)

    def open(self, session_id: str) -> SavedSession:
        """The session rebuilt by replay, with its undo history and GUI state, autosaving from now on.

        Opening a session that is already open returns the same SavedSession.
        """
        with self.guard:
            return self._open_file(session_id)

    def _open_file(self, session_id: str) -> SavedSession:
        if session_id in self._open:
            return self._open[session_id]
        path = self.path_of(session_id)
        check_regular(path)  # missing, a link loop, a pipe: said as the list says it
        if not self.check_writable():  # every move must be saved: no play where nothing can be
            raise SaveError(path, self._cannot_write_text(), SaveProblem.UNWRITABLE)
        lock = SessionLock(path)
        lock.acquire()  # another Quorum window playing this session: SaveError IN_USE
        try:
            self._ready(path, thorough=True, locked=True)
            content, game = read_content(path, self.load_game)
            session = rebuild(path, game, content)
            saved = SavedSession(
                session_id,
                path,
                session,
                name=content.name,
                ui=content.ui,
                created=content.created,
                last_played=content.last_played,
                on_close=self._closed,
                lock=lock,
            )
        except BaseException:
            lock.release()
            raise
        self._open[session_id] = saved
        return saved

    def _closed(self, saved: SavedSession) -> None:
        self._open.pop(saved.id, None)

    def rename(self, session_id: str, name: str) -> None:
        name = checked_name(name)
        with self.guard:
            if session_id in self._open:
                self._open[session_id].rename(name)
                return
            path = self.path_of(session_id)
            lock = SessionLock(path)
            lock.acquire()  # another Quorum window playing this session: SaveError IN_USE, nothing written
            try:
                self._ready(path, thorough=False, locked=True)
                engine = open_engine(path)
                try:
                    with engine.begin() as conn:
                        conn.execute(update(SessionRow).where(col(SessionRow.id) == 1).values(name=name))
                except SQLAlchemyError as exc:
                    raise SaveError(path, f"could not rename: {exc}", SaveProblem.UNWRITABLE) from None
                finally:
                    engine.dispose()
            finally:
                lock.release()

    def delete(self, session_id: str) -> None:
        """Remove the session's file (closing it first if open). Works on unreadable files too."""
        with self.guard:  # not while the list (in its thread) reads this very file
            self._delete(session_id)

    def _delete(self, session_id: str) -> None:
        path = self.path_of(session_id)
        if session_id in self._open:
            self._open[session_id].close()
        if not os.path.lexists(path):  # a dangling or looping link can still be deleted
            raise SaveError(path, "there is no such session", SaveProblem.MISSING)
        if is_locked(path):
            raise SaveError(
                path,
                "this session is open in another Quorum window; close it there first",
                SaveProblem.IN_USE,
            )
        try:
            remove_files(path)
        except OSError as exc:
            raise SaveError(
                path, f"could not delete: {exc.strerror or exc}", SaveProblem.UNWRITABLE
            ) from None

    # --- export and import ---------------------------------------------------------------------------
    def export(self, session_id: str, target: Path | str, *, unsaved: bool = False) -> None:
        """Write the session to `target` in the export format (storage/FORMAT.md).

        `unsaved`: include the change the disk last refused (an open session's `unsaved`), so
        players whose disk is full can carry their game elsewhere, last move and all.
        """
        if session_id in self._open:  # memory holds what the file holds (and `unsaved` what it could not)
            saved = self._open[session_id]
            content = saved.unsaved_content() if unsaved else saved.content()
            write_export(Path(target), content, saved.session.game)
            return
        content, game = self._read_checked(self.path_of(session_id))
        write_export(Path(target), content, game)

    def _read_checked(self, path: Path) -> tuple[SessionContent, AnyGame]:
        """A closed session's content, checked; read without writing beside it if the folder is read-only."""
        with self.guard:
            return self._read_closed(path)

    def _read_closed(self, path: Path) -> tuple[SessionContent, AnyGame]:
        if self.writable:
            self._ready(path, thorough=False)
            return read_content(path, self.load_game)
        version, conn = open_checked(
            path, thorough=False, writable=False, expected_id=path.name[: -len(SESSION_SUFFIX)]
        )
        try:
            if version != migrations.SCHEMA_VERSION:
                raise SaveError(path, self._cannot_write_text(), SaveProblem.UNWRITABLE)
            return read_content(path, self.load_game, conn)
        finally:
            conn.close()

    def import_file(
        self, source: Path | str, *, progress: Callable[[float], None] | None = None, cancel: Any = None
    ) -> str:
        """Add a session from an export (or a Quorum session database); returns the new id.

        Everything is checked and replayed through the rules before a file is written, and
        the new session gets a new id, so importing never changes an existing session.
        A game record is refused here (it cannot be resumed): see `import_any`.
        """
        found = self.import_any(source, progress=progress, cancel=cancel)
        if isinstance(found, GameRecord):
            raise SaveError(
                source, "this is a game record: it can be watched, not resumed", SaveProblem.INVALID
            )
        return found

    def import_any(
        self, source: Path | str, *, progress: Callable[[float], None] | None = None, cancel: Any = None
    ) -> str | GameRecord:
        """Import a session export or database (the new session's id), or read a game record.

        Safe to call from a worker thread. `progress(share)` is told how far it is (0..1); a set
        `cancel` (a threading.Event) stops it with SaveError CANCELLED, and nothing is written.
        Every failure is a SaveError naming `source`; no half-written file is left behind.
        """
        source = Path(source)

        def step(share: float) -> None:
            if cancel is not None and cancel.is_set():
                raise SaveError(
                    source, "the import was cancelled; nothing was written", SaveProblem.CANCELLED
                )
            if progress is not None:
                progress(share)

        try:
            step(0.0)
            if is_sqlite(source):
                content, game = self._read_database(source, cancel)
            else:
                data = read_json(source)
                step(0.1)
                if is_record(data):
                    record = record_from_data(source, data, self.load_game)
                    step(1.0)
                    return record
                content, game = content_from_export(source, data, self.load_game)
                del data
            content.ui = shareable_ui(content.ui)  # a copy of a table never shares its phones' links
            step(0.2)
            # Refused here, naming `source`, if it breaks the rules.
            session = rebuild(source, game, content, lambda share: step(0.2 + 0.7 * share))
            step(0.9)
            if not self.check_writable():
                raise SaveError(self.sessions_dir, self._cannot_write_text(), SaveProblem.UNWRITABLE)
            session_id = uuid.uuid4().hex
            self._write(self.path_of(session_id), session_id, content, game, session)
            step(1.0)
        except SaveError as exc:
            if exc.path == source or exc.kind == SaveProblem.UNWRITABLE:
                raise
            raise SaveError(source, exc.problem, exc.kind) from None
        except MemoryError:
            raise SaveError(source, "the file is too large to import", SaveProblem.TOO_LARGE) from None
        except Exception as exc:  # whatever else a hostile file provokes is still a SaveError naming it
            raise SaveError(
                source,
                f"the file cannot be imported ({type(exc).__name__}: {cut(str(exc), 200)})",
                SaveProblem.INVALID,
            ) from None
        return session_id

    def open_record(self, source: Path | str) -> GameRecord:
        """Read a game record (storage/record.py) for a read-only replay."""
        source = Path(source)
        data = read_json(source)
        if not is_record(data):
            raise SaveError(source, "this is not a game record", SaveProblem.FOREIGN)
        return record_from_data(source, data, self.load_game)

    def export_record(self, session_id: str, target: Path | str) -> None:
        """Write the game as every seat saw it (no seed, no hidden cards or votes) to `target`."""
        if session_id in self._open:
            saved = self._open[session_id]
            write_record(Path(target), saved.session, saved.name, saved.created, saved.last_played)
            return
        path = self.path_of(session_id)
        content, game = self._read_checked(path)
        session = rebuild(path, game, content)
        write_record(Path(target), session, content.name, content.created, content.last_played)

    def watch(self, session_id: str) -> GameRecord:
        """The session as a game record, read without writing anything: what a read-only folder or a
        full disk can still show (the public log and standing; it cannot be played on)."""
        path = self.path_of(session_id)
        if session_id in self._open:
            saved = self._open[session_id]
            data = record_data(saved.session, saved.name, saved.created, saved.last_played)
        else:
            content, game = self._read_checked(path)
            data = record_data(
                rebuild(path, game, content), content.name, content.created, content.last_played
            )
        return record_from_data(path, data, self.load_game)

    def _cannot_write_text(self) -> str:
        return f"Quorum can't write to {self.sessions_dir} ({self.write_problem}); your saves are safe"

    # --- inside --------------------------------------------------------------------------------------
    def _ready(self, path: Path, *, thorough: bool, locked: bool = False) -> None:
        """Settle any journal beside the file, check the file, and upgrade it if its schema is older."""
        self._settle(path, path.name[: -len(SESSION_SUFFIX)], locked=locked)
        version = examine(path, thorough=thorough)
        if version < migrations.SCHEMA_VERSION:
            migrations.upgrade(path, version, self.backups_dir)

    def _settle(
        self, path: Path, session_id: str, *, locked: bool = False, cancel: threading.Event | None = None
    ) -> None:
        """A journal beside a closed save is folded in only if it belongs, else set aside (journal.py)."""
        if session_id in self._open:  # its journal is the one this Quorum is writing
            return
        notice = journal.settle(path, self.backups_dir, expected_id=session_id, locked=locked, cancel=cancel)
        if notice is not None:
            self.notices[session_id] = notice

    def _write(
        self,
        path: Path,
        session_id: str,
        content: SessionContent,
        game: AnyGame,
        session: Session | None = None,
    ) -> None:
        if session is None:
            session = rebuild(path, game, content)
        write_new(path, session_id, content, game, game.progress(session.state), session.is_over())

    def _read_database(self, source: Path, cancel: Any = None) -> tuple[SessionContent, AnyGame]:
        # Read-only: importing never writes to (or beside) the file imported; a journal beside it is
        # folded in on a copy, and only if it belongs (journal.readable_copy).
        version, src = open_checked(source, thorough=True, writable=False, cancel=cancel)
        if version == migrations.SCHEMA_VERSION:
            try:
                return read_content(source, self.load_game, src)
            finally:
                src.close()
        # An older database is upgraded on a copy.
        copy = self.sessions_dir / f"import-{uuid.uuid4().hex}{PART_SUFFIX}"
        try:
            dst = sqlite3.connect(copy)
            try:
                src.backup(dst)
            finally:
                src.close()
                dst.close()
            migrations.upgrade(copy, version)
            content, game = read_content(copy, self.load_game)
        except sqlite3.Error as exc:
            raise SaveError(source, f"the database cannot be copied: {exc}", SaveProblem.CORRUPT) from None
        except SaveError as exc:
            raise SaveError(source, exc.problem, exc.kind) from None
        finally:
            remove_files(copy)
        return content, game

    def _remove_stale_parts(self) -> None:
        limit = time.time() - STALE_PART_SECONDS
        for part in self.sessions_dir.glob(f"*{PART_SUFFIX}"):
            try:
                if part.stat().st_mtime < limit:
                    remove_files(part)
            except OSError:
                pass

    def close(self) -> None:
        """Close every session this library opened."""
        for saved in list(self._open.values()):
            saved.close()

    def __repr__(self) -> str:
        return f"<Library {self.root}>"
