"""A -wal journal beside a closed save: folded in only once a copy shows it belongs there, else set aside.

SQLite merges any `<file>-wal` it finds beside a database into it on the next open, and
then deletes it: it cannot tell a journal a killed Quorum left (which holds the last moves
and must be kept) from one copied there from another session or another day (which would
overwrite the save with foreign pages). The database file holds nothing a journal could be
matched against (the journal's salts live only in the journal and the -shm index), so
Quorum checks what the journal would make of the save instead, on a copy, before SQLite
ever sees the real file:

- the journal's header must be SQLite's, with the save's page size;
- the save and the journal, copied aside and opened there, must give a whole database
  (`integrity_check`) with Quorum's schema, the same session (id, game, seats and options,
  creation time, all of which never change in a save's life) as the file alone, and an
  action log without gaps.

Then a copy of the file and journal goes to `backups/` and SQLite recovers the file as after
any crash; otherwise the journal is moved to `backups/` under a name that says so,
the save is read as it stands, and the list says what happened. A -wal or -shm that is a
symbolic link, a pipe or a device is never opened through: the save is refused, saying so.
Quorum itself leaves no journal beside a closed save (SavedSession.close checkpoints it away).
"""

from __future__ import annotations

import shutil
import sqlite3
import stat
import struct
import tempfile
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from storage import guard, migrations
from storage.errors import SaveError, SaveProblem
from storage.file_lock import SessionLock
from storage.files import fsync_dir, read_bounded_prefix, special_kind

WAL, SHM = "-wal", "-shm"
WAL_HEADER = 32
WAL_MAGIC = (0x377F0682, 0x377F0683)
WAL_FORMAT = 3007000
RECOVERING = ".recovering.part"  # the copy being recovered, beside the save (removed as a stale .part)


