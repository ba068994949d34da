"""The turn under way, in one panel: who leads, the role and the leader's count, each opponent's answer
so far (followed with how many symbols, or dissented) and who still has to answer."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.starward.names import card_name, role_name, tr
from desktop.table.elided_label import WrappedFacts, may_elide
from games.starward.state import Step
from games.starward.views import StarwardView


def step_text(step: Step) -> str:
    return {
        Step.ACTION: tr("Action phase"),
        Step.ROLE: tr("Choosing a role"),
        Step.BOOST: tr("Boosting the role"),
        Step.RESPOND: tr("Opponents follow or dissent"),
        Step.CLEANUP: tr("Cleanup"),
        Step.OVER: tr("The game is over"),
    }[step]


def answer_lines(view: StarwardView, names: tuple[str, ...]) -> list[str]:
    """One line per opponent: followed (with the symbols counted), dissented, to answer, or waiting."""
    turn = view.turn
    counts = dict(turn.counts)
    lines = []
    for seat, followed in turn.responses:
        if followed:
            lines.append(tr("%1 followed (%n symbol(s))", "", counts.get(seat, 0)).replace("%1", names[seat]))
        else:
            lines.append(tr("%1 dissented and drew").replace("%1", names[seat]))
    for i, seat in enumerate(turn.responders):
        now = i == 0 and turn.step is Step.RESPOND and seat in view.to_act
        text = tr("%1 answers now") if now else tr("%1 answers later")
        lines.append(text.replace("%1", names[seat]))
    return lines


class TurnPanel(QWidget):
    def __init__(self, view: StarwardView, names: tuple[str, ...]) -> None:
        super().__init__()
        self.setObjectName("TurnPanel")
        turn = view.turn
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 10, 6)
        column.setSpacing(2)
        head = may_elide(  # names a player
            WrappedFacts(
                tr("%1's turn · %2").replace("%1", names[turn.leader]).replace("%2", step_text(turn.step))
            )
        )
        head.setObjectName("Heading")
        column.addWidget(head)
        lines = []
        if turn.step is Step.ACTION and turn.actions_left:
            lines.append(tr("%n action(s) left to play", "", turn.actions_left))
        if turn.role is not None:
            role = tr("Role: %1").replace("%1", role_name(turn.role))
            if turn.role_card is not None:
                role += " · " + tr("took a %1 card from its stack").replace("%1", card_name(turn.role_card))
            else:
                role += " · " + tr("its stack is empty: +%1 instead").replace("%1", str(turn.substitute))
            lines.append(role)
            counts = dict(turn.counts)
            if turn.leader in counts:
                lines.append(
                    tr("%1 counted %n symbol(s)", "", counts[turn.leader]).replace("%1", names[turn.leader])
                )
            lines += answer_lines(view, names)
        if turn.last_round:
            lines.append(tr("The end is triggered: this is the last round."))
        # One block of lines that ends in "…" (all of it in the tooltip) when the row is short.
        facts = may_elide(WrappedFacts("\n".join(lines)))  # who answered how: a line per player
        facts.setObjectName("SeatStatus")
        column.addWidget(facts, 1)
        self.lines = lines
        self.setAccessibleName(head.full + ". " + ". ".join(lines))
