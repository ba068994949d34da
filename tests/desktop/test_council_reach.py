"""Every card a window offers can be reached at 1366x700 and 1280x650: in companion mode the "after the
agenda is revealed" window offers every declarable card (the most a window can), and its buttons lay
below the middle of the table with no scroll bar (issue 32, defect 2)."""

from __future__ import annotations

import pytest
from gui_player import press
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from desktop.council.board import WINDOWS
from desktop.council.table_check import TableCheckPage
from desktop.table.table_page import TablePage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.council.options import CouncilOptions, Mode
from games.registry import load_game

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
BOARD = ("yssaril", "empyrean", "naaz", "naalu", "letnev", "l1z1x")
COLOURS = ("#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4")


def game_night(qtbot, size: tuple[int, int]) -> TablePage:
    seats = tuple(Seat(NAMES[i], COLOURS[i], SeatKind.HUMAN) for i in range(6))
    options = CouncilOptions(mode=Mode.COMPANION, factions=BOARD)
    session = Session(load_game("council"), SessionConfig("council", seats, options, 3))
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    page.start()
    return page


def to_fullest_window(qtbot, page: TablePage, agenda: str = "Mutiny") -> None:
    """Start the phase, declare `agenda`, and pass until the window offering the most plays is up."""
    check = page.current
    assert isinstance(check, TableCheckPage)
    press(qtbot, check.start_button)
    for _ in range(40):
        board = page.current
        if board.kind == "choose":
            qtbot.keyClicks(board.agenda_search.search, agenda)
            qtbot.keyClick(board.agenda_search.search, Qt.Key.Key_Return)  # Enter confirms
        elif board.kind == "after_revealed":
            return
        else:
            press(qtbot, board.buttons["pass"])
    raise AssertionError("the after window never came")


def on_screen(widget, window) -> bool:
    """The whole widget is painted inside the window (not clipped by a parent, not past its edge)."""
    if not widget.isVisible():
        return False
    shown = widget.visibleRegion().boundingRect()
    if shown.size() != widget.rect().size():
        return False
    top_left = widget.mapTo(window, QPoint(0, 0))
    return QRect(QPoint(0, 0), window.size()).contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("size", [(1366, 700), (1280, 650)])
def test_every_play_of_the_fullest_window_can_be_reached(qtbot, size):
    page = game_night(qtbot, size)
    to_fullest_window(qtbot, page)
    board = page.current
    assert board.kind in WINDOWS
    buttons = list(board.play_buttons.values())
    assert len(buttons) >= 12, len(buttons)  # every "after" card of the deck, declarable
    QApplication.processEvents()
    for button in buttons:
        board.window_panel.reveal(button)  # what scrolling the list (wheel, bar or Tab) does
        QApplication.processEvents()
        assert on_screen(button, page.window()), button.text()


@pytest.mark.parametrize("size", [(1366, 700), (1280, 650)])
def test_the_agenda_card_stays_readable_beside_a_full_window(qtbot, size):
    """The list asks room for two rows, not all of them: the middle shrank the agenda to a 35-pixel icon
    to make room for every button (issue 32, defect 9)."""
    page = game_night(qtbot, size)
    to_fullest_window(qtbot, page)
    QApplication.processEvents()
    card = page.current.centre.agenda
    assert card is not None and card.isVisible()
    assert card.width() >= 75, card.width()


def test_the_agendas_outcomes_are_said_beside_it(qtbot):
    """Mutiny's Against outcome was never on screen while a window was open (issue 32, defect 9)."""
    page = game_night(qtbot, (1280, 650))
    to_fullest_window(qtbot, page, "Mutiny")
    QApplication.processEvents()
    facts = page.current.centre.facts
    assert "Against: -1 VP to every For voter." in facts.full
    assert facts.isVisible() and facts.height() >= 4 * facts.fontMetrics().lineSpacing()  # room for it
