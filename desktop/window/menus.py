"""The main window's menus (File, Edit, View, Help) and what Edit and View do to the open table: Undo and
Redo with why a move cannot be taken back, auto-pass, the log, quick bots, the table display."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu

from desktop import settings
from desktop.language_menu import add_language_menu
from desktop.seat_menu import SeatMenu
from desktop.window.base import WindowBase

Shortcut = QKeySequence.StandardKey | str  # a menu action's key, as QKeySequence takes it


class WindowMenus(WindowBase):
    _shortcuts: list[tuple[QAction, Shortcut]]
    _undo_barred: str  # why the last moves cannot be taken back: Ctrl+Z says it instead of undoing
    seats_dialog: object

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
        self.seat_menu = SeatMenu(self, edit_menu)  # the hand shown open, offers refused: taken back there

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
        add_language_menu(view_menu, self.rebuilt)

        help_menu = bar.addMenu(self.tr("&Help"))
        from desktop.game_catalogue import entries

        for i, game in enumerate(entries(), start=1):
            # "&1 Rules of ...": every game gets a key in the menu whatever its title's letters.
            text = self.tr("&%1 Rules of %2").replace("%1", str(i)).replace("%2", game.title())
            self._action(help_menu, text, partial(self.show_rules, game.name))
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
        self.act_auto_pass.setChecked(
            seat is not None and self.table is not None and seat in self.table.hotseat.auto_pass
        )

    def toggle_auto_pass(self) -> None:
        seat = self.table.auto_pass_seat() if self.table is not None else None
        if seat is not None and self.table is not None:
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
        if self.table is not None:
            self.table.reasons_asked = self.act_reasons.isChecked()

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
