"""Nothing shown as done that is not on disk: with the disk refusing writes, a move (a person's or a bot's),
an undo or a redo is not made, a banner says why with Retry, play waits, and quitting asks first."""

from __future__ import annotations

import random
import sqlite3
from typing import Any

import pytest
from gui_player import press
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.main_window import MainWindow
from desktop.new_game import GameSetup
from games.core.seats import Seat, SeatKind
from games.registry import load_game
from storage.database import read_content


class RefusingDisk:
    """Stands in for a session's sqlite3 connection: while `full`, every statement fails as on a full disk."""

    def __init__(self, real: sqlite3.Connection, error: str = "database or disk is full") -> None:
        self.real = real
        self.error = error
        self.full = True

    def _check(self) -> None:
        if self.full:
            raise sqlite3.OperationalError(self.error)

    def execute(self, *args: Any) -> Any:
        self._check()
        return self.real.execute(*args)

    def executemany(self, *args: Any) -> Any:
        self._check()
        return self.real.executemany(*args)

    def commit(self) -> None:
        self._check()
        self.real.commit()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("QUORUM_DATA_DIR", str(tmp_path / "data"))
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    w.load_library_soon()
    qtbot.waitUntil(lambda: w.library is not None, timeout=15000)
    yield w
    if w.table is not None and w.table.hotseat.blocked:
        w.table.hotseat.forget_unsaved()  # let the fixture close without the quit question


def start(window: MainWindow, kinds: tuple[SeatKind, ...], pause: int = 0) -> Any:
    game = load_game("legislation")
    names = ("Alice", "Bob", "Cy", "Dee")
    seats = tuple(Seat(names[i], "#c0392b", kind) for i, kind in enumerate(kinds))
    window.start_game(GameSetup("legislation", "Disk test", seats, game.default_options(), 5, False, pause))
    assert window.table is not None and window.table.saved is not None
    return window.table


def on_disk(table: Any) -> tuple[list, list]:
    content, _game = read_content(table.saved.path, load_game)
    return content.actions, content.redo


def in_step(table: Any) -> None:
    """The invariant: what the session (and so the screen) holds is exactly what a restart would read."""
    assert on_disk(table) == (table.session.actions, table.session.redo_stack)


def legal_move(table: Any, seat: int) -> Any:
    session = table.session
    return session.game.random_action(session.view(seat), random.Random(len(session)))


def test_a_refused_move_is_not_made_and_retry_makes_it(qtbot, window) -> None:
    table = start(window, (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT))
    qtbot.waitUntil(lambda: table.hotseat.acting_seat() is not None, timeout=15000)
    in_step(table)
    disk = RefusingDisk(table.saved._db)
    table.saved._db = disk
    before = len(table.session)
    shown = table.current
    seat = table.hotseat.acting_seat()
    move = legal_move(table, seat)
    assert table.play(move) is False
    assert len(table.session) == before and table.current is shown  # the screen stays on the move
    assert table.save_banner.isVisible()
    assert "Could not save" in table.save_text.text() and "full" in table.save_text.text()
    in_step(table)
    assert table.play(legal_move(table, seat)) is False  # nothing more is played until it is saved
    window.undo()  # no SaveError escapes, and nothing changes
    window.redo()
    in_step(table)
    press(qtbot, table.retry_button)  # still full: still refused
    assert table.save_banner.isVisible() and len(table.session) == before
    disk.full = False
    press(qtbot, table.retry_button)
    assert table.save_banner.isHidden()
    assert len(table.session) >= before + 1 and table.session.actions[before] == move
    in_step(table)


def test_bots_wait_while_their_move_cannot_be_saved(qtbot, window) -> None:
    table = start(window, (SeatKind.BOT, SeatKind.BOT, SeatKind.BOT))
    qtbot.waitUntil(lambda: len(table.session) >= 3, timeout=15000)
    disk = RefusingDisk(table.saved._db)
    table.saved._db = disk
    qtbot.waitUntil(lambda: table.save_banner.isVisible(), timeout=15000)
    stuck = len(table.session)
    in_step(table)
    qtbot.wait(300)  # bots would have made many moves by now
    assert len(table.session) == stuck and not table.bots.timer.isActive()
    in_step(table)
    disk.full = False
    press(qtbot, table.retry_button)
    qtbot.waitUntil(lambda: len(table.session) >= stuck + 5 or table.session.is_over(), timeout=15000)
    assert table.save_banner.isHidden()
    table.bots.stop()
    in_step(table)


