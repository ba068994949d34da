"""Reading files Quorum did not write: regular files only, never more bytes than a limit.

A FIFO blocks whoever opens it until a writer comes, a device like /dev/zero never ends, and a
socket cannot be read at all, so none of them is ever opened for reading: the type is checked
first (without following the open into a block), then checked again on the open handle, and
the read stops at the limit however large the file claims (or does not claim) to be.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from storage.errors import SaveError, SaveProblem

READ_CHUNK = 1024 * 1024
LOOP = "the file is a symbolic link that leads back to itself (a loop), so it cannot be read"


def special_kind(mode: int) -> str | None:
    """What a non-regular file is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a regular file"


def check_regular(path: Path) -> int:
    """The size of the regular file at `path`; SaveError naming it if it is missing or anything else."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise SaveError(path, "the file does not exist", SaveProblem.MISSING) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # said the same way in the list and on Resume
            raise SaveError(path, LOOP, SaveProblem.UNREADABLE) from None
        raise SaveError(
            path, f"the file cannot be read: {exc.strerror or exc}", SaveProblem.UNREADABLE
        ) from None
    kind = special_kind(info.st_mode)
    if kind is not None:
        raise SaveError(path, f"this is {kind}, not a saved game file", SaveProblem.FOREIGN)
    return info.st_size


def read_bounded(path: Path, limit: int, *, what: str = "a saved game") -> bytes:
    """The bytes of a regular file, refusing it as soon as more than `limit` bytes were read."""
    check_regular(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)  # O_NONBLOCK: a FIFO swapped in after the check still cannot block
    except FileNotFoundError:
        raise SaveError(path, "the file does not exist", SaveProblem.MISSING) from None
    except OSError as exc:
        raise SaveError(
            path, f"the file cannot be read: {exc.strerror or exc}", SaveProblem.UNREADABLE
        ) from None
    try:
        kind = special_kind(os.fstat(fd).st_mode)
        if kind is not None:
            raise SaveError(path, f"this is {kind}, not a saved game file", SaveProblem.FOREIGN)
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(READ_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise SaveError(
                    path,
                    f"the file is too large for {what} (more than {limit // (1024 * 1024)} MB)",
                    SaveProblem.TOO_LARGE,
                )
    except OSError as exc:
        raise SaveError(
            path, f"the file cannot be read: {exc.strerror or exc}", SaveProblem.UNREADABLE
        ) from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def read_head(path: Path, count: int) -> bytes:
    """The first `count` bytes of a regular file (b"" if it cannot be read)."""
    try:
        return read_bounded_prefix(path, count)
    except SaveError:
        return b""


def read_bounded_prefix(path: Path, count: int) -> bytes:
    check_regular(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise SaveError(
            path, f"the file cannot be read: {exc.strerror or exc}", SaveProblem.UNREADABLE
        ) from None
    try:
        kind = special_kind(os.fstat(fd).st_mode)
        if kind is not None:
            raise SaveError(path, f"this is {kind}, not a saved game file", SaveProblem.FOREIGN)
        return os.read(fd, count)
    except OSError as exc:
        raise SaveError(
            path, f"the file cannot be read: {exc.strerror or exc}", SaveProblem.UNREADABLE
        ) from None
    finally:
        os.close(fd)


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
