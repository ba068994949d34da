"""Players' text is shown as typed: hostile names on the curtain, prompt, seat panels and start page
render no markup; a bad row on the start page marks that row alone; imports run off the GUI thread; game
records open as a read-only replay."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from gui_player import listed, press
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel

from desktop.curtain import Curtain
from desktop.main_window import MainWindow
from desktop.new_game import GameSetup
from desktop.replay_page import ReplayPage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import GAMES, load_game

HOSTILE = (
    '<span style="font-size:40pt;color:red">YOUR TURN, Bob</span>',
    "<b>Ann</b> &amp; <i>co</i>",
    '<img src="x"><a href="y">Cy</a>',
)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("QUORUM_DATA_DIR", str(tmp_path / "data"))
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    w.load_library_soon()
    qtbot.waitUntil(lambda: w.library is not None, timeout=15000)
    return w


def rich_labels(root: Any) -> list[str]:
    """Labels that would draw markup: their text looks like rich text and their format is not plain."""
    found = []
    for label in root.findChildren(QLabel):
        text = label.text()
        if label.textFormat() == GuiQt.TextFormat.RichText or (
            label.textFormat() == GuiQt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
        ):
            found.append(text)
    return found


def hostile_session(game: str = "legislation") -> Session:
    seats = tuple(Seat(name, "#2e86c1", SeatKind.HUMAN) for name in HOSTILE)
    loaded = load_game(game)
    return Session(loaded, SessionConfig(game, seats, loaded.default_options(), 3))


@pytest.mark.parametrize("game", GAMES)
def test_hostile_names_render_as_plain_text_at_the_table(qtbot, window, game) -> None:
    session = hostile_session(game)
    window.open_table(session, None, bot_pause_ms=10**9)
    table = window.table
    assert isinstance(table.current, Curtain)
    names_shown = [label.text() for label in table.current.findChildren(QLabel)]
    assert any(name in text for text in names_shown for name in HOSTILE)  # the name is there, as typed
    assert rich_labels(window) == []
    assert any(HOSTILE[0] in table.prompt.text() or name in table.prompt.text() for name in HOSTILE)
    press(qtbot, table.current.button)  # the seat's own board, its seat panels and prompt
    assert not isinstance(table.current, Curtain)
    assert rich_labels(window) == []
    for _ in range(6):  # a few moves on: boards redrawn in place keep their labels plain
        seat = session.to_act()[0]
        table.hotseat.viewer = seat
        table.play(session.game.random_action(session.view(seat), random.Random(seat)))
        if isinstance(table.current, Curtain):
            press(qtbot, table.current.button)
        assert rich_labels(window) == []


def test_hostile_names_render_as_plain_text_on_the_start_page(qtbot, window, tmp_path) -> None:
    from storage.summary import SessionSummary

    rows = [
        SessionSummary(
            "a",
            tmp_path / "a.quorum.db",
            name=HOSTILE[0],
            game="legislation",
            players=tuple(HOSTILE),
            last_played=datetime(2026, 1, 1, tzinfo=UTC),
        ),
        SessionSummary("b", tmp_path / "x.quorum.db", problem=HOSTILE[1], problem_kind="corrupt"),
    ]
    window.start_page.set_sessions(rows)
    listed = window.start_page.table
    assert listed.item(0, 0).text() == HOSTILE[0]
    tip = listed.item(1, 3).toolTip()
    assert HOSTILE[1] not in tip and "&lt;b&gt;" in tip  # escaped: a tooltip would render markup
    assert rich_labels(window) == []


def test_one_bad_row_does_not_hide_the_others(qtbot, window, tmp_path) -> None:
    from storage.summary import SessionSummary

    class Exploding:  # a row whose field cannot be read
        id = "boom"
        problem = None

        @property
        def name(self) -> str:
            raise OverflowError("date value out of range")

    good = SessionSummary(
        "g", tmp_path / "g", name="Good game", game="legislation", players=("Ann", "Bob", "Cy")
    )
    far = SessionSummary(
        "f", tmp_path / "f", name="Far", game="legislation", last_played=datetime.max.replace(tzinfo=UTC)
    )
    window.start_page.set_sessions([good, Exploding(), far])
    listed = window.start_page.table
    assert listed.rowCount() == 3
    assert listed.item(0, 0).text() == "Good game"
    assert "date value out of range" in listed.item(1, 3).text()
    assert listed.item(2, 0).text() == "Far"


def test_a_9999_date_in_a_file_marks_that_row_alone(qtbot, window) -> None:
    import sqlite3

    game = load_game("legislation")
    seats = tuple(Seat(n, "#c0392b", SeatKind.HUMAN) for n in ("Ann", "Bob", "Cy"))
    for name in ("First", "Second", "Bad"):
        window.start_game(GameSetup("legislation", name, seats, game.default_options(), 5, False, 0))
        saved = window.table.saved
        window.show_start()
        saved.close()
    bad = next(s for s in window.library.list() if s.name == "Bad")
    conn = sqlite3.connect(bad.path)
    conn.execute("UPDATE session SET last_played = '9999-12-31T23:59:59-23:59'")
    conn.commit()
    conn.close()
    window.refresh_sessions()
    rows = listed(qtbot, window)
    texts = [rows.item(r, 0).text() for r in range(rows.rowCount())]
    assert "First" in texts and "Second" in texts and len(texts) == 3
    assert any(t.startswith("⚠") for t in texts)


def test_a_read_only_folder_says_so_and_lists_saves_as_safe(qtbot, window, monkeypatch) -> None:
    game = load_game("legislation")
    seats = tuple(Seat(n, "#c0392b", SeatKind.HUMAN) for n in ("Ann", "Bob", "Cy"))
    window.start_game(GameSetup("legislation", "Kept", seats, game.default_options(), 5, False, 0))
    window.show_start()
    window.library.close()

    def refuse(self: Any) -> bool:
        self.write_problem = "Read-only file system"
        return False

    monkeypatch.setattr(type(window.library), "check_writable", refuse)
    window.refresh_sessions()
    rows = listed(qtbot, window)
    banner = window.start_page.write_banner
    assert banner.isVisible() and "can't write to" in banner.text() and "your saves are safe" in banner.text()
    assert rows.rowCount() == 1 and rows.item(0, 0).text() == "Kept"  # readable, not "damaged"


def test_a_big_import_runs_off_the_gui_thread_and_can_be_cancelled(qtbot, window, tmp_path) -> None:
    from storage import limits

    path = tmp_path / "huge.quorum"
    with path.open("w", encoding="utf-8") as f:
        f.write('{"format": "quorum-session", "version": 1, "actions": [{"kind": "shoot", "seat": 0}')
        while f.tell() < limits.EXPORT_MAX_BYTES + 1024:
            f.write(', {"kind": "pass", "seat": 0}' * 10_000)
        f.write("]}")
    job = window.import_from(str(path))
    assert not job.done  # the call came back at once: the work is in a thread
    qtbot.waitUntil(lambda: job.done, timeout=15000)
    assert job.error is not None and job.error.kind.value == "too_large"
    cancelled = window.import_from(str(path))
    cancelled.cancel()
    qtbot.waitUntil(lambda: cancelled.done, timeout=15000)
    assert cancelled.error is not None and cancelled.error.kind.value in ("cancelled", "too_large")


def test_a_game_record_exports_and_opens_as_a_read_only_replay(qtbot, window, tmp_path) -> None:
    game = load_game("legislation")
    seats = (
        Seat("Ann", "#c0392b"),
        Seat("Bob", "#2e86c1", SeatKind.BOT),
        Seat("Cy", "#27ae60", SeatKind.BOT),
    )
    window.start_game(GameSetup("legislation", "Shared", seats, game.default_options(), 5, False, 0))
    table = window.table
    session = table.session
    for _ in range(200):
        if len(session) >= 6:
            break
        seat = table.hotseat.acting_seat()
        if seat is not None:
            table.play(session.game.random_action(session.view(seat), random.Random(len(session))))
        qtbot.wait(20)
    assert len(session) >= 6
    target = tmp_path / "shared.quorum-record"
    assert window.export_record_to(str(target))
    data = json.loads(target.read_text(encoding="utf-8"))
    assert "actions" not in data and "config" not in data
    window.table.bots.stop()
    job = window.import_from(str(target))
    qtbot.waitUntil(lambda: job.done, timeout=15000)
    page = window.stack.currentWidget()
    assert isinstance(page, ReplayPage) and page.record.name == "Shared"
    assert page.log.count() == len(data["log"]) > 0
    page.slider.setValue(1)
    assert page.log.count() == 1
    assert Path(target).exists() and len(window.library.list()) == 1  # nothing was added to the saves


def test_resume_in_a_read_only_folder_shows_the_game_read_only(qtbot, window, monkeypatch) -> None:
    game = load_game("legislation")
    seats = tuple(Seat(n, "#c0392b", SeatKind.HUMAN) for n in ("Ann", "Bob", "Cy"))
    window.start_game(GameSetup("legislation", "Kept", seats, game.default_options(), 5, False, 0))
    table = window.table
    seat = table.session.to_act()[0]
    table.hotseat.viewer = seat
    table.play(table.session.game.random_action(table.session.view(seat), random.Random(1)))
    moves = len(table.session)
    session_id = table.saved.id
    window.show_start()
    window.library.close()

    def refuse(self: Any) -> bool:
        self.write_problem = "Read-only file system"
        return False

    monkeypatch.setattr(type(window.library), "check_writable", refuse)
    window.refresh_sessions()
    window.resume(session_id)
    page = window.stack.currentWidget()
    assert isinstance(page, ReplayPage) and page.record.name == "Kept" and page.log.count() == moves
    assert window.table is None  # nothing can be played where nothing can be saved


def test_resume_of_a_file_another_program_holds_offers_retry(qtbot, window) -> None:
    import sqlite3

    from PySide6.QtWidgets import QApplication, QMessageBox

    game = load_game("legislation")
    seats = tuple(Seat(n, "#c0392b", SeatKind.HUMAN) for n in ("Ann", "Bob", "Cy"))
    window.start_game(GameSetup("legislation", "Busy", seats, game.default_options(), 5, False, 0))
    session_id = window.table.saved.id
    window.show_start()
    # The start page lists the saved games off the GUI thread, reading this very file: the other
    # program takes its lock once that listing is done (a lock taken with timeout=0 while the listing
    # read the file failed once in CI).
    qtbot.waitUntil(lambda: window._lister is None or window._lister.done, timeout=15000)
    window.library.close()
    other = sqlite3.connect(window.library.path_of(session_id), timeout=0)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    try:
        window.resume(session_id)
        boxes = [w for w in QApplication.topLevelWidgets() if w.objectName() == "RetryBox" and w.isVisible()]
        assert boxes and "another program" in boxes[-1].text()
        assert window.table is None
    finally:
        other.rollback()
        other.close()
    boxes[-1].button(QMessageBox.StandardButton.Retry).click()
    qtbot.waitUntil(lambda: window.table is not None, timeout=5000)
    assert window.table.saved.id == session_id


def test_new_game_refuses_an_invisible_seat_name_and_drops_direction_controls(qtbot) -> None:
    """Issue 29, item 7: New Game follows the same name rules as an import."""
    from desktop.new_game import NewGamePage

    page = NewGamePage("legislation")
    qtbot.addWidget(page)
    page.rows[1].name_edit.setText("\u200b\u200d")
    with pytest.raises(ValueError, match="needs a name"):
        page.setup()
    page.rows[1].name_edit.setText("Bo\u202eb")
    page.name_edit.setText("\u2066\u200b")  # no visible session name: the game's title, as for an empty one
    setup = page.setup()
    assert setup.seats[1].name == "Bob" and setup.name == "Legislation"