def test_an_undo_the_disk_refuses_is_not_made(qtbot, window) -> None:
    table = start(window, (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.HUMAN))
    session = table.session
    while not session.can_undo():
        seat = session.to_act()[0]
        table.hotseat.viewer = seat
        assert table.play(legal_move(table, seat))
    before = list(session.actions)
    disk = RefusingDisk(table.saved._db)
    table.saved._db = disk
    table.ask_take_back = lambda owner: True  # the table agrees to take back a seat's secret discard
    window.undo()
    assert session.actions == before and table.save_banner.isVisible()
    in_step(table)
    disk.full = False
    press(qtbot, table.retry_button)
    assert len(session.actions) < len(before) and table.save_banner.isHidden()
    in_step(table)


def test_a_file_locked_by_another_program_says_so_and_retry_works(qtbot, window) -> None:
    table = start(window, (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT))
    qtbot.waitUntil(lambda: table.hotseat.acting_seat() is not None, timeout=15000)
    other = sqlite3.connect(table.saved.path, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        assert table.play(legal_move(table, table.hotseat.acting_seat())) is False
        assert "another program" in table.save_text.text()
    finally:
        other.rollback()
        other.close()
    press(qtbot, table.retry_button)
    assert table.save_banner.isHidden()
    in_step(table)


@pytest.mark.parametrize("choice", ["stay", "export", "quit", "retry"])
def test_quitting_with_a_refused_move_asks_first(qtbot, window, tmp_path, monkeypatch, choice) -> None:
    table = start(window, (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT))
    qtbot.waitUntil(lambda: table.hotseat.acting_seat() is not None, timeout=15000)
    disk = RefusingDisk(table.saved._db)
    table.saved._db = disk
    move = legal_move(table, table.hotseat.acting_seat())
    assert table.play(move) is False
    asked: list[str] = []
    monkeypatch.setattr(window, "unsaved_choice", lambda _exc: asked.append(choice) or choice)
    target = tmp_path / "elsewhere.quorum"
    monkeypatch.setattr(window, "export_unsaved_dialog", lambda: window.export_unsaved_to(str(target)))
    if choice == "retry":
        disk.full = False
    window.close()
    assert asked == [choice]
    if choice == "stay":
        assert window.isVisible() and window.table is table and table.hotseat.blocked
        return
    assert not window.isVisible()
    if choice == "export":  # the game went elsewhere with the refused move in it
        window.library.load_game = load_game
        new_id = window.library.import_file(target)
        assert window.library.open(new_id).session.actions[-1] == move
    if choice == "retry":
        content, _game = read_content(window.library.path_of(table.saved.id), load_game)
        assert move in content.actions


def test_leaving_for_the_start_page_with_a_refused_move_asks_too(qtbot, window, monkeypatch) -> None:
    table = start(window, (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT))
    qtbot.waitUntil(lambda: table.hotseat.acting_seat() is not None, timeout=15000)
    table.saved._db = RefusingDisk(table.saved._db)
    assert table.play(legal_move(table, table.hotseat.acting_seat())) is False
    monkeypatch.setattr(window, "unsaved_choice", lambda _exc: "stay")
    window.show_start()
    assert window.table is table


def test_resume_survives_hostile_gui_settings(qtbot, window) -> None:
    table = start(window, (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT), pause=300)
    session_id = table.saved.id
    window.show_start()
    for value in ('"fast"', "[1]", str(2**31), "1e300"):
        window.library.close()  # as after a restart: the file is read again
        conn = sqlite3.connect(window.library.path_of(session_id))
        conn.execute("UPDATE session SET ui = ?", (f'{{"bot_pause_ms": {value}}}',))
        conn.commit()
        conn.close()
        window.resume(session_id)
        assert window.table is not None and window.table.bot_pause_ms == 700
        window.show_start()
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert not boxes
