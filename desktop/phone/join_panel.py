"""The join panel over the table: one phone seat at a time with its QR code and short link, or all at once,
and which seats have a phone (connected or not); it also lets another phone take a seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.translations import tr

if TYPE_CHECKING:
    from desktop.phone.bridge import PhoneBridge
    from desktop.table.table_base import TableBase



def qr_pixmap(url: str, size: int) -> QPixmap:
    """The link as a QR code (segno), drawn crisp at about `size` pixels."""
    import io

    code = segno.make(url, error="m")
    modules = code.symbol_size(border=2)[0]
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=max(1, size // modules), border=2, dark="#000000", light="#ffffff")
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


def seat_state(bridge: PhoneBridge, seat: int) -> str:
    if bridge.online.get(seat):
        return tr("joined (connected)")
    if bridge.claimed.get(seat):
        return tr("joined (not connected now)")
    return tr("waiting for a phone")


class JoinPanel(QFrame):
    """Floats over the table's lower left corner; hidden to a small button."""

    def __init__(self, table: TableBase, bridge: PhoneBridge) -> None:
        super().__init__(table)
        self.setObjectName("JoinPanel")
        self.table = table
        self.bridge = bridge
        self.index = 0
        self.all = False
        self.asked = False  # opened by hand: stays up even when every phone has joined
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#JoinPanel { background: #2b1d12; border: 2px solid #d9a441; border-radius: 10px; }"
            "#JoinPanel QLabel { color: #f5efe0; font-size: 14px; }"
            "#JoinPanel QPushButton { min-height: 28px; padding: 2px 8px; }"
        )
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        self.heading = QLabel()
        self.heading.setObjectName("JoinHeading")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        outer.addWidget(self.heading)
        self.body = QWidget()
        self.grid = QGridLayout(self.body)
        self.grid.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.body)
        row = QHBoxLayout()
        self.next_button = QPushButton(tr("Next seat"))
        self.next_button.setObjectName("JoinNext")
        self.next_button.clicked.connect(self.next_seat)
        self.all_button = QPushButton(tr("Show all"))
        self.all_button.setObjectName("JoinAll")
        self.all_button.clicked.connect(self.toggle_all)
        self.hide_button = QPushButton(tr("Hide"))
        self.hide_button.setObjectName("JoinHide")
        self.hide_button.clicked.connect(self.fold)
        for button in (self.next_button, self.all_button, self.hide_button):
            row.addWidget(button)
        outer.addLayout(row)
        self.release_button = QPushButton()
        self.release_button.setObjectName("JoinRelease")
        self.release_button.clicked.connect(self.release)
        outer.addWidget(self.release_button)
        self.opener = QPushButton(tr("Phones"), table)
        self.opener.setObjectName("JoinOpen")
        self.opener.clicked.connect(self.unfold)
        self.opener.hide()
        bridge.sig_joined.connect(self.redraw)
        bridge.sig_joined.connect(self._fold_when_all_joined)
        self.redraw()
        self.show()

    def _fold_when_all_joined(self) -> None:
        """Out of the way once every phone seat has a phone (the Phones button brings it back)."""
        seats = self.seats()
        if seats and not self.asked and self.isVisible() and all(self.bridge.claimed.get(s) for s in seats):
            self.fold()

    def seats(self) -> tuple[int, ...]:
        return self.bridge.seats

    def current(self) -> int | None:
        seats = self.seats()
        return seats[self.index % len(seats)] if seats else None

    def next_seat(self) -> None:
        self.index += 1
        self.all = False
        self.redraw()

    def toggle_all(self) -> None:
        self.all = not self.all
        self.redraw()

    def fold(self) -> None:
        self.hide()
        self.opener.show()
        self._place()

    def unfold(self) -> None:
        self.asked = True
        self.opener.hide()
        self.show()
        self.raise_()
        self._place()

    def release(self) -> None:
        seat = self.current()
        if seat is not None:
            self.bridge.release(seat)

    def redraw(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item is not None and (widget := item.widget()) is not None:
                widget.deleteLater()
        seats = self.seats()
        if not seats:
            self.hide()
            self.opener.hide()
            return
        shown = seats if self.all else (self.current(),)
        # Every seat at once fits a 650-pixel-high window up to eight seats: four to a row, smaller codes.
        many = self.all and len(seats) > 3
        size = 220 if not self.all or len(seats) == 1 else 110 if many else 150
        columns = 4 if many else 3
        self.heading.setText(
            tr("Scan to play from your phone (same Wi-Fi)") if not self.all else tr("Every phone seat")
        )
        for i, seat in enumerate(shown):
            if seat is None:
                continue
            url = self.bridge.url(seat)
            cell = QVBoxLayout()
            name = QLabel(self.table.names[seat])
            name.setTextFormat(Qt.TextFormat.PlainText)
            name.setStyleSheet("font-weight: bold; font-size: 16px;")
            code = QLabel()
            code.setObjectName(f"JoinQr{seat}")
            code.setPixmap(qr_pixmap(url, size))
            link = QLabel(url)
            link.setObjectName(f"JoinLink{seat}")
            link.setTextFormat(Qt.TextFormat.PlainText)
            link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            link.setWordWrap(True)
            state = QLabel(seat_state(self.bridge, seat))
            state.setObjectName(f"JoinState{seat}")
            box = QWidget()
            box.setLayout(cell)
            for part in (name, code, link, state):
                cell.addWidget(part)
            self.grid.addWidget(box, i // columns, i % columns)
            box.show()  # a widget added to a shown panel stays hidden until shown
        seat = self.current()
        self.next_button.setEnabled(len(seats) > 1)
        self.all_button.setText(tr("One at a time") if self.all else tr("Show all"))
        claimed = seat is not None and self.bridge.claimed.get(seat, False)
        self.release_button.setVisible(not self.all and claimed)
        if seat is not None:
            self.release_button.setText(
                tr("Let another phone take %1's seat").replace("%1", self.table.names[seat])
            )
        self.adjustSize()
        self._place()

    def _place(self) -> None:
        parent = self.table
        if self.isVisible() or not self.opener.isVisible():
            self.adjustSize()
            self.move(12, max(0, parent.height() - self.height() - 12))
            self.raise_()
        self.opener.adjustSize()
        self.opener.move(12, max(0, parent.height() - self.opener.height() - 12))
        self.opener.raise_()
