"""Starward's planet tiles stay readable on a laptop with five Empires: big enough, and the planet's name
drawn whole at a readable size (wrapped onto two lines rather than shrunk)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGridLayout, QWidget
from table_states import session_at, stops

from desktop.cards.drawing import READABLE
from desktop.main_window import MainWindow
from desktop.starward.card_painters import NAME_LEAST, name_band
from desktop.starward.empire import EmpirePanel


def _metrics(pixels: int) -> QFontMetricsF:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(True)
    return QFontMetricsF(font)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_planet_tiles_are_large_enough_to_read_with_five_empires(qtbot, size):
    kinds = dict(stops("starward", 5))
    checked = 0
    for kind in ("action", "colonize", "produce"):
        window = MainWindow()
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        window.open_table(session_at("starward", 5, kinds[kind]), None, bot_pause_ms=10**9)
        window.resize(*size)
        qtbot.wait(20)
        for panel in window.findChildren(EmpirePanel):
            for tile in panel.tiles.values():
                assert tile.height() >= 100, (kind, size, tile.height())
                assert tile.width() >= 60, (kind, size, tile.width())
                # The name is written whole and readable: on one line at 12 px or more, or wrapped onto
                # two lines of 12 px; no word of it is cut below the least size.
                name = tile.face.name or tile.face.type_name
                rect = QRectF(1, 1, tile.width() - 4, tile.height() - 4)
                band = name_band(rect, name).adjusted(2, 0, -2, 0)
                one_line = _metrics(READABLE).horizontalAdvance(name) <= band.width()
                assert one_line or band.height() >= 2 * _metrics(READABLE).height(), (name, band.height())
                longest = max(_metrics(NAME_LEAST).horizontalAdvance(w) for w in name.split())
                assert longest <= band.width(), (name, tile.width())
                checked += 1
        window.close()
    assert checked > 10


@pytest.mark.parametrize("language", ["en", "ru", "de"])
def test_every_deck_card_in_the_hand_is_readable_at_laptop_size(qtbot, qapp, language):
    """Every role card, Politics and technology, at the hand's width on a 1366x768 laptop: its name,
    symbols, influence and action all at 9 pt (12 px) or more (the whole text is in the enlarged card)."""
    from layout_check import card_text_problems

    from desktop.cards.card_widget import CardWidget
    from desktop.starward.board import HAND_CARD
    from desktop.starward.faces import deck_card_description, deck_card_face
    from desktop.translations import install_translations, remove_translations
    from games.starward.cards import catalogue

    translators = install_translations(qapp, language)
    try:
        window = QWidget()
        qtbot.addWidget(window)
        grid = QGridLayout(window)
        for i in range(len(catalogue().cards)):
            card = CardWidget(deck_card_face(i), HAND_CARD, description=deck_card_description(i))
            grid.addWidget(card, i // 20, i % 20)
        window.show()
        qtbot.wait(5)
        assert len(window.findChildren(CardWidget)) > 40
        assert card_text_problems(window) == []
    finally:
        remove_translations(qapp, translators)
