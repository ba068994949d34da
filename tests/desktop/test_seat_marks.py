"""Seats whose names share an initial get badges told apart (play test 2026-11-29 item 7: Боря and
Бот both wore "Б" at a Starward table)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.table import seat_badge
from desktop.table.seat_badge import paint_badge, seat_marks, use_table_names


def test_names_sharing_an_initial_get_distinct_marks():
    assert seat_marks(("Аня", "Боря", "Катя", "Бот")) == ("А", "Бо", "К", "Бт")
    assert seat_marks(("Ann", "Bob", "Carol")) == ("A", "B", "C")  # one letter where it is enough
    marks = seat_marks(("Bo", "Bo", "bob"))
    assert len(set(marks)) == 3, marks  # even the same name twice


def _drawn(name: str) -> bytes:
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    paint_badge(painter, QRectF(0, 0, 40, 40), "#e0b000", name)
    painter.end()
    return bytes(image.constBits())


def test_the_open_tables_badges_differ(qapp, monkeypatch):
    monkeypatch.setattr(seat_badge, "_TABLE_MARKS", {})
    use_table_names(("Аня", "Боря", "Катя", "Бот"))
    assert seat_badge.initial("Боря") != seat_badge.initial("Бот")
    assert _drawn("Боря") != _drawn("Бот")
