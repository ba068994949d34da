"""A click that changes a caption does not measure the fixed-height words of the table again (issue 30: the
action bar's hint and the side panel's prompt, asked their height for a width on every layout pass up the
window, were ~70 % of a Legislation hand-card pick), and the side panel still keeps the prompt's room."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from desktop.main_window import MainWindow
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import load_game


def _table(qtbot):
    game = load_game("legislation")
    seats = tuple(
        Seat(f"Player {i + 1}", f"#{40 * i:02x}80c0", SeatKind.HUMAN if i == 0 else SeatKind.BOT)
        for i in range(6)
    )
    session = Session(game, SessionConfig("legislation", seats, game.default_options(), 3))
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 700)
    window.show()
    window.open_table(session, None, bot_pause_ms=10**9)  # the bots wait: the seat at the keyboard discards
    qtbot.waitExposed(window)
    qtbot.wait(100)
    return window


def _count_measures(label: QLabel, asked: list[int]) -> None:
    """Count the heights for a width Qt asks of `label` from now on (each answered as before)."""

    def height_for_width(width: int) -> int:
        asked.append(width)
        return QLabel.heightForWidth(label, width)

    label.heightForWidth = height_for_width  # type: ignore[method-assign]


def test_picking_hand_cards_measures_neither_the_hint_nor_the_prompt(qtbot):
    window = _table(qtbot)
    board = window.table.current
    prompt = window.table.findChild(QLabel, "Prompt")
    asked: list[int] = []
    _count_measures(board.hint, asked)
    _count_measures(prompt, asked)
    captions = []
    for card in list(board.hand_cards.values())[:3]:
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        captions.append(board.buttons["discard"].text())
    assert captions == ["&Discard 1", "&Discard 2", "&Discard 3"]  # each pick relaid the bar out
    assert asked == []
    assert not board.hint.hasHeightForWidth() and not prompt.hasHeightForWidth()


def test_the_prompt_keeps_its_room_in_the_side_panel(qtbot):
    window = _table(qtbot)
    prompt = window.table.findChild(QLabel, "Prompt")
    side = window.table.findChild(QWidget, "SidePanel")
    below = [
        w.geometry().top()
        for w in side.findChildren(QWidget)
        if w.parentWidget() is side and w is not prompt and w.isVisible()
    ]
    assert prompt.height() >= 104 and below
    assert min(below) > prompt.geometry().bottom()  # nothing laid over the prompt
