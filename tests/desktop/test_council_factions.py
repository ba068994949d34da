"""Companion mode's factions are the board's: chosen on New Game beside each seat, or in the table check
(with its home planets one click away), never dealt; nothing else is dealt either."""

from __future__ import annotations

from gui_player import press
from PySide6.QtCore import Qt

from desktop.council.table_check import TableCheckPage
from desktop.new_game import NewGamePage
from desktop.table.table_page import TablePage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.council.options import CouncilOptions, Mode
from games.registry import load_game

NAMES = ("Alice", "Bob", "Carol", "Dave")


def check_page(qtbot) -> TablePage:
    seats = tuple(Seat(n, "#e6194b", SeatKind.HUMAN) for n in NAMES)
    options = CouncilOptions(mode=Mode.COMPANION, factions=("",) * 4)
    session = Session(load_game("council"), SessionConfig("council", seats, options, 5))
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(1366, 700)
    page.show()
    page.start()
    return page


def test_the_table_check_names_a_faction_and_adds_its_home_planets(qtbot):
    page = check_page(qtbot)
    check = page.current
    assert isinstance(check, TableCheckPage)
    bob = check.seat_tabs[1]
    assert bob.faction_id() == "" and not bob.home.isEnabled()
    assert "no faction" in check.tabs.tabText(1)
    bob.faction.setCurrentIndex(bob.faction.findData("empyrean"))
    assert bob.home.isEnabled() and "Empyrean" in check.tabs.tabText(1)
    qtbot.mouseClick(bob.home, Qt.MouseButton.LeftButton)
    assert bob.planet_ids() == ["the-dark"]
    notes = [bob.notes.item(i).data(Qt.ItemDataRole.UserRole) for i in range(bob.notes.count())]
    assert "blood-pact@1" in notes  # the faction's own note comes with it, held
    press(qtbot, check.start_button)
    state = page.session.state
    assert state.players[1].faction == "empyrean" and state.players[1].planets == ["the-dark"]
    assert "blood-pact@1" in state.players[1].notes
    assert not any(p.relics or p.techs for p in state.players)  # nothing dealt at random


def test_new_game_seats_the_boards_factions_in_companion_mode(qtbot):
    page = NewGamePage("council")
    qtbot.addWidget(page)
    form = page.options_form
    mode = form.editors["mode"][0]
    mode.setCurrentIndex(1)  # Companion
    assert all(row.choice is not None and row.choice.isVisibleTo(page) for row in page.rows)
    picks = ("yssaril", "empyrean", "naaz", "")
    for row, faction in zip(page.rows, picks, strict=True):
        row.choice.setCurrentIndex(row.choice.findData(faction))
    setup = page.setup()
    assert setup.options.factions == picks and not setup.options.deal_factions
    # Standalone: some seats picked and some not is refused with a reason, nothing started.
    mode.setCurrentIndex(0)
    try:
        page.setup()
    except ValueError as exc:
        assert "every seat" in str(exc)
    else:
        raise AssertionError("a half-chosen table was accepted")


def test_an_empty_chair_waits_for_a_late_player(qtbot):
    page = check_page(qtbot)
    check = page.current
    dave = check.seat_tabs[3]
    dave.present.setChecked(False)
    assert "away" in check.tabs.tabText(3)
    check.refresh_changes()
    assert "Dave: leaves the table" in check.changes.text()
    press(qtbot, check.start_button)
    assert page.session.state.away == {3}
    board = page.current
    panel = next(p for p in board.ring.seats if p.seat_name == "Dave")
    assert "away this phase" in panel.status_label.text()
    assert 3 not in page.session.to_act()


def test_new_games_faction_lists_show_their_choice_whole_or_with_an_ellipsis(qtbot, qapp):
    """Eight seats at 1280x650 in German: "Keine Fraktion" whole; a faction's long name, where the row has
    no room for it, ends in "…" with the whole name in the tooltip (it was clipped: "Keine Fraktion ge")."""
    from layout_check import problems

    from desktop.main_window import MainWindow
    from desktop.translations import install_translations, remove_translations

    translators = install_translations(qapp, "de")
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        window.resize(1280, 650)
        window.show()
        window.show_new_game("council")
        page = window.stack.currentWidget()
        while len(page.rows) < page.most:
            page.add_seat()
        qtbot.wait(5)
        first = page.rows[0].choice
        assert first.currentText() == "Keine Fraktion" and first.shown_text() == "Keine Fraktion"
        longest = max((first.itemText(i) for i in range(first.count())), key=len)
        first.setCurrentIndex(first.findText(longest))
        qtbot.wait(5)
        shown = first.shown_text()
        assert shown == longest or (shown.endswith("…") and longest in first.toolTip())
        assert problems(window) == []
    finally:
        remove_translations(qapp, translators)
