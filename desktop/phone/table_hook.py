"""Where a table meets its phone seats: starts the bridge (and so the server) only if it has any."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from desktop.phone.seats import phone_seats
from desktop.translations import tr

if TYPE_CHECKING:
    from desktop.table.table_base import TableBase


def attach_phones(table: TableBase) -> None:
    """Serve the table's phone seats, if it has some (else nothing of the server is imported)."""
    saved_ui = getattr(table.saved, "ui", None)
    ui = saved_ui if isinstance(saved_ui, dict) else table.ui_at_open
    set_phone_seats(table, phone_seats(ui, table.hotseat.humans), ui)


def set_phone_seats(table: TableBase, seats: tuple[int, ...], ui: dict[str, Any] | None = None) -> None:
    """Play these human seats from phones from now on (the Seats… dialog, or a table opening)."""
    table.hotseat.set_phones(seats)
    if table.phones is None and seats:
        from desktop.phone.bridge import PhoneBridge
        from desktop.phone.join_panel import JoinPanel

        bridge = PhoneBridge(table, ui if ui is not None else table.ui_at_open)
        try:
            bridge.start(seats)
        except OSError as exc:  # the address or port cannot be used: the table plays on, and says why
            bridge.close("")
            table.hotseat.set_phones(seats)  # the seats stay phone seats: the laptop never shows their hands
            message = tr("Phone seats cannot be served: %1. Edit › Seats… can move them to this computer.")
            message = message.replace("%1", exc.strerror or str(exc))
            print(message, file=sys.stderr, flush=True)
            _show_problem(table, message)
            table.hotseat.sig_changed.emit()
            return
        table.phones = bridge
        table.join_panel = JoinPanel(table, bridge)  # type: ignore[attr-defined]  # the page does not declare it yet
    elif table.phones is not None:
        table.phones.set_seats(seats)
        if not seats:
            table.phones.sig_joined.emit()
    if table.phones is None and not seats and table.saved is not None and hasattr(table.saved, "update_ui"):
        try:
            table.saved.update_ui(phone_seats=None)
        except Exception:
            pass
    table.hotseat.sig_changed.emit()


def _show_problem(table: TableBase, message: str) -> None:
    """A lasting note in the table's lower left corner (the refusal line is cleared on every redraw)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    note = QLabel(message, table)
    note.setObjectName("PhoneProblem")
    note.setTextFormat(Qt.TextFormat.PlainText)
    note.setWordWrap(True)
    note.setStyleSheet("background: #8b1a10; color: white; padding: 8px; border-radius: 6px;")
    note.setFixedWidth(360)
    note.adjustSize()
    note.move(12, max(0, table.height() - note.height() - 12))
    note.show()
    note.raise_()
