"""The Council running total's label keeps its size, so a new total does not lay the table out again."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.table.steady_label import SteadyLabel


class _LayoutRequests(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def _requests_on_new_texts(qtbot, label: QLabel, set_text) -> int:
    box = QWidget()
    QVBoxLayout(box).addWidget(label)
    qtbot.addWidget(box)
    set_text("Votes: 0")
    box.show()
    qtbot.waitExposed(box)
    qtbot.wait(20)  # the first layout, done before counting
    spy = _LayoutRequests()
    box.installEventFilter(spy)
    for total in (3, 12, 7, 140):
        set_text(f"Votes: {total}")
        qtbot.wait(1)
    box.removeEventFilter(spy)
    return spy.count


def test_a_new_total_lays_nothing_out_where_a_plain_label_would(qtbot) -> None:
    plain = QLabel()
    assert _requests_on_new_texts(qtbot, plain, plain.setText) > 0  # the cost the steady label avoids
    steady = SteadyLabel(lambda: "Votes: 9999")
    assert _requests_on_new_texts(qtbot, steady, steady.set_steady_text) == 0


def test_the_widest_total_fits_whole_and_the_size_follows_the_font(qtbot) -> None:
    steady = SteadyLabel(lambda: "Votes: 9999")
    qtbot.addWidget(steady)
    steady.set_steady_text("Votes: 9999")
    assert steady.fontMetrics().horizontalAdvance("Votes: 9999") <= steady.contentsRect().width()
    small = steady.width()
    font = steady.font()
    font.setPixelSize(30)
    steady.setFont(font)
    assert steady.width() > small
    assert steady.fontMetrics().horizontalAdvance("Votes: 9999") <= steady.contentsRect().width()
    assert steady.minimumSize() == steady.maximumSize()
