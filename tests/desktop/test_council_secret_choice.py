"""A player holding several rivals' Political Secrets chooses at the Council table whose to play: the card's
button lights up the owners' seats (click, or arrows + Enter), and each rival's note in the hand plays
that rival's own; with one held nothing is asked."""

from __future__ import annotations

from council_fakes import fake_context
from PySide6.QtCore import Qt
from test_table_targets import NAMES, EngineTable, _click, _panel

from desktop.council.board import CouncilBoard
from desktop.council.names import any_card_name
from desktop.council.refusals import sentences
from desktop.refusals import refusal_text
from desktop.table.seat_panel import SeatPanel
from games.core.errors import IllegalAction
from games.council.actions import PlayCard
from games.council.state import FrameKind
from games.council.view import seat_view
from tests.council.table import GAME, run_until, table

SECRET = "political-secret"


def _board(qtbot, owners: tuple[int, ...]) -> tuple[CouncilBoard, EngineTable]:
    """Ann (seat 0) holds these rivals' Political Secrets when Mutiny is revealed."""
    state = table(deck=["mutiny"])
    for owner in owners:
        state.players[owner].notes.remove(f"{SECRET}@{owner}")
        state.players[0].notes.append(f"{SECRET}@{owner}")
    run_until(state, FrameKind.WHEN, seat=0)
    engine = EngineTable(state)
    board = CouncilBoard(fake_context(engine), 0, seat_view(state, 0))
    qtbot.addWidget(board)
    board.resize(1366, 700)
    board.show()
    qtbot.waitExposed(board)
    return board, engine


def test_the_card_lights_up_the_owners_and_a_click_silences_the_one_chosen(qtbot):
    board, engine = _board(qtbot, (2, 3))
    button = board.play_buttons[SECRET]
    assert button.text().endswith("…")  # several ways: it asks whose
    _click(qtbot, button)
    assert board.targeting is not None and not engine.played
    assert [s for s in range(4) if _panel(board, s).pickable] == [2, 3]  # the notes' owners only
    assert "click a highlighted player" in board.hint.text()
    _click(qtbot, _panel(board, 0))  # Ann's own seat: not a target
    assert not engine.played
    _click(qtbot, _panel(board, 3))
    assert engine.played == [PlayCard(0, SECRET, 3)]
    assert engine.state.agenda.silenced == {3}  # Dan, not Cat (the first note held)
    assert f"{SECRET}@2" in engine.state.players[0].notes


def test_keyboard_chooses_the_owner(qtbot):
    board, engine = _board(qtbot, (2, 3))
    button = board.play_buttons[SECRET]
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    first = board.focusWidget()
    assert isinstance(first, SeatPanel) and first.pickable
    qtbot.keyClick(first, Qt.Key.Key_Right)
    moved = board.focusWidget()
    assert isinstance(moved, SeatPanel) and moved.pickable and moved is not first
    qtbot.keyClick(moved, Qt.Key.Key_Return)
    (action,) = engine.played
    assert action.card == SECRET and NAMES[action.target] == moved.seat_name
    assert engine.state.agenda.silenced == {action.target}


def test_a_rivals_note_in_the_hand_plays_that_rivals_secret(qtbot):
    board, engine = _board(qtbot, (2, 3))
    assert not board.note_cards[f"{SECRET}@0"].interactive  # Ann's own note is hers to give, not play
    card = board.note_cards[f"{SECRET}@2"]
    assert "Cat's note" in card.description and "Dan's note" in board.note_cards[f"{SECRET}@3"].description
    assert card.interactive
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Return)
    assert engine.played == [PlayCard(0, SECRET, 2)] and engine.state.agenda.silenced == {2}


def test_with_one_held_nothing_is_asked(qtbot):
    board, engine = _board(qtbot, (2,))
    button = board.play_buttons[SECRET]
    assert not button.text().endswith("…") and button.text().endswith("Cat")
    _click(qtbot, button)
    assert board.targeting is None
    assert engine.played == [PlayCard(0, SECRET, 2)] and engine.state.agenda.silenced == {2}


def test_a_note_not_held_is_refused_in_words(qtbot):
    board, engine = _board(qtbot, (2,))
    try:
        GAME.apply(engine.state, PlayCard(0, SECRET, 3))
    except IllegalAction as error:
        text = refusal_text(error, NAMES, sentences(), card=any_card_name)
    assert text == "You do not hold the Political Secret of Dan."
    assert not engine.state.agenda.silenced


def test_the_silenced_rival_shows_as_silenced_on_every_seats_table(qtbot):
    board, engine = _board(qtbot, (2, 3))
    _click(qtbot, board.play_buttons[SECRET])
    _click(qtbot, _panel(board, 3))
    assert engine.state.agenda.silenced == {3}
    for viewer in (0, 3):  # the player who played it and the one silenced see the same public line
        after = CouncilBoard(fake_context(engine), viewer, seat_view(engine.state, viewer))
        qtbot.addWidget(after)
        assert "silenced" in _panel(after, 3).status_label.text()
        assert "silenced" not in _panel(after, 2).status_label.text()
