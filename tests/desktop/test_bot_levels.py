"""Bot levels at the table: chosen per seat on the new-game page and saved with the session; bots think
on a worker thread, the table stays responsive, and a move that arrives after an undo or a quit is
dropped."""

from __future__ import annotations

import threading

import pytest
from gui_player import press, window_with_library
from PySide6.QtCore import Qt, QTimer

from desktop import bots as desktop_bots
from desktop.main_window import MainWindow
from desktop.new_game import NewGamePage
from games.core.seats import BotLevel, Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.legislation.actions import Discard
from games.legislation.options import LegislationOptions
from games.registry import load_game
from storage.library import Library


def session_for(levels, seed=4):
    game = load_game("legislation")
    seats = (Seat("Alice", "#e6194b"),) + tuple(
        Seat(f"Bot {i}", "#3cb44b", SeatKind.BOT, level) for i, level in enumerate(levels, start=1)
    )
    return Session(game, SessionConfig("legislation", seats, LegislationOptions(6), seed))


def window_with(qtbot, session):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1400, 880)
    window.show()
    window.install_shortcuts()
    window.open_table(session, None, bot_pause_ms=0)
    return window


class SlowBot:
    """Waits for the test to let it go, then discards its whole hand (a move the test can recognise)."""

    def __init__(self, release: threading.Event) -> None:
        self.release = release
        self.thread: threading.Thread | None = None

    def act(self, view):
        self.thread = threading.current_thread()
        assert self.release.wait(10)
        return Discard(view.seat, tuple(view.hand))


class KeepAll:
    def act(self, view):
        return Discard(view.seat, ())


@pytest.fixture
def slow(monkeypatch):
    """The first bot to think is slow; every later one keeps its whole hand at once."""
    release = threading.Event()
    made: list[SlowBot] = []

    def bot_for(session, seat, cancel=None):
        if made:
            return KeepAll()
        made.append(SlowBot(release))
        return made[0]

    monkeypatch.setattr(desktop_bots, "bot_for", bot_for)
    yield release, made
    release.set()


def human_discards(qtbot, window):
    board = window.table.current
    first = next(iter(board.hand_cards))
    qtbot.mouseClick(board.hand_cards[first], Qt.MouseButton.LeftButton)
    press(qtbot, board.buttons["discard"])


def stale(session):
    return [a for a in session.actions if isinstance(a, Discard) and a.seat != 0 and len(a.bills) == 6]


def test_a_bot_thinks_off_the_gui_thread_and_the_table_stays_responsive(qtbot, slow):
    release, made = slow
    session = session_for((BotLevel.BASIC, BotLevel.BASIC))
    window = window_with(qtbot, session)
    driver = window.table.bots
    qtbot.waitUntil(driver.thinking, timeout=3000)
    ticks = []
    QTimer.singleShot(10, lambda: ticks.append(1))
    qtbot.waitUntil(lambda: bool(ticks), timeout=2000)  # the GUI thread runs while the bot thinks
    human_discards(qtbot, window)  # and takes a human move meanwhile
    assert session.actions[0].seat == 0
    assert made[0].thread is not threading.main_thread()
    release.set()
    qtbot.waitUntil(
        lambda: not session.to_act() or session.to_act() != (0,) or len(session) >= 3, timeout=5000
    )


def test_a_move_that_arrives_after_an_undo_is_dropped(qtbot, slow):
    release, made = slow
    session = session_for((BotLevel.BASIC, BotLevel.BASIC))
    window = window_with(qtbot, session)
    human_discards(qtbot, window)
    driver = window.table.bots
    qtbot.waitUntil(lambda: bool(made) and made[0].thread is not None, timeout=3000)
    window.act_undo.trigger()  # while the bot is still thinking
    assert len(session) == 0
    release.set()
    assert driver.wait(5000)
    qtbot.wait(50)  # the answer crosses back to the GUI thread, and is dropped there
    assert not stale(session)
    human_discards(qtbot, window)
    qtbot.waitUntil(lambda: len(session) >= 3, timeout=5000)  # the next bots play on as usual
    assert not stale(session)


