"""Live tally bars: one bar per option of a vote under way, drawn with QPainter."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.cards.drawing import font
from desktop.table.seat_badge import paint_badge


@dataclass(frozen=True, slots=True)
class TallyLine:
    label: str
    value: int
    colour: str
    mark: str = ""  # drawn on a disc of the bar's colour: a seat's initial or a sign, so colour is not alone


class TallyBars(QWidget):
    """Bars scaled to the largest value (or `scale`, e.g. the number of voters)."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.lines: tuple[TallyLine, ...] = ()
        self.scale = 1
        self.footer = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_lines(self, lines: tuple[TallyLine, ...], scale: int = 0, footer: str = "") -> None:
        self.lines = lines
        self.scale = max(1, scale, *(line.value for line in lines)) if lines else 1
        self.footer = footer
        self.setAccessibleName(
            ", ".join(f"{line.label}: {line.value}" for line in lines) + (f". {footer}" if footer else "")
        )
        self.updateGeometry()
        self.update()

    @staticmethod
    def height_for(lines: int) -> int:
        return 28 + 26 * lines + 20

    def footer_height(self, width: int) -> int:
        """The footer's height wrapped at `width` (one line of 20 px, or more: "0 voted, 0 abstained ·
        5 may not vote" in German or Russian is longer than the side panel at 1280 px)."""
        if not self.footer:
            return 20
        metrics = QFontMetrics(font(12, True))
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        return max(20, metrics.boundingRect(QRect(0, 0, max(1, width), 10_000), flags, self.footer).height())

    def room_needed(self) -> int:
        """The height the lines and the footer wrapped at the present width take."""
        return 28 + 26 * len(self.lines) + self.footer_height(self.width())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        # Narrower, the footer may wrap to one more line: the panel grows (it never shrinks back while
        # the page lives, so the log under it does not move on every vote).
        super().resizeEvent(event)
        if self.height() < self.room_needed():
            self.setFixedHeight(self.room_needed())

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(240, self.height_for(len(self.lines)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor("#f5efe0"))
        painter.setFont(font(13, True))
        painter.drawText(QRectF(0, 0, self.width(), 22), int(Qt.AlignmentFlag.AlignLeft), self.title)
        # As wide as the longest option name (some languages' words are long), at most 45 % of the bar.
        painter.setFont(font(12))
        widest = max((painter.fontMetrics().horizontalAdvance(line.label) for line in self.lines), default=0)
        label_w = max(78, min(widest + 10, int(self.width() * 0.45)))
        y = 26.0
        for line in self.lines:
            painter.setFont(font(12))
            painter.setPen(QColor("#f5efe0"))
            painter.drawText(QRectF(0, y, label_w - 6, 20), int(Qt.AlignmentFlag.AlignVCenter), line.label)
            left = label_w
            if line.mark:
                paint_badge(painter, QRectF(label_w, y + 1, 18, 18), line.colour, line.mark)
                left += 22
            track = QRectF(left, y + 2, self.width() - left - 34, 16)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(track, 4, 4)
            filled = QRectF(
                track.left(), track.top(), track.width() * line.value / self.scale, track.height()
            )
            painter.setBrush(QColor(line.colour))
            if line.value:
                painter.drawRoundedRect(filled, 4, 4)
            painter.setPen(QColor("#f5efe0"))
            painter.setFont(font(12, True))
            painter.drawText(
                QRectF(track.right() + 4, y, 30, 20), int(Qt.AlignmentFlag.AlignVCenter), str(line.value)
            )
            y += 26
        if self.footer:
            painter.setFont(font(12, True))
            flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
            painter.drawText(QRectF(0, y, self.width(), self.height() - y), flags, self.footer)
        painter.end()
