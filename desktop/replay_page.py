"""A game record watched read-only: the public log move by move, and the standing at the end.

A record (storage/record.py) holds only what every seat saw, so there is no board to rebuild:
the page shows the log as the shared screen showed it, up to the move on the slider.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QSlider, QVBoxLayout, QWidget

from desktop.game_catalogue import game_title
from desktop.look import apply_style
from desktop.plain_text import plain_labels

if TYPE_CHECKING:
    from storage.record import GameRecord


class ReplayPage(QWidget):
    sig_leave = Signal()
    """Back to the start page."""

    def __init__(self, record: GameRecord) -> None:
        super().__init__()
        self.setObjectName("ReplayPage")
        apply_style(self)
        self.record = record
        self.names = tuple(seat.name for seat in record.seats)
        self.phrases = [self._phrase(entry) for entry in record.log]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 24, 36, 24)
        title = QLabel(
            self.tr("Game record: %1 — %2").replace("%1", record.name).replace("%2", game_title(record.game))
        )
        title.setObjectName("Title")
        note = QLabel(
            self.tr(
                "Watch only: a record holds what every player saw, never anyone's hidden cards or votes. "
                "Players: %1"
            ).replace("%1", ", ".join(self.names))
        )
        note.setWordWrap(True)
        layout.addWidget(title)
        layout.addWidget(note)
        row = QHBoxLayout()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("ReplaySlider")
        self.slider.setRange(0, len(self.phrases))
        self.slider.setValue(len(self.phrases))
        self.slider.setAccessibleName(self.tr("Move shown"))
        self.position = QLabel()
        row.addWidget(self.slider, 1)
        row.addWidget(self.position)
        layout.addLayout(row)
        self.log = QListWidget()
        self.log.setObjectName("ReplayLog")
        layout.addWidget(self.log, 1)
        self.outcome = QLabel(self._outcome_text())
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        back = QPushButton(self.tr("Back to the start page"))
        back.clicked.connect(self.sig_leave.emit)
        layout.addWidget(back, 0, Qt.AlignmentFlag.AlignLeft)
        self.slider.valueChanged.connect(self.show_move)
        plain_labels(self)
        self.show_move(len(self.phrases))

    def show_move(self, count: int) -> None:
        """Show the log up to `count` moves."""
        self.log.clear()
        self.log.addItems(self.phrases[:count])
        self.log.scrollToBottom()
        self.position.setText(
            self.tr("Move %1 of %2").replace("%1", str(count)).replace("%2", str(len(self.phrases)))
        )

    def _phrase(self, entry: dict[str, Any]) -> str:
        seat = entry.get("seat", 0)
        who = self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "?"
        try:
            from desktop.table.screens import screens_for

            screens = screens_for(self.record.game)
            seen = screens.seen_plain(entry)  # a game that logs typed events reads them back
            if seen is None:
                raise ValueError(f"unreadable entry {entry!r}")
            return str(screens.phrase(seen, self.names))
        except Exception:  # a record from another version: the plain kind of move still reads
            return f"{who}: {entry.get('kind', '?')}"

    def _outcome_text(self) -> str:
        if not self.record.over:
            return self.tr("The game was still under way when this record was made.")
        lines = []
        for standing in sorted(self.record.standings, key=lambda s: -_score(s)):
            seat = standing.get("seat")
            name = self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "?"
            mark = "★ " if standing.get("won") else ""
            lines.append(f"{mark}{name}: {standing.get('score')}")  # names and numbers: nothing to translate
        return "\n".join([self.tr("Final standing:"), *lines])


def _score(standing: dict[str, Any]) -> int:
    """A standing's score, 0 where a damaged record has none (it is shown as it stands)."""
    score = standing.get("score")
    return score if isinstance(score, int) else 0
