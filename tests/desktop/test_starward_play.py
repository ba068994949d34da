"""Complete Starward games played through the GUI by clicks and keys, with the hand-off curtain between
humans and a privacy walk over every screen."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from starward_player import StarwardPlayer, StarwardPrivacyWatch

from desktop.end_screen import EndScreen
from desktop.table.table_page import TablePage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import load_game

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin")
COLOURS = ("#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231")


def make_page(qtbot, kinds, seed=5):
    game = load_game("starward")
    seats = tuple(Seat(NAMES[i], COLOURS[i], k) for i, k in enumerate(kinds))
    session = Session(game, SessionConfig("starward", seats, game.default_options(), seed))
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    page.start()
    return page


def play_to_end(qtbot, page, player, watch=None, limit=6000):
    for _ in range(limit):
        if page.session.is_over():
            break
        if watch is not None:
            watch.check(page)
        if not player.step():
            qtbot.wait(2)  # let the bots' timers fire
    assert page.session.is_over(), "the game did not finish"
    if watch is not None:
        watch.check(page)


def test_two_humans_play_a_whole_game_behind_the_curtain(qtbot):
    page = make_page(qtbot, (SeatKind.HUMAN, SeatKind.HUMAN), seed=3)
    player = StarwardPlayer(qtbot, page, seed=2)
    watch = StarwardPrivacyWatch()
    play_to_end(qtbot, page, player, watch)
    kinds = {a.kind for a in page.session.actions}
    assert {"choose_role", "boost", "cleanup", "play_action", "end_actions", "keep_planet"} <= kinds
    assert {"follow", "dissent"} <= kinds
    assert player.moves["curtain"] > 20  # every hand-over, including each follow/dissent, behind the curtain
    assert watch.checks > 100
    assert isinstance(page.current, EndScreen)
    breakdown = page.current.findChild(type(page.current), "") or page.current
    assert "Influence tokens" in " ".join(w.text() for w in breakdown.findChildren(QLabel))


def test_four_seats_two_humans_and_two_bots(qtbot):
    page = make_page(qtbot, (SeatKind.HUMAN, SeatKind.BOT, SeatKind.HUMAN, SeatKind.BOT), seed=11)
    player = StarwardPlayer(qtbot, page, seed=7)
    watch = StarwardPrivacyWatch()
    play_to_end(qtbot, page, player, watch)
    humans = {a.kind for a in page.session.actions if a.seat in (0, 2)}
    assert {"choose_role", "boost", "cleanup", "follow", "dissent"} <= humans
    assert watch.checks > 100
