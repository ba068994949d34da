"""Undo/Redo menu text, refusals of bad moves, and the new-game page's checks."""

from __future__ import annotations

from gui_player import press
from PySide6.QtCore import Qt

from desktop.main_window import MainWindow
from desktop.new_game import NewGamePage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.legislation.actions import Discard, Propose
from games.legislation.options import LegislationOptions
from games.legislation.state import fingerprint
from games.registry import load_game


def session_for(kinds, seed=4):
    game = load_game("legislation")
    names = ("Alice", "Bob", "Carol")
    seats = tuple(
        Seat(n, c, k) for n, c, k in zip(names, ("#e6194b", "#3cb44b", "#4363d8"), kinds, strict=True)
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


def test_undo_and_redo_name_the_move_and_go_back_to_the_last_human_move(qtbot):
    session = session_for((SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT))
    window = window_with(qtbot, session)
    assert not window.act_undo.isEnabled()
    assert window.act_undo.text() == "&Undo"
    board = window.table.current
    first = next(iter(board.hand_cards))
    qtbot.mouseClick(board.hand_cards[first], Qt.MouseButton.LeftButton)
    press(qtbot, board.buttons["discard"])
    assert session.actions[0].kind == "discard"
    assert window.act_undo.isEnabled()
    assert window.act_undo.text() == "&Undo Discard"
    # The bots finish the discard round: undo still takes back Alice's discard, not a bot's.
    qtbot.waitUntil(lambda: len(session) >= 3 or not session.can_undo(), timeout=3000)
    if session.can_undo():
        assert window.act_undo.text() == "&Undo Discard"
        before = len(session)
        window.act_undo.trigger()
        assert len(session) == 0 < before
        assert window.act_redo.text() == "&Redo Discard"
        window.act_redo.trigger()
        assert session.actions[0].seat == 0
    # Once the table has seen revealed discards, undo stops at that barrier.
    assert session.can_undo() == (len(session) > session.barrier)


def test_ctrl_z_is_the_undo_shortcut(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.sig_first_paint, timeout=5000):
        pass
    qtbot.waitUntil(lambda: not window._shortcuts, timeout=2000)  # keys are given after the first paint
    assert window.act_undo.shortcut().toString() == "Ctrl+Z"
    assert window.act_redo.shortcut().toString() == "Ctrl+Shift+Z"


def test_an_illegal_move_is_refused_with_a_message_and_nothing_changes(qtbot):
    session = session_for((SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.BOT))
    window = window_with(qtbot, session)
    page = window.table
    before = fingerprint(session.state)
    assert not page.play(Discard(0, (99,)))  # not a bill in Alice's hand
    assert page.refusal.isVisible()
    # The engine's code, worded by desktop/refusals.py (not the engine's English message).
    assert page.refusal.text() == "That move is not allowed: That bill is not in your hand."
    assert fingerprint(session.state) == before and len(session) == 0
    assert not page.play(Propose(1, 3))  # nobody proposes in the discard round
    assert fingerprint(session.state) == before


def test_the_new_game_page_refuses_nameless_or_twin_seats(qtbot):
    page = NewGamePage("legislation")
    qtbot.addWidget(page)
    page.show()
    started = []
    page.sig_start.connect(started.append)
    page.rows[1].name_edit.setText(page.rows[0].name_edit.text())
    press(qtbot, page.start_button)
    assert not started and page.problem.isVisible()
    page.rows[1].name_edit.setText("")
    press(qtbot, page.start_button)
    assert not started and "name" in page.problem.text()
    page.rows[1].name_edit.setText("Zed")
    press(qtbot, page.start_button)
    assert len(started) == 1
    setup = started[0]
    assert len(setup.seats) == 4 and setup.options.hand_size == 9
    assert all(isinstance(s.kind, SeatKind) for s in setup.seats)
    assert setup.options == load_game("legislation").default_options()


def test_seats_can_be_added_up_to_eight_and_removed_down_to_three(qtbot):
    page = NewGamePage("legislation")
    qtbot.addWidget(page)
    for _ in range(10):
        page.add_button.click()
    assert len(page.rows) == 8 and not page.add_button.isEnabled()
    for _ in range(10):
        page.rows[-1].remove.click()
    assert len(page.rows) == 3


def test_a_long_prompt_ends_in_an_ellipsis_with_the_whole_text_in_its_tooltip(qtbot):
    """The German status box clipped its last line: a prompt longer than its box is shortened on purpose."""
    from desktop.table.elided_label import WrappedFacts

    prompt = WrappedFacts("")
    qtbot.addWidget(prompt)
    prompt.setFixedSize(306, 104)
    font = prompt.font()
    font.setPixelSize(16)  # the prompt's look (assets/styles/table.qss #Prompt)
    font.setBold(True)
    prompt.setFont(font)
    prompt.show()
    long = "Abstimmungsrunde: Entwurf 76 zur Abstimmung; es fehlen " + ", ".join(
        f"Maximiliane-{i}" for i in range(8)
    )
    prompt.setText(long)
    assert prompt.heightForWidth(prompt.contentsRect().width()) <= prompt.height()
    assert prompt.text().endswith("…") and prompt.toolTip() == long and prompt.accessibleName() == long
    prompt.setText("Kurz.")
    assert prompt.text() == "Kurz." and not prompt.toolTip()


def test_ctrl_z_behind_the_undo_barrier_says_why_and_changes_nothing(qtbot):
    """After a move that revealed cards (the bots' discards, shown to all) nothing can be taken back:
    Undo is off and says why in its tooltip, Ctrl+Z says it on the window, and the game is untouched."""
    session = session_for((SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT))
    window = window_with(qtbot, session)
    board = window.table.current
    press(qtbot, board.buttons["discard"])  # keep all: the bots discard, the round's discards are shown
    qtbot.waitUntil(lambda: len(session) >= 3 and not session.can_undo(), timeout=5000)
    before = fingerprint(session.state), len(session)
    # Undo is off, its tooltip names the move that revealed the discards; Ctrl+Z says the same.
    assert not window.act_undo.isEnabled()
    assert window.act_undo.toolTip().startswith("Nothing to undo: ")  # the discards, or a bot's draw since
    window.undo()  # what Ctrl+Z does while Undo is off (the key itself: test_status_and_undo_barrier)
    assert (fingerprint(session.state), len(session)) == before
    assert window.statusBar().currentMessage() == window.act_undo.toolTip()
