"""A board redrawn in place after a move (kept seats, middle, cards and buttons told their new look, for
speed) must look exactly like a board built anew for the same view, in both directions of a move."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QPushButton

from desktop.cards.card_widget import CardWidget
from desktop.demo import demo_session
from desktop.table.table_page import TablePage


def _page(qtbot, session) -> TablePage:
    page = TablePage(session, bot_pause_ms=10**9)  # the bots stand still
    qtbot.addWidget(page)
    page.resize(1366, 704)
    page.show()
    page.start()
    QApplication.processEvents()
    return page


def _image(page: TablePage) -> QImage:
    page.setFocus()  # no focus ring on a card or button: a new board has none either
    QApplication.processEvents()
    return page.grab().toImage()


def _as_new(page: TablePage) -> QImage:
    """The table with its board built anew for the same seat and view."""
    seat = page.current.seat
    page._set_stage(page.screens.board(page, seat))
    QApplication.processEvents()
    return _image(page)


def _bands(page: TablePage) -> list[object]:
    """The band under the table: the hint with the buttons, and the cards (with what each says and does)."""
    page.setFocus()
    QApplication.processEvents()
    board = page.current
    cards = [
        (c.objectName(), c.face, c.toolTip(), c.interactive, c.selected, c.dimmed, c.geometry())
        for c in board.hand_area.findChildren(CardWidget)
        if c.isVisible()
    ]
    buttons = [(b.text(), b.isEnabled()) for b in board.action_bar.findChildren(QPushButton) if b.isVisible()]
    return [
        board.action_bar.grab().toImage(),
        board.hand_area.grab().toImage(),
        sorted(cards, key=str),
        buttons,
    ]


def test_the_council_board_redrawn_in_place_looks_as_a_new_one(qtbot):
    session = demo_session("council", players=8)  # the viewer (seat 0) votes
    page = _page(qtbot, session)
    board = page.current
    mark = len(session)
    qtbot.mouseClick(next(iter(board.planet_cards.values())), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board.buttons["abstain"], Qt.MouseButton.LeftButton)  # the vote becomes a wait
    assert page.current is board, "the board was redrawn in place"
    kept_centre, kept_cards = board.centre, list(board.hand_cards.values())
    assert kept_cards and not board.planet_cards
    kept_bands = _bands(page)
    assert _image(page) == _as_new(page)
    assert kept_bands == _bands(page)
    board = page.current
    session.undo_to(mark)  # and back to the vote: the planets to vote with, nothing picked
    QApplication.processEvents()
    assert page.current is board and board.planet_cards and board.centre is not None
    assert board.predictive.isChecked() is False and board.gila.value() == 0
    assert "0" in board.total.text()
    # (The seats keep the height their rows needed while the table keeps its size, seat_ring.py: the
    # whole table is compared in the direction above, the band under it here.)
    kept = _bands(page)
    _as_new(page)
    assert kept == _bands(page)
    assert kept_centre is not None and kept_cards


def test_the_council_hand_keeps_its_cards_between_moves(qtbot):
    session = demo_session("council", players=8)
    page = _page(qtbot, session)
    board = page.current
    mark = len(session)
    qtbot.mouseClick(board.buttons["abstain"], Qt.MouseButton.LeftButton)
    cards = dict(board.hand_cards)
    centre = board.centre
    session.undo_to(mark)
    QApplication.processEvents()
    qtbot.mouseClick(page.current.buttons["abstain"], Qt.MouseButton.LeftButton)
    assert page.current is board and board.centre is centre
    assert all(board.hand_cards[c] is w for c, w in cards.items()), "the hand's cards were built anew"
