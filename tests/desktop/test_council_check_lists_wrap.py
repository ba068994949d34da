"""The table check's card lists wrap long names in Russian at 1280x650: the promissory notes showed
"Political Secret (вексел…" and a sideways scroll bar (play test 2026-11-29 item 4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QListWidget
from test_council_reach import BOARD, COLOURS

from desktop.main_window import MainWindow
from desktop.translations import install_translations, remove_translations
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.council.options import CouncilOptions, Mode
from games.registry import load_game

NAMES = ("Аня", "Боря", "Катя", "Даня", "Ева", "Фая")


@pytest.fixture
def russian(qapp):
    translators = install_translations(qapp, "ru")
    yield
    remove_translations(qapp, translators)


def test_the_notes_held_wrap_rather_than_cut(qtbot, russian):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 650)
    window.show()
    seats = tuple(Seat(NAMES[i], COLOURS[i], SeatKind.HUMAN) for i in range(6))
    options = CouncilOptions(mode=Mode.COMPANION, factions=BOARD, operator=True)
    window.open_table(Session(load_game("council"), SessionConfig("council", seats, options, 3)), None)
    qtbot.wait(50)
    window.resize(1280, 650)
    qtbot.wait(50)
    shown = [w for w in window.findChildren(QListWidget) if w.isVisible()]
    lists = [w for w in shown if w.objectName().startswith("notes_")]
    assert lists, "the shown tab's notes"
    for box in lists:
        assert not box.horizontalScrollBar().isVisible(), box.objectName()
        assert box.count() >= 12
        for i in range(box.count()):
            item = box.item(i)
            rect = box.visualItemRect(item)
            assert rect.right() <= box.viewport().width(), item.text()  # inside the list's width
            room = QRect(0, 0, rect.width() - 24, 10_000)  # less the tick box
            need = box.fontMetrics().boundingRect(room, int(Qt.TextFlag.TextWordWrap), item.text())
            assert need.height() <= rect.height(), (item.text(), need, rect)  # every line of it shown
