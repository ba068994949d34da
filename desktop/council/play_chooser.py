"""Choosing how to play a card with several legal targets: one clear button per outcome, player or planet."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.cards.card_widget import CardWidget
from desktop.council.names import outcome_label, planet_name, tr
from desktop.table.felt import dress
from desktop.table.flow_layout import FlowLayout
from games.council.playing import Play
from games.council.rulebook import Params

NO_TARGET = Params()


def target_label(p: Params, names: tuple[str, ...]) -> str:
    """One legal way to play a card, in words: its player, outcome, amount and planets."""
    parts = []
    if p.target is not None:
        parts.append(names[p.target])
    if p.outcome is not None:
        parts.append(outcome_label(p.outcome, names))
    if p.amount:
        parts.append(str(p.amount))
    if p.items:
        parts.append(", ".join(planet_name(x) for x in p.items))
    return " · ".join(parts) or tr("as it stands")


class PlayChooser(QDialog):
    sig_chosen = Signal(object)
    """The listed Play picked (it carries its move); the dialog closes."""

    def __init__(
        self, card: str, options: list[Play], names: tuple[str, ...], parent: QWidget, face: object = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PlayChooser")
        self.setWindowTitle(tr("Play %1").replace("%1", card))
        outer = QHBoxLayout(self)
        if face is not None:  # the card itself beside its targets, to read what it does (Space enlarges)
            shown = CardWidget(face, 130, description=card)
            shown.setObjectName("ChooserCard")
            outer.addWidget(shown, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout()
        outer.addLayout(layout, 1)
        head = QLabel(tr("How do you play %1?").replace("%1", card))
        head.setObjectName("Heading")
        head.setWordWrap(True)
        layout.addWidget(head)
        box = QWidget()
        flow = FlowLayout(box)
        self.buttons: list[QPushButton] = []
        for i, p in enumerate(options):
            b = QPushButton(target_label(p.params, names))
            b.setObjectName(f"target_{i}")
            b.clicked.connect(lambda _c=False, p=p: self._chosen(p))
            self.buttons.append(b)
            flow.addWidget(b)
        layout.addWidget(box)
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel.rejected.connect(self.reject)
        layout.addWidget(cancel)
        self.resize(520 + (150 if face is not None else 0), max(230, 120 + 40 * (len(options) // 4 + 1)))
        dress(self)

    def _chosen(self, p: Play) -> None:
        self.accept()
        self.sig_chosen.emit(p)
