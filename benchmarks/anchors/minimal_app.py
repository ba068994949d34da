"""The memory and bundle-size anchor: a minimal PySide6 + SQLModel app that saves a row and paints.

It loads what every Quorum session loads beyond Qt (SQLModel, SQLAlchemy, SQLite in WAL mode),
writes one row, shows one window and quits after its first paint. Built with the same spec as
Quorum, it is the smallest bundle a PySide6 + SQLModel program of this kind can be.
"""

from __future__ import annotations

import os
import sys
import tempfile

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget
from sqlalchemy import event
from sqlmodel import Field, Session, SQLModel, create_engine, select


class Note(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    text: str


class FirstPaintWindow(QWidget):
    """Quits the event loop as soon as its first frame has been painted."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().window())
        painter.drawText(self.rect(), 0, self.text)
        painter.end()
        # Quit on the next turn of the loop, once this frame has been flushed to the screen.
        QTimer.singleShot(0, QApplication.instance().quit)


def saved_note(folder: str) -> str:
    engine = create_engine(f"sqlite:///{os.path.join(folder, 'anchor.sqlite')}")
    event.listen(engine, "connect", lambda conn, _: conn.execute("PRAGMA journal_mode=WAL"))
    SQLModel.metadata.create_all(engine)
    with Session(engine) as session:
        session.add(Note(text="Quorum anchor"))
        session.commit()
        text = session.exec(select(Note)).first().text
    engine.dispose()
    return text


def main() -> int:
    app = QApplication(sys.argv)
    with tempfile.TemporaryDirectory(prefix="quorum-anchor-") as folder:
        window = FirstPaintWindow(saved_note(folder))
        window.setWindowTitle("Quorum anchor: PySide6 + SQLModel")
        window.resize(1440, 900)  # the size Quorum opens at
        window.show()
        return app.exec()


if __name__ == "__main__":
    sys.exit(main())
