"""The log model shows the latest SHOWN moves and stays a consistent Qt model as moves come and go."""

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
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
    viewer = ["everyone"]  # rows are phrased as they come (into Qt's item storage), at once
    model = LogModel(session, lambda data: f"{data['index']} for {viewer[0]}", ("#ff0000",))
    model.sync()
    viewer[0] = "seat 2"
    model.set_viewer(2)
    assert shown(model)[0] == "5 for seat 2" and model.rowCount() == SHOWN


def test_runs_of_joined_entries_share_a_row_through_play_undo_and_redo(qapp):
    # Entries of kind "pass" join the row before when it is a pass too: rows read "p p p".
    import random

    rng = random.Random(4)

    class Session(FakeSession):
        def play(self, n: int) -> None:
            for _ in range(n):
                self.entries.append(LogEntry(len(self.entries), 0, rng.choice(["move", "pass", "pass"])))

    def expected_rows(session):
        rows: list[list[str]] = []
        entries = session.entries
        first = max(0, len(entries) - SHOWN)
        for i in range(first, len(entries)):
            kind = entries[i].kind
            if rows and kind == "pass" and entries[i - 1].kind == "pass":
                rows[-1].append(kind)
            else:
                rows.append([kind])
        return [" ".join(r) for r in rows]

    session = Session()
    model = LogModel(
        session,
        lambda data: data["kind"],
        ("#ff0000",),
        lambda last, entry: last["kind"] == entry["kind"] == "pass",
        lambda run: " ".join(e["kind"] for e in run),
    )
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    steps = [("play", 5), ("play", 1), ("play", 1), ("undo", 1), ("undo", 3), ("play", 300), ("play", 2)]
    steps += [("undo", 1), ("undo", 2), ("play", 40), ("undo", 250), ("play", 1), ("play", 1)]
    for step, n in steps:
        getattr(session, step)(n)
        model.sync()
        got = shown(model)
        want = expected_rows(session)
        # The oldest row may hold passes from before the shown window: compare from the second row.
        assert got[1:] == want[1:] and got[0].endswith(want[0]), (step, n)


def test_notes_of_the_table_stay_in_the_log_through_undo_and_play(qapp):
    session = FakeSession()
    model = LogModel(session, lambda data: f"move {data['index']}", ("#ff0000",))
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    session.play(5)
    model.sync()
    session.undo(2)
    model.sync()
    model.add_note("taken back")
    assert shown(model) == ["move 0", "move 1", "move 2", "taken back"]
    session.play(2)
    model.sync()
    assert shown(model) == ["move 0", "move 1", "move 2", "taken back", "move 3", "move 4"]
    session.undo(4)
    model.sync()
    model.add_note("again")
    assert shown(model) == ["move 0", "taken back", "again"]
    model.set_viewer(1)
    assert shown(model) == ["move 0", "taken back", "again"]
    session.play(SHOWN + 3)
    model.sync()
    assert model.rowCount() == SHOWN and "taken back" not in shown(model)


def test_laying_the_log_out_again_asks_no_python_for_rows_already_measured(qapp):
    # QListView measures every row again when one is added; asked of Python that cost a millisecond of
    # each move, so each row's words and size are in Qt's own item storage (log_model.py).
    import sys

    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QListView

    session = FakeSession()
    session.play(SHOWN)
    model = LogModel(session, lambda data: f"move {data['index']} " * (1 + data["index"] % 5), ("#ff0000",))
    view = QListView()
    view.setModel(model)
    view.setWordWrap(True)
    model.metrics = QFontMetrics(view.font())
    model.width = 200
    view.resize(260, 400)
    view.show()
    session.play(1)
    model.sync()
    calls: list[str] = []

    def watch(frame, event, _arg):
        if event == "call" and frame.f_code.co_filename.endswith(("log_model.py", "log_delegate.py")):
            calls.append(frame.f_code.co_name)

    sys.setprofile(watch)
    try:
        view.doItemsLayout()
        view.scrollToBottom()
    finally:
        sys.setprofile(None)
    assert calls == []
    assert model.index(SHOWN - 1, 0).data(Qt.ItemDataRole.SizeHintRole).height() > 0
    assert model.index(SHOWN - 1, 0).data() == shown(model)[-1]
    view.close()


def test_notes_said_in_a_long_log_stay_where_they_were_said(qapp):
    """Undo of several moves in a log longer than SHOWN, then play on: the "taken back" lines stay
    together before the new moves, not between them (issue 32, defect 7)."""
    session = FakeSession()
    model = LogModel(session, lambda data: f"move {data['index']}", ("#ff0000",))
    session.play(SHOWN + 20)
    model.sync()
    for _ in range(3):  # three undos, each one move: each says a line
        session.undo(1)
        model.sync()
        model.add_note("taken back")
    session.play(3)
    model.sync()
    rows = shown(model)
    at = rows.index("taken back")
    assert rows[at : at + 3] == ["taken back"] * 3
    assert rows[at + 3 :] == [f"move {SHOWN + 17}", f"move {SHOWN + 18}", f"move {SHOWN + 19}"]
