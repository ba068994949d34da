"""A secret objective scored at the table, recorded from the seat's own screen (the engine's ScoreSecret)."""

from __future__ import annotations

from gui_player import press

from desktop.cards.card_widget import CardWidget
from desktop.council.board import CouncilBoard
from desktop.table.table_page import TablePage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import load_game


def page_at_window(qtbot) -> TablePage:
    """Alice (the one human) on turn in the window before the first agenda: she may record one."""
    game = load_game("council")
    names, colours = ("Alice", "Bob", "Carol"), ("#e6194b", "#3cb44b", "#4363d8")
    kinds = (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT)
    seats = tuple(Seat(n, c, k) for n, c, k in zip(names, colours, kinds, strict=True))
    session = Session(game, SessionConfig("council", seats, game.default_options(), 3))
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(1400, 880)
    page.show()
    page.start()
    qtbot.waitUntil(lambda: isinstance(page.current, CouncilBoard) and "score_secret" in page.current.buttons)
    return page


def test_a_scored_secret_is_recorded_public_and_worth_a_point(qtbot):
    page = page_at_window(qtbot)
    session, board = page.session, page.current
    press(qtbot, board.buttons["score_secret"])
    dialog = board.secret_dialog
    assert not dialog.record_button.isEnabled()  # nothing named yet
    qtbot.keyClicks(dialog.name, "Become a Martyr")
    press(qtbot, board.buttons["record_secret"])
    assert session.actions[-1].kind == "score_secret"
    assert session.view(None).players[0].scored == ("Become a Martyr",)
    assert session.view(None).players[0].vp == 1
    log = [page.log_model.text(r) for r in range(page.log_model.rowCount())]
    assert "Alice scored the secret objective Become a Martyr (1 VP)." in log
    assert page.undo_name() == "Score Secret Objective"
    from desktop.table.seat_panel import SeatPanel

    alice = next(p for p in page.current.findChildren(SeatPanel) if p.name_label.text() == "Alice")
    assert "secrets scored: Become a Martyr" in alice.status_label.text()


def test_an_agenda_phase_objective_is_refused_in_the_dialog_and_nothing_changes(qtbot):
    page = page_at_window(qtbot)
    session, board = page.session, page.current
    before = len(session)
    press(qtbot, board.buttons["score_secret"])
    dialog = board.secret_dialog
    qtbot.keyClicks(dialog.name, "Dictate Policy")
    press(qtbot, board.buttons["record_secret"])
    assert len(session) == before
    assert dialog.isVisible() and dialog.problem.isVisibleTo(dialog)
    assert "Dictate Policy is scored with its own card" in dialog.problem.text()


def test_own_secret_objectives_stay_readable_beside_a_full_hand_at_1366x768(qtbot):
    """Seed 1 deals Alice two secret objectives beside five action cards, two notes and five planets: a
    line after the cards was squeezed to "Sec…" at 1366x768, so she could not see what she held."""
    game = load_game("council")
    names = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
    kinds = (SeatKind.HUMAN,) + (SeatKind.BOT,) * 5
    seats = tuple(Seat(n, "#e6194b", k) for n, k in zip(names, kinds, strict=True))
    session = Session(game, SessionConfig("council", seats, game.default_options(), 1))
    held = tuple(session.state.players[0].secrets)
    assert held == ("dictate-policy", "drive-the-debate")
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    page.start()
    qtbot.waitUntil(lambda: isinstance(page.current, CouncilBoard) and page.current.seat == 0)
    board = page.current
    qtbot.waitUntil(lambda: all(w.isVisible() for w in board.findChildren(CardWidget)))
    for name in ("Dictate Policy", "Drive the Debate"):
        shown = [
            w
            for w in board.findChildren(CardWidget)
            if w.isVisible() and getattr(w.face, "name", "") == name and w.width() >= 48
        ]
        assert shown, f"{name} is not shown in Alice's hand"
        assert f"Secret objective: {name}" in shown[0].description
