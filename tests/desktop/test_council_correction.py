"""Edit › Correct the Table… puts one value right mid-phase in companion mode (issue 32, defect 14)."""

from __future__ import annotations

from gui_player import press
from test_council_reach import game_night

from desktop.council.table_check import TableCheckPage, open_correction


def test_a_value_is_put_right_mid_phase(qtbot):
    page = game_night(qtbot, (1366, 700))
    assert open_correction(page) is None  # the check itself is open: correct it there
    press(qtbot, page.current.start_button)
    board = page.current
    assert board.kind == "start_window"
    acting = board.seat
    dialog = open_correction(page)
    qtbot.addWidget(dialog)
    check = dialog.page
    assert isinstance(check, TableCheckPage) and check.correction
    assert check.tabs.count() == 6  # the players' tabs; laws wait for the next check
    # Play test 2026-11-29: the hidden speaker's box left its "Speaker:" label behind, and an untouched
    # correction said "Starting changes nothing: the table is as the last phase ended."
    assert check.speaker_label.isHidden() and check.speaker.isHidden()
    assert check.changes.text() == "The correction changes nothing yet."
    check.seat_tabs[3].spins["tg"].setValue(7)
    check.refresh_changes()
    assert "Dave: 7 TG (was 2)" in check.changes.text()
    press(qtbot, check.start_button)
    assert page.session.state.players[3].tg == 7
    assert not dialog.isVisible()
    assert page.session.to_act() == (acting,)  # the window goes on where it was
    assert page.screens.correct_table(page) is not None
