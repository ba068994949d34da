"""A row of cards along the bottom of the table that shrinks its cards (alike) to fit the window's width
instead of widening the window: a long hand still fits a laptop, and each card still opens large."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLayout, QWidget

from desktop.cards.card_widget import CardWidget

SMALLEST = 52  # narrower than this a card's words no longer fit even one to a line


class HandRow(QWidget):
    """Cards made `scalable()` shrink by one factor when the row is too narrow for them all."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # the cards shrink instead

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(200, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:  # noqa: N802
        """Asks for no width: the cards take what the window gives (a hand never widens the table)."""
        return QSize(200, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """Give the scalable cards the widest equal share of the room the rest leaves them."""
        # The cards in the row now: a card just added is not shown yet (that waits for the layout), and
        # one taken out may linger hidden until deleted.
        items = [item for i in range(self.row.count()) if (item := self.row.itemAt(i)) is not None]
        cards = [
            w
            for w in (item.widget() for item in items)
            if isinstance(w, CardWidget) and w.natural_width is not None and not _hidden(w)
        ]
        if not cards or self.width() <= 0:
            return
        margins = self.row.contentsMargins()
        spacing = max(0, self.row.spacing()) * max(0, len(items) - 1)
        others = sum(item.minimumSize().width() for item in items if item.widget() not in cards)
        room = self.width() - margins.left() - margins.right() - spacing - others
        natural = sum(c.natural_width or 0 for c in cards)
        factor = min(1.0, room / natural) if natural else 1.0
        for c in cards:
            c.set_width(max(SMALLEST, int((c.natural_width or 0) * factor)))


def _hidden(widget: QWidget) -> bool:
    """Hidden on purpose (a widget not shown yet is hidden too, but only until its layout shows it)."""
    return widget.isHidden() and widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
