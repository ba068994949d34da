"""Where a table meets its phone seats: starts the bridge (and so the server) only if it has any."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.phone.seats import phone_seats

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage


def attach_phones(table: TablePage) -> None:
    """Serve the table's phone seats, if it has some (else nothing of the server is imported)."""
    saved_ui = getattr(table.saved, "ui", None)
    ui = saved_ui if isinstance(saved_ui, dict) else table.ui_at_open
    set_phone_seats(table, phone_seats(ui, table.hotseat.humans), ui)


def set_phone_seats(table: TablePage, seats: tuple[int, ...], ui: dict | None = None) -> None:
    """Play these human seats from phones from now on (the Seats… dialog, or a table opening)."""
    table.hotseat.set_phones(seats)
    if table.phones is None and seats:
        from desktop.phone.bridge import PhoneBridge
        from desktop.phone.join_panel import JoinPanel

        table.phones = PhoneBridge(table, ui if ui is not None else table.ui_at_open)
        table.phones.start(seats)
        table.join_panel = JoinPanel(table, table.phones)
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
