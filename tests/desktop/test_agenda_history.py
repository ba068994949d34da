"""Council's history, one click from the table: every agenda so far with its outcome, the votes by seat,
the riders and who won them, and the laws in play with their holders."""

from __future__ import annotations

from gui_player import press
from moments import council

from desktop.council.agenda_history import agenda_rows
from desktop.council.names import any_card_name
from desktop.main_window import MainWindow
from games.council.results import AgendaResult, PredictionSettled


def _after_a_rider(players: int = 5):
    """The session once the first agenda is resolved with seat 0's votes and riders settled (moments.py),
    its result and the first rider settled."""
    session = council("rider-settled", players)
    result = settled = None
    for entry in session.entries:
        result = AgendaResult.from_plain(entry.public.get("result")) or result
        found = PredictionSettled.all_from_plain(entry.public.get("predictions"))
        settled = settled or (found[0] if found else None)
    assert result is not None and settled is not None
    return session, settled, result


def test_the_history_lists_agendas_votes_riders_and_laws(qtbot):
    session, settled, result = _after_a_rider()
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 700)
    window.show()
    window.open_table(session, None, bot_pause_ms=10**9)
    board = window.table.current
    button = board.centre.history
    assert button is not None and button.isVisible()
    names = window.table.names
    rows = agenda_rows(session.entries, names)
    assert any(r.outcome and r.votes for r in rows) and any(r.riders for r in rows)
    press(qtbot, button)  # one click
    text = board.history_dialog.text.toPlainText()
    assert "Laws in play" in text and any_card_name(rows[0].card) in text
    vote = result.votes[0]
    assert f"{names[vote.seat]}: " in text and "for" in text  # the votes by seat
    rider = any_card_name(settled.source) if settled.source else "a prediction"
    assert f"{names[settled.seat]}: {rider} on " in text
    assert ("— won" if settled.kept else "— lost") in text
    for law, _holder in session.view(None).laws:
        assert any_card_name(law) in text


def test_the_optional_agenda_timer_runs_per_agenda(qtbot, monkeypatch):
    """Off by default; on (the History dialog's checkbox) the middle of the table shows how long the
    agenda under way has taken, and a new agenda starts its own clock."""
    from desktop.council import agenda_timer
    from desktop.council.agenda_timer import clock_text, set_timer

    assert clock_text(65) == "⏱ 1:05" and clock_text(3725) == "⏱ 1:02:05"
    session, _settled, _result = _after_a_rider()
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 700)
    window.show()
    set_timer(False)
    try:
        window.open_table(session, None, bot_pause_ms=10**9)
        board = window.table.current
        timer = board.centre.timer
        assert not timer.isVisible()
        now = [1000.0]
        monkeypatch.setattr(agenda_timer.time, "monotonic", lambda: now[0])
        press(qtbot, board.centre.history)
        board.history_dialog.timer.setChecked(True)  # switched on where the history is read
        assert timer.isVisible() and timer.text().startswith("⏱ ")
        start = timer.elapsed()
        now[0] += 125
        assert timer.elapsed() == start + 125
        timer.follow(("another agenda",))
        assert timer.elapsed() == 0.0  # its own clock
        middle = timer.parentWidget()
        width = middle.width()
        window.resize(1280, 650)
        qtbot.waitUntil(lambda: middle.width() != width)
        assert timer.x() == middle.width() - timer.width() - 10  # kept at the corner of the resized middle
    finally:
        set_timer(False)
