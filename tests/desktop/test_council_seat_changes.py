"""The table check adds a late player's seat and removes one whose player left (companion mode): the table
is drawn anew for the seats as they are, what the check held is kept, and undo and a resumed save agree."""

from __future__ import annotations

from gui_player import press
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from desktop.council.seat_changes import AddSeatDialog, RemoveSeatDialog
from desktop.council.table_check import TableCheckPage
from games.core.seats import Seat, SeatKind
from games.core.session import SessionConfig
from games.council.options import CouncilOptions, Mode
from games.registry import load_game
from storage.library import Library

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
BOARD = ("yssaril", "empyrean", "naaz", "naalu", "letnev", "l1z1x")


def window_with_table(qtbot, tmp_path, monkeypatch):
    from desktop.main_window import MainWindow

    monkeypatch.setenv("QUORUM_DATA_DIR", str(tmp_path / "data"))
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 700)
    w.show()
    library = Library(tmp_path / "lib", load_game=load_game)
    seats = tuple(Seat(n, "#808080", SeatKind.HUMAN) for n in NAMES)
    options = CouncilOptions(mode=Mode.COMPANION, factions=BOARD, operator=True)
    saved = library.create("Night", SessionConfig("council", seats, options, 3))
    w.open_table(saved.session, saved, bot_pause_ms=0, ui=saved.ui)
    return w, library, saved


def check_of(w) -> TableCheckPage:
    page = w.table.current
    assert isinstance(page, TableCheckPage)
    return page


