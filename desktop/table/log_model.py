"""The running log: a Qt list model over the session's entries, redacted for the viewer, phrased with tr()."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics

Phraser = Callable[[dict[str, Any]], str]

# The log shows the latest moves only: QListView lays out every row again when one is added, so
# a log as long as the game made each late move slower to draw. Older moves stay in the session
# (and in exports); 200 rows is far more than fits on screen.
SHOWN = 200


def first_shown(count: int) -> int:
    """The first entry the log shows when the session holds `count`."""
    return max(0, count - SHOWN)


class LogModel(QAbstractListModel):
    """Rows are log entries, newest last. `viewer` None shows only what the whole table may know."""

    def __init__(self, session: Any, phrase: Phraser, colours: tuple[str, ...]) -> None:
        super().__init__()
        self.session = session
        self.phrase = phrase
        self.colours = colours
        self.viewer: int | None = None
        self._count = len(session.entries)  # entries the model has taken in
        self._first = first_shown(self._count)  # the entry shown in row 0
        self._cache: dict[int, str] = {}  # by entry index, so rows can shift without re-phrasing
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
            self._first = first_shown(self._count)
            self.endResetModel()

    def sync(self) -> None:
        """Follow the session: append new rows (dropping the oldest past SHOWN), or drop undone ones."""
        count = len(self.session.entries)
        first = first_shown(count)
        if count == self._count:
            return
        if count < self._count and first == self._first:
            # An undo inside the shown window takes rows off the end: remove just those, so the
            # view does not measure every row again.
            self.beginRemoveRows(QModelIndex(), count - first, self._count - first - 1)
            self._count = count
            self._forget(count)
            self.endRemoveRows()
        elif count > self._count and count - self._count < SHOWN:
            if first > self._first:
                self.beginRemoveRows(QModelIndex(), 0, first - self._first - 1)
                self._first = first
                self.endRemoveRows()
            self.beginInsertRows(QModelIndex(), self._count - first, count - first - 1)
            self._count = count
            self.endInsertRows()
        else:  # a long redo, or an undo that brings older rows back at the top
            self.beginResetModel()
            self._count, self._first = count, first
            self._forget(count)
            self.endResetModel()

    def _forget(self, count: int) -> None:
        self._cache = {i: t for i, t in self._cache.items() if i < count}
        self._sizes = {i: z for i, z in self._sizes.items() if i < count}

    def text(self, row: int) -> str:
        """The phrase for the entry shown in `row`."""
        return self._phrase(self._first + row)

    def _phrase(self, index: int) -> str:
        text = self._cache.get(index)
        if text is None:
            text = self._cache[index] = self.phrase(self.session.entries[index].for_viewer(self.viewer))
        return text

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else self._count - self._first

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not 0 <= index.row() < self._count - self._first:
            return None
        at = self._first + index.row()
        entry = self.session.entries[at]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._phrase(at)
        if role == Qt.ItemDataRole.SizeHintRole and self.metrics is not None:
            size = self._sizes.get(at)
            if size is None:
                flags = int(Qt.TextFlag.TextWordWrap)
                rect = self.metrics.boundingRect(0, 0, self.width, 10_000, flags, self._phrase(at))
                # Slack for the style's item padding and a screen font a pixel taller than measured.
                size = self._sizes[at] = QSize(self.width, round(rect.height() * 1.08) + 6)
            return size
        if role == Qt.ItemDataRole.DecorationRole:
            return QColor(self.colours[entry.seat]) if 0 <= entry.seat < len(self.colours) else None
        return None
