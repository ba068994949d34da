"""SaveError: a save or export that cannot be read or written, naming the file and the problem."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

PROBLEM_MAX = 600  # characters of a problem's text


class SaveProblem(StrEnum):
    """Why a file could not be used; the GUI turns it into translated text."""

    MISSING = "missing"  # no such file / no such session
    TRUNCATED = "truncated"  # the file is shorter than its own header says (or empty)
    CORRUPT = "corrupt"  # SQLite finds the database damaged
    FOREIGN = "foreign"  # not a Quorum file at all
    NEWER = "newer"  # written by a newer Quorum than this one
    INVALID = "invalid"  # an export whose content is malformed (bad JSON, wrong field...)
    ILLEGAL_LOG = "illegal_log"  # the actions do not replay under the game's rules
    UNKNOWN_GAME = "unknown_game"  # a game this Quorum does not have
    UNWRITABLE = "unwritable"  # the disk refused a write (full, read-only, removed)
    IN_USE = "in_use"  # another Quorum window is playing this session
    LOCKED = "locked"  # another program holds the database locked right now; retrying may work
    UNREADABLE = "unreadable"  # the system refused to read the file (permissions, I/O error)
    TOO_LARGE = "too_large"  # bigger than any real game (storage/limits.py)
    CANCELLED = "cancelled"  # the player stopped an import; nothing was written
    JOURNAL = "journal"  # the save is intact, but a -wal/-shm beside it is a link, pipe or device


class SaveError(Exception):
    """A file Quorum cannot use. `str(error)` names the file and says what is wrong.

    `path` is the file, `problem` the plain English reason, `kind` a `SaveProblem`.
    Raising it never changes any other session in the library.
    """

    def __init__(self, path: Path | str, problem: str, kind: SaveProblem = SaveProblem.CORRUPT) -> None:
        self.path = Path(path)
        if len(problem) > PROBLEM_MAX:  # a message quoting a hostile file must stay readable
            problem = problem[: PROBLEM_MAX - 1] + "…"
        self.problem = problem
        self.kind = kind
        super().__init__(f"{self.path}: {problem}")

    def __reduce__(self) -> tuple[type, tuple[Path, str, SaveProblem]]:
        return (type(self), (self.path, self.problem, self.kind))
