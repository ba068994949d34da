"""A gallery of cards to browse (a discard pile, the laws in play): each card with its caption, each
enlarged by hover, Space or right-click like any card; one scroll area, Esc or Close leaves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.cards.card_widget import CardWidget
from desktop.table.flow_layout import FlowLayout

GALLERY_CARD = 110


class CardGallery(QDialog):
    """`cards`: (face, caption under the card, description for tooltips and screen readers)."""

    def __init__(
        self, title: str, cards: Sequence[tuple[Any, str, str]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("CardGallery")
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        head = QLabel(title)
        head.setObjectName("Heading")
        head.setWordWrap(True)
        layout.addWidget(head)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        flow = FlowLayout(inner)
        self.cards: list[CardWidget] = []
        for face, caption, description in cards:
            cell = QWidget()
            column = QVBoxLayout(cell)
            column.setContentsMargins(0, 0, 0, 0)
            card = CardWidget(face, GALLERY_CARD, description=description)
            self.cards.append(card)
            column.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
            if caption:
                label = QLabel(caption)
                label.setWordWrap(True)
                label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
                label.setFixedWidth(GALLERY_CARD + 20)
                column.addWidget(label)
            flow.addWidget(cell)
        if not cards:
            flow.addWidget(QLabel(QCoreApplication.translate("Cards", "No cards here yet.")))
        scroll.setWidget(inner)
        layout.addWidget(scroll, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        columns = max(1, min(5, len(cards)))
        self.resize(columns * (GALLERY_CARD + 34) + 60, 420)
