"""Every control a player can use on every screen has a name a screen reader can say (its text or an
accessible name): buttons, choices, check boxes, number fields, text fields, lists and cards."""

from __future__ import annotations

from pathlib import Path

import pytest
from moments import MOMENTS, finished, moment
from table_states import FEWEST_AND_MOST

from desktop.cards.card_widget import CardWidget
from desktop.main_window import MainWindow
from games.registry import GAMES

from PySide6.QtWidgets import (  # isort: skip
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QScrollBar,
    QTabBar,
    QWidget,
)

CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView, QTabBar, CardWidget)


def unnamed(root: QWidget) -> list[str]:
    """Visible interactive controls under `root` with neither an accessible name nor a caption."""
    found = []
    for w in [root, *root.findChildren(QWidget)]:
        if not isinstance(w, CONTROLS) or isinstance(w, (QScrollBar, QHeaderView)) or not w.isVisible():
            continue
        if (
            w.objectName().startswith("qt_")
            or type(w).__name__ == "QToolButton"
            and w.parent() is not None
            and type(w.parent()).__name__ == "QTabBar"
        ):
            continue  # Qt's own scroll arrows of a tab bar
        if isinstance(w, QLineEdit) and isinstance(w.parentWidget(), (QComboBox, QAbstractSpinBox)):
            continue  # the field inside a combo or spin box: the box carries the name
        text = w.text() if isinstance(w, QAbstractButton) else ""
        if not (w.accessibleName().strip() or text.replace("&", "").strip()):
            found.append(f"{type(w).__name__}#{w.objectName() or '-'} in {type(w.parentWidget()).__name__}")
    return found


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 704)
    w.show()
    return w


@pytest.mark.parametrize(("game", "players"), FEWEST_AND_MOST)
def test_every_control_at_the_table_is_named(qtbot, window, game, players):
    faults = {}
    for kind in MOMENTS[game]:
        window.open_table(moment(game, kind, players), None, bot_pause_ms=10**9)
        qtbot.wait(5)
        found = unnamed(window)
        if found:
            faults[kind] = found
    kind = (
        "vote" if "vote" in MOMENTS[game] else MOMENTS[game][0]
    )  # a secret ballot's curtain where there is one
    window.open_table(moment(game, kind, players, humans=2), None, bot_pause_ms=10**9)
    faults["curtain"] = unnamed(window)
    window.open_table(finished(game, players), None, bot_pause_ms=10**9)
    qtbot.wait(5)
    faults["end screen"] = unnamed(window)
    faults = {k: v for k, v in faults.items() if v}
    assert not faults, faults


def test_every_control_around_the_table_is_named(qtbot, window):
    assert unnamed(window) == [], "start page"
    from storage.summary import SessionSummary

    window.start_page.set_sessions(
        [SessionSummary("a", Path("a.quorum.db"), name="Tuesday", game="council", players=("Ann",))]
    )
    assert unnamed(window) == [], "start page with saved games"
    for game in GAMES:
        window.show_new_game(game)
        qtbot.wait(5)
        assert unnamed(window) == [], f"new {game} game (seats and options)"
        from desktop.rules_browser import RulesDialog

        rules = RulesDialog(game, window)
        qtbot.addWidget(rules)
        rules.show()
        assert unnamed(rules) == [], f"{game} rules"
        rules.close()


def test_the_check_finds_an_unnamed_control(qtbot):
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    named, icon_only = QPushButton("Deal"), QPushButton()
    layout.addWidget(named)
    layout.addWidget(icon_only)
    page.show()
    assert len(unnamed(page)) == 1
    icon_only.setAccessibleName("Colour of seat 1")
    assert unnamed(page) == []
