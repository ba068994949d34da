"""Regenerates the pictures of Galactic Council's companion mode (a six-player TI4 game night):
New Game with the board's factions, the table check, a window and the vote sheet run by one operator,
the board's instructions as the agenda closes and the table display, at 1366x768 (a maximised window
keeps 1366x704).

    python docs/screenshots/make_companion.py [--out DIR]

Run from the checkout's root; offscreen unless $DISPLAY is set and QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT)]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QUORUM_DATA_DIR", tempfile.mkdtemp(prefix="quorum-shots-"))
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="quorum-shots-config-"))

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
BOARD = ("yssaril", "empyrean", "naaz", "naalu", "letnev", "l1z1x")
COLOURS = ("#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4")
SIZE = (1366, 704)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE)
    args = parser.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from desktop.app import make_application
    from desktop.main_window import MainWindow
    from games.core.seats import Seat, SeatKind
    from games.core.session import Session, SessionConfig
    from games.council.options import CouncilOptions, Mode
    from games.registry import load_game

    app = make_application(language="en")
    window = MainWindow()
    window.resize(*SIZE)
    window.show()

    def settle() -> None:
        for _ in range(8):
            app.processEvents()
        window.resize(*SIZE)
        for _ in range(8):
            app.processEvents()

    def shoot(name: str, widget=None) -> None:
        settle()
        path = out / f"{name}.png"
        if not (widget or window).grab().save(str(path)):
            raise RuntimeError(f"could not write {path}")
        print(path)

    def click(widget) -> None:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        settle()

    seats = tuple(Seat(NAMES[i], COLOURS[i], SeatKind.HUMAN) for i in range(6))
    options = CouncilOptions(mode=Mode.COMPANION, factions=BOARD, operator=True)
    window.show_new_game("council")
    page = window.stack.currentWidget()
    page.keep("council", seats, options)
    shoot("council-companion-new-game")

    session = Session(load_game("council"), SessionConfig("council", seats, options, 3))
    window.open_table(session, None, bot_pause_ms=10**9)
    table = window.table
    check = table.current
    bob = check.seat_tabs[1]
    check.tabs.setCurrentWidget(bob)
    QTest.keyClicks(bob.search, "Mecatol Rex")
    QTest.keyClick(bob.search, Qt.Key.Key_Return)
    bob.spins["tg"].setValue(4)
    bob.objectives.setPlainText("Erect a Monument")
    bob.spins["vp"].setValue(1)
    check.refresh_changes()
    shoot("council-table-check")
    click(check.start_button)
    click(table.current.buttons["no_one"])  # before the first agenda: no one plays
    search = table.current.agenda_search.search
    QTest.keyClicks(search, "Minister of War")
    QTest.keyClick(search, Qt.Key.Key_Return)
    settle()
    click(table.current.buttons["no_one"])  # "when" cards: no one
    board = table.current
    shoot("council-companion-window")
    click(board.buttons["skip_agenda"])  # "after" cards: no one, nor for the rest of this agenda
    for _ in range(2):  # two votes on the sheet
        board = table.current
        click(next(iter(board.outcome_buttons.values())))
    shoot("council-companion-vote-sheet")  # "Windows skipped: reopen" in the bar
    for _ in range(4):  # the other votes: with nothing ready, an abstention
        board = table.current
        if board.kind != "vote":
            break
        ready = sum(v for _p, v in board.prompt.planets)
        click(next(iter(board.outcome_buttons.values())) if ready else board.vote_sheet.abstain)
    shoot("council-companion-instructions")  # the election said on the board, one confirmation
    display = table.open_display()
    settle()
    shoot("council-table-display", display)
    display.close()
    window.close()
    QApplication.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
