"""The side panel's tally footer ("0 voted, 0 abstained · 5 may not vote") wraps within the panel in
German and Russian at 1280x720 instead of running past its right edge."""

from __future__ import annotations

import pytest
from layout_check import window_size
from moments import council
from PySide6.QtGui import QFontMetrics

from desktop.cards.drawing import font
from desktop.table.tally_bar import TallyBars
from desktop.translations import install_translations, remove_translations


@pytest.mark.parametrize("language", ["de", "ru"])
def test_the_vote_footer_wraps_inside_the_panel(qtbot, qapp, language):
    from desktop.main_window import MainWindow

    translators = install_translations(qapp, language)
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        window.resize(*window_size("1280x720"))
        window.show()
        window.open_table(council("vote+riders", 8), None, bot_pause_ms=10**9)
        window.resize(*window_size("1280x720"))
        qtbot.wait(10)
        tally = next(t for t in window.findChildren(TallyBars) if t.isVisible())
        one_line = QFontMetrics(font(12, True)).horizontalAdvance(tally.footer)
        assert one_line > tally.width(), "the footer fits one line here: the test proves nothing"
        assert tally.footer_height(tally.width()) >= 2 * QFontMetrics(font(12, True)).height()
        assert tally.height() >= 28 + 26 * len(tally.lines) + tally.footer_height(tally.width())
    finally:
        remove_translations(qapp, translators)
