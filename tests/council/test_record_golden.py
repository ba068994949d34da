"""Council game record files stay byte for byte what main wrote before log records became typed events,
and an old file read back phrases the same log (golden files: tests/council/make_record_golden.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.council.event_codec import entry_data
from games.council.event_reading import NOT_EVENTS, entry_events
from games.council.log_record import CouncilRecord
from storage.record import plain
from tests.council.make_record_golden import FOLDER, GAMES, log_text, played, write


@pytest.mark.parametrize("name", sorted(GAMES))
def test_record_file_unchanged(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.quorum-record"
    write(played(name), path)
    written, golden = json.loads(path.read_text("utf-8")), json.loads((FOLDER / path.name).read_text("utf-8"))
    # The log first: what the records write. A view field added since is a change of the view (see the
    # maker's docstring), not of the log.
    assert written["log"] == golden["log"]
    assert path.read_bytes() == (FOLDER / path.name).read_bytes(), "the public view changed: see the maker"


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


@pytest.mark.parametrize("name", sorted(GAMES))
def test_old_file_entries_read_back_as_events(name: str) -> None:
    """Every entry of a record file reads back as typed events that write the same data, key for key."""
    data = json.loads((FOLDER / f"{name}.quorum-record").read_text(encoding="utf-8"))
    kinds: set[type] = set()
    for entry in data["log"]:
        events = entry_events(entry)
        kinds.update(type(e) for e in events)
        public = {k: v for k, v in entry.items() if k not in NOT_EVENTS}
        written = plain(entry_data(events))
        assert written == public and list(written) == list(public), entry
    assert len(kinds) >= 25  # most kinds of event are met in the five games


def test_live_entries_read_back_as_their_events() -> None:
    session = played("standalone-5-base")
    for entry in session.entries:
        assert isinstance(entry.public, CouncilRecord)
        events = entry_events(entry.public)
        assert events == entry_events(entry.for_viewer(None))
        assert plain(entry_data(events)) == plain(entry.public.data())
