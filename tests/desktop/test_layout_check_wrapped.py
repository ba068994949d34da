"""The layout check itself: a word-wrapped label cut by even a pixel (its last line's foot, or its top
when centred) is a fault, as the Russian start page's game descriptions were at 1280x650."""

from __future__ import annotations

from layout_check import problems
from PySide6.QtWidgets import QLabel, QWidget


def test_a_wrapped_label_one_pixel_short_is_a_fault(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(400, 300)
    label = QLabel("Фаза политики Twilight Imperium: переворачивайте планеты ради влияния", window)
    label.setWordWrap(True)
    label.setGeometry(10, 10, 200, 10)
    window.show()
    need = label.heightForWidth(200)
    label.resize(200, need)
    assert not [p for p in problems(window) if "wrapped text" in p]
    label.resize(200, need - 1)
    assert [p for p in problems(window) if "wrapped text" in p]
