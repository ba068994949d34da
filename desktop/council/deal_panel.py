"""Proposing a transaction to another player during an agenda: everything the engine's deal allows.

The engine lists, per partner, the exact items a deal may hold (view "deals" -> "offers", see
games/council/deals.offers): trade goods and promissory notes always; action cards when either side
is the Hacan (Arbiters); with Black Market Dealings played alongside, relics and secret objectives
too. What the partner keeps hidden (promissory notes, action cards, secret objectives) is asked for by
name: the partner may refuse, and can accept only if it holds them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.council.names import any_card_name, item_label, tr
from desktop.plain_text import plain_labels
from desktop.table.felt import dress, readable_field
from games.council.view import DealOptions

ITEM = Qt.ItemDataRole.UserRole


class DealPanel(QWidget):
    sig_changed = Signal()

    def __init__(self, deals: DealOptions, names: tuple[str, ...]) -> None:
        super().__init__()
        self.setObjectName("DealPanel")
        self.names = names
        self.offers = {o.partner: o for o in deals.offers}
        self.others_notes = deals.others_notes  # asked for by name: who holds each is hidden
        self.partners = list(self.offers)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        head = QLabel(tr("Propose a transaction (one per pair of players each agenda)"))
        head.setObjectName("Heading")
        head.setWordWrap(True)
        layout.addWidget(head)

        form = QFormLayout()
        self.partner = QComboBox()
        self.partner.setObjectName("deal_partner")
        self.partner.setAccessibleName(tr("Transaction with"))
        for p in self.partners:
            self.partner.addItem(names[p])
        form.addRow(tr("With"), self.partner)
        self.give_tg = QSpinBox()
        self.give_tg.setObjectName("deal_give_tg")
        self.give_tg.setAccessibleName(tr("Trade goods you give"))
        form.addRow(tr("You give trade goods"), self.give_tg)
        self.get_tg = QSpinBox()
        self.get_tg.setObjectName("deal_get_tg")
        self.get_tg.setAccessibleName(tr("Trade goods you ask for"))
        form.addRow(tr("You ask for trade goods"), self.get_tg)
        layout.addLayout(form)

        # Black Market Dealings: held (standalone) or declared (companion); the engine says which.
        self.can_bmd = any(o.give_bmd is not None for o in self.offers.values())
        self.bmd = QCheckBox(tr("Play Black Market Dealings with this transaction"))
        self.bmd.setObjectName("deal_bmd")
        self.bmd.setVisible(self.can_bmd)
        layout.addWidget(self.bmd)

        # The partner's own notes are listed; another player's (which the partner holds only if it was
        # given one) on request: every note of the table under every partner buried the likely ones.
        self.other_notes = QCheckBox(tr("Also ask for other players' notes (the partner may hold one)"))
        self.other_notes.setObjectName("deal_other_notes")
        self.other_notes.setVisible(bool(self.others_notes))
        layout.addWidget(self.other_notes)

        lists = QGridLayout()
        lists.setContentsMargins(0, 0, 0, 0)
        self.give_list = self._item_list("deal_give", tr("What you give"))
        self.ask_list = self._item_list("deal_ask", tr("What you ask for (hidden cards by name)"))
        lists.addWidget(QLabel(tr("You give")), 0, 0)
        lists.addWidget(QLabel(tr("You ask for")), 0, 1)
        lists.addWidget(self.give_list, 1, 0)
        lists.addWidget(self.ask_list, 1, 1)
        layout.addLayout(lists)
        self.rule = QLabel()
        self.rule.setObjectName("DealRule")
        self.rule.setWordWrap(True)
        layout.addWidget(self.rule)

        self.partner.currentIndexChanged.connect(lambda _i: self._fill())
        self.bmd.toggled.connect(lambda _on: self._fill())
        self.other_notes.toggled.connect(lambda _on: self._fill())
        for spin in (self.give_tg, self.get_tg):
            readable_field(spin)
            spin.valueChanged.connect(lambda _v: self.sig_changed.emit())
        for box in (self.give_list, self.ask_list):
            box.itemChanged.connect(lambda _item: self.sig_changed.emit())
        self._fill()

    def _item_list(self, name: str, accessible: str) -> QListWidget:
        box = QListWidget()
        box.setObjectName(name)
        box.setAccessibleName(accessible)
        box.setFixedSize(300, 170)
        return box

    def _label(self, item: str) -> str:
        kind, _, value = item.partition(":")
        if kind == "secret":
            return tr("secret objective %1").replace("%1", any_card_name(value))
        return item_label(item, self.names)

    def _partner(self) -> int | None:
        return self.partners[self.partner.currentIndex()] if self.partners else None

    def _fill(self) -> None:
        """Show what a deal with this partner may hold (keeping the picks that are still allowed)."""
        p = self._partner()
        offer = self.offers.get(p) if p is not None else None
        bmd = self.can_bmd and self.bmd.isChecked()
        self.give_tg.setRange(0, offer.give_tg if offer else 0)
        self.get_tg.setRange(0, offer.ask_tg if offer else 0)
        give = (offer.give_bmd if bmd else offer.give) if offer else ()
        ask = (offer.ask_bmd if bmd else offer.ask) if offer else ()
        if p is not None:  # the partner's own notes (others' on request), in the table's seat order
            wanted = self.other_notes.isChecked()
            ask = tuple(n for n in self.others_notes if wanted or n.endswith(f"@{p}")) + tuple(ask or ())
        for box, items in ((self.give_list, give), (self.ask_list, ask)):
            kept = set(self.picked(box))
            box.blockSignals(True)
            box.clear()
            for item in items or ():
                row = QListWidgetItem(self._label(item))
                row.setData(ITEM, item)
                row.setFlags(row.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                row.setCheckState(Qt.CheckState.Checked if item in kept else Qt.CheckState.Unchecked)
                box.addItem(row)
            box.blockSignals(False)
        if bmd:
            self.rule.setText(
                tr("Black Market Dealings: action cards, relics and secret objectives may change hands.")
            )
        elif offer and any(i.startswith("card:") for i in offer.give + offer.ask):
            self.rule.setText(tr("The Hacan are in this deal: action cards may change hands."))
        else:
            self.rule.setText(
                tr("Trade goods and promissory notes only (cards need the Hacan or Black Market Dealings).")
            )
        self.sig_changed.emit()

    @staticmethod
    def picked(box: QListWidget) -> list[str]:
        return [
            box.item(i).data(ITEM)
            for i in range(box.count())
            if box.item(i).checkState() == Qt.CheckState.Checked
        ]

    def pick(self, item: str, ask: bool = False) -> None:
        """Tick one item (for keyboard users the list does it with Space; tests call this)."""
        box = self.ask_list if ask else self.give_list
        for i in range(box.count()):
            if box.item(i).data(ITEM) == item:
                box.item(i).setCheckState(Qt.CheckState.Checked)
                return
        raise KeyError(item)

    def offer(self) -> tuple[int, tuple[str, ...], tuple[str, ...]] | None:
        p = self._partner()
        if p is None:
            return None
        give = [f"tg:{self.give_tg.value()}"] if self.give_tg.value() else []
        give += self.picked(self.give_list)
        get = [f"tg:{self.get_tg.value()}"] if self.get_tg.value() else []
        get += self.picked(self.ask_list)
        if not give and not get:
            return None
        play = self.offers[p].play  # the item that plays Black Market Dealings with the deal
        if self.can_bmd and self.bmd.isChecked() and play is not None:
            give.append(play)
        return p, tuple(give), tuple(get)


class DealDialog(QDialog):
    """The transaction panel in a dialog of its own over the table, with Offer and Cancel."""

    def __init__(self, deals: DealOptions, names: tuple[str, ...], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("DealDialog")
        self.setWindowTitle(tr("Transaction"))
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # fits what the deal offers now
        self.panel = DealPanel(deals, names)
        layout.addWidget(self.panel)
        self.problem = QLabel()
        self.problem.setObjectName("DealProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox()
        self.offer_button = buttons.addButton(tr("&Offer"), QDialogButtonBox.ButtonRole.ActionRole)
        self.offer_button.setObjectName("deal_offer")
        self.offer_button.setDefault(True)
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.panel.sig_changed.connect(self.problem.hide)
        dress(self)  # the table's look: gold heading, table buttons, readable fields
        plain_labels(self)  # players' names, shown as typed
        for box in (self.panel.give_list, self.panel.ask_list):
            # dress() makes scroll areas see-through (for the felt); these lists are light fields.
            box.setFrameShape(QListWidget.Shape.StyledPanel)
            box.viewport().setAutoFillBackground(True)

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()
