"""A seat's mark: a disc in the seat's colour with the seat's initial (two letters where names share
one: Боря "Бо", Бот "Бт"), so colour is never the only signal."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap


def ink_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on the colour."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return QColor("#1f1b16") if luminance > 0.5 else QColor("#ffffff")


# The open table's marks by seat name, set by its page (use_table_names): a badge is drawn from a name
# alone in many places, and two seats sharing an initial must still be told apart (play test item 7).
_TABLE_MARKS: dict[str, str] = {}


def _first(name: str) -> str:
    return (name.strip()[:1] or "?").upper()


def seat_marks(names: Sequence[str]) -> tuple[str, ...]:
    """Each seat's badge mark: its initial, or where other names share it, the initial and the first
    later letter of its name that tells it apart (else the seat's number)."""
    marks = []
    used: set[str] = set()
    for i, name in enumerate(names):
        first = _first(name)
        if sum(_first(n) == first for n in names) == 1:
            marks.append(first)
            continue
        letters = [c.lower() for c in name.strip()[1:] if c.isalnum()]
        mark = next((first + c for c in letters if first + c not in used), f"{first}{i + 1}")
        used.add(mark)
        marks.append(mark)
    return tuple(marks)


def use_table_names(names: Sequence[str]) -> None:
    """The seats of the table now open: their badges are told apart from each other."""
    _TABLE_MARKS.clear()
    _TABLE_MARKS.update(zip(names, seat_marks(names), strict=True))


def initial(name: str) -> str:
    """The mark on a seat's badge: its table mark, else the name's first letter."""
    return _TABLE_MARKS.get(name) or _first(name)


def paint_badge(painter: QPainter, rect: QRectF, colour: str, name: str) -> None:
    """The disc with the seat's mark (its initial), inside `rect` (square)."""
    _paint_mark(painter, rect, colour, initial(name))


def _paint_mark(painter: QPainter, rect: QRectF, colour: str, mark: str) -> None:
    c = QColor(colour)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(0, 0, 0, 140))
    painter.setBrush(c)
    painter.drawEllipse(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    f = QFont()
    share = 0.62 if len(mark) == 1 else 0.5  # two letters still fit the disc
    f.setPixelSize(max(7, round(rect.height() * share)))
    f.setBold(True)
    painter.setFont(f)
    painter.setPen(ink_on(c))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), mark)
    painter.restore()


def badge_pixmap(colour: str, name: str, size: int = 16, ratio: float = 1.0) -> QPixmap:
    return _badge_pixmap(colour, initial(name), size, ratio)  # cached by the mark: it changes with the table


@cache
def _badge_pixmap(colour: str, mark: str, size: int, ratio: float) -> QPixmap:
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    _paint_mark(painter, QRectF(0, 0, size, size), colour, mark)
    painter.end()
    return pixmap


def badge_icon(colour: str, name: str, size: int = 16) -> QIcon:
    return QIcon(badge_pixmap(colour, name, size, 2.0))
