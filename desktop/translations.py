"""Loads Qt's own and Quorum's translations for the chosen language through QTranslator."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.assets import asset


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """Translate outside a widget, in the context pyside6-lupdate gives a bare tr() call outside a class
    (the empty one); with a count n, "%n" takes the language's plural form: tr("%n move(s)", "", 3).
    (pyside6-lupdate does not mark QCoreApplication.translate(..., n) as a plural, so counts use this.)"""
    return QCoreApplication.translate("", text, disambiguation or None, n)


def install_translations(app: QCoreApplication, language: str | None = None) -> list[QTranslator]:
    """Install Qt's base strings then Quorum's; returns the translators (they must stay alive)."""
    locale = QLocale(language) if language else QLocale.system()
    installed: list[QTranslator] = []
    qt_base = QTranslator(app)
    if qt_base.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_base)
        installed.append(qt_base)
    ours = QTranslator(app)
    if ours.load(locale, "quorum", "_", str(asset("translations"))):
        app.installTranslator(ours)
        installed.append(ours)
    return installed
