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


SQUARISH = 3.0  # the oval's exponent: 2 is an ellipse, larger is closer to a rectangle


def _squarish(c: float) -> float:
    """A coordinate of the unit superellipse |x|^p + |y|^p = 1 at the direction with this cosine/sine."""
    return math.copysign(abs(c) ** (2 / SQUARISH), c)


def _centre_rect(w: int, h: int, seats: list[QRect], hint: QSize, least: QSize) -> QRect:
    """The largest middle board up to its preferred size that overlaps no seat (taller first, then wider).

    On a small window or a full table the board gets less than it asks for rather than covering a
    seat, but never less height than its contents need (`least`): then it is only made narrower.
    """
    cx, cy = w / 2, h / 2
    want_w, want_h = max(hint.width(), int(w * 0.4)), hint.height()
    best, best_area = None, -1.0
    ch = min(want_h, h - 8)
    floor = max(100, min(least.height(), h - 8))
    while ch >= floor:
        top, bottom = cy - ch / 2, cy + ch / 2
        half = w / 2 - 8
        for r in seats:
            if r.bottom() + 6 < top or r.top() - 6 > bottom:
                continue  # above or below the board: no limit on its width
            if r.right() < cx:
                half = min(half, cx - r.right() - 8)
            elif r.left() > cx:
                half = min(half, r.left() - cx - 8)
            else:
                half = 0  # a seat straddles the middle (the top or bottom seat)
        cw = min(want_w, 2 * half)
        if cw >= min(want_w, 420):
            best = (cw, ch)
            break
        if cw * ch > best_area:
            best, best_area = (cw, ch), cw * ch
        ch -= 8
    cw, ch = best if best is not None else (max(200, int(w * 0.4)), max(100, min(want_h, h - 8)))
    cw, ch = max(int(cw), 200), max(int(ch), 100)
    return QRect(round(cx - cw / 2), round(cy - ch / 2), cw, ch)


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
            if w.isHidden():  # a kept seat is already showing: show() again still costs a pass
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
        placed = []
        for i, seat in enumerate(self.seats):
            # Seat 0 of the ring sits at the bottom; the rest go clockwise, on a squarish oval
            # (a superellipse) so that the seats between the sides sit out in the corners and
            # leave the middle of the table to the shared board.
            angle = math.pi / 2 + 2 * math.pi * i / n
            cx = w / 2 + rx * _squarish(math.cos(angle))
            cy = h / 2 + ry * _squarish(math.sin(angle))
            size = sizes[i]
            rect = QRect(
                round(cx - size.width() / 2), round(cy - size.height() / 2), size.width(), size.height()
            )
            seat.setGeometry(rect)
            placed.append(rect)
        if self.centre is not None:
            centre = self.centre
            self.centre.setGeometry(_centre_rect(w, h, placed, centre.sizeHint(), centre.minimumSizeHint()))

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
