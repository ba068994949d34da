"""A human can mute a seat's transaction offers: "Refuse all from Bob" refuses this one, and every later
offer from Bob is refused without asking (kept with the save); offers from others are still asked."""

from __future__ import annotations

from gui_player import press
from moments import council

from desktop.council.screens import CouncilScreens
from desktop.hotseat import Hotseat
from desktop.main_window import MainWindow
from games.council.actions import AnswerDeal


def test_refuse_all_from_a_seat_refuses_now_and_later(qtbot):
    session = council("transaction", 5)
    moves = len(session)
    proposer = session.view(0).prompt.offer.proposer
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 700)
    window.show()
    window.open_table(session, None, bot_pause_ms=10**9)
    board = window.table.current
    mute = board.buttons["mute"]
    assert window.table.names[proposer] in mute.text()
    press(qtbot, mute)
    assert session.actions[moves] == AnswerDeal(0, False)
    assert window.table.hotseat.muted == {0: {proposer}}
    # Later offers from that seat: refused by the table itself, as the save remembers.
    again = council("transaction", 5)
    hotseat = Hotseat(again, ui={"muted_offers": [[0, proposer]]})
    hotseat.auto_refuser = CouncilScreens().muted_answer
    hotseat.pass_by_choice()
    assert again.actions[-1] == AnswerDeal(0, False) and len(again) == moves + 1
    other = Hotseat(council("transaction", 5), ui={"muted_offers": [[0, (proposer + 1) % 5]]})
    other.auto_refuser = CouncilScreens().muted_answer
    other.pass_by_choice()
    assert len(other.session) == moves  # an offer from another seat is still asked
