"""A phone mark on the seat panels of phone seats: bright while its phone is connected, dimmed while not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

from desktop.table.seat_panel import SeatPanel
from desktop.translations import tr

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping

    from desktop.table.table_base import TableBase

ON = "color: #10301f; background: #9be0b3; border-radius: 4px; padding: 1px 5px; font-size: 13px;"
OFF = "color: #6d655a; background: #3a342c; border-radius: 4px; padding: 1px 5px; font-size: 13px;"


def mark_panels(table: TableBase, phone_seats: Collection[int], online: Mapping[int, bool]) -> None:
    """Put (or update) the mark on every seat panel on the table; none on seats at the computer. A text tag
    like the bot tag (an emoji may have no font on the table's computer). `online`: whether each phone
    seat's phone is connected now (the bridge's)."""
    names = list(table.names)
    for panel in table.findChildren(SeatPanel):
        if panel.seat_name not in names:
            continue
        seat = names.index(panel.seat_name)
        tag = panel.findChild(QLabel, "PhoneTag")
        if seat not in phone_seats:
            if tag is not None:
                tag.hide()
            continue
        if tag is None:
            tag = QLabel(tr("phone"), panel)
            tag.setObjectName("PhoneTag")
            panel.head.insertWidget(2, tag)  # the name row
        connected = bool(online.get(seat))
        look = ON if connected else OFF
        if tag.styleSheet() != look:
            tag.setStyleSheet(look)
        tip = tr("Plays from a phone (connected)") if connected else tr("Plays from a phone (not connected)")
        if tag.toolTip() != tip:
            tag.setToolTip(tip)
            tag.setAccessibleName(tip)
        tag.show()
