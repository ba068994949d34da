"""The main window: a stack of pages (start, new game, table) under the File/Edit/View/Help menus.

Its parts by job live in desktop/window/: the menus and what Edit and View do (menus.py), the saved
games of the start page (saves.py), files in and out (transfers.py), and what they share (base.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from desktop import settings
from desktop.look import apply_style
from desktop.start_page import StartPage
from desktop.window.menus import WindowMenus
from desktop.window.saves import SavedSessions, bot_pause
from desktop.window.transfers import FileTransfers

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QPaintEvent

    from desktop.new_game import GameSetup
    from desktop.table.table_page import TablePage
    from games.core.session import Session
    from storage.library import Library
    from storage.record import GameRecord
    from storage.saved_session import SavedSession

__all__ = ["MainWindow", "bot_pause"]


class MainWindow(WindowMenus, SavedSessions, FileTransfers, QMainWindow):
    sig_first_paint = Signal()
    """Emitted once, after the window has been painted for the first time."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.setWindowTitle(self.tr("Quorum"))
        self.setAcceptDrops(True)
        self._painted = False
        self.remember_geometry = False  # a player's window is kept between runs; a demo's is not
        self.library: Library | None = None  # once loaded
        self._library_loading = False  # a loader thread is opening the library
        self._waiting_setup: GameSetup | None = None  # a game started before the library was ready
        self._lister = None  # reads the saved-games list off the GUI thread
        self._undo_barred = ""  # why the last moves cannot be taken back: Ctrl+Z says it instead of undoing
        self.table: TablePage | None = None  # the open table, if any
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_page = StartPage()
        self.stack.addWidget(self.start_page)
        self.start_page.sig_new_game.connect(self.show_new_game)
        self.start_page.sig_rules.connect(self.show_rules)
        self.start_page.sig_resume.connect(self.resume)
        self.start_page.sig_rename.connect(self.rename_session)
        self.start_page.sig_delete.connect(self.delete_session)
        self._shortcuts = []
        self._build_menus()
        apply_style(self.menuBar())
        from desktop.status_note import StatusNote

        self._status_note = StatusNote(self)
        self.sig_first_paint.connect(lambda: QTimer.singleShot(0, self.install_shortcuts))

    # --- first paint -------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.sig_first_paint.emit)

    # --- menus ---------------------------------------------------------------------
    # --- pages ---------------------------------------------------------------------
    def _show_page(self, page: QWidget) -> None:
        if self.stack.indexOf(page) < 0:
            self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)

    def show_start(self) -> None:
        if not self.may_close():  # a move the disk refused is not dropped by leaving the table
            return
        self.close_table()
        self.stack.setCurrentWidget(self.start_page)
        self.refresh_sessions()

    def show_new_game(self, game: str = "") -> None:
        from desktop.new_game import NewGamePage

        page = NewGamePage(game)
        kept = getattr(self, "last_table", None)
        if kept is not None and (not game or game == kept[0]):
            page.keep(*kept)  # the last game's seats, factions and options (File › New Game…)
        page.sig_start.connect(self.start_game)
        page.sig_cancel.connect(self.show_start)
        page.sig_rules.connect(self.show_rules)
        self._replace_transient(page)

    def _replace_transient(self, page: QWidget) -> None:
        """Pages other than the start page live one at a time."""
        for i in reversed(range(self.stack.count())):
            old = self.stack.widget(i)
            if old is not None and old is not self.start_page and old is not self.table:
                self.stack.removeWidget(old)
                old.deleteLater()
        self._show_page(page)

    def show_rules(self, game: str) -> None:
        from desktop.rules_browser import RulesDialog

        RulesDialog(game, self).show()

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from desktop.game_catalogue import entries

        QMessageBox.about(
            self,
            self.tr("About Quorum"),
            self.tr("Quorum — a hotseat table for card games: %1.").replace(
                "%1", ", ".join(game.title() for game in entries())
            ),
        )

    # --- a table -------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        """`setup` is a new_game.GameSetup: create the session (in the library if loaded) and sit down."""
        from desktop.table_opening import first_ui, open_new

        if self.library is None and self._library_loading:
            # Started before the saved games finished loading (seconds on a busy machine): wait for
            # them, or this game would never be saved.
            self._waiting_setup = setup
            self.statusBar().showMessage(self.tr("Opening the saved games first…"))
            return
        self._stop_listing()
        try:
            session, saved = open_new(setup, self.library)
        except Exception as exc:  # a save that cannot be written must not lose the table
            self.show_error(self.tr("Could not start the game"), str(exc))
            return
        self.open_table(session, saved, bot_pause_ms=setup.bot_pause_ms, ui=first_ui(setup))

    def open_table(
        self,
        session: Session,
        saved: SavedSession | None = None,
        bot_pause_ms: int = 700,
        ui: dict[str, Any] | None = None,
    ) -> None:
        from desktop.table.table_page import TablePage

        self.close_table()
        self.table = TablePage(session, saved=saved, bot_pause_ms=bot_pause_ms, ui=ui)
        config = session.config
        self.last_table = (config.game, config.seats, config.options)  # what New Game starts from next
        if self.act_fast_bots.isChecked():
            self.table.bots.set_pause(0)
        self.table.sig_history.connect(self._update_undo_actions)
        self.table.sig_leave.connect(self.show_start)
        self.table.sig_reseat.connect(self.reseat, Qt.ConnectionType.QueuedConnection)
        self.table.set_log_visible(self.act_log.isChecked())
        self._replace_transient(self.table)
        from desktop.game_catalogue import game_title

        self.setWindowTitle(self.tr("%1 — Quorum").replace("%1", game_title(session.game.name)))
        self._update_undo_actions()
        self._update_session_actions()
        self.table.start()

    def reseat(self) -> None:
        """A seat was added or left the game (or an undo took that back): the same session sits down again."""
        table = self.table
        if table is not None:
            if table.phones is not None:
                table.phones.close(tell=False)  # the phones reconnect to the table drawn anew
            saved = table.saved
            ui = saved.ui if saved is not None and not saved.closed else table.ui_at_open
            self.open_table(table.session, saved, table.bot_pause_ms, ui)

    def close_table(self) -> None:
        if self.table is not None:
            table, self.table = self.table, None
            table.stop()
            self.stack.removeWidget(table)
            table.deleteLater()
            self.setWindowTitle(self.tr("Quorum"))
        self._update_undo_actions()
        self._update_session_actions()

    def rebuilt(self) -> MainWindow:
        """A fresh window in place of this one, its labels in the language installed now (View › Language);
        returns the window now on screen.

        The open table is carried over (the same session object: nothing is replayed, nothing is lost); it
        comes back behind the hand-off curtain, as after any reopening."""
        from PySide6.QtWidgets import QApplication

        fresh = MainWindow()
        fresh.remember_geometry = self.remember_geometry
        fresh.restoreGeometry(self.saveGeometry())
        fresh.library = self.library
        if fresh.library is None:
            fresh.sig_first_paint.connect(fresh.load_library_soon)
        fresh.sig_first_paint.connect(fresh.start_page.deal_tile_cards)
        table = self.table
        if table is not None:
            session, saved, pause = table.session, table.saved, table.bot_pause_ms
            self.close_table()  # stops its bots before the new table starts its own
            fresh.open_table(session, saved, bot_pause_ms=pause)
        else:
            fresh.refresh_sessions()
        fresh.show()
        self.remember_geometry = False  # the fresh window keeps the geometry from now on
        self.close()
        self.deleteLater()
        app = QApplication.instance()
        if app is not None:  # keep it alive: the old one was held by whoever built it
            app._quorum_window = fresh  # type: ignore[attr-defined]  # a Python attribute, not Qt's
        return fresh

    def open_demo(self, game: str, seats: int | None = None) -> None:
        from desktop.demo import DEMO_PLAYERS, demo_seats, demo_session

        session = demo_session(game, players=seats or min(DEMO_PLAYERS, demo_seats(game)[1]))
        self.open_table(session, None, bot_pause_ms=10**9)  # the demo stands still for its photo

    def open_replay(self, record: GameRecord) -> None:
        """Watch a game record (read-only)."""
        from desktop.replay_page import ReplayPage

        self.close_table()
        page = ReplayPage(record)
        page.sig_leave.connect(self.show_start)
        self._replace_transient(page)

    # --- screenshots --------------------------------------------------------------------
    def screenshot_when_settled(self, path: str, then: Callable[[], Any]) -> None:
        def shoot() -> None:
            self.grab().save(path)
            then()

        QTimer.singleShot(400, shoot)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.may_close():
            event.ignore()
            return
        if self.remember_geometry:
            settings.save_geometry(self)
        self.close_table()
        super().closeEvent(event)
