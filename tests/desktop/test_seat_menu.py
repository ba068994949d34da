"""Edit's choices a seat takes back: "Refuse All from Bob" untickable under Refused Offers (Bob's offers
are asked again), and "Show My Hand Open After the Bots' Moves" ticked or unticked at any time (the
face-down curtain only offered to turn it off); both kept with the save."""

from __future__ import annotations

from gui_player import press
from moments import council

from desktop.main_window import MainWindow
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import load_game


class Saved:
    """Stands in for the saved session: notes what the table keeps with it."""

    def __init__(self) -> None:
        self.ui: dict = {}

    def update_ui(self, **ui) -> None:
        self.ui.update(ui)


def _window(qtbot, session: Session) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 700)
    window.show()
    window.open_table(session, None, bot_pause_ms=10**9)
    window.table.saved = Saved()
    return window


def test_refused_offers_are_taken_back_from_the_edit_menu(qtbot):
    session = council("transaction", 5)
    proposer = session.view(0).prompt.offer.proposer
    window = _window(qtbot, session)
    menu = window.seat_menu
    menu.update()
    assert not menu.refused_action.isVisible()  # nobody refused yet: no such menu
    press(qtbot, window.table.current.buttons["mute"])
    assert window.table.hotseat.muted == {0: {proposer}}
    assert window.table.saved.ui["muted_offers"] == [[0, proposer]]
    menu.update()
    assert menu.refused_action.isVisible()
    [entry] = menu.refused.actions()
    assert window.table.names[proposer] in entry.text() and entry.isChecked()
    entry.trigger()  # unticked: asked again
    assert window.table.hotseat.muted == {}
    assert window.table.saved.ui["muted_offers"] == []
    menu.update()
    assert not menu.refused_action.isVisible()


def test_the_hand_shown_open_can_be_turned_back_on_and_off(qtbot):
    seats = (
        Seat("Alice", "#e6194b", SeatKind.HUMAN),
        Seat("Bob", "#3cb44b", SeatKind.HUMAN),
        Seat("Carol", "#4363d8", SeatKind.BOT),
    )
    game = load_game("legislation")
    session = Session(game, SessionConfig("legislation", seats, game.default_options(), 3))
    window = _window(qtbot, session)
    hotseat = window.table.hotseat
    seat = hotseat.curtain_for()
    hotseat.confirm(seat)
    menu = window.seat_menu
    menu.update()
    action = menu.open_hand
    assert action.isVisible() and action.isEnabled() and not action.isChecked()
    action.trigger()  # ticked: this seat's hand comes back open
    assert hotseat.open_hand == {seat} and window.table.saved.ui["open_hand"] == [seat]
    menu.update()
    assert action.isChecked()
    action.trigger()  # and back to face down
    assert hotseat.open_hand == set() and window.table.saved.ui["open_hand"] == []
    hotseat.open_hand.add(seat)  # as "Show my hand open after the bots' moves" on the curtain does
    menu.update()
    assert action.isChecked()


def test_one_human_has_no_hand_to_turn(qtbot):
    window = _window(qtbot, council("transaction", 5))
    window.seat_menu.update()
    assert not window.seat_menu.open_hand.isVisible()