def test_a_move_that_arrives_after_quitting_is_dropped(qtbot, slow):
    release, made = slow
    session = session_for((BotLevel.STRONG, BotLevel.RANDOM))
    window = window_with(qtbot, session)
    driver = window.table.bots
    qtbot.waitUntil(lambda: bool(made) and made[0].thread is not None, timeout=3000)
    window.close_table()
    assert driver.cancel is not None and driver.cancel.is_set()  # a searching bot is told to stop
    release.set()
    assert driver.wait(5000)
    qtbot.wait(50)
    assert len(session) == 0


def test_bots_of_every_level_play_at_the_table(qtbot):
    session = session_for((BotLevel.STRONG, BotLevel.RANDOM), seed=9)
    window = window_with(qtbot, session)
    human_discards(qtbot, window)
    qtbot.waitUntil(lambda: session.to_act() == (0,) and len(session) >= 3, timeout=20000)
    assert {a.seat for a in session.actions} >= {0, 1, 2}
    window.close_table()


def test_the_level_is_chosen_per_bot_seat_and_saved(qtbot, tmp_path, monkeypatch):
    window = window_with_library(qtbot, monkeypatch, tmp_path / "data")
    window.show_new_game("legislation")
    page = window.stack.currentWidget()
    assert isinstance(page, NewGamePage)
    assert page.rows[0].level.isHidden() and not page.rows[1].level.isHidden()  # only bots have a level
    page.rows[1].level.setCurrentIndex(page.rows[1].level.findData(BotLevel.STRONG))
    page.rows[2].level.setCurrentIndex(page.rows[2].level.findData(BotLevel.RANDOM))
    seats = page.setup().seats
    assert [s.level for s in seats[1:]] == [BotLevel.STRONG, BotLevel.RANDOM, BotLevel.BASIC]
    press(qtbot, page.start_button)
    saved = window.table.saved
    window.close_table()
    again = window.library.open(saved.id)
    assert [s.level for s in again.session.config.seats[1:]] == [
        BotLevel.STRONG,
        BotLevel.RANDOM,
        BotLevel.BASIC,
    ]


def test_council_bots_of_every_level_play_on_the_worker(qtbot):
    game = load_game("council")
    levels = (BotLevel.BASIC, BotLevel.STRONG, BotLevel.RANDOM, BotLevel.BASIC)
    seats = tuple(Seat(f"Bot {i}", "#3cb44b", SeatKind.BOT, level) for i, level in enumerate(levels))
    session = Session(game, SessionConfig("council", seats, game.default_options(), 3))
    window = window_with(qtbot, session)
    qtbot.waitUntil(lambda: len(session) >= 40, timeout=30000)
    assert window.table.refusal.isHidden()  # no bot got stuck
    window.close_table()


def test_a_move_made_while_a_bot_thinks_is_saved_and_the_session_exports(qtbot, slow, tmp_path, monkeypatch):
    """Saving works while a bot thinks: the human's move is on disk at once and File › Export writes the
    session, the bot still thinking (issue 11: "undo, quit and save still work")."""
    release, made = slow
    window = window_with_library(qtbot, monkeypatch, tmp_path / "data", shortcuts=True)
    window.show_new_game("legislation")
    page = window.stack.currentWidget()
    assert isinstance(page, NewGamePage)
    press(qtbot, page.start_button)
    driver = window.table.bots
    qtbot.waitUntil(driver.thinking, timeout=3000)
    human_discards(qtbot, window)  # the first bot is still on its move (held until `release`)
    first = window.table.session.actions[0]
    assert first.seat == 0 and isinstance(first, Discard)
    out = tmp_path / "while-thinking.quorum"
    assert window.export_to(str(out))
    other = Library(tmp_path / "other")
    assert other.open(other.import_file(out)).session.actions[0] == first  # read back from the file
    release.set()
    assert driver.wait(5000)
    window.close_table()
