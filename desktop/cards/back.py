"""Paints the back of a card: a face-down card shows only that it is there."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.cards.drawing import READABLE, card_outline, fitted_text
from desktop.cards.faces import CardBack
from desktop.cards.palette import BACK, BACK_PATTERN


def paint_back(
    painter: QPainter,
    rect: QRectF,
    back: CardBack,
    *,
    selected: bool = False,
    focused: bool = False,
    dimmed: bool = False,
) -> None:
    path = card_outline(painter, rect, selected=selected, focused=focused, stock=BACK, dimmed=dimmed)
    painter.save()
    painter.setClipPath(path)
    painter.setPen(QPen(BACK_PATTERN, 1.2))
    step = max(6.0, rect.width() / 8)
    x = rect.left() - rect.height()
    while x < rect.right():
        # Whole pixels (PySide6 truncated these floats before too): the same crisp diagonal stripes.
        painter.drawLine(int(x), int(rect.bottom()), int(x + rect.height()), int(rect.top()))
        x += step
    painter.restore()
    inner = rect.adjusted(
        rect.width() * 0.12, rect.height() * 0.12, -rect.width() * 0.12, -rect.height() * 0.12
    )
    painter.setPen(QPen(QColor("#f0d9a8"), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, 4, 4)
    if back.label:
        fitted_text(
            painter,
            inner,
            back.label,
            max(READABLE, rect.height() * 0.16),
            bold=True,
            colour=QColor("#f0d9a8"),
            least=READABLE,
        )
