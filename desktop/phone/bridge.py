"""The table's side of phone seats, on the Qt thread: runs the server, builds and pushes each phone seat's
screen after every change, and plays the moves phones send through the same path as a click."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from desktop import settings
from desktop.assets import asset
from desktop.phone import seats as phone_notes
from desktop.phone.screens import builder
from desktop.phone.seat_marks import mark_panels
from desktop.phone.server import PhoneServer
from desktop.phone.strings import page_strings
from desktop.translations import current_language, tr
from games.core.errors import CorruptLog, IllegalAction
from games.core.legal import is_listed
from games.core.session import Change

if TYPE_CHECKING:
    from desktop.table.table_base import TableBase
    from games.core.session import Session


class PhoneBridge(QObject):
    """Phone seats of one open table. The server calls in on its own thread; these signals carry the
    calls over to the Qt thread (a queued connection: the QObject lives on the Qt thread)."""

    sig_move = Signal(int, str, int, object)
    sig_preview = Signal(int, str, int, object)
    sig_claim = Signal(int, object)
    sig_presence = Signal(int, bool)
    sig_joined = Signal()
    """Which seats have a phone (or a connected one) changed: the join panel and seat marks redraw."""

    def __init__(self, table: TableBase, ui: dict[str, Any]) -> None:
        super().__init__()
        self.table = table
        self.session: Session = table.session
        self.names = table.names
        self.ui = dict(ui)
        self.module = builder(self.session.game.name)
        self.seats: tuple[int, ...] = ()
        self.versions: dict[int, int] = {}
        self.last: dict[int, str] = {}  # each seat's last screen without its version (JSON)
        self.notices: dict[int, str] = {}  # "a move was taken back", until that seat's next move
        self.claimed: dict[int, bool] = {}
        self.online: dict[int, bool] = {}
        self.server = PhoneServer(
            asset("phone"),
            on_move=self.sig_move.emit,
            on_preview=self.sig_preview.emit,
            on_claim=self.sig_claim.emit,
            on_presence=self.sig_presence.emit,
        )
        self.server.set_strings(page_strings(), current_language())
        self.sig_move.connect(self._move)
        self.sig_preview.connect(self._preview)
        self.sig_claim.connect(self._claimed)
        self.sig_presence.connect(self._presence)
        self.host = ""
        self.link_host = ""
        self.closed = False
        self.session.listeners.insert(0, self._on_change)  # before the table redraws (and pushes)
        table.hotseat.sig_changed.connect(self.refresh)

    # --- life ------------------------------------------------------------------------------
    def start(self, seats: tuple[int, ...]) -> None:
        """Serve `seats`: bind (the chosen or saved port, else the default, else any free one)."""
        # Edit › Seats…'s port and address, below this run's flags
        host = phone_notes.chosen_host() or settings.phone_host() or phone_notes.lan_address()
        chosen = phone_notes.chosen_port()
        if chosen is None:
            chosen = settings.phone_port()
        saved_port = self.ui.get(phone_notes.PHONE_PORT)
        port = chosen if chosen is not None else (saved_port if type(saved_port) is int else
                                                   phone_notes.DEFAULT_PORT)
        try:
            self.host, bound = self.server.start(host, port)
        except OSError:
            if chosen is not None and chosen != 0:
                raise
            self.server = self._fresh_server()
            self.host, bound = self.server.start(host, 0)
        self.link_host = phone_notes.lan_address() if host in ("0.0.0.0", "::", "") else host
        _close_on_terminate()
        self._remember(**{phone_notes.PHONE_PORT: bound})
        self.set_seats(seats)

    def _fresh_server(self) -> PhoneServer:
        server = PhoneServer(asset("phone"), on_move=self.sig_move.emit, on_preview=self.sig_preview.emit,
                             on_claim=self.sig_claim.emit, on_presence=self.sig_presence.emit)
        server.set_strings(page_strings(), current_language())
        return server

    def set_seats(self, seats: tuple[int, ...]) -> None:
        """Serve these phone seats (new ones get a token; a seat moved back to the computer is dropped)."""
        changes = phone_notes.tokens_for(self.ui, seats)
        changes[phone_notes.PHONE_SEATS] = sorted(seats)
        for seat in set(self.seats) - set(seats):
            changes[phone_notes.device_key(seat)] = None
            self.server.release(seat)
        self._remember(**changes)
        self.seats = tuple(sorted(seats))
        for seat in self.seats:
            device = self.ui.get(phone_notes.device_key(seat))
            self.server.set_seat(seat, self.ui[phone_notes.token_key(seat)],
                                 device if isinstance(device, str) else None)
            self.claimed[seat] = isinstance(device, str)
        for seat in list(self.server.seats):
            if seat not in self.seats:
                del self.server.seats[seat]
        self.last.clear()
        self.refresh()
        for seat in self.seats:
            print(f"JOIN {seat} {self.names[seat]} {self.url(seat)}", flush=True)
        self.sig_joined.emit()

    def close(self, reason: str | None = None, tell: bool = True) -> None:
        """The table closes: the phones are told (`tell` off: the table sits down again at once, after a
        seat change, and the phones reconnect to it), the server stops."""
        if self.closed:
            return
        self.closed = True
        if self._on_change in self.session.listeners:
            self.session.listeners.remove(self._on_change)
        self.server.stop(reason if reason is not None else tr("The table was closed."), tell)

    def url(self, seat: int) -> str:
        return self.server.url(seat, self.link_host)

    def release(self, seat: int) -> None:
        """"Let another phone take this seat": the bound phone is let go; the next to open the link claims."""
        self.server.release(seat)

    def _remember(self, **changes: object) -> None:
        self.ui.update(changes)
        self.ui = {k: v for k, v in self.ui.items() if v is not None}
        saved = self.table.saved
        if saved is not None and hasattr(saved, "update_ui"):
            try:
                saved.update_ui(**changes)
            except Exception:  # the table plays on; the links are new next time
                pass

    # --- screens -------------------------------------------------------------------------------
    def _on_change(self, _session: Session, change: Change, _index: int) -> None:
        if change is Change.UNDONE:
            self.notices = {seat: tr("A move was taken back at the table.") for seat in self.seats}

    def screen(self, seat: int) -> dict[str, Any]:
        """The seat's screen now, from its view and listing only (the version is added when pushed)."""
        session = self.session
        view = session.view(seat)
        legal = session.legal_actions(seat) if not session.is_over() else ()
        if self.module is None:
            body: dict[str, Any] = {"title": "", "status": "", "your_turn": False, "blocks": [
                {"kind": "text", "tone": "warn", "text": tr("This game cannot be played from a phone yet.")}]}
        else:
            body = self.module.screen(view, legal, seat, self.names)
        return {
            "game": session.game.name, "seat": seat, "seat_name": self.names[seat],
            "lang": current_language(), "notice": self.notices.get(seat), **body,
        }

    def refresh(self) -> None:
        """Rebuild every phone seat's screen; push those that changed."""
        if self.closed:
            return
        for seat in self.seats:
            self.push(seat)
        mark_panels(self.table, self.seats, self.online)

    def push(self, seat: int, force: bool = False) -> None:
        screen = self.screen(seat)
        text = json.dumps(screen, sort_keys=True)
        if text == self.last.get(seat) and not force:
            return
        self.last[seat] = text
        self.versions[seat] = version = self.versions.get(seat, 0) + 1
        screen["version"] = version
        self.server.push(seat, screen)

    # --- moves ---------------------------------------------------------------------------------
    def _move(self, seat: int, move_id: str, version: int, data: object) -> None:
        if self.closed or seat not in self.seats:
            return
        ok, message = self.play(seat, version, data)
        self.server.answer(seat, move_id, ok, message)

    def play(self, seat: int, version: int, data: object) -> tuple[bool, str]:
        """Check and play one phone move through the table (autosave, undo, bots: as a click); (ok, why)."""
        if version != self.versions.get(seat):
            self.push(seat, force=True)
            return False, page_strings()["stale"]
        action, why = self._decode(seat, data)
        if action is None:
            return False, why
        self.notices.pop(seat, None)
        hotseat = self.table.hotseat
        if (refused := hotseat.save_error) is not None:  # hotseat.blocked, spelled so mypy sees the error
            from desktop.save_problems import save_reason

            return False, tr("The table could not save the last move: %1").replace("%1", save_reason(refused))
        done = self.table.play(action)
        if not done and hotseat.blocked:
            return False, tr("The table could not save your move; it waits for the laptop.")
        return done, "" if done else tr("That move is not allowed now.")

    def _decode(self, seat: int, data: object) -> tuple[Any, str]:
        try:
            action = self.session.game.codec.decode(data)
            self.session.game.codec.check(action)
        except (CorruptLog, IllegalAction, TypeError, ValueError):
            return None, tr("The table could not read that move.")
        if action.seat != seat:
            return None, tr("That move is not allowed now.")
        if self.session.is_over():
            return None, tr("The session is over.")
        try:
            legal = self.session.legal_actions(seat)
        except NotImplementedError:
            legal = None
        if legal is not None and not is_listed(legal, action):
            try:
                self.session.check_turn(action)
            except IllegalAction as exc:
                return None, self.table.screens.refusal(exc, self.names)
            return None, tr("That move is not allowed now.")
        return action, ""

    def _preview(self, seat: int, preview_id: str, version: int, data: object) -> None:
        if self.closed or seat not in self.seats:
            return
        action, why = self._decode(seat, data)
        if action is None:
            self.server.previewed(seat, preview_id, why, False)
            return
        make = getattr(self.module, "preview", None)
        if make is None:
            self.server.previewed(seat, preview_id, "", True)
            return
        view = self.session.view(seat)
        text, ok = make(view, self.session.legal_actions(seat), seat, self.names, action)
        self.server.previewed(seat, preview_id, text, ok)

    # --- devices -------------------------------------------------------------------------------
    def _claimed(self, seat: int, device: object) -> None:
        if seat not in self.seats:
            return
        self.claimed[seat] = isinstance(device, str)
        self._remember(**{phone_notes.device_key(seat): device if isinstance(device, str) else None})
        self.sig_joined.emit()

    def _presence(self, seat: int, online: bool) -> None:
        self.online[seat] = online
        mark_panels(self.table, self.seats, self.online)
        self.sig_joined.emit()


_terminate_watch: list[object] = []


def _close_on_terminate() -> None:
    """A table started from a terminal and ended there (SIGTERM) closes its windows as a click would, so the
    phones are told the table closed. Python runs a signal handler only between Qt's events: a slow timer
    lets it in. Done once, and only where nobody else handles SIGTERM."""
    import signal
    import threading

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    if _terminate_watch or threading.current_thread() is not threading.main_thread():
        return
    if signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
        return

    def ended(_signum: int, _frame: object) -> None:
        QTimer.singleShot(0, QApplication.closeAllWindows)
        QTimer.singleShot(3000, QApplication.quit)

    signal.signal(signal.SIGTERM, ended)
    timer = QTimer()
    timer.timeout.connect(lambda: None)
    timer.start(250)
    _terminate_watch.append(timer)

