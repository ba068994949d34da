"""The running log: a Qt list model over the session's entries, redacted for the viewer, phrased with tr()."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics

Phraser = Callable[[dict[str, Any]], str]


class LogModel(QAbstractListModel):
    """Rows are log entries, newest last. `viewer` None shows only what the whole table may know."""

    def __init__(self, session: Any, phrase: Phraser, colours: tuple[str, ...]) -> None:
        super().__init__()
        self.session = session
        self.phrase = phrase
        self.colours = colours
        self.viewer: int | None = None
        self._count = len(session.entries)
        self._cache: dict[int, str] = {}
        self._sizes: dict[int, QSize] = {}
        self.width = 280  # text width of a row; rows are measured once, not on every relayout
        self.metrics: QFontMetrics | None = None

    def set_viewer(self, viewer: int | None) -> None:
        if viewer != self.viewer:
            self.beginResetModel()
            self.viewer = viewer
            self._cache.clear()
            self._sizes.clear()
            self._count = len(self.session.entries)
            self.endResetModel()

    def sync(self) -> None:
        """Follow the session: append new rows, or drop the rows an undo took back."""
        count = len(self.session.entries)
        if count > self._count:
            self.beginInsertRows(QModelIndex(), self._count, count - 1)
            self._count = count
            self.endInsertRows()
        elif count < self._count:
            # Undo only ever takes rows off the end: removing them (not resetting the model)
            # spares the view from measuring every earlier row again on the next move.
            self.beginRemoveRows(QModelIndex(), count, self._count - 1)
            self._count = count
            self._cache = {i: t for i, t in self._cache.items() if i < count}
            self._sizes = {i: z for i, z in self._sizes.items() if i < count}
            self.endRemoveRows()

    def text(self, row: int) -> str:
        text = self._cache.get(row)
        if text is None:
            text = self._cache[row] = self.phrase(self.session.entries[row].for_viewer(self.viewer))
        return text

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else self._count

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or index.row() >= self._count:
            return None
        entry = self.session.entries[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.text(index.row())
        if role == Qt.ItemDataRole.SizeHintRole and self.metrics is not None:
            size = self._sizes.get(index.row())
            if size is None:
                flags = int(Qt.TextFlag.TextWordWrap)
                rect = self.metrics.boundingRect(0, 0, self.width, 10_000, flags, self.text(index.row()))
                # Slack for the style's item padding and a screen font a pixel taller than measured.
                size = self._sizes[index.row()] = QSize(self.width, round(rect.height() * 1.08) + 6)
            return size
        if role == Qt.ItemDataRole.DecorationRole:
            return QColor(self.colours[entry.seat]) if 0 <= entry.seat < len(self.colours) else None
        return None
