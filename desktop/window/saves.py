"""The saved games on the start page: the library opened off the first paint, the list read off the GUI
thread, and a saved game resumed (or watched read-only), renamed or deleted."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop.window.base import WindowBase

if TYPE_CHECKING:
    from desktop.library_loader import LibraryLoader, SessionLister
    from desktop.new_game import GameSetup
    from storage.library import Library


def bot_pause(ui: dict[str, Any]) -> int:
    """The saved pause before each bot move, if it is a sensible one (else the New Game default)."""
    value = ui.get("bot_pause_ms") if isinstance(ui, dict) else None
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 60_000:
        return value
    return 700


class SavedSessions(WindowBase):
    _library_loading: bool  # a loader thread is opening the library
    _waiting_setup: GameSetup | None  # a game started before the library was ready
    _lister: SessionLister | None  # reads the saved-games list off the GUI thread
    _loader: LibraryLoader

    def load_library_soon(self) -> None:
        """Import the storage layer (SQLModel is slow to import) off the first paint, in a thread."""
        from desktop.library_loader import LibraryLoader

        self._loader = LibraryLoader(self)
        self._loader.sig_loaded.connect(self._library_loaded)
        self._loader.sig_failed.connect(self._library_failed)
        self._library_loading = True
        self._loader.start()

    def _library_loaded(self, library: Library) -> None:
        self.library = library
        self._library_loading = False
        self.refresh_sessions()
        self._start_waiting_game()

    def _library_failed(self, message: str) -> None:
        self._library_loading = False
        self.start_page.show_library_problem(message)
        self._start_waiting_game()  # played without saves: the start page says why

    def _start_waiting_game(self) -> None:
        setup, self._waiting_setup = self._waiting_setup, None
        if setup is not None:
            self.statusBar().clearMessage()
            self.start_game(setup)

    def refresh_sessions(self) -> None:
        """Read the saved-games list again, off the GUI thread, each row shown as it comes."""
        if self.library is None:
            return
        if self._lister is None:
            from desktop.library_loader import SessionLister

            self._lister = SessionLister(
                self.start_page, lambda t: self.statusBar().showMessage(t, 15000), self
            )
        self._lister.refresh(self.library)

    def _stop_listing(self) -> None:
        """Before the GUI thread uses the library: a file being listed would make it wait."""
        if self._lister is not None:
            self._lister.stop()

    def resume(self, session_id: str) -> None:
        if self.library is None:
            return
        self._stop_listing()
        try:
            saved = self.library.open(session_id)
        except Exception as exc:
            kind = str(getattr(getattr(exc, "kind", None), "value", ""))
            if kind in ("locked", "in_use"):
                self.ask_retry(exc, lambda: self.resume(session_id))
            elif kind == "unwritable" and not getattr(self.library, "writable", True):
                self.watch_read_only(session_id, exc)
                return
            else:
                self.show_save_error(exc)
            self.refresh_sessions()
            return
        ui = getattr(saved, "ui", None) or {}
        self.open_table(saved.session, saved, bot_pause_ms=bot_pause(ui), ui=ui)

    def watch_read_only(self, session_id: str, exc: Exception) -> None:
        """Quorum cannot write to the folder: show the saved game read-only (it cannot be played on)."""
        try:
            if self.library is None:
                raise RuntimeError(self.tr("This table is not saved."))
            record = self.library.watch(session_id)
        except Exception:
            self.show_save_error(exc)
            return
        self.open_replay(record)
        self.statusBar().showMessage(
            self.tr("Quorum can't write to the saves folder: this game is shown read-only."), 10000
        )

    def rename_session(self, session_id: str, name: str) -> None:
        if self.library is None:
            return
        self._stop_listing()
        try:
            self.library.rename(session_id, name)
        except Exception as exc:
            self.show_save_error(exc)
        self.refresh_sessions()

    def delete_session(self, session_id: str) -> None:
        if self.library is None:
            return
        self._stop_listing()
        if self.table is not None and getattr(self.table.saved, "id", None) == session_id:
            self.close_table()
        try:
            self.library.delete(session_id)
        except Exception as exc:
            self.show_save_error(exc)
        self.refresh_sessions()
