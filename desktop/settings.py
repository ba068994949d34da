"""What Quorum remembers between runs (QSettings, the platform's own place): window, bots, log, language."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QWidget

GEOMETRY = "window/geometry"
QUICK_BOTS = "view/quick_bots"
SHOW_LOG = "view/show_log"
BOT_REASONS = "view/bot_reasons"  # bots' reasons shown during play (they may hint at hidden cards)
MAX_BYTES = 1024 * 1024  # a real settings file is a few hundred bytes

_memory: dict[str, object] | None = None  # the settings of this run when the file cannot be trusted
_problem: str | None = None


class _MemoryStore:
    """The settings kept for this run only (the file was refused): starts empty, i.e. with every default."""

    def __init__(self, values: dict[str, object]) -> None:
        self._values = values

    def value(self, key: str, default: object = None) -> object:
        return self._values.get(key, default)

    def setValue(self, key: str, value: object) -> None:  # noqa: N802 (QSettings' name)
        self._values[key] = value


def settings_files() -> list[Path]:
    """The files QSettings reads on this platform (Linux and other Unix-likes; Windows keeps the
    registry and macOS its preferences service, which Qt does not open as files)."""
    if sys.platform in ("win32", "darwin"):
        return []
    home = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    system = (os.environ.get("XDG_CONFIG_DIRS") or "/etc/xdg").split(":")
    folders = [Path(home), *(Path(d) for d in system if d)]
    return [
        path for folder in folders for path in (folder / "Quorum" / "Quorum.conf", folder / "Quorum.conf")
    ]


def _refusal(path: Path) -> str | None:
    """Why the settings file at `path` must not be opened (a pipe blocks whoever opens it for ever)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"{path} cannot be read ({exc.strerror or exc})"
    if stat.S_ISFIFO(info.st_mode):
        return f"{path} is a pipe (FIFO), not a settings file"
    if not stat.S_ISREG(info.st_mode):
        return f"{path} is not a regular file"
    if info.st_size > MAX_BYTES:
        return f"{path} is far too large for a settings file ({info.st_size} bytes)"
    return None


def problem() -> str | None:
    """Why this run started with the default settings and keeps them in memory only (None: it did not)."""
    return _problem


def _store() -> QSettings | _MemoryStore:
    # Organisation and application names are set by make_application. Each file QSettings would
    # read is checked first: a FIFO there would stop the window from ever appearing.
    global _memory, _problem
    if _memory is None:
        for path in settings_files():
            refusal = _refusal(path)
            if refusal is not None:
                _memory, _problem = {}, refusal
                print(f"Quorum: {refusal}; starting with the default settings", file=sys.stderr)
                break
    if _memory is not None:
        return _MemoryStore(_memory)
    return QSettings()


def restore_geometry(window: QWidget) -> bool:
    """Put the window back where the player left it; False (and nothing changed) if nothing usable is kept."""
    saved = _store().value(GEOMETRY)
    return isinstance(saved, QByteArray) and not saved.isEmpty() and window.restoreGeometry(saved)


def save_geometry(window: QWidget) -> None:
    _store().setValue(GEOMETRY, window.saveGeometry())


def flag(key: str, default: bool) -> bool:
    """A remembered on/off choice; anything that is not a clear yes/no reads as the default."""
    value = _store().value(key, default)
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    return {"true": True, "1": True, "false": False, "0": False}.get(text, default)


def set_flag(key: str, value: bool) -> None:
    _store().setValue(key, value)


LANGUAGE = "view/language"


def language() -> str | None:
    """The interface language chosen in View › Language, or None (follow the system) if none or nonsense."""
    from desktop.translations import language_code

    value = _store().value(LANGUAGE)
    return language_code(value) if isinstance(value, str) else None


def set_language(code: str) -> None:
    _store().setValue(LANGUAGE, code)


PHONE_PORT = "phone/port"
PHONE_HOST = "phone/host"


def phone_port() -> int | None:
    """The port chosen in Edit › Seats… for phone seats, or None (automatic) if none or nonsense."""
    value = _store().value(PHONE_PORT)
    text = str(value).strip() if value is not None else ""
    return int(text) if text.isdigit() and 1024 <= int(text) <= 65535 else None


def phone_host() -> str | None:
    """The network address chosen in Edit › Seats… for phone seats, or None (automatic)."""
    import ipaddress

    value = _store().value(PHONE_HOST)
    if not isinstance(value, str) or not value.strip():
        return None
    try:
        return str(ipaddress.ip_address(value.strip()))
    except ValueError:
        return None


def set_phone_connection(port: int | None, host: str | None) -> None:
    """Keep the phone seats' port and address (None: automatic), checked by desktop/phone/connection.py."""
    _store().setValue(PHONE_PORT, "" if port is None else str(port))
    _store().setValue(PHONE_HOST, host or "")
