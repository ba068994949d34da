"""The operator's vote sheet keeps Abstain and the outcome buttons at the same place from voter to
voter (play test 2026-11-29 item 8: "Cat: abstained" appeared above them and pushed Abstain down)."""

from __future__ import annotations

from layout_check import window_size
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from test_council_reach import BOARD, COLOURS, NAMES

from desktop.main_window import MainWindow
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.council.options import CouncilOptions, Mode
from games.registry import load_game


def _place(window: QWidget, button: QWidget) -> QRect:
    return QRect(button.mapTo(window, QPoint(0, 0)), button.size())


def test_abstain_and_outcomes_stay_put_from_voter_to_voter(qtbot):
    size = window_size("1280x720")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    seats = tuple(Seat(NAMES[i], COLOURS[i], SeatKind.HUMAN) for i in range(6))
    options = CouncilOptions(mode=Mode.COMPANION, factions=BOARD, operator=True)
    window.open_table(Session(load_game("council"), SessionConfig("council", seats, options, 3)), None)
    table = window.table
    QTest.mouseClick(table.current.start_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(table.current.buttons["no_one"], Qt.MouseButton.LeftButton)
    QTest.keyClicks(table.current.agenda_search.search, "Mutiny")
    QTest.keyClick(table.current.agenda_search.search, Qt.Key.Key_Return)
    QTest.mouseClick(table.current.buttons["skip_agenda"], Qt.MouseButton.LeftButton)
    places = []
    voters = []
    for _ in range(3):  # three voters in turn, each abstaining: the line of those done grows
        for _ in range(5):  # the screen settled, as the operator sees it before clicking
            qtbot.wait(20)
        window.resize(*size)
        qtbot.wait(20)
        sheet = table.current.vote_sheet
        assert sheet.abstain is not None
        voters.append(sheet.voter)
        buttons = [sheet.abstain, *sheet.outcome_buttons.values()]
        places.append([_place(window, b) for b in buttons])
        QTest.mouseClick(sheet.abstain, Qt.MouseButton.LeftButton)
    assert len(set(voters)) == 3  # really three voters, one after the other
    assert places[1] == places[0]  # Abstain and each outcome where they were, to the pixel
    assert places[2] == places[0]
