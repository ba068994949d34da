"""Loads Qt's own and Quorum's translations for the chosen language (QTranslator); knows which is on."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.assets import asset

LANGUAGES = ("en", "de", "ru")
"""The interface languages Quorum ships (English is the sources' own)."""

_current = "en"


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """Translate outside a widget, in the context pyside6-lupdate gives a bare tr() call outside a class
    (the empty one); with a count n, "%n" takes the language's plural form: tr("%n move(s)", "", 3).
    (pyside6-lupdate does not mark QCoreApplication.translate(..., n) as a plural, so counts use this.)"""
    return QCoreApplication.translate("", text, disambiguation or None, n)


def language_code(text: str | None) -> str | None:
    """ "ru", "ru_RU", "de-AT" -> one of LANGUAGES; anything else -> None."""
    code = (text or "").strip().replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def system_language() -> str:
    """The first of the system's preferred languages that Quorum speaks; English if none."""
    for name in QLocale.system().uiLanguages():
        code = language_code(name)
        if code:
            return code
    return "en"


def current_language() -> str:
    """The language of the installed catalogue (for texts kept outside it: rules pages, bill titles)."""
    return _current


def install_translations(app: QCoreApplication, language: str | None = None) -> list[QTranslator]:
    """Install Qt's base strings then Quorum's; returns the translators (they must stay alive)."""
    global _current
    code = language_code(language) or (system_language() if not language else "en")
    locale = QLocale(code)
    installed: list[QTranslator] = []
    _current = "en"
    if code == "en":  # the sources are English: only the plural forms ("1 vote", "3 votes") are loaded
        english = QTranslator(app)
        if english.load(str(asset("translations", "quorum_en.qm"))):
            app.installTranslator(english)
            installed.append(english)
        return installed
    qt_base = QTranslator(app)
    if qt_base.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_base)
        installed.append(qt_base)
    ours = QTranslator(app)
    if ours.load(locale, "quorum", "_", str(asset("translations"))):
        app.installTranslator(ours)
        installed.append(ours)
        _current = code
    return installed


def remove_translations(app: QCoreApplication, translators: list[QTranslator]) -> None:
    global _current
    for translator in translators:
        app.removeTranslator(translator)
    _current = "en"


def join_list(items: list[str] | tuple[str, ...]) -> str:
    """Names as a sentence's list in the interface language: "Bob", "Bob and Carol", "Bob, Carol and Dave"."""
    if len(items) <= 1:
        return "".join(items)
    # The separator between all but the last two, then the last pair's joining word.
    head = tr(", ", "list of names: between all but the last two").join(items[:-1])
    return tr("%1 and %2", "list of names: the last two").replace("%1", head).replace("%2", items[-1])
