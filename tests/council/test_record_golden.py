"""Council game record files stay byte for byte what main wrote before log records became typed events,
and an old file read back phrases the same log (golden files: tests/council/make_record_golden.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.council.event_codec import entry_data
from games.council.log_record import CouncilRecord
from tests.council.make_record_golden import FOLDER, GAMES, log_text, played, write


@pytest.mark.parametrize("name", sorted(GAMES))
def test_record_file_unchanged(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.quorum-record"
    write(played(name), path)
    assert path.read_bytes() == (FOLDER / f"{name}.quorum-record").read_bytes()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_old_file_reads_the_same_log(name: str) -> None:
    path = FOLDER / f"{name}.quorum-record"
    assert log_text(path) == (FOLDER / f"{name}.log.txt").read_text(encoding="utf-8")


def test_entries_are_typed_events() -> None:
    """The live log holds the events themselves; the keys of old are written from them when read."""
    session = played("companion-6")
    public = [entry.public for entry in session.entries]
    assert all(isinstance(p, CouncilRecord) for p in public)
    for p in public:
        assert isinstance(p, CouncilRecord)
        assert dict(p) == entry_data(p.events) and list(p) == list(entry_data(p.events))
