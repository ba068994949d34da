"""The end of a Starward game: each seat's influence part by part (tokens, planets, technologies) and the
tie-break (resources plus fighters), so everyone can check the sum."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from desktop.starward.names import tr
from games.starward.views import StarwardView


class ScoreBreakdown(QWidget):
    def __init__(self, view: StarwardView, names: tuple[str, ...], colours: tuple[str, ...]) -> None:
        super().__init__()
        self.setObjectName("ScoreBreakdown")
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(0)
        grid.setContentsMargins(0, 0, 0, 0)
        heads = (
            tr("Player"),
            tr("Influence tokens"),
            tr("Face-up planets"),
            tr("Technologies"),
            tr("Total"),
            tr("Resources + fighters (ties)"),
        )
        for column, text in enumerate(heads):
            label = QLabel(text)
            label.setObjectName("SeatStatus")  # small: the columns, not their names, set the width
            label.setWordWrap(True)
            grid.addWidget(label, 0, column)
        # In the order of the places above it (desktop/end_screen.py `ranked`): winners, then by influence.
        winners = set(view.winners)
        empires = sorted(view.table.empires, key=lambda e: (e.seat not in winners, -e.score.total, e.seat))
        self.rows: dict[int, tuple[int, ...]] = {}
        for row, empire in enumerate(empires, start=1):
            s = empire.score
            values = (s.tokens, s.planets, s.technologies, s.total, s.tie_break)
            self.rows[empire.seat] = values
            name = QLabel(("★ " if empire.seat in view.winners else "") + names[empire.seat])
            name.setStyleSheet(f"color: {colours[empire.seat]}; font-weight: bold;")
            grid.addWidget(name, row, 0)
            for column, value in enumerate(values, start=1):
                grid.addWidget(QLabel(str(value)), row, column)
        self.setAccessibleName(tr("Score breakdown"))
