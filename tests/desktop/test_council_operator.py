"""One operator runs a companion table: a window is one question ("No one plays", or who plays), the
votes go on one sheet, one click per voter; the seats stay where the players sit (issue 32)."""

from __future__ import annotations

import sys
from pathlib import Path

from gui_player import press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_council_reach import BOARD, COLOURS, NAMES

from desktop.council import operator
from desktop.table.table_page import TablePage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.council.options import CouncilOptions, Mode
from games.registry import load_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))


def operated(qtbot, on: bool = True) -> TablePage:
    seats = tuple(Seat(NAMES[i], COLOURS[i], SeatKind.HUMAN) for i in range(6))
    options = CouncilOptions(mode=Mode.COMPANION, factions=BOARD, operator=on)
    session = Session(load_game("council"), SessionConfig("council", seats, options, 3))
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(1366, 700)
    page.show()
    page.start()
    return page


def test_a_plain_agenda_takes_at_most_ten_clicks_with_one_operator(qapp):
    import count_operator_clicks as bench

    opening, plain, _exhausted = bench.play_agendas(True)
    assert opening[0] == 1 and plain[0] <= 10, plain  # 8: skip, six votes, the election; 55 per seat
    _o, per_seat, _e = bench.play_agendas(False)
    assert per_seat[0] >= 4 * plain[0]


def test_no_one_passes_the_window_and_a_player_is_picked_to_play(qtbot):
    page = operated(qtbot)
    press(qtbot, page.current.start_button)
    board = page.current
    assert board.kind == "start_window" and "anyone playing a card" in board.hint.text()
    before = len(page.session.actions)
    press(qtbot, board.buttons["no_one"])
    assert len(page.session.actions) == before + 6 and page.current.kind == "choose"
    qtbot.keyClicks(page.current.agenda_search.search, "Mutiny")
    qtbot.keyClick(page.current.agenda_search.search, Qt.Key.Key_Return)
    board = page.current
    assert board.kind == "when_revealed" and board.seat == 1  # the speaker, Bob, is asked first
    assert operator.pass_until(page, 4)  # "Erin plays…": Bob, Carol and Dave pass
    assert page.current.seat == 4 and page.current.kind == "when_revealed"


