"""A complete Legislation game played through the GUI by clicks and keys, with bots in some seats."""

from __future__ import annotations

import pytest
from gui_player import GuiPlayer
from play_through import play_to_end, table_page
from privacy_watch import PrivacyWatch
from PySide6.QtWidgets import QLabel

from games.core.seats import SeatKind
from games.legislation.options import BallotStyle, LegislationOptions


def make_page(qtbot, kinds, *, ballot=BallotStyle.SECRET, seed=5, hand=6):
    return table_page(qtbot, "legislation", kinds, options=LegislationOptions(hand, ballot), seed=seed)


@pytest.mark.parametrize("ballot", [BallotStyle.SECRET, BallotStyle.ROLL_CALL])
def test_a_complete_game_through_the_gui(qtbot, ballot):
    page = make_page(qtbot, (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT), ballot=ballot)
    player = GuiPlayer(qtbot, page, seed=3)
    play_to_end(qtbot, page, player)
    humans = {a.kind for a in page.session.actions if a.seat == 0}
    # The human seat made every kind of move a whole game needs, through the screen.
    assert {"discard", "place", "propose", "vote", "end_turn"} <= humans
    from desktop.end_screen import EndScreen

    assert isinstance(page.current, EndScreen)
    texts = " ".join(w.text() for w in page.current.findChildren(QLabel))
    assert "wins" in texts or "Shared win" in texts


@pytest.mark.slow  # a whole game played through the GUI (docs/testing.md)
def test_two_humans_hand_over_behind_the_curtain_and_nothing_leaks(qtbot):
    page = make_page(qtbot, (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.BOT), seed=11)
    player = GuiPlayer(qtbot, page, seed=8)
    watch = PrivacyWatch(page)
    play_to_end(qtbot, page, player, watch)
    assert player.moves.get("curtain", 0) > 10
    assert watch.checks > 50
    assert player.moves.get("deal_open", 0) > 0


def test_the_privacy_watch_catches_a_board_drawn_from_another_seats_view(qtbot, monkeypatch):
    from desktop.legislation import screens
    from desktop.legislation.board import LegislationBoard

    def leaky_board(self, table, seat):
        other = None if seat is None else (seat + 1) % len(table.names)
        return LegislationBoard(table.board_context(), seat, table.session.view(other))

    monkeypatch.setattr(screens.LegislationScreens, "board", leaky_board)
    page = make_page(qtbot, (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.BOT), seed=11)
    player = GuiPlayer(qtbot, page, seed=8)
    watch = PrivacyWatch(page)
    with pytest.raises(AssertionError, match="shown to seat|named to seat|described to seat"):
        for _ in range(50):
            watch.check(page)
            if not player.step():
                qtbot.wait(2)


def test_the_side_that_offered_withdraws_its_offer_behind_the_curtain_or_while_waiting(qtbot):
    """Either party may drop a deal not yet made: the offering player, from the partner's curtain
    (two humans) or from its own waiting board (the partner is a bot), with a button."""
    from PySide6.QtCore import Qt

    from desktop.curtain import Curtain
    from games.legislation.actions import Discard, PlaceOnDeck, Terms
    from games.legislation.state import Phase

    page = make_page(qtbot, (SeatKind.HUMAN,) * 4, seed=5, hand=9)
    session = page.session
    for seat in session.to_act():
        page.play(Discard(seat, ()))
    while session.state.phase is Phase.ON_DECK:
        seat = session.to_act()[0]
        page.play(PlaceOnDeck(seat, tuple(session.state.hands[seat][:3])))
    a = session.to_act()[0]
    b = (a + 1) % 4
    page.play(Terms(a, b, (), ()))
    curtain = page.current
    assert isinstance(curtain, Curtain) and curtain.seat == b
    [withdraw] = curtain.side_buttons
    assert page.names[a] in withdraw.text()
    qtbot.mouseClick(withdraw, Qt.MouseButton.LeftButton)
    assert session.actions[-1].kind == "drop" and session.actions[-1].seat == a
    assert session.state.deal is None and session.to_act() == (a,)
    assert not isinstance(page.current, Curtain) or page.current.seat == a
