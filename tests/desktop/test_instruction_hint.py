"""Instructions for the table: "carry this out on the board" only in companion mode, which has a board
beside it; a standalone game (no board) says so instead."""

from __future__ import annotations

from moments import council

from desktop.main_window import MainWindow


def test_a_standalone_game_does_not_send_players_to_a_board(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 700)
    window.show()
    window.open_table(council("table_instructions", 5), None, bot_pause_ms=10**9)
    board = window.table.current
    assert board.view.mode != "companion"
    hint = board.hint.text()
    assert hint and "on the board" not in hint, hint
    assert "no board here" in hint.lower()
