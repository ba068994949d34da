"""Seat panels kept from one drawing of the table to the next, updated in place where they changed.

A move usually changes one or two seats; rebuilding all eight panels (and their cards) cost most
of a frame, and a new widget costs again to polish, lay out and paint. A panel is kept per place
(`slot`: the seat and whose screen it is) with a key holding everything it shows (all of it public);
when the key differs the panel is told the new look (`restyle`) rather than built again.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import shiboken6

from desktop.table.seat_panel import SeatPanel


class PanelCache:
    def __init__(self) -> None:
        self._panels: dict[Hashable, SeatPanel] = {}
        self._used: set[Hashable] = set()
        self._looks: dict[Hashable, Hashable] = {}  # slot -> the key its panel shows now

    def get(
        self,
        key: Hashable,
        build: Callable[[], SeatPanel],
        *,
        slot: Hashable = None,
        restyle: Callable[[SeatPanel], None] | None = None,
    ) -> SeatPanel:
        """The panel for `key`: the one kept (as it is, or restyled in place) or a new one."""
        place = key if slot is None else ("slot", slot)
        panel = self._panels.get(place)
        if panel is None or not shiboken6.isValid(panel) or place in self._used:
            panel = build()
            self._panels[place] = panel
        elif slot is not None and self._looks.get(place) != key:
            if restyle is None:
                panel = build()
                self._panels[place] = panel
            else:
                restyle(panel)
        self._looks[place] = key
        self._used.add(place)
        return panel

    def sweep(self) -> None:
        """Forget panels the latest board did not use (they go with the board they were in)."""
        self._panels = {k: p for k, p in self._panels.items() if k in self._used}
        self._looks = {k: v for k, v in self._looks.items() if k in self._used}
        self._used = set()

    def clear(self) -> None:
        self._panels.clear()
        self._used.clear()
        self._looks.clear()
