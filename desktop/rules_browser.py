"""Shows a game's rules page in a QTextBrowser: assets/rules/<lang>/<game>.md, else assets/rules/<game>.md."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from desktop.assets import asset
from desktop.game_catalogue import entry, game_title
from desktop.translations import current_language


def rules_markdown(game: str, language: str | None = None) -> str | None:
    """The game's rules page (its catalogue entry names the file in assets/rules/) in the interface's
    language (the same name in assets/rules/<lang>/), else the English one; None if there is none."""
    try:
        name = entry(game).rules_file
    except KeyError:
        return None
    language = current_language() if language is None else language
    for path in ([asset("rules", language, name)] if language != "en" else []) + [asset("rules", name)]:
        if path.exists():
            return path.read_text(encoding="utf-8")
    return None


class RulesDialog(QDialog):
    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", game_title(game)))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # As tall as the main window at most (which fits its screen), so Close stays in reach on a laptop.
        room = parent.window().size() if parent is not None else None
        self.resize(min(760, room.width()) if room else 760, min(820, room.height()) if room else 820)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        text = rules_markdown(game)
        if text is None:
            self.browser.setPlainText(
                self.tr("The rules page for this game is missing from this installation.")
            )
        else:
            self.browser.setMarkdown(text)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
