"""The saves loader thread is waited for when the program quits, so shutdown never races it."""

import threading
import time

from desktop.library_loader import LibraryLoader


def test_quitting_waits_for_the_loader_thread(qapp, monkeypatch, tmp_path):
    monkeypatch.setenv("QUORUM_DATA_DIR", str(tmp_path))
    started = threading.Event()
    loader = LibraryLoader()
    original = loader._load

    def slow_load() -> None:
        started.set()
        time.sleep(0.3)  # as slow as importing SQLModel on a busy machine
        original()

    monkeypatch.setattr(loader, "_load", slow_load)
    loader.start()
    assert started.wait(5)
    qapp.aboutToQuit.emit()  # what QApplication.quit() sends before the event loop ends
    assert loader._thread is not None and not loader._thread.is_alive()
    qapp.aboutToQuit.disconnect(loader.wait)
