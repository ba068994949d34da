"""The window's status messages as a note floating over the bottom edge: it takes no room from the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QStatusBar, QWidget

MARGIN = 8  # from the window's bottom-left corner


class StatusNote(QStatusBar):
    """A QStatusBar that is never laid out in the window (QMainWindow.setStatusBar would take a strip from
    the table, and a table that shrinks redraws its cards in their compact form): it floats over the
    bottom-left corner while it has a message, and is hidden (no empty strip) when it has none. Clicks
    pass through it to what lies below."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("StatusNote")
        self.setSizeGripEnabled(False)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#StatusNote { background: #2b2418; color: #f4ecd8; border: 1px solid #d9ceb4;"
            " border-radius: 4px; padding: 2px 8px; font-size: 14px; }"
        )
        self.hide()
        self.messageChanged.connect(self._follow)

    def _follow(self, text: str) -> None:
        # The window's events are watched only while a message shows (to follow its resizes): a filter
        # kept on the window ran in Python on every event it had, four on every click on the table.
        window = self.parentWidget()
        if not text:
            self.hide()
            if window is not None:
                window.removeEventFilter(self)
            return
        if window is not None:
            window.installEventFilter(self)  # installed twice, Qt keeps it once
        self._place(text)
        self.show()
        self.raise_()

    def _place(self, text: str) -> None:
        window = self.parentWidget()
        if window is None:
            return
        wanted = self.fontMetrics().horizontalAdvance(text) + 40
        width = max(120, min(wanted, window.width() - 2 * MARGIN))
        height = self.fontMetrics().height() + 12
        # The bottom-right corner: over the log (or the edge of the felt), clear of the hand and the buttons.
        self.setGeometry(window.width() - width - MARGIN, window.height() - height - MARGIN, width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize and self.currentMessage():
            self._place(self.currentMessage())
        return False