def companion(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def check_companions(path: Path) -> None:
    """SQLite opens the -wal and -shm beside a database itself, following links and blocking on pipes:
    refuse the save (saying it is intact) while either is anything but a plain file."""
    for suffix in (WAL, SHM):
        beside = companion(path, suffix)
        try:
            mode = beside.lstat().st_mode
        except OSError:
            continue
        kind = "a symbolic link" if stat.S_ISLNK(mode) else special_kind(mode)
        if kind is not None:
            raise SaveError(
                path,
                f"the save itself is intact, but {beside.name} beside it is {kind}, and Quorum does not "
                f"open a save through that: move {beside.name} out of the folder and the save opens",
                SaveProblem.JOURNAL,
            )


def wal_pending(path: Path) -> bool:
    """Whether a non-empty -wal (plain file) lies beside `path`."""
    try:
        info = companion(path, WAL).lstat()
    except OSError:
        return False
    return stat.S_ISREG(info.st_mode) and info.st_size > 0


@dataclass(frozen=True)
class Facts:
    """What never changes in a save's life, and what a whole save must show."""

    uuid: str
    game: str
    config: str
    created: str
    last_played: str  # set by every write: a journal can only ever move it on

    def fixed(self) -> tuple[str, str, str, str]:
        return self.uuid, self.game, self.config, self.created


def later(first: str, second: str) -> bool:
    """Whether the stored time `first` is after `second` (text that is no time counts as not)."""
    try:
        return datetime.fromisoformat(first) > datetime.fromisoformat(second)
    except (ValueError, TypeError):
        return False


def header_mismatch(path: Path) -> str | None:
    """Why the -wal's header cannot be a journal of the save at `path` (None: it may be)."""
    head = read_bounded_prefix(companion(path, WAL), WAL_HEADER)
    if len(head) < WAL_HEADER:
        return "it is shorter than a journal's header"
    magic, version, page_size = struct.unpack(">3I", head[:12])
    if magic not in WAL_MAGIC or version != WAL_FORMAT:
        return "it is not an SQLite journal"
    db = read_bounded_prefix(path, 18)
    if len(db) < 18:
        return "the save has no header to match it with"
    db_page = int.from_bytes(db[16:18], "big")
    db_page = 65536 if db_page == 1 else db_page
    if page_size != db_page:
        return f"its pages are {page_size} bytes, the save's {db_page}"
    return None


def read_facts(path: Path, conn: sqlite3.Connection) -> Facts:
    """The session's fixed facts from a (recovered) copy, refusing anything not whole; SaveError says why."""
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if app_id != migrations.APPLICATION_ID or not 1 <= version <= migrations.SCHEMA_VERSION:
            raise SaveError(path, "it is not a Quorum save of this version", SaveProblem.CORRUPT)
        guard.check_schema(path, conn, version)
        checked = [r[0] for r in conn.execute("PRAGMA integrity_check(3)").fetchall()]
        if checked != ["ok"]:
            raise SaveError(path, "the database is damaged: " + "; ".join(checked), SaveProblem.CORRUPT)
        rows = conn.execute(
            "SELECT uuid, game, config, created, last_played, actions FROM session"
        ).fetchall()
        if len(rows) != 1:
            raise SaveError(path, "it does not hold exactly one session", SaveProblem.CORRUPT)
        uuid, game, config, created, last_played, actions = rows[0]
        for table, column in (("action", "idx"), ("redo", "position")):
            count, top = conn.execute(f"SELECT count(*), coalesce(max({column}), -1) FROM {table}").fetchone()
            if count != top + 1 or (table == "action" and count != actions):
                raise SaveError(path, f"its {table} rows have gaps", SaveProblem.CORRUPT)
    except sqlite3.DatabaseError as exc:
        raise guard.stopped_error(path, conn) or SaveError(
            path, f"the database is damaged ({exc})", SaveProblem.CORRUPT
        ) from None
    except UnicodeDecodeError:
        raise SaveError(
            path, "the database is damaged (text that is not UTF-8)", SaveProblem.CORRUPT
        ) from None
    return Facts(str(uuid), str(game), str(config), str(created), str(last_played))


def _facts_of(copy: Path, cancel: threading.Event | None) -> Facts:
    conn = guard.connect(f"{copy.resolve().as_uri()}?mode=rw", uri=True, cancel=cancel)
    try:
        return read_facts(copy, conn)
    finally:
        conn.close()


def recover_copy(
    path: Path, copy: Path, expected_id: str | None, cancel: threading.Event | None = None
) -> str | None:
    """Recover the save and its -wal on a copy at `copy`; None when the result is the same session,
    whole (the copy is then left recovered, with no -wal), else why the journal is not the save's."""
    reason = header_mismatch(path)
    if reason is not None:
        return reason
    alone = copy.with_name("alone-" + copy.name)  # still a .part if it is one: a stale one is removed
    try:
        shutil.copyfile(path, alone)
        try:
            before: Facts | None = _facts_of(alone, cancel)
        except SaveError as exc:  # a checkpoint killed half way leaves a file that needs its journal
            if exc.kind is SaveProblem.CANCELLED:
                raise
            before = None
    finally:
        for suffix in ("", WAL, SHM):
            companion(alone, suffix).unlink(missing_ok=True)
    for suffix in (WAL, SHM):
        companion(copy, suffix).unlink(missing_ok=True)
    shutil.copyfile(path, copy)
    shutil.copyfile(companion(path, WAL), companion(copy, WAL))
    conn = guard.connect(f"{copy.resolve().as_uri()}?mode=rw", uri=True, cancel=cancel)
    try:
        try:
            after = read_facts(copy, conn)
        except SaveError as exc:
            if exc.kind is SaveProblem.CANCELLED:
                raise
            return f"with it the save would be damaged ({exc.problem})"
        if expected_id is not None and after.uuid != expected_id:
            return "it holds pages of another session"
        if before is not None and before.fixed() != after.fixed():
            return "it holds pages of another session"
        if before is not None and later(before.last_played, after.last_played):
            return "it is older than the save: it would take moves back"
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.DatabaseError as exc:
            return f"it cannot be folded into the save ({exc})"
    finally:
        conn.close()  # the last connection: SQLite removes the copy's -wal
    return None


def stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")


def settle(
    path: Path,
    backups_dir: Path,
    *,
    expected_id: str | None,
    locked: bool = False,
    cancel: threading.Event | None = None,
) -> str | None:
    """Make sure no journal that does not belong to the closed save at `path` ever reaches it.

    A journal that belongs is folded in (a copy of file and journal kept in `backups_dir`
    first); one that does not is moved to `backups_dir`, and the returned notice says so.
    A session another Quorum window is playing is left alone: its journal is live. `locked`:
    the caller holds the session's lock already. Raises SaveError JOURNAL for a linked or
    special -wal/-shm, SaveError UNWRITABLE if the folder refuses the changes.
    """
    check_companions(path)
    if not wal_pending(path):
        return None
    lock = None
    if not locked:
        lock = SessionLock(path)
        try:
            lock.acquire()
        except SaveError as exc:
            if exc.kind is SaveProblem.IN_USE:
                return None
            raise
    copy = path.with_name(path.name + RECOVERING)
    try:
        if not wal_pending(path):  # the window that held the lock closed it meanwhile
            return None
        reason = recover_copy(path, copy, expected_id, cancel)
        moment = stamp()
        backups_dir.mkdir(parents=True, exist_ok=True)
        if reason is None:
            # SQLite itself folds it in at the next open, as after any crash. (Not the checked copy
            # renamed into place: another program may have committed to the journal meanwhile.)
            shutil.copyfile(path, backups_dir / f"{path.name}.before-recovery-{moment}")
            shutil.copyfile(companion(path, WAL), backups_dir / f"{path.name}{WAL}.before-recovery-{moment}")
            return None
        aside = backups_dir / f"{path.name}{WAL}.set-aside-{moment}"
        shutil.move(companion(path, WAL), aside)
        companion(path, SHM).unlink(missing_ok=True)  # its index described that journal
        fsync_dir(path.parent)
        return (
            f"a journal file beside the save did not belong to it ({reason}); it was moved to {aside} "
            "and the save was left as it was"
        )
    except OSError as exc:
        raise SaveError(
            path,
            f"the journal beside the save cannot be checked: {exc.strerror or exc}",
            SaveProblem.UNWRITABLE,
        ) from None
    finally:
        for suffix in ("", WAL, SHM):
            companion(copy, suffix).unlink(missing_ok=True)
        if lock is not None:
            lock.release()


def readable_copy(
    path: Path, folder: Path, expected_id: str | None, cancel: threading.Event | None = None
) -> tuple[Path, str | None]:
    """A copy in `folder` to read the save from without writing beside it: with its journal folded
    in if that belongs, else without it (and a notice saying so). The original is never written."""
    copy = folder / path.name
    reason = recover_copy(path, copy, expected_id, cancel)
    if reason is None:
        return copy, None
    for suffix in (WAL, SHM):
        companion(copy, suffix).unlink(missing_ok=True)
    shutil.copyfile(path, copy)
    return copy, (
        f"a journal file beside the save does not belong to it ({reason}); Quorum read the save without it"
    )


def temporary_folder() -> Path:
    return Path(tempfile.mkdtemp(prefix="quorum-read-"))
