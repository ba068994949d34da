"""A seat at the table: its colour, name, whether it is a bot, whether it must act, and game-specific public state."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget


class SeatPanel(QFrame):
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
        self.setStyleSheet(f"#SeatPanel {{ border-left: 6px solid {colour}; }}")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(4)
        head = QHBoxLayout()
        dot = QLabel("●")
        dot.setStyleSheet(f"color: {colour}; font-size: 16px;")
        self.name_label = QLabel(name)
        self.name_label.setObjectName("SeatName")
        head.addWidget(dot)
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

    def add(self, widget: QWidget) -> None:
        self.body.addWidget(widget)
