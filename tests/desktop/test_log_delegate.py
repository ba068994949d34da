"""The log paints each row once into a picture and reuses it: it must look exactly as Qt draws it, and a
row whose words, colour or selection change must be drawn anew, never a stale picture."""

from dataclasses import dataclass, field

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPalette
from PySide6.QtWidgets import QListView, QStyledItemDelegate

from desktop.table.log_delegate import LogDelegate
from desktop.table.log_model import LogModel
from games.core.log import LogEntry


@dataclass
class FakeSession:
    entries: list[LogEntry] = field(default_factory=list)

    def play(self, n: int, seat: int = 0) -> None:
        for _ in range(n):
            self.entries.append(LogEntry(len(self.entries), seat, "move"))


def _log(words: dict[int, str]) -> tuple[QListView, LogModel, FakeSession]:
    session = FakeSession()
    session.play(12)
    session.play(6, seat=1)
    model = LogModel(
        session, lambda data: words.get(data["index"], f"move {data['index']} " * 6), ("#ff0000", "#00aa55")
    )
    view = QListView()
    palette = view.palette()
    palette.setColor(QPalette.ColorRole.Base, QColor("#3a2819"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#f5efe0"))
    view.setPalette(palette)
    view.setModel(model)
    view.setWordWrap(True)
    view.setIconSize(QSize(10, 10))
    view.setSpacing(2)
    model.metrics = QFontMetrics(view.font())
    model.width = 200
    view.resize(260, 400)
    view.show()
    return view, model, session


def _image(view: QListView) -> QImage:
    view.viewport().repaint()
    return view.viewport().grab().toImage()


def test_rows_drawn_from_pictures_look_as_qt_draws_them(qapp):
    view, _model, _session = _log({})
    qt_own = _image(view)
    view.setItemDelegate(LogDelegate(view, view.model()))
    first = _image(view)
    again = _image(view)  # from the pictures now
    assert first == qt_own
    assert again == qt_own
    view.selectionModel().select(view.model().index(3, 0), view.selectionModel().SelectionFlag.Select)
    selected = _image(view)
    view.setItemDelegate(QStyledItemDelegate(view))
    assert selected == _image(view)  # the selection highlight is drawn, not an old picture
    view.close()


def test_a_row_that_says_something_else_is_drawn_anew(qapp):
    words: dict[int, str] = {}
    view, model, _session = _log(words)
    view.setItemDelegate(LogDelegate(view, model))
    before = _image(view)
    words[2] = "move 2 " * 6 + "!"  # the same size, other words (a new viewer's phrasing, say)
    model.set_viewer(1)
    after = _image(view)
    assert after != before
    view.setItemDelegate(QStyledItemDelegate(view))
    assert after == _image(view)
    view.close()
