"""Declaring the agenda turned over: the search has the keyboard as it shows and Enter confirms; the
speaker's list drops below its box (it opened centred on the current name, so the first pick missed:
issue 32, defect 10)."""

from __future__ import annotations

from gui_player import press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox
from test_council_reach import game_night


def test_type_the_agenda_and_press_enter(qtbot):
    page = game_night(qtbot, (1366, 700))
    page.activateWindow()
    press(qtbot, page.current.start_button)
    for _ in range(10):
        board = page.current
        if board.kind == "choose":
            break
        press(qtbot, board.buttons["pass"])
    search = board.agenda_search.search
    page.window().activateWindow()  # the focus it was given shows once the window is active
    qtbot.waitUntil(search.hasFocus)
    before = len(page.session.actions)
    qtbot.keyClicks(QApplication.focusWidget(), "minister of w")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert len(page.session.actions) == before + 1
    assert page.session.state.agenda.card == "minister-of-war"


def test_the_speaker_list_drops_below_its_box(qtbot):
    page = game_night(qtbot, (1366, 700))
    box = page.current.speaker
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    assert not box.style().styleHint(QStyle.StyleHint.SH_ComboBox_Popup, option, box)
