"""The physical floor for start-up: a bare PySide6 window that paints once and quits."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget


class FirstPaintWindow(QWidget):
    """Quits the event loop as soon as its first frame has been painted."""

    def paintEvent(self, event: QPaintEvent) -> None:
        # Draw something real, so the anchor pays for a paint like the app does.
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().window())
        painter.drawText(self.rect(), 0, "Quorum anchor")
        painter.end()
        # Quit on the next turn of the loop, once this frame has been flushed to the screen.
        QTimer.singleShot(0, QApplication.instance().quit)


def main() -> int:
    app = QApplication(sys.argv)
    window = FirstPaintWindow()
    window.setWindowTitle("Quorum anchor: bare window")
    window.resize(1440, 900)  # the size Quorum opens at
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
