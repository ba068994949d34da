"""Bots say why at the table: each bot move whose bot gave a reason shows it, in one translated line, as its
log row's tooltip (hover over the line); the reason lives beside the log, not in the saved game."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.main_window import MainWindow
from desktop.table.reasons import reason_text
from games.core.reasons import Reason, Why
from games.core.seats import BotLevel, Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import load_game


def bots_only(name: str, seats: int, seed: int = 5) -> Session:
    game = load_game(name)
    table = tuple(Seat(f"Bot {i}", "#3cb44b", SeatKind.BOT, BotLevel.BASIC) for i in range(seats))
    return Session(game, SessionConfig(name, table, game.default_options(), seed))


def test_a_bot_moves_log_line_tells_its_reason_on_hover(qtbot):
    session = bots_only("council", 4)
    window = MainWindow()
    qtbot.addWidget(window)
    if not window.act_reasons.isChecked():
        window.act_reasons.trigger()  # View › Bots' Reasons in the Log: the players asked for them
    window.resize(1366, 700)
    window.show()
    window.open_table(session, None, bot_pause_ms=0)
    page = window.table
    model = page.log_model

    def voted() -> list[int]:
        return [r for r in range(model.rowCount()) if model.why(r).startswith("Votes ")]

    qtbot.waitUntil(lambda: bool(voted()), timeout=30000)
    page.bots.running = False  # no more moves (its listener stays, as at a table in play)
    page.bots.timer.stop()
    assert page.bots.wait(5000)
    row = voted()[0]
    tip = model.item(row).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == model.why(row) and "VP" in tip
    start, end = model._rows[row]  # the log entries the row tells
    reasons = page.bots.reasons
    said = [reason_text(reasons[k], page.names) for k in range(start, end) if k in reasons]
    assert said and tip == "\n".join(dict.fromkeys(said))
    assert page.bots.reasons[start].why is Why.VOTE
    last = max(reasons)
    while len(session.entries) > last:
        session.undo()  # a move taken back takes its reason with it: another move may come there
    assert last not in reasons and all(k < len(session.entries) for k in reasons)
    window.close_table()


def test_reasons_stay_hidden_during_play_unless_asked_for(qtbot):
    """A reason comes from the bot's own reckoning, which may rest on its hidden cards: while the game is
    on, the log tells none unless the players turned them on (View menu); once it is over, all are told."""
    session = bots_only("council", 4)
    window = MainWindow()
    qtbot.addWidget(window)
    if window.act_reasons.isChecked():
        window.act_reasons.trigger()
    window.resize(1366, 700)
    window.show()
    window.open_table(session, None, bot_pause_ms=0)
    page = window.table
    model = page.log_model
    qtbot.waitUntil(lambda: any(r.why is Why.VOTE for r in page.bots.reasons.values()), timeout=30000)
    page.bots.running = False
    page.bots.timer.stop()
    assert page.bots.wait(5000)
    assert not session.is_over()
    assert all(not model.why(r) for r in range(model.rowCount()))
    assert all(model.item(r).data(Qt.ItemDataRole.ToolTipRole) in (None, "") for r in range(model.rowCount()))
    window.act_reasons.trigger()  # asked for: now they are told
    assert any(model.why(r).startswith("Votes ") for r in range(model.rowCount()))
    window.act_reasons.trigger()
    window.close_table()


def test_every_kind_of_reason_reads_as_a_line_of_its_own():
    names = ("Ann", "Bob")
    lines = {why: reason_text(Reason(why, ("for", "against"), (1.0, 0.2)), names) for why in Why}
    assert all(lines.values()) and len(set(lines.values())) == len(Why)
    assert lines[Why.VOTE] == "Votes For: worth +1.00 VP to it; Against would be +0.20"
    assert reason_text(Reason(Why.OFFER, ("1",), (0.05, 0.2)), names).startswith("Offers Bob a deal")
