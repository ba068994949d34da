"""Answering a Starward role (desktop/starward/board.py): following on Empire symbols alone is offered only
when they count something; with none, following without cards would do nothing and cost the card a
dissent draws, so the table offers it only once a card is picked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from moments import starward_answering
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.table.table_page import TablePage
from games.core.session import Session
from games.starward.cards import Role, card


def _stopped_where(moment: Callable[[Any], bool], settled: bool = False) -> Session:
    """A 3-seat game by plain moves (tests/desktop/moments.py), stopped where seat 0 (the one human)
    answers a role and `moment(its view)` holds (`settled`: its planets all face up)."""
    return starward_answering(moment, 3, settled=settled)


def _table(session: Session, qtbot) -> TablePage:
    page = TablePage(session, bot_pause_ms=10**9)
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    page.start()
    QApplication.processEvents()
    return page


def _nothing_in_the_empire(view: Any) -> bool:
    """A role that is not Colonize, with a card that shows its symbol and no Empire symbol of it."""
    p = view.prompt
    return p.base == 0 and bool(p.cards) and p.role is not Role.COLONIZE


def _colonize_with_nothing_face_down(view: Any) -> bool:
    """Colonize, holding a Colonize card but with no face-down planet to tuck it under."""
    p = view.prompt
    return (
        p.role is Role.COLONIZE
        and not p.face_down
        and any(Role.COLONIZE in card(c).symbols for c in view.hand)
    )


def test_following_on_no_empire_symbols_waits_for_a_card(qtbot):
    session = _stopped_where(_nothing_in_the_empire)
    page = _table(session, qtbot)
    board = page.current
    follow, dissent = board.buttons["follow"], board.buttons["dissent"]
    assert dissent.isEnabled()
    assert not follow.isEnabled(), "following on no symbols at all would do nothing"
    picked = session.view(0).prompt.cards[0]
    qtbot.mouseClick(board.hand_cards[picked], Qt.MouseButton.LeftButton)
    board = page.current
    assert board.buttons["follow"].isEnabled(), "with a card picked, following counts it"


def test_a_colonize_that_cannot_be_followed_says_why(qtbot):
    session = _stopped_where(_colonize_with_nothing_face_down, settled=True)
    board = _table(session, qtbot).current
    assert not board.buttons["follow"].isEnabled()
    hint = board.hint.text()
    assert "face-down planet" in hint, hint
