"""The table check's tab bar: each seat's tab names its faction or says it has none yet, in words as
short as the bar's width needs, so that the tabs never scroll where they can fit."""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QTabWidget


class CheckTabs(QTabWidget):
    """Seat tabs titled in full ("Аня (без фракции)") while all the tabs fit the bar, else briefly
    ("Аня (?)", the full title in the tooltip): six Russian tabs before any faction was named made
    the bar scroll at 1280 pixels (play test 2026-11-29 item 2)."""

    def __init__(self) -> None:
        super().__init__()
        self.titles: dict[int, tuple[str, str]] = {}  # a tab's index: its full and brief titles

    def set_titles(self, index: int, full: str, brief: str, tip: str) -> None:
        self.titles[index] = (full, brief)
        self.setTabToolTip(index, tip)
        self.fit_titles()

    def fit_titles(self) -> None:
        bar = self.tabBar()
        for brief in (False, True):
            for index, titles in self.titles.items():
                if bar.tabText(index) != titles[brief]:
                    bar.setTabText(index, titles[brief])
            if bar.sizeHint().width() <= self.width():
                return

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit_titles()