def test_the_votes_go_on_one_sheet_one_click_each(qtbot):
    page = operated(qtbot)
    press(qtbot, page.current.start_button)
    for _ in range(6):
        board = page.current
        if board.kind == "choose":
            qtbot.keyClicks(board.agenda_search.search, "Minister of War")
            qtbot.keyClick(board.agenda_search.search, Qt.Key.Key_Return)
        elif board.kind == "vote":
            break
        else:
            press(qtbot, board.buttons["no_one"])
    board = page.current
    voter = board.seat
    sheet = board.vote_sheet
    ready = [p for p, _v in board.prompt.planets]
    assert board.picked_planets == ready  # every ready planet ticked: one click casts them
    qtbot.mouseClick(sheet.outcome_buttons["player:0"], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    agenda = page.session.state.agenda
    assert agenda.votes[voter].outcome == "player:0"
    assert page.current.kind == "vote" and page.current.seat != voter  # its own window passed by itself
    assert "for Alice" in page.current.vote_sheet.done.text()


def test_the_seats_stay_where_the_players_sit(qtbot):
    page = operated(qtbot)
    press(qtbot, page.current.start_button)
    press(qtbot, page.current.buttons["no_one"])
    qtbot.keyClicks(page.current.agenda_search.search, "Mutiny")
    qtbot.keyClick(page.current.agenda_search.search, Qt.Key.Key_Return)
    acting = set()
    for _ in range(3):
        board = page.current
        acting.add(board.seat)
        assert [p.seat_name for p in board.ring.seats] == list(NAMES)  # Alice at the bottom, clockwise
        operator.pass_until(page, (board.seat + 1) % 6)
    assert len(acting) == 3  # three seats acted in turn; the ring never turned


def test_the_sheets_pure_lines():
    class View:
        voting_order = (2, 3, 0)
        to_act = (3,)
        most_votes = (5, 0, 3, 2)

        class agenda:  # noqa: N801
            votes = ((2, "for", 3, ()),)
            abstained = ()

    rows = operator.sheet_rows(View, ("A", "B", "C", "D"), lambda s: False)
    assert [r.state for r in rows] == ["voted", "now", "later"]
    done, later = operator.sheet_lines(rows, ("A", "B", "C", "D"))
    assert done.startswith("C: 3 vote") and done.endswith("for For")
    assert later == "Then, votes at most: A 5"
    assert operator.window_question("after_revealed").endswith("anyone playing a card?")
    assert operator.window_question("after_revealed", "Erin").endswith("Listed: Erin's cards.")


def test_many_outcomes_go_in_a_list_with_cast(qtbot):
    """An election among many planets: a button each overflowed the middle; a list and Cast instead."""
    rows = [operator.SheetRow(0, "now", "")]
    planets = tuple(f"planet:p{i}" for i in range(14))
    cast: list[str] = []
    sheet = operator.VoteSheet(rows, ("Ann",), planets, None, cast.append, lambda: None)
    qtbot.addWidget(sheet)
    assert not sheet.outcome_buttons and sheet.outcome_list is not None
    assert not sheet.cast_button.isEnabled()
    sheet.outcome_list.setCurrentIndex(3)
    qtbot.mouseClick(sheet.cast_button, Qt.MouseButton.LeftButton)
    assert cast == ["planet:p2"]
    few = operator.VoteSheet(rows, ("Ann",), ("for", "against"), None, cast.append, lambda: None)
    qtbot.addWidget(few)
    assert few.outcome_list is None and set(few.outcome_buttons) == {"for", "against"}


def test_a_player_who_passed_for_the_rest_is_not_picked_and_the_hint_says_why(qtbot):
    from desktop.council.operator import pick_player
    from games.council.actions import Pass

    page = operated(qtbot)
    press(qtbot, page.current.start_button)
    press(qtbot, page.current.buttons["no_one"])
    qtbot.keyClicks(page.current.agenda_search.search, "Mutiny")
    qtbot.keyClick(page.current.agenda_search.search, Qt.Key.Key_Return)
    assert page.current.kind == "when_revealed" and page.current.seat == 1
    assert page.play(Pass(1, True))  # Bob passes for the rest of this agenda
    before = len(page.session.actions)
    assert not pick_player(page, 1)  # Bob is not asked again in this window
    assert "Bob is not asked in this window" in page.current.hint.text()
    assert len(page.session.actions) == before  # and nobody passed for nothing


def test_seats_keep_their_places_and_spacing_across_a_reveal(qtbot):
    """Issue 32, defect 15 (not reproduced since the companion ring stopped turning): the seats, their
    badges and names stay put from the agenda's declaration through the windows after it."""
    from test_council_reach import game_night

    page = game_night(qtbot, (1366, 700))
    press(qtbot, page.current.start_button)
    for _ in range(6):
        press(qtbot, page.current.buttons["pass"])
    shapes = []

    def shape():
        QApplication.processEvents()
        board = page.current
        return [
            (p.seat_name, p.geometry().getRect(), p.status_label.geometry().getRect())
            for p in board.ring.seats
        ]

    assert page.current.kind == "choose"
    shapes.append(shape())
    qtbot.keyClicks(page.current.agenda_search.search, "Mutiny")
    qtbot.keyClick(page.current.agenda_search.search, Qt.Key.Key_Return)
    shapes.append(shape())
    press(qtbot, page.current.buttons["pass"])
    shapes.append(shape())
    assert shapes[0] == shapes[1] == shapes[2]


def declared(qtbot, page: TablePage, agenda: str = "Minister of War") -> None:
    press(qtbot, page.current.start_button)
    press(qtbot, page.current.buttons["no_one"])
    qtbot.keyClicks(page.current.agenda_search.search, agenda)
    qtbot.keyClick(page.current.agenda_search.search, Qt.Key.Key_Return)


def test_no_one_all_this_agenda_passes_every_window_for_every_seat_until_reopened(qtbot):
    """Every window is still offered (each seat passes it, in the log), but one click answers them all;
    the bar keeps a button to reopen them, which before the first vote goes back to the skipped window."""
    from games.council.actions import CastVotes, Pass

    page = operated(qtbot)
    declared(qtbot, page)
    board = page.current
    assert board.kind == "when_revealed" and "reopen" not in board.buttons
    start = len(page.session.actions)
    press(qtbot, board.buttons["skip_agenda"])
    passes = page.session.actions[start:]
    assert len(passes) == 12 and all(isinstance(a, Pass) for a in passes)  # "when" and "after", 6 seats
    assert sorted(a.seat for a in passes) == sorted(list(range(6)) * 2)
    board = page.current
    assert board.kind == "vote" and "reopen" in board.buttons  # the way back stays on screen
    press(qtbot, board.buttons["reopen"])  # a late "when": back to the window where skipping began
    assert len(page.session.actions) == start and page.current.kind == "when_revealed"
    assert "skip_agenda" in page.current.buttons and "reopen" not in page.current.buttons
    assert "taken back" in page.log_model.notes[-1][1]
    # Skipped again, then votes: the windows after the speaker's vote, before and after resolution pass too.
    import count_operator_clicks as bench

    press(qtbot, page.current.buttons["skip_agenda"])
    for _ in range(6):
        board = page.current
        assert board.kind == "vote", board.kind
        bench.vote(page, board, bench.Counter(), True)
    assert page.current.kind in ("table_instructions", "choose")  # the next agenda, or the board's part
    kinds = [type(a).__name__ for a in page.session.actions[start:]]
    assert "PlayCard" not in kinds and kinds.count("CastVotes") + kinds.count("Abstain") == 6
    assert any(isinstance(a, CastVotes) for a in page.session.actions[start:])


def test_reopening_after_a_vote_asks_the_windows_still_to_come(qtbot):
    page = operated(qtbot)
    declared(qtbot, page)
    press(qtbot, page.current.buttons["skip_agenda"])
    board = page.current
    voter = board.seat
    press(qtbot, next(iter(board.outcome_buttons.values())))
    assert page.current.kind == "vote" and page.current.seat != voter
    before = len(page.session.actions)
    press(qtbot, page.current.buttons["reopen"])
    assert len(page.session.actions) == before  # a vote was cast: nothing is taken back
    assert "reopen" not in page.current.buttons and not operator.skipping(page)


def test_an_undo_reopens_the_windows(qtbot):
    page = operated(qtbot)
    declared(qtbot, page)
    press(qtbot, page.current.buttons["skip_agenda"])
    assert operator.skipping(page)
    page.undo()  # the last pass of the "after" window is taken back: that window is asked again
    QApplication.processEvents()
    assert page.current.kind == "after_revealed" and not operator.skipping(page)
    assert "skip_agenda" in page.current.buttons
    operator.pass_window(page)
    assert page.current.kind == "vote"  # only that window passed: the later ones will be asked again


def test_an_election_is_said_on_the_board_when_it_happens_and_confirmed_once(qtbot):
    """Issue 32, item 8: the elected player is told to take the card as the agenda closes (with the other
    payouts), one confirmation by the table; the phase's closing list does not say it twice."""
    import count_operator_clicks as bench

    from desktop.council.phase_summary import board_summary

    page = operated(qtbot)
    declared(qtbot, page)
    press(qtbot, page.current.buttons["skip_agenda"])
    for _ in range(6):
        bench.vote(page, page.current, bench.Counter(), True)
    board = page.current
    assert board.kind == "table_instructions"
    elected = page.session.state.laws["minister-of-war"]
    text = board.centre.choice.text()
    assert f"Minister of War — {NAMES[elected]}: take the card" in text, text
    press(qtbot, board.buttons["confirm"])
    assert page.current.kind == "choose" and not page.session.state.instructions  # the next agenda
    entries = [e.public for e in page.session.entries]
    lines = board_summary([{"kind": "table_check"}, *entries], NAMES)
    assert sum("Minister of War" in line for line in lines) == 1, lines  # "Give X the law", once


def test_secret_scored_is_in_the_players_menu_so_the_bar_keeps_room_for_the_question(qtbot):
    page = operated(qtbot)
    press(qtbot, page.current.start_button)
    board = page.current
    assert board.view.can_score_secret and "score_secret" not in board.buttons
    menu = board.buttons["who_plays"].menu()
    scored = next(a for a in menu.actions() if a.objectName() == "who_scores_secret")
    scored.trigger()
    QApplication.processEvents()
    assert board.secret_dialog is not None and board.secret_dialog.isVisible()
    board.secret_dialog.close()


def test_a_tie_names_the_speaker_who_breaks_it(qtbot):
    """Play test 2026-11-29: the operator of a tied vote read "You are the speaker: choose the outcome."
    although the speaker sat across the table; the hint names the speaker and says the vote is tied."""
    page = operated(qtbot)
    declared(qtbot, page, "Mutiny")
    press(qtbot, page.current.buttons["skip_agenda"])
    for _ in range(6):
        board = page.current
        assert board.kind == "vote", board.kind
        press(qtbot, board.vote_sheet.abstain)
    qtbot.waitUntil(lambda: page.current.kind == "speaker_decides")  # the skipped window passes on a timer
    board = page.current
    speaker = page.session.state.speaker
    assert board.hint.text() == f"The vote is tied: {NAMES[speaker]}, the speaker, chooses the outcome."


def test_naming_the_next_agenda_offers_no_reopen(qtbot):
    """Play test 2026-11-29: after an agenda skipped with "No one, all this agenda", the screen naming the
    next agenda still had *Reopen windows*, though no window of the old agenda was left to reopen."""
    page = operated(qtbot)
    declared(qtbot, page, "Mutiny")
    press(qtbot, page.current.buttons["skip_agenda"])
    for _ in range(6):
        press(qtbot, page.current.vote_sheet.abstain)
    qtbot.waitUntil(lambda: page.current.kind == "speaker_decides")
    board = page.current
    assert "reopen" in board.buttons  # still this agenda
    press(qtbot, board.outcome_buttons["for"])
    press(qtbot, board.buttons["decide"])
    for _ in range(3):
        if page.current.kind == "table_instructions":
            press(qtbot, page.current.buttons["confirm"])
        qtbot.wait(50)
    qtbot.waitUntil(lambda: page.current.kind == "choose")
    assert page.current.prompt.prompt == "reveal" and "reopen" not in page.current.buttons
    assert page.current.centre.agenda is None  # the old agenda's card is not squeezed beside the list


def test_a_voter_with_no_ready_planet_is_told_to_abstain():
    """Play test 2026-11-29: a voter whose planets were all exhausted on the agenda before was told
    "click an outcome to cast 0 votes (the planets ticked below)", with no planets below, and the click
    was refused."""
    from desktop.council.vote_panel import operator_vote_hint

    assert operator_vote_hint("Dan", 0, True, ready=False) == (
        "Dan has no ready planet to vote with: click Abstain."
    )
    assert operator_vote_hint("Dan", 0, True) == (
        "Dan votes: tick the planets to exhaust below, or click Abstain."
    )
    assert operator_vote_hint("Dan", 12, True).startswith("Dan votes: click an outcome to cast 12 vote")


def test_the_board_says_abstain_to_a_voter_with_nothing_ready(qtbot):
    """Every voter spends every planet on the first agenda: on the second, each is told to abstain."""
    page = operated(qtbot)
    declared(qtbot, page, "Mutiny")
    press(qtbot, page.current.buttons["skip_agenda"])
    for _ in range(40):
        board = page.current
        kind = getattr(board, "kind", None)
        if kind == "choose" and board.prompt.prompt == "reveal":
            break
        if kind == "vote":
            if board._running_total():
                press(qtbot, next(iter(board.outcome_buttons.values())))
            else:
                press(qtbot, board.vote_sheet.abstain)
        elif kind == "speaker_decides":
            press(qtbot, next(iter(board.outcome_buttons.values())))
            press(qtbot, board.buttons["decide"])
        elif kind == "table_instructions":
            press(qtbot, board.buttons["confirm"])
        else:
            qtbot.wait(50)
    qtbot.keyClicks(page.current.agenda_search.search, "Minister of War")
    qtbot.keyClick(page.current.agenda_search.search, Qt.Key.Key_Return)
    press(qtbot, page.current.buttons["skip_agenda"])
    board = page.current
    assert board.kind == "vote" and board._running_total() == 0
    assert board.hint.text() == f"{NAMES[board.seat]} has no ready planet to vote with: click Abstain."
