"""The log model shows the latest SHOWN moves and stays a consistent Qt model as moves come and go."""

from dataclasses import dataclass, field

from PySide6.QtTest import QAbstractItemModelTester

from desktop.table.log_model import SHOWN, LogModel
from games.core.log import LogEntry


@dataclass
class FakeSession:
    entries: list[LogEntry] = field(default_factory=list)

    def play(self, n: int) -> None:
        for _ in range(n):
            self.entries.append(LogEntry(len(self.entries), 0, "move"))

    def undo(self, n: int) -> None:
        del self.entries[len(self.entries) - n :]


def shown(model: LogModel) -> list[str]:
    return [model.text(r) for r in range(model.rowCount())]


def expected(session: FakeSession) -> list[str]:
    return [f"move {e.index}" for e in session.entries[-SHOWN:]]


def test_the_log_keeps_the_latest_moves_through_play_undo_and_redo(qapp):
    session = FakeSession()
    model = LogModel(session, lambda data: f"move {data['index']}", ("#ff0000",))
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    steps = [
        ("play", 150),
        ("play", 60),
        ("play", 1),
        ("undo", 1),
        ("undo", 30),
        ("play", 500),
        ("play", 3),
        ("undo", 2),
        ("undo", 300),
        ("play", SHOWN),
        ("undo", 10),
    ]
    for step, n in steps:
        getattr(session, step)(n)
        model.sync()
        assert model.rowCount() == min(len(session.entries), SHOWN)
        assert shown(model) == expected(session), (step, n)


def test_a_new_viewer_rephrases_every_row(qapp):
    session = FakeSession()
    session.play(SHOWN + 5)
    model = LogModel(session, lambda data: f"{data['index']} for {viewer[0]}", ("#ff0000",))
    viewer = ["everyone"]
    model.sync()
    viewer[0] = "seat 2"
    model.set_viewer(2)
    assert shown(model)[0] == "5 for seat 2" and model.rowCount() == SHOWN
