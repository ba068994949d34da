"""Imports the storage layer (SQLModel) in a thread after the first paint and opens the library."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal


class LibraryLoader(QObject):
    sig_loaded = Signal(object)
    """The storage.Library, ready (delivered in the GUI thread)."""
    sig_failed = Signal(str)
    """Saved games cannot be used; the message says why."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Asked here, in the GUI thread: QStandardPaths is not for worker threads.
        self.app_data = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._load, name="quorum-library", daemon=True)
        self._thread.start()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.wait)

    def wait(self) -> None:
        """Let the loader finish before Python shuts down.

        Python 3.11 stops a daemon thread that wants the GIL during shutdown with pthread_exit;
        if that thread is inside a Qt call at the time (emitting its signal), the forced unwind
        meets C++ code and the process aborts ("FATAL: exception not rethrown"). A quick
        screenshot run quits while SQLModel may still be importing, so wait for it (< 1 s).
        """
        if self._thread is not None:
            self._thread.join(timeout=10)

    def _load(self) -> None:
        try:
            import storage

            root = storage.default_data_dir(self.app_data)
            library = storage.Library(Path(root))
        except Exception as exc:  # the program keeps running without saves, and says why
            where = os.environ.get("QUORUM_DATA_DIR", str(self.app_data))
            self._tell(self.sig_failed, f"{where}: {exc}")
            return
        self._tell(self.sig_loaded, library)

    def _tell(self, signal: Signal, value: object) -> None:
        try:
            signal.emit(value)
        except RuntimeError:
            # The window closed while the library was loading (a quick screenshot, an early quit):
            # nobody is left to tell.
            pass
