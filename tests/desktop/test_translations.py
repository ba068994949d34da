"""Strings go through Qt's translation system: the compiled German catalogue changes menus and moves."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from desktop.legislation.phrases import choice_name, move_name
from desktop.main_window import MainWindow
from desktop.translations import install_translations


def test_german_catalogue_translates_menus_and_game_words(qtbot):
    app = QApplication.instance()
    translators = install_translations(app, "de")
    try:
        assert translators, "assets/translations/quorum_de.qm was not loaded"
        window = MainWindow()
        qtbot.addWidget(window)
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus[:2] == ["&Datei", "&Bearbeiten"]
        assert choice_name("yay") == "Ja" and move_name("vote") == "Abstimmen"
    finally:
        for t in translators:
            app.removeTranslator(t)
    assert choice_name("yay") == "Yay"
