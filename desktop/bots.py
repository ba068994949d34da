"""Plays the bot seats by themselves on a QTimer, with a short visible pause between moves."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from games.core.bots import RandomBot


class BotDriver(QObject):
    sig_stuck = Signal(str)
    """A bot could not find a legal move (a rules bug): the text says what happened."""

    def __init__(self, hotseat: Any, pause_ms: int = 700) -> None:
        super().__init__()
        self.hotseat = hotseat
        self.pause_ms = pause_ms
        self.running = True
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.step)

    def set_pause(self, ms: int) -> None:
        self.pause_ms = ms
        if self.timer.isActive():
            self.timer.start(self.pause_ms)

    def stop(self) -> None:
        self.running = False
        self.timer.stop()

    def poke(self) -> None:
        """Schedule the next bot move if a bot must act. While a redo is possible bots wait, so
        that Redo still has something to give back."""
        session = self.hotseat.session
        blocked = getattr(self.hotseat, "blocked", False)  # a move the disk refused: wait for Retry
        if not self.running or blocked or session.can_redo() or not self.hotseat.bots_to_act():
            self.timer.stop()
            return
        if not self.timer.isActive():
            self.timer.start(self.pause_ms)

    def step(self) -> bool:
        """Let one bot act now; True if one did."""
        session = self.hotseat.session
        seats = self.hotseat.bots_to_act()
        if not seats or session.can_redo() or getattr(self.hotseat, "blocked", False):
            return False
        seat = seats[0]
        # A fresh RNG per move, derived from the seed and the move number: bots replay identically
        # after an undo, and never touch the game's own dice.
        bot = RandomBot(session.game, session.config.seed * 1_000_003 + seat * 7919 + len(session))
        try:
            action = bot.act(session.view(seat))
        except Exception as exc:
            self.stop()
            self.sig_stuck.emit(f"{type(exc).__name__}: {exc}")
            return False
        if not self.hotseat.play(action):
            if not getattr(self.hotseat, "blocked", False):  # refused by the rules: a bug, stop
                self.stop()
            return False  # refused by the disk: wait, poke() starts again once Retry saves it
        return True
