"""A hand card's hover view covers no button of the window, in Russian at 1280x650 on a 1366x700
screen: above a hand card it lay across the action bar, over "Keep all" (play test 2026-11-29, 6b)."""

from __future__ import annotations

import pytest
from moments import legislation
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractButton

from desktop.main_window import MainWindow
from desktop.translations import install_translations, remove_translations


@pytest.fixture
def russian(qapp):
    translators = install_translations(qapp, "ru")
    yield
    remove_translations(qapp, translators)


def test_no_hand_cards_hover_view_covers_a_button(qtbot, monkeypatch, russian):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1366, 700))
    window = MainWindow()
    qtbot.addWidget(window)
    window.move(0, 0)
    window.resize(1280, 650)
    window.show()
    window.open_table(legislation("discard", 4), None, bot_pause_ms=10**9)
    qtbot.wait(50)
    window.resize(1280, 650)
    qtbot.wait(50)
    cards = list(window.table.current.hand_cards.values())
    assert len(cards) >= 8, "a full hand, reaching under the bar's buttons"
    buttons = [b for b in window.findChildren(QAbstractButton) if b.isVisible()]
    assert any(b.isEnabled() and b.text() for b in buttons), "the bar's buttons"
    covered = {}
    for i, card in enumerate(cards):
        view = card.enlarge(hover=True)
        shown = QRect(view.pos(), view.size())
        hit = [b.text() for b in buttons if shown.intersects(QRect(b.mapToGlobal(QPoint(0, 0)), b.size()))]
        if hit:
            covered[i] = hit
        assert not shown.intersects(QRect(card.mapToGlobal(QPoint(0, 0)), card.size()))  # nor its card
        view.close()
    assert covered == {}
