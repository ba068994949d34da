"""The saved-games list is read off the GUI thread, row by row, so no file can freeze the window
(issue 29, item 2): a file that takes for ever to read delays its own row only, and Resume of
another game stops the reading at once."""

from __future__ import annotations

import sqlite3
import time

from gui_player import listed, window_with_library

from games.core.seats import Seat, SeatKind
from games.registry import load_game
from storage import guard


def saved_games(qtbot, window, names):
    from desktop.new_game import GameSetup

    game = load_game("legislation")
    seats = tuple(Seat(n, "#c0392b", SeatKind.HUMAN) for n in ("Ann", "Bob", "Cy"))
    ids = []
    for name in names:
        window.start_game(GameSetup("legislation", name, seats, game.default_options(), 5, False, 0))
        ids.append(window.table.saved.id)
        window.show_start()
    listed(qtbot, window)
    return ids


def endless(path):
    """A crafted save: its action table made a view over an endless recursive query."""
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE action")
    conn.execute(
        "CREATE VIEW action AS WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r) "
        "SELECT n AS idx, '{}' AS data FROM r ORDER BY n DESC"
    )
    conn.commit()
    conn.close()


def test_a_file_that_reads_for_ever_never_freezes_the_window(qtbot, tmp_path, monkeypatch):
    window = window_with_library(qtbot, monkeypatch, tmp_path / "data")
    good, slow = saved_games(qtbot, window, ["Good", "Slow"])
    # As if the schema check had a hole: only the statement budget (made long here) stands between
    # the list and a query that never ends.
    monkeypatch.setattr(guard, "check_schema", lambda *_a: None)
    monkeypatch.setattr(guard, "READ_SECONDS", 60.0)
    conn = sqlite3.connect(window.library.path_of(slow))
    conn.execute("DROP TABLE session")  # the list reads this one: make it endless
    conn.execute(
        "CREATE VIEW session(id, uuid, name, game, config, ui, progress, actions, over, created, last_played)"
        " AS WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r) "
        "SELECT 1, 'x', 'Slow', 'legislation', '{}', '{}', '{}', 0, 0, '2026-01-01', '2026-01-01' "
        "FROM r ORDER BY n DESC LIMIT 1"
    )
    conn.commit()
    conn.close()

    started = time.monotonic()
    window.refresh_sessions()
    assert time.monotonic() - started < 0.5  # the GUI thread only starts the reading
    table = window.start_page.table
    qtbot.waitUntil(
        lambda: any(table.item(r, 0).text() == "Good" for r in range(table.rowCount())), timeout=10000
    )
    ticks = []
    start_tick = time.monotonic()
    while time.monotonic() - start_tick < 1.0:  # the window keeps handling events meanwhile
        qtbot.wait(50)
        ticks.append(time.monotonic())
    assert not window._lister.done  # still reading the endless file
    assert max(b - a for a, b in zip(ticks, ticks[1:], strict=False)) < 0.5

    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "Good")
    table.selectRow(row)
    pressed = time.monotonic()
    window.start_page.resume_button.click()  # stops the reading, then opens the game
    assert time.monotonic() - pressed < 2.0
    assert window.table is not None and window.table.saved.id == good


def test_rows_arrive_in_order_as_they_are_read(qtbot, tmp_path, monkeypatch):
    window = window_with_library(qtbot, monkeypatch, tmp_path / "data")
    saved_games(qtbot, window, ["First", "Second", "Third"])
    table = listed(qtbot, window)
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == ["Third", "Second", "First"]
    assert window.start_page.selected().name == "Third"


def test_a_crafted_save_in_the_folder_is_listed_with_its_problem(qtbot, tmp_path, monkeypatch):
    window = window_with_library(qtbot, monkeypatch, tmp_path / "data")
    _good, crafted = saved_games(qtbot, window, ["Good", "Crafted"])
    endless(window.library.path_of(crafted))
    window.refresh_sessions()
    table = listed(qtbot, window)
    texts = [table.item(r, 3).text() for r in range(table.rowCount())]
    assert any("damaged" in t for t in texts) and table.rowCount() == 2


def test_cancel_stops_an_endless_import_within_a_second(qtbot, tmp_path, monkeypatch):
    """Should a crafted file get past the schema check, Cancel still ends its import at once."""
    from desktop.import_job import ImportJob

    window = window_with_library(qtbot, monkeypatch, tmp_path / "data")
    [crafted] = saved_games(qtbot, window, ["Crafted"])
    source = tmp_path / "crafted.quorum.db"
    source.write_bytes(window.library.path_of(crafted).read_bytes())
    endless(source)
    monkeypatch.setattr(guard, "check_schema", lambda *_a: None)
    monkeypatch.setattr(guard, "READ_SECONDS", 60.0)
    job = ImportJob(window.library, source)
    job.start()
    qtbot.wait(500)
    assert not job.done  # reading for ever
    cancelled = time.monotonic()
    job.cancel()
    qtbot.waitUntil(lambda: job.done, timeout=5000)
    assert time.monotonic() - cancelled < 1.0
    assert job.error.kind.value == "cancelled" and job.error.path == source
