"""A label whose text changes often but whose size never does: a new number does not lay the window out again.

A plain QLabel asks its layout to recompute on every new text, and on a full table that reaches up to the
main window (a running vote total changed on almost every planet click). A fixed size stops
that at the label: Qt only relays out for widgets whose minimum and maximum sizes differ.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget


class SteadyLabel(QLabel):
    def __init__(self, widest: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._widest_of = widest  # the widest text it will show, in the current language
        self._widest = ""

    def set_steady_text(self, text: str) -> None:
        """Show `text`; the size follows only the widest text (a language switch changes it)."""
        widest = self._widest_of()
        if widest != self._widest:
            self._widest = widest
            self._fit()
        if text != self.text():
            self.setText(text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # dressed: a new font
            self._fit()

    def _fit(self) -> None:
        if not self._widest:
            return
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        frame = 2 * (self.margin() + self.frameWidth())
        self.setFixedSize(
            metrics.horizontalAdvance(self._widest) + margins.left() + margins.right() + frame + 2,
            metrics.height() + margins.top() + margins.bottom() + frame,
        )
