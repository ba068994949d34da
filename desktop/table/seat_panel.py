"""A seat at the table: its colour, name, whether it is a bot, whether it must act, and game-specific public state."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget


class SeatPanel(QWidget):
    def __init__(
        self,
        name: str,
        colour: str,
        *,
        bot: bool,
        acting: bool,
        is_viewer: bool,
        status: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("SeatPanel")
        self.setProperty("acting", acting)
        self.setProperty("viewer", is_viewer)
        self.colour = QColor(colour)  # painted as a strip in paintEvent: a per-seat stylesheet costs a frame
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 6, 8, 6)
        outer.setSpacing(4)
        head = QHBoxLayout()
        head.addSpacing(16)
        self.name_label = QLabel(name)
        self.name_label.setObjectName("SeatName")
        head.addWidget(self.name_label, 1)
        if bot:
            tag = QLabel(self.tr("bot"))
            tag.setObjectName("BotTag")
            head.addWidget(tag)
        if acting:
            turn = QLabel(self.tr("to act"))
            turn.setObjectName("TurnTag")
            head.addWidget(turn)
        outer.addLayout(head)
        self.status_label = QLabel(status)
        self.status_label.setObjectName("SeatStatus")
        self.status_label.setWordWrap(True)
        outer.addWidget(self.status_label)
        self.body = QHBoxLayout()
        self.body.setSpacing(4)
        self.body.setAlignment(Qt.AlignmentFlag.AlignLeft)
        outer.addLayout(self.body)
        self.setAccessibleName(name)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        acting, viewer = self.property("acting"), self.property("viewer")
        # Opaque colours (the felt blended in by hand): translucent fills cost a frame to rasterise.
        fill = QColor("#3f3a12") if acting else QColor("#17324f") if viewer else QColor("#12291b")
        painter.setPen(QPen(QColor("#f2b632") if acting else QColor("#5f8a6c"), 2 if acting else 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(QRectF(1, 1, 7, self.height() - 2), 3, 3)
        painter.drawEllipse(QRectF(14, 10, 12, 12))
        painter.end()

    def add(self, widget: QWidget) -> None:
        self.body.addWidget(widget)
