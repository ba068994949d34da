"""The table's instructions in the middle of the Council table: every board action said once, wrapped;
more lines than the middle holds (three riders settled, each with its whole rule) scroll, never cut."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea

from desktop.table.felt import dark_scroll_bar

LINES_ASKED = 4  # lines the panel asks room for: the agenda card above keeps a readable size


class InstructionsPanel(QScrollArea):
    def __init__(self, text: str) -> None:
        super().__init__()
        self.setObjectName("InstructionsPanel")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setWidget(self.label)
        self.viewport().setAutoFillBackground(False)
        self.label.setAutoFillBackground(False)
        dark_scroll_bar(self.verticalScrollBar())

    def text(self) -> str:
        return self.label.text()

    def sizeHint(self) -> QSize:  # noqa: N802
        """Room for the whole text up to a few lines; the rest scrolls."""
        width = self.viewport().width() if self.isVisible() else 340
        line = self.label.fontMetrics().lineSpacing()
        return QSize(width, min(self.label.heightForWidth(max(1, width)), LINES_ASKED * line) + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(60, 2 * self.label.fontMetrics().lineSpacing() + 2)
