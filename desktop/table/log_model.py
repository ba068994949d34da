"""The running log as a Qt list model over the session's entries, each redacted for the viewer and phrased with tr()."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

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

    def set_viewer(self, viewer: int | None) -> None:
        if viewer != self.viewer:
            self.beginResetModel()
            self.viewer = viewer
            self._cache.clear()
            self._count = len(self.session.entries)
            self.endResetModel()

    def sync(self) -> None:
        """Follow the session: append new rows, or start over after an undo."""
        count = len(self.session.entries)
        if count > self._count:
            self.beginInsertRows(QModelIndex(), self._count, count - 1)
            self._count = count
            self.endInsertRows()
        elif count < self._count:
            self.beginResetModel()
            self._count = count
            self._cache = {i: t for i, t in self._cache.items() if i < count}
            self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else self._count

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or index.row() >= self._count:
            return None
        entry = self.session.entries[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            text = self._cache.get(index.row())
            if text is None:
                text = self.phrase(entry.for_viewer(self.viewer))
                self._cache[index.row()] = text
            return text
        if role == Qt.ItemDataRole.DecorationRole:
            return QColor(self.colours[entry.seat]) if 0 <= entry.seat < len(self.colours) else None
        return None
