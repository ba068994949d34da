"""The table display opens inside the screen the table is on, all six seats readable (it opened
1280x921 on a 768-pixel screen, covering the table and cutting off the sixth seat: issue 32, defect 12);
a rider's player is shown as "may not vote", not "abstained" (defect 13)."""

from __future__ import annotations

from gui_player import press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_council_reach import game_night

from games.council.actions import PlayCard


def test_the_display_fits_the_screen_with_every_seat(qtbot):
    page = game_night(qtbot, (1280, 650))
    display = page.open_display()
    qtbot.addWidget(display)
    QApplication.processEvents()
    room = page.screen().availableGeometry()
    assert room.contains(display.frameGeometry()) or room.contains(display.geometry()), (
        room,
        display.geometry(),
    )
    assert display.height() <= room.height()
    for name, line, vp in display.seat_rows:  # each seat's row whole, not cut off at the bottom
        for label in (name, line, vp):
            bottom = label.mapTo(display, label.rect().bottomLeft()).y()
            assert label.isVisible() and bottom <= display.height(), label.text()
            # and not squeezed below its text (the grid took the columns' 48 px spacing per row)
            assert label.height() >= label.minimumSizeHint().height(), (label.text(), label.height())
    assert display.layout().minimumSize().height() <= display.height()


def test_a_riders_player_may_not_vote_rather_than_abstained(qtbot):
    page = game_night(qtbot, (1366, 700))
    display = page.open_display()
    qtbot.addWidget(display)
    press(qtbot, page.current.start_button)
    rider = None
    checked = False
    for _ in range(60):
        board = page.current
        if board.kind == "choose":
            qtbot.keyClicks(board.agenda_search.search, "Minister of War")
            qtbot.keyClick(board.agenda_search.search, Qt.Key.Key_Return)  # Enter confirms
        elif board.kind == "after_revealed" and rider is None:
            rider = board.seat
            assert page.play(PlayCard(rider, "imperial-rider", outcome="player:0"))
        elif board.kind == "vote":
            press(qtbot, board.buttons["abstain"])
        elif board.kind in ("speaker_decides", "table_instructions"):
            break
        else:
            press(qtbot, board.buttons["pass"])
        view = page.session.view(None)
        if view.agenda is not None and view.frame == "vote" and rider is not None:
            line = display.seat_rows[rider][1].text()
            assert line == "may not vote", line
            footer = page.screens.tally(page)[3]
            assert "may not vote" in footer
            checked = True
    assert rider is not None and checked
