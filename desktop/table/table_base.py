"""What the table page's parts (Undo and Redo, the phone seats) read of the page: declared here, below the
page, so they are typed without importing it (table_page.py gives each of these)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from desktop.hotseat import Hotseat
    from desktop.table.screens import GameScreens
    from games.core.actions import Action
    from games.core.session import Session
    from storage.saved_session import SavedSession


class PhoneSeats(Protocol):
    """What the table asks of its phone seats' bridge (desktop/phone/bridge.py's PhoneBridge)."""

    @property
    def sig_joined(self) -> SignalInstance: ...
    def set_seats(self, seats: tuple[int, ...]) -> None: ...
    def close(self, reason: str | None = None, tell: bool = True) -> None: ...


class TableBase(QWidget):
    """The table page as its parts see it."""

    session: Session
    saved: SavedSession | None
    hotseat: Hotseat
    screens: GameScreens[Any, Any]
    names: tuple[str, ...]
    ui_at_open: dict[str, Any]  # the phone seats read their links from it (desktop/phone)
    phones: PhoneSeats | None  # the phone seats' bridge, while this table has phone seats

    def play(self, action: Action) -> bool:
        """Play a move as a click at the table would (autosave, undo, bots)."""
        raise NotImplementedError
