"""View › Language: lists the interface languages and switches to one at once, remembering it (QSettings)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu

from desktop import settings
from desktop.translations import LANGUAGES, current_language, install_translations, remove_translations

# Each language is named in itself, so a player who cannot read the current one still finds theirs.
NATIVE_NAMES = {"en": "English", "de": "Deutsch", "ru": "Русский"}


def add_language_menu(parent_menu: QMenu, rebuild: Callable[[], object]) -> QMenu:
    """The menu; `rebuild` builds the window anew in the language just installed (MainWindow.rebuilt)."""
    menu = parent_menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
    menu.setObjectName("LanguageMenu")
    group = QActionGroup(menu)
    group.setExclusive(True)
    for code in LANGUAGES:
        action = QAction(NATIVE_NAMES[code], menu)
        action.setObjectName(f"language_{code}")
        action.setCheckable(True)
        action.setChecked(code == current_language())
        action.triggered.connect(lambda _checked=False, c=code: switch_language(c, rebuild))
        group.addAction(action)
        menu.addAction(action)
    return menu


def switch_language(code: str, rebuild: Callable[[], object]) -> None:
    """Remember `code`, load its catalogue and have `rebuild` build the window anew in it.

    Every label is set when a widget is built, so a fresh window is built in the new language (the open
    table carried over: MainWindow.rebuilt)."""
    settings.set_language(code)
    if code == current_language():
        return
    app = QApplication.instance()
    if app is None:
        raise RuntimeError("switch_language needs the running application")
    remove_translations(app, getattr(app, "_quorum_translators", []))
    # Kept alive on the application object, where desktop/app.py put the first ones.
    app._quorum_translators = install_translations(app, code)  # type: ignore[attr-defined]  # Python's, not Qt's
    rebuild()
