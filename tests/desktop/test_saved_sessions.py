"""The start page's saved games: a new game autosaves, and can be resumed (behind the curtain), renamed,
exported, imported (menu or drag and drop), and deleted; a bad file gets a message naming it."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_player import listed, press, window_with_library
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.curtain import Curtain
from desktop.main_window import MainWindow
from desktop.new_game import NewGamePage
from games.core.seats import SeatKind
from storage.summary import SessionSummary


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = window_with_library(qtbot, monkeypatch, tmp_path / "data")
    return w


def start_two_human_game(qtbot, window):
    assert window.start_page.sessions_stack.currentWidget() is window.start_page.empty_label
    window.show_new_game("legislation")
    page = window.stack.currentWidget()
    assert isinstance(page, NewGamePage)
    page.rows[1].kind.setCurrentIndex(0)  # Bob is human too
    page.name_edit.setText("Tuesday game")
    press(qtbot, page.start_button)
    assert window.table is not None and window.table.saved is not None
    return window.table


def test_a_new_game_is_saved_and_resumes_behind_the_curtain(qtbot, window):
    table = start_two_human_game(qtbot, window)
    seats = table.session.config.seats
    assert [s.kind for s in seats[:2]] == [SeatKind.HUMAN, SeatKind.HUMAN]
    assert isinstance(table.current, Curtain)
    press(qtbot, table.current.button)
    board = table.current
    press(qtbot, board.buttons["discard"])  # Alice keeps everything
    moves = len(table.session)
    assert moves >= 1
    window.show_start()
    assert window.table is None
    rows = listed(qtbot, window)
    assert rows.rowCount() == 1 and rows.item(0, 0).text() == "Tuesday game"
    assert "Alice" in rows.item(0, 2).text()
    window.start_page.table.selectRow(0)
    press(qtbot, window.start_page.resume_button)
    assert window.table is not None and len(window.table.session) == moves
    assert isinstance(window.table.current, Curtain)  # nobody's hand shows until they confirm


def test_rename_export_import_drop_and_delete(qtbot, window, tmp_path, monkeypatch):
    start_two_human_game(qtbot, window)
    session_id = window.table.saved.id
    export = tmp_path / "tuesday.quorum"
    assert window.export_to(str(export))
    assert export.exists()
    window.show_start()
    window.rename_session(session_id, "Renamed")
    assert listed(qtbot, window).item(0, 0).text() == "Renamed"
    job = window.import_from(str(export))  # in a worker thread, the window stays live
    qtbot.waitUntil(lambda: job.done, timeout=15000)
    assert job.error is None and isinstance(job.result, str)
    assert listed(qtbot, window).rowCount() == 2
    # Drag and drop of an exported file onto the window imports it too.
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(export))])
    drop = QDropEvent(
        QPointF(50, 50),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(drop)
    qtbot.waitUntil(lambda: window.start_page.table.rowCount() == 3, timeout=15000)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.start_page.table.selectRow(0)
    press(qtbot, window.start_page.delete_button)
    assert listed(qtbot, window).rowCount() == 2


def test_a_bad_file_gets_a_message_naming_it_and_the_app_goes_on(qtbot, window, tmp_path):
    bad = tmp_path / "not-a-game.quorum"
    bad.write_text("this is not a Quorum export", encoding="utf-8")
    job = window.import_from(str(bad))
    qtbot.waitUntil(lambda: job.done, timeout=15000)
    assert job.error is not None and job.result is None
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert boxes, "no message was shown"
    assert "not-a-game.quorum" in boxes[-1].text()
    boxes[-1].close()
    assert window.start_page.sessions_stack.currentWidget() is window.start_page.empty_label
    assert Path(bad).exists()


def test_the_session_name_follows_the_seats_until_a_player_types_one(qtbot):
    page = NewGamePage("legislation")
    qtbot.addWidget(page)
    assert page.name_edit.text().endswith("Alice, Bob, Carol, Dave")
    page.rows[1].name_edit.setText("Ziggy")
    assert page.name_edit.text().endswith("Alice, Ziggy, Carol, Dave")
    page.add_seat()
    assert page.name_edit.text().endswith("Alice, Ziggy, Carol, Dave, Bob")  # the first free name
    page.remove_seat(page.rows[0])
    assert page.name_edit.text().endswith("— Ziggy, Carol, Dave, Bob")
    page.name_edit.setText("Friday night")
    page.rows[0].name_edit.setText("Zed")
    assert page.name_edit.text() == "Friday night"  # a name of their own is kept


def test_a_long_session_name_does_not_squeeze_the_players(qtbot):
    from desktop.start_page import StartPage

    page = StartPage()
    qtbot.addWidget(page)
    page.resize(1280, 656)
    page.show()
    players = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi")
    long_name = "Galactic Council — " + ", ".join(players) + " — the long Sunday rematch"
    page.set_sessions(
        [SessionSummary("a", Path("a.quorum.db"), name=long_name, game="council", players=players)]
    )
    table = page.table
    qtbot.waitUntil(lambda: table.isVisible())
    from PySide6.QtCore import QRect

    for column in (0, 2):  # the name and the players, each shown whole (wrapped), not squeezed away
        text = table.item(0, column).text()
        width = table.columnWidth(column)
        assert width >= table.fontMetrics().horizontalAdvance("Alice, Bob, Carol"), (column, width)
        need = table.fontMetrics().boundingRect(
            QRect(0, 0, width - 8, 10_000), Qt.TextFlag.TextWordWrap, text
        )
        assert need.height() <= table.rowHeight(0), (column, need.height(), table.rowHeight(0))
    assert table.item(0, 0).toolTip() and "Heidi" in table.item(0, 2).toolTip()  # the whole text on hover


def test_a_game_started_before_the_saved_games_have_loaded_is_saved_too(qtbot, tmp_path, monkeypatch):
    """Start pressed while the library still loads (seconds on a busy machine): the game waits for it
    and is saved, instead of being played unsaved and lost on quitting."""
    import threading

    from desktop.library_loader import LibraryLoader

    monkeypatch.setenv("QUORUM_DATA_DIR", str(tmp_path / "data"))
    release = threading.Event()
    load = LibraryLoader._load

    def slow_load(self):
        assert release.wait(10)
        load(self)

    monkeypatch.setattr(LibraryLoader, "_load", slow_load)
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1400, 880)
    w.show()
    w.load_library_soon()
    w.show_new_game("starward")
    page = w.stack.currentWidget()
    press(qtbot, page.start_button)
    assert w.library is None
    release.set()
    qtbot.waitUntil(lambda: w.table is not None, timeout=15000)
    assert w.table.saved is not None
    assert [s.id for s in w.library.list()] == [w.table.saved.id]
    w.close_table()


def test_a_game_started_when_the_saved_games_cannot_load_is_played_unsaved(qtbot, monkeypatch):
    from desktop.library_loader import LibraryLoader

    def broken(self):
        self._tell(self.sig_failed, "the disk is gone")

    monkeypatch.setattr(LibraryLoader, "_load", broken)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.show_new_game("legislation")
    w._library_loading = True  # pressed while loading: the failure arrives after
    press(qtbot, w.stack.currentWidget().start_button)
    assert w.table is None
    w.load_library_soon()
    qtbot.waitUntil(lambda: w.table is not None, timeout=5000)
    assert w.table.saved is None
    w.close_table()


def test_the_progress_of_a_council_game_between_rounds_names_no_agenda_0():
    from desktop.start_page import _progress_text

    assert _progress_text({"round": 2, "agenda": 0, "vp": (0, 1)}) == "Round 2"
    assert _progress_text({"round": 2, "agenda": 1, "vp": (0, 1)}) == "Round 2, agenda 1"
