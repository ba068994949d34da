"""New Game from the File menu starts from the last game's choices: its seats, their factions and the
options (issue 32)."""

from __future__ import annotations

from desktop.new_game import NewGamePage
from games.core.seats import BotLevel, Seat, SeatKind
from games.council.options import CouncilOptions, Mode

SEATS = (
    Seat("Ann", "#e6194b", SeatKind.HUMAN),
    Seat("Ben", "#3cb44b", SeatKind.BOT, BotLevel.STRONG),
    Seat("Cy", "#ffe119", SeatKind.HUMAN),
    Seat("Di", "#4363d8", SeatKind.HUMAN),
    Seat("Ed", "#f58231", SeatKind.HUMAN),
)
OPTIONS = CouncilOptions(
    mode=Mode.COMPANION, factions=("naalu", "", "sol", "letnev", "l1z1x"), vp_goal=14, operator=True
)


def test_the_last_games_choices_come_back(qtbot):
    page = NewGamePage("legislation")
    qtbot.addWidget(page)
    page.keep("council", SEATS, OPTIONS)
    assert page.game() == "council"
    setup = page.setup()
    assert [s.name for s in setup.seats] == ["Ann", "Ben", "Cy", "Di", "Ed"]
    assert [s.colour for s in setup.seats] == [s.colour for s in SEATS]
    assert setup.seats[1].kind is SeatKind.BOT and setup.seats[1].level is BotLevel.STRONG
    assert setup.options.mode is Mode.COMPANION and setup.options.vp_goal == 14 and setup.options.operator
    assert setup.options.factions == OPTIONS.factions


def test_file_new_game_after_a_table_keeps_its_choices(qtbot, monkeypatch, tmp_path):
    from gui_player import press

    from desktop.main_window import MainWindow

    monkeypatch.setenv("QUORUM_DATA_DIR", str(tmp_path / "data"))
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.show_new_game("council")
    page = w.stack.currentWidget()
    page.keep("council", SEATS, OPTIONS)
    press(qtbot, page.start_button)
    qtbot.waitUntil(lambda: w.table is not None, timeout=15000)
    w.show_new_game()  # File › New Game…
    again = w.stack.currentWidget()
    setup = again.setup()
    assert [s.name for s in setup.seats] == ["Ann", "Ben", "Cy", "Di", "Ed"]
    assert setup.options.factions == OPTIONS.factions and setup.options.vp_goal == 14
    w.close_table()
