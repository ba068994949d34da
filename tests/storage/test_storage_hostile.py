"""Hostile files: every field of an import or a stored session is checked for type, range and size; special
files are refused at once; every failure is a SaveError naming the file and leaves no debris behind."""

from __future__ import annotations

import json
import os
import random
import socket
import sqlite3
import threading
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from storage import SaveError, SaveProblem
from storage.library import Library
from tests.storage.scripted_play import next_move
from tests.storage.toy_game import toy_config

BIG_NAME = "x" * 100_000


@pytest.fixture
def export_data(library: Library, tmp_path: Path) -> dict[str, Any]:
    """A sound export (as JSON data) of a short toy game, to be spoiled by each case."""
    saved = library.create("Friday", toy_config(seed=3, turns=60))
    rng = random.Random(3)
    for _ in range(20):
        next_move(saved.session, rng)
    target = tmp_path / "sound.quorum"
    library.export(saved.id, target)
    saved.close()
    data = json.loads(target.read_text(encoding="utf-8"))
    data.pop("checksum")  # as an older Quorum (or a hand) wrote it: each field's own check must refuse it
    return data


def hostile(tmp_path: Path, data: dict[str, Any], name: str = "hostile.quorum") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def files_in(library: Library) -> list[str]:
    return sorted(p.name for p in library.sessions_dir.iterdir())


