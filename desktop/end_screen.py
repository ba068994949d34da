"""The end of a session: who won, the standings, and each seat's score over the game."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.look import apply_style
from desktop.score_chart import ScoreChart
from desktop.translations import tr
from games.core.game import Standing

if TYPE_CHECKING:
    from games.core.session import Session


def ranked(standings: Iterable[Standing]) -> list[tuple[int, Standing]]:
    """(place, standing) top down: the winners first (a tie-break may have set a winner above an equal
    score, or the rules a winner above a higher one), then by score; equals share a place."""
    order = sorted(standings, key=lambda s: (not s.won, -s.score, s.seat))
    out: list[tuple[int, Standing]] = []
    place, last = 0, None
    for i, s in enumerate(order):
        if (s.won, s.score) != last:
            place, last = i + 1, (s.won, s.score)
        out.append((place, s))
    return out


def tie_broken(standings: Iterable[Standing]) -> bool:
    """Whether a seat that did not win scored as much as a winner: the rules, not the points, decided."""
    standings = list(standings)
    won = [s.score for s in standings if s.won]
    return bool(won) and any(not s.won and s.score >= min(won) for s in standings)


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
        session: Session,
        names: tuple[str, ...],
        colours: tuple[str, ...],
        details: QWidget | None = None,
        group_name: Callable[[Any, Any], str] | None = None,
        tie_break: str | None = None,
    ) -> None:
        """`details`: the game's own account of the scores (a breakdown), shown under the standings;
        `group_name`: the game's wording of a standing's group in the player's language; `tie_break`:
        the game's words for how a tie on points was broken (shown when one was)."""
        super().__init__()
        self.setObjectName("EndScreen")
        apply_style(self)
        standings = ranked(session.standings())
        winners = [names[s.seat] for _place, s in standings if s.won]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 16, 40, 16)  # 8 standings and the chart fit a 720 px screen
        layout.setSpacing(4)
        if len(winners) == 1:
            said = self.tr("%1 wins!").replace("%1", winners[0])
        elif len(winners) == len(standings) > 2:  # eight names in the title font needed 1580 px
            said = self.tr("Shared win: every player")
        else:
            said = self.tr("Shared win: %1").replace("%1", ", ".join(winners))
        title = QLabel(said)
        title.setObjectName("Title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setWordWrap(True)  # long names wrap rather than widen the window past the screen
        layout.addWidget(title)
        table = QVBoxLayout()
        self.places: list[str] = []  # each row's place as shown, top down
        for place, s in standings:
            row = QHBoxLayout()
            # The place, and a star for a winner: "★ 1.", "2.", a shared place twice.
            shown = f"★ {place}." if s.won else f"{place}."
            self.places.append(shown)
            medal = QLabel(shown)
            medal.setObjectName("Place")
            medal.setAccessibleName(
                (self.tr("winner, place %1") if s.won else self.tr("place %1")).replace("%1", str(place))
            )
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
        self.tie_note: QLabel | None = None
        if tie_broken([s for _p, s in standings]):  # a winner no better on points than someone who lost
            note = QLabel(tie_break or self.tr("Equal on points: the rules' tie-break decided the winner."))
            note.setObjectName("TieBreak")
            note.setWordWrap(True)
            table.addWidget(note)
            self.tie_note = note
        layout.addLayout(table)
        if details is not None:
            layout.addSpacing(8)
            layout.addWidget(details)
        layout.addSpacing(6)
        chart_title = QLabel(self.tr("Score over the game"))
        chart_title.setObjectName("Heading")
        layout.addWidget(chart_title)
        layout.addWidget(ScoreChart(session.score_history(), names, colours), 1)
        home = QPushButton(self.tr("Back to the start page"))
        home.setObjectName("Primary")
        home.clicked.connect(self.sig_home.emit)
        layout.addWidget(home, 0, Qt.AlignmentFlag.AlignRight)
