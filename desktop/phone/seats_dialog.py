"""The Seats… dialog: move a human seat between "at this computer" and "on a phone" mid-game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from desktop.translations import tr

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage


class SeatsDialog(QDialog):
    def __init__(self, table: TablePage, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SeatsDialog")
        self.setWindowTitle(tr("Seats"))
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
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> tuple[int, ...]:
        return tuple(seat for seat, box in self.kinds.items() if box.currentData())

    def accept(self) -> None:
        from desktop.phone.table_hook import set_phone_seats

        set_phone_seats(self.table, self.chosen())
        super().accept()


def open_seats_dialog(table: TablePage, parent: QWidget | None = None) -> SeatsDialog:
    dialog = SeatsDialog(table, parent)
    dialog.open()
    return dialog
