"""Game records written before log records became typed events (tests/storage/records/, made by
make_record_golden.py on the Quorum of that time) are written again byte for byte, and an old record
file read back reads as the same log text, for Legislation and Starward.

The record file holds each entry as the shared screen saw it (`LogEntry.for_viewer(None)`): a change to
what the rules log, or to an event's `plain()`, shows here as a changed file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from storage.record import read_record
from tests.storage.make_record_golden import (
    GAMES,
    log_texts,
    played,
    record_path,
    text_path,
    write_golden_record,
)


@pytest.mark.parametrize("name", list(GAMES))
def test_a_record_file_is_written_byte_for_byte_as_before(name: str, tmp_path: Path) -> None:
    written = tmp_path / "now.quorum-record"
    write_golden_record(written, played(name), name)
    before, now = record_path(name).read_bytes(), written.read_bytes()
    if now != before:  # say which entry differs first, not only that the files do
        old, new = json.loads(before)["log"], json.loads(now)["log"]
        first = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), None)
        detail = f"log[{first}]: {old[first]} became {new[first]}" if first is not None else "outside the log"
        pytest.fail(f"{name}: the record file changed ({detail})")


@pytest.fixture
def english(qapp):
    """The log in English as the app shows it: the English catalogue installed (its plural forms, "2 bills"),
    and taken off again, whatever another test left installed."""
    from desktop.translations import install_translations, remove_translations

    translators = install_translations(qapp, "en")
    yield
    remove_translations(qapp, translators)


@pytest.mark.parametrize("name", list(GAMES))
def test_the_log_reads_as_before_for_every_viewer(name: str, english) -> None:
    texts = json.loads(text_path(name).read_text(encoding="utf-8"))
    assert log_texts(played(name)) == texts


def _loader(name: str):  # the games storage reads a record of
    from games.legislation.game import Legislation
    from games.starward.game import Starward

    return {"legislation": Legislation, "starward": Starward}[name]()


@pytest.mark.parametrize("name", list(GAMES))
def test_an_old_record_file_reads_back_as_the_same_log_text(name: str, english) -> None:
    from desktop.table.screens import screens_for

    record = read_record(record_path(name), _loader)
    names = tuple(seat.name for seat in record.seats)
    screens = screens_for(record.game)
    shared = json.loads(text_path(name).read_text(encoding="utf-8"))["shared"]
    assert [screens.phrase(screens.seen_plain(entry), names) for entry in record.log] == shared
