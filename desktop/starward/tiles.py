"""Small painted pieces of the Starward table: a planet tile and a row of symbol discs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.starward.card_faces import WorldFace
from desktop.starward.card_painters import name_band, narrow_name_font, paint_world, symbol_row, tile_name
from desktop.starward.faces import world_description

if TYPE_CHECKING:
    from PySide6.QtGui import QFocusEvent


def tile_rect(width: float, height: float) -> QRectF:
    """Where a tile of this size paints its card (the rest is room for the focus and selection marks)."""
    return QRectF(1, 1, width - 4, height - 4)


def name_is_whole(face: WorldFace, width: int, height: int) -> bool:
    """Whether a tile of this size writes its name with every word whole on a line (set narrow at the
    readable size), as paint_world draws it: no word hyphenated or cut."""
    rect = tile_rect(width, height)
    pad = min(rect.width(), rect.height()) * 0.06  # as paint_world has it
    name = tile_name(face, rect.width() - 2 * pad - 4)
    room = name_band(rect, name).width() - 4  # the band less the text's margins
    metrics = QFontMetricsF(narrow_name_font())
    return all(metrics.horizontalAdvance(word) <= room for word in name.split())


def name_width(face: WorldFace, height: int, least: int, most: int) -> int:
    """The narrowest tile from `least` to `most` px that writes its name whole (`most` if none does)."""
    for width in range(least, most):
        if name_is_whole(face, width, height):
            return width
    return most


class PlanetTile(QWidget):
    """A planet in an Empire. Clickable (mouse, Space or Enter) when a move may name it."""

    sig_clicked = Signal()

    def __init__(self, face: WorldFace, width: int, height: int, *, interactive: bool = False) -> None:
        super().__init__()
        self.face = face
        self.selected = False
        self.interactive = interactive
        self.setFixedSize(QSize(width, height))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        description = world_description(face)
        self.setToolTip(description)
        self.setAccessibleName(description)
        if interactive:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_selected(self, selected: bool) -> None:
        self.selected = selected
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = tile_rect(self.width(), self.height())
        paint_world(painter, rect, self.face, selected=self.selected, focused=self.hasFocus())
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.interactive and event.button() == Qt.MouseButton.LeftButton:
            self.sig_clicked.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.interactive and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.sig_clicked.emit()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.update()


class SymbolStrip(QWidget):
    """Symbol discs in a row (an Empire's symbols, a role's colour)."""

    def __init__(self, symbols: tuple[str, ...], height: int = 18) -> None:
        super().__init__()
        self.symbols = symbols
        self.setFixedSize(QSize(max(1, round(len(symbols) * height * 1.15)), height))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        symbol_row(painter, QRectF(0, 1, self.width(), self.height() - 2), self.symbols)
        painter.end()
