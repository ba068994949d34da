"""A board is built from a BoardContext alone (desktop/table/board_context.py), never the table page:
it plays through the context, asks the context for the seat's listing, and shows the seat panels and
room the context gives."""

from __future__ import annotations

from gui_player import press
from moments import legislation, starward
from PySide6.QtCore import Qt

from desktop.legislation.board import LegislationBoard
from desktop.starward.board import StarwardBoard
from desktop.table.board_context import BoardContext
from games.core.actions import Action
from games.legislation.actions import PlaceOnDeck

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
COLOURS = ("#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4")


def context(session, played: list[Action], asked: list[int]) -> BoardContext:
    n = len(session.config.seats)

    def listing(seat: int):
        asked.append(seat)
        return session.legal_actions(seat)

    def play(action: Action) -> bool:
        played.append(action)
        return True

    return BoardContext(NAMES[:n], COLOURS[:n], (False,) + (True,) * (n - 1), play, listing)


def test_the_legislation_board_places_on_deck_through_its_context_when_the_listing_holds_the_picks(qtbot):
    session = legislation("place", 5)
    view = session.view(0)
    played: list[Action] = []
    asked: list[int] = []
    board = LegislationBoard(context(session, played, asked), 0, view)
    qtbot.addWidget(board)
    board.show()
    place = board.buttons["place"]
    assert not place.isEnabled() and asked == [0]  # nothing picked: not in the listing yet
    for bill in view.hand[: view.must_place]:
        qtbot.mouseClick(board.hand_cards[bill], Qt.MouseButton.LeftButton)
    assert place.isEnabled()
    press(qtbot, place)
    assert played == [PlaceOnDeck(0, view.hand[: view.must_place])]
    assert asked == [0]  # the listing is asked once for the view shown


def test_the_starward_board_sizes_its_hand_by_the_room_its_context_gives(qtbot):
    session = starward("action", 4)
    played: list[Action] = []
    n = len(session.config.seats)
    small, tall = (
        BoardContext(NAMES[:n], COLOURS[:n], (False,) * n, played.append, session.legal_actions, room=room)
        for room in (lambda: (1366, 700), lambda: (1920, 1000))
    )
    boards = [StarwardBoard(c, 0, session.view(0)) for c in (small, tall)]
    for board in boards:
        qtbot.addWidget(board)
    assert boards[0].full_hand < boards[1].full_hand
