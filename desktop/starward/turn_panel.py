"""The turn under way, in one panel: who leads, the role and the leader's count, each opponent's answer
so far (followed with how many symbols, or dissented) and who still has to answer."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.starward.names import role_name, tr
from desktop.starward.turn_lines import (
    actions_left_line,
    answer_lines,
    head_line,
    last_round_line,
    leader_count_line,
    role_taken,
)
from desktop.table.elided_label import WrappedFacts, may_elide
from games.starward.views import StarwardView


class TurnPanel(QWidget):
    def __init__(self, view: StarwardView, names: tuple[str, ...]) -> None:
        super().__init__()
        self.setObjectName("TurnPanel")
        turn = view.turn
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 10, 6)
        column.setSpacing(2)
        head = may_elide(WrappedFacts(head_line(turn, names)))  # names a player
        head.setObjectName("Heading")
        column.addWidget(head)
        left = actions_left_line(turn)
        lines = [left] if left is not None else []
        if turn.role is not None:
            lines.append(tr("Role: %1").replace("%1", role_name(turn.role)) + " · " + role_taken(turn))
            counted = leader_count_line(turn, names)
            if counted is not None:
                lines.append(counted)
            lines += [line for _seat, line in answer_lines(view, names)]
        if turn.last_round:
            lines.append(last_round_line())
        # One block of lines that ends in "…" (all of it in the tooltip) when the row is short.
        facts = may_elide(WrappedFacts("\n".join(lines)))  # who answered how: a line per player
        facts.setObjectName("SeatStatus")
        column.addWidget(facts, 1)
        self.lines = lines
        self.setAccessibleName(head.full + ". " + ". ".join(lines))
