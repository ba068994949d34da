"""After each vote the side panel shows every seat's vote, the tally, the verdict and the score changes,
until Enter (or a move) dismisses it; the standings strip is always there."""

from __future__ import annotations

import pytest
from gui_player import GuiPlayer
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget
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


@pytest.mark.parametrize("seats", [3, 5])
def test_a_council_agenda_ends_in_its_outcome_with_every_seat(qtbot, seats):
    session = session_at("council", seats, 0)
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
    assert len(result.votes) == seats
    assert result.title and result.verdict
    assert page.result_panel.isVisible()
    assert_whole(page.result_panel.card)
    page.result_panel.button.click()
    assert page.result is None


def assert_whole(card):
    """Every piece of the result card is inside the card and shows its whole text: nothing clipped
    ("Again(st)"), no line cut off at the bottom (a betrayal)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    from desktop.table.result_panel import WRAP, layout

    pieces, height = layout(card.result, card.names, card.width())
    assert card.height() >= height, f"the card is {card.height()} px tall, its text needs {height}"
    texts = {p.text for p in pieces}
    for _seat, vote in card.result.votes:
        assert vote in texts, f"the vote {vote!r} is not shown whole"
    for line in card.result.betrayals:
        assert line in texts
    for piece in pieces:
        metrics = QFontMetrics(piece.font)
        if piece.flags & WRAP:
            need = metrics.boundingRect(
                QRect(0, 0, int(piece.rect.width()), 100_000), piece.flags, piece.text
            )
            assert need.width() <= piece.rect.width() + 0.5, piece.text
            assert need.height() <= piece.rect.height() + 0.5, piece.text
        else:
            assert metrics.horizontalAdvance(piece.text) <= piece.rect.width() + 0.5, piece.text
        assert piece.rect.left() >= 0 and piece.rect.right() <= card.width() + 0.5, piece.text
        assert piece.rect.bottom() <= card.height() + 0.5, f"{piece.text!r} is cut off at the bottom"


def _long_result():
    from desktop.table.result_panel import VoteResult

    names = ("Alexandra-Konstantinova", "Bob", "Wilhelmina von Habsburg", "Dee")
    votes = ((0, "3 Stimmen für Dagegen"), (1, "12 votes for Against"), (2, "abstained"), (3, "Against"))
    betrayals = tuple(
        f"{n} BETRAYED their token on bill 40 (voted Nay although they pledged Yay to Carol)"
        for n in names[:3]
    )
    return names, VoteResult(
        "Minister of Commerce", "Against", None, "Against 15 · For 3", votes, (2, -1, 0, 3), betrayals
    )


def test_the_result_card_shows_every_vote_and_betrayal_whole_at_any_width(qtbot):
    from desktop.table.result_panel import ResultPanel

    names, result = _long_result()
    colours = ("#e6194b", "#3cb44b", "#4363d8", "#f58231")
    holder = QWidget()
    box = QVBoxLayout(holder)
    panel = ResultPanel()
    box.addWidget(panel)
    box.addStretch(1)
    qtbot.addWidget(holder)
    holder.resize(306, 700)
    holder.show()
    panel.show_result(result, names, colours)
    qtbot.wait(10)
    assert_whole(panel.card)
    tall = panel.card.height()
    holder.resize(220, 900)  # narrower: more lines wrap, the card grows to hold them
    qtbot.waitUntil(lambda: panel.card.width() < 220)
    qtbot.wait(10)
    assert_whole(panel.card)
    assert panel.card.height() > tall
    # The next result reuses the card and takes its own height (no height left from the last one).
    from desktop.table.result_panel import VoteResult

    short = VoteResult("Bill 7", "PASSED", True, "3 Yay · 1 Nay", ((0, "Yay"), (1, "Yay")), (), ())
    panel.show_result(short, names, colours)
    qtbot.wait(10)
    assert_whole(panel.card)
    assert panel.card.height() < tall


def test_a_resumed_council_game_shows_no_result_of_an_earlier_agenda(qtbot):
    """Reopened after the bots resolved an agenda and revealed the next, the table shows no result
    (the votes on the table belong to the new agenda); reopened right after a resolution, it does."""
    from table_states import _config

    from games.core.bots import RandomBot
    from games.core.session import Session
    from games.registry import load_game

    game = load_game("council")
    stale = fresh = None
    for seed in range(3, 12):
        session = Session(game, _config("council", 3, seed))
        bots = [RandomBot(game, seed * 7 + s) for s in range(3)]
        last_human = resolved = -1
        for _ in range(1500):
            if session.is_over():
                break
            seat = session.to_act()[0]
            session.apply(bots[seat].act(session.view(seat)))
            entry = session.entries[-1]
            if entry.seat == 0:
                last_human = entry.index
            if "resolved_outcome" in entry.public and session.view(None).agenda is not None:
                resolved = entry.index
                if fresh is None and last_human == resolved:
                    fresh = Session(game, session.config)
                    for action in session.actions:
                        fresh.apply(action)
            if "revealed" in entry.public and last_human <= resolved < entry.index:
                stale = session
                break
        if stale is not None and fresh is not None:
            break
    assert stale is not None and fresh is not None, "no deal reached both tables"
    page = TablePage(stale, bot_pause_ms=10**9)
    qtbot.addWidget(page)
    page.start()
    assert page.result is None and not page.result_panel.isVisible()
    again = TablePage(fresh, bot_pause_ms=10**9)
    qtbot.addWidget(again)
    again.start()
    assert again.result is not None, "a result that is still news is shown on opening"


def test_short_names_are_shown_whole_on_the_result_card(qtbot):
    from desktop.table.result_panel import VoteResult, layout

    names = ("Alice", "Bob", "Carol")
    votes = ((0, "abstained"), (1, "abstained"), (2, "2 votes for Against"))
    result = VoteResult("Wormhole Research", "Against", None, "Against 2", votes)
    pieces, _height = layout(result, names, 290)
    assert {"Alice", "Bob", "Carol"} <= {p.text for p in pieces}, "no name room enough is shortened"
