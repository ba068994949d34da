"""The card outline, title and small text helpers every painter uses."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from desktop.cards.palette import CARD_EDGE, CARD_STOCK, FOCUS, SELECTED


def card_outline(
    painter: QPainter,
    rect: QRectF,
    *,
    selected: bool = False,
    focused: bool = False,
    stock: QColor = CARD_STOCK,
    dimmed: bool = False,
) -> QPainterPath:
    """Fill and stroke the rounded card; returns its path for clipping."""
    radius = min(rect.width(), rect.height()) * 0.07
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    # A soft shadow makes it sit on the felt.
    painter.fillPath(path.translated(1.5, 2.5), QColor(0, 0, 0, 70))
    painter.fillPath(path, stock.darker(115) if dimmed else stock)
    edge = SELECTED if selected else (FOCUS if focused else CARD_EDGE)
    painter.setPen(QPen(edge, 4 if selected else (2.5 if focused else 1.2)))
    painter.drawPath(path)
    return path


def font(size: float, bold: bool = False) -> QFont:
    """A font `size` logical pixels high: card text scales with the card, not with the screen's DPI."""
    f = QFont()
    f.setPixelSize(max(6, round(size)))
    f.setBold(bold)
    return f


def fitted_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    size: float,
    *,
    bold: bool = False,
    flags: int = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
    colour: QColor | None = None,
) -> None:
    """Draw text in `rect`, shrinking the font until it fits."""
    if colour is not None:
        painter.setPen(colour)
    while size > 6:
        painter.setFont(font(size, bold))
        bound = painter.boundingRect(rect, flags, text)
        if bound.height() <= rect.height() and bound.width() <= rect.width():
            break
        size *= 0.9
    painter.drawText(rect, flags, text)
