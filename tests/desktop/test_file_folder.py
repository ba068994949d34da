"""File › Import and Export open in the player's Documents the first time (not the program's folder) and
then where the last file was chosen, remembered between runs (QSettings)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

from desktop.app import make_application
from desktop.file_folder import LAST_FOLDER, start_path
from desktop.main_window import MainWindow


def test_import_starts_in_documents_then_in_the_last_folder(qtbot, tmp_path, monkeypatch):
    make_application()
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "Documents").mkdir()
    elsewhere = tmp_path / "usb stick"
    elsewhere.mkdir()
    QSettings().remove(LAST_FOLDER)
    opened: list[str] = []

    def dialog(_parent, _title, folder, _filter):
        opened.append(folder)
        return str(elsewhere / "friday.quorum"), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    window = MainWindow()
    qtbot.addWidget(window)
    window.library = object()  # loaded (the import itself is not what this test is about)
    monkeypatch.setattr(window, "import_from", lambda path: None)
    window.import_dialog()
    assert opened == [str(tmp_path / "Documents")]
    window.import_dialog()
    assert opened[1] == str(elsewhere)
    # Remembered in the settings (the next run too); an export suggests its file in that folder.
    assert start_path("Game.quorum") == str(elsewhere / "Game.quorum")
    elsewhere.rmdir()  # the stick was pulled out: back to Documents
    assert start_path() == str(tmp_path / "Documents")
    QSettings().remove(LAST_FOLDER)
