"""The table check page as its seat changes see it: declared below both (table_check.py's TableCheckPage
gives each of these), so seat_changes.py is typed without importing the page that uses it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QComboBox, QWidget

from desktop.council.check_tabs import CheckTabs

if TYPE_CHECKING:
    from collections.abc import Sequence

    from desktop.table.table_page import TablePage
    from games.council.actions import TableCheck


class FactionTab(Protocol):
    """A seat's tab of the check, as a seat change reads it."""

    @property
    def seat(self) -> int: ...
    def faction_id(self) -> str: ...
    def refresh_faction(self) -> None: ...


class CheckPage(QWidget):
    """The check: its table, the check it started from, the speaker, its tabs and what it holds now."""

    table: TablePage
    as_is: TableCheck
    speaker: QComboBox
    tabs: CheckTabs
    seat_tabs: Sequence[FactionTab]
    correction: bool  # Edit › Correct the Table… mid-phase, not the check before a phase

    def table_check(self) -> TableCheck:
        """The check as the page holds it now."""
        raise NotImplementedError
