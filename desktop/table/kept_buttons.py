"""The action bar's move buttons, kept by key from one drawing to the next (kept_row.py): each drawing
names the buttons it shows and what each does; a button put away does nothing if a late click reaches it.

Buttons built anew after every move were polished, laid out and painted anew, a share of the frame.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QBoxLayout, QPushButton, QWidget

from desktop.table.kept_row import KeptRow, PlanItem


class KeptButtons:
    def __init__(self, layout: QBoxLayout) -> None:
        self.row = KeptRow(layout)
        self.shown: dict[str, QPushButton] = {}
        self._slots: dict[str, Callable[[], object]] = {}  # what each button shown now does
        self._plan: list[PlanItem] = []

    def start(self) -> dict[str, QPushButton]:
        """A new drawing with no button in it yet; returns the buttons it will show, by key."""
        self.shown, self._slots, self._plan = {}, {}, []
        return self.shown

    def button(self, key: str, text: str, slot: Callable[[], object], object_name: str) -> QPushButton:
        """The button for `key`: kept from an earlier drawing (told its text, pressable again) or new."""

        def build() -> QPushButton:
            b = QPushButton(text)
            b.setObjectName(object_name)
            b.clicked.connect(lambda _c=False, k=key: self._press(k))
            return b

        b, new = self.row.get((key, object_name), build)
        if not new:
            if b.text() != text:
                b.setText(text)
            b.setEnabled(True)  # as a new one: the board says which may not be pressed now
        self._slots[key] = slot
        self.shown[key] = b
        self._plan.append(b)
        return b

    def place(self) -> list[QWidget]:
        """Show this drawing's buttons in the order named; returns the ones built anew (to be dressed)."""
        return self.row.place(self._plan)

    def _press(self, key: str) -> None:
        slot = self._slots.get(key)
        if slot is not None and key in self.shown:  # only a button shown now does anything
            slot()
