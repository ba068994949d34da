"""Seat panels kept from one drawing of the table to the next when nothing they show has changed.

A move usually changes one or two seats; rebuilding all eight panels (and their cards) cost most
of a frame. A panel is reused only under a key holding everything it shows (all of it public, plus
whose screen it is), and only if it has no buttons tied to an older board.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import shiboken6
from PySide6.QtWidgets import QWidget


class PanelCache:
    def __init__(self) -> None:
        self._panels: dict[Hashable, QWidget] = {}
        self._used: set[Hashable] = set()

    def get(self, key: Hashable, build: Callable[[], QWidget]) -> QWidget:
        panel = self._panels.get(key)
        if panel is None or not shiboken6.isValid(panel) or key in self._used:
            panel = build()
            self._panels[key] = panel
        self._used.add(key)
        return panel

    def sweep(self) -> None:
        """Forget panels the latest board did not use (they go with the board they were in)."""
        self._panels = {k: p for k, p in self._panels.items() if k in self._used}
        self._used = set()

    def clear(self) -> None:
        self._panels.clear()
        self._used.clear()
