"""Picking bills from other seats' face-up discard piles, and the deck, for a draw or a swap."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from desktop.cards.card_widget import CardWidget
from desktop.cards.faces import CardBack
from desktop.legislation.faces import bill_face, bill_tooltip
from desktop.table.felt import FeltPanel


class PilePicker(FeltPanel):
    """Every other seat's pile as a row of cards; clicking one toggles it. `single` allows one pick."""

    sig_changed = Signal()

    def __init__(
        self, view: object, names: tuple[str, ...], colours: tuple[str, ...], *, single: bool, with_deck: bool
    ) -> None:
        super().__init__()
        self.setObjectName("PilePicker")
        self.single = single
        self.picked: list[tuple[int, int]] = []  # (pile owner, bill)
        self.deck_picked = False
        self.cards: dict[tuple[int, int], CardWidget] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        inner = QWidget()
        rows = QVBoxLayout(inner)
        rows.setSpacing(2)
        table = view.table  # type: ignore[attr-defined]
        seat = view.seat  # type: ignore[attr-defined]
        self.deck_card: CardWidget | None = None
        if with_deck and table.deck_count:
            row = QHBoxLayout()
            label = QLabel(self.tr("Deck (%n)", "", table.deck_count))
            label.setFixedWidth(90)
            row.addWidget(label)
            self.deck_card = CardWidget(
                CardBack(str(table.deck_count)),
                54,
                interactive=True,
                description=self.tr("The deck: take the top card"),
            )
            self.deck_card.setObjectName("DeckCard")
            self.deck_card.sig_clicked.connect(self._toggle_deck)
            row.addWidget(self.deck_card)
            row.addStretch(1)
            rows.addLayout(row)
        for owner, pile in enumerate(table.piles):
            if owner == seat or not pile:
                continue
            row = QHBoxLayout()
            label = QLabel(names[owner])
            label.setStyleSheet(f"color: {colours[owner]}; font-weight: 700;")
            label.setFixedWidth(90)
            row.addWidget(label)
            for b in pile:
                face = bill_face(b, view, colours, names)
                card = CardWidget(face, 54, interactive=True, description=bill_tooltip(face))
                card.setObjectName(f"pile_{owner}_{b}")
                card.sig_clicked.connect(lambda o=owner, b=b: self._toggle(o, b))
                self.cards[(owner, b)] = card
                row.addWidget(card)
            row.addStretch(1)
            rows.addLayout(row)
        rows.addStretch(1)
        scroll.setWidget(inner)
        outer.addWidget(scroll)

    def _toggle(self, owner: int, b: int) -> None:
        key = (owner, b)
        if key in self.picked:
            self.picked.remove(key)
        else:
            if self.single:
                self.picked.clear()
                self.deck_picked = False
            self.picked.append(key)
        self._show()

    def _toggle_deck(self) -> None:
        if self.single:
            self.picked.clear()
        self.deck_picked = not self.deck_picked
        self._show()

    def _show(self) -> None:
        for key, card in self.cards.items():
            card.set_selected(key in self.picked)
        if self.deck_card is not None:
            self.deck_card.set_selected(self.deck_picked)
        self.sig_changed.emit()
