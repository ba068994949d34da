"""The library: every saved session in the data folder, one SQLite file each, listed, opened, moved."""

from __future__ import annotations

import re
import sqlite3
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import update
from sqlalchemy.exc import SQLAlchemyError

from games.core.game import Game
from games.core.session import Session, SessionConfig
from storage import migrations
from storage.checks import examine, is_sqlite, open_checked
from storage.content import GameLoader, SessionContent, check_ui, loads, now, parse_time, rebuild
from storage.database import PART_SUFFIX, open_engine, read_content, remove_files, write_new
from storage.errors import SaveError, SaveProblem
from storage.exchange import read_export, write_export
from storage.file_lock import SessionLock, is_locked
from storage.saved_session import SavedSession, checked_name
from storage.summary import SessionSummary
from storage.tables import SessionRow

SESSION_SUFFIX = ".quorum.db"
ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,128}")
STALE_PART_SECONDS = 3600  # a half-written file this old belongs to an import that was interrupted
SUMMARY_SQL = "SELECT name, game, config, progress, actions, over, created, last_played FROM session"


def _registry_loader(name: str) -> Game:
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
        self.load_game: Callable[[str], Game] = load_game or _registry_loader
        self._open: dict[str, SavedSession] = {}
        try:
            self.sessions_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveError(
                self.sessions_dir,
                f"the folder cannot be created: {exc.strerror or exc}",
                SaveProblem.UNWRITABLE,
            ) from None
        self._remove_stale_parts()

    # --- where ------------------------------------------------------------------------------------
    def path_of(self, session_id: str) -> Path:
        if not isinstance(session_id, str) or not ID_PATTERN.fullmatch(session_id):
            raise ValueError(f"{session_id!r} is not a session id")
        return self.sessions_dir / f"{session_id}{SESSION_SUFFIX}"

    def ids(self) -> list[str]:
        return sorted(
            p.name[: -len(SESSION_SUFFIX)]
            for p in self.sessions_dir.glob(f"*{SESSION_SUFFIX}")
            if ID_PATTERN.fullmatch(p.name[: -len(SESSION_SUFFIX)])
        )

    def is_open(self, session_id: str) -> bool:
        return session_id in self._open

    # --- the list ----------------------------------------------------------------------------------
    def list(self) -> list[SessionSummary]:
        """Every session, most recently played first; unreadable files last, each with its problem.

        Never raises for a bad file, and never loads a game or replays: it reads one row per file.
        """
        good, bad = [], []
        for session_id in self.ids():
            summary = self.summary(session_id)
            (good if summary.ok else bad).append(summary)
        oldest = datetime.min.replace(tzinfo=UTC)
        good.sort(key=lambda s: s.last_played or oldest, reverse=True)
        return good + sorted(bad, key=lambda s: s.id)

    def summary(self, session_id: str) -> SessionSummary:
        """One line of the list; a file that cannot be read gives a summary with its `problem`."""
        path = self.path_of(session_id)
        try:
            version, conn = open_checked(path, thorough=False)
            if version < migrations.SCHEMA_VERSION:
                conn.close()
                migrations.upgrade(path, version, self.backups_dir)
                version, conn = open_checked(path, thorough=False)
            try:
                # Plain sqlite3 on the connection the checks opened: a list of 20 sessions costs
                # ~0.5 ms per file this way, against ~2 ms for a SQLAlchemy engine per file.
                row = conn.execute(SUMMARY_SQL).fetchone()
            except sqlite3.DatabaseError as exc:
                raise SaveError(path, f"the session cannot be read ({exc})", SaveProblem.CORRUPT) from None
            finally:
                conn.close()
            if row is None:
                raise SaveError(path, "the file holds no session", SaveProblem.CORRUPT)
            name, game, config_text, progress_text, actions, over, created, last_played = row
            config = loads(path, config_text, "the configuration")
            seats = config.get("seats") if isinstance(config, dict) else None
            players = tuple(str(s.get("name", "?")) for s in seats if isinstance(s, dict)) if seats else ()
            progress = loads(path, progress_text, "the progress note")
            return SessionSummary(
                id=session_id,
                path=path,
                name=str(name),
                game=str(game),
                players=players,
                progress=progress if isinstance(progress, dict) else {},
                actions=int(actions),
                over=bool(over),
                created=parse_time(path, created, "created"),
                last_played=parse_time(path, last_played, "last_played"),
            )
        except SaveError as exc:
            return SessionSummary(id=session_id, path=path, problem=str(exc), problem_kind=exc.kind.value)
        except (TypeError, ValueError, AttributeError) as exc:  # a row edited by hand: still never raise
            problem = SaveError(path, f"the session row is malformed ({exc})", SaveProblem.CORRUPT)
            return SessionSummary(
                id=session_id, path=path, problem=str(problem), problem_kind=problem.kind.value
            )

    # --- one session -------------------------------------------------------------------------------
    def create(self, name: str, config: SessionConfig, *, ui: dict | None = None) -> SavedSession:
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
        if session_id in self._open:
            return self._open[session_id]
        path = self.path_of(session_id)
        if not path.exists():
            raise SaveError(path, "the file does not exist", SaveProblem.MISSING)
        lock = SessionLock(path)
        lock.acquire()  # another Quorum window playing this session: SaveError IN_USE
        try:
            self._ready(path, thorough=True)
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
        if session_id in self._open:
            self._open[session_id].rename(name)
            return
        path = self.path_of(session_id)
        self._ready(path, thorough=False)
        engine = open_engine(path)
        try:
            with engine.begin() as conn:
                conn.execute(update(SessionRow).where(SessionRow.id == 1).values(name=name))
        except SQLAlchemyError as exc:
            raise SaveError(path, f"could not rename: {exc}", SaveProblem.UNWRITABLE) from None
        finally:
            engine.dispose()

    def delete(self, session_id: str) -> None:
        """Remove the session's file (closing it first if open). Works on unreadable files too."""
        path = self.path_of(session_id)
        if session_id in self._open:
            self._open[session_id].close()
        if not path.exists():
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
    def export(self, session_id: str, target: Path | str) -> None:
        """Write the session to `target` in the export format (storage/FORMAT.md)."""
        if session_id in self._open:  # memory is never behind the file, and may be ahead after a failed write
            saved = self._open[session_id]
            write_export(Path(target), saved.content(), saved.session.game)
            return
        path = self.path_of(session_id)
        self._ready(path, thorough=False)
        content, game = read_content(path, self.load_game)
        write_export(Path(target), content, game)

    def import_file(self, source: Path | str) -> str:
        """Add a session from an export (or a Quorum session database); returns the new id.

        Everything is checked and replayed through the rules before a file is written, and
        the new session gets a new id, so importing never changes an existing session.
        """
        source = Path(source)
        if is_sqlite(source):
            content, game = self._read_database(source)
        else:
            content, game = read_export(source, self.load_game)
        session = rebuild(source, game, content)  # refused here, naming `source`, if it breaks the rules
        session_id = uuid.uuid4().hex
        self._write(self.path_of(session_id), session_id, content, game, session)
        return session_id

    # --- inside --------------------------------------------------------------------------------------
    def _ready(self, path: Path, *, thorough: bool) -> None:
        """Check the file and upgrade it to the current schema if it is older."""
        version = examine(path, thorough=thorough)
        if version < migrations.SCHEMA_VERSION:
            migrations.upgrade(path, version, self.backups_dir)

    def _write(
        self, path: Path, session_id: str, content: SessionContent, game: Game, session: Session | None = None
    ) -> None:
        if session is None:
            session = rebuild(path, game, content)
        write_new(path, session_id, content, game, game.progress(session.state), session.is_over())

    def _read_database(self, source: Path) -> tuple[SessionContent, Game]:
        version = examine(source, thorough=True)
        if version == migrations.SCHEMA_VERSION:
            return read_content(source, self.load_game)
        # An older database is upgraded on a copy: importing never writes to the file imported.
        copy = self.sessions_dir / f"import-{uuid.uuid4().hex}{PART_SUFFIX}"
        try:
            src, dst = sqlite3.connect(source), sqlite3.connect(copy)
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
