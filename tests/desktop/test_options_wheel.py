"""The mouse wheel over the New Game options scrolls them; it changes a number only once the box was
clicked (issue 32, defect 11: rolling down changed "Starting trade goods")."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from desktop.new_game import NewGamePage


def wheel(widget) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_options_not_the_value(qtbot):
    page = NewGamePage("council")
    qtbot.addWidget(page)
    page.resize(1280, 650)
    page.show()
    qtbot.waitExposed(page)
    spin = page.options_form.editors["starting_trade_goods"][0]
    bar = page.options_scroll.verticalScrollBar()
    assert bar.maximum() > 0  # the options scroll at this size
    before, scrolled = spin.value(), bar.value()
    wheel(spin)
    assert spin.value() == before
    assert bar.value() > scrolled  # the form scrolled instead
    page.activateWindow()
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    wheel(spin)
    assert spin.value() != before  # clicked into, the wheel sets it as usual
