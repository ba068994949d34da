"""The agenda phase closes with one list of what to do on the board, shown on the next table check
(issue 32, defect 8): laws to place, trade goods and victory points to take, board actions."""

from __future__ import annotations

from gui_player import press
from PySide6.QtCore import Qt
from test_council_operator import operated

from desktop.council.phase_summary import board_summary, phase_entries
from desktop.council.table_check import TableCheckPage

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")


def operate(qtbot, board, agendas) -> None:
    """The operator's one answer at `board`: the next agenda named, a vote cast for the first outcome
    (or Abstain with nothing ready), the speaker's pick, the table's confirmation, or "No one"."""
    if board.kind == "choose":
        qtbot.keyClicks(board.agenda_search.search, next(agendas))
        qtbot.keyClick(board.agenda_search.search, Qt.Key.Key_Return)
    elif board.kind == "vote":
        if board._running_total():
            qtbot.mouseClick(next(iter(board.outcome_buttons.values())), Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(board.vote_sheet.abstain, Qt.MouseButton.LeftButton)
    elif board.kind == "speaker_decides":
        qtbot.mouseClick(next(iter(board.outcome_buttons.values())), Qt.MouseButton.LeftButton)
        press(qtbot, board.buttons["decide"])
    elif board.kind == "table_instructions":
        press(qtbot, board.buttons["confirm"])
    else:
        press(qtbot, board.buttons["no_one"])


def test_the_next_table_check_says_what_to_do_on_the_board(qtbot):
    page = operated(qtbot)
    press(qtbot, page.current.start_button)
    agendas = iter(["Minister of War", "Mutiny"])
    for _ in range(80):
        board = page.current
        if isinstance(board, TableCheckPage):
            break
        operate(qtbot, board, agendas)
    check = page.current
    assert isinstance(check, TableCheckPage) and check.board_todo.isVisibleTo(check)
    assert "Give Alice the law Minister of War" in check.board_todo.text()


def test_the_summary_adds_up_and_places_laws():
    entries = [
        {"kind": "table_check"},
        {"kind": "pass", "tg": [{"seat": 0, "amount": 5}]},
        {"kind": "break_tie", "law_enacted": {"law": "minister-of-war", "holder": 4}},
        {
            "kind": "pass",
            "tg": [{"seat": 0, "amount": 2}],
            "vp": [{"seat": 1, "amount": 1, "source": "mutiny"}],
        },
        {"kind": "pass", "laws_removed": [{"law": "fleet-regulations", "discarded": True}]},
    ]
    lines = board_summary(phase_entries(entries), NAMES)
    assert "Give Erin the law Minister of War." in lines
    assert "Discard the law Fleet Regulations." in lines
    assert any(line.startswith("Alice takes 7 trade good") for line in lines)
    assert any(line.startswith("Bob: victory points +1 (Mutiny)") for line in lines)
    assert board_summary(phase_entries([{"kind": "pass"}]), NAMES) == []  # before the first check


def test_a_correction_mid_phase_keeps_what_came_before_it_in_the_phase(qtbot):
    """Play test 2026-11-29: Edit › Correct the Table… between two agendas is a table check move too; the
    next check's list started after it (agenda 1's law and payouts were lost) and the log read "Table
    checked before agenda phase : Erin.", with no number."""
    from desktop.council.table_check import open_correction

    page = operated(qtbot)
    press(qtbot, page.current.start_button)
    agendas = iter(["Minister of War", "Mutiny"])
    corrected = False
    for _ in range(80):
        board = page.current
        if isinstance(board, TableCheckPage):
            break
        if board.kind == "choose" and not corrected and page.session.state.laws:
            dialog = open_correction(page)  # agenda 1 is done: Erin's trade goods put right
            qtbot.addWidget(dialog)
            dialog.page.seat_tabs[4].spins["tg"].setValue(6)
            press(qtbot, dialog.page.start_button)
            corrected = True
            board = page.current
        operate(qtbot, board, agendas)
    check = page.current
    assert corrected and isinstance(check, TableCheckPage)
    assert "Give Alice the law Minister of War" in check.board_todo.toolTip()
    phrases = [page.screens.phrase(e.for_viewer(None), NAMES) for e in page.session.entries]
    assert "Table corrected during agenda phase 1: Erin." in phrases


def test_trade_goods_paid_and_pillaged_count_in_the_closing_summary():
    """Issue 32, item 8: trade goods spent on votes, returned by an agenda or taken by Pillage are said
    on the board as they happen and counted in the phase's one summary (net per player)."""
    from desktop.council.board_actions import instruction_lines
    from games.council.state import Instruction

    pillage = Instruction("pillage", "give_tg", 1, "0", 1)
    spent = Instruction("bribery", "spend_tg", 2, None, 3)
    entries = [
        {"kind": "table_check"},
        {"kind": "pass", "tg": [{"seat": 2, "amount": 5}]},
        {"kind": "confirm_instruction", "instructions": [pillage, spent]},
    ]
    lines = board_summary(phase_entries(entries), NAMES)
    assert any(line.startswith("Alice takes 1 trade good") for line in lines)
    assert any(line.startswith("Bob returns 1 trade good") for line in lines)
    assert any(line.startswith("Carol takes 2 trade good") for line in lines)  # 5 gained, 3 spent
    said = instruction_lines((pillage, spent), NAMES)
    assert said[0].startswith("Pillage — Bob: give 1 trade good") and said[0].endswith(" to Alice")
    assert said[1].startswith("Bribery — Carol: spend 3 trade good")


def test_technologies_leaders_planets_and_tokens_are_said_as_board_actions():
    from desktop.council.board_actions import instruction_lines
    from games.council.state import Instruction

    lines = instruction_lines(
        (
            Instruction("executive-order", "exhaust_tech", 3, "executive-order", 1),
            Instruction("maw-of-worlds", "purge_card", 0, "maw-of-worlds", 1),
            Instruction("checks-and-balances", "ready_planet", 1, "mecatol-rex", 1),
            Instruction("leadership-rider", "tokens", 2, "fleet", 2),
        ),
        NAMES,
    )
    assert lines[0] == "Executive Order — Dave: exhaust Executive Order"
    assert lines[1].startswith("Maw of Worlds — Alice: purge Maw of Worlds")
    assert lines[2].startswith("Checks and Balances — Bob: ready Mecatol")
    assert lines[3].startswith("Leadership Rider — Carol: add 2 command token") and "fleet pool" in lines[3]
