"""The Seats… dialog: move a human seat between "at this computer" and "on a phone" mid-game; the phones' port
and network address, kept as settings once checked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from desktop import settings
from desktop.translations import tr

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage


class SeatsDialog(QDialog):
    def __init__(self, table: TablePage, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SeatsDialog")
        self.setWindowTitle(tr("Seats"))
        self.setMinimumWidth(480)  # the address field's hint and a refusal read whole
        self.table = table
        layout = QVBoxLayout(self)
        note = QLabel(tr("Where each player sits. A seat on a phone plays from that phone's browser (same "
                         "Wi-Fi); the table shows its link and QR code."))
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        self.kinds: dict[int, QComboBox] = {}
        phones = set(table.hotseat.phones)
        for seat in table.hotseat.humans:
            box = QComboBox()
            box.setObjectName(f"seat_place_{seat}")
            box.addItem(tr("At this computer"), False)
            box.addItem(tr("On a phone"), True)
            box.setCurrentIndex(1 if seat in phones else 0)
            box.setAccessibleName(tr("Where %1 plays").replace("%1", table.names[seat]))
            name = QLabel(table.names[seat])
            form.addRow(name, box)
            self.kinds[seat] = box
        layout.addLayout(form)
        layout.addWidget(self._connection_box())
        self.problem = QLabel()
        self.problem.setObjectName("PhoneConnectionProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #ffd66b; font-weight: 700;")  # the table's own warning yellow
        self.problem.hide()
        layout.addWidget(self.problem)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _connection_box(self) -> QGroupBox:
        from desktop.phone.seats import DEFAULT_PORT

        box = QGroupBox(tr("Phone connection"))
        form = QFormLayout(box)
        port = settings.phone_port()
        self.port = QLineEdit("" if port is None else str(port))
        self.port.setObjectName("PhonePort")
        self.port.setPlaceholderText(tr("Automatic (%1)").replace("%1", str(DEFAULT_PORT)))
        form.addRow(tr("Port"), self.port)
        self.host = QLineEdit(settings.phone_host() or "")
        self.host.setObjectName("PhoneHost")
        self.host.setPlaceholderText(tr("Automatic (this computer on the local network)"))
        form.addRow(tr("Network address"), self.host)
        hint = QLabel(tr("Used from the next time a table with phone seats opens; --phone-port and "
                         "--phone-host override them for one run."))
        hint.setWordWrap(True)
        form.addRow(hint)
        return box

    def chosen(self) -> tuple[int, ...]:
        return tuple(seat for seat, box in self.kinds.items() if box.currentData())

    def accept(self) -> None:
        from desktop.phone.connection import ConnectionProblem, check_host, check_port
        from desktop.phone.table_hook import set_phone_seats

        try:  # a port or address that cannot be used is said here, and nothing is kept or moved
            port, host = check_port(self.port.text()), check_host(self.host.text())
        except ConnectionProblem as problem:
            self.problem.setText(str(problem))
            self.problem.show()
            self.adjustSize()  # room for the message: the dialog grows instead of squeezing the form
            return
        settings.set_phone_connection(port, host)
        set_phone_seats(self.table, self.chosen())
        super().accept()


def open_seats_dialog(table: TablePage, parent: QWidget | None = None) -> SeatsDialog:
    dialog = SeatsDialog(table, parent)
    dialog.open()
    return dialog
