"""A deal in a Pledge turn, on one party's private screen: what the partner offers, and your own part.

Your part is the bills you give (chosen in your hand below) and the tokens you take on any bill
On Deck (click a bill: none → Pledge (Yay) → anti-Pledge (Nay) → none).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from desktop.cards.card_widget import CardWidget
from desktop.legislation.faces import bill_face, bill_tooltip
from desktop.legislation.phrases import tr
from desktop.legislation.turn import token_on
from games.legislation.actions import Token

if TYPE_CHECKING:
    from games.legislation.views import LegislationView


TOKEN_CYCLE = {None: Token.PLEDGE, Token.PLEDGE: Token.ANTI_PLEDGE, Token.ANTI_PLEDGE: None}


def token_text(token: Token | None) -> str:
    return {None: tr("no token"), Token.PLEDGE: tr("Pledge: Yay"), Token.ANTI_PLEDGE: tr("anti-Pledge: Nay")}[
        token
    ]


DEAL_CARD = 96  # px: as in the hand, wide enough for a bill's whole title (66 px cut it: "Bailout …")


class DealEditor(QWidget):
    sig_changed = Signal()

    def __init__(
        self,
        view: LegislationView,
        partner: int,
        names: tuple[str, ...],
        colours: tuple[str, ...],
        mine: dict[int, Token],
    ) -> None:
        super().__init__()
        self.setObjectName("DealEditor")
        self.view = view
        self.tokens: dict[int, Token] = dict(mine)
        self.labels: dict[int, QLabel] = {}
        self.cards: dict[int, CardWidget] = {}
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        deal = view.open_deal
        # The partner's side, as the open deal shows it to its two parties.
        theirs = QVBoxLayout()
        head = QLabel(tr("%1 offers").replace("%1", names[partner]))
        head.setObjectName("Heading")
        theirs.addWidget(head)
        if deal is not None:
            i = deal.parties.index(partner)
            gives = deal.give[i]
            takes = deal.tokens[i]
            agreed = partner in deal.agreed
        else:
            gives, takes, agreed = (), (), False
        give_row = QHBoxLayout()
        if gives:
            for b in gives:
                face = bill_face(b, view, colours, names)
                card = CardWidget(  # a hand card's size: its title whole (it was "Church H…" at 70 px)
                    face, DEAL_CARD, description=tr("Offered to you: %1").replace("%1", bill_tooltip(face))
                )
                give_row.addWidget(card)
        else:
            give_row.addWidget(QLabel(tr("no bills")))
        give_row.addStretch(1)
        theirs.addWidget(QLabel(tr("Bills to you:")))
        theirs.addLayout(give_row)
        theirs.addWidget(QLabel(tr("Tokens %1 takes:").replace("%1", names[partner])))
        theirs.addWidget(
            QLabel(
                "\n".join(
                    tr("bill %1 — %2").replace("%1", str(b)).replace("%2", token_text(t)) for b, t in takes
                )
                or tr("none")
            )
        )
        status = QLabel(
            tr("%1 has agreed to the deal as it stands.").replace("%1", names[partner])
            if agreed
            else tr("%1 has not agreed yet.").replace("%1", names[partner])
        )
        status.setObjectName("ActionHint")
        status.setWordWrap(True)
        theirs.addWidget(status)
        theirs.addStretch(1)
        left = QWidget()
        left.setLayout(theirs)
        left.setFixedWidth(300)
        layout.addWidget(left)

        # Your tokens: every bill On Deck, grouped by the seat it sits in front of.
        mine_box = QVBoxLayout()
        head2 = QLabel(tr("Tokens you take (click a bill to cycle: Pledge, anti-Pledge, none)"))
        head2.setObjectName("Heading")
        head2.setWordWrap(True)
        mine_box.addWidget(head2)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        row = 0
        seat = view.seat
        for owner, bills in enumerate(view.table.on_deck):
            if not bills:
                continue
            name = QLabel(names[owner])
            name.setStyleSheet(f"color: {colours[owner]}; font-weight: 700;")
            grid.addWidget(name, row, 0)
            for col, b in enumerate(bills, start=1):
                cell = QVBoxLayout()
                held = token_on(view, b, seat)
                face = bill_face(b, view, colours, names)
                card = CardWidget(face, DEAL_CARD, interactive=held is None, description=bill_tooltip(face))
                card.setObjectName(f"token_bill_{b}")
                label = QLabel()
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                if held is not None:
                    label.setText(tr("held: %1").replace("%1", token_text(held)))
                    card.set_dimmed(True)
                else:
                    card.sig_clicked.connect(lambda b=b: self.cycle(b))
                self.cards[b] = card
                self.labels[b] = label
                cell.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
                cell.addWidget(label)
                holder = QWidget()
                holder.setLayout(cell)
                grid.addWidget(holder, row, col)
            row += 1
        scroll.setWidget(inner)
        mine_box.addWidget(scroll, 1)
        layout.addLayout(mine_box, 1)
        self._show()

    def cycle(self, b: int) -> None:
        nxt = TOKEN_CYCLE[self.tokens.get(b)]
        if nxt is None:
            self.tokens.pop(b, None)
        else:
            self.tokens[b] = nxt
        self._show()
        self.sig_changed.emit()

    def _show(self) -> None:
        for b, label in self.labels.items():
            if b in self.tokens or self.cards[b].interactive:
                label.setText(token_text(self.tokens.get(b)))
            self.cards[b].set_selected(b in self.tokens)

    def chosen(self) -> tuple[tuple[int, Token], ...]:
        return tuple(sorted(self.tokens.items()))