def spoil(*keys: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value

    return change


HOSTILE: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "bot_pause_text": (spoil("ui", "bot_pause_ms", value="fast"), "ui.bot_pause_ms"),
    "bot_pause_list": (spoil("ui", "bot_pause_ms", value=[1]), "ui.bot_pause_ms"),
    "bot_pause_2_31": (spoil("ui", "bot_pause_ms", value=2**31), "ui.bot_pause_ms"),
    "bot_pause_1e300": (spoil("ui", "bot_pause_ms", value=1e300), "ui.bot_pause_ms"),
    "curtain_seat_text": (spoil("ui", "curtain_seat", value="Ann"), "ui.curtain_seat"),
    "ui_60kb": (spoil("ui", "notes", value="n" * 60_000), "ui"),
    "ui_nested": (spoil("ui", "deep", value={"a": {"b": [1, 2]}}), "ui.deep"),
    "seat_name_100kb": (spoil("config", "seats", 0, "name", value=BIG_NAME), "config.seats[0].name"),
    "seat_name_rich": (
        spoil("config", "seats", 0, "name", value="<span style='font-size:40pt'>YOUR TURN, Bob</span>"),
        "config.seats[0].name",
    ),
    "seat_name_newline": (spoil("config", "seats", 1, "name", value="Bob\nYOUR TURN"), "control"),
    "seat_name_surrogate": (spoil("config", "seats", 0, "name", value="\ud800"), "config.seats[0].name"),
    "seat_twins": (spoil("config", "seats", 1, "name", value="ann"), "same name"),
    "seat_colour_css": (spoil("config", "seats", 0, "colour", value="red; background: url(x)"), "colour"),
    "session_name_huge": (spoil("name", value="n" * 5_000_000), "name"),
    "session_name_surrogate": (spoil("name", value="\ud800"), "name"),
    "created_9999": (spoil("created", value="9999-12-31T23:59:59-23:59"), "created"),
    "last_played_9999": (spoil("last_played", value="9999-12-31T23:59:59-23:59"), "last_played"),
    "created_year_1": (spoil("created", value="0001-01-01T00:00:00+00:00"), "created"),
    "seed_huge": (spoil("config", "seed", value=2**200), "config.seed"),
    "seed_negative": (spoil("config", "seed", value=-1), "config.seed"),
    "action_seat_huge": (spoil("actions", 0, "seat", value=2**70), "action 0"),
    "action_not_object": (spoil("actions", 0, value=[1, 2, 3]), "actions[0]"),
    "exported_by_huge": (spoil("exported_by", value="q" * 10_000), "exported_by"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_import_is_refused_naming_file_and_field_and_leaves_nothing(
    library: Library, export_data: dict[str, Any], tmp_path: Path, case: str
) -> None:
    change, words = HOSTILE[case]
    change(export_data)
    path = hostile(tmp_path, export_data)
    before = files_in(library)
    with pytest.raises(SaveError) as err:
        library.import_file(path)
    assert err.value.path == path, err.value
    assert words in err.value.problem, err.value
    assert len(str(err.value)) < 1000  # a message never carries the hostile text whole
    assert files_in(library) == before  # no new session, no .part left behind


def test_the_sound_fixture_imports(library: Library, export_data: dict[str, Any], tmp_path: Path) -> None:
    new_id = library.import_file(hostile(tmp_path, export_data))
    assert library.open(new_id).name == "Friday"


@pytest.mark.parametrize("pause", [0, 700, 5000])
def test_sensible_gui_settings_import(
    library: Library, export_data: dict[str, Any], tmp_path: Path, pause: int
) -> None:
    export_data["ui"] = {"bot_pause_ms": pause, "curtain_seat": None, "log_open": True}
    new_id = library.import_file(hostile(tmp_path, export_data))
    assert library.open(new_id).ui["bot_pause_ms"] == pause


# --- stored sessions tampered with ----------------------------------------------------------------
def tamper(library: Library, session_id: str, sql: str, *args: Any) -> None:
    conn = sqlite3.connect(library.path_of(session_id))
    conn.execute(sql, args)
    conn.commit()
    conn.close()


@pytest.mark.parametrize("value", ["fast", [1], 2**31, 1e300, "x" * 60_000])
def test_a_stored_bad_gui_setting_is_dropped_and_the_session_resumes(library: Library, value: Any) -> None:
    saved = library.create("g", toy_config(), ui={"bot_pause_ms": 300, "curtain_seat": 1})
    saved.close()
    ui = json.dumps({"bot_pause_ms": value, "curtain_seat": 1})
    tamper(library, saved.id, "UPDATE session SET ui = ?", ui)
    again = library.open(saved.id)
    assert again.ui.get("bot_pause_ms") is None  # dropped: the GUI takes its default
    if len(ui) < 1000:
        assert again.ui["curtain_seat"] == 1


@pytest.mark.parametrize(
    ("column", "value", "words"),
    [
        ("last_played", "9999-12-31T23:59:59-23:59", "last_played"),
        ("created", "9999-12-31T23:59:59-23:59", "created"),
        ("name", "n" * 2_000_000, "name"),
        ("name", "\n", "name"),
        (
            "config",
            json.dumps({"seats": [{"name": BIG_NAME}], "options": {}, "seed": 1, "table_undo": False}),
            "configuration",
        ),
        ("actions", "many", "action count"),
    ],
)
def test_a_bad_row_marks_that_session_alone(library: Library, column: str, value: Any, words: str) -> None:
    good = [library.create(f"good {i}", toy_config(seed=i)) for i in range(3)]
    bad = library.create("bad", toy_config())
    for saved in (*good, bad):
        saved.close()
    tamper(library, bad.id, f"UPDATE session SET {column} = ?", value)  # noqa: S608 (a test's own column names)
    listed = library.list()
    assert sorted(s.name for s in listed if s.ok) == ["good 0", "good 1", "good 2"]
    (problem,) = [s for s in listed if not s.ok]
    assert problem.id == bad.id and words in problem.problem, problem.problem
    for saved in good:
        library.open(saved.id).close()
    with pytest.raises(SaveError) as err:
        library.open(bad.id)
    assert err.value.path == library.path_of(bad.id)


# --- special files ---------------------------------------------------------------------------------
def in_thread(call: Callable[[], Any], timeout: float = 10.0) -> Any:
    """Run `call` in a thread; a call that would hang (a FIFO opened for reading) fails the test."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = call()
        except BaseException as exc:  # noqa: BLE001 (handed back to the test)
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        # Unblock the reader so the thread can end, then fail.
        raise AssertionError("the call hung")
    if "error" in box:
        raise box["error"]
    return box.get("value")


needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


@needs_fifo
def test_importing_a_fifo_is_refused_at_once(library: Library, tmp_path: Path) -> None:
    fifo = tmp_path / "game.quorum"
    os.mkfifo(fifo)
    with pytest.raises(SaveError) as err:
        in_thread(lambda: library.import_file(fifo))
    assert err.value.path == fifo and "pipe" in err.value.problem
    assert err.value.kind is SaveProblem.FOREIGN


@needs_fifo
def test_a_fifo_among_the_sessions_does_not_hang_the_list(library: Library) -> None:
    good = library.create("good", toy_config())
    good.close()
    os.mkfifo(library.sessions_dir / "feedfacefeedface.quorum.db")
    listed = in_thread(library.list)
    assert [s.name for s in listed if s.ok] == ["good"]
    (bad,) = [s for s in listed if not s.ok]
    assert bad.id == "feedfacefeedface" and "pipe" in bad.problem


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null"])
def test_importing_a_device_is_refused_without_reading_it(library: Library, device: str) -> None:
    with pytest.raises(SaveError) as err:
        in_thread(lambda: library.import_file(device))
    assert err.value.path == Path(device) and "device" in err.value.problem


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no Unix sockets")
def test_importing_a_socket_is_refused(library: Library, tmp_path: Path) -> None:
    path = tmp_path / "s.quorum"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        with pytest.raises(SaveError) as err:
            in_thread(lambda: library.import_file(path))
    finally:
        server.close()
    assert "socket" in err.value.problem


def test_a_huge_file_is_refused_reading_no_more_than_the_cap(library: Library, tmp_path: Path) -> None:
    from storage import limits

    path = tmp_path / "huge.quorum"
    with path.open("w", encoding="utf-8") as f:  # an illegal first action, then a mountain of padding
        f.write('{"format": "quorum-session", "version": 1, "actions": [{"kind": "shoot", "seat": 0}')
        chunk = ', {"kind": "pass", "seat": 0}' * 20_000
        while f.tell() < limits.EXPORT_MAX_BYTES + 1024 * 1024:
            f.write(chunk)
        f.write("]}")
    tracemalloc.start()
    try:
        with pytest.raises(SaveError) as err:
            library.import_file(path)
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert err.value.kind is SaveProblem.TOO_LARGE and err.value.path == path
    assert peak < 3 * limits.EXPORT_MAX_BYTES  # the bytes read, never the whole file decoded
    assert files_in(library) == []


def test_a_failed_database_write_leaves_no_part_file(
    library: Library, export_data: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import storage.database as database

    def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(database, "fsync_file", refuse)
    before = files_in(library)
    with pytest.raises(SaveError) as err:
        library.import_file(hostile(tmp_path, export_data))
    assert err.value.kind is SaveProblem.UNWRITABLE and "No space left" in err.value.problem
    assert files_in(library) == before


@pytest.mark.parametrize("note", ["[" * 100_000, "x" * 100_000, "[1, 2]"])
def test_an_unreadable_progress_note_is_left_out_of_the_list(library: Library, note: str) -> None:
    saved = library.create("g", toy_config())
    saved.close()
    tamper(library, saved.id, "UPDATE session SET progress = ?", note)
    (listed,) = library.list()
    assert listed.ok and listed.progress == {}
    library.open(saved.id)


# --- import progress and cancel ---------------------------------------------------------------------
def test_import_reports_progress_and_can_be_cancelled(
    library: Library, export_data: dict[str, Any], tmp_path: Path
) -> None:
    path = hostile(tmp_path, export_data)
    shares: list[float] = []
    library.import_file(path, progress=shares.append)
    assert shares[0] == 0.0 and shares[-1] == 1.0 and shares == sorted(shares)
    before = files_in(library)
    cancel = threading.Event()

    def cancel_midway(share: float) -> None:
        if share >= 0.2:
            cancel.set()

    with pytest.raises(SaveError) as err:
        library.import_file(path, progress=cancel_midway, cancel=cancel)
    assert err.value.kind is SaveProblem.CANCELLED and err.value.path == path
    assert files_in(library) == before


# --- a file locked by another program ----------------------------------------------------------------
def test_a_locked_file_fails_fast_with_a_clear_message_and_retry_works(library: Library) -> None:
    from storage.database import BUSY_TIMEOUT_MS
    from tests.storage.toy_game import Pass

    assert BUSY_TIMEOUT_MS <= 500
    saved = library.create("g", toy_config())
    saved.session.apply(Pass(0))
    other = sqlite3.connect(library.path_of(saved.id), timeout=0)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    try:
        with pytest.raises(SaveError) as err:
            saved.session.apply(Pass(1))
        assert err.value.kind is SaveProblem.LOCKED and "another program" in err.value.problem
        assert saved.session.actions == [Pass(0)]  # not shown as done
        with pytest.raises(SaveError):
            saved.retry()
    finally:
        other.rollback()
        other.close()
    assert saved.retry() is True
    assert saved.session.actions == [Pass(0), Pass(1)]


def test_opening_a_locked_file_fails_fast_and_names_it(library: Library) -> None:
    from storage.checks import LOCK_WAIT_S

    assert LOCK_WAIT_S <= 0.5
    saved = library.create("g", toy_config())
    saved.close()
    other = sqlite3.connect(library.path_of(saved.id), timeout=0)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")  # in WAL mode only this shuts readers out too
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(SaveError) as err:
            library.open(saved.id)
        assert err.value.kind is SaveProblem.LOCKED and err.value.path == library.path_of(saved.id)
        assert "another program" in err.value.problem
        assert not library.is_open(saved.id)
    finally:
        other.rollback()
        other.close()
    library.open(saved.id)  # and a retry once the other program lets go works
