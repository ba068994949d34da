"""The end of a session: who won, the standings, and each seat's score over the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.look import apply_style
from desktop.score_chart import ScoreChart
from desktop.translations import tr


def score_history(session: Any) -> list[list[int]]:
    """Each seat's score after every action that changed a score, by replaying the public log."""
    game = session.game
    state = game.new_state(len(session.config.seats), session.config.options, session.config.seed)
    history = [[s.score for s in sorted(game.standings(state), key=lambda s: s.seat)]]
    for action in session.actions:
        game.apply(state, action)
        scores = [s.score for s in sorted(game.standings(state), key=lambda s: s.seat)]
        if scores != history[-1]:
            history.append(scores)
    return [list(col) for col in zip(*history, strict=True)]


class EndScreen(QWidget):
    sig_home = Signal()
    """Back to the start page."""

    @staticmethod
    def points(score: int) -> str:
        """A score as words. Qt fills %n only for n >= 0, so a negative score has its own string."""
        if score < 0:
            return tr("−%n point(s)", "a negative score", -score)
        return tr("%n point(s)", "", score)

    def __init__(
        self,
        session: Any,
        names: tuple[str, ...],
        colours: tuple[str, ...],
        details: QWidget | None = None,
        group_name: Callable[[Any, Any], str] | None = None,
    ) -> None:
        """`details`: the game's own account of the scores (a breakdown), shown under the standings;
        `group_name`: the game's wording of a standing's group in the player's language."""
        super().__init__()
        self.setObjectName("EndScreen")
        apply_style(self)
        standings = sorted(session.game.standings(session.state), key=lambda s: (-s.score, s.seat))
        winners = [names[s.seat] for s in standings if s.won]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 16, 40, 16)  # 8 standings and the chart fit a 720 px screen
        layout.setSpacing(4)
        title = QLabel(
            self.tr("%1 wins!").replace("%1", winners[0])
            if len(winners) == 1
            else self.tr("Shared win: %1").replace("%1", ", ".join(winners))
        )
        title.setObjectName("Title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        table = QVBoxLayout()
        place = 0
        last = None
        for i, s in enumerate(standings):
            if s.score != last:
                place, last = i + 1, s.score
            row = QHBoxLayout()
            medal = QLabel("★" if s.won else f"{place}.")
            medal.setObjectName("Place")
            name = QLabel(names[s.seat])
            name.setObjectName("StandingName")
            name.setStyleSheet(f"color: {colours[s.seat]};")
            group = QLabel(group_name(session, s) if group_name else s.group)
            group.setObjectName("StandingGroup")
            score = QLabel(self.points(s.score))
            score.setObjectName("StandingScore")
            for w in (medal, name, group):
                row.addWidget(w)
            row.addStretch(1)
            row.addWidget(score)
            table.addLayout(row)
        layout.addLayout(table)
        if details is not None:
            layout.addSpacing(8)
            layout.addWidget(details)
        layout.addSpacing(6)
        chart_title = QLabel(self.tr("Score over the game"))
        chart_title.setObjectName("Heading")
        layout.addWidget(chart_title)
        layout.addWidget(ScoreChart(score_history(session), names, colours), 1)
        home = QPushButton(self.tr("Back to the start page"))
        home.setObjectName("Primary")
        home.clicked.connect(self.sig_home.emit)
        layout.addWidget(home, 0, Qt.AlignmentFlag.AlignRight)
