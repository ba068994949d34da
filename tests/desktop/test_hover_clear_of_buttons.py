"""A card's hover view keeps clear of the buttons where it can: over the agenda card it opened below,
across the action bar, and the next click on "Pass for the rest of this agenda" was lost."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QPushButton, QWidget

from desktop.cards.card_widget import CardWidget
from desktop.cards.faces import CardBack


def test_the_hover_view_keeps_clear_of_the_buttons(qtbot, monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1366, 768))
    window = QWidget()
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 1366, 700)
    card = CardWidget(CardBack("7"), 110, description="An agenda card\nwith its whole text", parent=window)
    card.move(350, 190)  # the agenda card, in the middle of the table
    vote = QPushButton("For", window)  # its outcome buttons, just below it
    vote.setGeometry(350, 370, 90, 30)
    bar = QPushButton("Pass for the rest of this agenda", window)  # the action bar
    bar.setGeometry(700, 500, 320, 40)
    window.show()
    qtbot.waitExposed(window)
    view = card.enlarge(hover=True)
    shown = QRect(view.pos(), view.size())
    for button in (vote, bar):
        covered = QRect(button.mapToGlobal(QPoint(0, 0)), button.size())
        assert not shown.intersects(covered), (button.text(), shown, covered)
    assert not shown.intersects(QRect(card.mapToGlobal(QPoint(0, 0)), card.size()))  # nor the card
