"""Each seat's score over the game as a line chart drawn with QPainter (QtCharts is not in Essentials)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from desktop.cards.drawing import font


class ScoreChart(QWidget):
    """`series[seat]` is the seat's score after each sampled point of the game."""

    def __init__(
        self,
        series: list[list[int]],
        names: tuple[str, ...],
        colours: tuple[str, ...],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.series = series
        self.names = names
        self.colours = colours
        self.setMinimumSize(420, 170)
        self.setAccessibleName(self.tr("Score over the game"))

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(640, 320)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 60))
        plot = QRectF(44, 16, self.width() - 44 - 130, self.height() - 44)
        values = [v for s in self.series for v in s] or [0]
        lo, hi = min(0, *values), max(1, *values)
        points = max((len(s) for s in self.series), default=1)

        def at(i: int, v: int) -> QPointF:
            x = plot.left() + plot.width() * (i / max(1, points - 1))
            y = plot.bottom() - plot.height() * ((v - lo) / (hi - lo))
            return QPointF(x, y)

        painter.setFont(font(11))
        grid = QPen(QColor(255, 255, 255, 50), 1)
        step = max(1, (hi - lo) // 6)
        for v in range(lo, hi + 1, step):
            y = at(0, v).y()
            painter.setPen(grid)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor("#f5efe0"))
            painter.drawText(
                QRectF(0, y - 8, 38, 16),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                str(v),
            )
        painter.setPen(QPen(QColor("#f5efe0"), 1.5))
        painter.drawLine(at(0, 0), QPointF(plot.right(), at(0, 0).y()))
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 6, plot.width(), 18),
            int(Qt.AlignmentFlag.AlignCenter),
            self.tr("game progress →"),
        )
        for seat, series in enumerate(self.series):
            if not series:
                continue
            path = QPainterPath(at(0, series[0]))
            for i, v in enumerate(series[1:], start=1):
                path.lineTo(at(i, v))
            painter.setPen(QPen(QColor(self.colours[seat]), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            # Legend.
            ly = 20 + seat * 22
            painter.fillRect(QRectF(plot.right() + 16, ly, 14, 14), QColor(self.colours[seat]))
            painter.setPen(QColor("#f5efe0"))
            painter.drawText(
                QRectF(plot.right() + 36, ly - 2, 100, 18),
                int(Qt.AlignmentFlag.AlignVCenter),
                f"{self.names[seat]} ({series[-1]})",
            )
        painter.end()
