"""Off the GUI thread: the storage layer (SQLModel) imported and the library opened after the first paint,
and the saved-games list read file by file, each row shown as it comes."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal, SignalInstance

if TYPE_CHECKING:
    from desktop.start_page import StartPage
    from storage.library import Library
    from storage.summary import SessionSummary


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

    def _tell(self, signal: SignalInstance, value: object) -> None:
        try:
            signal.emit(value)
        except RuntimeError:
            # The window closed while the library was loading (a quick screenshot, an early quit):
            # nobody is left to tell.
            pass


class SessionLister(QObject):
    """Reads the saved-games list in a worker thread and hands each row to the start page as it comes.

    A file that is slow to read (a huge or crafted one stops at storage's statement budget, 10 s)
    then delays its own row only: the window never waits for it. `stop` cancels the reading
    within milliseconds (storage.guard), and is called before the GUI thread uses the library
    itself (Resume, Rename, Delete...), which would otherwise wait for the file being read.
    """

    sig_row = Signal(object, int)
    sig_writable = Signal(object, object, int)
    sig_done = Signal(int)
    sig_failed = Signal(str, int)

    def __init__(self, page: StartPage, say: Callable[[str], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.say = say  # a line for the status bar
        self.generation = 0  # rows of a listing that was stopped are dropped
        self.done = True
        self._cancel: threading.Event | None = None
        self._thread: threading.Thread | None = None
        self.sig_row.connect(self._row)
        self.sig_writable.connect(self._writable)
        self.sig_done.connect(self._done)
        self.sig_failed.connect(self._failed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    def refresh(self, library: Library) -> None:
        """Read the list again (the rows shown stay until the first new one arrives)."""
        self.stop()
        self.generation += 1
        self.done = False
        self._cancel = threading.Event()
        self.page.begin_sessions()
        self._thread = threading.Thread(
            target=self._run, args=(library, self.generation, self._cancel), name="quorum-list", daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        """Cancel a listing under way and wait for its thread (milliseconds)."""
        if self._cancel is not None:
            self._cancel.set()
        if self._thread is not None:
            self._thread.join(timeout=15)
            self._thread = None
        if not self.done:
            self.generation += 1  # whatever it still sent is dropped
            self.done = True
            self.page.stop_sessions()

    def _run(self, library: Library, generation: int, cancel: threading.Event) -> None:
        try:
            if hasattr(library, "check_writable"):
                library.check_writable()
                folder = None if library.writable else str(library.sessions_dir)
                self._emit(self.sig_writable, folder, library.write_problem, generation)
            for session_id in library.ids():
                if cancel.is_set():
                    return
                summary = library.summary(session_id, cancel=cancel)
                if cancel.is_set():  # stopped half way: this row is not what the file holds
                    return
                self._emit(self.sig_row, summary, generation)
        except Exception as exc:  # a broken folder must not stop the program
            self._emit(self.sig_failed, str(exc), generation)
            return
        self._emit(self.sig_done, generation)

    def _emit(self, signal: SignalInstance, *values: object) -> None:
        try:
            signal.emit(*values)
        except RuntimeError:  # the window is gone (quitting): nobody is left to tell
            pass

    def _row(self, summary: SessionSummary, generation: int) -> None:
        if generation == self.generation:
            self.page.add_session(summary)
            if getattr(summary, "notice", None):
                self.say(
                    self.tr(
                        "A file beside the saved game “%1” did not belong to it and was moved to the "
                        "backups folder; the game itself is unchanged."
                    ).replace("%1", summary.name or summary.id)
                )

    def _writable(self, folder: str | None, reason: str | None, generation: int) -> None:
        if generation == self.generation:
            self.page.show_write_problem(folder, reason)

    def _done(self, generation: int) -> None:
        if generation == self.generation:
            self.done = True
            self.page.end_sessions()

    def _failed(self, message: str, generation: int) -> None:
        if generation == self.generation:
            self.done = True
            self.page.show_library_problem(message)
