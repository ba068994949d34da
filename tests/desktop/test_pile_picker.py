"""The Draw (and Swap) picker lays the other seats' discard piles over the table's whole width, so a full
table's piles are seen together at 1280x650, not two rows at a time in a small scrolling box."""

from __future__ import annotations

from layout_check import window_size
from moments import legislation
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QScrollArea, QWidget

from desktop.legislation.piles import PilePicker
from desktop.main_window import MainWindow


def test_every_pile_of_a_full_table_is_in_view_at_once(qtbot):
    session = legislation("draw", 8)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*window_size("1280x720"))
    window.show()
    window.open_table(session, None, bot_pause_ms=10**9)
    qtbot.wait(50)
    picker = window.findChild(PilePicker)
    assert picker is not None and picker.isVisible()
    viewport = picker.findChild(QScrollArea).viewport()
    blocks = [b for b in picker.findChildren(QWidget) if b.objectName().startswith("pile_block_")]
    view = session.view(0)
    assert len(blocks) == sum(1 for s, pile in enumerate(view.table.piles) if pile and s != 0) >= 5
    hidden = [
        b.objectName()
        for b in blocks
        if not viewport.rect().contains(QRect(b.mapTo(viewport, QPoint(0, 0)), b.size()))
    ]
    assert hidden == [], f"piles only seen by scrolling: {hidden}"
