"""What Quorum remembers between runs (QSettings, the platform's own place): window, bots, log, language."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QWidget

GEOMETRY = "window/geometry"
QUICK_BOTS = "view/quick_bots"
SHOW_LOG = "view/show_log"


def _store() -> QSettings:
    return QSettings()  # organisation and application names are set by make_application


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
