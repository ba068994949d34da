"""The main window: a stack of pages (start, new game, table) under the File/Edit/View/Help menus."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from desktop import settings
from desktop.file_folder import remember, start_path
from desktop.language_menu import add_language_menu
from desktop.look import apply_style
from desktop.start_page import StartPage

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QPaintEvent
    from PySide6.QtWidgets import QMenu

    from desktop.import_job import ImportJob
    from desktop.library_loader import SessionLister
    from desktop.new_game import GameSetup
    from desktop.status_note import StatusNote
    from desktop.table.table_page import TablePage
    from games.core.session import Session
    from storage.library import Library
    from storage.record import GameRecord
    from storage.saved_session import SavedSession


def bot_pause(ui: dict) -> int:
    """The saved pause before each bot move, if it is a sensible one (else the New Game default)."""
    value = ui.get("bot_pause_ms") if isinstance(ui, dict) else None
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 60_000:
        return value
    return 700


Shortcut = QKeySequence.StandardKey | str  # a menu action's key, as QKeySequence takes it


class MainWindow(QMainWindow):
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
        self._lister: SessionLister | None = None  # reads the saved-games list off the GUI thread
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
        self._shortcuts: list[tuple[QAction, Shortcut]] = []
        self._build_menus()
        apply_style(self.menuBar())
        from desktop.status_note import StatusNote

        self._status_note = StatusNote(self)
        self.sig_first_paint.connect(lambda: QTimer.singleShot(0, self.install_shortcuts))

    def statusBar(self) -> StatusNote:  # noqa: N802 (Qt's name)
        """Messages float over the window's corner: a status bar in the layout shrank the table."""
        return self._status_note

    # --- first paint -------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.sig_first_paint.emit)

    # --- menus ---------------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self.act_new = self._action(
            file_menu, self.tr("&New Game…"), self.show_new_game, QKeySequence.StandardKey.New
        )
        self.act_home = self._action(file_menu, self.tr("&Start Page"), self.show_start, "Ctrl+Home")
        file_menu.addSeparator()
        self.act_import = self._action(file_menu, self.tr("&Import Session…"), self.import_dialog, "Ctrl+I")
        self.act_export = self._action(file_menu, self.tr("&Export Session…"), self.export_dialog, "Ctrl+E")
        self.act_export_record = self._action(
            file_menu, self.tr("Export Game &Record…"), self.export_record_dialog
        )
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        edit_menu = bar.addMenu(self.tr("&Edit"))
        self.act_undo = self._action(edit_menu, self.tr("&Undo"), self.undo, "Ctrl+Z")
        self.act_redo = self._action(edit_menu, self.tr("&Redo"), self.redo, "Ctrl+Shift+Z")
        self.act_undo.setEnabled(False)
        self.act_redo.setEnabled(False)
        edit_menu.setToolTipsVisible(True)  # a disabled Undo says, on hover, which move stands in the way
        from PySide6.QtGui import QShortcut

        # Ctrl+Z while Undo is off says why (the action's own key is dead while it is disabled).
        self._barred_key = QShortcut(QKeySequence("Ctrl+Z"), self, self.undo)
        self._barred_key.setEnabled(False)
        # A game played beside a real table may put one value right mid-game (its screens' correct_table).
        self.act_correct = self._action(
            edit_menu, self.tr("&Correct the Table…"), self.correct_table, "Ctrl+K"
        )
        self.act_correct.setEnabled(False)
        self.act_seats = self._action(edit_menu, self.tr("&Seats…"), self.open_seats)  # phone or computer
        self.act_seats.setEnabled(False)
        # The seat at the screen's own choice (the New Game page says what it can reveal); shown only at
        # the table of a game whose screens have an auto-pass rule (a game with pass windows).
        self.sep_auto_pass = edit_menu.addSeparator()
        self.act_auto_pass = self._action(
            edit_menu, self.tr("&Auto-pass When I Can Play Nothing"), self.toggle_auto_pass
        )
        self.act_auto_pass.setCheckable(True)
        self.act_auto_pass.setEnabled(False)
        self.act_auto_pass.setVisible(False)
        self.sep_auto_pass.setVisible(False)

        view_menu = bar.addMenu(self.tr("&View"))
        self.act_log = self._action(view_menu, self.tr("Show &Log"), self.toggle_log, "Ctrl+L")
        self.act_log.setCheckable(True)
        self.act_log.setChecked(settings.flag(settings.SHOW_LOG, True))
        self.act_fast_bots = self._action(view_menu, self.tr("&Quick Bots"), self.toggle_quick_bots)
        self.act_fast_bots.setCheckable(True)
        self.act_fast_bots.setChecked(settings.flag(settings.QUICK_BOTS, False))
        self.act_reasons = self._action(view_menu, self.tr("Bots' &Reasons in the Log"), self.toggle_reasons)
        self.act_reasons.setCheckable(True)
        self.act_reasons.setChecked(settings.flag(settings.BOT_REASONS, False))
        self.act_reasons.setToolTip(
            self.tr(
                "Hover over a bot's move to read why it made it. A reason may hint at the bot's hidden cards."
            )
        )
        view_menu.setToolTipsVisible(True)
        self._action(
            view_menu, self.tr("&Full Screen"), self.toggle_full_screen, QKeySequence.StandardKey.FullScreen
        )
        self.act_display = self._action(view_menu, self.tr("&Table Display"), self.open_display, "Ctrl+D")
        view_menu.addSeparator()
        add_language_menu(self, view_menu)

        help_menu = bar.addMenu(self.tr("&Help"))
        from desktop.game_catalogue import entries

        for i, game in enumerate(entries(), start=1):
            # "&1 Rules of ...": every game gets a key in the menu whatever its title's letters.
            text = self.tr("&%1 Rules of %2").replace("%1", str(i)).replace("%2", game.title())
            self._action(help_menu, text, lambda g=game.name: self.show_rules(g))
        help_menu.addSeparator()
        self._action(help_menu, self.tr("&About Quorum"), self.about)
        self._update_session_actions()

    def _action(
        self, menu: QMenu, text: str, slot: Callable[[], object], shortcut: Shortcut | None = None
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            self._shortcuts.append((action, shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def install_shortcuts(self) -> None:
        """Give the menu actions their keys. Done once the window is on screen: setting the first
        shortcut builds Qt's key enums in Python (~60 ms), which the first paint need not wait for."""
        for action, shortcut in self._shortcuts:
            action.setShortcut(QKeySequence(shortcut))
        self._shortcuts.clear()

    def _update_session_actions(self) -> None:
        saved = self.table is not None and getattr(self.table, "saved", None) is not None
        self.act_export.setEnabled(saved)
        self.act_export_record.setEnabled(saved)
        self.act_display.setEnabled(self.table is not None and self.table.has_display())
        self.act_correct.setEnabled(self.table is not None and self.table.screens.corrects_table)
        self.act_seats.setEnabled(self.table is not None and bool(self.table.hotseat.humans))

    def open_seats(self) -> None:
        """Move human seats between this computer and phones (desktop/phone/seats_dialog.py)."""
        if self.table is not None:
            from desktop.phone.seats_dialog import open_seats_dialog

            self.seats_dialog = open_seats_dialog(self.table, self)

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
            if old is not self.start_page and old is not self.table:
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

    def open_demo(self, game: str, seats: int | None = None) -> None:
        from desktop.demo import DEMO_PLAYERS, demo_seats, demo_session

        session = demo_session(game, players=seats or min(DEMO_PLAYERS, demo_seats(game)[1]))
        self.open_table(session, None, bot_pause_ms=10**9)  # the demo stands still for its photo

    # --- undo ------------------------------------------------------------------------
    def _update_undo_actions(self) -> None:
        undo_name = self.table.undo_name() if self.table is not None else None
        redo_name = self.table.redo_name() if self.table is not None else None
        # Moves the table has seen revealed (a draw, a ballot shown) cannot be taken back: Undo is off
        # then, its tooltip names the move that stands in the way, and Ctrl+Z says it on the window.
        barred = self.table.undo_barred() if undo_name is None and self.table is not None else ""
        if self._undo_barred and not barred:
            self.statusBar().clearMessage()  # the refusal no longer holds (after Redo, a new move...)
        self._undo_barred = barred
        self.act_undo.setEnabled(undo_name is not None)
        self.act_undo.setToolTip(barred or self.act_undo.text().replace("&", ""))
        self._barred_key.setEnabled(bool(barred))
        self.act_redo.setEnabled(redo_name is not None)
        self.act_undo.setText(self.tr("&Undo %1").replace("%1", undo_name) if undo_name else self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo %1").replace("%1", redo_name) if redo_name else self.tr("&Redo"))
        offered = self.table is not None and self.table.offers_auto_pass()
        self.act_auto_pass.setVisible(offered)
        self.sep_auto_pass.setVisible(offered)
        seat = self.table.auto_pass_seat() if self.table is not None else None
        self.act_auto_pass.setEnabled(seat is not None)
        self.act_auto_pass.setChecked(seat is not None and seat in self.table.hotseat.auto_pass)

    def toggle_auto_pass(self) -> None:
        seat = self.table.auto_pass_seat() if self.table is not None else None
        if seat is not None:
            self.table.set_auto_pass(seat, self.act_auto_pass.isChecked())

    def undo(self) -> None:
        barred = self.table.undo_barred() if self.table is not None and self.table.undo_name() is None else ""
        if barred:
            self.statusBar().showMessage(barred, 8000)
            return
        if self.table is not None:
            self.table.undo()  # a refused save is shown on the table's banner, never raised here

    def redo(self) -> None:
        if self.table is not None:
            self.table.redo()

    # --- view ------------------------------------------------------------------------
    def toggle_log(self) -> None:
        settings.set_flag(settings.SHOW_LOG, self.act_log.isChecked())
        if self.table is not None:
            self.table.set_log_visible(self.act_log.isChecked())

    def toggle_quick_bots(self) -> None:
        settings.set_flag(settings.QUICK_BOTS, self.act_fast_bots.isChecked())
        if self.table is not None:
            self.table.bots.set_pause(0 if self.act_fast_bots.isChecked() else self.table.bot_pause_ms)

    def toggle_reasons(self) -> None:
        settings.set_flag(settings.BOT_REASONS, self.act_reasons.isChecked())

    def correct_table(self) -> None:
        """Edit › Correct the Table…: the game's own dialog, when the table can be corrected now."""
        if self.table is None or self.table.screens.correct_table(self.table) is None:
            self.statusBar().showMessage(self.tr("Nothing to correct now: use the table check."), 4000)

    def open_display(self) -> None:
        """The game's table display (if it has one): the state of play in large type, in its own window."""
        if self.table is not None:
            self.table.open_display()

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    # --- saved sessions ------------------------------------------------------------------
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

    def export_dialog(self) -> None:
        if self.table is None or self.table.saved is None or self.library is None:
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export Session"),
            start_path(self.table.saved_name() + ".quorum"),
            self.tr("Quorum sessions (*.quorum)"),
        )
        if path:
            remember(path)
            self.export_to(path)

    def export_to(self, path: str) -> bool:
        try:
            self.library.export(self.table.saved.id, Path(path))
        except Exception as exc:
            self.show_save_error(exc)
            return False
        self.statusBar().showMessage(self.tr("Exported to %1").replace("%1", path), 5000)
        return True

    def export_record_dialog(self) -> None:
        if self.table is None or self.table.saved is None or self.library is None:
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export Game Record"),
            start_path(self.table.saved_name() + ".quorum-record"),
            self.tr("Quorum game records (*.quorum-record)"),
        )
        if path:
            remember(path)
            self.export_record_to(path)

    def export_record_to(self, path: str) -> bool:
        """Write what every seat saw (no hidden cards, votes or seed) for sharing without spoilers."""
        try:
            self.library.export_record(self.table.saved.id, Path(path))
        except Exception as exc:
            self.show_save_error(exc)
            return False
        self.statusBar().showMessage(self.tr("Game record written to %1").replace("%1", path), 5000)
        return True

    def import_dialog(self) -> None:
        if self.library is None:
            self.show_error(self.tr("Saved sessions are still loading"), self.tr("Try again in a moment."))
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import Session"),
            start_path(),
            self.tr("Quorum sessions and game records (*.quorum *.quorum-record);;All files (*)"),
        )
        if path:
            remember(path)
            self.import_from(path)

    def import_from(self, path: str) -> ImportJob | None:
        """Import in a worker thread, with progress and Cancel; returns the ImportJob (None: no library)."""
        if self.library is None:
            return None
        from PySide6.QtWidgets import QProgressDialog

        from desktop.import_job import ImportJob

        job = ImportJob(self.library, Path(path), self)
        dialog = QProgressDialog(
            self.tr("Importing %1…").replace("%1", Path(path).name), self.tr("Cancel"), 0, 100, self
        )
        dialog.setObjectName("ImportProgress")
        dialog.setWindowTitle(self.tr("Import"))
        dialog.setMinimumDuration(400)  # a quick import never flashes a dialog
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(job.cancel)
        job.sig_progress.connect(dialog.setValue)

        def finished(_value: object) -> None:
            dialog.canceled.disconnect(job.cancel)
            dialog.close()
            dialog.deleteLater()

        job.sig_done.connect(finished)
        job.sig_failed.connect(finished)
        job.sig_done.connect(lambda result: self._imported(result, path))
        job.sig_failed.connect(lambda exc: self._import_failed(exc, path))
        self.import_progress = dialog
        self.imports = [j for j in getattr(self, "imports", []) if not j.done] + [job]
        job.start()
        return job

    def _imported(self, result: str | GameRecord, path: str) -> None:
        if not isinstance(result, str):  # a game record: watched, never stored or resumed
            self.open_replay(result)
            return
        self.statusBar().showMessage(self.tr("Imported %1").replace("%1", Path(path).name), 5000)
        if self.table is None:
            self.show_start()

    def _import_failed(self, exc: Exception, path: str) -> None:
        if str(getattr(getattr(exc, "kind", None), "value", "")) == "cancelled":
            self.statusBar().showMessage(self.tr("Import cancelled; nothing was added."), 5000)
            return
        self.show_save_error(exc, path)

    def open_replay(self, record: GameRecord) -> None:
        """Watch a game record (read-only)."""
        from desktop.replay_page import ReplayPage

        self.close_table()
        page = ReplayPage(record)
        page.sig_leave.connect(self.show_start)
        self._replace_transient(page)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        if urls and all(u.isLocalFile() for u in urls):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        for url in event.mimeData().urls():
            if url.isLocalFile():
                self.import_from(url.toLocalFile())
        event.acceptProposedAction()

    # --- messages ---------------------------------------------------------------------
    def show_save_error(self, exc: Exception, path: str | None = None) -> None:
        where = str(getattr(exc, "path", None) or path or "")
        problem = str(getattr(exc, "problem", None) or exc)
        title = self.tr("Problem with a saved session")
        text = self.tr("%1\n\n%2").replace("%1", where).replace("%2", problem) if where else problem
        self.show_error(title, text)

    def show_error(self, title: str, text: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("ErrorBox")
        box.setTextFormat(Qt.TextFormat.PlainText)  # file and session names are shown as they are
        box.open()  # not exec(): tests and bots keep running

    def ask_retry(self, exc: Exception, retry: Callable[[], Any]) -> None:
        """A file another program (or window) holds: say so, with Retry."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from desktop.save_problems import save_reason

        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("The saved game is busy"),
            self.tr("%1\n\n%2").replace("%1", str(getattr(exc, "path", ""))).replace("%2", save_reason(exc)),
            QMessageBox.StandardButton.Retry | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("RetryBox")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.button(QMessageBox.StandardButton.Retry).clicked.connect(lambda: QTimer.singleShot(0, retry))
        box.open()

    # --- screenshots --------------------------------------------------------------------
    def screenshot_when_settled(self, path: str, then: Callable[[], Any]) -> None:
        def shoot() -> None:
            self.grab().save(path)
            then()

        QTimer.singleShot(400, shoot)

    # --- quitting with a move not saved ---------------------------------------------------
    def unsaved_choice(self, exc: Exception) -> str:
        """Ask what to do about a move the disk refused: "retry", "export", "quit" or "stay"."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from desktop.save_problems import save_reason

        box = QMessageBox(self)
        box.setObjectName("UnsavedBox")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("A move is not saved"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(
            self.tr(
                "The last move could not be saved: %1\n\nIf you quit now it is lost. Try again, or "
                "export the game (with that move) to another place, such as a USB stick."
            ).replace("%1", save_reason(exc))
        )
        retry = box.addButton(self.tr("Retry"), QMessageBox.ButtonRole.AcceptRole)
        export = box.addButton(self.tr("Export Elsewhere…"), QMessageBox.ButtonRole.ActionRole)
        quit_ = box.addButton(self.tr("Quit Without It"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(retry)
        box.exec()
        return {retry: "retry", export: "export", quit_: "quit"}.get(box.clickedButton(), "stay")

    def export_unsaved_dialog(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the Game Elsewhere"),
            start_path(self.table.saved_name() + ".quorum"),
            self.tr("Quorum sessions (*.quorum)"),
        )
        remember(path)
        return bool(path) and self.export_unsaved_to(path)

    def export_unsaved_to(self, path: str) -> bool:
        """Export the open game with the move the disk refused, so nothing is lost."""
        try:
            self.library.export(self.table.saved.id, Path(path), unsaved=True)
        except Exception as exc:
            self.show_save_error(exc)
            return False
        return True

    def may_close(self) -> bool:
        """False while a refused move is neither saved, exported elsewhere nor given up."""
        while self.table is not None and getattr(self.table.hotseat, "blocked", False):
            choice = self.unsaved_choice(self.table.hotseat.save_error)
            if choice == "retry":
                self.table.retry_save()
            elif choice == "export":
                if self.export_unsaved_dialog():
                    return True
            elif choice == "quit":
                self.table.hotseat.forget_unsaved()
                return True
            else:
                return False
        return True

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.may_close():
            event.ignore()
            return
        if self.remember_geometry:
            settings.save_geometry(self)
        self.close_table()
        super().closeEvent(event)
