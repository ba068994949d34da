"""Paints each log row from a picture drawn once: a move scrolls the log and every row on screen is
painted again; laying out each row's wrapped words anew cost a large share of a frame (16 ms)."""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem

if TYPE_CHECKING:
    from desktop.table.log_model import LogModel

KEPT = 400  # pictures kept: more than the log shows (log_model.SHOWN), so scrolling back draws none anew


class LogDelegate(QStyledItemDelegate):
    """Qt's own painting of a row, done once per look (text, seat colour, size, selected or not) into a
    picture on the view's own ground, then copied: the log looks exactly as Qt draws it."""

    def __init__(self, view: QAbstractItemView, model: LogModel) -> None:
        super().__init__(view)
        self.view = view
        self.model = model
        self._pictures: OrderedDict[tuple[Any, ...], QPixmap] = OrderedDict()
        self._look: tuple[Any, ...] = ()  # the palette and screen scale the pictures were drawn for
        self._font = QFont()
        self._ground: QColor | None = None

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        rect = option.rect
        look = (option.palette.cacheKey(), painter.device().devicePixelRatioF())
        font = option.font
        if look != self._look or font != self._font:  # a new palette, font or screen: draw all anew
            self._pictures.clear()
            self._look, self._font = look, QFont(font)  # a copy: the option's own goes with it
            self._ground = _ground(self.view)
        text, colour = self.model.look(index.row())
        key = (text, colour, rect.width(), rect.height(), option.state)
        picture = self._pictures.get(key)
        if picture is None:
            ratio = look[1]
            picture = QPixmap(round(rect.width() * ratio), round(rect.height() * ratio))
            picture.setDevicePixelRatio(ratio)
            # On the view's opaque ground, the colour the viewport fills with: an opaque picture is
            # copied, not blended (blending cost as much as the drawing saved).
            picture.fill(self._ground if self._ground is not None else QColor(Qt.GlobalColor.transparent))
            inner = QPainter(picture)
            local = QStyleOptionViewItem(option)
            local.rect = QRect(0, 0, rect.width(), rect.height())
            super().paint(inner, local, index)
            inner.end()
            self._pictures[key] = picture
            if len(self._pictures) > KEPT:
                self._pictures.popitem(last=False)
        painter.drawPixmap(rect.topLeft(), picture)


def _ground(view: QAbstractItemView) -> QColor | None:
    """The one opaque colour the view's viewport fills its background with (None if it has none)."""
    port = view.viewport()
    if not port.autoFillBackground():
        return None
    brush = port.palette().brush(port.backgroundRole())
    if brush.style() != Qt.BrushStyle.SolidPattern or not brush.isOpaque():
        return None
    return brush.color()
