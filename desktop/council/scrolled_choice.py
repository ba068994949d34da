"""The seat's choices in the middle of the Council table, in a list that scrolls when they are taller than
the middle holds (the discard from seven or eight action cards at the hand limit): asked for whole,
given at least two rows, never pushed out of the felt or cut at the foot (the table's instructions have
their own scrolling panel, instructions_panel.py)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class ScrolledChoice(QScrollArea):
    """`inside` (its layout or label wraps to the width) whole when the middle has the room, else
    `least` pixels of it at the least and the rest scrolled to (Tab scrolls to the focused button)."""

    def __init__(self, inside: QWidget, least: int) -> None:
        super().__init__()
        self.setObjectName("ScrolledChoice")
        self.least = least
        self.inside = inside  # widget() as mypy knows it: never None here
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(inside)
        self.viewport().setAutoFillBackground(False)
        inside.setAutoFillBackground(False)

    def content_height(self, width: int = 0) -> int:
        """The height of the whole content at `width` (default: the width shown now)."""
        inside = self.inside
        width = max(1, width or (self.viewport().width() if self.isVisible() else 300))
        if inside.hasHeightForWidth():
            return inside.heightForWidth(width)
        return inside.sizeHint().height()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.inside.sizeHint().width(), self.content_height() + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(120, min(self.content_height(), self.least) + 2)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # the content wraps to another number of lines
