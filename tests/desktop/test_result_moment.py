"""After each vote the side panel shows every seat's vote, the tally, the verdict and the score changes,
until Enter (or a move) dismisses it; the standings strip is always there."""

from __future__ import annotations

from gui_player import GuiPlayer
from PySide6.QtCore import Qt
from table_states import session_at

from desktop.table.seat_panel import SeatPanel
from desktop.table.table_page import TablePage
from games.core.seats import SeatKind
from games.legislation.options import BallotStyle


def _page(qtbot, session):
    page = TablePage(session, bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(1366, 704)
    page.show()
    page.start()
    return page


def test_a_legislation_ballot_ends_in_a_result_with_every_vote_and_the_score_changes(qtbot):
    from test_legislation_play import make_page

    kinds = (SeatKind.HUMAN, SeatKind.BOT, SeatKind.BOT, SeatKind.BOT)
    page = make_page(qtbot, kinds, ballot=BallotStyle.SECRET)
    player = GuiPlayer(qtbot, page, seed=3)
    for _ in range(600):
        if page.result is not None:
            break
        if not player.step():
            qtbot.wait(2)
    result = page.result
    assert result is not None, "no vote was resolved"
    assert page.result_panel.isVisible() and not page.tally.isVisible()
    assert result.verdict in ("PASSED", "FAILED")
    assert sorted(s for s, _v in result.votes) == [0, 1, 2, 3]  # the secret ballot, all at once
    assert {v for _s, v in result.votes} <= {"Yay", "Nay", "Abstain"}
    text = page.result_panel.accessibleName()
    for name in page.names:
        assert name in text
    # The score changes: beside the names on the seat panels and in the standings strip.
    changed = {s: d for s, d in enumerate(result.deltas) if d}
    shown = {
        p.accessibleName(): p.delta_label.text()
        for p in page.current.findChildren(SeatPanel)
        if p.isVisible() and p.delta_label.isVisible()
    }
    assert shown == {page.names[s]: ("+" if d > 0 else "−") + str(abs(d)) for s, d in changed.items()}
    assert page.standings.deltas == result.deltas
    assert all(page.names[s] in page.standings.accessibleName() for s in range(4))
    # Enter dismisses it; the panels drop their changes.
    page.activateWindow()
    qtbot.keyClick(page.current, Qt.Key.Key_Return)
    assert page.result is None and not page.result_panel.isVisible()
    assert not any(p.delta_label.isVisible() for p in page.current.findChildren(SeatPanel))


def test_a_council_agenda_ends_in_its_outcome_with_every_seat(qtbot):
    session = session_at("council", 5, 0)
    page = _page(qtbot, session)
    # Seat 0 is the only human: let the bots and a simple player run until an agenda is resolved.
    import random

    from test_council_play import gui_step as step

    rng, done = random.Random(2), set()
    for _ in range(800):
        if page.result is not None:
            break
        if not step(qtbot, page, rng, done):
            qtbot.wait(2)
    result = page.result
    assert result is not None
    assert len(result.votes) == 5
    assert result.title and result.verdict
    assert page.result_panel.isVisible()
    page.result_panel.button.click()
    assert page.result is None
