"""Where saved sessions live: an explicit option, else $QUORUM_DATA_DIR, else the app-data folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

DATA_DIR_ENV = "QUORUM_DATA_DIR"
APP_FOLDER = "Quorum"


def default_data_dir(app_data_dir: Path | str | None = None, *, option: Path | str | None = None) -> Path:
    """The data folder to use.

    `option` (a command-line choice) wins, then the environment variable QUORUM_DATA_DIR
    (tests, portable installs), then `app_data_dir`, which the GUI takes from
    QStandardPaths (storage never imports Qt), and finally a per-platform guess for
    scripts that run without the GUI.
    """
    if option:
        return Path(option).expanduser()
    env = os.environ.get(DATA_DIR_ENV, "").strip()
    if env:
        return Path(env).expanduser()
    if app_data_dir:
        return Path(app_data_dir)
    return _platform_data_dir()


def _platform_data_dir() -> Path:
    # The same folders QStandardPaths.AppDataLocation gives, near enough, for headless use.
    home = Path.home()
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming") / APP_FOLDER
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / APP_FOLDER
    return Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share") / APP_FOLDER
