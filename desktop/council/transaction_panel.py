"""Transactions (any player may offer one in companion mode) and secret objectives scored at the table: the
dialogs and their moves.

A mixin of CouncilBoard (board.py): it reads and sets the board's attributes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QMenu,
)

from desktop.council.deal_panel import DealDialog
from desktop.council.names import (
    tr,
)
from desktop.council.secret_dialog import ScoreSecretDialog
from games.council.actions import (
    ProposeDeal,
    ScoreSecret,
)

if TYPE_CHECKING:
    from desktop.council.board_host import BoardHost
else:
    BoardHost = object  # a mixin of CouncilBoard; what it uses of the board is declared for mypy only


class TransactionMoves(BoardHost):
    """Methods of CouncilBoard for this kind of decision."""

    def _dialogs(self) -> tuple[Any, ...]:
        return (self.deal_dialog, self.secret_dialog)

    def _open_score_secret(self) -> None:
        """A secret objective scored at the table: its name, recorded with ScoreSecret (public, 1 VP)."""
        seat = self.seat
        assert seat is not None  # offered to the seat at the screen only
        dialog = ScoreSecretDialog(self.names[seat], self)
        self.secret_dialog = dialog
        self.buttons["record_secret"] = dialog.record_button
        dialog.record_button.clicked.connect(lambda _c=False: self._score_secret())
        dialog.open()

    def _score_secret(self) -> None:
        dialog, seat = self.secret_dialog, self.seat
        assert dialog is not None and seat is not None  # its Record button called: the dialog is open
        if self.context.play(ScoreSecret(seat, dialog.objective())):
            dialog.accept()
        else:  # the engine's reason, worded by desktop/refusals.py, is in the table's banner too
            dialog.show_problem(self.context.refusal() or tr("Not recorded."))

    def _others_may_deal(self) -> bool:
        """Companion mode (one shared screen): whether any player may offer a transaction now, not only
        the one whose turn it is, as the rules say (the view's `anyone_may_offer`: an agenda open, no
        transaction, choice or table's instructions waiting, a pair left to deal)."""
        return self.view.anyone_may_offer

    def _others_deal_button(self) -> None:
        """Companion mode: "Transaction…" lists who offers, the seat on turn first. A second button for
        the other players left the hint a sixth of the bar at 1366x768 (its third line cut off)."""
        button = self._button("deal_other", tr("&Transaction…"), lambda: None)
        if (listed := button.menu()) is not None:  # a kept button: the players are listed anew
            listed.deleteLater()
        menu = QMenu(button)
        menu.setObjectName("deal_other_menu")
        seat = self.seat
        own = [seat] if seat is not None and self.view.deals is not None and self.kind != "vote" else []
        order = own + [s for s in range(len(self.names)) if s != seat]
        for s in order:
            action = menu.addAction(tr("%1 offers…").replace("%1", self.names[s]))
            if s == self.seat:
                action.triggered.connect(lambda _c=False: self._open_deal())
            else:
                action.setEnabled(self.context.offers(s) is not None)
                action.triggered.connect(lambda _c=False, s=s: self._open_deal(s))
        button.setMenu(menu)

    def _open_deal(self, proposer: int | None = None) -> None:
        """The transaction dialog: what to give and ask for, then Offer (the partner answers later).

        `proposer`: another player offering out of turn (companion mode); the dialog shows what
        that player may offer."""
        deals = self.view.deals
        self.deal_from = self.seat if proposer is None else proposer
        if proposer is not None:  # companion mode: that player's own view says what it may offer
            deals = self.context.offers(proposer)
        assert deals is not None, "the button is offered only when a deal can be made"
        dialog = DealDialog(deals, self.names, self)
        if proposer is not None:
            dialog.setWindowTitle(tr("Transaction offered by %1").replace("%1", self.names[proposer]))
        self.deal_dialog = dialog
        self.deal_panel = dialog.panel
        self.buttons["offer"] = dialog.offer_button
        dialog.offer_button.clicked.connect(lambda _c=False: self._offer())
        dialog.open()

    def _offer(self) -> None:
        dialog = self.deal_dialog
        assert dialog is not None  # its Offer button called: the dialog is open
        offer = self.deal_panel.offer() if self.deal_panel else None
        if offer is None:
            dialog.show_problem(tr("Put something in the transaction first."))
            return
        to, give, get = offer
        proposer = getattr(self, "deal_from", self.seat)
        assert proposer is not None  # offered by the seat at the screen, or by the player it named
        if self.context.play(ProposeDeal(proposer, to, give, get)):
            dialog.accept()
