"""The start page behind an open table asks the window for no height: Qt's page stack measures every page
on each relayout, and a move's relayout measured the hidden start page's wrapped words too."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.main_window import MainWindow
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import load_game


def test_the_start_page_is_measured_only_while_shown(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("QUORUM_DATA_DIR", str(tmp_path / "data"))
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 700)
    window.show()
    page = window.start_page
    shown = page.heightForWidth(700)
    assert shown == QWidget.heightForWidth(page, 700) > 0  # shown: measured as any page

    game = load_game("legislation")
    seats = tuple(Seat(f"P{i + 1}", "#3366aa", SeatKind.HUMAN if i == 0 else SeatKind.BOT) for i in range(4))
    session = Session(game, SessionConfig("legislation", seats, game.default_options(), 3))
    window.open_table(session, None, bot_pause_ms=10**9)
    assert window.stack.currentWidget() is window.table
    assert page.isHidden()
    assert page.heightForWidth(700) == -1  # behind the table: no height asked of its words
    assert QWidget.heightForWidth(page, 700) > 0  # (Qt's own answer would have measured them)

    window.stack.setCurrentWidget(page)  # home again: measured again
    assert page.heightForWidth(700) == shown
