"""A new game plugs in by adding its own packages only: registries, pages, menus and the table find it."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

import desktop
import games
import games.registry as registry
from desktop import game_catalogue

GAME_PY = '''
"""A toy game for 2 to 4 seats, found by the registry."""
from tests.core.toy_game import ToyGame


class Toyland(ToyGame):
    name = "toyland"
    min_seats = 2
    max_seats = 4
'''

DESKTOP_PY = '''
"""The toy's desktop side: its catalogue entry and screens without a vote panel."""
from PySide6.QtWidgets import QLabel

from desktop.game_catalogue import GameEntry
from desktop.table.screens import GameScreens


class ToylandScreens(GameScreens):  # only the hooks every game has: the optional ones say "none"
    shows_tally = False

    def board(self, table, seat):
        label = QLabel(f"toy board for {seat}")
        label.setObjectName("ToyBoard")
        return label

    def prompt(self, table, seat):
        return "toy prompt"

    def curtain_reason(self, table, seat):
        return "toy turn"

    def tally(self, table):
        raise AssertionError("a game without a tally panel is never asked for one")

    def phrase(self, entry, names):
        return entry.get("kind", "")

    def move_name(self, kind):
        return kind

    def refusal(self, error, names):
        return "toy says no"

    def option_labels(self):
        return {"turns": "Turns of the toy"}

    def option_choices(self):
        return {}


GAME = GameEntry(
    name="toyland",
    title=lambda: "Toyland",
    blurb=lambda: "A toy for testing the framework.",
    screens="desktop.toyland:ToylandScreens",
    order=1,
    rules_page="legislation.md",
)
'''


@pytest.fixture
def toyland(tmp_path, monkeypatch):
    (tmp_path / "games" / "toyland").mkdir(parents=True)
    (tmp_path / "games" / "toyland" / "__init__.py").write_text('"""Toyland."""\n')
    (tmp_path / "games" / "toyland" / "game.py").write_text(textwrap.dedent(GAME_PY))
    (tmp_path / "desktop" / "toyland").mkdir(parents=True)
    (tmp_path / "desktop" / "toyland" / "__init__.py").write_text(textwrap.dedent(DESKTOP_PY))
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path / "games")])
    monkeypatch.setattr(desktop, "__path__", [*desktop.__path__, str(tmp_path / "desktop")])
    monkeypatch.setattr(registry, "GAMES", registry._discover())
    game_catalogue.entries.cache_clear()
    yield
    game_catalogue.entries.cache_clear()


def test_the_engine_registry_finds_a_new_package(toyland):
    assert "toyland" in registry.GAMES
    game = registry.load_game("toyland")
    assert (game.min_seats, game.max_seats) == (2, 4)
    with pytest.raises(ValueError, match="2 to 4 seats, not 5"):
        game.check_seat_count(5)


def test_pages_and_menus_offer_the_new_game(toyland, qtbot):
    from desktop.main_window import MainWindow
    from desktop.new_game import NewGamePage

    window = MainWindow()
    qtbot.addWidget(window)
    assert "toyland" in window.start_page._tile_rows  # its tile on the start page
    help_texts = [a.text() for a in window.menuBar().actions()[-1].menu().actions()]
    assert any("Toyland" in t for t in help_texts)

    page = NewGamePage("toyland")
    qtbot.addWidget(page)
    assert page.game() == "toyland"
    assert "2 to 4" in page.seats_box.title()
    while page.add_button.isEnabled():
        page.add_seat()
    assert len(page.rows) == 4  # the toy's most
    page.game_combo.setCurrentIndex(page.game_combo.findData("legislation"))
    assert "3 to 8" in page.seats_box.title() and page.add_button.isEnabled()
    page.game_combo.setCurrentIndex(page.game_combo.findData("toyland"))
    assert page.options_form.editors["turns"][0].accessibleName() == "Turns of the toy"
    setup = page.setup()
    assert setup.game == "toyland" and len(setup.seats) == 4


def test_a_table_without_votes_has_no_tally_panel(toyland, qtbot):
    from desktop.table.table_page import TablePage
    from games.core.seats import Seat
    from games.core.session import Session, SessionConfig

    game = registry.load_game("toyland")
    seats = (Seat("Ann"), Seat("Bob"))
    page = TablePage(Session(game, SessionConfig("toyland", seats, game.default_options(), 3)))
    qtbot.addWidget(page)
    page.start()
    page.hotseat.confirm(page.hotseat.curtain_for())
    assert page.current.objectName() == "ToyBoard"
    assert page.tally.isHidden()
    assert page.screens.refusal(ValueError(), page.names) == "toy says no"


def test_a_game_screens_class_missing_a_hook_is_refused_by_name():
    """GameScreens declares every hook: a game's class that leaves one out cannot be made, and says which."""
    from desktop.table.screens import GameScreens

    class Halfway(GameScreens):
        shows_tally = False

        def board(self, table, seat):
            raise AssertionError

    with pytest.raises(TypeError, match="prompt"):
        Halfway()


def test_the_table_reads_no_game_screens_hook_by_probing():
    """No getattr/hasattr probe of a game's screens: every hook is declared by GameScreens."""
    import re

    root = Path(__file__).resolve().parents[2] / "desktop"
    probes = [
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if re.search(r"(get|has)attr\((self\.)?screens\b", path.read_text(encoding="utf-8"))
    ]
    assert probes == []