def test_a_late_player_gets_a_seat_and_a_tab_and_keeps_what_was_typed(qtbot, tmp_path, monkeypatch):
    w, library, saved = window_with_table(qtbot, tmp_path, monkeypatch)
    check = check_of(w)
    check.seat_tabs[2].spins["tg"].setValue(6)  # typed before the late player came
    press(qtbot, check.findChild(QPushButton, "AddSeat"))
    dialog = check.findChild(AddSeatDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.name.setText("bob")
    dialog.accept()  # a name another seat has: said, nothing changed
    assert dialog.problem.isVisible() and "bob" in dialog.problem.text()
    assert len(w.table.session.seats) == 6
    old = w.table
    dialog.name.setText("Grace")
    dialog.accept()
    qtbot.waitUntil(lambda: w.table is not old, timeout=5000)
    assert w.table.names[-1] == "Grace"
    check = check_of(w)
    assert len(check.seat_tabs) == 7 and check.tabs.tabText(6).startswith("Grace")
    assert check.tabs.currentIndex() == 6  # the new tab is open (play test: it hid past the tab bar)
    assert check.seat_tabs[2].spins["tg"].value() == 6  # kept across the new drawing
    grace = check.seat_tabs[6]
    grace.faction.setCurrentIndex(grace.faction.findData("hacan"))
    press(qtbot, grace.home)
    assert grace.planet_ids()
    grace.spins["vp"].setValue(2)
    press(qtbot, check.start_button)
    state = w.table.session.state
    assert state.players[6].faction == "hacan" and state.players[6].vp == 2 and state.players[2].tg == 6
    assert not isinstance(w.table.current, TableCheckPage)
    w.close_table()
    sid = saved.id
    saved.close()
    again = library.open(sid)
    assert [s.name for s in again.session.seats][-1] == "Grace" and again.session.state.players[6].vp == 2
    w.open_table(again.session, again, bot_pause_ms=0, ui=again.ui)
    w.undo()  # the check
    w.undo()  # the new seat: the table is drawn again with six
    qtbot.waitUntil(lambda: len(w.table.names) == 6, timeout=5000)
    assert len(check_of(w).seat_tabs) == 6
    w.close_table()
    again.close()


def test_a_player_who_left_loses_the_tab(qtbot, tmp_path, monkeypatch):
    w, _library, saved = window_with_table(qtbot, tmp_path, monkeypatch)
    check = check_of(w)
    press(qtbot, check.findChild(QPushButton, "RemoveSeat"))
    dialog = check.findChild(RemoveSeatDialog)
    # Play test 2026-11-29: the dialog opened on the first seat, so one OK removed a player still there.
    assert dialog.seat.currentData() is None
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.seat.setCurrentIndex(dialog.seat.findData(4))
    assert ok.isEnabled()
    old = w.table
    dialog.accept()
    qtbot.waitUntil(lambda: w.table is not old, timeout=5000)
    check = check_of(w)
    assert not check.tabs.isTabVisible(4) and check.tabs.isTabVisible(3)
    assert 4 not in w.table.hotseat.humans  # nobody plays that seat any more (nor from a phone)
    press(qtbot, check.start_button)
    assert 4 in w.table.session.state.away
    # Play test 2026-11-29: the panel said "away this phase", as for a chair kept for a late player.
    panel = next(p for p in w.table.current.ring.seats if p.seat_name == "Erin")
    assert "left the game" in panel.status_label.text() and "away this phase" not in panel.status_label.text()
    w.close_table()
    saved.close()


def test_six_named_factions_fit_the_tab_bar(qtbot, tmp_path, monkeypatch):
    """Play test 2026-11-29: "Cat (The Naaz-Rokha Alliance)" and five more tabs did not fit 1366 pixels:
    the last seats and *Laws in play* hid behind the tab bar's arrows. Tabs say "Cat (Naaz-Rokha)"."""
    w, _library, saved = window_with_table(qtbot, tmp_path, monkeypatch)
    check = check_of(w)
    assert check.tabs.tabText(2) == "Carol (Naaz-Rokha)" and check.tabs.tabText(4) == "Erin (Letnev)"
    assert check.tabs.tabToolTip(2) == "The Naaz-Rokha Alliance"
    bar = check.tabs.tabBar()
    assert sum(bar.tabRect(i).width() for i in range(check.tabs.count())) <= bar.width()
    w.close_table()
    saved.close()


def test_a_player_who_left_is_shown_as_left_not_as_a_contender(qtbot, tmp_path, monkeypatch):
    """Issue 32: the score strip, the seat panels and the table display show the seat greyed with "left",
    without its VP and never as the leader."""
    from desktop.table.seat_panel import SeatPanel

    w, _library, saved = window_with_table(qtbot, tmp_path, monkeypatch)
    check = check_of(w)
    press(qtbot, check.findChild(QPushButton, "RemoveSeat"))
    dialog = check.findChild(RemoveSeatDialog)
    dialog.seat.setCurrentIndex(dialog.seat.findData(4))
    old = w.table
    dialog.accept()
    qtbot.waitUntil(lambda: w.table is not old, timeout=5000)
    press(qtbot, check_of(w).start_button)
    table = w.table
    strip = table.standings
    assert strip.left_seats == {4} and 4 not in strip.leaders()
    assert "Erin (left)" in strip.accessibleName() and "Erin 0" not in strip.accessibleName()
    strip.set_scores((0, 0, 0, 0, 9, 1), (), frozenset({4}))  # the most VP of all, yet out of the running
    assert strip.leaders() == {5}
    panels = {p.seat_name: p for p in table.findChildren(SeatPanel) if p.isVisibleTo(table)}
    assert not panels["Erin"].isEnabled() and "left the game" in panels["Erin"].status_label.text()
    erin = panels["Erin"].status_label
    assert "VP" not in erin.text() and "italic" in erin.styleSheet()
    assert panels["Dave"].isEnabled() and "VP" in panels["Dave"].status_label.text()
    display = table.open_display()
    qtbot.addWidget(display)
    name, line, vp = display.seat_rows[4]
    assert line.text() == "left the game" and vp.text() == "" and "italic" in name.styleSheet()
    assert "VP" in display.seat_rows[3][2].text()
    display.close()
    w.close_table()
    saved.close()
