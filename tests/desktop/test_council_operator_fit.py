"""One operator's screens fit 1280x650 in every language: the table check, an agenda's window (its
question beside "No one, all this agenda") and the vote sheet with "Reopen windows" (issue 32)."""

from __future__ import annotations

import pytest
from layout_check import problems, window_size
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_council_reach import BOARD, COLOURS, NAMES

from desktop.main_window import MainWindow
from desktop.translations import install_translations, remove_translations
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.council.options import CouncilOptions, Mode
from games.registry import load_game


@pytest.fixture
def language(request, qapp):
    translators = install_translations(qapp, request.param)
    yield request.param
    remove_translations(qapp, translators)


@pytest.mark.parametrize("language", ["en", "de", "ru"], indirect=True)
def test_the_operators_screens_fit_1280x650(qtbot, language):
    size = window_size("1280x720")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    seats = tuple(Seat(NAMES[i], COLOURS[i], SeatKind.HUMAN) for i in range(6))
    options = CouncilOptions(mode=Mode.COMPANION, factions=BOARD, operator=True)
    window.open_table(Session(load_game("council"), SessionConfig("council", seats, options, 3)), None)
    table = window.table
    faults = {}

    def look(name: str) -> None:
        for _ in range(3):
            qtbot.wait(5)
        window.resize(*size)  # a page whose least size outgrows the screen keeps the window wider
        qtbot.wait(5)
        if (window.width(), window.height()) != size:
            faults[name] = f"{window.width()}x{window.height()}"
        elif problems(window):
            faults[name] = problems(window)

    look("table check")
    QTest.mouseClick(table.current.start_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(table.current.buttons["no_one"], Qt.MouseButton.LeftButton)
    QTest.keyClicks(table.current.agenda_search.search, "Mutiny")
    QTest.keyClick(table.current.agenda_search.search, Qt.Key.Key_Return)
    look("window")
    assert "skip_agenda" in table.current.buttons
    QTest.mouseClick(table.current.buttons["skip_agenda"], Qt.MouseButton.LeftButton)
    assert table.current.kind == "vote" and "reopen" in table.current.buttons
    look("vote sheet")
    assert faults == {}
