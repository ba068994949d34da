"""The log shows its latest line when a table opens (a resumed game) and keeps following new lines,
unless a player has scrolled up to read older ones (desktop/table/table_page.py)."""

from __future__ import annotations

from moments import legislation
from PySide6.QtWidgets import QApplication

from desktop.table.table_page import TablePage


def _opened(qtbot, session) -> TablePage:
    """As the main window opens a saved game: started before the window has laid the page out."""
    page = TablePage(session, bot_pause_ms=10**9)  # the bots stand still
    qtbot.addWidget(page)
    page.start()
    page.resize(1366, 704)
    page.show()
    for _ in range(5):
        QApplication.processEvents()
    return page


def test_a_resumed_table_shows_the_latest_line_of_the_log(qtbot):
    page = _opened(qtbot, legislation("tokens", 5, humans=2))
    bar = page.log_view.verticalScrollBar()
    assert bar.maximum() > 0, "a log longer than its view"
    assert bar.value() == bar.maximum(), "the latest moves are in sight"


def test_the_log_keeps_the_place_a_player_scrolled_up_to(qtbot):
    page = _opened(qtbot, legislation("tokens", 5, humans=2))
    bar = page.log_view.verticalScrollBar()
    bar.setValue(0)
    page.resize(1280, 704)  # the rows wrap anew
    for _ in range(5):
        QApplication.processEvents()
    assert bar.value() == 0
