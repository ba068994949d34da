"""Clicks a companion table needs for a plain agenda, with one operator and with a screen per seat.

Drives the real Council board (6 human seats at 1366x700, Prophecy of Kings, the issue's factions) with
QTest mouse clicks on its widgets and counts them: the speaker types the agenda's name and presses Enter
(keys, counted apart), no one plays a card in any window (one operator: "No one, all this agenda" in
the agenda's first window, so the later windows pass by themselves), every seat votes for the first
outcome with all its ready planets (a seat with no votes abstains), then the board's instructions are
confirmed.
Two agendas are played: the first ("a plain agenda": from its declaration to the next one, the
phase's opening window apart) and a second one on which every planet is already exhausted, so every
seat abstains and the speaker breaks the 0-0 tie.
    python benchmarks/count_operator_clicks.py            # $DISPLAY or offscreen
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
BOARD = ("yssaril", "empyrean", "naaz", "naalu", "letnev", "l1z1x")
COLOURS = ("#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4")
AGENDAS = ("Minister of War", "Mutiny")


class Counter:
    def __init__(self) -> None:
        self.clicks = 0
        self.keys = 0

    def click(self, widget: QWidget) -> None:
        assert widget.isVisible() and widget.isEnabled(), widget.objectName()
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        self.clicks += 1
        settle()

    def type(self, widget: QWidget, text: str) -> None:
        QTest.keyClicks(widget, text)
        QTest.keyClick(widget, Qt.Key.Key_Return)
        self.keys += len(text) + 1
        settle()


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def table(operator: bool):  # noqa: ANN201
    from desktop.table.table_page import TablePage
    from games.core.seats import Seat, SeatKind
    from games.core.session import Session, SessionConfig
    from games.council.options import CouncilOptions, Mode
    from games.registry import load_game

    seats = tuple(Seat(NAMES[i], COLOURS[i], SeatKind.HUMAN) for i in range(6))
    options = CouncilOptions(mode=Mode.COMPANION, factions=BOARD, operator=operator)
    session = Session(load_game("council"), SessionConfig("council", seats, options, 3))
    page = TablePage(session, bot_pause_ms=0)
    page.resize(1366, 700)
    page.show()
    page.start()
    settle()
    return page


def vote(page, board, count: Counter, operator: bool) -> None:  # noqa: ANN001
    ready = sum(v for _p, v in board.prompt.planets) if board.prompt.rep_gov is None else 1
    if ready == 0:
        # Nothing to vote with: abstain (on the sheet, or the bar's button).
        count.click(board.vote_sheet.abstain if operator else board.buttons["abstain"])
        return
    if operator:  # one click: the outcome, with every ready planet ticked
        count.click(next(iter(board.outcome_buttons.values())))
        return
    count.click(next(iter(board.outcome_buttons.values())))
    for card in list(board.planet_cards.values()):
        count.click(card)
    count.click(board.buttons["cast"])


def play_agendas(operator: bool) -> list[tuple[int, int]]:
    """Clicks and keys for each agenda of the first phase (from its table check's Start)."""
    page = table(operator)
    count = Counter()
    count.click(page.current.start_button)
    per_agenda: list[tuple[int, int]] = []
    declared = 0
    for _ in range(400):
        board = page.current
        kind = getattr(board, "kind", None)
        if kind == "choose" and board.prompt.prompt == "reveal":
            if declared == len(AGENDAS):
                break
            per_agenda.append((count.clicks, count.keys))  # the phase's opening window, then agenda 1
            count.type(board.agenda_search.search, AGENDAS[declared])
            declared += 1
        elif kind is None:  # the next table check: the phase is over
            break
        elif kind == "vote":
            vote(page, board, count, operator)
        elif kind == "speaker_decides":
            count.click(next(iter(board.outcome_buttons.values())))
            count.click(board.buttons["decide"])
        elif kind == "table_instructions":
            count.click(board.buttons["confirm"])
        elif operator and "skip_agenda" in board.buttons:  # "No one, all this agenda"
            count.click(board.buttons["skip_agenda"])
        elif operator and "no_one" in board.buttons:
            count.click(board.buttons["no_one"])
        else:
            count.click(board.buttons["pass"])
    per_agenda.append((count.clicks, count.keys))
    out, before = [], (1, 0)  # the table check's Start is the phase's, not an agenda's
    for clicks, keys in per_agenda:
        out.append((clicks - before[0], keys - before[1]))
        before = (clicks, keys)
    page.close()
    return out  # the opening window, agenda 1, agenda 2


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    from desktop.look import apply_style

    apply_style(app)
    for operator in (True, False):
        label = "one operator" if operator else "a screen per seat"
        opening, plain, exhausted = play_agendas(operator)
        print(f"{label}: the phase's opening window {opening[0]} clicks")
        print(f"{label}: a plain agenda {plain[0]} clicks, {plain[1]} keys")
        print(f"{label}: an agenda all abstain on, tie broken {exhausted[0]} clicks, {exhausted[1]} keys")
        figure = f"Galactic Council: clicks for a plain agenda ({label}, 6 seats)"
        print("BENCH " + json.dumps({"figure": figure, "value": plain[0], "unit": "clicks"}), flush=True)


if __name__ == "__main__":
    main()
