"""The window's status messages float over its corner (a status bar in the layout shrank the table, and the
Legislation seat cards dropped their Pledge badges), and a refused Undo names the move that stands in the
way: the menu item is off with the reason in its tooltip, Ctrl+Z says it, Redo clears it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.cards.card_widget import CardWidget
from desktop.main_window import MainWindow
from desktop.status_note import MARGIN


def _demo(qtbot, game="legislation"):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 700)
    window.show()
    window.install_shortcuts()
    window.open_demo(game)
    qtbot.waitExposed(window)
    qtbot.wait(300)  # the table lays itself out in steps after it is shown
    return window


def _card_sizes(window):
    return sorted((c.objectName(), c.width(), c.height()) for c in window.table.findChildren(CardWidget))


def test_a_status_message_leaves_the_table_its_size_and_no_strip_behind(qtbot):
    window = _demo(qtbot)
    table_size, cards = window.table.size(), _card_sizes(window)
    window.statusBar().showMessage("Nothing to undo: the secret ballot was revealed (Erin's move: Vote).")
    qtbot.wait(50)
    assert window.statusBar().isVisible()
    assert window.table.size() == table_size and _card_sizes(window) == cards
    note = window.statusBar().geometry()
    assert window.rect().contains(note) and note.height() < 40  # inside the window, one line
    window.statusBar().clearMessage()
    qtbot.wait(50)
    assert not window.statusBar().isVisible()  # no empty strip once the message is gone
    assert window.table.size() == table_size


def test_the_note_follows_the_window_while_it_shows_and_costs_nothing_after(qtbot):
    window = _demo(qtbot)
    note = window.statusBar()
    note.showMessage("Nothing to undo.")
    window.resize(1280, 650)
    qtbot.wait(50)
    corner = window.rect().bottomRight()
    # Kept in the bottom-right corner of the resized window, its margin away.
    assert (corner.x() - note.geometry().right(), corner.y() - note.geometry().bottom()) == (MARGIN, MARGIN)
    note.clearMessage()
    window.resize(1366, 700)
    qtbot.wait(50)
    # With no message the note watches nothing: a resize of the window no longer reaches it.
    seen = []
    note.eventFilter = lambda watched, event: seen.append(event.type()) or False
    window.resize(1300, 680)
    qtbot.wait(50)
    assert seen == [] and not note.isVisible()


def test_undo_past_a_revealed_ballot_is_off_and_names_the_ballot(qtbot):
    window = _demo(qtbot)
    assert window.act_undo.isEnabled()  # Alice's End turn, after the last ballot was revealed
    window.act_undo.trigger()
    qtbot.wait(20)
    # Only the bots' moves lie between here and the revealed ballot: Undo is off, and says why.
    assert not window.act_undo.isEnabled()
    assert window.act_undo.text() == "&Undo"
    reason = window.act_undo.toolTip()
    assert "secret ballot was revealed" in reason and "Vote" in reason, reason
    assert "a draw, a shuffle or a look" not in reason
    before = len(window.table.session)
    window.activateWindow()
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == reason
    assert len(window.table.session) == before
    window.act_redo.trigger()  # Alice's End turn again: Undo is free, the refusal no longer holds
    qtbot.wait(20)
    assert window.act_undo.isEnabled()
    assert window.statusBar().currentMessage() == ""
