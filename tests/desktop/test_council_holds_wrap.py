"""The hand band's "Cat holds: …" lines (M'aban's commander) wrap at the band's width instead of being
cut at the right (play test 2026-11-29 item 5: "Cat holds: Political Secret (Cat's note), Alliance (…")."""

from __future__ import annotations

from council_fakes import fake_context
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel
from test_council_choices import FakeTable, view

from desktop.council.board import CouncilBoard
from games.council.state import FrameKind
from games.council.view import WindowPrompt


def test_a_neighbours_notes_are_shown_whole(qtbot):
    seen = view({"prompt": "none", "options": (), "count": 0})
    seen.frame = FrameKind.PRE_VOTE
    seen.prompt = WindowPrompt(FrameKind.PRE_VOTE, ())
    held = ("political-secret@1", "alliance@2", "political-secret@2", "alliance@1")
    seen.neighbour_notes = ((1, held), (2, held[1:]))
    seen.secrets = ("dictate-policy", "drive-the-debate", "seize-an-icon")
    board = CouncilBoard(fake_context(FakeTable()), 0, seen)
    qtbot.addWidget(board)
    board.resize(950, 560)  # the board's share of a 1280x650 window
    board.show()
    qtbot.wait(20)
    labels = [w for w in board.findChildren(QLabel) if "holds:" in getattr(w, "full", "")]
    assert labels, "the neighbours' notes are told"
    label = labels[0]
    widest = max(label.fontMetrics().horizontalAdvance(line) for line in label.full.split("\n"))
    assert label.isVisible() and label.width() < widest  # a line too long for one row
    assert label.text() == label.full  # wrapped, nothing cut nor left out
    room = QRect(0, 0, label.contentsRect().width(), 10_000)
    need = label.fontMetrics().boundingRect(room, int(Qt.TextFlag.TextWordWrap), label.full)
    assert need.height() <= label.contentsRect().height()  # every wrapped line inside the label
