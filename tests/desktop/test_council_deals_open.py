"""Companion mode: the Council board offers "Transaction…" for every player exactly when the view says
deals are open (`anyone_may_offer`, games/council/deals.py; tests/council/test_deals_open.py checks that
against the listings), never by a rule of its own. Positions come from plain moves (moments.py), no bot."""

from __future__ import annotations

from collections.abc import Iterator

from council_fakes import fake_context
from moments import plain_move

from desktop.council.board import CouncilBoard
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council.options import CouncilOptions, Mode
from games.council.state import FrameKind
from games.registry import load_game

GAME = load_game("council")
NAMES = ("Ann", "Ben", "Cat", "Dan")


class Table:
    """What a board reads from the table page, over a real session (moves are not played here)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.names = NAMES[: len(session.seats)]
        self.colours = ("#e6194b", "#3cb44b", "#4363d8", "#f58231")[: len(session.seats)]

    def play(self, action) -> bool:
        raise AssertionError(f"nothing is played here: {action}")


def positions(seats: int, seed: int = 7) -> Iterator[Session]:
    """The positions of a companion game played by plain moves."""
    options = CouncilOptions(mode=Mode.COMPANION, max_rounds=2)
    session = Session(GAME, SessionConfig("council", tuple(Seat(n) for n in NAMES[:seats]), options, seed))
    for _ in range(200):
        waiting = session.to_act()
        if not waiting:
            return
        yield session
        check = session.state.stack[-1]
        if check.kind is FrameKind.TABLE_CHECK:
            session.apply(session.view(waiting[0]).prompt.as_is)  # the table as it stands
        else:
            session.apply(plain_move("council", session, waiting[0]))


def board_for(session: Session, qtbot) -> CouncilBoard:
    seat = session.to_act()[0]
    board = CouncilBoard(fake_context(Table(session)), seat, session.view(seat))
    qtbot.addWidget(board)
    return board


def test_the_boards_transaction_for_everyone_is_the_views(qtbot):
    answers = set()
    for seats in (3, 4):
        for step, session in enumerate(positions(seats)):
            if step % 5 or session.state.stack[-1].kind is FrameKind.TABLE_CHECK:
                continue
            board = board_for(session, qtbot)
            rules = board.view.anyone_may_offer
            assert board._bar_facts().others_may_deal == rules
            assert ("deal_other" in board.buttons) == rules, (seats, step, board.kind)
            answers.add(rules)
            board.deleteLater()
    assert answers == {True, False}, "both answers seen"


def test_no_transaction_for_everyone_once_every_pair_has_made_its_own(qtbot):
    """With every pair's transaction made this agenda, the view says no one may offer, and the board
    offers no "Transaction…"."""
    for session in positions(3):
        if session.state.agenda is not None and board_for(session, qtbot).view.anyone_may_offer:
            break
    assert "deal_other" in board_for(session, qtbot).buttons
    session.state.agenda.deals |= {(0, 1), (0, 2), (1, 2)}
    board = board_for(session, qtbot)
    assert not board.view.anyone_may_offer
    assert "deal_other" not in board.buttons
