"""Lays seat panels round an oval table: the shared board in the middle, the viewer's seat at the bottom."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPixmap, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QWidget

_FELT: dict[tuple[int, int, float], QPixmap] = {}


def _size(seat: QWidget) -> QSize:
    """The seat's preferred size, tall enough for its wrapped lines at that width."""
    hint = seat.sizeHint()
    if seat.hasHeightForWidth():
        return QSize(hint.width(), max(hint.height(), seat.heightForWidth(hint.width())))
    return hint


class SeatRing(QWidget):
    """Seats go clockwise from the bottom (the keyboard) round the felt; `centre` fills the middle."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SeatRing")
        self.seats: list[QWidget] = []
        self.centre: QWidget | None = None

    def set_content(self, seats: list[QWidget], centre: QWidget | None) -> None:
        """Show these seats and this centre; widgets no longer shown go, those kept stay put."""
        keep = set(map(id, seats)) | ({id(centre)} if centre is not None else set())
        for w in self.seats + ([self.centre] if self.centre else []):
            if id(w) not in keep:
                w.hide()
                w.deleteLater()
        self.seats = seats
        self.centre = centre
        for w in seats + ([centre] if centre else []):
            if w.parent() is not self:
                w.setParent(self)
            w.show()
        self._layout()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        self._layout()

    def event(self, event: QEvent) -> bool:
        # A seat's size hint changed (its fonts were set, a line was added): place the seats again.
        if event.type() == QEvent.Type.LayoutRequest:
            self._layout()
        return super().event(event)

    def _layout(self) -> None:
        w, h = self.width(), self.height()
        n = len(self.seats)
        if n == 0:
            return
        sizes = [_size(s) for s in self.seats]
        sw = max(sz.width() for sz in sizes)
        sh = max(sz.height() for sz in sizes)
        rx = max(0.0, (w - sw) / 2 - 4)
        ry = max(0.0, (h - sh) / 2 - 4)
        for i, seat in enumerate(self.seats):
            # Seat 0 of the ring sits at the bottom; the rest go clockwise.
            angle = math.pi / 2 + 2 * math.pi * i / n
            cx = w / 2 + rx * math.cos(angle)
            cy = h / 2 + ry * math.sin(angle)
            size = sizes[i]
            seat.setGeometry(
                QRect(
                    round(cx - size.width() / 2), round(cy - size.height() / 2), size.width(), size.height()
                )
            )
        if self.centre is not None:
            hint = self.centre.sizeHint()
            cw = min(max(hint.width(), int(w * 0.4)), w - 2 * sw + 40) if n > 2 else int(w * 0.5)
            ch = min(hint.height(), int(h - 2 * sh + 20)) if n > 2 else hint.height()
            cw, ch = max(cw, 200), max(ch, 120)
            self.centre.setGeometry(QRect(round(w / 2 - cw / 2), round(h / 2 - ch / 2), cw, ch))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._felt())
        painter.end()

    def _felt(self) -> QPixmap:
        """The oval table, painted once per size and screen scale (a big antialiased fill is slow)."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio)
        cached = _FELT.get(key)
        if cached is not None:
            return cached
        pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor("#173d27"))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(30, 30, -30, -30)
        grad = QRadialGradient(QPointF(rect.center()), max(rect.width(), rect.height()) / 1.6)
        grad.setColorAt(0, QColor("#2f7a4b"))
        grad.setColorAt(1, QColor("#1b4d2f"))
        painter.setBrush(grad)
        painter.setPen(QPen(QColor("#5a3a1e"), 14))
        painter.drawRoundedRect(rect, rect.height() / 2.4, rect.height() / 2.4)
        painter.end()
        if len(_FELT) >= 4:  # a few sizes: the ring may flip between two heights as a bar below grows
            _FELT.pop(next(iter(_FELT)))
        _FELT[key] = pixmap
        return pixmap
