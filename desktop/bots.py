"""Plays the bot seats by themselves: after a short visible pause a bot thinks on a worker thread
(QThreadPool), so the table, undo, save and quit stay responsive; its move is played on the GUI
thread, and dropped if the table moved on meanwhile (an undo, a redo, a quit)."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from games.core.bots import Bot, make_bot
from games.core.reasons import reason_of
from games.core.seats import BotLevel

if TYPE_CHECKING:
    from desktop.hotseat import Hotseat
    from games.core.actions import Action
    from games.core.reasons import Reason
    from games.core.session import Change, Session


STRONG_SECONDS = 0.8  # a Strong bot's thinking time per move at the table (the promise is <= 1 s)


def bot_for(session: Session, seat: int, cancel: threading.Event | None = None) -> Bot:
    """The bot for `seat` at its chosen level. A fresh one per move, its dice derived from the seed and
    the move number: bots replay identically after an undo, and never touch the game's own dice."""
    level = getattr(session.seats[seat], "level", BotLevel.RANDOM)
    seed = session.config.seed * 1_000_003 + seat * 7919 + len(session)
    budget = None
    if level is BotLevel.STRONG:
        from games.core.search import Budget

        budget = Budget(playouts=None, seconds=STRONG_SECONDS, cancel=cancel)
    return make_bot(session.game, level, seed, budget)


class _Relay(QObject):
    """Carries a worker's answer back to the GUI thread (a queued signal: it lives there)."""

    sig_done = Signal(object, object, object, object)  # ticket, action or None, reason or None, error or None


class _Thinking(QRunnable):
    def __init__(self, bot: Bot, view: object, ticket: object, relay: _Relay, game: object = None) -> None:
        super().__init__()
        self.bot, self.view, self.ticket, self.relay, self.game = bot, view, ticket, relay, game

    def run(self) -> None:
        reason = None
        try:
            action, error = self.bot.act(self.view), None
            reason = reason_of(self.game, self.bot, self.view, action)  # why, from the bot's own reckoning
        except Exception as exc:  # reported on the table, never lost in the worker
            action, error = None, f"{type(exc).__name__}: {exc}"
        self.relay.sig_done.emit(self.ticket, action, reason, error)


class BotDriver(QObject):
    sig_stuck = Signal(str)
    """A bot could not find a legal move (a rules bug): the text says what happened."""
    sig_thinking = Signal(int)
    """A bot seat started thinking (-1: nobody is thinking any more)."""

    def __init__(self, hotseat: Hotseat, pause_ms: int = 700) -> None:
        super().__init__()
        self.hotseat = hotseat
        self.pause_ms = pause_ms
        self.running = True
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.step)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        # No parent: a worker still running after the table closed holds the relay alive by itself.
        self.relay = _Relay()
        self.relay.sig_done.connect(self._done)
        self.ticket: object | None = None  # the move being thought about; None: nobody thinks
        self.cancel: threading.Event | None = None
        self.generation = 0  # bumped by every change of the session: a stale answer is dropped
        # Why each bot move was made, by the index of the log entry it made (games/core/reasons.py): kept
        # beside the log, never in the saved game; entries taken back take their reasons with them.
        self.reasons: dict[int, Reason] = {}
        # First in line: a stale thought is forgotten before the table redraws and asks for the next move.
        hotseat.session.listeners.insert(0, self._on_session_change)

    def set_pause(self, ms: int) -> None:
        self.pause_ms = ms
        if self.timer.isActive():
            self.timer.start(self.pause_ms)

    def stop(self) -> None:
        """No more bot moves (the table is closing): a bot still thinking is told to stop, and its
        answer will be dropped."""
        self.running = False
        self.timer.stop()
        self._forget()
        if self._on_session_change in self.hotseat.session.listeners:
            self.hotseat.session.listeners.remove(self._on_session_change)

    def wait(self, ms: int = 3000) -> bool:
        """Wait for a worker still running (tests, and quitting); True when none is."""
        return self.pool.waitForDone(ms)

    def thinking(self) -> bool:
        return self.ticket is not None

    def poke(self) -> None:
        """Schedule the next bot move if a bot must act. While a redo is possible bots wait, so
        that Redo still has something to give back."""
        session = self.hotseat.session
        blocked = getattr(self.hotseat, "blocked", False)  # a move the disk refused: wait for Retry
        if not self.running or blocked or session.can_redo() or not self.hotseat.bots_to_act():
            self.timer.stop()
            return
        if not self.timer.isActive() and self.ticket is None:
            self.timer.start(self.pause_ms)

    def step(self) -> bool:
        """Start one bot thinking now; True if one did."""
        session = self.hotseat.session
        seats = self.hotseat.bots_to_act()
        blocked = getattr(self.hotseat, "blocked", False)  # a move the disk refused: wait for Retry
        if not self.running or blocked or not seats or session.can_redo() or self.ticket is not None:
            return False
        seat = seats[0]
        self.cancel = threading.Event()
        try:
            bot = bot_for(session, seat, self.cancel)
            view = session.view(seat)  # made here, on the GUI thread: the worker never touches the session
            if hasattr(view, "complete"):  # a view worked out as it is read: finish it before the table moves
                view = view.complete()
        except Exception as exc:
            self.stop()
            self.sig_stuck.emit(f"{type(exc).__name__}: {exc}")
            return False
        self.ticket = ticket = (self.generation, seat)
        self.sig_thinking.emit(seat)
        self.pool.start(_Thinking(bot, view, ticket, self.relay, session.game))
        return True

    def _done(self, ticket: object, action: Action | None, reason: Reason | None, error: str | None) -> None:
        if ticket != self.ticket or not self.running:
            return  # the table moved on (undo, redo, quit) while the bot thought: forget its move
        self.ticket = None
        self.sig_thinking.emit(-1)
        if error is not None:
            self.stop()
            self.sig_stuck.emit(error)
            return
        assert action is not None  # no error: the worker's bot answered (Bot.act returns an Action)
        entry = len(self.hotseat.session.entries)  # the log entry the move makes (the log reads it then)
        if reason is not None:
            self.reasons[entry] = reason
        if not self.hotseat.play(action):
            self.reasons.pop(entry, None)
            if not getattr(self.hotseat, "blocked", False):  # refused by the rules: a bug, stop
                self.stop()
            return  # refused by the disk: wait; Retry's redraw pokes the bots again
        self.poke()

    def _forget(self) -> None:
        if self.cancel is not None:
            self.cancel.set()
        if self.ticket is not None:
            self.ticket = None
            self.sig_thinking.emit(-1)

    def _on_session_change(self, session: Session, change: Change, index: int) -> None:
        self.generation += 1
        self._forget()
        count = len(session.entries)
        for entry in [k for k in self.reasons if k >= count]:  # taken back: another move may come there
            del self.reasons[entry]
