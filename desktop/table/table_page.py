"""The page of a game in play: the board for the seat at the keyboard (or the curtain), the log, tallies.

Its parts by job: the side panel and the save banner (side_panel.py), Undo and Redo (take_back.py); a
board is given a BoardContext (board_context.py), not this page."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import settings
from desktop.bots import BotDriver
from desktop.curtain import Curtain
from desktop.hotseat import Hotseat
from desktop.plain_text import plain_labels
from desktop.table.board_context import BoardContext
from desktop.table.log_model import LogModel
from desktop.table.panel_cache import PanelCache
from desktop.table.reasons import explainer
from desktop.table.result_panel import VoteResult
from desktop.table.screens import DisplayWindow, screens_for
from desktop.table.seat_badge import use_table_names
from desktop.table.side_panel import SaveBanner, SidePanel
from desktop.table.standings import StandingsStrip
from desktop.table.take_back import TakeBack, taken_back_lines
from desktop.translations import tr
from games.core.actions import Action
from games.core.seats import SeatKind

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent

    from games.core.actions import Action
    from games.core.session import Session
    from storage.saved_session import SavedSession


class TablePage(TakeBack):
    sig_history = Signal()
    """What Undo/Redo can do has changed."""
    sig_leave = Signal()
    """The players want to go back to the start page."""
    sig_reseat = Signal()
    """A seat was added or left: the table is drawn anew for the seats as they are (MainWindow.reseat)."""

    def __init__(
        self,
        session: Session,
        saved: SavedSession | None = None,
        bot_pause_ms: int = 700,
        ui: dict[str, Any] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("TablePage")
        self.session = session
        self.saved = saved
        self.game = session.game
        self.bot_pause_ms = bot_pause_ms
        self.names = tuple(s.name for s in session.seats)  # the log may have added a chair (a late player)
        self.colours = tuple(s.colour for s in session.seats)
        use_table_names(self.names)  # badges told apart where names share an initial (Боря, Бот)
        self.chairs = chairs(session)
        self.screens = screens_for(self.game.name)
        self.hotseat = Hotseat(session, saved, ui, shared=self.screens.shared_screen(session))
        self.ui_at_open = dict(ui or {})  # the phone seats read their links from it (desktop/phone)
        self.phones = None  # the phone seats' bridge, while this table has phone seats
        self.display: DisplayWindow | None = None  # the table display window (View › Table Display)
        self.bots = BotDriver(self.hotseat, bot_pause_ms)
        # View › Bots' Reasons, read once (the window tells a change): asked of QSettings for every log row
        # with a reason, it cost 0.16 ms a row (the settings file is checked and read each time).
        self.reasons_asked = settings.flag(settings.BOT_REASONS, False)
        self.bots.sig_stuck.connect(
            lambda msg: self.show_refusal(self.tr("A bot could not move: %1").replace("%1", msg))
        )
        self.current: QWidget | None = None
        self.panels = PanelCache()  # seat panels reused between redraws (see panel_cache.py)

        self.result: VoteResult | None = None  # the last vote's result, until dismissed or a move
        self.deltas: tuple[int, ...] = ()  # score changes shown with it (seat panels read them)
        self._first = True
        self._log_count = -1  # entries the log showed at the last drawing (scrolled to the end then)
        # Scores always in view; the score changes of the last vote beside them until it is dismissed.
        self.scores_of = self.screens.scores if self.screens.has_scores else None
        self._scores = self.scores_of(self) if self.scores_of is not None else ()
        # Log entries already looked at for a result: a vote the bots finished since the last human
        # move (on opening a saved game too) is still news to the table.
        self._seen = _after_last_human(session, self.hotseat.humans)
        # Seats whose moves were taken back, with where the log said so: kept with the save (ui).
        self.taken_back: list[tuple[int, int]] = taken_back_lines(ui, len(self.names))

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(self._build_stage(), 1)
        layout.addWidget(self._build_side())
        self._follow_hotseat()

    def _build_stage(self) -> QVBoxLayout:
        """The left column: the scores strip, the save banner and the stage the boards are shown on."""
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        self.standings = StandingsStrip(self.names, self.colours, self.screens.score_unit())
        self.standings.setVisible(self.scores_of is not None)
        left.addWidget(self.standings)
        self.stage = QStackedWidget()
        self.stage.setObjectName("Stage")
        left.addWidget(self._build_save_banner())
        left.addWidget(self.stage, 1)
        return left

    def _build_side(self) -> SidePanel:
        """The side panel (side_panel.py) with the log, and Enter to dismiss a vote's result."""
        self.log_model = self._log_model()
        if self.taken_back:
            self.log_model.set_notes([(k, self._taken_back_text(seat)) for k, seat in self.taken_back])
        self.side = SidePanel(self.log_model, self.screens.shows_tally)
        self.prompt, self.refusal, self.tally = self.side.prompt, self.side.refusal, self.side.tally
        self.log_view, self.result_panel = self.side.log_view, self.side.result_panel
        self.result_panel.sig_dismissed.connect(self.dismiss_result)
        self.dismiss_keys: list[QShortcut] = []
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.setEnabled(False)  # only while a result is shown: Enter confirms the curtain too
            shortcut.activated.connect(self.dismiss_result)
            self.dismiss_keys.append(shortcut)
        return self.side

    def _follow_hotseat(self) -> None:
        """Redraw on every change; a refused save or move is shown; the game's own automatic answers."""
        self.hotseat.auto_mover = self.screens.auto_pass if self.screens.offers_auto_pass else None
        self.hotseat.auto_refuser = self.screens.muted_answer
        self.hotseat.sig_changed.connect(self.refresh)
        self.hotseat.sig_save_failed.connect(self._save_failed)
        self.hotseat.sig_saved.connect(self.save_banner.hide)
        self.hotseat.sig_refused.connect(self._refused)

    def _refused(self, error: Exception) -> None:
        reason = self.screens.refusal(error, self.names)
        self.show_refusal(self.tr("That move is not allowed: %1").replace("%1", reason))

    def _build_save_banner(self) -> QWidget:
        """A bar over the table while a move could not be saved: why, and Retry. Play waits for it."""
        self.save_banner = SaveBanner()
        self.save_text, self.retry_button = self.save_banner.text, self.save_banner.retry_button
        self.retry_button.clicked.connect(self.retry_save)
        return self.save_banner

    def _log_model(self) -> LogModel:
        """The log's rows phrased by the game's screens; why a bot moved, when the table may know it."""
        joined = self.screens.joins_log_entries  # a game may put several entries on one row (passes in a row)
        model = LogModel(
            self.session,
            lambda e: self.screens.phrase(e, self.names),
            self.colours,
            self.screens.joins if joined else None,
            (lambda run: self.screens.phrase_run(run, self.names)) if joined else None,
            self.screens.seen,
        )
        model.explain = explainer(  # why a bot moved: on hover, when asked for or once all is known
            self.bots.reasons, lambda: self.names, self._reasons_shown
        )
        return model

    def _save_failed(self, exc: Exception) -> None:
        from desktop.save_problems import save_reason

        self.save_text.setText(
            self.tr("Could not save: %1 — nothing more is played until it is saved.").replace(
                "%1", save_reason(exc)
            )
        )
        self.save_banner.show()
        self.sig_history.emit()

    def retry_save(self) -> bool:
        """Try again to save the move the disk refused (the banner's Retry)."""
        return self.hotseat.retry_save()

    # --- life ----------------------------------------------------------------------
    def start(self) -> None:
        from desktop.phone.table_hook import attach_phones  # no server is imported without phone seats

        attach_phones(self)
        self.refresh()

    def stop(self) -> None:
        if self.phones is not None:
            self.phones.close()
        self.bots.stop()
        self.hotseat.detach()
        if self.display is not None:
            self.display.close()
            self.display = None

    def board_context(self) -> BoardContext:
        """What a board may use of this page (board_context.py): never the session itself."""
        session = self.session
        return BoardContext(
            self.names,
            self.colours,
            tuple(s.kind == SeatKind.BOT for s in session.seats),
            self.play,
            session.legal_actions,
            self.panels,
            lambda: self.deltas,
            lambda: (self.stage.width(), self.stage.height()),
            session.refusal,
        )

    def has_display(self) -> bool:
        return self.screens.has_display

    def open_display(self, full_screen: bool = False) -> DisplayWindow | None:
        """The table display: a second window in large type for a TV or projector (if the game has one)."""
        if not self.screens.has_display:
            return None
        display = self.display
        if display is None:
            display = self.display = self.screens.display(self)
            if display is None:
                return None
            self.hotseat.sig_changed.connect(display.refresh)
        display.refresh()
        if full_screen:
            display.showFullScreen()
        else:
            display.show()
        display.raise_()
        return display

    def saved_name(self) -> str:
        return str(getattr(self.saved, "name", "") or self.game.name)

    def _reasons_shown(self) -> bool:
        return self.reasons_asked or self.session.is_over()

    def set_log_visible(self, visible: bool) -> None:
        self.side.setVisible(visible)

    # --- drawing ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild the stage from the session: the end screen, the curtain, or one seat's board."""
        if chairs(self.session) != self.chairs:
            # A seat was added or left (or an undo took that back): the main window sits the table
            # down again with its names, colours and phones as they are now (MainWindow.reseat).
            self.sig_reseat.emit()
            return
        self.refusal.hide()
        fresh: list[QWidget] | None = None
        seat = self.hotseat.screen_seat()
        curtain = self.hotseat.curtain_for()
        self._take_result()
        log = self.log_model
        shown = (log.viewer, len(log.notes), log.rowCount(), self._log_count)
        log.set_viewer(seat)
        log.sync()
        self._log_count = len(self.session.entries)
        if shown != (seat, len(log.notes), log.rowCount(), self._log_count):
            self.log_view.scrollToBottom()  # lays the rows out: only when there is something new
        if curtain is not None or self.session.is_over():
            self.panels.clear()  # nothing drawn for one seat survives a hand-over
        if self.session.is_over():
            from desktop.end_screen import EndScreen

            # A game's own score breakdown and how it broke a tie, if it has them; each standing's
            # group (its engine's English) in the player's language.
            end = EndScreen(
                self.session,
                self.names,
                self.colours,
                self.screens.end_details(self),
                self.screens.standing_group,
                self.screens.tie_break(self),
            )
            end.sig_home.connect(self.sig_leave.emit)
            widget: QWidget = end
            self.prompt.setText(self.tr("The session is over."))
        elif curtain is not None:
            face_down = self.hotseat.hand_face_down()
            curtain_page = Curtain(
                curtain,
                self.names[curtain],
                self.colours[curtain],
                self.screens.curtain_reason(self, curtain),
                face_down=face_down,
            )
            curtain_page.sig_confirmed.connect(self.hotseat.confirm)
            if face_down:
                curtain_page.add_side_move(
                    tr("Show my hand open after the bots' moves"), lambda: self.keep_hand_open(curtain)
                )
            for other, action in self._side_moves(curtain):
                label = tr("%1: %2").replace("%1", self.names[other])  # "Alice: Drop Deal"
                label = label.replace("%2", self.screens.move_name(action.kind))
                curtain_page.add_side_move(label, partial(self.play, action))
            widget = curtain_page
            self.prompt.setText(self.screens.prompt(self, None))
        else:
            update = getattr(self.current, "update_view", None)
            same_seat = getattr(self.current, "seat", -1) == seat
            if (
                update is not None
                and same_seat
                and self.current is not None
                and update(self.session.view(seat))
            ):
                widget = self.current  # redrawn in place: only what changed was rebuilt
                fresh = getattr(widget, "fresh_parts", None)  # the parts it built anew, if it says
            else:
                widget = self.screens.board(self, seat)
            self.prompt.setText(self.screens.prompt(self, seat))
        if widget is not self.current:
            self._set_stage(widget)
        # Names are the players' text: never markup. A label keeps the format it was given, so only
        # labels made since the last drawing need it (walking every label cost a frame's share).
        for part in fresh if fresh is not None else [widget]:
            plain_labels(part)
        self.panels.sweep()
        if self.screens.shows_tally:
            self._show_tally()
        self.sig_history.emit()
        self.bots.poke()
        if curtain is not None:
            widget.setFocus()

    # --- the result moment ------------------------------------------------------------
    def _take_result(self) -> None:
        """Look at the moves made since the last drawing: a vote's result comes up in the side panel
        with the score changes since the last drawing; an undo clears it."""
        entries = self.session.entries
        scores = self.scores_of(self) if self.scores_of is not None else ()
        if len(entries) < self._seen:
            self._seen = len(entries)
            self._clear_result()
        found = None
        for index in range(self._seen, len(entries)):
            found = self.screens.result(self, self.screens.seen(entries[index], None)) or found
        self._seen = len(entries)
        if found is not None:
            deltas = tuple(a - b for a, b in zip(scores, self._scores, strict=False)) if scores else ()
            if self._first:  # opening: the scores before the vote are not known, the result's are
                deltas = ()
            if not any(deltas):
                deltas = found.deltas
            self.result = replace(found, deltas=deltas)
            self.deltas = deltas
            self.tally.hide()  # first: the side panel is laid out once, with the result in the tally's place
            self.result_panel.show_result(self.result, self.names, self.colours)
            # Its height now, before the log is scrolled to its end (a panel already showing is resized
            # by a layout request only, after the log would have scrolled at its old height).
            for panel in (self.result_panel, self.side):
                if (laid := panel.layout()) is not None:
                    laid.activate()
            for key in self.dismiss_keys:
                key.setEnabled(True)
        self._scores = scores
        self._first = False
        if self.scores_of is not None:
            self.standings.set_scores(scores, self.deltas, self.session.seats_left())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # Enter that no control took (the shortcut covers the rest): the result has been read.
        if self.result is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.dismiss_result()
            return
        super().keyPressEvent(event)

    def offers_auto_pass(self) -> bool:
        """Whether this game has windows a seat may pass by itself (its screens give an auto-pass rule)."""
        return self.hotseat.auto_mover is not None

    def auto_pass_seat(self) -> int | None:
        """The human seat at the screen that may choose auto-pass now (None: nobody, or a game without it)."""
        if self.hotseat.auto_mover is None or self.hotseat.curtain_for() is not None:
            return None
        if self.session.is_over():
            return None
        seat = self.hotseat.screen_seat()
        return seat if seat is not None and seat in self.hotseat.humans else None

    def set_auto_pass(self, seat: int, on: bool) -> None:
        """A human seat's own choice to pass by itself where it can play nothing (kept with the save)."""
        (self.hotseat.auto_pass.add if on else self.hotseat.auto_pass.discard)(seat)
        if self.saved is not None and hasattr(self.saved, "update_ui"):
            try:
                self.saved.update_ui(auto_pass=sorted(self.hotseat.auto_pass) or None)
            except Exception:  # a small note the table can do without
                pass
        if on:
            self.hotseat.pass_by_choice()  # the seat may be asked now in a window it has nothing for

    def keep_hand_open(self, seat: int) -> None:
        """A seat's own choice: after the bots' moves its hand comes back open (kept with the save)."""
        self.hotseat.open_hand.add(seat)
        if self.saved is not None and hasattr(self.saved, "update_ui"):
            try:
                self.saved.update_ui(open_hand=sorted(self.hotseat.open_hand))
            except Exception:  # a small note the table can do without
                pass
        self.hotseat.confirm(seat)

    def dismiss_result(self) -> None:
        if self.result is None:
            return
        self._clear_result()
        self.refresh()  # the seat panels drop their score changes

    def _clear_result(self, keep_panel: bool = False) -> None:
        self.result = None
        self.deltas = ()
        if not keep_panel:
            self._hide_result()
        for key in self.dismiss_keys:
            key.setEnabled(False)

    def _hide_result(self) -> None:
        self.result_panel.hide()
        self.tally.setVisible(self.screens.shows_tally)

    def _show_tally(self) -> None:
        tally = self.screens.tally(self)  # public: it may stay in view behind the curtain
        if tally is None:
            self.tally.title = self.tr("No vote under way")
            self.tally.set_lines((), 0, "")
            return
        title, lines, scale, footer = tally
        self.tally.title = title
        self.tally.set_lines(lines, scale, footer)
        if self.tally.height() < self.tally.room_needed():  # more lines, or a footer wrapped in two
            self.tally.setFixedHeight(self.tally.room_needed())

    def _set_stage(self, widget: QWidget) -> None:
        old = self.current
        self.current = widget
        self.stage.addWidget(widget)
        self.stage.setCurrentWidget(widget)
        if old is not None:
            # Gone at once (not just hidden), so no earlier seat's cards outlive its turn.
            self.stage.removeWidget(old)
            old.hide()
            old.deleteLater()

    def show_refusal(self, text: str) -> None:
        self.refusal.setText(text)
        self.refusal.show()

    # --- moves -------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        seen = self.result is not None
        if seen:  # a player acts: the result has been seen
            # It leaves the side panel after the move is drawn: a move that ends the next vote puts
            # that result in its place, and hiding it first laid the side panel and the log out twice.
            self._clear_result(keep_panel=True)
        done = self.hotseat.play(action)
        if seen and self.result is None:
            self._hide_result()
        return done

    def _side_moves(self, curtain: int) -> list[tuple[int, Action]]:
        """Single moves other players at the keyboard may make while the screen goes to `curtain`
        (the engine lists them: withdrawing a deal offer, for one)."""
        out = []
        for seat in self.hotseat.humans:
            if seat == curtain or seat in self.session.to_act():
                continue
            try:
                legal = self.session.legal_actions(seat)
            except NotImplementedError:  # a game that does not list its moves offers none here
                continue
            out += [(seat, entry) for entry in legal if isinstance(entry, Action)]
        return out


def chairs(session: Session) -> tuple[int, frozenset[int]]:
    """The table's seats as the screen draws them: how many, and which players left the game."""
    return len(session.seats), session.seats_left()


def _after_last_human(session: Session, humans: tuple[int, ...]) -> int:
    """The index of the log entry of the last move a human made (0 if none)."""
    for index in range(len(session.actions) - 1, -1, -1):
        if session.actions[index].seat in humans:
            return index  # a result that came with that move is still news to the table
    return 0
