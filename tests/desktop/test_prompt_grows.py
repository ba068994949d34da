"""The side panel's prompt grows past its four lines rather than cut a Russian Starward prompt at
1280x650 ("Боря поддерживает или …", play test 2026-11-29 item 7); a short one keeps four lines' room."""

from __future__ import annotations

import pytest
from layout_check import problems
from moments import starward

from desktop.main_window import MainWindow
from desktop.translations import install_translations, remove_translations

LONG = "Раунд 1, ходит Аня. Аня выбирает роль «Колонизация»: Боря поддерживает или отказывается."


@pytest.fixture
def russian(qapp):
    translators = install_translations(qapp, "ru")
    yield
    remove_translations(qapp, translators)


def test_a_long_prompt_is_shown_whole(qtbot, russian):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 650)
    window.show()
    window.open_table(starward("respond", 4, humans=2), None, bot_pause_ms=10**9)
    qtbot.wait(20)
    prompt = window.table.prompt
    short = prompt.height()
    prompt.setText(LONG)
    qtbot.wait(20)
    assert prompt.text() == LONG, prompt.text()  # no "…"
    assert prompt.height() > short
    assert (window.width(), window.height()) == (1280, 650)
    assert problems(window) == []
    prompt.setText("Раунд 1.")
    qtbot.wait(20)
    assert prompt.height() == short  # four lines' room again
