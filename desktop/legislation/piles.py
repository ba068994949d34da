"""Picking bills from other seats' face-up discard piles, and the deck, for a draw or a swap (over the
whole table: the seats make room for the piles while the player chooses)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from desktop.cards.card_widget import CardWidget
from desktop.cards.faces import CardBack
from desktop.legislation.faces import bill_face, bill_tooltip
from desktop.table.felt import FeltPanel
from desktop.table.flow_layout import FlowLayout

if TYPE_CHECKING:
    from games.legislation.views import LegislationView

PILE_CARD = 54  # the seat panels' size: every pile of a full table in view at once (hover: the whole bill)


def _pile_block(label: QLabel, cards: list[CardWidget]) -> QWidget:
    """One pile: its owner's name (or "Deck") over its cards in a row."""
    block = QWidget()
    column = QVBoxLayout(block)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(2)
    column.addWidget(label)
    row = QHBoxLayout()
    row.setSpacing(4)
    for card in cards:
        row.addWidget(card)
    row.addStretch(1)
    column.addLayout(row)
    return block


class PilePicker(FeltPanel):
    """Every other seat's pile as a row of cards; clicking one toggles it. `single` allows one pick."""

    sig_changed = Signal()

    def __init__(
        self,
        view: LegislationView,
        names: tuple[str, ...],
        colours: tuple[str, ...],
        *,
        single: bool,
        with_deck: bool,
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
        # Each pile a block (its owner's name over its cards), the blocks side by side and wrapped like
        # words over the table's width: a full table's piles are seen together, not two at a time.
        rows = FlowLayout(inner, spacing=10)
        table = view.table
        seat = view.seat
        self.deck_card: CardWidget | None = None
        if with_deck and table.deck_count:
            self.deck_card = CardWidget(
                CardBack(str(table.deck_count)),
                PILE_CARD,
                interactive=True,
                description=self.tr("The deck: take the top card"),
            )
            self.deck_card.setObjectName("DeckCard")
            self.deck_card.sig_clicked.connect(self._toggle_deck)
            rows.addWidget(_pile_block(QLabel(self.tr("Deck (%n)", "", table.deck_count)), [self.deck_card]))
        for owner, pile in enumerate(table.piles):
            if owner == seat or not pile:
                continue
            label = QLabel(names[owner])
            label.setStyleSheet(f"color: {colours[owner]}; font-weight: 700;")
            cards = []
            for b in pile:
                face = bill_face(b, view, colours, names)
                card = CardWidget(face, PILE_CARD, interactive=True, description=bill_tooltip(face))
                card.setObjectName(f"pile_{owner}_{b}")
                card.sig_clicked.connect(lambda o=owner, b=b: self._toggle(o, b))
                self.cards[(owner, b)] = card
                cards.append(card)
            block = _pile_block(label, cards)
            block.setObjectName(f"pile_block_{owner}")
            rows.addWidget(block)
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
