"""The middle of the Legislation table: round and phase, the deck, the bill on the floor and the facts in
words (the vote so far, the deals this turn and the tokens they took), with the Passed and Failed piles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout

from desktop.cards.card_widget import CardWidget
from desktop.cards.faces import CardBack
from desktop.legislation.bill_titles import bill_title
from desktop.legislation.card_faces import TokenMark
from desktop.legislation.faces import bill_face, bill_tooltip, own_token_sentence, token_sentence
from desktop.legislation.phrases import choice_name, phase_name, tr
from desktop.legislation.pile_buttons import PileButtons
from desktop.legislation.turn import token_on
from desktop.table.elided_label import WrappedFacts, may_elide
from desktop.table.felt import FeltPanel
from desktop.table.fitted_label import FittedLabel
from games.legislation.actions import Token

if TYPE_CHECKING:
    from collections.abc import Callable

    from games.legislation.views import LegislationView


def centre_text(view: LegislationView, lobby: bool, names: tuple[str, ...], colours: tuple[str, ...]) -> str:
    """The facts beside the floor: the bill voted on and the votes shown, the viewer's token on it, the
    viewer's own deals this turn (`lobby`: their Pledge turn) and everyone's deals with their tokens."""
    lines = []
    if view.floor is not None:
        # The bill's whole title, which the card on the floor may have to shorten at laptop sizes.
        lines.append(bill_title(view.floor))  # the card beside it has the number
        lines.append(tr("Voted: %1 of %2").replace("%1", str(len(view.voted))).replace("%2", str(view.seats)))
        for s, choice in view.votes:
            lines.append(f"{names[s]}: {choice_name(choice.value)}")
        if view.seat is not None:
            t = token_on(view, view.floor, view.seat)
            if t is not None:
                lines.append(
                    tr("Your token on this bill: %1").replace(
                        "%1", tr("Pledge (Yay)") if t.value == "pledge" else tr("anti-Pledge (Nay)")
                    )
                )
    if lobby:
        lines += my_deals_text(view, names, colours)
    mine = {d.deal for d in view.my_deals} if lobby else set()
    for d in view.table.deals:
        if d.deal in mine:
            continue  # told above, with the bills themselves
        a, b = d.parties
        line = (
            tr("Deal %1: %2 ⇄ %3 (%4 / %5 bills)")
            .replace("%1", str(d.deal))
            .replace("%2", names[a])
            .replace("%3", names[b])
            .replace("%4", str(d.cards[0]))
            .replace("%5", str(d.cards[1]))
        )
        tokens = [_token_sentence(view, names, colours, bill, s, t) for bill, s, t in d.tokens]
        lines.append(line + ("; " + "; ".join(tokens) if tokens else ""))
    return "\n".join(lines)


def my_deals_text(view: LegislationView, names: tuple[str, ...], colours: tuple[str, ...]) -> list[str]:
    """The viewer's deals this turn: the bills each way and the tokens taken, in words."""
    lines = []
    tokens = {d.deal: d.tokens for d in view.table.deals}
    for d in view.my_deals:
        parts = []
        if d.given:
            parts.append(tr("you gave %n bill(s): %1", "", len(d.given)).replace("%1", _numbers(d.given)))
        if d.received:
            parts.append(
                tr("you received %n bill(s): %1", "", len(d.received)).replace("%1", _numbers(d.received))
            )
        parts += [
            _token_sentence(view, names, colours, b, s, t, you=True) for b, s, t in tokens.get(d.deal, ())
        ]
        lines.append(
            tr("Deal %1 with %2: %3")
            .replace("%1", str(d.deal))
            .replace("%2", names[d.partner])
            .replace("%3", "; ".join(parts) or tr("nothing changed hands"))
        )
    return lines


def _token_sentence(
    view: LegislationView,
    names: tuple[str, ...],
    colours: tuple[str, ...],
    bill: int,
    seat: int,
    token: Token,
    you: bool = False,
) -> str:
    if you and seat == view.seat:  # one viewpoint in a line: "you gave…; you pledged…", not own name
        return own_token_sentence(token is Token.PLEDGE, bill)
    mark = TokenMark(colours[seat], names[seat], token is Token.PLEDGE)
    return token_sentence(mark, bill)


def _numbers(bills: tuple[int, ...]) -> str:
    return ", ".join(map(str, bills))


class Centre(FeltPanel):
    """The middle of the table: round and phase, the deck, the bill on the floor, the facts, the piles.
    Made once per board and told each new view (a move changes a line or a card, not the whole middle)."""

    def __init__(self, show_pile: Callable[[str], object]) -> None:
        super().__init__()
        self.setObjectName("CentreBoard")
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 8)
        self.head = FittedLabel()  # one line: smaller, or without the phase's name, when narrow
        self.head.setObjectName("Heading")
        self.head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.head)
        self.row = QHBoxLayout()
        self.deck = CardWidget(CardBack(""), 64).scalable()
        self.row.addWidget(self.deck)
        self.floor: CardWidget | None = None
        self.facts = may_elide(WrappedFacts(""))  # the bill's title and who voted: no bound
        column = QVBoxLayout()
        column.addWidget(self.facts, 1)
        self.piles = PileButtons(show_pile)  # the buttons' captions shorten whole ("✓ 2"), never cut
        column.addWidget(self.piles)
        self.row.addLayout(column, 1)
        box.addLayout(self.row)

    def show_view(
        self, view: LegislationView, colours: tuple[str, ...], names: tuple[str, ...], facts: str
    ) -> None:
        """Show `view`; only the parts that differ are touched."""
        # Without the phase's name when the middle is narrow (the status box begins with it).
        round_no = str(view.round_no + 1)
        self.head.set_forms(
            (
                tr("Round %1 · %2").replace("%1", round_no).replace("%2", phase_name(view.phase)),
                tr("Round %1").replace("%1", round_no),
            )
        )
        count = view.table.deck_count
        self.deck.set_face(CardBack(str(count)), tr("Deck: %n bill(s)", "", count))
        if view.floor is None:
            if self.floor is not None:
                self.row.removeWidget(self.floor)
                self.floor.hide()
                self.floor.deleteLater()
                self.floor = None
        else:
            face = bill_face(view.floor, view, colours, names)
            description = tr("On the floor: %1").replace("%1", bill_tooltip(face))
            if self.floor is None:
                # As large as the middle allows (the ring shrinks it on a laptop): its title wraps, whole.
                self.floor = CardWidget(face, 160, description=description).scalable()
                self.floor.setObjectName("FloorBill")
                self.row.insertWidget(1, self.floor)
                if self.isVisible():
                    self.floor.show()
            else:
                self.floor.set_face(face, description)
        self.facts.setText(facts)
        self.piles.set_counts(len(view.table.passed), len(view.table.failed))
