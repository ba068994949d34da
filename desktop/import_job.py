"""Imports a file in a worker thread, so a large or hostile file never freezes the window; with progress
and Cancel (a QProgressDialog shown only if it takes a moment)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from storage.library import Library
    from storage.record import GameRecord


class ImportJob(QObject):
    sig_progress = Signal(int)
    """Per cent done (delivered in the GUI thread)."""
    sig_done = Signal(object)
    """The new session's id (text), or a storage GameRecord to watch."""
    sig_failed = Signal(object)
    """The SaveError (it names the file); CANCELLED if the players stopped it."""

    def __init__(self, library: Library, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.path = path
        self.cancelled = threading.Event()
        self.done = False
        self.result: str | GameRecord | None = None
        self.error: Exception | None = None
        self._thread: threading.Thread | None = None
        self._last = -1
        self.sig_done.connect(self._finish)
        self.sig_failed.connect(self._fail)

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="quorum-import", daemon=True)
        self._thread.start()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    def cancel(self) -> None:
        self.cancelled.set()

    def stop(self) -> None:
        """Cancel and wait (the program is quitting; see LibraryLoader.wait for why a thread must end)."""
        self.cancelled.set()
        if self._thread is not None:
            self._thread.join(timeout=10)

    def _run(self) -> None:
        try:
            result = self.library.import_any(self.path, progress=self._progress, cancel=self.cancelled)
        except Exception as exc:  # a SaveError naming the file; anything else is still reported
            self._emit(self.sig_failed, exc)
            return
        self._emit(self.sig_done, result)

    def _progress(self, share: float) -> None:
        percent = int(share * 100)
        if percent != self._last:  # a signal per per cent, not per action
            self._last = percent
            self._emit(self.sig_progress, percent)

    def _emit(self, signal: SignalInstance, value: object) -> None:
        try:
            signal.emit(value)
        except RuntimeError:  # the window is gone (quitting): nobody is left to tell
            pass

    def _finish(self, result: str | GameRecord) -> None:
        self.result, self.done = result, True

    def _fail(self, error: Exception) -> None:
        self.error, self.done = error, True
