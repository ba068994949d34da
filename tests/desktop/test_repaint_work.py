"""A move redoes only what it changed (a click must repaint within a frame, benchmarks/bench_gui.py): seat
panels whose cards are the same keep them without working out their faces again, the seat ring is placed
once per move, and the Council's action bar keeps its buttons, showing the choices the new view offers."""

from __future__ import annotations

from moments import plain_move
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import desktop.legislation.seats as legislation_seats
from desktop.demo import demo_session
from desktop.legislation.faces import bill_face
from desktop.table.seat_ring import SeatRing
from desktop.table.table_page import TablePage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import load_game


def _legislation_page(qtbot) -> tuple[TablePage, Session]:
    """An 8-seat Legislation table, seat 0 the only human (no curtains: its board is redrawn in place)."""
    game = load_game("legislation")
    colours = ("#1f5fbf", "#3f6fbf", "#5f7fbf", "#7f8fbf", "#9f9fbf", "#bfafbf", "#dfbfbf", "#10d0a0")
    seats = tuple(
        Seat(f"P{i + 1}", c, SeatKind.HUMAN if i == 0 else SeatKind.BOT) for i, c in enumerate(colours)
    )
    return _open(qtbot, Session(game, SessionConfig("legislation", seats, game.default_options(), 3)))


def _council_page(qtbot) -> tuple[TablePage, Session]:
    """The 8-seat Council demo table at its vote, the viewer (seat 0) to vote, the bots standing still."""
    return _open(qtbot, demo_session("council", players=8))


def _open(qtbot, session: Session) -> tuple[TablePage, Session]:
    """`session`'s table page at a laptop's size, shown and started."""
    page = TablePage(session, bot_pause_ms=10**9)  # the bots stand still: the test moves for them
    qtbot.addWidget(page)
    page.resize(1366, 704)
    page.show()
    page.start()
    QApplication.processEvents()
    return page, session


def _seats(page: TablePage) -> dict[int, tuple[object, list[int], tuple]]:
    """Each seat's panel, its cards (by identity) and all its cards are drawn from."""
    board = page.current
    view, out = board.view, {}
    n = view.seats
    if board.ring is None:  # the viewer picks from the piles, laid over the whole table: no seats shown
        return out
    for i, panel in enumerate(board.ring.seats):
        seat = (board.seat + i) % n
        source = legislation_seats._cards_source(view, seat, page.names, page.colours)
        if seat == board.seat:  # the viewer's On Deck cards may be clicked while a bill is proposed
            source = (source, board.mode.name == "PROPOSE")
        out[seat] = (panel, [id(c) for c in panel.cards()], source)
    return out


def test_a_seat_keeps_its_cards_unless_they_changed_and_then_shows_the_new_ones(qtbot, monkeypatch):
    page, session = _legislation_page(qtbot)
    faces: list[int] = []

    def counted(number, *args, **kwargs):
        faces.append(number)
        return bill_face(number, *args, **kwargs)

    monkeypatch.setattr(legislation_seats, "bill_face", counted)
    kept = changed = 0
    for _ in range(120):
        if session.is_over():
            break
        board = page.current
        before = _seats(page)
        faces.clear()
        seat = session.to_act()[0]
        session.apply(plain_move("legislation", session, seat))
        QApplication.processEvents()
        if page.current is not board:
            continue  # a new board (a deal on screen): nothing was kept
        after = _seats(page)
        redrawn = 0
        for s, (panel, cards, source) in after.items():
            old_panel, old_cards, old_source = before[s]
            assert panel is old_panel, "a seat's panel is kept and told its new look"
            if source == old_source:
                assert cards == old_cards, f"seat {s}: cards rebuilt though none changed"
                kept += 1
            else:
                changed += 1
                redrawn += 1
                view = page.current.view
                shown = [c.face.number for c in panel.cards()]
                pile = view.table.piles[s]
                assert shown == [*view.table.on_deck[s], *([pile[-1]] if pile else [])], f"seat {s}"
        if not redrawn:
            assert not faces, f"faces worked out again for unchanged seats: {faces}"
    assert kept > 100 and changed > 5, (kept, changed)


def test_the_seat_ring_is_placed_once_per_move(qtbot, monkeypatch):
    page, session = _legislation_page(qtbot)
    placed: list[int] = []
    layout = SeatRing._layout

    def counted(ring: SeatRing) -> bool:
        placed.append(1)
        return layout(ring)

    monkeypatch.setattr(SeatRing, "_layout", counted)
    per_move = []
    for _ in range(60):
        if session.is_over():
            break
        board = page.current
        placed.clear()
        seat = session.to_act()[0]
        session.apply(plain_move("legislation", session, seat))
        QApplication.processEvents()
        if page.current is board:
            per_move.append(len(placed))
    # Twice only when cards had to shrink or grow to fit just then (the seats' sizes changed).
    assert per_move and max(per_move) <= 2, per_move
    assert per_move.count(1) >= 0.8 * len(per_move), per_move


def test_the_council_action_bar_keeps_its_buttons_and_shows_the_new_choices(qtbot):
    page, session = _council_page(qtbot)
    board = page.current
    mark = len(session)
    cast, abstain = board.buttons["cast"], board.buttons["abstain"]
    assert cast.isVisible() and abstain.isVisible()
    qtbot.mouseClick(abstain, Qt.MouseButton.LeftButton)  # the vote becomes a wait: no vote buttons
    assert page.current is board
    assert "cast" not in board.buttons and "abstain" not in board.buttons
    assert not cast.isVisible() and not abstain.isVisible()
    moves = len(session)
    abstain.click()  # a button put away does nothing
    assert len(session) == moves
    session.undo_to(mark)  # the vote again: the same buttons, shown and pressable
    QApplication.processEvents()
    assert page.current is board
    assert board.buttons["cast"] is cast and board.buttons["abstain"] is abstain
    assert abstain.isVisible() and abstain.isEnabled() and cast.isVisible()
    assert not cast.isEnabled(), "nothing picked yet: no votes to cast"
    qtbot.mouseClick(abstain, Qt.MouseButton.LeftButton)  # and it still plays its move
    assert len(session) > mark and 0 in {a.seat for a in session.actions[mark:]}


def test_the_council_outcome_buttons_are_kept_and_shown_unpicked_when_the_vote_comes_back(qtbot):
    page, session = _council_page(qtbot)
    board = page.current
    mark = len(session)
    buttons = dict(board.outcome_buttons)
    assert buttons and all(b.isVisible() for b in buttons.values())
    first = next(iter(buttons))
    qtbot.mouseClick(buttons[first], Qt.MouseButton.LeftButton)
    assert board.outcome == first and buttons[first].isChecked()
    qtbot.mouseClick(board.buttons["abstain"], Qt.MouseButton.LeftButton)  # a wait: no outcomes shown
    assert not any(b.isVisible() for b in buttons.values())
    session.undo_to(mark)
    QApplication.processEvents()
    assert page.current is board
    assert board.outcome_buttons == buttons, "the same outcome buttons, not new ones"
    assert all(board.outcome_buttons[o] is b and b.isVisible() for o, b in buttons.items())
    assert board.outcome is None and not any(b.isChecked() for b in buttons.values()), "shown unpicked"
    qtbot.mouseClick(buttons[first], Qt.MouseButton.LeftButton)  # and they pick as new ones do
    assert board.outcome == first and buttons[first].isChecked()
