"""A seat's mark: a disc in the seat's colour with the seat's initial, so colour is never the only signal."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap


def ink_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on the colour."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return QColor("#1f1b16") if luminance > 0.5 else QColor("#ffffff")


def initial(name: str) -> str:
    return (name.strip()[:1] or "?").upper()


def paint_badge(painter: QPainter, rect: QRectF, colour: str, name: str) -> None:
    """The disc with the initial, inside `rect` (square)."""
    c = QColor(colour)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(0, 0, 0, 140))
    painter.setBrush(c)
    painter.drawEllipse(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    f = QFont()
    f.setPixelSize(max(7, round(rect.height() * 0.62)))
    f.setBold(True)
    painter.setFont(f)
    painter.setPen(ink_on(c))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), initial(name))
    painter.restore()


@cache
def badge_pixmap(colour: str, name: str, size: int = 16, ratio: float = 1.0) -> QPixmap:
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_badge(painter, QRectF(0, 0, size, size), colour, name)
    painter.end()
    return pixmap


@cache
def badge_icon(colour: str, name: str, size: int = 16) -> QIcon:
    return QIcon(badge_pixmap(colour, name, size, 2.0))
