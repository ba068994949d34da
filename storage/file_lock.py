"""An advisory lock per session file, so two Quorum windows never play (and write) the same session at once.

The lock lives in a small `<file>.lock` beside the database and is held by an open file
handle, so the operating system drops it when the process ends, however it ends: a
killed Quorum never leaves a session locked.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import IO

from storage.errors import SaveError, SaveProblem

LOCK_SUFFIX = ".lock"

if sys.platform == "win32":
    import msvcrt

    def _try_lock(handle: IO[bytes]) -> bool:
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(handle: IO[bytes]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + LOCK_SUFFIX)


class SessionLock:
    """Held while a session is open for play; `release` (or process exit) frees it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._handle: IO[bytes] | None = None

    def acquire(self) -> None:
        try:
            handle = open(lock_path(self.path), "a+b")  # kept open: the lock lives with the handle
        except OSError as exc:
            raise SaveError(
                self.path,
                f"the session cannot be locked for play: {exc.strerror or exc}",
                SaveProblem.UNWRITABLE,
            ) from None
        if not _try_lock(handle):
            handle.close()
            raise SaveError(
                self.path,
                "this session is open in another Quorum window; close it there first",
                SaveProblem.IN_USE,
            )
        self._handle = handle

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()  # closing the handle releases the lock
            self._handle = None


def is_locked(path: Path) -> bool:
    """Whether another process (or another open in this one) holds the session's lock now."""
    if not lock_path(path).exists():
        return False
    probe = SessionLock(path)
    try:
        probe.acquire()
    except SaveError:
        return True
    probe.release()
    return False
