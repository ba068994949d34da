"""Proposing a transaction to another player during an agenda: everything the engine's deal allows.

Trade goods and promissory notes always; action cards when either side is the Hacan (Arbiters) or
the proposer plays Black Market Dealings with the deal, which also lets relics and secret objectives
change hands (games/council/deals.py). Only what this seat may see is offered: its own hand, notes,
relics and secrets to give; the partner's trade goods and relics (public) to ask for. In companion
mode hands are not tracked, so any action card may be named on either side.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.council.names import any_card_name, item_label, tr
from desktop.table.felt import dress, readable_field

BMD = "black-market-dealings"


def _action_cards() -> tuple[str, ...]:
    from games.council import data

    return tuple(sorted(c for c, info in data.cards().items() if info.kind == "action_card"))


class DealPanel(QWidget):
    sig_changed = Signal()

    def __init__(self, view: Any, names: tuple[str, ...]) -> None:
        super().__init__()
        self.setObjectName("DealPanel")
        deals = view["deals"]
        seat = view["seat"]
        self.names = names
        self.companion = view.get("mode") == "companion"
        me = view["players"][seat]
        self.my_arbiters = "arbiters" in deals.get("abilities", ())
        self.partners = [p for p, _tg, _arb in deals["partners"]]
        self.their_tg = {p: tg for p, tg, _arb in deals["partners"]}
        self.their_arbiters = {p: arb for p, _tg, arb in deals["partners"]}
        self.their_relics = {
            p: tuple(r for r, _state in view["players"][p].get("relics", ())) for p in self.partners
        }
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
        self.give_tg.setRange(0, deals["tg"])
        self.give_tg.setAccessibleName(tr("Trade goods you give"))
        form.addRow(tr("You give trade goods"), self.give_tg)
        self.get_tg = QSpinBox()
        self.get_tg.setObjectName("deal_get_tg")
        self.get_tg.setAccessibleName(tr("Trade goods you ask for"))
        form.addRow(tr("You ask for trade goods"), self.get_tg)
        layout.addLayout(form)

        self.bmd = QCheckBox(tr("Play Black Market Dealings with this transaction"))
        self.bmd.setObjectName("deal_bmd")
        self.can_bmd = self.companion or BMD in deals.get("hand", ())  # declared, or held
        self.bmd.setVisible(self.can_bmd)
        layout.addWidget(self.bmd)

        # What this seat can give: one check box per item, enabled when the deal allows its kind.
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        self.give_boxes: list[tuple[str, QCheckBox]] = []
        gives = [f"note:{n}" for n in deals["notes"]]
        hand = _action_cards() if self.companion else tuple(deals.get("hand", ()))
        gives += [f"card:{c}" for c in hand]
        gives += [f"relic:{r}" for r, _state in me.get("relics", ())]
        gives += [f"secret:{s}" for s in view.get("secrets", ())]
        for i, item in enumerate(gives):
            box = QCheckBox(tr("Give: %1").replace("%1", self._label(item)))
            box.setObjectName(f"deal_give_{i}")
            self.give_boxes.append((item, box))
            grid.addWidget(box, i // 3, i % 3)
        layout.addLayout(grid)

        # What this seat can ask for: the partner's public relics; any action card in companion mode.
        ask = QGridLayout()
        ask.setContentsMargins(0, 0, 0, 0)
        self.ask_boxes: list[tuple[str, QCheckBox]] = []
        asks = sorted({f"relic:{r}" for rs in self.their_relics.values() for r in rs})
        asks += [f"card:{c}" for c in (_action_cards() if self.companion else ())]
        for i, item in enumerate(asks):
            box = QCheckBox(tr("Ask for: %1").replace("%1", self._label(item)))
            box.setObjectName(f"deal_ask_{i}")
            self.ask_boxes.append((item, box))
            ask.addWidget(box, i // 3, i % 3)
        layout.addLayout(ask)
        self.rule = QLabel()
        self.rule.setObjectName("DealRule")
        self.rule.setWordWrap(True)
        layout.addWidget(self.rule)

        self.partner.currentIndexChanged.connect(self._allowed_changed)
        self.bmd.toggled.connect(self._allowed_changed)
        for _item, box in self.give_boxes + self.ask_boxes:
            box.toggled.connect(lambda _on: self.sig_changed.emit())
        for spin in (self.give_tg, self.get_tg):
            readable_field(spin)
            spin.valueChanged.connect(lambda _v: self.sig_changed.emit())
        self._allowed_changed()

    def _label(self, item: str) -> str:
        kind, _, value = item.partition(":")
        if kind == "secret":
            return tr("secret objective %1").replace("%1", any_card_name(value))
        return item_label(item, self.names)

    def _partner(self) -> int | None:
        return self.partners[self.partner.currentIndex()] if self.partners else None

    def _allowed_changed(self) -> None:
        """Enable what the deal with this partner allows (the engine's rule, deals.widened)."""
        p = self._partner()
        self.get_tg.setRange(0, self.their_tg.get(p, 0) if p is not None else 0)
        bmd = self.can_bmd and self.bmd.isChecked()
        cards_ok = bmd or self.my_arbiters or bool(p is not None and self.their_arbiters.get(p))
        for item, box in self.give_boxes + self.ask_boxes:
            kind, _, value = item.partition(":")
            if kind == "card":
                ok = cards_ok and not (bmd and value == BMD and not self.companion)
            elif kind == "secret":
                ok = bmd
            elif kind == "relic":  # only this partner's relics can be asked for
                mine = (item, box) in self.give_boxes
                ok = bmd and (mine or (p is not None and value in self.their_relics.get(p, ())))
            else:
                ok = True
            # What the deal does not allow is not offered (the line below says what would allow it).
            box.setHidden(not ok)
            if not ok:
                box.setChecked(False)
        if bmd:
            self.rule.setText(
                tr("Black Market Dealings: action cards, relics and secret objectives may change hands.")
            )
        elif cards_ok:
            self.rule.setText(tr("The Hacan are in this deal: action cards may change hands."))
        else:
            self.rule.setText(
                tr("Trade goods and promissory notes only (cards need the Hacan or Black Market Dealings).")
            )

    def offer(self) -> tuple[int, tuple[str, ...], tuple[str, ...]] | None:
        if not self.partners:
            return None
        give = [f"tg:{self.give_tg.value()}"] if self.give_tg.value() else []
        give += [item for item, box in self.give_boxes if not box.isHidden() and box.isChecked()]
        get = [f"tg:{self.get_tg.value()}"] if self.get_tg.value() else []
        get += [item for item, box in self.ask_boxes if not box.isHidden() and box.isChecked()]
        if not give and not get:
            return None
        if self.can_bmd and self.bmd.isChecked():
            give.append(f"play:{BMD}")
        return self._partner(), tuple(give), tuple(get)


class DealDialog(QDialog):
    """The transaction panel in a dialog of its own over the table, with Offer and Cancel."""

    def __init__(self, view: Any, names: tuple[str, ...], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("DealDialog")
        self.setWindowTitle(tr("Transaction"))
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # fits what the deal offers now
        self.panel = DealPanel(view, names)
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

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()
