"""Answering a Starward role (desktop/starward/board.py): following on Empire symbols alone is offered only
when they count something; with none, following without cards would do nothing and cost the card a
dissent draws, so the table offers it only once a card is picked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.table.table_page import TablePage
from games.core.bots import RandomBot
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import load_game
from games.starward.cards import Role, card
from games.starward.views import PromptKind


def _answering_with_nothing_in_the_empire() -> Session:
    """A seeded game stopped where seat 0 (the one human) answers a role that is not Colonize, holding a
    card that shows its symbol and no Empire symbol of it."""
    game = load_game("starward")
    for seed in range(1, 40):
        seats = tuple(Seat(n, c, SeatKind.HUMAN if i == 0 else SeatKind.BOT)
                      for i, (n, c) in enumerate((("Ann", "#dc7070"), ("Ben", "#96f0b4"), ("Cy", "#fff02d"))))
        session = Session(game, SessionConfig("starward", seats, game.default_options(), seed))
        bots = [RandomBot(game, seed * 31 + s) for s in range(3)]
        for _ in range(400):
            if session.is_over():
                break
            seat = session.to_act()[0]
            view = session.view(seat)
            p = view.prompt
            if (seat == 0 and p is not None and p.kind is PromptKind.RESPOND and p.base == 0 and p.cards
                    and p.role is not Role.COLONIZE):
                return session
            session.apply(bots[seat].act(view))
    raise AssertionError("no such moment in 40 seeded games")


def test_following_on_no_empire_symbols_waits_for_a_card(qtbot):
    session = _answering_with_nothing_in_the_empire()
    page = TablePage(session, bot_pause_ms=10**9)
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    page.start()
    QApplication.processEvents()
    board = page.current
    follow, dissent = board.buttons["follow"], board.buttons["dissent"]
    assert dissent.isEnabled()
    assert not follow.isEnabled(), "following on no symbols at all would do nothing"
    card = session.view(0).prompt.cards[0]
    qtbot.mouseClick(board.hand_cards[card], Qt.MouseButton.LeftButton)
    board = page.current
    assert board.buttons["follow"].isEnabled(), "with a card picked, following counts it"


def _answering_colonize_with_nothing_face_down() -> Session:
    """Seat 0 answers Colonize holding a Colonize card but with no face-down planet to tuck it under."""
    game = load_game("starward")
    for seed in range(1, 60):
        seats = tuple(Seat(n, c, SeatKind.HUMAN if i == 0 else SeatKind.BOT)
                      for i, (n, c) in enumerate((("Ann", "#dc7070"), ("Ben", "#96f0b4"), ("Cy", "#fff02d"))))
        session = Session(game, SessionConfig("starward", seats, game.default_options(), seed))
        bots = [RandomBot(game, seed * 31 + s) for s in range(3)]
        for _ in range(600):
            if session.is_over():
                break
            seat = session.to_act()[0]
            view = session.view(seat)
            p = view.prompt
            if (seat == 0 and p is not None and p.kind is PromptKind.RESPOND and p.role is Role.COLONIZE
                    and not p.face_down and any(Role.COLONIZE in card(c).symbols for c in view.hand)):
                return session
            session.apply(bots[seat].act(view))
    raise AssertionError("no such moment in 60 seeded games")


def test_a_colonize_that_cannot_be_followed_says_why(qtbot):
    session = _answering_colonize_with_nothing_face_down()
    page = TablePage(session, bot_pause_ms=10**9)
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    page.start()
    QApplication.processEvents()
    board = page.current
    assert not board.buttons["follow"].isEnabled()
    hint = board.hint.text()
    assert "face-down planet" in hint, hint
