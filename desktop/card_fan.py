"""A small fan of painted cards for the start page's game tiles (added after the first paint)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from desktop.cards.painters import painter_for


class CardFan(QWidget):
    """Cards held in a hand: each one turned a little more than the last."""

    def __init__(self, faces: list[Any], card_width: int = 70, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces = faces
        self.card_width = card_width
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(round(self.card_width * 2.6), round(self.card_width * 1.4) + 24)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        w = self.card_width
        h = w * 1.4
        n = len(self.faces)
        for i, face in enumerate(self.faces):
            painter.save()
            # Each card turns about the foot of its own middle, like cards spread in one hand.
            painter.translate(self.width() / 2 + (i - (n - 1) / 2) * w * 0.45, self.height() - 6)
            painter.rotate((i - (n - 1) / 2) * 12)
            painter_for(face)(painter, QRectF(-w / 2, -h, w, h), face)
            painter.restore()
        painter.end()
