"""Where the Import and Export dialogs open: the folder last used (remembered), else Documents."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

LAST_FOLDER = "files/last_folder"


def start_folder() -> Path:
    """The folder a file dialog opens in: the last one a file was chosen in, if it is still there; else
    Documents; else the home folder (never the program's own folder, Qt's default)."""
    kept = QSettings().value(LAST_FOLDER)
    if isinstance(kept, str) and kept and Path(kept).is_dir():
        return Path(kept)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def start_path(file_name: str = "") -> str:
    """The dialog's starting path: the start folder, with a suggested file name in it if one is given."""
    folder = start_folder()
    return str(folder / file_name) if file_name else str(folder)


def remember(path: str) -> None:
    """Keep the folder of a file the player chose, for the next dialog."""
    if path:
        QSettings().setValue(LAST_FOLDER, str(Path(path).resolve().parent))
