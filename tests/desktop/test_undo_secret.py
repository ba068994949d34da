"""Undo across seats: taking back another seat's secret move from a curtain asks first, and the log says
that a move was taken back (never what it was)."""

from __future__ import annotations

import pytest
from moments import plain_move
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from table_states import _config

from desktop.table.table_page import TablePage
from desktop.undo import human_undo_target
from games.core.session import Session
from games.registry import load_game


def _log(page):
    return [page.log_model.text(r) for r in range(page.log_model.rowCount())]


def _reach_alices_secret_vote(qtbot, session, saved=None):
    """A table where Alice has just voted in secret and the curtain is for Bob, or None if this deal
    never gets there."""
    page = TablePage(session, saved, bot_pause_ms=10**9)
    qtbot.addWidget(page)
    page.start()
    hotseat = page.hotseat
    for _ in range(400):
        if session.is_over():
            break
        curtain = hotseat.curtain_for()
        target = human_undo_target(session, hotseat.humans)
        if (
            curtain == 1
            and target is not None
            and session.actions[target].seat == 0
            and session.actions[target].kind == "vote"
            and session.entries[target].private
        ):
            return page
        if curtain is not None:
            hotseat.confirm(curtain)
            continue
        seat = hotseat.acting_seat()
        seat = seat if seat is not None else session.to_act()[0]
        page.play(plain_move("legislation", session, seat))  # the simplest move: no bot
    page.stop()
    return None


@pytest.fixture
def alice_voted(qtbot):
    """A Legislation table, Alice and Bob human: Alice has just voted in secret, the curtain is for Bob."""
    for seed in range(1, 40):
        session = Session(load_game("legislation"), _config("legislation", 4, seed, humans=2))
        page = _reach_alices_secret_vote(qtbot, session)
        if page is not None:
            return page
    pytest.fail("no scripted game reached a secret vote of Alice's with the curtain for Bob")


def test_taking_back_alices_secret_vote_from_bobs_curtain_asks_first(qtbot, alice_voted, monkeypatch):
    page = alice_voted
    session = page.session
    moves = len(session)
    asked = []
    monkeypatch.setattr(page, "ask_take_back", lambda owner: asked.append(owner) or False)
    assert page.undo() is False  # the table said no: nothing changes, nothing is logged
    assert asked == [0] and len(session) == moves
    assert not any("taken back" in line for line in _log(page))
    monkeypatch.setattr(page, "ask_take_back", lambda owner: asked.append(owner) or True)
    vote = session.entries[human_undo_target(session, page.hotseat.humans)]
    assert page.undo() is True
    assert asked == [0, 0] and len(session) < moves
    log = _log(page)
    assert log[-1] == "A move by Alice was taken back."
    # What the vote was is not said: the private part of the entry appears nowhere in the log.
    shared = vote.for_viewer(None)
    secret = [str(v) for k, v in vote.for_viewer(0).items() if k not in shared]
    assert secret, "Alice's vote is hers alone"
    assert not any(s and s in log[-1] for s in secret)


def test_the_real_dialog_keeps_the_move_unless_someone_says_take_it_back(qtbot, alice_voted):
    page = alice_voted
    moves = len(page.session)

    def answer(text):
        def click():
            box = QApplication.activeModalWidget()
            assert isinstance(box, QMessageBox), box
            assert "Alice" in box.text()
            next(b for b in box.buttons() if b.text().replace("&", "") == text).click()

        QTimer.singleShot(50, click)

    answer("Keep it")
    assert page.undo() is False and len(page.session) == moves
    answer("Take it back")
    assert page.undo() is True and len(page.session) < moves


def test_undoing_ones_own_move_does_not_ask(qtbot, alice_voted, monkeypatch):
    page = alice_voted
    asked = []
    monkeypatch.setattr(page, "ask_take_back", lambda owner: asked.append(owner) or True)
    page.hotseat.viewer = 0  # Alice has the screen herself (as before she handed it over)
    page.hotseat.curtain_for = lambda: None
    page.hotseat.screen_seat = lambda: 0
    assert page.undo() is True and asked == []
    assert _log(page)[-1] == "A move by Alice was taken back."


def test_the_taken_back_line_is_kept_with_the_save(qtbot, tmp_path, monkeypatch):
    """Resumed, the log still says that a move of Alice's was taken back (and still not what it was)."""
    from storage.library import Library

    library = Library(tmp_path)
    for seed in range(1, 40):
        saved = library.create(f"Game {seed}", _config("legislation", 4, seed, humans=2))
        page = _reach_alices_secret_vote(qtbot, saved.session, saved)
        if page is not None:
            break
        saved.close()
    else:
        pytest.fail("no scripted game reached a secret vote of Alice's with the curtain for Bob")
    monkeypatch.setattr(page, "ask_take_back", lambda owner: True)
    assert page.undo() is True
    before = _log(page)
    assert before[-1] == "A move by Alice was taken back."
    session_id = saved.id
    page.stop()
    saved.close()
    library.close()

    again = Library(tmp_path).open(session_id)
    assert again.ui["taken_back"] == [[len(again.session.entries), 0]]
    resumed = TablePage(again.session, again, bot_pause_ms=10**9, ui=again.ui)
    qtbot.addWidget(resumed)
    resumed.start()
    log = _log(resumed)
    assert log.count("A move by Alice was taken back.") == 1
    assert log[-1] == "A move by Alice was taken back.", "where it was said: after the last entry"
    shown = min(len(log), len(before))
    assert log[-shown:] == before[-shown:], "the resumed log reads as it did"
    resumed.stop()
    again.close()


def test_a_saved_taken_back_list_out_of_shape_is_dropped(tmp_path):
    from storage.content import check_ui, clean_ui
    from storage.errors import SaveError

    assert check_ui(tmp_path, {"taken_back": [[3, 1], [0, 0]]}) == {"taken_back": [[3, 1], [0, 0]]}
    for bad in ([[3]], [[3, "x"]], [[-1, 0]], [[2, 64]], "x", [[1, 1]] * 51):
        with pytest.raises(SaveError):
            check_ui(tmp_path, {"taken_back": bad})
        assert clean_ui(tmp_path, {"taken_back": bad, "curtain_seat": 1}) == {"curtain_seat": 1}
