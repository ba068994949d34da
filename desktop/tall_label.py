"""A word-wrapped label that asks its layout for the height its text needs at the width it is given."""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class TallLabel(QLabel):
    """Qt's box layouts size a wrapped label from its size hint, not from its height at the width the
    layout gives it (heightForWidth is not passed through nested layouts): a long text (a Russian game
    description) was cut at its top and bottom. Once laid out at a width, it takes the height its lines
    need as its least."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        need = self.heightForWidth(self.width())
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)
