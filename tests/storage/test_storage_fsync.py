"""Flushing a written file to disk works on Windows too, where only a handle open for writing may flush."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from storage import database


@pytest.mark.parametrize(("system", "writable"), [("nt", True), ("posix", False)])
def test_the_flush_opens_the_file_as_the_system_requires(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, system: str, writable: bool
) -> None:
    """FlushFileBuffers (os.fsync on Windows) refuses a read-only handle with "Permission denied": every
    save failed on Windows (found by tests/test_windows.py under Wine). POSIX flushes a read-only one."""
    path = tmp_path / "session.part"
    path.write_bytes(b"saved")
    opened: list[int] = []
    real_open = os.open

    def spy(name: str | Path, flags: int, *rest: int) -> int:
        opened.append(flags)
        return real_open(name, flags, *rest)

    monkeypatch.setattr(database.os, "open", spy)
    monkeypatch.setattr(database.os, "name", system)
    database.fsync_file(path)
    assert len(opened) == 1
    assert bool(opened[0] & os.O_RDWR) is writable
    assert path.read_bytes() == b"saved"
