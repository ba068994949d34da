"""A card enlarged to be read: the painted face, large, beside its whole text (hover, Space or right-click).

Each game registers how its faces read in words (`register_text`); a face without a text shows the
card's accessible description.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QWidget

TEXTS: dict[type, Callable[[Any], str]] = {}
BIG = 260  # width of the enlarged card, in logical pixels


def register_text(face_type: type, text: Callable[[Any], str]) -> None:
    TEXTS[face_type] = text


def face_text(face: Any, fallback: str = "") -> str:
    fn = TEXTS.get(type(face))
    return fn(face) if fn is not None else fallback


class _BigFace(QWidget):
    def __init__(self, face: Any, width: int) -> None:
        super().__init__()
        from desktop.cards.card_widget import CARD_RATIO

        self.face = face
        self.setFixedSize(QSize(width, round(width * CARD_RATIO)))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        from desktop.cards.card_widget import painter_for

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter_for(self.face)(p, QRectF(2, 2, self.width() - 6, self.height() - 6), self.face)
        p.end()


class CardView(QFrame):
    """A borderless pop-up beside the card; any click or key closes it."""

    def __init__(self, face: Any, description: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip)
        self.setObjectName("CardView")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(pal.ColorRole.Window, QColor("#1f1b16"))
        pal.setColor(pal.ColorRole.WindowText, QColor("#f5efe0"))
        self.setPalette(pal)
        self.setFrameShape(QFrame.Shape.Box)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 12, 12, 12)
        row.setSpacing(14)
        self.big = _BigFace(face, BIG)
        row.addWidget(self.big)
        self.text = QLabel(face_text(face, description))
        self.text.setObjectName("CardViewText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setFixedWidth(280)
        f = self.text.font()
        f.setPixelSize(15)  # >= 9 pt: the whole point of the view is to be read
        self.text.setFont(f)
        row.addWidget(self.text)
        self.setAccessibleName(self.text.text())

    def show_beside(self, card: QWidget) -> None:
        """Open next to the card, kept on the card's screen."""
        self.adjustSize()
        screen = (card.screen() or QApplication.primaryScreen()).availableGeometry()
        anchor = card.mapToGlobal(QPoint(card.width() + 8, 0))
        if anchor.x() + self.width() > screen.right():
            anchor = card.mapToGlobal(QPoint(-self.width() - 8, 0))
        x = max(screen.left(), min(anchor.x(), screen.right() - self.width()))
        y = max(screen.top(), min(anchor.y(), screen.bottom() - self.height()))
        self.move(x, y)
        self.show()

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        self.close()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        self.close()
