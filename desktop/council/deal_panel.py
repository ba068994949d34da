"""Proposing a transaction (trade goods and promissory notes) to another player during an agenda."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from desktop.council.names import item_label, tr


class DealPanel(QWidget):
    sig_changed = Signal()

    def __init__(self, deals: dict[str, Any], names: tuple[str, ...]) -> None:
        super().__init__()
        self.setObjectName("DealPanel")
        self.deals = deals
        layout = QVBoxLayout(self)
        head = QLabel(tr("Propose a transaction (one per pair of players each agenda)"))
        head.setObjectName("Heading")
        head.setWordWrap(True)
        layout.addWidget(head)
        form = QFormLayout()
        self.partner = QComboBox()
        self.partner.setObjectName("deal_partner")
        self.partner.setAccessibleName(tr("Transaction with"))
        self.partners = [p for p, _tg, _arb in deals["partners"]]
        self.their_tg = {p: tg for p, tg, _arb in deals["partners"]}
        for p in self.partners:
            self.partner.addItem(names[p])
        form.addRow(tr("With"), self.partner)
        self.give_tg = QSpinBox()
        self.give_tg.setObjectName("deal_give_tg")
        self.give_tg.setRange(0, deals["tg"])
        self.give_tg.setAccessibleName(tr("Trade goods you give"))
        form.addRow(tr("You give trade goods"), self.give_tg)
        self.get_tg = QSpinBox()
        self.get_tg.setObjectName("deal_get_tg")
        self.get_tg.setAccessibleName(tr("Trade goods you ask for"))
        form.addRow(tr("You ask for trade goods"), self.get_tg)
        layout.addLayout(form)
        self.notes: list[tuple[str, QCheckBox]] = []
        for note in deals["notes"]:
            box = QCheckBox(tr("Give: %1").replace("%1", item_label("note:" + note, names)))
            self.notes.append((note, box))
            layout.addWidget(box)
        self.partner.currentIndexChanged.connect(self._partner_changed)
        self._partner_changed()

    def _partner_changed(self) -> None:
        p = self.partners[self.partner.currentIndex()] if self.partners else None
        self.get_tg.setRange(0, self.their_tg.get(p, 0) if p is not None else 0)

    def offer(self) -> tuple[int, tuple[str, ...], tuple[str, ...]] | None:
        if not self.partners:
            return None
        give = ([f"tg:{self.give_tg.value()}"] if self.give_tg.value() else []) + [
            f"note:{n}" for n, box in self.notes if box.isChecked()
        ]
        get = [f"tg:{self.get_tg.value()}"] if self.get_tg.value() else []
        if not give and not get:
            return None
        return self.partners[self.partner.currentIndex()], tuple(give), tuple(get)
