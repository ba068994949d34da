"""View › Language: lists the interface languages and switches to one at once, remembering it (QSettings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu

from desktop import settings
from desktop.translations import LANGUAGES, current_language, install_translations, remove_translations

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

# Each language is named in itself, so a player who cannot read the current one still finds theirs.
NATIVE_NAMES = {"en": "English", "de": "Deutsch", "ru": "Русский"}


def add_language_menu(window: MainWindow, parent_menu: QMenu) -> QMenu:
    menu = parent_menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
    menu.setObjectName("LanguageMenu")
    group = QActionGroup(menu)
    group.setExclusive(True)
    for code in LANGUAGES:
        action = QAction(NATIVE_NAMES[code], menu)
        action.setObjectName(f"language_{code}")
        action.setCheckable(True)
        action.setChecked(code == current_language())
        action.triggered.connect(lambda _checked=False, c=code: switch_language(window, c))
        group.addAction(action)
        menu.addAction(action)
    return menu


def switch_language(window: MainWindow, code: str) -> MainWindow:
    """Remember `code`, load its catalogue and rebuild the window in it; returns the window now on screen.

    Every label is set when a widget is built, so a fresh window is built in the new language and the
    open table is carried over (the same session object: nothing is replayed, nothing is lost). A table
    comes back behind the hand-off curtain, as after any reopening."""
    settings.set_language(code)
    if code == current_language():
        return window
    app = QApplication.instance()
    if app is None:
        raise RuntimeError("switch_language needs the running application")
    remove_translations(app, getattr(app, "_quorum_translators", []))
    # Kept alive on the application object, where desktop/app.py put the first ones.
    app._quorum_translators = install_translations(app, code)  # type: ignore[attr-defined]  # Python's, not Qt's

    from desktop.main_window import MainWindow

    fresh = MainWindow()
    fresh.remember_geometry = window.remember_geometry
    fresh.restoreGeometry(window.saveGeometry())
    fresh.library = window.library
    if fresh.library is None:
        fresh.sig_first_paint.connect(fresh.load_library_soon)
    fresh.sig_first_paint.connect(fresh.start_page.deal_tile_cards)
    table = window.table
    if table is not None:
        session, saved, pause = table.session, table.saved, table.bot_pause_ms
        window.close_table()  # stops its bots before the new table starts its own
        fresh.open_table(session, saved, bot_pause_ms=pause)
    else:
        fresh.refresh_sessions()
    fresh.show()
    window.remember_geometry = False  # the fresh window keeps the geometry from now on
    window.close()
    window.deleteLater()
    # Keep it alive: the old one was held by whoever built it.
    app._quorum_window = fresh  # type: ignore[attr-defined]  # a Python attribute, not Qt's
    return fresh
