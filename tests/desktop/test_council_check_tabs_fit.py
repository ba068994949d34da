"""The table check's tabs fit the bar in Russian at 1280 before any faction is named: six "Аня (без
фракции)" tabs made it scroll (play test 2026-11-29 item 2); briefer titles "Аня (?)" are used then,
the full ones where there is room."""

from __future__ import annotations

import pytest
from test_council_reach import COLOURS

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


def check_tabs(qtbot, width: int):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(width, 650)
    window.show()
    seats = tuple(Seat(NAMES[i], COLOURS[i], SeatKind.HUMAN) for i in range(6))
    options = CouncilOptions(mode=Mode.COMPANION, factions=("",) * 6, operator=True)
    window.open_table(Session(load_game("council"), SessionConfig("council", seats, options, 3)), None)
    qtbot.wait(30)
    window.resize(width, 650)
    qtbot.wait(30)
    return window.table.current.tabs


def test_the_tabs_fit_at_1280_before_factions_are_named(qtbot, russian):
    tabs = check_tabs(qtbot, 1280)
    bar = tabs.tabBar()
    assert bar.sizeHint().width() <= tabs.width()  # every tab shown: no scroll arrows
    assert bar.tabText(0) == "Аня (?)"
    assert bar.tabToolTip(0) == "Аня (без фракции)"  # the full title at hand


def test_full_titles_where_they_fit(qtbot, russian):
    tabs = check_tabs(qtbot, 1920)
    assert tabs.tabBar().tabText(0) == "Аня (без фракции)"
    assert tabs.tabBar().sizeHint().width() <= tabs.width()
